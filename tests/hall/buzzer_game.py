"""A tiny real-time test-only game for the hall's unit tests (not part of the product).

Rounds open on the game's own clock (``open_at``, one second after the game's first tick or
after the previous round closed);
once a round is open any seat may ``buzz``, and the first buzz wins the round. The first seat to
win ``target`` rounds wins. CPU seats plan a buzz for a time of their choosing after the round
opens (``CpuPlan(action, at=...)``); the "shy" level waits (``CpuPlan(None)``) until a round is
open. Every ``cpu_plan`` call is counted, so tests can see when the host asks again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from server.games.contract import (
    WAIT,
    CpuLevel,
    CpuPlan,
    Game,
    MalformedAction,
    NotYourTurn,
    Result,
)

GAP = 1.0  # seconds between a round closing and the next opening
REACTION = {"quick": 0.2, "slow": 0.8, "shy": 0.5}  # each level's buzz after the round opens


@dataclass
class BuzzerState:
    seats: int
    target: int
    wins: list[int]
    open_at: float | None  # the time the current round opens (or opened)
    is_open: bool
    round_no: int


class BuzzerGame(Game):
    id = "buzzer"
    title = "早押し"
    kind = "realtime"
    min_seats = 1
    max_seats = 4
    default_seats = 2
    cpu_levels = (CpuLevel("quick", "はやい"), CpuLevel("slow", "おそい"), CpuLevel("shy", "ひかえめ"))
    plans_asked: ClassVar[list[tuple[str, int]]] = []  # (level, round_no) of every cpu_plan

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> BuzzerState:
        return BuzzerState(seats, 2, [0] * seats, None, False, 0)

    def view(self, state: BuzzerState, seat: int | None) -> dict[str, Any]:
        legal = [{"type": "buzz"}] if state.is_open and seat is not None else []
        return {"wins": list(state.wins), "round": state.round_no, "open": state.is_open,
                "open_at": state.open_at, "legal": legal}

    def act(self, state: BuzzerState, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
        if action.get("type") != "buzz":
            raise MalformedAction("「buzz」だけが送れます。")
        if not state.is_open:
            raise NotYourTurn("まだ問題が出ていません。", rule="not_open")
        state.wins[seat] += 1
        state.is_open = False
        state.open_at = now + GAP if max(state.wins) < state.target else None
        return [{"type": "buzzed", "seat": seat, "at": now}]

    def tick(self, state: BuzzerState, now: float) -> list[dict[str, Any]]:
        if state.round_no == 0 and state.open_at is None:
            state.open_at = now + GAP  # the clock starts with the game's first tick
            return [{"type": "clock_started", "open_at": state.open_at}]
        if state.is_open or state.open_at is None or now < state.open_at:
            return []
        state.is_open = True
        state.round_no += 1
        return [{"type": "opened", "round": state.round_no}]

    def deadline(self, state: BuzzerState) -> float | None:
        if state.round_no == 0 and state.open_at is None:
            return 0.0  # at once: the first tick learns the time the game started
        return None if state.is_open else state.open_at

    def waiting_on(self, state: BuzzerState) -> tuple[int, ...]:
        if self.result(state) is not None:
            return ()
        return tuple(range(state.seats))  # anyone may act (or choose to wait) at any moment

    def result(self, state: BuzzerState) -> Result | None:
        if max(state.wins) < state.target:
            return None
        best = max(state.wins)
        return Result(tuple(1 if w == best else 2 for w in state.wins), tuple(state.wins), "先に2勝")

    def dump(self, state: BuzzerState) -> dict[str, Any]:
        return dict(vars(state), wins=list(state.wins))

    def load(self, data: dict[str, Any]) -> BuzzerState:
        return BuzzerState(**data)

    def cpu_plan(self, view: dict[str, Any], level: str, rng: random.Random, budget: float) -> CpuPlan:
        self.plans_asked.append((level, view["round"]))
        if not view["open"]:
            return WAIT
        return CpuPlan({"type": "buzz"}, at=view["open_at"] + REACTION[level])

    def cpu_choose(self, view: dict[str, Any], level: str, rng: random.Random, budget: float) -> dict[str, Any]:
        return {"type": "buzz"}

    def rules_help(self, lang: str = "ja") -> str:
        return "# 早押し\n問題が出たら、いちばん早く押した人が1勝。先に2勝した人の勝ちです。"
