"""The language changes at once: chosen with a table open (the ☰ menu), the whole window is
built again in the other language from what it showed (the waiting room, the board, the table
and its game view from the last view), the connection untouched, the choice remembered; and back.
What is read on screen afterwards holds none of the other language's interface words."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from client.app_settings import AppSettings
from client.i18n import I18N_DIR, current_language, install_language
from client.ui.main_window import MainWindow
from server import games as game_registry

from . import playouts
from .fake_bridge import FakeBridge
from .samples import welcome
from .test_english import JAPANESE, LATIN, untranslated, widget_texts
from .test_window_fit import moments, settle, show

pytestmark = pytest.mark.gui

ADDRESS = re.compile(r"\[?[0-9a-f:.]+\]?:\d+")
NAMES = (*playouts.NAMES, "たろうの座敷", "tarou-pc", "よろしく")  # and the board's post


@pytest.fixture
def back_to_japanese(qapp: Any) -> Any:
    if not (I18N_DIR / "zashiki_en.qm").exists():
        pytest.skip("the English translation is not compiled (tools/build_translations.py)")
    yield
    install_language(qapp, "ja")


def english_left(texts: list[str]) -> list[str]:
    """Interface words in English (Latin letters and no Japanese) once names are taken out."""
    found = []
    for text in texts:
        # a language named in itself, an address, a key's name on a key (koi-koi's Enter, K)
        if text in ("English", "Enter", "Space", "Esc") or len(text) == 1 or ADDRESS.fullmatch(text):
            continue
        rest = text
        for name in (*NAMES, "Zashiki", "zashiki://192.168.1.10:47300/AB2C", "AB2C", "OK", "CPU"):
            rest = rest.replace(name, "")
        if LATIN.search(rest) and not JAPANESE.search(rest) and any(c.isalpha() for c in rest):
            found.append(text)
    return sorted(set(found))


def test_switching_language_with_a_table_open(qtbot: Any, settings: Any, back_to_japanese: Any) -> None:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    window._enter("client")
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    bridge.board_received.emit([{"name": "はなこ", "text": "よろしく", "at": 1.7e9}])
    game = game_registry.get("koikoi")
    assert game is not None
    bridge.table_changed.emit(playouts.table_message(game, 2))
    view, events = moments("koikoi", 2)[1]
    show(window, bridge, view, events)
    old_view, shown_view = window.table_page.view_widget, window.table_page.last_view
    assert window.table_page.top_leave_button.text() == "卓を離れる"
    calls = bridge.requests()

    window.table_page.menu.language_menu.choice_actions["en"].trigger()
    settle(QApplication.instance())
    assert current_language() == "en" and AppSettings.load().language == "en"
    page = window.table_page
    assert window.stack.currentWidget() is page and window.windowTitle() == "Zashiki 座敷"
    assert page.top_leave_button.text() == "Leave the table"
    assert page.view_widget is not old_view and page.last_view == shown_view  # built again from it
    assert bridge.requests() == calls  # nothing sent: the connection and the seat go on
    sent = frozenset(t.strip() for t in _strings([view, events, hello]))  # the host's, rendered by the bridge
    assert untranslated(widget_texts(window), NAMES, sent=sent) == []
    assert window.lobby_page.board.posts == [{"name": "はなこ", "text": "よろしく", "at": 1.7e9}]
    assert window.lobby_page.create_button.text() != "卓を作る"

    window.table_page.menu.language_menu.choice_actions["ja"].trigger()
    settle(QApplication.instance())
    assert current_language() == "ja" and AppSettings.load().language == "ja"
    page = window.table_page
    assert page.top_leave_button.text() == "卓を離れる" and window.windowTitle() == "座敷 Zashiki"
    assert english_left(widget_texts(window)) == []
    assert bridge.requests() == calls


def test_switching_language_on_the_title_and_in_the_waiting_room(qtbot: Any, settings: Any,
                                                                  back_to_japanese: Any) -> None:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    window.title_page.language_menu.box.setCurrentIndex(window.title_page.language_menu.box.findData("en"))
    assert window.stack.currentWidget() is window.title_page
    assert window.title_page.offline_button.text() == "Play the CPU"
    assert window.title_page.language_menu.choice() == "en"  # the new page shows the choice
    window._enter("client")
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    window.stack.setCurrentWidget(window.lobby_page)
    window.lobby_page.language_menu.box.setCurrentIndex(window.lobby_page.language_menu.box.findData("ja"))
    assert window.stack.currentWidget() is window.lobby_page
    assert window.lobby_page.create_button.text() == "卓を作る"
    # what the host said was rendered in English by the bridge; this stand-in cannot render it
    # again (test_the_bridge_renders_what_the_host_said_again_in_a_new_language does)
    said = {s["label"] for s in hello["stamps"]}
    assert english_left([t for t in widget_texts(window) if t not in said]) == []


def test_the_bridge_renders_what_the_host_said_again_in_a_new_language(qapp: Any, back_to_japanese: Any) -> None:
    from client.i18n import install_translator
    from client.net.bridge import HallBridge
    from protocol.host_texts import HOST

    bridge = HallBridge()
    raw = {"type": "welcome", "protocol": 3, "app": "0.1.0", "token": "t", "name": "たろう",
           "resumed": False, "host": {}, "games": [game_registry.get("koikoi").describe()],
           "stamps": [{"id": "nice", "label": HOST("stamp.nice").to_wire()}]}
    shown: list[dict[str, Any]] = []
    bridge.welcomed.connect(shown.append)
    bridge.on_message(raw)
    settle(QApplication.instance())
    assert shown[-1]["stamps"][0]["label"] == "ナイス！" and shown[-1]["games"][0]["title"] == "こいこい"
    install_translator(qapp, QLocale(QLocale.Language.English))
    again = bridge.again()["welcome"]
    assert again["stamps"][0]["label"] == "Nice!" and "Koi-koi" in again["games"][0]["title"]


def _strings(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, (list, tuple)):
        return [s for v in data for s in _strings(v)]
    return []
