"""The pictures on daifugō's court cards (J, Q, K) and jokers, drawn with QPainter paths, made for
this project (client/games/daifugo/ART-LICENSE.txt).

A court picture is double-ended, as on a real deck: the top half is the figure from the waist
up, the bottom half the same turned round. Each rank has its own headwear and the thing it holds
(the king a crown, a beard and a sword; the queen a tiara, long hair and a flower; the jack a
feathered cap and a halberd), each suit its own robe colours (palette.ROBES). A joker is a whole
jester in motley with a belled cap; the second joker of a deck is in black and gold.

Everything is drawn in a 100 × 140 box scaled to the picture's frame, so the art is the same at
every size; the card painter (card_painter.py) draws the frame, the suit marks and the corners.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from client.games.daifugo.palette import (
    GOLD,
    GOLD_DARK,
    HAIR,
    INK,
    JESTER,
    LEAF,
    PETAL,
    PICTURE_BG,
    ROBES,
    SKIN,
    SKIN_SHADE,
    STEEL,
    WHITE,
)

W, H = 100.0, 140.0
LINE = 0.9  # outline width in box units


def _pen(p: QPainter, colour: QColor | None = INK, width: float = LINE) -> None:
    p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                  Qt.PenJoinStyle.RoundJoin) if colour is not None else Qt.PenStyle.NoPen)


def _fill(p: QPainter, colour: QColor | None, outline: QColor | None = INK,
          width: float = LINE) -> None:
    p.setBrush(QBrush(colour) if colour is not None else Qt.BrushStyle.NoBrush)
    _pen(p, outline, width)


def _poly(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _in_box(p: QPainter, frame: QRectF) -> None:
    p.translate(frame.topLeft())
    p.scale(frame.width() / W, frame.height() / H)


# -- the court cards --------------------------------------------------------------------------


def draw_court(p: QPainter, frame: QRectF, rank: str, suit: str) -> None:
    """The double-ended picture of ``rank`` ("J", "Q", "K") of ``suit`` filling ``frame``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _in_box(p, frame)
    p.setClipRect(QRectF(0, 0, W, H))
    p.fillRect(QRectF(0, 0, W, H), PICTURE_BG)
    _half(p, rank, suit)
    p.translate(W, H)
    p.rotate(180)
    _half(p, rank, suit)
    p.restore()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _in_box(p, frame)
    # the line between the halves, and the frame
    _pen(p, GOLD_DARK, 0.8)
    p.drawLine(QPointF(4, H / 2), QPointF(W - 4, H / 2))
    _fill(p, None, ROBES[suit][0], 1.6)
    p.drawRect(QRectF(0, 0, W, H))
    p.restore()


def _half(p: QPainter, rank: str, suit: str) -> None:
    """The figure from the waist up, in the top half (0 … 100 × 0 … 70)."""
    robe, trim, lining = ROBES[suit]
    if rank == "K":
        _sword(p)
    elif rank == "J":
        _halberd(p)
    p.save()  # the head is drawn a size larger than its parts were laid out
    p.translate(50, 27)
    p.scale(HEAD, HEAD)
    p.translate(-50, -30)
    if rank == "Q":
        _long_hair(p, HAIR["Q"])
    p.restore()
    _robe(p, rank, robe, trim, lining)
    p.save()
    p.translate(50, 27)
    p.scale(HEAD, HEAD)
    p.translate(-50, -30)
    _fill(p, SKIN)
    p.drawEllipse(QPointF(50, 30), 10.5, 12)
    _hair(p, rank)
    _face(p, rank)
    if rank == "K":
        _beard(p)
        _crown(p, robe)
    elif rank == "Q":
        _tiara(p, robe)
    else:
        _cap(p, robe, lining)
    p.restore()
    _hand(p, rank)
    if rank == "Q":
        _flower(p)


HEAD = 1.25  # the head's scale against the layout of its parts
HANDS = {"K": QPointF(77, 60), "Q": QPointF(33, 60), "J": QPointF(22, 58)}


def _hand(p: QPainter, rank: str) -> None:
    """The hand that holds the sword, the rose or the halberd, out of its sleeve."""
    hand = HANDS[rank]
    _fill(p, SKIN, INK, 0.7)
    p.drawEllipse(hand, 4.2, 3.4)


def _robe(p: QPainter, rank: str, robe: QColor, trim: QColor, lining: QColor) -> None:
    body = QPainterPath()
    body.moveTo(14, 70)
    body.lineTo(14, 58)
    body.cubicTo(14, 50, 22, 45, 38, 43)
    body.lineTo(62, 43)
    body.cubicTo(78, 45, 86, 50, 86, 58)
    body.lineTo(86, 70)
    body.closeSubpath()
    _fill(p, robe)
    p.drawPath(body)
    # the sleeves' seams
    _pen(p, INK, 0.6)
    p.drawLine(QPointF(27, 50), QPointF(27, 70))
    p.drawLine(QPointF(73, 50), QPointF(73, 70))
    # the front: the lining between two gold bands
    _fill(p, lining, INK, 0.7)
    p.drawPolygon(_poly([(42, 44), (58, 44), (62, 70), (38, 70)]))
    _pen(p, trim, 2.2)
    p.drawLine(QPointF(42, 45), QPointF(38, 70))
    p.drawLine(QPointF(58, 45), QPointF(62, 70))
    # the robe's pattern: a king's and a queen's sown with gold, a jack's striped
    if rank == "J":
        _pen(p, trim, 1.6)
        for x in (20, 33, 67, 80):
            p.drawLine(QPointF(x, 52), QPointF(x, 70))
    else:
        _fill(p, trim, None)
        for x, y in ((20, 58), (32, 52), (33, 64), (68, 52), (80, 58), (67, 64)):
            p.drawPolygon(_poly([(x, y - 2.2), (x + 1.8, y), (x, y + 2.2), (x - 1.8, y)]))
        _fill(p, WHITE, INK, 0.5)
        for y in (52, 58, 64):
            p.drawEllipse(QPointF(50, y), 1.2, 1.2)
    # the collar: ermine for the king, pearls for the queen, a ruff for the jack
    if rank == "K":
        _fill(p, WHITE, INK, 0.7)
        collar = QPainterPath()
        collar.moveTo(28, 45)
        collar.cubicTo(40, 52, 60, 52, 72, 45)
        collar.cubicTo(60, 40, 40, 40, 28, 45)
        p.drawPath(collar)
        _fill(p, INK, None)
        for x in (36, 44, 52, 60):
            p.drawEllipse(QPointF(x + 2, 46), 0.9, 1.3)
    elif rank == "Q":
        _fill(p, WHITE, INK, 0.6)
        for k in range(7):
            x = 35 + k * 5
            p.drawEllipse(QPointF(x, 44 + 0.05 * (x - 50) ** 2 / 4), 3, 2.4)
    else:
        _fill(p, WHITE, INK, 0.6)
        ruff = [(34 + k * 3.2, 42 if k % 2 else 47) for k in range(11)]
        p.drawPolygon(_poly(ruff + [(66, 41), (34, 41)]))


def _hair(p: QPainter, rank: str) -> None:
    colour = HAIR[rank]
    _fill(p, colour, INK, 0.7)
    hair = QPainterPath()
    if rank == "K":  # grey locks at the sides
        hair.moveTo(39.5, 26)
        hair.cubicTo(37, 32, 38, 38, 41, 40)
        hair.lineTo(42.5, 30)
        hair.closeSubpath()
        hair.moveTo(60.5, 26)
        hair.cubicTo(63, 32, 62, 38, 59, 40)
        hair.lineTo(57.5, 30)
        hair.closeSubpath()
    elif rank == "Q":  # parted over the forehead
        hair.moveTo(39.5, 28)
        hair.cubicTo(40, 19, 48, 17, 50, 21)
        hair.cubicTo(52, 17, 60, 19, 60.5, 28)
        hair.cubicTo(56, 23, 52, 22, 50, 23)
        hair.cubicTo(48, 22, 44, 23, 39.5, 28)
    else:  # a jack's curls under the cap
        for x in (40, 60):
            hair.addEllipse(QPointF(x, 29), 3.2, 5)
    p.drawPath(hair)


def _long_hair(p: QPainter, colour: QColor) -> None:
    _fill(p, colour, INK, 0.7)
    hair = QPainterPath()
    hair.moveTo(40, 22)
    hair.cubicTo(30, 30, 30, 46, 33, 54)
    hair.lineTo(67, 54)
    hair.cubicTo(70, 46, 70, 30, 60, 22)
    hair.closeSubpath()
    p.drawPath(hair)


def _face(p: QPainter, rank: str) -> None:
    _pen(p, INK, 0.8)
    p.drawLine(QPointF(44, 26.5), QPointF(47.5, 26))  # brows
    p.drawLine(QPointF(52.5, 26), QPointF(56, 26.5))
    _fill(p, INK, None)
    p.drawEllipse(QPointF(46, 29), 1.1, 1.3)  # eyes
    p.drawEllipse(QPointF(54, 29), 1.1, 1.3)
    _pen(p, SKIN_SHADE, 0.9)
    p.drawLine(QPointF(50, 30), QPointF(49, 34))  # nose
    if rank == "Q":
        _fill(p, QColor("#c8323c"), None)
        p.drawEllipse(QPointF(50, 37), 2.2, 1.1)  # lips
        _fill(p, QColor(232, 120, 130, 90), None)
        p.drawEllipse(QPointF(44.5, 33.5), 2.2, 1.4)  # cheeks
        p.drawEllipse(QPointF(55.5, 33.5), 2.2, 1.4)
    elif rank == "J":
        _pen(p, INK, 0.7)
        p.drawArc(QRectF(47, 34, 6, 3), 200 * 16, 140 * 16)  # a smile


def _beard(p: QPainter) -> None:
    _fill(p, HAIR["K"], INK, 0.7)
    beard = QPainterPath()
    beard.moveTo(41, 33)
    beard.cubicTo(41, 42, 46, 47, 50, 48)
    beard.cubicTo(54, 47, 59, 42, 59, 33)
    beard.cubicTo(56, 37, 53, 36, 50, 36)
    beard.cubicTo(47, 36, 44, 37, 41, 33)
    p.drawPath(beard)
    _fill(p, HAIR["K"], INK, 0.6)  # the moustache
    moustache = QPainterPath()
    moustache.moveTo(50, 34.5)
    moustache.cubicTo(47, 33.5, 44, 34, 43, 36.5)
    moustache.cubicTo(46, 35.5, 48, 36, 50, 36)
    moustache.cubicTo(52, 36, 54, 35.5, 57, 36.5)
    moustache.cubicTo(56, 34, 53, 33.5, 50, 34.5)
    p.drawPath(moustache)


def _crown(p: QPainter, robe: QColor) -> None:
    _fill(p, GOLD, GOLD_DARK, 0.8)
    p.drawPolygon(_poly([(38, 21), (37, 9), (42.5, 14), (46, 5), (50, 12), (54, 5), (57.5, 14),
                         (63, 9), (62, 21)]))
    _fill(p, robe, None)  # the cap inside the crown
    p.drawRect(QRectF(40, 17, 20, 2.5))
    _fill(p, GOLD, GOLD_DARK, 0.8)
    p.drawRect(QRectF(37.5, 19.5, 25, 3.2))
    for x, colour in ((42, QColor("#c8102e")), (50, QColor("#24407a")), (58, QColor("#c8102e"))):
        _fill(p, colour, None)
        p.drawEllipse(QPointF(x, 21.1), 1.3, 1.3)
    _fill(p, WHITE, None)
    for x, y in ((37, 9), (46, 5), (54, 5), (63, 9)):
        p.drawEllipse(QPointF(x, y), 1.3, 1.3)


def _tiara(p: QPainter, robe: QColor) -> None:
    _fill(p, GOLD, GOLD_DARK, 0.8)
    tiara = QPainterPath()
    tiara.moveTo(39, 21)
    tiara.cubicTo(40, 13, 46, 9, 50, 8)
    tiara.cubicTo(54, 9, 60, 13, 61, 21)
    tiara.cubicTo(56, 18, 44, 18, 39, 21)
    p.drawPath(tiara)
    _fill(p, robe, None)
    p.drawEllipse(QPointF(50, 14), 2, 2.4)
    _fill(p, WHITE, None)
    for x, y in ((43.5, 14.5), (56.5, 14.5), (50, 8)):
        p.drawEllipse(QPointF(x, y), 1.1, 1.1)


def _cap(p: QPainter, robe: QColor, lining: QColor) -> None:
    # a feather sweeping back from the band
    _fill(p, WHITE, INK, 0.6)
    feather = QPainterPath()
    feather.moveTo(56, 17)
    feather.cubicTo(66, 8, 76, 8, 82, 12)
    feather.cubicTo(74, 13, 66, 15, 58, 20)
    feather.closeSubpath()
    p.drawPath(feather)
    _fill(p, robe)
    cap = QPainterPath()
    cap.moveTo(37, 22)
    cap.cubicTo(36, 11, 64, 9, 64, 21)
    cap.closeSubpath()
    p.drawPath(cap)
    _fill(p, lining, INK, 0.6)
    p.drawRect(QRectF(37, 19.5, 27, 3.4))
    _fill(p, GOLD, None)
    p.drawEllipse(QPointF(58, 21), 1.6, 1.6)


def _sword(p: QPainter) -> None:
    """Held upright behind the king's right shoulder."""
    _fill(p, STEEL, INK, 0.7)
    p.drawPolygon(_poly([(77, 1), (80, 5), (80, 52), (74, 52), (74, 5)]))
    _pen(p, QColor(255, 255, 255, 160), 0.6)
    p.drawLine(QPointF(77, 5), QPointF(77, 50))
    _fill(p, GOLD, GOLD_DARK, 0.7)
    p.drawRoundedRect(QRectF(68, 52, 18, 3.2), 1.2, 1.2)
    _fill(p, QColor("#6b3f1f"), INK, 0.6)
    p.drawRect(QRectF(75.5, 55, 3, 10))
    _fill(p, GOLD, GOLD_DARK, 0.6)
    p.drawEllipse(QPointF(77, 66.5), 2.2, 2.2)


def _halberd(p: QPainter) -> None:
    """Held upright at the jack's left."""
    _fill(p, QColor("#8a5a2b"), INK, 0.6)
    p.drawRect(QRectF(20.5, 8, 3, 62))  # the shaft, the hand at 58
    _fill(p, STEEL, INK, 0.7)
    blade = QPainterPath()
    blade.moveTo(22, 1)
    blade.lineTo(25, 9)
    blade.lineTo(19, 9)
    blade.closeSubpath()
    blade.moveTo(23.5, 12)
    blade.cubicTo(32, 10, 34, 18, 33, 24)
    blade.cubicTo(29, 20, 26, 20, 23.5, 21)
    blade.closeSubpath()
    blade.moveTo(20.5, 13)
    blade.lineTo(14, 15)
    blade.lineTo(20.5, 18)
    blade.closeSubpath()
    p.drawPath(blade)


def _flower(p: QPainter) -> None:
    """A rose the queen holds at her breast."""
    _pen(p, LEAF, 1.4)
    p.drawLine(QPointF(33, 66), QPointF(33, 52))
    _fill(p, LEAF, INK, 0.5)
    leaf = QPainterPath()
    leaf.moveTo(33, 55)
    leaf.cubicTo(27, 53, 25, 56, 25, 58)
    leaf.cubicTo(28, 58, 31, 57, 33, 55)
    p.drawPath(leaf)
    _fill(p, PETAL, INK, 0.6)
    for dx, dy in ((-2.8, 0), (2.8, 0), (0, -2.8), (0, 2.8)):
        p.drawEllipse(QPointF(33 + dx, 48 + dy), 2.8, 2.8)
    _fill(p, GOLD, None)
    p.drawEllipse(QPointF(33, 48), 1.7, 1.7)
    _fill(p, SKIN, INK, 0.7)  # her hand around the stem
    p.drawEllipse(QPointF(33, 60), 3.6, 2.8)


# -- the jokers -------------------------------------------------------------------------------


def draw_joker(p: QPainter, frame: QRectF, variant: int) -> None:
    """A jester in motley with a belled cap and a marotte, filling ``frame``; ``variant`` 0 is
    the coloured joker, 1 the black one."""
    c1, c2, c3, c4 = JESTER[variant % len(JESTER)]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _in_box(p, frame)
    p.setClipRect(QRectF(0, 0, W, H))
    p.fillRect(QRectF(0, 0, W, H), PICTURE_BG)
    # a sunburst behind
    _pen(p, QColor(226, 179, 60, 70), 1.2)
    for k in range(16):
        angle = k * 22.5
        p.save()
        p.translate(50, 52)
        p.rotate(angle)
        p.drawLine(QPointF(18, 0), QPointF(60, 0))
        p.restore()
    _legs(p, c1, c2)
    _motley(p, c1, c2, c3)
    _marotte(p, c1, c2, c3)
    # the ruff
    _fill(p, WHITE, INK, 0.7)
    ruff = [(50 + 25 * (k / 12 - 0.5) * 2, 70 + (3.5 if k % 2 else -3.5)) for k in range(13)]
    p.drawPolygon(_poly(ruff + [(75, 74), (25, 74)]))
    # the head
    _fill(p, SKIN)
    p.drawEllipse(QPointF(50, 54), 11, 12.5)
    _fill(p, INK, None)
    p.drawEllipse(QPointF(45.5, 51.5), 1.2, 1.6)
    p.drawEllipse(QPointF(54.5, 51.5), 1.2, 1.6)
    _pen(p, INK, 0.8)
    p.drawArc(QRectF(43, 52, 14, 9), 200 * 16, 140 * 16)  # a wide grin
    _fill(p, QColor(232, 80, 90, 120), None)
    p.drawEllipse(QPointF(43.5, 57), 2.4, 1.6)
    p.drawEllipse(QPointF(56.5, 57), 2.4, 1.6)
    _fill(p, c1, None)
    p.drawEllipse(QPointF(50, 55.5), 1.8, 1.8)  # a red nose
    _cap_with_bells(p, c1, c2, c3, c4)
    # the frame
    p.setClipping(False)
    _fill(p, None, c1, 1.6)
    p.drawRect(QRectF(0, 0, W, H))
    p.restore()


def _cap_with_bells(p: QPainter, c1: QColor, c2: QColor, c3: QColor, c4: QColor) -> None:
    lobes = (((39, 46), (20, 30), (12, 22), c2), ((46, 42), (50, 22), (48, 8), c4),
             ((61, 46), (80, 30), (88, 22), c1))
    for (bx, by), (mx, my), (tx, ty), colour in lobes:
        _fill(p, colour)
        lobe = QPainterPath()
        lobe.moveTo(bx - 6, by + 2)
        lobe.cubicTo(mx - 6, my + 4, tx - 2, ty + 4, tx, ty)
        lobe.cubicTo(tx + 4, ty + 2, mx + 6, my, bx + 6, by - 2)
        lobe.closeSubpath()
        p.drawPath(lobe)
        _fill(p, c3, QColor("#8a6a10"), 0.7)
        p.drawEllipse(QPointF(tx, ty), 3.2, 3.2)
        _fill(p, INK, None)
        p.drawEllipse(QPointF(tx, ty + 1.2), 0.8, 0.8)
    _fill(p, c3, QColor("#8a6a10"), 0.8)  # the band
    band = QPainterPath()
    band.moveTo(38, 46)
    band.cubicTo(44, 40, 56, 40, 62, 46)
    band.lineTo(62, 49)
    band.cubicTo(56, 43.5, 44, 43.5, 38, 49)
    band.closeSubpath()
    p.drawPath(band)


def _motley(p: QPainter, c1: QColor, c2: QColor, c3: QColor) -> None:
    """The tunic, in diamonds of two colours."""
    body = QPainterPath()
    body.moveTo(27, 74)
    body.lineTo(73, 74)
    body.lineTo(70, 112)
    body.lineTo(30, 112)
    body.closeSubpath()
    p.save()
    p.setClipPath(body)
    size = 9.0
    for row in range(8):
        for col in range(9):
            x = 24 + col * size + (size / 2 if row % 2 else 0)
            y = 72 + row * size / 1.2
            _fill(p, c1 if (row + col) % 2 else c2, None)
            p.drawPolygon(_poly([(x, y - size / 1.6), (x + size / 2, y), (x, y + size / 1.6),
                                 (x - size / 2, y)]))
    p.restore()
    _fill(p, None)
    p.drawPath(body)
    _fill(p, c3, QColor("#8a6a10"), 0.6)  # a belt
    p.drawRect(QRectF(29, 98, 42, 3.5))
    # the arms
    _fill(p, c2)
    arm = QPainterPath()
    arm.moveTo(28, 76)
    arm.cubicTo(20, 84, 20, 94, 26, 100)
    arm.lineTo(30, 96)
    arm.cubicTo(27, 90, 28, 84, 31, 80)
    arm.closeSubpath()
    p.drawPath(arm)
    _fill(p, c1)
    arm = QPainterPath()
    arm.moveTo(72, 76)
    arm.cubicTo(78, 80, 80, 86, 80, 90)
    arm.lineTo(75, 92)
    arm.cubicTo(74, 88, 72, 84, 69, 81)
    arm.closeSubpath()
    p.drawPath(arm)
    _fill(p, SKIN, INK, 0.7)
    p.drawEllipse(QPointF(27, 100), 3, 2.6)
    p.drawEllipse(QPointF(78, 91), 3, 2.6)


def _legs(p: QPainter, c1: QColor, c2: QColor) -> None:
    for x, colour, toe in ((40, c1, -1), (60, c2, 1)):
        _fill(p, colour)
        p.drawPolygon(_poly([(x - 6, 110), (x + 5, 110), (x + 3, 130), (x - 4, 130)]))
        shoe = QPainterPath()  # a curled toe
        shoe.moveTo(x - 5, 129)
        shoe.lineTo(x + 4, 129)
        shoe.cubicTo(x + 4 + 6 * toe, 131, x + 8 * toe, 128, x + 9 * toe, 125)
        shoe.cubicTo(x + 10 * toe, 132, x + 4, 135, x - 5, 134)
        shoe.closeSubpath()
        _fill(p, INK)
        p.drawPath(shoe)


def _marotte(p: QPainter, c1: QColor, c2: QColor, c3: QColor) -> None:
    """The jester's stick with a little jester's head on it."""
    _pen(p, QColor("#8a5a2b"), 2.0)
    p.drawLine(QPointF(79, 92), QPointF(88, 66))
    _fill(p, SKIN, INK, 0.6)
    p.drawEllipse(QPointF(89, 61), 4.2, 4.5)
    _fill(p, c2, INK, 0.6)
    p.drawPolygon(_poly([(84.5, 59), (93.5, 59), (96, 52), (89, 56), (82, 52)]))
    _fill(p, c3, None)
    p.drawEllipse(QPointF(96, 52), 1.4, 1.4)
    p.drawEllipse(QPointF(82, 52), 1.4, 1.4)
    _fill(p, INK, None)
    p.drawEllipse(QPointF(87.5, 61), 0.6, 0.7)
    p.drawEllipse(QPointF(90.5, 61), 0.6, 0.7)
