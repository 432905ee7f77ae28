"""試合経過詳細: for every poem read, in order, the poem, its 決まり字 at that moment, 空札 or
where it lay, who took it and how long after the 決まり字 was heard, お手つき, the cards sent,
the cards left on each side, and the 特殊技 made in it (戻り手, 渡り手, 囲い手, 囲い手破り). Opened
from the table at any time, during and after the match; it follows the match while it is open."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

ROW_NAMES = ("上段", "中段", "下段")
HOW_NAMES = {"click": "札直", "sweep": "払い手", "sweep_cross": "払い手", "key": "キー",
             "carry": "払い手（運び）"}


class LogDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("試合経過詳細"))
        self.table = QTableWidget(0, 9)
        self.table.setHorizontalHeaderLabels([
            self.tr("No."), self.tr("歌"), self.tr("決まり字"), self.tr("場所"),
            self.tr("取り"), self.tr("お手つき"), self.tr("送り札"), self.tr("札数"),
            self.tr("特殊技"),
        ])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        self.resize(900, 480)

    def show_log(self, log: list[dict[str, Any]], names: list[str],
                 poem_names: dict[int, str], you: int | None = None) -> None:
        rows = [self.row_texts(entry, names, poem_names, you) for entry in log]
        self.table.setRowCount(len(rows))
        for r, texts in enumerate(rows):
            for c, text in enumerate(texts):
                item = self.table.item(r, c)
                if item is None:
                    self.table.setItem(r, c, QTableWidgetItem(text))
                elif item.text() != text:
                    item.setText(text)
        if rows:
            self.table.scrollToBottom()

    def row_texts(self, e: dict[str, Any], names: list[str], poem_names: dict[int, str],
                  you: int | None = None) -> list[str]:
        def name(seat: Any) -> str:
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "—"

        poem = int(e.get("poem", 0))
        song = self.tr("{0}番").format(poem)
        if poem in poem_names:
            song += " " + poem_names[poem]
        kimariji = self.tr("{0}（{1}字）").format(e.get("kimariji_text", ""), e.get("kimariji", ""))
        if e.get("kara"):
            where = self.tr("空札")
        else:
            row = e.get("row")
            row_name = self.tr(ROW_NAMES[row]) if isinstance(row, int) and 0 <= row < 3 else ""
            side = e.get("side")
            if you is None:
                where = self.tr("{0}の陣 {1}").format(name(side), row_name)
            else:
                where = (self.tr("自陣 {0}") if side == you else self.tr("敵陣 {0}")).format(row_name)
        taken_by = e.get("taken_by")
        if taken_by is None:
            took = "—"
        else:
            took = self.tr("{0} {1}ms").format(name(taken_by), e.get("after_ms", ""))
            how = HOW_NAMES.get(str(e.get("how")))
            if how:
                took += self.tr("（{0}）").format(self.tr(how))
        fouls = e.get("fouls") or [0, 0]
        foul = "、".join(self.tr("{0} {1}回").format(name(s), n) for s, n in enumerate(fouls) if n)
        sent = "、".join(
            self.tr("{0}→{1}").format(
                name(s.get("by")), "・".join(self.tr("{0}番").format(p) for p in s.get("poems", [])))
            for s in e.get("sent") or [] if s.get("poems"))
        cards = e.get("cards") or [0, 0]
        count = "　".join(self.tr("{0} {1}枚").format(name(s), n) for s, n in enumerate(cards))
        techniques = "、".join(self.tr("{0} {1}").format(name(t.get("seat")), self.technique(t))
                               for t in e.get("techniques") or [])
        return [str(e.get("no", "")), song, kimariji, where, took, foul or "—", sent or "—", count,
                techniques or "—"]

    def technique(self, entry: dict[str, Any]) -> str:
        names = {"modorite": self.tr("戻り手"), "watarite": self.tr("渡り手"),
                 "kakoite": self.tr("囲い手"), "kakoite_yaburi": self.tr("囲い手破り")}
        return names.get(str(entry.get("name")), str(entry.get("label", "")))


__all__ = ["LogDialog"]
