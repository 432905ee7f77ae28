"""Reading a line of cards and finding words in a hand (seed 001, 「単語の作り方（全ルール共通）」
and its four examples; 「ならべる」 scoring and its worked example)."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from server.games.kotoba import dictionary, kana, solver
from server.games.kotoba.deck import DECK, Card
from server.games.kotoba.solver import BOTH, FIRST, SECOND, Build, Piece

BACK = "ぬぬ"  # the other face of a test card, never part of a word here


def line(text: str) -> tuple[list[Card], tuple[Piece, ...]]:
    """A line of cards from a short notation: one token a card, its two kana in reading order,
    a hidden kana in brackets: ``"やさ [か]い"`` is やさ, then a card whose か lies under it."""
    deck: list[Card] = []
    pieces: list[Piece] = []
    for token in text.split():
        visible = re.sub(r"\[.\]", "", token)
        letters = token.replace("[", "").replace("]", "")
        if token.startswith("["):
            shown: tuple[int, ...] = SECOND
        elif token.endswith("]"):
            shown = FIRST
        else:
            shown = BOTH
        assert visible == "".join(letters[i] for i in shown)
        deck.append(Card(letters, BACK))
        pieces.append(Piece(len(deck) - 1, 0, False, shown))
    return deck, tuple(pieces)


@pytest.fixture(scope="module")
def words() -> dictionary.Dictionary:
    return dictionary.load()


def declared(build_words, word: str) -> list[Build]:
    return [b for b in build_words if b.word == word]


# -- the seed's four examples -----------------------------------------------------------------


def test_cards_side_by_side_read_with_marks_and_small_kana(words) -> None:
    """「カードを横に並べる（例：しや ＋ はん → じょばん）」. じょばん prints as しよはん: the
    example's しや can give じゃ but never じょ (kana.reads_as), so the test lays しよ."""
    deck, pieces = line("しよ はん")
    assert solver.check(Build("じょばん", pieces), deck) is None
    found = list(solver.builds([0, 1], words, reverse=False, deck=deck))
    assert [b.pieces for b in declared(found, "じょばん")] == [pieces]
    assert Build("じょばん", pieces).layout() == ((0, 0), (2, 1))  # they abut
    seed_deck, seed_pieces = line("しや はん")
    assert solver.check(Build("じょばん", seed_pieces), seed_deck) is not None


def test_a_card_laid_over_another_hides_one_kana(words) -> None:
    """「カードを重ねて1文字隠す（例：やさ ＋ い(重) → やさい）」, both ways round."""
    deck, under = line("やさ [か]い")
    assert solver.check(Build("やさい", under), deck) is None
    assert Build("やさい", under).layout() == ((0, 1), (1, 0))  # かい lies under やさ's さ
    assert [b.pieces for b in declared(solver.builds([0, 1], words, reverse=False, deck=deck), "やさい")] == [under]
    deck, over = line("や[さ] さい")
    assert solver.check(Build("やさい", over), deck) is None
    assert Build("やさい", over).layout() == ((0, 0), (1, 1))  # さい lies on top


def test_a_kana_the_word_does_not_use_is_refused(words) -> None:
    """「単語に必要ない文字が見えている（例：しかくし → しかく はNG）」."""
    deck, pieces = line("しか くし")
    reason = solver.check(Build("しかく", pieces), deck)
    assert reason is not None and "しかく" in reason
    assert solver.check(Build("しかくし", pieces), deck) is None  # the line reads しかくし
    assert not declared(solver.builds([0, 1], words, reverse=False, deck=deck), "しかく")


def test_a_fully_hidden_card_is_refused(words) -> None:
    """「完全に隠れているカードがある（カードは必ず1文字以上見せる）」."""
    deck = [Card("やく", BACK), Card("ああ", BACK), Card("さい", BACK)]
    hidden = (Piece(0, 0, False, BOTH), Piece(1, 0, False, ()), Piece(2, 0, False, BOTH))
    assert solver.check(Build("やくさい", hidden), deck) is not None
    # One cell cannot be hidden by both its cards; an end cell has no card to hide it.
    assert solver.check(Build("やい", (Piece(0, 0, False, FIRST), Piece(2, 0, False, SECOND))), deck)
    assert solver.check(Build("や", (Piece(0, 0, False, FIRST),)), deck)
    assert solver.check(Build("くさい", (Piece(0, 0, False, SECOND), Piece(2, 0, False, BOTH))), deck)
    for build in solver.builds([0, 1, 2], words, reverse=True, deck=deck):
        assert all(p.shown for p in build.pieces)
        assert solver.check(build, deck) is None


# -- the search finds exactly the legal lines ---------------------------------------------------


def brute_force(cards: list[int], words, reverse: bool, deck) -> set[tuple[str, tuple[Piece, ...]]]:
    """Every line of distinct cards, faces, turns and shown cells, checked by ``solver.check``
    (a face of one kana twice is not turned: it reads the same)."""
    out = set()
    choices = [
        Piece(c, face, turned, shown)
        for c in cards for face in (0, 1) for turned in ((False, True) if reverse else (False,))
        for shown in (BOTH, FIRST, SECOND)
        if not (turned and len(set(deck[c].faces()[face])) == 1)  # きき turned is きき
    ]
    for k in range(1, len(cards) + 1):
        for combo in itertools.product(choices, repeat=k):
            if len({p.card for p in combo}) < k:
                continue
            text = "".join(p.visible(deck) for p in combo)
            for word in words.spellings(text)[:1]:
                if len(word) >= 2 and solver.check(Build(word, combo), deck) is None:
                    out.add((word, combo))
    return out


@pytest.mark.parametrize("seed", range(4))
def test_builds_are_every_legal_line(words, seed: int) -> None:
    rng = random.Random(seed)
    cards = rng.sample(range(len(DECK)), 3)
    reverse = seed % 2 == 1
    found = {(b.word, b.pieces) for b in solver.builds(cards, words, reverse=reverse)}
    assert found == brute_force(cards, words, reverse, DECK)
    assert found  # a frequency deck makes words from three cards


def test_turned_cards_read_in_the_other_order(words) -> None:
    deck = [Card("いさ", BACK)]
    assert not declared(solver.builds([0], words, reverse=False, prefix="や", deck=deck), "やさい")
    turned = declared(solver.builds([0], words, reverse=True, prefix="や", deck=deck), "やさい")
    assert [b.pieces for b in turned] == [(Piece(0, 0, True, BOTH),)]
    assert turned[0].visible(deck) == "さい"


def test_field_kana_before_and_after(words) -> None:
    deck = [Card("さい", BACK), Card("やさ", BACK)]
    assert declared(solver.builds([0], words, reverse=False, prefix="や", deck=deck), "やさい")
    assert declared(solver.builds([1], words, reverse=False, suffix="い", deck=deck), "やさい")
    with_field = list(solver.builds([0, 1], words, reverse=False, prefix="や", min_len=3, deck=deck))
    assert with_field and all(len(b.word) >= 3 and kana.plain(b.word).startswith("や") for b in with_field)
    assert solver.check(with_field[0], deck, prefix="や") is None


def test_all_spellings_and_max_cards(words) -> None:
    deck = [Card("はし", BACK)]
    spellings = {b.word for b in solver.builds([0], words, reverse=False, all_spellings=True, deck=deck)}
    assert spellings == set(words.spellings("はし"))
    hand = list(range(7))
    assert all(len(b.pieces) <= 2 for b in solver.builds(hand, words, reverse=False, max_cards=2))


def test_layout_of_a_chain() -> None:
    deck, pieces = line("しや [か]く [い]し")
    assert Build("しゃくし", pieces).layout() == ((0, 2), (1, 1), (2, 0))
    deck, pieces = line("い[か] か[い] しや")
    assert solver.check(Build("いかしゃ", pieces), deck) is None
    assert Build("いかしゃ", pieces).layout() == ((0, 0), (1, 1), (2, 2))


# -- ならべる scoring -------------------------------------------------------------------------


def test_seed_scoring_example() -> None:
    """「例：かせい(1点) ＋ りこう(1点) ＋ せんてい(2点) ＋ さか(孤立/-1点) = 合計 3点」."""
    assert solver.narabe_score(["かせい", "りこう", "せんてい"], loose_cards=1) == 3
    assert solver.narabe_score(["かせい", "りこう", "せんてい", "さか"], loose_cards=1) == 3
    assert solver.narabe_score([], loose_cards=7) == -7


def seed_board() -> tuple[list[Card], list[int]]:
    deck = [
        Card("かせ", "ぬね"), Card("るい", "へね"),  # かせ [る]い
        Card("りこ", "ぬへ"), Card("こう", "ねへ"),  # り[こ] こう
        Card("せん", "ねぬ"), Card("てい", "へぬ"),  # せん てい
        Card("さか", "ぬを"),  # alone
    ]
    return deck, list(range(7))


def test_best_narabe_on_the_seed_board() -> None:
    deck, hand = seed_board()
    vocabulary = dictionary.Dictionary((w, ()) for w in ["かせい", "りこう", "せんてい", "さか"])
    best = solver.best_narabe(hand, vocabulary, 5.0, random.Random(1), deck=deck)
    assert best.score == 3 and best.complete
    assert sorted(b.word for b in best.builds) == ["かせい", "せんてい", "りこう"]
    assert best.loose == (6,)
    for build in best.builds:
        assert solver.check(build, deck) is None


def best_by_hand(builds: list[Build], hand: list[int]) -> int:
    """The best score by trying every set of disjoint words (slow, independent of the DP)."""
    multi = [b for b in builds if len(b.pieces) >= 2]
    best = -len(hand)
    def go(i: int, used: frozenset[int], score: int) -> None:
        nonlocal best
        best = max(best, score - (len(hand) - len(used)))
        for j in range(i, len(multi)):
            if not multi[j].cards() & used:
                go(j + 1, used | multi[j].cards(), score + len(multi[j].word) - 2)
    go(0, frozenset(), 0)
    return best


@pytest.mark.parametrize("seed", range(6))
def test_best_narabe_is_the_best_board(words, seed: int) -> None:
    small = words.vocabulary(1500)
    hand = random.Random(seed).sample(range(len(DECK)), 6)
    best = solver.best_narabe(hand, small, 10.0, random.Random(seed))
    assert best.complete
    every = list(solver.builds(hand, small, reverse=False, min_len=3))
    assert best.score == best_by_hand(every, hand)
    laid = [c for b in best.builds for c in b.cards()]
    assert sorted(laid + list(best.loose)) == sorted(hand)
    assert best.score == solver.narabe_score([b.word for b in best.builds], len(best.loose))
    for build in best.builds:
        assert len(build.pieces) >= 2 and solver.check(build, DECK) is None


def test_best_narabe_is_deterministic_and_bounded(words) -> None:
    hand = random.Random(3).sample(range(len(DECK)), 7)
    first = solver.best_narabe(hand, words, 10.0, random.Random(5))
    assert solver.best_narabe(hand, words, 10.0, random.Random(5)) == first
    cut = solver.best_narabe(hand, words, 10.0, random.Random(5), max_nodes=20)
    assert not cut.complete and cut.score <= first.score
    assert solver.best_narabe(hand, words, 10.0, random.Random(5), max_nodes=20) == cut
    laid = [c for b in cut.builds for c in b.cards()]
    assert sorted(laid + list(cut.loose)) == sorted(hand)
    assert solver.best_narabe(hand, words, 0.0, random.Random(5)).score <= first.score


def test_cards_on_both_sides_of_field_kana(words) -> None:
    """あわせる: a word through a field kana, hand cards before and after it."""
    deck = [Card("ふん", BACK), Card("さい", BACK)]
    found = declared(solver.builds([0, 1], words, reverse=False, field=("", "か", ""), deck=deck), "ぶんかざい")
    assert [(b.pieces, b.runs) for b in found] == [
        ((Piece(0, 0, False, BOTH), Piece(1, 0, False, BOTH)), (1, 1))
    ]
    build = found[0]
    assert build.reading(deck, ("", "か", "")) == "ふんかさい" and build.visible(deck) == "ふんさい"
    assert build.split() == ((build.pieces[0],), (build.pieces[1],))
    assert build.layout() == ((0, 0), (0, 1))
    assert solver.check(build, deck, field=("", "か", "")) is None
    assert solver.check(build, deck) is not None  # without the field か it is no line
    for field in (("ふんか", ""), ("ふんか", "", "")):  # field kana are plain, as cards print them
        assert declared(solver.builds([1], words, reverse=False, field=field, deck=deck), "ぶんかざい")
    assert not list(solver.builds([1], words, reverse=False, field=("ぶんか", ""), deck=deck))


def test_an_arrangement_lays_out_on_the_grid() -> None:
    deck, hand = seed_board()
    vocabulary = dictionary.Dictionary((w, ()) for w in ["かせい", "りこう", "せんてい"])
    best = solver.best_narabe(hand, vocabulary, 5.0, random.Random(1), deck=deck)
    placed = best.placements()
    assert sorted(p.card for p in placed) == hand
    # Read each row back: cells hold the top card's kana; a row's kana make its word.
    grid: dict[tuple[int, int], str] = {}
    for p in placed:  # bottom first: a later card overwrites
        text = deck[p.card].faces()[p.face]
        text = text[::-1] if p.reversed else text
        grid[(p.x, p.y)], grid[(p.x + 1, p.y)] = text[0], text[1]
    rows: dict[int, str] = {}
    for (x, y) in sorted(grid, key=lambda c: (c[1], c[0])):
        rows[y] = rows.get(y, "") + grid[(x, y)]
    *words, loose = (rows[y] for y in sorted(rows))
    assert sorted(words) == sorted(["かせい", "りこう", "せんてい"])
    assert loose == "さか"
