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


class SteppingClock:
    """A stand-in for ``time.perf_counter`` that moves ``step`` seconds each time it is read, so
    a CPU player's thinking budget is tested by counting its work, not by timing it."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def count_calls(monkeypatch: Any, owner: Any, name: str) -> list[int]:
    """Wrap ``owner.name`` so that each call adds one to the returned counter."""
    counter = [0]
    original = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        counter[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return counter
