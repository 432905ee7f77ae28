"""The action log is the durable record: kill -9 a real host at random moments, many times;
every restart restores every table exactly (its last snapshot plus the steps logged after it),
and that state is the one the whole log replays to from the table's seed."""

from __future__ import annotations

import random
import time

import pytest

from server import games
from server.cpu_workers import think_inline
from server.hall import Hall
from server.store import SNAPSHOT_EVERY, Store
from server.table import Table

from .conftest import ServerProcess
from .wire_client import WireClient

pytestmark = pytest.mark.integration

KILLS = 6


def replayed_from_seed(store: Store, table_id: str) -> Table:
    """The table's current game rebuilt from nothing but its seed and its whole action log."""
    stored = next(t for t in store.tables() if t.id == table_id)
    game = games.get(stored.record["game"])
    table = Table.from_record(table_id, {**stored.record, "status": "waiting"}, game, None, 0)
    table.game_no -= 1
    table.start(stored.record["seed"])
    for seq, seat, action, at in store.steps(table_id, table.game_no):
        table.apply_logged(seat, action, at)
        assert table.seq == seq
    return table


@pytest.fixture
def server(tmp_path):
    # CPU seats decide inline here: each restart would otherwise spend its first second
    # starting worker processes, and this test is about the store, restarted many times.
    process = ServerProcess(tmp_path, 0, "--grace", "2", "--cpu-workers", "0")
    yield process
    process.stop()


def test_kill_9_at_random_moments_loses_no_accepted_step(server, tmp_path):
    rng = random.Random(2026)
    people = [WireClient(server.port, name) for name in ("あおい", "そら")]
    people[0].send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 3},
                    "cpu_level": "easy"})
    people[0].wait_for("table")
    people[1].send({"type": "create_table", "game": "koikoi", "seats": 2, "settings": {"rounds": 3},
                    "cpu_level": "easy"})
    people[1].wait_for("table")
    for person in people:
        person.send({"type": "ready", "ready": True})
        person.wait_for("view")
    tokens = {p.name: p.token for p in people}
    kill = 0
    while kill < KILLS or max(p.seq for p in people) <= SNAPSHOT_EVERY + 3:
        assert kill < 4 * KILLS, "the games did not get past a snapshot"
        kill += 1
        until = time.monotonic() + rng.uniform(0.05, 1.2)
        while time.monotonic() < until:
            for person in people:
                person.pump(0.005)
                if person.may_act():
                    person.act(rng.choice(person.view["legal"]))
        seen = {p.name: (p.seq, p.view) for p in people}
        server.kill9()
        for person in people:
            person.close()
        server.start()
        people = [WireClient(server.port, name, token=tokens[name]) for name in tokens]
        for person in people:
            message = person.wait_for("view")
            seq, view = seen[person.name]
            # Everything a person was told survived; a step logged but not yet sent also did.
            assert message["seq"] >= seq, (kill, person.name)
            if message["seq"] == seq:
                assert message["view"] == view
    server.stop()
    store = Store(tmp_path / "zashiki.sqlite3")
    hall = Hall(store, clock=_Clock(), think=think_inline)
    checked = 0
    for table in hall.tables.values():
        if table.state is None:
            continue
        whole = replayed_from_seed(store, table.id)
        assert table.game.dump(table.state) == whole.game.dump(whole.state)
        assert table.seq == whole.seq
        checked += 1
    assert checked == 2
    assert any(t.seq > SNAPSHOT_EVERY for t in hall.tables.values()), "the log went past a snapshot"
    hall.shutdown()
    store.close()


class _Clock:
    """Enough of IReactorTime for a Hall that is only restored and inspected."""

    def seconds(self) -> float:
        return time.time()

    def callLater(self, delay, function, *args, **kwargs):  # noqa: N802 (Twisted's name)
        from twisted.internet import task

        return task.Clock().callLater(delay, function, *args, **kwargs)
