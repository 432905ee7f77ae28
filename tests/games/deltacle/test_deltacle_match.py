"""A whole match the way the host drives it (there is no host in the tree yet, so this stands in
for it): seats are people (random choices from their own view's ``legal``) or CPU players (the
engine's ``cpu_choose`` on the same view), every message goes through msgpack, the state is
snapshotted with dump/load after every accepted action as persistence does, and private events
are delivered only to their seat."""

from __future__ import annotations

import random

import msgpack

from server.games.deltacle import GAME


def deliver(events, seats):
    """Route events as the host does: public ones to all, ``to`` ones to that seat only."""
    inbox = {s: [] for s in range(seats)}
    for e in events:
        for s in range(seats):
            if e.get("to") in (None, s):
                inbox[s].append(e)
    return inbox


def test_full_match_with_people_and_cpu_seats():
    seats = 4
    kinds = ["human", "cpu:strong", "human", "cpu:normal"]
    state = GAME.new(GAME.validate_settings({}), seats, 777)
    rng = random.Random(5)
    cpu_rng = random.Random(6)
    seen_private = {s: [] for s in range(seats)}
    for _ in range(3000):
        if GAME.result(state) is not None:
            break
        for seat in GAME.waiting_on(state):
            view = msgpack.unpackb(msgpack.packb(GAME.view(state, seat)))
            if not view["legal"]:
                continue  # the round resolved while others chose
            if kinds[seat].startswith("cpu"):
                action = GAME.cpu_choose(view, kinds[seat].split(":")[1], cpu_rng, 0.05)
            else:
                action = rng.choice(view["legal"])
            action = msgpack.unpackb(msgpack.packb(action))
            events = GAME.act(state, seat, action, 0.0)
            for s, box in deliver(msgpack.unpackb(msgpack.packb(events)), seats).items():
                seen_private[s] += [e for e in box if "to" in e]
            state = GAME.load(msgpack.unpackb(msgpack.packb(GAME.dump(state))))
    result = GAME.result(state)
    assert result is not None
    assert sorted(result.ranks)[0] == 1
    assert max(len(p) for p in state.pentacles) == 3
    for s, private in seen_private.items():
        assert all(e["to"] == s for e in private)
    assert result.to_wire()["points"] == list(result.points)


def test_cpu_players_only_use_legal_actions_from_their_view():
    for level in ("easy", "normal", "strong"):
        for seats in (2, 3):
            state = GAME.new({}, seats, 40 + seats)
            rng = random.Random(1)
            steps = 0
            while GAME.result(state) is None and steps < 400:
                for seat in GAME.waiting_on(state):
                    view = GAME.view(state, seat)
                    if view["legal"]:
                        action = GAME.cpu_choose(view, level, rng, 0.02)
                        assert action in view["legal"]
                        GAME.act(state, seat, action, 0.0)
                steps += 1
            assert GAME.result(state) is not None
