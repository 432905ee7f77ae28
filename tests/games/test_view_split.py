"""A game may split its view into a part every seat shares and each seat's own part
(``Game.shared_view`` / ``Game.seat_view``): the host encodes the shared part once per step. For
every game, at every moment of a seeded match, the two parts make exactly the view, share no key,
and the shared part is the same whoever looks."""

from __future__ import annotations

import pytest

from server import games as game_registry
from tests.gui.playouts import states

GAMES = sorted(game_registry.registry())


@pytest.mark.parametrize("game_id", GAMES)
def test_the_shared_and_own_parts_make_the_view(game_id: str) -> None:
    game = game_registry.registry()[game_id]
    seats = game.default_seats
    checked = 0
    for state, _events in states(game, seats, seed=7, steps=300):
        shared = game.shared_view(state)
        for seat in [*range(seats), None]:
            own = game.seat_view(state, seat)
            assert not shared.keys() & own.keys(), f"{game_id}: keys in both parts"
            assert {**shared, **own} == game.view(state, seat)
            assert game.shared_view(state) == shared  # the same for every seat: nothing of a seat's own
        checked += 1
    assert checked > 3


def test_daifugo_shares_its_table_and_keeps_each_hand_to_its_seat() -> None:
    game = game_registry.registry()["daifugo"]
    state = next(states(game, 4, seed=3))[0]
    shared = game.shared_view(state)
    assert {"log", "played", "counts", "turn"} <= shared.keys()
    assert "hand" not in shared and "legal" not in shared
    hands = [game.seat_view(state, seat)["hand"] for seat in range(4)]
    assert all(hands) and len({tuple(h) for h in hands}) == 4
    assert game.seat_view(state, None) == {"seat": None, "hand": None, "exchange": [], "legal": []}
