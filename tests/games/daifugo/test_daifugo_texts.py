"""大富豪 speaks in codes (issue 35): whole matches, every view of every seat and a spectator,
every event, every refusal and the result, rendered in English and in Japanese."""

from __future__ import annotations

from server.games.daifugo import GAME
from tests.games.texts_check import TextCheck, rendered_playout


def test_matches_read_in_english_and_japanese_with_no_code_missing():
    check = TextCheck(GAME)  # a view holds no name and no Japanese content
    for seed, seats, settings in ((1, 4, {"hands": 2, "preset": "local"}),
                                  (2, 3, {"hands": 2}),
                                  (3, 5, {"hands": 2, "preset": "local", "same_count": False})):
        rendered_playout(GAME, check, seats, seed, settings, ["はなこ"] + [None] * (seats - 1))
    assert check.found.problems() == []
    assert "daifugo.reason_total" in check.found.codes
    assert {"illegal_action:not_in_hand", "illegal_action:no_form", "illegal_action:follow_form",
            "not_your_turn:turn", "malformed_action:shape",
            "malformed_action:unknown_card"} <= check.refusals
