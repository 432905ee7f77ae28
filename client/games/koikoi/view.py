"""The koi-koi table: the opponent at the top, the field and the stock in the middle, your hand
at the bottom. Everything playable comes from ``view["legal"]``: hand cards that can capture
glow gold, and the field cards one would take glow light blue while the pointer is on it; when there
is a choice, the capturable field cards glow green and a second click picks one;
「こいこい」「勝負！」 appear when that decision is legal; the score screen offers 「次の局へ」.

The events of each view are animated over the final layout by the view's motion layer
(client/games/motion.py): a deal flies from the stock; the played card glides from the hand to
the field or onto its match, captured cards gather into the player's pile; the stock card turns
over where it lies, is held up a moment to be seen, then goes where it goes; a yaku, こいこい and
勝負 are announced. Field cards keep their places between views so a card's glide ends where it
will stay. A view that arrives while cards are still moving is shown at once (the motion jumps
to its end); the cards the opponent played last stay shown beside the opponent's hand.

Players are called by their own names (the character is the face). Keys: K こいこい, S 勝負！,
Enter 次の局へ."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.games.base import GameView
from client.games.koikoi import deck
from client.games.koikoi.card_art import draw_back, draw_card
from client.games.koikoi.card_widget import CardWidget
from client.games.koikoi.pile_widget import PileWidget
from client.games.koikoi.player_bar import PlayerBar
from client.games.koikoi.score_panel import ScorePanel
from client.games.motion import Script, Sprite
from client.sound import most_notable

FELT = QColor("#2f5d3a")
# Card widths at scale 1; the table scales them with its size (SCALE_RANGE), so the cards fill a
# large window and the whole table still fits a 1366×768 laptop screen.
HAND_W, FIELD_W, OPPONENT_W = 60, 54, 28
SCALE_RANGE = (0.8, 2.2)
# The table's height and width at scale s are about FIXED + PER_SCALE * s (measured).
FIXED_H, PER_SCALE_H = 220, 378
FIXED_W, PER_SCALE_W = 344, 494
# units (client/games/motion.py) of a turn's parts: a card's glide, the drawn card turning over
# and held up to be seen, captured cards gathering into the pile
OWN_PACE = {"glide": 0.55, "turn": 0.4, "hold": 0.9, "gather": 0.55}
OTHER_PACE = {"glide": 1.0, "turn": 0.7, "hold": 0.8, "gather": 0.8}
INTRO_MS = 9000  # the opponent's introduction stays this long unless clicked away or play begins
LABEL_STYLE = "color: #f6efde; font-family: IPAexGothic; font-size: %dpx;"  # 14 at scale 1
BUTTON_STYLE = (
    "QPushButton { font-family: IPAexGothic; font-size: 18px; font-weight: bold; padding: 6px 18px;"
    " border-radius: 8px; color: white; background: %s; } QPushButton:hover { background: %s; }"
)


class KoikoiView(GameView):
    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.view: dict[str, Any] | None = None
        self.introduced = False  # the opponent is introduced once, before the first card
        self.selected: int | None = None  # a hand card waiting for its capture target
        self.hovered: int | None = None  # the hand card under the pointer (its captures shown)
        self.hand_cards: dict[int, CardWidget] = {}
        self.field_cards: dict[int, CardWidget] = {}
        self.field_slots: dict[int, int] = {}  # card -> place in the field grid, kept while it lies
        self.drawn_cards: dict[int, CardWidget] = {}
        self.scale = 1.0

        self.opponent_bar = PlayerBar()
        self.opponent_hand = QHBoxLayout()
        self.opponent_hand.setSpacing(0)
        self.opponent_pile = PileWidget()
        self.field_grid = QGridLayout()
        self.field_grid.setSpacing(4)
        self.field_grid.setAlignment(Qt.AlignCenter)
        self.stock = CardWidget(None, FIELD_W)
        self.stock_count = QLabel()
        self.drawn_area = QVBoxLayout()
        self.opponent_cards: list[int] = []  # what the opponent played and drew last
        self.opponent_caption = QLabel()
        self.opponent_row = QHBoxLayout()
        self.opponent_row.setSpacing(2)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.log = QLabel()
        self.log.setWordWrap(True)
        self.info_labels = (self.stock_count, self.status, self.log, self.opponent_caption)
        for label in self.info_labels:
            label.setStyleSheet(LABEL_STYLE % 14)
        self.my_pile = PileWidget()
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(2)
        self.my_bar = PlayerBar()
        self.koikoi_button = QPushButton(self.tr("こいこい"))
        self.koikoi_button.setStyleSheet(BUTTON_STYLE % ("#c8322b", "#e0463e"))
        self.shobu_button = QPushButton(self.tr("勝負！"))
        self.shobu_button.setStyleSheet(BUTTON_STYLE % ("#27509b", "#3a69c0"))
        self.koikoi_button.clicked.connect(lambda: self._send({"type": "koikoi"}))
        self.shobu_button.clicked.connect(lambda: self._send({"type": "shobu"}))
        self.koikoi_button.setToolTip(self.tr("K"))
        self.shobu_button.setToolTip(self.tr("S"))

        top = QHBoxLayout()
        top.addWidget(self.opponent_bar, 1)
        top.addWidget(self.opponent_caption)
        top.addLayout(self.opponent_row)
        top.addSpacing(16)
        top.addLayout(self.opponent_hand)
        middle = QHBoxLayout()
        middle.addLayout(self.field_grid, 1)
        side = QVBoxLayout()
        side.addWidget(self.stock, 0, Qt.AlignCenter)
        side.addWidget(self.stock_count, 0, Qt.AlignCenter)
        side.addLayout(self.drawn_area)
        side.addStretch(1)
        middle.addLayout(side)
        info = QVBoxLayout()
        info.addWidget(self.status)
        info.addWidget(self.log)
        info.addStretch(1)
        info_box = QWidget()
        info_box.setLayout(info)
        info_box.setFixedWidth(210)
        self.info_box = info_box
        middle.addWidget(info_box)
        bottom = QHBoxLayout()
        bottom.addWidget(self.my_bar, 1)
        bottom.addWidget(self.koikoi_button)
        bottom.addWidget(self.shobu_button)

        layout = QVBoxLayout(self)
        # the cards' sizes follow the table's size, not the other way round: minimumSizeHint
        # is the table at its smallest scale
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addLayout(top)
        layout.addWidget(self.opponent_pile)
        layout.addLayout(middle, 1)
        layout.addWidget(self.my_pile)
        layout.addLayout(self.hand_row)
        layout.addLayout(bottom)

        self.score_panel = ScorePanel(self)
        self.score_panel.next_clicked.connect(lambda: self._send({"type": "next"}))
        self.score_panel.hide()
        self.intro = QLabel(self)
        self.intro.setObjectName("intro")
        self.intro.setWordWrap(True)
        self.intro.setStyleSheet(
            "#intro { background: #fffaf0; color: #2b2118; border: 2px solid #e2b33c; border-radius: 8px;"
            " padding: 10px; font-family: IPAexGothic; font-size: 14px; }"
        )
        self.intro.setFixedWidth(320)
        self.intro.hide()
        self.intro.mousePressEvent = lambda event: self.intro.hide()
        self.intro_timer = QTimer(self, singleShot=True, interval=INTRO_MS)
        self.intro_timer.timeout.connect(self.intro.hide)
        self.motion.settled.connect(self._unveil)
        self.opponent_bar.face_clicked.connect(self.show_intro)
        self.my_bar.face_clicked.connect(self.show_intro)
        self.score_panel.next_button.setToolTip(self.tr("Enter"))
        QShortcut(QKeySequence(Qt.Key.Key_K), self, lambda: self._press(self.koikoi_button))
        QShortcut(QKeySequence(Qt.Key.Key_S), self, lambda: self._press(self.shobu_button))
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, lambda: self._press(self.score_panel.next_button))

    @staticmethod
    def _press(button: QPushButton) -> None:
        if button.isVisible() and button.isEnabled():
            button.click()

    # -- drawing ------------------------------------------------------------------------------

    @property
    def me(self) -> int:
        return self.seat if self.seat is not None else 0

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        low = SCALE_RANGE[0]
        return QSize(int(FIXED_W + PER_SCALE_W * low), int(FIXED_H + PER_SCALE_H * low))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(FIXED_W + PER_SCALE_W, FIXED_H + PER_SCALE_H)

    def scale_for(self, width: int, height: int) -> float:
        """The card scale that fills a table of this size."""
        fit = min((height - FIXED_H) / PER_SCALE_H, (width - FIXED_W) / PER_SCALE_W)
        return max(SCALE_RANGE[0], min(SCALE_RANGE[1], fit))

    def px(self, base: float) -> int:
        """A size at scale 1 in pixels at the current scale."""
        return round(base * self.scale)

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.finish_animation()
        if any(e.get("type") == "round_end" for e in events):
            self.motion.clear()  # the score screen comes up: an announcement still up goes
        before = self._snapshot() if self.view is not None else None
        self._show(view, events)
        if before is not None and events:
            self._animate(before, view, events)

    def _show(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.view = view
        if self.selected is not None and self.selected not in self._plays():
            self.selected = None
        me, opp = self.me, 1 - self.me
        shell = self.seats if len(self.seats) == 2 else [None, None]
        self.opponent_bar.show_side(view, opp, shell[opp])
        self.my_bar.show_side(view, me, shell[me])
        self.opponent_pile.set_cards(view["taken"][opp])
        self.my_pile.set_cards(view["taken"][me])
        self._lay_cards(view)
        self.stock.setVisible(view["stock_count"] > 0)
        self.stock_count.setText(self.tr("山札 {0}枚").format(view["stock_count"]))
        legal_types = {a["type"] for a in view["legal"]}
        self.koikoi_button.setVisible("koikoi" in legal_types)
        self.shobu_button.setVisible("shobu" in legal_types)
        self.status.setText(self._status_text(view))
        if events:
            self.log.setText(self._event_text(view, events))
        self._show_opponent_cards(view, events)
        self._refresh_glow()
        if view["round_result"] is not None and view["phase"] in ("round_end", "match_end"):
            self.score_panel.show_result(view, self.seat, self.player_names(view))
            self._place_overlays()
            self.score_panel.show()
            self.score_panel.raise_()
        else:
            self.score_panel.hide()
        if not self.introduced:
            self.introduced = True
            if view["round"] == 1 and not view["history"] and not any(view["taken"]):
                self.show_intro(view["characters"][opp]["id"])
        self.update()
        my_turn = view["phase"] in ("play", "choose", "decide") and self.seat is not None \
            and view["turn"] == self.seat
        self.play_event_sound(self.sound_for(events), my_turn)

    def player_names(self, view: dict[str, Any]) -> list[str]:
        """Each seat's own name as the table knows it; a character's name only if none."""
        names = []
        for seat, character in enumerate(view["characters"]):
            shell = self.seats[seat] if seat < len(self.seats) else {}
            names.append(str(shell.get("name") or character["name"]))
        return names

    def _show_opponent_cards(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        """The cards the opponent played and drew on their last turn, until their next one."""
        opp = 1 - self.me
        played = [e["card"] for e in events
                  if e.get("type") in ("play", "draw", "choose") and e.get("seat") == opp
                  and not (e.get("type") == "draw" and e.get("choose"))]
        if any(e.get("type") == "deal" for e in events):
            self.opponent_cards = []
        if played:
            self.opponent_cards = list(dict.fromkeys(played))
        name = self.player_names(view)[opp]
        self.opponent_caption.setText(
            self.tr("{0}が出した札").format(name) if self.opponent_cards else ""
        )
        self.opponent_caption.setVisible(bool(self.opponent_cards))
        self._fill_row(self.opponent_row, self.opponent_cards, self.px(OPPONENT_W), {})

    def _lay_cards(self, view: dict[str, Any]) -> None:
        """The hands, the field and the drawn card, at the current scale."""
        me, opp = self.me, 1 - self.me
        self._fill_row(self.opponent_hand, [None] * view["hand_counts"][opp], self.px(OPPONENT_W), {})
        hand = view["hand"] if view["hand"] is not None else [None] * view["hand_counts"][me]
        self.hand_cards = self._fill_row(self.hand_row, hand, self.px(HAND_W), {}, self._hand_clicked)
        for widget in self.hand_cards.values():
            widget.hovered.connect(self._hand_hovered)
        self._fill_field(view["field"])
        drawn = [view["drawn"]] if view["drawn"] is not None else []
        self.drawn_cards = self._fill_row(self.drawn_area, drawn, self.px(FIELD_W), {})

    def _apply_scale(self, scale: float) -> None:
        self.scale = scale
        self.stock.set_width(self.px(FIELD_W))
        grown = max(1.0, scale)  # texts grow with a large table, never shrink below 14 px
        for label in self.info_labels:
            label.setStyleSheet(LABEL_STYLE % round(14 * grown))
        self.info_box.setFixedWidth(round(210 * grown))
        for pile in (self.my_pile, self.opponent_pile):
            pile.set_scale(scale)
        if self.view is not None:
            self._lay_cards(self.view)
            self._fill_row(self.opponent_row, self.opponent_cards, self.px(OPPONENT_W), {})
            self._refresh_glow()

    def sound_for(self, events: list[dict[str, Any]]) -> str | None:
        """The effect for what just happened: a card laid down or a capture, a yaku, a call of
        こいこい／勝負, your win of a round or the match."""
        names: list[str | None] = []
        for e in events:
            kind = e.get("type")
            if kind in ("play", "draw", "choose"):
                names.append("capture" if e.get("taken") else "card")
            elif kind == "deal":
                names.append("card")
            elif kind == "yaku":
                names.append("yaku")
            elif kind in ("koikoi", "shobu"):
                names.append("stamp")
            elif kind == "round_end":
                winner = (e.get("result") or {}).get("winner")
                names.append("win" if winner is not None and winner == self.seat else None)
            elif kind == "match_end":
                scores = e.get("scores") or []
                if self.seat is not None and self.seat < len(scores):
                    others = scores[:self.seat] + scores[self.seat + 1:]
                    if scores[self.seat] > max(others, default=float("-inf")):
                        names.append("win")
        return most_notable(names)

    def _fill_row(
        self, layout, cards: list[int | None], width: int, keep: dict, on_click=None
    ) -> dict[int, CardWidget]:
        """Lay ``cards`` (None: a back) in ``layout``, reusing the card widgets already there
        (a new widget costs a millisecond or two to show: a view would cost tens)."""
        spare = self._take_widgets(layout)
        widgets: dict[int, CardWidget] = {}
        layout.addStretch(1)
        for card in cards:
            widget = self._card_widget(spare, card, width, on_click)
            if card is not None:
                widgets[card] = widget
            layout.addWidget(widget)
            widget.show()  # now, not when the event loop gets to it: the layout counts it
        layout.addStretch(1)
        self._drop_widgets(spare)
        return widgets

    @staticmethod
    def _take_widgets(layout) -> dict[int | None, list[CardWidget]]:
        """Empty ``layout``; its card widgets by card, to be used again."""
        spare: dict[int | None, list[CardWidget]] = {}
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget()
            if isinstance(widget, CardWidget):
                spare.setdefault(widget.card, []).append(widget)
        return spare

    @staticmethod
    def _card_widget(spare: dict[int | None, list[CardWidget]], card: int | None, width: int,
                     on_click=None) -> CardWidget:
        """A spare widget of ``card``, else any spare one of a card (a new deal), else a new one."""
        widgets = spare.get(card)
        if not widgets and card is not None:
            widgets = next((ws for c, ws in spare.items() if c is not None and ws), None)
        if widgets:
            widget = widgets.pop()
            widget.set_card(card)
            widget.set_width(width)
            widget.set_glow(None)
            widget.set_lifted(False)
            return widget
        widget = CardWidget(card, width)
        if card is not None and on_click is not None:
            widget.clicked.connect(on_click)
        return widget

    @staticmethod
    def _drop_widgets(spare: dict[int | None, list[CardWidget]]) -> None:
        for widgets in spare.values():
            for widget in widgets:
                widget.hide()
                widget.deleteLater()

    def _fill_field(self, cards: list[int]) -> None:
        spare = self._take_widgets(self.field_grid)
        self.field_cards = {}
        # a card keeps its place while it lies on the field; a new one takes the first free place
        slots = {c: s for c, s in self.field_slots.items() if c in cards}
        for card in cards:
            if card not in slots:
                taken = set(slots.values())
                slots[card] = next(i for i in range(len(cards) + len(taken) + 1) if i not in taken)
        self.field_slots = slots
        columns = max((s // 2 for s in slots.values()), default=-1) + 1
        for column in range(max(columns, self.field_grid.columnCount())):
            self.field_grid.setColumnMinimumWidth(column, self.px(FIELD_W) + 8 if column < columns else 0)
        for row in range(2):
            self.field_grid.setRowMinimumHeight(row, int(self.px(FIELD_W) * 1.5) + 14 if columns else 0)
        for card in cards:
            widget = self._card_widget(spare, card, self.px(FIELD_W), self._field_clicked)
            self.field_cards[card] = widget
            self.field_grid.addWidget(widget, slots[card] % 2, slots[card] // 2)
            widget.show()
        self._drop_widgets(spare)

    # -- animation ----------------------------------------------------------------------------

    def _rect_of(self, widget: QWidget, rect: QRectF | None = None) -> QRectF:
        """``rect`` (default: the card in ``widget``) in this view's coordinates."""
        if rect is None:
            rect = widget.card_rect() if isinstance(widget, CardWidget) else QRectF(widget.rect())
        return QRectF(rect).translated(widget.mapTo(self, QPoint(0, 0)))

    def _row_rects(self, layout) -> list[QRectF]:
        rects = []
        for i in range(layout.count()):
            w = layout.itemAt(i).widget()
            if isinstance(w, CardWidget):
                rects.append(self._rect_of(w))
        return rects

    def _snapshot(self) -> dict[str, Any]:
        """Where the cards are now, before the table is redrawn for a new view."""
        return {
            "hand": {c: self._rect_of(w) for c, w in self.hand_cards.items()},
            "rows": {self.me: self._row_rects(self.hand_row),
                     1 - self.me: self._row_rects(self.opponent_hand)},
            "field": {c: self._rect_of(w) for c, w in self.field_cards.items()},
            "drawn": {c: self._rect_of(w) for c, w in self.drawn_cards.items()},
            "stock": self._rect_of(self.stock),
            "slots": dict(self.field_slots),
        }

    def _animate(self, before: dict[str, Any], view: dict[str, Any],
                 events: list[dict[str, Any]]) -> None:
        """Fly the cards of ``events`` over the new layout, veil where they land meanwhile, and
        announce a yaku, こいこい or 勝負."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the new widgets get their places now
        script = Script()
        piles = {self.me: self.my_pile, 1 - self.me: self.opponent_pile}
        flying: dict[int, Sprite] = {}
        veil_field: set[int] = set()
        veil_hand: set[int] = set()
        veil_pile: dict[int, set[int]] = {0: set(), 1: set()}
        lying: dict[int, QRectF] = dict(before["field"])  # field cards as the motion goes
        t = 0.0
        # one's own turn is over before the CPU's answer arrives (the draw keeps its pause);
        # another's takes its time
        mine = self.seat is not None and any(
            e.get("seat") == self.seat for e in events if e.get("type") in ("play", "choose"))
        pace = OWN_PACE if mine else OTHER_PACE

        def face(card: int):
            return lambda p, r: draw_card(p, r, card)

        def fly(card: int, src: QRectF, dst: QRectF, start: float, length: float,
                face_down: bool = False) -> Sprite:
            sprite = flying.get(card)
            if sprite is None:
                sprite = script.fly(face(card), src, dst, start, length, key=card,
                                    back=draw_back if face_down else None, turn=face_down,
                                    picture=("koikoi", card))
                flying[card] = sprite
            else:
                sprite.then(length, dst, start=start)
            return sprite

        def to_pile(seat: int, cards: list[int], start: float, first: QRectF) -> None:
            """``cards`` gather into ``seat``'s pile from where they lie (the first one, the
            card that captured, lies at ``first``)."""
            pile = piles[seat]
            for k, card in enumerate(cards):
                where = pile.card_rect(card)
                src = first if k == 0 else lying.pop(card, None)
                if where is None or src is None:
                    continue
                fly(card, src, self._rect_of(pile, where), start + 0.08 * k, pace["gather"])
                veil_pile[seat].add(card)

        def lay(seat: int, card: int, taken: list[int], src: QRectF, face_down: bool) -> float:
            """The card glides from ``src`` to the field, or onto its match and then with it
            into the pile. Returns when the next card may start."""
            length = pace["glide"]
            if not taken:
                if card in self.field_cards:
                    dst = self._rect_of(self.field_cards[card])
                    veil_field.add(card)
                elif card in self.drawn_cards:  # a drawn card waiting for a choice
                    dst = self._rect_of(self.drawn_cards[card])
                    self.drawn_cards[card].set_veiled(True)
                else:  # taken later in these events: where it lay meanwhile
                    dst = self._free_place(before)
                fly(card, src, dst, t, length, face_down)
                lying[card] = dst
                return length
            match = next((lying[c] for c in taken if c != card and c in lying), None)
            if match is None:
                return 0.0
            onto = match.translated(match.width() * 0.22, match.height() * 0.14)
            fly(card, src, onto, t, length, face_down)
            to_pile(seat, taken, t + length + 0.05, onto)
            return length + 0.05

        def shown_draw(card: int) -> QRectF:
            """Where a card turned from the stock is held up to be seen: beside the stock, a
            size larger than a field card."""
            stock = before["stock"]
            shown = QRectF(0, 0, stock.width() * 1.45, stock.height() * 1.45)
            shown.moveCenter(QPointF(stock.center().x() - stock.width() * 1.3, stock.center().y()))
            return shown

        names = self.player_names(view)
        # a round's end is announced by its score screen: no banner under it
        announcing = not any(e.get("type") == "round_end" for e in events)
        for e in events:
            kind = e.get("type")
            if kind == "deal":
                t = self._deal(script, before, view, veil_field, veil_hand)
            elif kind == "play":
                seat, card = e["seat"], e["card"]
                src = before["hand"].get(card)
                face_down = src is None
                if src is None:
                    row = before["rows"].get(seat) or [before["stock"]]
                    src = row[len(row) // 2]
                t += lay(seat, card, e.get("taken") or [], src, face_down)
            elif kind == "draw":
                # turned over where it lies, held up a moment, then on its way
                card = e["card"]
                held = shown_draw(card)
                fly(card, before["stock"], held, t, pace["turn"], face_down=True)
                t += pace["turn"] + pace["hold"]
                src = held
                if e.get("choose"):  # it waits beside the field for the choice
                    t += lay(e["seat"], card, [], src, False)
                else:
                    t += lay(e["seat"], card, e.get("taken") or [], src, False)
            elif kind == "choose":
                src = before["drawn"].get(e["card"])
                if src is not None:
                    t += lay(e["seat"], e["card"], e.get("taken") or [], src, False)
            elif kind == "yaku" and announcing:
                yaku = "・".join(QCoreApplication.translate("PlayerBar", str(y)) for y in e.get("yaku") or [])
                script.announce(yaku, self.tr("{0}　{1}点").format(names[e["seat"]], e["total"]), t)
            elif kind == "koikoi" and announcing:
                script.announce(self.tr("こいこい！"), names[e["seat"]], t)
            elif kind == "shobu" and announcing:
                script.announce(self.tr("勝負！"), names[e["seat"]], t)
        if not script:
            return
        for card in veil_field:
            if card in self.field_cards:
                self.field_cards[card].set_veiled(True)
        for card in veil_hand:
            if card in self.hand_cards:
                self.hand_cards[card].set_veiled(True)
        for seat, cards in veil_pile.items():
            if cards:
                piles[seat].set_veiled(cards)
        self.animate(script, own=mine)
        if not self.motion.running:
            self._unveil()
        for overlay in (self.score_panel, self.intro):  # these stay on top of flying cards
            if overlay.isVisible():
                overlay.raise_()

    def _deal(self, script: Script, before: dict[str, Any], view: dict[str, Any],
              veil_field: set[int], veil_hand: set[int]) -> float:
        """A new round: the field and the hands fly from the stock, one card after another.
        Returns when the deal is done."""
        stock = before["stock"]
        t = 0.0
        hand_rects = {c: self._rect_of(w) for c, w in self.hand_cards.items()}
        for card in view["field"]:
            widget = self.field_cards.get(card)
            if widget is None:
                continue
            script.fly(lambda p, r, c=card: draw_card(p, r, c), stock, self._rect_of(widget), t, 0.9,
                       key=card, back=draw_back, turn=True, picture=("koikoi", card))
            veil_field.add(card)
            t += 0.12
        for card, rect in hand_rects.items():
            script.fly(lambda p, r, c=card: draw_card(p, r, c), stock, rect, t, 0.9,
                       key=card, back=draw_back, turn=True, picture=("koikoi", card))
            veil_hand.add(card)
            t += 0.12
        return t + 0.9

    def _free_place(self, before: dict[str, Any]) -> QRectF:
        """Where a card laid on the field would have lain had it stayed: the first place free
        before these events, reckoned from a card that is still there."""
        slots = before["slots"]
        free = next(i for i in range(len(slots) + 1) if i not in slots.values())
        for card, slot in slots.items():
            if card in before["field"]:
                r = before["field"][card]
                step_x, step_y = self.px(FIELD_W) + 12, int(self.px(FIELD_W) * 1.5) + 18
                return r.translated((free // 2 - slot // 2) * step_x, (free % 2 - slot % 2) * step_y)
        r = before["stock"]
        return r.translated(-2 * r.width(), 0)

    def _unveil(self) -> None:
        for widget in (list(self.field_cards.values()) + list(self.drawn_cards.values())
                       + list(self.hand_cards.values())):
            widget.set_veiled(False)
        self.my_pile.set_veiled(set())
        self.opponent_pile.set_veiled(set())

    def _status_text(self, view: dict[str, Any]) -> str:
        head = self.tr("第{0}局／全{1}局").format(view["round"], view["rounds"])
        if view["phase"] in ("round_end", "match_end"):
            return head + "\n" + view["phase_label"]
        name = self.player_names(view)[view["turn"]]
        if self.seat is not None and view["turn"] == self.seat:
            what = self.tr("あなたの番：{0}").format(view["phase_label"])
        else:
            what = self.tr("{0}の番：{1}").format(name, view["phase_label"])
        return head + "\n" + what

    def _event_text(self, view: dict[str, Any], events: list[dict[str, Any]]) -> str:
        names = self.player_names(view)
        lines = []
        for event in events:
            kind = event.get("type")
            if kind == "play":
                line = self.tr("{0}：{1}を出した").format(
                    names[event["seat"]], QCoreApplication.translate("KoikoiCards", deck.name(event["card"]))
                )
                if event["taken"]:
                    line += self.tr("（{0}枚取り）").format(len(event["taken"]))
                lines.append(line)
            elif kind in ("draw", "choose") and not event.get("choose"):
                line = self.tr("{0}：{1}をめくった").format(
                    names[event["seat"]], QCoreApplication.translate("KoikoiCards", deck.name(event["card"]))
                )
                if event.get("taken"):
                    line += self.tr("（{0}枚取り）").format(len(event["taken"]))
                lines.append(line)
            elif kind == "yaku":
                lines.append(
                    self.tr("{0}：役ができた！ {1}点").format(names[event["seat"]], event["total"])
                )
            elif kind == "koikoi":
                lines.append(self.tr("{0}：「こいこい！」").format(names[event["seat"]]))
            elif kind == "shobu":
                lines.append(self.tr("{0}：「勝負！」").format(names[event["seat"]]))
        return "\n".join(lines[-5:])

    # -- legal-driven highlights and clicks --------------------------------------------------------

    def _plays(self) -> dict[int, list[dict[str, Any]]]:
        plays: dict[int, list[dict[str, Any]]] = {}
        for action in (self.view or {}).get("legal", []):
            if action["type"] == "play":
                plays.setdefault(action["card"], []).append(action)
        return plays

    def capturing_cards(self) -> set[int]:
        """Hand cards that can capture now: legal plays with a same-month card on the field."""
        if not self.view:
            return set()
        months = {deck.month(c) for c in self.view["field"]}
        return {c for c in self._plays() if deck.month(c) in months}

    def target_cards(self) -> set[int]:
        """Field cards to pick now: the drawn card's choices, or the selected hand card's."""
        if not self.view:
            return set()
        legal = self.view["legal"]
        targets = {a["target"] for a in legal if a["type"] == "choose"}
        if self.selected is not None:
            targets |= {a["target"] for a in self._plays().get(self.selected, []) if "target" in a}
        return targets

    def hinted_cards(self) -> set[int]:
        """The field cards the hovered hand card would take if played now: every field card of
        its month (they glow light blue while the pointer is on the hand card)."""
        if not self.view or self.hovered not in self._plays():
            return set()
        return {c for c in self.view["field"] if deck.month(c) == deck.month(self.hovered)}

    def _refresh_glow(self) -> None:
        capturing = self.capturing_cards()
        for card, widget in self.hand_cards.items():
            widget.set_glow("gold" if card in capturing else None)
            widget.set_lifted(card == self.selected)
            widget.setCursor(Qt.PointingHandCursor if card in self._plays() else Qt.ArrowCursor)
        targets = self.target_cards()
        hinted = self.hinted_cards()
        for card, widget in self.field_cards.items():
            widget.set_glow("green" if card in targets else "hint" if card in hinted else None)

    def _hand_hovered(self, card: int) -> None:
        self.hovered = card if card >= 0 else None
        self._refresh_glow()

    def _hand_clicked(self, card: int) -> None:
        actions = self._plays().get(card, [])
        if not actions:
            return
        if len(actions) == 1:
            self._send(actions[0])
            return
        self.selected = None if self.selected == card else card
        self._refresh_glow()

    def _field_clicked(self, card: int) -> None:
        if not self.view:
            return
        for action in self.view["legal"]:
            if action["type"] == "choose" and action["target"] == card:
                self._send(action)
                return
        if self.selected is not None:
            for action in self._plays().get(self.selected, []):
                if action.get("target") == card:
                    self._send(action)
                    return

    def _send(self, action: dict[str, Any]) -> None:
        if self.view is None or action not in self.view["legal"]:
            return
        self.selected = None
        self.intro.hide()  # play has begun: the introduction steps aside
        self.action_requested.emit(dict(action))

    # -- characters ---------------------------------------------------------------------------

    def show_intro(self, character: str) -> None:
        if not self.view:
            return
        for c in self.view["characters"]:
            if c["id"] == character:
                self.intro.setText(f"<b>{c['name']}</b><br>{c['intro']}")
                # the whole text at its fixed width (adjustSize would cut a wrapped line)
                self.intro.resize(self.intro.width(), self.intro.heightForWidth(self.intro.width()))
                self._place_overlays()
                self.intro.show()
                self.intro.raise_()
                self.intro_timer.start()
                return

    # -- frame --------------------------------------------------------------------------------

    def _place_overlays(self) -> None:
        self.score_panel.adjustSize()
        w = max(self.score_panel.sizeHint().width(), 420)
        h = self.score_panel.sizeHint().height()
        self.score_panel.setGeometry(
            (self.width() - w) // 2, max(0, (self.height() - h) // 2), w, h
        )
        self.intro.move((self.width() - self.intro.width()) // 2, 80)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.motion.finish()  # the cards' places have moved
        scale = self.scale_for(self.width(), self.height())
        if abs(scale - self.scale) > 0.02:
            self._apply_scale(scale)
        self._place_overlays()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), FELT)
        p.end()


__all__ = ["KoikoiView"]
