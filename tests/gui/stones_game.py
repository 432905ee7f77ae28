"""A tiny test-only game for the GUI tests (not part of the product): 石取り.

A pile of stones; seats take 1 to 3 in turn; whoever takes the last stone wins (or loses, with
the ``misere`` setting). Its settings use every schema kind (int, bool, choice), so the GUI's
generated form is exercised against a real host.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from server.games.contract import (
    Choice,
    CpuLevel,
    Game,
    MalformedAction,
    NotYourTurn,
    Result,
    Setting,
)


@dataclass
class StonesState:
    seats: int
    stones: int
    most: int
    misere: bool
    turn: int = 0
    loser: int | None = None
    winner: int | None = None


class StonesGame(Game):
    id = "guistones"
    title = "石取り"
    kind = "turn"
    min_seats = 2
    max_seats = 3
    default_seats = 2
    settings = (
        Setting("stones", "石の数", "int", 9, minimum=3, maximum=30, help="最初に積む石の数"),
        Setting("misere", "最後の石を取ると負け", "bool", False),
        Setting("most", "一度に取れる数", "choice", 3, (Choice(2, "2個まで"), Choice(3, "3個まで"))),
    )
    cpu_levels = (CpuLevel("easy", "やさしい"), CpuLevel("normal", "ふつう"), CpuLevel("strong", "つよい"))

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> StonesState:
        return StonesState(seats, settings["stones"], settings["most"], settings["misere"])

    def _over(self, state: StonesState) -> bool:
        return state.winner is not None

    def view(self, state: StonesState, seat: int | None) -> dict[str, Any]:
        legal = []
        if not self._over(state) and seat == state.turn:
            legal = [{"type": "take", "n": n} for n in range(1, min(state.most, state.stones) + 1)]
        return {"stones": state.stones, "turn": state.turn, "winner": state.winner, "legal": legal}

    def act(self, state: StonesState, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
        n = action.get("n")
        if action.get("type") != "take" or not isinstance(n, int) or isinstance(n, bool):
            raise MalformedAction("「take」と数 n を指定してください。")
        if self._over(state) or seat != state.turn:
            raise NotYourTurn()
        if not 1 <= n <= min(state.most, state.stones):
            raise MalformedAction("取れる数ではありません。")
        state.stones -= n
        events = [{"type": "took", "seat": seat, "n": n, "left": state.stones}]
        if state.stones == 0:
            state.winner = (seat + 1) % state.seats if state.misere else seat
            events.append({"type": "won", "seat": state.winner})
        else:
            state.turn = (state.turn + 1) % state.seats
        return events

    def waiting_on(self, state: StonesState) -> tuple[int, ...]:
        return () if self._over(state) else (state.turn,)

    def result(self, state: StonesState) -> Result | None:
        if state.winner is None:
            return None
        ranks = tuple(1 if s == state.winner else 2 for s in range(state.seats))
        return Result(ranks, tuple(1 if r == 1 else 0 for r in ranks), "最後の石")

    def dump(self, state: StonesState) -> dict[str, Any]:
        return dict(state.__dict__)

    def load(self, data: dict[str, Any]) -> StonesState:
        return StonesState(**data)

    def cpu_choose(self, view: dict[str, Any], level: str, rng: random.Random, budget: float) -> dict[str, Any]:
        return rng.choice(view["legal"])

    def rules_help(self, lang: str = "ja") -> str:
        return "# 石取り\n\n順番に石を取り、**最後の石**を取った人の勝ちです。"
