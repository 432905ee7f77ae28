"""The koi-koi table animates plays, captures and the stock card from the events over the final
layout (pytest-qt, offscreen), with the view's motion layer (client/games/motion.py): the view
dict is always what the widgets show, and a new view is shown at once."""

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
    return {s.key: s for s in view.motion.sprites}


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
    assert len(f[card("3-1")].legs) == 2 and not f[card("3-1")].face_down_before()
    assert len(f[card("3-3")].legs) == 1
    # the drawn card turns over where it lies and is held up to be seen, then goes onto its
    # match and to the pile
    drawn = f[card("4-4")]
    assert drawn.face_down_before() and len(drawn.legs) == 3 and drawn.legs[0].turn
    assert drawn.legs[0].start >= f[card("3-1")].legs[0].end
    assert drawn.legs[1].start - drawn.legs[0].end >= 0.5  # the pause to see it
    assert drawn.legs[0].dst.width() > drawn.legs[0].src.width()
    # where they land is veiled meanwhile, and the layout is already final
    assert view.my_pile.veiled == {card("3-1"), card("3-3"), card("4-4"), card("4-1")}
    assert set(view.field_cards) == set(final["field"])
    assert set(view.hand_cards) == set(final["hand"])
    landing = f[card("3-3")].legs[-1].dst
    expected = view._rect_of(view.my_pile, view.my_pile.card_rect(card("3-3")))
    assert landing == expected
    settle_widgets()
    view.motion.seek(view.motion.units / 2)
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
        durations[fast] = view.motion.duration_ms()
        view.finish_animation()
    assert 0 < durations[True] < durations[False]


def test_the_opponents_card_turns_over_and_lands_on_the_field(qtbot, koikoi_font):
    state = from_text("turn: 1 " + CAPTURES.replace("stock: 4-4", "stock: 12-1"))
    view = make_view(qtbot, koikoi_font, state)
    events = GAME.act(state, 1, {"type": "play", "card": card("7-1")}, 0)
    assert events[0]["taken"] == [] and events[1]["taken"] == []
    view.show_view(GAME.view(state, 0), events)
    f = flights(view)
    assert f[card("7-1")].face_down_before() and f[card("12-1")].face_down_before()
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


def test_a_new_view_mid_animation_is_shown_at_once_and_clicks_still_work(qtbot, koikoi_font):
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    mine = GAME.view(state, 0)
    view.show_view(mine, events)
    view.motion.seek(view.motion.units / 3)
    v = GAME.view(state, 1)
    events = GAME.act(state, 1, GAME.cpu_choose(v, "easy", random.Random(1), 0.01), 0)
    newest = GAME.view(state, 0)
    view.show_view(newest, events)
    # nothing waits for a motion: my move jumped to its end, the CPU's flies now
    assert view.view == as_shown(newest) and view.motion.running  # as the bridge rendered it
    assert {s.key for s in view.motion.sprites} >= {events[0]["card"]}
    settle_widgets()
    assert set(view.field_cards) == set(newest["field"])
    assert set(view.hand_cards) == set(newest["hand"])
    assert view.opponent_pile.cards == newest["taken"][1]
    view.finish_animation()
    assert view.opponent_pile.veiled == set()
    assert not any(w.veiled for w in view.field_cards.values())
    # while the opponent's move is still flying, my hand answers clicks
    view.show_view(GAME.view(state, 0), [])
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    view.show_view(GAME.view(state, 0), GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0))
    v = GAME.view(state, 1)
    events = GAME.act(state, 1, GAME.cpu_choose(v, "easy", random.Random(1), 0.01), 0)
    newest = GAME.view(state, 0)
    view.show_view(newest, events)
    assert view.motion.running
    assert view.motion.testAttribute(Qt.WA_TransparentForMouseEvents)
    play = next(a for a in newest["legal"] if a["type"] == "play" and "target" not in a)
    with qtbot.waitSignal(view.action_requested, timeout=1000) as blocker:
        qtbot.mouseClick(view.hand_cards[play["card"]], Qt.LeftButton)
    assert blocker.args[0] == play


def test_a_yaku_is_announced(qtbot, koikoi_font):
    state = from_text(CAPTURES)
    view = make_view(qtbot, koikoi_font, state)
    events = GAME.act(state, 0, {"type": "play", "card": card("3-1")}, 0)
    events = events + [{"type": "yaku", "seat": 0, "yaku": ["三光"], "total": 5}]
    view.show_view(GAME.view(state, 0), events)
    assert [b.text for b in view.motion.banners] == ["三光"]
    assert "たろう" in view.motion.banners[0].detail and "5" in view.motion.banners[0].detail
