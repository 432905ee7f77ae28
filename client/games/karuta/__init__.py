"""The 競技かるた table view (drawing and the pointer's work only; the rules live on the host), and
the game's two practice modes for the game setup's buttons (practice/: local, no host)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.games.karuta.practice import PRACTICE_MODES
from client.games.karuta.view import KarutaView

GAME_VIEW = KarutaView
# a person who leaves mid-match: what the CPU does in their place (the table's leave dialog)
CPU_STANDS_IN = QT_TRANSLATE_NOOP("TableWindow", "CPUが代わりに札を取ります")

__all__ = ["CPU_STANDS_IN", "GAME_VIEW", "PRACTICE_MODES", "KarutaView"]
