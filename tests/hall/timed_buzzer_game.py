"""The buzzer game of buzzer_game.py, played across machines (test-only): a buzz carries the
moment the person pressed on their own clock (``t``, one of ``client_clock_fields``), and the
round stops while a person is away (``pauses_when_away``). It records what the host handed it,
so the hall's generic part of fair timing is tested without karuta."""

from __future__ import annotations

from typing import Any

from server.games.contract import MalformedAction, NotYourTurn

from .buzzer_game import BuzzerGame, BuzzerState


class TimedBuzzerGame(BuzzerGame):
    id = "timed_buzzer"
    title = "時刻つき早押し"
    client_clock_fields = ("t",)
    pauses_when_away = True

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> BuzzerState:
        state = super().new(settings, seats, seed)
        state.seen = []  # type: ignore[attr-defined] # (seat, t, rtt) of every buzz as handed over
        state.away = []  # type: ignore[attr-defined] # the host's away/back, in order
        return state

    def act(self, state: BuzzerState, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
        kind = action.get("type")
        if kind in ("away", "back"):
            state.away.append([kind, seat])  # type: ignore[attr-defined]
            return [{"type": kind, "seat": seat}]
        if set(action) - {"type", "t", "rtt"}:
            raise MalformedAction("知らない項目があります。")
        if any(state.away) and state.away[-1][0] == "away":  # type: ignore[attr-defined]
            raise NotYourTurn("中断中です。", rule="paused")
        events = super().act(state, seat, {"type": kind}, now)
        state.seen.append([seat, action.get("t"), action.get("rtt")])  # type: ignore[attr-defined]
        return events

    def dump(self, state: BuzzerState) -> dict[str, Any]:
        return dict(vars(state), wins=list(state.wins))

    def load(self, data: dict[str, Any]) -> BuzzerState:
        data = dict(data)
        seen, away = data.pop("seen"), data.pop("away")
        state = BuzzerState(**data)
        state.seen, state.away = seen, away  # type: ignore[attr-defined]
        return state
