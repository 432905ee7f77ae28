"""The cards on a board as the table draws and moves them (no Qt, no rules).

A card covers two cells of the grid: horizontal ``(x, y), (x + 1, y)`` or vertical
``(x, y), (x, y + 1)``. It shows one face (0 front, 1 back); a reversed card is turned end over
end, so its first cell shows the face's second kana. Turning a card 90° steps through the four
ways it can lie, anchored at its first cell: horizontal, vertical, horizontal reversed, vertical
reversed (0°, 90°, 180°, 270° clockwise). What a mode allows comes from the host's view; this
module only moves the cards the way the player asked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

# (dir, reversed) for each quarter turn, clockwise from a card lying as printed
TURNS: tuple[tuple[str, bool], ...] = (("h", False), ("v", False), ("h", True), ("v", True))


@dataclass(frozen=True)
class Placed:
    """One card lying on a board."""

    id: int
    front: str
    back: str
    face: int = 0
    reversed: bool = False
    x: int = 0
    y: int = 0
    dir: str = "h"
    z: int = 0

    @classmethod
    def from_view(cls, data: dict[str, Any]) -> Placed:
        return cls(
            id=int(data["id"]), front=str(data["front"]), back=str(data["back"]),
            face=int(data.get("face", 0)), reversed=bool(data.get("reversed", False)),
            x=int(data["x"]), y=int(data["y"]), dir=str(data.get("dir", "h")),
            z=int(data.get("z", 0)),
        )

    @property
    def printed(self) -> str:
        """The two kana of the face shown, as printed (left to right on an unturned card)."""
        return self.front if self.face == 0 else self.back

    @property
    def rotation(self) -> int:
        """Degrees clockwise from lying as printed: 0, 90, 180 or 270."""
        return 90 * TURNS.index((self.dir, self.reversed))

    def cells(self) -> tuple[tuple[int, int], tuple[int, int]]:
        if self.dir == "v":
            return (self.x, self.y), (self.x, self.y + 1)
        return (self.x, self.y), (self.x + 1, self.y)

    def kana_at(self) -> dict[tuple[int, int], str]:
        """Which kana each of its cells shows."""
        first, second = self.cells()
        a, b = self.printed[0], self.printed[1]
        if self.reversed:
            a, b = b, a
        return {first: a, second: b}

    def flipped(self) -> Placed:
        """Turned over: the other face."""
        return replace(self, face=1 - self.face)

    def turned(self, allowed: tuple[tuple[str, bool], ...]) -> Placed:
        """Turned 90° clockwise to the next way of lying in ``allowed`` (itself if none)."""
        start = TURNS.index((self.dir, self.reversed))
        for step in range(1, 5):
            d, r = TURNS[(start + step) % 4]
            if (d, r) in allowed:
                return replace(self, dir=d, reversed=r)
        return self

    def moved(self, x: int, y: int, z: int) -> Placed:
        return replace(self, x=x, y=y, z=z)

    def as_action(self) -> dict[str, Any]:
        """The card as an action's ``cards`` entry."""
        return {"id": self.id, "x": self.x, "y": self.y, "dir": self.dir, "face": self.face,
                "reversed": self.reversed}


def top_kana(cards: list[Placed]) -> dict[tuple[int, int], str]:
    """The kana seen in each covered cell: the card highest in the stack wins."""
    seen: dict[tuple[int, int], str] = {}
    for card in sorted(cards, key=lambda c: c.z):
        seen.update(card.kana_at())
    return seen


def hidden(cards: list[Placed]) -> list[int]:
    """The cards none of whose kana can be seen (the host refuses a board with one)."""
    seen_from: dict[tuple[int, int], int] = {}
    for card in sorted(cards, key=lambda c: c.z):
        for cell in card.cells():
            seen_from[cell] = card.id
    shown = set(seen_from.values())
    return [c.id for c in cards if c.id not in shown]


def card_at(cards: list[Placed], cell: tuple[int, int]) -> Placed | None:
    """The topmost card covering ``cell``."""
    over = [c for c in cards if cell in c.cells()]
    return max(over, key=lambda c: c.z) if over else None


def line_reading(cards: list[Placed], pending: list[Placed]) -> str:
    """The visible kana of the straight line the ``pending`` cards lie on, read left to right
    (or top to bottom): a starting point for the word entry, which the player then edits (adds
    濁点, small kana, or reads the other way). Empty when the pending cards are not on one line."""
    if not pending:
        return ""
    seen = top_kana(cards + pending)
    mine = {cell for c in pending for cell in c.cells()}
    rows = {y for _, y in mine}
    cols = {x for x, _ in mine}
    if len(rows) == 1:
        (y,) = rows
        step = (1, 0)
        start = min(mine)
    elif len(cols) == 1:
        (x,) = cols
        step = (0, 1)
        start = min(mine, key=lambda c: c[1])
    else:
        return ""
    # walk back to the start of the run of covered cells, then read it through
    cx, cy = start
    while (cx - step[0], cy - step[1]) in seen:
        cx, cy = cx - step[0], cy - step[1]
    text = []
    while (cx, cy) in seen:
        text.append(seen[(cx, cy)])
        cx, cy = cx + step[0], cy + step[1]
    return "".join(text)


# 濁点, 半濁点 and small forms a player may add to a card kana (for the entry's ゛゜小 button;
# which readings a word may use is the host's to judge)
VARIANTS: dict[str, str] = {
    "か": "かが", "き": "きぎ", "く": "くぐ", "け": "けげ", "こ": "こご",
    "さ": "さざ", "し": "しじ", "す": "すず", "せ": "せぜ", "そ": "そぞ",
    "た": "ただ", "ち": "ちぢ", "つ": "つっづ", "て": "てで", "と": "とど",
    "は": "はばぱ", "ひ": "ひびぴ", "ふ": "ふぶぷ", "へ": "へべぺ", "ほ": "ほぼぽ",
    "う": "うゔ", "や": "やゃ", "ゆ": "ゆゅ", "よ": "よょ",
}
_CYCLE: dict[str, str] = {
    kana: forms[(i + 1) % len(forms)] for forms in VARIANTS.values() for i, kana in enumerate(forms)
}


def next_variant(kana: str) -> str:
    """The next of ``kana``'s marked or small forms, round to the plain kana again."""
    return _CYCLE.get(kana, kana)


def runs(cards: list[Placed]) -> list[tuple[tuple[int, int], str]]:
    """Each row's maximal runs of visible kana, left to right: (first cell, kana as printed).
    ならべる reads its words from these; the table uses them to keep a line's spelling."""
    seen = top_kana(cards)
    out = []
    for x, y in sorted(seen, key=lambda c: (c[1], c[0])):
        if (x - 1, y) in seen:
            continue
        text, cx = [], x
        while (cx, y) in seen:
            text.append(seen[(cx, y)])
            cx += 1
        out.append(((x, y), "".join(text)))
    return out


def run_through(cards: list[Placed], cell: tuple[int, int]) -> tuple[tuple[int, int], str] | None:
    """The run of visible kana that ``cell`` lies in."""
    x, y = cell
    for (rx, ry), text in runs(cards):
        if ry == y and rx <= x < rx + len(text):
            return (rx, ry), text
    return None
