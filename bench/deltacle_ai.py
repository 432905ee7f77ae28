"""Benchmark the Deltacle CPU players.

Runs, in one process and with one seed sequence:

* the baseline: a random-legal-move player among random players (its win rate is the yardstick);
* each level (easy / normal / strong) in one seat against random players, with its win rate
  as a ratio to the baseline measured in the same run;
* head-to-head pairings (strong vs normal, normal vs easy, strong vs easy): half the seats each;
* think time of every CPU decision: mean and p95, as a ratio to the level's budget.

Wins count 1/k when k players share first place. The seat of the player under test rotates
from game to game. 95% confidence intervals are normal approximations.

    .venv/bin/python bench/deltacle_ai.py              # 1000 games per pairing (long)
    .venv/bin/python bench/deltacle_ai.py --games 100  # scaled down
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from server.games.deltacle import GAME  # noqa: E402
from server.games.deltacle.ai import DEFAULT_BUDGET  # noqa: E402


def play(levels: list[str], seed: int, budgets: dict[str, float], times: dict[str, list[float]]) -> tuple:
    state = GAME.new({}, len(levels), seed)
    rng = random.Random(seed * 7919 + 1)
    steps = 0
    while GAME.result(state) is None:
        for seat in GAME.waiting_on(state):
            view = GAME.view(state, seat)
            if not view["legal"]:
                continue
            level = levels[seat]
            t0 = time.perf_counter()
            action = GAME.cpu_choose(view, level, rng, budgets[level])
            times.setdefault(level, []).append(time.perf_counter() - t0)
            GAME.act(state, seat, action, 0.0)
        steps += 1
        if steps > 5000:
            raise RuntimeError("game did not end")
    result = GAME.result(state)
    return result.ranks, state.round


def ci95(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def win_share(ranks: tuple[int, ...], seat: int) -> float:
    if ranks[seat] != 1:
        return 0.0
    return 1.0 / ranks.count(1)


def one_vs_field(level: str, seats: int, games: int, budgets, times, seed0: int) -> dict:
    wins, places = [], []
    for g in range(games):
        tested = g % seats
        levels = ["random"] * seats
        levels[tested] = level
        ranks, _ = play(levels, seed0 + g, budgets, times)
        wins.append(win_share(ranks, tested))
        places.append(ranks[tested])
    return {"win": ci95(wins), "rank": ci95(places)}


def head_to_head(a: str, b: str, seats: int, games: int, budgets, times, seed0: int) -> dict:
    wins_a, wins_b = [], []
    for g in range(games):
        levels = [a if (s + g) % 2 == 0 else b for s in range(seats)]
        ranks, _ = play(levels, seed0 + g, budgets, times)
        wa = sum(win_share(ranks, s) for s in range(seats) if levels[s] == a)
        wins_a.append(wa)
        wins_b.append(1.0 - wa)
    return {"a": ci95(wins_a), "b": ci95(wins_b)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="games per pairing (default 1000)")
    parser.add_argument("--seats", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=20240400)
    parser.add_argument("--levels", default="easy,normal,strong")
    parser.add_argument("--budget", type=float, default=None, help="override every level's budget (s)")
    args = parser.parse_args(argv)
    budgets = dict(DEFAULT_BUDGET)
    if args.budget is not None:
        budgets = {k: args.budget for k in budgets}
    levels = [x for x in args.levels.split(",") if x]
    times: dict[str, list[float]] = {}
    n, s = args.games, args.seats
    print(f"Deltacle CPU benchmark: {n} games per pairing, {s} seats, seed {args.seed}")
    t_start = time.perf_counter()

    base = one_vs_field("random", s, n, budgets, times, args.seed)
    bw, bw_ci = base["win"]
    print(f"\nbaseline  random vs {s - 1}×random: win {bw:6.1%} ±{bw_ci:5.1%}  "
          f"avg rank {base['rank'][0]:.2f} ±{base['rank'][1]:.2f}  (fair share {1 / s:.1%})")
    print(f"\n{'level':8} {'win vs random':>18} {'ratio to baseline':>18} {'avg rank':>14}")
    for level in levels:
        r = one_vs_field(level, s, n, budgets, times, args.seed)
        w, w_ci = r["win"]
        ratio = w / bw if bw else float("inf")
        print(f"{level:8} {w:9.1%} ±{w_ci:5.1%} {ratio:17.2f}x {r['rank'][0]:8.2f} ±{r['rank'][1]:.2f}")

    pairs = [(a, b) for a, b in (("strong", "normal"), ("normal", "easy"), ("strong", "easy"))
             if a in levels and b in levels]
    if pairs:
        per_side = f"{s // 2} each" if s % 2 == 0 else "alternating 2/1"
        print(f"\nhead to head (seats per side: {per_side}; a side's wins summed, shared wins split)")
    for a, b in pairs:
        r = head_to_head(a, b, s, n, budgets, times, args.seed + 1_000_000)
        print(f"  {a:6} vs {b:6}: {a} {r['a'][0]:6.1%} ±{r['a'][1]:5.1%}   {b} {r['b'][0]:6.1%} ±{r['b'][1]:5.1%}")

    print(f"\n{'think time':10} {'decisions':>10} {'mean':>9} {'p95':>9} {'budget':>8} {'mean/budget':>12} {'p95/budget':>11}")
    for level in ["random", *levels]:
        ts = sorted(times.get(level, []))
        if not ts:
            continue
        mean = sum(ts) / len(ts)
        p95 = ts[min(len(ts) - 1, int(len(ts) * 0.95))]
        b = budgets[level]
        rel_mean = f"{mean / b:11.3f}" if b else f"{'-':>11}"
        rel_p95 = f"{p95 / b:11.3f}" if b else f"{'-':>11}"
        print(f"{level:10} {len(ts):10d} {mean * 1000:7.2f}ms {p95 * 1000:7.2f}ms {b:7.2f}s {rel_mean} {rel_p95}")
    print(f"\nwall time {time.perf_counter() - t_start:.0f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
