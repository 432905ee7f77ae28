"""ことばカード: the hiragana word-card game of seed 001 (ならべる, あわせる, かさねる)."""

from server.games.kotoba.engine import KotobaGame

GAME = KotobaGame()

__all__ = ["GAME", "KotobaGame"]
