"""Scoring and titles (seed 「得点の計算」 and 「順位の決め方」).

(1) 上がったとき: the player going out receives from every other player not yet out (fallen
    players included)  33 − players + that payer's remaining cards.
(2) 反則で転落したとき: the fallen player pays every other player who has not fallen (finished
    players included)  33 − players + (15 − that receiver's remaining cards).
Without plus-minus scoring (「プラスマイナス制を採用していない場合」) everyone's points for the hand
are raised by the same amount so that nobody's is below zero.
"""

from __future__ import annotations

from collections.abc import Sequence

BASE = 33
FOUL_BASE = 15

# The titles (身分) a hand's ranks earn, by key: 大富豪 富豪 平民 貧民 大貧民. The view sends the
# key and the client names it (client/games/daifugo/table_canvas.py).
GRAND, RICH, COMMONER, POOR, PAUPER = "grand", "rich", "commoner", "poor", "pauper"


def going_out_payment(players: int, payer_remaining: int) -> int:
    """(1) 点数＝３３−プレイ人数＋受け取る相手のカードの残り枚数"""
    return BASE - players + payer_remaining


def foul_payment(players: int, receiver_remaining: int) -> int:
    """(2) 点数＝３３−プレイ人数＋（１５−与える相手のカードの残り枚数）"""
    return BASE - players + (FOUL_BASE - receiver_remaining)


def no_minus(deltas: Sequence[int]) -> list[int]:
    """「マイナスされる人がでないように、全員の得点をプラスします」: shift the hand's points up
    by the same amount until the lowest is zero (differences between players are kept)."""
    low = min(deltas)
    return [d - low for d in deltas] if low < 0 else list(deltas)


def title_for(rank: int, players: int) -> str:
    """The title (its key) earned by finishing ``rank`` (1-based) among ``players``."""
    if rank == 1:
        return GRAND
    if rank == players:
        return PAUPER
    if players >= 4 and rank == 2:
        return RICH
    if players >= 4 and rank == players - 1:
        return POOR
    return COMMONER


def exchange_pairs(ranks: Sequence[int]) -> list[tuple[int, int, int]]:
    """Card exchange after a hand: (poor seat, rich seat, cards). 大貧民 → 大富豪 two cards,
    貧民 → 富豪 one card (only with four players or more)."""
    players = len(ranks)
    seat_of = {r: s for s, r in enumerate(ranks)}
    pairs = [(seat_of[players], seat_of[1], 2)]
    if players >= 4:
        pairs.append((seat_of[players - 1], seat_of[2], 1))
    return pairs


def match_ranks(totals: Sequence[int]) -> tuple[int, ...]:
    """Standing by total points; equal totals share a rank."""
    return tuple(1 + sum(1 for o in totals if o > t) for t in totals)
