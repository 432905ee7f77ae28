"""Release as heard, through the real hall on task.Clock: random playouts of karuta matches
between two people, a person and a COM, and two COMs watched, with every message every client
receives recorded with the host time it was sent. No message names the poem being read (its
number as the reading's, its voice file, its text, its timeline: leaks.py) before its 決まり字 is
heard (``NAMING_LAG`` ago) or its card taken; the poem is named at that moment (within a step of
the clock); a 空札 and a card on the field look alike until then."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from server.games.karuta.release import NAMING_LAG
from tests.hall.conftest import HallHarness

from .leaks import clues, named_poem

STEP = 0.01  # the clock's step: the host acts within it


@dataclass
class Received:
    at: float  # host time it was sent
    message: dict[str, Any]
    poem: int | None  # the poem in play then (the 序歌 is none)
    heard_at: float | None
    open: bool  # it may be named: heard, taken, or its 上の句 no longer sounds


def record(harness: HallHarness, outlet: Any, table_of: Any, into: list[Received]) -> None:
    """Every message the hall sends to ``outlet`` from now on, with the truth of the moment."""
    send = outlet.send

    def recorded(message: dict[str, Any]) -> None:
        send(message)
        table = table_of()
        state = None if table is None else table.state
        current = None if state is None else state.reading.current
        if current is None:
            into.append(Received(harness.clock.seconds(), message, None, None, True))
            return
        now = harness.clock.seconds()
        opened = (now >= current.heard_at + NAMING_LAG - 1e-9 or state.touches.take is not None
                  or state.phase.value != "reading")
        into.append(Received(now, message, current.poem, current.heard_at, opened))

    outlet.send = recorded


def check(received: list[Received]) -> set[int]:
    """No message tells the poem in play before it may be named; each is named within a step of
    its 決まり字 (or with its take). Returns the poems named."""
    first: dict[int, Received] = {}
    for r in received:
        if r.poem is None:
            continue
        if not r.open:
            assert clues(r.message, r.poem) == [], (r.poem, clues(r.message, r.poem), r.at, r.heard_at)
            assert named_poem(r.message) is None, (r.at, r.heard_at, r.message)
        elif named_poem(r.message) == r.poem and r.poem not in first:
            first[r.poem] = r
    for poem, r in first.items():
        assert r.at <= r.heard_at + NAMING_LAG + STEP + 1e-6 or r.message["view"]["take"] is not None, (
            poem, r.at, r.heard_at)
    return set(first)


class Person:
    """A client playing from its views alone: now and then a guess before anything is named (a
    touch of a random card), otherwise the read card some tenths after its 決まり字, [S], the
    first card to send, finish."""

    def __init__(self, harness: HallHarness, session: Any, outlet: Any, rng: random.Random,
                 reaction: tuple[float, float] = (0.05, 0.6)) -> None:
        self.harness, self.session, self.outlet, self.rng = harness, session, outlet, rng
        self.reaction = reaction  # seconds after the 決まり字 it means to touch
        self.due: tuple[int, float] | None = None  # (poem, when) it means to touch
        self.read = 0  # messages of the outlet read so far
        self.view: dict[str, Any] | None = None

    def act(self, action: dict[str, Any]) -> None:
        try:
            self.harness.send(self.session, {"type": "act", "action": action})
        except Exception:  # noqa: BLE001 - the moment passed: the next view says
            pass

    def step(self) -> None:
        for message in self.outlet.sent[self.read:]:
            if message["type"] == "view":
                self.view = message["view"]
        self.read = len(self.outlet.sent)
        view = self.view
        if view is None:
            return
        legal = {a["type"] for a in view["legal"] + view["templates"]}
        now = self.harness.clock.seconds()
        cur, field = view["current"], [c["poem"] for c in view["field"]]
        if "start" in legal or "auto_place" in legal:
            self.act({"type": "auto_place" if "auto_place" in legal else "start"})
        elif "pick_send" in legal:
            self.act(next(a for a in view["legal"] if a["type"] == "pick_send"
                          and a["poem"] not in view["send"]["chosen"]))
        elif "touch" in legal and view["take"] is None and field:
            if cur is None and view["touches_now"][view["you"]] == 0 and self.rng.random() < 0.01:
                self.act({"type": "touch", "cards": [self.rng.choice(field)], "how": "click"})
            elif cur is not None and not cur["kara"] and cur["poem"] in field:
                if self.due is None or self.due[0] != cur["poem"]:
                    self.due = (cur["poem"], cur["heard_at"] + self.rng.uniform(*self.reaction))
                if now >= self.due[1]:
                    self.act({"type": "touch", "cards": [cur["poem"]], "how": "click"})
        elif "finish" in legal:
            self.act({"type": "finish"})
        elif "proceed" in legal:
            self.act({"type": "proceed"})


SETTINGS = [
    {"joka": True, "kami": "kimariji", "shimo": "continue", "ma_min": 200, "ma_max": 400, "yomi": "voice"},
    {"joka": False, "kami": "kakutei", "shimo": "none", "ma_min": 200, "ma_max": 300, "yomi": "text"},
    {"joka": False, "kami": "whole", "shimo": "after_take", "ma_min": 200, "ma_max": 300, "yomi": "image"},
]


@pytest.fixture
def harness(tmp_path) -> HallHarness:
    harness = HallHarness(tmp_path / "hall.sqlite3")
    yield harness
    harness.hall.shutdown()
    harness.store.close()


def play(harness: HallHarness, people: list[Person], table: Any, poems: int) -> None:
    for _ in range(200_000):
        if table.status == "finished" or table.state.reading.read > poems:
            return
        for person in people:
            person.step()
        harness.clock.advance(STEP)
    raise AssertionError("the match did not get that far")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_between_two_people_nothing_names_the_poem_before_it_is_heard(harness, seed):
    rng = random.Random(seed)
    received: list[Received] = []
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2,
                         "settings": SETTINGS[seed % len(SETTINGS)]})
    table_id = alice.table_id
    bob, b = harness.join("ボブ")
    carol, c = harness.join("キャロル")  # watches
    harness.send(bob, {"type": "sit", "table": table_id, "seat": 1})
    harness.send(carol, {"type": "watch", "table": table_id})
    table = harness.hall.tables[table_id]
    for outlet in (a, b, c):
        record(harness, outlet, lambda: harness.hall.tables.get(table_id), received)
    for session in (alice, bob):
        harness.send(session, {"type": "ready", "ready": True})
    assert table.status == "playing"
    play(harness, [Person(harness, alice, a, rng), Person(harness, bob, b, rng)], table, poems=8)
    named = check(received)
    assert len(named) >= 6
    assert not a.failed and not b.failed and not c.failed


@pytest.mark.parametrize("seed", [4, 5])
def test_against_a_com_nothing_names_the_poem_before_it_is_heard(harness, seed):
    rng = random.Random(seed)
    received: list[Received] = []
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2,
                         "settings": {**SETTINGS[seed % len(SETTINGS)], "kara_skip": True}})
    table_id = alice.table_id
    table = harness.hall.tables[table_id]
    harness.send(alice, {"type": "set_seat", "seat": 1, "cpu_level": "A"})
    record(harness, a, lambda: harness.hall.tables.get(table_id), received)
    harness.send(alice, {"type": "ready", "ready": True})
    play(harness, [Person(harness, alice, a, rng, reaction=(0.3, 0.9))], table, poems=8)  # the COM takes some
    named = check(received)
    assert len(named) >= 6
    takes = [e for e in a.last("view")["view"]["log"] if e["taken_by"] == 1]
    assert takes and all(e["after_ms"] > 0 for e in takes)  # the COM takes after hearing


def test_two_coms_watched_tell_the_watcher_nothing_early(harness):
    received: list[Received] = []
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2, "watch": True,
                         "settings": {**SETTINGS[1], "kara_skip": True}})
    table_id = alice.table_id
    table = harness.hall.tables[table_id]
    for seat, grade in ((0, "A"), (1, "C")):
        harness.send(alice, {"type": "set_seat", "seat": seat, "cpu_level": grade})
    record(harness, a, lambda: harness.hall.tables.get(table_id), received)
    harness.send(alice, {"type": "start"})
    play(harness, [], table, poems=10)
    assert len(check(received)) >= 8


def test_the_checker_finds_a_poem_named_early():
    """leaks.py itself: the view of the old host (the poem named at the start) is caught."""
    early = {"type": "view", "table": "t", "seq": 3, "events": [{"type": "reading", "poem": 21, "part": "kami"}],
             "view": {"reading": {"poem": 21, "part": "kami", "file": "021_kami.opus"}, "current": None,
                      "field": [{"poem": 21, "side": 0, "row": 2, "col": 1}]}}
    assert set(clues(early, 21)) >= {"events.0.poem", "view.reading.poem"}
    assert named_poem(early) == 21
    sealed = {"type": "view", "table": "t", "seq": 3, "events": [{"type": "reading", "part": "kami"}],
              "view": {"reading": {"poem": None, "part": "kami", "started_at": 1.0, "named": False},
                       "current": None, "field": [{"poem": 21, "side": 0, "row": 2, "col": 1}]}}
    assert clues(sealed, 21) == [] and named_poem(sealed) is None
