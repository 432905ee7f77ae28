"""The final scoring: every player's pentacles with their points, the total and the rank."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from client.games.deltacle.drawing import SEAT_COLORS, draw_chip, font

PENTACLE_POINTS = {1: 5, 3: 3, 2: 1}


class ResultPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []
        self.reason = ""
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(420, 40 + 34 * max(2, len(self.rows)))

    def set_result(self, view: dict[str, Any], names: list[str]) -> None:
        result = view["result"]
        self.rows = sorted(
            ({"seat": p["seat"], "name": names[p["seat"]], "pentacles": p["pentacles"],
              "points": result["points"][p["seat"]], "rank": result["ranks"][p["seat"]],
              "faceup": result["faceup"][p["seat"]]} for p in view["players"]),
            key=lambda r: (r["rank"], r["seat"]),
        )
        self.reason = result.get("reason", "")
        self.setMinimumHeight(40 + 34 * len(self.rows))
        self.show()
        self.update()

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
        p.drawText(QRectF(12, 6, self.width() - 24, 26), Qt.AlignRight | Qt.AlignVCenter, self.reason)
        y = 36
        for r in self.rows:
            p.setPen(SEAT_COLORS[r["seat"] % len(SEAT_COLORS)])
            p.setFont(font(11, True))
            p.drawText(QRectF(12, y, 110, 28), Qt.AlignLeft | Qt.AlignVCenter,
                       self.tr("{0}位 {1}").format(r["rank"], r["name"]))
            x = 118
            for pent in r["pentacles"]:
                for k, color in enumerate(pent):
                    draw_chip(p, QPointF(x + 8 + k * 15, y + 12), 6.5, color, glyph=False)
                p.setPen(QColor("#ffe27a"))
                p.setFont(font(7, True))
                p.drawText(QRectF(x, y + 19, 48, 10), Qt.AlignCenter,
                           self.tr("{0}点").format(PENTACLE_POINTS[len(set(pent))]))
                x += 54
            p.setPen(QColor("white"))
            p.setFont(font(13, True))
            p.drawText(QRectF(self.width() - 100, y, 88, 20), Qt.AlignRight | Qt.AlignVCenter,
                       self.tr("{0}点").format(r["points"]))
            p.setPen(QColor("#b8b0d8"))
            p.setFont(font(7))
            p.drawText(QRectF(self.width() - 100, y + 19, 88, 11), Qt.AlignRight | Qt.AlignVCenter,
                       self.tr("表向き{0}枚").format(r["faceup"]))
            y += 34
        p.end()
