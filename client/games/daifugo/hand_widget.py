"""The player's own hand along the bottom: overlapping cards, click to select."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.daifugo.card_painter import CARD_RATIO, draw_card, suit_sort_key
from client.games.paint_cache import CachedPaint


class HandWidget(CachedPaint, QWidget):
    """Shows ``cards`` in the order given (or by suit); clicking toggles a card's selection.
    Cards in ``playable`` (part of some legal play) are drawn normally, the others dimmed."""

    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: list[str] = []
        self._selected: set[str] = set()
        self._playable: set[str] | None = None
        self._by_suit = False
        # cards the motion layer is drawing on their way here (("hand", card)): left empty
        self.hides: Callable[[Hashable], bool] = lambda key: False
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(600, 130)

    # -- data -----------------------------------------------------------------------------

    def set_cards(self, cards: list[str], playable: set[str] | None) -> None:
        self._cards = list(cards)
        self._selected &= set(cards)
        self._playable = playable
        self.update()
        self.selection_changed.emit()

    def set_sort_by_suit(self, by_suit: bool) -> None:
        self._by_suit = by_suit
        self.update()

    def cards(self) -> list[str]:
        """The cards in display order."""
        return sorted(self._cards, key=suit_sort_key) if self._by_suit else list(self._cards)

    def selected(self) -> list[str]:
        return [c for c in self.cards() if c in self._selected]

    def clear_selection(self) -> None:
        self._selected.clear()
        self.update()
        self.selection_changed.emit()

    def toggle(self, card: str) -> None:
        if card in self._selected:
            self._selected.discard(card)
        elif card in self._cards:
            self._selected.add(card)
        self.update()
        self.selection_changed.emit()

    # -- geometry -------------------------------------------------------------------------

    def _card_size(self) -> tuple[float, float]:
        h = max(50.0, self.height() - 22.0)
        return h / CARD_RATIO, h

    def card_rect(self, index: int) -> QRectF:
        """Where card ``index`` (display order) is drawn; selected cards are raised."""
        w, h = self._card_size()
        n = max(1, len(self._cards))
        step = min(w * 1.02, (self.width() - w - 8) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        left = max(4.0, (self.width() - total) / 2)
        card = self.cards()[index]
        top = 4.0 if card in self._selected else 18.0
        return QRectF(left + step * index, top, w, h)

    def card_at(self, pos: QPointF) -> str | None:
        cards = self.cards()
        for i in range(len(cards) - 1, -1, -1):  # topmost first
            if self.card_rect(i).contains(pos):
                return cards[i]
        return None

    # -- Qt -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            card = self.card_at(event.position())
            if card is not None:
                self.toggle(card)

    def draw(self, painter: QPainter) -> None:
        """The hand (kept as a picture between changes: paint_cache.py)."""
        for i, card in enumerate(self.cards()):
            if self.hides(("hand", card)):
                continue
            dimmed = self._playable is not None and card not in self._playable
            draw_card(painter, self.card_rect(i), card, selected=card in self._selected,
                      dimmed=dimmed)
