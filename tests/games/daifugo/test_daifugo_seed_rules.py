"""The seed's own rules by default (seed 002 「カードの出し方」), the house rules as switches, and
the 「よくあるローカルルール」 preset."""

from __future__ import annotations

import random

import pytest

from server.games.contract import RuleError, SettingsError
from server.games.daifugo import GAME
from server.games.daifugo import forms as F
from server.games.daifugo.engine import EXCHANGE, PLAY
from server.games.daifugo.notation import from_text
from server.games.daifugo.settings import HOUSE_RULES, resolve
from tests.games.daifugo.plays import ids, legal_keys, play

HOUSE_KEYS = [r.key for r in HOUSE_RULES]
LOCAL_ON = {"same_count", "revolution", "eight_cut", "lock", "spade_three", "miyako_ochi",
            "exchange"}


# ---------------------------------------------------------------------------------- settings


def table(given: dict) -> dict:
    """The settings a new table plays by (``new`` settles the house rules by the preset)."""
    return GAME.new(GAME.validate_settings(given), 4, seed=1).settings


def test_a_fresh_table_plays_the_seeds_rules():
    values = table({})
    assert values["preset"] == "seed"
    assert values["foul_finish"] is True  # 反則上がり is the seed's own (「設定による」)
    assert {k: values[k] for k in HOUSE_KEYS} == {k: False for k in HOUSE_KEYS}


def test_the_local_preset_turns_the_common_house_rules_on():
    values = table({"preset": "local"})
    assert {k for k in HOUSE_KEYS if values[k]} == LOCAL_ON
    assert values["sequence_revolution"] is False and values["eleven_back"] is False


def test_a_house_rule_set_by_itself_wins_over_the_preset():
    values = table({"preset": "local", "eight_cut": False, "eleven_back": True})
    assert values["eight_cut"] is False and values["eleven_back"] is True
    assert values["lock"] is True  # still by the preset
    values = table({"lock": True})
    assert values["lock"] is True and values["revolution"] is False


def test_the_table_keeps_the_choices_and_the_game_settles_them_once():
    for setting in GAME.settings:
        if setting.key in HOUSE_KEYS:
            assert setting.kind == "choice" and setting.default == "preset"
            assert [c.value for c in setting.choices] == ["preset", True, False]
    assert GAME.validate_settings({"preset": "local"})["lock"] == "preset"  # kept as chosen
    for given in ({}, {"preset": "local"}, {"preset": "local", "lock": False}, {"exchange": True}):
        once = resolve(given)
        assert resolve(once) == once
        assert GAME.validate_settings(once) == once  # a settled table is still a valid one
        assert table(once) == once == table(given)


def test_bad_preset_and_bad_house_rule_values_are_refused():
    with pytest.raises(SettingsError):
        GAME.validate_settings({"preset": "house"})
    with pytest.raises(SettingsError):
        GAME.validate_settings({"lock": 1})  # 1 is not True


def test_the_rules_help_says_both_ways_of_following():
    text = GAME.rules_help()
    for words in ("同じ数字のカード3枚以上", "4枚以上", "同じ数字3枚に同じ数字4枚", "同じ枚数で出す",
                  "よくあるローカルルール", "プリセットどおり"):
        assert words in text, words


# ---------------------------------------------------------------------------------- forms


@pytest.mark.parametrize(
    "faces, letter",
    [("H6", "A"), ("JK", "A"), ("H6 S6", "B"), ("JK JK", "B"), ("H6 S6 D6", "C"),
     ("H6 S6 JK", "C"), ("H6 S6 D6 C6", "C"), ("H5 H6 H7", "D"), ("H5 JK H7", "D"),
     ("H5 H6 H7 H8", "E"), ("H5 H6 H7 H8 H9 H10", "E")],
)
def test_each_play_has_one_of_the_seeds_five_forms(faces, letter):
    assert F.classify(ids(faces)).seed_form.letter == letter


def test_by_the_seed_four_of_a_kind_follows_three_of_a_kind():
    s = from_text("hand0: H6 S6 D6 C6 S9\nhand1: S4 S5\nhand2: C3\nfield: H5 S5 D5 by 1\nturn: 0")
    keys = legal_keys(s, 0)
    assert ("C6", "D6", "H6", "S6") in keys and ("D6", "H6", "S6") in keys
    play(s, 0, "H6 S6 D6 C6")
    assert s.top.size == 4 and not s.revolution  # 革命 is a house rule, off by default


def test_by_the_seed_three_of_a_kind_follows_four_of_a_kind():
    s = from_text("hand0: H7 S7 D7 S9\nhand1: S4\nhand2: C3\nfield: H5 S5 D5 C5 by 1\nturn: 0")
    assert legal_keys(s, 0) == {("D7", "H7", "S7")}
    play(s, 0, "H7 S7 D7")
    assert s.top.rank == 7 and s.top.size == 3


def test_pairs_and_sets_of_three_are_different_forms():
    s = from_text("hand0: H7 S7 D7 S9\nhand1: S4\nhand2: C3\nfield: H5 S5 by 1\nturn: 0")
    with pytest.raises(RuleError) as e:
        play(s, 0, "H7 S7 D7")
    assert e.value.rule == "follow_form" and "同じ数字2枚" in e.value.message
    s = from_text("hand0: H7 S7 D7 S9\nhand1: S4\nhand2: C3\nfield: H5 S5 D5 by 1\nturn: 0")
    with pytest.raises(RuleError) as e:
        play(s, 0, "H7 S7")
    assert e.value.rule == "follow_form" and "同じ数字3枚以上" in e.value.message


def test_by_the_seed_a_five_card_sequence_follows_a_four_card_one():
    s = from_text("hand0: S6 S7 S8 S9 S10 D4\nhand1: S4\nhand2: C3\nfield: H5 H6 H7 H8 by 1\n"
                  "turn: 0")
    keys = legal_keys(s, 0)
    assert ("S10", "S6", "S7", "S8", "S9") in keys and ("S6", "S7", "S8", "S9") in keys
    play(s, 0, "S6 S7 S8 S9 S10")
    assert s.top.form == F.SEQUENCE and s.top.size == 5


def test_three_card_and_four_card_sequences_are_different_forms():
    s = from_text("hand0: S6 S7 S8 S9 D4\nhand1: S4\nhand2: C3\nfield: H5 H6 H7 by 1\nturn: 0")
    with pytest.raises(RuleError) as e:
        play(s, 0, "S6 S7 S8 S9")
    assert e.value.rule == "follow_form"
    assert legal_keys(s, 0) == {("S6", "S7", "S8"), ("S7", "S8", "S9")}


def test_a_longer_sequence_is_compared_by_its_weakest_card():
    field = F.classify(ids("H5 H6 H7 H8"))
    assert not F.beats(field, F.classify(ids("S4 S5 S6 S7 S8")), False)  # 4 is below 5
    assert not F.beats(field, F.classify(ids("S5 S6 S7 S8 S9")), False)  # 5 is not above 5
    assert F.beats(field, F.classify(ids("S6 S7 S8 S9 S10")), False)
    # in a revolution the weakest card of a sequence is its highest number
    field = F.classify(ids("H7 H8 H9 H10"), True)
    assert F.beats(field, F.classify(ids("S5 S6 S7 S8 S9"), True), True)  # 9 is above 10 now
    assert not F.beats(field, F.classify(ids("S6 S7 S8 S9 S10"), True), True)
    s = from_text("hand0: S4 S5 S6 S7 S8 D9\nhand1: S9\nhand2: C3\nfield: H5 H6 H7 H8 by 1\n"
                  "turn: 0")
    with pytest.raises(RuleError) as e:
        play(s, 0, "S4 S5 S6 S7 S8")
    assert e.value.rule == "follow_strength"


def test_same_count_setting_asks_for_the_same_number_of_cards():
    s = from_text("hand0: H6 S6 D6 C6 S9\nhand1: S4\nhand2: C3\nfield: H5 S5 D5 by 1\nturn: 0\n"
                  "settings: same_count=on")
    assert ("C6", "D6", "H6", "S6") not in legal_keys(s, 0)
    with pytest.raises(RuleError) as e:
        play(s, 0, "H6 S6 D6 C6")
    assert e.value.rule == "follow_count"
    s = from_text("hand0: S6 S7 S8 S9 S10 D4\nhand1: S4\nhand2: C3\nfield: H5 H6 H7 H8 by 1\n"
                  "turn: 0\nsettings: preset=local")
    assert all(len(k) == 4 for k in legal_keys(s, 0))
    with pytest.raises(RuleError) as e:
        play(s, 0, "S6 S7 S8 S9 S10")
    assert e.value.rule == "follow_count"


def test_jokers_join_a_bigger_group_by_the_seed():
    s = from_text("hand0: H6 S6 JK S9\nhand1: S4\nhand2: C3\nfield: H5 S5 D5 by 1\nturn: 0")
    keys = legal_keys(s, 0)
    assert ("H6", "JK", "S6") in keys
    assert ("H6", "JK") not in keys  # a pair is not (C)


# ---------------------------------------------------------------------------------- no house rule


def test_by_default_no_eight_cut_no_lock_no_revolution_no_spade_three():
    s = from_text("hand0: H8 H9 S2\nhand1: H6 SK S3\nhand2: C3 C4\nfield: H5 by 2\nturn: 0")
    play(s, 0, "H8")  # ♥ on ♥, with an 8
    assert s.top is not None and s.turn == 1  # no 8切り
    assert s.lock is None and ("SK",) in legal_keys(s, 1)  # no 縛り
    s = from_text("hand0: JK H7\nhand1: S3 D4\nhand2: C5\nturn: 0")
    play(s, 0, "JK")
    assert legal_keys(s, 1) == set()  # no スペ3返し
    s = from_text("hand0: H5 S5 D5 C5 S9\nhand1: S4\nhand2: C3\nturn: 0")
    events = play(s, 0, "H5 S5 D5 C5")
    assert not s.revolution and not any(e["type"] == "revolution" for e in events)


def test_by_default_no_exchange_and_no_miyako_ochi():
    s = GAME.new({"hands": 2}, 4, seed=7)
    rng = random.Random(0)
    while s.hand_no == 1:
        seat = GAME.waiting_on(s)[0]
        GAME.act(s, seat, rng.choice(GAME.view(s, seat)["legal"]), 0.0)
    assert s.phase == PLAY and s.exchanged == [] and s.phase != EXCHANGE
    assert s.turn == s.prev_ranks.index(4)  # seed: the last leads the next game
    s = from_text("hand0: H5\nhand1: S4 SK\nhand2: C3 C6\nhand3: D3 D9\nturn: 0\nprev: 4 1 2 3")
    play(s, 0, "H5")
    assert s.status[1] == "in"  # the former 大富豪 does not fall


# ---------------------------------------------------------------------------------- CPU players


@pytest.mark.parametrize("players", [4, 7])  # 7: two decks, つよい's rank-count playouts
@pytest.mark.parametrize("preset", ["seed", "local"])
@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_cpu_players_play_a_whole_hand_legally(preset, level, players):
    state = GAME.new({"hands": 1, "preset": preset}, players, seed=21)
    rng = random.Random(3)
    while GAME.result(state) is None:
        seat = GAME.waiting_on(state)[0]
        view = GAME.view(state, seat)
        action = GAME.cpu_choose(view, level, rng, 0.02)
        assert action in view["legal"] or (
            action["type"] == "play"
            and any(a["type"] == "play" and F.card_key(a["cards"]) == F.card_key(action["cards"])
                    for a in view["legal"]))
        GAME.act(state, seat, action, 0.0)


def test_cpu_plays_a_bigger_group_on_three_of_a_kind_when_it_is_all_it_has():
    # the seed lets four 9s follow three 5s; with nothing else to beat it, ふつう does
    s = from_text("hand0: H9 S9 D9 C9\nhand1: S4 S7\nhand2: C3 C4\nfield: H5 S5 D5 by 1\nturn: 0")
    action = GAME.cpu_choose(GAME.view(s, 0), "normal", random.Random(0), 0.1)
    assert sorted(action["cards"]) == sorted(ids("H9 S9 D9 C9"))
