"""One card on the table: drawn face up (or as a back), glowing gold or green when ``legal``
says it can be played or taken (light blue when a hovered hand card would take it), clickable."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QWidget

from client.games.koikoi import deck
from client.games.koikoi.card_art import draw_back, draw_card, draw_glow
from client.games.paint_cache import CachedPaint

GLOW_COLOURS = {"gold": QColor("#ffd34d"), "green": QColor("#4be06a"), "hint": QColor("#8fd8ff")}
CLICKABLE_GLOWS = ("gold", "green")  # "hint" only shows what a hovered card would take


class CardWidget(CachedPaint, QWidget):
    clicked = Signal(int)
    hovered = Signal(int)  # the card when the pointer enters it, -1 when it leaves

    def __init__(self, card: int | None, width: int = 60, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.glow: str | None = None
        self.lifted = False
        self.veiled = False  # a card still flying here: the motion layer draws it meanwhile
        self.set_width(width)
        self.card = None
        self.set_card(card)

    def set_card(self, card: int | None) -> None:
        """Show ``card`` (a widget is used again for another card)."""
        if card == self.card:
            return
        self.card = card
        if card is not None:
            self.setToolTip(QCoreApplication.translate("KoikoiCards", deck.name(card)))
            self.setAccessibleName(deck.name(card))
        self.update()

    def set_width(self, width: int) -> None:
        """The card's drawn width (its height is 1.5 times that); the table scales with it."""
        if getattr(self, "_card_size", None) == QSize(width, int(width * 1.5)):
            return
        self._card_size = QSize(width, int(width * 1.5))
        self.setFixedSize(width + 8, int(width * 1.5) + 14)

    def set_glow(self, glow: str | None) -> None:
        if glow == self.glow:
            return
        self.glow = glow
        self.setCursor(Qt.PointingHandCursor if glow in CLICKABLE_GLOWS else Qt.ArrowCursor)
        self.update()

    def set_lifted(self, lifted: bool) -> None:
        if lifted == self.lifted:
            return
        self.lifted = lifted
        self.update()

    def set_veiled(self, veiled: bool) -> None:
        if veiled == self.veiled:
            return
        self.veiled = veiled
        self.update()

    def card_rect(self) -> QRectF:
        """Where the card is drawn, in this widget's coordinates."""
        y = 2 if self.lifted else 10
        return QRectF(4, y, self._card_size.width(), self._card_size.height())

    def draw(self, p: QPainter) -> None:
        """The card (kept as a picture between changes: client/games/paint_cache.py)."""
        if self.veiled:
            return
        rect = self.card_rect()
        if self.card is None:
            draw_back(p, rect)
        else:
            draw_card(p, rect, self.card)
        if self.glow in GLOW_COLOURS:
            draw_glow(p, rect.adjusted(-2, -2, 2, 2), GLOW_COLOURS[self.glow])

    def enterEvent(self, event: QEnterEvent) -> None:
        if self.card is not None:
            self.hovered.emit(self.card)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self.card is not None:
            self.hovered.emit(-1)
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.LeftButton and self.card is not None:
            self.clicked.emit(self.card)
