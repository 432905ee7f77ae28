"""What the players are told: how a ならべる match ended (everyone declared 「完成」, or the three
minutes ran out: the reason names what happened, not both), and why a declared word is refused
and what to type instead."""

from __future__ import annotations

import pytest

from protocol.texts import in_japanese
from server.games.contract import RuleError
from server.games.kotoba import awase, board
from server.games.kotoba.settings import ARRANGE_SECONDS
from server.games.kotoba.state import FINISHED

from .conftest import Table
from .test_kotoba_modes import SEED_BOARD, answer_all, arrange, narabe_game


def test_everyone_done_is_the_reason_given() -> None:
    game, state = narabe_game(seats=2)
    game.act(state, 0, arrange(SEED_BOARD, done=True), 3.0)
    game.act(state, 1, {"type": "done"}, 4.0)
    answer_all(game, state, now=5.0)
    assert state.phase == FINISHED
    reason = in_japanese(game.result(state).reason)
    assert "完成" in reason and "3分" not in reason and "時間" not in reason


def test_time_up_is_the_reason_given() -> None:
    game, state = narabe_game(seats=2)
    game.act(state, 0, arrange(SEED_BOARD, done=True), 3.0)
    game.tick(state, ARRANGE_SECONDS + 1.0)
    answer_all(game, state, now=ARRANGE_SECONDS + 2.0)
    assert state.phase == FINISHED
    reason = in_japanese(game.result(state).reason)
    assert "3分" in reason and "完成" not in reason


def test_a_word_that_does_not_read_says_how_to_type_it() -> None:
    """The refusal names the visible kana and says what to do: type them as they show, with
    the marks and small kana the seed allows."""
    t = Table()
    field = t.lay("すい@0,0")
    played = t.lay("かい@1,0", z=1)
    with pytest.raises(RuleError) as refused:
        board.check_play(field, played, "すいか", t.faces, axes=awase.AXES,
                         directions=awase.DIRECTIONS)
    assert refused.value.rule == "word_mismatch"
    message = refused.value.message
    assert "「すかい」" in message and "見えている文字のとおりに入れてください" in message
    assert "濁点" in message and "小さく" in message


def test_a_narabe_spelling_that_does_not_read_says_how_to_type_it() -> None:
    game, state = narabe_game(seats=2)
    spelled = arrange(SEED_BOARD, words=[{"x": 0, "y": 0, "word": "じょばん"}])
    with pytest.raises(RuleError) as refused:
        game.act(state, 0, spelled, 3.0)
    assert refused.value.rule == "word_mismatch"
    assert "見えている文字のとおりに入れてください" in refused.value.message
