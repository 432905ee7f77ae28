"""Deltacle's table view: the track on the left; every player's board, your hand and the play
log on the right; the final scoring when the game ends. Drawn from the view dict only."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.games.base import GameView
from client.games.deltacle.hand_panel import HandPanel
from client.games.deltacle.player_board import PlayerBoard
from client.games.deltacle.result_panel import ResultPanel
from client.games.deltacle.texts import character_name, event_line, pending_prompt
from client.games.deltacle.track import TrackWidget
from client.sound import most_notable

LOG_LINES = 200


class DeltacleView(GameView):
    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.view: dict[str, Any] | None = None
        self.track = TrackWidget(self)
        self.track.motion = self.motion
        self.track.settled.connect(self._refresh_boards)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.boards_box = QVBoxLayout()
        self.boards: list[PlayerBoard] = []
        self.hand = HandPanel(self)
        self.hand.action_chosen.connect(self._send)
        self.result_panel = ResultPanel(self)
        self.log = QListWidget(self)
        self.log.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.log.setMinimumHeight(56)
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        side = QVBoxLayout()
        side.addWidget(self.status)
        side.addLayout(self.boards_box)
        side.addWidget(self.result_panel)
        side.addWidget(self.hand)
        side.addWidget(self.log, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.track, 3)
        layout.addLayout(side, 2)

    # -- names ----------------------------------------------------------------------------------

    def names(self, view: dict[str, Any]) -> list[str]:
        out = []
        for player in view["players"]:
            seat = player["seat"]
            info = self.seats[seat] if seat < len(self.seats) else {}
            name = info.get("name") or self.tr("席{0}").format(seat + 1)
            if info.get("you") or seat == self.seat:
                name += self.tr("(あなた)")
            out.append(name or character_name(player["character"]))
        return out

    # -- contract with the shell -----------------------------------------------------------------

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self._show(view, events)
        my_turn = self.seat is not None and view.get("phase") != "over" and bool(view.get("legal"))
        self.play_event_sound(self.sound_for(events), my_turn)

    def sound_for(self, events: list[dict[str, Any]]) -> str | None:
        """The effect for what just happened: the cards revealed, a collision, chips picked
        up or taken, a pentacle, the end of the game."""
        names: list[str | None] = []
        for e in events:
            kind = e.get("type")
            if kind == "reveal":
                names.append("card")
            elif kind == "collision":
                names.append("error" if e.get("victim") == self.seat else "stamp")
            elif kind in ("pickup", "sweep", "gain", "steal"):
                names.append("capture")
            elif kind == "pentacle":
                names.append("yaku")
            elif kind == "game_over":
                ranks = e.get("ranks") or []
                mine = ranks[self.seat] if self.seat is not None and self.seat < len(ranks) else 1
                names.append("win" if mine == 1 else "yaku")
        return most_notable(names)

    def _show(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.view = view
        names = self.names(view)
        if not (self.track.heading_to(view) and self.motion.running):
            self.finish_animation()
            self.animate(self.track.show_view(view, events, names))
        if not self.track.animating:  # else the boards follow once the moves have played out
            self._boards(view, names)
        for event in events:
            if event.get("to") not in (None, self.seat):
                continue
            line = event_line(event, names)
            if line:
                self.log.addItem(line)
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()
        self.status.setText(self._status_text(view, names))
        over = bool(view.get("result"))
        self.hand.setVisible(self.seat is not None and not over)
        self.hand.set_view(view, self._prompt(view, names))
        # the final scoring takes the boards' place: the boards go first, so that the two are
        # never asked for room at once (the window grew past a laptop's screen that way)
        for board in self.boards:
            board.setVisible(not over)
        if over:
            self.result_panel.set_result(view, names)
        else:
            self.result_panel.hide()

    def _refresh_boards(self) -> None:
        if self.view is not None:
            self._boards(self.view, self.names(self.view))

    def _boards(self, view: dict[str, Any], names: list[str]) -> None:
        players = view["players"]
        while len(self.boards) < len(players):
            board = PlayerBoard(self)
            board.setVisible(not view.get("result"))
            self.boards.append(board)
            self.boards_box.addWidget(board)
        while len(self.boards) > len(players):
            self.boards.pop().deleteLater()
        pending = view.get("pending")
        result = view.get("result")
        for board, player in zip(self.boards, players, strict=True):
            seat = player["seat"]
            board.set_player(
                player, names[seat], view["phase"], seat == self.seat,
                deciding=bool(pending and pending["seat"] == seat),
                points=result["points"][seat] if result else None,
            )

    def _status_text(self, view: dict[str, Any], names: list[str]) -> str:
        text = self.tr("第{0}手番").format(view["round"])
        if view["phase"] == "control":
            waiting = [names[p["seat"]] for p in view["players"] if not p["chosen"]]
            text += self.tr(" ❶駒の制御 — 選択待ち: {0}").format("、".join(waiting))
        elif view["phase"] == "resolve":
            text += self.tr(" ❷駒の移動")
        else:
            text += self.tr(" ゲーム終了")
        return text

    def _prompt(self, view: dict[str, Any], names: list[str]) -> str:
        if view["phase"] == "over":
            return self.tr("ゲームは終了しました。")
        if view.get("pending"):
            return pending_prompt(view["pending"], self.seat, names)
        if view["legal"]:
            return self.tr("カードを選び、向きを決めてください(全員が選ぶと一斉に公開)。")
        return self.tr("ほかのプレイヤーの選択を待っています…")

    def _send(self, action: dict[str, Any]) -> None:
        if self.view and action in self.view.get("legal", []):
            self.action_requested.emit(action)
