"""The table: the other players around an ellipse, the field in the middle, the revolution /
lock / eleven-back indicators, and the hand result when a hand is over. Painted from the view.

A play is animated: its cards slide from the player's seat (or from your hand) onto the field,
a field that is cleared (場が流れる, 8切り) sweeps away, a revolution flashes. The animation is a
progress value 0..1 driven by a QVariantAnimation; the view dict is always the final state and
``finish_animation()`` jumps there."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.daifugo.card_painter import CARD_RATIO, FONT_FAMILY, draw_back, draw_card

FELT = QColor("#24603d")
PANEL = QColor(0, 0, 0, 110)
TURN = QColor("#f2c14e")
TITLE_NAMES = {"grand": "大富豪", "rich": "富豪", "commoner": "平民", "poor": "貧民", "pauper": "大貧民"}
"""The titles (身分) by the keys the host sends (server/games/daifugo/scoring.py)."""


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(8, int(px)))
    f.setBold(bold)
    return f


def _ease(t: float) -> float:
    """Ease-out cubic on 0..1."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def _lerp_rect(a: QRectF, b: QRectF, t: float) -> QRectF:
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t,
                  a.height() + (b.height() - a.height()) * t)


class TableCanvas(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.seats: list[dict[str, Any]] = []
        self.setMinimumSize(420, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.fast = False
        self.script: dict[str, Any] | None = None  # what is being animated, see animate()
        self.progress = 1.0
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.valueChanged.connect(self._tick)
        self.anim.finished.connect(self.finish_animation)

    def sizeHint(self) -> QSize:
        return QSize(720, 380)

    def set_state(self, view: dict[str, Any] | None, seats: list[dict[str, Any]]) -> None:
        self.view = view
        self.seats = seats
        self.update()

    # -- animation --------------------------------------------------------------------------

    def unit_ms(self) -> int:
        """One step of an animation: a slide, a sweep."""
        return 120 if self.fast else 350

    @property
    def animating(self) -> bool:
        return self.script is not None

    def animate(self, old: dict[str, Any] | None, events: list[dict[str, Any]],
                sources: dict[str, QRectF] | None = None) -> None:
        """Start animating ``events`` (already applied: ``self.view`` is the new view) from the
        field of ``old``. ``sources`` are where your own played cards were in your hand, in
        this widget's coordinates. Does nothing when there is nothing to show."""
        self.finish_animation()
        if old is None or self.view is None:
            return
        play = next((e for e in events if e.get("type") == "play"), None)
        clear = next((e for e in events if e.get("type") == "clear"), None)
        flash = ""
        for e in events:
            if e.get("type") == "revolution":
                flash = self.tr("革命！") if e.get("on") else self.tr("革命返し！")
            elif e.get("type") == "eleven_back" and e.get("on") and not flash:
                flash = self.tr("イレブンバック！")
        if play is None and clear is None and not flash:
            return
        segments: list[tuple[str, float]] = []  # (name, length in units)
        if play is not None:
            segments.append(("slide", 1.0))
        if clear is not None:
            segments.append(("sweep", 1.0))
        if flash:
            segments.append(("flash", 1.4))
        total = sum(length for _, length in segments)
        spans: dict[str, tuple[float, float]] = {}
        at = 0.0
        for name, length in segments:
            spans[name] = (at / total, (at + length) / total)
            at += length
        reason = clear.get("reason") if clear else None
        self.script = {
            "old_field": old.get("field"),
            "play": play,
            "sources": dict(sources or {}),
            # what the sweep carries away: the play just made, or the field everyone passed on
            "swept": (list(play["cards"]) if play else
                      list((old.get("field") or {}).get("cards", []))) if clear else [],
            "clear_text": {"eight_cut": self.tr("8切り！"),
                           "spade_three": self.tr("スペ3返し！")}.get(reason or "",
                                                                    self.tr("場が流れました")),
            "flash": flash,
            "spans": spans,
        }
        self.progress = 0.0
        self.anim.stop()
        self.anim.setDuration(int(self.unit_ms() * total))
        self.anim.setEasingCurve(QEasingCurve.Type.Linear)
        self.anim.start()
        self.update()

    def duration(self) -> int:
        """The running animation's length in ms (0 when idle)."""
        return self.anim.duration() if self.script is not None else 0

    def finish_animation(self) -> None:
        """Jump to the end: only the view is drawn."""
        if self.anim.state() != QVariantAnimation.State.Stopped:
            self.anim.blockSignals(True)
            self.anim.stop()
            self.anim.blockSignals(False)
        self.script = None
        self.progress = 1.0
        self.update()

    def _tick(self, value: object) -> None:
        if self.script is not None:
            self.progress = float(value)  # type: ignore[arg-type]
            self.update()

    def _phase(self, name: str) -> float | None:
        """Progress through segment ``name``: None when it is not in the script, <0 before it,
        0..1 during, >1 after."""
        assert self.script is not None
        span = self.script["spans"].get(name)
        if span is None:
            return None
        a, b = span
        return (self.progress - a) / (b - a) if b > a else 1.0

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
        p.setPen(QColor("white"))
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
            p.setPen(QColor("#ffe08a"))
            p.drawText(QRectF(box.left() + fan + 34, box.top() + 22, w - fan - 38, 16),
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

    def field_rects(self, count: int) -> list[QRectF]:
        """Where ``count`` cards of a play lie on the field."""
        cx, cy = self.width() / 2, self.height() * 0.6
        ch = min(110.0, self.height() * 0.3)
        cw = ch / CARD_RATIO
        step = cw * 0.72
        total = cw + step * (count - 1)
        left = cx - total / 2
        return [QRectF(left + i * step, cy - ch / 2, cw, ch) for i in range(count)]

    def source_rect(self, seat: int, card: str, index: int, count: int) -> QRectF:
        """Where a played card starts its slide: your hand, or the player's seat."""
        assert self.script is not None
        src = self.script["sources"].get(card)
        if src is not None:
            return QRectF(src)
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
        if self.script is not None:
            self._paint_animated_field(p, view)
            return
        self._paint_still_field(p, view)

    def _paint_animated_field(self, p: QPainter, view: dict[str, Any]) -> None:
        script = self.script
        assert script is not None
        slide = self._phase("slide")
        sweep = self._phase("sweep")
        flash = self._phase("flash")
        play = script["play"]
        if slide is not None and slide < 1:
            # the old field under the incoming play, fading as the play lands
            old = script["old_field"]
            if old:
                p.save()
                p.setOpacity(max(0.0, 1.0 - 0.7 * max(0.0, slide)))
                for rect, card in zip(self.field_rects(len(old["cards"])), old["cards"],
                                      strict=True):
                    draw_card(p, rect, card)
                p.restore()
            cards = play["cards"]
            t = _ease(max(0.0, slide))
            for i, (dst, card) in enumerate(zip(self.field_rects(len(cards)), cards, strict=True)):
                src = self.source_rect(play["seat"], card, i, len(cards))
                draw_card(p, _lerp_rect(src, dst, t), card)
        elif sweep is not None and sweep < 1:
            if sweep < 0:  # not yet
                cards = script["swept"]
                for rect, card in zip(self.field_rects(len(cards)), cards, strict=True):
                    draw_card(p, rect, card)
            else:
                self._paint_sweep(p, script["swept"], sweep, script["clear_text"])
        else:
            self._paint_still_field(p, view)
        if flash is not None and 0 <= flash < 1:
            self._paint_flash(p, script["flash"], flash)

    def _paint_sweep(self, p: QPainter, cards: list[str], t: float, text: str) -> None:
        """The field slides off to the right, turning slightly, and fades; the reason shows."""
        e = _ease(t)
        p.save()
        p.setOpacity(max(0.0, 1.0 - e))
        for i, rect in enumerate(self.field_rects(len(cards))):
            p.save()
            c = rect.center()
            p.translate(c.x() + e * self.width() * 0.35, c.y() - e * self.height() * 0.08)
            p.rotate(e * (18 + 6 * i))
            draw_card(p, QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(),
                                rect.height()), cards[i])
            p.restore()
        p.restore()
        self._paint_banner(p, text, 1.0 - abs(2 * t - 1) ** 3)

    def _paint_flash(self, p: QPainter, text: str, t: float) -> None:
        """A quick golden wash over the table and the word, fading out."""
        p.save()
        p.setOpacity(max(0.0, 1.0 - t) * 0.35)
        p.fillRect(self.rect(), QColor("#f2c14e"))
        p.restore()
        self._paint_banner(p, text, 1.0 - t ** 2, scale=1.0 + 0.25 * (1 - t))

    def _paint_banner(self, p: QPainter, text: str, alpha: float, scale: float = 1.0) -> None:
        if not text or alpha <= 0:
            return
        p.save()
        p.setOpacity(min(1.0, alpha))
        p.setFont(_font(26 * scale, True))
        w = p.fontMetrics().horizontalAdvance(text) + 40.0
        h = 44.0 * scale
        box = QRectF(self.width() / 2 - w / 2, self.height() * 0.33 - h / 2, w, h)
        p.setPen(QPen(TURN, 2))
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRoundedRect(box, 10, 10)
        p.setPen(QColor("#ffe08a"))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.restore()

    def _paint_still_field(self, p: QPainter, view: dict[str, Any]) -> None:
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
        for rect, card in zip(self.field_rects(len(cards)), cards, strict=True):
            draw_card(p, rect, card)
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
