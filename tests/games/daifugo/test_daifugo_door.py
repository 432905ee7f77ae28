"""Every value checked at the door (issue 32): non-finite and oversized values in each of
大富豪's actions are refused as malformed and change nothing, and the record of a fuzzed match
exports to JSON and replays to the same result."""

from __future__ import annotations

import pytest

from server.games.daifugo import GAME
from server.games.daifugo.notation import from_text
from tests.games.texts_check import (
    assert_malformed_unchanged,
    exported_and_replayed,
    fuzzed_record,
    malformed_variants,
)


@pytest.mark.parametrize("action", [
    {"type": "play", "cards": ["C3#0"]}, {"type": "pass"}, {"type": "give", "cards": ["C3#0"]},
    {"type": "next"},
])
def test_bad_values_in_every_action_are_malformed_and_change_nothing(action):
    state = from_text("hand0: C3 S2 H5 D5\nhand1: S4 S6\nhand2: C4\nhand3: D3\nfield: H4 by 1\nturn: 0")
    for bad in malformed_variants(action):
        assert_malformed_unchanged(GAME, state, 0, bad)
    for cards in ([], ["C3#0"] * 107, ["C3#0x"], ["C3#0", 5]):
        assert_malformed_unchanged(GAME, state, 0, {"type": "play", "cards": cards})


@pytest.mark.parametrize("seed,seats", [(1, 4), (2, 7)])
def test_a_fuzzed_match_exports_and_replays(seed, seats):
    record, refused = fuzzed_record(GAME, seats, seed, {"hands": 2, "preset": "local"})
    assert refused > 100
    replayed, marks = exported_and_replayed(record)
    assert replayed.steps == record.steps and replayed.result == record.result
    assert len(marks) >= 2  # はじめ, 第2局
