"""The settings schema of the contract: the ``subset`` kind (a set of values drawn from choices
or an int range, with count bounds), ``section`` and ``when``, and every game's schema being
consistent with itself."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from server import games
from server.games.contract import (
    Choice,
    Group,
    Setting,
    SettingsError,
    When,
    setting_applies,
    validate_settings,
)

FRUIT = Setting(
    "fruit", "果物", "subset", ("nashi",),
    (Choice("kaki", "柿"), Choice("nashi", "梨"), Choice("momo", "桃"), Choice("ume", "梅")),
    min_count=1, max_count=3, unit="種類",
    groups=(Group("秋", ("kaki", "nashi"), "季節"), Group("春", ("ume",), "季節")),
    section="果物の選択", help="食べたい果物。",
)
HOLES = Setting("holes", "ホール", "subset", (), minimum=1, maximum=18)
FLAGS = Setting("flags", "旗", "subset", (), (Choice(1, "一"), Choice(2, "二")))
MODE = Setting("mode", "選び方", "choice", "all", (Choice("all", "全部"), Choice("some", "一部")))
SOME = Setting("some", "一部の果物", "subset", (), FRUIT.choices, when=When("mode", ("some",)))


def says(setting: Setting, value: Any) -> str:
    with pytest.raises(SettingsError) as caught:
        setting.check(value)
    assert caught.value.code == "bad_settings"
    return caught.value.message


def test_a_subset_goes_on_the_wire_with_everything_the_form_needs() -> None:
    wire = FRUIT.to_wire()
    assert wire == {
        "key": "fruit", "label": "果物", "kind": "subset", "default": ["nashi"], "help": "食べたい果物。",
        "choices": [{"value": "kaki", "label": "柿"}, {"value": "nashi", "label": "梨"},
                    {"value": "momo", "label": "桃"}, {"value": "ume", "label": "梅"}],
        "min_count": 1, "max_count": 3, "unit": "種類",
        "groups": [{"label": "秋", "values": ["kaki", "nashi"], "family": "季節"},
                   {"label": "春", "values": ["ume"], "family": "季節"}],
        "section": "果物の選択",
    }
    assert msgpack.unpackb(msgpack.packb(wire)) == wire  # nothing msgpack cannot carry
    holes = HOLES.to_wire()
    assert (holes["min"], holes["max"], holes["default"]) == (1, 18, []) and "choices" not in holes
    assert SOME.to_wire()["when"] == {"key": "mode", "values": ["some"]}


def test_settings_without_a_section_or_when_keep_their_old_wire_form() -> None:
    assert MODE.to_wire() == {"key": "mode", "label": "選び方", "kind": "choice", "default": "all",
                              "help": "", "choices": [{"value": "all", "label": "全部"},
                                                      {"value": "some", "label": "一部"}]}


def test_a_subset_comes_back_as_a_list_in_the_order_of_its_choices() -> None:
    assert FRUIT.check(["ume", "kaki"]) == ["kaki", "ume"]
    assert FRUIT.check(("momo",)) == ["momo"]  # a tuple from Python code is accepted too
    assert HOLES.check([18, 3, 7]) == [3, 7, 18]
    assert HOLES.check([]) == []


@pytest.mark.parametrize("value, message", [
    ("kaki", "設定「果物」は値の一覧（リスト）で指定してください。"),
    ({"kaki": True}, "設定「果物」は値の一覧（リスト）で指定してください。"),
    (None, "設定「果物」は値の一覧（リスト）で指定してください。"),
    (["kaki", "ringo"], "設定「果物」に選べない値 'ringo' が含まれています。"),
    (["kaki", "kaki"], "設定「果物」に同じ値 'kaki' が2回含まれています。"),
    ([], "設定「果物」は1種類以上選んでください（いまは0種類）。"),
    (["kaki", "nashi", "momo", "ume"], "設定「果物」は3種類までにしてください（いまは4種類）。"),
])
def test_a_bad_subset_is_refused_in_japanese(value: Any, message: str) -> None:
    assert says(FRUIT, value) == message


def test_an_int_range_subset_wants_ints_in_its_range() -> None:
    assert says(HOLES, [0]) == "設定「ホール」は 1 から 18 の範囲の整数で指定してください。"
    assert says(HOLES, [19]) == "設定「ホール」は 1 から 18 の範囲の整数で指定してください。"
    assert says(HOLES, ["1"]) == "設定「ホール」に選べない値 '1' が含まれています。"
    assert says(HOLES, [True]) == "設定「ホール」に選べない値 True が含まれています。"
    assert says(HOLES, [1.0]) == "設定「ホール」に選べない値 1.0 が含まれています。"
    assert says(HOLES, [4, 4]) == "設定「ホール」に同じ値 4 が2回含まれています。"


def test_a_value_of_the_wrong_type_is_not_a_choice() -> None:
    assert says(FLAGS, [True]) == "設定「旗」に選べない値 True が含まれています。"
    assert says(FLAGS, [1.0]) == "設定「旗」に選べない値 1.0 が含まれています。"
    assert FLAGS.check([2, 1]) == [1, 2]


def test_missing_keys_take_a_fresh_default_as_an_old_stored_table_would() -> None:
    schema = (MODE, FRUIT, HOLES)
    old = {"mode": "some"}  # stored before fruit and holes existed
    first = validate_settings(schema, old)
    assert first == {"mode": "some", "fruit": ["nashi"], "holes": []}
    first["fruit"].append("kaki")  # a caller changing its copy changes no one else's
    assert validate_settings(schema, old)["fruit"] == ["nashi"]
    assert FRUIT.default == ("nashi",)
    with pytest.raises(SettingsError, match="知らない設定があります: apple"):
        validate_settings(schema, {"apple": 1})


def test_when_tells_whether_a_setting_matters() -> None:
    assert setting_applies(SOME, {"mode": "some"})
    assert not setting_applies(SOME, {"mode": "all"})
    assert setting_applies(MODE, {"mode": "all"})
    assert validate_settings((MODE, SOME), {"mode": "all", "some": ["kaki"]})["some"] == ["kaki"]  # still checked


def test_the_old_kinds_check_as_before() -> None:
    assert says(Setting("n", "数", "int", 1, minimum=0, maximum=2), 3) == "設定「数」は 0 から 2 の範囲で指定してください。"
    assert says(Setting("b", "有無", "bool", True), 1) == "設定「有無」はオンかオフで指定してください。"
    assert says(MODE, True) == "設定「選び方」に選べない値が指定されました。"


# --------------------------------------------------------------------------------------------
# Every game's schema
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(games.registry()))
def test_every_schema_is_consistent(game_id: str) -> None:
    """Defaults pass the game's own check; ``when`` names a setting of the same schema and
    values it can take; groups hold only values of their subset; sections are named in
    Japanese; the wire form survives msgpack."""
    game = games.registry()[game_id]
    by_key = {s.key: s for s in game.settings}
    assert len(by_key) == len(game.settings)
    assert game.validate_settings({}) == {s.key: s.default_value() for s in game.settings}
    for setting in game.settings:
        if setting.when is not None:
            controller = by_key[setting.when.key]
            for value in setting.when.values:
                controller.check(value)
        for group in setting.groups:
            assert setting.kind == "subset" and group.values
            setting.check(list(group.values))
        if setting.section:
            assert not setting.section.isascii()
    wire = game.settings_schema()
    assert msgpack.unpackb(msgpack.packb(wire)) == wire
