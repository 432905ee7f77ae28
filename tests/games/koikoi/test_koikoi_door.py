"""Every value checked at the door (issue 32): non-finite and oversized values in each of
こいこい's actions are refused as malformed and change nothing, and the record of a fuzzed
match exports to JSON and replays to the same result."""

from __future__ import annotations

import pytest

from server.games.koikoi import GAME
from server.games.koikoi.notation import card, from_text
from tests.games.texts_check import (
    assert_malformed_unchanged,
    exported_and_replayed,
    fuzzed_record,
    malformed_variants,
)


@pytest.mark.parametrize("action", [
    {"type": "play", "card": card("1-3")},
    {"type": "play", "card": card("1-3"), "target": card("1-1")},
    {"type": "choose", "target": card("1-1")},
    {"type": "koikoi"}, {"type": "shobu"}, {"type": "next"},
])
def test_bad_values_in_every_action_are_malformed_and_change_nothing(action):
    state = from_text("hand0: 1-3 2-3 hand1: 4-3 4-4 field: 1-1 1-2 5-1 stock: 12-2")
    for bad in malformed_variants(action):
        assert_malformed_unchanged(GAME, state, 0, bad)
    for out_of_deck in (-1, 48, 10**6):
        assert_malformed_unchanged(GAME, state, 0, {"type": "play", "card": out_of_deck})


@pytest.mark.parametrize("seed", [1, 2])
def test_a_fuzzed_match_exports_and_replays(seed):
    record, refused = fuzzed_record(GAME, 2, seed, {"rule": ("traditional", "mankai")[seed % 2],
                                                    "rounds": 3})
    assert refused > 30
    replayed, marks = exported_and_replayed(record)
    assert replayed.steps == record.steps and replayed.result == record.result
    assert len(marks) >= 3  # はじめ, 第2局, 第3局
