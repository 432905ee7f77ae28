"""The table view for a game that has no view of its own yet: the view as plain read-only
text, what just happened, and every legal action as a button. A real way to play any game the
host offers, drawn from ``view`` and ``legal`` only."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.games.base import GameView

MAX_EVENTS = 50


def _words() -> dict[str, str]:
    return {
        "next": QCoreApplication.translate("FallbackView", "次へ"),
        "pass": QCoreApplication.translate("FallbackView", "パス"),
        "play": QCoreApplication.translate("FallbackView", "出す"),
        "take": QCoreApplication.translate("FallbackView", "取る"),
        "koikoi": QCoreApplication.translate("FallbackView", "こいこい"),
        "stop": QCoreApplication.translate("FallbackView", "勝負"),
        "accept": QCoreApplication.translate("FallbackView", "賛成"),
        "reject": QCoreApplication.translate("FallbackView", "反対"),
        "vote": QCoreApplication.translate("FallbackView", "投票"),
        "touch": QCoreApplication.translate("FallbackView", "取る"),
        "choose": QCoreApplication.translate("FallbackView", "選ぶ"),
    }


def _short(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + " ".join(_short(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}={_short(v)}" for k, v in value.items()) + "}"
    return str(value)


def action_text(action: dict[str, Any]) -> str:
    """A button label for an action: its type in Japanese when known, then its fields."""
    kind = str(action.get("type", "?"))
    head = _words().get(kind, kind)
    rest = " ".join(f"{k}={_short(v)}" for k, v in action.items() if k != "type")
    return f"{head} {rest}".strip()


def event_text(event: dict[str, Any]) -> str:
    rest = " ".join(f"{k}={_short(v)}" for k, v in event.items() if k not in ("type", "to"))
    return f"{event.get('type', '?')} {rest}".strip()


def view_text(view: dict[str, Any], indent: str = "") -> str:
    """The view as plain text: one line per field, lists inline, maps indented."""
    lines = []
    for key, value in view.items():
        if key == "legal" and not indent:
            continue
        if isinstance(value, dict) and value:
            lines.append(f"{indent}{key}:")
            lines.append(view_text(value, indent + "    "))
        else:
            lines.append(f"{indent}{key}: {json.dumps(value, ensure_ascii=False, default=str)}")
    return "\n".join(lines)


class FallbackView(GameView):
    COLUMNS = 3

    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        layout = QVBoxLayout(self)
        self.notice = QLabel(
            self.tr("このゲームの画面はまだありません。かんたん表示で遊べます。")
        )
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        layout.addWidget(self.text, 3)
        self.events = QPlainTextEdit()
        self.events.setReadOnly(True)
        self.events.setMaximumBlockCount(MAX_EVENTS)
        self.events.setPlaceholderText(self.tr("起きたことがここに出ます"))
        layout.addWidget(self.events, 1)
        self.actions_box = QGroupBox(self.tr("できること"))
        self.actions_layout = QGridLayout(self.actions_box)
        layout.addWidget(self.actions_box)
        self.action_buttons: list[QPushButton] = []
        self.view: dict[str, Any] = {}

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.view = view
        self.text.setPlainText(view_text(view))
        for event in events:
            if "to" in event and event["to"] != self.seat:
                continue
            self.events.appendPlainText(event_text(event))
        for button in self.action_buttons:
            button.deleteLater()
        self.action_buttons = []
        legal = [a for a in view.get("legal", []) if isinstance(a, dict)]
        for i, action in enumerate(legal):
            button = QPushButton(action_text(action))
            button.clicked.connect(lambda _=False, a=action: self.action_requested.emit(dict(a)))
            self.actions_layout.addWidget(button, i // self.COLUMNS, i % self.COLUMNS)
            self.action_buttons.append(button)
        if not legal:
            waiting = QPushButton(self.tr("（いまできることはありません）"))
            waiting.setEnabled(False)
            self.actions_layout.addWidget(waiting, 0, 0)
            self.action_buttons.append(waiting)
