"""The 48 hanafuda cards drawn with QPainter, made for this project (no borrowed images).

Every card is drawn in a 100 × 150 box scaled to its rect: the month's plant, then what the
card has besides (the light's picture, the animal or object of a タネ, the ribbon of a 短冊),
and two small marks that keep it legible at small sizes: the month number in the top-left
corner and, for 光/タネ/短冊, a kind mark in the top-right corner.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from client.games.koikoi import deck
from client.games.paint_cache import draw_kept

W, H = 100.0, 150.0
FONT = "IPAexGothic"

PAPER = QColor("#f6efde")
INK = QColor("#2b2118")
RED = QColor("#c8322b")
DARK_RED = QColor("#8e1f1a")
BLUE = QColor("#27509b")
GREEN = QColor("#2f7d3a")
DARK_GREEN = QColor("#1e5128")
PINK = QColor("#f3a6bd")
PURPLE = QColor("#7d4fa0")
YELLOW = QColor("#f0c419")
BROWN = QColor("#7a4a24")
BLACK = QColor("#1c1c1c")
WHITE = QColor("#ffffff")
GOLD = QColor("#e2b33c")

MONTH_NUMERALS = "一二三四五六七八九十"


def tr(text: str) -> str:
    return QCoreApplication.translate("KoikoiCards", text)


def month_numeral(m: int) -> str:
    return {11: "十一", 12: "十二"}[m] if m > 10 else MONTH_NUMERALS[m - 1]


# --------------------------------------------------------------------------------------------
# Small drawing helpers (in card coordinates)
# --------------------------------------------------------------------------------------------


def _fill(p: QPainter, color: QColor, outline: QColor | None = None, width: float = 1.0) -> None:
    p.setBrush(QBrush(color))
    p.setPen(QPen(outline, width) if outline is not None else Qt.NoPen)


def _poly(p: QPainter, points: list[tuple[float, float]]) -> None:
    p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))


def _blossom(
    p: QPainter, x: float, y: float, r: float, petal: QColor, centre: QColor, petals: int = 5
) -> None:
    _fill(p, petal, INK, 0.6)
    for i in range(petals):
        a = 2 * math.pi * i / petals - math.pi / 2
        p.drawEllipse(
            QPointF(x + r * 0.6 * math.cos(a), y + r * 0.6 * math.sin(a)), r * 0.5, r * 0.5
        )
    _fill(p, centre)
    p.drawEllipse(QPointF(x, y), r * 0.25, r * 0.25)


def _branch(
    p: QPainter, points: list[tuple[float, float]], color: QColor = BROWN, width: float = 4.0
) -> None:
    path = QPainterPath(QPointF(*points[0]))
    for pt in points[1:]:
        path.lineTo(QPointF(*pt))
    p.setBrush(Qt.NoBrush)
    p.setPen(QPen(color, width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.drawPath(path)


def _text(
    p: QPainter, rect: QRectF, text: str, size: float, color: QColor, bold: bool = True
) -> None:
    font = QFont(FONT)
    font.setPixelSize(max(1, int(size)))
    font.setBold(bold)
    p.setFont(font)
    p.setPen(QPen(color))
    p.drawText(rect, Qt.AlignCenter, text)


# --------------------------------------------------------------------------------------------
# The twelve plants (the bottom of every card of the month)
# --------------------------------------------------------------------------------------------


def _pine(p: QPainter, index: int) -> None:
    if index == 0:  # 松に鶴: the red sunrise behind
        _fill(p, RED)
        p.drawEllipse(QPointF(68, 55), 26, 26)
    _branch(p, [(20, 150), (35, 110), (30, 80), (45, 60)], BROWN, 6)
    _fill(p, DARK_GREEN, INK, 0.5)
    for x, y in ((20, 88), (46, 66), (55, 100), (28, 120), (70, 122)):
        p.drawChord(QRectF(x - 18, y - 12, 36, 28), 0, 180 * 16)


def _plum(p: QPainter, index: int) -> None:
    _branch(p, [(5, 140), (35, 105), (50, 70), (85, 45)], INK, 4)
    _branch(p, [(35, 105), (75, 110)], INK, 3)
    for x, y in ((50, 70), (72, 52), (40, 95), (68, 108), (20, 125)):
        _blossom(p, x, y, 11, RED, YELLOW)


def _cherry(p: QPainter, index: int) -> None:
    if index == 0:  # 桜に幕: the curtain hangs below
        pass
    _branch(p, [(0, 60), (30, 45), (60, 30), (100, 25)], BROWN, 4)
    for x, y in ((15, 42), (35, 30), (55, 42), (75, 22), (90, 40), (25, 62), (65, 58)):
        _blossom(p, x, y, 12, PINK, RED)


def _wisteria(p: QPainter, index: int) -> None:
    _branch(p, [(0, 12), (100, 18)], BROWN, 4)
    for x in (18, 50, 82):
        for k in range(5):
            _fill(p, PURPLE, INK, 0.4)
            p.drawEllipse(QPointF(x + (k % 2) * 4 - 2, 26 + k * 11), 7 - k * 0.8, 5)
    _fill(p, GREEN)
    for x in (10, 35, 66, 92):
        p.drawEllipse(QPointF(x, 20), 6, 3)


def _iris(p: QPainter, index: int) -> None:
    _fill(p, GREEN, DARK_GREEN, 0.6)
    for x in (15, 35, 60, 85):
        _poly(p, [(x - 4, 150), (x, 70), (x + 4, 150)])
    for x, y in ((22, 70), (52, 58), (80, 72)):
        _fill(p, PURPLE, INK, 0.6)
        _poly(p, [(x, y - 14), (x - 8, y), (x, y + 6), (x + 8, y)])
        _fill(p, BLUE)
        p.drawEllipse(QPointF(x - 8, y + 4), 5, 3)
        p.drawEllipse(QPointF(x + 8, y + 4), 5, 3)


def _peony(p: QPainter, index: int) -> None:
    _fill(p, DARK_GREEN, INK, 0.5)
    for x, y in ((25, 110), (75, 115), (50, 130)):
        p.drawEllipse(QPointF(x, y), 18, 10)
    _fill(p, RED, DARK_RED, 1)
    for a in range(8):
        ang = 2 * math.pi * a / 8
        p.drawEllipse(QPointF(50 + 13 * math.cos(ang), 88 + 10 * math.sin(ang)), 11, 9)
    _fill(p, PINK)
    p.drawEllipse(QPointF(50, 88), 9, 7)


def _bush_clover(p: QPainter, index: int) -> None:
    for x0 in (10, 45, 80):
        _branch(p, [(x0, 150), (x0 + 12, 110), (x0 + 5, 70)], BROWN, 2)
        for k in range(6):
            _fill(p, RED if k % 2 else PURPLE)
            p.drawEllipse(QPointF(x0 + 8 + (k % 2) * 8 - 4, 76 + k * 11), 3.5, 3.5)


def _pampas(p: QPainter, index: int) -> None:
    if index == 0:  # 芒に月: red sky
        _fill(p, RED)
        p.drawRect(QRectF(0, 0, W, 85))
    elif index == 1:  # 芒に雁: an evening sky
        _fill(p, QColor("#e98a5b"))
        p.drawRect(QRectF(0, 0, W, 70))
    _fill(p, BLACK)
    path = QPainterPath(QPointF(0, 150))
    path.lineTo(0, 95)
    path.quadTo(50, 65, 100, 95)
    path.lineTo(100, 150)
    p.drawPath(path)
    p.setPen(QPen(WHITE, 1.2))
    for x in range(8, 100, 12):
        p.drawLine(QPointF(x, 150), QPointF(x + 6, 92 + (x % 3) * 4))


def _chrysanthemum(p: QPainter, index: int) -> None:
    _fill(p, DARK_GREEN)
    for x, y in ((25, 130), (75, 128)):
        p.drawEllipse(QPointF(x, y), 14, 8)
    for x, y, r in ((30, 100, 15), (72, 96, 13)):
        _fill(p, YELLOW, BROWN, 0.6)
        for a in range(14):
            ang = 2 * math.pi * a / 14
            p.drawEllipse(
                QPointF(x + r * 0.7 * math.cos(ang), y + r * 0.7 * math.sin(ang)),
                r * 0.35,
                r * 0.35,
            )
        _fill(p, QColor("#d98e04"))
        p.drawEllipse(QPointF(x, y), r * 0.35, r * 0.35)


def _maple(p: QPainter, index: int) -> None:
    _branch(p, [(100, 10), (60, 40), (30, 60), (0, 70)], BROWN, 3)
    for x, y, s in (
        (20, 40, 10),
        (48, 25, 11),
        (78, 42, 10),
        (38, 68, 9),
        (70, 70, 9),
        (12, 95, 8),
    ):
        _fill(p, RED, DARK_RED, 0.6)
        pts = []
        for k in range(10):
            r = s if k % 2 == 0 else s * 0.45
            ang = math.pi * k / 5 - math.pi / 2
            pts.append((x + r * math.cos(ang), y + r * math.sin(ang)))
        _poly(p, pts)


def _willow(p: QPainter, index: int) -> None:
    if index == 3:  # 柳のカス: the thunder drum card, dark and stormy
        _fill(p, BLACK)
        p.drawRect(QRectF(0, 0, W, H))
        return
    p.setBrush(Qt.NoBrush)
    for x in (15, 35, 60, 85):
        path = QPainterPath(QPointF(x, 0))
        path.cubicTo(x + 10, 40, x - 10, 80, x + 4, 130)
        p.setPen(QPen(GREEN, 2.5))
        p.drawPath(path)
        p.setPen(QPen(DARK_GREEN, 1))
        for k in range(5):
            yy = 20 + k * 22
            p.drawLine(QPointF(x, yy), QPointF(x + 6, yy + 6))


def _paulownia(p: QPainter, index: int) -> None:
    if index == 3:  # the yellow 桐のカス
        _fill(p, YELLOW)
        p.drawRect(QRectF(0, 100, W, 50))
    _fill(p, GREEN, DARK_GREEN, 1)
    for x, y in ((25, 125), (75, 125), (50, 110)):
        p.drawEllipse(QPointF(x, y), 22, 16)
    for x in (30, 50, 70):
        for k in range(4):
            _fill(p, PURPLE, INK, 0.4)
            p.drawEllipse(QPointF(x, 60 + k * 9 - abs(x - 50) * 0.3), 4.5, 4)


PLANTS = (
    _pine,
    _plum,
    _cherry,
    _wisteria,
    _iris,
    _peony,
    _bush_clover,
    _pampas,
    _chrysanthemum,
    _maple,
    _willow,
    _paulownia,
)


# --------------------------------------------------------------------------------------------
# Subjects: the light's picture, the animal or object, the ribbon
# --------------------------------------------------------------------------------------------


def _crane(p: QPainter) -> None:
    _fill(p, WHITE, INK, 1)
    p.drawEllipse(QPointF(50, 95), 18, 11)  # body
    _branch(p, [(62, 88), (70, 70), (66, 58)], WHITE, 4)  # neck
    _fill(p, RED)
    p.drawEllipse(QPointF(66, 56), 3, 3)  # red crown
    _branch(p, [(66, 58), (74, 60)], INK, 2)  # beak
    _branch(p, [(45, 105), (42, 130)], INK, 1.5)
    _branch(p, [(55, 105), (58, 130)], INK, 1.5)
    _fill(p, BLACK)
    _poly(p, [(32, 92), (38, 99), (28, 100)])  # tail


def _curtain(p: QPainter) -> None:
    _fill(p, RED, INK, 1)
    p.drawRect(QRectF(4, 90, 92, 45))
    _fill(p, WHITE)
    for x in range(10, 96, 18):
        p.drawRect(QRectF(x, 90, 8, 45))
    _fill(p, PURPLE)
    p.drawEllipse(QPointF(50, 112), 9, 9)


def _moon(p: QPainter) -> None:
    _fill(p, QColor("#fff7d6"), INK, 1)
    p.drawEllipse(QPointF(50, 48), 28, 28)


def _rain_man(p: QPainter) -> None:
    _fill(p, QColor("#3a3a58"))
    p.drawRect(QRectF(0, 0, W, H))
    _willow(p, 0)
    _fill(p, RED, INK, 0.8)
    p.drawChord(QRectF(26, 58, 40, 30), 0, 180 * 16)  # umbrella
    _fill(p, YELLOW, INK, 0.8)
    _poly(p, [(38, 74), (56, 74), (60, 120), (34, 120)])  # robe
    _fill(p, QColor("#f2d3b0"), INK, 0.6)
    p.drawEllipse(QPointF(47, 78), 5, 5)
    _fill(p, GREEN, INK, 0.6)
    p.drawEllipse(QPointF(76, 128), 7, 5)  # the frog
    _fill(p, QColor("#5aa0d8"))
    for x, y in ((15, 30), (85, 50), (20, 100), (80, 95), (60, 30)):
        p.drawEllipse(QPointF(x, y), 1.2, 3)


def _phoenix(p: QPainter) -> None:
    _fill(p, RED, INK, 0.8)
    p.drawEllipse(QPointF(52, 50), 12, 16)
    for k, color in enumerate((GREEN, YELLOW, BLUE, PURPLE, RED)):
        _fill(p, color, INK, 0.5)
        _poly(p, [(52, 58), (18 + k * 14, 96 - abs(2 - k) * 6), (26 + k * 14, 92 - abs(2 - k) * 6)])
    _fill(p, YELLOW)
    p.drawEllipse(QPointF(58, 38), 4, 4)


def _bird(p: QPainter, body: QColor, x: float = 50, y: float = 60) -> None:
    _fill(p, body, INK, 0.8)
    p.drawEllipse(QPointF(x, y), 12, 8)
    p.drawEllipse(QPointF(x + 11, y - 6), 6, 6)
    _poly(p, [(x - 10, y), (x - 24, y - 6), (x - 22, y + 4)])
    _fill(p, YELLOW)
    _poly(p, [(x + 16, y - 7), (x + 22, y - 5), (x + 16, y - 4)])
    _fill(p, BLACK)
    p.drawEllipse(QPointF(x + 13, y - 7), 1.2, 1.2)


def _uguisu(p: QPainter) -> None:
    _bird(p, QColor("#9ab33a"), 48, 48)


def _cuckoo(p: QPainter) -> None:
    _fill(p, RED)
    p.drawEllipse(QPointF(70, 100), 14, 14)  # the crescent evening
    _bird(p, BLACK, 45, 95)


def _bridge(p: QPainter) -> None:
    _fill(p, BROWN, INK, 0.8)
    for k in range(4):
        _poly(
            p,
            [
                (5 + k * 24, 95 + (k % 2) * 14),
                (30 + k * 24, 95 + (k % 2) * 14),
                (30 + k * 24, 103 + (k % 2) * 14),
                (5 + k * 24, 103 + (k % 2) * 14),
            ],
        )


def _butterflies(p: QPainter) -> None:
    for x, y, color in ((32, 45, BLUE), (68, 38, YELLOW)):
        _fill(p, color, INK, 0.8)
        p.drawEllipse(QPointF(x - 7, y - 4), 8, 6)
        p.drawEllipse(QPointF(x + 7, y - 4), 8, 6)
        p.drawEllipse(QPointF(x - 5, y + 6), 5, 5)
        p.drawEllipse(QPointF(x + 5, y + 6), 5, 5)
        _fill(p, BLACK)
        p.drawEllipse(QPointF(x, y), 1.5, 7)


def _boar(p: QPainter) -> None:
    _fill(p, BROWN, INK, 1)
    p.drawEllipse(QPointF(50, 110), 26, 15)
    p.drawEllipse(QPointF(76, 106), 10, 8)
    _fill(p, WHITE)
    _poly(p, [(82, 110), (90, 106), (84, 113)])  # tusk
    _fill(p, BLACK)
    p.drawEllipse(QPointF(78, 103), 1.5, 1.5)
    for x in (34, 44, 58, 66):
        _branch(p, [(x, 122), (x, 134)], INK, 3)


def _geese(p: QPainter) -> None:
    p.setPen(QPen(BLACK, 3, Qt.SolidLine, Qt.RoundCap))
    for x, y in ((30, 30), (55, 42), (78, 24)):
        p.drawLine(QPointF(x - 10, y - 5), QPointF(x, y))
        p.drawLine(QPointF(x, y), QPointF(x + 10, y - 5))


def _sake_cup(p: QPainter) -> None:
    _fill(p, RED, INK, 1)
    p.drawChord(QRectF(22, 40, 56, 40), 180 * 16, 180 * 16)
    p.drawEllipse(QRectF(22, 52, 56, 14))
    _fill(p, DARK_RED)
    p.drawRect(QRectF(40, 78, 20, 6))
    _text(p, QRectF(30, 60, 40, 20), "寿", 13, GOLD)


def _deer(p: QPainter) -> None:
    _fill(p, QColor("#b3742f"), INK, 1)
    p.drawEllipse(QPointF(48, 110), 22, 12)
    _poly(p, [(62, 104), (72, 82), (78, 84), (70, 106)])
    p.drawEllipse(QPointF(76, 80), 6, 5)
    _branch(p, [(74, 76), (68, 62), (62, 58)], BROWN, 2)
    _branch(p, [(68, 62), (74, 56)], BROWN, 2)
    for x in (34, 42, 56, 62):
        _branch(p, [(x, 120), (x, 136)], INK, 2.5)
    _fill(p, WHITE)
    for x, y in ((40, 106), (50, 112), (56, 104)):
        p.drawEllipse(QPointF(x, y), 1.8, 1.8)


def _swallow(p: QPainter) -> None:
    _fill(p, BLACK, INK, 1)
    _poly(p, [(30, 70), (50, 60), (72, 52), (56, 66), (78, 82), (52, 70)])
    _fill(p, RED)
    p.drawEllipse(QPointF(66, 56), 3, 3)


def _thunder(p: QPainter) -> None:
    _fill(p, RED, INK, 1)
    p.drawEllipse(QPointF(50, 50), 20, 20)  # the thunder drum
    _fill(p, YELLOW)
    _poly(p, [(40, 80), (56, 80), (46, 100), (60, 100), (36, 135), (46, 106), (34, 106)])


SUBJECTS = {
    "鶴": _crane,
    "幕": _curtain,
    "月": _moon,
    "小野道風": _rain_man,
    "鳳凰": _phoenix,
    "鶯": _uguisu,
    "不如帰": _cuckoo,
    "八橋": _bridge,
    "蝶": _butterflies,
    "猪": _boar,
    "雁": _geese,
    "盃": _sake_cup,
    "鹿": _deer,
    "燕": _swallow,
    "雷": _thunder,
}

RIBBON_TEXT = {"松": "あかよろし", "梅": "あかよろし", "桜": "みよしの"}


def _ribbon(p: QPainter, colour: QColor, text: str) -> None:
    p.save()
    p.translate(52, 70)
    p.rotate(-8)
    _fill(p, colour, INK, 1)
    p.drawRect(QRectF(-9, -34, 18, 68))
    if text:
        font = QFont(FONT)
        font.setPixelSize(8)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QPen(BLACK))
        for k, ch in enumerate(text):
            p.drawText(QRectF(-9, -32 + k * 12, 18, 12), Qt.AlignCenter, ch)
    p.restore()


# --------------------------------------------------------------------------------------------
# Whole cards
# --------------------------------------------------------------------------------------------


def draw_card(p: QPainter, rect: QRectF, card: int) -> None:
    """Draw ``card`` (a wire id, 0..47) filling ``rect`` (from the picture kept for its size)."""
    draw_kept(p, rect, ("koikoi", card), lambda painter, r: paint_card(painter, r, card))


def paint_card(p: QPainter, rect: QRectF, card: int) -> None:
    """Draw ``card`` from its paths (``draw_card`` keeps the result)."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.translate(rect.topLeft())
    p.scale(rect.width() / W, rect.height() / H)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0, 0, W, H), 7, 7)
    _fill(p, PAPER, INK, 2)
    p.drawPath(outline)
    p.setClipPath(outline)
    month = deck.month(card)
    index = card % 4
    kind, subject = deck.kind(card), deck.subject(card)
    if subject == "小野道風":
        _rain_man(p)
    else:
        PLANTS[month - 1](p, index)
        if kind == deck.RIBBON:
            colour = BLUE if subject == "青短" else RED
            _ribbon(p, colour, RIBBON_TEXT.get(deck.plant(card), "") if subject == "赤短" else "")
        elif subject in SUBJECTS:
            SUBJECTS[subject](p)
    p.setClipping(False)
    # Legibility marks: the month number, and the kind; larger on small cards.
    k = 1.45 if rect.width() < 48 else 1.0
    _fill(p, QColor(255, 255, 255, 215), INK, 0.8)
    box = QRectF(3, 3, 30 * k, 24 * k)
    p.drawRoundedRect(box, 5, 5)
    _text(p, box, month_numeral(month), (17 if month <= 10 else 13) * k, INK)
    mark = {
        deck.LIGHT: ("光", RED),
        deck.SEED: ("タ", GREEN),
        deck.RIBBON: ("短", BLUE if subject == "青短" else RED),
    }
    if kind in mark:
        text, colour = mark[kind]
        r = 13 * k
        _fill(p, colour, WHITE, 1.5)
        p.drawEllipse(QPointF(W - 3 - r, 3 + r), r, r)
        _text(p, QRectF(W - 3 - 2 * r, 3, 2 * r, 2 * r), tr(text), 16 * k, WHITE)
    p.setPen(QPen(INK, 2))
    p.setBrush(Qt.NoBrush)
    p.drawPath(outline)
    p.restore()


def draw_back(p: QPainter, rect: QRectF) -> None:
    """The back of a card (the stock, the opponent's hand), from the picture kept for its size."""
    draw_kept(p, rect, ("koikoi", "back"), paint_back)


def paint_back(p: QPainter, rect: QRectF) -> None:
    """Draw the back from its paths (``draw_back`` keeps the result)."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.translate(rect.topLeft())
    p.scale(rect.width() / W, rect.height() / H)
    _fill(p, DARK_RED, INK, 2)
    p.drawRoundedRect(QRectF(0, 0, W, H), 7, 7)
    _fill(p, QColor("#a8322b"), GOLD, 1.5)
    p.drawRoundedRect(QRectF(10, 12, 80, 126), 5, 5)
    _blossom(p, 50, 75, 22, GOLD, DARK_RED)
    p.restore()


def draw_glow(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """The gold (can capture) or green (capture target) glow around a card."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    for width, alpha in ((9, 60), (6, 110), (3, 255)):
        c = QColor(colour)
        c.setAlpha(alpha)
        p.setPen(QPen(c, width))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(rect, 6, 6)
    p.restore()
