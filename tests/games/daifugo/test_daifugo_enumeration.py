"""The fast enumeration of legal plays (forms.enumerate_plays) against the one it replaced.

The reference below is the enumeration as it was before it was made cheap (issue 12), kept here
word for word: it tries every combination of each rank's faces and every window of every suit,
classifies each card set with ``classify`` and keeps those ``can_follow`` allows. The new one must
give exactly the same list of plays (the same cards, the same reading of every joker, the same
order) in every position: positions met in seeded random playouts under the seed's rules, the
local-rules preset and each setting that changes which plays are legal (同じ枚数, 革命, 階段革命,
イレブンバック, 縛り, スペ3返し, 0-2 jokers, two decks, 3-8 players), and random hands against
random fields with every combination of those switches.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import combinations, product

import pytest

from server.games.daifugo import GAME
from server.games.daifugo import cards as C
from server.games.daifugo import forms as F
from server.games.daifugo.engine import IN, PLAY, legal_plays

# --------------------------------------------------------------------------------------------
# The reference: the enumeration before issue 12
# --------------------------------------------------------------------------------------------


def _reference_group(hand: Iterable[str]) -> tuple[dict[int, dict[str, list[str]]], list[str]]:
    by_rank: dict[int, dict[str, list[str]]] = {}
    jokers: list[str] = []
    for c in sorted(hand):
        if C.is_joker(c):
            jokers.append(c)
        else:
            by_rank.setdefault(C.value(c), {}).setdefault(C.face(c), []).append(c)
    return by_rank, jokers


def reference_card_sets(
    hand: Iterable[str], form: str | None = None, sizes: tuple[int, int | None] | None = None
) -> list[tuple[str, ...]]:
    by_rank, jokers = _reference_group(hand)
    least, most = sizes if sizes is not None else (1, None)

    def size_ok(n: int) -> bool:
        return least <= n and (most is None or n <= most)

    found: dict[tuple[str, ...], tuple[str, ...]] = {}

    def add(chosen: list[str]) -> None:
        key = F.card_key(chosen)
        if key not in found:
            found[key] = tuple(chosen)

    if form in (None, F.SINGLE, F.SET):
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
                    kind = F.SINGLE if total == 1 else F.SET
                    if form is not None and kind != form:
                        continue
                    add(reals + jokers[:j])
        for j in range(1, len(jokers) + 1):  # jokers alone
            kind = F.SINGLE if j == 1 else F.SET
            if (form is None or form == kind) and size_ok(j):
                add(jokers[:j])
    if form in (None, F.SEQUENCE):
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


def reference_plays(
    hand: Iterable[str],
    field: F.Play | None,
    reverse: bool,
    lock: Sequence[str] | None = None,
    spade_three: bool = False,
    same_count: bool = False,
) -> list[F.Play]:
    hand = list(hand)
    plays: list[F.Play] = []
    if field is None:
        for cs in reference_card_sets(hand):
            p = F.classify(cs, reverse)
            if p is not None:
                plays.append(p)
    else:
        for cs in reference_card_sets(hand, field.form, F.follow_sizes(field, same_count)):
            p = F.classify(cs, reverse)
            if p is not None and F.can_follow(field, p, reverse, lock, spade_three, same_count):
                plays.append(p)
    plays.sort(key=lambda p: F.play_order_key(p, reverse))
    return plays


# --------------------------------------------------------------------------------------------
# Positions from seeded random playouts
# --------------------------------------------------------------------------------------------

LOCAL = {"preset": "local"}
CONFIGS: list[tuple[str, dict, int]] = [
    ("seed rules", {}, 4),
    ("local preset", LOCAL, 4),
    ("local, 3 players", LOCAL, 3),
    ("local, 5 players, 2 jokers", {**LOCAL, "jokers": 2}, 5),
    ("local, no joker", {**LOCAL, "jokers": 0}, 4),
    ("local, 8 players, two decks", {**LOCAL, "jokers": 2}, 8),
    ("local, 6 players, two decks", {**LOCAL, "decks": 2, "jokers": 2}, 6),
    ("local + 階段革命 + イレブンバック", {**LOCAL, "sequence_revolution": True, "eleven_back": True}, 4),
    ("local without 同じ枚数", {**LOCAL, "same_count": False}, 4),
    ("seed + 同じ枚数", {"same_count": True}, 4),
    ("seed + 革命", {"revolution": True, "jokers": 2}, 4),
    ("seed + 階段革命", {"revolution": True, "sequence_revolution": True, "jokers": 2}, 5),
    ("seed + 縛り", {"lock": True}, 4),
    ("seed + スペ3返し", {"spade_three": True}, 3),
    ("seed + イレブンバック", {"eleven_back": True}, 4),
    ("seed + 縛り + イレブンバック, two decks", {"lock": True, "eleven_back": True, "decks": 2}, 7),
]
MATCHES_PER_CONFIG = 4


def positions_of(settings: dict, players: int, seed: int) -> Iterable[tuple[list[str], tuple]]:
    """Every seat still in the hand against the field, at every turn of a random match: the
    hand and the arguments ``enumerate_plays`` is called with by the engine."""
    rng = random.Random(seed)
    state = GAME.new({**settings, "hands": 3}, players, seed)
    while GAME.result(state) is None:
        if state.phase == PLAY:
            lock = state.lock if state.settings["lock"] else None
            rules = (state.top, state.reverse, lock, state.settings["spade_three"],
                     state.settings["same_count"])
            for seat in range(players):
                if state.status[seat] == IN:
                    yield list(state.hands[seat]), rules
            assert [p.cards for p in legal_plays(state, state.turn)] == \
                [p.cards for p in reference_plays(state.hands[state.turn], *rules)]
        seat = rng.choice(GAME.waiting_on(state))
        GAME.act(state, seat, rng.choice(GAME.legal(state, seat)), 0.0)


@pytest.mark.parametrize("name, settings, players", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_playout_positions_give_the_same_plays(name, settings, players):
    seen = 0
    followed = 0
    for m in range(MATCHES_PER_CONFIG):
        for hand, rules in positions_of(settings, players, 1000 * m + players):
            got = F.enumerate_plays(hand, *rules)
            assert got == reference_plays(hand, *rules), (name, hand, rules)
            seen += 1
            followed += rules[0] is not None and bool(got)
    assert seen > 300 and followed > 50  # thousands of positions over the configurations


def test_playouts_reach_the_positions_that_matter():
    """The playouts above do meet reversed orders, locks, sequences and sets on the field."""
    met = {"reverse": 0, "lock": 0, "sequence": 0, "set": 0, "single": 0}
    for _, settings, players in CONFIGS:
        for _hand, (top, reverse, lock, _, _) in positions_of(settings, players, players):
            met["reverse"] += reverse
            met["lock"] += bool(lock)
            if top is not None:
                met[top.form] += 1
    assert all(n > 0 for n in met.values()), met


# --------------------------------------------------------------------------------------------
# Random hands against random fields, every switch
# --------------------------------------------------------------------------------------------


def random_field(rng: random.Random, deck: list[str], reverse: bool) -> F.Play | None:
    """A field made of some real play: a random legal lead from a random hand."""
    if rng.random() < 0.15:
        return None
    plays = reference_plays(rng.sample(deck, rng.randint(3, 14)), None, reverse)
    return rng.choice(plays) if plays else None


def test_random_hands_against_random_fields():
    rng = random.Random(12)
    checked = nonempty = 0
    for _ in range(2500):
        decks, jokers = rng.choice([(1, 0), (1, 1), (1, 2), (2, 2), (2, 1)])
        deck = C.build_deck(decks, jokers)
        reverse = rng.random() < 0.4
        field = random_field(rng, deck, reverse)
        if rng.random() < 0.1:  # a lone joker on the field: スペ3返し may answer it
            field = F.classify(["JK#0"], reverse)
        hand = rng.sample(deck, rng.randint(1, 20))
        if rng.random() < 0.2:
            hand = list(dict.fromkeys(hand + ["S3#0"]))
        lock = None
        if field is not None and field.jokers == 0 and rng.random() < 0.4:
            lock = list(field.suits)
        spade_three, same_count = rng.random() < 0.5, rng.random() < 0.5
        want = reference_plays(hand, field, reverse, lock, spade_three, same_count)
        assert F.enumerate_plays(hand, field, reverse, lock, spade_three, same_count) == want, \
            (hand, field, reverse, lock, spade_three, same_count)
        checked += 1
        nonempty += bool(want)
    assert checked == 2500 and nonempty > 1000


def test_a_hand_of_every_card_of_two_decks():
    """The largest hand there is (two decks, two jokers), on an empty field and reversed."""
    deck = C.build_deck(2, 2)
    for reverse in (False, True):
        assert F.enumerate_plays(deck, None, reverse) == reference_plays(deck, None, reverse)
