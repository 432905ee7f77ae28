"""The final scoring: every player's pentacles with their points, the total and the rank."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from client.games.deltacle.drawing import SEAT_COLORS, draw_chip, font

PENTACLE_POINTS = {1: 5, 3: 3, 2: 1}


ROW = 34  # a row: rank and name, pentacles, points
PENTACLE_W = 54
POINTS_W = 96


class ResultPanel(QWidget):
    """Shown in place of the boards once the game is over. A row holds rank and name, the
    pentacles and the points; when the names are too long for one line at this width, each
    row puts its pentacles on a second line under the name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []
        self.reason = ""
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(420, self.height_for(420))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, self.height_for(self.width() or 420))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        return self.height_for(width)

    def height_for(self, width: int) -> int:
        rows = max(2, len(self.rows))
        return 44 + rows * (ROW if self.one_line(width) else ROW + 24)

    def name_width(self) -> float:
        metrics = QFontMetricsF(font(11, True))
        return max((metrics.horizontalAdvance(self._name(r)) for r in self.rows), default=0.0) + 8

    def one_line(self, width: int) -> bool:
        pentacles = max((len(r["pentacles"]) for r in self.rows), default=0)
        return 12 + self.name_width() + pentacles * PENTACLE_W + POINTS_W + 12 <= width

    def _name(self, row: dict[str, Any]) -> str:
        return self.tr("{0}位 {1}").format(row["rank"], row["name"])

    def set_result(self, view: dict[str, Any], names: list[str]) -> None:
        result = view["result"]
        self.rows = sorted(
            ({"seat": p["seat"], "name": names[p["seat"]], "pentacles": p["pentacles"],
              "points": result["points"][p["seat"]], "rank": result["ranks"][p["seat"]],
              "faceup": result["faceup"][p["seat"]]} for p in view["players"]),
            key=lambda r: (r["rank"], r["seat"]),
        )
        self.reason = result.get("reason", "")
        self.setMinimumHeight(self.height_for(self.width() or 420))
        self.show()
        self.updateGeometry()
        self.update()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        height = self.height_for(self.width())
        if height != self.minimumHeight():
            self.setMinimumHeight(height)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._paint()

    def _paint(self) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor("#c9b07a"), 2))
        p.setBrush(QColor("#241f38"))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        p.setPen(QColor("#ffe27a"))
        p.setFont(font(12, True))
        p.drawText(QRectF(12, 6, self.width() - 24, 26), Qt.AlignLeft | Qt.AlignVCenter, self.tr("得点計算"))
        p.setFont(font(9))
        p.setPen(QColor("#d8d2f0"))
        p.drawText(QRectF(100, 6, self.width() - 112, 26), Qt.AlignRight | Qt.AlignVCenter, self.reason)
        one_line = self.one_line(self.width())
        name_w = self.name_width()
        y = 40
        for r in self.rows:
            p.setPen(SEAT_COLORS[r["seat"] % len(SEAT_COLORS)])
            p.setFont(font(11, True))
            p.drawText(QRectF(12, y, name_w, 28), Qt.AlignLeft | Qt.AlignVCenter, self._name(r))
            x, chips_y = (12 + name_w, y) if one_line else (24, y + 24)
            for pent in r["pentacles"]:
                for k, color in enumerate(pent):
                    draw_chip(p, QPointF(x + 8 + k * 15, chips_y + 12), 6.5, color, glyph=False)
                p.setPen(QColor("#ffe27a"))
                p.setFont(font(7, True))
                p.drawText(QRectF(x, chips_y + 19, 48, 10), Qt.AlignCenter,
                           self.tr("{0}点").format(PENTACLE_POINTS[len(set(pent))]))
                x += PENTACLE_W
            p.setPen(QColor("white"))
            p.setFont(font(13, True))
            p.drawText(QRectF(self.width() - POINTS_W - 12, y, POINTS_W, 20), Qt.AlignRight | Qt.AlignVCenter,
                       self.tr("{0}点").format(r["points"]))
            p.setPen(QColor("#b8b0d8"))
            p.setFont(font(7))
            p.drawText(QRectF(self.width() - POINTS_W - 12, y + 19, POINTS_W, 11),
                       Qt.AlignRight | Qt.AlignVCenter, self.tr("表向き{0}枚").format(r["faceup"]))
            y += ROW if one_line else ROW + 24
        p.end()
