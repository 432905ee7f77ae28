"""A side's taken cards (public), grouped by kind: 光, タネ, 短冊, カス."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from client.games.koikoi import deck
from client.games.koikoi.card_art import FONT, draw_card

CARD_W = 30
CARD_H = 45


class PileWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[int] = []
        self.setMinimumHeight(CARD_H + 18)
        self.setMinimumWidth(420)

    def set_cards(self, cards: list[int]) -> None:
        self.cards = list(cards)
        self.setAccessibleName(" ".join(deck.name(c) for c in self.cards))
        self.update()

    def groups(self) -> list[list[int]]:
        return [sorted(c for c in self.cards if deck.kind(c) == k) for k in deck.KIND_ORDER]

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        font = QFont(FONT)
        font.setPixelSize(11)
        p.setFont(font)
        x = 4.0
        widths = (120, 150, 150, 200)
        for label, cards, width in zip(deck.KIND_ORDER, self.groups(), widths, strict=True):
            p.setPen(QColor("#f6efde"))
            p.drawText(QRectF(x, 0, width, 14), Qt.AlignLeft, f"{self.tr(label)} {len(cards)}")
            step = min(CARD_W + 2.0, (width - CARD_W - 6) / max(1, len(cards) - 1)) if cards else 0
            for i, card in enumerate(cards):
                draw_card(p, QRectF(x + i * step, 16, CARD_W, CARD_H), card)
            x += width + 6
        p.end()
