"""Every engine checks the shape of an action before anything else (issue 15): each field of
each action a view offers, replaced by a value of every msgpack type, and an undeclared key
added, gets a typed GameError (or, where the new value still makes a legal action, is played),
never another exception; and a refused action changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

from server import games
from server.games.contract import GameError, MalformedAction

# One value of every msgpack type (and the shapes a careless client sends most).
VALUES: tuple[Any, ...] = (None, True, False, 0, -1, 7, 2**40, -(2**63), 1.5, float("nan"), "", "x",
                           "あ" * 300, b"\x00\xff", [], [1, "a"], [[]], {}, {"a": 1}, {"type": "x"})


def offered(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The actions a view offers: its complete ``legal`` actions, and the ``templates`` of a
    game that lists them apart (karuta: one example of each kind of touch, move...)."""
    return view["legal"] + view.get("templates", [])


def positions(game_id: str, seed: int, steps: int) -> list[tuple[Any, int, dict[str, Any]]]:
    """(state after i steps, a seat that may act, its view) along one seeded random playout."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.new(game.validate_settings({}), game.default_seats, seed)
    game.seat_players(state, [None] * game.default_seats)
    now = 1000.0
    found = []
    for _ in range(steps):
        if game.result(state) is not None:
            break
        deadline = game.deadline(state)
        waiting = list(game.waiting_on(state))
        if waiting:
            seat = rng.choice(waiting)
            view = game.view(state, seat)
            if offered(view):
                found.append((game.load(game.dump(state)), seat, view))
                plan = game.cpu_plan(view, game.cpu_levels[0].id, rng, 0.05)
                if plan.action is not None:
                    try:
                        game.act(state, seat, plan.action, max(now, plan.at or now))
                        continue
                    except GameError:
                        pass
        if deadline is not None:
            now = max(now, deadline)
            game.tick(state, now)
        now += 0.5
    return found


@pytest.mark.parametrize("game_id", sorted(games.registry()))
def test_every_field_of_every_type_gets_a_typed_answer(game_id):
    game = games.get(game_id)
    checked = 0
    for state, seat, view in positions(game_id, seed=3, steps=60)[::6]:
        for action in offered(view)[:4]:
            for key in action:
                for value in VALUES:
                    mutated = {**action, key: value}
                    before = game.dump(state)
                    trial = game.load(before)
                    try:
                        game.act(trial, seat, mutated, 2000.0)
                    except GameError:
                        assert game.dump(trial) == before, (game_id, mutated)
                    checked += 1
            extra = {**action, "zzz": 1}
            trial = game.load(game.dump(state))
            with pytest.raises(MalformedAction):
                game.act(trial, seat, extra, 2000.0)
    assert checked > 50


@pytest.mark.parametrize("game_id", sorted(games.registry()))
@pytest.mark.parametrize("action", [{}, {"type": None}, {"type": []}, {"type": {}}, {"type": 5},
                                    {"type": "no-such-action"}])
def test_an_action_without_a_proper_type_is_malformed(game_id, action):
    game = games.get(game_id)
    state, seat, _ = positions(game_id, seed=4, steps=3)[0]
    with pytest.raises(MalformedAction):
        game.act(state, seat, action, 2000.0)
