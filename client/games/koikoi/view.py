"""The koi-koi table: the opponent at the top, the field and the stock in the middle, your hand
at the bottom. Everything playable comes from ``view["legal"]``: hand cards that can capture
glow gold; when there is a choice, the capturable field cards glow green and a second click
picks one; 「こいこい」「勝負！」 appear when that decision is legal; the score screen offers
「次の局へ」.

The events of each view are animated over the final layout by a motion layer (motion_layer.py):
the played card glides from the hand to the field or onto its match, captured cards gather into
the player's pile, the stock card turns over. Field cards keep their places between views so a
card's glide ends where it will stay."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.games.base import GameView
from client.games.koikoi import deck
from client.games.koikoi.card_widget import CardWidget
from client.games.koikoi.motion_layer import Flight, MotionLayer
from client.games.koikoi.pile_widget import PileWidget
from client.games.koikoi.player_bar import PlayerBar
from client.games.koikoi.score_panel import ScorePanel
from client.sound import most_notable

FELT = QColor("#2f5d3a")
INTRO_MS = 9000  # the opponent's introduction stays this long unless clicked away or play begins
LABEL_STYLE = "color: #f6efde; font-family: IPAexGothic; font-size: 14px;"
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
        self.hand_cards: dict[int, CardWidget] = {}
        self.field_cards: dict[int, CardWidget] = {}
        self.field_slots: dict[int, int] = {}  # card -> place in the field grid, kept while it lies
        self.drawn_cards: dict[int, CardWidget] = {}
        self.setMinimumSize(900, 680)

        self.opponent_bar = PlayerBar()
        self.opponent_hand = QHBoxLayout()
        self.opponent_hand.setSpacing(0)
        self.opponent_pile = PileWidget()
        self.field_grid = QGridLayout()
        self.field_grid.setSpacing(4)
        self.field_grid.setAlignment(Qt.AlignCenter)
        self.stock = CardWidget(None, 54)
        self.stock_count = QLabel()
        self.drawn_area = QVBoxLayout()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.log = QLabel()
        self.log.setWordWrap(True)
        for label in (self.stock_count, self.status, self.log):
            label.setStyleSheet(LABEL_STYLE)
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

        top = QHBoxLayout()
        top.addWidget(self.opponent_bar, 1)
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
        middle.addWidget(info_box)
        bottom = QHBoxLayout()
        bottom.addWidget(self.my_bar, 1)
        bottom.addWidget(self.koikoi_button)
        bottom.addWidget(self.shobu_button)

        layout = QVBoxLayout(self)
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
        self.motion = MotionLayer(self)
        self.motion.settled.connect(self._unveil)
        self.opponent_bar.face_clicked.connect(self.show_intro)
        self.my_bar.face_clicked.connect(self.show_intro)

    # -- drawing ------------------------------------------------------------------------------

    @property
    def me(self) -> int:
        return self.seat if self.seat is not None else 0

    def unit_ms(self) -> int:
        """One glide of a card."""
        return 120 if self.fast_animation else 350

    def finish_animation(self) -> None:
        """Skip to the end of any running animation (the table already is the final state)."""
        self.motion.finish()

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.motion.finish()
        before = self._snapshot() if self.view is not None else None
        self._show(view, events)
        if before is not None and events and self.isVisible():
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
        self._fill_row(self.opponent_hand, [None] * view["hand_counts"][opp], 28, {})
        hand = view["hand"] if view["hand"] is not None else [None] * view["hand_counts"][me]
        self.hand_cards = self._fill_row(self.hand_row, hand, 60, {}, self._hand_clicked)
        self._fill_field(view["field"])
        self.stock.setVisible(view["stock_count"] > 0)
        self.stock_count.setText(self.tr("山札 {0}枚").format(view["stock_count"]))
        drawn = [view["drawn"]] if view["drawn"] is not None else []
        self.drawn_cards = self._fill_row(self.drawn_area, drawn, 54, {})
        legal_types = {a["type"] for a in view["legal"]}
        self.koikoi_button.setVisible("koikoi" in legal_types)
        self.shobu_button.setVisible("shobu" in legal_types)
        self.status.setText(self._status_text(view))
        if events:
            self.log.setText(self._event_text(view, events))
        self._refresh_glow()
        if view["round_result"] is not None and view["phase"] in ("round_end", "match_end"):
            self.score_panel.show_result(view, self.seat)
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
        while layout.count():
            item = layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        widgets: dict[int, CardWidget] = {}
        layout.addStretch(1)
        for card in cards:
            widget = CardWidget(card, width)
            if card is not None:
                widgets[card] = widget
                if on_click is not None:
                    widget.clicked.connect(on_click)
            layout.addWidget(widget)
            widget.show()  # now, not when the event loop gets to it: the layout counts it
        layout.addStretch(1)
        return widgets

    def _fill_field(self, cards: list[int]) -> None:
        while self.field_grid.count():
            item = self.field_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
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
            self.field_grid.setColumnMinimumWidth(column, 62 if column < columns else 0)
        for row in range(2):
            self.field_grid.setRowMinimumHeight(row, 95 if columns else 0)
        for card in cards:
            widget = CardWidget(card, 54)
            widget.clicked.connect(self._field_clicked)
            self.field_cards[card] = widget
            self.field_grid.addWidget(widget, slots[card] % 2, slots[card] // 2)
            widget.show()

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
        """Fly the cards of ``events`` over the new layout; veil where they land meanwhile."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the new widgets get their places now
        piles = {self.me: self.my_pile, 1 - self.me: self.opponent_pile}
        flights: list[Flight] = []
        veil_field: set[int] = set()
        veil_pile: dict[int, set[int]] = {0: set(), 1: set()}
        lying: dict[int, QRectF] = dict(before["field"])  # field cards as the motion goes
        t = 0.0

        def flight_of(card: int, face_down: bool = False) -> Flight:
            flight = next((f for f in flights if f.card == card), None)
            if flight is None:
                flight = Flight(card, face_down=face_down)
                flights.append(flight)
            return flight

        def to_pile(seat: int, cards: list[int], start: float, first: QRectF) -> None:
            """``cards`` gather into ``seat``'s pile from where they lie (the first one, the
            card that captured, lies at ``first``)."""
            pile = piles[seat]
            for k, card in enumerate(cards):
                where = pile.card_rect(card)
                src = first if k == 0 else lying.pop(card, None)
                if where is None or src is None:
                    continue
                flight_of(card).add(start + 0.1 * k, start + 0.1 * k + 0.8, src,
                                    self._rect_of(pile, where))
                veil_pile[seat].add(card)

        def lay(seat: int, card: int, taken: list[int], src: QRectF, face_down: bool) -> float:
            """The card glides from ``src`` to the field, or onto its match and then with it
            into the pile. Returns the time it all takes."""
            if not taken:
                if card in self.field_cards:
                    dst = self._rect_of(self.field_cards[card])
                    veil_field.add(card)
                elif card in self.drawn_cards:  # a drawn card waiting for a choice
                    dst = self._rect_of(self.drawn_cards[card])
                    self.drawn_cards[card].set_veiled(True)
                else:  # taken later in these events: where it lay meanwhile
                    dst = self._free_place(before)
                flight_of(card, face_down).add(t, t + 1, src, dst)
                lying[card] = dst
                return 1.0
            match = next((lying[c] for c in taken if c != card and c in lying), None)
            if match is None:
                return 0.0
            onto = match.translated(match.width() * 0.22, match.height() * 0.14)
            flight_of(card, face_down).add(t, t + 1, src, onto)
            to_pile(seat, taken, t + 1.15, onto)
            return 1.15 + 0.8 + 0.1 * (len(taken) - 1)

        for e in events:
            kind = e.get("type")
            if kind == "play":
                seat, card = e["seat"], e["card"]
                src = before["hand"].get(card)
                face_down = src is None
                if src is None:
                    row = before["rows"].get(seat) or [before["stock"]]
                    src = row[len(row) // 2]
                t += lay(seat, card, e.get("taken") or [], src, face_down)
            elif kind == "draw":
                t += lay(e["seat"], e["card"], e.get("taken") or [], before["stock"], True)
            elif kind == "choose":
                src = before["drawn"].get(e["card"])
                if src is not None:
                    t += lay(e["seat"], e["card"], e.get("taken") or [], src, False)
        if not flights or t <= 0:
            return
        for card in veil_field:
            self.field_cards[card].set_veiled(True)
        for seat, cards in veil_pile.items():
            if cards:
                piles[seat].set_veiled(cards)
        self.motion.start(flights, self.unit_ms())
        self.motion.raise_()
        for overlay in (self.score_panel, self.intro):  # these stay on top of flying cards
            if overlay.isVisible():
                overlay.raise_()

    def _free_place(self, before: dict[str, Any]) -> QRectF:
        """Where a card laid on the field would have lain had it stayed: the first place free
        before these events, reckoned from a card that is still there."""
        slots = before["slots"]
        free = next(i for i in range(len(slots) + 1) if i not in slots.values())
        for card, slot in slots.items():
            if card in before["field"]:
                r = before["field"][card]
                return r.translated((free // 2 - slot // 2) * 66, (free % 2 - slot % 2) * 99)
        r = before["stock"]
        return r.translated(-2 * r.width(), 0)

    def _unveil(self) -> None:
        for widget in list(self.field_cards.values()) + list(self.drawn_cards.values()):
            widget.set_veiled(False)
        self.my_pile.set_veiled(set())
        self.opponent_pile.set_veiled(set())

    def _status_text(self, view: dict[str, Any]) -> str:
        head = self.tr("第{0}局／全{1}局").format(view["round"], view["rounds"])
        if view["phase"] in ("round_end", "match_end"):
            return head + "\n" + self.tr(view["phase_label"])
        name = view["characters"][view["turn"]]["name"]
        if self.seat is not None and view["turn"] == self.seat:
            what = self.tr("あなたの番：{0}").format(self.tr(view["phase_label"]))
        else:
            what = self.tr("{0}の番：{1}").format(name, self.tr(view["phase_label"]))
        return head + "\n" + what

    def _event_text(self, view: dict[str, Any], events: list[dict[str, Any]]) -> str:
        names = [c["name"] for c in view["characters"]]
        lines = []
        for event in events:
            kind = event.get("type")
            if kind == "play":
                line = self.tr("{0}：{1}を出した").format(
                    names[event["seat"]], deck.name(event["card"])
                )
                if event["taken"]:
                    line += self.tr("（{0}枚取り）").format(len(event["taken"]))
                lines.append(line)
            elif kind in ("draw", "choose") and not event.get("choose"):
                line = self.tr("{0}：{1}をめくった").format(
                    names[event["seat"]], deck.name(event["card"])
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

    def _refresh_glow(self) -> None:
        capturing = self.capturing_cards()
        for card, widget in self.hand_cards.items():
            widget.set_glow("gold" if card in capturing else None)
            widget.set_lifted(card == self.selected)
            widget.setCursor(Qt.PointingHandCursor if card in self._plays() else Qt.ArrowCursor)
        targets = self.target_cards()
        for card, widget in self.field_cards.items():
            widget.set_glow("green" if card in targets else None)

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
                self.intro.setText(f"<b>{c['name']}</b><br>{self.tr(c['intro'])}")
                self.intro.adjustSize()
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
        self._place_overlays()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), FELT)
        p.end()


__all__ = ["KoikoiView"]
