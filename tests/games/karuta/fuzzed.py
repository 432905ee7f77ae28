"""Matches played through a real ``server.table.Table`` in simulated time, as the hall plays them:
COM seats by their plans, people by random choices among what their views offer (and random
touches of any card, timed or not), with fuzzed actions (non-finite numbers, oversized lists and
strings, values off the field) thrown in, each of which must be refused and change nothing.
Every accepted step is logged as the hall logs it, so a match can be exported as a record."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from server.games.contract import CpuPlan, GameError, MalformedAction, Unchanged
from server.games.karuta.engine import KarutaGame
from server.table import CPU, HUMAN, Seat, Table

NAMES = ("Hanako", "Taro")  # people's names in Latin letters: any Japanese in English is a bug

NON_FINITE = (math.nan, math.inf, -math.inf)


@dataclass
class Played:
    table: Table
    steps: list[tuple[int | None, dict[str, Any] | None, float]] = field(default_factory=list)
    views: list[dict[str, Any]] = field(default_factory=list)  # every seat's and a spectator's
    events: list[dict[str, Any]] = field(default_factory=list)
    refusals: list[GameError] = field(default_factory=list)  # every error an action met
    fuzzed: int = 0  # fuzzed actions refused as malformed, the state unchanged
    now: float = 0.0


def fuzz(action: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A malformed version of ``action``: a number made non-finite, a list or string made too
    long, a poem or a place off the field, a field the action does not have."""
    kind = action["type"]
    choices: list[dict[str, Any]] = [dict(action, zzz=1), dict(action, rtt=rng.choice(NON_FINITE))]
    if kind == "touch":
        choices += [dict(action, t=rng.choice(NON_FINITE), heard=0.0, heard_poem=1),
                    dict(action, heard=rng.choice(NON_FINITE)),
                    dict(action, cards=list(range(1, 8))),
                    dict(action, cards=[0]), dict(action, cards=[101]),
                    dict(action, how="sweep" * 200),
                    dict(action, heard_poem=10**12)]
    if kind == "hover":
        choices += [dict(action, cards=list(range(1, 8))), dict(action, cards=[2**40])]
    if "poem" in action:
        choices += [dict(action, poem=rng.choice([0, 101, -1, 2**63 - 1])), dict(action, poem=1.5)]
    if "col" in action:
        choices += [dict(action, col=12), dict(action, row=-1)]
    if kind == "start":
        choices += [dict(action, grade="A" * 10_000), dict(action, grade=5)]
    return rng.choice(choices)


def random_touch(view: dict[str, Any], rng: random.Random, now: float) -> dict[str, Any] | None:
    """A person's touch: the read card (mostly) or any card, clicked, swept, by key or carried,
    timed against the reading or not."""
    field_cards = [c["poem"] for c in view["field"]]
    if not field_cards:
        return None
    current = view.get("current") or {}
    read = current.get("poem")
    card = read if read in field_cards and rng.random() < 0.7 else rng.choice(field_cards)
    action: dict[str, Any] = {"type": "touch", "cards": [card],
                              "how": rng.choice(("click", "click", "sweep", "sweep_cross", "carry", "key"))}
    if read is not None and rng.random() < 0.5:
        started = current.get("heard_at", now)
        action.update(t=now - rng.uniform(0.0, 0.2), heard=started - rng.uniform(0.0, 1.0), heard_poem=read)
    return action


def play(settings: dict[str, Any], names: tuple[str | None, str | None], seed: int,
         game: KarutaGame | None = None, max_steps: int = 6000, level: str = "C") -> Played:
    """One match through a Table to its end (or ``max_steps``)."""
    game = game or KarutaGame()
    seats = [Seat(kind=HUMAN if name else CPU, name=name or "CPU", cpu_level=None if name else level,
                  ready=True) for name in names]
    table = Table(id="fuzz", code="", game=game, settings=game.validate_settings(settings), seats=seats,
                  owner=None)
    table.start(seed)
    rng = random.Random(seed)
    played = Played(table)
    plans: dict[int, tuple[dict[str, Any], CpuPlan]] = {}

    def look() -> None:
        for seat in (0, 1, None):
            played.views.append(table.view_for(seat))

    def act(seat: int, action: dict[str, Any], at: float) -> bool:
        before = game.dump(table.state)
        try:
            events = table.act(seat, action, at)
        except Unchanged:  # a hover that began or ended nothing: no step, as the hall does
            assert game.dump(table.state) == before
            return False
        except GameError as error:
            played.refusals.append(error)
            assert game.dump(table.state) == before, ("a refused action changed the state", action)
            return False
        played.steps.append((seat, action, at))
        played.events += events
        look()
        return True

    look()
    for _ in range(max_steps):
        if table.result is not None:
            break
        state = table.state
        waiting = game.waiting_on(state)
        for seat in list(plans):
            if seat not in waiting or names[seat] is not None:
                del plans[seat]
        for seat in waiting:
            if names[seat] is None:
                view = table.view_for(seat)
                held = plans.get(seat)
                if held is None or held[0] != view:
                    plans[seat] = (view, game.cpu_plan(view, level, random.Random(rng.random()), 0.1))
        due = [(p.at if p.at is not None else played.now, seat) for seat, (_, p) in plans.items()
               if p.action is not None]
        deadline = game.deadline(state)
        people = [s for s in waiting if names[s] is not None]
        step = played.now + rng.uniform(0.05, 0.5)
        moments = [m for m in (deadline, min(due)[0] if due else None, step if people else None)
                   if m is not None]
        if not moments:
            raise AssertionError(f"stuck in phase {state.phase.value}")
        at = max(played.now, min(moments))
        played.now = at
        if deadline is not None and at >= deadline:
            events = table.tick(at)
            if events:
                played.steps.append((None, None, at))
                played.events += events
                look()
            continue
        if due and min(due)[0] <= at:
            seat = min(due)[1]
            act(seat, plans.pop(seat)[1].action, at)
            continue
        seat = rng.choice(people)
        view = table.view_for(seat)
        offered = view["legal"] + view["templates"]
        roll = rng.random()
        if roll < 0.15 and offered:  # a malformed action: refused at the door, nothing changes
            before = game.dump(state)
            try:
                table.act(seat, fuzz(rng.choice(offered), rng), at)
            except MalformedAction as error:
                played.refusals.append(error)
                played.fuzzed += 1
                assert game.dump(table.state) == before
            else:
                raise AssertionError("a fuzzed action was accepted")
            continue
        if roll < 0.25:  # anything at all, offered or not (a rule may refuse it)
            action = rng.choice([{"type": "proceed"}, {"type": "finish"}, {"type": "start"},
                                 {"type": "pick_send", "poem": rng.randint(1, 100)},
                                 {"type": "float", "poem": rng.randint(1, 100)},
                                 {"type": "start", "grade": "C"}])
            act(seat, action, at)
            continue
        kinds = {a["type"] for a in offered}
        if "touch" in kinds and rng.random() < 0.6:
            touch = random_touch(view, rng, at)
            if touch is not None:
                act(seat, touch, at)
            continue
        calm = [a for a in offered if a["type"] in ("auto_place", "start", "pick_send", "finish", "proceed",
                                                    "place", "hover")]
        moves = [a for a in offered if a["type"] in ("move", "float")]
        if moves and rng.random() < 0.1:
            act(seat, rng.choice(moves), at)
        elif calm:
            act(seat, rng.choice(calm), at)
    return played


__all__ = ["NAMES", "Played", "fuzz", "play", "random_touch"]
