"""The title screen's room, drawn with QPainter (no image files, a few hundred shapes): tatami
mats laid in the 祝儀敷き pattern with their dark 畳縁 borders, a wooden 長押 rail at the top and
shoji light at the back, in the theme's colours (client/ui/theme.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen

from client.ui import theme

# the room's colours come from the theme's palette
TATAMI = QColor(theme.TATAMI)
TATAMI_DARK = QColor(theme.TATAMI_DARK)
HERI = QColor(theme.HERI)
WOOD = QColor(theme.WOOD)
WOOD_DARK = QColor(theme.WOOD_DARK)
SHOJI = QColor(theme.SHOJI)

MAT = 2.0  # a mat is twice as long as it is wide


def mat_rects(area: QRectF, unit: float) -> list[QRectF]:
    """Mats of ``unit`` × 2·``unit`` covering ``area`` in rows that alternate lying and
    standing pairs, so that no four corners meet (祝儀敷き)."""
    rects = []
    y, row = area.top(), 0
    while y < area.bottom():
        x = area.left() - (unit if row % 2 else 0)
        while x < area.right():
            rects.append(QRectF(x, y, unit * MAT, unit))
            x += unit * MAT
        y += unit
        row += 1
    return rects


def paint_room(p: QPainter, rect: QRectF) -> None:
    """The whole room in ``rect``: shoji wall, wooden rail, then the tatami floor."""
    p.save()
    wall_h = rect.height() * 0.22
    wall = QRectF(rect.left(), rect.top(), rect.width(), wall_h)
    p.fillRect(wall, SHOJI)
    # shoji: tall panes in a thin wooden lattice, a stout frame every four panes
    cell = max(28.0, wall_h / 3.2)
    p.setPen(QPen(QColor(107, 74, 43, 150), 1.5))
    x, k = rect.left(), 0
    while x < rect.right():
        p.setPen(QPen(WOOD, 5) if k % 4 == 0 else QPen(QColor(107, 74, 43, 150), 1.5))
        p.drawLine(QPointF(x, wall.top()), QPointF(x, wall.bottom()))
        x += cell
        k += 1
    p.setPen(QPen(QColor(107, 74, 43, 150), 1.5))
    for fraction in (0.34, 0.67):
        y = wall.top() + wall_h * fraction
        p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    # the rail
    rail = QRectF(rect.left(), wall.bottom() - 6, rect.width(), 14)
    gradient = QLinearGradient(rail.topLeft(), rail.bottomLeft())
    gradient.setColorAt(0, WOOD)
    gradient.setColorAt(1, WOOD_DARK)
    p.fillRect(rail, gradient)
    # the floor
    floor = QRectF(rect.left(), rail.bottom(), rect.width(), rect.bottom() - rail.bottom())
    p.fillRect(floor, TATAMI)
    unit = max(90.0, floor.height() / 3.2)
    p.setClipRect(floor)
    for k, mat in enumerate(mat_rects(floor, unit)):
        p.fillRect(mat.adjusted(2, 2, -2, -2), TATAMI if k % 2 else TATAMI_DARK)
        # the weave: fine lines along the mat's length
        p.setPen(QPen(QColor(0, 0, 0, 18), 1))
        step = 5.0
        yy = mat.top() + step
        while yy < mat.bottom() - 2:
            p.drawLine(QPointF(mat.left() + 4, yy), QPointF(mat.right() - 4, yy))
            yy += step
        # heri on the long sides
        p.fillRect(QRectF(mat.left(), mat.top(), mat.width(), 5), HERI)
        p.fillRect(QRectF(mat.left(), mat.bottom() - 5, mat.width(), 5), HERI)
        p.setPen(QPen(QColor(0, 0, 0, 60), 1))
        p.drawLine(QPointF(mat.left(), mat.top()), QPointF(mat.left(), mat.bottom()))
    p.restore()
