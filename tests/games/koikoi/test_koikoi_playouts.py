"""Random playouts through the contract (STYLE.md habit 12): all 48 cards accounted for, every
match ends, no view depends on hidden cards, load(dump()) continues identically, every legal
action is accepted and random illegal ones are refused with the state unchanged."""

from __future__ import annotations

import random

import msgpack
from hypothesis import given, settings
from hypothesis import strategies as st

from server.games.koikoi import GAME
from server.games.koikoi.ai import fast_total
from server.games.koikoi.engine import State
from server.games.koikoi.yaku import yaku_total
from tests.games.contract_checks import SteppingClock, assert_refused_unchanged, count_calls

SETTINGS = st.fixed_dictionaries(
    {"rule": st.sampled_from(["traditional", "mankai"]), "rounds": st.sampled_from([3, 6, 12])}
)


def all_cards(state: State) -> list[int]:
    cards = (
        state.hands[0]
        + state.hands[1]
        + state.field
        + state.stock
        + state.taken[0]
        + state.taken[1]
    )
    if state.drawn is not None:
        cards.append(state.drawn)
    return sorted(cards)


def with_hidden_shuffled(state: State, seat: int | None, rng: random.Random) -> State:
    """The same table with the cards ``seat`` cannot see dealt differently (same counts)."""
    copy = GAME.load(GAME.dump(state))
    hidden_piles = [copy.stock] + [copy.hands[s] for s in range(2) if s != seat]
    pool = [c for pile in hidden_piles for c in pile]
    rng.shuffle(pool)
    for pile in hidden_piles:
        n = len(pile)
        pile[:], pool = pool[:n], pool[n:]
    return copy


def check_views(state: State, rng: random.Random) -> None:
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        assert msgpack.unpackb(msgpack.packb(view), strict_map_key=False) == view
        if seat is None:
            assert view["hand"] is None and view["legal"] == []
        else:
            assert view["hand"] == state.hands[seat]
        assert view["stock_count"] == len(state.stock) and "stock" not in view
        # The view is a function of what the seat may see: dealing the hidden cards
        # differently (the other hand, the stock) must not change it at all.
        other = with_hidden_shuffled(state, seat, rng)
        assert GAME.view(other, seat) == view


def normalized(action: dict) -> dict:
    return {k: v for k, v in action.items() if not (k == "target" and v is None)}


def random_illegal(rng: random.Random, legal: list[dict]) -> dict | None:
    kind = rng.choice(["play", "choose", "koikoi", "shobu", "next"])
    action: dict = {"type": kind}
    if kind == "play":
        action["card"] = rng.randrange(48)
        if rng.random() < 0.5:
            action["target"] = rng.randrange(48)
    elif kind == "choose":
        action["target"] = rng.randrange(48)
    return None if normalized(action) in [normalized(a) for a in legal] else action


def play_match(settings_: dict, seed: int, deep_checks: bool) -> State:
    state = GAME.new(settings_, 2, seed)
    rng = random.Random(seed)
    twin = None
    twin_actions: list[tuple[int, dict]] = []
    for step in range(3000):
        assert all_cards(state) == list(range(48))
        if GAME.result(state) is not None:
            break
        waiting = GAME.waiting_on(state)
        assert waiting, "nobody can act but the match is not over"
        seat = rng.choice(waiting)
        legal = GAME.view(state, seat)["legal"]
        assert legal
        if deep_checks:
            check_views(state, rng)
            for action in legal:  # every legal action is accepted
                GAME.act(GAME.load(GAME.dump(state)), seat, action, 0.0)
            bad = random_illegal(rng, legal)
            if bad is not None:
                assert_refused_unchanged(GAME, state, seat, bad)
            idle = [s for s in (0, 1) if s not in waiting]
            for s in idle:  # a seat acting out of turn is refused
                assert_refused_unchanged(GAME, state, s, legal[0])
        if twin is None and step == 7:
            data = msgpack.unpackb(msgpack.packb(GAME.dump(state)), strict_map_key=False)
            twin = GAME.load(data)
        action = rng.choice(legal)
        GAME.act(state, seat, action, 0.0)
        if twin is not None:
            twin_actions.append((seat, action))
    else:
        raise AssertionError("match did not end")
    assert GAME.waiting_on(state) == ()
    result = GAME.result(state)
    assert sum(h["points"] for h in state.history) == sum(result.points)
    assert len(state.history) == state.rounds
    if twin is not None:
        for seat, action in twin_actions:
            GAME.act(twin, seat, action, 0.0)
        assert GAME.dump(twin) == GAME.dump(state)
    return state


@settings(max_examples=12, deadline=None)
@given(settings_=SETTINGS, seed=st.integers(0, 2**31))
def test_random_playouts_with_deep_checks(settings_, seed):
    play_match(dict(settings_, rounds=3), seed, deep_checks=True)


@settings(max_examples=40, deadline=None)
@given(settings_=SETTINGS, seed=st.integers(0, 2**31))
def test_random_playouts_full_matches(settings_, seed):
    play_match(settings_, seed, deep_checks=False)


@settings(max_examples=300, deadline=None)
@given(st.sets(st.integers(0, 47), max_size=30))
def test_cpu_fast_yaku_total_agrees_with_the_rules(taken):
    assert fast_total(list(taken)) == yaku_total(taken)


def test_cpu_levels_choose_legal_actions_from_the_view_only():
    for level in ("easy", "normal", "strong"):
        state = GAME.new({"rounds": 3}, 2, 11)
        rng = random.Random(1)
        for _ in range(60):
            if GAME.result(state) is not None:
                break
            for seat in GAME.waiting_on(state):
                view = GAME.view(state, seat)
                action = GAME.cpu_choose(view, level, rng, 0.02)
                assert action in view["legal"]
                GAME.act(state, seat, action, 0.0)


def test_strong_cpu_stops_thinking_when_its_budget_is_spent(monkeypatch):
    from server.games.koikoi import ai

    state = GAME.new({"rounds": 3}, 2, 12)
    view = GAME.view(state, state.turn)
    assert len(view["legal"]) > 1
    deals = count_calls(monkeypatch, ai, "sample_sim")
    monkeypatch.setattr(ai.time, "perf_counter", SteppingClock(0.001))  # 1 ms per deal
    # 80% of a 0.05 s budget: about 40 deals, not the 160 the search would otherwise play
    assert GAME.cpu_choose(view, "strong", random.Random(2), 0.05) in view["legal"]
    assert 30 <= deals[0] <= 41
    monkeypatch.setattr(ai.time, "perf_counter", SteppingClock(0.01))  # 10 ms per deal
    deals[0] = 0
    # a generous host budget (5 s) is capped at the level's own 0.5 s: 40 deals of 10 ms
    strong = next(level for level in GAME.cpu_levels if level.id == "strong")
    budget = strong.thinking_time(5.0)
    assert GAME.cpu_choose(view, "strong", random.Random(2), budget) in view["legal"]
    assert 30 <= deals[0] <= 41
