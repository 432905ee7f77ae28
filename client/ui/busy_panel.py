"""Progress while connecting or starting the host: what is happening, a moving bar, キャンセル."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget


class BusyPanel(QWidget):
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # indeterminate
        self.bar.setTextVisible(False)
        self.bar.setMaximumWidth(160)
        self.cancel_button = QPushButton(self.tr("キャンセル"))
        self.cancel_button.clicked.connect(self.cancel_requested)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.hide()

    def start(self, text: str) -> None:
        self.label.setText(text)
        self.show()

    def stop(self) -> None:
        self.hide()
