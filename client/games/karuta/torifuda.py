"""The torifuda, drawn by the app: a cream card in a green border with the three lines of the
lower verse in historical kana (from the view), written vertically, the first line at the right,
as printed on competition cards. A 浮き札 is drawn grey. Cards are rendered once per size into a
small cache of pixmaps; the opponent's cards are the same picture turned half round."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from client.fonts import FAMILY

FACE = QColor("#f8f1dc")
FACE_FLOATING = QColor("#c9c6bd")
BORDER = QColor("#2f6b3c")
BORDER_FLOATING = QColor("#7d7f7a")
INK = QColor("#1d1a16")
INK_FLOATING = QColor("#55534e")
KANA_PER_LINE = 5  # most torifuda lines; a few have six


def paint_card(p: QPainter, rect: QRectF, lines: Sequence[str], floating: bool = False) -> None:
    """Draw one torifuda in ``rect`` (upright)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    border = max(1.5, rect.width() * 0.075)
    radius = rect.width() * 0.06
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(BORDER_FLOATING if floating else BORDER)
    p.drawRoundedRect(rect, radius, radius)
    face = rect.adjusted(border, border, -border, -border)
    p.setBrush(FACE_FLOATING if floating else FACE)
    p.drawRoundedRect(face, radius * 0.5, radius * 0.5)
    paint_vertical(p, face, lines, INK_FLOATING if floating else INK)
    p.restore()


def kana_size(face: QRectF, length: int = KANA_PER_LINE, columns: int = 3) -> float:
    """The pixel size of the kana of a line of ``length`` on a card face ``face``: a cell of the
    grid of three columns and five kana (a longer line packs its kana closer)."""
    pad = face.width() * 0.08
    cell_h = (face.height() - 2 * pad) / max(KANA_PER_LINE, length)
    cell_w = (face.width() - 2 * pad) / columns
    return max(4.0, min(cell_h, cell_w) * 0.92)


def paint_vertical(p: QPainter, face: QRectF, lines: Sequence[str], ink: QColor) -> None:
    """The lines as columns from right to left, each read top to bottom."""
    columns = max(3, len(lines))
    pad = face.width() * 0.08
    cell_w = (face.width() - 2 * pad) / columns
    p.setPen(QPen(ink))
    for i, line in enumerate(lines):
        cell_h = (face.height() - 2 * pad) / max(KANA_PER_LINE, len(line))
        font = QFont(FAMILY)
        font.setPixelSize(max(4, round(kana_size(face, len(line), columns))))
        font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
        p.setFont(font)
        x = face.right() - pad - (i + 1) * cell_w
        for j, kana in enumerate(line):
            cell = QRectF(x, face.top() + pad + j * cell_h, cell_w, cell_h)
            p.drawText(cell, Qt.AlignmentFlag.AlignCenter, kana)


class CardPixmaps:
    """Rendered cards by (poem, size, turned, floating), for the size in use.

    A new size (the window resized) would draw every card on the field at once, fifty cards of
    text, tens of milliseconds: ``get_soon`` draws them a few at a time instead (``BUDGET_S``
    of drawing per paint) and lends the card drawn at the last size meanwhile, to be scaled;
    ``incomplete`` then says that the painter should paint again soon."""

    BUDGET_S = 0.008

    def __init__(self) -> None:
        self._size = QSize()
        self._ratio = 1.0
        self._cache: dict[tuple[int, bool, bool], QPixmap] = {}
        self._previous: dict[tuple[int, bool, bool], QPixmap] = {}
        self._spent = 0.0
        self.incomplete = False

    def begin(self) -> None:
        """A paint begins: its drawing budget is whole again."""
        self._spent = 0.0
        self.incomplete = False

    def _sized(self, size: QSize, ratio: float) -> None:
        if size != self._size or ratio != self._ratio:
            self._previous = {**self._previous, **self._cache}
            self._size, self._ratio, self._cache = QSize(size), ratio, {}

    def get(self, poem: int, lines: Sequence[str], size: QSize, turned: bool, floating: bool,
            ratio: float = 1.0) -> QPixmap:
        """The card drawn at ``size`` (drawn now if it is not kept)."""
        self._sized(size, ratio)
        key = (poem, turned, floating)
        pixmap = self._cache.get(key)
        if pixmap is None:
            started = time.perf_counter()
            pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            rect = QRectF(0, 0, size.width(), size.height())
            if turned:
                p.translate(QPointF(size.width(), size.height()))
                p.rotate(180)
            paint_card(p, rect, lines, floating)
            p.end()
            self._cache[key] = pixmap
            self._previous.pop(key, None)
            self._spent += time.perf_counter() - started
        return pixmap

    def get_soon(self, poem: int, lines: Sequence[str], size: QSize, turned: bool, floating: bool,
                 ratio: float = 1.0) -> QPixmap:
        """The card at ``size``, or, once this paint has spent its budget, the card drawn at an
        earlier size when there is one (draw it scaled into the card's rect)."""
        self._sized(size, ratio)
        key = (poem, turned, floating)
        if key not in self._cache and self._spent > self.BUDGET_S and key in self._previous:
            self.incomplete = True
            return self._previous[key]
        return self.get(poem, lines, size, turned, floating, ratio)


__all__ = ["CardPixmaps", "kana_size", "paint_card", "paint_vertical"]
