"""server/games/daifugo/VIEW.md is true: random matches show exactly the view keys, actions and
events it documents (tests/games/daifugo/view_doc.py reads the document)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from server.games.daifugo import GAME
from server.games.daifugo.notation import from_text
from tests.games.view_doc import Seen, compare, parse_shape, play_random, read_doc

DOC = Path(__file__).resolve().parents[3] / "server" / "games" / "daifugo" / "VIEW.md"
CARD_LISTS = ("hand", "pile", "played", "field.cards", "log.cards", "exchange.cards")

# tables that between them reach every part of the view: the seed's rules, the local preset
# (exchange, 都落ち, locks), every house rule on, two decks; random players, and ふつう CPUs, who
# keep groups whole and so play the fours of a kind that make a revolution
TABLES = [
    ({"hands": 2}, 4, None),
    ({"hands": 3, "preset": "local"}, 5, None),
    ({"hands": 3, "preset": "local", "eleven_back": True, "sequence_revolution": True,
      "jokers": 2, "scoring": "nominus"}, 4, None),
    ({"hands": 2, "preset": "local", "decks": 2, "same_count": False}, 7, None),
    ({"hands": 2, "foul_finish": False, "exchange": True, "lock": True}, 3, None),
    ({"hands": 2, "preset": "local", "eleven_back": True}, 4, "normal"),
]


@pytest.fixture(scope="module")
def seen() -> Seen:
    seen = Seen()
    for i, (settings, seats, cpu) in enumerate(TABLES):
        for seed in range(2):
            play_random(GAME, settings, seats, 100 * i + seed, seen, cpu=cpu)
    # and the moments too rare to count on: a revolution, a foul finish
    for text, cards in (("hand0: H5 S5 D5 C5 S9\nhand1: S4\nhand2: C3\nsettings: revolution=on",
                         ["H5#0", "S5#0", "D5#0", "C5#0"]),
                        ("hand0: S2\nhand1: S4 D5\nhand2: C3", ["S2#0"])):
        state = from_text(text + "\nturn: 0")
        seen.add_events(GAME.act(state, 0, {"type": "play", "cards": cards}, 0.0))
        for s in (0, 1, None):
            seen.add_view(GAME.view(state, s))
    return seen


def test_the_document_matches_random_matches(seen):
    problems = compare(read_doc(DOC.read_text(encoding="utf-8")), seen, free_text=CARD_LISTS)
    assert not problems, "\n".join(problems)


def test_the_document_names_every_setting():
    documented = parse_shape(DOC.read_text(encoding="utf-8")).keys
    assert {f"settings.{s.key}" for s in GAME.settings} <= documented


def test_the_checker_catches_an_undocumented_key(seen):
    """The check is not vacuous: a key dropped from the document is reported."""
    text = DOC.read_text(encoding="utf-8").replace('"hand_points": [int, ...],', "")
    problems = compare(read_doc(text), seen, free_text=CARD_LISTS)
    assert problems == ["view key not documented: hand_points"]


def test_seats_views_differ_only_where_the_document_says():
    """VIEW.md: every seat sees the same view except seat, hand, exchange and legal; a
    spectator's has seat, hand null and exchange, legal empty."""
    state = GAME.new({"hands": 2, "preset": "local"}, 4, seed=3)
    rng = random.Random(3)
    private = ("seat", "hand", "exchange", "legal")
    while GAME.result(state) is None:
        views = [GAME.view(state, s) for s in (0, 1, 2, 3, None)]
        assert views[4]["seat"] is None and views[4]["hand"] is None
        assert views[4]["exchange"] == [] and views[4]["legal"] == []
        public = [{k: v for k, v in view.items() if k not in private} for view in views]
        assert all(p == public[0] for p in public)
        seat = GAME.waiting_on(state)[0]
        GAME.act(state, seat, rng.choice(GAME.view(state, seat)["legal"]), 0.0)
