"""How quickly a host restarts with many stored tables (issue 12: "a restart with 1,000 stored
tables is still quick").

Fills a real SQLite store through the hall itself (in this process, on ``task.Clock``): ``--tables``
daifugō tables of four seats (one scripted player, three ふつう CPUs deciding inline), each played a
random number of steps so that its log holds up to ``SNAPSHOT_EVERY`` steps after its last snapshot,
as a host killed at any moment would leave them. Then it times, on the same file:

* baseline: reading every table's row and the steps logged after its snapshot (``Store.tables()``),
* restart: a new ``Hall`` on that store: every table loaded and its log replayed, a fresh snapshot
  written for each,

and prints both with their ratio (the cost of replaying, on top of merely reading the data).

    .venv/bin/python bench/host_restart.py [--tables 1000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from twisted.internet import task  # noqa: E402

from protocol.clock_sync import ClockEstimate  # noqa: E402
from protocol.codec import decode  # noqa: E402
from protocol.version import APP_VERSION, PROTOCOL_VERSION  # noqa: E402
from server.config import HallConfig, Limits  # noqa: E402
from server.cpu_workers import think_inline  # noqa: E402
from server.hall import Hall  # noqa: E402
from server.store import SNAPSHOT_EVERY, Store  # noqa: E402


class Outlet:
    """A connection that keeps only the last view it was sent."""

    peer_host = "127.0.0.1"

    def __init__(self) -> None:
        self.view: dict | None = None
        self.peer_clock = ClockEstimate()  # as a connection has before any pong

    def send(self, message: dict) -> None:
        if message["type"] == "view":
            self.view = message["view"]

    def send_frame(self, frame: bytes) -> None:
        self.send(decode(frame))  # views go out encoded, through here

    def fail(self, error: object, about: str | None = None) -> None:
        pass

    def close(self) -> None:
        pass


def config() -> HallConfig:
    return HallConfig(cpu_delay=0.0, limits=Limits(
        max_tables=10**6, max_tables_per_address=10**6, max_players=10**6, max_per_address=10**6,
        new_names_per_address=10**6, max_sessions=10**6, abandoned_close=10**9))


def fill(path: Path, tables: int, rng: random.Random) -> int:
    """Open ``tables`` tables and play each a random number of steps; returns the steps."""
    clock = task.Clock()
    store = Store(path)
    hall = Hall(store, clock, config(), think=think_inline, seeds=random.Random(rng.random()))
    steps = 0
    for t in range(tables):
        outlet = Outlet()
        session = hall.hello(outlet, {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                      "name": f"人{t}"})
        hall.handle(session, {"type": "create_table", "game": "daifugo", "seats": 4, "cpu_level": "normal"})
        hall.handle(session, {"type": "ready", "ready": True})
        clock.advance(0)
        table = hall.tables[session.table_id]
        target = rng.randrange(SNAPSHOT_EVERY, 3 * SNAPSHOT_EVERY)
        while table.seq < target and table.status == "playing":
            if outlet.view and outlet.view.get("legal"):
                hall.handle(session, {"type": "act", "action": rng.choice(outlet.view["legal"])})
            clock.advance(0.01)
        steps += table.seq
        if (t + 1) % 100 == 0:
            print(f"  filled {t + 1}/{tables} tables", flush=True)
    hall.shutdown()
    store.close()
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "zashiki.sqlite3"
        started = time.perf_counter()
        steps = fill(path, args.tables, random.Random(args.seed))
        print(f"filled {args.tables} tables, {steps} steps, in {time.perf_counter() - started:.1f} s")

        store = Store(path)
        started = time.perf_counter()
        stored = store.tables()
        read = time.perf_counter() - started
        later = sum(len(t.later_steps) for t in stored)
        store.close()

        store = Store(path)
        started = time.perf_counter()
        hall = Hall(store, task.Clock(), config(), think=think_inline)
        restart = time.perf_counter() - started
        restored = len(hall.tables)
        hall.shutdown()
        store.close()

    print(f"tables restored          {restored:>10}")
    print(f"steps replayed           {later:>10}  (logged after the last snapshot)")
    print(f"baseline: read the store {read * 1000:>10.0f} ms")
    print(f"restart: load + replay   {restart * 1000:>10.0f} ms")
    print(f"ratio restart/read       {restart / read:>10.1f}")


if __name__ == "__main__":
    main()
