"""The grid the cards lie on, and how a line of cards is read (seed 001 「単語の作り方」).

A cell is ``(x, y)``. A card covers two cells: horizontal ``(x, y), (x+1, y)`` or vertical
``(x, y), (x, y+1)``. It shows one face (0 front, 1 back); turned end over end (``reversed``) the
face's two kana lie the other way round. A card laid later lies on top (higher ``z``): a kana is
visible where its card is the topmost in that cell, and a new card never goes under one already
there (the caller gives new cards a ``z`` above every card on the field).

Reading a word: the visible kana of one straight line, the maximal run of touching visible
cells, in one of the allowed directions, must read as the declared word (``kana.reads_as``: 濁点
and 半濁点 added freely, や ゆ よ つ read small). Every card of the word shows at least one kana;
nothing on the line may be a kana the word does not use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from server.games.contract import RuleError
from server.games.kotoba import kana
from server.games.kotoba.texts import TEXTS

Cell = tuple[int, int]
Faces = Callable[[int], tuple[str, str]]
"""A card id's two faces (front, back), each two kana."""

BOUND = 40  # cells lie within -BOUND … BOUND on both axes

HORIZONTAL = "h"
VERTICAL = "v"
STEP = {HORIZONTAL: (1, 0), VERTICAL: (0, 1)}

FORWARD = "forward"  # left to right, top to bottom
BACKWARD = "backward"  # right to left, bottom to top


@dataclass(frozen=True)
class Placed:
    """One card lying on a board or the field."""

    card: int
    face: int
    reversed: bool
    x: int
    y: int
    dir: str
    z: int

    def cells(self) -> tuple[Cell, Cell]:
        dx, dy = STEP[self.dir]
        return (self.x, self.y), (self.x + dx, self.y + dy)

    def laid_kana(self, faces: Faces) -> str:
        """The two kana as laid: cell 0's, then cell 1's (face and reversal applied)."""
        printed = faces(self.card)[self.face]
        return printed[::-1] if self.reversed else printed


@dataclass(frozen=True)
class Reading:
    """A line read as a word: its cells in reading order and the visible kana on them."""

    cells: tuple[Cell, ...]
    kana: str


# --------------------------------------------------------------------------------------------
# What is visible
# --------------------------------------------------------------------------------------------


def in_bounds(cell: Cell) -> bool:
    return all(-BOUND <= c <= BOUND for c in cell)


def tops(cards: Iterable[Placed]) -> dict[Cell, Placed]:
    """For each covered cell, the card on top there."""
    top: dict[Cell, Placed] = {}
    for p in sorted(cards, key=lambda p: p.z):
        for cell in p.cells():
            top[cell] = p
    return top


def visible(cards: Iterable[Placed], faces: Faces) -> dict[Cell, str]:
    """Every visible kana by cell."""
    shown: dict[Cell, str] = {}
    for cell, p in tops(cards).items():
        shown[cell] = p.laid_kana(faces)[p.cells().index(cell)]
    return shown


def shown_cells(cards: Iterable[Placed]) -> dict[int, tuple[int, ...]]:
    """For each card id, which of its two cells (0, 1) are visible."""
    cards = list(cards)
    top = tops(cards)
    return {p.card: tuple(i for i, cell in enumerate(p.cells()) if top[cell] is p) for p in cards}


def hidden_cards(cards: Iterable[Placed]) -> list[int]:
    """Cards that show no kana at all (seed: 完全に隠れているカードがある is refused)."""
    return [card for card, shown in shown_cells(cards).items() if not shown]


def run_through(cells: Iterable[Cell], start: Cell, axis: str) -> tuple[Cell, ...]:
    """The maximal run of touching ``cells`` along ``axis`` that contains ``start``."""
    present = set(cells)
    dx, dy = STEP[axis]
    first = start
    while (first[0] - dx, first[1] - dy) in present:
        first = (first[0] - dx, first[1] - dy)
    run = []
    cell = first
    while cell in present:
        run.append(cell)
        cell = (cell[0] + dx, cell[1] + dy)
    return tuple(run)


def rows(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """Every maximal horizontal run of ``cells``, top row first, left to right."""
    present = set(cells)
    runs = []
    for cell in sorted(present, key=lambda c: (c[1], c[0])):
        if (cell[0] - 1, cell[1]) not in present:
            runs.append(run_through(present, cell, HORIZONTAL))
    return runs


# --------------------------------------------------------------------------------------------
# Reading a line as a word
# --------------------------------------------------------------------------------------------


def read_as(run: Sequence[Cell], shown: dict[Cell, str], word: str,
            directions: Sequence[str]) -> Reading | None:
    """The first allowed reading of ``run`` that reads as ``word``, or None."""
    for direction in directions:
        cells = tuple(run) if direction == FORWARD else tuple(reversed(run))
        text = "".join(shown[c] for c in cells)
        if kana.reads_as(text, word):
            return Reading(cells, text)
    return None


def check_word_text(word: str) -> str:
    """A declared word must be kana a card line could show (its length and type are checked at
    the door: actions.py)."""
    if not kana.is_card_spelling(word):
        raise RuleError(TEXTS("word_text.kana", word=word), rule="word_text")
    return word


def mismatch(kana_shown: str, word: str) -> RuleError:
    """The refusal of a word the visible kana do not read as: it names them and says how to type
    the word (濁点・半濁点 and small や・ゆ・よ・つ are the player's to add)."""
    return RuleError(TEXTS("word_mismatch", kana=kana_shown, word=word), rule="word_mismatch")


def check_play(field: Sequence[Placed], played: Sequence[Placed], word: str, faces: Faces, *,
               axes: Sequence[str], directions: Sequence[str]) -> Reading:
    """Check one play of あわせる or かさねる and return how its word reads.

    ``played`` already carry ``z`` above every field card. The rules (seed 「手札を出す」):
    each played card shows at least one kana; every visible kana of the played cards lies on one
    straight line (``axes``: the directions a word may lie) and in one run; the run uses at least
    one kana already on the field; the run, read in an allowed direction, is the word.
    """
    check_word_text(word)
    everything = [*field, *played]
    hidden = [c for c in hidden_cards(everything) if c in {p.card for p in played}]
    if hidden:
        raise RuleError(TEXTS("hidden_card.play"), rule="hidden_card")
    top = tops(everything)
    new_cells = [cell for p in played for cell in p.cells() if top[cell] is p]
    axis = _line_axis(new_cells)
    if axis is None or axis not in axes:
        if axes == (HORIZONTAL,):
            raise RuleError(TEXTS("not_in_line.row"), rule="not_in_line")
        raise RuleError(TEXTS("not_in_line"))
    shown = visible(everything, faces)
    run = run_through(shown, new_cells[0], axis)
    if not set(new_cells) <= set(run):
        raise RuleError(TEXTS("one_word"))
    played_ids = {p.card for p in played}
    if all(top[cell].card in played_ids for cell in run):
        raise RuleError(TEXTS("no_field_kana"))
    reading = read_as(run, shown, word, directions)
    if reading is None:
        raise mismatch("".join(shown[c] for c in run), word)
    return reading


def _line_axis(cells: Sequence[Cell]) -> str | None:
    if len({y for _, y in cells}) == 1:
        return HORIZONTAL
    if len({x for x, _ in cells}) == 1:
        return VERTICAL
    return None


# --------------------------------------------------------------------------------------------
# ならべる: how a whole board reads
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """One maximal run of visible kana in a row of a ならべる board."""

    cells: tuple[Cell, ...]
    kana: str
    cards: tuple[int, ...]  # the cards showing kana in it, left to right

    @property
    def loose(self) -> bool:
        """A card alone showing its two kana (seed: 他のカードと組み合わさっていないカード)."""
        return len(self.cards) == 1


def board_lines(board: Sequence[Placed], faces: Faces) -> list[Line]:
    """Every line of a ならべる board, top row first (seed: 横に並んだカードは見えている文字を左から
    右にすべて読んで1つの単語にします)."""
    top = tops(board)
    shown = visible(board, faces)
    lines = []
    for run in rows(shown):
        cards: list[int] = []
        for cell in run:
            if top[cell].card not in cards:
                cards.append(top[cell].card)
        lines.append(Line(run, "".join(shown[c] for c in run), tuple(cards)))
    return lines
