"""Koi-koi (こいこい): the two-player hanafuda game, 伝統こいこい and 満開こいこい."""

from server.games.koikoi.engine import KoikoiGame

GAME = KoikoiGame()

__all__ = ["GAME", "KoikoiGame"]
