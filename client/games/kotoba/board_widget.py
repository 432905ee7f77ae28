"""The board: a grid of cells on which cards lie, each covering two cells.

It draws the cards already lying there (the shared field, or a player's own arrangement) in
their stacking order and, on top, the cards this player is placing ("pending"), which can be
dragged to another place (they snap to the grid and go on top of everything), turned over with a
double-click (or F), turned 90° with the right button or the R key where the mode allows, and
dragged off the board to take them back into the hand. The wheel (or + and −) zooms; dragging
the empty felt pans; a double-click on the felt fits the cards again (until the player zooms or
pans, the board keeps them fitted as the field grows). The cells of the word being voted on are
highlighted, and cards just laid are ringed for a moment. Which ways a card may lie comes from
the view (``set_turns``); the board holds no rules.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from client.games.kotoba.card_painter import card_rect, draw_card, draw_fresh, draw_highlight
from client.games.kotoba.model import TURNS, Placed, card_at
from client.games.kotoba.texts import faces_tip
from client.games.paint_cache import CachedPaint

FELT = QColor("#2c5a3c")
FELT_LINE = QColor(255, 255, 255, 22)
MIN_CELL, MAX_CELL = 18.0, 110.0
BOUND = 40  # cells run from -40 to 40 both ways (VIEW.md 「Geometry」)
ROWS_SHOWN = 8  # at rest a cell is an eighth of the board's height (40 to 72 px)


class BoardWidget(CachedPaint, QWidget):
    changed = Signal()  # the pending cards moved, turned over or turned
    returned = Signal(int)  # a pending card was dragged off the board, back to the hand
    cell_clicked = Signal(int, int)  # a click that moved nothing, on this cell

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kotobaBoard")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.cards: list[Placed] = []  # lying there, fixed
        self.pending: list[Placed] = []  # this player's, still movable
        self.turns: tuple[tuple[str, bool], ...] = (TURNS[0],)
        self.highlight: set[tuple[int, int]] = set()
        self.cell = 50.0
        self.scale = 1.0  # the table's size against a laptop's: the cards grow with it
        self.origin = QPointF(0, 0)  # where cell (0, 0)'s corner is, in widget pixels
        self.fitting = True  # keep the cards fitted and centred, until the player zooms or pans
        self._drag: Placed | None = None  # the pending card being dragged
        self._grab = QPointF(0, 0)  # where in the card it was taken, in cells
        self._ghost: Placed | None = None  # where a dragged card would land
        self._pan_from: QPointF | None = None
        self._current: int | None = None  # the pending card R turns
        self.editable = False
        self.glow_pending = True  # ring the pending cards in gold (not in ならべる, all yours)
        self.glowing: set[int] = set()  # lying cards to ring too (the word being voted on)
        self._press_at: QPointF | None = None
        self.fresh: set[int] = set()  # cards just laid by someone: a ring that fades
        # cards the view's motion layer is drawing on their way here (("field", id)): left out
        self.hides: Callable[[Hashable], bool] = lambda key: False
        self._fade = QVariantAnimation(self, startValue=1.0, endValue=0.0)
        self._fade.valueChanged.connect(lambda _v: self.update())
        self._fade.finished.connect(self._faded)

    def sizeHint(self) -> QSize:
        return QSize(640, 360)

    def minimumSizeHint(self) -> QSize:
        return QSize(320, 200)

    # -- what it shows ----------------------------------------------------------------------------

    def set_cards(self, cards: list[Placed]) -> None:
        cards = sorted(cards, key=lambda c: c.z)
        changed, self.cards = cards != self.cards, cards
        if changed and self.fitting and self._drag is None:  # the field grew: fit it again
            self.centre()
        self.update()

    def flash(self, card_ids: set[int], ms: int) -> None:
        """Ring the cards just laid by someone, fading out over ``ms`` milliseconds."""
        self.fresh = set(card_ids)
        if not self.fresh:
            return
        self._fade.stop()
        self._fade.setDuration(ms)
        self._fade.start()

    def _faded(self) -> None:
        self.fresh = set()
        self.update()

    def set_pending(self, pending: list[Placed]) -> None:
        self.pending = sorted(pending, key=lambda c: c.z)
        if self._current not in {c.id for c in self.pending}:
            self._current = self.pending[-1].id if self.pending else None
        self.update()

    def set_turns(self, turns: tuple[tuple[str, bool], ...]) -> None:
        self.turns = turns or (TURNS[0],)

    def set_highlight(self, cells: set[tuple[int, int]]) -> None:
        self.highlight = cells
        self.update()

    def set_editable(self, editable: bool) -> None:
        self.editable = editable
        if not editable:
            self._drag = self._ghost = None
        self.update()

    def all_cards(self) -> list[Placed]:
        return self.cards + self.pending

    def top_z(self) -> int:
        return max((c.z for c in self.all_cards()), default=0)

    # -- geometry ---------------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        if self.fitting:
            self.centre()

    def rest_cell(self) -> float:
        return max(40.0, min(72.0 * self.scale, self.height() / ROWS_SHOWN))

    def centre(self) -> None:
        """Put the cards (or cell 0) in the middle of the widget, as large as they fit."""
        cards = self.all_cards()
        if cards:
            cells = [cell for c in cards for cell in c.cells()]
            xs, ys = [x for x, _ in cells], [y for _, y in cells]
            box = QRectF(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        else:
            box = QRectF(-1, 0, 2, 1)
        if self.width() > 0 and self.height() > 0:
            fit = min(self.width() / (box.width() + 2), self.height() / (box.height() + 2))
            self.cell = max(MIN_CELL, min(self.rest_cell(), fit))
        centre = box.center() * self.cell
        self.origin = QPointF(self.width() / 2, self.height() / 2) - centre
        self.update()

    def cell_rect(self, cell: tuple[int, int]) -> QRectF:
        x, y = cell
        return QRectF(self.origin.x() + x * self.cell, self.origin.y() + y * self.cell,
                      self.cell, self.cell)

    def rect_of(self, card: Placed) -> QRectF:
        return card_rect(card.x, card.y, self.cell, card.dir).translated(self.origin)

    def cell_at(self, pos: QPointF) -> tuple[int, int]:
        local = (pos - self.origin) / self.cell
        return int(local.x() // 1), int(local.y() // 1)

    def point_of(self, cell: tuple[int, int]) -> QPoint:
        """The widget pixel at the middle of ``cell`` (for tests and hints)."""
        return self.cell_rect(cell).center().toPoint()

    def snap(self, card: Placed, pos: QPointF, grab: QPointF) -> Placed:
        """``card`` lying where a drag holding it at ``grab`` (cells into the card) lets go at
        ``pos``: the nearest grid position, on top of everything."""
        corner = (pos - self.origin) / self.cell - grab
        wide, tall = (1, 2) if card.dir == "v" else (2, 1)
        x = max(-BOUND, min(BOUND + 1 - wide, round(corner.x())))
        y = max(-BOUND, min(BOUND + 1 - tall, round(corner.y())))
        return card.moved(x, y, self.top_z() + 1)

    def pending_at(self, pos: QPointF) -> Placed | None:
        """The pending card under ``pos``, if the topmost card there is one."""
        top = card_at(self.all_cards(), self.cell_at(pos))
        return top if top is not None and top in self.pending else None

    # -- changes the player makes -----------------------------------------------------------------

    def drop(self, card: Placed, pos: QPointF, grab: QPointF) -> Placed:
        """A card from the hand let go over the board at ``pos``: it joins the pending cards."""
        placed = self.snap(card, pos, grab)
        self.pending = [c for c in self.pending if c.id != card.id] + [placed]
        self._current = placed.id
        self._ghost = None
        self.setFocus()  # so R turns the card just laid
        self.update()
        self.changed.emit()
        return placed

    def show_ghost(self, card: Placed | None, pos: QPointF | None = None,
                   grab: QPointF | None = None) -> None:
        self._ghost = None if card is None or pos is None else self.snap(card, pos, grab or QPointF())
        self.update()

    def _replace(self, old: Placed, new: Placed) -> None:
        self.pending = [new if c.id == old.id else c for c in self.pending]
        self.pending.sort(key=lambda c: c.z)
        self._current = new.id
        self.update()
        self.changed.emit()

    def flip(self, card_id: int) -> None:
        card = next((c for c in self.pending if c.id == card_id), None)
        if card is not None and self.editable:
            self._replace(card, card.flipped())

    def turn(self, card_id: int) -> None:
        card = next((c for c in self.pending if c.id == card_id), None)
        if card is None or not self.editable or len(self.turns) < 2:
            return
        turned = card.turned(self.turns)
        # kept inside the grid: a card at its last column or row cannot reach beyond it
        x = min(turned.x, BOUND - 1) if turned.dir == "h" else turned.x
        y = min(turned.y, BOUND - 1) if turned.dir == "v" else turned.y
        self._replace(card, turned.moved(x, y, turned.z))

    # -- mouse and keys ---------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            card = card_at(self.all_cards(), self.cell_at(QPointF(event.pos())))
            if card is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), faces_tip(card.front, card.back), self)
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        card = self.pending_at(pos) if self.editable else None
        if event.button() == Qt.MouseButton.RightButton:
            if card is not None:
                self.turn(card.id)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.setFocus()
        self._press_at = pos
        if card is not None:
            self._drag = card
            self._current = card.id
            self._grab = (pos - self.rect_of(card).topLeft()) / self.cell
        else:
            self._pan_from = pos

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._drag is not None:
            self._ghost = self.snap(self._drag, pos, self._grab)
            self.update()
        elif self._pan_from is not None:
            self.origin += pos - self._pan_from
            self._pan_from = pos
            self.fitting = False
            self.update()
        if self.editable:
            card = self.pending_at(pos)
            self.setCursor(Qt.CursorShape.OpenHandCursor if card else Qt.CursorShape.ArrowCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        card, self._drag, self._ghost, self._pan_from = self._drag, None, None, None
        pressed, self._press_at = self._press_at, None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if pressed is not None and (pos - pressed).manhattanLength() < 4:
            self.update()
            self.cell_clicked.emit(*self.cell_at(pos))
            return
        if card is None:
            self.update()
            return
        if not self.rect().contains(pos.toPoint()):
            self.pending = [c for c in self.pending if c.id != card.id]
            self.update()
            self.returned.emit(card.id)
            self.changed.emit()
            return
        moved = self.snap(card, pos, self._grab)
        if (moved.x, moved.y) != (card.x, card.y):
            self._replace(card, moved)
        else:
            self.update()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        card = self.pending_at(event.position()) if self.editable else None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._drag = None
        if card is not None:
            self.flip(card.id)
        elif card_at(self.all_cards(), self.cell_at(event.position())) is None:
            self.fitting = True  # a double-click on the felt fits the cards again
            self.centre()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_R and self._current is not None:
            self.turn(self._current)
        elif key == Qt.Key.Key_F and self._current is not None:
            self.flip(self._current)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.15)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 1.15)
        else:
            super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if not steps:
            return
        self.zoom(1.15 ** steps, event.position())

    def zoom(self, factor: float, around: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the point ``around`` (default: the middle) in place."""
        around = around if around is not None else QPointF(self.width() / 2, self.height() / 2)
        new = max(MIN_CELL, min(MAX_CELL * self.scale, self.cell * factor))
        grid = (around - self.origin) / self.cell
        self.cell = new
        self.origin = around - grid * new
        self.fitting = False
        self.update()

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt's event
        super().resizeEvent(event)
        if self.fitting:
            self.centre()

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, p: QPainter) -> None:
        """The board (kept as a picture between changes: client/games/paint_cache.py)."""
        p.fillRect(self.rect(), FELT)
        self._paint_grid(p)
        for card in self.cards:
            if self.hides(("field", card.id)):
                continue
            draw_card(p, self.rect_of(card), card.printed, card.face, card.rotation,
                      glow=card.id in self.glowing)
        for card in self.pending:
            faded = self._drag is not None and card.id == self._drag.id and self._ghost is not None
            draw_card(p, self.rect_of(card), card.printed, card.face, card.rotation,
                      glow=self.glow_pending or card.id in self.glowing, faded=faded)
        if self.fresh and self._fade.state() == QVariantAnimation.State.Running:
            strength = float(self._fade.currentValue())
            for card in self.all_cards():
                if card.id in self.fresh:
                    draw_fresh(p, self.rect_of(card), strength)
        for cell in sorted(self.highlight):
            draw_highlight(p, self.cell_rect(cell))
        if self._ghost is not None:
            draw_card(p, self.rect_of(self._ghost), self._ghost.printed, self._ghost.face,
                      self._ghost.rotation, glow=True, faded=True)

    def _paint_grid(self, p: QPainter) -> None:
        p.setPen(QPen(FELT_LINE, 1))
        c = self.cell
        x0 = self.origin.x() % c
        y0 = self.origin.y() % c
        x = x0
        while x < self.width():
            p.drawLine(QPointF(x, 0), QPointF(x, self.height()))
            x += c
        y = y0
        while y < self.height():
            p.drawLine(QPointF(0, y), QPointF(self.width(), y))
            y += c
