"""What every game's table view is to the client shell.

A game view draws the latest view dict the host sent to this seat and turns clicks into
actions. It holds no rules: what is playable comes from ``view["legal"]``. It never talks to the
network; it emits ``action_requested`` and the table window sends the action.

Every view has a ``MotionLayer`` over it (client/games/motion.py): ``animate(script)`` plays
what a new view set in motion, at the speed of the ☰ menu's アニメ速度, unless the player turned
animations off (the ☰ menu's 「アニメーション」, an option every game view has).
"""

from __future__ import annotations

import gc
import time
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from client.games.motion import BANNER_MS, OWN_MOVE_MS, UNIT_MS, MotionLayer, Script
from client.sound import sound_bank


def settle_the_collector() -> None:
    """What the app holds when a table opens lives as long as the table: it is moved out of the
    cycle collector's full collections (``gc.freeze``), after collecting what the last table
    left behind (``gc.unfreeze``, ``gc.collect``). A full collection walks every tracked object:
    with a table open it walked 55,000–78,000 of them and held the GUI thread 30–60 ms (or the
    embedded host's thread, which holds the GIL meanwhile), a stall in the middle of play
    (bench/gui_stalls.py); done here, it costs that once, as the table opens. At most once a
    second (a replay or a test opens many views)."""
    global _settled_at
    now = time.monotonic()
    if now - _settled_at < 1.0:
        return
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _settled_at = time.monotonic()


_settled_at = float("-inf")

ANIMATIONS = "animations"
# options every game view has, before its own (translated in the context "GameView")
SHARED_OPTIONS: tuple[tuple[str, str, bool], ...] = (
    (ANIMATIONS, QT_TRANSLATE_NOOP("GameView", "アニメーション"), True),
)


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
        self.animations_on = True
        self.motion = MotionLayer(self)
        self._shown = False

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
        """One of ``options()`` switched on or off (the shell remembers it). A view with options
        of its own calls this for the shared ones."""
        if key == ANIMATIONS:
            self.animations_on = on
            if not on:
                self.motion.clear()

    def options(self) -> list[tuple[str, str, bool]]:
        """The shared options and ``client_options`` with their labels translated, for the ☰
        menu."""
        shared = [(key, QCoreApplication.translate("GameView", label), default)
                  for key, label, default in SHARED_OPTIONS]
        return shared + [(key, QCoreApplication.translate(type(self).__name__, label), default)
                         for key, label, default in self.client_options]

    # -- life at the table (client/games/motion.py) ---------------------------------------------

    def unit_ms(self) -> int:
        """One card's glide at the chosen speed."""
        return UNIT_MS[self.fast_animation]

    def animate(self, script: Script, own: bool = False) -> None:
        """Play ``script`` over the view; ``own``: this seat's own move, squeezed to be over
        within ``OWN_MOVE_MS``, before the next player's move arrives. When animations are off
        or the view is not on screen, it ends at once: its cues run now, nothing moves (the
        view already shows where everything ends)."""
        if not script:
            return
        if own:
            script.within(OWN_MOVE_MS / self.unit_ms())
        if not self.animations_on or not self.isVisible():
            for cue in sorted(script.cues, key=lambda c: c.at):  # it ends at once
                cue.apply()
            return
        self.motion.play(script, self.unit_ms(), BANNER_MS[self.fast_animation])

    def finish_animation(self) -> None:
        """Jump to the end of what is moving (every view calls it before showing a new view)."""
        self.motion.finish()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            settle_the_collector()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.motion.clear()  # the places things fly between, and banners stand over, have moved
        self.motion.setGeometry(self.rect())

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
