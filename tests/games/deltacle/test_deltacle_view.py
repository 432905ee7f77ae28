"""The Deltacle table view, offscreen with pytest-qt: real clicks on real widgets, the actions
caught from ``action_requested`` and applied to the engine, until rounds and a game end."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase

from client.games import view_class
from client.games.deltacle import GAME_VIEW
from server.games.deltacle import GAME
from server.games.deltacle.notation import from_text
from tests.games.bridged import as_the_bridge_sends

pytestmark = pytest.mark.gui

FONT = Path(__file__).resolve().parents[3] / "client" / "resources" / "fonts" / "ipaexg.ttf"


@pytest.fixture(autouse=True)
def _font(qapp):
    QFontDatabase.addApplicationFont(str(FONT))


def make_view(qtbot, seat=0, seats=3):
    widget = as_the_bridge_sends(GAME_VIEW(seat))
    widget.set_seats([{"name": f"P{s}", "kind": "human", "connected": True, "you": s == seat}
                      for s in range(seats)])
    widget.set_animation_speed(True)
    widget.resize(1100, 720)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def click_action(qtbot, widget, rng: random.Random) -> dict:
    """Click a card (if choosing a card) and one of the option buttons; return the action sent."""
    hand = widget.hand
    playable = [c for c, b in hand.card_buttons.items() if b.isEnabled()]
    if playable and any(a["type"] == "control" for a in hand.legal):
        qtbot.mouseClick(hand.card_buttons[rng.choice(playable)], Qt.LeftButton)
    assert hand.option_buttons, "no option buttons for a seat with legal actions"
    button = rng.choice(hand.option_buttons)
    with qtbot.waitSignal(widget.action_requested, timeout=1000) as sent:
        qtbot.mouseClick(button, Qt.LeftButton)
    return sent.args[0]


def test_registry_finds_the_view():
    assert view_class("deltacle") is GAME_VIEW


def test_play_rounds_by_clicking(qtbot):
    rng = random.Random(4)
    state = GAME.new({}, 3, 21)
    widget = make_view(qtbot, seat=0, seats=3)
    widget.show_view(GAME.view(state, 0), [])
    assert set(widget.hand.card_buttons) == {"accel3", "accel2", "accel1", "awaken"}
    # choosing a 加減速 card offers exactly 加速 and 減速
    qtbot.mouseClick(widget.hand.card_buttons["accel2"], Qt.LeftButton)
    labels = [b.text() for b in widget.hand.option_buttons]
    assert labels == ["加速 +2", "減速 −2"]
    rounds_done = 0
    cpu_rng = random.Random(9)
    for _ in range(400):
        if GAME.result(state) is not None or rounds_done >= 3:
            break
        events = []
        if 0 in GAME.waiting_on(state):
            action = click_action(qtbot, widget, rng)
            assert action in GAME.view(state, 0)["legal"]
            events += GAME.act(state, 0, action, 0.0)
        else:
            assert widget.hand.option_buttons == []
        for seat in GAME.waiting_on(state):
            if seat != 0:
                v = GAME.view(state, seat)
                events += GAME.act(state, seat, GAME.cpu_choose(v, "easy", cpu_rng, 0.05), 0.0)
        visible = [e for e in events if e.get("to") in (None, 0)]
        widget.show_view(GAME.view(state, 0), visible)
        if any(e["type"] == "reveal" for e in events):
            assert widget.track.animating
        widget.track.finish_animation()
        assert not widget.track.animating
        assert widget.track.model["pos"] == [p["pos"] for p in GAME.view(state, 0)["players"]]
        assert widget.track.model["board"] == GAME.view(state, 0)["board"]
        rounds_done += sum(1 for e in events if e["type"] == "recovery")
    assert rounds_done >= 1 or GAME.result(state) is not None
    assert widget.log.count() > 3
    qtbot.wait(50)  # let the layout settle before the picture
    assert all(board.isVisible() for board in widget.boards)


def test_others_see_that_a_seat_has_chosen_but_not_what(qtbot):
    state = GAME.new({}, 2, 3)
    widget = make_view(qtbot, seat=1, seats=2)
    GAME.act(state, 0, {"type": "control", "card": "accel3", "direction": "up"}, 0.0)
    widget.show_view(GAME.view(state, 1), [{"type": "chosen", "seat": 0}])
    assert widget.boards[0]._status() == "選択済み"
    assert widget.boards[1]._status() == "選択中…"
    assert "加減速3" not in widget.boards[0]._status()
    assert "カードを選びました" in widget.log.item(widget.log.count() - 1).text()


def test_pending_choice_buttons_and_animation(qtbot):
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=R\nstacks: BY / RB")
    widget = make_view(qtbot, seat=0, seats=2)
    widget.set_animation_speed(False)
    widget.show_view(GAME.view(state, 0), [])
    events = GAME.act(state, 1, {"type": "control", "card": "accel2", "direction": "down"}, 0.0)
    qtbot.mouseClick(widget.hand.card_buttons["accel1"], Qt.LeftButton)
    hand = widget.hand
    up = next(b for b, a in zip(hand.option_buttons, hand.option_actions, strict=True) if a["direction"] == "up")
    with qtbot.waitSignal(widget.action_requested) as sent:
        qtbot.mouseClick(up, Qt.LeftButton)
    events += GAME.act(state, 0, sent.args[0], 0.0)
    widget.show_view(GAME.view(state, 0), events)
    # the move is animated square by square in resolution order
    assert widget.track.animating
    assert widget.track.model["pos"][0] == 0
    assert widget.boards[0].player["faceup"] == []  # the boards wait for the moves to play out
    qtbot.waitUntil(lambda: widget.track.model["pos"][0] == 4, timeout=3000)
    widget.track.finish_animation()
    assert widget.boards[0].player["faceup"] == ["R"]
    labels = [b.text() for b in widget.hand.option_buttons]
    assert labels == ["左の山の黄で補充", "右の山の青で補充"]
    with qtbot.waitSignal(widget.action_requested) as sent:
        qtbot.mouseClick(widget.hand.option_buttons[1], Qt.LeftButton)
    assert sent.args[0] == {"type": "refill", "stack": 1}


def test_spectator_and_final_scoring(qtbot):
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=B\nstacks: RR / RR\nfaceup: BB | R\npentacles: RRR RBY | YYY")
    widget = make_view(qtbot, seat=None, seats=2)
    widget.show_view(GAME.view(state, None), [])
    assert not widget.hand.isVisible()
    events = GAME.act(state, 0, {"type": "control", "card": "accel1", "direction": "up"}, 0.0)
    events += GAME.act(state, 1, {"type": "control", "card": "accel1", "direction": "up"}, 0.0)
    widget.show_view(GAME.view(state, None), events)
    widget.track.finish_animation()
    assert widget.result_panel.isVisible()
    assert [r["points"] for r in widget.result_panel.rows] == [13, 5]
    assert widget.boards[0].points == 13
    qtbot.wait(50)


def test_painting_does_not_drain_none(qtbot):
    """PySide6 6.12.0 took a reference from None in every void Qt call (Python 3.11 then aborts);
    setup.cfg keeps that build out, and painting for long must leave None's count alone."""
    import gc
    import sys

    state = GAME.new({}, 4, 8)
    widget = make_view(qtbot, seat=0, seats=4)
    widget.show_view(GAME.view(state, 0), [])
    qtbot.wait(20)
    gc.collect()  # earlier tests' garbage, freed now rather than by a collection mid-loop
    before = sys.getrefcount(None)
    for _ in range(30):
        widget.grab()
        widget.show_view(GAME.view(state, 0), [])
    assert sys.getrefcount(None) >= before - 50
