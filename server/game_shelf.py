"""What a host tells about its games: their descriptions in ``welcome`` and their rules pages.

Both are built once per game (and language): every welcome carries every game's description
(building the settings' schemas took a fifth of a newcomer's cost), and a rules page asked for
again and again must cost no file reads.
"""

from __future__ import annotations

from typing import Any

from protocol.codec import encode
from protocol.errors import ErrorCode, ProtocolError
from server import games as game_registry
from server.games.contract import Game
from server.sessions import Session


class GameShelf:
    def __init__(self) -> None:
        self._described: dict[str, tuple[Game, dict[str, Any]]] = {}  # game id -> (game, description)
        self._rules_languages: dict[str, tuple[str, ...]] = {}
        self._rules_frames: dict[tuple[str, str], bytes] = {}  # (game, language) -> rules message

    def descriptions(self) -> list[dict[str, Any]]:
        """Every installed game's description (``Game.describe``), built once per game."""
        found = []
        for game in game_registry.registry().values():
            kept = self._described.get(game.id)
            if kept is None or kept[0] is not game:
                kept = self._described[game.id] = (game, game.describe())
            found.append(kept[1])
        return found

    def on_rules(self, session: Session, message: dict[str, Any]) -> None:
        game = game_registry.get(message["game"])
        if game is None:
            raise ProtocolError(ErrorCode.UNKNOWN_GAME)
        session.send_frame(self._rules_frame(game, message.get("lang") or "ja"))

    def _rules_frame(self, game: Game, lang: str) -> bytes:
        """The ``rules`` message for ``game`` in ``lang`` (or Japanese), read and encoded once."""
        languages = self._rules_languages.get(game.id)
        if languages is None:
            languages = self._rules_languages[game.id] = game.rules_languages()
        shown = lang if lang in languages else "ja"
        frame = self._rules_frames.get((game.id, shown))
        if frame is None:
            frame = self._rules_frames[(game.id, shown)] = encode(
                {"type": "rules", "game": game.id, "text": game.rules_help(shown), "lang": shown})
        return frame
