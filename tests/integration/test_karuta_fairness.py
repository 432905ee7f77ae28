"""Karuta's fair judging between two people through a real host (issue 10, "Two people, one LAN").

A real zashiki-server process on 127.0.0.1; two scripted people (bench/karuta_people.py) at a
MAN–MAN karuta table opened from the waiting room like any table: はや beside the host, おそ
behind 40 ms each way with a clock 5.3 s ahead of the machine's. A spectator watches. In every
race おそ touches 30 ms sooner after the reading began playing on its machine than はや on hers:

* with the correction (``t``/``heard`` sent) おそ takes each card, and the host's fair time is
  the true touch;
* おそ drops mid-reading: the others see 切断中, the reader pauses (nothing new is read), then
  おそ comes back with its token and the match goes on;
* without the correction (touches judged at arrival) the same races go to はや, 40 + 40 ms
  nearer the host: so this test fails if the correction does nothing;
* with it again, on おそ's new connection, おそ takes them again.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

import pytest

from bench.karuta_people import Line, Person, Watcher
from client.net import reactor_thread

from .conftest import ServerProcess

pytestmark = pytest.mark.integration

SETTINGS = {"joka": False, "kami": "kimariji", "shimo": "none", "ma_min": 100, "ma_max": 100,
            "yomi": "text", "yomifuda": "field"}
SLOW = Line(0.040, 0.004)
LEAD = 0.030  # おそ touches this much sooner (fair terms) than はや
RACES = 4  # per half


class Races:
    """The reactions of both people, poem by poem (by the reading's started_at), and what the
    test is doing: racing with the correction, dropping おそ, racing without the correction (the
    test switches to it before おそ returns), then with it again."""

    def __init__(self) -> None:
        self.phase = "corrected"
        self.drawn: dict[float, tuple[str, dict[str, float | None]]] = {}
        self.dropped_at: float | None = None
        self.people: tuple[Person, ...] = ()

    def count(self, phase: str) -> int:
        return sum(1 for p, _ in self.drawn.values() if p == phase)

    def reaction(self, person: Person, view: dict[str, Any]) -> float | None:
        started = view["reading"]["started_at"]
        if started not in self.drawn:
            self.next_phase()
            after_kimariji = view["current"]["heard_at"] - started + 0.25
            if self.phase == "drop":
                self.drawn[started] = ("drop", {"おそ": None, "はや": None})
            else:
                self.drawn[started] = (self.phase, {"おそ": after_kimariji, "はや": after_kimariji + LEAD})
        phase, reactions = self.drawn[started]
        if phase == "drop" and person.name == "おそ" and self.dropped_at is None:
            self.dropped_at = time.time() + 0.15
            person.reactor.callLater(0.15, person.drop)  # mid-reading, before anyone touches
        return reactions[person.name]

    def next_phase(self) -> None:
        if self.phase == "corrected" and self.count("corrected") >= RACES:
            self.phase = "drop"
        elif self.phase == "uncorrected" and self.count("uncorrected") >= RACES:
            self.phase = "again"
            for person in self.people:
                person.correct = True


def on_reactor(function: Callable[[], Any]) -> Any:
    return reactor_thread.call_and_wait(function)


def until(done: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not on_reactor(done):
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        time.sleep(0.05)


def takes_in(person: Person, races: Races, phase: str) -> list[tuple[Any, Any]]:
    """(take, started_at) of each race of ``phase`` that has been judged, in order."""
    return [(person.takes[s], s) for s, (p, _) in sorted(races.drawn.items())
            if p == phase and s in person.takes]


def fair_takes(person: Person, races: Races, phase: str) -> None:
    for take, started in takes_in(person, races, phase):
        truth = started + races.drawn[started][1]["おそ"]
        assert take.by == 1, f"おそ touched {LEAD * 1000:.0f} ms sooner and should take ({phase})"
        assert abs(take.at - truth) < 0.005, "the host judges at the fair time, the true touch"


@pytest.fixture
def host(tmp_path):
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    process = ServerProcess(tmp_path, 0, "--grace", "60")  # long enough to come back as oneself
    yield process
    process.stop()


@pytest.mark.timeout(240)
def test_two_people_race_fairly_across_a_slow_line_and_a_drop(host):
    races = Races()
    haya = Person("はや", races.reaction, seed=1)
    oso = Person("おそ", races.reaction, inward=SLOW, outward=SLOW, clock_offset=5.3, seed=2)
    watcher = Watcher("みる")
    people = races.people = (haya, oso)
    try:
        for peer in (*people, watcher):
            on_reactor(lambda p=peer: p.connect(host.port))
        until(lambda: all(p.welcomed for p in (*people, watcher)), 15, "welcome")
        on_reactor(lambda: haya.create_table(SETTINGS))
        until(lambda: haya.table is not None, 10, "create_table")
        table = haya.table
        assert [s["kind"] for s in table["seats"]] == ["human", "empty"]
        on_reactor(lambda: oso.sit(table["code"]))
        until(lambda: oso.table is not None and oso.table["you"] == 1, 10, "sit")
        on_reactor(lambda: watcher.watch(table["id"]))
        # The host knows a client's clock from its first answered ping (every 2 s); until then a
        # touch is judged at its arrival. A person sits a while before a match in any case.
        until(lambda: all(p.pings for p in people), 10, "a ping answered")
        time.sleep(0.3)
        on_reactor(haya.ready)
        on_reactor(oso.ready)

        # -- with the correction: おそ, 30 ms sooner in fair terms, takes every card -------------
        until(lambda: len(takes_in(haya, races, "corrected")) >= RACES and races.phase == "drop",
              120, "the corrected races")
        fair_takes(haya, races, "corrected")
        assert all(t.corrected for t in oso.touches) and oso.touches
        seen = [t for t in watcher.takes if t["seat"] == 1]
        assert len(seen) >= RACES, "the spectator sees the takes"

        # -- おそ drops mid-reading: 切断中, and the reader waits ---------------------------------
        until(lambda: oso.wire is None and watcher.table is not None
              and not watcher.table["seats"][1]["connected"], 20, "切断中")
        until(lambda: not haya.table["seats"][1]["connected"], 10, "切断中 for はや")
        until(lambda: watcher.view is not None and watcher.view.get("paused"), 10, "the reader pauses")
        assert not haya.view["legal"], "nothing to do while the other player is away"
        readings_before = on_reactor(lambda: len(watcher.readings))
        poem_then = watcher.view["read_count"]
        time.sleep(4.0)  # longer than a reading and its 間: nothing new may start
        assert on_reactor(lambda: len(watcher.readings)) == readings_before
        assert watcher.view["read_count"] == poem_then and watcher.view["paused"]

        # -- back with the token: the match goes on, now without the correction ------------------
        def without() -> None:
            races.phase = "uncorrected"
            for person in people:
                person.correct = False

        on_reactor(without)
        on_reactor(lambda: oso.connect(host.port))
        until(lambda: oso.welcomed, 15, "back")
        until(lambda: watcher.table["seats"][1]["connected"] and not watcher.view.get("paused"), 15,
              "the match goes on")

        # -- without the correction the same races go to はや, 80 ms nearer the host -------------
        until(lambda: len(takes_in(haya, races, "uncorrected")) >= RACES, 120, "the uncorrected races")
        judged = takes_in(haya, races, "uncorrected")
        assert all(take.by == 0 for take, _ in judged), \
            "judged at arrival, おそ's 40 + 40 ms lose the race it should win"
        assert not [t for t in haya.touches + oso.touches if t.corrected and t.started_at in
                    {s for _, s in judged}], "no t/heard was sent in these races"
        assert [t["seat"] for t in watcher.takes][-RACES:] == [0] * RACES

        # -- with the correction again, on the new connection -----------------------------------
        until(lambda: len(takes_in(haya, races, "again")) >= 2, 60, "the races after")
        fair_takes(haya, races, "again")
        errors = [e for p in (*people, watcher) for e in p.errors
                  if (e["code"], e.get("rule")) != ("illegal_action", "not_on_field")]
        assert not errors, errors  # a touch of a card just taken is the only refusal
        assert not [p for peer in (*people, watcher) for p in peer.problems]
    finally:
        for peer in (*people, watcher):
            on_reactor(lambda p=peer: p.wire and p.wire.transport and p.wire.transport.loseConnection())
