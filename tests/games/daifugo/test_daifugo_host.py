"""A full daifugō match through a real ``zashiki-server`` process: two people on real sockets
(scripted clients) and three CPU seats of every level, to the end of the match."""

from __future__ import annotations

import os
import random
import time

import pytest

from tests.integration.conftest import ServerProcess
from tests.integration.wire_client import WireClient

pytestmark = pytest.mark.integration


@pytest.fixture
def server(tmp_path):
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    process = ServerProcess(tmp_path, 0, "--grace", "2", "--cpu-budget", "0.05")
    yield process
    process.stop()


def test_people_and_cpus_play_a_match_through_the_host(server):
    a, b = WireClient(server.port, "あかね"), WireClient(server.port, "ぶんた")
    a.send({"type": "create_table", "game": "daifugo", "seats": 5,
            "settings": {"hands": 2, "jokers": 2, "eleven_back": True}, "cpu_level": "normal"})
    code = a.wait_for("table")["table"]["code"]
    a.send({"type": "set_seat", "seat": 1, "cpu_level": None})
    a.send({"type": "set_seat", "seat": 3, "cpu_level": "strong"})
    a.send({"type": "set_seat", "seat": 4, "cpu_level": "easy"})
    a.wait_for("table", where=lambda m: m["table"]["seats"][4].get("cpu_level") == "easy")
    b.send({"type": "sit", "table": code, "seat": 1})
    b.wait_for("table", where=lambda m: m["table"]["code"] == code)
    for c in (a, b):
        c.send({"type": "ready", "ready": True})
    rng = random.Random(5)
    deadline = time.monotonic() + 240
    clients = [a, b]
    while not all(c.table and c.table["status"] == "finished" for c in clients):
        assert time.monotonic() < deadline, "the match did not finish"
        for c in clients:
            c.pump(0.01)
            if c.may_act():
                c.act(rng.choice(c.view["legal"]))
    assert not a.errors and not b.errors, (a.errors, b.errors)
    result = a.table["result"]
    assert len(result["ranks"]) == 5 and all(1 <= r <= 5 for r in result["ranks"])
    assert sum(result["points"]) == 0  # plus-minus scoring: every point moved between players
    assert a.view["hand_no"] == 2 and len(a.view["history"]) == 2
    assert a.view["seat"] == 0 and b.view["seat"] == 1
    assert not set(a.view["hand"] or []) & set(b.view["hand"] or [])
