"""取り札・読み札選択 by hand: torifuda and yomifuda chosen one by one from the 100 (a ``subset``
setting each), in the section 「取り札・読み札選択」 with the colour and 決まり字 choices; the
checks that keep a match decidable; old stored settings still valid."""

from __future__ import annotations

import pytest

from protocol.texts import in_japanese
from server.games.contract import SettingsError, setting_applies
from server.games.karuta import settings as karuta_settings
from server.games.karuta.engine import KarutaGame
from server.games.karuta.kimariji import STATIC
from server.games.karuta.poems import NUMBERS, by_color

from .conftest import SYNTHETIC, play_com_match, settings

HAND = [3, 8, 15, 22, 37, 44, 61, 77, 87, 99]


def new(seed: int = 3, **given):
    game = KarutaGame(timeline=SYNTHETIC)
    return game, game.new(settings(**given), 2, seed)


def on_field(state) -> list[int]:
    return sorted(state.field.cards(0) + state.field.cards(1))


def refused(**given) -> str:
    with pytest.raises(SettingsError) as caught:
        KarutaGame().validate_settings(given)
    return caught.value.message


# -- the field and the reading --------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hand_picked_torifuda_are_exactly_the_field(seed):
    _, state = new(seed, torifuda="hand", torifuda_cards=HAND)
    assert on_field(state) == HAND
    assert len(state.field.cards(0)) == len(state.field.cards(1)) == 5
    assert sorted(state.reading.order) == list(NUMBERS)  # all 100 read: 90 空札


def test_an_odd_hand_leaves_one_out_to_keep_the_sides_level():
    _, state = new(torifuda="hand", torifuda_cards=HAND[:7])
    field = on_field(state)
    assert len(field) == 6 and set(field) < set(HAND[:7])


def test_more_than_fifty_by_hand_draws_fifty_of_them():
    chosen = list(range(1, 71))
    _, state = new(torifuda="hand", torifuda_cards=chosen)
    field = on_field(state)
    assert len(field) == 50 and set(field) <= set(chosen)


def test_yomifuda_by_hand_are_what_is_read():
    yomi = sorted({*HAND, 1, 2, 100})
    _, state = new(torifuda="hand", torifuda_cards=HAND, yomifuda="hand", yomifuda_cards=yomi)
    assert sorted(state.reading.order) == yomi  # the field's ten and three 空札
    assert state.reading.order != yomi or len(yomi) < 3  # shuffled by the seed


def test_the_chosen_torifuda_as_yomifuda_follow_the_hand():
    _, state = new(torifuda="hand", torifuda_cards=HAND, yomifuda="chosen")
    assert sorted(state.reading.order) == HAND


def test_hand_lists_are_ignored_while_another_way_is_chosen():
    _, state = new(torifuda="colors", color_ki=True, torifuda_cards=HAND, yomifuda="field",
                   yomifuda_cards=[1])
    assert on_field(state) == sorted(by_color("黄"))
    assert sorted(state.reading.order) == sorted(by_color("黄"))


def test_a_hand_picked_match_plays_to_its_end_with_coms():
    game, state = new(seed=5, torifuda="hand", torifuda_cards=[7, 18, 57, 70],
                      yomifuda="hand", yomifuda_cards=[7, 18, 57, 70, 90])
    game.seat_players(state, [None, None])
    play_com_match(game, state, ("A", "B"), seed=5)
    result = game.result(state)
    assert result is not None and sorted(result.ranks) == [1, 2]
    assert state.reading.read <= 5


def test_the_view_shows_the_hand_picked_cards():
    game, state = new(torifuda="hand", torifuda_cards=HAND, yomifuda="field")
    shown = game.view(state, 0)["settings"]
    assert (shown["torifuda"], shown["yomifuda"], shown["chosen"]) == ("hand", "field", HAND)


# -- the checks -----------------------------------------------------------------------------------


def test_no_card_chosen_by_hand_is_refused():
    assert "取り札を1枚ずつ選んでください" in refused(torifuda="hand")


def test_one_card_is_not_enough_for_two_sides():
    assert refused(torifuda="hand", torifuda_cards=[12]) == (
        "取り札が足りません（選んだ札は1枚）。両方の陣に1枚ずつ置けるよう、2枚以上になるように選んでください。")


def test_two_cards_make_a_field_of_one_a_side():
    values = KarutaGame().validate_settings({"torifuda": "hand", "torifuda_cards": [87, 12]})
    assert values["torifuda_cards"] == [12, 87] and karuta_settings.field_size(values) == 2


def test_a_bad_hand_list_is_refused_by_the_kind():
    assert "選べない値 0" in refused(torifuda="hand", torifuda_cards=[0, 1, 2])
    assert "選べない値 101" in refused(torifuda="hand", torifuda_cards=[1, 101])
    assert "同じ値 5 が2回" in refused(torifuda="hand", torifuda_cards=[5, 5, 6])
    assert "一覧（リスト）" in refused(torifuda="hand", torifuda_cards="1,2,3")


def test_yomifuda_by_hand_must_read_at_least_one_card_the_field_can_hold():
    message = refused(torifuda="hand", torifuda_cards=HAND, yomifuda="hand", yomifuda_cards=[1, 2])
    assert message.startswith("読み札に、場に並ぶことのある取り札が1枚もありません。")
    values = KarutaGame().validate_settings({"torifuda": "hand", "torifuda_cards": HAND,
                                             "yomifuda": "hand", "yomifuda_cards": [1, HAND[0]]})
    assert values["yomifuda_cards"] == [1, HAND[0]]


def test_a_match_whose_yomifuda_leave_field_cards_unread_still_ends():
    game, state = new(torifuda="hand", torifuda_cards=HAND, yomifuda="hand", yomifuda_cards=HAND[:3])
    game.seat_players(state, [None, None])
    play_com_match(game, state, ("A", "A"), seed=2)
    result = game.result(state)
    assert result is not None and "読み札をすべて読み終え" in in_japanese(result.reason)


def test_no_yomifuda_by_hand_is_refused():
    assert "読み札を1枚ずつ選んでください" in refused(torifuda="hand", torifuda_cards=HAND, yomifuda="hand")


def test_the_checks_leave_the_given_settings_alone():
    given = {"torifuda": "hand", "torifuda_cards": [9, 4]}
    values = KarutaGame().validate_settings(given)
    assert values["torifuda_cards"] == [4, 9] and given["torifuda_cards"] == [9, 4]


# -- the schema and old tables --------------------------------------------------------------------


def test_an_old_stored_table_still_validates_with_defaults_filled_in():
    """Settings stored before the hand picks existed: every key of that time, none of now's."""
    old = {s.key: s.default for s in KarutaGame.settings if not s.key.endswith("_cards")}
    old.update(torifuda="colors", color_momo=True, yomifuda="chosen")
    values = KarutaGame().validate_settings(old)
    assert values["torifuda_cards"] == [] and values["yomifuda_cards"] == []
    assert karuta_settings.chosen_torifuda(values) == sorted(by_color("桃"))


def test_every_selection_setting_is_behind_the_selection_button():
    keys = [s.key for s in KarutaGame.settings if s.section == karuta_settings.SELECTION]
    assert keys == ["torifuda", *(k for k, _ in karuta_settings.COLOR_KEYS),
                    *(karuta_settings.kimariji_key(n) for n in karuta_settings.KIMARIJI_LENGTHS),
                    "torifuda_cards", "yomifuda", "yomifuda_cards"]
    assert karuta_settings.SELECTION == "取り札・読み札選択"
    assert not [s for s in KarutaGame.settings if s.section and s.section != karuta_settings.SELECTION]


def test_each_way_of_choosing_shows_only_its_own_settings():
    by_key = {s.key: s for s in KarutaGame.settings}
    defaults = KarutaGame().validate_settings({})
    for how, keys in (("colors", ["color_ao", "color_daidai"]), ("kimariji", ["kimariji_1", "kimariji_6"]),
                      ("hand", ["torifuda_cards"])):
        for key in keys:
            assert setting_applies(by_key[key], {**defaults, "torifuda": how})
            assert not setting_applies(by_key[key], defaults)
    assert setting_applies(by_key["yomifuda_cards"], {**defaults, "yomifuda": "hand"})
    assert not setting_applies(by_key["yomifuda_cards"], defaults)


def test_the_picker_lists_each_card_with_its_kimariji_and_offers_the_groups():
    cards = {s.key: s for s in KarutaGame.settings}["torifuda_cards"]
    labels = {c.value: c.label for c in cards.choices}
    assert [c.value for c in cards.choices] == list(NUMBERS)
    assert labels[1] == "1 あきの　秋の田の" and labels[87] == "87 む　村雨の"
    assert labels[44] == "44 おおこ　逢ふ事の"  # as heard
    groups = {g.label: g for g in cards.groups}
    assert sorted(groups["青"].values) == sorted(by_color("青")) and groups["青"].family == "五色百人一首"
    assert list(groups["1字決まり"].values) == [n for n in NUMBERS if STATIC[n] == 1]
    assert groups["6字決まり"].family == "決まり字"
    colours = [n for g in cards.groups if g.family == "五色百人一首" for n in g.values]
    lengths = [n for g in cards.groups if g.family == "決まり字" for n in g.values]
    assert sorted(colours) == sorted(lengths) == list(NUMBERS)  # each family covers the 100 once
