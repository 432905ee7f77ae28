"""A received stamp, shown as a speech bubble for a few seconds."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from client.ui.theme import role

SHOW_MS = 3500


class StampBubble(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        role(self, "bubble")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.hide()

    def pop(self, name: str, text: str, ms: int = SHOW_MS) -> None:
        self.setText(self.tr("%1「%2」").replace("%1", name).replace("%2", text))
        self.adjustSize()
        self.show()
        self.raise_()
        self.timer.start(ms)
