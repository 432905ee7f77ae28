"""A side's taken cards (public), grouped by kind: 光, タネ, 短冊, カス."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

from client.games.koikoi import deck
from client.games.koikoi.card_art import FONT, draw_card
from client.games.paint_cache import CachedPaint

CARD_W = 30  # at scale 1; the table scales its piles with the window
CARD_H = 45
GROUP_WIDTHS = (120, 150, 150, 200)  # 光, タネ, 短冊, カス


class PileWidget(CachedPaint, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[int] = []
        self.veiled: set[int] = set()  # cards still flying here, drawn by the motion layer
        self.scale = 1.0
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setFixedHeight(int(CARD_H * scale) + 18)
        self.setMinimumWidth(int(420 * scale))
        self.update()

    def set_cards(self, cards: list[int]) -> None:
        self.cards = list(cards)
        self.setAccessibleName(" ".join(deck.name(c) for c in self.cards))
        self.update()

    def groups(self) -> list[list[int]]:
        return [sorted(c for c in self.cards if deck.kind(c) == k) for k in deck.KIND_ORDER]

    def set_veiled(self, cards: set[int]) -> None:
        self.veiled = set(cards)
        self.update()

    def layout_rects(self) -> list[tuple[str, QRectF, list[tuple[int, QRectF]]]]:
        """Per kind: its label, the label's rect, and each card with its rect."""
        out = []
        x = 4.0
        card_w, card_h = CARD_W * self.scale, CARD_H * self.scale
        for label, cards, base in zip(deck.KIND_ORDER, self.groups(), GROUP_WIDTHS, strict=True):
            width = base * self.scale
            step = min(card_w + 2.0, (width - card_w - 6) / max(1, len(cards) - 1)) if cards else 0
            rects = [(card, QRectF(x + i * step, 16, card_w, card_h)) for i, card in enumerate(cards)]
            out.append((label, QRectF(x, 0, width, 14), rects))
            x += width + 6
        return out

    def card_rect(self, card: int) -> QRectF | None:
        """Where ``card`` is drawn in this pile (None if it is not here)."""
        for _, _, rects in self.layout_rects():
            for c, rect in rects:
                if c == card:
                    return rect
        return None

    def draw(self, p: QPainter) -> None:
        """The pile (kept as a picture between changes: client/games/paint_cache.py)."""
        font = QFont(FONT)
        font.setPixelSize(11)
        p.setFont(font)
        for label, label_rect, rects in self.layout_rects():
            p.setPen(QColor("#f6efde"))
            p.drawText(label_rect, Qt.AlignLeft, f"{self.tr(label)} {len(rects)}")
            for card, rect in rects:
                if card not in self.veiled:
                    draw_card(p, rect, card)
