"""Playing cards drawn with QPainter: faces, jokers and backs. No images: suits are paths, so
the cards stay crisp and legible down to about 30 pixels wide.

Card ids come from the host as ``"<suit><rank>#<copy>"`` (``"S3#0"``, ``"H10#1"``) or
``"JK#<n>"``; only the face (before ``#``) matters for drawing.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen

FONT_FAMILY = "IPAexGothic"
RED = QColor("#c8102e")
BLACK = QColor("#1a1a1a")
FACE_BG = QColor("#fffdf6")
BACK_BG = QColor("#1d4e89")
BACK_LINE = QColor("#f2c14e")
SELECTED = QColor("#f2c14e")
CARD_RATIO = 1.45  # height / width

SUIT_ORDER = "SHDC"
RANK_ORDER = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")


def face_of(card_id: str) -> str:
    return card_id.split("#", 1)[0]


def is_joker(card_id: str) -> bool:
    return face_of(card_id) == "JK"


def suit_of(card_id: str) -> str:
    return "" if is_joker(card_id) else face_of(card_id)[0]


def rank_of(card_id: str) -> str:
    return "" if is_joker(card_id) else face_of(card_id)[1:]


def strength_index(card_id: str) -> int:
    return 13 if is_joker(card_id) else RANK_ORDER.index(rank_of(card_id))


def suit_sort_key(card_id: str) -> tuple[int, int, str]:
    s = suit_of(card_id)
    return (SUIT_ORDER.index(s) if s else 4, strength_index(card_id), card_id)


def suit_path(suit: str, center: QPointF, size: float) -> QPainterPath:
    """A suit symbol of height ``size`` centred on ``center``."""
    x, y, h = center.x(), center.y(), size / 2
    path = QPainterPath()
    if suit == "D":
        path.moveTo(x, y - h)
        path.lineTo(x + h * 0.72, y)
        path.lineTo(x, y + h)
        path.lineTo(x - h * 0.72, y)
        path.closeSubpath()
    elif suit == "H":
        path.moveTo(x, y + h)
        path.cubicTo(x - h * 1.5, y - h * 0.1, x - h * 0.6, y - h * 1.3, x, y - h * 0.45)
        path.cubicTo(x + h * 0.6, y - h * 1.3, x + h * 1.5, y - h * 0.1, x, y + h)
        path.closeSubpath()
    elif suit == "S":
        path.moveTo(x, y - h)
        path.cubicTo(x + h * 1.5, y + h * 0.05, x + h * 0.6, y + h * 0.95, x, y + h * 0.35)
        path.cubicTo(x - h * 0.6, y + h * 0.95, x - h * 1.5, y + h * 0.05, x, y - h)
        path.closeSubpath()
        path.moveTo(x, y + h * 0.2)
        path.lineTo(x + h * 0.35, y + h)
        path.lineTo(x - h * 0.35, y + h)
        path.closeSubpath()
    elif suit == "C":
        r = h * 0.42
        path.addEllipse(QPointF(x, y - h * 0.48), r, r)
        path.addEllipse(QPointF(x - h * 0.5, y + h * 0.1), r, r)
        path.addEllipse(QPointF(x + h * 0.5, y + h * 0.1), r, r)
        path.moveTo(x, y)
        path.lineTo(x + h * 0.3, y + h)
        path.lineTo(x - h * 0.3, y + h)
        path.closeSubpath()
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _font(pixel_size: float, bold: bool = True) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(6, int(pixel_size)))
    font.setBold(bold)
    return font


def draw_card(painter: QPainter, rect: QRectF, card_id: str, *, selected: bool = False,
              dimmed: bool = False) -> None:
    """One card face in ``rect``: the rank and suit in the corner (large enough to read when
    cards overlap) and a big suit in the middle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    radius = w * 0.09
    painter.setPen(QPen(SELECTED if selected else QColor("#555555"), 3 if selected else 1))
    painter.setBrush(QBrush(FACE_BG if not dimmed else QColor("#d8d6cf")))
    painter.drawRoundedRect(rect, radius, radius)
    if is_joker(card_id):
        painter.setPen(RED)
        painter.setFont(_font(w * 0.22))
        painter.drawText(rect.adjusted(w * 0.06, w * 0.05, 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "JK")
        painter.setFont(_font(w * 0.2))
        painter.drawText(rect.adjusted(0, rect.height() * 0.3, 0, 0),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "JOKER")
        _draw_star(painter, QPointF(rect.center().x(), rect.top() + rect.height() * 0.72), w * 0.22)
    else:
        suit = suit_of(card_id)
        color = RED if suit in "HD" else BLACK
        painter.setPen(color)
        rank = rank_of(card_id)
        painter.setFont(_font(w * (0.3 if len(rank) == 1 else 0.25)))
        corner = QRectF(rect.left() + w * 0.05, rect.top() + w * 0.03, w * 0.45, w * 0.34)
        painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, rank)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawPath(suit_path(suit, QPointF(corner.center().x(), corner.bottom() + w * 0.13),
                                   w * 0.2))
        painter.drawPath(suit_path(suit, QPointF(rect.center().x() + w * 0.08,
                                                 rect.center().y() + rect.height() * 0.12), w * 0.42))
    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def _draw_star(painter: QPainter, center: QPointF, r: float) -> None:
    import math

    path = QPainterPath()
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        p = QPointF(center.x() + rr * math.cos(a), center.y() + rr * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#e0a100"))
    painter.drawPath(path)


def draw_back(painter: QPainter, rect: QRectF) -> None:
    """A card back: a blue field with a gold lattice."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    radius = w * 0.09
    painter.setPen(QPen(QColor("#eeeeee"), 1))
    painter.setBrush(BACK_BG)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
    painter.setPen(QPen(BACK_LINE, max(1.0, w * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    step = max(4.0, w * 0.2)
    painter.setClipRect(inner)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()


def card_label(card_id: str) -> str:
    """Short text for the play log: ♠3, ♥10, JK."""
    if is_joker(card_id):
        return "JK"
    return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[suit_of(card_id)] + rank_of(card_id)
