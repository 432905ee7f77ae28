from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from twisted.internet import task

from protocol.clock_sync import ClockEstimate
from protocol.codec import decode
from protocol.errors import ProtocolError
from protocol.messages import HOST_MESSAGES
from protocol.schema import validate
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server import games as game_registry
from server.config import HallConfig
from server.cpu_workers import think_inline
from server.hall import Hall
from server.store import Store

from .counting_game import CountingGame


class Outlet:
    """Records what the hall sends to one connection; checks every message against the schema."""

    def __init__(self, peer_host: str = "127.0.0.1") -> None:
        self.peer_host = peer_host
        self.peer_clock = ClockEstimate()  # as a connection has before any pong
        self.sent: list[dict[str, Any]] = []
        self.failed: list[ProtocolError] = []

    def send(self, message: dict[str, Any]) -> None:
        validate(message, HOST_MESSAGES)
        self.sent.append(message)

    def send_frame(self, frame: bytes) -> None:
        self.send(decode(frame))

    def fail(self, error: ProtocolError, about: str | None = None) -> None:
        self.failed.append(error)

    def close(self) -> None:
        self.closed = True

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.sent if m["type"] == kind]

    def last(self, kind: str) -> dict[str, Any]:
        found = self.of(kind)
        assert found, f"no {kind} message among {[m['type'] for m in self.sent]}"
        return found[-1]


@pytest.fixture(autouse=True)
def counting_game() -> Any:
    registry = game_registry.registry()
    registry["counting"] = CountingGame()
    yield registry["counting"]
    registry.pop("counting", None)


class HallHarness:
    def __init__(self, db: str | Path) -> None:
        self.db = db
        self.clock = task.Clock()
        self.store = Store(db)
        self.hall = Hall(self.store, self.clock, HallConfig(name="test", port=47300, grace=5.0, lobby_every=0.0,
                                                            cpu_delay=0.5, addresses=["127.0.0.1"]),
                         think=think_inline, seeds=random.Random(7))

    def join(self, name: str, token: str | None = None, address: str = "127.0.0.1") -> tuple[Any, Outlet]:
        outlet = Outlet(address)
        message: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                   "name": name}
        if token:
            message["token"] = token
        session = self.hall.hello(outlet, message)
        self.clock.advance(0)
        self.check()
        return session, outlet

    def send(self, session: Any, message: dict[str, Any]) -> None:
        self.hall.handle(session, message)
        self.clock.advance(0)
        self.check()

    def check(self) -> None:
        """What the hall keeps beside its sessions and tables agrees with them: the connected
        sessions, and the waiting-room list last sent (built from the tables changed since the
        one before) is the whole list as it stands, unless a list is still to go."""
        hall = self.hall
        assert hall.online == {t: s for t, s in hall.sessions.items() if s.connected}
        assert set(hall.tables.closing_ranks) <= set(hall.tables)
        for table_id, rank in hall.tables.closing_ranks.items():
            assert rank == hall.tables.closing_rank(hall.tables[table_id]), f"a stale rank for {table_id}"
        if not hall.room.pending:
            players = {s.name: {"name": s.name, "table": s.table_id, "connected": s.connected}
                       for s in hall.sessions.values() if s.connected or s.table_id is not None}
            assert hall.room.sent == (players, {t.id: t.summary() for t in hall.tables.values()})

    def restart(self) -> HallHarness:
        self.hall.shutdown()
        self.store.close()
        return HallHarness(self.db)


@pytest.fixture
def harness(tmp_path: Path) -> HallHarness:
    return HallHarness(tmp_path / "hall.sqlite3")
