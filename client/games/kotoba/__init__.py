"""The ことばカード table view (drawing and widgets only; the rules live on the host)."""

from client.games.kotoba.view import KotobaView

GAME_VIEW = KotobaView

__all__ = ["GAME_VIEW", "KotobaView"]
