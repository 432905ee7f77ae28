"""Kana as the word cards read them (seed 001, 「単語の作り方（全ルール共通）」).

A card shows plain hiragana: no 濁点, no 半濁点, no small kana. A player reading a line may
add 濁点 and 半濁点 freely, and may read や ゆ よ つ as ゃ ゅ ょ っ. Nothing else changes: a small
ぁ or ゎ, a long-vowel mark ー or a katakana can never be read off a card.
"""

from __future__ import annotations

# Each card kana and what a player may read it as besides itself.
_MARKED: dict[str, str] = {
    "か": "が", "き": "ぎ", "く": "ぐ", "け": "げ", "こ": "ご",
    "さ": "ざ", "し": "じ", "す": "ず", "せ": "ぜ", "そ": "ぞ",
    "た": "だ", "ち": "ぢ", "つ": "づっ", "て": "で", "と": "ど",
    "は": "ばぱ", "ひ": "びぴ", "ふ": "ぶぷ", "へ": "べぺ", "ほ": "ぼぽ",
    "う": "ゔ",
    "や": "ゃ", "ゆ": "ゅ", "よ": "ょ",
}

CARD_KANA: frozenset[str] = frozenset(
    "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"
)
"""Every kana a card face may carry."""

_PLAIN: dict[str, str] = {marked: base for base, forms in _MARKED.items() for marked in forms}


def plain(word: str) -> str:
    """``word`` as it would be printed on cards: 濁点 and 半濁点 dropped, ゃ ゅ ょ っ made full
    size. Other characters are kept as they are (so a word with ぁ or ー keeps them, and
    ``is_card_spelling`` tells it can never be laid)."""
    return "".join(_PLAIN.get(c, c) for c in word)


def readings(card_kana: str) -> frozenset[str]:
    """What one kana printed on a card may be read as: itself and its marked or small forms."""
    return frozenset(card_kana + _MARKED.get(card_kana, ""))


def reads_as(visible: str, declared: str) -> bool:
    """Whether the visible card kana ``visible`` (plain, in reading order) may be read as the
    declared word: the same length, and each declared character one of its card kana's
    readings (じょばん from しよはん; not じょばん from しやはん)."""
    return len(visible) == len(declared) and all(
        d in readings(v) for v, d in zip(visible, declared, strict=True)
    )


def is_card_spelling(word: str) -> bool:
    """Whether ``word`` can be read off cards at all: every character is a card kana or one
    of its allowed readings."""
    return bool(word) and all(c in CARD_KANA for c in plain(word))
