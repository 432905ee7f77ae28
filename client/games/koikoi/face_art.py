"""The thirteen characters' faces, drawn with QPainter for this project (no borrowed art).

Each face is a round, friendly head in a 100 × 100 box: its own hair colour and style, eyes,
and a hair ornament in the colours of the character's month flower, on a tinted badge.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

INK = QColor("#2b2118")
SKIN = QColor("#fbe1c8")
BLUSH = QColor(240, 120, 130, 120)

# id: (badge, hair, style, eyes, ornament colour, ornament centre)
LOOKS: dict[str, tuple[str, str, str, str, str, str]] = {
    "matsu": ("#cfe3c4", "#2d2a26", "bob", "calm", "#1e5128", "#c8322b"),
    "ume": ("#f7d0d4", "#5a2e2e", "buns", "round", "#c8322b", "#f0c419"),
    "sakura": ("#fde2ea", "#8a4b3a", "twin", "sparkle", "#f3a6bd", "#c8322b"),
    "fuji": ("#e4d8f0", "#3b3350", "long", "sleepy", "#7d4fa0", "#f6efde"),
    "ayame": ("#d6e0f5", "#1f2a44", "pony", "sharp", "#4b3f9e", "#f0c419"),
    "botan": ("#fbd3d0", "#6b2a3a", "wave", "round", "#c8322b", "#f3a6bd"),
    "hagi": ("#f1dcc8", "#7a4a24", "spiky", "wide", "#b04a86", "#c8322b"),
    "susuki": ("#e9e3cf", "#9c9c9c", "long", "calm", "#f6efde", "#e2b33c"),
    "kiku": ("#fbefc4", "#3a2b1d", "bob", "glasses", "#f0c419", "#d98e04"),
    "momiji": ("#f8d5c0", "#b0412a", "pony", "wide", "#c8322b", "#e98a5b"),
    "yanagi": ("#d3ead9", "#254a35", "spiky", "sharp", "#2f7d3a", "#5aa0d8"),
    "kiri": ("#e6def3", "#4a3b2a", "buns", "sparkle", "#7d4fa0", "#f0c419"),
    "tsubaki": ("#f5d0d0", "#111111", "long", "wink", "#b3141d", "#f0c419"),
}
DEFAULT_LOOK = ("#dddddd", "#333333", "bob", "round", "#888888", "#ffffff")


def _fill(p: QPainter, color: QColor | str, pen: QColor | None = None, width: float = 1.5) -> None:
    p.setBrush(QBrush(QColor(color)))
    p.setPen(QPen(pen, width) if pen is not None else Qt.NoPen)


def draw_face(p: QPainter, rect: QRectF, character: str, highlighted: bool = False) -> None:
    """Draw the face of ``character`` (an id like ``"sakura"``) filling ``rect``."""
    badge, hair, style, eyes, ornament, centre = LOOKS.get(character, DEFAULT_LOOK)
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    side = min(rect.width(), rect.height())
    p.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    p.scale(side / 100.0, side / 100.0)
    _fill(p, badge, QColor("#e2b33c") if highlighted else INK, 4 if highlighted else 2)
    p.drawEllipse(QRectF(2, 2, 96, 96))
    clip = QPainterPath()
    clip.addEllipse(QRectF(3, 3, 94, 94))
    p.setClipPath(clip)
    # hair behind the head
    _fill(p, hair)
    if style in ("long", "wave"):
        p.drawRoundedRect(QRectF(18, 30, 64, 70), 20, 20)
    if style == "pony":
        p.drawEllipse(QRectF(70, 40, 22, 40))
    if style == "twin":
        p.drawEllipse(QRectF(6, 44, 20, 34))
        p.drawEllipse(QRectF(74, 44, 20, 34))
    if style == "buns":
        p.drawEllipse(QRectF(16, 14, 22, 22))
        p.drawEllipse(QRectF(62, 14, 22, 22))
    # neck and collar
    _fill(p, SKIN, INK, 1)
    p.drawRect(QRectF(42, 74, 16, 14))
    _fill(p, ornament, INK, 1.2)
    p.drawChord(QRectF(18, 82, 64, 40), 0, 180 * 16)
    # head
    _fill(p, SKIN, INK, 1.5)
    p.drawEllipse(QRectF(24, 24, 52, 56))
    # fringe
    _fill(p, hair)
    fringe = QPainterPath(QPointF(22, 50))
    fringe.cubicTo(22, 14, 78, 14, 78, 50)
    if style == "spiky":
        for k in range(6):
            x = 74 - k * 10
            fringe.lineTo(x - 5, 40 - (k % 2) * 4)
            fringe.lineTo(x - 10, 46)
    else:
        fringe.cubicTo(66, 36, 44, 36, 30, 44)
        fringe.lineTo(22, 50)
    p.drawPath(fringe)
    # eyes
    _eyes(p, eyes)
    # cheeks and mouth
    _fill(p, BLUSH)
    p.drawEllipse(QPointF(35, 64), 5, 3)
    p.drawEllipse(QPointF(65, 64), 5, 3)
    p.setPen(QPen(INK, 1.8, Qt.SolidLine, Qt.RoundCap))
    p.setBrush(Qt.NoBrush)
    p.drawArc(QRectF(44, 62, 12, 8), 200 * 16, 140 * 16)
    # the month flower ornament
    _flower(p, 30, 30, ornament, centre)
    p.restore()


def _eyes(p: QPainter, kind: str) -> None:
    p.setPen(QPen(INK, 2.2, Qt.SolidLine, Qt.RoundCap))
    if kind == "sleepy":
        p.drawLine(QPointF(36, 56), QPointF(44, 56))
        p.drawLine(QPointF(56, 56), QPointF(64, 56))
        return
    if kind == "wink":
        p.drawArc(QRectF(56, 51, 9, 8), 0, 180 * 16)
    for x in (40, 60) if kind != "wink" else (40,):
        _fill(p, INK)
        r = {"round": 3.6, "wide": 4.4, "sharp": 3.0, "sparkle": 4.0}.get(kind, 3.2)
        p.drawEllipse(QPointF(x, 55), r * (0.8 if kind == "sharp" else 1), r)
        if kind in ("sparkle", "wide", "round"):
            _fill(p, "#ffffff")
            p.drawEllipse(QPointF(x + 1.2, 53.8), 1.2, 1.2)
    if kind == "glasses":
        p.setPen(QPen(INK, 1.5))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(QPointF(40, 55), 7, 6)
        p.drawEllipse(QPointF(60, 55), 7, 6)
        p.drawLine(QPointF(47, 55), QPointF(53, 55))


def _flower(p: QPainter, x: float, y: float, petal: str, centre: str) -> None:
    _fill(p, petal, INK, 1)
    for i in range(5):
        a = 2 * math.pi * i / 5 - math.pi / 2
        p.drawEllipse(QPointF(x + 6 * math.cos(a), y + 6 * math.sin(a)), 5, 5)
    _fill(p, centre)
    p.drawEllipse(QPointF(x, y), 3, 3)
