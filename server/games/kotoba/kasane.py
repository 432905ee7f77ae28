"""かさねる (seed 001 「かさねる」): in turn, lay cards over (or beside) the field to make one
horizontal word, read left to right, using at least one visible field kana. No vertical word, no
second word. When the table accepts the word, the cards played join the field.

The field resets (every field card to the discard, one new card turned from the stock) when a
player makes a word of seven kana or more, or when everyone but the last player to play has
passed. The first player whose hand is empty ends the game and wins. The turns themselves,
common to あわせる and かさねる, are in turns.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from server.games.contract import Event
from server.games.kotoba import piles
from server.games.kotoba.board import FORWARD, HORIZONTAL, Faces
from server.games.kotoba.settings import RESET_LENGTH
from server.games.kotoba.shown import placed_view
from server.games.kotoba.state import State

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


def reset(state: State, why: str, faces: Faces) -> list[Event]:
    """「場札のリセット」: every field card to the discard, one new card turned up."""
    discarded = [p.card for p in sorted(state.field, key=lambda p: p.z)]
    state.discard += discarded
    events: list[Event] = []
    piles.turn_up(state, events)
    state.passed = []
    state.last_player = None
    card = [placed_view(p, faces, (0, 1), False) for p in state.field]
    return [{"type": "reset", "why": why, "discarded": len(discarded),
             "card": card[0] if card else None}, *events]
