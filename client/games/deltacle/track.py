"""The track: a loop of squares with crest squares, chips, start squares, the pieces and the two
waiting stacks in the centre. It animates a round's events in resolution order, step by step
(moves square by square, collisions, pickups, refills), then settles on the latest view."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.deltacle.drawing import SEAT_COLORS, draw_chip, draw_piece, font
from client.games.deltacle.texts import color_name, tr

Step = tuple[Callable[[], None], int]  # apply, then wait this many ms


class TrackWidget(QWidget):
    """Draws the shared board from a small model that events update one step at a time."""

    settled = Signal()  # the animation has caught up with the latest view

    STEP_MS = {"square": 110, "event": 380, "reveal": 700}

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(360, 360)
        self.fast = False
        self.model: dict[str, Any] | None = None
        self.final: dict[str, Any] | None = None
        self.steps: list[Step] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next_step)

    def sizeHint(self) -> QSize:
        return QSize(520, 520)

    # -- model --------------------------------------------------------------------------------

    @staticmethod
    def model_of(view: dict[str, Any]) -> dict[str, Any]:
        return {
            "length": view["track"]["length"],
            "crests": set(view["track"]["crests"]),
            "starts": list(view["track"]["starts"]),
            "unused": list(view["track"].get("unused_starts", [])),
            "board": list(view["board"]),
            "pos": [p["pos"] for p in view["players"]],
            "chars": [p["character"] for p in view["players"]],
            "stacks": [dict(s) for s in view["stacks"]],
            "offboard": list(view["offboard"]),
            "flash": set(),
            "mover": None,
            "banner": "",
        }

    @property
    def animating(self) -> bool:
        return bool(self.steps) or self.timer.isActive()

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]], names: list[str]) -> None:
        self.finish_animation()
        final = self.model_of(view)
        if self.model is None or not events or self.model["length"] != final["length"]:
            self.model, self.final = final, None
            self.update()
            return
        self.final = final
        self.steps = self.script(events, names)
        self._next_step()

    def finish_animation(self) -> None:
        self.timer.stop()
        self.steps = []
        was_animating = self.final is not None
        if self.final is not None:
            self.model, self.final = self.final, None
        self.update()
        if was_animating:
            self.settled.emit()

    def _next_step(self) -> None:
        self._advance()

    def _advance(self) -> None:
        while self.steps:
            apply, wait = self.steps.pop(0)
            apply()
            self.update()
            wait = int(wait * (0.2 if self.fast else 1.0))
            if wait > 0:
                self.timer.start(wait)
                return
        self.finish_animation()

    # -- the script: one step per thing that happened, in resolution order ----------------------

    def script(self, events: list[dict[str, Any]], names: list[str]) -> list[Step]:
        m = self.model
        assert m is not None
        ms = self.STEP_MS
        steps: list[Step] = []

        def banner(text: str, flash: set[int] | None = None, mover: int | None = None) -> Callable[[], None]:
            def apply() -> None:
                m["banner"] = text
                m["flash"] = set(flash or ())
                m["mover"] = mover
            return apply

        def name(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        for e in events:
            kind = e["type"]
            if kind == "reveal":
                steps.append((banner(tr("公開!")), ms["reveal"]))
            elif kind == "move":
                seat = e["seat"]
                steps.append((banner(tr("{0}の移動").format(name(seat)), mover=seat), ms["square"]))
                for square in e["path"]:
                    steps.append((self._setter("pos", seat, square), ms["square"]))
            elif kind == "collision":
                victim, square = e["victim"], e["square"]

                def hit(victim: int = victim) -> None:
                    m["pos"][victim] = None
                steps.append((banner(tr("追突! {0}が弾き出された").format(name(victim)), {square}), 0))
                steps.append((hit, ms["event"]))
            elif kind in ("pickup", "clear"):
                steps.append((banner(tr("{0}のチップ").format(color_name(e["color"])), {e["square"]}), 0))
                steps.append((self._setter("board", e["square"], None), ms["event"]))
            elif kind == "sweep":
                squares = list(e["squares"])

                def sweep(squares: list[int] = squares) -> None:
                    for sq in squares:
                        m["board"][sq] = None
                steps.append((banner(tr("スイープ!"), set(squares)), 0))
                steps.append((sweep, ms["event"]))
            elif kind == "refill" and e["color"] is not None:
                steps.append((banner(tr("補充"), {e["square"]}), 0))
                steps.append((self._setter("board", e["square"], e["color"]), ms["event"] // 2))
            elif kind == "steal":
                steps.append((banner(tr("{0}から{1}を奪取").format(name(e["victim"]), color_name(e["color"]))), ms["event"]))
            elif kind == "pentacle":
                steps.append((banner(tr("{0}のペンタクル!").format(name(e["seat"]))), ms["event"]))
            elif kind == "recovery":
                def recover(returned: tuple[int, ...] = tuple(e["returned"])) -> None:
                    for seat in returned:
                        m["pos"][seat] = m["starts"][seat]
                    m["banner"], m["flash"], m["mover"] = "", set(), None
                steps.append((recover, ms["event"]))
            elif kind == "game_over":
                steps.append((banner(tr("ゲーム終了")), ms["event"]))
        return steps

    def _setter(self, key: str, index: int, value: Any) -> Callable[[], None]:
        def apply() -> None:
            assert self.model is not None
            self.model[key][index] = value
        return apply

    # -- painting -------------------------------------------------------------------------------

    def square_center(self, square: int, length: int, radius: float, center: QPointF) -> QPointF:
        angle = -math.pi / 2 + 2 * math.pi * square / length  # clockwise from the top
        return QPointF(center.x() + radius * math.cos(angle), center.y() + radius * math.sin(angle))

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._paint()

    def _paint(self) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), QColor("#1d1b2e"))
        m = self.model
        if m is None:
            return
        side = min(self.width(), self.height())
        center = QPointF(self.width() / 2, self.height() / 2)
        ring = side * 0.40
        length = m["length"]
        cell = min(2 * math.pi * ring / length * 0.88, side * 0.09)
        # the loop
        p.setPen(QPen(QColor("#3c3760"), cell * 1.15))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(center, ring, ring)
        starts = {sq: seat for seat, sq in enumerate(m["starts"])}
        for sq in range(length):
            c = self.square_center(sq, length, ring, center)
            rect = QRectF(c.x() - cell / 2, c.y() - cell / 2, cell, cell)
            fill = QColor("#f1ead8") if sq in m["crests"] else QColor("#b9b2cc")
            pen = QPen(QColor("#2a2540"), 1.2)
            if sq in starts:
                pen = QPen(SEAT_COLORS[starts[sq] % len(SEAT_COLORS)], max(2.5, cell * 0.14))
            elif sq in m["unused"]:
                pen = QPen(QColor("#6c6680"), max(2.0, cell * 0.1), Qt.DashLine)
            if sq in m["flash"]:
                fill = QColor("#ffffff")
            p.setPen(pen)
            p.setBrush(fill)
            p.drawRoundedRect(rect, cell * 0.18, cell * 0.18)
            if sq in m["crests"]:
                p.setPen(QPen(QColor("#c9b07a"), 1))
                p.setBrush(Qt.NoBrush)
                p.drawEllipse(c, cell * 0.40, cell * 0.40)
            chip = m["board"][sq]
            if chip:
                draw_chip(p, c, cell * 0.32, chip)
            # square numbers outside the ring
            n = self.square_center(sq, length, ring + cell * 0.95, center)
            p.setPen(QColor("#8e88a8"))
            p.setFont(font(max(5.0, cell * 0.2)))
            p.drawText(QRectF(n.x() - cell / 2, n.y() - cell / 4, cell, cell / 2), Qt.AlignCenter, str(sq))
        # pieces (several on one square are spread inward)
        at: dict[int, list[int]] = {}
        for seat, sq in enumerate(m["pos"]):
            if sq is not None:
                at.setdefault(sq, []).append(seat)
        for sq, seats in at.items():
            for k, seat in enumerate(seats):
                c = self.square_center(sq, length, ring - cell * (0.55 + 0.5 * k), center)
                draw_piece(p, c, cell * 0.3, seat, m["chars"][seat], highlight=seat == m["mover"])
        self._paint_centre(p, center, side, cell)
        p.end()

    def _paint_centre(self, p: QPainter, center: QPointF, side: float, cell: float) -> None:
        m = self.model
        assert m is not None
        p.setPen(QColor("#d8d2f0"))
        p.setFont(font(side * 0.025, True))
        p.drawText(QRectF(center.x() - side * 0.25, center.y() - side * 0.22, side * 0.5, side * 0.06),
                   Qt.AlignCenter, tr("待機チップ"))
        for i, stack in enumerate(m["stacks"]):
            x = center.x() + (i - 0.5) * side * 0.16
            c = QPointF(x, center.y() - side * 0.08)
            depth = min(stack["count"], 6)
            for k in range(depth):
                p.setPen(QPen(QColor("#141222"), 1))
                p.setBrush(QColor("#57507a"))
                p.drawEllipse(QPointF(c.x(), c.y() + 3 * (depth - k)), cell * 0.42, cell * 0.2)
            if stack["top"]:
                draw_chip(p, c, cell * 0.42, stack["top"])
            p.setPen(QColor("#d8d2f0"))
            p.setFont(font(side * 0.022))
            p.drawText(QRectF(c.x() - cell, c.y() + cell * 0.75, 2 * cell, cell * 0.5), Qt.AlignCenter,
                       tr("{0}枚").format(stack["count"]))
        if m["offboard"]:
            p.setPen(QColor("#d8d2f0"))
            p.setFont(font(side * 0.02))
            p.drawText(QRectF(center.x() - side * 0.25, center.y() + side * 0.03, side * 0.5, side * 0.04),
                       Qt.AlignCenter, tr("盤外"))
            for k, color in enumerate(m["offboard"]):
                draw_chip(p, QPointF(center.x() + (k - (len(m["offboard"]) - 1) / 2) * cell * 0.7,
                                     center.y() + side * 0.1), cell * 0.28, color)
        if m["banner"]:
            rect = QRectF(center.x() - side * 0.28, center.y() + side * 0.14, side * 0.56, side * 0.08)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 150))
            p.drawRoundedRect(rect, 8, 8)
            p.setPen(QColor("#ffe27a"))
            p.setFont(font(side * 0.03, True))
            p.drawText(rect, Qt.AlignCenter, m["banner"])
