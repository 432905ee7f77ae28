"""The rules help of a game: the host's Markdown page in a scrolling dialog."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QTextBrowser, QWidget

from client.ui.dialog import Dialog


class RulesDialog(Dialog):
    def __init__(self, title: str, markdown: str, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("あそびかた ― %1").replace("%1", title), parent)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(markdown)
        self.body.addWidget(self.browser, 1)
        self.add_buttons(close=self.tr("閉じる"))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # a page to read: about 45 characters wide, as tall as the screen allows
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance("あ") * 46, metrics.lineSpacing() * 42)
