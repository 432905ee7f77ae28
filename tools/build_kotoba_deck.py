"""Design the word-card deck from the word list (issue 11: 「design the deck … from how often kana
and kana pairs occur in real words, so that hands can actually make words」).

    .venv/bin/python tools/build_kotoba_deck.py                 # derive, improve, print the table
    .venv/bin/python tools/build_kotoba_deck.py --write         # and write it into deck.py
    .venv/bin/python tools/build_kotoba_deck.py --iterations 0  # the frequency design alone

How the deck is derived (deterministic for a given --seed and word list, as long as the climb
finishes its --iterations inside --seconds; the shipped deck took 2,000 in about 20 minutes):
1. Counts. Over the --stats-words most common words, in plain card kana (じょばん → しよはん),
   count each kana and each pair of neighbouring kana.
2. Kana quotas. The deck has --cards cards, four kana each. Each kana gets a share of those
   places in proportion to its count (largest remainders), at least one place for every kana
   some word uses (so いぬ can be laid), none for a kana no word uses (を).
3. Faces. Faces are filled greedily with the pair that words hold most often, counted down a
   little each time it is used so that the faces vary, while both its kana still have places;
   the last places left pair up at random.
4. Cards. Faces are shuffled and put back to back, two faces of a card never sharing a kana.
5. Improvement. A hill climb over a fixed sample of seven-card hands: swap two kana between
   faces, or two faces between cards, and keep the change if the hands score no worse (the
   share of hands with a scoring word plus a tenth of the mean best ならべる score, by the solver's
   exact search, with the --climb-words commonest words). Counts stay the same: the quotas of
   step 2 are kept.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from server.games.kotoba import dictionary, kana, solver  # noqa: E402
from server.games.kotoba.deck import Card  # noqa: E402

DECK_FILE = ROOT / "server" / "games" / "kotoba" / "deck.py"
HAND = 7
SEARCH_BUDGET = 30.0  # seconds a hand: the exact search ends long before


def counts(words: list[str]) -> tuple[Counter[str], Counter[str]]:
    """How often each card kana and each neighbouring pair occur in the words' plain spelling."""
    singles: Counter[str] = Counter()
    pairs: Counter[str] = Counter()
    for word in words:
        text = kana.plain(word)
        singles.update(text)
        pairs.update(text[i:i + 2] for i in range(len(text) - 1))
    return singles, pairs


def quotas(singles: Counter[str], places: int) -> Counter[str]:
    """Places on the cards for each kana, in proportion to its count, at least one for a kana
    some word uses; the places add up to exactly ``places``."""
    used = sorted(k for k in kana.CARD_KANA if singles[k] > 0)
    total = sum(singles[k] for k in used)
    spare = places - len(used)
    exact = {k: singles[k] / total * spare for k in used}
    out = Counter({k: 1 + int(exact[k]) for k in used})
    by_remainder = sorted(used, key=lambda k: (-(exact[k] - int(exact[k])), k))
    for k in by_remainder[: places - sum(out.values())]:
        out[k] += 1
    return out


def frequent_faces(pairs: Counter[str], quota: Counter[str], faces: int, rng: random.Random) -> list[str]:
    """Faces filled with the commonest pairs while both their kana have places left."""
    left = Counter(quota)
    times: Counter[str] = Counter()
    out: list[str] = []
    while len(out) < faces:
        fits = [
            p for p in pairs
            if p[0] != p[1] and left[p[0]] > 0 and left[p[1]] > 0
            or p[0] == p[1] and left[p[0]] > 1
        ]
        if not fits:
            break
        best = max(fits, key=lambda p: (pairs[p] / (1 + times[p]) ** 2, p))
        out.append(best)
        times[best] += 1
        left.subtract(best)
    rest = list(left.elements())
    rng.shuffle(rest)
    out += ["".join(rest[i:i + 2]) for i in range(0, len(rest), 2)]
    return out


def back_to_back(faces: list[str], rng: random.Random) -> list[Card]:
    """Cards from shuffled faces, the two faces of a card sharing no kana where possible."""
    faces = list(faces)
    rng.shuffle(faces)
    cards: list[Card] = []
    while faces:
        front = faces.pop()
        j = next((j for j, f in enumerate(faces) if not set(f) & set(front)), 0)
        cards.append(Card(front, faces.pop(j)))
    return cards


class Sample:
    """A fixed sample of hands (slot indexes into the deck) and each hand's best result."""

    def __init__(self, deck: list[Card], words: dictionary.Dictionary, hands: int, seed: int) -> None:
        rng = random.Random(seed)
        self.words = words
        self.hands = [tuple(rng.sample(range(len(deck)), HAND)) for _ in range(hands)]
        self.holding: dict[int, list[int]] = {}
        for h, hand in enumerate(self.hands):
            for c in hand:
                self.holding.setdefault(c, []).append(h)
        self.results = [self.best(deck, h) for h in range(hands)]

    def best(self, deck: list[Card], h: int) -> tuple[int, int]:
        """(1 if the hand makes a scoring word, its best ならべる score)."""
        arrangement = solver.best_narabe(
            self.hands[h], self.words, SEARCH_BUDGET, random.Random(h), deck=deck
        )
        return (1 if arrangement.builds else 0, arrangement.score)

    def value(self, results: list[tuple[int, int]] | None = None) -> tuple[float, float]:
        results = self.results if results is None else results
        n = len(results)
        return (sum(r[0] for r in results) / n, sum(r[1] for r in results) / n)

    def try_change(self, deck: list[Card], changed: set[int]) -> tuple[float, float, list[tuple[int, int]]]:
        """The sample's value if ``deck`` (already changed at ``changed``) were kept."""
        results = list(self.results)
        for h in sorted({h for c in changed for h in self.holding.get(c, [])}):
            results[h] = self.best(deck, h)
        share, mean = self.value(results)
        return share, mean, results


def mutate(deck: list[Card], rng: random.Random) -> tuple[list[Card], set[int]]:
    """Swap two kana between faces of two cards, or two faces between two cards."""
    a, b = rng.sample(range(len(deck)), 2)
    new = list(deck)
    fa, fb = rng.randrange(2), rng.randrange(2)
    face_a, face_b = deck[a].faces()[fa], deck[b].faces()[fb]
    if rng.random() < 0.7:
        ia, ib = rng.randrange(2), rng.randrange(2)
        la, lb = list(face_a), list(face_b)
        la[ia], lb[ib] = lb[ib], la[ia]
        face_a, face_b = "".join(la), "".join(lb)
        new_a, new_b = face_a, face_b
    else:
        new_a, new_b = face_b, face_a
    faces_a = list(deck[a].faces())
    faces_b = list(deck[b].faces())
    faces_a[fa], faces_b[fb] = new_a, new_b
    new[a], new[b] = Card(*faces_a), Card(*faces_b)
    return new, {a, b}


def objective(share: float, mean: float) -> float:
    """What the climb raises: the share of hands that score, and a tenth of the mean score
    (one point more on average is worth a tenth of the hands scoring)."""
    return share + mean / 10


def improve(deck: list[Card], sample: Sample, iterations: int, seconds: float, rng: random.Random) -> list[Card]:
    start = time.perf_counter()
    share, mean = sample.value()
    print(f"start: {share:.3f} of hands score, mean best {mean:.3f}")
    for i in range(iterations):
        if time.perf_counter() - start > seconds:
            print(f"stopped after {i} iterations ({seconds:.0f} s)")
            break
        candidate, changed = mutate(deck, rng)
        new_share, new_mean, results = sample.try_change(candidate, changed)
        if objective(new_share, new_mean) >= objective(share, mean):
            deck, share, mean, sample.results = candidate, new_share, new_mean, results
        if (i + 1) % 50 == 0:
            print(f"{i + 1}: {share:.3f} of hands score, mean best {mean:.3f}")
    return deck


def table(deck: list[Card]) -> str:
    return "".join(f'    Card("{c.front}", "{c.back}"),\n' for c in deck)


def write(deck: list[Card]) -> None:
    text = DECK_FILE.read_text(encoding="utf-8")
    new = re.sub(
        r"(# --- deck table start ---\n).*?(# --- deck table end ---\n)",
        lambda m: m.group(1) + table(deck) + m.group(2),
        text,
        flags=re.S,
    )
    DECK_FILE.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=100)
    parser.add_argument("--stats-words", type=int, default=10000)
    parser.add_argument("--climb-words", type=int, default=5000,
                        help="vocabulary the climb's hands are scored with (the commonest words)")
    parser.add_argument("--sample", type=int, default=600, help="hands in the improvement sample")
    parser.add_argument("--iterations", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=1200.0, help="time limit of the climb")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--write", action="store_true", help="write the table into deck.py")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    words = dictionary.load()
    singles, pairs = counts(list(words.vocabulary(args.stats_words)))
    quota = quotas(singles, 4 * args.cards)
    faces = frequent_faces(pairs, quota, 2 * args.cards, rng)
    deck = back_to_back(faces, rng)
    if args.iterations:
        sample = Sample(deck, words.vocabulary(args.climb_words), args.sample, args.seed)
        deck = improve(deck, sample, args.iterations, args.seconds, rng)
    assert Counter("".join(c.front + c.back for c in deck)) == quota
    print(table(deck), end="")
    if args.write:
        write(deck)
        print(f"written to {DECK_FILE}")


if __name__ == "__main__":
    main()
