"""Details of the table window and the main window's reactions to network events, driven by
emitting the bridge's signals from a stand-in (the flow tests cover the real bridge)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication

from client.games.base import GameView
from client.ui import table_window
from client.ui.fallback_view import FallbackView, action_text
from client.ui.main_window import MainWindow

from .fake_bridge import FakeBridge
from .samples import seat, table, welcome

pytestmark = pytest.mark.gui

@pytest.fixture
def hall(qtbot: Any, settings: Any) -> tuple[MainWindow, FakeBridge]:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    window.mode = "client"
    bridge.welcomed.emit(welcome())
    return window, bridge


def test_welcome_opens_lobby_with_addresses(hall: Any) -> None:
    window, bridge = hall
    assert window.stack.currentWidget() is window.lobby_page
    assert window.lobby_page.host_panel.texts() == [
        "tarou-pc:47300", "192.168.1.10:47300", "[fe80::1]:47300"]
    assert "たろうの座敷" in window.lobby_page.host_panel.caption.text()
    window.lobby_page.host_panel.addresses.setCurrentRow(2)
    window.lobby_page.host_panel.copy_button.click()
    assert QGuiApplication.clipboard().text() == "[fe80::1]:47300"
    bridge.host_started.emit({"port": 5000, "host_name": "myhost", "addresses": ["10.0.0.3"]})
    assert window.lobby_page.host_panel.texts() == ["myhost:5000", "10.0.0.3:5000"]


def test_lobby_lists_tables_and_players(hall: Any) -> None:
    window, bridge = hall
    changed = table(id="t2", code="CD3E", settings={"stones": 12, "misere": False, "most": 2})
    bridge.lobby_changed.emit({"players": [{"name": "たろう", "table": None, "connected": True},
                                           {"name": "はなこ", "table": "t1", "connected": False}],
                               "tables": [table(), changed]})
    lobby = window.lobby_page
    row = [lobby.table_list.item(0, c).text() for c in range(6)]
    assert row[0] == "AB2C" and row[1] == "石取り" and row[3] == "3/3" and row[4] == "募集中"
    # the rules column says what a table plays differently from the game's defaults; hovering
    # it shows every rule
    assert row[2] == "標準ルール"
    whole = lobby.table_list.item(0, 2).toolTip()
    assert "石の数: 9" in whole and "最後の石を取ると負け: なし" in whole and "3個まで" in whole
    assert lobby.table_list.item(1, 2).text() == "石の数: 12、一度に取れる数: 2個まで"
    assert "最後の石を取ると負け: なし" in lobby.table_list.item(1, 2).toolTip()
    bridge.lobby_changed.emit({"players": [{"name": "たろう", "table": None, "connected": True},
                                           {"name": "はなこ", "table": "t1", "connected": False}],
                               "tables": [table()]})
    players = [lobby.player_list.item(i).text() for i in range(lobby.player_list.count())]
    assert players == ["たろう", "はなこ（卓 AB2C）・切断中"]
    lobby.table_list.selectRow(0)
    assert not lobby.sit_button.isEnabled()  # no free seat
    lobby.watch_button.click()
    assert bridge.called("watch") == [("t1",)]
    bridge.host_info = welcome()["host"]
    lobby.join_edit.setText("zashiki://192.168.1.10:47300/qr56")
    lobby.join_button.click()
    assert bridge.called("sit") == [("QR56",)]
    lobby.join_edit.setText("zz99")
    lobby.join_button.click()
    assert bridge.called("sit")[-1] == ("ZZ99",)
    lobby.table_list.cellDoubleClicked.emit(0, 0)  # full table: double-click watches
    assert bridge.called("watch") == [("t1",), ("t1",)]
    # an invite to another host connects there and joins the table
    lobby.join_edit.setText("zashiki://10.1.2.3:5000/MN78")
    lobby.join_button.click()
    assert bridge.called("connect_to") == [("10.1.2.3", 5000, "たろう")]
    assert window.pending_code == "MN78" and window.stack.currentWidget() is window.title_page
    lobby.join_edit.setText("AB")
    lobby.join_button.click()
    assert window.message_box is not None and "4 文字" in window.message_box.text()


def test_seats_show_disconnected_cpu_standin_and_ready(hall: Any) -> None:
    window, bridge = hall
    bridge.table_changed.emit(table())
    seats = window.table_page.seat_list
    texts = [seats.item(i).text() for i in range(seats.count())]
    assert "たろう" in texts[0] and "（あなた）" in texts[0] and "✓準備OK" in texts[0]
    assert "［切断中］" in texts[1] and "CPU代打ち" not in texts[1]
    assert "［切断中］" in texts[2] and "［CPU代打ち］" in texts[2]
    page = window.table_page
    assert page.code_label.text() == "AB2C"
    assert page.invite_edit.text() == "zashiki://192.168.1.10:47300/AB2C"
    page.copy_button.click()
    assert QGuiApplication.clipboard().text() == "zashiki://192.168.1.10:47300/AB2C"
    assert page.start_button.isVisible() and not page.start_button.isEnabled()
    bridge.table_changed.emit(table(status="playing"))  # in play the ready marks are gone
    assert "準備OK" not in seats.item(0).text() and "（あなた）" in seats.item(0).text()
    assert seats.minimumWidth() <= page.side_panel.maximumWidth()


def test_owner_fills_empty_seats_with_cpu_and_starts(hall: Any) -> None:
    window, bridge = hall
    bridge.table_changed.emit(table(seats=[seat("たろう"), seat(kind="empty"), seat(kind="empty")]))
    page = window.table_page
    assert "（空席）" in page.seat_list.item(1).text()
    page.level_combo.setCurrentIndex(page.level_combo.findData("strong"))
    page.fill_button.click()
    assert bridge.called("set_seat") == [(1, "strong"), (2, "strong")]
    bridge.table_changed.emit(table(seats=[
        seat("たろう"), seat("CPU1（つよい）", "cpu", cpu_level="strong", ready=True),
        seat("つばき", "cpu", cpu_level="strong", ready=True)]))
    assert "CPU1（つよい）" in page.seat_list.item(1).text()
    assert "［CPU" not in page.seat_list.item(1).text()  # the name says it already
    assert page.seat_list.item(2).text().split("\n") == ["3番　つばき", "　［CPU・つよい］ ✓準備OK"]
    assert page.start_button.isEnabled() and not page.fill_button.isEnabled()
    page.start_button.click()
    assert bridge.called("start") == [()]
    page.seat_list.setCurrentRow(2)
    page.clear_seat_button.click()
    assert bridge.called("set_seat")[-1] == (2, None)
    page.ready_button.click()
    assert bridge.called("ready") == [(True,)]


def test_not_owner_sees_no_owner_buttons(hall: Any) -> None:
    window, bridge = hall
    bridge.table_changed.emit(table(you=1, owner=0))
    page = window.table_page
    assert not page.start_button.isVisible() and not page.fill_button.isVisible()
    assert page.ready_button.isVisible() and page.ready_button.isEnabled()


def test_stamps_send_and_show_a_bubble_that_goes_away(hall: Any, qtbot: Any) -> None:
    window, bridge = hall
    bridge.table_changed.emit(table())
    page = window.table_page
    assert [b.text() for b in page.stamp_bar.buttons.values()] == ["よろしく！", "ナイス！"]
    page.stamp_bar.buttons["nice"].click()
    assert bridge.called("stamp") == [("nice",)]
    bridge.stamp_received.emit({"table": "t1", "seat": 1, "name": "はなこ", "stamp": "yoroshiku"})
    assert page.bubble.isVisible() and page.bubble.text() == "はなこ「よろしく！」"
    page.bubble.timer.setInterval(10)
    page.bubble.timer.start()
    qtbot.waitUntil(lambda: not page.bubble.isVisible(), timeout=2000)


def test_fallback_view_shows_view_and_sends_legal_actions(hall: Any) -> None:
    window, bridge = hall
    bridge.table_changed.emit(table(status="playing"))
    bridge.view_received.emit({"table": "t1", "seq": 3, "events": [{"type": "took", "n": 2},
                                                                   {"type": "secret", "to": 2}],
                               "view": {"stones": 7, "turn": 0,
                                        "legal": [{"type": "take", "n": 1}, {"type": "pass"}]}})
    view = window.table_page.view_widget
    assert isinstance(view, FallbackView)
    assert "stones: 7" in view.text.toPlainText() and "legal" not in view.text.toPlainText()
    assert "took" in view.events.toPlainText() and "secret" not in view.events.toPlainText()
    assert [b.text() for b in view.action_buttons] == ["取る n=1", "パス"]
    view.action_buttons[1].click()
    assert bridge.called("act") == [({"type": "pass"},)]
    bridge.view_received.emit({"table": "other", "seq": 1, "events": [], "view": {"legal": []}})
    assert "stones: 7" in view.text.toPlainText()  # another table's view is ignored
    assert action_text({"type": "play", "cards": ["3H", "3S"]}) == "出す cards=[3H 3S]"


class RecordingView(GameView):
    made: list[RecordingView] = []

    def __init__(self, seat: int | None, parent: Any = None) -> None:
        super().__init__(seat, parent)
        self.shown: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
        RecordingView.made.append(self)

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        if view.get("boom"):
            raise RuntimeError("a bug in the game view")
        self.shown.append((view, events))


def test_game_view_is_embedded_and_wired(hall: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window, bridge = hall
    RecordingView.made.clear()
    monkeypatch.setattr(table_window, "view_class", lambda game: RecordingView)
    bridge.table_changed.emit(table(status="playing"))
    view = window.table_page.view_widget
    assert isinstance(view, RecordingView) and view.seat == 0
    assert [s["you"] for s in view.seats] == [True, False, False]
    assert view.seats[2]["cpu_playing"] is True
    bridge.view_received.emit({"table": "t1", "seq": 1, "view": {"legal": []}, "events": [{"type": "x"}]})
    assert view.shown == [({"legal": []}, [{"type": "x"}])]
    view.action_requested.emit({"type": "play"})
    assert bridge.called("act") == [({"type": "play"},)]
    window.table_page.menu.fast_action.setChecked(True)
    window.table_page.menu.sound_action.setChecked(False)
    assert view.fast_animation is True and view.sound_on is False
    assert window.settings.fast_animation is True and window.settings.sound is False
    # a view that fails to draw is replaced by the plain view, and the game goes on
    bridge.view_received.emit({"table": "t1", "seq": 2, "view": {"boom": 1, "legal": [{"type": "next"}]},
                               "events": []})
    assert isinstance(window.table_page.view_widget, FallbackView)
    assert [b.text() for b in window.table_page.view_widget.action_buttons] == ["次へ"]


def test_rules_from_lobby_and_table(hall: Any) -> None:
    window, bridge = hall
    window.lobby_page.rules_button.click()
    assert bridge.called("rules") == [("plain",)]
    bridge.rules_received.emit("guistones", "# 石取り\n\n**最後の石**を取ると勝ち")
    assert window.rules_dialog.isVisible()
    assert "石取り" in window.rules_dialog.windowTitle()
    assert "最後の石を取ると勝ち" in window.rules_dialog.browser.toPlainText()


def test_reconnecting_banner_errors_and_disconnect(hall: Any) -> None:
    window, bridge = hall
    bridge.reconnecting.emit(2, 1.0)
    assert window.banner.isVisible()
    assert window.banner.text() == "接続が切れました。再接続しています…（2回目）"
    bridge.welcomed.emit(welcome())  # the host welcomes us back
    bridge.reconnected.emit()
    assert not window.banner.isVisible()
    assert window.stack.currentWidget() is window.lobby_page

    bridge.error_received.emit({"type": "error", "code": "not_owner",
                                "message": "卓を作った人だけができる操作です。"})
    assert window.message_box.isVisible()
    assert window.message_box.text() == "卓を作った人だけができる操作です。"
    assert window.message_box.windowTitle() == "できませんでした"

    bridge.disconnected.emit("サーバーとの接続が切れ、再接続できませんでした。")
    assert window.stack.currentWidget() is window.title_page
    assert "再接続できませんでした" in window.message_box.text()
    assert ("close", ()) in bridge.calls
    bridge.lobby_changed.emit({"players": [], "tables": [table()]})  # late news is ignored
    assert window.lobby_page.table_list.rowCount() == 0


def test_invite_for_a_full_table_falls_back_to_watching(qtbot: Any, settings: Any) -> None:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    window.open_invite("zashiki://[fe80::1]:5000/ab2c")
    assert bridge.called("connect_to") == [("fe80::1", 5000, "たろう")]
    assert window.title_page.busy.isVisible() and "[fe80::1]:5000" in window.title_page.busy.label.text()
    assert not window.title_page.host_button.isEnabled()
    bridge.welcomed.emit(welcome())
    assert bridge.called("sit") == [("AB2C",)]
    bridge.error_received.emit({"type": "error", "code": "table_full", "message": "その卓は満席です。"})
    assert bridge.called("watch") == [("AB2C",)]
    assert window.message_box is None


def test_bad_invite_argument_is_explained(qtbot: Any, settings: Any) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    window.open_invite("zashiki://host:5000/TOOLONG")
    assert "4 文字" in window.message_box.text()


def test_host_flow_uses_the_port_and_grace_and_remembers_them(qtbot: Any, settings: Any) -> None:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.title_page.host_button.click()
    assert window.host_dialog.grace_spin.value() == 30
    window.host_dialog.port_spin.setValue(47555)
    window.host_dialog.grace_spin.setValue(90)
    window.host_dialog.accept()
    assert bridge.called("start_host") == [("たろう", 47555, 90, True)]
    assert settings.load(settings.path).grace == 90
    assert "サーバーを起動しています" in window.title_page.busy.label.text()
    window.title_page.busy.cancel_button.click()
    assert ("close", ()) in bridge.calls and window.title_page.host_button.isEnabled()
    assert type(settings).load().last_port == 47555
