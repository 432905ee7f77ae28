"""The daifugō (大富豪) table view."""

from client.games.daifugo.view import DaifugoView

GAME_VIEW = DaifugoView

__all__ = ["GAME_VIEW", "DaifugoView"]
