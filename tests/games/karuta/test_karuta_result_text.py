"""The result's reason names the side that emptied (or has fewer cards left): a person by name,
a COM (a seat with no name in the engine) as 「第2陣（COM）」. It said 「第2陣の陣の札が…」."""

from __future__ import annotations

from server.games.karuta.engine import KarutaGame, reason

from .conftest import begin, setup
from .test_karuta_engine import SIDES, read_out


def test_a_com_that_wins_by_fewer_cards_left_is_named_by_its_side(game: KarutaGame) -> None:
    state = setup(game, SIDES, [21])  # seat 0 is 「人」, seat 1 a COM
    state.order = [21]  # seat 1 takes its own 21 and has fewer cards left when the reading ends
    begin(game, state)
    read_out(game, state)
    result = game.result(state)
    assert result is not None and state.winner == 1
    assert result.reason == "読み札をすべて読み終え、第2陣（COM）の残り札が少なくなりました（1枚差）。"
    assert "の陣の陣" not in result.reason


def test_the_side_that_emptied_first(game: KarutaGame) -> None:
    state = setup(game, SIDES, [21])
    state.winner, state.margin, state.read_out = 1, 9, False
    assert reason(state) == "第2陣（COM）の札が先になくなりました（9枚差）。"
    state.winner = 0
    assert reason(state) == "人の陣の札が先になくなりました（9枚差）。"
