"""Koi-koi CPU benchmark: plays the pairings of issue 4 through the game contract.

    .venv/bin/python bench/koikoi_ai.py --jobs 2             # full: 1,000 twelve-round matches per pairing
    .venv/bin/python bench/koikoi_ai.py --matches 60 --rounds 3 --strong-budget 0.05

Prints, per pairing, wins/draws/losses of the first level, its win rate with a 95% confidence
interval (Wilson), the score rate (draws count half), the same level's win rate against the
random-legal-move player measured in this run and the ratio of the two, and each level's think
time (mean, p95) as a ratio to its budget. Matches come in pairs with the same seed and the seats swapped
(duplicate play, less luck in the comparison). つよい's search is bounded by a deal count, not the
clock, so a run is reproducible from its seed on any machine fast enough for the budget.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from confidence import wilson  # noqa: E402 (bench/confidence.py, beside this script)

from server.games.koikoi import GAME  # noqa: E402
from server.games.koikoi.ai import DEFAULT_BUDGET, choose  # noqa: E402

LEVELS = ("random", "easy", "normal", "strong")
PAIRINGS = (
    ("strong", "normal"),
    ("normal", "easy"),
    ("easy", "random"),
    ("normal", "random"),
    ("strong", "random"),
    ("random", "random"),
)


def play_match(
    levels: tuple[str, str], seed: int, rounds: int, rule: str, budgets: dict, times: dict
) -> tuple[int, int]:
    """One match; ``levels[s]`` plays seat s. Returns the final scores."""
    state = GAME.new({"rule": rule, "rounds": rounds}, 2, seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    for _ in range(10_000):
        if GAME.result(state) is not None:
            break
        for seat in GAME.waiting_on(state):
            view = GAME.view(state, seat)
            level = levels[seat]
            start = time.perf_counter()
            action = choose(view, level, rngs[seat], budgets[level])
            if len(view["legal"]) > 1:
                times[level].append(time.perf_counter() - start)
            GAME.act(state, seat, action, 0.0)
    result = GAME.result(state)
    assert result is not None, "match did not end"
    return result.points


def one_match(job: tuple) -> tuple[int, dict]:
    """Match ``m`` of a pairing: +1 if ``a`` won, -1 if it lost, 0 for a draw; and the think
    times. Matches 2k and 2k+1 share a seed with the seats swapped."""
    a, b, m, rounds, rule, budgets, seed = job
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    a_seat = m % 2
    levels = (a, b) if a_seat == 0 else (b, a)
    points = play_match(levels, seed + m // 2, rounds, rule, budgets, times)
    mine, theirs = points[a_seat], points[1 - a_seat]
    return (mine > theirs) - (mine < theirs), times


def _with_progress(outcomes, matches: int) -> list[tuple[int, dict]]:
    """Collect match outcomes, printing the running tally every 50 matches (long runs)."""
    done: list[tuple[int, dict]] = []
    for outcome in outcomes:
        done.append(outcome)
        if len(done) % 50 == 0 and len(done) < matches:
            wins = sum(1 for o, _ in done if o > 0)
            print(f"  ... {len(done)}/{matches} matches, win {wins / len(done):.1%}", flush=True)
    return done


def run_pairing(
    a: str, b: str, matches: int, rounds: int, rule: str, budgets: dict, times: dict, seed: int,
    jobs: int = 1,
) -> tuple[int, int, int]:
    work = [(a, b, m, rounds, rule, budgets, seed) for m in range(matches)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            outcomes = _with_progress(pool.imap(one_match, work, chunksize=2), matches)
    else:
        outcomes = _with_progress(map(one_match, work), matches)
    for _, match_times in outcomes:
        for level, samples in match_times.items():
            times[level].extend(samples)
    wins = sum(1 for outcome, _ in outcomes if outcome > 0)
    losses = sum(1 for outcome, _ in outcomes if outcome < 0)
    return wins, matches - wins - losses, losses


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", "--games", type=int, default=1000, help="matches per pairing")
    parser.add_argument("--rounds", type=int, default=12, choices=(3, 6, 12))
    parser.add_argument("--rule", default="traditional", choices=("traditional", "mankai"))
    parser.add_argument("--strong-budget", type=float, default=DEFAULT_BUDGET["strong"])
    parser.add_argument("--pairings", default="", help="e.g. strong-normal,normal-easy")
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (matches run in parallel)")
    args = parser.parse_args(argv)

    budgets = dict(DEFAULT_BUDGET, random=0.01, strong=args.strong_budget)
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    pairings = PAIRINGS
    if args.pairings:
        pairings = tuple(tuple(p.split("-")) for p in args.pairings.split(","))  # type: ignore[misc]

    print(
        f"こいこい CPU bench: {args.matches} matches/pairing, {args.rounds} rounds, "
        f"rule={args.rule}, strong budget={args.strong_budget}s"
    )
    results = {}
    for a, b in pairings:
        started = time.perf_counter()
        wins, draws, losses = run_pairing(
            a, b, args.matches, args.rounds, args.rule, budgets, times, args.seed, args.jobs
        )
        n = wins + draws + losses
        low, high = wilson(wins, n)
        results[(a, b)] = wins / n
        print(
            f"{a:>6} vs {b:<6}  W/D/L {wins}/{draws}/{losses}  win {wins / n:6.1%} "
            f"[95% CI {low:.1%}-{high:.1%}]  score {(wins + draws / 2) / n:6.1%}  "
            f"({time.perf_counter() - started:.0f}s)",
            flush=True,
        )
    baseline = results.get(("random", "random"))
    if baseline:
        print(f"baseline random vs random: win {baseline:.1%}")
        for level in ("easy", "normal", "strong"):
            rate = results.get((level, "random"))
            if rate is not None:
                print(
                    f"{level:>6} vs random: win {rate:.1%}, {rate / baseline:.2f}x the random baseline"
                )
    print("think time (decisions with a choice):")
    for level in LEVELS:
        samples = times[level]
        if not samples:
            continue
        mean = statistics.fmean(samples)
        p95 = sorted(samples)[int(0.95 * (len(samples) - 1))]
        budget = budgets[level]
        print(
            f"{level:>6}: n={len(samples)} mean {mean * 1000:.1f}ms ({mean / budget:.2f}x budget) "
            f"p95 {p95 * 1000:.1f}ms ({p95 / budget:.2f}x budget {budget}s)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
