"""試合経過詳細: for every poem read, in order, the poem, its 決まり字 at that moment, 空札 or
where it lay, who took it and how long after the 決まり字 was heard, お手つき, the cards sent,
the cards left on each side, each player's row of the 送り札 table with its 戦局変化 (「相手陣の札を
取った（1枚優勢）」), and the 特殊技 made in it (戻り手, 渡り手, 囲い手, 囲い手破り). Opened from the
table at any time, during and after the match; it follows the match while it is open, as wide as
its columns need (up to the screen's width)."""

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
SITUATION_COLUMN = 8  # 戦局
SITUATION_CHARS = 22  # the 戦局 column's width, in full-width characters (it wraps)
HOW_NAMES = {"click": "札直", "sweep": "払い手", "sweep_cross": "払い手", "key": "キー",
             "carry": "払い手（運び）"}


class LogDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("試合経過詳細"))
        self.table = QTableWidget(0, 10)
        self.table.setHorizontalHeaderLabels([
            self.tr("No."), self.tr("歌"), self.tr("決まり字"), self.tr("場所"),
            self.tr("取り"), self.tr("お手つき"), self.tr("送り札"), self.tr("札数"),
            self.tr("戦局"), self.tr("特殊技"),
        ])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        # 戦局 holds long rows of the 送り札 table: wrapped at a width of its own (the player may
        # widen it), so the other columns stay in view
        self.table.horizontalHeader().setSectionResizeMode(SITUATION_COLUMN,
                                                           QHeaderView.ResizeMode.Interactive)
        self.table.setWordWrap(True)
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
            item = self.table.item(r, SITUATION_COLUMN)
            tooltip = self.situation_texts(log[r], names, you)[1]
            if item is not None and item.toolTip() != tooltip:
                item.setToolTip(tooltip)
        wrap = self.table.fontMetrics().horizontalAdvance("あ") * SITUATION_CHARS
        wanted = min(max(self.table.sizeHintForColumn(SITUATION_COLUMN),
                         self.table.horizontalHeader().sectionSizeHint(SITUATION_COLUMN)), wrap)
        if self.table.columnWidth(SITUATION_COLUMN) < wanted:  # grows; a width chosen stays
            self.table.setColumnWidth(SITUATION_COLUMN, wanted)
        self.table.resizeRowsToContents()
        if rows:
            self.table.scrollToBottom()
        self.fit_width()

    def fit_width(self) -> None:
        """As wide as the columns need, so that no column hides behind a scroll bar, within
        the screen the dialog is on (it grows to its columns and never past the screen; a wider
        width the player chose stays)."""
        header = self.table.horizontalHeader()
        last = self.table.columnCount() - 1  # it stretches, but not below the default size
        needed = sum(self.table.columnWidth(c) if c == SITUATION_COLUMN else
                     max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
                     for c in range(last))
        needed += max(header.sectionSizeHint(last), self.table.sizeHintForColumn(last),
                      header.defaultSectionSize())
        margins = self.layout().contentsMargins()
        needed += (self.table.verticalScrollBar().sizeHint().width() + 2 * self.table.frameWidth()
                   + margins.left() + margins.right() + 4)
        room = self.available_width() - 40
        width = min(max(self.width(), needed), room)
        if width != self.width():
            self.resize(width, self.height())

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fit_width()  # the columns' sizes as the shown dialog's style measures them

    def available_width(self) -> int:
        return self.screen().availableGeometry().width()

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
            # on two lines, as 札数: the dialog keeps every column in view on a laptop
            took = name(taken_by) + "\n" + self.tr("{0}ms").format(e.get("after_ms", ""))
            how = HOW_NAMES.get(str(e.get("how")))
            if how:
                took += self.tr("（{0}）").format(self.tr(how))
        fouls = e.get("fouls") or [0, 0]
        foul = "\n".join(self.tr("{0} {1}回").format(name(s), n) for s, n in enumerate(fouls) if n)
        sent = "、".join(
            self.tr("{0}→{1}").format(
                name(s.get("by")), "・".join(self.tr("{0}番").format(p) for p in s.get("poems", [])))
            for s in e.get("sent") or [] if s.get("poems"))
        cards = e.get("cards") or [0, 0]
        count = "\n".join(self.tr("{0} {1}枚").format(name(s), n) for s, n in enumerate(cards))
        situation, _both = self.situation_texts(e, names, you)
        techniques = "、".join(self.tr("{0} {1}").format(name(t.get("seat")), self.technique(t))
                               for t in e.get("techniques") or [])
        return [str(e.get("no", "")), song, kimariji, where, took, foul or "—", sent or "—", count,
                situation, techniques or "—"]

    def situation_texts(self, e: dict[str, Any], names: list[str],
                        you: int | None = None) -> tuple[str, str]:
        """The 戦局 cell and its tooltip: the row of the 送り札 table with its 戦局変化, as the
        host's texts say them (rendered in the reader's language before they reach the view). A
        player sees their own row (from their side, as 場所 is), a spectator both rows by name;
        the tooltip always holds both. 「—」 for a poem nobody touched (no row)."""
        situations = e.get("situation") or []
        changes = e.get("change") or []
        rows: dict[int, str] = {}
        for s, text in enumerate(situations):
            if not text:
                continue
            row = str(text)
            change = changes[s] if s < len(changes) else ""
            if change:
                row += self.tr("（{0}）").format(change)
            rows[s] = row

        def name(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "—"

        both = "\n".join(self.tr("{0}：{1}").format(name(s), row) for s, row in rows.items())
        if you in rows:
            return rows[you], both
        return both or "—", both

    def technique(self, entry: dict[str, Any]) -> str:
        names = {"modorite": self.tr("戻り手"), "watarite": self.tr("渡り手"),
                 "kakoite": self.tr("囲い手"), "kakoite_yaburi": self.tr("囲い手破り")}
        return names.get(str(entry.get("name")), str(entry.get("label", "")))


__all__ = ["LogDialog"]
