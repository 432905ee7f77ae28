"""A whole match the way the host drives it: the registry finds the game, settings are
validated, every view and action crosses msgpack, CPU seats answer for every seat in
``waiting_on``, scripted "clients" pick from ``legal``, and the table is snapshotted and
reloaded after every accepted action (persistence). Uses only the contract."""

from __future__ import annotations

import random

import msgpack

from server.games import get
from server.games.contract import GameError


def wire(value):
    return msgpack.unpackb(msgpack.packb(value), strict_map_key=False)


class ScriptedClient:
    """A person at the table: reads its view, sometimes fumbles an illegal action first."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self.refusals = 0

    def actions(self, view):
        legal = view["legal"]
        if view["hand"] and self.rng.random() < 0.2:
            yield {"type": "play", "cards": self.rng.sample(view["hand"], 1) + ["JK#9"]}
        yield self.rng.choice(legal)


def test_full_match_with_people_and_cpus():
    game = get("daifugo")
    assert game is not None and game.title == "大富豪"
    settings = game.validate_settings(wire({"hands": 3, "jokers": 2, "eleven_back": True}))
    seats = 5
    cpu = {1: "strong", 3: "normal", 4: "easy"}
    rng = random.Random(12)
    clients = {s: ScriptedClient(s, rng) for s in range(seats) if s not in cpu}
    snapshot = wire(game.dump(game.new(settings, seats, seed=99)))
    events_seen = 0
    while True:
        state = game.load(snapshot)  # the host restarts from its snapshot every time
        if game.result(state) is not None:
            break
        waiting = game.waiting_on(state)
        seat = waiting[0]
        view = wire(game.view(state, seat))
        if seat in cpu:
            action = game.cpu_choose(view, cpu[seat], random.Random(events_seen), 0.02)
            events = game.act(state, seat, wire(action), 0.0)
        else:
            for action in clients[seat].actions(view):
                before = game.dump(state)
                try:
                    events = game.act(state, seat, wire(action), 0.0)
                    break
                except GameError as e:
                    assert e.message  # a Japanese message for the player
                    clients[seat].refusals += 1
                    assert game.dump(state) == before
        for e in wire(events):
            if "to" in e:
                assert isinstance(e["to"], int)
            events_seen += 1
        snapshot = wire(game.dump(state))
    result = game.result(state)
    assert len(result.ranks) == seats and sum(result.points) == 0
    assert result.to_wire()["reason"]
    assert sum(c.refusals for c in clients.values()) > 0
    assert state.hand_no == 3
