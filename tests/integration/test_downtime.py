"""Downtime is not match time, with a real host killed (-9) and started again: a ことばカード
arrangement keeps the time it had left, however long the host was down."""

from __future__ import annotations

import time

import pytest

from .conftest import ServerProcess
from .wire_client import WireClient

pytestmark = pytest.mark.integration

DOWN = 5.0  # seconds the host stays down


def test_a_kotoba_timer_keeps_its_remaining_time_over_a_kill_and_a_restart(tmp_path):
    server = ServerProcess(tmp_path, 0, "--cpu-workers", "0")
    try:
        person = WireClient(server.port, "はなこ")
        person.send({"type": "create_table", "game": "kotoba", "seats": 2,
                     "settings": {"mode": "narabe"}, "cpu_level": "easy"})
        person.wait_for("table")
        person.send({"type": "ready", "ready": True})
        view = person.wait_for("view", where=lambda m: m["view"].get("deadline")).get("view")
        time.sleep(2.0)  # the arrangement runs (the host's heartbeat marks each second)
        left = view["deadline"] - time.time()
        server.kill9()
        person.close()
        time.sleep(DOWN)
        server.start()
        back = WireClient(server.port, "はなこ", token=person.token)
        view = back.wait_for("view").get("view")
        after = view["deadline"] - time.time()
        # what it had left when the host went down (its last heartbeat, up to a second before
        # the kill, so up to a second more), not that less the five seconds it was down
        assert left - 1.0 <= after <= left + 1.5, (left, after)
        back.close()
    finally:
        server.stop()
