"""The 競技エリア: both sides' three rows of torifuda, the blue cursor frame, the message window
on the centre line, and the pointer work of taking and moving cards. Drawn with QPainter.

What the pointer may do comes from the view: the frame shows and touches are sent only while the
view offers a ``touch``; before a poem is read the hand is held below the middle of one's own 下段
(seed, ＜札読み＞); cards are moved by dragging and floated by clicking in place while a move is
offered; during 送り札 a click picks a card; during 札初期配置 a click places the next card.
Which cards the frame or a numpad key covers is the view's to say (reach.py); the arena holds no
rules of its own beyond whether a dropped card has room (the × in the frame)."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from client.fonts import FAMILY
from client.games.karuta.geometry import LABEL_ROOM, Place, TableGeometry
from client.games.karuta.hand import DRAG_START_PX, REST_S, Covered, Hand, Touch
from client.games.karuta.keys import numpad
from client.games.karuta.offers import offered
from client.games.karuta.reach import Frame, Reach
from client.games.karuta.torifuda import CardPixmaps, paint_card
from client.games.paint_cache import CachedPaint

TATAMI = QColor("#c9bf86")
TATAMI_DARK = QColor("#b3a96f")
AREA_EDGE = QColor("#6f6438")
FRAME_BLUE = QColor("#1f4fe0")
PICKED = QColor("#d2232a")
MESSAGE_BG = QColor(255, 253, 244, 235)
MESSAGE_INK = QColor("#2b2118")
COUNT_INK = QColor("#4a3f1c")
HOVER_MS = 100  # what the frame covers is told to the host at most ten times a second


@dataclass
class CardDrag:
    """A card being moved by hand."""

    poem: int
    start: QPointF
    moving: bool = False


class Arena(CachedPaint, QWidget):
    touched = Signal(object)  # a Touch
    hovered = Signal(list)  # the cards the frame covers now (特殊技: told only when it changes)
    move_requested = Signal(int, int, int, int)  # poem, side, row, col
    float_requested = Signal(int)
    pick_requested = Signal(int)
    place_requested = Signal(int, int, int)  # poem, row, col
    message_clicked = Signal()
    pointer_in_area = Signal(bool)
    left_area = Signal()  # the pointer went from the area to outside it
    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(560, 440)
        self.clock: Callable[[], float] = time.monotonic
        self.view: dict[str, Any] = {}
        self.me = 0
        self.cards: dict[int, dict[str, Any]] = {}  # poem -> its field entry
        self.places: dict[int, Place] = {}
        self.at: dict[Place, int] = {}
        self.geometry_data: dict[str, Any] = {"rows": 3, "cols": 12}
        self.geo = TableGeometry(QRectF(self.rect()), label_room=LABEL_ROOM)
        self.reach = Reach(self.geometry_data, 0)
        self.hand = Hand(lambda places: self.reach.fits_one_frame(places))
        self.pixmaps = CardPixmaps()
        self.pointer: QPointF | None = None  # where the hand is (held below the line if need be)
        self.frame: Frame | None = None
        self.inside = False
        self.on_mine = True
        self.button = False
        self.card_drag: CardDrag | None = None
        self.message = ""
        self.message_clickable = False
        self.show_counts = False
        self.image_poem: dict[str, Any] | None = None  # the 取り札 image mode's card
        self.read_poem: int | None = None
        self.heard_at: float | None = None  # local clock time the 決まり字 is heard
        # cards the view's motion layer is drawing (a take flying off, a card gliding to its
        # new place): left out here meanwhile
        self.hides: Callable[[Hashable], bool] = lambda poem: False
        self.rest_timer = QTimer(self, singleShot=True, interval=round(REST_S * 1000))
        self.rest_timer.timeout.connect(self._rested)
        # 特殊技: the frame's cards as the host last heard them (it assumes none at a new poem)
        self.hover_told: tuple[int, ...] = ()
        self.hover_pending: tuple[int, ...] | None = None
        self.hover_last = float("-inf")  # monotonic time of the last hover sent
        self.hover_timer = QTimer(self, singleShot=True)
        self.hover_timer.timeout.connect(self._hover_due)

    # -- the view -------------------------------------------------------------------------------

    def show_view(self, view: dict[str, Any], me: int) -> None:
        geometry = view.get("geometry") or self.geometry_data
        if geometry != self.geometry_data or me != self.me:
            self.reach = Reach(geometry, me)
        self.view, self.me, self.geometry_data = view, me, geometry
        self.cards = {int(c["poem"]): c for c in view.get("field", [])}
        self._relayout()
        current = view.get("current") or {}
        poem = current.get("poem")
        if poem != self.read_poem:
            self.hand.new_reading()
            self.hover_told, self.hover_pending = (), None
        self.read_poem = poem
        if not self.touch_legal():
            self.hand.stroke = None
            self.rest_timer.stop()
        if self.pointer is not None:
            self._pointer_moved(self.pointer, raw=False)
        self.update()

    def set_heard_at(self, local_time: float | None) -> None:
        self.heard_at = local_time

    def legal_types(self) -> set[str]:
        """What the view offers now (its legal actions and templates)."""
        return offered(self.view)

    def touch_legal(self) -> bool:
        return "touch" in self.legal_types()

    def hover_legal(self) -> bool:
        return "hover" in self.legal_types()

    def held(self) -> bool:
        """Before a poem is read the hand stays below the middle of one's own 下段."""
        if self.view.get("you") is None:
            return False
        busy = {"touch", "move", "float", "pick_send", "place", "start"} & self.legal_types()
        return self.view.get("phase") in ("reading", "interval", "after_take") and not busy

    def _relayout(self) -> None:
        g = self.geometry_data
        self.geo = TableGeometry(QRectF(self.rect()), int(g.get("rows", 3)), int(g.get("cols", 12)),
                                 LABEL_ROOM)
        self.places = {p: self.geo.screen_place(self.me, c["side"], c["row"], c["col"])
                       for p, c in self.cards.items()}
        self.at = {place: p for p, place in self.places.items()}

    # -- what the frame covers ------------------------------------------------------------------

    def covered(self, frame: Frame | None) -> Covered:
        if frame is None:
            return {}
        return {self.at[pl]: pl for pl in frame.places if pl in self.at}

    def heard(self) -> bool:
        return self.heard_at is not None and self.clock() >= self.heard_at

    def card_rect(self, poem: int) -> QRectF | None:
        place = self.places.get(poem)
        return self.geo.card_rect(place) if place is not None else None

    def message_rect(self) -> QRectF:
        """The message window: a strip along the centre line, between the two 上段."""
        geo = self.geo
        width = min(geo.area.width() * 0.62, max(geo.card_w * 7, 360))
        height = max(22.0, geo.card_h * 0.36)
        return QRectF(geo.area.center().x() - width / 2, geo.centre_y - height / 2, width, height)

    def message_font(self) -> QFont:
        font = QFont(FAMILY)
        font.setPixelSize(max(11, round(self.message_rect().height() * 0.52)))
        return font

    # -- the pointer ----------------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._pointer_moved(event.position(), raw=True)

    def _hold(self, point: QPointF, raw: bool) -> QPointF:
        """Keep the hand below the middle of one's own 下段 until a poem is read; the mouse
        pointer itself is led back there."""
        line = self.geo.hold_line()
        area = self.geo.area
        if not self.held() or point.y() >= line or not (area.left() <= point.x() <= area.right()):
            return point
        if point.y() < area.top():
            return point  # above the area: outside it, nothing to hold
        held = QPointF(point.x(), line)
        if raw and self.isVisible() and self.window().isActiveWindow():
            QCursor.setPos(self.mapToGlobal(held.toPoint()))
        return held

    def _pointer_moved(self, raw_point: QPointF, raw: bool) -> None:
        point = self._hold(raw_point, raw)
        was_inside, was_mine = self.inside, self.on_mine
        self.pointer = point
        self.inside = self.geo.in_area(point)
        self.on_mine = self.geo.on_my_side(point)
        crossed = was_inside and self.inside and was_mine != self.on_mine
        if self.inside != was_inside:
            self.pointer_in_area.emit(self.inside)
            if was_inside:
                self.left_area.emit()
        touching = self.touch_legal() and self.inside
        self.frame = self.reach.frame_at(self.geo.place_at(point)) if touching else None
        covered = self.covered(self.frame)
        if self.card_drag is None:
            self._hover(tuple(sorted(covered)))
        if self.card_drag is not None:
            if was_inside and not self.inside:
                self.card_drag = None  # 「競技エリア外に出ると解除されます」
            else:
                self._drag_card(point)
        elif self.touch_legal():
            touches: list[Touch] = []
            if self.button and self.hand.stroke is not None:
                if was_inside and not self.inside:
                    touches += self.hand.left_area()
                    self.hand.stroke = None
                else:
                    touches += self.hand.drag(covered, self.read_poem)
                    if crossed:
                        touches += self.hand.crossed(self.on_mine)
                    if raw:  # the pointer really moved: it is not resting
                        self.rest_timer.start()
            else:
                touches += self.hand.hover(covered, self.inside, crossed, self.read_poem,
                                           self.heard())
            self._send(touches)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = self._hold(event.position(), raw=False)
        self._pointer_moved(point, raw=False)
        self.button = True
        if self.message_clickable and self.message_rect().contains(event.position()):
            self.message_clicked.emit()
            return
        types = self.legal_types()
        poem = self._poem_at(point)
        if "touch" in types:  # a drag may start outside the area and sweep into it
            self._send(self.hand.press(self.covered(self.frame) if self.inside else {}))
        elif "pick_send" in types and poem is not None and self.places[poem].mine:
            self.pick_requested.emit(poem)
        elif "move" in types and poem is not None:
            self.card_drag = CardDrag(poem, point)
        elif "place" in types:
            self._place_next(point)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.button = False
        self.rest_timer.stop()
        drag, self.card_drag = self.card_drag, None
        if drag is not None:
            self._drop_card(drag, self.pointer or event.position())
        elif self.touch_legal():
            self._send(self.hand.release())
        self.hand.stroke = None
        self.update()

    def enterEvent(self, event: Any) -> None:
        self.setFocus()  # the numpad and [S] go to the table
        super().enterEvent(event)

    def leaveEvent(self, event: Any) -> None:
        if self.inside:
            self.inside = False
            self.pointer_in_area.emit(False)
            self.left_area.emit()
            if self.touch_legal():
                if self.button and self.hand.stroke is not None:
                    self._send(self.hand.left_area())
                    self.hand.stroke = None
                else:
                    self._send(self.hand.hover({}, False, False, self.read_poem, self.heard()))
        self.frame = None
        self._hover(())
        self.update()
        super().leaveEvent(event)

    # -- 特殊技: telling the host what the frame covers (mouse only) -----------------------------

    def _hover(self, cards: tuple[int, ...]) -> None:
        """The frame's cards after a pointer move: sent when they differ from what the host was
        last told, at most once per ``HOVER_MS`` (the latest set goes when the time comes)."""
        if not self.hover_legal():
            self.hover_pending = None
            self.hover_timer.stop()
            return
        if cards == self.hover_told:
            self.hover_pending = None
            self.hover_timer.stop()
            return
        wait = self.hover_last + HOVER_MS / 1000 - time.monotonic()
        if wait <= 0:
            self._tell_hover(cards)
            return
        self.hover_pending = cards
        if not self.hover_timer.isActive():
            self.hover_timer.start(max(1, round(wait * 1000)))

    def _hover_due(self) -> None:
        cards, self.hover_pending = self.hover_pending, None
        if cards is not None and cards != self.hover_told and self.hover_legal():
            self._tell_hover(cards)

    def _tell_hover(self, cards: tuple[int, ...]) -> None:
        self.hover_told = cards
        self.hover_last = time.monotonic()
        self.hovered.emit(list(cards))

    def _rested(self) -> None:
        if self.button and self.touch_legal():
            self._send(self.hand.rest())

    def _send(self, touches: list[Touch]) -> None:
        for touch in touches:
            self.touched.emit(touch)

    def _poem_at(self, point: QPointF) -> int | None:
        for poem, place in self.places.items():
            if self.geo.card_rect(place).contains(point):
                return poem
        return None

    # -- keys -----------------------------------------------------------------------------------

    def key_touch(self, key: int, shift: bool) -> Touch | None:
        """The touch of a numpad key (keys.py): the cards in the places the view says it
        reaches, or None when the key names no card."""
        pressed = numpad(key, shift)
        if pressed is None:
            return None
        cards = [self.at[place] for place in self.reach.key_places(*pressed) if place in self.at]
        return Touch(tuple(cards), "key") if cards else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # the view handles the keys (it owns the actions); let it see them
        event.ignore()

    # -- moving and placing cards ---------------------------------------------------------------

    def _drag_card(self, point: QPointF) -> None:
        drag = self.card_drag
        assert drag is not None
        if not drag.moving and (point - drag.start).manhattanLength() >= DRAG_START_PX:
            drag.moving = True

    def drop_target(self) -> Place | None:
        if self.card_drag is None or not self.card_drag.moving or self.pointer is None:
            return None
        if not self.geo.in_area(self.pointer):
            return None
        return self.geo.place_at(self.pointer)

    def room_at(self, poem: int, target: Place) -> bool:
        """Whether ``poem`` can be put at ``target``: the place is free, or that row has a free
        place to its left or right for the cards from there on to shift into, one place each
        (seed 札移動 1.; the host's ``Field.move``, rules.md 「左右どちらか近い空きまで1つずつずらして
        入れます。空きがなければ動かせません」). The card's own place counts as free."""
        occupant = self.at.get(target)
        if occupant is None or occupant == poem:
            return True
        for step in (-1, 1):
            col = target.scol + step
            while 0 <= col < self.geo.cols:
                if self.at.get(Place(target.mine, target.row, col)) in (None, poem):
                    return True
                col += step
        return False

    def _drop_card(self, drag: CardDrag, point: QPointF) -> None:
        if not drag.moving:
            if "float" in self.legal_types():
                self.float_requested.emit(drag.poem)
            return
        target = self.geo.place_at(point) if self.geo.in_area(point) else None
        if target is None or target == self.places.get(drag.poem):
            return
        if not self.room_at(drag.poem, target):
            return
        side, row, col = self.geo.slot_of(self.me, target)
        self.move_requested.emit(drag.poem, side, row, col)

    def _place_next(self, point: QPointF) -> None:
        if not self.geo.in_area(point):
            return
        nxt = self.next_to_place()
        target = self.geo.place_at(point)
        if nxt is None or not target.mine or target in self.at:
            return
        _side, row, col = self.geo.slot_of(self.me, target)
        self.place_requested.emit(nxt[0], row, col)

    # -- painting -------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()
        self.resized.emit()

    def draw(self, p: QPainter) -> None:
        """The area (kept as a picture between changes: client/games/paint_cache.py)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), TATAMI_DARK)
        self._paint_area(p)
        self._paint_free_places(p)
        self._paint_cards(p)
        if self.show_counts and self.inside:
            self._paint_counts(p)
        self._paint_frame(p)
        self._paint_dragged(p)
        self._paint_next_to_place(p)
        self._paint_image(p)
        # last: the 取り札 image mode's card lies on the centre line too, and after a take the
        # message (「…が取りました」「［S］で次へ」) must stay readable over it
        self._paint_message(p)
        self._paint_pending()

    def _paint_area(self, p: QPainter) -> None:
        geo = self.geo
        p.fillRect(geo.area, TATAMI)
        p.setPen(QPen(AREA_EDGE, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(geo.area)
        p.setPen(QPen(AREA_EDGE, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(geo.area.left(), geo.centre_y), QPointF(geo.area.right(), geo.centre_y))
        if self.held() and self.view.get("you") is not None:
            line = geo.hold_line()
            p.setPen(QPen(QColor(31, 79, 224, 90), 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(geo.area.left(), line), QPointF(geo.area.right(), line))

    def _paint_free_places(self, p: QPainter) -> None:
        """While cards are being placed or moved, the free places show faintly."""
        placing = self.next_to_place() is not None
        moving = self.card_drag is not None and self.card_drag.moving
        if not placing and not moving:
            return
        p.setPen(QPen(QColor(111, 100, 56, 110), 1, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for mine in ((True,) if placing else (True, False)):
            for row in range(self.geo.rows):
                for scol in range(self.geo.cols):
                    place = Place(mine, row, scol)
                    if place not in self.at:
                        p.drawRoundedRect(self.geo.card_rect(place).adjusted(2, 2, -2, -2), 3, 3)

    def _paint_cards(self, p: QPainter) -> None:
        """Every card lying (after a resize, cards still to be drawn at the new size lie at the
        old one, scaled, and the area is painted again at once until all are drawn)."""
        self.pixmaps.begin()
        size = QSize(round(self.geo.card_w), round(self.geo.card_h))
        ratio = self.devicePixelRatioF()
        hidden = {poem for poem in self.places if self.hides(poem)}
        if self.card_drag is not None and self.card_drag.moving:
            hidden.add(self.card_drag.poem)
        chosen = set((self.view.get("send") or {}).get("chosen") or [])
        for poem, place in self.places.items():
            if poem in hidden:
                continue
            card = self.cards[poem]
            rect = self.geo.card_rect(place)
            pixmap = self.pixmaps.get_soon(poem, card.get("lines", ()), size, not place.mine,
                                           bool(card.get("floating")), ratio)
            p.drawPixmap(QRectF(rect.topLeft(), QSizeF(size)), pixmap, QRectF(pixmap.rect()))
            if poem in chosen:
                p.setPen(QPen(PICKED, max(2.0, self.geo.card_w * 0.06)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)

    def _paint_pending(self) -> None:
        if self.pixmaps.incomplete:
            QTimer.singleShot(0, self, self.update)

    def count_texts(self) -> list[tuple[QRectF, str]]:
        """Cards lying in each row of each side, written beside the row (shown while the
        pointer is in the area)."""
        out = []
        sides = self.view.get("sides") or []
        for mine in (True, False):
            side = self.me if mine else 1 - self.me
            rows = sides[side].get("rows", []) if side < len(sides) else []
            for row, n in enumerate(rows):
                rect = self.geo.card_rect(Place(mine, row, 0))
                width = self.geo.area.left() + (rect.left() - self.geo.area.left())
                label = QRectF(0, rect.top(), max(width - 2, 10), rect.height())
                out.append((label, self.tr("{0}枚").format(n)))
        return out

    def count_font(self) -> QFont:
        font = QFont(FAMILY)
        font.setPixelSize(max(10, round(self.geo.card_h * 0.17)))
        return font

    def counts_fit(self) -> bool:
        """Whether every row's count is written whole beside its row, inside the arena."""
        metrics = QFontMetricsF(self.count_font())
        return all(rect.left() >= 0 and metrics.horizontalAdvance(text) <= rect.width()
                   for rect, text in self.count_texts())

    def _paint_counts(self, p: QPainter) -> None:
        p.setFont(self.count_font())
        p.setPen(COUNT_INK)
        for rect, text in self.count_texts():
            p.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_message(self, p: QPainter) -> None:
        if not self.message:
            return
        rect = self.message_rect()
        p.setPen(QPen(AREA_EDGE, 1))
        p.setBrush(MESSAGE_BG)
        p.drawRoundedRect(rect, 5, 5)
        p.setFont(self.message_font())
        p.setPen(MESSAGE_INK)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.message)

    def message_fits(self) -> bool:
        width = QFontMetricsF(self.message_font()).horizontalAdvance(self.message)
        return width <= self.message_rect().width() - 4

    def _paint_frame(self, p: QPainter) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        target = self.drop_target()
        if target is not None and self.card_drag is not None:
            rect = self.geo.card_rect(target).adjusted(-3, -3, 3, 3)
            p.setPen(QPen(FRAME_BLUE, 3))
            p.drawRect(rect)
            if not self.room_at(self.card_drag.poem, target):
                p.setPen(QPen(PICKED, 3))
                inset = rect.adjusted(rect.width() * 0.2, rect.height() * 0.3,
                                      -rect.width() * 0.2, -rect.height() * 0.3)
                p.drawLine(inset.topLeft(), inset.bottomRight())
                p.drawLine(inset.topRight(), inset.bottomLeft())
            return
        if self.frame is not None:
            p.setPen(QPen(FRAME_BLUE, max(2.0, self.geo.card_w * 0.05)))
            p.drawRect(self.geo.frame_rect(self.frame.places))
        elif "move" in self.legal_types() and self.pointer is not None and self.inside:
            poem = self._poem_at(self.pointer)  # a card that may be dragged or floated
            rect = self.card_rect(poem) if poem is not None else None
            if rect is not None:
                p.setPen(QPen(FRAME_BLUE, 2, Qt.PenStyle.DashLine))
                p.drawRect(rect.adjusted(-3, -3, 3, 3))

    def _paint_dragged(self, p: QPainter) -> None:
        drag = self.card_drag
        if drag is None or not drag.moving or self.pointer is None:
            return
        card = self.cards.get(drag.poem)
        if card is None:
            return
        rect = QRectF(0, 0, self.geo.card_w, self.geo.card_h)
        rect.moveCenter(self.pointer)
        p.setOpacity(0.85)
        paint_card(p, rect, card.get("lines", ()), bool(card.get("floating")))
        p.setOpacity(1.0)

    def next_to_place(self) -> tuple[int, list[str]] | None:
        """札初期配置 手動: the next of one's cards to place, and its lines when the view gives
        them (``to_place`` as poems, or as {"poem", "lines"}; or ``to_place_lines``)."""
        if "place" not in self.legal_types():
            return None
        sides = self.view.get("sides") or []
        side = sides[self.me] if self.me < len(sides) else {}
        to_place = side.get("to_place") or []
        if not to_place:
            return None
        first = to_place[0]
        if isinstance(first, dict):
            return int(first["poem"]), list(first.get("lines") or [])
        lines = (side.get("to_place_lines") or {}).get(str(first)) or []
        return int(first), list(lines)

    def _paint_next_to_place(self, p: QPainter) -> None:
        """札初期配置 手動: the next card to place follows the pointer over one's own side."""
        nxt = self.next_to_place()
        if nxt is None or self.pointer is None or not self.inside or not self.on_mine:
            return
        lines = nxt[1]
        target = self.geo.place_at(self.pointer)
        rect = self.geo.card_rect(target)
        p.setPen(QPen(FRAME_BLUE if target not in self.at else PICKED, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect.adjusted(-3, -3, 3, 3))
        if lines:
            p.setOpacity(0.6)
            paint_card(p, rect, lines)
            p.setOpacity(1.0)

    def image_rect(self) -> QRectF:
        h = self.geo.card_h * 1.9
        rect = QRectF(0, 0, h * self.geo.card_w / self.geo.card_h, h)
        rect.moveCenter(QPointF(self.geo.area.center().x(), self.geo.centre_y))
        return rect

    def _paint_image(self, p: QPainter) -> None:
        """The 取り札 image mode: the read card in the centre instead of the voice."""
        if not self.image_poem:
            return
        rect = self.image_rect()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(rect.adjusted(-6, -6, 10, 10), 8, 8)
        paint_card(p, rect, self.image_poem.get("lines", ()))


__all__ = ["Arena", "CardDrag"]
