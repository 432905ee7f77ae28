"""Deltacle (デルタクル): broom racing for gem chips, 2–4 players, everyone choosing at once."""

from server.games.deltacle.engine import DeltacleGame

GAME = DeltacleGame()

__all__ = ["GAME", "DeltacleGame"]
