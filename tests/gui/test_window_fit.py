"""Windows that use the screen. The main window opens maximised on a laptop (1366×768, the tests'
first screen) and at a share of a large one (2560×1440, the second), remembers where it was,
and never grows past the screen by itself. Every table window, at a laptop's window (1366×700:
1366×768 less a window manager's panels) and a large screen's (2560×1400, the type grown with
it), for every installed game view, at several moments of a seeded match played by the game's
own CPU players and at its end (the result beside the table): the window keeps its size, every
button and label lies inside it, no text is wider (or taller) than the widget showing it, and
the game has most of the window.

Games come from the host's registry and views from client.games.view_class, so a new game's
view is checked without a line here."""

from __future__ import annotations

from collections import deque
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QWidget,
)

from client.app_settings import AppSettings
from client.games import view_class
from client.ui import theme
from client.ui.main_window import MainWindow
from client.ui.window_fit import first_geometry, remembered_geometry
from server import games as game_registry

from . import playouts
from .fake_bridge import FakeBridge
from .samples import as_shown, welcome

pytestmark = pytest.mark.gui

LAPTOP = (1366, 700)  # 1366×768 less the panels of a window manager
LARGE = (2560, 1400)  # 2560×1440 less a panel
MOST = 0.6  # the share of the window the game's area has at least

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


@cache
def ending(game_id: str, seats: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The view of seat 0 and the ``result`` at the end of the seeded match. A match the CPUs
    do not finish within the playout's steps (karuta's reading goes on for long) is ended the
    way its engine ends one whose readings are done."""
    game = game_registry.get(game_id)
    assert game is not None
    state, _events = deque(playouts.states(game, seats, seed=7), maxlen=1)[0]
    if game.result(state) is None and game_id == "karuta":
        from server.games.karuta.outcome import readings_done

        readings_done(state)
    result = game.result(state)
    assert result is not None, f"{game_id}: the seeded match has no end"
    return game.view(state, 0), result.to_wire()


def settle(app: QApplication) -> None:
    """Let posted events run: a change of contents reaches a window's size in a few rounds."""
    for _ in range(6):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_table(qtbot: Any, settings: Any, game_id: str, seats: int,
               size: tuple[int, int] | None = None) -> tuple[MainWindow, FakeBridge]:
    """A main window in the hall at a table of ``game_id`` (at ``size`` when the player sits
    down, if given)."""
    settings.window = {}  # a new window, not where an earlier one of this test was left
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.mode = "client"
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    game = game_registry.get(game_id)
    assert game is not None
    window.showNormal()
    if size is not None:
        size_to(window, size)
    bridge.table_changed.emit(playouts.table_message(game, seats))
    return window, bridge


def show(window: MainWindow, bridge: FakeBridge, view: dict[str, Any],
         events: list[dict[str, Any]]) -> None:
    bridge.view_received.emit(as_shown({"type": "view", "table": "t1", "view": view, "events": events}))
    widget = window.table_page.view_widget
    if hasattr(widget, "finish_animation"):
        widget.finish_animation()
    settle(QApplication.instance())


def size_to(window: MainWindow, size: tuple[int, int]) -> None:
    """The window at ``size`` on the screen that has room for it, its type at the scale the
    window gives it (as after the player's resizing settles)."""
    screens = QApplication.screens()
    screen = screens[1] if size[0] > screens[0].availableGeometry().width() and len(screens) > 1 else screens[0]
    window.setGeometry(QRect(screen.availableGeometry().topLeft(), window.size()))
    window.resize(*size)
    window.fit.settle()
    settle(QApplication.instance())


def visible_in(root: QWidget, kinds: tuple[type, ...]) -> list[QWidget]:
    return [w for w in root.findChildren(QWidget)
            if isinstance(w, kinds) and w.isVisibleTo(root) and w.width() > 0]


def scrolled_into(w: QWidget) -> QWidget:
    """The widget whose place on screen decides whether ``w`` can be reached: ``w`` itself, or
    the outermost scroll area it scrolls in (scrolled out of sight, it is still reachable)."""
    reach, parent = w, w.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            reach = parent
        parent = parent.parentWidget()
    return reach


def outside(window: QWidget, root: QWidget | None = None) -> list[str]:
    """Buttons, labels and fields of ``root`` (the table page) that stick out of the window."""
    root = root or window.table_page
    frame = window.rect()
    out = []
    for w in visible_in(root, (QAbstractButton, QLabel, QLineEdit, QComboBox)):
        if not w.isVisible():
            continue
        reach = scrolled_into(w)
        rect = QRect(reach.mapTo(window, reach.rect().topLeft()), reach.size())
        if not frame.contains(rect):
            out.append(f"{type(w).__name__} {text_of(w)!r} at {rect.getRect()}")
    return out


def text_of(w: QWidget) -> str:
    if isinstance(w, QComboBox):
        return w.currentText()
    return w.text() if isinstance(w, (QAbstractButton, QLabel, QLineEdit)) else ""


def clipped(window: QWidget, root: QWidget | None = None) -> list[str]:
    """Texts wider than their label or button, by the font's metrics (wrapping labels: taller
    than the height they were given), and table cells cut to 「…」, in ``root`` (the table page
    of a main window, else the window itself)."""
    if root is None:
        root = window.table_page if isinstance(window, MainWindow) else window
    bad = []
    for w in visible_in(root, (QLabel, QAbstractButton)):
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
    for table in visible_in(root, (QTableWidget,)):
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is None or not item.text():
                    continue
                # the item's own font, else the table's (item.font() would give the application's)
                font = item.data(Qt.ItemDataRole.FontRole) or table.font()
                width = QFontMetrics(font).horizontalAdvance(item.text())
                if width + 6 > table.columnWidth(column):
                    bad.append(f"cell {item.text()!r}: {width} px in a {table.columnWidth(column)} px column")
    return bad


def game_share(window: MainWindow) -> float:
    """How much of the window the game's area has."""
    area = window.table_page.game_stack.size()
    return area.width() * area.height() / (window.width() * window.height())


def check(window: MainWindow, size: tuple[int, int], where: str) -> None:
    smallest = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert smallest.width() <= size[0] and smallest.height() <= size[1], \
        f"{where}: the page needs {smallest.toTuple()}"
    assert window.size().toTuple() == size, f"{where}: the window grew itself"
    assert outside(window) == [], where
    assert clipped(window) == [], where
    assert game_share(window) >= MOST, (
        f"{where}: the game has {game_share(window):.0%} of the window "
        f"({window.table_page.game_stack.size().toTuple()}, the side panel "
        f"{window.table_page.side_scroll.width()} px wide: "
        f"{[(type(m).__name__, m.sizeHint().width()) for m in window.table_page.side_panel.measured]})")


@pytest.mark.parametrize("size", [LAPTOP, LARGE], ids=["laptop", "large"])
@pytest.mark.parametrize("game_id", GAMES)
def test_table_window_fits_a_laptop_and_a_large_screen(qtbot: Any, settings: Any, game_id: str,
                                                       size: tuple[int, int]) -> None:
    game = game_registry.get(game_id)
    assert game is not None
    for seats in lineups(game_id):
        window, bridge = open_table(qtbot, settings, game_id, seats, size)
        where = f"{game_id}, {seats} seats, {size[0]}×{size[1]}"
        for step, (view, events) in enumerate(moments(game_id, seats)):
            show(window, bridge, view, events)
            check(window, size, f"{where}, moment {step}")
        # the end: the last view, then the table finished with its result beside the game
        view, result = ending(game_id, seats)
        show(window, bridge, view, [])
        bridge.table_changed.emit(playouts.table_message(game, seats, status="finished", result=result))
        settle(QApplication.instance())
        assert window.table_page.result_label.isVisible()
        check(window, size, f"{where}, the end")
        window.close()


def test_type_grows_with_the_window(qtbot: Any, settings: Any) -> None:
    window, bridge = open_table(qtbot, settings, "koikoi", 2)
    size_to(window, LAPTOP)
    small = window.table_page.title_label.fontMetrics().height()
    assert theme.current_scale() == 1.0
    size_to(window, LARGE)
    assert theme.current_scale() == theme.MAX_SCALE
    assert window.table_page.title_label.fontMetrics().height() >= small * 1.4
    assert QApplication.font().pointSizeF() == pytest.approx(theme.BODY * theme.MAX_SCALE, abs=0.5)
    # every page's plain text grows too, inside group boxes as well (the waiting room's tables,
    # the seats beside the table)
    for widget in (window.lobby_page.table_list, window.lobby_page.create_button,
                   window.table_page.seat_list, window.table_page.leave_button):
        assert widget.font().pointSizeF() == QApplication.font().pointSizeF(), widget


def test_koikoi_cards_grow_with_the_window(qtbot: Any, settings: Any) -> None:
    window, bridge = open_table(qtbot, settings, "koikoi", 2)
    view, events = moments("koikoi", 2)[1]
    show(window, bridge, view, events)
    widths = []
    for size in (LAPTOP, LARGE):
        size_to(window, size)
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


def test_deltacle_at_its_end_does_not_push_the_window_off_a_laptop(qtbot: Any, settings: Any) -> None:
    """The final scoring used to be shown while the players' boards still were, for a moment:
    the window grew from 1280×720 to 1280×878 on a 768-px screen and stayed so."""
    window, bridge = open_table(qtbot, settings, "deltacle", 4)
    size_to(window, (1280, 700))
    for view, events in moments("deltacle", 4):
        show(window, bridge, view, events)
    view, result = ending("deltacle", 4)
    show(window, bridge, view, [])
    bridge.table_changed.emit(playouts.table_message(game_registry.get("deltacle"), 4,
                                                     status="finished", result=result))
    settle(QApplication.instance())
    assert window.size().toTuple() == (1280, 700)


def test_the_window_opens_in_proportion_to_the_screen() -> None:
    laptop, large = (s.availableGeometry() for s in QApplication.screens()[:2])
    rect, maximised = first_geometry(laptop)
    assert maximised and rect == laptop  # a small screen: the whole of it
    rect, maximised = first_geometry(large)
    assert not maximised and large.contains(rect) and rect.center() == large.center()
    assert rect.width() == round(large.width() * 0.8) and rect.height() == round(large.height() * 0.8)


def test_the_first_window_is_maximised_on_a_laptop(qtbot: Any, settings: Any) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    window.show()
    settle(QApplication.instance())
    area = QApplication.primaryScreen().availableGeometry()
    assert window.isMaximized()
    assert area.contains(window.frameGeometry()) or window.frameGeometry().size().boundedTo(area.size()) \
        == window.frameGeometry().size()


def test_the_window_remembers_its_size_and_place(qtbot: Any, settings: Any) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    window.show()
    large = QApplication.screens()[1].availableGeometry()
    window.showNormal()
    window.setGeometry(large.left() + 100, large.top() + 80, 1500, 900)
    settle(QApplication.instance())
    window.fit.settle()
    window.close()
    saved = AppSettings.load().window
    assert saved["width"] == 1500 and saved["height"] == 900 and not saved["maximized"]

    again = MainWindow(FakeBridge(), AppSettings.load())
    qtbot.addWidget(again)
    assert again.size().toTuple() == (1500, 900)
    assert large.contains(again.geometry().center())
    # a place no screen has any more (a monitor unplugged) is forgotten
    assert remembered_geometry({**saved, "x": 9000}, [s.availableGeometry() for s in QApplication.screens()]) is None
