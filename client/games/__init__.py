"""Game views. ``client/games/<id>/__init__.py`` exposes ``GAME_VIEW``, a ``GameView`` subclass;
the shell finds it by the game id the host reports, so a new game touches no shell code.

A game package may also declare, beside ``GAME_VIEW``:

- ``PRACTICE_MODES``: (label, opener) pairs, one button each under the game setup's rules.
- ``CPU_STANDS_IN``: how the game says that a CPU plays on in a seat a person left (a
  ``TableWindow`` source text, 「CPUが代わりに札を取ります」); the shell's own words otherwise."""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from client.games.base import GameView

# the shell's words for a game that has none of its own
CPU_STANDS_IN = QT_TRANSLATE_NOOP("TableWindow", "CPUが代わりに続けます")


def declared(game_id: str, name: str, default: Any = None) -> Any:
    """What ``client/games/<game_id>``'s package declares as ``name``, or ``default``."""
    if not game_id.isidentifier():
        return default
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError:
        return default
    return getattr(module, name, default)


def view_class(game_id: str) -> type[GameView] | None:
    cls = declared(game_id, "GAME_VIEW")
    return cls if isinstance(cls, type) and issubclass(cls, GameView) else None


def stand_in_text(game_id: str) -> str:
    """「CPUが代わりに…」 in this game's words, translated."""
    text = declared(game_id, "CPU_STANDS_IN", CPU_STANDS_IN)
    return QCoreApplication.translate("TableWindow", text if isinstance(text, str) else CPU_STANDS_IN)
