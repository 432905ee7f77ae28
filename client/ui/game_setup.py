"""Choose a game, the number of seats, a CPU level and the rules: shared by the create-table,
quick-match and CPU-play dialogs. Everything comes from the games list in the host's welcome.
Under the rules, a game whose client package declares practice modes (``PRACTICE_MODES``, e.g.
karuta's 札配置暗記練習 and 汎用練習) gets one button per mode; each opens its own window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.games import declared
from client.ui.dialog import FitScrollArea
from client.ui.settings_form import SettingsForm
from client.ui.texts import game_title, setting_label


class GameSetup(QWidget):
    """``cpu``: "none" hides the level, "optional" offers 「CPUなし」 first, "required"
    always picks a level. With ``watchable`` a check box lets the player watch a table of CPU
    players only instead of sitting down (every seat gets the chosen level)."""

    game_changed = Signal(str)

    def __init__(
        self, games: list[dict[str, Any]], cpu: str = "optional", parent: QWidget | None = None,
        watchable: bool = False,
    ) -> None:
        super().__init__(parent)
        self.games = [g for g in games if isinstance(g, dict) and g.get("id")]
        self.cpu = cpu
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.game_combo = QComboBox()
        for game in self.games:
            self.game_combo.addItem(game_title(self.games, game["id"]), game["id"])
        self.seats_spin = QSpinBox()
        self.level_combo = QComboBox()
        form.addRow(self.tr("ゲーム"), self.game_combo)
        form.addRow(self.tr("人数"), self.seats_spin)
        if cpu != "none":
            form.addRow(self.tr("CPUの強さ"), self.level_combo)
        else:
            self.level_combo.hide()
        self.watch_check = QCheckBox(self.tr("CPUどうしの対局を観る（自分は座らない）"))
        self.watch_check.setVisible(watchable and cpu != "none")
        self.watch_check.toggled.connect(self._watch_toggled)
        if watchable and cpu != "none":
            form.addRow("", self.watch_check)
        layout.addLayout(form)
        box = QGroupBox(self.tr("ルール"))
        box_layout = QVBoxLayout(box)
        self.settings_form = SettingsForm()
        # a long form (karuta's) scrolls rather than push the dialog off a small screen
        box_layout.addWidget(FitScrollArea(self.settings_form))
        layout.addWidget(box, 1)
        # the game's own practice modes (a package's PRACTICE_MODES), one button each
        self.practice_row = QHBoxLayout()
        self.practice_buttons: list[QPushButton] = []
        self.practice_windows: list[QWidget] = []  # what the buttons opened, kept alive
        layout.addLayout(self.practice_row)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self._game_changed()

    def game(self) -> dict[str, Any] | None:
        index = self.game_combo.currentIndex()
        return self.games[index] if 0 <= index < len(self.games) else None

    def game_id(self) -> str | None:
        game = self.game()
        return game["id"] if game else None

    def select_game(self, game_id: str) -> None:
        for i in range(self.game_combo.count()):
            if self.game_combo.itemData(i) == game_id:
                self.game_combo.setCurrentIndex(i)

    def seats(self) -> int:
        return self.seats_spin.value()

    def cpu_level(self) -> str | None:
        return self.level_combo.currentData() if self.cpu != "none" else None

    def watch(self) -> bool:
        """Watch a table of CPU players instead of sitting down."""
        return self.watch_check.isVisibleTo(self) and self.watch_check.isChecked() and self.cpu_level() is not None

    def _watch_toggled(self, on: bool) -> None:
        if on and self.level_combo.currentData() is None:  # watching needs CPU players
            for i in range(self.level_combo.count()):
                if self.level_combo.itemData(i) is not None:
                    self.level_combo.setCurrentIndex(i)
                    break

    def settings(self) -> dict[str, Any]:
        return self.settings_form.values()

    def restore(self, last: dict[str, Any]) -> None:
        """Start from an earlier choice (``game``, ``seats``, ``cpu_level``, ``settings``,
        ``watch``), as far as it still fits the games offered."""
        game_id = last.get("game")
        if not isinstance(game_id, str) or self.game_combo.findData(game_id) < 0:
            return
        self.select_game(game_id)
        seats = last.get("seats")
        if isinstance(seats, int) and not isinstance(seats, bool):
            self.seats_spin.setValue(seats)  # the spin box keeps it within the game's range
        level = self.level_combo.findData(last.get("cpu_level"))
        if level >= 0:
            self.level_combo.setCurrentIndex(level)
        if isinstance(last.get("settings"), dict):
            self.settings_form.set_values(last["settings"])
        if self.watch_check.isVisibleTo(self):
            self.watch_check.setChecked(bool(last.get("watch")))

    def _game_changed(self) -> None:
        game = self.game() or {}
        low = int(game.get("min_seats", 1) or 1)
        high = int(game.get("max_seats", low) or low)
        self.seats_spin.setRange(low, max(low, high))
        self.seats_spin.setValue(int(game.get("default_seats", low) or low))
        self.level_combo.clear()
        if self.cpu == "optional":
            self.level_combo.addItem(self.tr("CPUなし（人を待つ）"), None)
        levels = game.get("cpu_levels", [])
        for level in levels:
            self.level_combo.addItem(setting_label(str(level.get("label", level.get("id")))), level.get("id"))
        if self.cpu == "required" and len(levels) > 1:
            self.level_combo.setCurrentIndex(len(levels) // 2)  # the middle level: ふつう
        self.settings_form.set_schema(game.get("settings", []))
        self._show_practice_modes(str(game.get("id", "")))
        self.game_changed.emit(str(game.get("id", "")))

    def _show_practice_modes(self, game_id: str) -> None:
        """One button per practice mode the game's client package declares (``PRACTICE_MODES``:
        (label, opener) each, the label a GameSetup source text); a click opens its window."""
        for button in self.practice_buttons:
            self.practice_row.removeWidget(button)
            button.deleteLater()
        self.practice_buttons = []
        for label, opener in practice_modes(game_id):
            button = QPushButton(self.tr(label))
            button.clicked.connect(lambda _checked=False, open_=opener: self._open_practice(open_))
            self.practice_row.addWidget(button)
            self.practice_buttons.append(button)

    def _open_practice(self, opener: Callable[[QWidget], Any]) -> None:
        window = opener(self.window())
        if isinstance(window, QWidget):
            self.practice_windows.append(window)
            window.destroyed.connect(lambda _=None, w=window: self._forget_practice(w))

    def _forget_practice(self, window: QWidget) -> None:
        self.practice_windows = [w for w in self.practice_windows if w is not window]


def practice_modes(game_id: str) -> tuple[tuple[str, Callable[[QWidget], Any]], ...]:
    """``client/games/<id>``'s ``PRACTICE_MODES``, or none."""
    return tuple(declared(game_id, "PRACTICE_MODES", ()))
