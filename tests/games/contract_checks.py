"""Checks every game's playout tests share: the contract's promises, asserted the same way."""

from __future__ import annotations

from typing import Any

from server.games.contract import Game, GameError


def assert_refused_unchanged(game: Game, state: Any, seat: int, action: Any) -> None:
    """``act`` must refuse ``action`` with a GameError and leave the state exactly as it was."""
    before = game.dump(state)
    try:
        game.act(state, seat, action, 0.0)
    except GameError:
        pass
    else:
        raise AssertionError(f"illegal action accepted: {action}")
    assert game.dump(state) == before
