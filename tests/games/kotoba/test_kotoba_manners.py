"""CPUs with a person's manners, and the seed's endings (issue 36): a CPU finishes ならべる soon
after another player's 「完成」 (seen: a person waited about 75 s for it), takes a person's moment
over a vote and a turn, never plays again a word the table voted down; only players with no cards
left win, and a game the table's stall rule ends has no winner."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from protocol.texts import in_japanese
from server.games.kotoba import GAME, dictionary
from server.games.kotoba.board import Placed
from server.games.kotoba.settings import ARRANGE_SECONDS, PACE, PROFILE_BY_LEVEL, TURN_SECONDS
from server.games.kotoba.state import ARRANGE, FINISHED, TURN
from tests.games.kotoba.conftest import game_with, set_table, started
from tests.hall.conftest import HallHarness

from .test_kotoba_modes import answer_all, play_action, turn_game


def test_a_cpu_declares_done_a_few_seconds_after_another_player() -> None:
    state = started(GAME, {"mode": "narabe"}, 2, seed=3, now=100.0)
    alone = GAME.cpu_plan(GAME.view(state, 1), "easy", random.Random(5), 5.0)
    assert alone.at == 100.0 + PROFILE_BY_LEVEL["easy"].think  # nobody is waiting yet
    GAME.act(state, 0, {"type": "done"}, 112.0)
    plan = GAME.cpu_plan(GAME.view(state, 1), "easy", random.Random(5), 5.0)
    assert plan.action["done"] is True and plan.at == 112.0 + PACE.finish_up
    # one who meant to finish sooner still does
    strong = GAME.cpu_plan(GAME.view(state, 1), "strong", random.Random(5), 5.0)
    assert strong.at == min(100.0 + PROFILE_BY_LEVEL["strong"].think, 112.0 + PACE.finish_up)


def test_through_the_hall_nobody_waits_long_for_the_cpu_after_done(tmp_path: Path) -> None:
    """A person at a table with a やさしい CPU declares 「完成」 twenty seconds in: the boards are
    shown a few seconds later, not eighty."""
    harness = HallHarness(tmp_path / "hall.sqlite3")
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "kotoba", "seats": 2,
                         "settings": {"mode": "narabe"}, "cpu_level": "easy"})
    table = harness.hall.tables[alice.table_id]
    harness.send(alice, {"type": "ready", "ready": True})
    harness.clock.advance(0)
    assert table.state.phase == ARRANGE
    harness.clock.advance(20.0)
    harness.send(alice, {"type": "act", "action": {"type": "done"}})
    done_at = harness.clock.seconds()
    while table.state.phase == ARRANGE and harness.clock.seconds() < done_at + ARRANGE_SECONDS:
        harness.clock.advance(0.25)
    waited = harness.clock.seconds() - done_at
    assert table.state.phase != ARRANGE and waited <= PACE.finish_up + 0.5, waited


def test_a_cpu_takes_a_moment_over_a_vote_and_its_turn() -> None:
    state = started(GAME, {"mode": "awase", "vote_time": 20}, 2, seed=4, now=50.0)
    seat = state.turn
    view = GAME.view(state, seat)
    plan = GAME.cpu_plan(view, "strong", random.Random(1), 5.0)
    turn_began = view["deadline"] - TURN_SECONDS
    laid = len(plan.action.get("cards", ())) if plan.action["type"] == "play" else 0
    assert plan.at == turn_began + PACE.look + PACE.per_card * laid
    assert plan.at < turn_began + TURN_SECONDS / 4  # well within the sixty seconds
    assert plan.action["type"] == "play"
    GAME.act(state, seat, plan.action, plan.at)
    vote = GAME.cpu_plan(GAME.view(state, 1 - seat), "strong", random.Random(1), 5.0)
    assert vote.action["type"] == "vote" and vote.at == plan.at + PACE.read_word


def test_a_cpu_never_plays_again_a_word_the_table_voted_down() -> None:
    """Seen in あわせる: a CPU played again the word just voted down."""
    words = dictionary.Dictionary([("こうかい", ()), ("かいこう", ())])
    game = game_with(["こう", "かい", "すい"] + ["ぬぬ/ぬぬ"] * 20, words=words)
    state = started(game, {"mode": "awase"}, 2)
    set_table(game, state, hands=[[1, 2], [3, 4]], field=[Placed(0, 0, False, 0, 0, "h", 0)])
    state.turn = state.start = 0
    first = game.cpu_plan(game.view(state, 0), "strong", random.Random(1), 5.0).action
    assert first["type"] == "play"
    game.act(state, 0, first, 10.0)
    game.act(state, 1, {"type": "vote", "accept": False}, 11.0)
    assert game.view(state, 0)["rejected"] == [first["word"]]
    game.act(state, 1, {"type": "pass"}, 12.0)
    again = game.cpu_plan(game.view(state, 0), "strong", random.Random(1), 5.0).action
    assert again["type"] != "play" or again["word"] != first["word"]
    assert again["type"] == "play" and {again["word"], first["word"]} == {"こうかい", "かいこう"}


def test_a_stalled_game_has_no_winner_and_ranks_by_cards_left() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2, 3], [4]])
    now = 1.0
    while state.phase == TURN:
        game.act(state, state.turn, {"type": "pass"}, now)
        now += 1.0
    assert state.phase == FINISHED
    result = game.result(state)
    assert result.reason.code == "kotoba.reason.no_words"
    assert "勝者はなく" in in_japanese(result.reason)
    assert result.ranks == (2, 1) and result.points == (3, 1)
    assert game.view(state, 0)["result"]["winners"] == []


@pytest.mark.parametrize("mode", ["awase", "kasane"])
def test_only_players_with_no_cards_left_win(mode: str) -> None:
    game, state = turn_game(mode, 3, hands=[[1], [5, 6], [7, 8, 9]])  # card 1: かい
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    answer_all(game, state)
    while state.phase != FINISHED:  # あわせる plays the round out
        game.act(state, state.turn, {"type": "pass"}, 2.0)
    assert game.view(state, 1)["result"]["winners"] == [0]
    assert game.result(state).ranks == (1, 2, 3)
