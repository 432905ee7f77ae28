"""CPU players (server/games/kotoba/ai.py): legal words found on the field, ならべる boards, the
exchange and the pass, the vote from the dictionary, waiting in others' turns, levels, budget."""

from __future__ import annotations

import inspect
import random

import pytest

from server.games.kotoba import GAME, ai, dictionary, solver
from server.games.kotoba.board import Placed
from server.games.kotoba.settings import ARRANGE_SECONDS, PROFILE_BY_LEVEL
from server.games.kotoba.state import FINISHED, TURN, VOTE
from tests.games.contract_checks import SteppingClock, count_calls
from tests.games.kotoba.conftest import WORDS, game_with, set_table, started


@pytest.fixture(scope="module")
def words() -> dictionary.Dictionary:
    return dictionary.load()


def test_the_cpu_sees_only_its_view() -> None:
    assert list(inspect.signature(ai.plan).parameters) == ["view", "level", "rng", "budget", "words"]


def test_every_field_play_found_is_accepted_by_the_engine(words) -> None:
    """Many random tables of あわせる and かさねる: each play the search offers is one the
    engine takes (the search checks them with the engine's own rules, and so does this)."""
    offered = 0
    for seed in range(12):
        mode = "awase" if seed % 2 else "kasane"
        state = started(GAME, {"mode": mode}, 2, seed=seed)
        view = GAME.view(state, state.turn)
        profile = PROFILE_BY_LEVEL["strong"]
        plays = list(ai.field_plays(view, words, profile, ai._Budget(20_000, 5.0)))
        for play in plays[:25]:
            copy = GAME.load(GAME.dump(state))
            GAME.act(copy, state.turn, play.action(), 1.0)
            assert copy.phase in (VOTE, TURN) and copy.vote is None or copy.vote.word == play.word
            offered += 1
    assert offered > 20


def test_field_plays_find_words_in_every_direction() -> None:
    game = game_with(["こう", "かい", "いか", "ぬぬ/ぬぬ"] + ["ぬぬ/ぬぬ"] * 20,
                     words=dictionary.Dictionary([("かいこう", ()), ("こうかい", ()), ("うこかい", ())]))
    state = started(game, {"mode": "awase"}, 2)
    set_table(game, state, hands=[[1], [3]], field=[Placed(0, 0, False, 0, 0, "h", 0)])
    state.turn = 0
    view = game.view(state, 0)
    found = {(p.word, p.cards[0]["x"], p.cards[0]["y"], p.cards[0]["dir"], p.cards[0]["reversed"])
             for p in ai.field_plays(view, game.words, PROFILE_BY_LEVEL["strong"], ai._Budget(10**6, 10.0))}
    assert ("かいこう", -2, 0, "h", False) in found  # before the field's こう
    assert ("こうかい", 2, 0, "h", False) in found  # after it
    # read right to left: かい turned end over end shows いか, and the row いかこう backwards
    assert ("うこかい", -2, 0, "h", True) in found
    view["mode"] = "kasane"
    kasane = {p.word for p in ai.field_plays(view, game.words, PROFILE_BY_LEVEL["strong"],
                                             ai._Budget(10**6, 10.0))}
    assert kasane == {"かいこう", "こうかい"}


def test_with_nothing_to_play_the_cpu_exchanges_once_then_passes() -> None:
    game = game_with(["こう"] + ["ぬぬ/ぬぬ"] * 20)
    state = started(game, {"mode": "awase"}, 2)
    set_table(game, state, hands=[[1, 2], [3, 4]], field=[Placed(0, 0, False, 0, 0, "h", 0)])
    state.turn = 0
    plan = game.cpu_plan(game.view(state, 0), "normal", random.Random(1), 0.5)
    assert plan.action["type"] == "exchange" and plan.action["card"] in (1, 2)
    game.act(state, 0, plan.action, 1.0)
    assert game.cpu_plan(game.view(state, 0), "normal", random.Random(1), 0.5).action == {"type": "pass"}
    # in another's turn it waits (no exchange then)
    assert game.cpu_plan(game.view(state, 1), "easy", random.Random(1), 0.5).action is None


def test_the_cpu_waits_in_others_turns_and_votes_from_the_dictionary() -> None:
    game = game_with(["こう", "かい", "すい"] + ["ぬぬ/ぬぬ"] * 20)
    state = started(game, {"mode": "awase"}, 3)
    set_table(game, state, hands=[[1], [2], [3]], field=[Placed(0, 0, False, 0, 0, "h", 0)])
    state.turn = 0
    assert game.cpu_plan(game.view(state, 1), "strong", random.Random(1), 0.5).action is None
    game.act(state, 0, {"type": "play", "word": "こうかい", "cards": [
        {"id": 1, "x": 2, "y": 0, "dir": "h", "face": 0, "reversed": False}]}, 1.0)
    assert game.cpu_plan(game.view(state, 1), "easy", random.Random(1), 0.5).action == {
        "type": "vote", "accept": True}
    game.act(state, 1, {"type": "vote", "accept": False}, 2.0)
    game.act(state, 1, {"type": "play", "word": "こうすい", "cards": [
        {"id": 2, "x": 2, "y": 0, "dir": "h", "face": 0, "reversed": False}]}, 3.0)
    assert "こうすい" not in WORDS
    assert game.cpu_plan(game.view(state, 2), "strong", random.Random(1), 0.5).action == {
        "type": "vote", "accept": False}


def test_the_narabe_board_is_the_solvers_best_and_completes_late_enough(words) -> None:
    state = started(GAME, {"mode": "narabe"}, 2, seed=3, now=100.0)
    view = GAME.view(state, 1)
    plan = GAME.cpu_plan(view, "strong", random.Random(5), 30.0)
    assert plan.action["type"] == "arrange" and plan.action["done"] is True
    assert plan.at == 100.0 + PROFILE_BY_LEVEL["strong"].think < 100.0 + ARRANGE_SECONDS
    GAME.act(state, 1, plan.action, plan.at)
    best = solver.best_narabe(state.hands[1], words, 30.0, random.Random(5),
                              max_nodes=PROFILE_BY_LEVEL["strong"].nodes)
    GAME.act(state, 0, {"type": "done"}, plan.at + 1)
    while state.phase == VOTE:
        GAME.act(state, state.vote.waiting()[0], {"type": "vote", "accept": True}, plan.at + 2)
    assert state.phase == FINISHED
    assert GAME.result(state).points[1] == best.score


def test_levels_know_more_words_and_search_further(words) -> None:
    easy, normal, strong = (PROFILE_BY_LEVEL[k] for k in ("easy", "normal", "strong"))
    assert len(ai.vocabulary_of(words, easy)) < len(ai.vocabulary_of(words, normal)) < len(
        ai.vocabulary_of(words, strong)) == len(words)
    assert easy.max_cards < normal.max_cards < strong.max_cards
    assert easy.nodes < normal.nodes < strong.nodes


def test_the_search_stops_when_its_time_is_up(monkeypatch, words) -> None:
    """A clock that moves one second at each look: the search looks at it every 64 steps and
    stops at the first look past its budget."""
    state = started(GAME, {"mode": "awase"}, 2, seed=4)
    view = GAME.view(state, state.turn)
    ai.reversed_trie(words)  # built once per vocabulary, before the clock is stepped
    monkeypatch.setattr(ai.time, "perf_counter", SteppingClock(1.0))
    steps = count_calls(monkeypatch, ai._Budget, "spend")
    GAME.cpu_plan(view, "strong", random.Random(1), 0.5)
    assert 0 < steps[0] <= ai._Budget.CHECK_EVERY + 1


def test_the_search_stops_at_its_level_s_step_count(monkeypatch, words) -> None:
    state = started(GAME, {"mode": "awase"}, 2, seed=4)
    view = GAME.view(state, state.turn)
    steps = count_calls(monkeypatch, ai._Budget, "spend")
    GAME.cpu_plan(view, "easy", random.Random(1), 100.0)
    assert steps[0] <= PROFILE_BY_LEVEL["easy"].nodes + 1


def test_the_host_fallback_is_always_a_complete_legal_action() -> None:
    state = started(GAME, {"mode": "kasane"}, 2, seed=2)
    other = 1 - state.turn
    assert ai.fallback(GAME.view(state, state.turn)) == {"type": "pass"}
    action = ai.fallback(GAME.view(state, other))
    assert action["type"] == "exchange" and action["card"] in state.hands[other]


@pytest.mark.parametrize("mode", ["narabe", "awase", "kasane"])
def test_a_plan_follows_from_the_view_level_and_seed(mode: str) -> None:
    state = started(GAME, {"mode": mode}, 3, seed=9)
    for seat in range(3):
        view = GAME.view(state, seat)
        for level in ("easy", "strong"):  # an ample budget: the step counts stop the searches
            first = GAME.cpu_plan(view, level, random.Random(42), 30.0)
            assert GAME.cpu_plan(view, level, random.Random(42), 30.0) == first


def test_cpu_choose_gives_an_accepted_action_to_any_seat_with_something_to_do() -> None:
    """For a host that cannot let a CPU wait: the plan's action, else a complete legal one."""
    for mode in ("narabe", "awase", "kasane"):
        state = started(GAME, {"mode": mode}, 3, seed=6)
        for seat in GAME.waiting_on(state):
            copy = GAME.load(GAME.dump(state))
            GAME.act(copy, seat, GAME.cpu_choose(GAME.view(state, seat), "normal", random.Random(1), 0.5), 1.0)
