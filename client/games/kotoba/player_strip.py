"""Every seat in one strip: the name (切断中 when dropped), cards in hand, the score, a mark on
the seat whose turn it is, and 完成 with its order in ならべる."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from client.fonts import FAMILY
from client.games.kotoba.texts import tr

SPACING = 6
PADDING = 24  # the chip's padding and border, both sides
CHIP_STYLE = (
    f"QLabel {{ color: #f6efde; font-family: {FAMILY}; font-size: %dpx; padding: 3px 8px;"
    " border-radius: 6px; background: %s; border: 2px solid %s; }"
)


@dataclass(frozen=True)
class SeatLine:
    """What the strip shows for one seat."""

    name: str
    hand: int | None
    score: int | None
    turn: bool = False
    you: bool = False
    done: int | None = None  # the order of its 完成 (1 = first)
    away: bool = False
    passed: bool = False


class PlayerStrip(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(SPACING)
        self.chips: list[QLabel] = []
        self.lines: list[SeatLine] = []
        self.font_px = 13
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_scale(self, scale: float) -> None:
        """The chips' text as large as the table (13 px on a laptop's table)."""
        self.font_px = round(13 * scale)
        self._render()

    def show_seats(self, lines: list[SeatLine]) -> None:
        self.lines = lines
        while len(self.chips) < len(lines):
            chip = QLabel()
            self.chips.append(chip)
            self.row.insertWidget(len(self.chips) - 1, chip)
        while len(self.chips) > len(lines):
            chip = self.chips.pop()
            self.row.removeWidget(chip)
            chip.deleteLater()
        if self.row.count() == len(self.chips):
            self.row.addStretch(1)
        self._render()

    def _render(self) -> None:
        """Each chip's text; a name too long for its share of the width ends in …"""
        if not self.lines:
            return
        share = max(80, (self.width() - SPACING * (len(self.lines) - 1)) // len(self.lines))
        for chip, line in zip(self.chips, self.lines, strict=True):
            chip.setStyleSheet(CHIP_STYLE % (self.font_px, "#1e3b28", "#ffd34d" if line.turn else
                                             ("#8fb7ff" if line.you else "#3c6b4b")))
            marks = ("▶ " if line.turn else "", tr("（あなた）") if line.you else "",
                     "　" + tr("切断中") if line.away else "")
            parts = []
            if line.hand is not None:
                parts.append(tr("手札{0}枚").format(line.hand))
            if line.score is not None:
                parts.append(tr("{0}点").format(line.score))
            if line.passed:
                parts.append(tr("パス"))
            if line.done is not None:
                parts.append(tr("完成{0}番目").format(line.done))
            second = "　".join(parts)
            metrics = QFontMetrics(chip.font())
            room = share - PADDING - metrics.horizontalAdvance(marks[0] + marks[1] + marks[2])
            name = metrics.elidedText(line.name, Qt.TextElideMode.ElideRight, max(room, 24))
            chip.setText(marks[0] + name + marks[1] + marks[2] + "\n" + second)
            chip.setToolTip(line.name)

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt's event
        super().resizeEvent(event)
        self._render()
