"""The cards each player has taken, by side and area (上段・中段・下段), shown while the pointer
is in the 競技エリア of a MAN–COM match (seed, ＜基本ルール＞ ※)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

STYLE = (
    "#countsPanel { background: #fffdf4; border: 1px solid #8c7a4a; border-radius: 6px; }"
    " QLabel { color: #2b2118; font-family: IPAexGothic; font-size: 12px; }"
)
ROW_NAMES = ("上段", "中段", "下段")


class CountsPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countsPanel")
        self.setStyleSheet(STYLE)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        self.heads: list[QLabel] = []
        self.cells: dict[tuple[int, str, int], QLabel] = {}  # (seat column, "own"|"opp", row)
        title = QLabel(self.tr("取った札"))
        grid.addWidget(title, 0, 0, 1, 2)
        for c in range(2):
            head = QLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(head, 0, 2 + c)
            self.heads.append(head)
        r = 1
        for where, label in (("own", self.tr("自陣")), ("opp", self.tr("敵陣"))):
            grid.addWidget(QLabel(label), r, 0)
            for row, row_name in enumerate(ROW_NAMES):
                grid.addWidget(QLabel(self.tr(row_name)), r, 1)
                for c in range(2):
                    cell = QLabel()
                    cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                    grid.addWidget(cell, r, 2 + c)
                    self.cells[(c, where, row)] = cell
                r += 1

    def show_counts(self, sides: list[dict[str, Any]], me: int, names: list[str]) -> None:
        order = (me, 1 - me)
        for c, seat in enumerate(order):
            self.heads[c].setText(names[seat] if seat < len(names) else "")
            taken = sides[seat].get("taken") or {} if seat < len(sides) else {}
            for where in ("own", "opp"):
                counts = taken.get(where) or [0, 0, 0]
                for row in range(3):
                    n = counts[row] if row < len(counts) else 0
                    self.cells[(c, where, row)].setText(str(n))


__all__ = ["CountsPanel"]
