"""汎用練習's local host: the real 競技かるた engine run in this process, with a Qt timer as its
clock, and the table view (KarutaView) as the player's seat.

The player is seat 0; seat 1 is the absent partner (partner.py), who never takes a card: the
engine is told it is a COM, so the player's touches are judged at once. Every action the view
asks for goes to ``game.act(state, 0, action, now)`` (but ``hover``: the 特殊技 are moves against
a COM that takes cards, and no one takes here); the partner then does what its view requires,
and past a 勝負あり the practice goes on by itself (partner.py ``carry_on``). The engine's
``deadline`` is when the timer next runs ``tick``. After each step the player's view and that
step's events go to ``view.show_view``, and the recorder notes what happened (records.py).
``now`` is the view's clock (``time.monotonic``), so the reading the view keeps on its own clock
and the engine's judging agree exactly. What the engine says for people travels as texts (codes,
server/games/karuta/texts.py): with no host to render them, the driver renders each view, its
events and every refusal in the interface's language itself (``HOST_TEXTS``), as the bridge does
for a match.

This and the other modules of this package are, with client/launcher.py, the places the client
imports the server package: a practice runs the engine itself, with no host.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from client.games.karuta.practice.partner import PARTNER, PLAYER, carry_on, partner_action
from client.games.karuta.practice.records import PracticeRecorder
from client.games.karuta.practice.texts import add_texts
from client.i18n import HOST_TEXTS
from server.games.contract import GameError, visible_events
from server.games.karuta.engine import KarutaGame
from server.games.karuta.state import Phase

PARTNER_STEPS = 8  # the partner never needs more actions than this in one step (move + proceed …)


class PracticeDriver(QObject):
    """Runs one practice session. ``view`` is any object with ``show_view(view, events)`` and an
    ``action_requested`` signal (the KarutaView)."""

    finished = Signal()
    refused = Signal(str)  # an action the engine refused: why, in the interface's language
    stepped = Signal()

    def __init__(self, settings: dict[str, Any], seed: int, view: Any, player_name: str,
                 clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = KarutaGame(release_as_heard=False)  # local: it may keep everything
        add_texts()
        self.clock = clock
        self.settings = self.game.validate_settings(settings)
        self.state = self.game.new(self.settings, 2, seed)
        self.game.seat_players(self.state, [player_name, None])  # the partner: see partner.py
        self.rng = random.Random(f"karuta-practice-partner:{seed}")  # the partner's picks
        self.recorder = PracticeRecorder()
        self.view = view
        self.cards = len(self.state.field)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)
        view.action_requested.connect(self.act)
        self.connected = True
        self._show([])

    # -- the player's actions -------------------------------------------------------------------

    def act(self, action: dict[str, Any]) -> None:
        if self.done or action.get("type") == "hover":
            return  # 特殊技 are played against a COM that takes cards; the partner never does
        try:
            events = self.game.act(self.state, PLAYER, dict(action), self.clock())
        except GameError as error:
            self.refused.emit(HOST_TEXTS.render(error.text))
            return
        self._show(events)

    # -- the clock ------------------------------------------------------------------------------

    def _tick(self) -> None:
        if self.done:
            return
        self._show(self.game.tick(self.state, self.clock()))

    def _schedule(self) -> None:
        due = self.game.deadline(self.state)
        if due is None or self.done:
            self.timer.stop()
            return
        self.timer.start(max(0, round((due - self.clock()) * 1000)))

    # -- the partner, the view, the records -------------------------------------------------------

    def _partner(self) -> list[dict[str, Any]]:
        """The partner's actions, then the player's answer to a 勝負あり, until neither has any."""
        events: list[dict[str, Any]] = []
        for _ in range(PARTNER_STEPS):
            action = partner_action(self.game.view(self.state, PARTNER), self.rng)
            seat = PARTNER
            if action is None:
                action, seat = carry_on(self.game.view(self.state, PLAYER)), PLAYER
            if action is None:
                break
            events += self.game.act(self.state, seat, action, self.clock())
        return events

    def _show(self, events: list[dict[str, Any]]) -> None:
        events = list(events) + self._partner()
        mine = visible_events(events, PLAYER)
        view = self.game.view(self.state, PLAYER)
        self.recorder.observe(view)
        self.view.show_view(HOST_TEXTS.rendered(view), HOST_TEXTS.rendered(mine))
        self._schedule()
        self.stepped.emit()
        if self.done:
            self.finished.emit()

    @property
    def done(self) -> bool:
        return self.state.phase == Phase.FINISHED

    def player_view(self) -> dict[str, Any]:
        return self.game.view(self.state, PLAYER)

    def stop(self) -> None:
        self.timer.stop()
        if self.connected:
            self.view.action_requested.disconnect(self.act)
            self.connected = False


__all__ = ["PracticeDriver"]
