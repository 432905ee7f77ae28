"""The hall's part of fair timing, for any game that asks for it: client moments moved to host
time with the connection's clock estimate, the round trip added, host-only actions refused from
clients, and away/back told to the game when a person drops, returns, or a CPU stands in."""

from __future__ import annotations

import pytest

from protocol.clock_sync import ClockEstimate
from protocol.errors import ProtocolError
from server import games as game_registry

from .timed_buzzer_game import TimedBuzzerGame


@pytest.fixture(autouse=True)
def timed_game():
    registry = game_registry.registry()
    registry["timed_buzzer"] = game = TimedBuzzerGame()
    yield game
    registry.pop("timed_buzzer", None)


def estimate(offset: float, rtt: float) -> ClockEstimate:
    """A client whose clock reads ``offset`` more than the host's, ``rtt`` away."""
    clock = ClockEstimate()
    clock.add(100.0, 100.0 + rtt / 2 + offset, 100.0 + rtt)
    return clock


def two_people(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "create_table", "game": "timed_buzzer", "seats": 2})
    table = harness.hall.tables[alice.table_id]
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    harness.clock.advance(0)
    harness.clock.advance(1.0)  # the first round opens
    assert table.status == "playing" and table.state.is_open
    return table, (alice, a), (bob, b)


def test_a_clients_moment_reaches_the_game_on_the_hosts_clock_with_the_round_trip(harness):
    table, (alice, a), _ = two_people(harness)
    a.peer_clock = estimate(offset=1234.5, rtt=0.04)
    now = harness.clock.seconds()
    harness.send(alice, {"type": "act", "action": {"type": "buzz", "t": now - 0.1 + 1234.5, "rtt": 9.9}})
    seat, t, rtt = table.state.seen[-1]
    assert seat == 0 and t == pytest.approx(now - 0.1) and rtt == pytest.approx(0.04)
    seq, logged_seat, logged, _ = harness.store.steps(table.id, table.game_no)[-1]
    assert logged_seat == 0 and logged["t"] == pytest.approx(now - 0.1)  # replays see host time


def test_the_round_trip_the_game_is_told_covers_the_lines_spread(harness):
    table, (alice, a), _ = two_people(harness)
    a.peer_clock = estimate(offset=0.5, rtt=0.04)
    a.peer_clock.add(102.0, 102.0 + 0.5 + 0.1, 102.2)  # once 200 ms: mean 120 ms, deviation 80 ms
    harness.send(alice, {"type": "act", "action": {"type": "buzz", "t": harness.clock.seconds() + 0.4}})
    assert table.state.seen[-1][2] == pytest.approx(a.peer_clock.rtt_bound)
    assert a.peer_clock.rtt_bound == pytest.approx(0.12 + 3 * 0.08)


def test_moments_keep_their_differences_whatever_the_offset(harness):
    table, (alice, a), _ = two_people(harness)
    a.peer_clock = estimate(offset=-3.0, rtt=0.01)
    harness.send(alice, {"type": "act", "action": {"type": "buzz", "t": 100.25}})
    assert table.state.seen[-1][1] == pytest.approx(103.25)  # moved by the offset, nothing else


def test_without_a_clock_estimate_the_moment_is_dropped_and_the_arrival_counts(harness):
    table, (alice, a), _ = two_people(harness)
    a.peer_clock = ClockEstimate()  # no pong answered yet
    harness.send(alice, {"type": "act", "action": {"type": "buzz", "t": 3.0, "rtt": 0.5}})
    assert table.state.seen[-1] == [0, None, None]


def test_the_host_only_actions_are_refused_from_a_client(harness):
    table, (alice, a), _ = two_people(harness)
    before = table.game.dump(table.state)
    for kind in ("away", "back"):
        with pytest.raises(ProtocolError) as caught:
            harness.send(alice, {"type": "act", "action": {"type": kind}})
        assert caught.value.code == "malformed_action"
    assert table.game.dump(table.state) == before


def test_a_drop_is_away_a_return_is_back_and_both_are_logged(harness):
    table, _, (bob, b) = two_people(harness)
    harness.hall.disconnected(bob, bob.outlet)
    harness.clock.advance(0)
    assert table.state.away == [["away", 1]]
    harness.join("ボブ", token=bob.token)
    assert table.state.away == [["away", 1], ["back", 1]]
    replayed = harness.restart()
    table2 = replayed.hall.tables[table.id]
    # the log replays; then, as nobody is connected to a restarted host, both are away
    assert table2.state.away == [["away", 1], ["back", 1], ["away", 0], ["away", 1]]
    replayed.join("アリス", token=table.seats[0].token)
    assert table2.state.away[-1] == ["back", 0]


def test_a_cpu_standing_in_is_back_and_the_persons_return_then_says_nothing_more(harness):
    table, _, (bob, b) = two_people(harness)
    harness.hall.disconnected(bob, bob.outlet)
    harness.clock.advance(5.5)  # past the grace: a CPU plays the seat
    assert table.state.away == [["away", 1], ["back", 1]]
    harness.join("ボブ", token=bob.token)
    assert table.state.away == [["away", 1], ["back", 1]]


def test_games_that_do_not_pause_are_not_told(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 2, "settings": {"target": 10}})
    table = harness.hall.tables[alice.table_id]
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    seq = table.seq
    harness.hall.disconnected(bob, bob.outlet)
    assert table.seq == seq  # nothing logged
