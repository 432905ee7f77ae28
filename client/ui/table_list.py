"""The live list of tables: room code, game, rules, seats, status, spectators."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from client.ui.texts import (
    describe_changes,
    find_game,
    game_title,
    seats_text,
    settings_tooltip,
    status_text,
)


class TableList(QTableWidget):
    activated_table = Signal(str)  # double-clicked: the table id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.setHorizontalHeaderLabels(
            [
                self.tr("部屋"),
                self.tr("ゲーム"),
                self.tr("ルール"),
                self.tr("席"),
                self.tr("状態"),
                self.tr("観戦"),
            ]
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.tables: list[dict[str, Any]] = []
        self.cellDoubleClicked.connect(self._double_clicked)

    def set_tables(self, tables: list[dict[str, Any]], games: list[dict[str, Any]]) -> None:
        selected = self.selected_table()
        self.tables = list(tables)
        self.setRowCount(len(self.tables))
        for row, table in enumerate(self.tables):
            seats = table.get("seats", [])
            names = "、".join(
                str(s.get("name")) for s in seats if s.get("kind") != "empty" and s.get("name")
            )
            game = find_game(games, str(table.get("game", "")))
            cells = [
                str(table.get("code", "")),
                game_title(games, str(table.get("game", ""))),
                describe_changes(game, table.get("settings")),
                seats_text(seats),
                status_text(str(table.get("status", ""))),
                str(table.get("spectators", 0)),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, table.get("id"))
                if column == 2:
                    item.setToolTip(settings_tooltip(game, table.get("settings")))
                if column == 3 and names:
                    item.setToolTip(names)
                self.setItem(row, column, item)
        if selected:
            self.select_table(selected)

    def select_table(self, table_id: str) -> bool:
        for row, table in enumerate(self.tables):
            if table.get("id") == table_id:
                self.selectRow(row)
                return True
        return False

    def selected_table(self) -> str | None:
        rows = self.selectionModel().selectedRows() if self.selectionModel() else []
        if not rows or rows[0].row() >= len(self.tables):
            return None
        return self.tables[rows[0].row()].get("id")

    def _double_clicked(self, row: int, _column: int) -> None:
        if row < len(self.tables):
            self.activated_table.emit(str(self.tables[row].get("id")))
