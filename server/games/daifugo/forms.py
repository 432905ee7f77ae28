"""Forms of a play and how one play beats another.

Seed 「カードの出し方」: on an empty field a play is one of five forms (``SEED_FORMS``): (A) one
card, (B) two cards of one rank, (C) three or more cards of one rank, (D) three consecutive cards
of one suit (階段), (E) four or more consecutive cards of one suit. A joker alone is the strongest
card; inside a set or a sequence it stands for any card. On a non-empty field a play must have
(a) the same form and (b) be stronger. So by the seed four of a kind may follow three of a kind
(both are (C)) and a five-card sequence a four-card one (both (E)); the house rule 「同じ枚数で
出す」 (``same_count``) asks for the same number of cards as well.

The engine decides what a joker stands for (rules.md, 「ジョーカーの扱い」):
* cards of one rank plus jokers are a set of that rank (also one card plus jokers: 「5 + JK」 is a
  pair of 5s, 「5 + JK + JK」 three 5s); jokers alone are a set above every rank;
* in a sequence the jokers fill the gaps and, if any are left, extend it to whichever end makes
  it strongest in the order in force.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from server.games.daifugo import cards as C

SINGLE = "single"
SET = "set"
SEQUENCE = "sequence"


@dataclass(frozen=True)
class SeedForm:
    """One of the seed's forms (A)–(E): a form and the sizes it spans (``most`` None: or more)."""

    letter: str
    form: str
    least: int
    most: int | None
    name: str  # Japanese, for messages

    def holds(self, form: str, size: int) -> bool:
        return form == self.form and self.least <= size and (self.most is None or size <= self.most)


SEED_FORMS: tuple[SeedForm, ...] = (
    SeedForm("A", SINGLE, 1, 1, "1枚"),
    SeedForm("B", SET, 2, 2, "同じ数字2枚"),
    SeedForm("C", SET, 3, None, "同じ数字3枚以上"),
    SeedForm("D", SEQUENCE, 3, 3, "階段3枚"),
    SeedForm("E", SEQUENCE, 4, None, "階段4枚以上"),
)


@dataclass(frozen=True)
class Play:
    """A classified play. ``rank`` is the set's rank (JOKER for jokers only) or the lowest rank of
    the sequence as interpreted; ``suits`` are the real cards' suits (sorted; one suit for a
    sequence); ``jokers`` counts the jokers in it."""

    form: str
    size: int
    rank: int
    suits: tuple[str, ...]
    jokers: int
    cards: tuple[str, ...]

    @property
    def top(self) -> int:
        return self.rank + self.size - 1 if self.form == SEQUENCE else self.rank

    @property
    def seed_form(self) -> SeedForm:
        return seed_form_of(self.form, self.size)

    def weakest(self, reverse: bool) -> int:
        """The rank a play is compared by: its weakest card in the order in force (a set's rank;
        a sequence's lowest card, or its highest one in a revolution)."""
        return self.top if reverse and self.form == SEQUENCE else self.rank

    def values(self) -> tuple[int, ...]:
        """Every rank the play shows (a sequence shows each rank once)."""
        if self.form == SEQUENCE:
            return tuple(range(self.rank, self.rank + self.size))
        return (self.rank,)

    def to_wire(self) -> dict:
        return {
            "form": self.form,
            "size": self.size,
            "rank": self.rank,
            "suits": list(self.suits),
            "jokers": self.jokers,
            "cards": list(self.cards),
        }

    @staticmethod
    def from_wire(data: dict) -> Play:
        return Play(
            data["form"],
            data["size"],
            data["rank"],
            tuple(data["suits"]),
            data["jokers"],
            tuple(data["cards"]),
        )


def seed_form_of(form: str, size: int) -> SeedForm:
    return next(f for f in SEED_FORMS if f.holds(form, size))


def follow_sizes(field: Play, same_count: bool) -> tuple[int, int | None]:
    """The sizes a play following ``field`` may have: the sizes of the field's seed form, or
    exactly the field's size under 「同じ枚数で出す」."""
    if same_count:
        return field.size, field.size
    form = field.seed_form
    return form.least, form.most


def card_key(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards up to identical copies: the sorted faces (two decks hold two ♠3s)."""
    return tuple(sorted(C.face(c) for c in cards))


# --------------------------------------------------------------------------------------------
# Classifying
# --------------------------------------------------------------------------------------------


def classify(cards: Sequence[str], reverse: bool = False) -> Play | None:
    """The play these cards make, or None if they make no form. ``reverse`` is the order in
    force (革命 / イレブンバック), used only to place a sequence's spare jokers."""
    size = len(cards)
    if size == 0:
        return None
    reals = [c for c in cards if not C.is_joker(c)]
    jokers = size - len(reals)
    ordered = tuple(sorted(cards, key=C.strength_key))
    suits = tuple(sorted(C.suit(c) for c in reals))
    values = {C.value(c) for c in reals}
    if size == 1 or len(values) <= 1:  # (A) one card, (B)(C) one rank (jokers wild)
        rank = values.pop() if values else C.JOKER
        return Play(SINGLE if size == 1 else SET, size, rank, suits, jokers, ordered)
    return _classify_sequence(ordered, reals, jokers, reverse)


def _classify_sequence(
    ordered: tuple[str, ...], reals: list[str], jokers: int, reverse: bool
) -> Play | None:
    """(D)(E) three or more consecutive cards of one suit; jokers fill gaps, spares extend."""
    size = len(ordered)
    if size < 3 or len({C.suit(c) for c in reals}) != 1:
        return None
    values = sorted(C.value(c) for c in reals)
    if len(set(values)) != len(values):
        return None
    lo, hi = values[0], values[-1]
    if (hi - lo + 1) - len(values) > jokers:
        return None
    lowest_start = max(C.LOWEST, hi - size + 1)
    highest_start = min(lo, C.HIGHEST - size + 1)
    if lowest_start > highest_start:
        return None
    start = lowest_start if reverse else highest_start
    return Play(SEQUENCE, size, start, (C.suit(reals[0]),), jokers, ordered)


# --------------------------------------------------------------------------------------------
# Beating the field
# --------------------------------------------------------------------------------------------


def stronger(a: int, b: int, reverse: bool) -> bool:
    """Is rank ``a`` stronger than rank ``b``? Jokers alone stay strongest in a revolution."""
    if a == C.JOKER or b == C.JOKER:
        return a == C.JOKER and b != C.JOKER
    return a < b if reverse else a > b


def same_form(field: Play, play: Play, same_count: bool) -> bool:
    """Seed (2)(a) 「場に出ている形態と同じ形態」: the same one of (A)–(E); with the house rule
    「同じ枚数で出す」 also the same number of cards."""
    if same_count and play.size != field.size:
        return False
    return play.seed_form == field.seed_form


def beats(field: Play, play: Play, reverse: bool, same_count: bool = False) -> bool:
    """Seed (2)(a)(b): the same form, and stronger. Plays are compared by their weakest card in
    the order in force, so a longer sequence must start above the field's too (all its cards
    move up together)."""
    if not same_form(field, play, same_count):
        return False
    return stronger(play.weakest(reverse), field.weakest(reverse), reverse)


def is_spade_three_return(field: Play, play: Play) -> bool:
    """スペ3返し: a lone ♠3 beats a lone joker."""
    return (
        field.form == SINGLE
        and field.rank == C.JOKER
        and play.form == SINGLE
        and play.jokers == 0
        and C.face(play.cards[0]) == C.SPADE_THREE
    )


# --------------------------------------------------------------------------------------------
# House-rule triggers, as small predicates on a play
# --------------------------------------------------------------------------------------------


def has_real(play: Play, rank: int) -> bool:
    return any(C.value(c) == rank for c in play.cards)


def makes_revolution(play: Play, sequence_revolution: bool) -> bool:
    """革命: four or more of a kind (jokers count); option: a sequence of five or more."""
    if play.form == SET and play.size >= 4:
        return True
    return sequence_revolution and play.form == SEQUENCE and play.size >= 5


def cuts_with_eight(play: Play) -> bool:
    """8切り: a play holding a real 8 clears the field."""
    return has_real(play, C.EIGHT)


def makes_eleven_back(play: Play) -> bool:
    """イレブンバック: a play holding a real J reverses the order until the field clears."""
    return has_real(play, C.JACK)


def fouls_on_going_out(play: Play) -> bool:
    """反則上がり (seed 「順位の決め方」): going out with a joker or a 2 in the play."""
    return play.jokers > 0 or has_real(play, C.TWO)


def locks(previous: Play, play: Play) -> bool:
    """縛り: the same suits twice running on one field lock it. Only real cards show suits, so a
    play holding a joker neither starts a lock nor counts as the first half of one."""
    return previous.jokers == 0 and play.jokers == 0 and previous.suits == play.suits


def fits_lock(lock: Sequence[str] | None, play: Play) -> bool:
    """Under a lock, every real card must wear one of the locked suits (jokers stand in for any)."""
    if not lock:
        return True
    if play.form == SEQUENCE:
        return play.suits[0] == lock[0]
    need = Counter(play.suits)
    have = Counter(lock)
    return all(have[s] >= n for s, n in need.items())


# --------------------------------------------------------------------------------------------
# Enumerating every play a hand can make (up to identical copies)
# --------------------------------------------------------------------------------------------


def _group(hand: Iterable[str]) -> tuple[dict[int, dict[str, list[str]]], list[str]]:
    by_rank: dict[int, dict[str, list[str]]] = {}
    jokers: list[str] = []
    for c in sorted(hand):
        if C.is_joker(c):
            jokers.append(c)
        else:
            by_rank.setdefault(C.value(c), {}).setdefault(C.face(c), []).append(c)
    return by_rank, jokers


def candidate_card_sets(
    hand: Iterable[str], form: str | None = None, sizes: tuple[int, int | None] | None = None
) -> list[tuple[str, ...]]:
    """Every card set the hand can make that has a form, one per set of faces. ``form`` and
    ``sizes`` (least, most or None) restrict the search (following a play needs its form)."""
    by_rank, jokers = _group(hand)
    least, most = sizes if sizes is not None else (1, None)

    def size_ok(n: int) -> bool:
        return least <= n and (most is None or n <= most)

    found: dict[tuple[str, ...], tuple[str, ...]] = {}

    def add(chosen: list[str]) -> None:
        key = card_key(chosen)
        if key not in found:
            found[key] = tuple(chosen)

    if form in (None, SINGLE, SET):
        for faces in by_rank.values():
            names = sorted(faces)
            for counts in product(*(range(len(faces[f]) + 1) for f in names)):
                reals = [c for f, n in zip(names, counts, strict=True) for c in faces[f][:n]]
                for j in range(len(jokers) + 1):
                    total = len(reals) + j
                    if not reals or total == 0:
                        continue
                    if not size_ok(total):
                        continue
                    kind = SINGLE if total == 1 else SET
                    if form is not None and kind != form:
                        continue
                    add(reals + jokers[:j])
        for j in range(1, len(jokers) + 1):  # jokers alone
            kind = SINGLE if j == 1 else SET
            if (form is None or form == kind) and size_ok(j):
                add(jokers[:j])
    if form in (None, SEQUENCE):
        for s in C.SUITS:
            present = {
                v: faces[s + C.VALUE_RANK[v]][0]
                for v, faces in by_rank.items()
                if s + C.VALUE_RANK[v] in faces
            }
            if len(present) + len(jokers) < 3:
                continue
            for length in range(3, C.HIGHEST - C.LOWEST + 2):
                if not size_ok(length):
                    continue
                for start in range(C.LOWEST, C.HIGHEST - length + 2):
                    window = range(start, start + length)
                    have = [v for v in window if v in present]
                    missing = length - len(have)
                    if missing > len(jokers) or len(have) < 2:
                        continue
                    spare = len(jokers) - missing
                    for r in range(spare + 1):
                        for replaced in combinations(have, r):
                            keep = [present[v] for v in have if v not in replaced]
                            if len(keep) >= 2:
                                add(keep + jokers[: missing + r])
    return list(found.values())


def enumerate_plays(
    hand: Iterable[str],
    field: Play | None,
    reverse: bool,
    lock: Sequence[str] | None = None,
    spade_three: bool = False,
    same_count: bool = False,
) -> list[Play]:
    """Every legal play (one per set of faces), weakest first in the order in force."""
    hand = list(hand)
    plays: list[Play] = []
    if field is None:
        for cs in candidate_card_sets(hand):
            p = classify(cs, reverse)
            if p is not None:
                plays.append(p)
    else:
        for cs in candidate_card_sets(hand, field.form, follow_sizes(field, same_count)):
            p = classify(cs, reverse)
            if p is not None and can_follow(field, p, reverse, lock, spade_three, same_count):
                plays.append(p)
    plays.sort(key=lambda p: play_order_key(p, reverse))
    return plays


def can_follow(
    field: Play, play: Play, reverse: bool, lock: Sequence[str] | None, spade_three: bool,
    same_count: bool = False,
) -> bool:
    if spade_three and is_spade_three_return(field, play):
        return True  # スペ3返し ignores a lock (rules.md)
    return beats(field, play, reverse, same_count) and fits_lock(lock, play)


def play_order_key(play: Play, reverse: bool) -> tuple:
    weakest = play.weakest(reverse)
    strength = weakest if not reverse or weakest == C.JOKER else 100 - weakest
    return (strength, play.size, play.form, play.cards)
