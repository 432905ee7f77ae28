"""「卓を作る」 (and 「ランダムマッチ」, which asks the same minus the CPU level): the game, the
number of seats, an optional CPU level for the other seats, and the rules form."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from client.ui.game_setup import GameSetup


class CreateTableDialog(QDialog):
    def __init__(
        self, games: list[dict[str, Any]], quick: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.quick = quick
        layout = QVBoxLayout(self)
        if quick:
            self.setWindowTitle(self.tr("ランダムマッチ"))
            text = QLabel(
                self.tr(
                    "同じゲーム・同じルールで人を待っている卓に座ります。なければ新しい卓を作って待ちます。"
                )
            )
            text.setWordWrap(True)
            layout.addWidget(text)
        else:
            self.setWindowTitle(self.tr("卓を作る"))
        self.setup = GameSetup(games, cpu="none" if quick else "optional", watchable=not quick)
        layout.addWidget(self.setup)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("さがす") if quick else self.tr("作る"))
        self.ok_button.setEnabled(bool(self.setup.games))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("キャンセル"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

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
