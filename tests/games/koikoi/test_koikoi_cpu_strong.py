"""つよい's judgement: outcomes valued by the chance of winning the match, and a search whose
choice follows from its seed (the time budget only caps it)."""

from __future__ import annotations

import random

from server.games.koikoi import GAME
from server.games.koikoi.ai import choose, utility
from server.games.koikoi.scoring import round_score


def view_at(round_no: int, rounds: int, scores: list[int], rule: str = "traditional") -> dict:
    return {"seat": 0, "round": round_no, "rounds": rounds, "scores": scores, "rule": rule}


def test_last_round_counts_only_winning_the_match():
    last = view_at(12, 12, [30, 33])
    assert utility(last, 0, 4) == 1.0
    assert utility(last, 0, 30) == 1.0  # more points win nothing more
    assert utility(last, 0, 3) == 0.0  # a drawn match
    assert utility(last, 0, 1) == -1.0
    assert utility(last, None, 0) == -1.0


def test_with_rounds_left_points_count_for_less_the_further_ahead():
    early = view_at(3, 12, [10, 10])
    values = [utility(early, 0, p) for p in (0, 5, 10, 20, 40)]
    assert values == sorted(values) and all(-1 < v < 1 for v in values)
    gains = [b - a for a, b in zip(values, values[1:], strict=False)]
    assert gains[0] / 5 > gains[1] / 5 > gains[2] / 10 > gains[3] / 20
    assert utility(early, 1, 5) == -utility(early, 0, 5)
    # the same lead is surer with fewer rounds to go
    assert utility(view_at(11, 12, [20, 10]), None, 0) > utility(early | {"scores": [20, 10]}, None, 0)


def test_the_choice_follows_from_the_seed_when_the_budget_does_not_bind():
    state = GAME.new({"rounds": 3}, 2, 31)
    view = GAME.view(state, state.turn)
    assert len(view["legal"]) > 1
    first = choose(view, "strong", random.Random(5), 60.0)
    assert all(choose(view, "strong", random.Random(5), 60.0) == first for _ in range(2))


def decide_views(rounds: int, seeds: range):
    """Views where a seat must choose こいこい or 勝負, from ふつう-vs-ふつう matches."""
    for seed in seeds:
        state = GAME.new({"rounds": rounds}, 2, seed)
        rng = random.Random(seed)
        while GAME.result(state) is None:
            for seat in GAME.waiting_on(state):
                view = GAME.view(state, seat)
                if view["phase"] == "decide":
                    yield view
                GAME.act(state, seat, choose(view, "normal", rng, 0.01), 0.0)


def test_in_the_last_round_it_takes_a_shobu_that_wins_the_match():
    checked = 0
    for view in decide_views(3, range(200)):
        me = view["seat"]
        now = round_score(
            view["rule"], view["yaku_total"][me], koikoi=view["koikoi"][me],
            reversal=view["koikoi"][1 - me] > 0,
        )
        lead = view["scores"][me] - view["scores"][1 - me]
        if view["round"] == view["rounds"] and lead + now > 0:
            assert choose(view, "strong", random.Random(1), 60.0) == {"type": "shobu"}
            checked += 1
            if checked == 5:
                break
    assert checked == 5
