"""The six stamps (よろしく！ ナイス！ …) as a row of round chips at the table's foot."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from client.ui.texts import stamp_label
from client.ui.theme import role


class StampBar(QWidget):
    stamp_clicked = Signal(str)  # stamp id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addStretch(1)  # the chips keep their size, to the left
        self.buttons: dict[str, QPushButton] = {}

    def set_stamps(self, stamps: list[dict[str, Any]]) -> None:
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        for stamp in stamps:
            stamp_id = str(stamp.get("id"))
            button = role(QPushButton(stamp_label(stamps, stamp_id)), "chip")
            button.clicked.connect(lambda _=False, s=stamp_id: self.stamp_clicked.emit(s))
            self.layout_.insertWidget(self.layout_.count() - 1, button)
            self.buttons[stamp_id] = button
