"""あわせる (seed 001 「あわせる」): in turn, join the field's kana to make new words.

A play lays one or more hand cards so that, with at least one kana already on the field, they
make one word on a straight line, vertical or horizontal, read in any of the four directions;
every visible kana of the cards played belongs to that word. Cards may be turned end over end
and laid vertically. Older words may be broken. A new card never goes under a field card.

When a hand is empty, play goes on up to the player on the right of the start player (the last
in turn order), so everyone has had as many turns; then every player with no cards wins.
The turns themselves, common to あわせる and かさねる, are in turns.py.
"""

from __future__ import annotations

from server.games.kotoba.board import BACKWARD, FORWARD, HORIZONTAL, VERTICAL

AXES = (HORIZONTAL, VERTICAL)  # 「縦か横の直線上」
DIRECTIONS = (FORWARD, BACKWARD)  # 「上下左右どの向きに読んでもかまいません」
REVERSIBLE = True  # 「カードを上下反転して置き、左から右に読むこともできます」


def last_seat(start: int, seats: int) -> int:
    """The player on the right of the start player: the last to play in each round."""
    return (start - 1) % seats


def game_over_after_turn(closing: bool, turn: int, start: int, seats: int) -> bool:
    """Once a hand is empty (``closing``), the game ends when the last seat's turn is over."""
    return closing and turn == last_seat(start, seats)
