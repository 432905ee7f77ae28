"""❶ 駒の制御: how a played control card changes a piece's speed (seed document, ❶ 駒の制御).

加速: add the card's number; a step past the gauge's top lands on its bottom and the rest of
the acceleration continues from there (速度が上限を超えたら、速度を下限にしてから残った分を加速).
減速: subtract; below the bottom the speed is the bottom (下限の速度にします).
覚醒: no change, except エンチャント's own 0–2 step shift inside the range.
"""

from __future__ import annotations

from server.games.deltacle.components import CARDS, Character


def accelerate(speed: int, amount: int, char: Character) -> int:
    """Step the gauge up ``amount`` times; stepping past the top wraps to the bottom."""
    for _ in range(amount):
        speed = char.min_speed if speed >= char.max_speed else speed + 1
    return speed


def decelerate(speed: int, amount: int, char: Character) -> int:
    """Lower by ``amount``, clamped at the bottom of the gauge."""
    return max(char.min_speed, speed - amount)


def enchant_shifts(speed: int, char: Character) -> list[int]:
    """The speed changes エンチャント may make with 覚醒: 0–2 steps, staying inside the range."""
    n = char.shifts_speed
    return [d for d in range(-n, n + 1) if char.min_speed <= speed + d <= char.max_speed]


def speed_after(speed: int, char: Character, card: str, direction: str | None, shift: int) -> int:
    """The new speed once a control card is revealed. ``shift`` counts only for エンチャント's
    覚醒 (and only when the awakening is in effect, which the caller decides)."""
    spec = CARDS[card]
    if spec.directional:
        if direction == "up":
            return accelerate(speed, spec.amount, char)
        return decelerate(speed, spec.amount, char)
    return speed + shift
