"""Playing cards drawn with QPainter: faces, jokers and backs. No images: suits are paths and the
pictures of the court cards and jokers are drawn by court_art.py, so the cards stay crisp and
legible down to about 30 pixels wide. Number cards carry their pips in the usual layout (those
in the lower half upside down), an ace one large pip, a court card its double-ended picture.
The rank and suit sit in the top-left corner, large enough to read when cards overlap, and again
upside down in the bottom-right corner.

A face is drawn once per size and kept as a pixmap (a hand is repainted often; its cards are
not redrawn from paths each time).

Card ids come from the host as ``"<suit><rank>#<copy>"`` (``"S3#0"``, ``"H10#1"``) or
``"JK#<n>"``; only the face (before ``#``) matters for drawing, and for a joker its number
(the second joker of a deck is the black one).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen

from client.games.daifugo.court_art import draw_court, draw_joker
from client.games.daifugo.palette import (
    BACK_BG,
    BACK_EDGE,
    BACK_LINE,
    BLACK,
    EDGE,
    FACE_BG,
    FACE_DIMMED,
    GOLD,
    JESTER,
    RED,
    SELECTED,
)
from client.games.paint_cache import draw_kept

FONT_FAMILY = "IPAexGothic"
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


def suit_colour(suit: str) -> QColor:
    return RED if suit in "HD" else BLACK


# Where a number card's pips lie, in its pip box (0..1 across, 0..1 down): three columns, the
# middle one for odd counts, as on a standard deck.
PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((0.5, 0.0), (0.5, 1.0)),
    "3": ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    "4": ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)),
    "5": ((0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)),
    "6": ((0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    "7": ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    "8": ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.5, 0.75), (0.0, 1.0),
          (1.0, 1.0)),
    "9": ((0.0, 0.0), (1.0, 0.0), (0.0, 1 / 3), (1.0, 1 / 3), (0.5, 0.5), (0.0, 2 / 3), (1.0, 2 / 3),
          (0.0, 1.0), (1.0, 1.0)),
    "10": ((0.0, 0.0), (1.0, 0.0), (0.5, 1 / 6), (0.0, 1 / 3), (1.0, 1 / 3), (0.0, 2 / 3),
           (1.0, 2 / 3), (0.5, 5 / 6), (0.0, 1.0), (1.0, 1.0)),
}

def draw_card(painter: QPainter, rect: QRectF, card_id: str, *, selected: bool = False,
              dimmed: bool = False) -> None:
    """One card face in ``rect`` (from the kept pixmap of its size), ringed when ``selected``."""
    face = face_of(card_id) + ("#1" if is_joker(card_id) and joker_variant(card_id) else "")
    draw_kept(painter, rect, ("daifugo", face, dimmed), lambda p, r: paint_face(p, r, card_id, dimmed))
    if selected:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = rect.width() * 0.09
        painter.setPen(QPen(SELECTED, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.restore()


def joker_variant(card_id: str) -> int:
    """0 for the coloured joker, 1 for a deck's second (black) one."""
    tail = card_id.split("#", 1)[1] if "#" in card_id else "0"
    return int(tail) % len(JESTER) if tail.isdigit() else 0


def paint_face(painter: QPainter, rect: QRectF, card_id: str, dimmed: bool = False) -> None:
    """Draw one card face from its paths (``draw_card`` keeps the result)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    w = rect.width()
    radius = w * 0.09
    inside = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    painter.setPen(QPen(EDGE, 1))
    painter.setBrush(QBrush(FACE_BG if not dimmed else FACE_DIMMED))
    painter.drawRoundedRect(inside, radius, radius)
    if is_joker(card_id):
        _paint_joker(painter, rect, joker_variant(card_id))
    else:
        suit, rank = suit_of(card_id), rank_of(card_id)
        _paint_index(painter, rect, rank, suit)
        painter.save()
        painter.translate(rect.center())
        painter.rotate(180)
        painter.translate(-rect.center())
        _paint_index(painter, rect, rank, suit)
        painter.restore()
        if rank in ("J", "Q", "K"):
            _paint_court(painter, rect, rank, suit)
        elif rank == "A":
            _paint_ace(painter, rect, suit)
        else:
            _paint_pips(painter, rect, rank, suit)
    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(inside, radius, radius)
    painter.restore()


def _index_box(rect: QRectF) -> QRectF:
    """The top-left corner's rank, above its small suit."""
    w = rect.width()
    return QRectF(rect.left() + w * 0.02, rect.top() + w * 0.03, w * 0.21, w * 0.27)


def _paint_index(p: QPainter, rect: QRectF, rank: str, suit: str) -> None:
    w = rect.width()
    corner = _index_box(rect)
    p.setPen(suit_colour(suit))
    p.setFont(_font(w * (0.24 if len(rank) == 1 else 0.19)))
    p.drawText(corner, Qt.AlignmentFlag.AlignCenter, rank)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(suit_colour(suit))
    p.drawPath(suit_path(suit, QPointF(corner.center().x(), corner.bottom() + w * 0.1), w * 0.15))


def _pip_box(rect: QRectF) -> QRectF:
    """Where the pips' centres lie: clear of the corners."""
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + w * 0.35, rect.top() + h * 0.14, w * 0.3, h * 0.72)


def _paint_pips(p: QPainter, rect: QRectF, rank: str, suit: str) -> None:
    box = _pip_box(rect)
    size = rect.width() * 0.17
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(suit_colour(suit))
    for fx, fy in PIPS.get(rank, ()):
        centre = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
        if fy > 0.5:  # the lower half's pips stand on their heads
            p.save()
            p.translate(centre)
            p.rotate(180)
            p.drawPath(suit_path(suit, QPointF(0, 0), size))
            p.restore()
        else:
            p.drawPath(suit_path(suit, centre, size))


def _paint_ace(p: QPainter, rect: QRectF, suit: str) -> None:
    w = rect.width()
    centre = rect.center()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(suit_colour(suit))
    if suit == "S":  # the ace of spades: larger, in a ring
        p.save()
        p.setPen(QPen(GOLD, max(1.0, w * 0.025)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, w * 0.36, w * 0.36)
        p.setPen(QPen(BLACK, max(1.0, w * 0.012)))
        p.drawEllipse(centre, w * 0.31, w * 0.31)
        p.restore()
        p.drawPath(suit_path(suit, centre, w * 0.46))
    else:
        p.drawPath(suit_path(suit, centre, w * 0.4))


def _court_frame(rect: QRectF) -> QRectF:
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + w * 0.235, rect.top() + h * 0.07, w * 0.53, h * 0.86)


def _paint_court(p: QPainter, rect: QRectF, rank: str, suit: str) -> None:
    frame = _court_frame(rect)
    draw_court(p, frame, rank, suit)
    # the suit in the picture's corners, beside the figure's head
    size = frame.width() * 0.16
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(suit_colour(suit))
    p.drawPath(suit_path(suit, QPointF(frame.left() + size * 0.85, frame.top() + size * 0.85), size))
    p.save()
    p.translate(QPointF(frame.right() - size * 0.85, frame.bottom() - size * 0.85))
    p.rotate(180)
    p.drawPath(suit_path(suit, QPointF(0, 0), size))
    p.restore()


def _paint_joker(p: QPainter, rect: QRectF, variant: int) -> None:
    w = rect.width()
    colour = JESTER[variant % len(JESTER)][0]
    draw_joker(p, _court_frame(rect), variant)
    # "JOKER" down the corners, read like an index
    p.setPen(colour)
    p.setFont(_font(w * 0.12))
    step = w * 0.125
    for turn in (False, True):
        p.save()
        if turn:
            p.translate(rect.center())
            p.rotate(180)
            p.translate(-rect.center())
        for k, letter in enumerate("JOKER"):
            p.drawText(QRectF(rect.left() + w * 0.02, rect.top() + w * 0.05 + k * step, w * 0.18, step),
                       Qt.AlignmentFlag.AlignCenter, letter)
        _draw_star(p, QPointF(rect.left() + w * 0.11, rect.top() + w * 0.1 + 5.4 * step), w * 0.07,
                   colour)
        p.restore()


def _draw_star(painter: QPainter, center: QPointF, r: float, colour: QColor) -> None:
    path = QPainterPath()
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        point = QPointF(center.x() + rr * math.cos(a), center.y() + rr * math.sin(a))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def draw_back(painter: QPainter, rect: QRectF) -> None:
    """A card back: a blue field with a gold lattice and a cherry-blossom crest in the middle
    (from the kept pixmap of its size)."""
    draw_kept(painter, rect, ("daifugo", "back"), paint_back)


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """Draw a card back from its paths (``draw_back`` keeps the result)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    radius = w * 0.09
    painter.setPen(QPen(BACK_EDGE, 1))
    painter.setBrush(BACK_BG)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    inner = rect.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
    painter.setPen(QPen(BACK_LINE, max(1.0, w * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    step = max(4.0, w * 0.2)
    painter.save()
    painter.setClipRect(inner)
    line = QColor(BACK_LINE)
    line.setAlpha(150)
    painter.setPen(QPen(line, max(0.8, w * 0.02)))
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()
    if w >= 24:  # the crest: a five-petalled blossom in a ring
        centre = rect.center()
        painter.setPen(QPen(BACK_LINE, max(1.0, w * 0.03)))
        painter.setBrush(BACK_BG)
        painter.drawEllipse(centre, w * 0.24, w * 0.24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BACK_LINE)
        for k in range(5):
            a = -math.pi / 2 + k * 2 * math.pi / 5
            painter.drawEllipse(QPointF(centre.x() + w * 0.1 * math.cos(a),
                                        centre.y() + w * 0.1 * math.sin(a)), w * 0.07, w * 0.07)
        painter.setBrush(BACK_BG)
        painter.drawEllipse(centre, w * 0.035, w * 0.035)
    painter.restore()


def card_label(card_id: str) -> str:
    """Short text for the play log: ♠3, ♥10, JK."""
    if is_joker(card_id):
        return "JK"
    return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[suit_of(card_id)] + rank_of(card_id)
