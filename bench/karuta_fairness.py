"""Karuta's fair judging between two people over a network (issue 10, "Two people, one LAN").

A real ``zashiki-server`` process on loopback; at each of several MAN–MAN karuta tables two
scripted people (bench/karuta_people.py) play races: seat 0 behind a 1 ms line each way, seat 1
behind 40 ms (each with a seeded jitter), each with its own clock offset. For every poem both
touch the read card a known reaction after the reading began playing on their own machine; the
reactions are drawn per poem so that the two are often within ±60 ms. The truth of a race: the
smaller reaction wins; within 10 ms it is simultaneous and the card goes to the player on whose
side it lies. Half the tables send ``t``/``heard`` with each touch (the correction), the other
half do not (judged at arrival: the baseline).

Printed, for a quiet host and for one busy with 8 daifugō tables of つよい CPUs (load_clients.py,
as host_load.py makes them), side by side:

* the share of races judged right, with the correction and without (the baseline);
* the host's judgement error: the take's ``at`` (the fair time the host used) against the true
  touch (the reading's ``started_at`` plus the taker's reaction), p50 and p99 of its size, in ms;
* how long after the true touch a spectator sees the take (the hold that waits for the other
  player's touch is part of it, with the correction and without);
* the reader's schedule jitter: how late each reading's view reaches a zero-delay spectator
  against its ``started_at``, p50/p99, busy against quiet (the ratio);
* what may explain a misjudged race: the host's CPU use, the people's own reactor lag (they and
  the spectators share this process), pauses for a dropped person, the misjudged races by table
  (all of them in ``--json``).

    .venv/bin/python bench/karuta_fairness.py [--tables 12] [--races 1500] [--seconds 240]
        [--busy-tables 8] [--quick] [--json out.json]

``--races`` is per window (quiet, busy); a window also ends after ``--seconds``. ``--host-core 0``
runs the host and its CPU workers on one core, as on a one-core machine: the busy window then
starves the host's reactor. ``--quick`` is
a smoke run (4 tables, 60 races, 60 s). Every process started is stopped at the end, on Ctrl-C
and on error too.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from host_load import Bench, Child, children_cpu_seconds, cpu_seconds, fmt, ratio  # noqa: E402
from twisted.internet import defer, reactor, task, threads  # noqa: E402

from bench.karuta_people import Line, Person, Watcher, wait_until  # noqa: E402

SIMULTANEOUS = 0.010  # seconds: two takes this close are simultaneous (the side's owner takes)
SPREAD = 0.080  # the two reactions differ by up to this much either way (75% within ±60 ms)
REACTION = (0.20, 0.45)  # seconds after the 決まり字 is heard: the common part of a race
FAST = Line(0.001, 0.0005)  # seat 0's line, each way
SLOW = Line(0.040, 0.005)  # seat 1's line, each way
OFFSETS = (5.3, -2.7)  # each seat's clock against time.monotonic()
SETTINGS = {"joka": False, "kami": "kimariji", "shimo": "none", "ma_min": 100, "ma_max": 100,
            "yomi": "text", "yomifuda": "field"}
"""As fast as the settings allow: no 序歌, the 上の句 cut at its 決まり字, no 下の句, a 間 of 0.1 s
(a scheduled start, not one at once), only the field's cards read (no 空札)."""


# -- the races --------------------------------------------------------------------------------------


@dataclass
class Race:
    started_at: float  # host time the reading began
    poem: int
    side: int
    reactions: tuple[float, float]  # per seat: seconds from the reading's start to the touch

    @property
    def truth(self) -> int:
        """Who should take: the smaller reaction; within 10 ms, the side's owner."""
        first, second = self.reactions
        if abs(first - second) <= SIMULTANEOUS:
            return self.side
        return 0 if first < second else 1


@dataclass
class Plan:
    """A table's races: both seats' reactions for each poem, drawn once from the table's RNG."""

    seed: int
    races: dict[float, Race] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"karuta-fairness:{self.seed}")

    def reaction(self, person: Person, view: dict[str, Any]) -> float:
        reading, current = view["reading"], view["current"]
        started = reading["started_at"]
        race = self.races.get(started)
        if race is None:
            common = current["heard_at"] - started + self.rng.uniform(*REACTION)
            gap = self.rng.uniform(-SPREAD, SPREAD)
            race = Race(started, current["poem"], current["side"], (common + gap / 2, common - gap / 2))
            self.races[started] = race
        return race.reactions[view["you"]]


@dataclass
class Table:
    number: int
    correct: bool
    people: tuple[Person, Person]
    watcher: Watcher
    plan: Plan

    def outcomes(self, since: float, until: float) -> list[tuple[Race, Any]]:
        """Each race begun in [since, until) with the take the host judged (None: not taken)."""
        takes = {**self.people[1].takes, **self.people[0].takes}
        return [(race, takes.get(started)) for started, race in sorted(self.plan.races.items())
                if since <= started < until]


def make_table(number: int, correct: bool, seed: int) -> Table:
    plan = Plan(seed * 1000 + number)
    address = f"127.0.{number + 1}"
    people = tuple(Person(f"k{number}{'fs'[seat]}{'c' if correct else 'n'}", plan.reaction,
                          inward=line, outward=line, clock_offset=OFFSETS[seat], seed=seed * 1000 + number,
                          correct=correct, source=f"{address}.{seat + 1}")
                   for seat, line in enumerate((FAST, SLOW)))
    return Table(number, correct, people, Watcher(f"k{number}w", source=f"{address}.3"), plan)


@defer.inlineCallbacks
def open_table(table: Table, port: int) -> Any:
    first, second = table.people
    for peer in (first, second, table.watcher):
        yield peer.connect(port)
    first.create_table(SETTINGS)
    yield wait_until(reactor, lambda: first.table is not None, 15, "create_table")
    table_id = first.table["id"]
    second.sit(table_id, 1)
    yield wait_until(reactor, lambda: second.table is not None, 15, "sit")
    table.watcher.watch(table_id)
    first.ready()
    second.ready()
    yield wait_until(reactor, lambda: first.view is not None and second.view is not None, 30, "start")


# -- the figures ------------------------------------------------------------------------------------


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else math.nan


@dataclass
class Figures:
    races: int = 0
    right: int = 0
    untaken: int = 0
    errors_ms: list[float] = field(default_factory=list)  # take.at - true touch (host time)
    shown_ms: list[float] = field(default_factory=list)  # the take at the spectator - true touch
    close: int = 0  # races within ±60 ms
    close_right: int = 0

    wrong: list[dict[str, Any]] = field(default_factory=list)  # the misjudged races, for a look

    def add(self, race: Race, take: Any, shown: float | None, table: int) -> None:
        if take is not None and shown is not None:
            self.shown_ms.append((shown - (race.started_at + race.reactions[take.by])) * 1000)
        if take is None:
            self.untaken += 1
            return
        self.races += 1
        right = take.by == race.truth
        self.right += right
        if not right:
            self.wrong.append({"table": table, "started_at": race.started_at, "poem": race.poem,
                               "side": race.side, "reactions_ms": [round(r * 1000, 1) for r in race.reactions],
                               "by": take.by, "at_minus_start_ms": round((take.at - race.started_at) * 1000, 1)})
        if abs(race.reactions[0] - race.reactions[1]) <= 0.060:
            self.close += 1
            self.close_right += right
        self.errors_ms.append((take.at - (race.started_at + race.reactions[take.by])) * 1000)

    @property
    def share(self) -> float:
        return self.right / self.races if self.races else math.nan

    def summary(self) -> dict[str, Any]:
        sizes = [abs(e) for e in self.errors_ms]
        return {"races": self.races, "right": self.right, "share": self.share, "untaken": self.untaken,
                "close": self.close, "close_share": self.close_right / self.close if self.close else math.nan,
                "error_p50_ms": quantile(sizes, 0.5), "error_p99_ms": quantile(sizes, 0.99),
                "error_median_signed_ms": quantile(self.errors_ms, 0.5),
                "shown_p50_ms": quantile(self.shown_ms, 0.5), "shown_p99_ms": quantile(self.shown_ms, 0.99),
                "wrong": self.wrong}


def window_figures(tables: list[Table], since: float, until: float) -> dict[str, Any]:
    found = {True: Figures(), False: Figures()}
    for table in tables:
        shown = {t["started_at"]: t["arrived"] for t in table.watcher.takes}
        for race, take in table.outcomes(since, until):
            found[table.correct].add(race, take, shown.get(race.started_at), table.number)
    lateness = [(arrived - started) * 1000 for table in tables
                for arrived, _, _, started in table.watcher.readings if since <= started < until]
    pauses = Counter(kind for table in tables for at, kind in table.watcher.pauses if since <= at < until)
    return {"with": found[True].summary(), "without": found[False].summary(), "pauses": dict(pauses),
            "jitter_p50_ms": quantile(lateness, 0.5), "jitter_p99_ms": quantile(lateness, 0.99),
            "readings": len(lateness)}


@dataclass
class Lag:
    """How late this process's own reactor runs a timer (the people and the spectators live here:
    a stall of theirs would show as the host's), and how far the wall clock (the host's time,
    ``time.time()``) moves against the monotonic one (the people's clocks): the host's estimate of
    a person's clock offset is only as good as that distance is steady."""

    every: float = 0.05
    samples: list[tuple[float, float]] = field(default_factory=list)  # (host time, lag)
    walls: list[tuple[float, float]] = field(default_factory=list)  # (host time, wall - monotonic)

    def start(self) -> None:
        self.due = time.time() + self.every
        self.loop = task.LoopingCall(self.beat)
        self.loop.start(self.every, now=False)

    def beat(self) -> None:
        now = time.time()
        self.samples.append((now, max(0.0, now - self.due)))
        self.walls.append((now, now - time.monotonic()))
        self.due = now + self.every

    def wall_moved_ms(self, since: float, until: float) -> float:
        """How far the wall clock moved against the monotonic one in the window (max - min)."""
        distances = [d for at, d in self.walls if since <= at < until]
        return (max(distances) - min(distances)) * 1000 if distances else math.nan

    def between(self, since: float, until: float) -> list[float]:
        return [lag * 1000 for at, lag in self.samples if since <= at < until]


def race_count(tables: list[Table], since: float) -> int:
    return sum(1 for t in tables for started in t.plan.races if started >= since)


def print_results(quiet: dict[str, Any], busy: dict[str, Any] | None, busy_tables: int) -> None:
    print(f"\n{'':52}{'with':>10}{'without':>10}{'ratio':>8}")
    for name, w in (("quiet", quiet), (f"busy ({busy_tables} daifugō つよい tables)", busy)):
        if w is None:
            continue
        c, n = w["with"], w["without"]
        print(f"== {name}: {c['races']} + {n['races']} races judged"
              f" ({c['untaken'] + n['untaken']} not taken)")
        rows = (("share judged right", c["share"] * 100, n["share"] * 100, "%"),
                ("  of races within ±60 ms", c["close_share"] * 100, n["close_share"] * 100, "%"),
                ("judgement error |at - true| p50 (ms)", c["error_p50_ms"], n["error_p50_ms"], ""),
                ("judgement error |at - true| p99 (ms)", c["error_p99_ms"], n["error_p99_ms"], ""),
                ("judgement error, signed median (ms)", c["error_median_signed_ms"],
                 n["error_median_signed_ms"], ""),
                ("take seen by a spectator - true touch p50 (ms)", c["shown_p50_ms"], n["shown_p50_ms"], ""),
                ("take seen by a spectator - true touch p99 (ms)", c["shown_p99_ms"], n["shown_p99_ms"], ""))
        for label, a, b, unit in rows:
            print(f"{label:52}{fmt(a, unit):>10}{fmt(b, unit):>10}{fmt(ratio(a, b)):>8}")
    print("\n== the reader's schedule jitter (view at a zero-delay spectator - started_at, ms)")
    print(f"{'':52}{'busy':>10}{'quiet':>10}{'ratio':>8}")
    for q in ("p50", "p99"):
        key = f"jitter_{q}_ms"
        b = busy[key] if busy else math.nan
        print(f"{q + ' (ms)':52}{fmt(b):>10}{fmt(quiet[key]):>10}{fmt(ratio(b, quiet[key])):>8}")
    print(f"{'readings':52}{busy['readings'] if busy else '-':>10}{quiet['readings']:>10}")
    for name, w in (("quiet", quiet), ("busy", busy)):
        if w is None:
            continue
        wrong = Counter(r["table"] for r in w["with"]["wrong"])
        load = f"; the daifugō tables {w['load_steps_per_s']:.0f} steps/s" if "load_steps_per_s" in w else ""
        print(f"{name}: host {w['host_cores']:.2f} cores, its CPU workers {w['workers_cores']:.2f}{load}; "
              f"the people's own reactor late by p99 {fmt(w['own_lag_p99_ms'])} ms, at most "
              f"{fmt(w['own_lag_max_ms'])} ms; the wall clock moved {fmt(w['wall_moved_ms'])} ms against the "
              f"monotonic one; pauses seen {w['pauses'] or 'none'}; corrected races "
              f"misjudged, by table: {dict(wrong) or 'none'}")


def problems(tables: list[Table]) -> dict[str, int]:
    """Every error the host sent the people, by code and rule."""
    found: Counter[str] = Counter()
    for table in tables:
        for peer in (*table.people, table.watcher):
            for error in peer.errors:
                found[f"{error.get('code')}/{error.get('rule', '')}"] += 1
            for problem in peer.problems:
                found[f"protocol: {problem}"] += 1
    return dict(found)


# -- the run ----------------------------------------------------------------------------------------


@defer.inlineCallbacks
def run(options: argparse.Namespace, bench: Bench, host: Child, port: int) -> Any:
    tables = [make_table(n, n % 2 == 0, options.seed) for n in range(options.tables)]
    yield defer.gatherResults([open_table(t, port) for t in tables], consumeErrors=True)
    print(f"{len(tables)} tables playing ({sum(t.correct for t in tables)} with the correction)", flush=True)
    yield sleep(4.0)  # a few pings: the host's clock estimates settle
    lag = Lag()
    lag.start()

    windows: dict[str, dict[str, Any]] = {}
    for name in ("quiet", "busy"):
        if name == "busy":
            if not options.busy_tables:
                break
            load = bench.clients("tables", port, "dl", tables=options.busy_tables, humans=1,
                                 cpu_level="strong", pace="full")
            yield threads.deferToThread(bench.ready, load)
            yield sleep(2.0)
            load.tell("START")
        since = time.time()
        cpu = cpu_seconds(host.pid), children_cpu_seconds(host.pid)
        stop = since + options.seconds
        yield wait_until(reactor, lambda s=since, e=stop: race_count(tables, s) >= options.races
                         or time.time() > e, options.seconds + 5, "races", every=0.5)
        until = time.time()
        windows[name] = figures = {"seconds": until - since,
                                   "host_cores": (cpu_seconds(host.pid) - cpu[0]) / (until - since),
                                   "workers_cores": (children_cpu_seconds(host.pid) - cpu[1]) / (until - since)}
        if name == "busy":
            load.tell("STOP")
            result = json.loads((yield threads.deferToThread(load.expect, "RESULT", 60)))
            figures["load_steps_per_s"] = result["steps"] / result["seconds"]
        yield sleep(2.5)  # the last races are judged and settled
        figures.update(window_figures(tables, since, until))
        lags = lag.between(since, until)
        windows[name]["own_lag_p99_ms"], windows[name]["own_lag_max_ms"] = quantile(lags, 0.99), max(lags)
        windows[name]["wall_moved_ms"] = lag.wall_moved_ms(since, until)
        w = windows[name]
        print(f"{name}: {w['with']['races'] + w['without']['races']} races in {w['seconds']:.0f} s", flush=True)
    windows["errors"] = problems(tables)
    return windows


def sleep(seconds: float) -> defer.Deferred:
    return task.deferLater(reactor, seconds, lambda: None)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=12, help="MAN–MAN karuta tables (half corrected)")
    parser.add_argument("--races", type=int, default=1500, help="races per window (quiet, busy)")
    parser.add_argument("--seconds", type=float, default=240.0, help="the longest a window lasts")
    parser.add_argument("--busy-tables", type=int, default=8, help="daifugō tables of つよい CPUs (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--host-core", type=int, default=None,
                        help="pin the host (and so its CPU workers) to this core: a one-core host machine")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 4 tables, 60 races, 60 s")
    parser.add_argument("--host-arg", action="append", default=[], help="an extra zashiki-server argument")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--keep-logs", action="store_true")
    options = parser.parse_args(argv)
    if options.quick:
        options.tables, options.races, options.seconds = 4, 60, 60.0
    # what host_load's Bench reads
    options.client_deadline = 2 * options.seconds + 300
    return options


def main(argv: list[str] | None = None) -> int:
    options = parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="zashiki-karuta-fair-"))
    bench = Bench(options, work)
    keep = options.keep_logs
    started = time.monotonic()
    outcome: dict[str, Any] = {}
    print(f"karuta_fairness: {options.tables} MAN–MAN tables, lines {FAST.delay * 1000:.0f}±{FAST.jitter * 1000:.1f} "
          f"and {SLOW.delay * 1000:.0f}±{SLOW.jitter * 1000:.0f} ms each way; {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.2f}", flush=True)
    try:
        bench.options.host_arg = ["--grace", "60", "--max-per-address", "64", *options.host_arg]
        host, port = bench.host(options.tables * 3 + options.busy_tables + 50, options.host_core)

        def done(result: Any) -> None:
            outcome["result"] = result
            reactor.stop()

        def failed(failure: Any) -> None:
            outcome["failure"] = failure
            reactor.stop()

        reactor.callWhenRunning(lambda: run(options, bench, host, port).addCallbacks(done, failed))
        reactor.run()
        bench.host_problems(host)
    except KeyboardInterrupt:
        print("\ninterrupted; stopping every process started", file=sys.stderr)
        return 130
    finally:
        bench.stop_all()
        if "failure" in outcome:
            keep = True
        if keep:
            print(f"logs: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    if "failure" in outcome:
        outcome["failure"].printTraceback()
        return 1
    result = outcome["result"]
    print_results(result["quiet"], result.get("busy"), options.busy_tables)
    if result["errors"]:
        print(f"errors the host sent the people: {result['errors']}")
    for note in bench.notes:
        print("note:", note)
    print(f"\n{time.monotonic() - started:.0f} s in all; load average now {os.getloadavg()[0]:.2f}")
    if options.json is not None:
        options.json.write_text(json.dumps(result, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
