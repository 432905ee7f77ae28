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
from functools import cache
from itertools import combinations, product
from typing import NamedTuple

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
    name: str  # Japanese, for messages (the text ``daifugo.form.<letter>``, texts.py)

    def holds(self, form: str, size: int) -> bool:
        return form == self.form and self.least <= size and (self.most is None or size <= self.most)


SEED_FORMS: tuple[SeedForm, ...] = (
    SeedForm("A", SINGLE, 1, 1, "1枚単体"),
    SeedForm("B", SET, 2, 2, "同じ数字2枚"),
    SeedForm("C", SET, 3, None, "同じ数字3枚以上"),
    SeedForm("D", SEQUENCE, 3, 3, "階段3枚"),
    SeedForm("E", SEQUENCE, 4, None, "階段4枚以上"),
)


class Play(NamedTuple):
    """A classified play. ``rank`` is the set's rank (JOKER for jokers only) or the lowest rank of
    the sequence as interpreted; ``suits`` are the real cards' suits (sorted; one suit for a
    sequence); ``jokers`` counts the jokers in it. A named tuple: immutable, and cheap to make
    (listing the legal plays makes dozens for every view of the seat to move)."""

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


@cache
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
    ordered = tuple(C.sort_by_strength(cards))
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
#
# The hand is grouped once: each rank's cards face by face, each suit's ranks, the jokers. Sets
# are built from one rank's cards (and jokers), sequences from one suit's ranks (jokers filling
# gaps or extending it); a play is listed once per set of faces, made of the lowest copies. On a
# non-empty field only the field's form and sizes are built, sets only of ranks stronger than
# the field's, and every play built is still judged by ``can_follow``, the check a play sent by
# a player goes through (``engine.check_play``).
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GroupedHand:
    """A hand grouped once, in the order of strength. ``by_rank``: rank -> each face's copies
    (lowest first); ``by_suit``: suit -> rank -> that face's lowest copy; ``jokers``."""

    by_rank: dict[int, list[list[str]]]
    by_suit: dict[str, dict[int, str]]
    jokers: tuple[str, ...]


def group_hand(hand: Iterable[str]) -> GroupedHand:
    by_rank: dict[int, list[list[str]]] = {}
    by_suit: dict[str, dict[int, str]] = {}
    jokers: list[str] = []
    last: tuple[str, int] | None = None
    for c in C.sort_by_strength(hand):  # a face's copies come together, lowest first
        s, v = here = C.suit_value(c)
        if v == C.JOKER:
            jokers.append(c)
        elif here == last:
            by_rank[v][-1].append(c)
        else:
            by_rank.setdefault(v, []).append([c])
            by_suit.setdefault(s, {})[v] = c
        last = here
    return GroupedHand(by_rank, by_suit, tuple(jokers))


def _fits(size: int, least: int, most: int | None) -> bool:
    return least <= size and (most is None or size <= most)


def rank_sets(copies: list[list[str]], jokers: tuple[str, ...], least: int,
              most: int | None) -> Iterable[Play]:
    """(A)(B)(C) of one rank: every choice of how many of each face, plus jokers (wild). The
    faces come in the order of strength, so the cards chosen are in that order already."""
    rank = C.value(copies[0][0])
    if most == 1:  # (A) alone: each face once (a lone joker is one of ``joker_sets``)
        for face in copies:
            yield Play(SINGLE, 1, rank, (C.suit(face[0]),), 0, (face[0],))
        return
    for counts in product(*(range(len(c) + 1) for c in copies)):
        n = sum(counts)
        if n == 0 or (most is not None and n > most):
            continue
        reals = tuple(c for face, k in zip(copies, counts, strict=True) for c in face[:k])
        suits = tuple(sorted(C.suit(c) for c in reals))
        for j in range(len(jokers) + 1):
            if _fits(n + j, least, most):
                yield Play(SINGLE if n + j == 1 else SET, n + j, rank, suits, j, reals + jokers[:j])


def joker_sets(jokers: tuple[str, ...], least: int, most: int | None) -> Iterable[Play]:
    """Jokers alone: a single joker, or a set above every rank."""
    for j in range(1, len(jokers) + 1):
        if _fits(j, least, most):
            yield Play(SINGLE if j == 1 else SET, j, C.JOKER, (), j, jokers[:j])


def suit_sequences(suit: str, present: dict[int, str], jokers: tuple[str, ...], reverse: bool,
                   least: int, most: int | None) -> Iterable[Play]:
    """(D)(E) of one suit: at least two real cards from its lowest rank ``lo`` to its highest
    ``hi`` (cards between them may be left out for jokers), and jokers for every rank missing
    from ``lo``..``hi``; spare jokers make it longer (up to 3..2), placed as ``classify`` does."""
    ranks = sorted(present)
    spare_jokers = len(jokers)
    for a, lo in enumerate(ranks):
        for b in range(a + 1, len(ranks)):
            hi = ranks[b]
            span = hi - lo + 1
            inner = ranks[a + 1:b]
            gaps = span - 2 - len(inner)  # ranks between lo and hi not in the hand
            if gaps > spare_jokers:
                break  # a higher ``hi`` only widens the gap
            for dropped in range(spare_jokers - gaps + 1):
                for out in combinations(inner, dropped):
                    kept = [lo, *(v for v in inner if v not in out), hi]
                    for size in range(max(3, span), min(C.HIGHEST - C.LOWEST + 1,
                                                        len(kept) + spare_jokers) + 1):
                        if not _fits(size, least, most):
                            continue
                        used = size - len(kept)  # the missing ranks, then spares
                        start = max(C.LOWEST, hi - size + 1) if reverse else min(lo, C.HIGHEST - size + 1)
                        cards = tuple(present[v] for v in kept) + jokers[:used]
                        yield Play(SEQUENCE, size, start, (suit,), used, cards)


def _stronger_ranks(hand: GroupedHand, field: Play, reverse: bool,
                    spade_three: bool) -> list[int]:
    """The ranks whose sets may follow ``field``: stronger ones, and 3 for スペ3返し."""
    ranks = [v for v in hand.by_rank if stronger(v, field.rank, reverse)]
    if spade_three and field.form == SINGLE and field.rank == C.JOKER and C.THREE in hand.by_rank:
        ranks.append(C.THREE)
    return ranks


def enumerate_plays(
    hand: Iterable[str],
    field: Play | None,
    reverse: bool,
    lock: Sequence[str] | None = None,
    spade_three: bool = False,
    same_count: bool = False,
) -> list[Play]:
    """Every legal play (one per set of faces), weakest first in the order in force."""
    grouped = group_hand(hand)
    jokers = grouped.jokers
    plays: list[Play] = []
    if field is None:
        for copies in grouped.by_rank.values():
            plays.extend(rank_sets(copies, jokers, 1, None))
        plays.extend(joker_sets(jokers, 1, None))
        for s, present in grouped.by_suit.items():
            plays.extend(suit_sequences(s, present, jokers, reverse, 3, None))
    else:
        least, most = follow_sizes(field, same_count)
        if field.form == SEQUENCE:
            built: list[Play] = [p for s, present in grouped.by_suit.items()
                                 for p in suit_sequences(s, present, jokers, reverse, least, most)]
        else:
            built = [p for v in _stronger_ranks(grouped, field, reverse, spade_three)
                     for p in rank_sets(grouped.by_rank[v], jokers, least, most)]
            built.extend(joker_sets(jokers, least, most))
        plays = [p for p in built if can_follow(field, p, reverse, lock, spade_three, same_count)]
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
