"""Views share the play log's, the history's and the last hand's entries instead of copying them
for every seat (issue 12): those entries are written once, as their own copies, and never
changed. So a view held from an earlier step must still show that step, however the game goes
on, and nothing the engine hands out (events) may reach into the entries."""

from __future__ import annotations

import random

import msgpack

from server.games.daifugo import GAME


def test_a_held_view_still_shows_its_step():
    for seed, settings in ((3, {}), (4, {"preset": "local"}), (5, {"preset": "local", "jokers": 2})):
        rng = random.Random(seed)
        state = GAME.new({**settings, "hands": 3}, 4, seed)
        held: list[tuple[dict, bytes]] = []
        steps = 0
        while GAME.result(state) is None:
            steps += 1
            for seat in (None, 0, 1, 2, 3):
                if rng.random() < 0.2:
                    view = GAME.view(state, seat)
                    held.append((view, msgpack.packb(view)))
            seat = rng.choice(GAME.waiting_on(state))
            events = GAME.act(state, seat, rng.choice(GAME.legal(state, seat)), 0.0)
            for e in events:  # whatever is done to the events leaves the state's entries alone
                for value in e.values():
                    if isinstance(value, list):
                        value.append("changed")
        assert steps > 100 and len(held) > 100
        assert state.history and all(view_bytes == msgpack.packb(view) for view, view_bytes in held)
        assert all("changed" not in msgpack.packb(entry).decode("utf-8", "replace")
                   for entry in [*state.log, *state.history, state.last_hand])


def test_views_of_one_step_agree_on_the_public_part():
    state = GAME.new({"preset": "local", "hands": 2}, 4, 9)
    rng = random.Random(9)
    for _ in range(60):
        seat = rng.choice(GAME.waiting_on(state))
        GAME.act(state, seat, rng.choice(GAME.legal(state, seat)), 0.0)
    views = [GAME.view(state, s) for s in (None, 0, 1, 2, 3)]
    for key in ("log", "history", "last_hand", "played", "counts"):
        assert all(v[key] == views[0][key] for v in views)
    assert views[1]["log"] is not views[2]["log"]  # a fresh list for every view
