"""The result's reason names the side that emptied (or has fewer cards left): a person by name,
a COM (a seat with no name in the engine) as 「第2陣（COM）」. It said 「第2陣の陣の札が…」. The
reason is a text (a code with its parameters); these read it in Japanese."""

from __future__ import annotations

from protocol.texts import in_japanese
from server.games.karuta.engine import KarutaGame
from server.games.karuta.outcome import reason

from .conftest import begin, setup
from .test_karuta_engine import SIDES, read_out


def test_a_com_that_wins_by_fewer_cards_left_is_named_by_its_side(game: KarutaGame) -> None:
    state = setup(game, SIDES, [21])  # seat 0 is 「人」, seat 1 a COM
    state.reading.order = [21]  # seat 1 takes its own 21 and has fewer cards left when the reading ends
    begin(game, state)
    read_out(game, state)
    result = game.result(state)
    assert result is not None and state.outcome.winner == 1
    assert in_japanese(result.reason) == "読み札をすべて読み終え、第2陣（COM）の残り札が少なくなりました（1枚差）。"
    assert "の陣の陣" not in in_japanese(result.reason)


def test_the_side_that_emptied_first(game: KarutaGame) -> None:
    state = setup(game, SIDES, [21])
    state.outcome.winner, state.outcome.margin, state.outcome.read_out = 1, 9, False
    assert in_japanese(reason(state)) == "第2陣（COM）の札が先になくなりました（9枚差）。"
    state.outcome.winner = 0
    assert in_japanese(reason(state)) == "人の陣の札が先になくなりました（9枚差）。"
