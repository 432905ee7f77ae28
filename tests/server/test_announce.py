"""LAN announcing (server/announce.py) without a network: what is announced, when it is
re-published, that loopback and ``ZASHIKI_NO_ANNOUNCE`` keep it quiet, and the goodbye.

The mDNS responder is a fake here; the real one is tested only inside network namespaces the
test makes itself (tests/integration/test_discovery_netns.py).
"""

from __future__ import annotations

import queue
import random
import threading
from pathlib import Path
from typing import Any

import pytest
from twisted.internet import defer, task
from twisted.internet.testing import MemoryReactorClock

from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server import announce, games
from server.announce import (
    REFRESH,
    SERVICE_TYPE,
    Announcer,
    announced_addresses,
    hall_record,
    instance_name,
    lan_disabled,
    server_name,
    should_announce,
)
from server.config import HallConfig
from server.cpu_workers import think_inline
from server.hall import Hall
from server.host import listen
from server.store import Store
from tests.hall.conftest import Outlet
from tests.hall.counting_game import CountingGame


@pytest.fixture(autouse=True)
def counting_game() -> Any:
    registry = games.registry()
    registry["counting"] = CountingGame()
    yield
    registry.pop("counting", None)


@pytest.fixture
def clock() -> task.Clock:
    return task.Clock()


@pytest.fixture
def hall(tmp_path: Path, clock: task.Clock) -> Any:
    store = Store(tmp_path / "hall.sqlite3")
    hall = Hall(store, clock, HallConfig(name="たろうの座敷", port=47300,
                                         addresses=["192.168.1.20", "fd00::20"]),
                think=think_inline, seeds=random.Random(3))
    yield hall
    hall.shutdown()
    store.close()


def join(hall: Hall, clock: task.Clock, name: str) -> tuple[Any, Outlet]:
    outlet = Outlet()
    session = hall.hello(outlet, {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                  "name": name})
    clock.advance(0)
    return session, outlet


# -- when to announce at all -----------------------------------------------------------------------

@pytest.mark.parametrize("bind", ["127.0.0.1", "::1", "[::1]", "localhost", "127.0.0.2"])
def test_loopback_is_never_announced(bind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(announce.ENV_OFF, raising=False)
    assert not should_announce(bind, wanted=True)


@pytest.mark.parametrize(("value", "off"), [("1", True), ("yes", True), ("0", False), ("", False)])
def test_the_environment_turns_lan_off(value: str, off: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(announce.ENV_OFF, value)
    assert lan_disabled() is off
    assert should_announce("0.0.0.0", wanted=True) is not off


def test_nothing_is_announced_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(announce.ENV_OFF, raising=False)
    assert not should_announce("0.0.0.0", wanted=False)
    assert should_announce("0.0.0.0", wanted=True)


# -- what is announced -----------------------------------------------------------------------------

def test_the_instance_name_fits_one_dns_label() -> None:
    name = instance_name("とても長い名前の座敷です。みんなで遊びましょう。" * 3, "vm.example.org")
    assert len(name.encode("utf-8")) <= announce.LABEL_MAX
    assert name.endswith(" (vm)") and "." not in name
    assert instance_name("", "pc") == "座敷 (pc)"


def test_server_names_differ_by_address_and_port_and_are_ascii() -> None:
    names = {server_name("ぼくのPC", 47300, ["192.168.1.20"]),
             server_name("ぼくのPC", 47300, ["192.168.1.21"]),
             server_name("ぼくのPC", 47301, ["192.168.1.20"])}
    assert len(names) == 3
    for name in names:
        assert name.isascii() and name.endswith(".local.")
        assert len(name.split(".")[0]) <= announce.LABEL_MAX


def test_only_addresses_the_host_listens_on_are_announced() -> None:
    both = ["192.168.1.20", "fd00::20"]
    assert announced_addresses("0.0.0.0", both) == ["192.168.1.20"]
    assert announced_addresses("::", both) == both
    assert announced_addresses("192.168.1.20", both) == ["192.168.1.20"]


def test_the_record_counts_players_and_open_tables(hall: Hall, clock: task.Clock) -> None:
    assert hall_record(hall) == {"v": str(PROTOCOL_VERSION), "app": APP_VERSION, "name": "たろうの座敷",
                                 "players": "0", "open": "0", "tables": "0"}
    taro, _ = join(hall, clock, "たろう")
    hanako, _ = join(hall, clock, "はなこ")
    assert hall_record(hall)["players"] == "2"
    hall.handle(taro, {"type": "create_table", "game": "counting", "seats": 2, "settings": {}})
    assert (hall_record(hall)["open"], hall_record(hall)["tables"]) == ("1", "1")
    hall.handle(hanako, {"type": "sit", "table": next(iter(hall.tables))})
    assert (hall_record(hall)["open"], hall_record(hall)["tables"]) == ("0", "1")  # full: not open
    hall.disconnected(hanako, hanako.outlet)
    assert hall_record(hall)["players"] == "1"


# -- publishing: register, updates at most every REFRESH seconds, goodbye --------------------------

class FakeZeroconf:
    def __init__(self, calls: list[tuple[str, Any]], fail: bool = False) -> None:
        self.calls = calls
        self.fail = fail

    def register_service(self, info: Any, allow_name_change: bool = False) -> None:
        if self.fail:
            raise OSError("no multicast here")
        assert allow_name_change  # two halls of the same name on one LAN both get listed
        info.name = info.name.replace(" (pc)", " (pc) (2)")  # as zeroconf renames on a clash
        self.calls.append(("register", info))

    def update_service(self, info: Any) -> None:
        self.calls.append(("update", info))

    def unregister_service(self, info: Any) -> None:
        self.calls.append(("unregister", info))

    def close(self) -> None:
        self.calls.append(("close", None))


class FakeInfo:
    def __init__(self, name: str, server: str, port: int, addresses: list[str],
                 properties: dict[str, str]) -> None:
        self.name = f"{name}.{SERVICE_TYPE}"
        self.server, self.port, self.addresses, self.properties = server, port, addresses, properties


class InlineWorker:
    def __init__(self) -> None:
        self.closed = False

    def run(self, job: Any) -> defer.Deferred:
        return defer.maybeDeferred(job)

    def close(self) -> None:
        self.closed = True


def make_announcer(hall: Hall, clock: task.Clock, fail: bool = False) -> tuple[Announcer, list[Any]]:
    calls: list[tuple[str, Any]] = []
    announcer = Announcer(clock, hall, "0.0.0.0", 47300, "pc",
                          open_zeroconf=lambda bind: FakeZeroconf(calls, fail),
                          make_info=FakeInfo, worker=InlineWorker())
    announcer.start()
    return announcer, calls


def test_start_registers_the_hall_with_its_record(hall: Hall, clock: task.Clock) -> None:
    _, calls = make_announcer(hall, clock)
    assert [kind for kind, _ in calls] == ["register"]
    info = calls[0][1]
    assert info.port == 47300 and info.addresses == ["192.168.1.20"]
    assert info.properties["name"] == "たろうの座敷" and info.properties["players"] == "0"
    assert info.server == server_name("pc", 47300, ["192.168.1.20"])


def test_changes_are_published_together_at_most_every_refresh(hall: Hall, clock: task.Clock) -> None:
    _, calls = make_announcer(hall, clock)
    for index, name in enumerate(("たろう", "はなこ", "じろう")):
        clock.advance(REFRESH / 4)
        join(hall, clock, name)
        assert len(calls) == 1, f"published before {REFRESH} s (after player {index + 1})"
    clock.advance(REFRESH / 4)
    assert [kind for kind, _ in calls] == ["register", "update"]
    update = calls[1][1]
    assert update.properties["players"] == "3"
    assert update.name == calls[0][1].name  # the name zeroconf settled on, kept
    clock.advance(REFRESH * 3)  # nothing changed: nothing sent
    assert len(calls) == 2


def test_stop_says_goodbye_and_stops_looking(hall: Hall, clock: task.Clock) -> None:
    announcer, calls = make_announcer(hall, clock)
    done: list[Any] = []
    announcer.stop().addCallback(done.append)
    assert done and [kind for kind, _ in calls] == ["register", "unregister", "close"]
    assert announcer.worker.closed
    join(hall, clock, "たろう")
    clock.advance(REFRESH * 2)
    assert len(calls) == 3
    announcer.stop()  # twice is harmless
    assert len(calls) == 3


def test_a_failed_registration_leaves_the_host_running(hall: Hall, clock: task.Clock,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    announcer, calls = make_announcer(hall, clock, fail=True)
    assert "告知を始められません" in caplog.text
    join(hall, clock, "たろう")
    clock.advance(REFRESH)
    done: list[Any] = []
    announcer.stop().addCallback(done.append)
    assert done and calls == [("close", None)]  # the responder opened for it was closed at once


def test_the_ttl_of_list_records_is_short() -> None:
    info = announce._service_info("座敷 (pc)", "pc-1-47300.local.", 47300, ["192.168.1.20"],
                                  {"v": "2"})
    assert info.other_ttl == announce.LIST_TTL <= 120  # a crashed host leaves lists in a minute
    assert info.port == 47300 and info.parsed_addresses() == ["192.168.1.20"]
    assert info.properties[b"v"] == b"2"


class ThreadHop:
    """The reactor's one method the worker uses: results wait here until the test runs them."""

    def __init__(self) -> None:
        self.calls: queue.Queue[Any] = queue.Queue()

    def callFromThread(self, function: Any, *args: Any) -> None:  # noqa: N802 (Twisted's name)
        self.calls.put((function, args))

    def run_one(self) -> None:
        function, args = self.calls.get(timeout=10)
        function(*args)


def test_the_worker_runs_jobs_in_order_off_the_reactor_thread() -> None:
    hop = ThreadHop()
    worker = announce._Worker(hop)
    seen: list[Any] = []

    def fails() -> None:
        raise OSError("multicast refused")

    worker.run(threading.current_thread).addCallback(lambda t: seen.append(t is not threading.current_thread()))
    worker.run(fails).addErrback(lambda f: seen.append(f.getErrorMessage()))
    worker.run(lambda: "after").addCallback(seen.append)
    for _ in range(3):
        hop.run_one()
    assert seen == [True, "multicast refused", "after"]
    worker.close()


# -- the host wires it: loopback and the environment keep it quiet --------------------------------

def _listen(tmp_path: Path, bind: str, announce_wanted: bool) -> Any:
    return listen(MemoryReactorClock(), tmp_path / bind.replace(":", "_"), bind=bind, port=0,
                  config=HallConfig(cpu_workers=0), announce=announce_wanted)


def test_listen_on_loopback_never_announces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(announce.ENV_OFF, raising=False)
    monkeypatch.setattr(announce, "Announcer", None)  # would raise if it were used
    host = _listen(tmp_path, "127.0.0.1", True)
    assert host.announcer is None
    host.stop()


def test_listen_announces_only_when_asked_and_allowed(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[Any] = []

    class Recorder:
        def __init__(self, reactor: Any, hall: Hall, bind: str, port: int, machine: str) -> None:
            self.stopped = False
            started.append((bind, port))

        def start(self) -> None:
            pass

        def stop(self) -> defer.Deferred:
            self.stopped = True
            return defer.succeed(None)

    monkeypatch.setattr(announce, "Announcer", Recorder)  # no real responder in a test
    monkeypatch.setenv(announce.ENV_OFF, "1")
    assert _listen(tmp_path, "0.0.0.0", True).announcer is None
    monkeypatch.delenv(announce.ENV_OFF)
    assert _listen(tmp_path, "0.0.0.0", False).announcer is None
    host = _listen(tmp_path, "0.0.0.0", True)
    assert isinstance(host.announcer, Recorder) and started == [("0.0.0.0", host.port_number)]
    host.stop()
    assert host.announcer.stopped


def test_a_host_starts_even_if_announcing_cannot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    class Broken:
        def __init__(self, *args: Any) -> None:
            raise ValueError("bad instance name")

    monkeypatch.setattr(announce, "Announcer", Broken)
    monkeypatch.delenv(announce.ENV_OFF, raising=False)
    host = _listen(tmp_path, "0.0.0.0", True)
    assert host.announcer is None and "bad instance name" in caplog.text
    host.stop()
