"""The round's score screen: every yaku, each calculation step, the running match total,
and 「次の局へ」 when ``legal`` offers it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class ScorePanel(QFrame):
    next_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.setStyleSheet(
            "#scorePanel { background: rgba(30, 22, 16, 235); border: 2px solid #e2b33c; border-radius: 10px; }"
            "QLabel { color: #f6efde; font-family: IPAexGothic; font-size: 14px; }"
        )
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 20px; font-weight: bold; color: #ffd34d;")
        self.title.setAlignment(Qt.AlignCenter)
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignCenter)
        self.yaku = QLabel()
        self.steps = QLabel()
        self.totals = QLabel()
        for label in (self.yaku, self.steps, self.totals):
            label.setTextFormat(Qt.RichText)
        self.next_button = QPushButton(self.tr("次の局へ"))
        self.next_button.clicked.connect(self.next_clicked)
        self.waiting = QLabel()
        self.waiting.setAlignment(Qt.AlignCenter)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.reason, self.yaku, self.steps, self.totals, self.waiting):
            layout.addWidget(widget)
        layout.addWidget(self.next_button, 0, Qt.AlignCenter)

    def show_result(self, view: dict[str, Any], me: int | None,
                    names: list[str] | None = None) -> None:
        """``names``: the players' own names by seat (the characters' names if not given)."""
        result = view["round_result"]
        names = names or [c["name"] for c in view["characters"]]
        over = view["phase"] == "match_end"
        self.title.setText(
            self.tr("第{0}局の結果").format(result["round"]) if not over else self.tr("対戦終了")
        )
        winner = result["winner"]  # a round's outcome beside the name the table knows
        self.reason.setText(result["text"] if winner is None
                            else self.tr("{0}：{1}").format(names[winner], result["text"]))
        if result["yaku"]:
            rows = "".join(
                f"<tr><td>{y['name']}</td><td align='right'>{y['points']}{self.tr('点')}"
                + (f"（{y['base']}＋{y['extra']}）" if y.get("extra") else "")
                + "</td></tr>"
                for y in result["yaku"]
            )
            self.yaku.setText(f"<b>{self.tr('役')}</b><table>{rows}</table>")
        else:
            self.yaku.setText(self.tr("役なし"))
        steps = []
        for step in result["steps"]:
            op = {"=": "", "×": "×", "+": "＋"}[step["op"]]
            shown = f"{op}{step['operand']}" if op else ""
            steps.append(
                f"<tr><td>{step['label']}</td><td>{shown}</td><td align='right'>→ {step['value']}{self.tr('点')}</td></tr>"
            )
        self.steps.setText(
            f"<b>{self.tr('計算')}</b><table>{''.join(steps)}</table>" if steps else ""
        )
        history = "".join(
            f"<tr><td>{self.tr('第{0}局').format(h['round'])}</td>"
            f"<td>{names[h['winner']] + ' ＋' + str(h['points']) if h['winner'] is not None else self.tr('流れ')}</td>"
            f"<td align='right'>{h['scores'][0]} : {h['scores'][1]}</td></tr>"
            for h in view["history"]
        )
        header = f"<tr><td></td><td></td><td>{names[0]} : {names[1]}</td></tr>"
        self.totals.setText(f"<b>{self.tr('合計')}</b><table>{header}{history}</table>")
        can_next = any(a["type"] == "next" for a in view["legal"])
        self.next_button.setVisible(can_next)
        if over:
            a, b = view["scores"]
            if a == b:
                self.waiting.setText(self.tr("引き分け"))
            else:
                winner = 0 if a > b else 1
                self.waiting.setText(self.tr("{0}の勝ち！").format(names[winner]))
        elif not can_next and me is not None:
            self.waiting.setText(self.tr("相手を待っています…"))
        else:
            self.waiting.setText("")
