"""A reconnecting app rebuilds its whole table from the host's view (issue 32): koi-koi against
a CPU through a real host, a few turns played, the connection dropped while a move and the
CPU's answer are in flight; once it is back, the cards the table shows are the ones the host's
view says (the opponent's backs, the hand)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt

from client.games.koikoi.card_widget import CardWidget

from .test_gui_flow import WAIT, connect_through_title, make_window


def shown_cards(layout: Any) -> int:
    return sum(1 for i in range(layout.count())
               if isinstance(layout.itemAt(i).widget(), CardWidget) and layout.itemAt(i).widget().isVisible())


def test_a_reconnected_koikoi_table_shows_the_hosts_view(qtbot: Any, real_bridge: Any, settings: Any,
                                                         host: Any) -> None:
    bridge = real_bridge()
    window = make_window(qtbot, bridge, settings)
    connect_through_title(qtbot, window, f"127.0.0.1:{host.port_number}")
    qtbot.mouseClick(window.lobby_page.create_button, Qt.MouseButton.LeftButton)
    dialog = window.create_dialog
    dialog.setup.select_game("koikoi")
    dialog.setup.level_combo.setCurrentIndex(1)  # a CPU in the other seat
    dialog.ok_button.click()
    page = window.table_page
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page, timeout=WAIT)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.last_view is not None and page.view_widget is not None, timeout=WAIT)
    view_widget = page.view_widget
    rng = random.Random(5)
    # play until the opponent holds fewer cards than at the deal
    while page.last_view["hand_counts"][1] > 5:
        qtbot.waitUntil(lambda: bool(page.last_view["legal"]) or page.last_view["hand_counts"][1] <= 5,
                        timeout=WAIT)
        legal = page.last_view["legal"]
        if legal and page.last_view["hand_counts"][1] > 5:
            view_widget.action_requested.emit(rng.choice(legal))
            qtbot.waitUntil(lambda s=page.last_view: page.last_view is not s, timeout=WAIT)
    # the connection drops in the middle of a move and the CPU's answer: the cards in flight
    qtbot.waitUntil(lambda: bool(page.last_view["legal"]), timeout=WAIT)
    view_widget.action_requested.emit(rng.choice(page.last_view["legal"]))
    qtbot.waitUntil(lambda: view_widget.motion.running, timeout=WAIT)
    bridge.drop_connection_for_test()
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=WAIT)
    qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=WAIT)
    qtbot.wait(300)
    qtbot.waitUntil(lambda: not view_widget.motion.running, timeout=WAIT)
    view = page.view_widget.view
    assert shown_cards(page.view_widget.opponent_hand) == view["hand_counts"][1]
    assert shown_cards(page.view_widget.hand_row) == len(view["hand"])
