"""The koi-koi table animates plays, captures and the stock card from the events over the final
layout (pytest-qt, offscreen): the view dict is always what the widgets show."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from client.games.koikoi import GAME_VIEW
from server.games import get
from server.games.koikoi.notation import card, from_text
from tests.games.bridged import as_the_bridge_sends
from tests.gui.samples import as_shown

pytestmark = pytest.mark.gui

GAME = get("koikoi")
CAPTURES = "hand0: 3-1 4-3 2-2 hand1: 6-3 6-4 7-1 field: 3-3 4-1 9-1 5-2 stock: 4-4 5-4 8-1"


def make_view(qtbot, koikoi_font, state, fast=False, seat=0):
    view = as_the_bridge_sends(GAME_VIEW(seat))
    qtbot.addWidget(view)
    view.resize(1000, 720)
    view.set_seats([{"name": "たろう", "kind": "human", "connected": True, "you": seat == 0},
                    {"name": "CPU", "kind": "cpu", "connected": True, "you": seat == 1}])
    view.set_animation_speed(fast)
    view.show()
    view.show_view(GAME.view(state, seat), [])
    view.intro.hide()
    return view


def settle_widgets():
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)


def flights(view):
    return {f.card: f for f in view.motion.flights}


def test_a_capture_flies_to_the_pile_and_the_stock_card_turns_over(qtbot, koikoi_font):
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    assert not view.motion.running
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    assert [e["type"] for e in events] == ["play", "draw"] and events[1]["taken"]
    final = GAME.view(state, 0)
    view.show_view(final, events)
    assert view.motion.running and view.motion.isVisible()
    f = flights(view)
    # the played card: hand -> onto its match -> pile; the match: field -> pile
    assert len(f[card("3-1")].legs) == 2 and not f[card("3-1")].face_down
    assert len(f[card("3-3")].legs) == 1
    # the drawn card turns over on its way from the stock, then goes to the pile too
    assert f[card("4-4")].face_down and len(f[card("4-4")].legs) == 2
    assert f[card("4-4")].legs[0].start >= f[card("3-1")].legs[1].start
    # where they land is veiled meanwhile, and the layout is already final
    assert view.my_pile.veiled == {card("3-1"), card("3-3"), card("4-4"), card("4-1")}
    assert set(view.field_cards) == set(final["field"])
    assert set(view.hand_cards) == set(final["hand"])
    landing = f[card("3-3")].legs[-1].dst
    expected = view._rect_of(view.my_pile, view.my_pile.card_rect(card("3-3")))
    assert landing == expected
    settle_widgets()
    view.motion.anim.setCurrentTime(view.motion.anim.duration() // 2)
    view.grab()  # paints mid-flight
    view.finish_animation()
    assert not view.motion.running and not view.motion.isVisible()
    assert view.my_pile.veiled == set() and view.my_pile.cards == final["taken"][0]


def test_the_animation_ends_by_itself(qtbot, koikoi_font):
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state, fast=True)
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    view.show_view(GAME.view(state, 0), events)
    assert view.motion.running
    qtbot.waitUntil(lambda: not view.motion.running, timeout=3000)
    assert view.my_pile.veiled == set()


def test_fast_is_shorter(qtbot, koikoi_font):
    durations = {}
    for fast in (False, True):
        state = from_text(CAPTURES)
        view = make_view(qtbot, koikoi_font, state, fast)
        events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
        view.show_view(GAME.view(state, 0), events)
        durations[fast] = view.motion.duration()
        view.finish_animation()
    assert 0 < durations[True] < durations[False]


def test_the_opponents_card_turns_over_and_lands_on_the_field(qtbot, koikoi_font):
    state = from_text("turn: 1 " + CAPTURES.replace("stock: 4-4", "stock: 12-1"))
    view = make_view(qtbot, koikoi_font, state)
    events = GAME.act(state, 1, {"type": "play", "card": card("7-1")}, 0)
    assert events[0]["taken"] == [] and events[1]["taken"] == []
    view.show_view(GAME.view(state, 0), events)
    f = flights(view)
    assert f[card("7-1")].face_down and f[card("12-1")].face_down
    assert view.field_cards[card("7-1")].veiled and view.field_cards[card("12-1")].veiled
    assert f[card("7-1")].legs[-1].dst == view._rect_of(view.field_cards[card("7-1")])
    view.finish_animation()
    assert not any(w.veiled for w in view.field_cards.values())


def test_field_cards_keep_their_places(qtbot, koikoi_font):
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    before = dict(view.field_slots)
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    view.show_view(GAME.view(state, 0), events)
    view.finish_animation()
    assert all(view.field_slots[c] == before[c] for c in view.field_slots)


def test_a_new_view_mid_animation_waits_its_turn_and_clicks_still_work(qtbot, koikoi_font):
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    mine = GAME.view(state, 0)
    view.show_view(mine, events)
    view.motion.anim.setCurrentTime(view.motion.anim.duration() // 3)
    v = GAME.view(state, 1)
    events = GAME.act(state, 1, GAME.cpu_choose(v, "easy", random.Random(1), 0.01), 0)
    newest = GAME.view(state, 0)
    view.show_view(newest, events)
    # the CPU's move waits until mine has settled, so it is seen after it, not over it
    assert view.view == as_shown(mine) and view.queue  # as the bridge rendered it
    view.finish_animation()
    assert view.view == as_shown(newest)
    settle_widgets()
    assert set(view.field_cards) == set(newest["field"])
    assert set(view.hand_cards) == set(newest["hand"])
    assert view.opponent_pile.cards == newest["taken"][1] and view.opponent_pile.veiled == set()
    assert not any(w.veiled for w in view.field_cards.values())
    # my turn again: while the opponent's move is still flying, my hand answers clicks
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    view.show_view(GAME.view(state, 0), GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0))
    v = GAME.view(state, 1)
    events = GAME.act(state, 1, GAME.cpu_choose(v, "easy", random.Random(1), 0.01), 0)
    newest = GAME.view(state, 0)
    view.show_view(newest, events)
    view.motion.finish()  # mine has settled: after a pause the CPU's move flies
    qtbot.waitUntil(lambda: view.view == as_shown(newest) and view.motion.running, timeout=3000)
    assert view.motion.testAttribute(Qt.WA_TransparentForMouseEvents)
    play = next(a for a in newest["legal"] if a["type"] == "play" and "target" not in a)
    with qtbot.waitSignal(view.action_requested, timeout=1000) as blocker:
        qtbot.mouseClick(view.hand_cards[play["card"]], Qt.LeftButton)
    assert blocker.args[0] == play
