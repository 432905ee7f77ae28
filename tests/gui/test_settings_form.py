"""The table-settings form is generated from a game's settings schema."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from client.ui.create_table_dialog import CreateTableDialog
from client.ui.offline_dialog import OfflineDialog
from client.ui.settings_form import SettingsForm

from .samples import described, welcome_games
from .stones_game import StonesGame

pytestmark = pytest.mark.gui

SCHEMA = [
    {"key": "jokers", "label": "ジョーカーの枚数", "kind": "int", "default": 1, "min": 0, "max": 2,
     "help": "山札に入れるジョーカー"},
    {"key": "revolution", "label": "革命あり", "kind": "bool", "default": True, "help": ""},
    {"key": "rounds", "label": "局数", "kind": "choice", "default": 6, "help": "",
     "choices": [{"value": 3, "label": "3局"}, {"value": 6, "label": "6局"},
                 {"value": 12, "label": "12局"}]},
    {"key": "mode", "label": "ルール", "kind": "choice", "default": "mankai",
     "choices": [{"value": "dento", "label": "伝統こいこい"}, {"value": "mankai", "label": "満開こいこい"}]},
]


def test_widgets_follow_the_schema(qtbot: Any) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    jokers, revolution, rounds, mode = (form.editors[k] for k in ("jokers", "revolution", "rounds", "mode"))
    assert isinstance(jokers, QSpinBox) and (jokers.minimum(), jokers.maximum(), jokers.value()) == (0, 2, 1)
    assert jokers.toolTip() == "山札に入れるジョーカー"
    assert isinstance(revolution, QCheckBox) and revolution.isChecked()
    assert isinstance(rounds, QComboBox)
    assert [rounds.itemText(i) for i in range(rounds.count())] == ["3局", "6局", "12局"]
    assert rounds.currentText() == "6局"
    assert isinstance(mode, QComboBox) and mode.currentData() == "mankai"
    labels = [w.text() for w in form.findChildren(QLabel)]
    assert labels == ["ジョーカーの枚数", "革命あり", "局数", "ルール"]
    assert form.values() == {"jokers": 1, "revolution": True, "rounds": 6, "mode": "mankai"}

    jokers.setValue(5)  # clamped by the schema's max
    revolution.setChecked(False)
    rounds.setCurrentIndex(2)
    mode.setCurrentIndex(0)
    assert form.values() == {"jokers": 2, "revolution": False, "rounds": 12, "mode": "dento"}
    form.set_values({"rounds": 3, "revolution": True})
    assert form.values()["rounds"] == 3 and form.values()["revolution"] is True


def test_values_keep_wire_types(qtbot: Any) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    values = form.values()
    assert type(values["rounds"]) is int and type(values["revolution"]) is bool


def test_schema_change_rebuilds_and_empty_schema_says_so(qtbot: Any) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    form.set_schema([])
    assert form.values() == {}
    assert "選べるルールはありません" in " ".join(w.text() for w in form.findChildren(QLabel))
    form.set_schema(SCHEMA[:1])
    assert list(form.values()) == ["jokers"]


def test_real_game_schema_is_accepted_by_the_engine(qtbot: Any) -> None:
    """Whatever the form produces for a real game passes that game's own validation."""
    from server import games

    registry = {**games.registry(), "guistones": StonesGame()}
    for game in registry.values():
        form = SettingsForm(described(game)["settings"])
        qtbot.addWidget(form)
        assert game.validate_settings(form.values()) == form.values()
        for key, editor in form.editors.items():  # change every editor and check again
            if isinstance(editor, QCheckBox):
                editor.setChecked(not editor.isChecked())
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(editor.count() - 1)
            elif isinstance(editor, QSpinBox):
                editor.setValue(editor.maximum())
            assert key in form.values()
        assert game.validate_settings(form.values()) == form.values()


def test_create_dialog_changes_form_with_game(qtbot: Any) -> None:
    dialog = CreateTableDialog(welcome_games())
    qtbot.addWidget(dialog)
    setup = dialog.setup
    assert setup.game_id() == "plain" and setup.settings() == {}
    assert (setup.seats_spin.minimum(), setup.seats_spin.maximum(), setup.seats()) == (2, 8, 4)
    assert setup.level_combo.count() == 1 and setup.cpu_level() is None  # CPUなし only
    setup.select_game("guistones")
    assert set(setup.settings()) == {"stones", "misere", "most"}
    assert setup.seats_spin.maximum() == 3
    assert [setup.level_combo.itemText(i) for i in range(setup.level_combo.count())] == [
        "CPUなし（人を待つ）", "やさしい", "ふつう", "つよい"]
    setup.level_combo.setCurrentIndex(3)
    assert dialog.request() == {"game": "guistones", "seats": 2,
                                "settings": {"stones": 9, "misere": False, "most": 3},
                                "cpu_level": "strong", "watch": False}
    setup.level_combo.setCurrentIndex(0)  # CPUなし, then "watch CPUs": a level is chosen for them
    setup.watch_check.setChecked(True)
    assert setup.cpu_level() == "easy" and dialog.request()["watch"] is True
    quick = CreateTableDialog(welcome_games(), quick=True)
    qtbot.addWidget(quick)
    assert "cpu_level" not in quick.request() and quick.windowTitle() == "ランダムマッチ"


def test_offline_dialog_offers_only_games_with_cpu(qtbot: Any) -> None:
    dialog = OfflineDialog(welcome_games())
    qtbot.addWidget(dialog)
    assert dialog.setup.game_combo.count() == 1 and dialog.setup.game_id() == "guistones"
    assert dialog.request()["cpu_level"] == "normal"
    empty = OfflineDialog(welcome_games()[:1])
    qtbot.addWidget(empty)
    assert not empty.ok_button.isEnabled()


def test_a_setting_that_does_not_apply_is_left_out_of_the_tables_rules_line() -> None:
    """The table list and the table window describe only what applies (the form greys the rest
    out): 手札の枚数 means nothing in ならべる, where the seed always deals seven."""
    from client.ui.texts import describe_settings

    game = {"settings": [
        {"key": "mode", "label": "モード", "kind": "choice", "default": "narabe",
         "choices": [{"value": "narabe", "label": "ならべる"}, {"value": "awase", "label": "あわせる"}]},
        {"key": "hand", "label": "手札の枚数", "kind": "int", "default": 5, "min": 3, "max": 7,
         "when": {"key": "mode", "values": ["awase"]}},
    ]}
    assert describe_settings(game, {"mode": "narabe", "hand": 5}) == "モード: ならべる"
    assert describe_settings(game, {"mode": "awase", "hand": 5}) == "モード: あわせる、手札の枚数: 5"


def test_a_seed_setting_has_a_button_that_draws_another_value(qtbot: Any) -> None:
    """Seed 000: 「パラメータ再設定」ボタンでパラメータの再設定が可能 — an int with ``reroll``
    gets 「引き直す」 beside it, which picks another value of its range; greyed with its setting."""
    from server.games.karuta.settings import SETTINGS

    schema = [s.to_wire() for s in SETTINGS]
    assert [s["key"] for s in schema if s.get("reroll")] == ["param_seed"]
    form = SettingsForm([
        {"key": "on", "label": "使う", "kind": "bool", "default": True},
        {"key": "seed", "label": "種", "kind": "int", "default": 0, "min": 0, "max": 3, "reroll": True,
         "when": {"key": "on", "values": [True]}},
        {"key": "count", "label": "数", "kind": "int", "default": 1, "min": 0, "max": 9},
    ])
    qtbot.addWidget(form)
    assert list(form.reroll_buttons) == ["seed"]  # only where the schema asks
    button = form.reroll_buttons["seed"]
    assert button.text() == "引き直す"
    seen = set()
    for _ in range(40):
        before = form.values()["seed"]
        button.click()
        after = form.values()["seed"]
        assert after != before and 0 <= after <= 3
        seen.add(after)
    assert seen == {0, 1, 2, 3}
    form.set_values({"on": False})
    assert not button.isEnabled() and not form.editors["seed"].isEnabled()
