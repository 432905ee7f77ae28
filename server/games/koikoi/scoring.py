"""A round's score, step by step (seed §5 「点数の倍率」 and §7 「満開こいこい」).

伝統こいこい: yaku total → ×2 if 7 or more.
満開こいこい: yaku total → ×2 if 7 or more → + 満開ボーナス → × こいこいの倍率 → ×2 for
こいこい返し. The seed leaves the bonus and the multiplier for several こいこい open; this game
defines them here (and in rules.md):

* 満開ボーナス: +1 for each 満開の月, a month whose four cards the winner has all taken.
* こいこいの倍率: by the winner's own こいこい declarations this round: none ×1, one ×2,
  two ×3, three or more ×4 (the cap keeps one round from deciding a whole match).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from protocol.texts import Text
from server.games.koikoi.cards import DOUBLE_AT
from server.games.koikoi.texts import TEXTS

TRADITIONAL = "traditional"  # 伝統こいこい
MANKAI = "mankai"  # 満開こいこい

MANKAI_BONUS_PER_MONTH = 1
KOIKOI_MULTIPLIERS = (1, 2, 3, 4)  # index: the winner's こいこい count (capped)
REVERSAL_MULTIPLIER = 2  # こいこい返し


@dataclass(frozen=True)
class Step:
    label: Text  # why, shown on the score screen before the operator: 「7点以上なので ×2」
    op: str  # "=", "×", "+"
    operand: int
    value: int  # running value after this step

    def to_wire(self) -> dict:
        return {"label": self.label.to_wire(), "op": self.op, "operand": self.operand,
                "value": self.value}


def full_months(taken: Iterable[int]) -> list[int]:
    """Months whose four cards are all in ``taken`` (満開の月)."""
    taken = set(taken)
    return [m for m in range(1, 13) if all((m - 1) * 4 + i in taken for i in range(4))]


def koikoi_multiplier(count: int) -> int:
    return KOIKOI_MULTIPLIERS[min(count, len(KOIKOI_MULTIPLIERS) - 1)]


def score_steps(
    rule: str, yaku_points: int, *, months: int = 0, koikoi: int = 0, reversal: bool = False
) -> list[Step]:
    """The calculation of a winner's round score; the last step's value is the score.
    Without a yaku there is nothing to score (the bonus counts only with a yaku)."""
    steps = [Step(TEXTS("step.yaku_total"), "=", yaku_points, yaku_points)]
    if yaku_points <= 0:
        return steps
    value = yaku_points
    if yaku_points >= DOUBLE_AT:
        value *= 2
        steps.append(Step(TEXTS("step.double", points=DOUBLE_AT), "×", 2, value))
    if rule != MANKAI:
        return steps
    if months:
        bonus = months * MANKAI_BONUS_PER_MONTH
        value += bonus
        steps.append(Step(TEXTS("step.mankai_bonus", months=months), "+", bonus, value))
    multiplier = koikoi_multiplier(koikoi)
    if multiplier > 1:
        value *= multiplier
        steps.append(Step(TEXTS("step.koikoi", count=koikoi), "×", multiplier, value))
    if reversal:
        value *= REVERSAL_MULTIPLIER
        steps.append(Step(TEXTS("step.reversal"), "×", REVERSAL_MULTIPLIER, value))
    return steps


def round_score(
    rule: str, yaku_points: int, *, months: int = 0, koikoi: int = 0, reversal: bool = False
) -> int:
    steps = score_steps(rule, yaku_points, months=months, koikoi=koikoi, reversal=reversal)
    return steps[-1].value if yaku_points > 0 else 0
