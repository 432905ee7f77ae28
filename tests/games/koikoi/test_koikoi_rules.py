"""Koi-koi rules: the deck, every yaku, both scoring paths with the seed's worked examples,
the turn, こいこい/勝負, 手四/くっつき, the match."""

from __future__ import annotations

import copy

import pytest

from protocol.texts import in_japanese
from server.games.contract import MalformedAction, NotYourTurn, RuleError, SettingsError
from server.games.koikoi import GAME
from server.games.koikoi.cards import CARDS, LIGHT, RIBBON, SEED, card_by_name
from server.games.koikoi.engine import CHOOSE, DECIDE, MATCH_END, PLAY, ROUND_END, deal
from server.games.koikoi.notation import card, cards, from_text
from server.games.koikoi.scoring import MANKAI, TRADITIONAL, full_months, round_score, score_steps
from server.games.koikoi.yaku import find_yaku, total


def yaku_of(text: str) -> dict[str, int]:
    return {f.name: f.points for f in find_yaku(cards(text))}


def names(cs: list[int]) -> list[str]:
    return [CARDS[c].name for c in cs]


# -- the deck -------------------------------------------------------------------------------------


def test_deck_has_48_cards_four_per_month():
    assert len(CARDS) == 48
    for month in range(1, 13):
        assert len([c for c in CARDS if c.month == month]) == 4
    kinds = [c.kind for c in CARDS]
    assert (kinds.count(LIGHT), kinds.count(SEED), kinds.count(RIBBON), kinds.count("カス")) == (
        5,
        9,
        10,
        24,
    )
    assert sorted(c.name for c in CARDS if c.kind == LIGHT) == sorted(
        ["松に鶴", "桜に幕", "芒に月", "柳に小野道風", "桐に鳳凰"]
    )
    assert [c.name for c in CARDS if c.subject == "赤短"] == ["松に赤短", "梅に赤短", "桜に赤短"]
    assert [c.name for c in CARDS if c.subject == "青短"] == [
        "牡丹に青短",
        "菊に青短",
        "紅葉に青短",
    ]
    assert card("9-1") == card_by_name("菊に盃") and CARDS[card("11-1")].name == "柳に小野道風"


def test_deal_gives_eight_each_and_24_stock_and_no_four_on_the_field():
    for seed in range(300):
        state = GAME.new({}, 2, seed)
        assert [len(h) for h in state.hands] == [8, 8]
        assert len(state.field) == 8 and len(state.stock) == 24
        months = [CARDS[c].month for c in state.field]
        assert max(months.count(m) for m in range(1, 13)) < 4
        assert sorted(state.hands[0] + state.hands[1] + state.field + state.stock) == list(
            range(48)
        )
        if state.phase == PLAY:
            assert state.turn == state.dealer  # the dealer plays first


def test_redeal_when_the_field_shows_four_of_a_month():
    redealt = 0
    for seed in range(2000):
        state = GAME.new({}, 2, seed)
        redealt += state.redeals
    assert redealt > 0  # happens now and then, and deal() then deals again


# -- yaku -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "taken, expected",
    [
        ("1-1 3-1 8-1 11-1 12-1", {"五光": 10}),
        ("1-1 3-1 8-1 12-1", {"四光": 8}),
        ("1-1 3-1 8-1 11-1", {"雨四光": 7}),
        ("1-1 3-1 12-1", {"三光": 5}),
        ("1-1 3-1 11-1", {}),  # 三光 only without 柳
        ("3-1 9-1", {"花見で一杯": 5}),
        ("8-1 9-1", {"月見で一杯": 5}),
        ("3-1 8-1 9-1", {"花見で一杯": 5, "月見で一杯": 5}),
        ("7-1 10-1 6-1", {"猪鹿蝶": 5}),
        ("7-1 10-1 6-1 4-1", {"猪鹿蝶": 6}),
        ("1-2 2-2 3-2", {"赤短": 5}),
        ("1-2 2-2 3-2 4-2", {"赤短": 6}),
        ("6-2 9-2 10-2", {"青短": 5}),
        ("2-1 4-1 5-1 8-2 11-2", {"タネ": 1}),
        ("2-1 4-1 5-1 8-2 11-2 7-1", {"タネ": 2}),
        ("4-2 5-2 7-2 11-3 1-2", {"タン": 1}),
        ("1-3 1-4 2-3 2-4 3-3 3-4 4-3 4-4 5-3 5-4", {"カス": 1}),
        ("1-3 1-4 2-3 2-4 3-3 3-4 4-3 4-4 5-3 5-4 6-3", {"カス": 2}),
    ],
)
def test_each_yaku(taken, expected):
    assert yaku_of(taken) == expected


def test_light_yaku_do_not_stack():
    assert set(yaku_of("1-1 3-1 8-1 11-1 12-1")) == {"五光"}
    assert set(yaku_of("1-1 3-1 8-1 12-1 11-1")) == {"五光"}
    assert set(yaku_of("1-1 3-1 8-1 11-1")) == {"雨四光"}


def test_sake_cup_counts_as_seed_or_chaff_whichever_scores_higher():
    # Nine カス and the cup: as カス it makes カス (1); as タネ nothing.
    assert yaku_of("1-3 1-4 2-3 2-4 3-3 3-4 4-3 4-4 5-3 9-1") == {"カス": 1}
    # Four タネ and the cup: as タネ it makes タネ (1).
    assert yaku_of("2-1 4-1 5-1 8-2 9-1") == {"タネ": 1}
    # With 花見で一杯 the cup still counts for カス as well.
    assert yaku_of("3-1 9-1 1-3 1-4 2-3 2-4 3-3 3-4 4-3 4-4 5-3") == {"花見で一杯": 5, "カス": 1}
    # 猪鹿蝶 + 3 タネ + cup: as タネ 猪鹿蝶 5+3=8 and タネ 3 → 11; as カス 猪鹿蝶 7 + タネ 2 → 9.
    assert total(find_yaku(cards("7-1 10-1 6-1 2-1 4-1 9-1"))) == 5 + 3 + 2
    assert yaku_of("7-1 10-1 6-1 2-1 4-1 9-1") == {"猪鹿蝶": 8, "タネ": 2}


# -- the seed's worked examples -------------------------------------------------------------------


def test_seed_example_goko_is_20():
    points = total(find_yaku(cards("1-1 3-1 8-1 11-1 12-1")))
    assert points == 10
    assert round_score(TRADITIONAL, points) == 20


def test_seed_example_inoshikacho_with_uguisu_and_kari_is_16():
    found = {f.name: f.points for f in find_yaku(cards("7-1 10-1 6-1 2-1 8-2"))}
    assert found == {"猪鹿蝶": 7, "タネ": 1}
    assert round_score(TRADITIONAL, 8) == 16
    steps = score_steps(TRADITIONAL, 8)
    assert [s.value for s in steps] == [8, 16]


def test_seed_example_akatan_aotan_six_ribbons_is_24():
    found = find_yaku(cards("1-2 2-2 3-2 6-2 9-2 10-2"))
    assert {f.name: f.points for f in found} == {"赤短・青短": 10, "タン": 2}
    assert round_score(TRADITIONAL, total(found)) == 24


def test_seed_example_mankai_sanko_bonus_koikoi_is_14_and_28_as_reversal():
    assert round_score(MANKAI, 5, months=2, koikoi=1) == 14
    assert round_score(MANKAI, 5, months=2, koikoi=1, reversal=True) == 28
    steps = score_steps(MANKAI, 5, months=2, koikoi=1, reversal=True)
    assert [(s.op, s.value) for s in steps] == [("=", 5), ("+", 7), ("×", 14), ("×", 28)]


def test_mankai_order_and_bonus_only_with_yaku():
    # 7 or more doubles before the bonus is added.
    assert round_score(MANKAI, 7, months=1) == 15
    assert round_score(MANKAI, 0, months=3, koikoi=2) == 0
    assert [round_score(MANKAI, 2, koikoi=k) for k in range(5)] == [2, 4, 6, 8, 8]
    # 伝統こいこい ignores the bonus and the multipliers.
    assert round_score(TRADITIONAL, 5, months=2, koikoi=1, reversal=True) == 5


def test_full_months():
    assert full_months(cards("1-1 1-2 1-3 1-4 3-1 3-2 3-3 3-4 8-1")) == [1, 3]


def test_mankai_round_through_the_engine_14_and_28():
    # Player 0 declared こいこい once; 三光 forms with 芒に月; months 1 and 3 are 満開.
    text = (
        "rule: mankai dealer: 0 hand0: 8-1 5-3 hand1: 5-4 6-4 field: 8-3 12-3 "
        "taken0: 1-1 1-2 1-3 1-4 3-1 3-2 3-3 3-4 koikoi0: 1 decided0: 0 stock: 4-3 4-4"
    )
    state = from_text(text)
    GAME.act(state, 0, {"type": "play", "card": card("8-1")}, 0)
    assert state.phase == DECIDE
    GAME.act(state, 0, {"type": "shobu"}, 0)
    assert state.round_result["points"] == 14
    assert [s["value"] for s in state.round_result["steps"]] == [5, 7, 14]
    # The same with the opponent having said こいこい: こいこい返し.
    state = from_text(text.replace("decided0: 0", "decided0: 0 koikoi1: 1 decided1: 0"))
    GAME.act(state, 0, {"type": "play", "card": card("8-1")}, 0)
    GAME.act(state, 0, {"type": "shobu"}, 0)
    assert state.round_result["points"] == 28
    assert state.scores == [28, 0]


# -- a turn ---------------------------------------------------------------------------------------


def test_capture_one_match_and_no_match():
    state = from_text("hand0: 1-3 2-3 hand1: 4-3 4-4 field: 1-1 5-1 stock: 12-2 6-3")
    events = GAME.act(state, 0, {"type": "play", "card": card("1-3")}, 0)
    assert sorted(state.taken[0]) == sorted(cards("1-1 1-3"))
    assert events[0]["type"] == "play" and events[1]["type"] == "draw"
    assert card("12-2") in state.field  # the drawn card had no match
    assert state.turn == 1 and state.phase == PLAY


def test_two_matches_need_a_choice_and_three_take_all():
    state = from_text("hand0: 1-3 2-3 hand1: 4-3 4-4 field: 1-1 1-2 2-1 2-2 2-4 stock: 12-2")
    legal = GAME.view(state, 0)["legal"]
    assert {"type": "play", "card": card("1-3"), "target": card("1-1")} in legal
    assert {"type": "play", "card": card("1-3"), "target": card("1-2")} in legal
    assert {"type": "play", "card": card("1-3")} not in legal
    with pytest.raises(RuleError) as err:
        GAME.act(state, 0, {"type": "play", "card": card("1-3")}, 0)
    assert err.value.rule == "choose_target"
    with pytest.raises(RuleError):
        GAME.act(state, 0, {"type": "play", "card": card("2-3"), "target": card("2-1")}, 0)
    GAME.act(state, 0, {"type": "play", "card": card("2-3")}, 0)  # three on the field: all four
    assert sorted(state.taken[0]) == sorted(cards("2-1 2-2 2-3 2-4"))


def test_drawn_card_with_two_matches_asks_again():
    state = from_text("hand0: 5-3 hand1: 4-3 4-4 field: 1-1 1-2 stock: 1-3 6-3")
    events = GAME.act(state, 0, {"type": "play", "card": card("5-3")}, 0)
    assert events[-1] == {
        "type": "draw",
        "seat": 0,
        "card": card("1-3"),
        "taken": [],
        "choose": True,
    }
    assert state.phase == CHOOSE
    view = GAME.view(state, 0)
    assert view["drawn"] == card("1-3")
    assert view["legal"] == [
        {"type": "choose", "target": card("1-1")},
        {"type": "choose", "target": card("1-2")},
    ]
    assert GAME.view(state, 1)["legal"] == []
    GAME.act(state, 0, {"type": "choose", "target": card("1-2")}, 0)
    assert sorted(state.taken[0]) == sorted(cards("1-2 1-3")) and state.field == cards("1-1 5-3")


# -- こいこい and 勝負 ----------------------------------------------------------------------------


def test_yaku_asks_koikoi_or_shobu_and_asks_again_only_when_the_score_rises():
    state = from_text(
        "hand0: 3-1 4-2 5-3 hand1: 6-3 6-4 10-3 field: 3-3 4-1 12-3 11-3 "
        "taken0: 1-1 8-1 stock: 12-4 10-4 7-3 7-4"
    )
    GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)  # 三光
    assert state.phase == DECIDE
    assert GAME.view(state, 0)["legal"] == [{"type": "koikoi"}, {"type": "shobu"}]
    GAME.act(state, 0, {"type": "koikoi"}, 0)
    assert state.koikoi == [1, 0] and state.turn == 1
    GAME.act(state, 1, {"type": "play", "card": card("6-3")}, 0)
    assert state.turn == 0 and state.phase == PLAY
    # Taking a カス does not raise the score: no question, the turn passes.
    GAME.act(state, 0, {"type": "play", "card": card("5-3")}, 0)
    assert state.phase == PLAY and state.turn == 1


def test_yaku_on_the_last_card_is_shobu_at_once():
    state = from_text("hand0: 3-1 hand1: 6-3 field: 3-3 taken0: 1-1 8-1 stock: 12-4 10-4")
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    assert {"type": "shobu", "seat": 0, "auto": True} in events
    assert state.round_result["winner"] == 0 and state.round_result["points"] == 5


def test_seven_or_more_doubles():
    state = from_text(
        "hand0: 3-1 4-3 hand1: 6-3 6-4 field: 3-3 taken0: 1-1 8-1 12-1 stock: 12-4 10-4"
    )
    GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    GAME.act(state, 0, {"type": "shobu"}, 0)
    assert state.round_result["points"] == 16  # 四光 8 ×2
    assert in_japanese(state.round_result["yaku"][0]["name"]) == "四光"


def test_hands_out_without_koikoi_is_a_draw_and_with_koikoi_the_caller_scores():
    state = from_text("dealer: 0 hand0: 4-3 hand1: 6-3 field: 12-2 stock: 5-3 5-4")
    GAME.act(state, 0, {"type": "play", "card": card("4-3")}, 0)
    GAME.act(state, 1, {"type": "play", "card": card("6-3")}, 0)
    assert state.round_result["winner"] is None and state.round_result["reason"] == "exhausted"
    assert state.dealer == 0  # a draw keeps the dealer
    state = from_text(
        "dealer: 1 hand0: 4-3 hand1: 6-3 field: 12-2 taken0: 1-1 3-1 8-1 koikoi0: 1 stock: 5-3 5-4"
    )
    GAME.act(state, 1, {"type": "play", "card": card("6-3")}, 0)
    GAME.act(state, 0, {"type": "play", "card": card("4-3")}, 0)
    assert state.round_result["winner"] == 0 and state.round_result["points"] == 5
    assert state.dealer == 0  # the winner deals next


def test_shobu_after_opponent_koikoi_in_traditional_is_not_doubled():
    state = from_text(
        "hand0: 3-1 4-3 hand1: 6-3 field: 3-3 taken0: 1-1 8-1 taken1: 7-1 10-1 6-1 koikoi1: 1 stock: 12-4 10-4"
    )
    GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    GAME.act(state, 0, {"type": "shobu"}, 0)
    assert state.round_result["points"] == 5


# -- 手四 and くっつき ----------------------------------------------------------------------------


def _dealt(hand0: str, hand1: str):
    state = from_text(
        f"hand0: {hand0} hand1: {hand1} field: 12-1 12-2 12-3 11-1 11-2 11-3 10-1 10-2"
    )
    from server.games.koikoi.engine import check_dealt_hands

    check_dealt_hands(state)
    return state


def test_teshi_and_kuttsuki_score_six_and_both_is_a_draw():
    state = _dealt("1-1 1-2 1-3 1-4 2-1 3-1 4-1 5-1", "2-2 3-2 4-2 5-2 6-2 7-2 8-2 9-2")
    assert state.round_result["reason"] == "teshi" and state.round_result["points"] == 6
    assert state.round_result["revealed"][0] == cards("1-1 1-2 1-3 1-4 2-1 3-1 4-1 5-1")
    assert state.round_result["revealed"][1] is None
    state = _dealt("2-2 3-2 4-2 5-2 6-2 7-2 8-2 9-2", "1-1 1-2 2-1 2-3 3-1 3-3 4-3 4-4")
    assert state.round_result["reason"] == "kuttsuki" and state.scores == [0, 6]
    state = _dealt("1-1 1-2 1-3 1-4 2-1 3-1 4-1 5-1", "2-2 2-3 3-3 3-4 4-2 4-4 5-2 5-4")
    assert state.round_result["winner"] is None and state.scores == [0, 0]


def test_no_dealt_hand_bonus_for_an_ordinary_hand():
    state = _dealt("1-1 1-2 1-3 2-1 3-1 4-1 5-1 6-1", "2-2 3-2 4-2 5-2 6-2 7-2 8-2 9-2")
    assert state.round_result is None


# -- the match ------------------------------------------------------------------------------------


def _finish_round_by_shobu(state, seat: int = 0) -> None:
    """Force a quick round end through the public interface: seat wins by 手四-free 勝負."""
    from server.games.koikoi.engine import finish_round

    finish_round(state, seat, "shobu")


def test_match_of_three_rounds_ends_and_the_higher_total_wins():
    state = GAME.new({"rounds": 3, "rule": "traditional"}, 2, 4)
    for _ in range(3):
        if state.phase == PLAY:
            state.taken[1] = cards("1-1 3-1 8-1")
            _finish_round_by_shobu(state, 1)
        if state.phase == ROUND_END:
            assert GAME.waiting_on(state) == (0, 1)
            GAME.act(state, 0, {"type": "next"}, 0)
            assert GAME.waiting_on(state) == (1,)
            GAME.act(state, 1, {"type": "next"}, 0)
    assert state.phase == MATCH_END
    result = GAME.result(state)
    assert result is not None and result.ranks == (2, 1) and result.points[1] > result.points[0]
    assert GAME.waiting_on(state) == ()


def test_settings_and_seats():
    with pytest.raises(SettingsError):
        GAME.new({}, 3, 1)
    with pytest.raises(SettingsError):
        GAME.new({"rounds": 5}, 2, 1)
    assert GAME.new({"rule": "mankai", "rounds": 6}, 2, 1).rounds == 6
    assert GAME.min_seats == GAME.max_seats == GAME.default_seats == 2
    assert "満開ボーナス" in GAME.rules_help()


# -- errors ---------------------------------------------------------------------------------------


def test_bad_actions_leave_the_state_unchanged():
    state = from_text("hand0: 1-3 2-3 hand1: 4-3 4-4 field: 1-1 1-2 stock: 12-2")
    before = GAME.dump(state)
    for bad, error in [
        ("play", MalformedAction),
        ({"type": "fly"}, MalformedAction),
        ({"type": "play"}, MalformedAction),
        ({"type": "play", "card": "1-3"}, MalformedAction),
        ({"type": "play", "card": True}, MalformedAction),
        ({"type": "play", "card": 99}, MalformedAction),
        ({"type": "play", "card": 5, "extra": 1}, MalformedAction),
        ({"type": "play", "card": card("4-3")}, RuleError),
        ({"type": "play", "card": card("1-3"), "target": card("2-3")}, RuleError),
        ({"type": "koikoi"}, RuleError),
        ({"type": "next"}, RuleError),
        ({"type": "choose", "target": card("1-1")}, RuleError),
    ]:
        with pytest.raises(error):
            GAME.act(state, 0, bad, 0)
        assert GAME.dump(state) == before
    with pytest.raises(NotYourTurn):
        GAME.act(state, 1, {"type": "play", "card": card("4-3")}, 0)
    assert GAME.dump(state) == before


def test_deal_is_deterministic():
    a, b = GAME.new({}, 2, 77), GAME.new({}, 2, 77)
    assert GAME.dump(a) == GAME.dump(b)
    c = copy.deepcopy(a)
    deal(c)
    assert c.hands != a.hands


def test_hands_out_with_both_koikoi_the_higher_score_wins():
    state = from_text(
        "dealer: 0 hand0: 4-3 hand1: 6-3 field: 12-2 taken0: 1-1 3-1 8-1 "
        "taken1: 7-1 10-1 6-1 2-1 koikoi0: 1 koikoi1: 1 stock: 5-3 5-4"
    )
    GAME.act(state, 0, {"type": "play", "card": card("4-3")}, 0)
    GAME.act(state, 1, {"type": "play", "card": card("6-3")}, 0)
    assert state.round_result["reason"] == "hands_out"
    assert state.round_result["winner"] == 1 and state.scores == [0, 6]


def test_mankai_bonus_alone_does_not_ask_koikoi_again():
    # Player 0 said こいこい at 三光 5; taking the fourth 松 completes a 満開 month only.
    state = from_text(
        "rule: mankai hand0: 1-4 4-3 hand1: 6-3 6-4 field: 1-3 taken0: 1-1 1-2 3-1 8-1 "
        "koikoi0: 1 stock: 12-2 5-4"
    )
    GAME.act(state, 0, {"type": "play", "card": card("1-4")}, 0)
    assert state.phase == PLAY and state.turn == 1
    assert full_months(state.taken[0]) == [1]
