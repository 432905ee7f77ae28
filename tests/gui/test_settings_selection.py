"""Settings behind a section button, ``when``, and the ``subset`` picker (karuta's
取り札・読み札選択 screen), as a player uses them in the create-table dialog."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialog, QLabel, QPushButton

from client.ui import settings_form, settings_section, subset_picker
from client.ui.create_table_dialog import CreateTableDialog
from client.ui.settings_form import SettingsForm
from client.ui.settings_section import SectionDialog
from client.ui.subset_picker import SubsetEditor, SubsetPicker
from server.games.karuta.engine import KarutaGame
from server.games.karuta.kimariji import STATIC
from server.games.karuta.poems import by_color

from .samples import described

pytestmark = pytest.mark.gui

SECTION = "果物の選択"
SCHEMA: list[dict[str, Any]] = [
    {"key": "rounds", "label": "回数", "kind": "int", "default": 3, "min": 1, "max": 9},
    {"key": "mode", "label": "選び方", "kind": "choice", "default": "all", "section": SECTION,
     "choices": [{"value": "all", "label": "全部"}, {"value": "some", "label": "一部"}]},
    {"key": "fruit", "label": "果物", "kind": "subset", "default": [], "section": SECTION,
     "when": {"key": "mode", "values": ["some"]}, "unit": "種類", "min_count": None, "max_count": None,
     "choices": [{"value": v, "label": label} for v, label in
                 ((1, "柿"), (2, "梨"), (3, "桃"), (4, "梅"), (5, "栗"))],
     "groups": [{"label": "秋", "values": [1, 2, 5], "family": "季節"},
                {"label": "春", "values": [4], "family": "季節"}]},
    {"key": "ripe", "label": "熟したものだけ", "kind": "bool", "default": False, "section": SECTION},
    {"key": "note", "label": "かごを使う", "kind": "bool", "default": True,
     "when": {"key": "rounds", "values": [3]}},
]


def karuta_games() -> list[dict[str, Any]]:
    return [{**described(KarutaGame()), "min_seats": 2, "max_seats": 2, "default_seats": 2}]


def scripted(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], *steps: Callable[[Any], bool]) -> None:
    """``cls.exec`` plays the next step on the dialog instead of waiting for a person: the step
    acts on it and answers True (決定) or False (キャンセル)."""
    queue = list(steps)

    def exec_(dialog: Any) -> int:
        assert queue, f"no step left for {cls.__name__}"
        accepted = queue.pop(0)(dialog)
        (dialog.accept if accepted else dialog.reject)()
        return int(dialog.result())

    monkeypatch.setattr(cls, "exec", exec_)


def box(picker: SubsetPicker, value: Any) -> QCheckBox:
    return next(b for v, b in picker.boxes if v == value)


# -- the form -------------------------------------------------------------------------------------


def test_a_section_is_one_button_with_a_summary_and_values_keep_every_key(qtbot: Any) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    assert set(form.editors) == {"rounds", "note"}  # the section's settings have no row of their own
    assert [b.text() for b in form.findChildren(QPushButton)] == ["果物の選択…"]
    assert [w.text() for w in form.findChildren(QLabel) if not w.text().startswith("全部")] == ["回数", "かごを使う"]
    assert form.values() == {"rounds": 3, "mode": "all", "fruit": [], "ripe": False, "note": True}
    assert list(form.values()) == [s["key"] for s in SCHEMA]
    assert form.section_summaries[SECTION].full_text == "全部"  # 果物 does not matter yet, 熟した is off


def test_the_section_dialog_edits_its_settings_and_cancel_keeps_them(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    seen: dict[str, Any] = {}

    def choose(dialog: SectionDialog) -> bool:
        inner = dialog.form
        assert dialog.windowTitle() == SECTION and set(inner.editors) == {"mode", "fruit", "ripe"}
        fruit = inner.editors["fruit"]
        seen["before"] = fruit.isEnabled()
        inner.editors["mode"].setCurrentIndex(1)
        seen["after"] = fruit.isEnabled()
        fruit.set_values([5, 1])
        inner.editors["ripe"].setChecked(True)
        return True

    def change_then_cancel(dialog: SectionDialog) -> bool:
        dialog.form.editors["mode"].setCurrentIndex(0)
        dialog.form.editors["fruit"].set_values([])
        return False

    scripted(monkeypatch, SectionDialog, choose, change_then_cancel)
    changes: list[int] = []
    form.changed.connect(lambda: changes.append(1))
    form.section_buttons[SECTION].click()
    assert seen == {"before": False, "after": True}  # 果物 waits for 「一部」
    assert form.values() == {"rounds": 3, "mode": "some", "fruit": [1, 5], "ripe": True, "note": True}
    assert form.section_summaries[SECTION].full_text == "一部、果物：2種類、熟したものだけ"
    assert changes == [1]
    assert not form.open_section(SECTION)  # キャンセル: nothing changes
    assert form.values()["fruit"] == [1, 5] and changes == [1]


def test_when_greys_out_a_row_of_the_form(qtbot: Any) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    assert form.editors["note"].isEnabled() and form.labels["note"].isEnabled()
    form.editors["rounds"].setValue(4)
    assert not form.editors["note"].isEnabled() and not form.labels["note"].isEnabled()
    assert form.values()["note"] is True  # still sent: the host checks every key


def test_set_values_restores_the_section_and_drops_what_no_longer_fits(qtbot: Any) -> None:
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    form.set_values({"mode": "some", "fruit": [4, 9, 4, "x", True, 2], "ripe": "yes", "rounds": 5})
    assert form.values() == {"rounds": 5, "mode": "some", "fruit": [2, 4], "ripe": False, "note": True}
    form.set_values({"mode": "gone"})
    assert form.values()["mode"] == "some"


def test_a_long_form_is_laid_out_in_columns(qtbot: Any) -> None:
    many = [{"key": f"k{i}", "label": f"項目{i}", "kind": "bool", "default": False} for i in range(23)]
    form = SettingsForm(many)
    qtbot.addWidget(form)
    form.show()
    xs = sorted({form.labels[f"k{i}"].mapTo(form, form.labels[f"k{i}"].rect().topLeft()).x() for i in range(23)})
    assert len(xs) == 2  # two columns of 12 and 11
    assert form.labels["k11"].y() > form.labels["k0"].y() and form.labels["k12"].y() == form.labels["k0"].y()


# -- the picker -----------------------------------------------------------------------------------


def test_the_picker_selects_by_hand_by_group_all_and_none(qtbot: Any) -> None:
    picker = SubsetPicker(SCHEMA[2], [3])
    qtbot.addWidget(picker)
    assert [b.text() for _, b in picker.boxes] == ["柿", "梨", "桃", "梅", "栗"]
    assert picker.values() == [3] and picker.count_label.text() == "選択中：1種類（全5種類）"
    picker.group_buttons["秋"].click()
    assert picker.values() == [1, 2, 3, 5]
    picker.group_buttons["秋"].click()  # all of 秋 chosen: the button takes them off again
    assert picker.values() == [3]
    box(picker, 4).setChecked(True)
    assert picker.values() == [3, 4]
    picker.all_button.click()
    assert picker.values() == [1, 2, 3, 4, 5]
    picker.none_button.click()
    assert picker.values() == [] and picker.ok_button.isEnabled()


def test_the_filter_narrows_the_list_and_all_acts_on_what_is_shown(qtbot: Any) -> None:
    picker = SubsetPicker(SCHEMA[2], [])
    qtbot.addWidget(picker)
    picker.show()
    picker.filter_edit.setText("梨")
    assert [v for v, b in picker.boxes if b.isVisible()] == [2]
    picker.all_button.click()
    assert picker.values() == [2]
    picker.filter_edit.clear()
    assert all(b.isVisible() for _, b in picker.boxes)


def test_the_count_bounds_hold_back_the_ok_button(qtbot: Any) -> None:
    setting = {**SCHEMA[2], "min_count": 2, "max_count": 3}
    picker = SubsetPicker(setting, [1])
    qtbot.addWidget(picker)
    assert not picker.ok_button.isEnabled() and "2種類以上選んでください" in picker.count_label.text()
    box(picker, 2).setChecked(True)
    assert picker.ok_button.isEnabled()
    picker.all_button.click()
    assert not picker.ok_button.isEnabled() and "3種類までにしてください" in picker.count_label.text()


def test_an_int_range_subset_lists_its_numbers(qtbot: Any) -> None:
    setting = {"key": "holes", "label": "ホール", "kind": "subset", "default": [18, 2], "min": 1, "max": 18}
    editor = SubsetEditor(setting)
    qtbot.addWidget(editor)
    assert editor.values() == [2, 18] and editor.count_label.text() == "2個を選択中"
    picker = SubsetPicker(setting, editor.values())
    qtbot.addWidget(picker)
    assert [v for v, _ in picker.boxes] == list(range(1, 19))


def test_the_real_dialogs_accept_with_their_buttons(qtbot: Any) -> None:
    """No script: the picker and the section dialog really open (modal) and their 決定 buttons
    close them with the choice taken."""
    form = SettingsForm(SCHEMA)
    qtbot.addWidget(form)
    done: list[str] = []

    def in_picker() -> None:
        picker = QApplication.activeModalWidget()
        assert isinstance(picker, SubsetPicker)
        picker.group_buttons["春"].click()
        picker.ok_button.click()
        done.append("picker")

    def in_section() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SectionDialog)
        dialog.form.editors["mode"].setCurrentIndex(1)
        QTimer.singleShot(0, in_picker)
        assert dialog.form.editors["fruit"].pick()
        dialog.ok_button.click()
        done.append("section")

    QTimer.singleShot(0, in_section)
    assert form.open_section(SECTION)
    assert done == ["picker", "section"]
    assert form.values()["fruit"] == [4] and form.values()["mode"] == "some"


# -- karuta's 取り札・読み札選択 in the create dialog --------------------------------------------------


def test_karuta_selection_by_hand_and_by_group_reaches_the_request(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = CreateTableDialog(karuta_games())
    qtbot.addWidget(dialog)
    form = dialog.setup.settings_form
    assert "torifuda" not in form.editors and "torifuda_cards" not in form.editors
    button = form.section_buttons["取り札・読み札選択"]
    assert button.text() == "取り札・読み札選択…"
    assert form.section_summaries["取り札・読み札選択"].full_text == "100枚から50枚（通常）、100枚すべて（場にない札は空札）"

    def pick_torifuda(picker: SubsetPicker) -> bool:
        assert picker.windowTitle() == "取り札（1枚ずつ）" and len(picker.boxes) == 100
        assert box(picker, 1).text() == "1 あきの　秋の田の"
        picker.group_buttons["青"].click()  # by group: the 20 blue cards
        box(picker, 87).setChecked(True)  # and by hand: む
        box(picker, by_color("青")[0]).setChecked(False)
        assert picker.count_label.text() == "選択中：20枚（全100枚）"
        return True

    def pick_yomifuda(picker: SubsetPicker) -> bool:
        assert picker.values() == []
        picker.group_buttons["青"].click()
        picker.group_buttons["1字決まり"].click()
        return True

    def selection(section: SectionDialog) -> bool:
        inner = section.form
        assert not inner.editors["torifuda_cards"].isEnabled()  # 「1枚ずつ選ぶ」 not chosen yet
        assert not inner.editors["color_ao"].isEnabled()
        torifuda: QComboBox = inner.editors["torifuda"]
        torifuda.setCurrentIndex(torifuda.findData("hand"))
        assert inner.editors["torifuda_cards"].isEnabled()
        assert inner.editors["torifuda_cards"].pick()
        yomifuda: QComboBox = inner.editors["yomifuda"]
        yomifuda.setCurrentIndex(yomifuda.findData("hand"))
        assert inner.editors["yomifuda_cards"].pick()
        blue_or_one = {*by_color("青"), *(n for n in STATIC if STATIC[n] == 1)}
        assert inner.editors["yomifuda_cards"].count_label.text() == f"{len(blue_or_one)}枚を選択中"
        return True

    scripted(monkeypatch, SubsetPicker, pick_torifuda, pick_yomifuda)
    scripted(monkeypatch, SectionDialog, selection)
    button.click()
    request = dialog.request()
    hand = sorted({*by_color("青")[1:], 87})
    yomi = sorted({*by_color("青"), *(n for n in STATIC if STATIC[n] == 1)})
    assert request["settings"]["torifuda"] == "hand" and request["settings"]["torifuda_cards"] == hand
    assert request["settings"]["yomifuda"] == "hand" and request["settings"]["yomifuda_cards"] == yomi
    assert form.section_summaries["取り札・読み札選択"].full_text == (
        f"1枚ずつ選ぶ、取り札（1枚ずつ）：20枚、1枚ずつ選ぶ、読み札（1枚ずつ）：{len(yomi)}枚")
    values = KarutaGame().validate_settings(request["settings"])  # the host takes it as it is
    assert values == request["settings"]
    state = KarutaGame().new(values, 2, seed=7)
    assert sorted(state.field.cards(0) + state.field.cards(1)) == hand
    assert sorted(state.reading.order) == yomi


def test_karuta_form_fits_a_laptop_screen(qtbot: Any) -> None:
    dialog = CreateTableDialog(karuta_games())
    qtbot.addWidget(dialog)
    hint = dialog.sizeHint()
    assert hint.height() <= 700 and hint.width() <= 1300
    section = SectionDialog("取り札・読み札選択",
                            SettingsForm(dialog.setup.settings_form.section_schema("取り札・読み札選択"),
                                         sections=False))
    qtbot.addWidget(section)
    assert section.sizeHint().height() <= 700
    cards = next(s for s in karuta_games()[0]["settings"] if s["key"] == "torifuda_cards")
    picker = SubsetPicker(cards, [])
    qtbot.addWidget(picker)
    assert picker.sizeHint().width() <= 1300 and picker.sizeHint().height() <= 720


def test_every_game_form_round_trips_through_the_host_check(qtbot: Any) -> None:
    """With sections and subsets, what the form sends still passes each game's own check, and
    the form's modules import no game."""
    from server import games

    for game in games.registry().values():
        form = SettingsForm(described(game)["settings"])
        qtbot.addWidget(form)
        assert game.validate_settings(form.values()) == form.values()
        assert set(form.values()) == {s.key for s in game.settings}
    for module in (settings_form, settings_section, subset_picker):
        imports = [line for line in open(module.__file__, encoding="utf-8")
                   if line.startswith(("from ", "import "))]
        assert not [line for line in imports if "games" in line]
