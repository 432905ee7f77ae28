"""The 競技かるた table view (drawing and the pointer's work only; the rules live on the host), and
the game's two practice modes for the game setup's buttons (practice/: local, no host)."""

from client.games.karuta.practice import PRACTICE_MODES
from client.games.karuta.view import KarutaView

GAME_VIEW = KarutaView

__all__ = ["GAME_VIEW", "PRACTICE_MODES", "KarutaView"]
