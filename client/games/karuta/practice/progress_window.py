"""「これまでの記録」: 汎用練習's progress across sessions, read from the practice store: the trend
per 決まり字 length and the cards, slowest first (chart.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.games.karuta.practice.chart import CardBars, TrendChart
from client.games.karuta.practice.store import PracticeStore


class ProgressWindow(QWidget):
    def __init__(self, store: PracticeStore, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("汎用練習のこれまでの記録"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.store = store
        self.summary = QLabel()
        self.trend = TrendChart()
        self.bars = CardBars()
        scroll = QScrollArea()
        scroll.setWidget(self.bars)
        scroll.setWidgetResizable(True)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        trend_page = QWidget()
        trend_layout = QVBoxLayout(trend_page)
        trend_layout.setContentsMargins(0, 0, 0, 0)
        trend_layout.addWidget(self.trend, 1)
        trend_layout.addWidget(self.totals)
        self.tabs = QTabWidget()
        self.tabs.addTab(trend_page, self.tr("決まり字の字数別"))
        self.tabs.addTab(scroll, self.tr("札別（遅い順）"))
        refresh = QPushButton(self.tr("更新"))
        refresh.clicked.connect(self.refresh)
        close = QPushButton(self.tr("閉じる"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary, 1)
        buttons.addWidget(refresh)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self.resize(860, 560)
        self.refresh()

    def refresh(self) -> None:
        self.trend.set_points(self.store.length_trend())
        self.bars.set_stats(self.store.card_stats())
        lines = []
        for total in self.store.length_totals():
            mean = (self.tr("{0}ms").format(f"{total.mean_ms:.0f}") if total.mean_ms is not None
                    else "—")
            lines.append(self.tr("{0}字決まり：平均 {1}（{2}枚）　遅れ {3}　お手つき {4}").format(
                total.length, mean, total.takes, total.late, total.fouls))
        self.totals.setText("\n".join(lines))
        self.summary.setText(self.tr("練習 {0}回・札 {1}種").format(
            self.store.session_count(), len(self.bars.stats)))


__all__ = ["ProgressWindow"]
