"""A received stamp, shown as a speech bubble for a few seconds."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

SHOW_MS = 3500


class StampBubble(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.setFont(font)
        self.setStyleSheet(
            "QLabel { background: #fff8dc; border: 2px solid #c8a040; border-radius: 14px;"
            " padding: 8px 14px; color: #402000; }"
        )
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
