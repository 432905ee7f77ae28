"""The koi-koi table view (widgets and drawing only; the rules live on the host)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.games.koikoi.view import KoikoiView

GAME_VIEW = KoikoiView
# a person who leaves mid-match: what the CPU does in their place (the table's leave dialog)
CPU_STANDS_IN = QT_TRANSLATE_NOOP("TableWindow", "CPUが代わりに打ちます")

__all__ = ["CPU_STANDS_IN", "GAME_VIEW", "KoikoiView"]
