"""A tiny test-only game with a clock (not part of the product): 早押し数え.

Seats take turns saying a number; each turn lasts ``TURN_SECONDS`` by the host's clock, and a
seat that lets it run out passes its turn (the clock's tick). After a restart the game resumes
as if the host had never been down: the turn keeps the time it had left (``Game.resume``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from protocol.schema import Field
from server.games.contract import CpuLevel, Event, Game, NotYourTurn, Result, check_action

TURN_SECONDS = 10.0
ACTIONS = {"say": {"n": Field("int", minimum=1, maximum=3)}}


@dataclass
class TimerState:
    seats: int
    turn: int = 0
    total: int = 0
    due: float | None = None  # when the turn runs out (None: the first tick sets it)
    passes: int = 0
    resumed: int = 0


class TimerGame(Game):
    id = "timer"
    title = "早押し"
    kind = "turn"
    min_seats = 2
    max_seats = 2
    default_seats = 2
    cpu_levels = (CpuLevel("easy", "やさしい"),)
    state_type = TimerState

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> TimerState:
        return TimerState(seats)

    def view(self, state: TimerState, seat: int | None) -> dict[str, Any]:
        legal = [{"type": "say", "n": n} for n in (1, 2, 3)] if seat == state.turn and not self._over(state) else []
        return {"turn": state.turn, "total": state.total, "due": state.due, "passes": state.passes,
                "legal": legal}

    def act(self, state: TimerState, seat: int, action: dict[str, Any], now: float) -> list[Event]:
        check_action(action, ACTIONS)
        if seat != state.turn or self._over(state):
            raise NotYourTurn()
        state.total += action["n"]
        state.turn = 1 - state.turn
        state.due = now + TURN_SECONDS
        return [{"type": "said", "seat": seat, "n": action["n"]}]

    def tick(self, state: TimerState, now: float) -> list[Event]:
        if state.due is None:
            state.due = now + TURN_SECONDS
            return [{"type": "clock"}]
        if now < state.due or self._over(state):
            return []
        state.passes += 1
        state.turn = 1 - state.turn
        state.due = now + TURN_SECONDS
        return [{"type": "passed"}]

    def deadline(self, state: TimerState) -> float | None:
        if self._over(state):
            return None
        return 0.0 if state.due is None else state.due

    def resume(self, state: TimerState, since: float, now: float) -> list[Event]:
        if state.due is None or self._over(state):
            return []
        state.due += now - since  # the turn keeps the time it had left
        state.resumed += 1
        return [{"type": "resumed", "down": now - since}]

    def waiting_on(self, state: TimerState) -> tuple[int, ...]:
        return () if self._over(state) else (state.turn,)

    def result(self, state: TimerState) -> Result | None:
        if not self._over(state):
            return None
        winner = 0 if state.total >= 10 else 1
        return Result((1, 2) if winner == 0 else (2, 1), (state.total, state.passes))

    def cpu_choose(self, view: dict[str, Any], level: str, rng: Any, budget: float) -> dict[str, Any]:
        return view["legal"][0]

    @staticmethod
    def _over(state: TimerState) -> bool:
        return state.total >= 10 or state.passes >= 6
