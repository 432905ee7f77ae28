"""ゲームの終了と得点計算, and the supplement on ties (補足: 引き分けの場合).

Each pentacle scores 5 / 3 / 1 for one / three / two colours; the most points wins; equal
points are broken by the number of face-up chips still held; still equal, the win is shared.
"""

from __future__ import annotations

from server.games.deltacle.chips import pentacle_points


def total_points(pentacles: list[list[str]]) -> int:
    return sum(pentacle_points(p) for p in pentacles)


def ranks(points: list[int], faceup_counts: list[int]) -> list[int]:
    """Competition ranks (1 is best; equal keys share a rank) by (points, face-up chips)."""
    keys = list(zip(points, faceup_counts, strict=True))
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]
