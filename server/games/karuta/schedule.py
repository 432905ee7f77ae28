"""The reader's schedule (seed ＜札読み＞, ＜間（ミリ秒）＞, ＜空札＞) as small pure rules.

The engine runs them on ``tick``/``deadline``: every part of a reading starts at a host time and
ends ``stop`` (or its whole ``duration``) seconds later; between poems the 間 is drawn per poem from
the state's RNG. The rules here say where a reading is cut and what the reader reads next.
"""

from __future__ import annotations

import random
from typing import Any

from server.games.karuta.settings import ma_range_ms
from server.games.karuta.timeline import Part

# ※札取り後も、約1秒間はお手つき判定があります (seed ＜お手つき＞): after a take (and after a 空札's
# reading ends) touches are still judged for this long; then the poem's outcome is settled.
FOUL_WINDOW = 1.0
MA_STEP_MS = 100


def draw_ma(settings: dict[str, Any], rng: random.Random) -> float:
    """One poem's 間 in seconds: 「毎首の間の時間は範囲に応じてランダムに決まります」, in 100 ms steps
    (「十の位以下は切り捨て」)."""
    low, high = ma_range_ms(settings)
    return rng.randrange(low // MA_STEP_MS, high // MA_STEP_MS + 1) * MA_STEP_MS / 1000


def skips_kara(settings: dict[str, Any], all_com: bool) -> bool:
    """＜空札＞: 「コンピュータ同士の対戦時のみ有効で、…空札の読みを途中でスキップします」."""
    return bool(settings["kara_skip"]) and all_com


def kami_stop(settings: dict[str, Any], part: Part, static_k: int, current_k: int,
              kara: bool, skip_kara: bool) -> float | None:
    """Where the 上の句 is cut (seconds from its start), or None to read it whole.

    * 「決まり字まで読む」: to the 決まり字 (as with all 100 unread);
    * 「札確定文字まで読む」: to the 札確定文字, the 決まり字 after its changes;
    * a 空札 skipped (COM–COM): as soon as it is certain to be 空札, at its 札確定文字.
    """
    if kara and skip_kara:
        return part.cut_after(current_k)
    if settings["kami"] == "kimariji":
        return part.cut_after(static_k)
    if settings["kami"] == "kakutei":
        return part.cut_after(current_k)
    return None


def shimo_straight_after_kami(settings: dict[str, Any], kara: bool, skip_kara: bool) -> bool:
    """「上の句に続けて読む」: the 下の句 follows the 上の句 at once (not for a skipped 空札)."""
    return settings["shimo"] == "continue" and not (kara and skip_kara)


def shimo_after_proceed(settings: dict[str, Any], shimo_read: bool, kara: bool,
                        skip_kara: bool) -> bool:
    """「[S]キー押下後、"札取り後に読む"を選択した時は、下の句を読んだ後に次の札に移ります」."""
    return settings["shimo"] == "after_take" and not shimo_read and not (kara and skip_kara)


def length(part: Part, stop: float | None) -> float:
    """How long a part sounds: to its cut, or whole."""
    return part.duration if stop is None else min(stop, part.duration)


def heard_times(part: Part, started_at: float, stop: float | None) -> list[float]:
    """Host times at which each kana is heard, for the kana heard before the cut (the cut falls
    inside the last of them: the next kana is never heard)."""
    return [started_at + t for t in part.heard_before(stop)]
