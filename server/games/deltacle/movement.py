"""❷ 駒の移動: move order and the collision check (seed document, ❷ 駒の移動, 例1, 例2).

Positions are square numbers on the loop; a piece moving ``s`` squares from ``p`` passes the
squares p+1 .. p+s-1 and stops on p+s (all modulo the track length). Distances are measured
along the loop from the moving piece's square, so "手前" and "先" need no modular tricks.
"""

from __future__ import annotations


def clockwise_from(first: int, seats: int) -> list[int]:
    """Seat order clockwise starting at ``first`` (the 祝福 player includes themself)."""
    return [(first + k) % seats for k in range(seats)]


def next_mover(
    unmoved: list[int],
    move_speed: dict[int, int],
    first_movers: set[int],
    blessing: int,
    seats: int,
) -> int | None:
    """The next piece to move: an awakened piece that moves first (スイープ, エンチャント), else
    the fastest; ties go clockwise from the 祝福 player (例1)."""
    if not unmoved:
        return None
    order = clockwise_from(blessing, seats)
    rank = {seat: i for i, seat in enumerate(order)}
    firsts = [s for s in unmoved if s in first_movers]
    pool = firsts or unmoved
    return min(pool, key=lambda s: (-move_speed[s], rank[s]))


def passed_squares(start: int, speed: int, length: int) -> list[int]:
    """Squares passed over, in the order passed (not the square left, not the square reached)."""
    return [(start + k) % length for k in range(1, speed)]


def stop_square(start: int, speed: int, length: int) -> int:
    return (start + speed) % length


def distance(frm: int, to: int, length: int) -> int:
    """How many squares clockwise from ``frm`` to ``to``."""
    return (to - frm) % length


def rammed(
    mover_start: int,
    mover_speed: int,
    others: dict[int, tuple[int, int]],
    length: int,
) -> list[int]:
    """[1] 追突判定: of the unmoved pieces on squares the mover passed (``others``: seat ->
    (square, speed it will move)), those that would stop short of the mover's stop square are
    rammed. Those that would stop on it or beyond keep going ahead of it."""
    hit = []
    for seat, (square, speed) in others.items():
        d = distance(mover_start, square, length)
        if 1 <= d <= mover_speed - 1 and d + speed < mover_speed:
            hit.append(seat)
    return sorted(hit, key=lambda s: distance(mover_start, others[s][0], length))
