"""The koi-koi table through real widgets (pytest-qt, offscreen): play rounds by clicking."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from client.games.koikoi import GAME_VIEW
from client.games.koikoi.view import KoikoiView
from protocol.texts import in_japanese
from server.games.koikoi import GAME
from server.games.koikoi.notation import card, from_text
from tests.games.bridged import as_the_bridge_sends

pytestmark = pytest.mark.gui


def make_view(qtbot, koikoi_font, seat=0) -> KoikoiView:
    view = as_the_bridge_sends(GAME_VIEW(seat))
    qtbot.addWidget(view)
    view.resize(1000, 720)
    view.set_seats(
        [
            {"name": "たろう", "kind": "human", "connected": True, "you": seat == 0},
            {"name": "CPU", "kind": "cpu", "connected": True, "you": seat == 1},
        ]
    )
    view.show()
    return view


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.LeftButton)


def act_by_clicking(qtbot, view: KoikoiView, action: dict) -> dict:
    """Perform ``action`` with the mouse, as a player would, and return what the view emitted."""
    with qtbot.waitSignal(view.action_requested, timeout=1000) as blocker:
        kind = action["type"]
        if kind == "play":
            click(qtbot, view.hand_cards[action["card"]])
            if "target" in action:
                assert view.target_cards() == {
                    a["target"] for a in view.view["legal"] if a.get("card") == action["card"]
                }
                assert view.field_cards[action["target"]].glow == "green"
                click(qtbot, view.field_cards[action["target"]])
        elif kind == "choose":
            assert view.field_cards[action["target"]].glow == "green"
            click(qtbot, view.field_cards[action["target"]])
        elif kind == "koikoi":
            assert view.koikoi_button.isVisible()
            click(qtbot, view.koikoi_button)
        elif kind == "shobu":
            assert view.shobu_button.isVisible()
            click(qtbot, view.shobu_button)
        elif kind == "next":
            assert view.score_panel.isVisible() and view.score_panel.next_button.isVisible()
            click(qtbot, view.score_panel.next_button)
    return blocker.args[0]


def test_play_two_rounds_through_the_window(qtbot, koikoi_font):
    state = GAME.new({"rule": "mankai", "rounds": 3}, 2, 21)
    view = make_view(qtbot, koikoi_font)
    view.show_view(GAME.view(state, 0), [])
    rng = random.Random(5)
    rounds_seen = set()
    for _ in range(400):
        if GAME.result(state) is not None or len(rounds_seen) > 2:
            break
        rounds_seen.add(state.round_no)
        for seat in GAME.waiting_on(state):
            v = GAME.view(state, seat)
            if seat == 0:
                wanted = rng.choice(v["legal"])
                # Gold glow: exactly the playable hand cards with a same-month field card.
                if v["phase"] == "play":
                    months = {c // 4 for c in v["field"]}
                    gold = {c for c, w in view.hand_cards.items() if w.glow == "gold"}
                    assert gold == {c for c in v["hand"] if c // 4 in months}
                emitted = act_by_clicking(qtbot, view, wanted)
                assert emitted == wanted
                events = GAME.act(state, 0, emitted, 0.0)
            else:
                events = GAME.act(state, 1, GAME.cpu_choose(v, "easy", rng, 0.01), 0.0)
            view.show_view(GAME.view(state, 0), events)
            view.finish_animation()  # the window paces views behind its animations
            if state.phase in ("play", "choose", "decide") and state.turn == 1:
                assert not view.koikoi_button.isVisible() and not view.shobu_button.isVisible()
    assert len(rounds_seen) >= 2  # at least one round ended and the next began through the window


def test_choice_of_capture_needs_a_second_click_and_a_second_click_on_the_hand_cancels(
    qtbot, koikoi_font
):
    state = from_text("hand0: 1-3 2-3 hand1: 4-3 4-4 field: 1-1 1-2 5-1 stock: 12-2")
    view = make_view(qtbot, koikoi_font)
    view.show_view(GAME.view(state, 0), [])
    assert view.hand_cards[card("1-3")].glow == "gold"
    assert view.hand_cards[card("2-3")].glow is None  # playable, but it captures nothing
    emitted = []
    view.action_requested.connect(emitted.append)
    click(qtbot, view.hand_cards[card("1-3")])
    assert emitted == []
    assert {c for c, w in view.field_cards.items() if w.glow == "green"} == {
        card("1-1"),
        card("1-2"),
    }
    click(qtbot, view.field_cards[card("5-1")])  # not a target: nothing happens
    assert emitted == []
    click(qtbot, view.hand_cards[card("1-3")])  # cancel
    assert view.selected is None and not any(w.glow for w in view.field_cards.values())
    click(qtbot, view.hand_cards[card("1-3")])
    click(qtbot, view.field_cards[card("1-2")])
    assert emitted == [{"type": "play", "card": card("1-3"), "target": card("1-2")}]


def test_koikoi_and_shobu_buttons_only_when_legal_and_score_screen(qtbot, koikoi_font):
    state = from_text("hand0: 3-1 4-3 hand1: 6-3 6-4 field: 3-3 taken0: 1-1 8-1 12-1 stock: 5-4")
    view = make_view(qtbot, koikoi_font)
    view.show_view(GAME.view(state, 0), [])
    assert not view.koikoi_button.isVisible() and not view.shobu_button.isVisible()
    events = GAME.act(
        state, 0, act_by_clicking(qtbot, view, {"type": "play", "card": card("3-1")}), 0
    )
    view.show_view(GAME.view(state, 0), events)
    view.finish_animation()
    assert view.koikoi_button.isVisible() and view.shobu_button.isVisible()
    events = GAME.act(state, 0, act_by_clicking(qtbot, view, {"type": "shobu"}), 0)
    view.show_view(GAME.view(state, 0), events)
    view.finish_animation()
    assert view.score_panel.isVisible()
    text = view.score_panel.yaku.text() + view.score_panel.steps.text()
    assert "四光" in text and "→ 8点" in text and "→ 16点" in text
    assert "16" in view.score_panel.totals.text()


def test_opponent_face_click_shows_the_introduction_and_no_hidden_cards_for_spectators(
    qtbot, koikoi_font
):
    state = GAME.new({}, 2, 3)
    view = make_view(qtbot, koikoi_font, seat=None)
    view.show_view(GAME.view(state, None), [])
    assert view.hand_cards == {}  # a spectator sees backs only
    assert view.intro.isVisible()  # the opponent is introduced before the match
    click(qtbot, view.intro)
    assert not view.intro.isVisible()
    click(qtbot, view.opponent_bar.face)
    assert view.intro.isVisible()
    intro = GAME.view(state, None)["characters"][1]["intro"]
    assert in_japanese(intro) in view.intro.text()


def test_the_introduction_steps_aside_when_play_begins_or_after_a_while(qtbot, koikoi_font):
    state = GAME.new({}, 2, 3)
    seat = state.turn
    view = make_view(qtbot, koikoi_font, seat=seat)
    view.show_view(GAME.view(state, seat), [])
    assert view.intro.isVisible() and view.intro_timer.isActive()
    act_by_clicking(qtbot, view, view.view["legal"][0])
    assert not view.intro.isVisible()

    click(qtbot, view.opponent_bar.face)
    assert view.intro.isVisible()
    view.intro_timer.setInterval(10)
    view.intro_timer.start()
    qtbot.waitUntil(lambda: not view.intro.isVisible(), timeout=2000)


def test_hovering_a_hand_card_lights_the_field_cards_it_would_take(qtbot, koikoi_font):
    """Issue 36: the pointer on a hand card lights the field cards of its month (light blue); off it,
    they go dark again; a card with nothing to take lights nothing."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    state = from_text("hand0: 1-3 2-3 5-2 hand1: 4-3 4-4 field: 1-1 1-2 5-1 7-1 stock: 12-2")
    view = make_view(qtbot, koikoi_font)
    view.show_view(GAME.view(state, 0), [])

    def enter(card: int) -> None:
        QApplication.sendEvent(view.hand_cards[card], QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))

    def lit() -> set[int]:
        return {c for c, w in view.field_cards.items() if w.glow == "hint"}

    enter(card("1-3"))
    assert lit() == {card("1-1"), card("1-2")}  # two of its month: either may be taken
    QApplication.sendEvent(view.hand_cards[card("1-3")], QEvent(QEvent.Type.Leave))
    assert lit() == set()
    enter(card("5-2"))
    assert lit() == {card("5-1")}
    enter(card("2-3"))
    assert lit() == set()
    events = GAME.act(state, 0, {"type": "play", "card": card("2-3")}, 0.0)
    view.show_view(GAME.view(state, 0), events)  # the opponent's turn: I take nothing now
    view.finish_animation()
    enter(card("5-2"))
    assert lit() == set()
