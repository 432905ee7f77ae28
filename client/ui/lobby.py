"""The waiting room (待合室): who is here, the message board (伝言板), the live table list, the
addresses to give friends, and the buttons to create, sit, watch, quick-match or join by code."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from client.ui.host_panel import HostPanel
from client.ui.language_menu import LanguageMenu
from client.ui.message_board import MessageBoard
from client.ui.player_list import PlayerList
from client.ui.table_list import TableList
from client.ui.theme import SPACE_M, role


class LobbyPage(QWidget):
    create_requested = Signal()
    quick_match_requested = Signal()
    sit_requested = Signal(str)  # table id
    watch_requested = Signal(str)
    rules_requested = Signal(str)  # game id
    join_requested = Signal(str)  # a room code or an invite link, as typed
    chat_requested = Signal(str)
    leave_hall_requested = Signal()
    records_requested = Signal()  # the list of the matches played on this host

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[dict[str, Any]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACE_M, SPACE_M, SPACE_M, SPACE_M)
        layout.setSpacing(SPACE_M)

        top = QHBoxLayout()
        self.heading = role(QLabel(self.tr("待合室")), "title")
        top.addWidget(self.heading)
        top.addStretch(1)
        self.language_menu = LanguageMenu()  # "system" | "ja" | "en", kept by the shell
        self.language_chosen = self.language_menu.language_chosen
        top.addWidget(self.language_menu)
        self.records_button = QPushButton(self.tr("対局の記録"))
        self.records_button.clicked.connect(self.records_requested)
        top.addWidget(self.records_button)
        self.leave_button = QPushButton(self.tr("タイトルへ戻る"))
        self.leave_button.clicked.connect(self.leave_hall_requested)
        top.addWidget(self.leave_button)
        layout.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        layout.addWidget(splitter, 1)

        # left: the tables and what to do with them
        tables_box = QGroupBox(self.tr("卓の一覧"))
        tables_layout = QVBoxLayout(tables_box)
        self.table_list = TableList()
        tables_layout.addWidget(self.table_list, 1)
        row = QHBoxLayout()
        self.create_button = role(QPushButton(self.tr("卓を作る")), "primary")
        self.sit_button = QPushButton(self.tr("座る"))
        self.watch_button = QPushButton(self.tr("観戦する"))
        self.rules_button = QPushButton(self.tr("ルール説明"))
        self.quick_button = QPushButton(self.tr("ランダムマッチ"))
        for button in (
            self.create_button,
            self.sit_button,
            self.watch_button,
            self.rules_button,
            self.quick_button,
        ):
            row.addWidget(button)
        tables_layout.addLayout(row)
        join_row = QHBoxLayout()
        self.join_edit = QLineEdit()
        self.join_edit.setPlaceholderText(self.tr("部屋コード（4文字）または招待リンク"))
        self.join_button = QPushButton(self.tr("部屋に入る"))
        join_row.addWidget(self.join_edit, 1)
        join_row.addWidget(self.join_button)
        tables_layout.addLayout(join_row)
        splitter.addWidget(tables_box)

        # right: people, the message board, the addresses
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        players_box = QGroupBox(self.tr("いる人"))
        players_layout = QVBoxLayout(players_box)
        self.player_list = PlayerList()
        players_layout.addWidget(self.player_list)
        right_layout.addWidget(players_box, 1)
        board_box = QGroupBox(self.tr("伝言板"))
        board_layout = QVBoxLayout(board_box)
        self.board = MessageBoard()
        board_layout.addWidget(self.board)
        right_layout.addWidget(board_box, 2)
        self.host_panel = HostPanel()
        right_layout.addWidget(self.host_panel)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        self.create_button.clicked.connect(self.create_requested)
        self.quick_button.clicked.connect(self.quick_match_requested)
        self.sit_button.clicked.connect(lambda: self._with_table(self.sit_requested))
        self.watch_button.clicked.connect(lambda: self._with_table(self.watch_requested))
        self.rules_button.clicked.connect(self._rules)
        self.table_list.activated_table.connect(self._activated)
        self.table_list.itemSelectionChanged.connect(self._update_buttons)
        self.join_button.clicked.connect(self._join)
        self.join_edit.returnPressed.connect(self._join)
        self.board.post_requested.connect(self.chat_requested)
        self._update_buttons()

    def set_games(self, games: list[dict[str, Any]]) -> None:
        self.games = games
        self.create_button.setEnabled(bool(games))
        self.quick_button.setEnabled(bool(games))
        self._update_buttons()

    def set_lobby(self, lobby: dict[str, Any]) -> None:
        tables = lobby.get("tables", [])
        self.table_list.set_tables(tables, self.games)
        self.player_list.set_players(lobby.get("players", []), tables)
        self._update_buttons()

    def set_host_name(self, text: str) -> None:
        self.heading.setText(self.tr("待合室 ― %1").replace("%1", text) if text else self.tr("待合室"))

    def _selected(self) -> dict[str, Any] | None:
        table_id = self.table_list.selected_table()
        return next((t for t in self.table_list.tables if t.get("id") == table_id), None)

    def _with_table(self, signal: Any) -> None:
        table = self._selected()
        if table is not None:
            signal.emit(str(table.get("id")))

    def _activated(self, table_id: str) -> None:
        """Double-click: sit at a waiting table with a free seat, otherwise watch it."""
        table = next((t for t in self.table_list.tables if t.get("id") == table_id), None)
        if table is None:
            return
        free = any(s.get("kind") == "empty" for s in table.get("seats", []))
        if free and table.get("status") == "waiting":
            self.sit_requested.emit(table_id)
        else:
            self.watch_requested.emit(table_id)

    def _rules(self) -> None:
        table = self._selected()
        if table is not None:
            self.rules_requested.emit(str(table.get("game")))
        elif self.games:
            self.rules_requested.emit(str(self.games[0].get("id")))

    def _update_buttons(self) -> None:
        table = self._selected()
        free = table is not None and any(s.get("kind") == "empty" for s in table.get("seats", []))
        self.sit_button.setEnabled(bool(free and table.get("status") == "waiting"))
        self.watch_button.setEnabled(table is not None)
        self.rules_button.setEnabled(bool(self.games))

    def _join(self) -> None:
        text = self.join_edit.text().strip()
        if text:
            self.join_requested.emit(text)
            self.join_edit.clear()
