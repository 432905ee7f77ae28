"""server/games/koikoi/VIEW.md is true: random matches show exactly the view keys, actions and
events it documents (tests/games/daifugo/view_doc.py reads the document)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from server.games.koikoi import GAME
from tests.games.view_doc import Seen, compare, play_random, read_doc

DOC = Path(__file__).resolve().parents[3] / "server" / "games" / "koikoi" / "VIEW.md"
FREE_TEXT = ("characters.name",)


@pytest.fixture(scope="module")
def seen() -> Seen:
    seen = Seen()
    for seed in range(8):
        rule = ("traditional", "mankai")[seed % 2]
        names = [("たろう", None), (None, None), ("はなこ", "じろう")][seed % 3]
        play_random(GAME, {"rule": rule, "rounds": 6}, 2, seed, seen, names=list(names))
    for seed in range(4):  # ふつう CPUs call こいこい and 勝負 as players do
        play_random(GAME, {"rule": "mankai", "rounds": 3}, 2, 50 + seed, seen, cpu="normal")
    return seen


def test_the_document_matches_random_matches(seen):
    problems = compare(read_doc(DOC.read_text(encoding="utf-8")), seen, free_text=FREE_TEXT)
    assert not problems, "\n".join(problems)


def test_the_checker_catches_a_missing_event_and_a_stale_key(seen):
    """The check is not vacuous: an event dropped from the document, and a key the engine does
    not have, are both reported."""
    text = DOC.read_text(encoding="utf-8")
    text = text.replace('{"type":"match_end","scores":[n,n]}', "")
    text = text.replace('"stock_count": int,', '"stock_count": int, "stock": [card, ...],')
    problems = compare(read_doc(text), seen, free_text=FREE_TEXT)
    assert problems == ["documented view key never seen: stock",
                        "event not documented: match_end ['scores']"]


def test_the_two_views_differ_only_where_the_document_says():
    """VIEW.md: the players' views differ only in seat, hand and legal; a spectator's has
    seat and hand null and legal empty."""
    state = GAME.new({"rounds": 3}, 2, 7)
    rng = random.Random(7)
    while GAME.result(state) is None:
        views = [GAME.view(state, s) for s in (0, 1, None)]
        assert views[2]["seat"] is None and views[2]["hand"] is None and views[2]["legal"] == []
        public = [{k: v for k, v in view.items() if k not in ("seat", "hand", "legal")}
                  for view in views]
        assert public[0] == public[1] == public[2]
        seat = GAME.waiting_on(state)[0]
        GAME.act(state, seat, rng.choice(GAME.view(state, seat)["legal"]), 0.0)
