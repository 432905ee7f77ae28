"""The word cards (issue 11, 「Cards and words」): two-sided, two hiragana on each side.

The seed gives no card list. This deck was derived by tools/build_kotoba_deck.py from how often
kana and kana pairs occur in the word list's 10,000 commonest words: each kana appears about as
often as it does in those words (う 31 times, ん 29, し and い 26, ... ぬ once; を never, no
word uses it), most faces are a pair that words often hold (よう, しん, かい, しよ for しょ, ...),
and a hill climb then swapped kana and faces while random seven-card hands scored better in
ならべる with the commonest 5,000 words. bench/kotoba_deck.py measures it.

100 cards: six players' hands of seven take 42, and 58 are left for the stock, the field and
exchanges (discard one, draw two). Card ids are indexes into ``DECK``.
"""

from __future__ import annotations

from dataclasses import dataclass

from server.games.kotoba.kana import CARD_KANA


@dataclass(frozen=True)
class Card:
    """One card: the kana pair on its front and on its back, each read left to right."""

    front: str
    back: str

    def __post_init__(self) -> None:
        for face in (self.front, self.back):
            if len(face) != 2 or not set(face) <= CARD_KANA:
                raise ValueError(f"カードの面は札の仮名2文字です: {face!r}")

    def faces(self) -> tuple[str, str]:
        return (self.front, self.back)


# The table: one card a line, front then back (written by tools/build_kotoba_deck.py).
# fmt: off
DECK: tuple[Card, ...] = (
# --- deck table start ---
    Card("ゆと", "とう"),
    Card("みふ", "しん"),
    Card("ほう", "こり"),
    Card("けん", "きふ"),
    Card("うし", "りよ"),
    Card("つり", "しき"),
    Card("かく", "ふむ"),
    Card("しよ", "ふき"),
    Card("きゆ", "のう"),
    Card("いつ", "るへ"),
    Card("かく", "るま"),
    Card("んそ", "てん"),
    Card("うこ", "きよ"),
    Card("いん", "かえ"),
    Card("かい", "つか"),
    Card("うし", "ひよ"),
    Card("あん", "する"),
    Card("えら", "かん"),
    Card("める", "よう"),
    Card("りつ", "こと"),
    Card("せい", "つね"),
    Card("んと", "しん"),
    Card("たま", "かん"),
    Card("たな", "ほう"),
    Card("おせ", "けつ"),
    Card("しや", "ねん"),
    Card("たい", "らる"),
    Card("そか", "こく"),
    Card("ほう", "にゆ"),
    Card("かい", "さけ"),
    Card("よう", "なな"),
    Card("たい", "るも"),
    Card("もあ", "せき"),
    Card("あめ", "うき"),
    Card("かる", "いた"),
    Card("うし", "され"),
    Card("しや", "へあ"),
    Card("とく", "れつ"),
    Card("ちゆ", "やく"),
    Card("しよ", "そち"),
    Card("ねん", "ちよ"),
    Card("らさ", "とう"),
    Card("いき", "さく"),
    Card("しよ", "なは"),
    Card("てい", "すい"),
    Card("ゆう", "にい"),
    Card("よく", "はい"),
    Card("らい", "うり"),
    Card("んた", "こく"),
    Card("こう", "のろ"),
    Card("うり", "んか"),
    Card("けん", "おと"),
    Card("かい", "えみ"),
    Card("ひみ", "せつ"),
    Card("ふん", "えち"),
    Card("ほん", "こく"),
    Card("たい", "うし"),
    Card("はつ", "めた"),
    Card("しや", "まわ"),
    Card("しん", "へは"),
    Card("せん", "れの"),
    Card("ひと", "はつ"),
    Card("とう", "てす"),
    Card("しつ", "うし"),
    Card("きゆ", "んく"),
    Card("こう", "つと"),
    Card("よう", "いこ"),
    Card("けひ", "しゆ"),
    Card("ちゆ", "くし"),
    Card("まお", "けい"),
    Card("てき", "みつ"),
    Card("んこ", "さつ"),
    Card("あけ", "たい"),
    Card("きた", "おう"),
    Card("すひ", "かい"),
    Card("よく", "きき"),
    Card("ひや", "ゆう"),
    Card("りよ", "めわ"),
    Card("しよ", "すみ"),
    Card("わお", "しゆ"),
    Card("よく", "るほ"),
    Card("しん", "いき"),
    Card("かん", "まし"),
    Card("てき", "ろか"),
    Card("つれ", "かい"),
    Card("すて", "そう"),
    Card("ちに", "うこ"),
    Card("はん", "そり"),
    Card("ろむ", "さん"),
    Card("ふむ", "うし"),
    Card("しん", "うぬ"),
    Card("よう", "なて"),
    Card("せい", "いせ"),
    Card("さい", "うち"),
    Card("すわ", "けん"),
    Card("はく", "ちし"),
    Card("しん", "にあ"),
    Card("にう", "せい"),
    Card("ほん", "もか"),
    Card("くも", "やく"),
# --- deck table end ---
)
# fmt: on
