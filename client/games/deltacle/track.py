"""The track: a loop of squares with crest squares, chips, start squares, the pieces and the two
waiting stacks in the centre. A round's events play out in resolution order on the view's motion
layer (client/games/motion.py): a small model of the board changes step by step on the script's
cues (collisions, pickups, refills, with a caption in the centre), a moving piece glides along
the loop square by square as a sprite, pentacles and collisions are announced; the last cue
settles on the latest view."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.deltacle.drawing import SEAT_COLORS, draw_chip, draw_piece, font
from client.games.deltacle.texts import color_name, tr
from client.games.motion import MotionLayer, Script
from client.games.paint_cache import CachedPaint

Step = tuple[Callable[[], None], float]  # apply, then wait this many units
Move = tuple[int, int | None, list[int]]  # seat, from square (None: off the board), path


class TrackWidget(CachedPaint, QWidget):
    """Draws the shared board from a small model that events update one step at a time."""

    settled = Signal()  # the animation has caught up with the latest view

    STEPS = {"square": 0.5, "event": 1.7, "reveal": 1.6}  # units (client/games/motion.py)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(360, 360)
        self.model: dict[str, Any] | None = None
        self.final: dict[str, Any] | None = None
        self.motion: MotionLayer | None = None  # the view's, which plays the track's scripts

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
            "flying": set(),  # seats whose piece is gliding (drawn by the motion layer)
            "banner": "",
        }

    @property
    def animating(self) -> bool:
        return self.final is not None

    def heading_to(self, view: dict[str, Any]) -> bool:
        """The board is still playing out towards exactly ``view``'s (a view that says only who
        has chosen, or a decision that changed nothing on the track): nothing to cut short."""
        return self.final is not None and self.final == self.model_of(view)

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]], names: list[str]) -> Script:
        """Take ``view``; the script of how the board gets there (empty: it is there at once).
        Its last cue settles on the view, so a script that is not played must be finished."""
        self.finish_animation()
        final = self.model_of(view)
        script = Script()
        if self.model is None or not events or self.model["length"] != final["length"]:
            self.model, self.final = final, None
            self.update()
            return script
        self.final = final
        at = 0.0
        steps, moves, moments = self.script(events, names)
        area = QRectF(self.rect()).translated(self._offset())
        for when, text, detail in moments:
            script.announce(text, detail, when, area=area)
        for apply, wait in steps:
            script.cue(at, self._applied(apply))
            at += wait
        for start, (seat, origin, path) in moves:
            self._glide(script, start, seat, origin, path)
        script.cue(at, self._settle)
        return script

    def finish_animation(self) -> None:
        """Jump to the latest view (the motion layer runs the cues still to come)."""
        if self.motion is not None and self.motion.running:
            self.motion.finish()
        if self.final is not None:
            self._settle()

    def _applied(self, apply: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            if self.final is not None:  # not once the view has been settled on
                apply()
                self.update()
        return run

    def _settle(self) -> None:
        if self.final is None:
            return
        self.model, self.final = self.final, None
        self.update()
        self.settled.emit()

    # -- the script: one step per thing that happened, in resolution order ----------------------

    def script(self, events: list[dict[str, Any]], names: list[str]
               ) -> tuple[list[Step], list[tuple[float, Move]], list[tuple[float, str, str]]]:
        """The steps (apply, then wait) of ``events`` on the model, the moves to glide and the
        moments to announce (each with its start on the same timeline)."""
        m = self.model
        assert m is not None
        units = self.STEPS
        steps: list[Step] = []
        moves: list[tuple[float, Move]] = []
        moments: list[tuple[float, str, str]] = []
        pos = list(m["pos"])  # where the pieces are as the steps go

        def banner(text: str, flash: set[int] | None = None, mover: int | None = None) -> Callable[[], None]:
            def apply() -> None:
                m["banner"] = text
                m["flash"] = set(flash or ())
                m["mover"] = mover
            return apply

        def name(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        def now() -> float:
            return sum(wait for _, wait in steps)

        for e in events:
            kind = e["type"]
            if kind == "reveal":
                steps.append((banner(tr("公開!")), units["reveal"]))
            elif kind == "move":
                seat, path = e["seat"], list(e["path"])
                steps.append((banner(tr("{0}の移動").format(name(seat)), mover=seat), units["square"]))
                if path:
                    moves.append((now(), (seat, pos[seat], path)))
                    steps.append((self._flying(seat, True), units["square"] * len(path)))
                    steps.append((self._landed(seat, path[-1]), 0.0))
                    pos[seat] = path[-1]
            elif kind == "collision":
                victim, square = e["victim"], e["square"]

                def hit(victim: int = victim) -> None:
                    m["pos"][victim] = None
                moments.append((now(), tr("追突！"), name(victim)))
                steps.append((banner(tr("追突! {0}が弾き出された").format(name(victim)), {square}), 0))
                steps.append((hit, units["event"]))
                pos[victim] = None
            elif kind in ("pickup", "clear"):
                steps.append((banner(tr("{0}のチップ").format(color_name(e["color"])), {e["square"]}), 0))
                steps.append((self._setter("board", e["square"], None), units["event"]))
            elif kind == "sweep":
                squares = list(e["squares"])

                def sweep(squares: list[int] = squares) -> None:
                    for sq in squares:
                        m["board"][sq] = None
                steps.append((banner(tr("スイープ!"), set(squares)), 0))
                steps.append((sweep, units["event"]))
            elif kind == "refill" and e["color"] is not None:
                steps.append((banner(tr("補充"), {e["square"]}), 0))
                steps.append((self._setter("board", e["square"], e["color"]), units["event"] / 2))
            elif kind == "steal":
                steps.append((banner(tr("{0}から{1}を奪取").format(name(e["victim"]), color_name(e["color"]))), units["event"]))
            elif kind == "pentacle":
                moments.append((now(), tr("ペンタクル！"), name(e["seat"])))
                steps.append((banner(tr("{0}のペンタクル!").format(name(e["seat"]))), units["event"]))
            elif kind == "recovery":
                def recover(returned: tuple[int, ...] = tuple(e["returned"])) -> None:
                    for seat in returned:
                        m["pos"][seat] = m["starts"][seat]
                    m["banner"], m["flash"], m["mover"] = "", set(), None
                steps.append((recover, units["event"]))
                for seat in e["returned"]:
                    pos[seat] = m["starts"][seat]
            elif kind == "game_over":
                steps.append((banner(tr("ゲーム終了")), units["event"]))
        return steps, moves, moments

    def _offset(self) -> QPointF:
        """Where the track lies in the view the motion layer covers."""
        parent = self.motion.parentWidget() if self.motion is not None else None
        return QPointF(self.mapTo(parent, QPoint(0, 0))) if parent is not None else QPointF()

    def _flying(self, seat: int, flying: bool) -> Callable[[], None]:
        def apply() -> None:
            assert self.model is not None
            (self.model["flying"].add if flying else self.model["flying"].discard)(seat)
        return apply

    def _landed(self, seat: int, square: int) -> Callable[[], None]:
        def apply() -> None:
            assert self.model is not None
            self.model["flying"].discard(seat)
            self.model["pos"][seat] = square
        return apply

    def _glide(self, script: Script, start: float, seat: int, origin: int | None, path: list[int]) -> None:
        """The piece gliding along the loop, one square after another, in the view's
        coordinates; gone when it lands (the model draws it there)."""
        assert self.model is not None
        length = self.model["length"]
        centre, ring, cell, _side = self.geometry()
        radius = cell * 0.3
        size = radius * 3.4
        offset = self._offset()
        character = self.model["chars"][seat]

        def at(square: int) -> QRectF:
            c = self.square_center(square, length, ring - cell * 0.55, centre) + offset
            return QRectF(c.x() - size / 2, c.y() - size / 2, size, size)

        def face(p: Any, r: QRectF) -> None:
            draw_piece(p, r.center(), r.width() / 3.4, seat, character, highlight=True)

        step = self.STEPS["square"]
        first = at(origin if origin is not None else path[0])
        sprite = script.fly(face, first, at(path[0]), start, step, visible_from=start, shadow=False,
                            picture=("deltacle", seat, character))
        for k, square in enumerate(path[1:], start=1):
            sprite.then(step, at(square), start=start + step * k)
        sprite.then(0.0, sprite.legs[-1].dst, fade=True)

    def _setter(self, key: str, index: int, value: Any) -> Callable[[], None]:
        def apply() -> None:
            assert self.model is not None
            self.model[key][index] = value
        return apply

    # -- painting -------------------------------------------------------------------------------

    def square_center(self, square: int, length: int, radius: float, center: QPointF) -> QPointF:
        angle = -math.pi / 2 + 2 * math.pi * square / length  # clockwise from the top
        return QPointF(center.x() + radius * math.cos(angle), center.y() + radius * math.sin(angle))

    def geometry(self) -> tuple[QPointF, float, float, float]:
        """The loop's centre, its radius, a square's size and the board's side."""
        side = min(self.width(), self.height())
        center = QPointF(self.width() / 2, self.height() / 2)
        ring = side * 0.40
        length = self.model["length"] if self.model is not None else 32
        cell = min(2 * math.pi * ring / length * 0.88, side * 0.09)
        return center, ring, cell, side

    def draw(self, p: QPainter) -> None:
        """The track (kept as a picture between changes: client/games/paint_cache.py)."""
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), QColor("#1d1b2e"))
        m = self.model
        if m is None:
            return
        center, ring, cell, side = self.geometry()
        length = m["length"]
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
            if sq is not None and seat not in m["flying"]:
                at.setdefault(sq, []).append(seat)
        for sq, seats in at.items():
            for k, seat in enumerate(seats):
                c = self.square_center(sq, length, ring - cell * (0.55 + 0.5 * k), center)
                draw_piece(p, c, cell * 0.3, seat, m["chars"][seat], highlight=seat == m["mover"])
        self._paint_centre(p, center, side, cell)

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
