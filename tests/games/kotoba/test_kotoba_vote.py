"""The vote (seed 001: 作った単語は、全員がOKと判断すれば成立です; rules.md 「判定」)."""

from __future__ import annotations

import pytest

from server.games.contract import NotYourTurn, RuleError
from server.games.kotoba.board import Placed
from server.games.kotoba.state import FINISHED, TURN, VOTE
from server.games.kotoba.vote import Vote
from server.games.state import dump_state, load_state
from tests.games.contract_checks import assert_refused_unchanged
from tests.games.kotoba.conftest import game_with, set_table, started


def a_vote(seats: int = 4, by: int = 1) -> Vote:
    return Vote.open(by=by, word="じょばん", kana="しよはん", cells=((0, 0), (1, 0), (2, 0), (3, 0)),
                     seats=seats, deadline=30.0)


def test_everyone_but_the_declarer_votes() -> None:
    vote = a_vote()
    assert vote.voters == (0, 2, 3) and vote.waiting() == (0, 2, 3)
    with pytest.raises(NotYourTurn):
        vote.answer(1, True)


def test_the_word_stands_when_everyone_accepts() -> None:
    vote = a_vote()
    for seat in (0, 2):
        vote.answer(seat, True)
        assert vote.outcome() is None
    vote.answer(3, True)
    assert vote.outcome() is True


def test_one_rejection_decides_at_once() -> None:
    vote = a_vote()
    vote.answer(2, False)
    assert vote.outcome() is False and vote.rejected_by() == [2]


def test_a_second_answer_is_refused() -> None:
    vote = a_vote()
    vote.answer(0, True)
    with pytest.raises(RuleError) as error:
        vote.answer(0, False)
    assert error.value.rule == "second_vote" and vote.answers[0] is True


def test_silence_at_the_deadline_counts_as_acceptance() -> None:
    vote = a_vote()
    vote.answer(0, True)
    assert vote.expire() is True and vote.silent == [2, 3]
    vote = a_vote()
    vote.answer(3, False)
    assert vote.expire() is False


def test_the_vote_survives_dump_and_load() -> None:
    vote = a_vote()
    vote.answer(2, True)
    assert load_state(Vote, dump_state(vote)) == vote


# -- through the engine -------------------------------------------------------------------------


def awase_table(seats: int, **settings):
    game = game_with(["こう", "かい", "すい", "しよ", "はん", "いか", "なか"] + ["ぬぬ/ぬぬ"] * 30)
    state = started(game, {"mode": "awase", **settings}, seats)
    hands = [[1, 2], [3, 4], [5, 6]][:seats] if seats > 1 else [[1, 2]]
    set_table(game, state, hands=hands, field=[Placed(0, 0, False, 0, 0, "h", 0)])
    state.turn = state.start = 0
    return game, state


PLAY = {"type": "play", "word": "こうかい",
        "cards": [{"id": 1, "x": 2, "y": 0, "dir": "h", "face": 0, "reversed": False}]}


def test_a_vote_when_none_is_open_is_refused() -> None:
    game, state = awase_table(2)
    assert_refused_unchanged(game, state, 1, {"type": "vote", "accept": True})


def test_a_vote_in_the_view_shows_each_answer_and_the_kana_it_uses() -> None:
    game, state = awase_table(3)
    game.act(state, 0, PLAY, 1.0)
    game.act(state, 2, {"type": "vote", "accept": True}, 2.0)
    view = game.view(state, 1)
    assert view["phase"] == VOTE and view["deadline"] == 1.0 + 20
    assert view["vote"]["answers"] == [None, None, True]
    assert view["vote"]["kana"] == "こうかい" and len(view["vote"]["cells"]) == 4
    assert view["legal"][:2] == [{"type": "vote", "accept": True}, {"type": "vote", "accept": False}]
    assert not any(a["type"] == "vote" for a in game.view(state, 2)["legal"])
    assert not any(a["type"] == "vote" for a in game.view(state, 0)["legal"])
    assert game.waiting_on(state) == (0, 1, 2)  # everyone may still exchange


def test_voters_may_exchange_during_the_vote() -> None:
    game, state = awase_table(3)
    game.act(state, 0, PLAY, 1.0)
    game.act(state, 2, {"type": "exchange", "card": 5}, 1.5)
    assert state.phase == VOTE and len(state.hands[2]) == 3


def test_playing_alone_the_dictionary_judges() -> None:
    game, state = awase_table(1)
    events = game.act(state, 0, PLAY, 1.0)
    judged = next(e for e in events if e["type"] == "dictionary_judged")
    assert judged == {"type": "dictionary_judged", "word": "こうかい", "known": True}
    assert state.phase == TURN and len(state.field) == 2
    game.act(state, 0, {"type": "play", "word": "すいかい", "cards": [
        {"id": 2, "x": 0, "y": 0, "dir": "h", "face": 0, "reversed": False}]}, 2.0)
    assert len(state.field) == 2 and state.hands[0] == [2]  # not a word: taken back


def test_narabe_words_are_voted_one_after_another_in_seat_order() -> None:
    game = game_with(["かせ", "すい", "せん", "てい", "しよ", "はん", "ぬぬ", "あさ"] + ["ぬぬ/ぬぬ"] * 10)
    state = started(game, {"mode": "narabe"}, 2)
    set_table(game, state, hands=[[0, 1, 2, 3], [4, 5, 6, 7]])
    game.act(state, 0, {"type": "arrange", "done": True, "cards": [
        {"id": 1, "x": 1, "y": 0, "face": 0}, {"id": 0, "x": 0, "y": 0, "face": 0},
        {"id": 2, "x": 0, "y": 1, "face": 0}, {"id": 3, "x": 2, "y": 1, "face": 0}]}, 1.0)
    game.act(state, 1, {"type": "arrange", "done": True, "words": [{"x": 0, "y": 0, "word": "じょばん"}],
                        "cards": [{"id": 4, "x": 0, "y": 0, "face": 0}, {"id": 5, "x": 2, "y": 0, "face": 0}]},
             2.0)
    seen = []
    while state.phase == VOTE:
        vote = game.view(state, 0)["vote"]
        seen.append((vote["by"], vote["word"], vote["number"], vote["of"]))
        game.act(state, state.vote.waiting()[0], {"type": "vote", "accept": vote["word"] != "せんてい"}, 3.0)
    assert seen == [(0, "かせい", 1, 3), (0, "せんてい", 2, 3), (1, "じょばん", 3, 3)]
    assert state.phase == FINISHED
    # seat 0: かせい 1, せんてい rejected (-2); seat 1: じょばん 2, ぬぬ and あさ never laid (-2)
    assert game.result(state).points == (-1, 0)
    assert [line["status"] for line in game.view(state, 1)["lines"][0]] == ["accepted", "rejected"]
