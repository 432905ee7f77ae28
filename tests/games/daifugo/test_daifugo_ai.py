"""CPU players: legal moves only, from the view alone, within the budget, sensible choices."""

from __future__ import annotations

import inspect
import random
import time

import pytest

from server.games.daifugo import GAME, ai
from server.games.daifugo import forms as F
from server.games.daifugo.notation import from_text


def test_cpu_sees_only_the_view():
    params = list(inspect.signature(ai.choose).parameters)
    assert params == ["view", "level", "rng", "budget"]


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_cpu_plays_whole_matches_legally(level):
    rng = random.Random(4)
    for seed, players in ((1, 3), (2, 6)):
        state = GAME.new({"hands": 2, "jokers": 2, "eleven_back": True}, players, seed)
        while GAME.result(state) is None:
            seat = GAME.waiting_on(state)[0]
            view = GAME.view(state, seat)
            action = GAME.cpu_choose(view, level, rng, 0.005)
            assert action in view["legal"]
            GAME.act(state, seat, action, 0.0)


def test_strong_respects_its_budget():
    state = GAME.new({}, 5, seed=3)
    view = GAME.view(state, state.turn)
    rng = random.Random(0)
    for budget in (0.05, 0.2):
        t0 = time.perf_counter()
        GAME.cpu_choose(view, "strong", rng, budget)
        assert time.perf_counter() - t0 < budget * 1.3 + 0.05
    t0 = time.perf_counter()  # a generous host budget is capped at the level's 0.5 s
    GAME.cpu_choose(view, "strong", rng, 5.0)
    assert time.perf_counter() - t0 < ai.DEFAULT_BUDGET["strong"] * 1.3 + 0.05


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_goes_out_when_it_can(level):
    s = from_text("hand0: H5 S5\nhand1: S4 D7 C9\nhand2: C3 C6 D9\nturn: 0")
    action = GAME.cpu_choose(GAME.view(s, 0), level, random.Random(0), 0.1)
    assert F.card_key(action["cards"]) == ("H5", "S5")


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_gets_rid_of_the_joker_before_the_last_card(level):
    # going out on the joker would be a foul: lead it while another card remains
    s = from_text("hand0: JK H4\nhand1: S4 D7 C9 SK\nhand2: C3 C6 D9 D2\nturn: 0")
    action = GAME.cpu_choose(GAME.view(s, 0), level, random.Random(0), 0.2)
    assert action["cards"] == ["JK#0"]


def test_unseen_cards_respect_counts_and_exchange_knowledge():
    state = GAME.new({"hands": 2}, 4, seed=2)
    rng = random.Random(0)
    while state.phase != "exchange":
        seat = GAME.waiting_on(state)[0]
        GAME.act(state, seat, rng.choice(GAME.view(state, seat)["legal"]), 0.0)
    giver, receiver, _count = state.pending_gives[0]
    gift = GAME.view(state, giver)["legal"][0]
    GAME.act(state, giver, gift, 0.0)
    view = GAME.view(state, giver)
    pool, known = ai.unseen_cards(view)
    assert sorted(known[receiver]) == sorted(ai._index(c) for c in gift["cards"])
    others = sum(view["counts"][s] for s in range(4) if s != giver)
    assert len(pool) + len(known[receiver]) == others
    mine = [0] * 14
    for c in view["hand"]:
        mine[ai._index(c)] += 1
    hands = ai.determinize(view, rng, pool, known, mine)
    assert [sum(h) for h in hands] == view["counts"]
