"""Game views. ``client/games/<id>/__init__.py`` exposes ``GAME_VIEW``, a ``GameView`` subclass;
the shell finds it by the game id the host reports, so a new game touches no shell code."""

from __future__ import annotations

import importlib

from client.games.base import GameView


def view_class(game_id: str) -> type[GameView] | None:
    if not game_id.isidentifier():
        return None
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError:
        return None
    cls = getattr(module, "GAME_VIEW", None)
    return cls if isinstance(cls, type) and issubclass(cls, GameView) else None
