"""A touch still on its way is waited for (server/games/karuta/fair.py, ``hold``), through a real
host on 127.0.0.1 with two wire clients (bench/karuta_people.py).

はや sits beside the host. ゆれ sits behind a jittery line (25 ms each way plus up to 20 ms more,
drawn per frame), and its machine sends each touch 30 ms after it was made. In every race ゆれ
touches 15 ms sooner than はや after the reading began playing on its own machine, so its touch
leaves after はや's has arrived: はや's touch waits, as a claim, for ゆれ's round trip and its
spread (the host's ``rtt`` for ゆれ, from its pings) plus the margin, and ゆれ takes every card at
its true fair time. Were the claim judged when はや's touch arrived, はや would take them all.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from bench.karuta_people import Line, Person

from .conftest import ServerProcess
from .test_karuta_fairness import SETTINGS, on_reactor, until

pytestmark = pytest.mark.integration

JITTERY = Line(0.025, 0.020)
HAND_LAG = 0.030
LEAD = 0.015  # ゆれ touches this much sooner (fair terms)
RACES = 5


@pytest.fixture
def host(tmp_path):
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    process = ServerProcess(tmp_path, 0)
    yield process
    process.stop()


@pytest.mark.timeout(180)
def test_a_touch_sent_after_the_rivals_arrived_still_wins_by_its_fair_time(host):
    truth: dict[float, float] = {}  # reading's started_at -> ゆれ's reaction

    def reaction(person: Person, view: dict[str, Any]) -> float:
        started = view["reading"]["started_at"]
        yure = truth.setdefault(started, view["current"]["heard_at"] - started + 0.25)
        return yure if person.name == "ゆれ" else yure + LEAD

    haya = Person("はや", reaction, seed=1)
    yure = Person("ゆれ", reaction, inward=JITTERY, outward=JITTERY, clock_offset=-3.1, seed=2,
                  hand_lag=HAND_LAG)
    people = (haya, yure)
    try:
        for person in people:
            on_reactor(lambda p=person: p.connect(host.port))
        until(lambda: all(p.welcomed for p in people), 15, "welcome")
        on_reactor(lambda: haya.create_table(SETTINGS))
        until(lambda: haya.table is not None, 10, "create_table")
        on_reactor(lambda: yure.sit(haya.table["code"]))
        until(lambda: yure.table is not None and yure.table["you"] == 1, 10, "sit")
        until(lambda: yure.pings >= 3, 15, "a few pings answered: the host knows ゆれ's spread")
        on_reactor(haya.ready)
        on_reactor(yure.ready)
        until(lambda: len(haya.takes) >= RACES, 120, "the races")
        takes = on_reactor(lambda: sorted(haya.takes.items()))
        for started, take in takes:
            assert take.by == 1, "ゆれ touched sooner by its own clock, though its touch left later"
            assert abs(take.at - (started + truth[started])) < 0.005, "judged at its fair time"
        assert all(t.corrected for t in yure.touches)
        errors = [e for p in people for e in p.errors
                  if (e["code"], e.get("rule")) != ("illegal_action", "not_on_field")]
        assert not errors, errors
    finally:
        for person in people:
            on_reactor(lambda p=person: p.wire and p.wire.transport and p.wire.transport.loseConnection())
