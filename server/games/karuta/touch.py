"""Judging one touch (seed 〈札取り〉 and 〈お手つき〉), without timing: engineer B's engine adds the
moments (when a touch counts, the second after a take, the drag's own timings) and counts the
お手つき of a poem (at most one per side: 自陣で1回、相手陣で1回の計2回).

The seed's お手つき:
- 「空札読み中に札を取ろうとした」: any card touched while a 空札 is read (or no poem is) is an
  お手つき on the side it lies; a frame over both 上段 can foul both sides at once (空ダブ);
- 「出札がある陣地と異なる陣地の札を取ろうとした」: a card on the side where the read card does
  not lie is an お手つき on that side;
- 「出札がある陣地の札はどれに触れてもお手つきになりません（名前表示欄が一瞬黄色表示されます）」:
  touching only cards of the read card's side, but not the read card, is safe;
- a touch that reaches the read card takes it (rule choice: the other cards of that same touch
  are not judged, as in real play the card touched first decides, and one touch is one moment);
- 「払い手の操作中は…自陣札はお手つき扱いにしません」 when the sweep passes into the opponent's
  side: pass ``exempt_side`` (the sweeper's own side) and its cards are neither fouls nor safe.

The keyboard (seed 〈札取り〉 3.) is a table too: ``KEYS``, each numpad key naming half a row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from server.games.contract import MalformedAction, RuleError
from server.games.karuta.field import COLS, HALF, LOWER, MIDDLE, ROW_NAMES, UPPER, Field, Slot
from server.games.karuta.texts import TEXTS

MAX_TOUCH = 6  # 最大6枚が対象 (one frame: three columns, and the facing 上段 from one's own)


@dataclass(frozen=True)
class Judgement:
    took: bool  # the read card was touched: taken
    safe: bool  # only cards of the read card's side, not it: no お手つき (the name flashes yellow)
    foul_sides: tuple[int, ...] = ()  # the sides whose cards were wrongly touched (sorted)
    kara: bool = False  # nothing on the field was being read (空札, or between poems)

    @property
    def foul(self) -> bool:
        return bool(self.foul_sides)

    @property
    def foul_side(self) -> int | None:
        """The side wrongly touched: while a card is read there is at most one. During a 空札 a
        touch over both 上段 fouls both; this is then the lower-numbered side (read
        ``foul_sides``)."""
        return self.foul_sides[0] if self.foul_sides else None


def _touched_slots(field: Field, touched: Sequence[int]) -> dict[int, Slot]:
    if isinstance(touched, (str, bytes)) or not isinstance(touched, Sequence):
        raise MalformedAction(TEXTS("touch_none"), rule="touch_cards")
    if not touched:
        raise MalformedAction(TEXTS("touch_none"), rule="touch_cards")
    if len(touched) > MAX_TOUCH:
        raise MalformedAction(TEXTS("touch_too_many", max=MAX_TOUCH), rule="touch_cards")
    if any(isinstance(p, bool) or not isinstance(p, int) for p in touched):
        raise MalformedAction(TEXTS("touch_none"), rule="touch_cards")
    if len(set(touched)) != len(touched):
        raise MalformedAction(TEXTS("touch_twice"), rule="touch_cards")
    slots = {}
    for poem in touched:
        slot = field.position(poem)
        if slot is None:
            raise RuleError(TEXTS("not_on_field"))
        slots[poem] = slot
    return slots


def judge(
    field: Field,
    read: int | None,
    touched: Sequence[int],
    toucher_side: int,
    exempt_side: int | None = None,
) -> Judgement:
    """One touch by the seat owning ``toucher_side``: ``read`` is the poem being read (None, or
    a poem whose card is not on the field, for a 空札 or between poems); ``touched`` the cards
    under the frame (or the key's half row). Raises MalformedAction / RuleError for a touch that
    cannot be (no cards, a card not on the field); the field is never changed."""
    if toucher_side not in (0, 1):
        raise MalformedAction(TEXTS("side_unknown"), rule="side")
    slots = _touched_slots(field, touched)
    judged = {p: s for p, s in slots.items() if s.side != exempt_side}
    read_slot = field.position(read) if read is not None else None
    if read_slot is None:
        # 空札読み中に札を取ろうとした
        return Judgement(took=False, safe=False, foul_sides=tuple(sorted({s.side for s in judged.values()})), kara=True)
    if read in slots:
        return Judgement(took=True, safe=False)
    wrong = sorted({s.side for s in judged.values() if s.side != read_slot.side})
    if wrong:
        # 出札がある陣地と異なる陣地の札を取ろうとした
        return Judgement(took=False, safe=False, foul_sides=tuple(wrong))
    # 出札がある陣地の札はどれに触れてもお手つきになりません
    return Judgement(took=False, safe=bool(judged))


# -- the keyboard (seed 〈札取り〉 3. キーボードで取る) --------------------------------------------


@dataclass(frozen=True)
class Key:
    key: int  # the numpad digit
    shift: bool
    other_key: str  # the same key without the numpad (NumLock off)
    whose: Literal["own", "opp"]  # 自陣 or 相手陣 of the player pressing it
    row: int
    half: Literal["left", "right"]  # the owner's left (列 0-5) or right (列 6-11)

    @property
    def name(self) -> str:
        return f"{'自陣' if self.whose == 'own' else '相手陣'}{'左' if self.half == 'left' else '右'}{ROW_NAMES[self.row]}"


# One line per row of the seed's table, in its order. The opponent's side is seen rotated, so its
# 右下段 is on the screen's left, top: "画面から見て相手陣左側1段目".
# fmt: off
KEYS: tuple[Key, ...] = (
    Key(7, True,  "Home",  "opp", LOWER,  "right"),  # 相手陣右下段（画面から見て相手陣左側1段目）
    Key(4, True,  "Left",  "opp", MIDDLE, "right"),  # 相手陣右中段（画面から見て相手陣左側2段目）
    Key(1, True,  "End",   "opp", UPPER,  "right"),  # 相手陣右上段（画面から見て相手陣左側3段目）
    Key(9, True,  "PgUp",  "opp", LOWER,  "left"),   # 相手陣左下段（画面から見て相手陣右側1段目）
    Key(6, True,  "Right", "opp", MIDDLE, "left"),   # 相手陣左中段（画面から見て相手陣右側2段目）
    Key(3, True,  "PgDn",  "opp", UPPER,  "left"),   # 相手陣左上段（画面から見て相手陣右側3段目）
    Key(7, False, "",      "own", UPPER,  "left"),   # 自陣左上段（画面から見て自陣左側1段目）
    Key(4, False, "",      "own", MIDDLE, "left"),   # 自陣左中段（画面から見て自陣左側2段目）
    Key(1, False, "",      "own", LOWER,  "left"),   # 自陣左下段（画面から見て自陣左側3段目）
    Key(9, False, "",      "own", UPPER,  "right"),  # 自陣右上段（画面から見て自陣右側1段目）
    Key(6, False, "",      "own", MIDDLE, "right"),  # 自陣右中段（画面から見て自陣右側2段目）
    Key(3, False, "",      "own", LOWER,  "right"),  # 自陣右下段（画面から見て自陣右側3段目）
)
# fmt: on
_KEYS = {(k.key, k.shift): k for k in KEYS}


def key_for(key: int, shift: bool) -> Key:
    found = _KEYS.get((key, bool(shift)))
    if found is None:
        raise MalformedAction(TEXTS("key_unknown"), rule="key")
    return found


def key_slots(toucher_side: int, key: int, shift: bool) -> list[Slot]:
    """The half row a numpad key reaches for the player owning ``toucher_side``."""
    k = key_for(key, shift)
    side = toucher_side if k.whose == "own" else 1 - toucher_side
    cols = range(HALF) if k.half == "left" else range(HALF, COLS)
    return [Slot(side, k.row, c) for c in cols]


def key_cards(field: Field, toucher_side: int, key: int, shift: bool) -> list[int]:
    """The cards a numpad key touches: those in its half row (at most six)."""
    return [p for p in (field.at(s) for s in key_slots(toucher_side, key, shift)) if p is not None]


@cache
def key_reach(toucher_side: int) -> list[dict[str, Any]]:
    """The keyboard as a seat's view carries it (``geometry.keys``): for each key of the seed's
    table, the numpad digit, whether Shift is held, and the places (``[side, row, col]``) it
    touches for the player owning ``toucher_side``. The client reads it instead of keeping the
    table again. Computed once per seat: copy it before changing it."""
    return [{"key": k.key, "shift": k.shift, "places": [s.as_list() for s in key_slots(toucher_side, k.key, k.shift)]}
            for k in KEYS]


def fits_one_key(field: Field, cards: Sequence[int]) -> bool:
    """A numpad key reaches half a row (seed ＜札取り＞ 3.): the cards share side, row and half."""
    slots = [field.position(c) for c in cards]
    return None not in slots and len({(s.side, s.row, s.half) for s in slots}) == 1
