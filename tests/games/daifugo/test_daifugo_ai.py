"""CPU players: legal moves only, from the view alone, within the budget, sensible choices."""

from __future__ import annotations

import inspect
import random

import pytest

from server.games.daifugo import GAME, ai
from server.games.daifugo import ai_rollout as R
from server.games.daifugo import cards as C
from server.games.daifugo import forms as F
from server.games.daifugo.notation import from_text
from tests.games.contract_checks import SteppingClock, count_calls


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


def test_strong_stops_thinking_when_its_budget_is_spent(monkeypatch):
    state = GAME.new({}, 5, seed=3)
    view = GAME.view(state, state.turn)
    worlds = count_calls(monkeypatch, ai, "deal_unseen")
    monkeypatch.setattr(ai.time, "perf_counter", SteppingClock(0.001))  # 1 ms per world
    # 80% of a 0.05 s budget: about 40 worlds, not the 5,000 the search allows
    assert GAME.cpu_choose(view, "strong", random.Random(0), 0.05) in view["legal"]
    assert 30 <= worlds[0] <= 41
    worlds[0] = 0
    # a generous host budget (5 s) is capped at the level's own 0.5 s: 400 worlds, not 4,000
    strong = next(level for level in GAME.cpu_levels if level.id == "strong")
    budget = strong.thinking_time(5.0)
    assert GAME.cpu_choose(view, "strong", random.Random(0), budget) in view["legal"]
    assert 390 <= worlds[0] <= 401


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
    state = GAME.new({"hands": 2, "exchange": True}, 4, seed=2)
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


# --------------------------------------------------------------------------------------------
# つよい's playouts (ai_rollout): every move they make is one the engine accepts
# --------------------------------------------------------------------------------------------

_SUIT_OF_BIT = {bit: s for s, bit in R.SUIT_BIT.items()}


def _cards_of(hand: list[str], removed: list[tuple[int, int]], jokers: int) -> list[str]:
    faces = [_SUIT_OF_BIT[bit] + C.RANKS[r] for r, bits in removed
             for bit in (1, 2, 4, 8) if bits & bit]
    chosen = [c for c in hand if C.face(c) in faces]
    assert len(chosen) == len(faces)
    return chosen + [c for c in hand if C.is_joker(c)][:jokers]


def _replay_playout_in_engine(state, rng: random.Random) -> int:
    """Play the rest of the hand in a Playout built from the true hands, then replay every move
    through the engine: each must be legal there, and the finishing places must agree."""
    seat = state.turn
    view = GAME.view(state, seat)
    masks = [R.hand_masks(h) for h in state.hands]
    sim = R.Playout(view, [m[:] for m, _ in masks], [j for _, j in masks],
                    random.Random(rng.getrandbits(32)))
    sim.trace = []
    cand = rng.choice(view["legal"])
    sim.run(sim.apply_action(seat, cand, view["reverse"]))
    replay = GAME.load(GAME.dump(state))
    for p, removed, jokers in sim.trace:
        assert replay.phase == "play" and replay.turn == p
        legal = GAME.view(replay, p)["legal"]
        if not removed and not jokers:
            action = {"type": "pass"}
            assert action in legal
        else:
            cards = _cards_of(replay.hands[p], removed, jokers)
            assert any(a["type"] == "play" and F.card_key(a["cards"]) == F.card_key(cards)
                       for a in legal), (cards, legal)
            action = {"type": "play", "cards": cards}
        GAME.act(replay, p, action, 0.0)
    assert replay.phase in ("hand_over", "match_over")
    assert replay.history[-1]["ranks"] == sim.rank
    return len(sim.trace)


@pytest.mark.parametrize("seed", range(12))
def test_playouts_follow_every_house_rule(seed):
    # even seeds: the seed's rules (bigger groups and longer sequences may follow); odd seeds:
    # the local-rules preset; some house rules switched by themselves on top
    rng = random.Random(seed)
    settings = {"hands": 1, "jokers": seed % 3, "preset": ("seed", "local")[seed % 2],
                "eleven_back": seed % 3 == 0, "sequence_revolution": seed % 4 == 1,
                "lock": "preset" if seed < 8 else seed % 4 == 0,
                "revolution": "preset" if seed < 6 else True}
    state = GAME.new(settings, 3 + seed % 4, seed)
    moves = 0
    while state.phase == "play":
        if rng.random() < 0.3:
            moves += _replay_playout_in_engine(state, rng)
        seat = state.turn
        GAME.act(state, seat, ai.choose(GAME.view(state, seat), "normal", rng, 0.1), 0.0)
    assert moves > 0


def test_playout_respects_a_lock():
    # ♥ locked: seat 1 holds only spades above the field and must pass
    s = from_text("hand0: H3 C4\nhand1: SK SA\nhand2: D5 C6\nfield: H9 by 2\nlock: H\nturn: 1\n"
                  "settings: lock=on")
    view = GAME.view(s, 1)
    masks = [R.hand_masks(h) for h in s.hands]
    sim = R.Playout(view, [m[:] for m, _ in masks], [j for _, j in masks], random.Random(0))
    sim.trace = []
    sim.follow(1)
    assert sim.trace[0] == (1, [], 0)


def test_playout_follows_a_sequence():
    s = from_text("hand0: H3 C4\nhand1: S9 S10 SJ D4 D5\nhand2: D5 C6\nfield: H4 H5 H6 by 2\n"
                  "turn: 1\nsettings: lock=off")
    view = GAME.view(s, 1)
    masks = [R.hand_masks(h) for h in s.hands]
    for k in range(20):  # the playout passes on a sequence now and then
        sim = R.Playout(view, [m[:] for m, _ in masks], [j for _, j in masks], random.Random(k))
        sim.trace = []
        sim.follow(1)
        p, removed, _ = sim.trace[0]
        if removed:
            assert sorted(r for r, _ in removed) == [6, 7, 8]  # 9, 10, J of spades
            return
    raise AssertionError("never followed the sequence")


def test_worlds_deal_the_unseen_cards_by_the_counts():
    state = GAME.new({"hands": 1}, 5, seed=8)
    rng = random.Random(1)
    for _ in range(12):  # a few plays in
        seat = state.turn
        GAME.act(state, seat, ai.choose(GAME.view(state, seat), "normal", rng, 0.1), 0.0)
    view = GAME.view(state, state.turn)
    pool, known = ai.unseen_card_ids(view)
    assert not set(pool) & (set(view["hand"]) | set(view["played"]))
    dealt = ai.deal_unseen(view, rng, pool, known)
    assert [len(h) for h in dealt] == [0 if s == view["seat"] else n
                                       for s, n in enumerate(view["counts"])]
    everyone = [c for h in dealt for c in h] + view["hand"] + view["played"]
    assert sorted(everyone) == sorted(C.build_deck(view["decks"], view["settings"]["jokers"]))


def test_strong_plays_legally_with_two_decks():
    state = GAME.new({"hands": 1, "jokers": 2}, 7, seed=5)
    assert state.decks == 2
    rng = random.Random(2)
    for _ in range(30):
        if state.phase != "play":
            break
        seat = state.turn
        view = GAME.view(state, seat)
        action = GAME.cpu_choose(view, "strong", rng, 0.005)
        assert action in view["legal"]
        GAME.act(state, seat, action, 0.0)
