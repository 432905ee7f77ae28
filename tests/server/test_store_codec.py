"""The wire (protocol.codec.encode) and the store (server/store.py) write msgpack with msgspec's
encoder, for speed (issue 12). The bytes must be exactly those msgpack's own packb writes, for
everything the host sends or stores: every game's views for every seat and the spectator, the
events of every step, and the games' snapshots, along seeded playouts; and what is stored reads
back equal."""

from __future__ import annotations

import random
from typing import Any

import msgpack
import pytest

from protocol.codec import decode, encode
from server import games
from server.games.contract import GameError
from server.store import _pack, _unpack


def packb(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


def playout(game_id: str, seed: int, steps: int) -> list[tuple[str, Any]]:
    """(what, value) for everything a host would encode along one seeded playout."""
    game = games.get(game_id)
    rng = random.Random(seed)
    seats = game.default_seats
    state = game.new(game.validate_settings({}), seats, seed)
    game.seat_players(state, [None] * seats)
    now = 1000.0
    found: list[tuple[str, Any]] = []
    for step in range(steps):
        if game.result(state) is not None:
            break
        for seat in [None, *range(seats)]:
            found.append(("view", {"type": "view", "table": "T1", "seq": step, "view": game.view(state, seat),
                                   "events": []}))
        if step % 10 == 0:
            found.append(("dump", game.dump(state)))
        events: list[Any] = []
        waiting = list(game.waiting_on(state))
        if waiting:
            seat = rng.choice(waiting)
            plan = game.cpu_plan(game.view(state, seat), game.cpu_levels[0].id, rng, 0.05)
            if plan.action is not None:
                found.append(("action", plan.action))
                try:
                    events = game.act(state, seat, plan.action, max(now, plan.at or now))
                except GameError:
                    pass
        deadline = game.deadline(state)
        if not events and deadline is not None:
            now = max(now, deadline)
            events = game.tick(state, now)
        found.append(("events", {"type": "view", "events": events}))
        now += 0.5
    return found


@pytest.mark.parametrize("game_id", sorted(games.registry()))
def test_the_same_bytes_as_msgpack_for_every_game(game_id):
    kinds: dict[str, int] = {}
    found = [item for seed in range(7, 10) for item in playout(game_id, seed, steps=80)]
    for what, value in found:
        assert encode(value) == packb(value), (game_id, what)
        assert _pack(value) == packb(value), (game_id, what)
        assert _unpack(_pack(value)) == msgpack.unpackb(packb(value), raw=False, strict_map_key=False)
        if isinstance(value, dict) and "type" in value:
            assert decode(encode(value)) == msgpack.unpackb(packb(value), raw=False)
        kinds[what] = kinds.get(what, 0) + 1
    assert kinds.get("view", 0) > 50 and kinds.get("dump", 0) >= 3, kinds


@pytest.mark.parametrize("value", [
    0, -1, 127, 128, -32, -33, 255, 256, 65535, 65536, 2**32, 2**63 - 1, -(2**63), 2**64 - 1,
    1.5, -0.0, float("inf"), True, False, None, "", "あ" * 40, "x" * 70_000, b"", b"\x00" * 300,
    [], [1] * 20, list(range(70_000)), {}, {str(i): i for i in range(20)}, (1, "a"), {1: "int key"},
])
def test_the_same_bytes_as_msgpack_for_every_format(value):
    assert encode({"type": "x", "v": value}) == packb({"type": "x", "v": value})
    assert _pack(value) == packb(value)
