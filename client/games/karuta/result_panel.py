"""The result over the field: who won, by how many cards, and why. Once a side is empty the
勝負 is decided; the players may end the match there or move cards and play on (seed,
＜札移動＞ 1.): the panel offers both while the view allows them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from client.games.karuta.offers import offered

STYLE = (
    "#resultPanel { background: #fffaf0; border: 3px solid #c9a400; border-radius: 10px; }"
    " QLabel { color: #2b2118; font-family: IPAexGothic; }"
    " QPushButton { font-family: IPAexGothic; font-size: 14px; padding: 5px 14px; }"
)


class ResultPanel(QFrame):
    finish_clicked = Signal()
    proceed_clicked = Signal()
    log_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self.setStyleSheet(STYLE)
        self.headline = QLabel()
        self.headline.setStyleSheet("font-size: 24px; font-weight: bold;")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setStyleSheet("font-size: 14px;")
        # 勝負あり with one side empty: the seed's 「陣地間を札移動することで試合の続行が可能です」
        # says how, until a card has been moved and 「札を動かして続行」 can be pressed
        self.hint = QLabel(self.tr("続けるには、札を陣の間で動かして両方の陣に札を置いてから"
                                   "「札を動かして続行」を押します。"))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("font-size: 12px; color: #5a4d2c;")
        self.hint.hide()
        self.finish_button = QPushButton(self.tr("試合終了"))
        self.proceed_button = QPushButton(self.tr("札を動かして続行"))
        self.log_button = QPushButton(self.tr("試合経過詳細"))
        self.finish_button.clicked.connect(self.finish_clicked)
        self.proceed_button.clicked.connect(self.proceed_clicked)
        self.log_button.clicked.connect(self.log_clicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.finish_button, self.proceed_button, self.log_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 12)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.hint)
        layout.addLayout(buttons)

    def show_result(self, view: dict[str, Any], names: list[str], you: int | None) -> None:
        result = view.get("result") or {}
        winner = result.get("winner")
        if winner is None:
            cards = [s.get("cards", 0) for s in view.get("sides", [])]
            winner = next((s for s, n in enumerate(cards) if n == 0), None)
        margin = result.get("margin")
        drawn = bool(result) and winner is None  # every yomifuda read, as many cards left
        if drawn:
            headline, margin = self.tr("引き分け"), None
        elif winner is None:
            headline = self.tr("試合終了")
        elif you is not None:
            headline = self.tr("あなたの勝ち！") if winner == you else self.tr("あなたの負け")
        else:
            headline = self.tr("{0}の勝ち").format(names[winner] if winner < len(names) else "")
        self.headline.setText(headline)
        # the host's reason says how many cards it was by; without one, the margin alone
        margin_text = self.tr("{0}枚差").format(margin) if margin is not None else ""
        self.reason.setText(str(result.get("reason") or "") or margin_text)
        types = offered(view)
        self.finish_button.setVisible("finish" in types)
        self.proceed_button.setVisible("proceed" in types and view.get("phase") == "decided")
        self.hint.setVisible(view.get("phase") == "decided" and "move" in types)


__all__ = ["ResultPanel"]
