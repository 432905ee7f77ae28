"""Gem chips: refills from the two waiting stacks and pentacles (seed document, [2]チップの獲得,
宝石の獲得と得点化).

The waiting stacks are lists bottom -> top; the top of each is a 待機チップ, face up. 補充 takes
one waiting chip chosen by the player who took the chip; when that stack runs out, the other
stack's top becomes a stack of its own so that two waiting chips stay showing.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from server.games.deltacle.components import PENTACLE_POINTS, PENTACLE_SIZE


def waiting_chips(stacks: list[list[str]]) -> list[str | None]:
    return [s[-1] if s else None for s in stacks]


def refill_options(stacks: list[list[str]]) -> list[int]:
    """Stacks a refill may come from: every stack with a waiting chip (待機チップから1枚選んで).
    Even when both waiting chips show the same colour the player chooses, for the choice decides
    which chip is revealed next (the one below, or the other stack's top moving over)."""
    return [i for i, s in enumerate(stacks) if s]


def take_waiting(stacks: list[list[str]], index: int) -> tuple[str, bool]:
    """Take the waiting chip of stack ``index``. Returns (colour, shifted): when that stack is
    now empty and the other holds two or more, its top moves over (山が尽きたら、もう片方の山の
    トップをそこに置き、引き続き待機チップが2枚公開された状態にします)."""
    color = stacks[index].pop()
    shifted = False
    if not stacks[index]:
        other = 1 - index
        if len(stacks[other]) >= 2:
            stacks[index].append(stacks[other].pop())
            shifted = True
    return color, shifted


def pentacle_options(faceup: list[str]) -> list[list[str]]:
    """Distinct choices of three face-up chips (sorted colour lists). With exactly three there is
    one; with more the player picks (そこから3枚を選んでペンタクルにします)."""
    seen = {tuple(sorted(c)) for c in combinations(sorted(faceup), PENTACLE_SIZE)}
    return [list(c) for c in sorted(seen)]


def remove_chips(faceup: list[str], colors: list[str]) -> None:
    for c in colors:
        faceup.remove(c)


def pentacle_points(colors: list[str]) -> int:
    """5 for one colour, 3 for three colours, 1 for two colours."""
    return PENTACLE_POINTS[len(set(colors))]


def contains(faceup: list[str], colors: list[str]) -> bool:
    need, have = Counter(colors), Counter(faceup)
    return all(have[c] >= n for c, n in need.items())
