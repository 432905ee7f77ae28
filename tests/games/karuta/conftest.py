"""Shared fixtures for the karuta engine tests: a game, scenario set-ups, and a driver.

Unit tests use a synthetic voice timeline (every kana 0.2 s, a held last sound), so timings are
exact and readable; the playouts and the host test use the shipped voice/timeline.json when it
is there (``real_timeline``)."""

from __future__ import annotations

from typing import Any

import pytest

from server.games.contract import CpuPlan
from server.games.karuta.engine import KarutaGame, State
from server.games.karuta.field import Field, Slot
from server.games.karuta.poems import poem
from server.games.karuta.release import naming_at
from server.games.karuta.timeline import FILE, Timeline, TimelineError, parse
from server.games.karuta.timeline import load as load_timeline

KANA = 0.2  # seconds per kana in the synthetic timeline
HOLD = 0.6  # the held last sound


def synthetic_part(number: int, part: str) -> dict[str, Any]:
    kana = list(poem(number).reading(part))
    onsets = [round(i * KANA, 3) for i in range(len(kana))]
    ends = [round(t + KANA * 0.9, 3) for t in onsets]
    ends[-1] = round(ends[-1] + HOLD, 3)
    return {"kana": kana, "onsets": onsets, "ends": ends, "duration": round(ends[-1] + 0.1, 3),
            "file": f"{number:03d}_{part}.ogg"}


def synthetic_timeline() -> Timeline:
    return parse({"version": 1, "poems": {str(n): {p: synthetic_part(n, p) for p in ("kami", "shimo")}
                                          for n in range(101)}})


SYNTHETIC = synthetic_timeline()


def real_timeline() -> Timeline | None:
    try:
        return load_timeline(FILE)
    except TimelineError:
        return None


@pytest.fixture
def game() -> KarutaGame:
    return KarutaGame(timeline=SYNTHETIC)


def settings(**given: Any) -> dict[str, Any]:
    base = {"joka": False, "ma_min": 1000, "ma_max": 1000}
    base.update(given)
    return KarutaGame().validate_settings(base)


def setup(game: KarutaGame, sides: dict[int, dict[int, tuple[int, int]]], order: list[int],
          names: tuple[str | None, str | None] = ("人", None), **given: Any) -> State:
    """A match in memorisation with exactly this field (side: {poem: (row, col)}) and these
    poems read first (the rest follow in number order)."""
    state = game.new(settings(**given), 2, seed=1)
    game.seat_players(state, list(names))
    field = Field()
    for side, cards in sides.items():
        for number, (row, col) in cards.items():
            field.place(number, Slot(side, row, col))
    state.field = field
    state.reading.order = list(order) + [n for n in range(1, 101) if n not in order]
    return state


def fouls(state: State) -> list[int]:
    """Each seat's お手つき this match."""
    return [p.fouls for p in state.players]


def begin(game: KarutaGame, state: State, now: float = 0.0) -> float:
    """Both sides end memorisation at ``now``; returns the time the first reading begins."""
    for seat in (0, 1):
        game.act(state, seat, {"type": "start"}, now)
    first = game.deadline(state)
    game.tick(state, first)
    return first


def run_until(game: KarutaGame, state: State, until: float) -> None:
    game.tick(state, until)


def next_reading(game: KarutaGame, state: State, poem_no: int, part: str = "kami",
                 limit: float = 600.0) -> float:
    """Tick the schedule until ``poem_no``'s ``part`` begins; returns its start time."""
    while True:
        r = state.reading.sounding
        if r is not None and r.poem == poem_no and r.part == part:
            return r.started_at
        due = game.deadline(state)
        assert due is not None and due < limit, f"{poem_no} {part} never read"
        game.tick(state, due)


def to_naming(game: KarutaGame, state: State) -> float:
    """Tick the schedule to the moment the poem in play is named (``NAMING_LAG`` after its
    決まり字 is heard: the host names it then, release.py); returns that time."""
    current = state.reading.current
    assert current is not None
    due = naming_at(current)
    if state.clock < due:
        game.tick(state, due)
    return due


def play_com_match(game: KarutaGame, state: State, levels: tuple[str, str], seed: int,
                   on_step: Any = None, max_steps: int = 20_000,
                   trace: list[tuple[int | None, Any, float]] | None = None) -> list[dict[str, Any]]:
    """Drive a COM–COM (or COM-only) match in simulated time: the next moment is the earliest
    of every seat's planned ``at`` and the game's deadline. Returns the events; ``trace`` gets
    every step as (seat or None for a tick, action, time)."""
    import random

    rngs = [random.Random(seed * 2 + s) for s in (0, 1)]
    now = 0.0
    events: list[dict[str, Any]] = []
    plans: dict[int, tuple[dict[str, Any], CpuPlan]] = {}
    for _ in range(max_steps):
        if game.result(state) is not None:
            return events
        for seat in game.waiting_on(state):
            view = game.view(state, seat)
            held = plans.get(seat)
            if held is None or held[0] != view:
                plans[seat] = (view, game.cpu_plan(view, levels[seat], rngs[seat], 1.0))
        for seat in list(plans):
            if seat not in game.waiting_on(state):
                del plans[seat]
        due = [(p.at if p.at is not None else now, seat) for seat, (_, p) in plans.items()
               if p.action is not None]
        deadline = game.deadline(state)
        if due and (deadline is None or min(due)[0] <= deadline):
            at, seat = min(due)
            now = max(now, at)
            action = plans.pop(seat)[1].action
            events += game.act(state, seat, action, now)
            if trace is not None:
                trace.append((seat, action, now))
        elif deadline is not None:
            now = max(now, deadline)
            events += game.tick(state, now)
            if trace is not None:
                trace.append((None, None, now))
        else:
            raise AssertionError(f"stuck in phase {state.phase.value}")
        if on_step is not None:
            on_step(state, now)
    raise AssertionError("match did not end")
