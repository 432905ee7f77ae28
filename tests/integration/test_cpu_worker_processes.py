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


def gone(pid: int) -> bool:
    """Whether process ``pid`` has exited (or is a zombie nobody has reaped yet)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state == "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc to find the workers")
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_the_workers_go_when_the_host_is_killed(server, how):
    """`kill -9` (or a plain kill) of the host leaves no worker behind thinking for nobody."""
    alice = WireClient(server.port, "アリス")
    alice.send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 1},
                "cpu_level": "normal"})
    alice.wait_for("table")
    alice.send({"type": "ready", "ready": True})
    play_steps([alice], random.Random(5), until=lambda: alice.seq >= 4)
    workers = children(server.proc.pid)
    assert workers, "the CPU players think outside the host process"
    server.proc.send_signal(how)
    server.proc.wait(10)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not all(gone(pid) for pid in workers):
        time.sleep(0.05)
    left = [pid for pid in workers if not gone(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left, "the host's CPU workers outlived it"
