"""Karuta COM benchmark: COM–COM matches in simulated time, straight through the game contract.

    .venv/bin/python bench/karuta_ai.py --jobs 2                 # full: 1,000 matches per pairing
    .venv/bin/python bench/karuta_ai.py --jobs 2 --baseline-matches 300   # baselines shorter
    .venv/bin/python bench/karuta_ai.py --matches 40 --pairings A-B,A-A

No real waiting: the driver asks each COM seat for its plan (``Game.cpu_plan``) whenever its view
changes, and jumps to the earliest of the plans' ``at`` and the game's ``deadline`` — what the
hall does on its clock. Prints, per grade, the mean and p95 take time after the 決まり字 was
heard (of the cards it took, and of every reach it planned, whoever was first) and the お手つき
per match; per pairing, the first grade's win rate with a 95% confidence
interval (Wilson), and its ratio to the same-grade baseline measured in this run (each grade
against itself: the share won by the side listed first, on a fresh seed each match). Matches
between two grades come in pairs with the same seed and the seats swapped (duplicate play).
The shipped voice timeline is used, with the default settings (序歌, 上の句 whole, 下の句 straight
on, 間 1.0–2.0 s, COM札移動 on, 空札 not skipped).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from confidence import wilson  # noqa: E402 (bench/confidence.py, beside this script)

from server.games.karuta import GAME  # noqa: E402

GRADES = ("E", "D", "C", "B", "A")
PAIRINGS = (("A", "B"), ("B", "C"), ("C", "D"), ("D", "E"),
            ("A", "A"), ("B", "B"), ("C", "C"), ("D", "D"), ("E", "E"))


def play_match(levels: tuple[str, str], seed: int, settings: dict[str, Any] | None = None,
               reach: dict[tuple[int, int], float] | None = None) -> Any:
    """One COM–COM match; returns the final state. The next moment is always the earliest of
    the plans' ``at`` and the game's deadline, as the hall's clock would run it. ``reach`` gets,
    per (seat, poem read), how long after the 決まり字 that COM last planned to touch the read
    card, whoever was first."""
    state = GAME.new(GAME.validate_settings(settings or {}), 2, seed)
    GAME.seat_players(state, [None, None])
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    plans: dict[int, tuple[dict, Any]] = {}
    now = 0.0
    for _ in range(100_000):
        if GAME.result(state) is not None:
            return state
        waiting = GAME.waiting_on(state)
        for seat in list(plans):
            if seat not in waiting:
                del plans[seat]
        for seat in waiting:
            view = GAME.view(state, seat)
            held = plans.get(seat)
            if held is None or held[0] != view:
                plans[seat] = (view, GAME.cpu_plan(view, levels[seat], rngs[seat], 1.0))
                action, cur = plans[seat][1].action, view["current"]
                if (reach is not None and action and action["type"] == "touch" and cur
                        and action["cards"] == [cur["poem"]] and view["take"] is None):
                    reach[(seat, view["read_count"])] = plans[seat][1].at - cur["heard_at"]
        due = [(p.at if p.at is not None else now, seat) for seat, (_, p) in plans.items()
               if p.action is not None]
        deadline = GAME.deadline(state)
        if due and (deadline is None or min(due)[0] <= deadline):
            at, seat = min(due)
            now = max(now, at)
            GAME.act(state, seat, plans.pop(seat)[1].action, now)
        elif deadline is not None:
            now = max(now, deadline)
            GAME.tick(state, now)
        else:
            raise RuntimeError(f"match stuck in phase {state.phase.value}")
    raise RuntimeError("match did not end")


def one_match(job: tuple) -> dict[str, Any]:
    """Match ``m`` of a pairing, seats swapped on odd ``m``. Returns whether ``a`` won, and per
    seat-grade its take times after the 決まり字 (ms) and its お手つき."""
    a, b, m, seed = job
    a_seat = m % 2
    levels = (a, b) if a_seat == 0 else (b, a)
    # A grade against itself plays every match on its own seed: swapped seats on one seed would
    # replay the same match and make the baseline exactly 50% by construction.
    reach: dict[tuple[int, int], float] = {}
    state = play_match(levels, seed + (m if a == b else m // 2), reach=reach)
    takes: list[list[int]] = [[], []]
    for entry in state.log:
        if entry.taken_by is not None:
            takes[entry.taken_by].append(entry.after_ms)
    reaches = [[round(t * 1000) for (s, _), t in reach.items() if s == seat] for seat in (0, 1)]
    return {"a_won": state.outcome.winner == a_seat, "a_seat": a_seat, "levels": levels,
            "takes": takes, "reach": reaches, "fouls": [p.fouls for p in state.players],
            "margin": state.outcome.margin}


def run_pairing(a: str, b: str, matches: int, seed: int, jobs: int) -> list[dict[str, Any]]:
    work = [(a, b, m, seed) for m in range(matches)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            return list(pool.imap(one_match, work, chunksize=4))
    return [one_match(job) for job in work]


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[int(q * (len(ordered) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=1000, help="matches per pairing")
    parser.add_argument("--baseline-matches", type=int, default=None,
                        help="matches per same-grade baseline (default: --matches)")
    parser.add_argument("--pairings", default="", help="e.g. A-B,B-C,A-A")
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    pairings = PAIRINGS
    if args.pairings:
        pairings = tuple(tuple(p.split("-")) for p in args.pairings.split(","))  # type: ignore[misc]

    baseline = args.matches if args.baseline_matches is None else args.baseline_matches
    print(f"競技かるた COM bench: {args.matches} matches/pairing, {baseline} per baseline, "
          f"seed {args.seed}")
    takes: dict[str, list[int]] = {g: [] for g in GRADES}
    reach: dict[str, list[int]] = {g: [] for g in GRADES}
    fouls: dict[str, list[int]] = {g: [] for g in GRADES}
    rates: dict[tuple[str, str], float] = {}
    for a, b in pairings:
        started = time.perf_counter()
        count = args.matches if a != b or args.baseline_matches is None else args.baseline_matches
        outcomes = run_pairing(a, b, count, args.seed, args.jobs)
        for o in outcomes:
            for seat in (0, 1):
                takes[o["levels"][seat]] += o["takes"][seat]
                reach[o["levels"][seat]] += o["reach"][seat]
                fouls[o["levels"][seat]].append(o["fouls"][seat])
        wins = sum(o["a_won"] for o in outcomes)
        n = len(outcomes)
        low, high = wilson(wins, n)
        rates[(a, b)] = wins / n
        margin = statistics.fmean(o["margin"] if o["a_won"] else -o["margin"] for o in outcomes)
        print(f"{a}級 vs {b}級  W/L {wins}/{n - wins}  win {wins / n:6.1%} "
              f"[95% CI {low:.1%}-{high:.1%}]  mean margin {margin:+.1f} cards  "
              f"({time.perf_counter() - started:.0f}s)", flush=True)
    print("against the grade below, as a ratio to the same-grade baseline:")
    for a, b in pairings:
        if a != b and (a, a) in rates and rates[(a, a)] > 0:
            print(f"  {a}級 vs {b}級: {rates[(a, b)]:.1%} / {rates[(a, a)]:.1%} "
                  f"= {rates[(a, b)] / rates[(a, a)]:.2f}x")
    print("time after the 決まり字 was heard: of the cards it took, and of every reach it planned "
          "for the read card (taken first or not); お手つき per match:")
    for grade in reversed(GRADES):
        if not takes[grade]:
            continue
        samples, planned = takes[grade], reach[grade]
        print(f"  {grade}級: took {len(samples)}  mean {statistics.fmean(samples) / 1000:.2f}s  "
              f"p95 {percentile(samples, 0.95) / 1000:.2f}s | reach mean "
              f"{statistics.fmean(planned) / 1000:.2f}s  p95 {percentile(planned, 0.95) / 1000:.2f}s | "
              f"お手つき {statistics.fmean(fouls[grade]):.2f}/match")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
