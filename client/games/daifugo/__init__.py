"""The daifugō (大富豪) table view, and the credits of its card art (ART-LICENSE.txt beside this
file) for the about box: (title, file) pairs."""

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.games.daifugo.view import DaifugoView

GAME_VIEW = DaifugoView
CREDITS = ((QT_TRANSLATE_NOOP("AboutDialog", "大富豪のトランプの絵"), Path(__file__).with_name("ART-LICENSE.txt")),)

__all__ = ["CREDITS", "GAME_VIEW", "DaifugoView"]
