"""Reading card kana (seed 001, 「単語の作り方（全ルール共通）」): 濁点 and 半濁点 added freely,
や ゆ よ つ read as ゃ ゅ ょ っ, nothing else."""

from __future__ import annotations

import pytest

from server.games.kotoba import kana


def test_card_kana_are_the_46_plain_hiragana() -> None:
    assert len(kana.CARD_KANA) == 46
    assert "ん" in kana.CARD_KANA and "を" in kana.CARD_KANA
    assert not {"が", "ぱ", "ゃ", "っ", "ぁ", "ー", "ゐ", "ア"} & kana.CARD_KANA


@pytest.mark.parametrize(
    ("word", "printed"),
    [
        ("じょばん", "しよはん"),
        ("やさい", "やさい"),
        ("がっこう", "かつこう"),
        ("ぴゅう", "ひゆう"),
        ("ゔ", "う"),
        ("ぢづ", "ちつ"),
    ],
)
def test_plain_is_how_cards_print_a_word(word: str, printed: str) -> None:
    assert kana.plain(word) == printed


def test_plain_keeps_what_cards_cannot_show() -> None:
    assert kana.plain("らーめん") == "らーめん"
    assert kana.plain("ふぁん") == "ふぁん"


def test_readings_of_a_card_kana() -> None:
    assert kana.readings("は") == {"は", "ば", "ぱ"}
    assert kana.readings("つ") == {"つ", "づ", "っ"}
    assert kana.readings("や") == {"や", "ゃ"}
    assert kana.readings("あ") == {"あ"}  # no small ぁ from a card
    assert kana.readings("ん") == {"ん"}


@pytest.mark.parametrize(
    ("visible", "declared", "ok"),
    [
        ("しよはん", "じょばん", True),  # 濁点 on し and は, よ as ょ
        ("しやはん", "じょばん", False),  # や is ゃ, never ょ
        ("しやはん", "じゃばん", True),
        ("やさい", "やさい", True),
        ("かつこう", "がっこう", True),
        ("しかくし", "しかく", False),  # a stray し: lengths differ
        ("あい", "ぁい", False),
        ("はん", "ぱん", True),
        ("はん", "ほん", False),
    ],
)
def test_reads_as(visible: str, declared: str, ok: bool) -> None:
    assert kana.reads_as(visible, declared) is ok


def test_is_card_spelling() -> None:
    assert kana.is_card_spelling("じょばん")
    assert kana.is_card_spelling("がっこう")
    for word in ("らーめん", "ふぁいと", "ゐる", "パン", "", "abc"):
        assert not kana.is_card_spelling(word)


def test_plain_inverts_readings() -> None:
    """Every reading of a card kana prints as that kana: a declared word reads the cards exactly
    when its plain form is what they show (the dictionary's index relies on it)."""
    for card in kana.CARD_KANA:
        for reading in kana.readings(card):
            assert kana.plain(reading) == card
