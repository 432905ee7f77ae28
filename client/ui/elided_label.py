"""A one-line label that shortens its text with 「…」 to the width it is given, for lines that
must never wrap nor push the window wider (the table's rules). Its tooltip holds the whole story
(the whole text, or a longer text given with it), and a click shows the tooltip at once."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolTip, QWidget


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_full_text(text)

    def set_full_text(self, text: str, tooltip: str | None = None) -> None:
        """Show ``text`` (shortened if need be); the tooltip is ``tooltip`` or the whole text."""
        self.full_text = text
        self.setToolTip(text if tooltip is None else tooltip)
        self.setCursor(Qt.CursorShape.WhatsThisCursor if self.toolTip() else Qt.CursorShape.ArrowCursor)
        self._elide()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._elide()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.toolTip():
            QToolTip.showText(event.globalPosition().toPoint(), self.toolTip(), self)
        super().mousePressEvent(event)

    def _elide(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)
