"""The cards of daifugō: one or two French decks with up to two jokers.

Seed 「カードの強弱について」: ジョーカー > 2 > A > K > … > 4 > 3, and suits have no order.
A card's identity is unique even with two decks: ``"<suit><rank>#<copy>"`` (``"S3#0"``,
``"H10#1"``) and ``"JK#<n>"`` for the jokers. The *face* is the part before ``#``; two cards with
the same face are interchangeable in play.
"""

from __future__ import annotations

from collections.abc import Iterable

# Suits: spade, heart, diamond, club. No order between them (used only to sort a hand).
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_MARKS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

# Ranks from weakest to strongest; the value is the strength in the normal order.
RANKS: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
RANK_VALUE: dict[str, int] = {r: i + 3 for i, r in enumerate(RANKS)}  # 3 .. 15
VALUE_RANK: dict[int, str] = {v: r for r, v in RANK_VALUE.items()}

LOWEST = 3  # the rank 3
HIGHEST = 15  # the rank 2
JOKER = 16  # a joker played alone (or jokers only) is above every rank
EIGHT = RANK_VALUE["8"]
JACK = RANK_VALUE["J"]
TWO = RANK_VALUE["2"]
THREE = RANK_VALUE["3"]

JOKER_FACE = "JK"
SPADE_THREE = "S3"


def card_id(face: str, copy: int) -> str:
    return f"{face}#{copy}"


def build_deck(decks: int, jokers: int) -> list[str]:
    """Every card of the game, in a fixed order: ``decks`` x 52 cards, then ``jokers`` jokers."""
    cards = [card_id(s + r, d) for d in range(decks) for s in SUITS for r in RANKS]
    cards += [card_id(JOKER_FACE, j) for j in range(jokers)]
    return cards


# Every id a game can hold, parsed once: id -> (suit, value); a joker is ("", JOKER).
_INFO: dict[str, tuple[str, int]] = {}
for _cid in build_deck(2, 2):
    _face = _cid.split("#")[0]
    _INFO[_cid] = ("", JOKER) if _face == JOKER_FACE else (_face[0], RANK_VALUE[_face[1:]])
MAX_CARDS = len(_INFO)  # every card a game can hold: the most an action can name
LONGEST_ID = max(len(c) for c in _INFO)  # "H10#1"


def is_card(cid: object) -> bool:
    return isinstance(cid, str) and cid in _INFO


def suit(cid: str) -> str:
    """The suit letter, or "" for a joker."""
    return _INFO[cid][0]


def value(cid: str) -> int:
    """Strength in the normal order: 3..15 for 3..2, 16 for a joker."""
    return _INFO[cid][1]


def suit_value(cid: str) -> tuple[str, int]:
    """(suit, value) at once: ("", JOKER) for a joker."""
    return _INFO[cid]


def is_joker(cid: str) -> bool:
    return _INFO[cid][1] == JOKER


def face(cid: str) -> str:
    return cid.split("#", 1)[0]


def label(cid: str) -> str:
    """Short human label, e.g. ``♠3`` or ``JK``."""
    s, v = _INFO[cid]
    return "JK" if v == JOKER else SUIT_MARKS[s] + VALUE_RANK[v]


def strength_key(cid: str) -> tuple[int, int, str]:
    """Sort key: weakest first in the normal order, then by suit."""
    s, v = _INFO[cid]
    return (v, SUITS.index(s) if s else 4, cid)


def suit_key(cid: str) -> tuple[int, int, str]:
    """Sort key: by suit (♠♥♦♣, jokers last), then by strength."""
    s, v = _INFO[cid]
    return (SUITS.index(s) if s else 4, v, cid)


_STRENGTH_ORDER: dict[str, int] = {c: i for i, c in enumerate(sorted(_INFO, key=strength_key))}
"""Each id's place in the order ``strength_key`` gives: the same sort, by a lookup."""


def sort_by_strength(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=_STRENGTH_ORDER.__getitem__)


def strongest(cards: Iterable[str], count: int) -> list[str]:
    """The ``count`` strongest cards in the normal order (ties: ♠♥♦♣, then lower copy).
    Used for the card exchange, where the poor must give their strongest cards."""
    ordered = sorted(cards, key=lambda c: (-value(c), SUITS.index(suit(c)) if suit(c) else -1, c))
    return ordered[:count]
