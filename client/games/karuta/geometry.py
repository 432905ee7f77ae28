"""Where everything lies on the 競技エリア, in pixels: pure arithmetic over a rectangle.

The player's own side is at the bottom of the screen, the opponent's at the top, rotated: the
opponent's 上段 lies just above the centre line, facing one's own 上段 just below it, and the
opponent's column 0 (their left) is at the right of the screen. Everything here speaks of
*screen* places (``mine``, ``row``, ``scol``: the screen column, 0 at the left); ``slot_of`` and
``screen_place`` translate to and from the view's (side, row, col).

The blue cursor frame covers ``frame_cols`` places of one row around the pointer; in one's own
上段 it also covers the opponent's 上段 directly across the centre line (seed, ＜札取り＞ 1.).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

CARD_RATIO = 52.0 / 73.0  # a torifuda is 52 × 73 mm
GAP_X = 0.07  # between cards of a row, in card widths
GAP_Y = 0.10  # between rows, in card heights
CENTRE = 0.42  # the space between the two 上段, in card heights
MARGIN = 0.22  # around the field, in card heights
# Beside the area, left and right, in card heights: room for the arena's count of cards in each
# row ("12枚", written left of the area while the pointer is in it), so it is never clipped when
# the field fills the width (a narrow window, or the table window's seats panel at the end).
LABEL_ROOM = 0.34


@dataclass(frozen=True)
class Place:
    """One screen place: own side or the opponent's, the side's row, the screen column."""

    mine: bool
    row: int
    scol: int


@dataclass(frozen=True)
class Frame:
    """The blue cursor frame: the row it lies in and its first screen column."""

    mine: bool
    row: int
    first: int
    width: int

    def places(self) -> list[Place]:
        cols = range(self.first, self.first + self.width)
        places = [Place(self.mine, self.row, c) for c in cols]
        if self.mine and self.row == 0:  # 自陣上段: the opponent's 上段 across is in it too
            places += [Place(False, 0, c) for c in cols]
        return places


class TableGeometry:
    """The field's layout inside ``rect`` for ``rows`` rows of ``cols`` places a side."""

    def __init__(self, rect: QRectF, rows: int = 3, cols: int = 12, frame_cols: int = 3,
                 label_room: float = 0.0) -> None:
        """``label_room``: card heights kept free left and right of the area (``LABEL_ROOM``
        for the match's arena, which writes the row counts there)."""
        self.rows, self.cols, self.frame_cols = rows, cols, frame_cols
        units_high = 2 * rows + 2 * (rows - 1) * GAP_Y + CENTRE + 2 * MARGIN
        units_wide = (cols * CARD_RATIO + (cols - 1) * GAP_X * CARD_RATIO + 2 * MARGIN
                      + 2 * label_room)
        self.card_h = max(8.0, min(rect.height() / units_high, rect.width() / units_wide))
        self.card_w = self.card_h * CARD_RATIO
        self.step_x = self.card_w * (1 + GAP_X)
        self.step_y = self.card_h * (1 + GAP_Y)
        field_w = self.step_x * (cols - 1) + self.card_w
        field_h = 2 * (self.step_y * (rows - 1) + self.card_h) + CENTRE * self.card_h
        self.left = rect.left() + (rect.width() - field_w) / 2
        self.top = rect.top() + (rect.height() - field_h) / 2
        self.centre_y = self.top + field_h / 2
        margin = MARGIN * self.card_h
        self.area = QRectF(self.left - margin, self.top - margin,
                           field_w + 2 * margin, field_h + 2 * margin)

    # -- places ---------------------------------------------------------------------------------

    def card_rect(self, place: Place) -> QRectF:
        x = self.left + place.scol * self.step_x
        half = CENTRE * self.card_h / 2
        if place.mine:  # 上段 just below the centre line, 下段 at the bottom
            y = self.centre_y + half + place.row * self.step_y
        else:  # 上段 just above the centre line, 下段 at the top
            y = self.centre_y - half - self.card_h - place.row * self.step_y
        return QRectF(x, y, self.card_w, self.card_h)

    def screen_col(self, mine: bool, col: int) -> int:
        """The screen column of a side's column ``col`` (the opponent's side is rotated)."""
        return col if mine else self.cols - 1 - col

    def screen_place(self, me: int, side: int, row: int, col: int) -> Place:
        mine = side == me
        return Place(mine, row, self.screen_col(mine, col))

    def slot_of(self, me: int, place: Place) -> tuple[int, int, int]:
        """The view's (side, row, col) of a screen place."""
        side = me if place.mine else 1 - me
        return side, place.row, self.screen_col(place.mine, place.scol)

    # -- the pointer ----------------------------------------------------------------------------

    def in_area(self, point: QPointF) -> bool:
        return self.area.contains(point)

    def on_my_side(self, point: QPointF) -> bool:
        return point.y() >= self.centre_y

    def place_at(self, point: QPointF) -> Place:
        """The place nearest ``point`` (the row band it is in, the column under it)."""
        mine = self.on_my_side(point)
        half = CENTRE * self.card_h / 2
        if mine:
            offset = point.y() - (self.centre_y + half)
        else:
            offset = (self.centre_y - half) - point.y()
        row = int(max(0.0, offset + self.card_h * GAP_Y / 2) // self.step_y)
        row = min(self.rows - 1, row)
        scol = int((point.x() - self.left + self.card_w * GAP_X / 2) // self.step_x)
        return Place(mine, row, min(self.cols - 1, max(0, scol)))

    def frame_at(self, point: QPointF) -> Frame:
        """The frame around the pointer: centred on the column under it, kept inside the row."""
        place = self.place_at(point)
        first = place.scol - self.frame_cols // 2
        first = min(self.cols - self.frame_cols, max(0, first))
        return Frame(place.mine, place.row, first, self.frame_cols)

    def frame_rect(self, frame: Frame) -> QRectF:
        first = self.card_rect(Place(frame.mine, frame.row, frame.first))
        last = self.card_rect(Place(frame.mine, frame.row, frame.first + frame.width - 1))
        rect = first.united(last)
        if frame.mine and frame.row == 0:
            across = self.card_rect(Place(False, 0, frame.first))
            rect = rect.united(across)
        pad = self.card_w * GAP_X * 0.5
        return rect.adjusted(-pad, -pad, pad, pad)

    def hold_line(self) -> float:
        """The middle of one's own 下段: before a poem is read the pointer stays below it."""
        return self.card_rect(Place(True, self.rows - 1, 0)).center().y()


def fits_one_frame(places: list[Place], frame_cols: int) -> bool:
    """Whether one frame could cover all of ``places`` (screen places)."""
    if not places:
        return True
    span = max(p.scol for p in places) - min(p.scol for p in places)
    if span >= frame_cols:
        return False
    rows = {(p.mine, p.row) for p in places}
    return len(rows) == 1 or rows <= {(True, 0), (False, 0)}


__all__ = ["CARD_RATIO", "LABEL_ROOM", "Frame", "Place", "TableGeometry", "fits_one_frame"]
