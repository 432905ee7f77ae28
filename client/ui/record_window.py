"""The replay window (棋譜再生): one record, step by step, drawn by the game's own table view.

The host replays the record and sends frames (``{view, events}`` of one seat after each step;
docs/PROTOCOL.md section 10); this window asks for them a page at a time, keeps them, and shows
one. Forward, back, first, last, a slider, and a list of the hands and rounds to jump to. While
a match is being played only one's own seat is offered; once it is over the seat picker offers
the spectator view and every seat's view, so each hand can be opened in turn.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.games import view_class
from client.games.base import GameView
from client.ui.dialog import FitOnShow
from client.ui.fallback_view import FallbackView
from client.ui.record_list import result_text, when_text
from client.ui.texts import game_title
from client.ui.theme import role

log = logging.getLogger(__name__)

AUTOPLAY_MS = 900  # between two steps when 自動再生 is on


def mark_label(mark: dict[str, Any]) -> str:
    """「第3局」: the mark's label, a host text rendered where it arrived (client/i18n.py)."""
    return str(mark.get("label", ""))


class ReplayWindow(QWidget):
    frames_wanted = Signal(str, object, int)  # record id, seat (None: spectator), first frame
    export_requested = Signal(str)  # record id

    def __init__(self, info: dict[str, Any], games: list[dict[str, Any]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.info = info
        self.record_id = str(info["record"])
        self.games = games
        self.total = int(info.get("total") or 1)
        self.frames: dict[int | None, list[dict[str, Any] | None]] = {}
        self.asked: dict[int | None, int] = {}  # seat -> the first frame asked for, not yet come
        self.position = 0
        self.seat: int | None = None
        self.view_widget: GameView | None = None
        players = [str(s.get("name", "")) for s in info.get("seats") or []]
        title = game_title(games, str(info.get("game")))
        self.setWindowTitle(self.tr("対局の記録 ― %1").replace("%1", title))

        layout = QVBoxLayout(self)
        heading = QHBoxLayout()
        self.title_label = role(QLabel(self.tr("%1　%2").replace("%1", title)
                                       .replace("%2", when_text(info.get("started")))), "heading")
        heading.addWidget(self.title_label)
        heading.addStretch(1)
        heading.addWidget(QLabel(self.tr("見る席")))
        self.seat_combo = QComboBox()
        for seat in info.get("views") or []:
            self.seat_combo.addItem(self._seat_label(seat, players), seat)
        heading.addWidget(self.seat_combo)
        self.export_button = QPushButton(self.tr("ファイルに保存…"))
        self.export_button.setVisible(not info.get("live"))
        self.export_button.clicked.connect(lambda: self.export_requested.emit(self.record_id))
        heading.addWidget(self.export_button)
        layout.addLayout(heading)
        self.result_label = QLabel(result_text(info.get("result"), players) if not info.get("live")
                                   else self.tr("対局中の記録です。あなたの席から、ここまでを見られます。"))
        self.result_label.setWordWrap(True)
        layout.addWidget(self.result_label)

        self.stack = QStackedWidget()
        self.loading = QLabel(self.tr("読み込み中…"))
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.loading)
        layout.addWidget(self.stack, 1)

        controls = QHBoxLayout()
        self.first_button = QPushButton(self.tr("最初"))
        self.back_button = QPushButton(self.tr("◀ 戻る"))
        self.forward_button = QPushButton(self.tr("進む ▶"))
        self.last_button = QPushButton(self.tr("最後"))
        self.play_button = QPushButton(self.tr("自動再生"))
        self.play_button.setCheckable(True)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button,
                       self.play_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            controls.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.total - 1)
        controls.addWidget(self.slider, 1)
        self.step_label = QLabel()
        controls.addWidget(self.step_label)
        controls.addWidget(QLabel(self.tr("局・回へ")))
        self.mark_combo = QComboBox()
        for mark in info.get("marks") or []:
            self.mark_combo.addItem(mark_label(mark), int(mark.get("frame", 0)))
        controls.addWidget(self.mark_combo)
        layout.addLayout(controls)

        self.timer = QTimer(self, interval=AUTOPLAY_MS)
        self.timer.timeout.connect(self._autoplay)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(lambda: self.go(self.total - 1))
        self.play_button.toggled.connect(self._play_toggled)
        self.slider.valueChanged.connect(self.go)
        self.mark_combo.activated.connect(lambda index: self.jump_to_mark(index))
        self.seat_combo.currentIndexChanged.connect(lambda _i: self.set_seat(self.seat_combo.currentData()))
        for key, slot in ((Qt.Key.Key_Right, self.forward), (Qt.Key.Key_Left, self.back),
                          (Qt.Key.Key_Home, lambda: self.go(0)),
                          (Qt.Key.Key_End, lambda: self.go(self.total - 1))):
            QShortcut(QKeySequence(key), self).activated.connect(slot)
        FitOnShow(self, parent)  # its size and place once its layout is complete

        you = info.get("you")
        start_seat = you if you in (info.get("views") or []) else self.seat_combo.itemData(0)
        self.seat_combo.blockSignals(True)
        self.seat_combo.setCurrentIndex(max(0, self.seat_combo.findData(start_seat)))
        self.seat_combo.blockSignals(False)
        self.seat = self.seat_combo.currentData()
        self._make_view()
        self.stack.setCurrentWidget(self.loading)

    def take_over(self, other: ReplayWindow) -> None:
        """Carry on where ``other`` (the same record) stands: its frames, seat and step."""
        self.frames = {seat: list(frames) for seat, frames in other.frames.items()}
        self.position = other.position
        index = self.seat_combo.findData(other.seat)
        if index >= 0:
            self.seat_combo.blockSignals(True)
            self.seat_combo.setCurrentIndex(index)
            self.seat_combo.blockSignals(False)
            self.seat = other.seat
            self._make_view()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(1100, 720)  # a table's room; fit_window keeps it within the screen

    def start(self) -> None:
        """Ask for the first frames (once ``frames_wanted`` is connected)."""
        self._show()

    def _seat_label(self, seat: int | None, players: list[str]) -> str:
        if seat is None:
            return self.tr("観戦（手は伏せる）")
        name = players[seat] if seat < len(players) else ""
        label = self.tr("%1番 %2").replace("%1", str(seat + 1)).replace("%2", name)
        if seat == self.info.get("you"):
            label += self.tr("（あなた）")
        return label

    # -- moving -----------------------------------------------------------------------------------

    def go(self, position: int) -> None:
        self.position = max(0, min(self.total - 1, int(position)))
        self._show()

    def forward(self) -> None:
        self.go(self.position + 1)

    def back(self) -> None:
        self.go(self.position - 1)

    def jump_to_mark(self, index: int) -> None:
        frame = self.mark_combo.itemData(index)
        if frame is not None:
            self.go(int(frame))

    def set_seat(self, seat: int | None) -> None:
        """Whose view to show; the game view is made again for that seat."""
        self.seat = seat
        self._make_view()
        self._show()

    def _play_toggled(self, on: bool) -> None:
        if on:
            if self.position >= self.total - 1:
                self.go(0)
            self.timer.start()
        else:
            self.timer.stop()

    def _autoplay(self) -> None:
        if self.position >= self.total - 1:
            self.play_button.setChecked(False)
            return
        if self._frame(self.position + 1) is not None:
            self.forward()

    # -- frames -----------------------------------------------------------------------------------

    def _frame(self, position: int) -> dict[str, Any] | None:
        frames = self.frames.get(self.seat)
        return frames[position] if frames is not None and position < len(frames) else None

    def add_frames(self, message: dict[str, Any]) -> None:
        """A ``record_frames`` page from the host: keep it, show it if it is wanted now, and
        ask for the next page until the whole record of that seat is here."""
        if message.get("record") != self.record_id:
            return
        seat, start = message.get("seat"), int(message.get("start", 0))
        frames = self.frames.setdefault(seat, [None] * self.total)
        for offset, frame in enumerate(message.get("frames") or []):
            if start + offset < self.total:
                frames[start + offset] = frame
        if self.asked.get(seat) == start:
            del self.asked[seat]
        if seat == self.seat:
            self._ask_missing(seat)
            self._show()

    def _ask_missing(self, seat: int | None) -> None:
        """Ask for the first missing frame at or after the one shown (then from the start)."""
        if seat in self.asked:
            return
        frames = self.frames.setdefault(seat, [None] * self.total)
        order = [*range(self.position if seat == self.seat else 0, self.total), *range(0, self.total)]
        missing = next((i for i in order if frames[i] is None), None)
        if missing is not None:
            self.asked[seat] = missing
            self.frames_wanted.emit(self.record_id, seat, missing)

    # -- drawing ----------------------------------------------------------------------------------

    def _seats(self) -> list[dict[str, Any]]:
        return [{"name": s.get("name", ""), "kind": s.get("kind", "human"), "connected": True,
                 "ready": True, "you": i == self.seat}
                for i, s in enumerate(self.info.get("seats") or [])]

    def _make_view(self) -> None:
        if self.view_widget is not None:
            self.stack.removeWidget(self.view_widget)
            self.view_widget.deleteLater()
        cls = view_class(str(self.info.get("game")))
        widget: GameView | None = None
        if cls is not None:
            try:
                widget = cls(self.seat)
            except Exception:
                log.exception("game view failed to start; using the plain view")
        self._install(widget or FallbackView(self.seat))

    def _install(self, widget: GameView) -> None:
        self.view_widget = widget
        widget.replaying = True
        widget.set_sound(False)
        widget.set_animation_speed(True)
        widget.set_seats(self._seats())
        self.stack.addWidget(widget)

    def _show(self) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self.step_label.setText(self.tr("%1 / %2 手").replace("%1", str(self.position))
                                .replace("%2", str(self.total - 1)))
        self.first_button.setEnabled(self.position > 0)
        self.back_button.setEnabled(self.position > 0)
        self.forward_button.setEnabled(self.position < self.total - 1)
        self.last_button.setEnabled(self.position < self.total - 1)
        marks = [self.mark_combo.itemData(i) for i in range(self.mark_combo.count())]
        current = max((i for i, f in enumerate(marks) if f <= self.position), default=-1)
        if current >= 0:
            self.mark_combo.setCurrentIndex(current)
        frame = self._frame(self.position)
        if frame is None:
            self.stack.setCurrentWidget(self.loading)
            self._ask_missing(self.seat)
            return
        # A replay is looked at, not played: no action is offered (nor any template of one).
        view = dict(frame.get("view") or {}, legal=[], templates=[])
        assert self.view_widget is not None
        try:
            self.view_widget.show_view(view, list(frame.get("events") or []))
        except Exception:
            if isinstance(self.view_widget, FallbackView):
                raise
            log.exception("game view failed to draw a replayed frame; using the plain view")
            self.stack.removeWidget(self.view_widget)
            self.view_widget.deleteLater()
            self._install(FallbackView(self.seat))
            self.view_widget.show_view(view, list(frame.get("events") or []))
        self.stack.setCurrentWidget(self.view_widget)

    def shown_view(self) -> dict[str, Any] | None:
        """The view of the frame shown now (for tests and the status line)."""
        frame = self._frame(self.position)
        return None if frame is None else frame.get("view")
