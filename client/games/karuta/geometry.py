"""Where everything lies on the 競技エリア, in pixels: pure arithmetic over a rectangle.

The player's own side is at the bottom of the screen, the opponent's at the top, rotated: the
opponent's 上段 lies just above the centre line, facing one's own 上段 just below it, and the
opponent's column 0 (their left) is at the right of the screen. Everything here speaks of
*screen* places (``mine``, ``row``, ``scol``: the screen column, 0 at the left); ``slot_of`` and
``screen_place`` translate to and from the view's (side, row, col).

Which places the blue cursor frame covers is the host's to say (the view's ``geometry``, read by
reach.py); here is only where it is drawn: around the places it covers.
"""

from __future__ import annotations

from collections.abc import Iterable
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


def screen_place(me: int, side: int, row: int, col: int, cols: int) -> Place:
    """The screen place of the view's (side, row, col) for the seat ``me``: the opponent's side
    is rotated, so its column 0 (its left) is at the right of the screen."""
    mine = side == me
    return Place(mine, row, col if mine else cols - 1 - col)


class TableGeometry:
    """The field's layout inside ``rect`` for ``rows`` rows of ``cols`` places a side."""

    def __init__(self, rect: QRectF, rows: int = 3, cols: int = 12, label_room: float = 0.0) -> None:
        """``label_room``: card heights kept free left and right of the area (``LABEL_ROOM``
        for the match's arena, which writes the row counts there)."""
        self.rows, self.cols = rows, cols
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
        return screen_place(me, side, row, col, self.cols)

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

    def frame_rect(self, places: Iterable[Place]) -> QRectF:
        """The blue frame drawn around the places it covers."""
        rect = QRectF()
        for place in places:
            rect = rect.united(self.card_rect(place))
        pad = self.card_w * GAP_X * 0.5
        return rect.adjusted(-pad, -pad, pad, pad)

    def hold_line(self) -> float:
        """The middle of one's own 下段: before a poem is read the pointer stays below it."""
        return self.card_rect(Place(True, self.rows - 1, 0)).center().y()


__all__ = ["CARD_RATIO", "LABEL_ROOM", "Place", "TableGeometry", "screen_place"]
