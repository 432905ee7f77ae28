"""「卓を作る」 (and 「ランダムマッチ」, which asks the same minus the CPU level): the game, the
number of seats, an optional CPU level for the other seats, and the rules form."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from client.ui.dialog import Dialog
from client.ui.game_setup import GameSetup


class CreateTableDialog(Dialog):
    def __init__(
        self, games: list[dict[str, Any]], quick: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("ランダムマッチ") if quick else self.tr("卓を作る"), parent)
        self.quick = quick
        if quick:
            self.add_lead(self.tr(
                "同じゲーム・同じルールで人を待っている卓に座ります。なければ新しい卓を作って待ちます。"
            ))
        self.setup = GameSetup(games, cpu="none" if quick else "optional", watchable=not quick)
        self.body.addWidget(self.setup, 1)
        self.add_buttons(accept=self.tr("さがす") if quick else self.tr("作る"),
                         reject=self.tr("キャンセル"))
        assert self.ok_button is not None
        self.ok_button.setEnabled(bool(self.setup.games))

    def request(self) -> dict[str, Any]:
        """Arguments for bridge.create_table / bridge.quick_match."""
        request: dict[str, Any] = {
            "game": self.setup.game_id(),
            "seats": self.setup.seats(),
            "settings": self.setup.settings(),
        }
        if not self.quick:
            request["cpu_level"] = self.setup.cpu_level()
            request["watch"] = self.setup.watch()
        return request
