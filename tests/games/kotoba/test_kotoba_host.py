"""A full game of each mode through the real hall on ``task.Clock`` (as tests/hall/ do): two people
and a CPU. アリス plays (her moves come from the same search the CPU uses, sent over the hall as a
person's would be, with a vote against now and then and exchanges in others' turns); ボブ never
says a word, so his turns pass by themselves after 60 s and his silence in every vote counts
as OK; the CPU seat plans through ``cpu_plan`` and waits in others' turns."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from protocol import codec
from server.games.kotoba import GAME, ai
from server.games.kotoba.settings import ARRANGE_SECONDS, TURN_SECONDS
from tests.hall.conftest import HallHarness


@pytest.fixture
def harness(tmp_path: Path) -> HallHarness:
    return HallHarness(tmp_path / "hall.sqlite3")


def last_view(outlet: Any) -> dict[str, Any]:
    return outlet.last("view")["view"]


def alices_move(view: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    kinds = {a["type"] for a in (*view["legal"], *view["templates"])}
    if "vote" in kinds:
        return {"type": "vote", "accept": rng.random() < 0.8}
    if view["mode"] != "narabe" and "play" not in kinds and "exchange" in kinds and rng.random() < 0.1:
        return rng.choice([a for a in view["legal"] if a["type"] == "exchange"])
    if "play" in kinds and rng.random() < 0.2:
        return {"type": "hint", "word": "やさい"}
    return ai.plan(view, "normal", rng, 0.2, GAME.words).action


@pytest.mark.parametrize("mode", ["narabe", "awase", "kasane"])
def test_a_full_game_with_two_people_and_a_cpu(harness: HallHarness, mode: str) -> None:
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "create_table", "game": "kotoba", "seats": 3,
                         "settings": {"mode": mode, "vote_time": 15}})
    table = harness.hall.tables[alice.table_id]
    harness.send(alice, {"type": "set_seat", "seat": 2, "cpu_level": "easy"})
    harness.send(bob, {"type": "sit", "table": table.code, "seat": 1})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "ready", "ready": True})
    assert table.status == "playing"
    harness.clock.advance(0)  # the first tick starts the game's clock

    rng = random.Random(11)
    started_at = harness.clock.seconds()
    hints = 0
    for _ in range(5000):
        if table.status != "playing":
            break
        view = last_view(a)
        # what the people see: their own hand only, never the stock; every frame encodes
        for outlet, seat in ((a, 0), (b, 1)):
            message = outlet.last("view")
            codec.encode(message)
            seen = message["view"]
            assert seen["you"] == seat and "stock" not in seen
            assert [c["id"] for c in seen["hand"]] == table.state.hands[seat]
        action = alices_move(view, rng) if view["legal"] else None
        if action is not None and not (action["type"] == "arrange" and harness.clock.seconds() - started_at < 20):
            harness.send(alice, {"type": "act", "action": action})
            if action["type"] == "hint":
                hints += 1
                assert a.last("view")["events"][-1]["to"] == 0
                assert all(e["type"] != "hint" for e in b.last("view")["events"])
            continue
        harness.clock.advance(1.0)
    assert table.status == "finished", f"{mode}: still {table.state.phase}"
    result = a.last("table")["table"]["result"]
    assert sorted(result["ranks"])[0] == 1 and len(result["ranks"]) == 3
    events = [e["type"] for m in b.of("view") for e in m["events"]]
    if mode == "narabe":
        assert "reveal" in events and "vote_closed" in events
        assert harness.clock.seconds() - started_at >= ARRANGE_SECONDS  # ボブ never says 完成
    else:
        assert {"pass", "vote_closed", "turn"} <= set(events)
        auto = [e for m in b.of("view") for e in m["events"] if e["type"] == "pass" and e["auto"]]
        assert auto and all(e["seat"] == 1 for e in auto)  # ボブ's turns ran out
        assert harness.clock.seconds() - started_at >= TURN_SECONDS
    silent = [e for m in a.of("view") for e in m["events"] if e["type"] == "vote_closed" and e["silent"]]
    assert silent and all(e["silent"] == [1] for e in silent)  # only ボブ is ever silent
