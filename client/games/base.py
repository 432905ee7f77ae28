"""What every game's table view is to the client shell.

A game view draws the latest view dict the host sent to this seat and turns clicks into
actions. It holds no rules: what is playable comes from ``view["legal"]``. It never talks to the
network; it emits ``action_requested`` and the table window sends the action.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QWidget

from client.sound import sound_bank


class GameView(QWidget):
    """Base class of ``client/games/<id>/`` table views."""

    action_requested = Signal(dict)
    # Client-side options the ☰ menu offers for this game: (key, label, default) each; the
    # shell remembers the player's choice and calls ``set_option``.
    client_options: ClassVar[tuple[tuple[str, str, bool], ...]] = ()

    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat  # None when watching as a spectator
        self.seats: list[dict[str, Any]] = []
        self.fast_animation = False
        self.sound_on = True
        # a replay (the record window): looked at, never played; ``legal`` is empty, and a view
        # says nothing about what could be played now
        self.replaying = False
        self._was_my_turn = False

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

    def set_option(self, key: str, on: bool) -> None:
        """One of ``client_options`` switched on or off (the shell remembers it)."""
        return None

    def options(self) -> list[tuple[str, str, bool]]:
        """``client_options`` with their labels translated, for the ☰ menu."""
        return [(key, QCoreApplication.translate(type(self).__name__, label), default)
                for key, label, default in self.client_options]

    def play_sound(self, name: str | None, delay_ms: int = 0) -> None:
        """Play the effect ``name`` ("card", "capture", "yaku", "turn", "stamp", "win", "error";
        see client/sound.py) if sound is on; ``delay_ms`` lets a second effect follow a first.
        None plays nothing."""
        if not name or not self.sound_on:
            return
        if delay_ms > 0:
            QTimer.singleShot(delay_ms, self, lambda: self.play_sound(name))
            return
        sound_bank().play(name)

    def turn_started(self, mine: bool) -> bool:
        """Whether this seat's turn has just begun: ``mine`` now and not at the last call."""
        started = mine and not self._was_my_turn
        self._was_my_turn = mine
        return started

    def play_event_sound(self, name: str | None, my_turn: bool) -> None:
        """The usual pattern of a ``show_view``: play ``name`` (the most notable effect of the
        new events), and the turn tick after it when this seat's turn has just begun."""
        self.play_sound(name)
        if self.turn_started(my_turn):
            self.play_sound("turn", 280 if name else 0)

    def points_text(self, points: Any) -> str:
        """A seat's ``points`` of the match's result as this game counts them, for the table
        window's result ("12点"); a game whose result counts something else (cards still held)
        says so."""
        return self.tr("%1点").replace("%1", str(points))

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        """Draw ``view`` (this seat's view from the host); ``events`` are what just happened,
        for animation and the play log."""
        raise NotImplementedError

    def show_media(self, message: dict[str, Any]) -> None:
        """Timed media of the game from the host (docs/PROTOCOL.md ``media``): a game that
        plays some (karuta's reader) takes it; the others have none."""
        return None
