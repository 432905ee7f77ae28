"""かさねる (seed 001 「かさねる」): in turn, lay cards over (or beside) the field to make one
horizontal word, read left to right, using at least one visible field kana. No vertical word, no
second word. When the table accepts the word, the cards played join the field.

The field resets (every field card to the discard, one new card turned from the stock) when a
player makes a word of seven kana or more, or when everyone but the last player to play has
passed. The first player whose hand is empty ends the game and wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from server.games.kotoba.board import FORWARD, HORIZONTAL
from server.games.kotoba.settings import RESET_LENGTH

AXES = (HORIZONTAL,)  # 「縦方向の単語…を作る置き方はできません」
DIRECTIONS = (FORWARD,)  # 横一列の単語, read left to right
REVERSIBLE = True  # cards may still be turned end over end


def reset_by_length(word_kana: str) -> bool:
    """「手番プレイヤーが7文字以上の単語を作った場合」"""
    return len(word_kana) >= RESET_LENGTH


def reset_by_passes(passed: Iterable[int], last_player: int | None, seats: int) -> bool:
    """「最後にカードを出したプレイヤー以外の全員がパスした場合」. On a fresh field nobody has
    played yet, so everyone must have passed."""
    return set(range(seats)) - {last_player} <= set(passed)


def ranks(hands: Sequence[int]) -> tuple[int, ...]:
    """The player with no cards wins; the rest follow by cards left (rules.md 「決めたこと」)."""
    return tuple(1 + sum(o < n for o in hands) for n in hands)
