"""Every dialog and window of the shell fits its screen and its contents, on a laptop's screen
(1366×768) and a large one (2560×1440, its type grown with the main window), in Japanese and
English: it lies inside the screen's free area, no text is cut and no control is outside it,
and a dialog whose contents change (another game's rules) takes their size, with no gap left."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from client.i18n import I18N_DIR, install_language
from client.ui.dialog import Dialog
from client.ui.main_window import MainWindow
from client.ui.message_box import show_error
from client.ui.settings_form import SettingsForm
from client.ui.settings_section import SectionDialog
from client.ui.subset_picker import SubsetPicker
from server import games as game_registry

from . import playouts
from .fake_bridge import FakeBridge
from .samples import welcome
from .test_window_fit import clipped, outside, settle

pytestmark = pytest.mark.gui

GAMES = list(game_registry.registry())


@pytest.fixture(params=["ja", "en"])
def language(request: Any, qapp: Any) -> Any:
    if request.param == "en" and not (I18N_DIR / "zashiki_en.qm").exists():
        pytest.skip("the English translation is not compiled (tools/build_translations.py)")
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "ja")


@pytest.fixture(params=[0, 1], ids=["laptop", "large"])
def window(request: Any, qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch,
           language: str) -> MainWindow:
    """The main window maximised on the screen, its type at the scale it gives, in the hall."""
    from client.net import discovery

    monkeypatch.setenv(discovery.ENV_OFF, "1")  # the connect dialog listens to nothing
    settings.window = {}
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    screen = QApplication.screens()[request.param]
    window.setGeometry(screen.availableGeometry().adjusted(0, 0, -200, -200))
    window.showMaximized()
    settle(QApplication.instance())
    window.fit.settle()
    window._enter("client")
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    window.bridge.welcomed.emit(hello)
    return window


def check(dialog: QWidget, where: str) -> None:
    settle(QApplication.instance())
    area = dialog.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry()), \
        f"{where}: {dialog.frameGeometry().getRect()} is not inside the screen {area.getRect()}"
    assert outside(dialog, dialog) == [], where
    assert clipped(dialog, dialog) == [], where


def section_dialog(window: MainWindow) -> QWidget:
    schema = next(g for g in playouts.welcome_games() if g["id"] == "karuta")["settings"]
    section = next(s["section"] for s in schema if s.get("section"))
    form = SettingsForm([s for s in schema if s.get("section") == section], sections=False)
    return SectionDialog(section, form, window)


def subset_picker(window: MainWindow) -> QWidget:
    schema = next(g for g in playouts.welcome_games() if g["id"] == "karuta")["settings"]
    return SubsetPicker(next(s for s in schema if s["kind"] == "subset"), [], window)


def practice(index: int) -> Callable[[MainWindow], QWidget]:
    def open_(window: MainWindow) -> QWidget:
        from client.games.karuta.practice import PRACTICE_MODES

        return PRACTICE_MODES[index][1](window)

    return open_


def resume_box(window: MainWindow) -> QWidget:
    window.mode = "offline"
    box = window.ask_resume(playouts.table_message(game_registry.get("karuta"), 2))
    return box


def record_list(window: MainWindow) -> QWidget:
    dialog = window.records.open_list()
    dialog.set_records([{"id": "r1", "game": "karuta", "started": 1.7e9, "players": ["たろう", "CPU1（C級）"],
                         "result": {"ranks": [1, 2], "points": [12, -12]}, "status": "finished",
                         "open": True, "you": 0}])
    return dialog


DIALOGS: dict[str, Callable[[MainWindow], QWidget]] = {
    "name": lambda w: w.ask_name(),
    "host": lambda w: w.open_host_dialog(),
    "connect": lambda w: w.open_connect_dialog(),
    "create": lambda w: w.open_create_dialog(False),
    "quick match": lambda w: w.open_create_dialog(True),
    "offline": lambda w: w.open_offline_dialog(),
    "about": lambda w: w.open_about(),
    "rules": lambda w: (w.on_rules("karuta", game_registry.get("karuta").rules_help()), w.rules_dialog)[1],
    "section": section_dialog,
    "subset picker": subset_picker,
    "record list": record_list,
    "message": lambda w: show_error(w, "接続できませんでした", "サーバーが見つかりません。" * 6),
    "resume": resume_box,
    "memory practice": practice(0),
    "free practice": practice(1),
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_fits_its_screen(window: MainWindow, name: str) -> None:
    dialog = DIALOGS[name](window)
    dialog.show()
    check(dialog, name)
    dialog.close()


@pytest.mark.parametrize("opener", ["create", "offline"])
def test_the_game_setup_fits_every_game_and_leaves_no_gap(window: MainWindow, opener: str) -> None:
    dialog = DIALOGS[opener](window)
    assert isinstance(dialog, Dialog)
    heights = {}
    for game_id in [*GAMES, GAMES[0]]:
        if dialog.setup.game_combo.findData(game_id) < 0:
            continue
        dialog.setup.select_game(game_id)
        check(dialog, f"{opener}, {game_id}")
        hint = dialog.sizeHint().boundedTo(dialog.screen().availableGeometry().size())
        assert dialog.height() <= hint.height() + 2, f"{opener}, {game_id}: a gap under the rules"
        heights[game_id] = dialog.height()
    # こいこい's two rules take less room than 大富豪's fifteen
    assert heights["koikoi"] < heights["daifugo"]
    dialog.close()
