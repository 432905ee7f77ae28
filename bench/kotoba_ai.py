"""ことばカード CPU benchmark: per mode, CPU level against level and against a baseline, through
the game contract (issue 11, 「Dictionary and CPU players」).

    .venv/bin/python bench/kotoba_ai.py                       # short run: 40 games per pairing
    .venv/bin/python bench/kotoba_ai.py --games 1000 --jobs 2 # the full measurement
    .venv/bin/python bench/kotoba_ai.py --modes awase --pairings strong-baseline --games 200

Two seats a game, the first level against the second. Games come in pairs with the same seed and
the seats swapped (duplicate play: the same hands and stock for both sides). Prints per pairing
wins/draws/losses of the first level, its win rate with a 95% confidence interval (Wilson), the
score rate (draws count half) and the mean final points of both sides (ならべる: points, higher
is better; あわせる/かさねる: cards left, fewer is better); then each level's think time per
decision (mean, p95, max) against its budget.

The baseline passes or plays the first legal word it finds (with やさしい's 3,000 words, at most
two cards, never an exchange); in ならべる it lays the first word of three kana or more it finds
and declares 「完成」 at once. It votes from the whole dictionary, as every CPU does. The CPU levels' searches are bounded by step counts as well as the
clock, so a run is reproducible from its seed on any machine fast enough for the budgets.

Then the CPUs' pace (settings.PACE, issue 36): in ならべる a person declares 「完成」 at a moment
drawn between 15 and 150 s; how long they then wait for each level's 「完成」, played through the
engine, against the same games with the CPU declaring only at its level's time (``think``, the
policy before: a person finished at 25 s waited 75 s for やさしい), as a ratio; and how far into
its turn (60 s) and into a vote a CPU acts in the games above.
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

from server.games.contract import CpuPlan  # noqa: E402
from server.games.kotoba import GAME, ai, solver  # noqa: E402
from server.games.kotoba.settings import PROFILE_BY_LEVEL, TURN_SECONDS, CpuProfile  # noqa: E402

LEVELS = ("baseline", "easy", "normal", "strong")
PACES = ("pace turn", "pace vote")  # seconds into its turn, into a vote, when a CPU acts
MODES = ("narabe", "awase", "kasane")
PAIRINGS = (
    ("easy", "baseline"),
    ("normal", "baseline"),
    ("strong", "baseline"),
    ("normal", "easy"),
    ("strong", "normal"),
)
BUDGETS = {p.level.id: p.level.budget or 1.0 for p in PROFILE_BY_LEVEL.values()} | {"baseline": 0.2}
BASELINE = CpuProfile(PROFILE_BY_LEVEL["easy"].level, vocabulary=PROFILE_BY_LEVEL["easy"].vocabulary,
                      max_cards=2, exchanges=0, nodes=20_000, think=0.0)


def baseline_plan(view: dict[str, Any], rng: random.Random, budget: float) -> CpuPlan:
    """Pass, or the first legal word found; vote from the dictionary; wait in others' turns."""
    words = GAME.words
    known = ai.vocabulary_of(words, BASELINE)
    kinds = {a["type"] for a in (*view["legal"], *view["templates"])}
    if "vote" in kinds and view["vote"] is not None:
        return CpuPlan({"type": "vote", "accept": view["vote"]["word"] in words})
    if view["mode"] == "narabe":
        if "done" not in kinds:
            return CpuPlan(None)
        hand = [c["id"] for c in view["hand"]]
        first = next(iter(solver.builds(hand, known, reverse=False, min_len=3)), None)
        laid = (first,) if first else ()
        loose = tuple(c for c in hand if not first or c not in first.cards())
        return CpuPlan(ai.arrangement_action(solver.Arrangement(laid, loose, 0, False)))
    if "play" not in kinds:
        return CpuPlan(None)
    play = next(ai.field_plays(view, known, BASELINE, ai._Budget(BASELINE.nodes, budget)), None)
    return CpuPlan(play.action() if play else {"type": "pass"})


def plan_for(level: str, view: dict[str, Any], rng: random.Random) -> CpuPlan:
    if level == "baseline":
        return baseline_plan(view, rng, BUDGETS[level])
    return GAME.cpu_plan(view, level, rng, BUDGETS[level])


def play_game(mode: str, levels: tuple[str, str], seed: int, times: dict[str, list[float]]) -> list[int]:
    """One game; ``levels[s]`` plays seat s; the host's clock is simulated. Returns the ranks."""
    state = GAME.new({"mode": mode}, 2, seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    now = 0.0
    GAME.tick(state, now)
    for _ in range(20_000):
        if GAME.result(state) is not None:
            break
        plans = []
        for seat in GAME.waiting_on(state):
            view = GAME.view(state, seat)
            start = time.perf_counter()
            plan = plan_for(levels[seat], view, rngs[seat])
            if plan.action is not None and plan.action["type"] != "vote":
                times[levels[seat]].append(time.perf_counter() - start)
            if plan.action is not None and plan.at is not None and levels[seat] != "baseline":
                if plan.action["type"] == "vote":
                    opened = view["vote"]["deadline"] - view["settings"]["vote_time"]
                    times["pace vote"].append(plan.at - opened)
                elif mode != "narabe":
                    times["pace turn"].append(plan.at - (view["deadline"] - TURN_SECONDS))
            if plan.action is not None:
                plans.append((plan.at if plan.at is not None else now, seat, plan.action))
        due = GAME.deadline(state)
        if plans:
            at, seat, action = min(plans, key=lambda p: (p[0], p[1]))
            if due is None or at < due:
                now = max(now, at)
                GAME.act(state, seat, action, now)
                continue
        assert due is not None, "nobody can act and no clock is running"
        now = max(now, due)
        GAME.tick(state, now)
    result = GAME.result(state)
    assert result is not None, "game did not end"
    return [list(result.ranks), list(result.points)]  # type: ignore[list-item]


def narabe_wait(level: str, seed: int, person_done: float) -> tuple[float, float]:
    """A person and a CPU of ``level`` play ならべる; the person declares 「完成」 at
    ``person_done`` s. How long the person then waits for the CPU's 「完成」 (0 if it came
    first): as the CPU plays now, and as it played declaring at its level's time only."""
    state = GAME.new({"mode": "narabe"}, 2, seed)
    GAME.tick(state, 0.0)
    budget = BUDGETS[level]
    first = GAME.cpu_plan(GAME.view(state, 1), level, random.Random(seed), budget)
    before = max(0.0, PROFILE_BY_LEVEL[level].think - person_done)
    if first.at is not None and first.at <= person_done:
        return 0.0, before
    GAME.act(state, 0, {"type": "done"}, person_done)
    then = GAME.cpu_plan(GAME.view(state, 1), level, random.Random(seed), budget)
    assert then.at is not None and then.action is not None
    GAME.act(state, 1, then.action, then.at)
    assert state.phase != "arrange"
    return then.at - person_done, before


def pace(samples: int, seed: int) -> None:
    rng = random.Random(seed)
    print(f"== pace: ならべる, a person declares 「完成」 at 15-150 s ({samples} games a level)")
    for level in ("easy", "normal", "strong"):
        waits = [narabe_wait(level, seed + i, rng.uniform(15.0, 150.0)) for i in range(samples)]
        now = statistics.fmean(w for w, _ in waits)
        before = statistics.fmean(b for _, b in waits)
        longest = max(w for w, _ in waits)
        print(f"{level:>8}: the person waits {now:5.1f} s on average (longest {longest:.1f} s); "
              f"declaring at its time only {before:5.1f} s: ratio {now / before if before else 0:.2f}")


def one_game(job: tuple) -> tuple[int, float, float, dict]:
    """Game ``g`` of a pairing: +1 if ``a`` ranked above ``b``, -1 below, 0 level; the points of
    both; the think times. Games 2k and 2k+1 share a seed with the seats swapped."""
    mode, a, b, g, seed = job
    times: dict[str, list[float]] = {level: [] for level in (*LEVELS, *PACES)}
    a_seat = g % 2
    levels = (a, b) if a_seat == 0 else (b, a)
    ranks, points = play_game(mode, levels, seed + g // 2, times)
    mine, theirs = ranks[a_seat], ranks[1 - a_seat]
    return (mine < theirs) - (mine > theirs), points[a_seat], points[1 - a_seat], times


def run_pairing(mode: str, a: str, b: str, games: int, seed: int, jobs: int,
                times: dict[str, list[float]]) -> tuple[int, int, int, float, float]:
    work = [(mode, a, b, g, seed) for g in range(games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            outcomes = list(pool.imap(one_game, work, chunksize=4))
    else:
        outcomes = list(map(one_game, work))
    for *_, game_times in outcomes:
        for level, samples in game_times.items():
            times[level].extend(samples)
    wins = sum(1 for o, *_ in outcomes if o > 0)
    losses = sum(1 for o, *_ in outcomes if o < 0)
    mean_a = statistics.fmean(o[1] for o in outcomes)
    mean_b = statistics.fmean(o[2] for o in outcomes)
    return wins, games - wins - losses, losses, mean_a, mean_b


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="games per pairing (1000 for the full run)")
    parser.add_argument("--modes", default=",".join(MODES), help="e.g. awase,kasane")
    parser.add_argument("--pairings", default="", help="e.g. strong-normal,easy-baseline")
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (games run in parallel)")
    parser.add_argument("--pace", type=int, default=20, help="ならべる games a level for the pace (0: none)")
    args = parser.parse_args(argv)
    pairings = PAIRINGS
    if args.pairings:
        pairings = tuple(tuple(p.split("-")) for p in args.pairings.split(","))  # type: ignore[misc]
    for profile in (*PROFILE_BY_LEVEL.values(), BASELINE):  # build the word indexes before timing
        ai.reversed_trie(ai.vocabulary_of(GAME.words, profile))
        ai.kana_counts(ai.vocabulary_of(GAME.words, profile))
    times: dict[str, list[float]] = {level: [] for level in (*LEVELS, *PACES)}
    print(f"ことばカード CPU bench: {args.games} games/pairing, seed {args.seed}, {args.jobs} job(s)")
    for mode in args.modes.split(","):
        print(f"== {mode}  (points: {'higher' if mode == 'narabe' else 'cards left, fewer'} is better)")
        for a, b in pairings:
            started = time.perf_counter()
            wins, draws, losses, mean_a, mean_b = run_pairing(mode, a, b, args.games, args.seed,
                                                              args.jobs, times)
            n = wins + draws + losses
            low, high = wilson(wins, n)
            s_low, s_high = wilson(wins + draws / 2, n)
            print(f"{a:>8} vs {b:<8} W/D/L {wins}/{draws}/{losses}  win {wins / n:6.1%} "
                  f"[95% CI {low:.1%}-{high:.1%}]  score {(wins + draws / 2) / n:6.1%} "
                  f"[{s_low:.1%}-{s_high:.1%}]  points {mean_a:.2f} vs {mean_b:.2f}  "
                  f"({time.perf_counter() - started:.0f}s)", flush=True)
    for name in PACES:
        if times[name]:
            samples = sorted(times[name])
            print(f"{name}: a CPU acts {statistics.fmean(samples):.1f} s in on average "
                  f"(p95 {samples[int(0.95 * (len(samples) - 1))]:.1f} s, longest {samples[-1]:.1f} s; "
                  f"{'a turn has ' + str(int(TURN_SECONDS)) + ' s' if name == 'pace turn' else 'a vote 20 s'})")
    if args.pace:
        pace(args.pace, args.seed)
    print("think time per decision (votes excluded):")
    for level in LEVELS:
        samples = times[level]
        if not samples:
            continue
        mean = statistics.fmean(samples)
        p95 = sorted(samples)[int(0.95 * (len(samples) - 1))]
        budget = BUDGETS[level]
        print(f"{level:>8}: n={len(samples)} mean {mean * 1000:.1f}ms ({mean / budget:.2f}x budget) "
              f"p95 {p95 * 1000:.1f}ms ({p95 / budget:.2f}x) max {max(samples) * 1000:.0f}ms "
              f"(budget {budget}s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
