"""Who is in the hall: name, where they sit, and 切断中 for dropped players."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QListWidget, QWidget


class PlayerList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def set_players(self, players: list[dict[str, Any]], tables: list[dict[str, Any]]) -> None:
        codes = {t.get("id"): t.get("code") for t in tables}
        self.clear()
        for player in players:
            text = str(player.get("name", ""))
            table = player.get("table")
            if table:
                text += self.tr("（卓 %1）").replace("%1", str(codes.get(table, table)))
            if not player.get("connected", True):
                text += self.tr("・切断中")
            self.addItem(text)
