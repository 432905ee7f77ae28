"""The field (場): both sides' three rows of torifuda, and every card move of the seed.

- ``Field.move`` and ``Field.tidy`` return the cards whose place changed, ``{poem: Slot}``, for
  events and animations; ``Field.move`` to the card's own slot toggles 浮き札 (seed: 同じ場所に
  移動した（＝札をクリックした）場合…浮き札) and returns ``{}``.
- ``Field.remove`` notes the slot it empties; ``Field.tidy(side)`` closes the gaps that those
  removals made (a take or a 送り札: seed 自動移動 「札取り、送り札により…隙間ができた時」) and
  nothing else, so call ``remove`` for takes and sends and ``tidy`` once they are done. A manual
  ``move`` leaves no gap to be closed (the player arranged it).
- ``Field`` is a dataclass of plain parts (where each card lies, the 浮き札, the gaps still to
  close): the game state dumps and loads it from its types.
- ``frame_slots`` takes an optional ``toucher``: the seat whose frame it is. Only a frame in the
  toucher's own 上段 also covers the opponent's 上段; with ``toucher=None`` the frame is taken to
  be on the toucher's own side. ``frames`` and ``key_reach`` are the tables a seat's view carries,
  so the client reads what a frame or a key covers instead of computing it again.
- Errors are the contract's: ``MalformedAction`` for a place outside the field, ``RuleError`` for
  a card that is not there, an occupied slot, a move with no free space.

Geometry (seed 〈基本ルール〉: 最大3段（相手側の陣地に近い方から上段、中段、下段）):
- side s belongs to seat s; row 0 上段 (nearest the centre line), 1 中段, 2 下段 (nearest the owner);
- column 0 is at the owner's left. The two sides face each other, so the opponent's column c is
  across the centre line from one's own column ``facing(c) == COLS - 1 - c`` (their left is one's
  right); the opponent's side is drawn rotated by 180°.
- The blue cursor frame covers ``FRAME_COLS`` columns of one row; in one's own 上段 it also covers
  the same columns (as seen across the line) of the opponent's 上段: at most six cards.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from server.games.contract import MalformedAction, RuleError
from server.games.karuta.texts import TEXTS

SIDES = 2
ROWS = 3  # 0 上段, 1 中段, 2 下段
COLS = 12
FRAME_COLS = 3
UPPER, MIDDLE, LOWER = 0, 1, 2
ROW_NAMES = ("上段", "中段", "下段")
HALF = COLS // 2  # columns 0..5 are the owner's left (左), 6..11 the right (右)
CARDS_PER_SIDE = 25  # seed 〈基本ルール〉: 25枚ずつを自陣、相手陣に分けて


@dataclass(frozen=True, order=True)
class Slot:
    side: int
    row: int
    col: int

    def __post_init__(self) -> None:
        for value, size in ((self.side, SIDES), (self.row, ROWS), (self.col, COLS)):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < size:
                raise MalformedAction(TEXTS("off_field"))

    @property
    def half(self) -> Literal["left", "right"]:
        """The owner's left (列 0-5) or right (列 6-11) half of the row."""
        return "left" if self.col < HALF else "right"

    def to_wire(self) -> dict[str, int]:
        return {"side": self.side, "row": self.row, "col": self.col}

    def as_list(self) -> list[int]:
        """``[side, row, col]``: how the view's tables (``frames``, ``keys``) name a place."""
        return [self.side, self.row, self.col]


def facing(col: int) -> int:
    """The column across the centre line: the opponent's column ``facing(c)`` faces one's ``c``."""
    return COLS - 1 - col


def edge_step(col: int) -> int:
    """Which way is the edge (端) from this column: -1 toward column 0 for the left half, +1 toward
    column 11 for the right half. Competition layouts keep a left and a right group, each flush
    with its edge, and gaps close toward that edge."""
    return -1 if col < HALF else 1


@dataclass
class Field:
    """Where every torifuda lies. Bad requests raise and leave the field unchanged.

    ``where``: each card's slot; ``floating``: the 浮き札 (sorted); ``gaps``: slots emptied by
    ``remove`` that ``tidy`` has not closed yet. The slot-to-card index is kept beside them."""

    where: dict[int, Slot] = field(default_factory=dict)
    floating: list[int] = field(default_factory=list)
    gaps: list[Slot] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._at: dict[Slot, int] = {slot: poem for poem, slot in self.where.items()}

    # -- looking -------------------------------------------------------------------------------

    def position(self, poem: int) -> Slot | None:
        return self.where.get(poem)

    def at(self, slot: Slot) -> int | None:
        return self._at.get(slot)

    def cards(self, side: int) -> list[int]:
        """The cards of one side, 上段 to 下段, each row from column 0."""
        return [p for s, p in self._in_order() if s.side == side]

    def all_cards(self) -> list[int]:
        return [p for _, p in self._in_order()]

    def placed(self) -> list[tuple[int, Slot]]:
        """Every card with its place, side by side, 上段 to 下段, left to right."""
        return [(p, s) for s, p in self._in_order()]

    def row_cards(self, side: int, row: int) -> list[int]:
        return [p for s, p in self._in_order() if s.side == side and s.row == row]

    def row_counts(self, side: int) -> list[int]:
        found = [0] * ROWS
        for slot in self._at:
            if slot.side == side:
                found[slot.row] += 1
        return found

    def count(self, side: int) -> int:
        return sum(1 for s in self._at if s.side == side)

    def counts(self) -> list[int]:
        """Cards per side."""
        return [self.count(side) for side in range(SIDES)]

    def free_slots(self, side: int) -> list[Slot]:
        return [s for s in all_slots(side) if s not in self._at]

    def is_floating(self, poem: int) -> bool:
        return poem in self.floating

    def __contains__(self, poem: int) -> bool:
        return poem in self.where

    def __len__(self) -> int:
        return len(self.where)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Field) and self.where == other.where
                and self.floating == other.floating and self.gaps == other.gaps)

    def _in_order(self) -> list[tuple[Slot, int]]:
        """(slot, card) side by side, 上段 to 下段, left to right."""
        return sorted(self._at.items(), key=lambda item: (item[0].side, item[0].row, item[0].col))

    def _slot_of(self, poem: int) -> Slot:
        slot = self.where.get(poem)
        if slot is None:
            raise RuleError(TEXTS("not_on_field"))
        return slot

    # -- placing and removing ------------------------------------------------------------------

    def place(self, poem: int, slot: Slot) -> None:
        """Put a card that is not on the field into a free slot (札初期配置, a received 送り札)."""
        if poem in self.where:
            raise RuleError(TEXTS("already_placed"))
        if slot in self._at:
            raise RuleError(TEXTS("occupied"))
        self._put(poem, slot)
        self._forget_gap(slot)

    def place_all(self, layout: dict[int, Slot]) -> None:
        """Place several cards at once (all or none)."""
        slots = list(layout.values())
        if len(set(slots)) != len(slots):
            raise RuleError(TEXTS("occupied"))
        if any(p in self.where for p in layout) or any(s in self._at for s in slots):
            raise RuleError(TEXTS("occupied"))
        for poem, slot in layout.items():
            self.place(poem, slot)

    def remove(self, poem: int) -> Slot:
        """Take a card off the field (taken, or sent away); its slot is a gap for ``tidy``."""
        slot = self._slot_of(poem)
        self._take_off(poem)
        self._unfloat(poem)
        self.gaps.append(slot)
        return slot

    def _put(self, poem: int, slot: Slot) -> None:
        self._at[slot] = poem
        self.where[poem] = slot

    def _take_off(self, poem: int) -> Slot:
        slot = self.where.pop(poem)
        del self._at[slot]
        return slot

    def _forget_gap(self, slot: Slot) -> None:
        self.gaps = [g for g in self.gaps if g != slot]

    def _unfloat(self, poem: int) -> None:
        if poem in self.floating:
            self.floating.remove(poem)

    # -- 手動移動 (seed 札移動 1.) -------------------------------------------------------------

    def toggle_float(self, poem: int) -> bool:
        """浮き札: a card clicked in place turns grey and automatic moves leave it alone; the same
        again undoes it. Returns whether the card now floats."""
        self._slot_of(poem)
        if poem in self.floating:
            self._unfloat(poem)
            return False
        self.floating = sorted([*self.floating, poem])
        return True

    def _insertion(self, poem: int, slot: Slot, toward: int | None) -> list[tuple[int, Slot]]:
        """The shifts that make room at ``slot`` for ``poem`` (its own slot counted free): the
        cards from ``slot`` to the nearest free space, left or right in that row, each move one
        place toward it (seed: 移動先に別の札がある場合、左右どちらかに空きスペースがあれば1つ
        ずらして挿入できます). Raises RuleError when neither side has a free space."""
        occupant = self._at.get(slot)
        if occupant is None or occupant == poem:
            return []
        origin = self.where.get(poem)

        def free(col: int) -> bool:
            here = Slot(slot.side, slot.row, col)
            return here not in self._at or here == origin

        distances = {}
        for step in (-1, 1):
            col = slot.col + step
            while 0 <= col < COLS and not free(col):
                col += step
            if 0 <= col < COLS:
                distances[step] = abs(col - slot.col)
        if not distances:
            raise RuleError(TEXTS("row_full"), rule="no_space")
        if toward in distances:
            step = toward
        else:
            # the nearer free space; at equal distance, shift toward the centre so that both
            # groups stay flush with their edges
            step = min(distances, key=lambda s: (distances[s], s == edge_step(slot.col)))
        shifts = []
        for i in range(distances[step] - 1, -1, -1):  # the farthest first
            here = Slot(slot.side, slot.row, slot.col + step * i)
            shifts.append((self._at[here], Slot(slot.side, slot.row, here.col + step)))
        return shifts

    def can_move(self, poem: int, slot: Slot) -> bool:
        """Whether ``move(poem, slot)`` would succeed (the client's × mark when it would not)."""
        if poem not in self.where:
            return False
        try:
            self._insertion(poem, slot, None)
        except RuleError:
            return False
        return True

    def move(self, poem: int, slot: Slot, toward: int | None = None) -> dict[int, Slot]:
        """Move a card to any slot of either side (seed: 相手陣側の札移動、および自陣と相手陣の
        間の札移動も可能), inserting it before the card there by shifting that card and its
        neighbours one place toward a free space (``toward`` -1 / +1 picks the direction when
        both are free; else the nearer). Moving a card onto its own slot toggles 浮き札."""
        origin = self._slot_of(poem)
        if slot == origin:
            self.toggle_float(poem)
            return {}
        shifts = self._insertion(poem, slot, toward)  # raises before anything changes
        self._take_off(poem)
        for other, target in shifts:  # the farthest first, so each target is free
            self._take_off(other)
            self._put(other, target)
        self._put(poem, slot)
        self._forget_gap(slot)
        for _, target in shifts:
            self._forget_gap(target)
        moved = {other: target for other, target in shifts}
        moved[poem] = slot
        return moved

    # -- 自動移動 (seed 札移動 2.) -------------------------------------------------------------

    def tidy(self, side: int) -> dict[int, Slot]:
        """The seed's automatic moves after takes and 送り札 on ``side``:
        1. 「札の並びに隙間ができた時は、札を自動で端に寄せます」: where a removed card leaves a gap
           between two cards, the cards on the centre side of the gap move one place toward the
           edge (``edge_step``) to close it;
        2. 「ただし、最初から寄せる側に札が無かった場合は寄せません（…離れ小島状態になっている札は
           寄せません）」: nothing moves when the removed card had no card beside it on the edge side
           (it was the end of its group, or stood alone), nor when it had none on the centre side;
        3. 「空き段ができた場合は、札全体を下段の方へ寄せます」: a row emptied so moves every row
           above it down one;
        4. 「札自動移動対象外とした札は移動しません」: 浮き札 never move (a run stops at one).
        Several removals are closed one after another, in the order they were made. Returns the
        cards whose place changed."""
        gaps = [g for g in self.gaps if g.side == side]
        self.gaps = [g for g in self.gaps if g.side != side]
        grid: dict[tuple[int, int], object] = {(s.row, s.col): p for s, p in self._at.items() if s.side == side}
        # A gap still to be closed holds a stand-in for its card, so the gaps before it are
        # closed as though it were still there (it moves with its neighbours).
        stand_ins = []
        for gap in gaps:
            if (gap.row, gap.col) not in grid:
                stand_in = object()
                grid[(gap.row, gap.col)] = stand_in
                stand_ins.append(stand_in)
        rows_with_gaps = {g.row for g in gaps}
        for stand_in in stand_ins:
            row, col = next(key for key, token in grid.items() if token is stand_in)
            del grid[(row, col)]
            self._close_gap(grid, row, col)
        emptied = {row for row in rows_with_gaps if not any(r == row for r, _ in grid)}
        if emptied:
            self._lower_rows(grid, emptied)
        moved: dict[int, Slot] = {}
        for (row, col), poem in grid.items():
            target = Slot(side, row, col)
            if self.where[poem] != target:
                moved[poem] = target
        for poem in moved:
            self._take_off(poem)
        for poem, target in moved.items():
            self._put(poem, target)
        return moved

    def _movable(self, token: object) -> bool:
        return token not in self.floating

    def _close_gap(self, grid: dict[tuple[int, int], object], row: int, col: int) -> None:
        step = edge_step(col)
        edge_side, centre_side = col + step, col - step
        if not (0 <= edge_side < COLS and (row, edge_side) in grid):
            return  # no card on the side to close toward: 寄せない
        run = []
        c = centre_side
        while 0 <= c < COLS and (row, c) in grid and self._movable(grid[(row, c)]):
            run.append(c)
            c -= step
        for c in run:  # nearest the gap first: each moves into the place just vacated
            grid[(row, c + step)] = grid.pop((row, c))

    def _lower_rows(self, grid: dict[tuple[int, int], object], emptied: set[int]) -> None:
        """Move every card above an emptied row down one row, again until nothing moves (a
        浮き札 stays, and a card above it stays too)."""
        for _ in range(ROWS):
            changed = False
            for empty in sorted(emptied, reverse=True):
                if any(r == empty for r, _ in grid):
                    continue
                for row in range(empty - 1, -1, -1):
                    for col in range(COLS):
                        token = grid.get((row, col))
                        if token is not None and self._movable(token) and (row + 1, col) not in grid:
                            grid[(row + 1, col)] = grid.pop((row, col))
                            changed = True
                emptied = emptied | {r for r in range(ROWS) if not any(rr == r for rr, _ in grid)}
            if not changed:
                return

    # -- copying and the view ------------------------------------------------------------------

    def copy(self) -> Field:
        return Field(dict(self.where), list(self.floating), list(self.gaps))

    def to_wire(self) -> list[dict[str, Any]]:
        """The public field: one entry per card, as the view lists it (with its lines)."""
        return [{"poem": p, "side": s.side, "row": s.row, "col": s.col, "floating": p in self.floating}
                for s, p in self._in_order()]


def all_slots(side: int) -> list[Slot]:
    return [Slot(side, row, col) for row in range(ROWS) for col in range(COLS)]


# -- 札初期配置 自動 ---------------------------------------------------------------------------

def row_sizes(count: int, rng: random.Random) -> list[int]:
    """How many cards each row (上段, 中段, 下段) gets: the rows nearest the owner fill first
    (25 cards: three rows of about eight, the 下段 the fullest), a card or two moved between rows
    at random as players do."""
    if not 0 <= count <= ROWS * COLS:
        raise ValueError(f"a side holds 0..{ROWS * COLS} cards, not {count}")
    used = 3 if count > 16 else 2 if count > 6 else 1
    sizes = [0] * ROWS
    base, extra = divmod(count, used)
    for i, row in enumerate(range(ROWS - 1, ROWS - 1 - used, -1)):  # 下段 first
        sizes[row] = base + (1 if i < extra else 0)
    if used > 1:
        top = ROWS - used
        moves = rng.choice((0, 0, 1, 1, 2))  # 上段 to 下段
        for _ in range(moves):
            if sizes[top] > 1 and sizes[LOWER] < COLS - 2:
                sizes[top] -= 1
                sizes[LOWER] += 1
    return sizes


def auto_layout(poems: list[int], side: int, rng: random.Random) -> dict[int, Slot]:
    """札初期配置 自動: the cards in random order in up to three rows from the 下段 up, each row
    split into a left group flush with column 0 and a right group flush with column 11 (the
    competition habit), the split drawn at random within one card of half."""
    if len(set(poems)) != len(poems):
        raise ValueError("a card cannot be placed twice")
    cards = list(poems)
    rng.shuffle(cards)
    layout: dict[int, Slot] = {}
    for row, size in enumerate(row_sizes(len(cards), rng)):
        left = size // 2 + (rng.choice((-1, 0, 1)) if size >= 2 else 0)
        left = max(0, min(HALF, left, size))
        right = size - left
        if right > HALF:
            left, right = size - HALF, HALF
        cols = list(range(left)) + list(range(COLS - right, COLS))
        for col in cols:
            layout[cards.pop()] = Slot(side, row, col)
    return layout


def landing_slot(field: Field, side: int) -> Slot:
    """Where a card arriving on ``side`` (a received 送り札, or a card moved there without a place)
    goes by default: the row nearest the owner with room, at the centre end of its smaller group
    (column 0 of an empty row), so it joins a group rather than standing alone."""
    for row in range(ROWS - 1, -1, -1):
        cols = {s.col for s in all_slots(side) if s.row == row and field.at(s) is not None}
        if len(cols) == COLS:
            continue
        if not cols:
            return Slot(side, row, 0)
        left_end = 0
        while left_end in cols:
            left_end += 1
        right_end = COLS - 1
        while right_end in cols:
            right_end -= 1
        left_size, right_size = left_end, COLS - 1 - right_end
        return Slot(side, row, left_end if left_size <= right_size else right_end)
    raise RuleError(TEXTS("no_space"))


# -- the blue cursor frame (seed 〈札取り〉 1. 札直) ------------------------------------------------

def frame_slots(side: int, row: int, col: int, toucher: int | None = None) -> list[Slot]:
    """The slots under the frame whose first (lowest-numbered) column is ``col`` in ``row`` of
    ``side``: ``FRAME_COLS`` columns; in the toucher's own 上段 also the facing columns of the
    opponent's 上段 (seed: 青枠カーソルが自陣上段にある場合、相手陣上段の札も取る対象となります)."""
    if not 0 <= col <= COLS - FRAME_COLS:
        raise MalformedAction(TEXTS("off_field"))
    slots = [Slot(side, row, c) for c in range(col, col + FRAME_COLS)]
    if row == UPPER and (toucher is None or toucher == side):
        other = 1 - side
        slots += [Slot(other, UPPER, facing(c)) for c in range(col + FRAME_COLS - 1, col - 1, -1)]
    return slots


def frame_cards(field: Field, side: int, row: int, col: int, toucher: int | None = None) -> list[int]:
    """The cards under that frame (at most six)."""
    return [p for p in (field.at(s) for s in frame_slots(side, row, col, toucher)) if p is not None]


def frame_around(slot: Slot, toucher: int | None = None) -> list[Slot]:
    """The frame a pointer over ``slot`` makes: centred on the slot's column, kept inside the row
    (at either end of a row the frame stops at the row's last three places)."""
    first = min(COLS - FRAME_COLS, max(0, slot.col - FRAME_COLS // 2))
    return frame_slots(slot.side, slot.row, first, toucher)


@cache
def frames(toucher: int) -> list[list[list[list[list[int]]]]]:
    """What the frame of ``toucher``'s pointer covers over each place: ``[side][row][col]`` is
    the list of places (``[side, row, col]``) the frame covers when the pointer is over that
    place. A seat's view carries its own (``geometry.frames``): the client reads it instead of
    computing it. Computed once per seat: copy it before changing it."""
    return [[[[s.as_list() for s in frame_around(Slot(side, row, col), toucher)]
              for col in range(COLS)] for row in range(ROWS)] for side in range(SIDES)]


_EVERY_FRAME: tuple[frozenset[Slot], ...] = tuple(
    frozenset(frame_slots(side, row, first, toucher=0))
    for side in range(SIDES) for row in range(ROWS) for first in range(COLS - FRAME_COLS + 1))
"""Every frame seat 0's pointer can make. Seat 1's cover the same groups of places (a frame in
one's own 上段 covers the facing columns of the other 上段, from either side)."""


def fits_one_frame(field: Field, poems: Iterable[int]) -> bool:
    """Could one frame cover all these cards (distinct cards on the field, at least one)? They
    lie in three neighbouring columns of one row, or of the two 上段 seen across the line."""
    poems = list(poems)
    if not poems or len(set(poems)) != len(poems) or any(p not in field for p in poems):
        return False
    slots = {field.position(p) for p in poems}
    return any(slots <= frame for frame in _EVERY_FRAME)


def frame_at(field: Field, poems: Iterable[int]) -> tuple[int, int, int] | None:
    """A frame (side, row, first column) covering all these cards, or None: the leftmost such
    frame, on the side of the first card."""
    poems = list(poems)
    if not fits_one_frame(field, poems):
        return None
    slots = [field.position(p) for p in poems]
    base = slots[0]
    cols = [s.col if s.side == base.side else facing(s.col) for s in slots]
    first = max(0, min(max(cols) - FRAME_COLS + 1, COLS - FRAME_COLS))
    first = min(first, min(cols))
    return base.side, base.row, first
