"""The koi-koi table view (widgets and drawing only; the rules live on the host)."""

from client.games.koikoi.view import KoikoiView

GAME_VIEW = KoikoiView

__all__ = ["GAME_VIEW", "KoikoiView"]
