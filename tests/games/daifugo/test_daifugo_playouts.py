"""Random playouts through the contract (OpenSpiel's random_sim_test): random settings and 3–8
players; cards conserved, every game ends, views hide other hands, legal == accepted,
illegal refused with the state unchanged, and dump/load continues identically."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import msgpack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games.contract import GameError, MalformedAction, NotYourTurn, RuleError
from server.games.daifugo import GAME
from server.games.daifugo import cards as C
from server.games.daifugo import forms as F
from server.games.daifugo.engine import PLAY

HOUSE_RULE = st.sampled_from(["preset", True, False])  # each house rule: by the preset, on, off
SETTING_VALUES = {
    "hands": st.integers(1, 3),
    "jokers": st.sampled_from([0, 1, 2]),
    "decks": st.sampled_from(["auto", 1, 2]),
    "foul_finish": st.booleans(),
    "scoring": st.sampled_from(["plusminus", "nominus"]),
    "preset": st.sampled_from(["seed", "local"]),
    "same_count": HOUSE_RULE,
    "revolution": HOUSE_RULE,
    "sequence_revolution": HOUSE_RULE,
    "eight_cut": HOUSE_RULE,
    "lock": HOUSE_RULE,
    "spade_three": HOUSE_RULE,
    "eleven_back": HOUSE_RULE,
    "miyako_ochi": HOUSE_RULE,
    "exchange": HOUSE_RULE,
}
random_settings = st.fixed_dictionaries(SETTING_VALUES)


def roundtrip(state):
    return GAME.load(msgpack.unpackb(msgpack.packb(GAME.dump(state)), strict_map_key=False))


def strings_in(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


def check_cards_conserved(state) -> None:
    where = [c for h in state.hands for c in h] + state.pile + state.discard
    assert Counter(where) == Counter(C.build_deck(state.decks, state.settings["jokers"]))


def check_view_hides(state, seat) -> None:
    view = GAME.view(state, seat)
    msgpack.packb(view)  # msgpack-able
    seen = {s for s in strings_in(view) if C.is_card(s)}
    allowed = set(state.pile) | set(state.discard)
    if seat is not None:
        allowed |= set(state.hands[seat])
        for e in state.exchanged:
            if seat in (e["from"], e["to"]):
                allowed |= set(e["cards"])
        assert sorted(view["hand"]) == sorted(state.hands[seat])
    else:
        assert view["hand"] is None
    assert seen <= allowed, seen - allowed
    assert "rng" not in view and "hands" not in view
    assert view["counts"] == [len(h) for h in state.hands]


def check_legal_matches_act(state, seat, rng: random.Random) -> None:
    """Random card selections: act accepts exactly those whose faces match a legal play."""
    view = GAME.view(state, seat)
    keys = {F.card_key(a["cards"]) for a in view["legal"] if a["type"] == "play"}
    hand = state.hands[seat]
    for _ in range(6):
        k = rng.randint(1, min(5, len(hand)))
        cards = rng.sample(hand, k)
        copy = roundtrip(state)
        before = GAME.dump(copy)
        try:
            GAME.act(copy, seat, {"type": "play", "cards": cards}, 0.0)
            accepted = True
        except RuleError:
            accepted = False
            assert GAME.dump(copy) == before
        assert accepted == (F.card_key(cards) in keys), cards


def play_match(settings_, players, seed, *, deep_checks: bool) -> int:
    rng = random.Random(seed)
    state = GAME.new(settings_, players, seed)
    twin = None
    steps = 0
    while GAME.result(state) is None:
        steps += 1
        assert steps < 5000, "the match does not end"
        waiting = GAME.waiting_on(state)
        assert waiting
        seat = rng.choice(waiting)
        view = GAME.view(state, seat)
        assert view["legal"]
        if steps % 5 == 0:
            for s in range(players):
                assert bool(GAME.view(state, s)["legal"]) == (s in waiting)
        if deep_checks and steps % 7 == 0:
            check_view_hides(state, seat)
            check_view_hides(state, None)
            check_view_hides(state, (seat + 1) % players)
            if state.phase == PLAY:
                check_legal_matches_act(state, seat, rng)
                # every legal action is accepted (on copies)
                for a in rng.sample(view["legal"], min(4, len(view["legal"]))):
                    GAME.act(roundtrip(state), seat, a, 0.0)
            # not this seat's turn: refused, state unchanged
            other = next((s for s in range(players) if s not in waiting), None)
            if other is not None:
                before = GAME.dump(state)
                try:
                    GAME.act(state, other, rng.choice(view["legal"]), 0.0)
                    raise AssertionError("an action out of turn was accepted")
                except (NotYourTurn, RuleError):
                    pass
                assert GAME.dump(state) == before
            before = GAME.dump(state)
            for bad in ({"type": "play", "cards": []}, {"type": "zzz"}, [], {"type": "give"}):
                try:
                    GAME.act(state, seat, bad, 0.0)
                    raise AssertionError("a malformed action was accepted")
                except (MalformedAction, GameError):
                    pass
            assert GAME.dump(state) == before
        if twin is None and steps == 40:
            twin = roundtrip(state)
        action = rng.choice(view["legal"])
        events = GAME.act(state, seat, action, 0.0)
        msgpack.packb(events)
        public_cards = set(state.pile) | set(state.discard)
        for e in events:
            if "to" not in e:  # public: may only name cards everyone has seen played
                assert {x for x in strings_in(e) if C.is_card(x)} <= public_cards, e
            else:
                assert e["type"] == "exchange_cards" and e["to"] in (e["giver"], e["receiver"])
        if twin is not None:
            assert GAME.act(twin, seat, action, 0.0) == events
        check_cards_conserved(state)
    if twin is not None:
        assert GAME.dump(twin) == GAME.dump(state)
    result = GAME.result(state)
    assert len(result.ranks) == players and sum(result.points) == sum(state.totals)
    if state.settings["scoring"] == "plusminus":
        assert sum(state.totals) == 0
    else:
        assert all(p >= 0 for h in state.history for p in h["points"])
    for h in state.history:
        assert sorted(h["ranks"]) == list(range(1, players + 1))
    assert GAME.waiting_on(state) == ()
    return steps


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(random_settings, st.integers(3, 8), st.integers(0, 2**31))
def test_random_matches_deep_checks(settings_, players, seed):
    play_match(settings_, players, seed, deep_checks=True)


@settings(max_examples=30, deadline=None)
@given(random_settings, st.integers(3, 8), st.integers(0, 2**31))
def test_random_matches_terminate(settings_, players, seed):
    play_match(settings_, players, seed, deep_checks=False)


def test_every_give_selection_is_accepted():
    state = GAME.new({"hands": 2, "exchange": True}, 4, seed=11)
    rng = random.Random(1)
    while state.hand_no == 1 or state.phase != "exchange":
        seat = GAME.waiting_on(state)[0]
        GAME.act(state, seat, rng.choice(GAME.view(state, seat)["legal"]), 0.0)
    giver, _receiver, count = state.pending_gives[0]
    for combo in list(combinations(state.hands[giver], count))[:30]:
        GAME.act(roundtrip(state), giver, {"type": "give", "cards": list(combo)}, 0.0)
