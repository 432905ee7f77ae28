"""Views as the host would send them, from a real engine played by its own CPU players: the
window-fit tests draw every installed game's view at several moments of a seeded match."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from server import games as game_registry
from server.games.contract import Game

from .samples import described

NAMES = ("たろう", "はなこ", "じろう", "さぶろう", "しろう", "ごろう", "ろくろう", "ななこ")


def game_info(game: Game) -> dict[str, Any]:
    """The game's entry in ``welcome["games"]``, as the hall builds it and the app shows it."""
    return described(game)


def welcome_games() -> list[dict[str, Any]]:
    return [game_info(game) for game in game_registry.registry().values()]


def table_message(game: Game, seats: int, you: int | None = 0, status: str = "playing",
                  result: dict[str, Any] | None = None,
                  settings: dict[str, Any] | None = None) -> dict[str, Any]:
    """A ``table`` as the host sends it: people in the first two seats, CPUs in the rest."""
    rows = []
    for i in range(seats):
        cpu = i >= 2
        rows.append({"name": NAMES[i], "kind": "cpu" if cpu else "human", "connected": not cpu,
                     "ready": True, "cpu_level": game.cpu_levels[0].id if cpu and game.cpu_levels
                     else None, "cpu_playing": False})
    return {"id": "t1", "code": "AB2C", "game": game.id, "title": game.title,
            "settings": game.validate_settings(settings or {}), "seats": rows, "status": status,
            "spectators": 0, "owner": 0, "you": you, "you_own": you == 0,
            "invite": "zashiki://192.168.1.10:47300/AB2C", "result": result}


def playout(game: Game, seats: int, seed: int = 1, you: int | None = 0, steps: int = 4000,
            settings: dict[str, Any] | None = None) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """Play a seeded match with the game's first CPU level in every seat, yielding ``you``'s
    (view, events) after every change, the way the host sends ``view`` messages."""
    for state, events in states(game, seats, seed, steps, settings):
        yield game.view(state, you), events


def states(game: Game, seats: int, seed: int = 1, steps: int = 4000,
           settings: dict[str, Any] | None = None) -> Iterator[tuple[Any, list[dict[str, Any]]]]:
    """The game's state (and the events of the change) before the first move and after every
    change of a seeded match played by the game's first CPU level in every seat."""
    state = game.new(game.validate_settings(settings or {}), seats, seed)
    game.seat_players(state, list(NAMES[:seats]))
    rng = random.Random(seed)
    level = game.cpu_levels[0].id
    now = 0.0
    yield state, []
    for _ in range(steps):
        if game.result(state) is not None:
            return
        events: list[dict[str, Any]] = []
        waiting = game.waiting_on(state)
        plans = [(seat, game.cpu_plan(game.view(state, seat), level, rng, 0.01))
                 for seat in waiting]
        timed = [(plan.at if plan.at is not None else now, seat, plan.action)
                 for seat, plan in plans if plan.action is not None]
        deadline = game.deadline(state)
        if timed and (deadline is None or min(timed)[0] <= deadline):
            at, seat, action = min(timed, key=lambda t: t[0])
            now = max(now, at)
            events = game.act(state, seat, action, now)
        elif deadline is not None:
            now = max(now, deadline)
            events = game.tick(state, now)
        else:
            now += 1.0
            events = game.tick(state, now)
        yield state, events
