"""競技かるた (competitive karuta): the match of seed 000, MAN–COM and COM–COM, on the game contract."""

from server.games.karuta.engine import KarutaGame

GAME = KarutaGame()

__all__ = ["GAME", "KarutaGame"]
