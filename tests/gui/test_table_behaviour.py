"""How the table window and the three games behave for a player (issue 13): names, asking
before leaving mid-match, what the others are told, the status bar, focus, offline play, the
remembered CPU game, keyboard shortcuts and the automatic pass, koi-koi's pacing."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from client.games.daifugo.table_canvas import TableCanvas
from client.games.daifugo.view import DaifugoView
from client.games.deltacle.result_panel import ResultPanel
from client.games.koikoi.view import KoikoiView
from client.ui.main_window import MainWindow
from server import games as game_registry

from . import playouts
from .fake_bridge import FakeBridge
from .samples import as_shown, welcome

pytestmark = pytest.mark.gui


def settle() -> None:
    app = QApplication.instance()
    for _ in range(3):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def hall(qtbot: Any, settings: Any, mode: str = "client") -> tuple[MainWindow, FakeBridge]:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    window._enter(mode)
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    return window, bridge


def table_of(game_id: str, seats: int, **extra: Any) -> dict[str, Any]:
    game = game_registry.get(game_id)
    assert game is not None
    table = playouts.table_message(game, seats)
    table.update(extra)
    return table


def first_view(game_id: str, seats: int, where: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    game = game_registry.get(game_id)
    assert game is not None
    return next((as_shown(v), as_shown(e)) for v, e in playouts.playout(game, seats, seed=3)
                if where(v, e))  # as the bridge hands them on: texts rendered


def activate(qtbot: Any, widget: Any) -> None:
    """Shortcuts answer in the active window only."""
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget.window(), timeout=2000)


def view_seats(names: list[str]) -> list[dict[str, Any]]:
    return [{"name": n, "kind": "human", "connected": True, "you": i == 0} for i, n in enumerate(names)]


# -- koi-koi: the players' own names; pacing; the opponent's card ------------------------------------


def test_koikoi_calls_players_by_their_names(qtbot: Any) -> None:
    view = KoikoiView(0)
    qtbot.addWidget(view)
    view.set_seats(view_seats(["たろう", "はなこ"]))
    shown, events = first_view("koikoi", 2, lambda v, e: any(x.get("type") == "play" and x.get("seat") == 1 for x in e))
    view.show_view(shown, events)
    characters = [c["name"] for c in shown["characters"]]
    assert "はなこ：" in view.log.text()
    assert not any(f"{c}：" in view.log.text() for c in characters if c not in ("たろう", "はなこ"))
    assert view.my_bar.name.text().startswith("たろう")
    assert view.opponent_bar.name.text().startswith("はなこ")
    assert view.opponent_bar.face.toolTip() == characters[1]  # the character is the face
    assert view.opponent_caption.text() == "はなこが出した札" and view.opponent_cards
    over, events = first_view("koikoi", 2, lambda v, e: v["phase"] == "round_end" and v["round_result"])
    view.show_view(over, events)
    totals = view.score_panel.totals.text()
    assert "たろう : はなこ" in totals
    assert not any(c in totals for c in characters if c not in ("たろう", "はなこ"))


def test_koikoi_shows_each_move_at_once(qtbot: Any) -> None:
    view = KoikoiView(0)
    qtbot.addWidget(view)
    view.resize(1000, 600)
    view.show()
    view.set_seats(view_seats(["たろう", "はなこ"]))
    game = game_registry.get("koikoi")
    assert game is not None
    moving = [(as_shown(v), as_shown(e)) for v, e in playouts.playout(game, 2, seed=3)
              if any(x.get("type") in ("play", "draw") for x in e)][:3]
    view.show_view(*first_view("koikoi", 2, lambda v, e: True))
    view.show_view(*moving[0])
    assert view.motion.running
    view.show_view(*moving[1])
    # no view waits behind a motion: the first jumped to its end, the second moves now
    assert view.view is moving[1][0] and view.motion.running
    view.show_view(*moving[2])
    view.finish_animation()
    assert view.view is moving[2][0] and not view.motion.running


def test_koikoi_keys(qtbot: Any) -> None:
    view = KoikoiView(0)
    qtbot.addWidget(view)
    view.show()
    sent: list[dict[str, Any]] = []
    view.action_requested.connect(sent.append)
    shown, _ = first_view("koikoi", 2, lambda v, e: True)
    shown = dict(shown, legal=[{"type": "koikoi"}, {"type": "shobu"}])
    view.show_view(shown, [])
    activate(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert sent == [{"type": "shobu"}]


# -- daifugō: keys, automatic pass, seat boxes ---------------------------------------------------


def test_daifugo_keys_and_the_automatic_pass(qtbot: Any) -> None:
    view = DaifugoView(0)
    qtbot.addWidget(view)
    view.show()
    sent: list[dict[str, Any]] = []
    view.action_requested.connect(sent.append)
    only_pass, _ = first_view("daifugo", 4, lambda v, e: v["legal"] and all(a["type"] == "pass" for a in v["legal"]))
    view.show_view(only_pass, [])
    activate(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert sent == [{"type": "pass"}]
    sent.clear()
    view.show_view(only_pass, [])
    assert not view.auto_pass_timer.isActive()  # off unless the player turns it on
    view.set_option("auto_pass", True)
    assert view.auto_pass_timer.isActive()
    qtbot.waitUntil(lambda: sent == [{"type": "pass"}], timeout=3000)
    playable, _ = first_view("daifugo", 4, lambda v, e: any(a["type"] == "play" for a in v["legal"]))
    view.show_view(playable, [])
    assert not view.auto_pass_timer.isActive()  # a play is possible: the player decides


def test_daifugo_seat_boxes_never_overlap(qtbot: Any) -> None:
    canvas = TableCanvas()
    qtbot.addWidget(canvas)
    shown, _ = first_view("daifugo", 8, lambda v, e: True)
    canvas.set_state(shown, [])
    for width in (420, 640, 900, 1400):
        canvas.resize(width, 300)
        boxes = []
        for seat in canvas.others():
            c = canvas.seat_anchor(seat)
            w = canvas.seat_box_width()
            boxes.append(QRectF(c.x() - w / 2, c.y() - 33, w, 66))
        for k, a in enumerate(boxes):
            assert all(not a.intersects(b) for b in boxes[k + 1:]), (width, k)
            assert 0 <= a.left() and a.right() <= width and 0 <= a.top()


def test_auto_pass_option_in_the_menu_is_remembered(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings)
    bridge.table_changed.emit(table_of("daifugo", 4))
    actions = window.table_page.menu.option_actions
    # the option every view has (animations), then daifugō's own
    assert [a.text() for a in actions] == ["アニメーション", "出せないときは自動でパス"]
    actions[1].setChecked(True)
    assert window.table_page.view_widget.auto_pass
    assert settings.view_options == {"daifugo.auto_pass": True}
    assert type(settings).load(settings.path).view_options == {"daifugo.auto_pass": True}


# -- Deltacle: the final scores ----------------------------------------------------------------


def test_deltacle_final_scores_keep_names_clear_of_the_pentacles(qtbot: Any) -> None:
    panel = ResultPanel()
    qtbot.addWidget(panel)
    over = as_shown(list(playouts.playout(game_registry.get("deltacle"), 4, seed=3))[-1][0])
    names = ["ながいなまえのたろう(あなた)", "はなこ", "じろう", "さぶろう"]
    panel.set_result(over, names)
    most = max(len(p["pentacles"]) for p in over["players"])
    wide, narrow = 900, 360
    assert panel.one_line(wide)
    assert not panel.one_line(narrow)  # the pentacles move under the name
    assert panel.height_for(narrow) > panel.height_for(wide)
    assert 12 + panel.name_width() + most * 54 + 96 + 12 <= wide


# -- the table window ----------------------------------------------------------------------------


def test_leaving_mid_match_asks_and_others_hear_of_the_cpu(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings)
    page = window.table_page
    bridge.table_changed.emit(table_of("daifugo", 4))
    assert not page.side_panel.isVisible() and page.top_leave_button.isVisible()
    page.top_leave_button.click()
    assert bridge.called("leave") == []
    box = page.confirm_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert bridge.called("leave") == []
    page.menu.title_action.trigger()
    page.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert window.stack.currentWidget() is window.title_page or window.message_box is not None
    # someone else leaves: a CPU takes the seat and this window says so
    window2, bridge2 = hall(qtbot, settings)
    table = table_of("daifugo", 4)
    bridge2.table_changed.emit(table)
    seats = [dict(s) for s in table["seats"]]
    seats[1] = dict(seats[1], kind="cpu", name="はなこ（CPU）")
    bridge2.table_changed.emit(dict(table, seats=seats))
    notice = window2.table_page.notice
    assert notice.isVisible() and "はなこ" in notice.text() and "CPU" in notice.text()


def test_leaving_between_games_does_not_ask(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings)
    bridge.table_changed.emit(table_of("daifugo", 4, status="finished"))
    window.table_page.leave_button.click()
    assert bridge.called("leave") == [()]


def test_status_bar_forgets_connecting_after_a_failure(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings)
    bridge.connecting.emit("127.0.0.1", 47399)
    assert "接続しています" in window.statusBar().currentMessage()
    bridge.connection_failed.emit("つながりませんでした。")
    assert window.statusBar().currentMessage() == ""


def test_focus_stays_off_the_invite_field(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings)
    page = window.table_page
    bridge.table_changed.emit(table_of("daifugo", 4))
    view, _ = first_view("daifugo", 4, lambda v, e: any(a["type"] == "play" for a in v["legal"]))
    bridge.view_received.emit({"type": "view", "table": "t1", "view": view, "events": []})
    window.activateWindow()
    game = page.view_widget
    play = next(a for a in view["legal"] if a["type"] == "play")
    for card in play["cards"]:
        game.hand.toggle(card) if hasattr(game.hand, "toggle") else None
    game.play_button.setFocus()
    game.action_requested.emit(play)
    game.play_button.setEnabled(False)
    settle()
    assert QApplication.focusWidget() is not page.invite_edit
    assert page.invite_edit.focusPolicy() == Qt.FocusPolicy.ClickFocus


def test_offline_play_hides_the_invite(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings, mode="offline")
    bridge.table_changed.emit(table_of("daifugo", 4, invite="zashiki://127.0.0.1:1/AB2C"))
    page = window.table_page
    assert not page.invite_edit.isVisible() and not page.copy_button.isVisible()
    window._enter("client")
    assert page.invite_edit.isVisible() and page.copy_button.isVisible()


def test_cpu_game_dialog_remembers_the_last_game(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings, mode="offline")
    dialog = window.offline_dialog
    assert dialog is not None
    dialog.setup.select_game("deltacle")
    dialog.setup.seats_spin.setValue(3)
    dialog.accept()
    assert settings.last_offline["game"] == "deltacle" and settings.last_offline["seats"] == 3
    again = window.open_offline_dialog()
    assert again.setup.game_id() == "deltacle" and again.setup.seats() == 3
    again.setup.select_game("daifugo")
    again.show()
    settle()
    tall = again.height()
    again.setup.select_game("koikoi")
    settle()
    assert again.height() <= tall  # fewer rules, no gap left behind
    again.reject()


def test_name_dialog_opens_over_the_window(qtbot: Any, settings: Any) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    window.move(200, 100)
    window.show()
    dialog = window.ask_name()
    center, middle = dialog.geometry().center(), window.frameGeometry().center()
    assert abs(center.x() - middle.x()) < 40 and abs(center.y() - middle.y()) < 60
    dialog.reject()


def test_f11_toggles_full_screen(qtbot: Any, settings: Any) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    window.show()
    assert window.full_screen_shortcut.key().toString() == "F11"
    window.toggle_full_screen()
    assert window.isFullScreen()
    window.toggle_full_screen()
    assert not window.isFullScreen()


def test_the_leave_dialog_says_what_happens_in_this_mode_and_game(qtbot: Any, settings: Any) -> None:
    """With others, a CPU plays on in the seat, in the game's own words, and they are told;
    offline the match simply ends (nobody to tell), and going back to the title keeps it for
    the next 「CPUと対戦」."""
    window, bridge = hall(qtbot, settings)
    page = window.table_page
    bridge.table_changed.emit(table_of("karuta", 2))
    page.top_leave_button.click()
    text = page.confirm_box.text()
    assert "CPUが代わりに札を取ります" in text and "ほかの人にもそう伝えます" in text
    page.confirm_box.button(QMessageBox.StandardButton.No).click()
    bridge.table_changed.emit(table_of("koikoi", 2, id="t2"))
    page.top_leave_button.click()
    assert "CPUが代わりに打ちます" in page.confirm_box.text()
    page.confirm_box.button(QMessageBox.StandardButton.No).click()
    bridge.table_changed.emit(table_of("daifugo", 4, id="t3"))  # a game with no words of its own
    page.top_leave_button.click()
    assert "CPUが代わりに続けます" in page.confirm_box.text()
    page.confirm_box.button(QMessageBox.StandardButton.No).click()

    offline, offline_bridge = hall(qtbot, settings, mode="offline")
    page = offline.table_page
    offline_bridge.table_changed.emit(table_of("karuta", 2))
    page.top_leave_button.click()
    text = page.confirm_box.text()
    assert "ここで終わります" in text and "伝えます" not in text and "CPU" not in text
    page.confirm_box.button(QMessageBox.StandardButton.No).click()
    page.menu.title_action.trigger()
    assert "続きから遊べます" in page.confirm_box.text()


def test_the_rules_line_says_what_differs_and_shows_the_rest_on_hover(qtbot: Any, settings: Any) -> None:
    window, bridge = hall(qtbot, settings)
    page = window.table_page
    bridge.table_changed.emit(table_of("koikoi", 2))
    assert page.rules_label.text() == "標準ルール"
    assert "局数: 12局" in page.rules_label.toolTip()
    bridge.table_changed.emit(table_of("koikoi", 2, settings={**table_of("koikoi", 2)["settings"], "rounds": 6}))
    assert page.rules_label.text() == "局数: 6局"
    assert page.rules_label.toolTip().startswith("この卓のルール")


def test_a_replay_says_nothing_of_what_could_be_played(qtbot: Any) -> None:
    """A replay is looked at: its first step (the player to lead, ``legal`` emptied) used to
    say 「あなたの番です。出せるカードがありません」."""
    import random

    from client.ui.record_window import ReplayWindow
    from server.records import Record, Replay
    from server.table import CPU, HUMAN, Seat, Table

    game = game_registry.get("daifugo")
    assert game is not None
    names = ["たろう", "CPU1", "CPU2", "CPU3"]
    for seed in range(1, 40):  # a deal where the player leads
        settings = game.validate_settings({"hands": 1})
        table = Table(id="t", code="", game=game, settings=settings, owner=None,
                      seats=[Seat(kind=HUMAN if i == 0 else CPU, name=n, ready=True) for i, n in enumerate(names)])
        table.start(seed)
        if table.view_for(0).get("turn") == 0:
            break
    rng = random.Random(seed)
    steps = []
    while table.status == "playing":
        seat = game.waiting_on(table.state)[0]
        action = rng.choice(table.view_for(seat)["legal"])
        table.act(seat, action, 0.0)
        steps.append((seat, action, 0.0))
    record = Record(game=game, settings=settings, seed=seed, steps=steps,
                    seats=[{"name": n, "kind": "human" if i == 0 else "cpu"} for i, n in enumerate(names)],
                    result=table.result.to_wire(), finished=1.0)
    replay = Replay(record)
    info = {"type": "record_info", "record": "r", "game": "daifugo", "title": game.title,
            "settings": settings, "seats": record.seats, "started": 1.7e9, "finished": 1.7e9,
            "result": record.result, "total": record.frames, "marks": replay.survey(), "you": 0,
            "live": False, "views": [None, 0, 1, 2, 3]}
    window = ReplayWindow(info, [{"id": "daifugo", "title": game.title}])
    qtbot.addWidget(window)
    window.add_frames({"type": "record_frames", "record": "r", "seat": 0, "start": 0,
                       "total": record.frames, "frames": [replay.frame(0, 0)]})
    window.go(0)
    assert window.shown_view()["turn"] == 0
    hint = window.view_widget.hint_text()
    assert "出せるカード" not in hint and "あなたの番" not in hint and "たろう" in hint
