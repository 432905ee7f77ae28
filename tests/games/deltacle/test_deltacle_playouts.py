"""Random playouts through the contract (OpenSpiel's random_sim_test): every chip and card is
accounted for, every game ends, hidden information stays hidden, dump/load is exact, every
legal action is accepted and illegal ones are refused without a trace."""

from __future__ import annotations

import random
from collections import Counter

import msgpack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games.deltacle import GAME
from server.games.deltacle.components import CHIPS_PER_COLOR, COLORS, HAND
from tests.games.contract_checks import assert_refused_unchanged

MAX_STEPS = 4000


def chips_everywhere(state) -> Counter:
    chips = Counter(c for c in state.board if c)
    for stack in state.stacks:
        chips.update(stack)
    chips.update(state.offboard)
    chips.update(state.buffer)
    for seat in range(state.seats):
        chips.update(state.faceup[seat])
        for p in state.pentacles[seat]:
            chips.update(p)
    return chips


def check_conservation(state) -> None:
    assert chips_everywhere(state) == Counter({c: CHIPS_PER_COLOR for c in COLORS})
    for seat in range(state.seats):
        cards = state.hands[seat] + state.used[seat] + state.hidden_used[seat]
        if state.phase != "control" and state.played[seat] is not None:
            cards = cards + [state.played[seat]["card"]]
        assert sorted(cards) == sorted(HAND), (seat, cards)


def perturb_hidden(state, viewer, rng: random.Random):
    """A copy whose information hidden from ``viewer`` is changed: other seats' hands and
    face-down discards, their secret choices, the stacks below the waiting chips, the RNG."""
    other = state.copy()
    for seat in range(state.seats):
        if seat == viewer:
            continue
        secret = other.hands[seat] + other.hidden_used[seat]
        rng.shuffle(secret)
        k = len(other.hands[seat])
        other.hands[seat], other.hidden_used[seat] = secret[:k], secret[k:]
        if other.choices[seat] is not None:
            other.choices[seat] = {"type": "control", "card": "accel3", "direction": "down"}
    for stack in other.stacks:
        if len(stack) > 2:
            below = stack[:-1]
            rng.shuffle(below)
            stack[:-1] = below
    other.rng = random.Random(rng.random())
    return other


def illegal_action(state, seat, legal, rng: random.Random):
    candidates = [
        {"type": "control", "card": "accel3", "direction": "sideways"},
        {"type": "refill", "stack": 9},
        {"type": "restack", "color": "G", "stack": 0},
        {"type": "pentacle", "colors": ["R", "R"]},
        {"type": "discard", "card": "joker"},
        {"type": "steal", "color": "Z"},
    ]
    return rng.choice([c for c in candidates if c not in legal])


def playout(seed: int, seats: int, beginner: bool, check_every: bool = True):
    rng = random.Random(seed)
    state = GAME.new({"beginner_three": beginner}, seats, seed)
    msgpack.packb(GAME.dump(state))
    snapshot_at = rng.randrange(1, 200)
    twin = None
    actions = []
    for step in range(MAX_STEPS):
        if GAME.result(state) is not None:
            break
        waiting = GAME.waiting_on(state)
        assert waiting, "nobody can act but the game is not over"
        seat = rng.choice(waiting)
        view = GAME.view(state, seat)
        legal = view["legal"]
        assert legal
        if check_every:
            check_conservation(state)
            for viewer in [*range(seats), None]:
                v = GAME.view(state, viewer)
                msgpack.packb(v)
                assert GAME.view(perturb_hidden(state, viewer, rng), viewer) == v
                if viewer is not None:
                    assert v["hand"] == sorted(state.hands[viewer], key=HAND.index)
                    assert bool(v["legal"]) == (viewer in waiting)
                else:
                    assert "hand" not in v and v["legal"] == []
            assert_refused_unchanged(GAME, state, seat, illegal_action(state, seat, legal, rng))
            idle = [s for s in range(seats) if s not in waiting]
            if idle:  # a seat with nothing to do may not act
                assert_refused_unchanged(GAME, state, rng.choice(idle), legal[0])
        action = rng.choice(legal)
        events = GAME.act(state, seat, action, 0.0)
        msgpack.packb(events)
        for e in events:
            assert "type" in e
            if e["type"] == "chosen":
                assert set(e) == {"type", "seat"}
        actions.append((seat, action))
        if twin is not None:
            GAME.act(twin, seat, action, 0.0)
        if step == snapshot_at:
            twin = GAME.load(msgpack.unpackb(msgpack.packb(GAME.dump(state))))
    else:
        raise AssertionError("game did not terminate")
    check_conservation(state)
    result = GAME.result(state)
    assert result is not None and len(result.ranks) == seats
    assert max(len(p) for p in state.pentacles) == 3
    assert 1 in result.ranks
    if twin is not None:
        assert GAME.dump(twin) == GAME.dump(state)
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), seats=st.sampled_from([2, 3, 4]), beginner=st.booleans())
def test_random_playouts_keep_every_invariant(seed, seats, beginner):
    playout(seed, seats, beginner)


def test_many_quick_playouts_terminate_and_conserve():
    for seed in range(150):
        playout(seed, 2 + seed % 3, seed % 2 == 0, check_every=False)


def test_registry_finds_the_game():
    from server.games import get

    game = get("deltacle")
    assert game is not None and game.kind == "simultaneous"
    assert "デルタクル" in game.rules_help()
