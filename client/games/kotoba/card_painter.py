"""How a word card looks, drawn by the app: a domino of two cells, a large clear hiragana in
each. The front is warm ivory framed in vermilion, the back pale indigo framed in navy with a
thin inner line, so the face shown is clear at a glance. A card is drawn turned the way it lies:
a small triangle marks its first end; turned end over end its kana stand upside down; lying
vertically its kana stay upright (read downwards) and the triangle shows which end is first."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from client.fonts import FAMILY

FACES = (
    # paper, frame, ink, corner mark
    (QColor("#fbf4e2"), QColor("#c8412f"), QColor("#1f1a16"), QColor("#c8412f")),
    (QColor("#dfe7f3"), QColor("#27406f"), QColor("#172544"), QColor("#27406f")),
)
GLOW = QColor("#ffcf3f")
HIGHLIGHT = QColor(255, 214, 64, 55)
SHADOW = QColor(0, 0, 0, 70)


def kana_font(cell: float) -> QFont:
    font = QFont(FAMILY)
    font.setPixelSize(max(8, int(cell * 0.62)))
    font.setBold(True)
    return font


def card_rect(x: float, y: float, cell: float, direction: str) -> QRectF:
    """The rectangle a card lying at grid position (x, y) covers, cells ``cell`` px wide."""
    if direction == "v":
        return QRectF(x * cell, y * cell, cell, 2 * cell)
    return QRectF(x * cell, y * cell, 2 * cell, cell)


def draw_card(
    p: QPainter,
    rect: QRectF,
    printed: str,
    face: int,
    rotation: int = 0,
    *,
    glow: bool = False,
    faded: bool = False,
) -> None:
    """Draw a card filling ``rect`` (two cells, horizontal or vertical by ``rotation``):
    ``printed`` is its face's two kana as printed, ``face`` 0 front / 1 back, ``rotation`` 0,
    90, 180 or 270 degrees clockwise. ``glow`` rings it in gold (a card you are placing);
    ``faded`` draws it half transparent (a card being dragged)."""
    paper, frame, ink, mark = FACES[face]
    long_side = max(rect.width(), rect.height())
    cell = long_side / 2
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if faded:
        p.setOpacity(0.6)
    p.translate(rect.center())
    p.rotate(rotation)
    local = QRectF(-cell, -cell / 2, 2 * cell, cell)
    inset = max(1.0, cell * 0.04)
    body = local.adjusted(inset, inset, -inset, -inset)
    radius = cell * 0.12
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(SHADOW)
    p.drawRoundedRect(body.translated(cell * 0.03, cell * 0.05), radius, radius)
    if glow:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GLOW, max(2.0, cell * 0.09)))
        p.drawRoundedRect(body.adjusted(-1, -1, 1, 1), radius, radius)
    p.setPen(QPen(frame, max(1.5, cell * 0.06)))
    p.setBrush(paper)
    p.drawRoundedRect(body, radius, radius)
    if face == 1:  # the back's inner line
        p.setPen(QPen(frame, max(1.0, cell * 0.025)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = body.adjusted(cell * 0.08, cell * 0.08, -cell * 0.08, -cell * 0.08)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    # the fold between the two cells
    p.setPen(QPen(frame, max(1.0, cell * 0.02), Qt.PenStyle.DotLine))
    p.drawLine(QPointF(0, body.top() + cell * 0.14), QPointF(0, body.bottom() - cell * 0.14))
    # a small corner triangle marks the card's first end, so a turned card shows it is turned
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(mark)
    tri = QPainterPath()
    corner = body.topLeft() + QPointF(cell * 0.07, cell * 0.07)
    size = cell * 0.16
    tri.moveTo(corner)
    tri.lineTo(corner + QPointF(size, 0))
    tri.lineTo(corner + QPointF(0, size))
    tri.closeSubpath()
    p.drawPath(tri)
    p.setPen(ink)
    p.setFont(kana_font(cell))
    # A vertical card keeps its kana upright, as Japanese is written downwards; a card turned
    # end over end shows them upside down, as the seed's 上下反転 does on a real table.
    upright = -rotation if rotation in (90, 270) else 0
    for i, kana in enumerate(printed[:2]):
        p.save()
        p.translate(-cell / 2 + i * cell, 0)
        p.rotate(upright)
        p.drawText(QRectF(-cell / 2, -cell / 2, cell, cell), Qt.AlignmentFlag.AlignCenter, kana)
        p.restore()
    p.restore()


def draw_highlight(p: QPainter, rect: QRectF) -> None:
    """Mark one cell whose kana the declared word uses."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#e89a00"), max(2.0, rect.width() * 0.06)))
    p.setBrush(HIGHLIGHT)
    p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), rect.width() * 0.12, rect.width() * 0.12)
    p.restore()


def draw_fresh(p: QPainter, rect: QRectF, strength: float) -> None:
    """A white ring around a card just laid, ``strength`` 1 (bright) to 0 (gone)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(255, 255, 255, int(220 * max(0.0, min(1.0, strength))))
    p.setPen(QPen(colour, max(2.0, min(rect.width(), rect.height()) * 0.08)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), rect.height() * 0.14, rect.height() * 0.14)
    p.restore()
