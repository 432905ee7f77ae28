"""ことばカード (seed 001) behind the game contract (kind ``vote``): a thin adapter. The rules live
in their modules, read like the rule book:

* piles.py: the deal, the stock, the discard, 手札交換;
* narabe.py: ならべる (arranging, the vote on every board, the score);
* turns.py with awase.py and kasane.py: the turns of あわせる and かさねる and their ends;
* vote.py: the vote on a declared word; phases.py: what a verdict and the clock lead to;
* board.py, kana.py: how cards lie and read; hint.py: 辞書ヒント;
* actions.py: the actions as they arrive; moves.py: who may do what now; view.py: who sees what.

Every choice the seed leaves open is in rules.md 「決めたこと」.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from protocol.texts import from_wire
from server.games.contract import Action, CpuPlan, Event, Game, GameError, Mark, Result, View
from server.games.kotoba import actions, ai, hint, moves, narabe, phases, piles, turns
from server.games.kotoba.deck import DECK, Card
from server.games.kotoba.dictionary import Dictionary
from server.games.kotoba.dictionary import load as load_dictionary
from server.games.kotoba.settings import CPU_PROFILES, SETTINGS
from server.games.kotoba.state import State
from server.games.kotoba.texts import TEXTS
from server.games.kotoba.view import view as view_of
from server.games.state import undone_on


class KotobaGame(Game):
    id = "kotoba"
    texts = TEXTS
    record_marks = (Mark("turn", "kotoba.mark.turn", first=1),)  # あわせる/かさねる: a seat's turn
    title = "ことばカード"
    kind = "vote"
    min_seats = 1
    max_seats = 6
    default_seats = 2
    settings = SETTINGS
    cpu_levels = tuple(p.level for p in CPU_PROFILES)
    state_type = State

    def __init__(self, deck: Sequence[Card] = DECK,
                 words: Callable[[], Dictionary] = load_dictionary) -> None:
        self.deck = tuple(deck)
        self._words = words

    @property
    def words(self) -> Dictionary:
        """The word list (dictionary.py): the CPU's vocabulary, the hint's and a lone player's
        judge."""
        return self._words()

    def faces(self, card: int) -> tuple[str, str]:
        return self.deck[card].front, self.deck[card].back

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        return piles.deal(self.validate_settings(settings), seats, seed, len(self.deck))

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        kind = actions.check(action)
        moves.require(state, seat, kind)
        with undone_on(GameError, state, self.dump, self.load):
            events = [] if state.started else phases.begin(state, now)
            state.now = now
            events += self._apply(state, seat, kind, action, now)
            return events + phases.settle(state, now, self.faces, self.words)

    def _apply(self, state: State, seat: int, kind: str, action: Action, now: float) -> list[Event]:
        """One offered action (moves.require), by its rule."""
        match kind:
            case "arrange":
                arrangement = narabe.parse(action, state.hands[seat], self.faces)
                return narabe.arrange(state, seat, arrangement, action.get("done", False), now, self.faces)
            case "done":
                return narabe.declare_done(state, seat, now, self.faces)
            case "play":
                return turns.play(state, seat, action["cards"], action["word"], now, self.faces)
            case "pass":
                return turns.pass_turn(state, seat, now, self.faces, auto=False)
            case "exchange":
                return piles.exchange(state, seat, action["card"], self.faces)
            case "vote":
                assert state.vote is not None
                state.vote.answer(seat, action["accept"])
                return [{"type": "vote_answer", "seat": seat, "accept": action["accept"]}]
            case "hint":
                return hint.answer(seat, action["word"], self.words)
        raise AssertionError(f"no rule for {kind}")  # actions.ACTIONS names every kind

    def tick(self, state: State, now: float) -> list[Event]:
        return phases.time_passes(state, now, self.faces, self.words)

    def resume(self, state: State, since: float, now: float) -> list[Event]:
        return phases.resume(state, since, now)

    def deadline(self, state: State) -> float | None:
        return phases.deadline(state)

    def waiting_on(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(state.seats) if moves.offered(state, s))

    def result(self, state: State) -> Result | None:
        if state.result is None:
            return None
        return Result(tuple(state.result.ranks), tuple(state.result.points),
                      from_wire(state.result.reason))

    def view(self, state: State, seat: int | None) -> View:
        return view_of(state, seat, self.faces)

    # -- CPU players ------------------------------------------------------------------------------

    def cpu_plan(self, view: View, level: str, rng: random.Random, budget: float) -> CpuPlan:
        return ai.plan(view, level, rng, budget, self.words)

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        """A host that cannot wait gets the plan's action, or, for a CPU that would rather wait,
        its first legal action (complete, as every one is)."""
        action = self.cpu_plan(view, level, rng, budget).action
        return action if action is not None else ai.fallback(view)
