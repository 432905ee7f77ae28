"""Shared helpers of the ことばカード engine tests: a short notation for cards on a grid, a small
deck and word list of the tests' own, and tables set up from text (STYLE.md habit 11).

Notation, one token a card, in stacking order (later on top)::

    "しよ@0,0 はん@2,0"      two cards side by side in row 0 (front faces しよ, はん)
    "すい@1,0 かせ@0,0"      かせ lies over すい's first cell: the row reads かせい
    "こう~@0,2"              turned end over end: cell (0,2) shows う, (1,2) shows こ
    "かい@3,0v"              vertical: (3,0) shows か, (3,1) shows い

The token's kana are the card's front; its back is ぬぬ unless written ``front/back``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

from server.games.kotoba import dictionary
from server.games.kotoba.board import HORIZONTAL, VERTICAL, Placed
from server.games.kotoba.deck import Card
from server.games.kotoba.engine import KotobaGame
from server.games.kotoba.state import State

BACK = "ぬぬ"
TOKEN = re.compile(r"^(?P<front>[^/~@]{2})(?:/(?P<back>[^~@]{2}))?(?P<rev>~?)@(?P<x>-?\d+),(?P<y>-?\d+)(?P<v>v?)$")


class Table:
    """Cards laid from the notation, with the deck they come from."""

    def __init__(self) -> None:
        self.deck: list[Card] = []

    def card(self, front: str, back: str = BACK) -> int:
        self.deck.append(Card(front, back))
        return len(self.deck) - 1

    def faces(self, card: int) -> tuple[str, str]:
        return self.deck[card].front, self.deck[card].back

    def lay(self, text: str, z: int = 0) -> list[Placed]:
        placed = []
        for i, token in enumerate(text.split()):
            m = TOKEN.match(token)
            assert m, f"bad token {token!r}"
            card = self.card(m["front"], m["back"] or BACK)
            placed.append(Placed(card, 0, bool(m["rev"]), int(m["x"]), int(m["y"]),
                                 VERTICAL if m["v"] else HORIZONTAL, z + i))
        return placed


def small_words(*words: str) -> dictionary.Dictionary:
    """A word list of the test's own, most common first."""
    return dictionary.Dictionary((w, ()) for w in words)


WORDS = small_words(
    "かせい", "りこう", "せんてい", "やさい", "じょばん", "しかく", "かいしゃ", "こうこう", "こうかい",
    "かいこう", "すいか", "いか", "かい", "こい", "かこう", "しんかい", "たいかい", "かいしゃいん",
    "あさ", "さかな", "なか", "かな", "はし", "しか",
)


def game_with(cards: Sequence[str], words: dictionary.Dictionary = WORDS) -> KotobaGame:
    """A game on a deck of the test's own: each entry ``front/back`` or just ``front``."""
    deck = [Card(*(c.split("/") if "/" in c else (c, BACK))) for c in cards]
    return KotobaGame(deck=deck, words=lambda: words)


def set_table(game: KotobaGame, state: State, *, hands: Sequence[Sequence[int]] | None = None,
              field: Sequence[Placed] | None = None, stock: Sequence[int] | None = None,
              discard: Sequence[int] = ()) -> State:
    """Deal the table by hand: the given hands and field, every other card in the stock (or
    the given stock) so that every card is somewhere."""
    if hands is not None:
        state.hands = [sorted(h) for h in hands]
    if field is not None:
        state.field = list(field)
    state.discard = list(discard)
    used = {c for h in state.hands for c in h} | {p.card for p in state.field} | set(state.discard)
    state.stock = list(stock) if stock is not None else [
        c for c in range(len(game.deck)) if c not in used]
    return state


def all_cards(state: State) -> list[int]:
    """Every card of the game wherever it is; ならべる boards hold cards still in the hands."""
    cards = [c for h in state.hands for c in h] + state.stock + state.discard
    cards += [p.card for p in state.field] + [p.card for p in state.pending]
    return sorted(cards)


def started(game: KotobaGame, settings: dict[str, Any], seats: int, seed: int = 1,
            now: float = 0.0) -> State:
    state = game.new(settings, seats, seed)
    game.tick(state, now)
    return state


def rng(seed: int = 0) -> random.Random:
    return random.Random(seed)
