"""The host is the karuta reader, through a real zashiki-server on 127.0.0.1 and real clients:
between two people, a person and a COM, and two COMs watched, no frame any client receives names
the poem being read (leaks.py: its number as the reading's, its file, its text, its timeline)
before the view that names it, and that view comes at its 決まり字 heard (or with the take); the
reading's sound and kana come as media, whose stream is the reading's start."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from tests.games.karuta.leaks import clues, named_poem

from .wire_client import WireClient

pytestmark = [pytest.mark.integration, pytest.mark.timeout(600)]

QUICK = {"joka": False, "kami": "kimariji", "shimo": "none", "ma_min": 200, "ma_max": 400,
         "yomi": "voice_text", "kara_skip": True}


def choose(view: dict[str, Any], rng: random.Random, due: dict[int, float]) -> dict[str, Any] | None:
    """A person: a rare guess before anything is named, else the read card 0.1–0.5 s after the
    view names it (on the host's clock as the view tells it), [S], the first card to send."""
    legal = {a["type"] for a in view["legal"] + view["templates"]}
    cur, field = view["current"], [c["poem"] for c in view["field"]]
    if "start" in legal:
        return {"type": "start"}
    if "pick_send" in legal:
        return next(a for a in view["legal"] if a["type"] == "pick_send" and a["poem"] not in view["send"]["chosen"])
    if "touch" in legal and view["take"] is None and field:
        if cur is None and view["touches_now"][view["you"]] == 0 and rng.random() < 0.02:
            return {"type": "touch", "cards": [rng.choice(field)], "how": "click"}
        if cur is not None and not cur["kara"] and cur["poem"] in field:
            wait = due.setdefault(cur["poem"], time.monotonic() + rng.uniform(0.1, 0.5))
            return {"type": "touch", "cards": [cur["poem"]], "how": "click"} if time.monotonic() >= wait else None
        return None
    if "finish" in legal:
        return {"type": "finish"}
    if "proceed" in legal:
        return {"type": "proceed"}
    return None


def play(people: list[WireClient], watchers: list[WireClient], poems: int, limit: float = 240.0) -> None:
    rng = random.Random(33)
    due: dict[int, float] = {}
    end = time.monotonic() + limit
    everyone = people + watchers
    while time.monotonic() < end:
        for client in everyone:
            client.pump(0.005)
        view = everyone[0].view
        if view is not None and (view["read_count"] > poems or view["phase"] == "finished"):
            return
        for client in people:
            if client.pending is None and client.view is not None and client.table and client.table["status"] == "playing":
                action = choose(client.view, rng, due)
                if action is not None:
                    client.act(action)
    raise AssertionError("the match did not get that far in time")


def check(client: WireClient) -> int:
    """Nothing in ``client``'s messages names a poem before the view that names it, which comes
    at its 決まり字 heard or with its take. Returns how many poems were named."""
    views = [m for m in client.inbox if m["type"] == "view"]
    poem_of: dict[float, int] = {}  # a reading's start -> its poem, from the view that names it
    started: float | None = None
    for m in views:
        reading, current = m["view"]["reading"], m["view"]["current"]
        if reading and reading["part"] == "kami":
            started = reading["started_at"]
        if current is not None and started is not None and current["poem"] not in poem_of.values():
            poem_of[started] = current["poem"]
    assert poem_of
    for m in client.inbox:
        if m["type"] == "view":
            reading, current = m["view"]["reading"], m["view"]["current"]
            if reading is not None and not reading["named"]:
                poem = poem_of.get(reading["started_at"])
                if poem is not None:
                    assert clues(m, poem) == [], clues(m, poem)
                assert named_poem(m) is None, m["events"]
            if current is not None and m["view"]["take"] is None and reading and reading["part"] == "kami":
                assert m["view"]["clock"] >= current["heard_at"] - 1e-6  # named when heard
        elif m["type"] == "media":
            poem = poem_of.get(m["stream"])
            if poem is not None:
                assert clues(m, poem) == [] and named_poem(m) is None
    media = [m for m in client.inbox if m["type"] == "media"]
    assert {m["kind"] for m in media} == {"pcm", "kana"}
    assert set(poem_of) <= {m["stream"] for m in media}  # every reading came as a stream
    return len(poem_of)


def test_two_people_and_a_watcher_are_told_the_poem_only_when_it_is_heard(server):
    alice, bob, carol = (WireClient(server.port, n) for n in ("読手あ", "読手い", "読手う"))
    alice.send({"type": "create_table", "game": "karuta", "seats": 2, "settings": QUICK})
    table = alice.wait_for("table")["table"]
    bob.send({"type": "sit", "table": table["id"], "seat": 1})
    bob.wait_for("table")
    carol.send({"type": "watch", "table": table["id"]})
    carol.wait_for("table")
    for client in (alice, bob):
        client.send({"type": "ready", "ready": True})
    play([alice, bob], [carol], poems=6)
    for client in (alice, bob, carol):
        assert check(client) >= 5
        assert not client.errors or all(e.get("ref") for e in client.errors)


def test_against_a_com_the_poem_comes_when_heard_and_the_com_takes_after(server):
    alice = WireClient(server.port, "読手え")
    alice.send({"type": "create_table", "game": "karuta", "seats": 2, "settings": QUICK})
    alice.wait_for("table")
    alice.send({"type": "set_seat", "seat": 1, "cpu_level": "A"})
    alice.send({"type": "ready", "ready": True})
    play([alice], [], poems=6)
    assert check(alice) >= 5
    takes = [e for e in alice.view["log"] if e["taken_by"] == 1]
    assert all(e["after_ms"] > 0 for e in takes)  # the COM touches after hearing


def test_two_coms_watched(server):
    alice = WireClient(server.port, "読手お")
    alice.send({"type": "create_table", "game": "karuta", "seats": 2, "watch": True, "settings": QUICK})
    alice.wait_for("table")
    for seat, level in ((0, "A"), (1, "C")):
        alice.send({"type": "set_seat", "seat": seat, "cpu_level": level})
    alice.send({"type": "start"})
    play([], [alice], poems=6)
    assert check(alice) >= 5
