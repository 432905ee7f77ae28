"""Downtime is not match time: a host that comes back after a crash or a restart resumes every
table from the moment it went down (``Game.resume``), logged like any step, so replays and
records agree. The game here is a test game with a turn timer (timer_game.py)."""

from __future__ import annotations

import pytest

from server import games as game_registry
from server import records

from .timer_game import TURN_SECONDS, TimerGame


@pytest.fixture(autouse=True)
def timer_game():
    registry = game_registry.registry()
    registry["timer"] = TimerGame()
    yield registry["timer"]
    registry.pop("timer", None)


def start(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "create_table", "game": "timer", "seats": 2})
    table = harness.hall.tables[alice.table_id]
    harness.send(bob, {"type": "sit", "table": table.code})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    return table, alice, bob


def left(harness, table) -> float:
    """Seconds the turn has left by the hall's clock."""
    return harness.hall.tables[table.id].state.due - harness.clock.seconds()


def test_a_turn_timer_keeps_its_remaining_time_over_a_restart(harness):
    table, alice, bob = start(harness)
    assert left(harness, table) == pytest.approx(TURN_SECONDS)
    harness.clock.pump([1.0] * 4)  # the host runs 4 s (its heartbeat marks each second) ...
    assert left(harness, table) == pytest.approx(TURN_SECONDS - 4)
    again = harness.restart()  # ... then is down; the new one's clock reads 0
    table = again.hall.tables[table.id]
    assert table.state.resumed == 1
    assert left(again, table) == pytest.approx(TURN_SECONDS - 4)  # not run out, not renewed
    steps = again.store.steps(table.id, table.game_no)
    assert steps[-1][1] is None and steps[-1][2]["type"] == "resume"  # logged, seat None
    again.join("アリス", token=alice.token)  # both come back (no CPU stands in for them)
    again.join("ボブ", token=bob.token)
    again.clock.pump([1.0] * 5)
    assert table.state.passes == 0
    again.clock.pump([1.0] * 2)  # the 6 s it had left are over: the turn passes
    assert table.state.passes == 1


def test_a_resumed_match_replays_from_its_log_and_its_record_file(harness):
    table, alice, _bob = start(harness)
    harness.clock.pump([1.0] * 3)
    again = harness.restart()
    table = again.hall.tables[table.id]
    due = table.state.due
    third = again.restart()  # replays the logged resume, then resumes again (no time passed)
    assert third.hall.tables[table.id].state.due == pytest.approx(due)
    stored = third.store.last_match(table.id)
    record = records.record_of(stored, third.store.steps(table.id, table.game_no))
    file = records.to_file(record)
    reread, _marks = records.open_file(file)
    assert [s[1] for s in reread.steps if s[0] is None and s[1]] == [
        {"type": "resume", "since": s[1]["since"]} for s in record.steps if s[0] is None and s[1]]


def test_a_game_without_a_clock_logs_no_resume(harness):
    from .test_hall import make_table

    alice, _a = harness.join("アリス")
    bob, _b = harness.join("ボブ")
    table = make_table(harness, alice)
    harness.send(bob, {"type": "sit", "table": table.code})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    logged = len(harness.store.steps(table.id, table.game_no))
    again = harness.restart()
    assert len(again.store.steps(table.id, table.game_no)) == logged
