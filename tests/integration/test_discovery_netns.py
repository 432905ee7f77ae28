"""LAN discovery for real, on a LAN this test builds for itself out of network namespaces.

Three namespaces stand for three machines: two hosts (a ``zashiki-server`` each) and a player
whose connect dialog listens (``python -m client.net.discovery``). They meet on a bridge inside
the player's namespace, through veth pairs, with private addresses from 10.213.77.0/24. No
process of this test announces or listens outside those namespaces: the test process itself
keeps ``ZASHIKI_NO_ANNOUNCE``, only the children started by ``ip netns exec`` drop it, and the
namespaces are deleted at the end, even after a failure.

Skipped, with the reason, where namespaces cannot be made: not root, no ``ip``, or
``ip netns add`` refused (a container without CAP_SYS_ADMIN, for one).
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from protocol.version import DEFAULT_PORT, PROTOCOL_VERSION

ROOT = Path(__file__).parents[2]
SUBNET = "10.213.77"
HEARD_WITHIN = 20.0  # seconds for both hosts to be listed (probing takes about two)
GONE_WITHIN = 5.0  # seconds for a stopped host to leave the list (its goodbye is immediate)
QUIET_FOR = 4.0  # seconds a --no-announce host is given to be heard (a real one takes about two)
UPDATED_WITHIN = 12.0  # a changed player count reaches the list (checked every 3 s, then sent)


def run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, check=check, timeout=30)


class PrivateLan:
    """Namespaces ``<prefix>a`` and ``<prefix>b`` (hosts) and ``<prefix>p`` (the player)."""

    def __init__(self) -> None:
        self.prefix = f"zk{os.getpid() % 100000}"
        self.hosts = {"a": f"{self.prefix}a", "b": f"{self.prefix}b"}
        self.player = f"{self.prefix}p"
        self.addresses = {"a": f"{SUBNET}.1", "b": f"{SUBNET}.2", "p": f"{SUBNET}.3"}
        self.made: list[str] = []

    def build(self) -> None:
        for ns in (*self.hosts.values(), self.player):
            run("ip", "netns", "add", ns)
            self.made.append(ns)
            run("ip", "-n", ns, "link", "set", "lo", "up")
        p = self.player
        run("ip", "-n", p, "link", "add", "br0", "type", "bridge")
        run("ip", "-n", p, "addr", "add", f"{self.addresses['p']}/24", "dev", "br0")
        run("ip", "-n", p, "link", "set", "br0", "up")
        for key, ns in self.hosts.items():
            # one end in the host's namespace (eth0), the other on the player's bridge
            run("ip", "-n", ns, "link", "add", "eth0", "type", "veth", "peer", "name", f"to{key}",
                "netns", p)
            run("ip", "-n", ns, "addr", "add", f"{self.addresses[key]}/24", "dev", "eth0")
            run("ip", "-n", ns, "link", "set", "eth0", "up")
            run("ip", "-n", p, "link", "set", f"to{key}", "master", "br0")
            run("ip", "-n", p, "link", "set", f"to{key}", "up")

    def remove(self) -> None:
        for ns in reversed(self.made):
            run("ip", "netns", "del", ns, check=False)
        self.made.clear()

    def popen(self, ns: str, *command: str, env_extra: dict[str, str] | None = None,
              **options: Any) -> subprocess.Popen[str]:
        """A process inside ``ns`` that may announce and listen (on this private LAN only)."""
        # the hosts log in Japanese whatever this machine's locale: the test reads their log
        env = dict(os.environ, PYTHONUNBUFFERED="1", ZASHIKI_LANG="ja", **(env_extra or {}))
        env.pop("ZASHIKI_NO_ANNOUNCE", None)
        return subprocess.Popen(["ip", "netns", "exec", ns, *command], env=env, cwd=ROOT, text=True,
                                **options)


def namespaces_refused() -> str | None:
    """Why this machine cannot give the test its own network namespaces, or None."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "ネットワーク名前空間を作るには root が必要です（LAN探索のテストを飛ばします）"
    if shutil.which("ip") is None:
        return "ip コマンド（iproute2）がないため、LAN探索のテストを飛ばします"
    probe = f"zkprobe{os.getpid() % 100000}"
    made = run("ip", "netns", "add", probe, check=False)
    if made.returncode != 0:
        return f"ip netns add が使えません（{made.stderr.strip()}）: LAN探索のテストを飛ばします"
    try:
        for kind, args in (("veth", ("v0", "type", "veth", "peer", "name", "v1")),
                           ("bridge", ("br0", "type", "bridge"))):
            made = run("ip", "-n", probe, "link", "add", *args, check=False)
            if made.returncode != 0:
                return (f"名前空間の中に {kind} を作れません（{made.stderr.strip()}）: "
                        "LAN探索のテストを飛ばします")
    finally:
        run("ip", "netns", "del", probe, check=False)
    return None


@pytest.fixture
def lan() -> Iterator[PrivateLan]:
    reason = namespaces_refused()
    if reason:
        pytest.skip(reason)
    lan = PrivateLan()
    try:
        lan.build()
        yield lan
    finally:
        lan.remove()


class HostProcess:
    def __init__(self, lan: PrivateLan, key: str, name: str, data_dir: Path, *extra: str) -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        self.log = open(data_dir / "server.log", "w", encoding="utf-8")  # noqa: SIM115
        self.proc = lan.popen(lan.hosts[key], sys.executable, "-m", "server.main", "--bind", "0.0.0.0",
                              "--port", str(DEFAULT_PORT), "--name", name, "--data-dir", str(data_dir),
                              "--cpu-workers", "0", "--log-level", "INFO", *extra,
                              stdout=subprocess.PIPE, stderr=self.log)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line.startswith("LISTENING "), (data_dir / "server.log").read_text(encoding="utf-8")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()


class Listener:
    """``python -m client.net.discovery`` in the player's namespace; its lines in a queue."""

    def __init__(self, lan: PrivateLan) -> None:
        self.proc = lan.popen(lan.player, sys.executable, "-m", "client.net.discovery",
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines: queue.Queue[list[dict[str, Any]]] = queue.Queue()
        self.latest: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(json.loads(line))

    def wait_for(self, ok: Any, within: float) -> float:
        """Seconds until the list satisfies ``ok``; fails with the last list after ``within``."""
        start = time.monotonic()
        while not ok(self.latest):
            left = within - (time.monotonic() - start)
            if left <= 0:
                pytest.fail(f"{within} 秒待っても一覧がそうなりません: {self.latest}")
            try:
                self.latest = self.lines.get(timeout=left)
            except queue.Empty:
                continue
        return time.monotonic() - start

    def stop(self) -> str:
        self.proc.terminate()
        try:
            _, err = self.proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate(timeout=5)
        return err


def by_name(hosts: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {h["name"]: h for h in hosts}


def test_two_hosts_are_heard_and_a_stopped_one_is_gone(lan: PrivateLan, tmp_path: Path) -> None:
    hosts: list[HostProcess] = []
    listener: Listener | None = None
    try:
        hosts.append(HostProcess(lan, "a", "東の座敷", tmp_path / "a"))
        hosts.append(HostProcess(lan, "b", "西の座敷", tmp_path / "b"))
        listener = Listener(lan)

        listener.wait_for(lambda hs: {"東の座敷", "西の座敷"} <= set(by_name(hs)), HEARD_WITHIN)
        heard = by_name(listener.latest)
        for key, name in (("a", "東の座敷"), ("b", "西の座敷")):
            host = heard[name]
            assert host["addresses"] == [lan.addresses[key]]  # its LAN address, not loopback
            assert host["port"] == DEFAULT_PORT
            assert host["protocol"] == PROTOCOL_VERSION
            assert (host["players"], host["open_tables"], host["tables"]) == (0, 0, 0)

        # a player arrives at 東: the announcement follows within a few seconds
        guest = lan.popen(lan.player, sys.executable, "-c", GUEST.format(address=lan.addresses["a"], port=DEFAULT_PORT),
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        try:
            assert guest.stdout is not None and guest.stdout.readline().strip() == "WELCOMED"
            listener.wait_for(lambda hs: by_name(hs).get("東の座敷", {}).get("players") == 1,
                              UPDATED_WITHIN)
        finally:
            guest.kill()
            guest.wait(5)

        # 西 stops: gone from the list within seconds, 東 still there
        hosts[1].stop()
        took = listener.wait_for(lambda hs: "西の座敷" not in by_name(hs), GONE_WITHIN)
        assert "東の座敷" in by_name(listener.latest)
        assert took < GONE_WITHIN

        # 西 again, with --no-announce: it runs, and nobody hears of it
        hosts.append(HostProcess(lan, "b", "静かな座敷", tmp_path / "quiet", "--no-announce"))
        time.sleep(QUIET_FOR)
        while not listener.lines.empty():
            listener.latest = listener.lines.get()
        assert set(by_name(listener.latest)) == {"東の座敷"}
    finally:
        errors = listener.stop() if listener is not None else ""
        for host in hosts:
            host.stop()
    assert "Traceback" not in errors, errors
    for key in ("a", "b"):
        log = (tmp_path / key / "server.log").read_text(encoding="utf-8")
        assert "LANに告知しています" in log, log
    quiet = (tmp_path / "quiet" / "server.log").read_text(encoding="utf-8")
    assert "LANへの告知はしていません" in quiet and "LANに告知しています" not in quiet, quiet


def test_the_connect_dialog_lists_hosts_and_one_click_joins(lan: PrivateLan, tmp_path: Path) -> None:
    """The real dialog and LanHosts (offscreen) in the player's namespace: 東 is listed with its
    player count, a host of another protocol version greyed, and one click on 東 connects."""
    host = HostProcess(lan, "a", "東の座敷", tmp_path / "a")
    stranger = lan.popen(lan.hosts["b"], sys.executable, "-c",
                         STRANGER.format(address=lan.addresses["b"], version=PROTOCOL_VERSION + 1),
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    player = None
    try:
        assert stranger.stdout is not None and stranger.stdout.readline().strip() == "ANNOUNCED"
        player = lan.popen(lan.player, sys.executable, "-c", DIALOG, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env_extra={"QT_QPA_PLATFORM": "offscreen"})
        out, err = player.communicate(timeout=60)
    finally:
        if player is not None and player.poll() is None:
            player.kill()
        stranger.kill()
        stranger.wait(5)
        host.stop()
    lines = out.splitlines()
    assert "JOINED 東の座敷" in lines, out + err
    grey = next(line for line in lines if line.startswith("ROW 別の座敷"))
    assert grey.endswith("disabled") and f"通信規約 {PROTOCOL_VERSION + 1}、こちらは {PROTOCOL_VERSION}" in grey, out
    east = next(line for line in lines if line.startswith("ROW 東の座敷"))
    assert east.endswith("enabled") and "0人" in east and f"{lan.addresses['a']}:{DEFAULT_PORT}" in east


# A host of another protocol version, announced by hand with the same records a real one has.
STRANGER = """
import sys
from zeroconf import InterfaceChoice, IPVersion, Zeroconf
from server.announce import SERVICE_TYPE, _service_info
zc = Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
record = {{"v": "{version}", "app": "9.9.9", "name": "別の座敷", "players": "2", "open": "0", "tables": "1"}}
zc.register_service(_service_info("別の座敷 (x)", "x-47300.local.", 47300, ["{address}"], record))
print("ANNOUNCED", flush=True)
sys.stdin.read()
"""

# The player's app: the connect dialog listening for real; it prints the rows it shows once
# both hosts are there, clicks 東, and connects where the click said.
DIALOG = """
import sys
from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from client.net.discovery import LanHosts
from client.ui.connect_dialog import ConnectDialog
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from tests.integration.wire_client import WireClient
dialog = ConnectDialog([], lan=LanHosts())
dialog.show()

def look():
    rows = [dialog.lan_list.item(i) for i in range(dialog.lan_list.count())]
    if len(rows) < 2:
        return
    timer.stop()
    for row in rows:
        state = "enabled" if row.flags() & Qt.ItemFlag.ItemIsEnabled else "disabled"
        print("ROW", row.text(), state, flush=True)
    east = next(row for row in rows if row.text().startswith("東の座敷"))
    rect = dialog.lan_list.visualItemRect(east)
    QTest.mouseClick(dialog.lan_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

def joined():
    target = dialog.target()
    client = WireClient(target.port, "じろう", host=target.host, hello=False)
    client.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "じろう"})
    print("JOINED", client.wait_for("welcome")["host"]["name"], flush=True)
    app.quit()

dialog.accepted.connect(joined)
timer = QTimer()
timer.timeout.connect(look)
timer.start(100)
QTimer.singleShot(30000, app.quit)
app.exec()
"""

# A player connecting from the player's namespace, staying until killed.
GUEST = """
import sys
sys.path.insert(0, ".")
from tests.integration.wire_client import WireClient
client = WireClient({port}, "はなこ", host="{address}")
print("WELCOMED", flush=True)
sys.stdin.read()
"""
