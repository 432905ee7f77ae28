"""A character's face icon; clicking it shows the character's introduction."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from client.games.koikoi.face_art import draw_face


class FaceIcon(QWidget):
    clicked = Signal()

    def __init__(self, size: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character = ""
        self.active = False
        self.setFixedSize(size, size)
        self.setCursor(Qt.PointingHandCursor)

    def set_character(self, character: str, active: bool = False) -> None:
        self.character = character
        self.active = active
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        draw_face(p, QRectF(1, 1, self.width() - 2, self.height() - 2), self.character, self.active)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.LeftButton:
            self.clicked.emit()
