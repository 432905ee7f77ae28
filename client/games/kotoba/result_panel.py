"""The end of the game: why it ended, each seat's place and, in ならべる, the score with the words
that scored and the cards that cost a point (alone, in a rejected word or never laid); in あわせる
and かさねる the cards each seat still holds (the fewer the better)."""

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
        self.title = QLabel(tr("結果"))
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
        layout.addWidget(self.close_hint)
        self.rows: list[dict[str, Any]] = []
        self.scale = 1.0
        self._shown: tuple[Any, ...] | None = None  # the last show_result's arguments
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Text as large as the table (14 px on a laptop's table)."""
        self.setStyleSheet(
            "#kotobaResult { background: rgba(30, 22, 16, 238); border: 2px solid #e2b33c;"
            " border-radius: 10px; }"
            f"QLabel {{ color: #f6efde; font-family: {FAMILY}; font-size: {round(14 * scale)}px; }}"
        )
        self.title.setStyleSheet(
            f"font-size: {round(22 * scale)}px; font-weight: bold; color: #ffd34d;")
        self.close_hint.setStyleSheet(f"font-size: {round(11 * scale)}px; color: #bfb6a4;")
        self.scale = scale
        if self._shown is not None:  # the table's spacing grows with the text
            self.show_result(*self._shown)
        self.adjustSize()

    def show_result(self, result: dict[str, Any], names: list[str], you: int | None,
                    mode: str = "narabe") -> None:
        """``result``: ``reason``, ``ranks`` and ``points`` per seat, and optionally ``winners``
        and per-seat ``detail`` (ならべる: ``words``, ``loose``). ``points`` is the score in
        ならべる and the cards left in あわせる/かさねる (VIEW.md), shown as such."""
        self._shown = (result, names, you, mode)
        self.reason.setText(str(result.get("reason") or ""))
        ranks = list(result.get("ranks") or [])
        points = list(result.get("points") or [])
        # the game names its winners (none when its stall rule ended it); else the first place
        winners = set(result["winners"] if "winners" in result else
                      [i for i, r in enumerate(ranks) if r == 1])
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
            if detail.get("loose"):  # alone, in a rejected word or never laid: −1 each
                extra += escape(tr("（失点{0}）").format(detail["loose"]))
            you_mark = tr("（あなた）") if seat == you else ""
            self.rows.append({"seat": seat, "rank": ranks[seat], "points": point})
            cells.append(
                f"<tr><td>{escape(tr('{0}位').format(ranks[seat]))}</td>"
                f"<td>{escape(name + you_mark)}</td>"
                f"<td align='right'>{escape(self.points_text(point, mode))}</td>"
                f"<td style='color:#ffd34d'>{escape(mark)}</td><td>{extra}</td></tr>"
            )
        spacing = round(6 * self.scale)
        self.table.setText(f"<table cellspacing='{spacing}'>" + "".join(cells) + "</table>")
        self.adjustSize()

    @staticmethod
    def points_text(point: Any, mode: str) -> str:
        """ならべる's score in points; in あわせる/かさねる the cards still in the hand."""
        if mode in ("awase", "kasane"):
            return tr("手札{0}枚").format(point)
        return tr("{0}点").format(point)
