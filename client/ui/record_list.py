"""The list of the matches played on this host (対局の記録): game, date, players, result. From it
a player replays a record, saves one to a file, or opens a file saved earlier."""

from __future__ import annotations

import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from client.ui.dialog import Dialog
from client.ui.texts import game_title
from client.ui.theme import role


def when_text(at: Any) -> str:
    if not isinstance(at, (int, float)) or at <= 0:
        return ""
    return datetime.datetime.fromtimestamp(at).strftime("%Y-%m-%d %H:%M")


def result_text(result: Any, players: list[str]) -> str:
    """「1位 アリス（12点）、2位 ボブ（3点）」, or empty while there is no result."""
    if not isinstance(result, dict):
        return ""
    ranks, points = result.get("ranks") or [], result.get("points") or []
    parts = []
    for seat in sorted(range(len(ranks)), key=lambda i: ranks[i]):
        name = players[seat] if seat < len(players) else str(seat + 1)
        part = QCoreApplication.translate("RecordList", "%1位 %2").replace("%1", str(ranks[seat])).replace("%2", name)
        if seat < len(points):
            part += QCoreApplication.translate("RecordList", "（%1点）").replace("%1", str(points[seat]))
        parts.append(part)
    return QCoreApplication.translate("RecordList", "、").join(parts)


def record_status_text(status: str) -> str:
    return {
        "playing": QCoreApplication.translate("RecordList", "対局中"),
        "finished": QCoreApplication.translate("RecordList", "終了"),
        "stopped": QCoreApplication.translate("RecordList", "中断"),
    }.get(status, status)


class RecordListDialog(Dialog):
    open_requested = Signal(str)  # record id
    export_requested = Signal(str)
    file_requested = Signal()  # open a record file
    refresh_requested = Signal()

    def __init__(self, games: list[dict[str, Any]], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("対局の記録"), parent)
        self.games = games
        self.records: list[dict[str, Any]] = []
        layout = self.body
        self.add_lead(self.tr(
            "このサーバーで遊んだ対局です。対局中のものは自分の席からだけ、"
            "終わったものは全員の手を開いて再生できます。"))
        headers = [self.tr("ゲーム"), self.tr("日時"), self.tr("参加者"), self.tr("結果"), self.tr("状態")]
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.empty_label = role(QLabel(self.tr("まだ記録はありません。")), "muted")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty_label)
        row = QHBoxLayout()
        self.open_button = role(QPushButton(self.tr("再生する")), "primary")
        self.export_button = QPushButton(self.tr("ファイルに保存…"))
        self.file_button = QPushButton(self.tr("ファイルを開く…"))
        self.refresh_button = QPushButton(self.tr("更新"))
        self.close_button = QPushButton(self.tr("閉じる"))
        for button in (self.open_button, self.export_button, self.file_button, self.refresh_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.open_button.clicked.connect(lambda: self._with_selected(self.open_requested))
        self.export_button.clicked.connect(lambda: self._with_selected(self.export_requested))
        self.file_button.clicked.connect(self.file_requested)
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.close_button.clicked.connect(self.close)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _r, _c: self._with_selected(self.open_requested))
        self._update_buttons()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Wide enough for every column's text (the screen bounds it), 26 lines tall."""
        columns = sum(max(self.table.sizeHintForColumn(c), self.table.horizontalHeader().sectionSizeHint(c))
                      for c in range(self.table.columnCount()))
        margins = self.body.contentsMargins()
        width = columns + self.table.verticalScrollBar().sizeHint().width() + 2 * self.table.frameWidth() \
            + margins.left() + margins.right()
        return QSize(max(width, self.fontMetrics().averageCharWidth() * 90), self.fontMetrics().lineSpacing() * 26)

    def set_records(self, records: list[dict[str, Any]]) -> None:
        selected = self.selected()
        self.records = list(records)
        self.table.setRowCount(len(self.records))
        for row, entry in enumerate(self.records):
            players = [str(p) for p in entry.get("players") or []]
            cells = (game_title(self.games, str(entry.get("game"))), when_text(entry.get("started")),
                     self.tr("、").join(players), result_text(entry.get("result"), players),
                     record_status_text(str(entry.get("status"))))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, entry.get("id"))
                item.setToolTip(text)
                self.table.setItem(row, column, item)
            if selected and entry.get("id") == selected.get("id"):
                self.table.selectRow(row)
        self.empty_label.setVisible(not self.records)
        self._update_buttons()
        self.updateGeometry()  # as wide as the new rows need

    def selected(self) -> dict[str, Any] | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or rows[0].row() >= len(self.records):
            return None
        return self.records[rows[0].row()]

    def _with_selected(self, signal: Any) -> None:
        entry = self.selected()
        if entry is not None and self._can(signal, entry):
            signal.emit(str(entry.get("id")))

    def _can(self, signal: Any, entry: dict[str, Any]) -> bool:
        if signal is self.export_requested:
            return bool(entry.get("open"))  # only a match that is over goes to a file
        return bool(entry.get("open")) or entry.get("you") is not None  # live: one's own seat

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.open_button.setEnabled(entry is not None and self._can(self.open_requested, entry))
        self.export_button.setEnabled(entry is not None and self._can(self.export_requested, entry))
