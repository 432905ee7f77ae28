"""デルタクル speaks in codes (issue 35): whole games for two, three and four, every view of every
seat and a spectator, every event, every refusal and the result, rendered in English and in
Japanese."""

from __future__ import annotations

from server.games.deltacle import GAME
from tests.games.texts_check import TextCheck, rendered_playout


def test_games_read_in_english_and_japanese_with_no_code_missing():
    check = TextCheck(GAME, names=("players.name",))  # the characters' names are names
    for seed, seats in ((1, 2), (2, 3), (3, 4), (4, 4)):
        rendered_playout(GAME, check, seats, seed, {}, ["はなこ"] + [None] * (seats - 1))
    assert check.found.problems() == []
    assert {f"deltacle.effect.{c}" for c in ("sweep", "chariot", "godhand", "enchant")} <= check.found.codes
    assert "deltacle.result.ended" in check.found.codes
    assert {"illegal_action:direction", "illegal_action:not_in_hand", "illegal_action:not_an_option",
            "malformed_action:shape", "malformed_action:action.unknown"} <= check.refusals
