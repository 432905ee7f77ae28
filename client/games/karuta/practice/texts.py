"""The few texts the practice windows build from a poem (translated in one context,
"KarutaPractice"; written out in each call so lupdate finds them), and the game's catalog for
rendering what the engine says (``add_texts``: the practice runs the engine with no host, whose
``welcome`` would bring it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from client.i18n import HOST_TEXTS
from server.games.karuta import GAME
from server.games.karuta.kimariji import kimariji_text
from server.games.karuta.poems import poem as poem_of


def poem_title(number: int) -> str:
    """「12番 天つ風」: the number and the first phrase."""
    return QCoreApplication.translate("KarutaPractice", "{0}番 {1}").format(number, poem_of(number).kanji[0])


def poem_with_kimariji(number: int, length: int) -> str:
    """「12番 天つ風（あまつ）」: with the first ``length`` kana as heard."""
    return QCoreApplication.translate("KarutaPractice", "{0}（{1}）").format(
        poem_title(number), kimariji_text(number, length))


def add_texts() -> None:
    """The game's catalog (its refusals, results, log rows, the practice's own messages) for
    ``HOST_TEXTS``, the renderer of everything the engine says."""
    HOST_TEXTS.add_games([{"id": GAME.id, "texts": GAME.catalog().to_wire()}])


__all__ = ["add_texts", "poem_title", "poem_with_kimariji"]
