"""CPU players think in worker processes of a real zashiki-server; killing them loses nothing."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from .test_server_process import play_steps
from .wire_client import WireClient

pytestmark = pytest.mark.integration


def children(pid: int) -> list[int]:
    """The processes ``pid`` started (Linux: /proc/<pid>/task/*/children)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found.extend(int(t) for t in text)
    return found


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc to find the workers")
def test_killed_cpu_workers_are_replaced_and_the_table_plays_on(server):
    alice = WireClient(server.port, "アリス")
    alice.send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 1},
                "cpu_level": "strong"})
    alice.wait_for("table")
    alice.send({"type": "ready", "ready": True})
    rng = random.Random(12)
    play_steps([alice], rng, until=lambda: alice.seq >= 6)
    workers = children(server.proc.pid)
    assert workers, "the CPU players think outside the host process"
    for pid in workers:
        os.kill(pid, signal.SIGKILL)
    killed_at = alice.seq
    play_steps([alice], rng, limit=180.0,
               until=lambda: alice.table and alice.table["status"] == "finished")
    assert alice.seq > killed_at + 10
    assert alice.table["result"]["ranks"] and not alice.errors
    assert server.alive
    time.sleep(0.1)
    assert set(children(server.proc.pid)).isdisjoint(workers), "new workers took their place"
