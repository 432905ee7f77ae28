"""「他人のサーバーに接続する」: the LAN list (live, one click joins, other versions greyed), the
typed address whose port never changes silently, and remembering only hosts that worked.

The LAN here is a stand-in emitting what a browser would hear; nothing listens on the network
(the real browser is tested inside network namespaces, tests/integration/test_discovery_netns.py).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog

from client.invite import Target
from client.net import discovery
from client.net.discovery import HeardHost, LanBrowser, LanHosts, heard_host, sorted_hosts
from client.ui.connect_dialog import ConnectDialog, typed_port
from client.ui.host_dialog import HostDialog
from protocol.version import DEFAULT_PORT, PROTOCOL_VERSION


@pytest.fixture(autouse=True)
def _no_lan(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(discovery.ENV_OFF, "1")  # whatever a test does, nothing goes on the network


class FakeLan(QObject):
    hosts_changed = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        self.started = self.stopped = False

    def start(self) -> bool:
        self.started = True
        return True

    def stop(self) -> None:
        self.stopped = True


def host(name: str, address: str = "192.168.1.20", players: int = 0, open_tables: int = 0,
         protocol: int | None = PROTOCOL_VERSION, port: int = DEFAULT_PORT) -> HeardHost:
    return HeardHost(key=f"{name} (pc)._zashiki._tcp.local.", name=name, addresses=(address,),
                     port=port, protocol=protocol, app="0.1.0", players=players,
                     open_tables=open_tables, tables=open_tables)


def make_dialog(qtbot: Any, recent: list[str] | None = None, lan: Any = None) -> ConnectDialog:
    dialog = ConnectDialog(recent, lan=lan)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click_row(qtbot: Any, dialog: ConnectDialog, row: int) -> None:
    rect = dialog.lan_list.visualItemRect(dialog.lan_list.item(row))
    qtbot.mouseClick(dialog.lan_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


# -- what an announcement says ---------------------------------------------------------------------

def test_an_announcement_reads_into_a_heard_host() -> None:
    props = {b"v": str(PROTOCOL_VERSION).encode(), b"app": b"0.1.0", b"name": "東の座敷".encode(),
             b"players": b"3", b"open": b"1", b"tables": b"2"}
    heard = heard_host("東の座敷 (pc)._zashiki._tcp.local.", 47300,
                       ["fe80::1%eth0", "fd00::5", "192.168.1.5", "127.0.0.1"], props)
    assert heard is not None
    assert (heard.name, heard.port, heard.players, heard.open_tables, heard.tables) == ("東の座敷", 47300, 3, 1, 2)
    assert heard.addresses == ("192.168.1.5", "fd00::5", "fe80::1%eth0")  # IPv4 first, no loopback
    assert heard.compatible and heard.target == Target("192.168.1.5", 47300)


def test_a_garbled_announcement_is_unknown_not_an_error() -> None:
    heard = heard_host("誰か (pc)._zashiki._tcp.local.", 47300, ["10.0.0.9"],
                       {b"v": b"x", b"players": b"many", b"name": None})
    assert heard is not None and heard.name == "誰か (pc)" and heard.players == 0
    assert heard.protocol is None and not heard.compatible
    assert heard_host("k", None, ["10.0.0.9"], {}) is None  # no port: nothing to join
    assert heard_host("k", 47300, ["127.0.0.1", "0.0.0.0", "bogus"], {}) is None


def test_joinable_hosts_come_first() -> None:
    hosts = [host("あ", protocol=PROTOCOL_VERSION + 1), host("い"), host("う")]
    assert [h.name for h in sorted_hosts(hosts)] == ["い", "う", "あ"]


def test_client_and_server_agree_on_the_names() -> None:
    from server import announce

    assert (discovery.SERVICE_TYPE, discovery.ENV_OFF) == (announce.SERVICE_TYPE, announce.ENV_OFF)
    assert set(announce.TXT_KEYS) == {"v", "app", "name", "players", "open", "tables"}


def test_the_environment_keeps_the_browser_off(qtbot: Any) -> None:
    heard: list[Any] = []
    assert LanBrowser(heard.append, open_zeroconf=lambda: pytest.fail("opened")).start() is False
    lan = LanHosts()
    assert lan.start() is False
    dialog = make_dialog(qtbot, lan=lan)
    assert not dialog.lan_list.isVisible()
    assert "切ってあります" in dialog.lan_status.text()


# -- the LAN list ----------------------------------------------------------------------------------

def test_without_a_lan_source_the_list_is_not_shown(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    assert not dialog.lan_list.isVisible() and not dialog.lan_heading.isVisible()


def test_hosts_heard_are_listed_live_and_other_versions_greyed(qtbot: Any) -> None:
    lan = FakeLan()
    dialog = make_dialog(qtbot, lan=lan)
    assert lan.started and dialog.lan_status.isVisible()
    other = PROTOCOL_VERSION + 1
    lan.hosts_changed.emit(sorted_hosts([host("西の座敷", "192.168.1.30", protocol=other),
                                         host("東の座敷", players=3, open_tables=1)]))
    rows = [dialog.lan_list.item(i) for i in range(dialog.lan_list.count())]
    assert [r.text().split("　")[0] for r in rows] == ["東の座敷", "西の座敷"]
    assert "3人" in rows[0].text() and "空き卓 1" in rows[0].text() and "192.168.1.20:47300" in rows[0].text()
    assert rows[0].flags() & Qt.ItemFlag.ItemIsEnabled
    assert not rows[1].flags() & Qt.ItemFlag.ItemIsEnabled  # greyed
    assert f"通信規約 {other}、こちらは {PROTOCOL_VERSION}" in rows[1].text()  # both versions
    assert not dialog.lan_status.isVisible()

    lan.hosts_changed.emit([host("東の座敷", players=4, open_tables=0)])  # 西 left, 東 changed
    assert dialog.lan_list.count() == 1 and "4人" in dialog.lan_list.item(0).text()
    lan.hosts_changed.emit([])
    assert dialog.lan_list.count() == 0 and dialog.lan_status.isVisible()


def test_one_click_joins_a_host(qtbot: Any) -> None:
    lan = FakeLan()
    dialog = make_dialog(qtbot, lan=lan)
    lan.hosts_changed.emit([host("東の座敷", "10.0.0.7", port=47301),
                            host("西の座敷", protocol=PROTOCOL_VERSION + 1)])
    click_row(qtbot, dialog, 1)  # the other version: nothing happens
    assert dialog.isVisible() and dialog.target() is None
    click_row(qtbot, dialog, 0)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.target() == Target("10.0.0.7", 47301)
    assert lan.stopped  # closing the dialog stops listening


def test_closing_the_dialog_stops_listening(qtbot: Any) -> None:
    lan = FakeLan()
    dialog = make_dialog(qtbot, lan=lan)
    dialog.reject()
    assert lan.stopped


# -- the typed address: the port never changes silently -------------------------------------------

def test_typing_a_remembered_host_does_not_complete_its_port(qtbot: Any) -> None:
    """Issue 13: 127.0.0.1 completed to 127.0.0.1:47399 and Enter took it, while the port
    box said 47300."""
    dialog = make_dialog(qtbot, ["127.0.0.1:47399"])
    edit = dialog.host_combo.lineEdit()
    assert edit.text() == "127.0.0.1:47399"
    assert dialog.port_spin.value() == 47399 and not dialog.port_spin.isEnabled()
    dialog.activateWindow()
    dialog.host_combo.setFocus()  # completion happens only in the focused box, as a player types
    qtbot.waitUntil(dialog.host_combo.hasFocus)
    edit.clear()
    qtbot.keyClicks(dialog.host_combo, "127.0.0.1")
    assert edit.text() == "127.0.0.1"
    assert dialog.port_spin.value() == DEFAULT_PORT and dialog.port_spin.isEnabled()
    qtbot.keyClick(dialog.host_combo, Qt.Key.Key_Return)
    if dialog.isVisible():  # the first Enter may only close the suggestion list
        qtbot.keyClick(dialog.host_combo, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.target() == Target("127.0.0.1", DEFAULT_PORT)


def test_the_port_box_follows_a_port_in_the_address(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    dialog.port_spin.setValue(47302)  # the player's own choice
    dialog.host_combo.setEditText("10.0.0.5:47301")
    assert dialog.port_spin.value() == 47301 and not dialog.port_spin.isEnabled()
    dialog.host_combo.setEditText("10.0.0.5")
    assert dialog.port_spin.value() == 47302 and dialog.port_spin.isEnabled()
    dialog.host_combo.setEditText("zashiki://10.0.0.5:47305/AB12")
    assert dialog.port_spin.value() == 47305
    dialog.accept()
    assert dialog.target() == Target("10.0.0.5", 47305, "AB12")


@pytest.mark.parametrize(("text", "port"), [("pc.local", None), ("pc.local:47301", 47301),
                                            ("[fe80::1]:47302", 47302), ("fe80::1", None),
                                            ("10.0.0.5:", None), ("zashiki://pc/AB12", DEFAULT_PORT)])
def test_typed_port(text: str, port: int | None) -> None:
    assert typed_port(text) == port


# -- remember only hosts that worked ---------------------------------------------------------------

def test_only_a_host_that_worked_is_remembered(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    remembered: list[str] = []
    dialog.worked.connect(remembered.append)
    dialog.host_combo.setEditText("127.0.0.1:47399")
    dialog.accept()
    assert remembered == []  # chosen, not yet welcomed
    dialog.connection_worked(Target("192.168.1.9", 47300))  # some other connection
    assert remembered == []
    dialog.connection_worked(Target("127.0.0.1", 47399))
    dialog.connection_worked(Target("127.0.0.1", 47399))
    assert remembered == ["127.0.0.1:47399"]


def test_a_cancelled_dialog_remembers_nothing(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    remembered: list[str] = []
    dialog.worked.connect(remembered.append)
    dialog.host_combo.setEditText("127.0.0.1:47399")
    dialog.reject()
    dialog.connection_worked(Target("127.0.0.1", 47399))
    assert remembered == []


# -- the host dialog's check box -------------------------------------------------------------------

def test_the_host_dialog_asks_whether_to_announce(qtbot: Any) -> None:
    dialog = HostDialog(47300, 30)
    qtbot.addWidget(dialog)
    assert dialog.announce() is True and "知らせる" in dialog.announce_check.text()
    dialog.announce_check.click()
    assert dialog.announce() is False
    quiet = HostDialog(47300, 30, announce=False)
    qtbot.addWidget(quiet)
    assert quiet.announce() is False


# -- the browser's bookkeeping (zeroconf's events fed by hand) -------------------------------------

class FakeInfo:
    def __init__(self, players: int) -> None:
        self.port = 47300
        self.properties = {b"v": str(PROTOCOL_VERSION).encode(), b"name": "東の座敷".encode(),
                           b"players": str(players).encode()}

    def parsed_scoped_addresses(self) -> list[str]:
        return ["192.168.1.20"]


class FakeZeroconf:
    def __init__(self) -> None:
        self.players = 0

    def get_service_info(self, service_type: str, name: str, timeout: int) -> FakeInfo | None:
        return None if self.players < 0 else FakeInfo(self.players)


def test_the_browser_reports_each_change_once() -> None:
    from zeroconf import ServiceStateChange as Change

    lists: list[list[HeardHost]] = []
    browser = LanBrowser(lists.append)
    zc, name = FakeZeroconf(), "東の座敷 (pc)._zashiki._tcp.local."
    browser._heard(zc, discovery.SERVICE_TYPE, name, Change.Added)
    browser._heard(zc, discovery.SERVICE_TYPE, name, Change.Updated)  # nothing new: not reported
    zc.players = 2
    browser._heard(zc, discovery.SERVICE_TYPE, name, Change.Updated)
    browser._heard(zc, discovery.SERVICE_TYPE, "誰か._zashiki._tcp.local.", Change.Removed)  # unknown
    browser._heard(zc, discovery.SERVICE_TYPE, name, Change.Removed)
    assert [[h.players for h in hosts] for hosts in lists] == [[0], [2], []]
    zc.players = -1  # heard, but its records never came: not listed
    browser._heard(zc, discovery.SERVICE_TYPE, name, Change.Added)
    assert len(lists) == 3 and browser.hosts() == []
    zc.players = 1
    browser.stop()
    browser._heard(zc, discovery.SERVICE_TYPE, name, Change.Added)  # after stop: silent
    assert len(lists) == 3
