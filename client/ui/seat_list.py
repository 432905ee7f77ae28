"""The seats at a table: names, CPU levels, ready marks, 切断中 and CPU代打ち."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from client.ui.texts import cpu_level_label
from client.ui.theme import ERROR, INK_SOFT


class SeatList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # long lines wrap within the side panel
        self.setMinimumWidth(180)
        self.seats: list[dict[str, Any]] = []
        self.gathering = True  # ready marks matter only before a game starts

    def seat_text(
        self, index: int, seat: dict[str, Any], you: int | None, game: dict[str, Any] | None
    ) -> str:
        kind = seat.get("kind")
        head = self.tr("%1番").replace("%1", str(index + 1))
        if kind == "empty":
            return self.tr("%1　（空席）").replace("%1", head)
        name = str(seat.get("name") or "")
        parts = [f"{head}　{name}"]
        if index == you:
            parts.append(self.tr("（あなた）"))
        if kind == "cpu":
            level = cpu_level_label(game, seat.get("cpu_level"))
            if level and level not in name:
                parts.append(self.tr("［CPU・%1］").replace("%1", level))
            elif "CPU" not in name:
                parts.append(self.tr("［CPU］"))
        elif not seat.get("connected", True):
            parts.append(self.tr("［切断中］"))
        if kind == "human" and seat.get("cpu_playing"):
            parts.append(self.tr("［CPU代打ち］"))
        if seat.get("ready") and self.gathering:
            parts.append(self.tr("✓準備OK"))
        # the name on the first line, the marks on the second: a mark never breaks in two
        head_line = " ".join(parts[:2 if index == you else 1])
        marks = parts[2 if index == you else 1:]
        return head_line + ("\n　" + " ".join(marks) if marks else "")

    def set_seats(
        self, seats: list[dict[str, Any]], you: int | None, game: dict[str, Any] | None,
        gathering: bool = True,
    ) -> None:
        current = self.currentRow()
        self.gathering = gathering
        self.seats = list(seats)
        self.clear()
        for index, seat in enumerate(self.seats):
            item = QListWidgetItem(self.seat_text(index, seat, you, game))
            item.setData(Qt.ItemDataRole.UserRole, index)
            if seat.get("kind") == "human" and not seat.get("connected", True):
                item.setForeground(QColor(ERROR))
            elif seat.get("kind") == "empty":
                item.setForeground(QColor(INK_SOFT))
            self.addItem(item)
        if 0 <= current < self.count():
            self.setCurrentRow(current)
        self.updateGeometry()  # the side panel takes the widest seat's width

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As wide as the widest line of a seat, so that a name never breaks."""
        metrics = self.fontMetrics()
        lines = [line for i in range(self.count()) for line in self.item(i).text().split("\n")]
        widest = max((metrics.horizontalAdvance(line) for line in lines), default=0)
        room = widest + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width() + 12
        return QSize(max(room, self.minimumWidth()), super().sizeHint().height())

    def selected_seat(self) -> int | None:
        row = self.currentRow()
        return row if 0 <= row < len(self.seats) else None
