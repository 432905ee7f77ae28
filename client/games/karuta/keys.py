"""Taking a card by keyboard (seed, ＜札取り＞ 3. キーボードで取る): which numpad key was pressed.

The seed's table (which key touches which half row: テンキーの[7]…自陣左上段, [Shift]+[7]…相手陣右
下段, …) is the host's (server/games/karuta/touch.py ``KEYS``); the view carries, for each key,
the places it touches (``geometry.keys``, read by reach.py), so the client only says which key it
was: the digit, and whether Shift was held. With Shift held the keypad sends Home, ←, End, PgUp,
→, PgDn instead of 7, 4, 1, 9, 6, 3 (the seed's 「[Shift]+[7]（=[Home]）」), so those keys mean the
same as Shift and the digit. A key whose half row is empty touches nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

DIGITS: dict[int, int] = {
    Qt.Key.Key_7: 7, Qt.Key.Key_4: 4, Qt.Key.Key_1: 1,
    Qt.Key.Key_9: 9, Qt.Key.Key_6: 6, Qt.Key.Key_3: 3,
}

# What the keypad sends for those keys with Shift held (or with Num Lock off).
SHIFTED: dict[int, int] = {
    Qt.Key.Key_Home: 7,
    Qt.Key.Key_Left: 4,
    Qt.Key.Key_End: 1,
    Qt.Key.Key_PageUp: 9,
    Qt.Key.Key_Right: 6,
    Qt.Key.Key_PageDown: 3,
}


def numpad(key: int, shift: bool) -> tuple[int, bool] | None:
    """The numpad digit the Qt key ``key`` is and whether Shift is meant, or None for any other
    key."""
    if key in SHIFTED:
        return SHIFTED[key], True
    digit = DIGITS.get(key)
    return None if digit is None else (digit, shift)


__all__ = ["DIGITS", "SHIFTED", "numpad"]
