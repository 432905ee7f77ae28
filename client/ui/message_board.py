"""The message board (伝言板): recent history for newcomers, new posts live, and an input."""

from __future__ import annotations

import html
import time
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from client.ui.theme import INK_SOFT, WOOD_DARK, role
from protocol.messages import CHAT_MAX


class MessageBoard(QWidget):
    post_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.history = QTextBrowser()
        self.history.setOpenExternalLinks(False)
        layout.addWidget(self.history, 1)
        row = QHBoxLayout()
        self.input = QLineEdit()
        self.input.setMaxLength(CHAT_MAX)
        self.input.setPlaceholderText(self.tr("伝言板に書き込む"))
        self.send_button = role(QPushButton(self.tr("送信")), "primary")
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        self.input.returnPressed.connect(self._send)
        self.send_button.clicked.connect(self._send)
        self.posts: list[dict[str, Any]] = []

    def set_posts(self, posts: list[dict[str, Any]]) -> None:
        self.posts = list(posts)
        self.history.clear()
        for post in self.posts:
            self._append(post)

    def add_post(self, post: dict[str, Any]) -> None:
        self.posts.append(post)
        self._append(post)

    def add_notice(self, text: str) -> None:
        self.history.append(f'<span style="color:{INK_SOFT}">{html.escape(text)}</span>')

    def _append(self, post: dict[str, Any]) -> None:
        at = post.get("at")
        stamp = time.strftime("%H:%M", time.localtime(at)) if isinstance(at, (int, float)) else ""
        self.history.append(
            f'<span style="color:{INK_SOFT}">{stamp}</span> '
            f'<b style="color:{WOOD_DARK}">{html.escape(str(post.get("name", "")))}</b>'
            f"：{html.escape(str(post.get('text', '')))}"
        )
        bar = self.history.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _send(self) -> None:
        text = self.input.text().strip()
        if text:
            self.post_requested.emit(text)
            self.input.clear()
