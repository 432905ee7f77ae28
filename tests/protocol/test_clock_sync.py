"""The clock-offset and round-trip estimate from pings (protocol/clock_sync.py), alone and as a
real connection keeps it over a socket-less transport."""

from __future__ import annotations

import random

import pytest
from twisted.internet import task
from twisted.internet.testing import StringTransport

from protocol.clock_sync import KEEP, RECENT, SPREAD_K, ClockEstimate, spread_bound
from protocol.wire import PING_INTERVAL
from server.config import HallConfig
from server.connection import HallFactory
from server.hall import Hall
from server.store import Store

from .test_wire import HELLO, frame, read_frames


def test_nothing_known_before_the_first_sample():
    clock = ClockEstimate()
    assert not clock.known and clock.offset is None and clock.rtt is None and clock.to_ours(5.0) is None


def test_a_symmetric_exchange_gives_the_exact_offset():
    clock = ClockEstimate()
    clock.add(sent=10.0, theirs=1010.02, received=10.04)  # 20 ms each way, their clock +1000 s
    assert clock.offset == pytest.approx(1000.0) and clock.rtt == pytest.approx(0.04)
    assert clock.to_ours(1011.0) == pytest.approx(11.0)


def test_the_least_queued_sample_sets_the_offset_and_the_rtt_is_a_high_one():
    rng = random.Random(3)
    clock = ClockEstimate()
    offset = -7.25
    for i in range(KEEP):
        up, down = 0.002 + rng.random() * 0.05, 0.002 + rng.random() * 0.05  # queued at random
        sent = i * 2.0
        clock.add(sent, sent + up + offset, sent + up + down)
    assert clock.offset == pytest.approx(offset, abs=0.03)  # off by at most half the asymmetry
    best = min(clock.samples)
    assert abs(clock.offset - offset) <= best[0] / 2 + 1e-9
    assert clock.rtt == max(r for r, _ in list(clock.samples)[-5:])


def test_a_steady_line_waits_for_its_own_round_trip():
    clock = ClockEstimate()
    for i in range(KEEP):
        clock.add(i * 2.0, i * 2.0 + 0.02, i * 2.0 + 0.04)
    assert clock.rtt_bound == pytest.approx(0.04)


def test_a_jittery_line_waits_for_its_spread_too():
    # 16 pings on a line that usually answers in 40 ms and now and then in 120 ms (a queue, or a
    # host too busy to read the pong): the latest few were all quick, the spread is not forgotten
    clock = ClockEstimate()
    trips = [0.12 if i % 5 == 0 else 0.04 for i in range(KEEP - RECENT)] + [0.04] * RECENT
    for i, trip in enumerate(trips):
        clock.add(i * 2.0, i * 2.0 + trip / 2, i * 2.0 + trip)
    assert clock.rtt == pytest.approx(0.04)
    mean = sum(trips) / len(trips)
    deviation = (sum((t - mean) ** 2 for t in trips) / len(trips)) ** 0.5
    assert clock.rtt_bound == pytest.approx(mean + SPREAD_K * deviation)
    assert clock.rtt_bound > 0.12  # longer than any sample seen: a touch as late as the worst waits
    assert ClockEstimate().rtt_bound is None


def test_the_spread_bound_is_the_mean_plus_k_deviations():
    assert spread_bound([0.05, 0.05, 0.05]) == pytest.approx(0.05)
    assert spread_bound([0.0, 0.2], k=2.0) == pytest.approx(0.1 + 2 * 0.1)


def test_old_samples_are_forgotten_and_a_clock_jump_back_is_ignored():
    clock = ClockEstimate()
    for i in range(KEEP + 5):
        clock.add(float(i), float(i) + 100.0, float(i) + 0.01)
    assert len(clock.samples) == KEEP
    clock.add(50.0, 0.0, 49.0)  # received before it was sent
    assert len(clock.samples) == KEEP


def test_a_real_connection_learns_its_peers_clock_from_pongs(tmp_path):
    clock = task.Clock()
    clock.advance(500.0)
    hall = Hall(Store(tmp_path / "h.sqlite3"), clock, HallConfig(addresses=["127.0.0.1"]))
    protocol = HallFactory(hall, clock).buildProtocol(None)
    transport = StringTransport()
    protocol.makeConnection(transport)
    protocol.dataReceived(frame(HELLO))
    for i in range(3):
        transport.clear()
        clock.advance(PING_INTERVAL - (0.03 if i else 0.0))  # to the next heartbeat, on time
        ping = next(m for m in read_frames(transport.value()) if m["type"] == "ping")
        clock.advance(0.03)  # the answer comes back 30 ms later, from a clock 42 s ahead
        protocol.dataReceived(frame({"type": "pong", "n": ping["n"], "clock": clock.seconds() - 0.015 + 42.0}))
    assert protocol.peer_clock.offset == pytest.approx(42.0)
    assert protocol.peer_clock.rtt == pytest.approx(0.03)
    # a pong answering no ping of ours, or without a clock, teaches nothing
    protocol.dataReceived(frame({"type": "pong", "n": 999, "clock": 1.0}))
    protocol.dataReceived(frame({"type": "pong", "n": 1}))
    assert len(protocol.peer_clock.samples) == 3


def test_a_ping_sent_late_by_a_busy_host_counts_its_lag_in_the_round_trip(tmp_path):
    clock = task.Clock()
    clock.advance(500.0)
    hall = Hall(Store(tmp_path / "h.sqlite3"), clock, HallConfig(addresses=["127.0.0.1"]))
    protocol = HallFactory(hall, clock).buildProtocol(None)
    transport = StringTransport()
    protocol.makeConnection(transport)
    protocol.dataReceived(frame(HELLO))
    first = next(m for m in read_frames(transport.value()) if m["type"] == "ping")  # at once, on time
    protocol.dataReceived(frame({"type": "pong", "n": first["n"], "clock": 7.0}))
    transport.clear()
    clock.advance(PING_INTERVAL + 0.05)  # the host's reactor gets to its heartbeat 50 ms late
    ping = next(m for m in read_frames(transport.value()) if m["type"] == "ping")
    clock.advance(0.03)
    protocol.dataReceived(frame({"type": "pong", "n": ping["n"], "clock": 9.0}))
    assert protocol.peer_clock.samples[-1][0] == pytest.approx(0.08)  # 30 ms away, 50 ms late
    transport.clear()
    clock.advance(PING_INTERVAL - 0.08)  # the next one on time
    ping = next(m for m in read_frames(transport.value()) if m["type"] == "ping")
    clock.advance(0.03)
    protocol.dataReceived(frame({"type": "pong", "n": ping["n"], "clock": 11.0}))
    assert protocol.peer_clock.samples[-1][0] == pytest.approx(0.03)


def test_every_pong_tells_the_answering_sides_own_clock(tmp_path):
    clock = task.Clock()
    hall = Hall(Store(tmp_path / "h.sqlite3"), clock, HallConfig(addresses=["127.0.0.1"]))
    protocol = HallFactory(hall, clock).buildProtocol(None)
    protocol.own_clock = lambda: 77.5
    transport = StringTransport()
    protocol.makeConnection(transport)
    protocol.dataReceived(frame({"type": "ping", "n": 4}))
    assert read_frames(transport.value())[-1] == {"type": "pong", "n": 4, "clock": 77.5}
