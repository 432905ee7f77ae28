"""The 競技かるた table view (drawing and the pointer's work only; the rules live on the host), the
game's two practice modes for the game setup's buttons (practice/: local, no host), the strings
its widgets translate from a table (``translatable``), and what the shell says when a person
leaves a match (``leave_words``)."""

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication

from client.games.karuta.practice import PRACTICE_MODES
from client.games.karuta.view import KarutaView

GAME_VIEW = KarutaView

def leave_words(alone: bool = False) -> dict[str, str]:
    """What the shell says, in the reader's language, when a person leaves a 競技かるた match
    (the shell's words speak of a CPU that 打ちます, as at a card game's table):

    * ``"confirm"``: the question before leaving mid-match. With ``alone`` (no other person at
      the table: against the COM, offline) the match ends there; with others, a COM takes over
      the seat's side and the others are told;
    * ``"left"``: what the others are told when a person left (``%1``: the name);
    * ``"dropped"``: what they are told when a person's connection dropped and a COM takes the
      cards until they are back (``%1``: the name)."""
    translate = QCoreApplication.translate
    confirm = (translate("KarutaLeave", "いま離れると、この試合はここで終わります。") if alone else
               translate("KarutaLeave", "いま離れると、あなたの陣はCOMが引き継いで札を取ります。"
                                        "相手にもそう伝えます。"))
    return {
        "confirm": confirm,
        "left": translate("KarutaLeave", "%1 さんが試合を離れました。COMが代わりに札を取ります。"),
        "dropped": translate("KarutaLeave", "%1 さんの接続が切れたので、COMが代わりに札を取っています。"),
    }


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


__all__ = ["GAME_VIEW", "PRACTICE_MODES", "KarutaView", "leave_words", "translatable"]
