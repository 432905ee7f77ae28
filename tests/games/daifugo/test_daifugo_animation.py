"""The daifugō table animates plays, field clears and revolutions from the events; the view dict
stays the final state (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase

from server.games import get
from server.games.daifugo.notation import from_text
from tests.games.bridged import as_the_bridge_sends
from tests.gui.samples import as_shown

pytestmark = pytest.mark.gui

GAME = get("daifugo")
FONT = Path(__file__).resolve().parents[3] / "client" / "resources" / "fonts" / "ipaexg.ttf"
SEATS = [{"name": n, "kind": "cpu", "connected": True, "you": i == 0}
         for i, n in enumerate(["わたし", "CPU1", "CPU2", "CPU3"])]
START = "hand0: H5 S8 C9 D9\nhand1: S4 H4 D4 C4 SK\nhand2: C3 HA\nhand3: D3 D5\n"


@pytest.fixture(scope="module", autouse=True)
def font(qapp):
    QFontDatabase.addApplicationFont(str(FONT))


def make_view(qtbot, state, fast=False):
    from client.games.daifugo import GAME_VIEW

    w = as_the_bridge_sends(GAME_VIEW(0))
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.set_seats(SEATS)
    w.set_animation_speed(fast)
    w.show()
    w.show_view(GAME.view(state, 0), [])
    return w


def sprites(w, key="field"):
    return [s for s in w.motion.sprites if s.key == key]


def banners(w):
    return [b.text for b in w.motion.banners]


def test_a_play_animates_and_lands_on_the_field(qtbot):
    state = from_text(START + "field: D6 H6 by 3\nturn: 0")
    w = make_view(qtbot, state)
    assert not w.motion.running
    hand_before = list(w.hand.cards())
    sources = {c: w.hand.card_rect(i).translated(w.hand.mapTo(w, w.hand.rect().topLeft()).toPointF())
               for i, c in enumerate(hand_before)}
    events = GAME.act(state, 0, {"type": "play", "cards": ["C9#0", "D9#0"]}, 0)
    w.show_view(GAME.view(state, 0), events)
    assert w.motion.running and w.motion.isVisible()
    moving = [s for s in sprites(w) if not s.legs[0].fade]
    beaten = [s for s in sprites(w) if s.legs[0].fade]
    # the slide starts at the cards' places in my hand, not at the field; the beaten pair fades
    assert sorted(s.legs[0].src.topLeft().toTuple() for s in moving) == \
        sorted(sources[c].topLeft().toTuple() for c in ("C9#0", "D9#0"))
    assert len(beaten) == 2
    assert len(hand_before) == 4 and len(w.hand.cards()) == 2  # the hand is final at once
    assert w.table.hides("field")  # the field is left to the cards in the air
    w.motion.seek(w.motion.units / 3)
    w.grab()  # paints mid-slide
    w.finish_animation()
    assert not w.motion.running and not w.table.hides("field")
    assert sorted(w.table.view["field"]["cards"]) == ["C9#0", "D9#0"]
    w.table.grab()


def test_the_animation_ends_by_itself(qtbot):
    state = from_text(START + "turn: 1")
    w = make_view(qtbot, state, fast=True)
    events = GAME.act(state, 1, {"type": "play", "cards": ["SK#0"]}, 0)
    w.show_view(GAME.view(state, 0), events)
    assert w.motion.running
    # someone else's card leaves their seat face down and turns over on the way
    assert sprites(w)[0].face_down_before()
    qtbot.waitUntil(lambda: not w.motion.running, timeout=2000)


def test_fast_is_shorter_and_a_clear_and_a_revolution_are_announced(qtbot):
    durations = {}
    for fast in (False, True):
        state = from_text(START + "turn: 1\nsettings: revolution=on")
        w = make_view(qtbot, state, fast)
        events = GAME.act(state, 1, {"type": "play", "cards": ["S4#0", "H4#0", "D4#0", "C4#0"]}, 0)
        assert any(e["type"] == "revolution" for e in events)
        w.show_view(GAME.view(state, 0), events)
        assert banners(w) == ["革命！"] and w.motion.banners[0].wash is not None
        durations[fast] = w.motion.duration_ms()
        w.finish_animation()
    assert 0 < durations[True] < durations[False]
    # 8切り: the slide, then the sweep; the field ends empty
    state = from_text(START + "field: D6 by 3\nturn: 0\nsettings: eight_cut=on")
    w = make_view(qtbot, state)
    events = GAME.act(state, 0, {"type": "play", "cards": ["S8#0"]}, 0)
    w.show_view(GAME.view(state, 0), events)
    eight = [s for s in sprites(w) if not s.legs[0].fade]
    assert len(eight) == 1 and len(eight[0].legs) == 2 and eight[0].legs[1].fade
    assert banners(w) == ["8切り！"]
    w.motion.seek(eight[0].legs[1].start + 0.5)
    w.grab()  # paints mid-sweep
    w.finish_animation()
    assert w.table.view["field"] is None


def test_everyone_passing_sweeps_the_old_field(qtbot):
    state = from_text(START + "field: D6 by 3\nturn: 0")
    w = make_view(qtbot, state)
    for seat in (0, 1, 2):
        events = GAME.act(state, seat, {"type": "pass"}, 0)
        w.show_view(GAME.view(state, 0), events)
    assert any(e["type"] == "clear" for e in events)
    swept = w.motion.sprites
    assert len(swept) == 1 and swept[0].legs[0].fade and swept[0].legs[0].rotate[1] > 0
    w.finish_animation()
    assert w.table.view["field"] is None


def test_a_new_view_mid_animation_shows_the_newest(qtbot):
    state = from_text(START + "turn: 1")
    w = make_view(qtbot, state)
    events = GAME.act(state, 1, {"type": "play", "cards": ["SK#0"]}, 0)
    w.show_view(GAME.view(state, 0), events)
    w.motion.seek(w.motion.units / 2)
    assert w.motion.running
    events = GAME.act(state, 2, {"type": "play", "cards": ["HA#0"]}, 0)
    newest = GAME.view(state, 0)
    w.show_view(newest, events)
    assert w.view == as_shown(newest) and w.table.view is w.view  # shown at once
    assert [s.legs[0].fade for s in sprites(w)] == [True, False]  # SK fades under HA
    w.finish_animation()
    assert w.table.view["field"]["cards"] == ["HA#0"]
    # a view with no events stops any animation at once
    w.show_view(GAME.view(state, 0), events)
    w.show_view(GAME.view(state, 0), [])
    assert not w.motion.running


def test_buttons_work_during_an_animation(qtbot):
    state = from_text(START + "field: D4 by 3\nturn: 1")
    w = make_view(qtbot, state)
    events = GAME.act(state, 1, {"type": "play", "cards": ["SK#0"]}, 0)
    events += GAME.act(state, 2, {"type": "pass"}, 0)
    events += GAME.act(state, 3, {"type": "pass"}, 0)
    w.show_view(GAME.view(state, 0), events)
    assert w.motion.running and w.pass_button.isEnabled()
