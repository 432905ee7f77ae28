"""How the main window uses the screen: it opens in proportion to the screen (maximised on a
small one) or where the player left it, remembers its size and place (``AppSettings.window``),
grows its type with its size (the theme's scale), and never grows past the screen by itself:
its size is the player's, not the sum of what the page shown would like (a page that needs more
than the window has is a bug the window-fit tests find, not a reason to push the window off the
screen)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLayout, QMainWindow

from client.app_settings import AppSettings
from client.ui import theme

SMALL_SCREEN = QSize(1440, 900)  # a screen's free area this small or smaller: open maximised
SHARE = 0.8  # of a larger screen's free area, centred
SMALLEST = QSize(800, 560)  # the player may make the window no smaller than this
SETTLE_MS = 250  # after the last resize or move, restyle and remember


def first_geometry(area: QRect) -> tuple[QRect, bool]:
    """Where the window opens the first time on a screen whose free area is ``area``:
    (geometry, maximised). Maximised on a laptop-sized screen; else 80 % of it, centred."""
    if area.width() <= SMALL_SCREEN.width() or area.height() <= SMALL_SCREEN.height():
        return QRect(area), True
    rect = QRect(0, 0, round(area.width() * SHARE), round(area.height() * SHARE))
    rect.moveCenter(area.center())
    return rect, False


def remembered_geometry(saved: dict[str, Any], areas: list[QRect]) -> tuple[QRect, bool] | None:
    """The size and place remembered, if they still fit one of the screens' free ``areas`` (a
    laptop taken off its monitor forgets the monitor's place); None otherwise."""
    try:
        rect = QRect(int(saved["x"]), int(saved["y"]), int(saved["width"]), int(saved["height"]))
    except (KeyError, TypeError, ValueError):
        return None
    if rect.width() < SMALLEST.width() or rect.height() < SMALLEST.height():
        return None
    for area in areas:
        if area.contains(rect.center()):
            fitted = QRect(rect.topLeft(), rect.size().boundedTo(area.size()))
            fitted.moveLeft(max(area.left(), min(fitted.left(), area.right() - fitted.width() + 1)))
            fitted.moveTop(max(area.top(), min(fitted.top(), area.bottom() - fitted.height() + 1)))
            return fitted, bool(saved.get("maximized"))
    return None


class WindowFit(QObject):
    """Attached to the main window: places it, keeps its type in step with its size and
    remembers where it is."""

    def __init__(self, window: QMainWindow, settings: AppSettings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        # The window's size is never raised to fit a page: no growing past the screen.
        layout = window.layout()
        if layout is not None:
            layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        window.setMinimumSize(SMALLEST)
        self.timer = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self.timer.timeout.connect(self.settle)
        window.installEventFilter(self)

    def place(self) -> None:
        """Size and place the window before it is first shown."""
        screen = self.window.screen() or QGuiApplication.primaryScreen()
        areas = [s.availableGeometry() for s in QGuiApplication.screens()]
        chosen = remembered_geometry(self.settings.window, areas) if self.settings.window else None
        if chosen is None and screen is not None:
            chosen = first_geometry(screen.availableGeometry())
        if chosen is None:
            return
        rect, maximised = chosen
        self.window.resize(rect.size())
        self.window.move(rect.topLeft())
        if maximised:
            self.window.setWindowState(self.window.windowState() | Qt.WindowState.WindowMaximized)
        self.restyle()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() in (
            QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.WindowStateChange
        ):
            self.timer.start()
        return False

    def settle(self) -> None:
        self.restyle()
        self.remember()

    def restyle(self) -> None:
        """Type in step with the window: the theme at the scale for its size. A window no longer
        shown (closed, on its way out) sets nothing: the type is the shown window's."""
        app = QApplication.instance()
        if isinstance(app, QApplication) and (self.window.isVisible() or not self.window.testAttribute(
                Qt.WidgetAttribute.WA_WState_ExplicitShowHide)):
            theme.apply_theme(app, theme.scale_for(self.window.width(), self.window.height()))

    def remember(self) -> None:
        """Keep the window's normal size and place (and whether it is maximised) for the next
        start; a full-screen window keeps the last normal one."""
        window = self.window
        if window.isFullScreen() or not window.isVisible():
            return
        normal = window.normalGeometry() if window.isMaximized() else window.geometry()
        if not normal.isValid():
            return
        remembered = {"x": normal.x(), "y": normal.y(), "width": normal.width(),
                      "height": normal.height(), "maximized": window.isMaximized()}
        if remembered != self.settings.window:
            self.settings.window = remembered
            self.settings.save()
