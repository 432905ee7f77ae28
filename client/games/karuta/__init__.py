"""The 競技かるた table view (drawing and the pointer's work only; the rules live on the host), the
game's two practice modes for the game setup's buttons (practice/: local, no host), how it says
that a CPU takes the cards for a person who left (``CPU_STANDS_IN``) and the strings its widgets
translate from a table (``translatable``)."""

from collections.abc import Iterator

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.games.karuta.practice import PRACTICE_MODES
from client.games.karuta.view import KarutaView

GAME_VIEW = KarutaView
# a person who leaves mid-match: what the CPU does in their place (the table's leave dialog)
CPU_STANDS_IN = QT_TRANSLATE_NOOP("TableWindow", "CPUが代わりに札を取ります")


def translatable() -> Iterator[tuple[str, str]]:
    """(context, Japanese) of the strings the widgets translate from a table: the rows
    (上段・中段・下段) and the ways of taking a card, shown through ``self.tr(name)``."""
    from client.games.karuta import counts_panel, log_dialog

    for row in counts_panel.ROW_NAMES:
        yield "CountsPanel", row
    for row in log_dialog.ROW_NAMES:
        yield "LogDialog", row
    for how in log_dialog.HOW_NAMES.values():
        yield "LogDialog", how


__all__ = ["CPU_STANDS_IN", "GAME_VIEW", "PRACTICE_MODES", "KarutaView", "translatable"]
