"""The table: the other players around an ellipse, the field in the middle, the revolution /
lock / eleven-back indicators, and the hand result when a hand is over. Painted from the view."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.daifugo.card_painter import CARD_RATIO, FONT_FAMILY, draw_back, draw_card

FELT = QColor("#24603d")
PANEL = QColor(0, 0, 0, 110)
TURN = QColor("#f2c14e")


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(8, int(px)))
    f.setBold(bold)
    return f


class TableCanvas(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.seats: list[dict[str, Any]] = []
        self.setMinimumSize(420, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(720, 380)

    def set_state(self, view: dict[str, Any] | None, seats: list[dict[str, Any]]) -> None:
        self.view = view
        self.seats = seats
        self.update()

    # -- text -------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        if seat < len(self.seats) and self.seats[seat].get("name"):
            return str(self.seats[seat]["name"])
        return self.tr("席{0}").replace("{0}", str(seat + 1))

    def title_text(self, title: str) -> str:
        return {
            "大富豪": self.tr("大富豪"), "富豪": self.tr("富豪"), "平民": self.tr("平民"),
            "貧民": self.tr("貧民"), "大貧民": self.tr("大貧民"),
        }.get(title, title)

    def status_text(self, view: dict[str, Any], seat: int) -> str:
        status = view["status"][seat]
        finish = view["finish"][seat]
        if status == "out":
            return self.tr("{0}位で上がり").replace("{0}", str(finish))
        if status == "fallen":
            if view["fall_reason"][seat] == "foul":
                return self.tr("反則上がり（{0}位）").replace("{0}", str(finish))
            return self.tr("都落ち（{0}位）").replace("{0}", str(finish))
        if status == "last":
            return self.tr("{0}位").replace("{0}", str(finish))
        if view["passed"][seat]:
            return self.tr("パス")
        return ""

    # -- layout -----------------------------------------------------------------------------

    def seat_anchor(self, seat: int) -> QPointF:
        """Others around the top half of an ellipse, in turn order from my left."""
        view = self.view or {}
        n = view.get("players", 4)
        me = view.get("seat")
        me = 0 if me is None else me
        others = [(me + k) % n for k in range(1, n)] if view.get("seat") is not None \
            else list(range(n))
        i = others.index(seat) if seat in others else 0
        count = len(others)
        angle = math.pi * (1 - (i + 1) / (count + 1))  # from the left (pi) to the right (0)
        cx, cy = self.width() / 2, self.height() * 0.58
        rx, ry = self.width() * 0.41, self.height() * 0.44
        return QPointF(cx - rx * math.cos(angle), cy - ry * math.sin(angle))

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), FELT)
        view = self.view
        if view is None:
            p.end()
            return
        n = view["players"]
        me = view.get("seat")
        for seat in range(n):
            if seat != me:
                self._paint_seat(p, view, seat)
        self._paint_field(p, view)
        self._paint_indicators(p, view)
        if view["phase"] in ("hand_over", "match_over") and view.get("last_hand"):
            self._paint_result(p, view)
        p.end()

    def _paint_seat(self, p: QPainter, view: dict[str, Any], seat: int) -> None:
        c = self.seat_anchor(seat)
        w, h = 132.0, 66.0
        box = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        turn = view.get("turn") == seat
        p.setPen(QPen(TURN, 3) if turn else Qt.PenStyle.NoPen)
        p.setBrush(PANEL)
        p.drawRoundedRect(box, 8, 8)
        # a small fan of backs showing the count
        count = view["counts"][seat]
        bw = 16.0
        for k in range(min(count, 8)):
            draw_back(p, QRectF(box.left() + 6 + k * 4, box.top() + 8, bw, bw * CARD_RATIO))
        p.setPen(QColor("white"))
        p.setFont(_font(13, True))
        p.drawText(QRectF(box.left() + 52, box.top() + 4, w - 56, 18),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.seat_name(seat))
        p.setFont(_font(12))
        p.drawText(QRectF(box.left() + 52, box.top() + 22, w - 56, 16),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.tr("{0}枚").replace("{0}", str(count)))
        title = view["titles"][seat]
        if title:
            p.setPen(QColor("#ffe08a"))
            p.drawText(QRectF(box.left() + 86, box.top() + 22, w - 90, 16),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       self.title_text(title))
        info = self.status_text(view, seat)
        if seat < len(self.seats):
            s = self.seats[seat]
            if s.get("kind") == "human" and not s.get("connected", True):
                info = self.tr("切断中") + (" " + info if info else "")
        if info:
            p.setPen(QColor("#ffb3b3") if view["passed"][seat] else QColor("white"))
            p.setFont(_font(12, True))
            p.drawText(QRectF(box.left() + 6, box.bottom() - 20, w - 12, 18),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, info)

    def _paint_field(self, p: QPainter, view: dict[str, Any]) -> None:
        field = view.get("field")
        cx, cy = self.width() / 2, self.height() * 0.6
        if not field:
            if view["phase"] == "play":
                p.setPen(QColor(255, 255, 255, 150))
                p.setFont(_font(14))
                p.drawText(QRectF(cx - 150, cy - 12, 300, 24), Qt.AlignmentFlag.AlignCenter,
                           self.tr("場にカードはありません"))
            return
        cards = field["cards"]
        ch = min(110.0, self.height() * 0.3)
        cw = ch / CARD_RATIO
        step = cw * 0.72
        total = cw + step * (len(cards) - 1)
        left = cx - total / 2
        for i, card in enumerate(cards):
            draw_card(p, QRectF(left + i * step, cy - ch / 2, cw, ch), card)
        p.setPen(QColor("white"))
        p.setFont(_font(12))
        p.drawText(QRectF(cx - 150, cy + ch / 2 + 2, 300, 18), Qt.AlignmentFlag.AlignCenter,
                   self.tr("{0} が出しました").replace("{0}", self.seat_name(field["seat"])))

    def indicator_texts(self, view: dict[str, Any]) -> list[str]:
        texts = []
        if view.get("revolution"):
            texts.append(self.tr("革命中"))
        if view.get("eleven_back"):
            texts.append(self.tr("イレブンバック"))
        if view.get("lock"):
            marks = "".join({"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[s] for s in view["lock"])
            texts.append(self.tr("縛り {0}").replace("{0}", marks))
        return texts

    def _paint_indicators(self, p: QPainter, view: dict[str, Any]) -> None:
        x = 8.0
        p.setFont(_font(13, True))
        for text in self.indicator_texts(view):
            w = 16.0 + p.fontMetrics().horizontalAdvance(text)
            r = QRectF(x, self.height() - 30, w, 24)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(QColor("#b3261e")))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 6

    def _paint_result(self, p: QPainter, view: dict[str, Any]) -> None:
        last = view["last_hand"]
        n = view["players"]
        lines = [self.tr("第{0}ゲームの結果").replace("{0}", str(last["hand"]))]
        order = sorted(range(n), key=lambda s: last["ranks"][s])
        for s in order:
            pts = last["points"][s]
            lines.append(f"{last['ranks'][s]}. {self.seat_name(s)}  "
                         f"{self.title_text(last['titles'][s])}  {pts:+d}")
        if view["phase"] == "match_over":
            lines.append(self.tr("対戦終了"))
        h = 26.0 * len(lines) + 16
        w = min(self.width() - 20.0, 360.0)
        box = QRectF(self.width() / 2 - w / 2, self.height() / 2 - h / 2, w, h)
        p.setPen(QPen(TURN, 2))
        p.setBrush(QColor(0, 0, 0, 200))
        p.drawRoundedRect(box, 10, 10)
        p.setPen(QColor("white"))
        for i, line in enumerate(lines):
            p.setFont(_font(15, i == 0))
            p.drawText(QRectF(box.left() + 12, box.top() + 8 + 26 * i, w - 24, 26),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
