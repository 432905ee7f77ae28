"""Click through the whole hall as a player would, with the real HallBridge against a real
host on 127.0.0.1: title -> connect -> lobby -> chat -> create a table -> a friend sits ->
ready -> play to the end with the table window's buttons."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QSpinBox

from client.invite import parse_target
from client.ui.fallback_view import FallbackView
from client.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

WAIT = 8000


def make_window(qtbot: Any, bridge: Any, settings: Any) -> MainWindow:
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    return window


def connect_through_title(qtbot: Any, window: MainWindow, address: str) -> None:
    qtbot.mouseClick(window.title_page.connect_button, Qt.MouseButton.LeftButton)
    dialog = window.connect_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.host_combo.setEditText(address)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.lobby_page, timeout=WAIT)


def test_connect_chat_create_sit_ready_and_play(qtbot: Any, real_bridge: Any, settings: Any,
                                                host: Any) -> None:
    port = host.port_number
    window = make_window(qtbot, real_bridge(), settings)

    # title -> connect dialog -> lobby (progress shown meanwhile)
    connect_through_title(qtbot, window, f"127.0.0.1:{port}")
    assert not window.title_page.busy.isVisible()
    assert f"127.0.0.1:{port}" in settings.recent_hosts
    assert any(str(port) in text for text in window.lobby_page.host_panel.texts())
    assert "guistones" in [g["id"] for g in window.lobby_page.games]

    # the message board: post a chat, see it come back from the host
    board = window.lobby_page.board
    board.input.setText("こんにちは、よろしく")  # (QTest cannot type kana)
    qtbot.mouseClick(board.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "こんにちは、よろしく" in board.history.toPlainText(), timeout=WAIT)
    assert "たろう" in board.history.toPlainText()

    # create a table from the generated settings form
    qtbot.mouseClick(window.lobby_page.create_button, Qt.MouseButton.LeftButton)
    dialog = window.create_dialog
    assert dialog is not None
    dialog.setup.select_game("guistones")
    form = dialog.setup.settings_form
    stones = form.editors["stones"]
    assert isinstance(stones, QSpinBox) and (stones.minimum(), stones.maximum()) == (3, 30)
    stones.setValue(4)
    assert isinstance(form.editors["misere"], QCheckBox)
    most = form.editors["most"]
    assert isinstance(most, QComboBox)
    most.setCurrentIndex(most.findData(2))
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table_page, timeout=WAIT)
    table_page = window.table_page
    table = window.table
    assert table is not None and table["you"] == 0 and table["settings"]["stones"] == 4
    assert table_page.code_label.text() == table["code"]
    assert table_page.invite_edit.text().endswith("/" + table["code"])
    assert "石の数: 4" in table_page.rules_label.text()

    # a friend (a second real client) joins through the lobby's table list
    friend_settings = type(settings)(name="はなこ", path=settings.path.parent / "friend.json")
    friend = make_window(qtbot, real_bridge(), friend_settings)
    connect_through_title(qtbot, friend, f"127.0.0.1:{port}")
    qtbot.waitUntil(lambda: friend.lobby_page.table_list.rowCount() == 1, timeout=WAIT)
    assert friend.lobby_page.table_list.item(0, 0).text() == table["code"]
    assert friend.lobby_page.table_list.item(0, 3).text() == "1/2"
    friend.lobby_page.table_list.selectRow(0)
    assert friend.lobby_page.sit_button.isEnabled()
    qtbot.mouseClick(friend.lobby_page.sit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: friend.stack.currentWidget() is friend.table_page, timeout=WAIT)
    qtbot.waitUntil(lambda: "はなこ" in table_page.seat_list.item(1).text(), timeout=WAIT)

    # the friend marks ready; the owner's 対局開始 starts the game
    assert not table_page.start_button.isEnabled()
    qtbot.mouseClick(friend.table_page.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "準備OK" in table_page.seat_list.item(1).text(), timeout=WAIT)
    qtbot.waitUntil(table_page.start_button.isEnabled, timeout=WAIT)
    qtbot.mouseClick(table_page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(table_page.view_widget, FallbackView)
                    and table_page.last_view is not None, timeout=WAIT)

    # play 4 stones, at most 2 a turn, by clicking the legal-action buttons
    windows = [window, friend]
    for _ in range(10):
        if window.table and window.table.get("status") == "finished":
            break
        mover = next((w for w in windows
                      if w.table_page.last_view and w.table_page.last_view.get("legal")), None)
        if mover is None:
            qtbot.wait(50)
            continue
        view = mover.table_page.view_widget
        assert isinstance(view, FallbackView)
        buttons = [b for b in view.action_buttons if b.isEnabled()]
        assert len(buttons) <= 2  # the choice "2個まで" reached the host
        seq = mover.table_page.last_view
        buttons[0].click()
        qtbot.waitUntil(lambda m=mover, s=seq: m.table_page.last_view is not s, timeout=WAIT)
    qtbot.waitUntil(lambda: bool(window.table and window.table.get("status") == "finished"),
                    timeout=WAIT)
    assert table_page.result_label.isVisible() and "1位" in table_page.result_label.text()

    # a stamp reaches the other side as a bubble
    friend.table_page.stamp_bar.buttons["nice"].click()
    qtbot.waitUntil(table_page.bubble.isVisible, timeout=WAIT)
    assert "はなこ" in table_page.bubble.text() and "ナイス！" in table_page.bubble.text()

    # rules help from the ☰ menu shows the host's Markdown
    table_page.menu.rules_action.trigger()
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible(),
                    timeout=WAIT)
    assert "最後の石" in window.rules_dialog.browser.toPlainText()
    window.rules_dialog.done(QDialog.DialogCode.Rejected)

    # leave the table: back to the lobby
    table_page.menu.leave_action.trigger()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.lobby_page, timeout=WAIT)


def test_join_by_invite_link_then_watch_when_full(qtbot: Any, real_bridge: Any, settings: Any,
                                                  host: Any) -> None:
    port = host.port_number
    owner = make_window(qtbot, real_bridge(), settings)
    connect_through_title(qtbot, owner, f"127.0.0.1:{port}")
    qtbot.mouseClick(owner.lobby_page.create_button, Qt.MouseButton.LeftButton)
    owner.create_dialog.setup.select_game("guistones")
    level = owner.create_dialog.setup.level_combo
    level.setCurrentIndex(level.findData("easy"))  # fill the other seat with a CPU
    owner.create_dialog.ok_button.click()
    qtbot.waitUntil(lambda: owner.table is not None, timeout=WAIT)
    assert owner.table["seats"][1]["kind"] == "cpu"
    invite = owner.table_page.invite_edit.text()
    assert invite.startswith("zashiki://")
    code = owner.table["code"]
    assert invite == f"zashiki://127.0.0.1:{port}/{code}"  # a loopback-only host names itself so
    link = invite

    guest_settings = type(settings)(name="じろう", path=settings.path.parent / "guest.json")
    guest = make_window(qtbot, real_bridge(), guest_settings)
    guest.open_invite(link)
    # the table is full (owner + CPU): the guest watches instead of sitting
    qtbot.waitUntil(lambda: guest.stack.currentWidget() is guest.table_page, timeout=WAIT)
    assert guest.table is not None and guest.table["you"] is None
    assert guest.table_page.leave_button.text() == "観戦をやめる"
    assert not guest.table_page.ready_button.isVisible()


def test_connection_refused_shows_japanese_message(qtbot: Any, real_bridge: Any,
                                                   settings: Any) -> None:
    import socket

    with socket.socket() as probe:  # a port where nobody listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    window = make_window(qtbot, real_bridge(), settings)
    qtbot.mouseClick(window.title_page.connect_button, Qt.MouseButton.LeftButton)
    window.connect_dialog.host_combo.setEditText("127.0.0.1")
    window.connect_dialog.port_spin.setValue(port)
    window.connect_dialog.accept()
    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible(),
                    timeout=WAIT)
    assert "断られました" in window.message_box.text()
    assert window.stack.currentWidget() is window.title_page
    assert window.title_page.connect_button.isEnabled()
    assert not window.title_page.busy.isVisible()


def test_bad_address_is_explained_in_the_dialog(qtbot: Any, real_bridge: Any,
                                                settings: Any) -> None:
    window = make_window(qtbot, real_bridge(), settings)
    dialog = window.open_connect_dialog()
    dialog.host_combo.setEditText("192.168.1.10:99999")
    dialog.accept()
    assert dialog.isVisible() and "65535" in dialog.error_label.text()


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("0.0.0.0", 0))
        return probe.getsockname()[1]


def test_become_the_host_shows_addresses_and_friends_join(qtbot: Any, real_bridge: Any,
                                                          settings: Any, stones_game: Any) -> None:
    port = free_port()
    window = make_window(qtbot, real_bridge(), settings)
    qtbot.mouseClick(window.title_page.host_button, Qt.MouseButton.LeftButton)
    window.host_dialog.port_spin.setValue(port)
    window.host_dialog.accept()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.lobby_page, timeout=WAIT)
    texts = window.lobby_page.host_panel.texts()
    assert texts and all(text.endswith(f":{port}") for text in texts)
    assert "127.0.0.1" not in " ".join(texts)  # loopback is no use to friends
    assert "たろうの座敷" in window.lobby_page.heading.text()

    friend_settings = type(settings)(name="はなこ", path=settings.path.parent / "friend.json")
    friend = make_window(qtbot, real_bridge(), friend_settings)
    connect_through_title(qtbot, friend, f"127.0.0.1:{port}")
    qtbot.waitUntil(lambda: window.lobby_page.player_list.count() == 2, timeout=WAIT)

    # leaving while friends are here asks first; 続ける keeps the host running
    window.lobby_page.leave_button.click()
    box = window.message_box
    assert box is not None and "サーバーが止まり" in box.text()
    box.button(box.StandardButton.No).click()
    assert window.stack.currentWidget() is window.lobby_page and window.mode == "host"

    # a second host on the same port cannot start: a Japanese message says what to do
    other = make_window(qtbot, real_bridge(), friend_settings)
    other.start_host(port)
    qtbot.waitUntil(lambda: other.message_box is not None and other.message_box.isVisible(),
                    timeout=WAIT)
    assert f"ポート {port}" in other.message_box.text()
    assert other.stack.currentWidget() is other.title_page

    # stopping the host for real: the port no longer answers
    window.lobby_page.leave_button.click()
    window.message_box.button(window.message_box.StandardButton.Yes).click()
    assert window.stack.currentWidget() is window.title_page
    # the friend is told the host left (and does not keep reconnecting)
    qtbot.waitUntil(lambda: friend.message_box is not None and friend.message_box.isVisible()
                    and "ホストがサーバーを終了しました" in friend.message_box.text(), timeout=WAIT)
    late = make_window(qtbot, real_bridge(), friend_settings)
    late.connect_to(parse_target(f"127.0.0.1:{port}"))
    qtbot.waitUntil(lambda: late.message_box is not None and late.message_box.isVisible(),
                    timeout=WAIT)
    assert "断られました" in late.message_box.text()


def test_dropped_connection_reconnects_by_itself(qtbot: Any, real_bridge: Any, settings: Any,
                                                 host: Any) -> None:
    bridge = real_bridge()
    window = make_window(qtbot, bridge, settings)
    connect_through_title(qtbot, window, f"127.0.0.1:{host.port_number}")
    qtbot.mouseClick(window.lobby_page.create_button, Qt.MouseButton.LeftButton)
    window.create_dialog.setup.select_game("guistones")
    window.create_dialog.ok_button.click()
    qtbot.waitUntil(lambda: window.table is not None, timeout=WAIT)
    code = window.table["code"]

    shown: list[str] = []
    bridge.reconnecting.connect(lambda *_: shown.append(window.banner.text()))
    bridge.drop_connection_for_test()
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    assert shown[0] == "接続が切れました。再接続しています…（1回目）"
    qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=WAIT)
    assert window.stack.currentWidget() is window.table_page
    assert window.table is not None and window.table["code"] == code and window.table["you"] == 0
