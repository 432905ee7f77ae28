"""The end of the game: why it ended, each seat's place and points, and in ならべる the words
that scored, the cards left alone and the order of 完成."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from client.fonts import FAMILY
from client.games.kotoba.texts import tr


class ResultPanel(QFrame):
    def __init__(self, parent=None) -> None:  # noqa: ANN001 - a QWidget or None
        super().__init__(parent)
        self.setObjectName("kotobaResult")
        self.setStyleSheet(
            "#kotobaResult { background: rgba(30, 22, 16, 238); border: 2px solid #e2b33c;"
            " border-radius: 10px; }"
            f"QLabel {{ color: #f6efde; font-family: {FAMILY}; font-size: 14px; }}"
        )
        self.title = QLabel(tr("結果"))
        self.title.setStyleSheet("font-size: 22px; font-weight: bold; color: #ffd34d;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addWidget(self.table)
        self.close_hint = QLabel(tr("クリックで閉じる"))
        self.close_hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.close_hint.setStyleSheet("font-size: 11px; color: #bfb6a4;")
        layout.addWidget(self.close_hint)
        self.rows: list[dict[str, Any]] = []

    def show_result(self, result: dict[str, Any], names: list[str], you: int | None) -> None:
        """``result``: ``reason``, ``ranks`` and ``points`` per seat, and optionally ``winners``
        and per-seat ``detail`` (ならべる: ``words``, ``loose``)."""
        self.reason.setText(str(result.get("reason") or ""))
        ranks = list(result.get("ranks") or [])
        points = list(result.get("points") or [])
        winners = set(result.get("winners") or [i for i, r in enumerate(ranks) if r == 1])
        details = result.get("detail") or result.get("details") or []
        order = sorted(range(len(ranks)), key=lambda i: (ranks[i], i))
        self.rows = []
        cells = []
        for seat in order:
            name = names[seat] if seat < len(names) else str(seat + 1)
            mark = tr("勝ち") if seat in winners else ""
            point = points[seat] if seat < len(points) else ""
            detail = details[seat] if seat < len(details) and isinstance(details[seat], dict) else {}
            words = "・".join(str(w) for w in detail.get("words") or [])
            extra = escape(words)
            if detail.get("loose"):
                extra += escape(tr("（孤立{0}枚）").format(detail["loose"]))
            you_mark = tr("（あなた）") if seat == you else ""
            self.rows.append({"seat": seat, "rank": ranks[seat], "points": point})
            cells.append(
                f"<tr><td>{escape(tr('{0}位').format(ranks[seat]))}</td>"
                f"<td>{escape(name + you_mark)}</td>"
                f"<td align='right'>{escape(tr('{0}点').format(point))}</td>"
                f"<td style='color:#ffd34d'>{escape(mark)}</td><td>{extra}</td></tr>"
            )
        self.table.setText("<table cellspacing='6'>" + "".join(cells) + "</table>")
        self.adjustSize()
