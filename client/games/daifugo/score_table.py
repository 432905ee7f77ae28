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


def short_name(name: str) -> str:
    """A name without a CPU level's suffix in either language's brackets."""
    return name.split("（")[0].split(" (")[0] or name


class ScoreTable(QTableWidget):
    """One row per player (the name in full at the left), the total first, then each game's
    points, newest first; a game's rank is in the cell's tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumWidth(200)

    def set_scores(self, view: dict[str, Any], name: Callable[[int], str]) -> None:
        n = view["players"]
        history = list(reversed(view.get("history") or []))
        self.setRowCount(n)
        self.setColumnCount(len(history) + 1)
        for s in range(n):
            # CPU names lose their level's suffix here, 「（つよい）」 or " (Strong)"; the tooltip
            # keeps it all
            header = QTableWidgetItem(short_name(name(s)))
            header.setToolTip(name(s))
            self.setVerticalHeaderItem(s, header)
        labels = [self.tr("合計")]
        for column, h in enumerate(history, start=1):
            labels.append(self.tr("第{0}").replace("{0}", str(h["hand"])))
            for s in range(n):
                item = QTableWidgetItem(f"{h['points'][s]:+d}")
                item.setToolTip(self.tr("{0}位").replace("{0}", str(h["ranks"][s])))
                self.setItem(s, column, item)
        self.setHorizontalHeaderLabels(labels)
        for s in range(n):
            item = QTableWidgetItem(str(view["totals"][s]))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(s, 0, item)
