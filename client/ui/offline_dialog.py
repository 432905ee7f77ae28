"""「CPUと対戦」: game, seats, CPU level and rules for a table on the embedded offline host."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from client.ui.dialog import Dialog
from client.ui.game_setup import GameSetup


class OfflineDialog(Dialog):
    def __init__(
        self, games: list[dict[str, Any]], parent: QWidget | None = None,
        last: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(self.tr("CPUと対戦"), parent)
        playable = [g for g in games if g.get("cpu_levels")]
        self.add_lead(
            self.tr("ゲームとルールを選んでください。あなた以外の席にはCPUが座ります。")
            if playable
            else self.tr("CPUと遊べるゲームがまだありません。")
        )
        self.setup = GameSetup(playable, cpu="required", watchable=True)
        self.body.addWidget(self.setup, 1)
        if last:
            self.setup.restore(last)
        self.add_buttons(accept=self.tr("対戦を始める"), reject=self.tr("タイトルへ戻る"))
        assert self.ok_button is not None
        self.ok_button.setEnabled(bool(playable))

    def request(self) -> dict[str, Any]:
        return {
            "game": self.setup.game_id(),
            "seats": self.setup.seats(),
            "settings": self.setup.settings(),
            "cpu_level": self.setup.cpu_level(),
            "watch": self.setup.watch(),
        }
