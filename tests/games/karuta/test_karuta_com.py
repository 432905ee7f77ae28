"""The COM: its parameters come from the 級位 and the settings; its timing and お手つき follow the
model of rules.md (each parameter in the direction the seed gives it); it acts from its view
alone and makes the same plan again for the same poem."""

from __future__ import annotations

import random
import statistics

import pytest

from server.games.karuta import com
from server.games.karuta.settings import GRADE_RANGES, GRADES, ComParams, com_params

from .conftest import begin, next_reading, settings, setup, to_naming

SIDES = {0: {17: (2, 0), 87: (2, 1), 3: (2, 11), 5: (1, 0)},
         1: {18: (2, 0), 21: (2, 1), 22: (2, 11), 4: (1, 0)}}


def params(value: int, senpo: str = "mukei", **given: int) -> ComParams:
    values = {name: value for name in ("kimariji", "anki", "hanno", "tebayasa", "kikiwake")}
    values.update(given)
    return ComParams(grade=None, senpo=senpo, **values)


# -- parameters ------------------------------------------------------------------------------


@pytest.mark.parametrize("grade", GRADES)
def test_grade_draws_every_parameter_within_its_range(grade):
    low, high = GRADE_RANGES[grade]
    for seed in range(40):
        p = com_params(settings(param_seed=seed), 0, grade)
        assert all(low <= v <= high for v in (p.kimariji, p.anki, p.hanno, p.tebayasa, p.kikiwake))
        assert p.senpo in ("mamori", "seme", "mukei")


def test_a_parameter_set_by_hand_stays_and_redrawing_changes_the_rest():
    fixed = settings(com1_hanno=15, com1_senpo="seme")
    p = com_params(fixed, 1, "E")
    assert p.hanno == 15 and p.senpo == "seme"
    assert com_params(fixed, 1, "E") == p  # the same seed draws the same
    redrawn = {com_params(settings(com1_hanno=15, param_seed=s), 1, "E") for s in range(10)}
    assert len(redrawn) > 1 and all(q.hanno == 15 for q in redrawn)


def test_a_com_draws_its_parameters_afresh_for_each_match_unless_they_are_fixed(game):
    """Seed 000: choosing a 級位 sets the parameters at random. They used to come from the
    「パラメータ再設定」 seed alone, 0 by default, so every C級 COM had the same parameters in every
    match; now each match draws its own from its seed (a replay of it draws the same), unless the
    settings fix them: a 「パラメータ再設定」 value other than 0, or a value set by hand."""
    def drawn(seed: int, **given: object) -> dict:
        state = game.new(settings(**given), 2, seed)
        game.seat_players(state, ["人", None])
        game.act(state, 1, {"type": "start", "grade": "C"}, 0.0)
        return game.view(state, 0)["sides"][1]["com"]

    per_match = [drawn(seed) for seed in range(8)]
    assert len({tuple(sorted(p.items())) for p in per_match}) > 4  # each match its own COM
    low, high = GRADE_RANGES["C"]
    assert all(low <= p[name] <= high for p in per_match for name in ("kimariji", "anki", "hanno"))
    assert drawn(3) == drawn(3)  # the same match, replayed
    fixed = [drawn(seed, param_seed=77) for seed in range(4)]
    assert all(p == fixed[0] for p in fixed)
    by_hand = [drawn(seed, com1_hanno=15, com1_senpo="seme") for seed in range(4)]
    assert all(p["hanno"] == 15 and p["senpo"] == "seme" for p in by_hand)
    assert len({p["anki"] for p in by_hand} | {p["kimariji"] for p in by_hand}) > 1


def test_the_com_plays_with_the_parameters_its_panel_shows(game):
    state = setup(game, SIDES, [87])
    game.act(state, 1, {"type": "start", "grade": "B"}, 0.0)
    view = game.view(state, 1)
    assert com.params_of(view, "B") == ComParams(**view["sides"][1]["com"])


def test_a_com_standing_in_for_a_person_says_no_grade():
    """Only a COM's side says its 級位 (a person's start with one is refused): a CPU that plays
    a dropped person's seat starts without one, and draws its parameters from its level."""
    from server.games.karuta.engine import KarutaGame

    from .conftest import SYNTHETIC

    game = KarutaGame(timeline=SYNTHETIC)
    state = setup(game, SIDES, [87])  # seat 0 is a person
    view = game.view(state, 0)
    assert view["sides"][0]["com"] is None
    plan = game.cpu_plan(view, "A", random.Random(1), 1.0)
    assert plan.action == {"type": "start"}
    game.act(state, 0, plan.action, 0.0)
    assert com.params_of(game.view(state, 0), "A").grade == "A"


# -- timing ----------------------------------------------------------------------------------


def test_reaction_is_the_same_whatever_the_card():
    fast, slow = params(8, hanno=15), params(8, hanno=0)
    for side, row in (("own", 2), ("opp", 2), ("own", 0)):
        gap = com.take_delay(slow, side, row, 40, 2, 1.0) - com.take_delay(fast, side, row, 40, 2, 1.0)
        assert gap == pytest.approx(com.REACTION_SPAN)


def test_tebayasa_matters_by_row_and_side():
    slow = params(8, tebayasa=0)
    own_lower = com.take_delay(slow, "own", 2, 30, 0, 1.0)
    own_upper = com.take_delay(slow, "own", 0, 30, 0, 1.0)
    opp_lower = com.take_delay(slow, "opp", 2, 30, 0, 1.0)
    assert own_lower < own_upper < opp_lower
    fast = params(8, tebayasa=15)
    assert (com.take_delay(fast, "opp", 2, 30, 0, 1.0) - com.take_delay(fast, "own", 2, 30, 0, 1.0)
            < opp_lower - own_lower)


def test_anki_matters_with_the_field_count_and_for_a_tandoku():
    weak = params(8, anki=0)
    assert com.take_delay(weak, "own", 2, 50, 1, 1.0) > com.take_delay(weak, "own", 2, 10, 1, 1.0)
    strong = params(8, anki=15)
    assert com.take_delay(strong, "own", 2, 50, 1, 1.0) == com.take_delay(strong, "own", 2, 10, 1, 1.0)
    assert com.take_delay(weak, "own", 2, 50, 0, 1.0) < com.take_delay(weak, "own", 2, 50, 1, 1.0)


def test_kikiwake_matters_with_the_cards_sharing_the_first_sound():
    weak, strong = params(8, kikiwake=0), params(8, kikiwake=15)
    assert com.take_delay(weak, "own", 2, 30, 4, 1.0) > com.take_delay(weak, "own", 2, 30, 1, 1.0)
    assert com.take_delay(strong, "own", 2, 30, 4, 1.0) == com.take_delay(strong, "own", 2, 30, 1, 1.0)


def test_senpo_favours_its_own_or_the_opponents_side():
    for senpo, sooner in (("mamori", "own"), ("seme", "opp")):
        p, plain = params(8, senpo), params(8, "mukei")
        later = "opp" if sooner == "own" else "own"
        assert com.take_delay(p, sooner, 1, 30, 1, 1.0) < com.take_delay(plain, sooner, 1, 30, 1, 1.0)
        assert com.take_delay(p, later, 1, 30, 1, 1.0) > com.take_delay(plain, later, 1, 30, 1, 1.0)


def test_a_weak_kimariji_waits_for_the_original_kimariji_after_a_change():
    current = {"kimariji": 1, "kimariji_static": 3}
    assert com.recognised_after(params(8, kimariji=0), current, u_change=0.5, u_extra=0.0) == 3
    assert com.recognised_after(params(8, kimariji=15), current, u_change=0.5, u_extra=0.0) == 1
    assert com.recognised_after(params(8, kimariji=15), current, u_change=0.0, u_extra=0.99) == 1
    assert com.recognised_after(params(8, kimariji=0), current, u_change=0.99, u_extra=0.99) == 3 + 3


# -- plans from a real view -------------------------------------------------------------------


def take_after(game, grade: str, seed: int) -> float | None:
    """How long after its 決まり字 a COM on seat 1 plans to take 21 (いまこ, on its own 下段)."""
    state = setup(game, SIDES, [21], names=("人", None))
    state.rng = random.Random(seed)
    begin(game, state)
    next_reading(game, state, 21)
    to_naming(game, state)  # the COM's view names the poem once its 決まり字 is heard
    view = game.view(state, 1)
    plan = game.cpu_plan(view, grade, random.Random(seed), 1.0)
    if plan.action["cards"] != [21]:
        return None  # this draw is an お手つき first
    return plan.at - view["current"]["heard_at"]


def test_a_grade_takes_within_tenths_and_e_grade_in_a_second_or_more(game):
    a = [t for t in (take_after(game, "A", s) for s in range(40)) if t is not None]
    e = [t for t in (take_after(game, "E", s) for s in range(40)) if t is not None]
    assert 0.15 < statistics.fmean(a) < 0.6
    assert statistics.fmean(e) > 1.0
    assert max(a) < min(e) + 0.5


def test_the_plan_is_the_same_when_made_again_for_the_same_poem(game):
    state = setup(game, SIDES, [21])
    begin(game, state)
    next_reading(game, state, 21)
    to_naming(game, state)
    first = game.cpu_plan(game.view(state, 1), "C", random.Random(1), 1.0)
    game.act(state, 0, {"type": "touch", "cards": [22], "how": "click"}, state.clock + 0.05)  # safe
    again = game.cpu_plan(game.view(state, 1), "C", random.Random(99), 1.0)
    assert again == first


def test_no_touch_before_the_reading_nor_after_the_opponents_take(game):
    state = setup(game, SIDES, [21])
    for seat in (0, 1):
        game.act(state, seat, {"type": "start"}, 0.0)
    assert game.cpu_plan(game.view(state, 1), "A", random.Random(1), 1.0).action is None
    start = next_reading(game, state, 21)
    # nothing names the poem before its 決まり字 is heard: the COM waits
    assert game.cpu_plan(game.view(state, 1), "A", random.Random(1), 1.0).action is None
    to_naming(game, state)
    plan = game.cpu_plan(game.view(state, 1), "A", random.Random(1), 1.0)
    assert plan.at > start
    game.act(state, 0, {"type": "touch", "cards": [21], "how": "click"}, max(start + 0.5, state.clock))
    assert game.cpu_plan(game.view(state, 1), "A", random.Random(1), 1.0).action is None


def foul_share(game, grade: str, poem: int, sides: dict, seeds: int = 150) -> float:
    """How often a COM's first planned touch is not the read card (or it touches during 空札)."""
    wrong = 0
    for seed in range(seeds):
        state = setup(game, sides, [poem], names=("人", None))
        state.rng = random.Random(seed)
        begin(game, state)
        next_reading(game, state, poem)
        to_naming(game, state)
        plan = game.cpu_plan(game.view(state, 1), grade, random.Random(seed), 1.0)
        if plan.action is not None and plan.action["cards"] != [poem]:
            wrong += 1
    return wrong / seeds


def test_e_grade_jumps_at_like_sounding_cards_more_than_a_grade(game):
    # 63 いまはただ is 空札 here; 21 いまこ lies on side 1: both share いま.
    assert foul_share(game, "E", 63, SIDES) > foul_share(game, "A", 63, SIDES) + 0.05
    # 21 read while 63 lies across on side 0: a jump at 63 is an お手つき for seat 1.
    across = {0: {**SIDES[0], 63: (1, 5)}, 1: SIDES[1]}
    assert foul_share(game, "E", 21, across) > foul_share(game, "A", 21, across) + 0.05


def test_a_com_only_proceeds_between_coms(game):
    state = setup(game, SIDES, [1], shimo="none", names=("人", None))
    begin(game, state)
    while not state.settled:
        game.tick(state, game.deadline(state))
    assert game.cpu_plan(game.view(state, 1), "C", random.Random(1), 1.0).action is None
    both = setup(game, SIDES, [1], shimo="none", names=(None, None))
    begin(game, both)
    while not both.settled:
        game.tick(both, game.deadline(both))
    plan = game.cpu_plan(game.view(both, 1), "C", random.Random(1), 1.0)
    assert plan.action == {"type": "proceed"} and plan.at > both.clock


def test_the_com_sends_one_of_its_own_cards_and_moves_a_received_friend_apart(game):
    sides = {0: {17: (2, 0), 87: (2, 1), 3: (2, 11)},
             1: {18: (2, 0), 19: (2, 1), 22: (2, 11), 4: (1, 0)}}  # 18 す, 19 なにわが
    state = setup(game, sides, [87], names=(None, None))
    begin(game, state)
    start = next_reading(game, state, 87)
    game.act(state, 1, {"type": "touch", "cards": [87], "how": "click"}, start + 0.4)  # from side 0
    while not state.settled:
        game.tick(state, game.deadline(state))
    plan = game.cpu_plan(game.view(state, 1), "C", random.Random(1), 1.0)
    assert plan.action["type"] == "pick_send"
    assert state.field.position(plan.action["poem"]).side == 1
    game.act(state, 1, plan.action, plan.at)
    # the card sent to side 0: if it has a 友札 in its half there, COM 0 moves it to the other half
    view = game.view(state, 0)
    move = com.choose_move(view)
    if move is not None:
        game.act(state, 0, move, plan.at + 0.5)
        assert state.field.position(move["poem"]).side == 0
