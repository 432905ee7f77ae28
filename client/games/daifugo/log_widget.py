"""The play log of the hand in progress, one line per entry of ``view["log"]``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QWidget

from client.games.daifugo.card_painter import card_label

SUIT_MARKS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class PlayLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(200)
        self.setWordWrap(True)  # a long line wraps, never cut
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._shown: list[str] = []

    def set_entries(self, entries: list[dict[str, Any]], name: Callable[[int], str]) -> None:
        lines = [self.line(e, name) for e in entries]
        if lines == self._shown:
            return
        self._shown = lines
        self.clear()
        self.addItems(lines)
        self.scrollToBottom()

    def line(self, e: dict[str, Any], name: Callable[[int], str]) -> str:
        kind = e.get("kind")
        seat = e.get("seat")
        who = name(seat) if isinstance(seat, int) else ""
        if kind == "deal":
            return self.tr("― 第{0}ゲーム ―").replace("{0}", str(e["hand"]))
        if kind == "play":
            return f"{who}: " + " ".join(card_label(c) for c in e["cards"])
        if kind == "pass":
            return self.tr("{0}: パス").replace("{0}", who)
        if kind == "clear":
            reason = {"eight_cut": self.tr("8切り"), "spade_three": self.tr("スペ3返し"),
                      "all_passed": self.tr("全員パス")}.get(e.get("reason"), "")
            return self.tr("場が流れました（{0}）").replace("{0}", reason)
        if kind == "lock":
            return self.tr("縛り {0}").replace("{0}", "".join(SUIT_MARKS[s] for s in e["suits"]))
        if kind == "revolution":
            return self.tr("革命！") if e.get("on") else self.tr("革命返し！")
        if kind == "eleven_back":
            return self.tr("イレブンバック") if e.get("on") else self.tr("イレブンバック解除")
        if kind == "out":
            return self.tr("{0} が{1}位で上がり").replace("{0}", who).replace("{1}", str(e["rank"]))
        if kind == "foul":
            return self.tr("{0} 反則上がりで転落").replace("{0}", who)
        if kind == "miyako_ochi":
            return self.tr("{0} 都落ち").replace("{0}", who)
        if kind == "tribute":
            return (self.tr("{0} → {1}: 強いカード{2}枚").replace("{0}", name(e["from"]))
                    .replace("{1}", name(e["to"])).replace("{2}", str(e["count"])))
        if kind == "give":
            return (self.tr("{0} → {1}: {2}枚返しました").replace("{0}", name(e["from"]))
                    .replace("{1}", name(e["to"])).replace("{2}", str(e["count"])))
        if kind == "hand_over":
            return self.tr("第{0}ゲーム終了").replace("{0}", str(e["hand"]))
        return str(kind)
