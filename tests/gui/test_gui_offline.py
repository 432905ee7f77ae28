"""「CPUと対戦」 end to end with the real HallBridge: the embedded host on 127.0.0.1, the name
asked once, the offline dialog with the generated form, CPU seats, and play to the result."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.app_settings import AppSettings
from client.ui.fallback_view import FallbackView
from client.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

WAIT = 10000


def offline_setup(qtbot: Any, window: MainWindow) -> Any:
    """「CPUと対戦」 from the title: the embedded host starts and its setup dialog opens."""
    window.start_offline()
    qtbot.waitUntil(lambda: window.offline_dialog is not None and window.offline_dialog.isVisible(),
                    timeout=WAIT)
    return window.offline_dialog


def stones_for_two(qtbot: Any, real_bridge: Any) -> tuple[MainWindow, Any]:
    """A main window at the offline setup, 石取り for two (the player and a CPU) chosen."""
    window = MainWindow(real_bridge(), AppSettings.load())
    qtbot.addWidget(window)
    window.show()
    dialog = offline_setup(qtbot, window)
    dialog.setup.select_game("guistones")
    dialog.setup.seats_spin.setValue(2)
    return window, dialog


def test_offline_cpu_play_asks_name_once_and_plays_to_the_end(
    qtbot: Any, real_bridge: Any, stones_game: Any
) -> None:
    settings = AppSettings.load()
    assert settings.name == ""
    window = MainWindow(real_bridge(), settings)
    qtbot.addWidget(window)
    window.show()

    qtbot.mouseClick(window.title_page.offline_button, Qt.MouseButton.LeftButton)
    name_dialog = window.name_dialog
    assert name_dialog is not None and name_dialog.isVisible()
    assert not name_dialog.buttons.button(name_dialog.buttons.StandardButton.Ok).isEnabled()
    name_dialog.edit.setText("  さくら ")
    name_dialog.buttons.button(name_dialog.buttons.StandardButton.Ok).click()
    assert AppSettings.load().name == "さくら"  # remembered on disk
    assert "さくら" in window.title_page.name_label.text()

    qtbot.waitUntil(lambda: window.offline_dialog is not None and window.offline_dialog.isVisible(),
                    timeout=WAIT)
    dialog = window.offline_dialog
    dialog.setup.select_game("guistones")
    assert dialog.setup.level_combo.currentData() == "normal"  # the middle level by default
    dialog.setup.level_combo.setCurrentIndex(dialog.setup.level_combo.findData("strong"))
    dialog.setup.seats_spin.setValue(3)
    dialog.setup.settings_form.editors["stones"].setValue(5)
    dialog.ok_button.click()

    page = window.table_page
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page and page.last_view is not None,
                    timeout=WAIT)
    seats = window.table["seats"]
    assert [s["kind"] for s in seats] == ["human", "cpu", "cpu"]
    assert all(s["cpu_level"] == "strong" for s in seats[1:])
    assert "CPU1（つよい）" in page.seat_list.item(1).text()
    assert isinstance(page.view_widget, FallbackView)

    def my_turn_or_over() -> bool:
        return window.table.get("status") == "finished" or bool((page.last_view or {}).get("legal"))

    for _ in range(10):  # at most 5 stones: a few of my turns, CPU turns in between
        qtbot.waitUntil(my_turn_or_over, timeout=WAIT)
        if window.table.get("status") == "finished":
            break
        before = page.last_view
        page.view_widget.action_buttons[0].click()
        qtbot.waitUntil(lambda b=before: page.last_view is not b, timeout=WAIT)
    assert window.table.get("status") == "finished"
    assert page.result_label.isVisible()
    assert page.start_button.text() == "もう一度対局"

    # leaving an offline table returns to the offline dialog; cancelling it to the title
    page.leave_button.click()
    qtbot.waitUntil(lambda: window.offline_dialog is not dialog and window.offline_dialog.isVisible(),
                    timeout=WAIT)
    window.offline_dialog.reject()
    assert window.stack.currentWidget() is window.title_page
    assert window.mode == "none"


def test_name_is_not_asked_again(qtbot: Any, real_bridge: Any, settings: Any) -> None:
    window = MainWindow(real_bridge(), AppSettings.load())
    qtbot.addWidget(window)
    window.ensure_name(lambda: None)
    assert window.name_dialog is None
    assert "たろう" in window.title_page.name_label.text()


def test_offline_watch_a_table_of_cpus_to_the_end(qtbot: Any, real_bridge: Any, settings: Any,
                                                  stones_game: Any) -> None:
    window = MainWindow(real_bridge(), AppSettings.load())
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.title_page.offline_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.offline_dialog is not None and window.offline_dialog.isVisible(),
                    timeout=WAIT)
    dialog = window.offline_dialog
    dialog.setup.select_game("guistones")
    assert dialog.setup.watch_check.isVisibleTo(dialog)
    dialog.setup.watch_check.setChecked(True)
    dialog.setup.seats_spin.setValue(2)
    dialog.ok_button.click()

    page = window.table_page
    qtbot.waitUntil(lambda: window.table is not None and window.table.get("status") == "finished",
                    timeout=WAIT)
    table = window.table
    assert table["watched"] and table["you"] is None and table["you_own"]
    assert [s["kind"] for s in table["seats"]] == ["cpu", "cpu"]
    assert page.last_view is not None and page.last_view.get("legal") == []
    assert "観戦中" in page.status_label.text()
    assert page.start_button.isVisible() and page.start_button.text() == "もう一度対局"
    assert page.leave_button.text() == "観戦をやめる"


def test_a_game_left_unfinished_offline_is_resumed_not_covered_by_the_setup(
    qtbot: Any, real_bridge: Any, settings: Any, stones_game: Any
) -> None:
    """The offline host keeps a game the player walked away from; 「CPUと対戦」 again asks
    whether to go on with it (続きから) or start anew, with no setup dialog over it (it blocked
    the game, and starting a new one from it failed: すでに別の卓に座っています); 続きから
    shows the table. Left at the waiting room instead, the setup opens as usual."""
    window, first = stones_for_two(qtbot, real_bridge)
    first.setup.settings_form.editors["stones"].setValue(9)
    first.ok_button.click()
    page = window.table_page
    qtbot.waitUntil(lambda: window.table is not None and window.table.get("status") == "playing"
                    and page.last_view is not None, timeout=WAIT)
    table_id = window.table["id"]

    window.back_to_title()  # the app closes the offline host; the game stays in its store
    window.start_offline()
    qtbot.waitUntil(lambda: window.resume_box is not None and window.resume_box.isVisible(),
                    timeout=WAIT)
    box = window.resume_box
    assert "石取り" in box.text()
    assert window.table["id"] == table_id and window.table["status"] == "playing"
    qtbot.wait(300)  # anything that would still open over the question has had its turn
    assert window.offline_dialog is first and not first.isVisible()
    assert window.stack.currentWidget() is window.title_page  # the table waits for the answer
    box.button(box.StandardButton.Yes).click()  # 続きから
    assert window.resume_box is None and window.stack.currentWidget() is page

    page.leave_button.click()  # leaving it returns to the setup, as after any offline game
    box = page.confirm_box  # mid-match: asked first
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.offline_dialog is not first and window.offline_dialog.isVisible(),
                    timeout=WAIT)
    window.offline_dialog.reject()
    assert window.stack.currentWidget() is window.title_page

    offline_setup(qtbot, window)  # resumed again, now at no table: the setup opens


def test_an_unfinished_offline_game_can_be_dropped_for_a_new_one(
    qtbot: Any, real_bridge: Any, settings: Any, stones_game: Any
) -> None:
    """新しく始める: the unfinished game is left (the offline host closes it) and the setup
    opens; the new game starts from it."""
    window, first = stones_for_two(qtbot, real_bridge)
    first.ok_button.click()
    qtbot.waitUntil(lambda: window.table is not None and window.table.get("status") == "playing",
                    timeout=WAIT)
    old_table = window.table["id"]
    window.back_to_title()
    window.start_offline()
    qtbot.waitUntil(lambda: window.resume_box is not None and window.resume_box.isVisible(),
                    timeout=WAIT)
    box = window.resume_box
    box.button(box.StandardButton.No).click()  # 新しく始める
    qtbot.waitUntil(lambda: window.offline_dialog is not first and window.offline_dialog.isVisible(),
                    timeout=WAIT)
    assert window.table is None
    window.offline_dialog.setup.select_game(stones_game.id)
    window.offline_dialog.ok_button.click()
    qtbot.waitUntil(lambda: window.table is not None and window.table.get("status") == "playing",
                    timeout=WAIT)
    assert window.table["id"] != old_table and window.stack.currentWidget() is window.table_page


def test_a_game_the_offline_host_refuses_returns_to_the_setup_with_the_choices_kept(
    qtbot: Any, real_bridge: Any, settings: Any, stones_game: Any, monkeypatch: Any
) -> None:
    """Settings the form allows one by one but the host refuses together (karuta's 間 with its
    least above its most): the reason is shown over the setup again, with what was chosen, not
    over an empty table page."""
    from server.games.contract import SettingsError

    plain = stones_game.validate_settings

    def no_more_than_twenty(given: Any) -> dict[str, Any]:
        checked = plain(given)
        if checked["stones"] > 20 and checked["misere"]:
            raise SettingsError("最後の石を取ると負けのときは、石は20個までです。")
        return checked

    monkeypatch.setattr(stones_game, "validate_settings", no_more_than_twenty)
    window, dialog = stones_for_two(qtbot, real_bridge)
    dialog.setup.settings_form.editors["stones"].setValue(25)
    dialog.setup.settings_form.editors["misere"].setChecked(True)
    dialog.ok_button.click()

    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible(),
                    timeout=WAIT)
    assert "石は20個まで" in window.message_box.text()
    again = window.offline_dialog
    assert again is not dialog and again.isVisible()
    assert window.stack.currentWidget() is not window.table_page
    assert again.setup.settings_form.editors["stones"].value() == 25  # the choices are kept
    window.message_box.accept()
    again.setup.settings_form.editors["stones"].setValue(12)
    again.ok_button.click()
    qtbot.waitUntil(lambda: window.table is not None and window.table.get("status") == "playing",
                    timeout=WAIT)
    assert window.table["settings"]["stones"] == 12
