"""The table: the other players around an ellipse, the field in the middle, the revolution /
lock / eleven-back indicators, and the hand result when a hand is over. Painted from the view.

What moves (a play sliding to the field, the field swept away) is drawn by the game view's
motion layer (table_motion.py); meanwhile the canvas leaves the field empty (``hides("field")``)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.daifugo.card_painter import CARD_RATIO, FONT_FAMILY, draw_back, draw_card
from client.games.daifugo.palette import (
    FELT,
    INDICATOR,
    PANEL,
    PASSED_INK,
    RESULT_BG,
    TABLE_INK,
    TABLE_INK_SOFT,
    TITLE_INK,
    TURN,
)
from client.games.paint_cache import CachedPaint

TITLE_NAMES = {"grand": "大富豪", "rich": "富豪", "commoner": "平民", "poor": "貧民", "pauper": "大貧民"}
"""The titles (身分) by the keys the host sends (server/games/daifugo/scoring.py)."""


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(8, int(px)))
    f.setBold(bold)
    return f


class TableCanvas(CachedPaint, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.seats: list[dict[str, Any]] = []
        self.setMinimumSize(420, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # what the motion layer is drawing: the canvas leaves that place empty meanwhile
        self.hides: Callable[[Hashable], bool] = lambda key: False

    def sizeHint(self) -> QSize:
        return QSize(720, 380)

    def set_state(self, view: dict[str, Any] | None, seats: list[dict[str, Any]]) -> None:
        self.view = view
        self.seats = seats
        self.update()

    # -- text -------------------------------------------------------------------------------

    def title_text(self, title: str) -> str:
        """A title (身分) by the key the host sends."""
        return self.tr(TITLE_NAMES[title]) if title in TITLE_NAMES else title

    def seat_name(self, seat: int) -> str:
        if seat < len(self.seats) and self.seats[seat].get("name"):
            return str(self.seats[seat]["name"])
        return self.tr("席{0}").replace("{0}", str(seat + 1))

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

    def others(self) -> list[int]:
        view = self.view or {}
        n = view.get("players", 4)
        me = view.get("seat")
        return [((me or 0) + k) % n for k in range(1, n)] if me is not None else list(range(n))

    SEAT_BOX_H = 66.0
    SEAT_BOX_MIN_W = 100.0

    def staggered(self) -> bool:
        """Too many others for one row of boxes at this width: every second box steps down."""
        return self.width() / max(1, len(self.others())) - 6 < self.SEAT_BOX_MIN_W

    def seat_box_width(self) -> float:
        """One width for every seat box: evenly spaced across the table, boxes never overlap
        (staggered, a box need only clear the next but one)."""
        count = max(1, len(self.others()))
        if self.staggered():  # centres from edge to edge, clear of the next but one
            room = (2 * self.width() - 4 * (count - 1)) / (count + 1) - 2
        else:
            room = self.width() / count - 6
        return max(60.0, min(224.0, room))

    def seat_anchor(self, seat: int) -> QPointF:
        """Others along the top half of an ellipse, in turn order from my left, spaced evenly
        across the table so that their boxes never overlap."""
        view = self.view or {}
        n = view.get("players", 4)
        me = view.get("seat")
        me = 0 if me is None else me
        others = [(me + k) % n for k in range(1, n)] if view.get("seat") is not None \
            else list(range(n))
        i = others.index(seat) if seat in others else 0
        count = len(others)
        cy, ry = self.height() * 0.58, self.height() * 0.44

        def arc_y(k: int) -> float:
            angle = math.pi * (1 - (k + 1) / (count + 1))  # from the left (pi) to the right (0)
            return cy - ry * math.sin(angle)

        if self.staggered() and count > 1:
            w = self.seat_box_width()
            x = w / 2 + (self.width() - w) * i / (count - 1)
        else:
            x = self.width() * (i + 0.5) / count
        y = arc_y(i)
        if self.staggered() and i % 2:  # below both neighbours, which it overlaps sideways
            y = max(arc_y(k) for k in (i - 1, i, i + 1) if 0 <= k < count) + self.SEAT_BOX_H + 4
        return QPointF(x, y)

    # -- painting ---------------------------------------------------------------------------

    def draw(self, p: QPainter) -> None:
        """The whole table (kept as a picture between changes: paint_cache.py)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), FELT)
        view = self.view
        if view is None:
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

    def _paint_seat(self, p: QPainter, view: dict[str, Any], seat: int) -> None:
        c = self.seat_anchor(seat)
        # wide enough for the whole name (CPU names carry their level), elided past a limit
        name_font = _font(13, True)
        metrics = QFontMetrics(name_font)
        fan = 52.0 if self.seat_box_width() >= 120 else 34.0  # the backs' fan at the left
        wanted = max(132.0, fan + 4 + min(float(metrics.horizontalAdvance(self.seat_name(seat))) + 4, 168.0))
        w, h = min(wanted, self.seat_box_width()), 66.0
        box = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        turn = view.get("turn") == seat
        p.setPen(QPen(TURN, 3) if turn else Qt.PenStyle.NoPen)
        p.setBrush(PANEL)
        p.drawRoundedRect(box, 8, 8)
        # a small fan of backs showing the count
        count = view["counts"][seat]
        bw, step = (16.0, 4.0) if fan > 40 else (12.0, 2.0)
        for k in range(min(count, 8)):
            draw_back(p, QRectF(box.left() + 6 + k * step, box.top() + 8, bw, bw * CARD_RATIO))
        p.setPen(TABLE_INK)
        p.setFont(name_font)
        p.drawText(QRectF(box.left() + fan, box.top() + 4, w - fan - 4, 18),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   metrics.elidedText(self.seat_name(seat), Qt.TextElideMode.ElideRight, int(w - fan - 4)))
        p.setFont(_font(12))
        p.drawText(QRectF(box.left() + fan, box.top() + 22, w - fan - 4, 16),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.tr("{0}枚").replace("{0}", str(count)))
        title = view["titles"][seat]
        if title:
            p.setPen(TITLE_INK)
            p.drawText(QRectF(box.left() + fan + 34, box.top() + 22, w - fan - 38, 16),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       self.title_text(title))
        info = self.status_text(view, seat)
        if seat < len(self.seats):
            s = self.seats[seat]
            if s.get("kind") == "human" and not s.get("connected", True):
                info = self.tr("切断中") + (" " + info if info else "")
        if info:
            p.setPen(PASSED_INK if view["passed"][seat] else TABLE_INK)
            p.setFont(_font(12, True))
            p.drawText(QRectF(box.left() + 6, box.bottom() - 20, w - 12, 18),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, info)

    def field_rects(self, count: int) -> list[QRectF]:
        """Where ``count`` cards of a play lie on the field."""
        cx, cy = self.width() / 2, self.height() * 0.6
        ch = min(110.0, self.height() * 0.3)
        cw = ch / CARD_RATIO
        step = cw * 0.72
        total = cw + step * (count - 1)
        left = cx - total / 2
        return [QRectF(left + i * step, cy - ch / 2, cw, ch) for i in range(count)]

    def seat_card_rect(self, seat: int, index: int = 0, count: int = 1) -> QRectF:
        """A small card at a seat (``index`` of ``count`` side by side): where a play leaves
        from and given cards arrive. My own seat is below the table's bottom edge."""
        size = self.field_rects(1)[0].size() * 0.45
        view = self.view or {}
        if seat == view.get("seat"):
            c = QPointF(self.width() / 2, self.height() + size.height())
        else:
            c = self.seat_anchor(seat)
        c = QPointF(c.x() + (index - (count - 1) / 2) * size.width() * 0.5, c.y())
        return QRectF(c.x() - size.width() / 2, c.y() - size.height() / 2,
                      size.width(), size.height())

    def _paint_field(self, p: QPainter, view: dict[str, Any]) -> None:
        if self.hides("field"):
            return
        self._paint_still_field(p, view)

    def _paint_still_field(self, p: QPainter, view: dict[str, Any]) -> None:
        field = view.get("field")
        cx, cy = self.width() / 2, self.height() * 0.6
        if not field:
            if view["phase"] == "play":
                p.setPen(TABLE_INK_SOFT)
                p.setFont(_font(14))
                p.drawText(QRectF(cx - 150, cy - 12, 300, 24), Qt.AlignmentFlag.AlignCenter,
                           self.tr("場にカードはありません"))
            return
        cards = field["cards"]
        ch = min(110.0, self.height() * 0.3)
        for rect, card in zip(self.field_rects(len(cards)), cards, strict=True):
            draw_card(p, rect, card)
        p.setPen(TABLE_INK)
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
            p.setBrush(QBrush(INDICATOR))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(TABLE_INK)
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
        p.setBrush(RESULT_BG)
        p.drawRoundedRect(box, 10, 10)
        p.setPen(TABLE_INK)
        for i, line in enumerate(lines):
            p.setFont(_font(15, i == 0))
            p.drawText(QRectF(box.left() + 12, box.top() + 8 + 26 * i, w - 24, 26),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
