"""The 競技かるた table view (drawing and the pointer's work only; the rules live on the host)."""

from client.games.karuta.view import KarutaView

GAME_VIEW = KarutaView

__all__ = ["GAME_VIEW", "KarutaView"]
