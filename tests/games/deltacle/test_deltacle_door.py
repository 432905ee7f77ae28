"""Every value checked at the door (issue 32): non-finite and oversized values in each of
デルタクル's actions are refused as malformed and change nothing, and the record of a fuzzed game
exports to JSON and replays to the same result."""

from __future__ import annotations

import pytest

from server.games.deltacle import GAME
from server.games.deltacle.notation import from_text
from tests.games.texts_check import (
    assert_malformed_unchanged,
    exported_and_replayed,
    fuzzed_record,
    malformed_variants,
)


@pytest.mark.parametrize("action", [
    {"type": "control", "card": "accel1", "direction": "up"},
    {"type": "control", "card": "awaken", "shift": 1},
    {"type": "refill", "stack": 0}, {"type": "pentacle", "colors": ["B", "B", "R"]},
    {"type": "steal", "color": "B"}, {"type": "discard", "card": "accel2"},
    {"type": "restack", "color": "R", "stack": 1},
])
def test_bad_values_in_every_action_are_malformed_and_change_nothing(action):
    state = from_text("seats: 2\nchars: enchant sweep\nspeed: 5 3")
    for bad in malformed_variants(action):
        assert_malformed_unchanged(GAME, state, 0, bad)
    for bad in ({"type": "refill", "stack": 2}, {"type": "pentacle", "colors": ["B", "B"]},
                {"type": "control", "card": "awaken", "shift": 7}, {"type": "steal", "color": "BB"}):
        assert_malformed_unchanged(GAME, state, 0, bad)


@pytest.mark.parametrize("seed,seats", [(1, 2), (2, 4)])
def test_a_fuzzed_game_exports_and_replays(seed, seats):
    record, refused = fuzzed_record(GAME, seats, seed)
    assert refused > 100
    replayed, marks = exported_and_replayed(record)
    assert replayed.steps == record.steps and replayed.result == record.result
    assert len(marks) >= 3  # はじめ, then a mark per round
