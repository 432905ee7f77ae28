"""Japanese message boxes that never block the event loop (so the network keeps flowing and
tests can see them): what happened, and what to do. The theme's look, the default answer in
vermilion."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from client.ui.theme import repolish, role


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

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        main = self.defaultButton() or self.button(QMessageBox.StandardButton.Ok)
        if main is not None:
            repolish(role(main, "primary"))
        super().showEvent(event)


def show_error(parent: QWidget | None, title: str, text: str) -> MessageBox:
    box = MessageBox(parent, title, text)
    box.open()
    return box


def show_info(parent: QWidget | None, title: str, text: str) -> MessageBox:
    box = MessageBox(parent, title, text, QMessageBox.Icon.Information)
    box.open()
    return box
