"""Every table window fits a 1366×768 laptop (less a window manager's panels: 1366×700 for the
window) and grows with a large screen: for every installed game view, at several moments of a
seeded match played by the game's own CPU players, the window's smallest size fits, every button
and label lies inside the window, and no text is wider (or taller) than the widget showing it.

Games come from the host's registry and views from client.games.view_class, so a new game's
view is checked without a line here."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLineEdit,
    QTableWidget,
    QWidget,
)

from client.games import view_class
from client.ui.main_window import MainWindow
from server import games as game_registry

from . import playouts
from .fake_bridge import FakeBridge
from .samples import as_shown, welcome

pytestmark = pytest.mark.gui

LAPTOP = (1366, 700)  # 1366×768 less the panels of a window manager
LARGE = (1920, 1050)

GAMES = [gid for gid in game_registry.registry() if view_class(gid) is not None]


def lineups(game_id: str) -> list[int]:
    game = game_registry.get(game_id)
    assert game is not None
    return sorted({game.default_seats, game.max_seats})


@cache
def moments(game_id: str, seats: int) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """The first view, two from the middle and the last of a seeded match."""
    game = game_registry.get(game_id)
    assert game is not None
    played = list(playouts.playout(game, seats, seed=7))
    picks = sorted({0, len(played) // 3, 2 * len(played) // 3, len(played) - 1})
    return [played[i] for i in picks]


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_table(qtbot: Any, settings: Any, game_id: str, seats: int) -> tuple[MainWindow, FakeBridge]:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.mode = "client"
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    game = game_registry.get(game_id)
    assert game is not None
    bridge.table_changed.emit(playouts.table_message(game, seats))
    window.show()
    return window, bridge


def show(window: MainWindow, bridge: FakeBridge, view: dict[str, Any],
         events: list[dict[str, Any]]) -> None:
    bridge.view_received.emit(as_shown({"type": "view", "table": "t1", "view": view, "events": events}))
    widget = window.table_page.view_widget
    if hasattr(widget, "finish_animation"):
        widget.finish_animation()
    settle(QApplication.instance())


def visible_in(window: QWidget, kinds: tuple[type, ...]) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget)
            if isinstance(w, kinds) and w.isVisibleTo(window) and w.width() > 0]


def outside(window: QWidget) -> list[str]:
    """Buttons, labels and fields that stick out of the window."""
    frame = window.rect()
    out = []
    for w in visible_in(window.table_page, (QAbstractButton, QLabel, QLineEdit)):
        if not w.isVisible():
            continue
        rect = QRect(w.mapTo(window, w.rect().topLeft()), w.size())
        if not frame.contains(rect):
            out.append(f"{type(w).__name__} {text_of(w)!r} at {rect.getRect()}")
    return out


def text_of(w: QWidget) -> str:
    return w.text() if isinstance(w, (QAbstractButton, QLabel, QLineEdit)) else ""


def clipped(window: QWidget) -> list[str]:
    """Texts wider than their label or button, by the font's metrics (wrapping labels: taller
    than the height they were given), and table cells cut to 「…」."""
    bad = []
    for w in visible_in(window.table_page, (QLabel, QAbstractButton)):
        if not w.isVisible():
            continue
        text = text_of(w)
        if not text.strip():
            continue
        room = w.contentsRect()
        if isinstance(w, QLabel) and w.wordWrap():
            need = w.heightForWidth(w.width())
            if need > w.height() + 1:
                bad.append(f"label {text!r}: needs {need} px high, has {w.height()}")
            continue
        if isinstance(w, QLabel) and w.textFormat() != w.textFormat().PlainText and "<" in text:
            if w.minimumSizeHint().width() > w.width() + 1:
                bad.append(f"label {text!r}: needs {w.minimumSizeHint().width()} px, has {w.width()}")
            continue
        metrics = QFontMetrics(w.font())
        widest = max(metrics.horizontalAdvance(line) for line in text.replace("&&", "&").split("\n"))
        padding = 8 if isinstance(w, QAbstractButton) else 0
        if widest + padding > room.width() + 1:
            bad.append(f"{type(w).__name__} {text!r}: {widest} px of text in {room.width()} px")
    for table in visible_in(window.table_page, (QTableWidget,)):
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is None or not item.text():
                    continue
                width = QFontMetrics(item.font()).horizontalAdvance(item.text())
                if width + 6 > table.columnWidth(column):
                    bad.append(f"cell {item.text()!r}: {width} px in a {table.columnWidth(column)} px column")
    return bad


@pytest.mark.parametrize("game_id", GAMES)
def test_table_window_fits_a_laptop_and_a_large_screen(qtbot: Any, settings: Any, game_id: str) -> None:
    for seats in lineups(game_id):
        window, bridge = open_table(qtbot, settings, game_id, seats)
        for step, (view, events) in enumerate(moments(game_id, seats)):
            show(window, bridge, view, events)
            for size in (LAPTOP, LARGE):
                window.resize(*size)
                settle(QApplication.instance())
                where = f"{game_id}, {seats} seats, moment {step}, {size[0]}×{size[1]}"
                smallest = window.minimumSizeHint().expandedTo(window.minimumSize())
                assert smallest.width() <= LAPTOP[0] and smallest.height() <= LAPTOP[1], \
                    f"{where}: the window cannot be smaller than {smallest.toTuple()}"
                assert window.size().toTuple() == size, f"{where}: the window grew itself"
                assert outside(window) == [], where
                assert clipped(window) == [], where
        window.close()


def test_koikoi_cards_grow_with_the_window(qtbot: Any, settings: Any) -> None:
    window, bridge = open_table(qtbot, settings, "koikoi", 2)
    view, events = moments("koikoi", 2)[1]
    show(window, bridge, view, events)
    widths = []
    for size in (LAPTOP, LARGE):
        window.resize(*size)
        settle(QApplication.instance())
        koikoi = window.table_page.view_widget
        hand = list(koikoi.hand_cards.values()) or [koikoi.stock]
        widths.append(hand[0].card_rect().width())
    assert widths[1] >= widths[0] * 1.4, widths


def test_window_keeps_its_size_back_at_the_title(qtbot: Any, settings: Any) -> None:
    window, bridge = open_table(qtbot, settings, "deltacle", 4)
    view, events = moments("deltacle", 4)[-1]
    show(window, bridge, view, events)
    window.resize(1300, 690)
    settle(QApplication.instance())
    window.back_to_title()
    settle(QApplication.instance())
    assert window.stack.currentWidget() is window.title_page
    assert window.size().toTuple() == (1300, 690)


def test_first_window_fits_the_screen(qtbot: Any, settings: Any) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    area = QApplication.primaryScreen().availableGeometry()
    assert window.width() <= min(1280, area.width()) and window.height() <= min(720, area.height())
