"""The ことばカード table through real widgets (pytest-qt, offscreen): cards dragged from the hand
onto the board, turned over with a double-click, turned with the right button and R, a word
declared and sent, votes cast, cards exchanged; every label readable at 1366×768 and larger.

The views are built by hand to server/games/kotoba/VIEW.md, the schema the table draws from."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QFontMetrics, QInputMethodEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QWidget,
)

from client.games import view_class
from client.games.kotoba import GAME_VIEW
from client.games.kotoba.model import Placed, hidden, line_reading, next_variant, runs
from client.games.kotoba.view import KotobaView

pytestmark = pytest.mark.gui

NAMES = ("たろう", "はなこ", "じろう", "さぶろう", "しろう", "ごろう")


# -- views as the host sends them (VIEW.md) ----------------------------------------------------------


def card(i: int, front: str, back: str) -> dict[str, Any]:
    return {"id": i, "front": front, "back": back}


def placed(i: int, front: str, back: str, x: int, y: int, d: str = "h", face: int = 0,
           rev: bool = False, z: int = 0, pending: bool = False) -> dict[str, Any]:
    kana = front if face == 0 else back
    return {"id": i, "front": front, "back": back, "face": face, "reversed": rev, "x": x, "y": y,
            "dir": d, "z": z, "kana": kana[::-1] if rev else kana, "shown": [0, 1],
            "pending": pending}


HAND = [card(1, "しや", "はん"), card(2, "はん", "かい"), card(3, "やさ", "いと"),
        card(4, "かせ", "りこ"), card(5, "せん", "てい"), card(6, "さか", "うみ"),
        card(7, "のも", "たつ")]
IDS = [c["id"] for c in HAND]
FIELD = [placed(20, "かい", "もの", 0, 0, z=1), placed(21, "しろ", "くに", 2, 0, "v", z=2)]


def exchanges(ids: list[int]) -> list[dict[str, Any]]:
    """A seat's complete exchange actions, one a hand card (VIEW.md)."""
    return [{"type": "exchange", "card": i} for i in ids]


def field_view(mode: str = "awase", *, seats: int = 3, you: int | None = 0, turn: int = 0,
               vote: dict[str, Any] | None = None, legal: list[dict[str, Any]] | None = None,
               templates: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    mine = turn == you and legal is None
    if legal is None:
        legal = ([{"type": "pass"}] if mine else []) + exchanges(IDS)
    if templates is None:
        dirs = ["h", "v"] if mode == "awase" else ["h"]
        templates = [{"type": "play", "cards": IDS, "dirs": dirs}, {"type": "hint"}] if mine else []
    view = {
        "mode": mode, "phase": "vote" if vote else "turn", "seats": seats, "you": you,
        "turn": turn, "start": 0, "now": 100.0, "deadline": 160.0,
        "hand": HAND if you is not None else None, "hand_counts": [7] * seats,
        "stock_count": 40, "discard_count": 3, "field": FIELD, "boards": [None] * seats,
        "lines": [None] * seats, "vote": vote, "scores": None, "done": [], "passed": [],
        "last_player": None, "exchanged": [0] * seats,
        "rejected": [], "settings": {"vote_time": 20, "hint": True, "hand_size": 7},
        "result": None, "legal": legal, "templates": templates,
    }
    view.update(extra)
    return view


def narabe_view(*, seats: int = 2, board: list[dict[str, Any]] | None = None,
                lines: list[dict[str, Any]] | None = None, legal: list[dict[str, Any]] | None = None,
                templates: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    board = board or []
    view = {
        "mode": "narabe", "phase": "arrange", "seats": seats, "you": 0, "turn": None,
        "start": None, "now": 10.0, "deadline": 190.0, "hand": HAND,
        "hand_counts": [7 - len(board)] + [7] * (seats - 1), "stock_count": 0,
        "discard_count": 0, "field": [], "boards": [board] + [None] * (seats - 1),
        "lines": [lines or []] + [None] * (seats - 1), "vote": None, "scores": [0] * seats,
        "done": [], "passed": [], "last_player": None, "exchanged": [0] * seats,
        "rejected": [], "settings": {"vote_time": 20, "hint": True, "hand_size": 7},
        "result": None, "legal": legal if legal is not None else [{"type": "done"}],
        "templates": templates if templates is not None else
        [] if legal is not None else [{"type": "arrange", "cards": IDS}, {"type": "hint"}],
    }
    view.update(extra)
    return view


# -- driving the table ----------------------------------------------------------------------------------


def make_view(qtbot: Any, seat: int | None = 0, seats: int = 3, size: tuple[int, int] = (1090, 620)
              ) -> KotobaView:
    view = GAME_VIEW(seat)
    view.set_seats([{"name": NAMES[s], "kind": "human", "connected": True, "you": s == seat}
                    for s in range(seats)])
    view.set_sound(False)
    view.resize(*size)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def board_point(view: KotobaView, cell: tuple[int, int], grab: QPointF) -> QPointF:
    """Where to let go of a card held at ``grab`` (cells into it) so it lies at ``cell``."""
    board = view.board
    return board.cell_rect(cell).topLeft() + grab * board.cell


def drag_from_hand(qtbot: Any, view: KotobaView, card_id: int, cell: tuple[int, int]) -> None:
    """Press on a hand card, move over the board and let go so the card lies at ``cell``."""
    hand, board = view.hand, view.board
    rect = hand.card_rect(card_id)
    assert rect is not None, f"card {card_id} is not in the hand"
    start = rect.center().toPoint()
    grab = (QPointF(start) - rect.topLeft()) / rect.height()
    local = board_point(view, cell, grab).toPoint()
    assert board.rect().contains(local), f"cell {cell} is off the board"
    target = board.mapToGlobal(local)
    qtbot.mousePress(hand, Qt.LeftButton, pos=start)
    qtbot.mouseMove(hand, start + QPoint(12, -12))
    qtbot.mouseMove(hand, hand.mapFromGlobal(target))
    if board.editable:  # while held over the board, it shows where the card would land
        assert board._ghost is not None and (board._ghost.x, board._ghost.y) == cell
    qtbot.mouseRelease(hand, Qt.LeftButton, pos=hand.mapFromGlobal(target))
    assert board._ghost is None


def card_centre(view: KotobaView, card_id: int) -> QPoint:
    card = next(c for c in view.board.all_cards() if c.id == card_id)
    return view.board.rect_of(card).center().toPoint()


def pending(view: KotobaView, card_id: int) -> Placed:
    return next(c for c in view.board.pending if c.id == card_id)


def sent(qtbot: Any, view: KotobaView, do: Any) -> dict[str, Any]:
    with qtbot.waitSignal(view.action_requested, timeout=1000) as blocker:
        do()
    return blocker.args[0]


# -- tests ----------------------------------------------------------------------------------------------


def test_registry_finds_the_view() -> None:
    assert view_class("kotoba") is GAME_VIEW


def test_model_reads_and_turns_cards() -> None:
    a = Placed(1, "しや", "はん", x=0, y=0)
    b = Placed(2, "やさ", "いと", x=2, y=0, z=1)
    # turning steps through the four ways, anchored at the first cell
    turns = (("h", False), ("v", False), ("h", True), ("v", True))
    assert [a.turned(turns).dir, a.turned(turns).turned(turns).reversed] == ["v", True]
    assert a.turned((("h", False), ("h", True))).reversed is True
    assert a.turned((("h", False),)) == a
    assert Placed(1, "しや", "はん", reversed=True).kana_at() == {(0, 0): "や", (1, 0): "し"}
    assert a.flipped().printed == "はん"
    # a card laid over another hides the kana beneath: やさ + い(重) reads やさい
    under = Placed(3, "とい", "のも", x=3, y=0, z=0)
    assert line_reading([under], [b]) == "やさい"
    assert line_reading([under], [b, Placed(4, "かせ", "りこ", x=0, y=5)]) == ""  # no line
    assert runs([a, b]) == [((0, 0), "しややさ")]
    assert hidden([a, b, Placed(5, "かせ", "りこ", x=0, y=0, z=3)]) == [1]
    assert [next_variant(k) for k in "かはばぱつっや"] == list("がばぱはっづゃ")


def test_place_flip_turn_and_declare_in_awase(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view(), [])
    assert view.board.editable and view.hand.draggable
    drag_from_hand(qtbot, view, 1, (0, 1))
    laid = pending(view, 1)
    assert (laid.x, laid.y, laid.dir, laid.face) == (0, 1, "h", 0)
    assert laid.z > max(c.z for c in view.board.cards)  # later cards lie on top
    assert 1 not in {c.id for c in view.hand.shown()}  # it left the hand
    assert view.actions.word() == "しやろ"  # the entry starts from the line's visible kana
    # double-click turns it over, the right button turns it 90°, R turns it again
    qtbot.mouseDClick(view.board, Qt.LeftButton, pos=card_centre(view, 1))
    assert pending(view, 1).printed == "はん"
    qtbot.mouseClick(view.board, Qt.RightButton, pos=card_centre(view, 1))
    assert pending(view, 1).dir == "v"
    qtbot.keyClick(view.board, Qt.Key_R)
    assert (pending(view, 1).dir, pending(view, 1).reversed) == ("h", True)
    qtbot.keyClick(view.board, Qt.Key_R)
    qtbot.keyClick(view.board, Qt.Key_R)
    assert (pending(view, 1).dir, pending(view, 1).reversed) == ("h", False)
    # a second card from the hand, laid over the first's second cell: it lies on top
    drag_from_hand(qtbot, view, 3, (1, 1))
    assert pending(view, 3).z > pending(view, 1).z
    # the player reads the line and adds the 濁点 and small kana
    view.actions.entry.setText("じょばん")
    action = sent(qtbot, view, lambda: qtbot.mouseClick(view.actions.play_button, Qt.LeftButton))
    assert action == {
        "type": "play", "word": "じょばん",
        "cards": [{"id": 1, "x": 0, "y": 1, "dir": "h", "face": 1, "reversed": False},
                  {"id": 3, "x": 1, "y": 1, "dir": "h", "face": 0, "reversed": False}],
    }


def test_cards_move_snap_and_go_back_to_the_hand(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view(), [])
    drag_from_hand(qtbot, view, 2, (-3, 2))
    drag_from_hand(qtbot, view, 5, (2, 2))
    # drag the first laid card within the board: it snaps to the grid and goes on top
    start = card_centre(view, 2)
    to = view.board.cell_rect((0, 3)).topLeft() + QPointF(view.board.cell, view.board.cell / 2)
    qtbot.mousePress(view.board, Qt.LeftButton, pos=start)
    qtbot.mouseMove(view.board, to.toPoint())
    qtbot.mouseRelease(view.board, Qt.LeftButton, pos=to.toPoint() + QPoint(3, 2))
    moved = pending(view, 2)
    assert (moved.x, moved.y) == (0, 3)
    assert moved.z > pending(view, 5).z
    # dragged off the board it goes back to the hand
    outside = view.board.mapFromGlobal(view.hand.mapToGlobal(view.hand.rect().center()))
    qtbot.mousePress(view.board, Qt.LeftButton, pos=card_centre(view, 5))
    qtbot.mouseRelease(view.board, Qt.LeftButton, pos=outside)
    assert [c.id for c in view.board.pending] == [2]
    assert 5 in {c.id for c in view.hand.shown()}
    # 手札に戻す takes back every laid card
    qtbot.mouseClick(view.actions.take_back_button, Qt.LeftButton)
    assert view.board.pending == [] and len(view.hand.shown()) == 7
    # a hand card double-clicked is laid showing its other face
    qtbot.mouseDClick(view.hand, Qt.LeftButton, pos=view.hand.card_rect(4).center().toPoint())
    assert view.hand.card(4).printed == "りこ"
    drag_from_hand(qtbot, view, 4, (0, 3))
    assert pending(view, 4).face == 1


def test_kasane_turns_end_over_end_only(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view("kasane"), [])
    drag_from_hand(qtbot, view, 6, (0, 1))
    qtbot.mouseClick(view.board, Qt.RightButton, pos=card_centre(view, 6))
    assert (pending(view, 6).dir, pending(view, 6).reversed) == ("h", True)
    qtbot.keyClick(view.board, Qt.Key_R)
    assert (pending(view, 6).dir, pending(view, 6).reversed) == ("h", False)


def test_the_wheel_zooms_the_field(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view(), [])
    board = view.board
    before = board.cell

    def wheel(clicks: int) -> None:
        at = QPointF(board.point_of((0, 0)))
        event = QWheelEvent(at, QPointF(board.mapToGlobal(at.toPoint())), QPoint(),
                            QPoint(0, 120 * clicks), Qt.NoButton, Qt.NoModifier,
                            Qt.NoScrollPhase, False)
        QApplication.sendEvent(board, event)

    kept = board.cell_rect((0, 0)).center()
    wheel(2)
    assert board.cell == pytest.approx(before * 1.15 ** 2)
    assert (board.cell_rect((0, 0)).center() - kept).manhattanLength() < board.cell  # in place
    wheel(-40)
    assert board.cell == pytest.approx(18.0)  # no smaller than this
    assert not board.fitting  # the player's zoom stays ...
    qtbot.mouseDClick(board, Qt.LeftButton, pos=board.point_of((-6, -4)))
    assert board.fitting and board.cell > 18.0  # ... until a double-click on the felt
    # however far a card is let go, it lies within the grid's −40 … 40
    far = board.snap(Placed(1, "しや", "はん"), QPointF(1e6, -1e6), QPointF(0, 0))
    assert (far.x, far.y) == (39, -40)


def test_not_your_turn_nothing_can_be_laid(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view(turn=1), [])
    assert not view.board.editable and not view.hand.draggable
    assert not view.actions.play_button.isVisible() and not view.actions.pass_button.isVisible()
    # but exchange is always there: pick a card, 交換
    assert view.actions.exchange_button.isEnabled()
    qtbot.mouseClick(view.hand, Qt.LeftButton, pos=view.hand.card_rect(6).center().toPoint())
    assert view.hand.selected == 6
    action = sent(qtbot, view,
                  lambda: qtbot.mouseClick(view.actions.exchange_button, Qt.LeftButton))
    assert action == {"type": "exchange", "card": 6}


def test_pass_and_hint(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view(), [])
    assert sent(qtbot, view, lambda: qtbot.mouseClick(view.actions.pass_button, Qt.LeftButton)) \
        == {"type": "pass"}
    view.actions.entry.setText("やさい")
    assert sent(qtbot, view, lambda: qtbot.mouseClick(view.actions.hint_button, Qt.LeftButton)) \
        == {"type": "hint", "word": "やさい"}
    view.show_view(field_view(), [{"type": "hint", "to": 0, "word": "やさい", "known": True}])
    assert "辞書にあります" in view.actions.hint_answer.text()


def test_the_mark_button_adds_dakuten_and_small_kana(qtbot: Any) -> None:
    view = make_view(qtbot)
    view.show_view(field_view(), [])
    entry = view.actions.entry
    entry.setText("しよはん")
    entry.setCursorPosition(1)
    qtbot.mouseClick(view.actions.mark_button, Qt.LeftButton)
    entry.setCursorPosition(2)
    qtbot.mouseClick(view.actions.mark_button, Qt.LeftButton)
    entry.setCursorPosition(3)
    qtbot.mouseClick(view.actions.mark_button, Qt.LeftButton)
    assert entry.text() == "じょばん"
    # あわせる reads either way: 「逆」 turns the entry round
    assert view.actions.reverse_button.isVisible()
    qtbot.mouseClick(view.actions.reverse_button, Qt.LeftButton)
    assert entry.text() == "んばょじ"
    view.show_view(field_view("kasane"), [])
    assert not view.actions.reverse_button.isVisible()  # かさねる reads left to right only


def a_vote(by: int = 1, answers: list[bool | None] | None = None) -> dict[str, Any]:
    return {"by": by, "word": "かいしろ", "kana": "かいしろ",
            "cells": [[0, 0], [1, 0], [2, 0], [2, 1]], "board": None, "voters": [0, 2],
            "answers": answers or [None, None, None], "deadline": 115.0, "number": 1, "of": 1}


def test_vote_shows_the_word_the_answers_and_the_countdown(qtbot: Any) -> None:
    view = make_view(qtbot)
    legal = [{"type": "vote", "accept": True}, {"type": "vote", "accept": False}, *exchanges(IDS)]
    vote = a_vote(answers=[None, None, True])
    view.show_view(field_view(vote=vote, legal=legal, turn=1, phase="vote"), [])
    panel = view.vote_panel
    assert panel.isVisible() and "はなこ" in panel.title.text()
    assert panel.word.word == "かいしろ"
    assert view.board.highlight == {(0, 0), (1, 0), (2, 0), (2, 1)}
    answers = {panel.answer_labels[s][0].text(): panel.answer_labels[s][1].text()
               for s in panel.answer_labels}
    assert answers == {"たろう": "考え中…", "じろう": "OK"}
    assert panel.countdown.text() == "残り15秒"
    assert sent(qtbot, view, lambda: qtbot.mouseClick(panel.ok_button, Qt.LeftButton)) \
        == {"type": "vote", "accept": True}
    assert sent(qtbot, view, lambda: qtbot.mouseClick(panel.ng_button, Qt.LeftButton)) \
        == {"type": "vote", "accept": False}
    # once answered, the buttons go and the answer shows
    view.show_view(field_view(vote=a_vote(answers=[False, None, True]), turn=1,
                              legal=legal[2:]), [{"type": "vote_answer", "seat": 0,
                                                  "accept": False}])
    assert not panel.ok_button.isVisible()
    assert panel.answer_labels[0][1].text() == "NG"
    # the declarer waits for the others
    view.show_view(field_view(vote=a_vote(by=0), legal=legal[2:]), [])
    assert "あなたの単語" in panel.title.text()
    view.show_view(field_view(), [{"type": "vote_closed", "by": 0, "word": "かいしろ",
                                   "accepted": True, "rejected_by": [], "silent": []}])
    assert not panel.isVisible() and view.board.highlight == set()
    assert "成立" in view.log.text()


def test_narabe_arranges_the_whole_board(qtbot: Any) -> None:
    view = make_view(qtbot, seats=2)
    view.show_view(narabe_view(), [])
    assert view.actions.done_button.isVisible()
    action = sent(qtbot, view, lambda: drag_from_hand(qtbot, view, 4, (0, 0)))
    assert action == {"type": "arrange", "cards": [{"id": 4, "x": 0, "y": 0, "face": 0}],
                      "words": [], "done": False}
    action = sent(qtbot, view, lambda: drag_from_hand(qtbot, view, 5, (2, 0)))
    assert [c["id"] for c in action["cards"]] == [4, 5]
    # no turning in ならべる
    qtbot.mouseClick(view.board, Qt.RightButton, pos=card_centre(view, 4))
    assert pending(view, 4).dir == "h" and not pending(view, 4).reversed
    # a double-click turns a card over and sends the board again
    action = sent(qtbot, view, lambda: qtbot.mouseDClick(view.board, Qt.LeftButton,
                                                         pos=card_centre(view, 5)))
    assert action["cards"][1] == {"id": 5, "x": 2, "y": 0, "face": 1}
    # a view echoing an earlier arrangement leaves the board as the player has it now
    echo = [placed(4, "かせ", "りこ", 0, 0, z=1), placed(5, "せん", "てい", 2, 0, z=2)]
    view.show_view(narabe_view(board=echo), [])
    assert pending(view, 5).face == 1
    # click the line, give its spelling, and the arrangement carries it
    qtbot.mouseClick(view.board, Qt.LeftButton, pos=view.board.point_of((1, 0)))
    assert view.line == ((0, 0), "かせてい")
    assert view.actions.word() == "かせてい"
    view.actions.entry.setText("がせてい")
    action = sent(qtbot, view,
                  lambda: qtbot.mouseClick(view.actions.play_button, Qt.LeftButton))
    assert action["words"] == [{"x": 0, "y": 0, "word": "がせてい"}]
    assert sent(qtbot, view, lambda: qtbot.mouseClick(view.actions.done_button, Qt.LeftButton)) \
        == {"type": "done"}


def test_narabe_does_not_send_a_board_with_a_hidden_card(qtbot: Any) -> None:
    view = make_view(qtbot, seats=2)
    view.show_view(narabe_view(), [])
    sent(qtbot, view, lambda: drag_from_hand(qtbot, view, 4, (0, 0)))
    with qtbot.assertNotEmitted(view.action_requested):
        drag_from_hand(qtbot, view, 5, (0, 0))  # right over the first: it is entirely hidden
    assert "隠れた" in view.actions.hint_answer.text()
    # move the top card one cell right: the first card shows its か again, and all is sent
    start = card_centre(view, 5)
    qtbot.mousePress(view.board, Qt.LeftButton, pos=start)
    action = sent(qtbot, view, lambda: qtbot.mouseRelease(
        view.board, Qt.LeftButton, pos=start + QPoint(int(view.board.cell), 0)))
    assert action["cards"] == [{"id": 4, "x": 0, "y": 0, "face": 0},
                               {"id": 5, "x": 1, "y": 0, "face": 0}]
    assert view.actions.hint_answer.text() == ""


def test_narabe_vote_shows_the_declarers_board(qtbot: Any) -> None:
    view = make_view(qtbot, seats=2)
    mine = [placed(4, "かせ", "りこ", 0, 0, z=1), placed(3, "やさ", "いと", 2, 0, z=2, face=1)]
    theirs = [placed(11, "やさ", "いと", 0, 0, z=1), placed(12, "いと", "のも", 2, 0, z=2)]
    vote = {"by": 1, "word": "やさい", "kana": "やさい", "cells": [[0, 0], [1, 0], [2, 0]],
            "board": 1, "voters": [0], "answers": [None, None], "deadline": 20.0,
            "number": 2, "of": 5}
    lines = [{"cells": [[0, 0], [1, 0], [2, 0]], "kana": "やさい", "word": "やさい",
              "kind": "word", "cards": [11, 12], "status": "open"}]
    state = narabe_view(phase="vote", board=mine, vote=vote, boards=[mine, theirs],
                        legal=[{"type": "vote", "accept": True}, {"type": "vote", "accept": False}])
    state["lines"] = [[], lines]
    view.show_view(state, [])
    assert {c.id for c in view.board.cards} == {11, 12}
    assert not view.board.editable
    assert "はなこの盤面" == view.board_caption.text()
    assert "（2／5）" in view.vote_panel.title.text()
    assert "やさい" in view.lines_label.text()
    assert view.hand.shown() == [c for c in view.hand.cards if c.id not in {4, 3}]


def test_result_and_spectator(qtbot: Any) -> None:
    view = make_view(qtbot, seat=None)
    result = {"ranks": [2, 1, 3], "points": [1, 3, 0], "reason": "はなこが手札を出しきった",
              "winners": [1]}
    view.show_view(field_view(you=None, legal=[], phase="finished", result=result), [])
    assert not view.hand.isVisible() and not view.actions.isVisible()
    assert view.result_panel.isVisible()
    assert [r["seat"] for r in view.result_panel.rows] == [1, 0, 2]
    assert "勝ち" in view.result_panel.table.text()


def visible_area(widget: QWidget, root: QWidget) -> QRect:
    """The part of ``root`` where ``widget`` can be seen: the root, or the viewport of the
    scroll area it sits in, in ``root``'s coordinates."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            port = parent.viewport()
            return QRect(port.mapTo(root, QPoint(0, 0)), port.size())
        parent = parent.parentWidget()
    return root.rect()


def clipped(root: QWidget) -> list[str]:
    """Visible labels and buttons whose text does not fit the room they were given, or that
    stick out of the view (or, sideways, out of their scroll area)."""
    bad = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, (QLabel, QAbstractButton)) or type(widget).__name__ == "WordTiles":
            area = visible_area(widget, root)
            box = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
            if box.left() < area.left() or box.right() > area.right() or \
                    box.top() < root.rect().top() or box.bottom() > root.rect().bottom():
                bad.append(f"{type(widget).__name__} {getattr(widget, 'text', str)()!r} "
                           f"sticks out: {box} outside {area}")
        if isinstance(widget, QLabel) and widget.text() and widget.textFormat() != Qt.RichText:
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + 1:
                    bad.append(f"{widget.text()!r}: {need} > {widget.height()} high")
            else:
                hint = widget.sizeHint()
                if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
                    bad.append(f"{widget.text()!r}: {hint.width()}×{hint.height()} in "
                               f"{widget.width()}×{widget.height()}")
        elif isinstance(widget, QLabel) and widget.text():
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
                bad.append(f"{widget.text()[:40]!r}: {hint.width()}×{hint.height()} in "
                           f"{widget.width()}×{widget.height()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            need = QFontMetrics(widget.font()).horizontalAdvance(widget.text())
            if need > widget.width():
                bad.append(f"button {widget.text()!r}: {need} > {widget.width()}")
    return bad


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_no_text_is_clipped_in_the_table_window(qtbot: Any, size: tuple[int, int]) -> None:
    from client.ui.table_window import TableWindow

    from .samples import STAMPS, seat, table, welcome_games

    games = welcome_games() + [{"id": "kotoba", "title": "ことばカード", "kind": "vote",
                                "min_seats": 1, "max_seats": 6, "default_seats": 3,
                                "settings": [], "cpu_levels": []}]
    window = TableWindow()
    qtbot.addWidget(window)
    window.set_context(games, STAMPS, "たろう")
    seats = [seat(n, ready=True) for n in NAMES[:5]] + [seat("とてもながいなまえのプレイヤーさん", ready=True)]
    window.set_table(table(game="kotoba", title="ことばカード", settings={}, seats=seats,
                           status="playing"))
    # the window of a 1366×768 screen, less the title bar and the task bar
    window.resize(size[0], size[1] - 70)
    window.show()
    qtbot.waitExposed(window)
    assert window.minimumSizeHint().width() <= 1366
    assert window.minimumSizeHint().height() <= 768 - 70
    vote = a_vote(answers=[None, True, None, False, None, True])
    vote["voters"] = [0, 1, 2, 3, 4, 5]
    vote["word"] = "じょうしょうきりゅう"  # ten kana
    states = [
        field_view(seats=6),
        field_view(seats=6, vote=vote, turn=1,
                   legal=[{"type": "vote", "accept": True}, {"type": "vote", "accept": False}]),
        narabe_view(seats=6, board=[placed(4, "かせ", "りこ", 0, 0, z=1)],
                    lines=[{"cells": [[0, 0], [1, 0]], "kana": "かせ", "word": "かせ",
                            "kind": "loose", "cards": [4], "status": "open"}],
                    done=[{"seat": 2, "at": 40.0}], scores=[0, 2, 1, 0, 3, 0]),
    ]
    for state in states:
        window.show_view({"table": "t1", "view": state, "events": []})
        assert isinstance(window.view_widget, KotobaView)
        qtbot.wait(20)
        assert clipped(window.view_widget) == []
        assert window.view_widget.board.height() >= 250


# -- whole turns against the real engine ----------------------------------------------------------------


def lay_by_hand(qtbot: Any, view: KotobaView, cards: list[dict[str, Any]]) -> None:
    """Lay ``cards`` (action entries) as a player would: turn each over in the hand if needed,
    drag it to its place, then turn it with R until it lies as wanted."""
    for entry in cards:
        hand_card = view.hand.card(entry["id"])
        assert hand_card is not None
        if hand_card.face != entry["face"]:
            pos = view.hand.card_rect(entry["id"]).center().toPoint()
            qtbot.mouseDClick(view.hand, Qt.LeftButton, pos=pos)
        target = view.board.cell_rect((entry["x"], entry["y"]))
        while not view.board.rect().contains(target.adjusted(0, 0, target.width(), 0).toRect()):
            view.board.zoom(0.8)
            target = view.board.cell_rect((entry["x"], entry["y"]))
        drag_from_hand(qtbot, view, entry["id"], (entry["x"], entry["y"]))
        for _ in range(4):
            laid = pending(view, entry["id"])
            if (laid.dir, laid.reversed) == (entry.get("dir", "h"), entry.get("reversed", False)):
                break
            qtbot.keyClick(view.board, Qt.Key_R)
        laid = pending(view, entry["id"])
        assert (laid.x, laid.y, laid.face) == (entry["x"], entry["y"], entry["face"])


def type_word(qtbot: Any, view: KotobaView, word: str) -> None:
    """Type ``word`` as a Japanese input method does: its conversion committed to the entry."""
    entry = view.actions.entry
    entry.setFocus()
    entry.selectAll()
    event = QInputMethodEvent()
    event.setCommitString(word)
    QApplication.sendEvent(entry, event)
    assert entry.text() == word


@pytest.mark.parametrize("mode", ["awase", "kasane"])
def test_a_turn_and_its_vote_through_the_engine(qtbot: Any, mode: str) -> None:
    import random

    from server.games.kotoba import GAME

    state = GAME.new({"mode": mode}, 2, 1)
    events = GAME.tick(state, 0.0)
    view = make_view(qtbot, seats=2)
    view.show_view(GAME.view(state, 0), events)
    wanted = GAME.cpu_plan(GAME.view(state, 0), "strong", random.Random(1), 1.0).action
    assert wanted is not None and wanted["type"] == "play"
    lay_by_hand(qtbot, view, wanted["cards"])
    type_word(qtbot, view, wanted["word"])
    action = sent(qtbot, view, lambda: qtbot.mouseClick(view.actions.play_button, Qt.LeftButton))
    assert action == wanted
    events = GAME.act(state, 0, action, 1.0)
    view.show_view(GAME.view(state, 0), events)
    # everyone sees the word and the kana it uses; the declarer waits for the vote
    vote = GAME.view(state, 0)["vote"]
    assert view.vote_panel.isVisible() and "あなたの単語" in view.vote_panel.title.text()
    assert view.board.highlight == {tuple(c) for c in vote["cells"]}
    assert view.board.pending == []  # the played cards lie on the field now
    played = {c["id"] for c in wanted["cards"]}
    assert played <= {c.id for c in view.board.cards} and played <= view.board.glowing
    assert view.board.fresh == played  # just laid: they are ringed for a moment
    events = GAME.act(state, 1, {"type": "vote", "accept": True}, 2.0)
    view.show_view(GAME.view(state, 0), events)
    assert not view.vote_panel.isVisible()
    assert "成立" in view.log.text()
    assert not played & {c.id for c in view.hand.shown()}
    assert not view.board.editable  # the other player's turn
    # the other player plays; this seat votes with the NG button
    other = GAME.cpu_plan(GAME.view(state, 1), "strong", random.Random(2), 1.0).action
    if other is None or other["type"] != "play":
        return
    events = GAME.act(state, 1, other, 3.0)
    view.show_view(GAME.view(state, 0), events)
    assert view.vote_panel.ok_button.isVisible()
    vote_action = sent(qtbot, view,
                       lambda: qtbot.mouseClick(view.vote_panel.ng_button, Qt.LeftButton))
    events = GAME.act(state, 0, vote_action, 4.0)
    view.show_view(GAME.view(state, 0), events)
    assert "不成立" in view.log.text()


def test_narabe_through_the_engine(qtbot: Any) -> None:
    import random

    from server.games.kotoba import GAME

    state = GAME.new({"mode": "narabe"}, 2, 0)
    events = GAME.tick(state, 0.0)
    view = make_view(qtbot, seats=2)
    view.show_view(GAME.view(state, 0), events)
    wanted = GAME.cpu_plan(GAME.view(state, 0), "strong", random.Random(1), 1.0).action
    now = 1.0
    with qtbot.waitSignals([view.action_requested] * len(wanted["cards"]), timeout=2000):
        lay_by_hand(qtbot, view, wanted["cards"])
    # each change sent the whole board; the host takes the last
    sent_now = view.arrangement()
    events = GAME.act(state, 0, sent_now, now)
    view.show_view(GAME.view(state, 0), events)
    assert sent_now["cards"] == wanted["cards"]
    lines = dict(runs(view.board.pending))
    for word in wanted["words"]:
        qtbot.mouseClick(view.board, Qt.LeftButton, pos=view.board.point_of((word["x"], word["y"])))
        type_word(qtbot, view, word["word"])
        action = sent(qtbot, view,
                      lambda: qtbot.mouseClick(view.actions.play_button, Qt.LeftButton))
        events = GAME.act(state, 0, action, now)
        view.show_view(GAME.view(state, 0), events)
    assert action["words"] == [w for w in wanted["words"]
                               if w["word"] != lines[(w["x"], w["y"])]]
    assert [line["word"] for line in GAME.view(state, 0)["lines"][0]] == \
        [w["word"] for w in wanted["words"]]
    done = sent(qtbot, view, lambda: qtbot.mouseClick(view.actions.done_button, Qt.LeftButton))
    events = GAME.act(state, 0, done, now)
    view.show_view(GAME.view(state, 0), events)
    assert not view.board.editable
    other = GAME.cpu_plan(GAME.view(state, 1), "easy", random.Random(3), 0.3).action
    events = GAME.act(state, 1, other, now)
    if GAME.view(state, 1)["phase"] == "arrange":
        events += GAME.act(state, 1, {"type": "done"}, now)
    # the votes: this seat answers with OK, the other seat by its CPU
    answered, seen = 0, 0
    for _ in range(40):
        view.show_view(GAME.view(state, 0), events)
        seen += view.vote_panel.isVisible()
        events = []
        if GAME.result(state) is not None:
            break
        now += 1.0
        for seat in GAME.waiting_on(state):
            if seat == 0:
                assert view.vote_panel.isVisible() and view.vote_panel.ok_button.isVisible()
                by = GAME.view(state, 0)["vote"]["board"]
                assert {c.id for c in view.board.cards} == \
                    {c["id"] for c in GAME.view(state, 0)["boards"][by]}
                action = sent(qtbot, view,
                              lambda: qtbot.mouseClick(view.vote_panel.ok_button, Qt.LeftButton))
                answered += 1
            else:
                action = GAME.cpu_choose(GAME.view(state, seat), "easy", random.Random(4), 0.3)
            events += GAME.act(state, seat, action, now)
        if not events:
            events = GAME.tick(state, now + 30.0)
    assert GAME.result(state) is not None
    assert seen >= len(wanted["words"])  # every word of ours was put to the vote, and shown
    assert answered == sum(1 for line in GAME.view(state, 0)["lines"][1] or []
                           if line["kind"] == "word")
    assert view.result_panel.isVisible()
    assert len(view.result_panel.rows) == 2
    assert view.result_panel.rows[0]["points"] == max(GAME.result(state).points)


@pytest.mark.parametrize("mode", ["narabe", "awase", "kasane"])
def test_whole_games_draw_for_a_player_and_a_spectator(qtbot: Any, mode: str) -> None:
    """CPU players play a whole game; every view of seat 0 and of a spectator is drawn."""
    import random

    from server.games.kotoba import GAME

    rng = random.Random(7)
    state = GAME.new({"mode": mode}, 3, 11)
    player, spectator = make_view(qtbot, seats=3), make_view(qtbot, seat=None, seats=3)
    now, events, steps = 0.0, GAME.tick(state, 0.0), 0
    while GAME.result(state) is None and steps < 400:
        player.show_view(GAME.view(state, 0), [e for e in events if e.get("to") in (None, 0)])
        spectator.show_view(GAME.view(state, None), [e for e in events if "to" not in e])
        assert player.board.editable == (
            any(a["type"] in ("play", "arrange") for a in GAME.view(state, 0)["templates"]))
        events, steps = [], steps + 1
        now += 1.0
        # the seat whose plan comes first acts then, unless the clock runs out before
        plans = [(max(now, plan.at or now), seat, plan.action) for seat in GAME.waiting_on(state)
                 for plan in [GAME.cpu_plan(GAME.view(state, seat), "easy", rng, 0.05)]
                 if plan.action is not None]
        due = GAME.deadline(state)
        if plans and (due is None or min(plans)[0] < due):
            now, seat, action = min(plans, key=lambda p: (p[0], p[1]))
            events = GAME.act(state, seat, action, now)
        else:
            now = max(now, due if due is not None else now)
            events = GAME.tick(state, now)
    assert GAME.result(state) is not None
    assert steps > 5, steps
    player.show_view(GAME.view(state, 0), events)
    spectator.show_view(GAME.view(state, None), events)
    assert player.result_panel.isVisible() and spectator.result_panel.isVisible()
    assert not spectator.hand.isVisible()
