"""Game engines. Each subpackage ``server/games/<id>/`` exposes ``GAME``, an instance of
``server.games.contract.Game``; the registry finds them, so adding a game touches no host code."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from server.games.contract import Game


@cache
def registry() -> dict[str, Game]:
    """Every installed game by id, in a stable order."""
    games: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            games[game.id] = game
    return games


def get(game_id: str) -> Game | None:
    return registry().get(game_id)
