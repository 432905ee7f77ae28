"""A tiny test-only game for the hall's unit tests (not part of the product).

Seats take turns adding 1, 2 or 3 to a running total; whoever brings it to ``target`` or past
wins. Each seat also holds three secret cards it never plays, so tests can check that views
hide other seats' hands.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from server.games.contract import (
    Choice,
    CpuLevel,
    Game,
    MalformedAction,
    NotYourTurn,
    Result,
    RuleError,
    Setting,
    Unchanged,
    rng_from_data,
    rng_state_to_data,
)


@dataclass
class CountingState:
    seats: int
    target: int
    total: int
    turn: int
    hands: list[list[int]]
    winner: int | None
    rng: random.Random


class CountingGame(Game):
    id = "counting"
    title = "数え歌"
    kind = "turn"
    min_seats = 2
    max_seats = 4
    default_seats = 2
    settings = (Setting("target", "目標", "choice", 10, (Choice(10, "10"), Choice(21, "21"))),)
    cpu_levels = (CpuLevel("easy", "やさしい"), CpuLevel("strong", "つよい", budget=0.3))
    budgets_seen: ClassVar[list[tuple[str, float]]] = []  # (level, budget) of every cpu_choose

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> CountingState:
        rng = random.Random(seed)
        hands = [[rng.randrange(100) for _ in range(3)] for _ in range(seats)]
        return CountingState(seats, settings["target"], 0, 0, hands, None, rng)

    def view(self, state: CountingState, seat: int | None) -> dict[str, Any]:
        legal = []
        if state.winner is None and seat == state.turn:
            legal = [{"type": "add", "n": n} for n in (1, 2, 3)]
        return {"total": state.total, "target": state.target, "turn": state.turn,
                "hand": list(state.hands[seat]) if seat is not None else None,
                "counts": [len(h) for h in state.hands], "winner": state.winner, "legal": legal}

    def act(self, state: CountingState, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
        if action.get("type") == "think":
            raise Unchanged()  # accepted, changing nothing (a player mulling it over)
        if action.get("type") != "add" or not isinstance(action.get("n"), int):
            raise MalformedAction("「add」と数 n を指定してください。")
        if state.winner is not None or seat != state.turn:
            raise NotYourTurn()
        if action["n"] not in (1, 2, 3):
            raise RuleError("1〜3 しか足せません。", rule="add_range")
        state.total += action["n"]
        events = [{"type": "added", "seat": seat, "n": action["n"], "total": state.total}]
        if state.total >= state.target:
            state.winner = seat
            events.append({"type": "won", "seat": seat})
        else:
            state.turn = (state.turn + 1) % state.seats
        return events

    def waiting_on(self, state: CountingState) -> tuple[int, ...]:
        return () if state.winner is not None else (state.turn,)

    def result(self, state: CountingState) -> Result | None:
        if state.winner is None:
            return None
        ranks = tuple(1 if s == state.winner else 2 for s in range(state.seats))
        return Result(ranks, tuple(1 if r == 1 else 0 for r in ranks), "目標に到達")

    def dump(self, state: CountingState) -> dict[str, Any]:
        return {"seats": state.seats, "target": state.target, "total": state.total, "turn": state.turn,
                "hands": state.hands, "winner": state.winner, "rng": rng_state_to_data(state.rng)}

    def load(self, data: dict[str, Any]) -> CountingState:
        return CountingState(data["seats"], data["target"], data["total"], data["turn"],
                             data["hands"], data["winner"], rng_from_data(data["rng"]))

    def cpu_choose(self, view: dict[str, Any], level: str, rng: random.Random, budget: float) -> dict[str, Any]:
        self.budgets_seen.append((level, budget))
        remaining = view["target"] - view["total"]
        if level == "strong" and 1 <= remaining <= 3:
            return {"type": "add", "n": remaining}
        return rng.choice(view["legal"])

    def rules_help(self, lang: str = "ja") -> str:
        return "# 数え歌\n順番に 1〜3 を足し、目標に届かせた人の勝ちです。"
