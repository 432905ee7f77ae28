"""The daifugō table window, driven through real widgets with pytest-qt (offscreen)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase

from client.games import view_class
from client.games.daifugo import GAME_VIEW
from client.games.daifugo.view import face_key
from server.games.daifugo import GAME
from server.games.daifugo.notation import from_text
from tests.games.bridged import as_the_bridge_sends

pytestmark = pytest.mark.gui

FONT = Path(__file__).resolve().parents[3] / "client" / "resources" / "fonts" / "ipaexg.ttf"
SEATS = [{"name": n, "kind": k, "connected": c, "you": i == 0, "cpu_playing": False}
         for i, (n, k, c) in enumerate([("わたし", "human", True), ("CPU1", "cpu", True),
                                         ("はなこ", "human", False), ("CPU3", "cpu", True)])]


@pytest.fixture(scope="module", autouse=True)
def font(qapp):
    QFontDatabase.addApplicationFont(str(FONT))


def make_view(qtbot, seat=0):
    w = as_the_bridge_sends(GAME_VIEW(seat))
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.set_seats(SEATS)
    w.show()
    return w


def click_cards(qtbot, w, cards):
    order = w.hand.cards()
    for c in cards:
        rect = w.hand.card_rect(order.index(c))
        # click the visible left strip of the card (later cards overlap the right part)
        qtbot.mouseClick(w.hand, Qt.MouseButton.LeftButton,
                         pos=rect.topLeft().toPoint() + rect.center().toPoint()
                         - rect.center().toPoint() + type(rect.topLeft().toPoint())(5, 40))


def test_registry_finds_the_view():
    assert view_class("daifugo") is GAME_VIEW


def test_play_a_hand_through_the_window(qtbot):
    state = GAME.new({"hands": 2}, 4, seed=5)
    w = make_view(qtbot, 0)
    rng = random.Random(3)
    clicks = 0
    for _ in range(2000):
        if GAME.result(state) is not None or state.hand_no > 1:
            break
        w.show_view(GAME.view(state, 0), [])
        waiting = GAME.waiting_on(state)
        if 0 in waiting:
            legal = GAME.view(state, 0)["legal"]
            kinds = {a["type"] for a in legal}
            if "play" in kinds:
                plays = [a for a in legal if a["type"] == "play"]
                target = rng.choice(plays) if rng.random() < 0.7 else None
                if target is None and "pass" in kinds:
                    assert w.pass_button.isEnabled()
                    with qtbot.waitSignal(w.action_requested) as sig:
                        qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
                else:
                    target = target or plays[0]
                    assert not w.play_button.isEnabled()  # nothing selected yet
                    click_cards(qtbot, w, target["cards"])
                    assert face_key(w.hand.selected()) == face_key(target["cards"])
                    assert w.play_button.isEnabled()
                    with qtbot.waitSignal(w.action_requested) as sig:
                        qtbot.mouseClick(w.play_button, Qt.MouseButton.LeftButton)
                    clicks += 1
            elif "pass" in kinds:
                with qtbot.waitSignal(w.action_requested) as sig:
                    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
            elif "next" in kinds:
                assert w.next_button.isVisible() and w.next_button.isEnabled()
                with qtbot.waitSignal(w.action_requested) as sig:
                    qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
            action = sig.args[0]
            assert action in legal
            GAME.act(state, 0, action, 0.0)
        else:
            seat = waiting[0]
            GAME.act(state, seat, GAME.cpu_choose(GAME.view(state, seat), "easy", rng, 0.01), 0.0)
    assert state.hand_no == 2 and clicks > 0
    assert len(state.history) == 1
    # the score table shows the finished hand's points and the totals (in whichever layout)
    w.show_view(GAME.view(state, 0), [])
    table = w.scores
    cells = [table.item(r, c).text() for r in range(table.rowCount())
             for c in range(table.columnCount()) if table.item(r, c) is not None]
    assert sorted(cells) == sorted([f"{p:+d}" for p in state.history[0]["points"]]
                                   + [str(t) for t in state.totals])


def test_illegal_selection_keeps_play_disabled(qtbot):
    state = from_text("hand0: H5 S7 C9\nhand1: S4 S6\nhand2: C3\nhand3: D3\nfield: D6 by 1\nturn: 0")
    w = make_view(qtbot)
    w.show_view(GAME.view(state, 0), [])
    click_cards(qtbot, w, ["H5#0"])
    assert not w.play_button.isEnabled()  # 5 does not beat 6
    click_cards(qtbot, w, ["H5#0", "S7#0"])  # unselect 5, select 7
    assert w.hand.selected() == ["S7#0"] and w.play_button.isEnabled()
    click_cards(qtbot, w, ["C9#0"])
    assert not w.play_button.isEnabled()  # 7 + 9 is no form
    assert w.pass_button.isEnabled()


def test_sort_toggle_and_indicators_and_disconnected(qtbot):
    state = from_text("hand0: C3 S2 H5 D5 JK SA\nhand1: S4 S6\nhand2: C4\nhand3: D3\n"
                      "field: H4 by 1\nturn: 0\nrevolution: yes\nlock: H\nprev: 1 2 3 4\n"
                      "settings: eleven_back=on")
    state.eleven_back = True
    w = make_view(qtbot)
    w.show_view(GAME.view(state, 0), [])
    assert w.hand.cards()[0] == "C3#0"  # by strength (the host sorts)
    qtbot.mouseClick(w.sort_button, Qt.MouseButton.LeftButton)
    assert [c[0] for c in w.hand.cards()[:2]] == ["S", "S"]
    assert w.sort_button.text() == "強さ順"
    texts = w.table.indicator_texts(GAME.view(state, 0))
    assert texts == ["革命中", "イレブンバック", "縛り ♥"]
    assert w.table.title_text(GAME.view(state, 0)["titles"][2]) == "貧民"
    w.table.grab()  # paints without error, 切断中 for seat 2
    assert not w.seats[2]["connected"]


def test_exchange_give_through_the_window(qtbot):
    state = GAME.new({"hands": 2, "exchange": True}, 4, seed=2)
    rng = random.Random(0)
    while state.phase != "exchange":
        seat = GAME.waiting_on(state)[0]
        GAME.act(state, seat, rng.choice(GAME.view(state, seat)["legal"]), 0.0)
    giver = state.pending_gives[0][0]
    w = make_view(qtbot, giver)
    view = GAME.view(state, giver)
    w.show_view(view, [])
    assert w.give_button.isVisible() and not w.give_button.isEnabled()
    target = view["legal"][-1]
    click_cards(qtbot, w, target["cards"])
    with qtbot.waitSignal(w.action_requested) as sig:
        qtbot.mouseClick(w.give_button, Qt.MouseButton.LeftButton)
    assert face_key(sig.args[0]["cards"]) == face_key(target["cards"])
    GAME.act(state, giver, sig.args[0], 0.0)


def test_spectator_and_hand_result(qtbot, tmp_path):
    state = GAME.new({"hands": 1}, 5, seed=9)
    rng = random.Random(1)
    while GAME.result(state) is None:
        seat = GAME.waiting_on(state)[0]
        GAME.act(state, seat, GAME.cpu_choose(GAME.view(state, seat), "normal", rng, 0.01), 0.0)
    w = make_view(qtbot, None)
    w.show_view(GAME.view(state, None), [])
    assert w.hand.cards() == []
    assert not w.play_button.isEnabled() and not w.next_button.isEnabled()
    assert w.hint_text() == "対戦が終わりました"
    w.grab().save(str(tmp_path / "daifugo.png"))


def test_the_score_table_names_a_cpu_without_its_level_in_either_language():
    from client.games.daifugo.score_table import short_name

    assert short_name("CPU1（つよい）") == short_name("CPU1 (Strong)") == "CPU1"
    assert short_name("はなこ") == "はなこ" and short_name("Bob") == "Bob"
