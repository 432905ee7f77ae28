"""A host filled to every limit at once, from many machines (loopback addresses 127.0.N.1), still
lets a real newcomer in (issue 15): the app's own network client (client/net, HallClient) joins,
opens a table and plays a koi-koi match to its end, while nobody who is playing, watching a game
or coming back to a seat is pushed out.

The host: 12 players, 6 tables, 30 connections, 4 connections and 2 tables per address, idle
after 3 s. It is filled with a person at a game in play, a spectator of it, ten idle people in
the waiting room (one machine at its connection limit), a player who dropped from a game in play
(in their reconnect grace, then played by a CPU), four tables whose openers left (one machine at
its table limit), and connections that never say hello up to the connection limit."""

from __future__ import annotations

import queue
import random
import socket
import threading
import time
from typing import Any

import pytest

from client.net import reactor_thread
from client.net.connection import HallClient
from protocol.texts import in_japanese

from .conftest import ServerProcess
from .test_client_reconnect import Recorder
from .wire_client import WireClient, take

pytestmark = pytest.mark.integration

PLAYERS, TABLES, CONNECTIONS, PER_ADDRESS, TABLES_PER_ADDRESS, IDLE = 12, 6, 30, 4, 2, 3.0


@pytest.fixture
def full(tmp_path):
    process = ServerProcess(tmp_path, 0, "--grace", "60", "--cpu-workers", "0",
                            "--max-players", str(PLAYERS), "--max-tables", str(TABLES),
                            "--max-connections", str(CONNECTIONS), "--max-per-address", str(PER_ADDRESS),
                            "--max-tables-per-address", str(TABLES_PER_ADDRESS), "--idle-evict", str(IDLE))
    yield process
    process.stop()


class KeepAlive(threading.Thread):
    """Answers the pings of the people filling the host (so they stay, idle), until stopped."""

    def __init__(self, clients: list[WireClient]) -> None:
        super().__init__(daemon=True)
        self.clients = clients
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.wait(0.3):
            for client in self.clients:
                if not client.closed:
                    try:
                        client.pump(0)
                    except OSError:
                        client.closed = True

    def stop(self) -> None:
        self.done.set()
        self.join(5)
        for client in self.clients:  # what arrived since
            if not client.closed:
                client.pump(0.1)


class AppPlayer:
    """A person using the app's network code: HallClient in the reactor thread, messages to here."""

    def __init__(self, port: int, name: str, token: str | None = None) -> None:
        self.recorder = Recorder()
        self.client: HallClient = reactor_thread.call_and_wait(
            lambda: HallClient(reactor_thread.reactor(), self.recorder, "127.0.0.1", port, name, token))
        reactor_thread.call(self.client.connect)
        self.inbox: list[dict[str, Any]] = []
        self.view: dict[str, Any] | None = None
        self.table: dict[str, Any] | None = None
        self.errors: list[dict[str, Any]] = []
        self.pending: int | None = None
        self.refs = 0

    def pump(self, timeout: float) -> None:
        try:
            kind, value = self.recorder.events.get(timeout=timeout)
        except queue.Empty:
            return
        assert kind == "message", (kind, value)
        self.inbox.append(value)
        if value["type"] == "view":
            self.view = value["view"]
            if value.get("ack") == self.pending:
                self.pending = None
        elif value["type"] == "table":
            self.table = value["table"]
        elif value["type"] == "error":
            self.errors.append(value)
            if value.get("ref") == self.pending:
                self.pending = None

    def wait_for(self, kind: str, where: Any = None, timeout: float = 10.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            message = take(self.inbox, kind, where)
            if message is not None:
                return message
            assert time.monotonic() < deadline, f"no {kind}; got {[m['type'] for m in self.inbox]}"
            self.pump(0.1)

    def send(self, message: dict[str, Any]) -> None:
        reactor_thread.call(self.client.send, message)

    def play_to_the_end(self, rng: random.Random, limit: float = 120.0) -> None:
        deadline = time.monotonic() + limit
        while not (self.table and self.table["status"] == "finished"):
            assert time.monotonic() < deadline, "the match did not finish"
            self.pump(0.02)
            if (self.pending is None and self.view and self.view["legal"] and self.table
                    and self.table["status"] == "playing"):
                self.refs += 1
                self.pending = self.refs
                self.send({"type": "act", "action": rng.choice(self.view["legal"]), "ref": self.refs})

    def close(self) -> None:
        reactor_thread.call(self.client.close)


def silent(port: int, source: str) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))


def test_a_host_full_to_every_limit_lets_a_real_newcomer_in_to_play(full):
    port = full.port
    # A game in play with a person at it, and someone watching it.
    player = WireClient(port, "対局中", source="127.0.5.1")
    player.send({"type": "create_table", "game": "koikoi", "seats": 2, "cpu_level": "easy"})
    playing = player.wait_for("table")["table"]
    player.send({"type": "ready", "ready": True})
    player.wait_for("view")
    watcher = WireClient(port, "観戦中", source="127.0.5.2")
    watcher.send({"type": "watch", "table": playing["id"]})
    watcher.wait_for("view")
    # A player who drops out of a game in play (a CPU plays for them after the grace).
    dropped = WireClient(port, "切断中", source="127.0.5.3")
    dropped.send({"type": "create_table", "game": "koikoi", "seats": 2, "cpu_level": "easy"})
    dropped_table = dropped.wait_for("table")["table"]["id"]
    dropped.send({"type": "ready", "ready": True})
    dropped.wait_for("view")
    dropped.close()
    # Four tables whose openers left; the first machine opens as many as it may.
    abandoned = []
    for i, source in enumerate(["127.0.6.1", "127.0.6.1", "127.0.6.2", "127.0.6.2"]):
        opener = WireClient(port, f"置き去り{i}", source=source)
        opener.send({"type": "create_table", "game": "daifugo", "seats": 8})
        abandoned.append(opener.wait_for("table")["table"]["id"])
        opener.close()
    # Ten idle people in the waiting room fill the host; the first machine at its connection limit.
    idle = [WireClient(port, f"待つ人{i}", source=f"127.0.7.{1 + i // PER_ADDRESS}") for i in range(10)]
    over = WireClient(port, "五つ目", source="127.0.7.1", hello=False)
    assert over.wait_for("error")["code"] == "too_many_connections"
    keep = KeepAlive([player, watcher, *idle])
    keep.start()
    try:
        time.sleep(IDLE + 0.5)  # everyone in the waiting room is idle now
        # Connections that never say hello, up to the host's connection limit.
        greeted = PLAYERS
        quiet = [silent(port, f"127.0.8.{1 + i // PER_ADDRESS}") for i in range(CONNECTIONS - greeted)]
        time.sleep(0.5)

        # The real newcomer, with the app's own network code: its connection takes the place of
        # the oldest silent one, its hello the place of the longest-idle person, its table that
        # of the oldest table nobody is at.
        newcomer = AppPlayer(port, "あとから来た人")
        welcome = newcomer.wait_for("welcome")
        assert welcome["resumed"] is False
        newcomer.send({"type": "create_table", "game": "koikoi", "seats": 2, "settings": {"rounds": 3},
                       "cpu_level": "easy"})
        table = newcomer.wait_for("table", where=lambda m: m["table"] is not None)["table"]
        newcomer.send({"type": "ready", "ready": True})
        newcomer.play_to_the_end(random.Random(15))
        assert sorted(newcomer.table["result"]["ranks"]) in ([1, 1], [1, 2])
        assert not newcomer.errors, newcomer.errors

        newcomer.send({"type": "leave"})
        listed = {t["id"] for t in newcomer.wait_for("lobby")["tables"]}

        # The player who dropped comes back by token while the host is full: their seat waits.
        back = WireClient(port, "切断中", source="127.0.5.3", hello=False)
        back.send({"type": "hello", "protocol": welcome["protocol"], "app": welcome["app"], "name": "切断中",
                   "token": dropped.token})
        assert back.wait_for("welcome")["resumed"] is True
        assert back.wait_for("table")["table"]["id"] == dropped_table
    finally:
        keep.stop()

    # Exactly one idle person made room, and was told why; it may not push the next one out.
    gone = [c for c in idle if c.closed]
    assert gone == [idle[0]], [c.name for c in gone]
    told = [e for e in idle[0].errors if e["code"] == "evicted"]
    assert told and "場所を譲りました" in in_japanese(told[0]["text"])
    again = WireClient(port, idle[0].name, token=idle[0].token, source="127.0.7.1", hello=False)
    again.send({"type": "hello", "protocol": welcome["protocol"], "app": welcome["app"], "name": idle[0].name,
                "token": idle[0].token})
    assert again.wait_for("error")["code"] == "host_full"
    assert all(not c.closed for c in idle[1:])
    # Nobody playing or watching a game was touched.
    assert not player.closed and not watcher.closed and not player.errors and not watcher.errors
    # One table nobody was at closed for the newcomer's: the oldest; the games in play stayed.
    assert table["id"] not in abandoned
    assert abandoned[0] not in listed and set(abandoned[1:]) <= listed
    assert {playing["id"], dropped_table} <= listed
    # The oldest connection that never said hello was closed to make room, and told why.
    quiet[0].settimeout(5)
    first = quiet[0].recv(65536)
    assert b"timeout" in first and b"host.hello.crowded" in first  # why: the host text for it
    for sock in quiet:
        sock.close()
    newcomer.close()
