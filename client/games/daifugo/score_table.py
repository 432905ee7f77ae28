"""The running score table: one row per hand played, the totals at the bottom."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)


class ScoreTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setMinimumWidth(200)

    def set_scores(self, view: dict[str, Any], name: Callable[[int], str]) -> None:
        n = view["players"]
        history = view.get("history") or []
        self.setColumnCount(n)
        for s in range(n):
            # a narrow column: CPU names lose their "（level）" suffix, the tooltip keeps it all
            header = QTableWidgetItem(name(s).split("（")[0] or name(s))
            header.setToolTip(name(s))
            self.setHorizontalHeaderItem(s, header)
        self.setRowCount(len(history) + 1)
        labels = []
        for row, h in enumerate(history):
            labels.append(self.tr("第{0}").replace("{0}", str(h["hand"])))
            for s in range(n):
                item = QTableWidgetItem(f"{h['points'][s]:+d} ({h['ranks'][s]})")
                self.setItem(row, s, item)
        labels.append(self.tr("合計"))
        for s in range(n):
            item = QTableWidgetItem(str(view["totals"][s]))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(len(history), s, item)
        self.setVerticalHeaderLabels(labels)
