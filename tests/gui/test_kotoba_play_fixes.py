"""ことばカード as a player met it in the real app (QA of seed 001): the settings form, the
scores a board shows, the result of each mode, the hand after a rejected word, the dictionary
answer after the turn, and a table that grows with a large screen (pytest-qt, offscreen)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QSpinBox

from client.ui.settings_form import SettingsForm
from server.games.kotoba.engine import KotobaGame

from .samples import described
from .test_kotoba_view import (
    HAND,
    a_vote,
    exchanges,
    field_view,
    make_view,
    narabe_view,
    placed,
)

pytestmark = pytest.mark.gui


def test_hand_size_is_greyed_out_in_narabe(qtbot: Any) -> None:
    """Seed: ならべる always deals seven; 手札の枚数 only means something in あわせる/かさねる."""
    schema = [s.to_wire() for s in KotobaGame().settings]
    form = SettingsForm(schema)
    qtbot.addWidget(form)
    hand_size = form.editors["hand_size"]
    assert isinstance(hand_size, QSpinBox)
    assert form.values()["mode"] == "narabe"
    assert not hand_size.isEnabled()
    for mode in ("awase", "kasane"):
        form.set_values({**form.values(), "mode": mode})
        assert hand_size.isEnabled(), mode


@pytest.mark.parametrize("mode", ["awase", "kasane"])
def test_turn_mode_result_counts_cards_not_points(qtbot: Any, mode: str) -> None:
    """あわせる/かさねる score nothing: the result's points are the cards left (VIEW.md)."""
    view = make_view(qtbot, seat=0)
    result = {"ranks": [3, 1, 1], "points": [3, 0, 0], "reason": "手札がなくなった人が出て、一巡しました。",
              "winners": [1, 2]}
    view.show_view(field_view(mode, phase="finished", result=result, legal=[]), [])
    text = view.result_panel.table.text()
    assert "手札3枚" in text and "手札0枚" in text
    assert "3点" not in text and "0点" not in text


def test_narabe_result_says_what_cost_points(qtbot: Any) -> None:
    """The penalty counts rejected and unlaid cards too, so it is not called 孤立 (alone)."""
    view = make_view(qtbot, seat=0, seats=2)
    result = {"ranks": [1, 2], "points": [1, -2], "reason": "3分が過ぎ、判定が終わりました。",
              "winners": [0], "detail": [{"words": ["ほうしん"], "loose": 1},
                                         {"words": [], "loose": 2}]}
    view.show_view(narabe_view(phase="finished", result=result, legal=[]), [])
    text = view.result_panel.table.text()
    assert "失点1" in text and "失点2" in text
    assert "孤立" not in text
    assert "1点" in text


def test_board_lines_show_rejected_words_and_unlaid_cards_as_losses(qtbot: Any) -> None:
    """rules.md 「ならべる」: a rejected word's cards and the cards never laid cost 1 point each."""
    view = make_view(qtbot, seat=0, seats=2)
    board = [placed(1, "しや", "はん", 0, 0, z=1), placed(2, "はん", "かい", 2, 0, z=2),
             placed(3, "やさ", "いと", 0, 2, z=3), placed(6, "さか", "うみ", 2, 2, z=4)]
    lines = [{"cells": [[0, 0], [1, 0], [2, 0], [3, 0]], "kana": "しやはん", "word": "じゃばん",
              "kind": "word", "cards": [1, 2], "status": "rejected"},
             {"cells": [[0, 2], [1, 2], [2, 2], [3, 2]], "kana": "やさいと", "word": "やさいと",
              "kind": "word", "cards": [3, 6], "status": "accepted"}]
    state = narabe_view(board=board, lines=lines, legal=[], phase="finished",
                        hand_counts=[7, 7], scores=[-3, 0])
    view.show_view(state, [])
    text = view.lines_label.text()
    assert "−2点" in text and "不成立" in text  # じゃばん: two cards lost, not "+2"
    assert "置いていない3枚" in text and "−3点" in text  # seven held, four laid


def test_a_rejected_card_comes_back_with_the_face_it_was_laid_with(qtbot: Any) -> None:
    view = make_view(qtbot, seat=0)
    view.show_view(field_view("kasane"), [])
    view._hand_flipped(5)  # せん turned over: laid as てい
    assert view.hand.card(5).printed == "てい"
    others = [c for c in HAND if c["id"] != 5]
    laid = placed(5, "せん", "てい", 2, 0, face=1, z=3, pending=True)
    vote = a_vote(by=0)
    view.show_view(field_view("kasane", vote=vote, turn=0, hand=others,
                              field=[*field_view()["field"], laid],
                              legal=exchanges([c["id"] for c in others])), [])
    view.show_view(field_view("kasane", turn=1), [{"type": "taken_back", "seat": 0, "cards": [5]}])
    assert view.hand.card(5).printed == "てい"


def test_the_dictionary_answer_goes_with_the_turn(qtbot: Any) -> None:
    view = make_view(qtbot, seat=0)
    view.show_view(field_view(), [])
    view.show_view(field_view(), [{"type": "hint", "to": 0, "word": "かい", "known": True}])
    assert "辞書にあります" in view.actions.hint_answer.text()
    view.show_view(field_view(turn=1), [{"type": "pass", "seat": 0, "auto": False}])
    assert view.actions.hint_answer.text() == ""


def test_the_table_grows_with_a_large_screen(qtbot: Any) -> None:
    """On a 2560×1440 screen the text, the side column, the hand and the vote are about twice
    a laptop's; on a laptop they stay as they were."""
    from client.games.kotoba.view import scale_for

    assert scale_for(1250, 600) == 1.0
    assert scale_for(2540, 1290) == 2.0
    small = make_view(qtbot, seat=0, size=(1250, 600))
    large = make_view(qtbot, seat=0, size=(2540, 1290))
    vote = a_vote(by=1)
    for view in (small, large):
        view.show_view(field_view(vote=vote, turn=1, legal=[{"type": "vote", "accept": True},
                                                            {"type": "vote", "accept": False}]), [])
        qtbot.wait(10)
    assert small.scale == 1.0 and large.scale == 2.0
    assert large.side_scroll.width() >= 2 * small.side_scroll.width() - 2
    assert large.actions.play_button.font().pixelSize() >= 2 * small.actions.play_button.font().pixelSize() - 1
    assert large.status.font().pixelSize() >= 2 * small.status.font().pixelSize() - 1
    assert large.vote_panel.word.tile() > 1.8 * small.vote_panel.word.tile()
    small_card = small.hand.card_rect(HAND[0]["id"])
    large_card = large.hand.card_rect(HAND[0]["id"])
    assert small_card is not None and large_card is not None
    assert large_card.height() > 1.5 * small_card.height()
    assert large.board.rest_cell() > small.board.rest_cell()



def test_the_help_says_what_turning_does_in_each_mode(qtbot: Any) -> None:
    """あわせる turns a card by 90°; かさねる only upside down (its words are horizontal)."""
    view = make_view(qtbot, seat=0)
    view.show_view(field_view("awase"), [])
    assert "右クリックかRで回転" in view.actions.help.text()
    view.show_view(field_view("kasane"), [])
    assert "上下反転" in view.actions.help.text()
    assert "回転" not in view.actions.help.text()


def test_the_table_windows_result_counts_cards_in_the_turn_modes(qtbot: Any, settings: Any) -> None:
    """The result beside the table says what the game counts: あわせる/かさねる the cards still
    held, not points (the table window asks the game's view, GameView.points_text)."""
    from client.ui.main_window import MainWindow

    from .fake_bridge import FakeBridge
    from .samples import seat, table, welcome

    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.show()
    window.mode = "client"
    game = KotobaGame()
    hello = welcome()
    hello["games"].append({**described(game), "min_seats": 1, "max_seats": 6, "default_seats": 3,
                           "cpu_levels": []})
    bridge.welcomed.emit(hello)
    seats = [seat("たろう", ready=True), seat("はなこ"), seat("じろう")]
    kotoba = table(game="kotoba", title=game.title, settings={"mode": "awase"}, seats=seats,
                   status="playing")
    bridge.table_changed.emit(kotoba)
    bridge.view_received.emit({"type": "view", "table": "t1", "seq": 1, "view": field_view("awase"),
                               "events": []})
    result = {"ranks": [3, 1, 1], "points": [3, 0, 0], "reason": "一巡しました。"}
    bridge.table_changed.emit({**kotoba, "status": "finished", "result": result})
    text = window.table_page.result_label.text()
    assert "1位　はなこ（手札0枚）" in text and "3位　たろう（手札3枚）" in text
    assert "点" not in text


def test_the_unlaid_cards_have_a_line_of_their_own_under_the_heading(qtbot: Any) -> None:
    """At the start of ならべる nothing is laid: 「置いていない7枚 −7点」 stands on its own line,
    not run into the heading 「読める列」 (seen at 1366×768: 「読める列置いていない7枚」)."""
    from PySide6.QtGui import QTextDocument

    view = make_view(qtbot, seat=0, seats=2)
    view.show_view(narabe_view(board=[], lines=[], hand_counts=[7, 7]), [])
    document = QTextDocument()
    document.setHtml(view.lines_label.text())
    block, texts = document.begin(), []
    while block.isValid():
        if block.text().strip():
            texts.append(block.text().strip())
        block = block.next()
    assert texts[0] == "読める列" and any(t.startswith("置いていない7枚") for t in texts[1:]), texts


def test_a_stalled_game_names_no_winner_and_the_players_as_the_table_does(qtbot: Any) -> None:
    """The stall rule ends the game with no winner: nobody is marked 勝ち, the places go by the
    cards left; every row names its player as the table's seats do (a CPU by its seat name)."""
    view = make_view(qtbot, seat=0)
    seats = [{"name": "たろう", "kind": "human", "connected": True, "you": True},
             {"name": "CPU1（やさしい）", "kind": "cpu", "connected": True, "you": False},
             {"name": "はなこ", "kind": "human", "connected": True, "you": False}]
    view.set_seats(seats)
    result = {"ranks": [2, 1, 3], "points": [3, 1, 4], "winners": [],
              "reason": "4巡つづけて単語が成立しませんでした。勝者はなく、残った手札の少ない順です。"}
    view.show_view(field_view("awase", phase="finished", result=result, legal=[]), [])
    panel = view.result_panel
    text = panel.table.text()
    assert "勝ち" not in text and "勝者はなく" in panel.reason.text()
    assert [row["seat"] for row in panel.rows] == [1, 0, 2]
    for name in ("たろう", "CPU1（やさしい）", "はなこ"):
        assert name in text
