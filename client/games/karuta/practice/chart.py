"""The progress charts of 汎用練習, drawn with QPainter from the store's answers (store.py):

- :class:`TrendChart`: per 決まり字 length (1字 … 6字, one colour each) the mean take time of
  every session, sessions in time order along the bottom, milliseconds up the side;
- :class:`CardBars`: one bar per card, slowest first, its mean time written beside it with the
  お手つき and late takes, so a player sees which cards they are slow on.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from client.fonts import FAMILY
from client.games.karuta.practice.store import CardStat, SessionPoint
from client.games.karuta.practice.texts import poem_with_kimariji

LENGTH_COLOURS = {1: "#d2232a", 2: "#e07b00", 3: "#1c8a3a", 4: "#1f4fe0", 5: "#7b3fb5", 6: "#5a4d2c"}
INK = QColor("#2b2118")
GRID = QColor("#d8d0b4")
PAPER = QColor("#fffdf4")
BAR = QColor("#27509b")
BAR_LATE = QColor("#b3261e")
ROW_H = 24
LABEL_W = 210
VALUE_W = 190


def nice_top(value: float) -> float:
    """A round number at or above ``value`` for the axis (500, 1000, 2000, 2500, 5000 …)."""
    step = 100.0
    while True:
        for factor in (1, 2, 2.5, 5):
            if value <= step * factor * 5:
                return step * factor * 5
        step *= 10


def _font(size: int, bold: bool = False) -> QFont:
    font = QFont(FAMILY)
    font.setPixelSize(size)
    font.setBold(bold)
    return font


class TrendChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[SessionPoint] = []
        self.setMinimumSize(520, 300)

    def set_points(self, points: list[SessionPoint]) -> None:
        self.points = list(points)
        self.update()

    def lengths(self) -> list[int]:
        return sorted({k for point in self.points for k in point.means})

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(64, 40, -20, -46)

    def position(self, index: int, ms: float, top: float) -> QPointF:
        """Where session ``index``'s mean ``ms`` lies on the plot."""
        plot = self.plot_rect()
        count = max(1, len(self.points) - 1)
        x = plot.left() + (plot.width() * index / count if len(self.points) > 1 else plot.width() / 2)
        return QPointF(x, plot.bottom() - plot.height() * min(ms, top) / top)

    def top(self) -> float:
        values = [v for point in self.points for v in point.means.values()]
        return nice_top(max(values, default=1000.0))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), PAPER)
        plot = self.plot_rect()
        top = self.top()
        p.setFont(_font(12))
        for i in range(6):  # the ms grid
            ms = top * i / 5
            y = plot.bottom() - plot.height() * i / 5
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(INK)
            p.drawText(QRectF(0, y - 9, plot.left() - 6, 18),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{ms:.0f}")
        p.setPen(QPen(INK, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        p.drawText(QRectF(4, 6, 300, 20), Qt.AlignmentFlag.AlignLeft,
                   self.tr("決まり字を聞いてから取るまで（ミリ秒、平均）"))
        step = max(1, len(self.points) // 8)
        for i, point in enumerate(self.points):  # the sessions' dates along the bottom
            if i % step:
                continue
            x = self.position(i, 0, top).x()
            day = time.strftime("%m/%d", time.localtime(point.started))
            p.drawText(QRectF(x - 30, plot.bottom() + 4, 60, 18), Qt.AlignmentFlag.AlignCenter, day)
        p.drawText(QRectF(plot.left(), plot.bottom() + 22, plot.width(), 18), Qt.AlignmentFlag.AlignCenter,
                   self.tr("練習の回（古い順）"))
        self._paint_lines(p, top)
        self._paint_legend(p)
        if not self.points:
            p.setFont(_font(15))
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("まだ記録がありません"))
        p.end()

    def _paint_lines(self, p: QPainter, top: float) -> None:
        for length in self.lengths():
            colour = QColor(LENGTH_COLOURS.get(length, "#000000"))
            p.setPen(QPen(colour, 2))
            p.setBrush(colour)
            previous = None
            for i, point in enumerate(self.points):
                if length not in point.means:
                    continue
                here = self.position(i, point.means[length], top)
                if previous is not None:
                    p.drawLine(previous, here)
                p.drawEllipse(here, 3.5, 3.5)
                previous = here

    def _paint_legend(self, p: QPainter) -> None:
        p.setFont(_font(12))
        metrics = QFontMetricsF(p.font())
        x = self.plot_rect().right()
        for length in reversed(self.lengths()):
            text = self.tr("{0}字決まり").format(length)
            width = metrics.horizontalAdvance(text)
            x -= width + 26
            colour = QColor(LENGTH_COLOURS.get(length, "#000000"))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(x, 12, 12, 12))
            p.setPen(INK)
            p.drawText(QRectF(x + 16, 8, width + 6, 20), Qt.AlignmentFlag.AlignVCenter, text)


class CardBars(QWidget):
    """One row per card: its name, a bar as long as its mean time, the time and its お手つき."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: list[CardStat] = []

    def set_stats(self, stats: list[CardStat]) -> None:
        self.stats = list(stats)
        self.updateGeometry()
        self.adjustSize()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(LABEL_W + VALUE_W + 300, max(1, len(self.stats)) * ROW_H + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(LABEL_W + VALUE_W + 120, self.sizeHint().height())

    def label(self, stat: CardStat) -> str:
        return poem_with_kimariji(stat.poem, stat.kimariji_static)

    def value(self, stat: CardStat) -> str:
        parts = [self.tr("{0}ms").format(f"{stat.mean_ms:.0f}") if stat.mean_ms is not None
                 else self.tr("時間内の札取りなし")]
        if stat.late:
            parts.append(self.tr("遅れ{0}").format(stat.late))
        if stat.fouls:
            parts.append(self.tr("お手つき{0}").format(stat.fouls))
        return "　".join(parts)

    def bar_rect(self, index: int, top: float) -> QRectF:
        stat = self.stats[index]
        width = max(0.0, self.width() - LABEL_W - VALUE_W - 16)
        share = (stat.mean_ms or top) / top if top else 0.0
        return QRectF(LABEL_W + 8, 4 + index * ROW_H + 4, width * min(1.0, share), ROW_H - 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), PAPER)
        p.setFont(_font(12))
        top = nice_top(max((s.mean_ms or 0.0 for s in self.stats), default=1000.0))
        for i, stat in enumerate(self.stats):
            y = 4 + i * ROW_H
            p.setPen(INK)
            p.drawText(QRectF(4, y, LABEL_W, ROW_H), Qt.AlignmentFlag.AlignVCenter, self.label(stat))
            bar = self.bar_rect(i, top)
            p.fillRect(bar, BAR if stat.mean_ms is not None else BAR_LATE)
            p.setPen(BAR_LATE if stat.fouls or stat.late else INK)
            p.drawText(QRectF(self.width() - VALUE_W - 4, y, VALUE_W, ROW_H),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.value(stat))
        if not self.stats:
            p.setPen(INK)
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("まだ記録がありません"))
        p.end()


__all__ = ["CardBars", "TrendChart", "nice_top"]
