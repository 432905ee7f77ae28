"""QPainter drawing of Deltacle's pieces: gem chips, broom pieces, control cards, the gauge.

Everything is drawn by the app (no images) and stays legible small: each chip colour also has
its own shape and kanji, so colours are told apart without relying on hue alone.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

FONT_FAMILY = "IPAexGothic"

CHIP_FILL = {"B": QColor("#3a7bd5"), "Y": QColor("#f2c230"), "R": QColor("#d63c3c")}
CHIP_EDGE = {"B": QColor("#1d3f70"), "Y": QColor("#8a6a00"), "R": QColor("#6e1414")}
SEAT_COLORS = [QColor("#2bb5c4"), QColor("#e0a100"), QColor("#9a5ad8"), QColor("#4caf50")]
CHARACTER_INITIAL = {"sweep": "ス", "chariot": "チ", "godhand": "ゴ", "enchant": "エ"}


def tr(text: str) -> str:
    return QCoreApplication.translate("DeltacleDrawing", text)


def chip_glyph(color: str) -> str:
    return {"B": tr("静"), "Y": tr("陽"), "R": tr("竜")}[color]


def font(size: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPointSizeF(max(5.0, size))
    f.setBold(bold)
    return f


def _polygon(center: QPointF, radius: float, sides: int, rotation: float) -> QPolygonF:
    return QPolygonF([
        QPointF(center.x() + radius * math.cos(rotation + 2 * math.pi * k / sides),
                center.y() + radius * math.sin(rotation + 2 * math.pi * k / sides))
        for k in range(sides)
    ])


def draw_chip(p: QPainter, center: QPointF, radius: float, color: str, glyph: bool = True) -> None:
    """A gem chip: 静かの実 a round gem, 太陽の滴 a diamond, 竜血珠 a hexagon."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(QPen(CHIP_EDGE[color], max(1.0, radius * 0.15)))
    p.setBrush(QBrush(CHIP_FILL[color]))
    if color == "B":
        p.drawEllipse(center, radius, radius)
    elif color == "Y":
        p.drawPolygon(_polygon(center, radius * 1.12, 4, -math.pi / 2))
    else:
        p.drawPolygon(_polygon(center, radius * 1.05, 6, 0))
    if glyph and radius >= 6:
        p.setPen(QColor("white") if color != "Y" else QColor("#3d2e00"))
        p.setFont(font(radius * 0.8, True))
        p.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius),
                   Qt.AlignCenter, chip_glyph(color))
    p.restore()


def draw_piece(p: QPainter, center: QPointF, radius: float, seat: int, character: str,
               highlight: bool = False, ghost: bool = False) -> None:
    """A broom piece: the seat's colour with the character's initial."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    color = QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])
    if ghost:
        color.setAlpha(90)
    if highlight:
        p.setPen(QPen(QColor("#ffffff"), radius * 0.35))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(center, radius * 1.3, radius * 1.3)
    p.setPen(QPen(QColor("#202020"), max(1.0, radius * 0.12)))
    p.setBrush(color)
    path = QPainterPath()
    path.addEllipse(center, radius, radius)
    p.drawPath(path)
    p.setPen(QColor("white"))
    p.setFont(font(radius * 0.85, True))
    p.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius),
               Qt.AlignCenter, tr(CHARACTER_INITIAL.get(character, "?")))
    p.restore()


def card_label(card: str) -> str:
    return {
        "accel3": tr("加減速3"),
        "accel2": tr("加減速2"),
        "accel1": tr("加減速1"),
        "awaken": tr("覚醒"),
    }.get(card, card)


def draw_card(p: QPainter, rect: QRectF, card: str | None, face_down: bool = False,
              direction: str | None = None) -> None:
    """A small control card; face down shows the back. An arrow shows 加速/減速."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    if face_down or card is None:
        p.setPen(QPen(QColor("#3b2a55"), 1.2))
        p.setBrush(QColor("#5b3f86"))
        p.drawRoundedRect(rect, 3, 3)
        p.setPen(QColor("#d9c8ff"))
        p.setFont(font(rect.height() * 0.3, True))
        p.drawText(rect, Qt.AlignCenter, "★")
        p.restore()
        return
    awaken = card == "awaken"
    p.setPen(QPen(QColor("#333333"), 1.2))
    p.setBrush(QColor("#fff3c4") if awaken else QColor("#f4f4f4"))
    p.drawRoundedRect(rect, 3, 3)
    p.setPen(QColor("#8a3b00") if awaken else QColor("#1b1b1b"))
    big = tr("覚") if awaken else card[-1]
    p.setFont(font(rect.height() * 0.32, True))
    p.drawText(rect.adjusted(0, 0, 0, -rect.height() * 0.25), Qt.AlignCenter, big)
    if direction:
        arrow = "▲" if direction == "up" else "▼"
        p.setPen(QColor("#1a7f2e") if direction == "up" else QColor("#b3261e"))
        p.setFont(font(rect.height() * 0.22, True))
        p.drawText(rect.adjusted(0, rect.height() * 0.55, 0, 0), Qt.AlignCenter, arrow)
    p.restore()


def draw_gauge(p: QPainter, rect: QRectF, low: int, high: int, speed: int, seat: int) -> None:
    """The speed gauge: one cell per speed from the bottom to the top, the marker on the speed."""
    p.save()
    cells = high - low + 1
    w = rect.width() / cells
    for k in range(cells):
        value = low + k
        cell = QRectF(rect.x() + k * w, rect.y(), w - 1, rect.height())
        on = value == speed
        p.setPen(QPen(QColor("#444444"), 1))
        p.setBrush(SEAT_COLORS[seat % len(SEAT_COLORS)] if on else QColor("#e8e8e8"))
        p.drawRect(cell)
        p.setPen(QColor("white") if on else QColor("#333333"))
        p.setFont(font(rect.height() * 0.45, on))
        p.drawText(cell, Qt.AlignCenter, str(value))
    p.restore()
