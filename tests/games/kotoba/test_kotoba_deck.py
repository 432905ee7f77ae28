"""The word-card deck (issue 11, 「Cards and words」): two kana a face, designed from the word
list's kana and kana-pair counts so that hands can make words."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from server.games.kotoba import dictionary, kana, solver
from server.games.kotoba.deck import DECK, Card

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location(
        "build_kotoba_deck", ROOT / "tools" / "build_kotoba_deck.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_enough_cards_for_six_hands_and_a_stock() -> None:
    assert len(DECK) == 100
    assert len(DECK) >= 6 * 7 * 2  # six hands of seven, and as many again to draw and exchange


def test_every_face_is_two_card_kana() -> None:
    for card in DECK:
        assert isinstance(card, Card)
        for face in card.faces():
            assert len(face) == 2 and set(face) <= kana.CARD_KANA
    for bad in ("が", "ぱん", "らー", "ぁい", "かきく"):
        with pytest.raises(ValueError):
            Card(bad, "かい")


def test_kana_follow_the_word_counts(tool) -> None:
    """The deck's kana are the quotas derived from the 10,000 commonest words: the script's
    first step, which its climb keeps."""
    singles, _ = tool.counts(list(dictionary.load().vocabulary(10000)))
    on_cards = Counter("".join(c.front + c.back for c in DECK))
    assert on_cards == tool.quotas(singles, 4 * len(DECK))
    assert on_cards["う"] > on_cards["ね"] > 0 and on_cards["ぬ"] >= 1
    assert on_cards["を"] == 0  # no common word uses it


def test_quotas_add_up(tool) -> None:
    quota = tool.quotas(Counter({"あ": 10, "い": 1, "う": 0}), 12)
    assert sum(quota.values()) == 12 and quota["い"] >= 1 and quota["う"] == 0 and quota["あ"] > quota["い"]


def test_most_faces_are_pairs_words_hold() -> None:
    pairs: Counter[str] = Counter()
    for word in dictionary.load().vocabulary(10000):
        text = kana.plain(word)
        pairs.update(text[i:i + 2] for i in range(len(text) - 1))
    faces = [f for card in DECK for f in card.faces()]
    assert sum(1 for f in faces if pairs[f] > 0) >= 0.8 * len(faces)


def test_a_cards_two_faces_share_no_kana_mostly() -> None:
    assert sum(1 for c in DECK if set(c.front) & set(c.back)) <= len(DECK) // 10


def test_nine_hands_in_ten_make_a_scoring_word() -> None:
    """The issue's aim, on a small sample with the commonest 2,000 words (bench/kotoba_deck.py
    measures 10,000 hands)."""
    words = dictionary.load().vocabulary(2000)
    rng = random.Random(2026)
    made = 0
    for i in range(150):
        hand = rng.sample(range(len(DECK)), 7)
        made += bool(solver.best_narabe(hand, words, 5.0, random.Random(i)).builds)
    assert made >= 0.9 * 150
