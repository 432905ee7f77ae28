"""Pictures kept as pixmaps, so that drawing them again costs one copy: a widget's whole picture
between its changes (``PaintCache``, ``CachedPaint``), and a card's face at a size
(``draw_kept``).

A game view's motion layer (motion.py) repaints, sixty times a second, the region its cards fly
over, and Qt repaints every widget under that region with it: a table drawn from paths and text
each time made every frame of an animation cost as much as a new view. A widget that keeps a
``PaintCache`` draws itself into the pixmap once after each change and copies from it otherwise.

The widget's ``update()`` is where it says it changed: ``CachedPaint`` overrides it to drop the
picture first, so a widget that already calls ``update()`` after each change of what it shows
needs nothing more. (Repaints Qt asks for by itself, a window uncovered or a layer moving over
it, do not call ``update()`` and are served from the pixmap; a resize draws afresh.)

A card drawn from paths (a court card, a hanafuda plant) takes a millisecond or more; a hand of
them, a new view's worth of new card widgets or a card flying, every frame, would add up.
``draw_kept`` draws a picture once per key and size and copies it afterwards."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget


class PaintCache:
    """The kept picture of one widget."""

    def __init__(self) -> None:
        self.pixmap: QPixmap | None = None
        self.drawn = 0  # how many times the picture was drawn afresh (tests count it)

    def invalidate(self) -> None:
        self.pixmap = None

    def paint(self, widget: QWidget, event: QPaintEvent, draw: Callable[[QPainter], None]) -> None:
        """Copy the region ``event`` asks for from the picture, drawing the picture with
        ``draw`` (a painter on a transparent pixmap of the widget's size) when it has none."""
        ratio = widget.devicePixelRatioF()
        width, height = round(widget.width() * ratio), round(widget.height() * ratio)
        pixmap = self.pixmap
        if (pixmap is None or pixmap.width() != width or pixmap.height() != height
                or pixmap.devicePixelRatio() != ratio):
            pixmap = QPixmap(max(1, width), max(1, height))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            draw(painter)
            if painter.isActive():
                painter.end()
            self.pixmap = pixmap
            self.drawn += 1
        painter = QPainter(widget)
        area: QRect = event.rect()
        source = QRectF(area.x() * ratio, area.y() * ratio, area.width() * ratio, area.height() * ratio)
        painter.drawPixmap(QRectF(area), pixmap, source)
        painter.end()


class CachedPaint:
    """Mixed into a QWidget before it: ``paintEvent`` copies from the kept picture, which
    ``draw(painter)`` (the widget's own painting) makes; ``update()`` drops it."""

    paint_cache: PaintCache

    def draw(self, painter: QPainter) -> None:  # pragma: no cover - each widget draws itself
        raise NotImplementedError

    def update(self, *args: Any) -> None:
        cache = getattr(self, "paint_cache", None)
        if cache is not None:
            cache.invalidate()
        super().update(*args)  # type: ignore[misc]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not hasattr(self, "paint_cache"):
            self.paint_cache = PaintCache()
        self.paint_cache.paint(self, event, self.draw)  # type: ignore[arg-type]


KEPT_LIMIT = 600  # pictures kept by draw_kept (cards × sizes); all are dropped past it
_kept: dict[tuple[object, ...], QPixmap] = {}


def draw_kept(painter: QPainter, rect: QRectF, key: tuple[object, ...],
              paint: Callable[[QPainter, QRectF], None]) -> None:
    """Draw in ``rect`` the picture ``paint(painter, rect)`` makes, from the pixmap kept for
    ``key`` at this size (the size rounded up to whole device pixels)."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    width = max(1, math.ceil(rect.width() * ratio))
    height = max(1, math.ceil(rect.height() * ratio))
    full = (*key, width, height, ratio)
    pixmap = _kept.get(full)
    if pixmap is None:
        if len(_kept) >= KEPT_LIMIT:
            _kept.clear()
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        picture = QPainter(pixmap)
        paint(picture, QRectF(0, 0, width / ratio, height / ratio))
        picture.end()
        _kept[full] = pixmap
    painter.drawPixmap(QRectF(rect.topLeft(), QSizeF(width / ratio, height / ratio)), pixmap,
                       QRectF(pixmap.rect()))


__all__ = ["CachedPaint", "PaintCache", "draw_kept"]
