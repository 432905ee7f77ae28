"""Deltacle's table view for the Zashiki client."""

from client.games.deltacle.view import DeltacleView

GAME_VIEW = DeltacleView

__all__ = ["GAME_VIEW", "DeltacleView"]
