"""Deltacle's table view for the Zashiki client."""

from collections.abc import Iterator

from client.games.deltacle.drawing import CHARACTER_INITIAL
from client.games.deltacle.view import DeltacleView

GAME_VIEW = DeltacleView


def translatable() -> Iterator[tuple[str, str]]:
    """The view's own table translated from a variable: the sign on each piece
    (tools/build_translations.py)."""
    for initial in CHARACTER_INITIAL.values():
        yield "DeltacleDrawing", initial


__all__ = ["GAME_VIEW", "DeltacleView", "translatable"]
