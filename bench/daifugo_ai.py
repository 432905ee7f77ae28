"""Daifugō CPU benchmark.

For each pairing "A vs B" one seat is played by level A and every other seat by level B, for
``--hands`` hands (matches of ``--match`` hands, A's seat rotating). It prints A's average
finishing place and points per hand with 95% confidence intervals, next to the random-legal-move
baseline measured in the same run (a random seat against the same B), the ratio of the two, and
A's think time (mean, p95 and max) as a ratio to its budget.

    .venv/bin/python bench/daifugo_ai.py               # the full run: 1,000 hands per pairing
    .venv/bin/python bench/daifugo_ai.py --hands 100   # scaled down
    .venv/bin/python bench/daifugo_ai.py --preset local   # the house rules instead of the seed's
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from server.games.daifugo import GAME, ai  # noqa: E402

LEVELS = ("random", "easy", "normal", "strong")
PAIRINGS = (
    ("easy", "random"),
    ("normal", "random"),
    ("strong", "random"),
    ("normal", "easy"),
    ("strong", "easy"),
    ("strong", "normal"),
)


def decide(view, level, rng, budget):
    if level == "random":
        return rng.choice(view["legal"])
    return ai.choose(view, level, rng, budget)  # direct, so --strong-budget may exceed the cap


def run_pairing(a: str, b: str, hands: int, players: int, per_match: int, seed: int,
                budgets: dict[str, float], preset: str = "seed") -> dict:
    ranks: list[int] = []
    points: list[int] = []
    think: list[float] = []
    rng = random.Random(seed)
    match = 0
    while len(ranks) < hands:
        n_hands = min(per_match, hands - len(ranks))
        state = GAME.new({"hands": n_hands, "preset": preset}, players, seed * 1000 + match)
        a_seat = match % players
        match += 1
        levels = [a if s == a_seat else b for s in range(players)]
        while GAME.result(state) is None:
            for seat in GAME.waiting_on(state):
                view = GAME.view(state, seat)
                if seat == a_seat and len(view["legal"]) > 1 and view["legal"][0]["type"] != "next":
                    t0 = time.perf_counter()
                    action = decide(view, levels[seat], rng, budgets.get(a, 0.0))
                    think.append(time.perf_counter() - t0)
                else:
                    action = decide(view, levels[seat], rng, budgets.get(levels[seat], 0.0))
                GAME.act(state, seat, action, 0.0)
                break
        for h in state.history:
            ranks.append(h["ranks"][a_seat])
            points.append(h["points"][a_seat])
    return {"ranks": ranks, "points": points, "think": think}


def mean_ci(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", "--games", type=int, default=1000, help="hands per pairing")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--match", type=int, default=5, help="hands per match (titles, exchange)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--strong-budget", type=float, default=ai.DEFAULT_BUDGET["strong"])
    ap.add_argument("--only", default="", help="comma-separated pairings to run, e.g. strong-normal")
    ap.add_argument("--preset", default="seed", choices=("seed", "local"),
                    help="the rules: the seed's (default) or the common house rules")
    args = ap.parse_args(argv)
    budgets = dict(ai.DEFAULT_BUDGET, strong=args.strong_budget)
    pairings = PAIRINGS
    if args.only:
        wanted = {tuple(p.split("-")) for p in args.only.split(",")}
        pairings = tuple(p for p in PAIRINGS if p in wanted)
    print(f"大富豪 CPU bench: {args.players} players, {args.hands} hands per pairing, "
          f"matches of {args.match} hands, rules {args.preset}, budgets {budgets}")
    expected = (args.players + 1) / 2
    print(f"(finishing place: 1 is best, {expected:.1f} is what chance gives)")
    baselines: dict[str, dict] = {}
    header = (f"{'pairing':<18}{'place (95% CI)':>18}{'points/hand (95% CI)':>24}"
              f"{'base place':>12}{'ratio':>8}{'think mean/p95/max ÷ budget':>30}")
    print(header)
    print("-" * len(header))
    for a, b in pairings:
        if b not in baselines:
            baselines[b] = run_pairing("random", b, args.hands, args.players, args.match,
                                       args.seed + 7, budgets, args.preset)
            base = baselines[b]
            r, rci = mean_ci(base["ranks"])
            p, pci = mean_ci(base["points"])
            print(f"{'random vs ' + b:<18}{r:>10.3f} ±{rci:5.3f}{p:>15.1f} ±{pci:6.1f}"
                  f"{r:>12.3f}{1.0:>8.2f}{'-':>30}")
        res = run_pairing(a, b, args.hands, args.players, args.match, args.seed, budgets,
                          args.preset)
        r, rci = mean_ci(res["ranks"])
        p, pci = mean_ci(res["points"])
        base_r = statistics.fmean(baselines[b]["ranks"])
        budget = budgets[a]
        tm = statistics.fmean(res["think"]) if res["think"] else 0.0
        tmax = max(res["think"], default=0.0)
        think = (f"{tm / budget:.2f} / {p95(res['think']) / budget:.2f} / {tmax / budget:.2f}"
                 if budget else "-")
        # ratio > 1: A finishes higher (smaller place) than the random baseline vs the same B
        print(f"{a + ' vs ' + b:<18}{r:>10.3f} ±{rci:5.3f}{p:>15.1f} ±{pci:6.1f}"
              f"{base_r:>12.3f}{base_r / r:>8.2f}{think:>30}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
