"""Which yaku a pile of taken cards forms (seed §4 「役と点数」).

All yaku are computed together; the light yaku do not stack (``cancels`` in cards.YAKU).
菊に盃 counts as タネ or as カス, whichever gives the higher total, chosen automatically.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from protocol.texts import Text
from server.games.koikoi.cards import (
    CHAFF,
    CHAFF_CARDS,
    DRY_LIGHTS,
    RIBBONS,
    SAKE_CUP,
    SEED,
    SEEDS,
    YAKU,
    Yaku,
)
from server.games.koikoi.texts import TEXTS


@dataclass(frozen=True)
class FormedYaku:
    name: str
    code: str  # the yaku's message code in texts.py (``yaku.<code>``)
    points: int
    base: int  # the yaku's own points
    extra: int  # further cards, +1 each
    cards: tuple[int, ...]  # the cards that make it, for the score screen

    @property
    def text(self) -> Text:
        """The yaku's name as a text."""
        return TEXTS(f"yaku.{self.code}")

    def to_wire(self) -> dict:
        return {
            "name": self.text.to_wire(),
            "points": self.points,
            "base": self.base,
            "extra": self.extra,
            "cards": list(self.cards),
        }


def pools(taken: frozenset[int], cup_as: str) -> dict[str, frozenset[int]]:
    """The card pools a yaku counts from, with 菊に盃 in the タネ or the カス pool."""
    seeds = taken & SEEDS
    chaff = taken & CHAFF_CARDS
    if cup_as == CHAFF and SAKE_CUP in taken:
        seeds, chaff = seeds - {SAKE_CUP}, chaff | {SAKE_CUP}
    return {"乾光": taken & DRY_LIGHTS, SEED: seeds, "短冊": taken & RIBBONS, CHAFF: chaff}


def formed(yaku: Yaku, taken: frozenset[int], pool: dict[str, frozenset[int]]) -> FormedYaku | None:
    """``yaku`` if ``taken`` forms it (needs all taken, enough of its pool), with its extra points."""
    if not yaku.needs <= taken:
        return None
    members = pool[yaku.pool] if yaku.pool else frozenset()
    if len(members) < yaku.count:
        return None
    extra = 0
    cards = set(yaku.needs) | set(members)
    if yaku.extra:
        further = pool[yaku.extra] - yaku.needs
        extra = len(further) - (yaku.count if yaku.extra == yaku.pool else 0)
        cards |= further
    points = yaku.points + extra * yaku.per_extra
    return FormedYaku(yaku.name, yaku.code, points, yaku.points, extra, tuple(sorted(cards)))


def yaku_with(taken: frozenset[int], cup_as: str) -> list[FormedYaku]:
    pool = pools(taken, cup_as)
    found = [f for y in YAKU if (f := formed(y, taken, pool))]
    cancelled = {name for f in found for name in _yaku(f.name).cancels}
    return [f for f in found if f.name not in cancelled]


def find_yaku(taken: Iterable[int]) -> list[FormedYaku]:
    """Every yaku the taken cards form, 菊に盃 counted where it scores higher (ties: タネ)."""
    taken = frozenset(taken)
    as_seed = yaku_with(taken, SEED)
    if SAKE_CUP not in taken:
        return as_seed
    as_chaff = yaku_with(taken, CHAFF)
    return as_chaff if total(as_chaff) > total(as_seed) else as_seed


def total(found: Iterable[FormedYaku]) -> int:
    return sum(f.points for f in found)


def yaku_total(taken: Iterable[int]) -> int:
    return total(find_yaku(taken))


_BY_NAME = {y.name: y for y in YAKU}


def _yaku(name: str) -> Yaku:
    return _BY_NAME[name]
