"""ことばカード deck benchmark (issue 11, 「bench」): can random seven-card hands make words?

    .venv/bin/python bench/kotoba_deck.py                    # 10,000 hands, three vocabularies
    .venv/bin/python bench/kotoba_deck.py --hands 1000 --jobs 2

For each deck and vocabulary, over the same random seven-card hands: the share of hands in which
the best ならべる search (solver.best_narabe, exact) finds at least one scoring word (three kana
or more, from two cards or more), with a 95% Wilson interval; the mean best ならべる score; the
search's time per hand (mean, p95) against its budget. Decks:

- ``deck``: the shipped DECK (server/games/kotoba/deck.py);
- ``same kana, random faces``: the shipped deck's own kana shuffled onto the faces at random
  (what the kana frequencies give without the pair design and the climb);
- ``uniform kana`` (the baseline): the same number of cards, every kana on every face drawn
  uniformly from the 46 card kana.

Ratios are the shipped deck's numbers over the uniform baseline's, measured in the same run.
Vocabularies: the whole word list and the commonest 5,000 and 2,000 words (CPU-level sizes).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from confidence import wilson  # noqa: E402 (bench/confidence.py, beside this script)

from server.games.kotoba import dictionary, kana, solver  # noqa: E402
from server.games.kotoba.deck import DECK, Card  # noqa: E402

HAND = 7
BUDGET = 2.0  # seconds a hand; the exact search needs a few milliseconds
VOCABULARIES = (None, 5000, 2000)


def uniform_deck(cards: int, rng: random.Random) -> list[Card]:
    letters = sorted(kana.CARD_KANA)
    face = lambda: rng.choice(letters) + rng.choice(letters)  # noqa: E731
    return [Card(face(), face()) for _ in range(cards)]


def shuffled_deck(deck: tuple[Card, ...] | list[Card], rng: random.Random) -> list[Card]:
    letters = [c for card in deck for c in card.front + card.back]
    rng.shuffle(letters)
    return [Card("".join(letters[i:i + 2]), "".join(letters[i + 2:i + 4])) for i in range(0, len(letters), 4)]


def measure(job: tuple[list[Card], int | None, list[tuple[int, ...]], int]) -> list[tuple[int, int, float, bool]]:
    """(made a scoring word, best score, seconds, search complete) for each hand."""
    deck, size, hands, seed = job
    words = dictionary.load()
    vocabulary = words if size is None else words.vocabulary(size)
    out = []
    for i, hand in enumerate(hands):
        start = time.perf_counter()
        best = solver.best_narabe(hand, vocabulary, BUDGET, random.Random(seed + i), deck=deck)
        out.append((1 if best.builds else 0, best.score, time.perf_counter() - start, best.complete))
    return out


def run(deck: list[Card], size: int | None, hands: list[tuple[int, ...]], seed: int, jobs: int) -> list:
    if jobs <= 1:
        return measure((deck, size, hands, seed))
    chunk = math.ceil(len(hands) / jobs)
    parts = [(deck, size, hands[i:i + chunk], seed + i) for i in range(0, len(hands), chunk)]
    with multiprocessing.Pool(jobs) as pool:
        return [r for part in pool.map(measure, parts) for r in part]


def summary(results: list) -> dict[str, float]:
    n = len(results)
    scoring = sum(r[0] for r in results)
    low, high = wilson(scoring, n)
    times = sorted(r[2] for r in results)
    return {
        "share": scoring / n, "low": low, "high": high,
        "mean": statistics.fmean(r[1] for r in results),
        "sd": statistics.pstdev(r[1] for r in results),
        "t_mean": statistics.fmean(times), "t_p95": times[int(0.95 * (n - 1))],
        "complete": sum(r[3] for r in results) / n,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    hands = [tuple(rng.sample(range(len(DECK)), HAND)) for _ in range(args.hands)]
    decks = {
        "deck": list(DECK),
        "same kana, random faces": shuffled_deck(DECK, random.Random(args.seed + 1)),
        "uniform kana (baseline)": uniform_deck(len(DECK), random.Random(args.seed + 2)),
    }
    words = dictionary.load()
    print(f"{len(DECK)} cards, {args.hands:,} random {HAND}-card hands, exact search "
          f"(budget {BUDGET:.0f} s a hand), word list of {len(words):,}")
    for size in VOCABULARIES:
        label = f"all {len(words):,} words" if size is None else f"commonest {size:,} words"
        print(f"\n{label}:")
        rows = {}
        for name, deck in decks.items():
            start = time.perf_counter()
            rows[name] = s = summary(run(deck, size, hands, args.seed, args.jobs))
            print(
                f"  {name:<26} scoring word {s['share']:6.1%} ({s['low']:.2%}–{s['high']:.2%})"
                f"  mean best score {s['mean']:+6.2f} (sd {s['sd']:.2f})"
                f"  time {s['t_mean'] * 1000:5.1f} ms mean, {s['t_p95'] * 1000:5.1f} ms p95"
                f" ({s['t_p95'] / BUDGET:.3f}× budget), complete {s['complete']:.0%}"
                f"  [{time.perf_counter() - start:.0f} s]",
                flush=True,
            )
        deck, base = rows["deck"], rows["uniform kana (baseline)"]
        ratio = deck["share"] / base["share"] if base["share"] else math.inf
        print(f"  ratio to the uniform baseline: scoring share {ratio:.2f}×, "
              f"mean best score {deck['mean']:+.2f} against {base['mean']:+.2f} "
              f"(difference {deck['mean'] - base['mean']:+.2f})")


if __name__ == "__main__":
    main()
