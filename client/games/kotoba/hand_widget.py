"""Your hand: the cards you hold and have not laid yet, in a row that wraps and shrinks to fit.

Click a card to pick it (for 交換); double-click to turn it over, so it will be laid showing its
other face; press on a card and let go over the board to lay it there. While a card is held the
row reports where the mouse is (``drag_moved``) so the board can show where it would land; on
release it reports the drop (``dropped``) with where in the card it was held, in cells."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from client.games.kotoba.card_painter import draw_card
from client.games.kotoba.model import Placed
from client.games.kotoba.texts import faces_tip
from client.games.paint_cache import CachedPaint

BACKGROUND = QColor("#244a31")
PICKED = QColor("#ffcf3f")
GAP = 10
MAX_CELL, MIN_CELL = 112.0, 26.0  # the largest for a large table (two laptop-sized)
DRAG_DISTANCE = 6


class HandWidget(CachedPaint, QWidget):
    picked = Signal(object)  # the card id picked for 交換, or None
    flipped = Signal(int)
    drag_moved = Signal(object, QPoint, QPointF)  # Placed, global position, grab (cells)
    dropped = Signal(object, QPoint, QPointF)  # Placed, global position, grab (cells)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kotobaHand")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.cards: list[Placed] = []
        self.selected: int | None = None
        self.draggable = False
        self.hidden_ids: set[int] = set()  # laid on the board, not sent yet
        # cards the view's motion layer is drawing on their way here (("hand", id)): left out
        self.hides: Callable[[Hashable], bool] = lambda key: False
        self._press: tuple[Placed, QPointF, QPointF] | None = None  # card, where, grab
        self._dragging = False
        self.max_cell = 44.0
        self.setFixedHeight(self._height_for(self.max_cell, 1))

    def set_max_cell(self, cell: float) -> None:
        """The largest card size (cell px): larger on a larger window."""
        self.max_cell = max(MIN_CELL, min(MAX_CELL, cell))
        self._fit()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(800, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.height())

    def set_cards(self, cards: list[Placed], hidden: set[int]) -> None:
        self.cards = list(cards)
        self.hidden_ids = set(hidden)
        if self.selected not in {c.id for c in self.shown()}:
            self.selected = None
        self._fit()
        self.update()

    def shown(self) -> list[Placed]:
        return [c for c in self.cards if c.id not in self.hidden_ids]

    def card(self, card_id: int) -> Placed | None:
        return next((c for c in self.cards if c.id == card_id), None)

    # -- layout -----------------------------------------------------------------------------------

    @staticmethod
    def _height_for(cell: float, rows: int) -> int:
        return int(rows * (cell + GAP) + GAP)

    def _layout(self, width: int) -> tuple[float, int]:
        """The cell size and the number of cards a row for ``width`` pixels."""
        count = max(1, len(self.shown()))
        larger = [self.max_cell * f for f in (1.0, 0.9, 0.8, 0.7)]
        for cell in (*larger, 52.0, 44.0, 38.0, 32.0, MIN_CELL):
            if cell > self.max_cell:
                continue
            per_row = max(1, int((width - GAP) // (2 * cell + GAP)))
            if per_row >= count or cell == MIN_CELL:
                return cell, per_row
        return MIN_CELL, 1

    def _fit(self) -> None:
        cell, per_row = self._layout(max(self.width(), 200))
        rows = max(1, -(-len(self.shown()) // per_row))
        height = self._height_for(cell, rows)
        if height != self.height():
            self.setFixedHeight(height)

    def rects(self) -> list[tuple[Placed, QRectF]]:
        cell, per_row = self._layout(self.width())
        shown = self.shown()
        out = []
        rows = max(1, -(-len(shown) // per_row))
        for i, card in enumerate(shown):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(shown) - row * per_row)
            left = (self.width() - in_row * (2 * cell + GAP) + GAP) / 2
            top = GAP + row * (cell + GAP) + (self.height() - self._height_for(cell, rows)) / 2
            out.append((card, QRectF(left + col * (2 * cell + GAP), top, 2 * cell, cell)))
        return out

    def card_rect(self, card_id: int) -> QRectF | None:
        return next((r for c, r in self.rects() if c.id == card_id), None)

    def card_at(self, pos: QPointF) -> tuple[Placed, QRectF] | None:
        return next(((c, r) for c, r in self.rects() if r.contains(pos)), None)

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt's event
        super().resizeEvent(event)
        self._fit()

    # -- mouse ------------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            hit = self.card_at(QPointF(event.pos()))
            if hit is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), faces_tip(hit[0].front, hit[0].back), self)
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.card_at(event.position())
        if hit is None or event.button() != Qt.MouseButton.LeftButton:
            return
        card, rect = hit
        grab = (event.position() - rect.topLeft()) / (rect.height())
        self._press = (card, event.position(), grab)
        self._dragging = False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            hit = self.card_at(event.position())
            self.setCursor(Qt.CursorShape.OpenHandCursor if hit and self.draggable
                           else Qt.CursorShape.ArrowCursor)
            return
        card, start, grab = self._press
        if not self.draggable:
            return
        if (event.position() - start).manhattanLength() >= DRAG_DISTANCE:
            self._dragging = True
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.drag_moved.emit(card, event.globalPosition().toPoint(), grab)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        card, start, grab = self._press
        self._press = None
        self.setCursor(Qt.CursorShape.ArrowCursor)
        far = (event.position() - start).manhattanLength() >= DRAG_DISTANCE
        if self.draggable and (self._dragging or far) and not self.rect().contains(
                event.position().toPoint()):
            self._dragging = False
            self.dropped.emit(card, self.mapToGlobal(event.position().toPoint()), grab)
            return
        self._dragging = False
        if far:  # dragged, but let go over the hand: nothing is laid
            self.drag_moved.emit(None, QPoint(), QPointF())
            return
        self.selected = None if self.selected == card.id else card.id
        self.picked.emit(self.selected)
        self.update()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        hit = self.card_at(event.position())
        if hit is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            self.flipped.emit(hit[0].id)

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, p: QPainter) -> None:
        """The hand (kept as a picture between changes: client/games/paint_cache.py)."""
        p.fillRect(self.rect(), BACKGROUND)
        for card, rect in self.rects():
            if self.hides(("hand", card.id)):
                continue
            lifted = rect.translated(0, -4) if card.id == self.selected else rect
            draw_card(p, lifted, card.printed, card.face, card.rotation)
            if card.id == self.selected:
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                p.setPen(QPen(PICKED, 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(lifted.adjusted(-3, -3, 3, 3), 7, 7)
