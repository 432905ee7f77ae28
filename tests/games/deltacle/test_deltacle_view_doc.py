"""server/games/deltacle/VIEW.md is true: random games show exactly the view keys, actions and
events it documents (tests/games/daifugo/view_doc.py reads the document)."""

from __future__ import annotations

from pathlib import Path

import pytest

from server.games.deltacle import GAME
from server.games.deltacle.notation import from_text
from tests.games.view_doc import Seen, compare, play_random, read_doc

DOC = Path(__file__).resolve().parents[3] / "server" / "games" / "deltacle" / "VIEW.md"
FREE_TEXT = ()


@pytest.fixture(scope="module")
def seen() -> Seen:
    seen = Seen()
    for seed in range(9):
        seats = 2 + seed % 3
        play_random(GAME, {"beginner_three": seed == 4}, seats, seed, seen)
    for seed in range(3):  # CPU players awaken at the right moments (steals, sweeps)
        play_random(GAME, {}, 2 + seed, 20 + seed, seen, cpu="easy")
    # too rare to count on: a sweep that leaves four face-up chips, so the player picks three
    state = from_text("seats: 3\nchars: sweep chariot enchant\nblessing: 1\npos: 0 16 24\n"
                      "speed: 4 7 2\nboard: 1=R 2=Y 3=B 4=R\nstacks: YYYYYY / -\nfaceup: B | - | -")
    for seat, action in ((0, {"card": "awaken"}), (1, {"card": "accel1", "direction": "down"}),
                         (2, {"card": "accel1", "direction": "down"})):
        seen.add_events(GAME.act(state, seat, {"type": "control", **action}, 0.0))
    assert state.pending["kind"] == "pentacle"
    while state.phase == "resolve":  # the pentacle, then the refills
        for s in (0, 1, 2, None):
            seen.add_view(GAME.view(state, s))
        seat = GAME.waiting_on(state)[0]
        seen.add_events(GAME.act(state, seat, GAME.view(state, seat)["legal"][0], 0.0))
    return seen


def test_the_document_matches_random_games(seen):
    problems = compare(read_doc(DOC.read_text(encoding="utf-8")), seen, free_text=FREE_TEXT)
    assert not problems, "\n".join(problems)


def test_the_checker_catches_an_undocumented_action_field_and_value(seen):
    """The check is not vacuous: a dropped action field and a dropped value are reported."""
    text = DOC.read_text(encoding="utf-8")
    text = text.replace('`{"type":"restack","color":x,"stack":i}`', '`{"type":"restack","color":x}`')
    text = text.replace('"phase": "control"', '"phase": "choose"')
    problems = compare(read_doc(text), seen, free_text=FREE_TEXT)
    assert problems == ["view phase: values not documented: ['control']",
                        "action restack: documented keys ['color'], seen ['color', 'stack']"]
