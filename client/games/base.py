"""What every game's table view is to the client shell.

A game view draws the latest view dict the host sent to this seat and turns clicks into
actions. It holds no rules: what is playable comes from ``view["legal"]``. It never talks to the
network; it emits ``action_requested`` and the table window sends the action.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class GameView(QWidget):
    """Base class of ``client/games/<id>/`` table views."""

    action_requested = Signal(dict)

    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat  # None when watching as a spectator
        self.seats: list[dict[str, Any]] = []
        self.fast_animation = False
        self.sound_on = True

    def set_seats(self, seats: list[dict[str, Any]]) -> None:
        """Every seat as the shell knows it, in seat order: ``name``, ``kind`` ("human" | "cpu" |
        "empty"), ``connected`` (bool; a human seat not connected is shown as 切断中), ``you``
        (bool), ``cpu_playing`` (a CPU stands in for a dropped player), ``character`` (optional)."""
        self.seats = seats
        self.update()

    def set_animation_speed(self, fast: bool) -> None:
        self.fast_animation = fast

    def set_sound(self, on: bool) -> None:
        self.sound_on = on

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        """Draw ``view`` (this seat's view from the host); ``events`` are what just happened,
        for animation and the play log."""
        raise NotImplementedError
