"""取り札・読み札選択 as table settings: the field drawn from all 100, from the 五色百人一首 colours or
from 決まり字 lengths; the yomifuda all 100, the chosen ones or the field's; and the checks (a
clear SettingsError when the selection cannot make a field for both sides)."""

from __future__ import annotations

from collections import Counter

import pytest

from server.games.contract import SettingsError
from server.games.karuta import settings as karuta_settings
from server.games.karuta.engine import KarutaGame
from server.games.karuta.kimariji import STATIC
from server.games.karuta.poems import POEMS, by_color

from .conftest import SYNTHETIC, settings


def new(seed: int = 3, **given):
    game = KarutaGame(timeline=SYNTHETIC)
    return game, game.new(settings(**given), 2, seed)


def field_cards(state) -> tuple[list[int], list[int]]:
    return state.field.cards(0), state.field.cards(1)


def test_the_usual_field_is_fifty_of_the_hundred_and_all_hundred_are_read():
    _, state = new()
    mine, theirs = field_cards(state)
    assert len(mine) == len(theirs) == 25
    assert sorted(state.reading.order) == list(range(1, 101))


def test_one_colour_as_schools_play_it_puts_its_twenty_cards_ten_a_side():
    _, state = new(torifuda="colors", color_ao=True)
    mine, theirs = field_cards(state)
    assert len(mine) == len(theirs) == 10
    assert sorted(mine + theirs) == sorted(by_color("青"))
    assert {POEMS[n].color for n in mine + theirs} == {"青"}
    assert len(state.reading.order) == 100  # read all 100 unless chosen otherwise: 80 空札


def test_three_colours_draw_fifty_of_their_sixty():
    _, state = new(torifuda="colors", color_ao=True, color_ki=True, color_daidai=True)
    mine, theirs = field_cards(state)
    assert len(mine) == len(theirs) == 25
    assert {POEMS[n].color for n in mine + theirs} <= {"青", "黄", "橙"}


def test_by_kimariji_length_and_reading_only_the_field():
    _, state = new(torifuda="kimariji", kimariji_1=True, kimariji_6=True, yomifuda="field")
    mine, theirs = field_cards(state)
    assert len(mine) == len(theirs) == 6  # 7 + 6 = 13 cards: 12 on the field, sides level
    assert {STATIC[n] for n in mine + theirs} <= {1, 6}
    assert sorted(state.reading.order) == sorted(mine + theirs)  # no 空札 at all


def test_reading_only_the_chosen_cards():
    _, state = new(torifuda="colors", color_momo=True, color_midori=True, yomifuda="chosen")
    assert sorted(state.reading.order) == sorted(by_color("桃") + by_color("緑"))
    mine, theirs = field_cards(state)
    assert len(mine) + len(theirs) == 40


def test_the_draw_follows_the_seed():
    a = new(seed=11, torifuda="colors", color_ao=True, color_ki=True, color_midori=True)[1]
    b = new(seed=11, torifuda="colors", color_ao=True, color_ki=True, color_midori=True)[1]
    c = new(seed=12, torifuda="colors", color_ao=True, color_ki=True, color_midori=True)[1]
    assert field_cards(a) == field_cards(b) and a.reading.order == b.reading.order
    assert field_cards(a) != field_cards(c)


def test_kimariji_labels_count_the_cards_of_each_length():
    counts = Counter(STATIC.values())
    labels = {s.key: s.label for s in KarutaGame.settings}
    assert labels["kimariji_1"] == f"取り札：1字決まり（{counts[1]}枚）" == "取り札：1字決まり（7枚）"
    assert labels["kimariji_5"] == "取り札：5字決まり（2枚）"


@pytest.mark.parametrize("given, says", [
    ({"torifuda": "colors"}, "色を1つ以上"),
    ({"torifuda": "kimariji"}, "字数を1つ以上"),
    ({"torifuda": "kimariji", "kimariji_5": True}, None),  # 2 cards: one a side, enough
])
def test_a_selection_is_checked(given, says):
    if says is None:
        values = KarutaGame().validate_settings(given)
        assert karuta_settings.field_size(values) == 2
        return
    with pytest.raises(SettingsError) as caught:
        KarutaGame().validate_settings(given)
    assert says in caught.value.message


def test_too_few_cards_for_both_sides_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(karuta_settings, "with_kimariji",
                        lambda n: [87] if n == 1 else [])  # a single card chosen
    with pytest.raises(SettingsError) as caught:
        karuta_settings.check({"torifuda": "kimariji", "kimariji_1": True})
    assert "取り札が足りません（選んだ札は1枚）" in caught.value.message


def test_ticks_of_another_way_of_choosing_are_ignored():
    _, state = new(torifuda="all", color_ao=True, kimariji_1=True)
    assert sum(map(len, field_cards(state))) == 50


def test_a_small_field_plays_to_the_end_with_coms():
    from .conftest import play_com_match

    game, state = new(seed=4, torifuda="colors", color_ki=True, yomifuda="field")
    game.seat_players(state, [None, None])
    play_com_match(game, state, ("A", "B"), seed=4)
    result = game.result(state)
    assert result is not None and sorted(result.ranks) == [1, 2]
    assert len(state.log) <= 20


def test_the_view_says_how_the_cards_were_chosen():
    game, state = new(torifuda="colors", color_ao=True, yomifuda="field")
    shown = game.view(state, None)["settings"]
    assert shown["torifuda"] == "colors" and shown["yomifuda"] == "field"
    assert shown["chosen"] == sorted(by_color("青"))
