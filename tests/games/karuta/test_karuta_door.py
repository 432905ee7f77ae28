"""Every value checked at the door (issue 32): non-finite numbers and oversized values in each
of karuta's actions are refused as malformed and change nothing, and the record of a match
played with random and fuzzed actions exports as strict JSON, imports and replays to its
result."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from server.games.contract import MalformedAction
from server.games.karuta import GAME
from server.records import Record, open_file, to_file

from .conftest import begin, next_reading, setup
from .fuzzed import NAMES, play
from .test_karuta_engine import SIDES

SHORT = {"joka": False, "kami": "kakutei", "shimo": "none", "ma_min": 0, "ma_max": 300,
         "torifuda": "colors", "color_ao": True, "yomifuda": "field"}


def bad_actions() -> list[dict[str, Any]]:
    """For each action, values no game should take: NaN and the infinities in every number, lists
    and strings past their bounds, poems and places off the field, a field too many."""
    touch = {"type": "touch", "cards": [17], "how": "click"}
    found: list[dict[str, Any]] = []
    for number in (math.nan, math.inf, -math.inf):
        found += [dict(touch, t=number, heard=0.0, heard_poem=87), dict(touch, t=0.0, heard=number, heard_poem=87),
                  dict(touch, rtt=number), {"type": "proceed", "rtt": number},
                  {"type": "move", "poem": 17, "side": 0, "row": 2, "col": number}]
    found += [
        dict(touch, cards=list(range(1, 8))),  # more than one frame can hold
        dict(touch, cards=[0]), dict(touch, cards=[101]), dict(touch, cards=[]),
        dict(touch, how="c" * 100_000),
        dict(touch, heard_poem=101),
        {"type": "hover", "cards": list(range(1, 8))},
        {"type": "hover", "cards": ["17"]},
        {"type": "start", "grade": "A" * 1000},
        {"type": "start", "grade": "Z"},
        {"type": "place", "poem": 17, "row": 3, "col": 0},
        {"type": "move", "poem": 17, "side": 2, "row": 0, "col": 0},
        {"type": "move", "poem": 17, "side": 0, "row": 0, "col": 2**70},
        {"type": "pick_send", "poem": -5},
        {"type": "float", "poem": 10**30},
        {"type": "proceed", "extra": "x" * 10_000},
    ]
    return found


@pytest.mark.parametrize("action", bad_actions(), ids=lambda a: a["type"])
def test_values_no_game_should_take_are_refused_and_change_nothing(game, action):
    state = setup(game, SIDES, [87])
    begin(game, state)
    start = next_reading(game, state, 87)
    before = game.dump(state)
    with pytest.raises(MalformedAction) as refused:
        game.act(state, 0, action, start + 0.3)
    assert refused.value.code == "malformed_action"
    assert game.dump(state) == before


@pytest.mark.parametrize("names, seed", [((NAMES[0], None), 3), (NAMES, 4), ((None, None), 5)],
                         ids=["man-com", "man-man", "com-com"])
def test_a_fuzzed_match_exports_as_strict_json_and_replays(names, seed):
    played = play(SHORT, names, seed, game=GAME)
    table = played.table
    assert table.result is not None, "the match ended"
    if any(names):
        assert played.fuzzed > 10  # fuzzed actions were thrown at it, and refused
    record = Record(game=GAME, settings=table.settings,
                    seats=[{"name": s.name, "kind": s.kind, "cpu_level": s.cpu_level} for s in table.seats],
                    seed=table.seed, steps=played.steps, game_no=1, started=0.0, finished=played.now,
                    result=table.result.to_wire())
    text = json.dumps(to_file(record), ensure_ascii=False, allow_nan=False)  # no NaN, no inf
    imported, marks = open_file(json.loads(text))  # checked and replayed to the recorded result
    assert imported.result == table.result.to_wire()
    assert len(marks) > 1
