"""The field of 札配置暗記練習, drawn as the table draws it (geometry.py's places, torifuda.py's
cards): the cards face up while memorising, blank places while recalling (a click on one is an
answer), and at the review every card at its true place marked ○ (right) or × (wrong, with the
place the player chose outlined). Side 0 is the near side; side 1 is across, turned round."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from client.fonts import FAMILY
from client.games.karuta.arena import AREA_EDGE, TATAMI, TATAMI_DARK
from client.games.karuta.geometry import TableGeometry
from client.games.karuta.torifuda import CardPixmaps
from server.games.karuta.field import Slot
from server.games.karuta.poems import poem as poem_of

SHOW, HIDDEN, REVIEW = "show", "hidden", "review"
RIGHT = QColor("#1c8a3a")
WRONG = QColor("#d2232a")
BLANK = QColor(255, 253, 244, 120)
BLANK_EDGE = QColor(111, 100, 56, 170)
FLASH_MS = 1100


class MemoryField(QWidget):
    slot_clicked = Signal(int, int, int)  # side, row, col of a blank place

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(520, 380)
        self.mode = SHOW
        self.places: dict[int, Slot] = {}  # poem -> where it lies
        self.blank: set[int] = set()  # HIDDEN: the poems whose places are still blank
        self.marks: dict[int, tuple[bool, Slot]] = {}  # REVIEW: poem -> (right, chosen)
        self.flash: tuple[Slot, QColor, int | None] | None = None  # a place lit for a moment
        self.pixmaps = CardPixmaps()
        self.flash_timer = QTimer(self, singleShot=True, interval=FLASH_MS)
        self.flash_timer.timeout.connect(self._flash_over)

    # -- what is shown --------------------------------------------------------------------------

    def show_cards(self, places: dict[int, Slot]) -> None:
        self.mode, self.places, self.marks = SHOW, dict(places), {}
        self.update()

    def hide_cards(self, places: dict[int, Slot], blank: set[int]) -> None:
        self.mode, self.places, self.blank = HIDDEN, dict(places), set(blank)
        self.update()

    def show_review(self, places: dict[int, Slot], marks: dict[int, tuple[bool, Slot]]) -> None:
        self.mode, self.places, self.marks = REVIEW, dict(places), dict(marks)
        self.flash = None
        self.update()

    def flash_place(self, slot: Slot, right: bool, poem: int | None = None) -> None:
        """Light ``slot`` green (right) or red (wrong) for a moment; with ``poem`` its card is
        shown there (the true place of a card the player missed)."""
        self.flash = (slot, RIGHT if right else WRONG, poem)
        self.flash_timer.start()
        self.update()

    def _flash_over(self) -> None:
        self.flash = None
        self.update()

    # -- geometry -------------------------------------------------------------------------------

    def geometry_(self) -> TableGeometry:
        return TableGeometry(QRectF(self.rect()))

    def slot_rect(self, slot: Slot) -> QRectF:
        geo = self.geometry_()
        return geo.card_rect(geo.screen_place(0, slot.side, slot.row, slot.col))

    def blank_at(self, point: QPointF) -> Slot | None:
        for poem in self.blank:
            slot = self.places[poem]
            if self.slot_rect(slot).contains(point):
                return slot
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.mode != HIDDEN:
            return
        slot = self.blank_at(event.position())
        if slot is not None:
            self.slot_clicked.emit(slot.side, slot.row, slot.col)

    # -- painting -------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        geo = self.geometry_()
        p.fillRect(self.rect(), TATAMI_DARK)
        p.fillRect(geo.area, TATAMI)
        p.setPen(QPen(AREA_EDGE, 2))
        p.drawRect(geo.area)
        p.setPen(QPen(AREA_EDGE, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(geo.area.left(), geo.centre_y), QPointF(geo.area.right(), geo.centre_y))
        size = QSize(round(geo.card_w), round(geo.card_h))
        for poem, slot in self.places.items():
            rect = self.slot_rect(slot)
            if self.mode == HIDDEN:
                if poem in self.blank:
                    self._paint_blank(p, rect)
                continue
            self._paint_card(p, poem, slot, size)
            if self.mode == REVIEW and poem in self.marks:
                right, chosen = self.marks[poem]
                self._paint_mark(p, rect, right)
                if not right:
                    self._paint_chosen(p, self.slot_rect(chosen))
        if self.flash is not None:
            slot, colour, poem = self.flash
            if poem is not None:
                self._paint_card(p, poem, slot, size)
            p.setPen(QPen(colour, max(3.0, geo.card_w * 0.09)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.slot_rect(slot).adjusted(-3, -3, 3, 3), 5, 5)
        p.end()

    def _paint_card(self, p: QPainter, poem: int, slot: Slot, size: QSize) -> None:
        pixmap = self.pixmaps.get(poem, poem_of(poem).torifuda, size, slot.side != 0, False,
                                  self.devicePixelRatioF())
        p.drawPixmap(self.slot_rect(slot).topLeft(), pixmap)

    @staticmethod
    def _paint_blank(p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(BLANK_EDGE, 1, Qt.PenStyle.DashLine))
        p.setBrush(BLANK)
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)

    @staticmethod
    def _paint_mark(p: QPainter, rect: QRectF, right: bool) -> None:
        colour = QColor(RIGHT if right else WRONG)
        colour.setAlpha(215)
        font = QFont(FAMILY)
        font.setPixelSize(max(10, round(rect.width() * 0.8)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QPen(colour))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "○" if right else "×")

    @staticmethod
    def _paint_chosen(p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(WRONG, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4)


__all__ = ["HIDDEN", "REVIEW", "SHOW", "MemoryField"]
