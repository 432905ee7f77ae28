"""Japanese message boxes that never block the event loop (so the network keeps flowing and
tests can see them): what happened, and what to do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


class MessageBox(QMessageBox):
    """A window-modal notice opened with ``open()``; it deletes itself when closed."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        text: str,
        icon: QMessageBox.Icon = QMessageBox.Icon.Warning,
    ) -> None:
        super().__init__(icon, title, text, QMessageBox.StandardButton.Ok, parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.button(QMessageBox.StandardButton.Ok).setText(self.tr("OK"))


def show_error(parent: QWidget | None, title: str, text: str) -> MessageBox:
    box = MessageBox(parent, title, text)
    box.open()
    return box


def show_info(parent: QWidget | None, title: str, text: str) -> MessageBox:
    box = MessageBox(parent, title, text, QMessageBox.Icon.Information)
    box.open()
    return box
