"""Cards in motion, drawn over the whole table: a played card gliding to the field or onto its
match, captured cards gathering into a pile, the stock card turning over. It lets every mouse
event through (the table under it is already the final state and stays usable); the places the
cards fly to are veiled by the view until the motion settles.

A motion is a list of flights on one timeline measured in units (one unit is a glide). Each
flight is a card with its legs (start, end, from-rect, to-rect); before its first leg it waits
at the first leg's start, after its last leg it rests at the last leg's end until all settle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from client.games.koikoi.card_art import draw_back, draw_card


@dataclass
class Leg:
    start: float  # in units on the timeline
    end: float
    src: QRectF
    dst: QRectF


@dataclass
class Flight:
    card: int
    legs: list[Leg] = field(default_factory=list)
    face_down: bool = False  # starts as a back and turns over during its first leg

    def add(self, start: float, end: float, src: QRectF, dst: QRectF) -> None:
        self.legs.append(Leg(start, end, QRectF(src), QRectF(dst)))


def _ease(t: float) -> float:
    """Ease-in-out (cubic) on 0..1."""
    t = min(1.0, max(0.0, t))
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def _lerp(a: QRectF, b: QRectF, t: float) -> QRectF:
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t,
                  a.height() + (b.height() - a.height()) * t)


class MotionLayer(QWidget):
    settled = Signal()  # the motion is over (or was cut short): unveil the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.flights: list[Flight] = []
        self.units = 0.0
        self.now = 0.0  # where on the timeline we are, in units
        self.anim = QVariantAnimation(self)
        self.anim.setEasingCurve(QEasingCurve.Linear)
        self.anim.valueChanged.connect(self._tick)
        self.anim.finished.connect(self.finish)
        self.hide()

    @property
    def running(self) -> bool:
        return bool(self.flights)

    def duration(self) -> int:
        """The running motion's length in ms (0 when idle)."""
        return self.anim.duration() if self.flights else 0

    def start(self, flights: list[Flight], unit_ms: int) -> None:
        self.finish()
        flights = [f for f in flights if f.legs]
        if not flights:
            return
        self.flights = flights
        self.units = max(leg.end for f in flights for leg in f.legs)
        self.now = 0.0
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(self.units)
        self.anim.setDuration(max(1, int(self.units * unit_ms)))
        self.show()
        self.anim.start()
        self.update()

    def finish(self) -> None:
        """Jump to the end: nothing is drawn here and the table shows itself."""
        if self.anim.state() != QVariantAnimation.Stopped:
            self.anim.blockSignals(True)
            self.anim.stop()
            self.anim.blockSignals(False)
        was = bool(self.flights)
        self.flights = []
        self.now = self.units
        self.hide()
        if was:
            self.settled.emit()

    def _tick(self, value: object) -> None:
        if self.flights:
            self.now = float(value)  # type: ignore[arg-type]
            self.update()

    # -- painting -------------------------------------------------------------------------------

    def where(self, flight: Flight) -> tuple[QRectF, float, bool]:
        """The card's rect now, how far its turn-over has gone (1 = face up), and whether it is
        moving."""
        legs = flight.legs
        if self.now <= legs[0].start:
            return legs[0].src, 0.0 if flight.face_down else 1.0, False
        for i, leg in enumerate(legs):
            if self.now < leg.end:
                if self.now < leg.start:  # resting between legs
                    return legs[i - 1].dst, 1.0, False
                t = (self.now - leg.start) / max(1e-6, leg.end - leg.start)
                turn = t if (i == 0 and flight.face_down) else 1.0
                return _lerp(leg.src, leg.dst, _ease(t)), turn, True
        return legs[-1].dst, 1.0, False

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        placed = [(flight, *self.where(flight)) for flight in self.flights]
        placed.sort(key=lambda item: item[3])  # moving cards over resting ones
        for flight, rect, turn, moving in placed:
            # turning over: the back narrows to an edge, then the face widens
            w = max(1.0, rect.width() * abs(math.cos(math.pi * turn)))
            shown = QRectF(rect.center().x() - w / 2, rect.top(), w, rect.height())
            if moving:  # a soft shadow under a card in the air
                p.setPen(Qt.NoPen)
                p.setBrush(Qt.black)
                p.setOpacity(0.25)
                p.drawRoundedRect(shown.translated(4, 5), 4, 4)
                p.setOpacity(1.0)
            if turn < 0.5:
                draw_back(p, shown)
            else:
                draw_card(p, shown, flight.card)
        p.end()
