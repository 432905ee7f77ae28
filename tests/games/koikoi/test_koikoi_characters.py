"""The thirteen characters: a player's follows from their name (the same in every process),
a CPU's is any other one, and the view carries each seat's character."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from server.games.koikoi import GAME
from server.games.koikoi.characters import (
    CHARACTERS,
    character_for_name,
    cpu_character,
    seat_characters,
)

ROOT = Path(__file__).resolve().parents[3]


def test_thirteen_characters_one_per_month_and_tsubaki():
    assert len(CHARACTERS) == 13
    assert sorted(c.month for c in CHARACTERS) == list(range(13))
    assert [c.name for c in CHARACTERS if c.month == 0] == ["つばき"]
    assert len({c.id for c in CHARACTERS}) == 13 and all(c.intro for c in CHARACTERS)


def test_name_to_character_is_stable_across_processes():
    names = ["たろう", "hanako", "ゲスト123", "Player"]
    here = [character_for_name(n).id for n in names]
    code = (
        "from server.games.koikoi.characters import character_for_name as f;"
        f"print(' '.join(f(n).id for n in {names!r}))"
    )
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        assert out.stdout.split() == here
    assert all(character_for_name(n).month != 0 for n in names)  # つばき is the CPU's own
    assert (
        len({character_for_name(f"p{i}").id for i in range(200)}) == 12
    )  # names spread over all twelve


def test_cpu_character_is_never_the_opponents():
    rng = random.Random(3)
    for c in CHARACTERS:
        for _ in range(20):
            assert cpu_character(c.id, rng).id != c.id
    chosen = seat_characters(["たろう", None], seed=9)
    assert chosen[0] == character_for_name("たろう").id and chosen[1] != chosen[0]
    assert seat_characters(["たろう", None], seed=9) == chosen


def test_view_carries_each_seats_character():
    state = GAME.new({}, 2, 5)
    GAME.seat_players(state, ["はなこ", None])
    view = GAME.view(state, 1)
    assert view["characters"][0]["id"] == character_for_name("はなこ").id
    assert view["characters"][1]["id"] != view["characters"][0]["id"]
    assert view["characters"][1]["intro"]
