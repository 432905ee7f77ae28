"""「CPUと対戦」: game, seats, CPU level and rules for a table on the embedded offline host."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from client.ui.game_setup import GameSetup


class OfflineDialog(QDialog):
    def __init__(
        self, games: list[dict[str, Any]], parent: QWidget | None = None,
        last: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("CPUと対戦"))
        layout = QVBoxLayout(self)
        playable = [g for g in games if g.get("cpu_levels")]
        text = QLabel(
            self.tr("ゲームとルールを選んでください。あなた以外の席にはCPUが座ります。")
            if playable
            else self.tr("CPUと遊べるゲームがまだありません。")
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        self.setup = GameSetup(playable, cpu="required", watchable=True)
        layout.addWidget(self.setup)
        if last:
            self.setup.restore(last)
        # fit the new game's rules: no gap left by a longer list of the game before
        self.setup.game_changed.connect(lambda _game: QTimer.singleShot(0, self.adjustSize))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("対戦を始める"))
        self.ok_button.setEnabled(bool(playable))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("タイトルへ戻る"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def request(self) -> dict[str, Any]:
        return {
            "game": self.setup.game_id(),
            "seats": self.setup.seats(),
            "settings": self.setup.settings(),
            "cpu_level": self.setup.cpu_level(),
            "watch": self.setup.watch(),
        }
