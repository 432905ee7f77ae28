"""Taking a card by keyboard (seed, ＜札取り＞ 3. キーボードで取る).

The twelve keys of the seed's table, as data. The numeric keypad is laid out like the table seen
from the player's chair: the left column of keys (7, 4, 1) is the left of the screen, the right
column (9, 6, 3) the right, and the three keys of a column are the three rows of a side from the
top of the screen down. Without Shift a key touches one's own side (上段, 中段, 下段 from the top);
with Shift the opponent's side, whose rows run the other way on screen (下段 at the top, 上段
nearest the centre line). With Shift held the keypad sends Home, ←, End, PgUp, →, PgDn (the seed's
「[Shift]+[7]（=[Home]）」), so those keys mean the opponent's side as well.

Which cards a key touches: every card in that half of the row (up to six), as the seed says
「自陣左上段…の札を取ります」 and as the host judges a key (server/games/karuta/touch.py
``key_cards``; rules.md 「半分の段（最大6枚）」). A first version touched only three places from
the outermost card inward, and a card further in (a full half row) could not be taken by key at
all. An empty half touches nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt


@dataclass(frozen=True)
class KeyArea:
    """The area a key touches, in screen terms: ``mine`` (own side or the opponent's), the
    side's ``row`` (0 上段, 1 中段, 2 下段) and ``half`` of the screen ("left" | "right")."""

    mine: bool
    row: int
    half: str


# テンキー [7] [4] [1] [9] [6] [3]: 自陣 左上段 左中段 左下段 右上段 右中段 右下段
OWN_KEYS: dict[int, KeyArea] = {
    Qt.Key.Key_7: KeyArea(True, 0, "left"),
    Qt.Key.Key_4: KeyArea(True, 1, "left"),
    Qt.Key.Key_1: KeyArea(True, 2, "left"),
    Qt.Key.Key_9: KeyArea(True, 0, "right"),
    Qt.Key.Key_6: KeyArea(True, 1, "right"),
    Qt.Key.Key_3: KeyArea(True, 2, "right"),
}

# [Shift]+[7] [4] [1] [9] [6] [3]: 相手陣 右下段 右中段 右上段 左下段 左中段 左上段
# (the opponent's right is the screen's left: 画面から見て相手陣左側 1段目, 2段目, 3段目 …)
OPPONENT_KEYS: dict[int, KeyArea] = {
    Qt.Key.Key_7: KeyArea(False, 2, "left"),
    Qt.Key.Key_4: KeyArea(False, 1, "left"),
    Qt.Key.Key_1: KeyArea(False, 0, "left"),
    Qt.Key.Key_9: KeyArea(False, 2, "right"),
    Qt.Key.Key_6: KeyArea(False, 1, "right"),
    Qt.Key.Key_3: KeyArea(False, 0, "right"),
}

# What the keypad sends for those keys with Shift held (or with Num Lock off).
SHIFTED: dict[int, int] = {
    Qt.Key.Key_Home: Qt.Key.Key_7,
    Qt.Key.Key_Left: Qt.Key.Key_4,
    Qt.Key.Key_End: Qt.Key.Key_1,
    Qt.Key.Key_PageUp: Qt.Key.Key_9,
    Qt.Key.Key_Right: Qt.Key.Key_6,
    Qt.Key.Key_PageDown: Qt.Key.Key_3,
}


def key_area(key: int, shift: bool) -> KeyArea | None:
    """The area the key ``key`` (a Qt.Key) touches, with Shift held or not; None for any other
    key."""
    if key in SHIFTED:
        return OPPONENT_KEYS[SHIFTED[key]]
    table = OPPONENT_KEYS if shift else OWN_KEYS
    return table.get(key)


def key_columns(occupied: list[bool], half: str) -> list[int]:
    """The screen columns a key touches in one row, given which screen columns hold a card
    (``occupied``, left to right): every card of that half of the row, from the screen's edge
    inward. Empty when that half holds no card."""
    cols = len(occupied)
    middle = cols // 2
    if half == "left":
        return [c for c in range(middle) if occupied[c]]
    return [c for c in range(cols - 1, middle - 1, -1) if occupied[c]]


__all__ = ["OPPONENT_KEYS", "OWN_KEYS", "SHIFTED", "KeyArea", "key_area", "key_columns"]
