"""The daifugō table view: the table canvas, the play log and score table, the hand and the
buttons. It holds no rules: 「出す」「渡す」 are enabled only when the selected cards are exactly a
legal action's cards (up to identical copies), 「パス」「次へ」 only when ``legal`` has them.

Keys: Enter (or Space) presses 出す／渡す／次へ, P presses パス. The ☰ menu's 「出せないときは自動で
パス」 passes for you when ``legal`` offers nothing but a pass."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from client.games.base import GameView
from client.games.daifugo.card_painter import face_of
from client.games.daifugo.hand_widget import HandWidget
from client.games.daifugo.log_widget import PlayLog
from client.games.daifugo.score_table import ScoreTable
from client.games.daifugo.table_canvas import TableCanvas
from client.games.daifugo.table_motion import hand_places, script_for
from client.sound import most_notable


def face_key(cards: list[str]) -> tuple[str, ...]:
    return tuple(sorted(face_of(c) for c in cards))


AUTO_PASS_MS = 700  # the player sees the turn come round before the pass goes


class DaifugoView(GameView):
    client_options = (("auto_pass", "出せないときは自動でパス", False),)

    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.view: dict[str, Any] | None = None
        self.auto_pass = False
        self.auto_pass_timer = QTimer(self, singleShot=True, interval=AUTO_PASS_MS)
        self.auto_pass_timer.timeout.connect(self._auto_pass)
        self.table = TableCanvas(self)
        self.log = PlayLog(self)
        self.scores = ScoreTable(self)
        self.hand = HandWidget(self)
        self.table.hides = self.motion.hides
        self.hand.hides = self.motion.hides
        self.motion.settled.connect(self.table.update)
        self.motion.settled.connect(self.hand.update)
        self.hint = QLabel(self)
        self.me_label = QLabel(self)
        self.sort_button = QPushButton(self.tr("マーク順"), self)
        self.sort_button.setCheckable(True)
        self.play_button = QPushButton(self.tr("出す"), self)
        self.pass_button = QPushButton(self.tr("パス"), self)
        self.give_button = QPushButton(self.tr("渡す"), self)
        self.next_button = QPushButton(self.tr("次へ"), self)
        for b in (self.play_button, self.pass_button, self.give_button, self.next_button):
            b.setMinimumWidth(84)
            b.setMinimumHeight(32)

        side = QSplitter(Qt.Orientation.Vertical, self)
        side.addWidget(self.log)
        side.addWidget(self.scores)
        top = QHBoxLayout()
        top.addWidget(self.table, 3)
        top.addWidget(side, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.sort_button)
        buttons.addWidget(self.me_label)
        buttons.addWidget(self.hint, 1)
        for b in (self.play_button, self.pass_button, self.give_button, self.next_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.hand)
        layout.addLayout(buttons)

        self.hand.selection_changed.connect(self._update_buttons)
        self.sort_button.toggled.connect(self._sort_toggled)
        self.play_button.clicked.connect(self._play_clicked)
        self.pass_button.clicked.connect(lambda: self._send_type("pass"))
        self.give_button.clicked.connect(self._give_clicked)
        self.next_button.clicked.connect(lambda: self._send_type("next"))
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            QShortcut(QKeySequence(key), self, self.press_main)
        QShortcut(QKeySequence(Qt.Key.Key_P), self, self.pass_button.click)
        self.play_button.setToolTip(self.tr("Enter"))
        self.give_button.setToolTip(self.tr("Enter"))
        self.next_button.setToolTip(self.tr("Enter"))
        self.pass_button.setToolTip(self.tr("P"))
        self._update_buttons()

    def set_option(self, key: str, on: bool) -> None:
        super().set_option(key, on)
        if key == "auto_pass":
            self.auto_pass = on
            self._schedule_auto_pass()

    def press_main(self) -> None:
        """Enter: the one forward button this phase shows, if it is enabled."""
        for button in (self.play_button, self.give_button, self.next_button):
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    def only_pass(self) -> bool:
        """My turn, and ``legal`` offers a pass and nothing else."""
        legal = (self.view or {}).get("legal", [])
        return bool(legal) and all(a.get("type") == "pass" for a in legal)

    def _schedule_auto_pass(self) -> None:
        if self.auto_pass and self.only_pass():
            self.auto_pass_timer.start()
        else:
            self.auto_pass_timer.stop()

    def _auto_pass(self) -> None:
        if self.auto_pass and self.only_pass():
            self._send_type("pass")

    # -- shell interface ------------------------------------------------------------------

    def set_seats(self, seats: list[dict[str, Any]]) -> None:
        super().set_seats(seats)
        self._refresh()

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.finish_animation()
        old = self.view
        before = hand_places(self)
        self.view = view
        legal = view.get("legal", [])
        faces = {face_of(c) for a in legal for c in a.get("cards", [])}
        hand = view.get("hand") or []
        # dim the cards no legal action uses, only while this seat has something to do
        playable = {c for c in hand if face_of(c) in faces} if legal else None
        self.hand.set_cards(hand, playable)
        self._refresh()
        self._schedule_auto_pass()
        if old is not None and events:
            mine = self.seat is not None and any(
                e.get("seat") == self.seat for e in events if e.get("type") in ("play", "pass"))
            self.animate(script_for(self, old, view, events, before), own=mine)
            self.table.update()  # what is in the air is left out of the table's picture
            self.hand.update()
        my_turn = view.get("phase") == "play" and view.get("turn") is not None \
            and view.get("turn") == self.seat
        self.play_event_sound(self.sound_for(events), my_turn)

    def sound_for(self, events: list[dict[str, Any]]) -> str | None:
        """The effect for what just happened: a card laid down, the field swept (8切り, all
        passed), a revolution, going out or the hand's end; a pass is silent."""
        names: list[str | None] = []
        for e in events:
            kind = e.get("type")
            if kind in ("play", "give", "exchange_cards"):
                names.append("card")
            elif kind == "clear":
                names.append("capture")
            elif kind in ("revolution", "eleven_back"):
                names.append("yaku")
            elif kind == "out":
                names.append("win" if e.get("seat") == self.seat else "capture")
            elif kind == "fall":
                names.append("error" if e.get("seat") == self.seat else "capture")
            elif kind == "hand_over":
                ranks = e.get("ranks") or []
                mine = ranks[self.seat] if self.seat is not None and self.seat < len(ranks) else 0
                names.append("win" if mine == 1 else "yaku")
        return most_notable(names)

    # -- helpers --------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        if seat < len(self.seats) and self.seats[seat].get("name"):
            name = str(self.seats[seat]["name"])
        else:
            name = self.tr("席{0}").replace("{0}", str(seat + 1))
        return name

    def _refresh(self) -> None:
        view = self.view
        self.table.set_state(view, self.seats)
        if view is not None:
            self.log.set_entries(view.get("log", []), self.seat_name)
            self.scores.set_scores(view, self.seat_name)
        self._update_buttons()

    def _legal(self, kind: str) -> list[dict[str, Any]]:
        if self.view is None:
            return []
        return [a for a in self.view.get("legal", []) if a.get("type") == kind]

    def matching(self, kind: str) -> dict[str, Any] | None:
        """The legal action of ``kind`` whose cards are the selection (None if none)."""
        chosen = self.hand.selected()
        if not chosen:
            return None
        key = face_key(chosen)
        for a in self._legal(kind):
            if face_key(a["cards"]) == key:
                return a
        return None

    def _update_buttons(self) -> None:
        view = self.view
        phase = view.get("phase") if view else None
        self.play_button.setEnabled(self.matching("play") is not None)
        self.pass_button.setEnabled(bool(self._legal("pass")))
        self.give_button.setVisible(phase == "exchange")
        self.give_button.setEnabled(self.matching("give") is not None)
        self.next_button.setVisible(phase in ("hand_over", "match_over"))
        self.next_button.setEnabled(bool(self._legal("next")))
        self.play_button.setVisible(phase != "exchange")
        self.pass_button.setVisible(phase != "exchange")
        self.hint.setText(self.hint_text())
        self.me_label.setText(self.me_text())

    def me_text(self) -> str:
        """My own name, title and points, shown beside the hand."""
        view = self.view
        if view is None or view.get("seat") is None:
            return self.tr("観戦中")
        me = view["seat"]
        parts = [self.seat_name(me)]
        if view["titles"][me]:
            parts.append(self.table.title_text(view["titles"][me]))
        parts.append(self.tr("{0}点").replace("{0}", str(view["totals"][me])))
        return "  ".join(parts) + "  |"

    def hint_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        phase = view["phase"]
        if phase == "match_over":
            return self.tr("対戦が終わりました")
        if phase == "hand_over":
            if self._legal("next"):
                return self.tr("「次へ」で次のゲームへ進みます")
            return self.tr("ほかの人を待っています")
        if phase == "exchange":
            gives = self._legal("give")
            if gives:
                n = len(gives[0]["cards"])
                return self.tr("相手に渡すカードを{0}枚選んでください").replace("{0}", str(n))
            return self.tr("カード交換中です")
        turn = view.get("turn")
        if turn is not None and turn == view.get("seat") and not self.replaying:
            if self._legal("play"):
                return self.tr("あなたの番です。カードを選んでください")
            return self.tr("あなたの番です。出せるカードがありません")
        if turn is not None:
            return self.tr("{0} の番です").replace("{0}", self.seat_name(turn))
        return ""

    # -- actions --------------------------------------------------------------------------

    def _sort_toggled(self, by_suit: bool) -> None:
        self.sort_button.setText(self.tr("強さ順") if by_suit else self.tr("マーク順"))
        self.hand.set_sort_by_suit(by_suit)

    def _play_clicked(self) -> None:
        action = self.matching("play")
        if action is not None:
            self.hand.clear_selection()
            self.action_requested.emit(dict(action))

    def _give_clicked(self) -> None:
        action = self.matching("give")
        if action is not None:
            self.hand.clear_selection()
            self.action_requested.emit(dict(action))

    def _send_type(self, kind: str) -> None:
        actions = self._legal(kind)
        if actions:
            self.hand.clear_selection()
            self.action_requested.emit(dict(actions[0]))
