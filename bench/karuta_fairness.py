"""Karuta's fair judging between two people over a network (issues 10 and 33).

``--part races``: a real ``zashiki-server`` process on loopback; at each of several MAN–MAN karuta
tables two scripted people (bench/karuta_people.py) play races: seat 0 behind a 1 ms line each
way, seat 1 behind 40 ms (each with a seeded jitter), each with its own clock offset. For every
poem both touch the read card a known reaction after the reading began playing on their own
machine; the two reactions are ``--gaps`` ms apart (40 and 4 by default, either seat the faster),
or drawn within ±80 ms with ``--gaps random``. The truth of a race: the smaller reaction wins;
within 10 ms it is simultaneous and the card goes to the player on whose side it lies. With
``--baseline`` half the tables send no ``t``/``heard`` (judged at arrival).

Two windows, the same races: an idle host, then a loaded one: ``--spin`` busy-loop processes
(one per core by default) keep every core busy, and ``--busy-tables`` daifugō tables of つよい
CPUs (load_clients.py) may be added. The people and the spectators live in this process, on the
same loaded machine: their own lag (printed) is in every touch. ``--people-nice -10`` gives
this process a higher priority once the host runs, so that they stand for other machines, which
the host's load does not slow. Printed, per window and their ratio:

* per gap, the share of races judged as documented (the ``with`` tables);
* the host's judgement error: the take's ``at`` (the fair time the host used) against the true
  touch (the reading's ``started_at`` plus the taker's reaction), p50 and p99 of its size, in ms;
* how long after the true touch a spectator sees the take (the hold that waits for the other
  player's touch is part of it);
* the reader's schedule jitter: how late each reading's view reaches a zero-delay spectator
  against its ``started_at``, p50/p99, loaded against idle (the ratio);
* what may explain a misjudged race: the host's CPU use, the people's own reactor lag (they and
  the spectators share this process), pauses for a dropped person, the misjudged races by table
  (all of them in ``--json``).

``--part cheat``: a cheater (bench/karuta_cheater.py: it touches ``--hand`` ms after anything it
got names the card) against (a) a person touching 150 ms after hearing the 決まり字 and (b) an A級
COM, and an honest player with the same hand against the same two: the cheater's lead over the
決まり字 (min/median/p90/max, ms, and how it knew), the take rates, and their ratio.

    .venv/bin/python bench/karuta_fairness.py [--part races,cheat] [--tables 12] [--races 600]
        [--seconds 240] [--gaps 40,4] [--spin N] [--busy-tables 0] [--people-nice 0]
        [--cheat-races 40] [--hand 150] [--server-ref REF] [--quick] [--json out.json]

``--races`` is per window (idle, loaded); a window also ends after ``--seconds``. ``--host-core 0``
runs the host and its CPU workers on one core. ``--quick`` is a smoke run (4 tables, 60 races,
60 s, 12 cheat races). Every process started is stopped at the end, on Ctrl-C and on error too.
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

from host_load import PYTHON, Bench, Child, children_cpu_seconds, cpu_seconds, export, fmt, ratio  # noqa: E402
from twisted.internet import defer, reactor, task, threads  # noqa: E402

from bench.karuta_cheater import HAND, Cheater, Player  # noqa: E402
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
    def gap_ms(self) -> int:
        return round(abs(self.reactions[0] - self.reactions[1]) * 1000)

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
    gaps: tuple[float, ...] = ()  # seconds between the two reactions (either seat the faster); () random
    races: dict[float, Race] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"karuta-fairness:{self.seed}")

    def gap(self) -> float:
        if not self.gaps:
            return self.rng.uniform(-SPREAD, SPREAD)
        return self.rng.choice(self.gaps) * self.rng.choice((-1, 1))

    def reaction(self, person: Person, view: dict[str, Any]) -> float:
        reading, current = view["reading"], view["current"]
        started = reading["started_at"]
        race = self.races.get(started)
        if race is None:
            common = current["heard_at"] - started + self.rng.uniform(*REACTION)
            gap = self.gap()
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


def make_table(number: int, correct: bool, seed: int, gaps: tuple[float, ...] = ()) -> Table:
    plan = Plan(seed * 1000 + number, gaps)
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
    by_gap: dict[int, list[int]] = field(default_factory=dict)  # gap (ms) -> [races, judged right]

    def add(self, race: Race, take: Any, shown: float | None, table: int, sent_late_ms: list[float | None]) -> None:
        if take is not None and shown is not None:
            self.shown_ms.append((shown - (race.started_at + race.reactions[take.by])) * 1000)
        if take is None:
            self.untaken += 1
            return
        self.races += 1
        right = take.by == race.truth
        self.right += right
        tally = self.by_gap.setdefault(race.gap_ms, [0, 0])
        tally[0] += 1
        tally[1] += right
        if not right:
            self.wrong.append({"table": table, "started_at": race.started_at, "poem": race.poem,
                               "side": race.side, "reactions_ms": [round(r * 1000, 1) for r in race.reactions],
                               "by": take.by, "at_minus_start_ms": round((take.at - race.started_at) * 1000, 1),
                               "sent_late_ms": sent_late_ms})
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
                "by_gap": {str(g): {"races": n, "right": r} for g, (n, r) in sorted(self.by_gap.items())},
                "wrong": self.wrong}


def window_figures(tables: list[Table], since: float, until: float) -> dict[str, Any]:
    found = {True: Figures(), False: Figures()}
    for table in tables:
        shown = {t["started_at"]: t["arrived"] for t in table.watcher.takes}
        sent = [{t.started_at: round((t.sent - t.t) * 1000, 1) for t in person.touches} for person in table.people]
        for race, take in table.outcomes(since, until):
            found[table.correct].add(race, take, shown.get(race.started_at), table.number,
                                     [late.get(race.started_at) for late in sent])
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


def print_results(idle: dict[str, Any], loaded: dict[str, Any] | None, load: str) -> None:
    print(f"\n== races judged as documented (the faster by fair time takes; within 10 ms the card's side)"
          f"\n   loaded: {load}")
    print(f"{'':52}{'loaded':>10}{'idle':>10}{'ratio':>8}")
    gaps = sorted({int(g) for w in (idle, loaded) if w for g in w["with"]["by_gap"]})
    for gap in gaps:
        shares = []
        for w in (loaded, idle):
            tally = (w or {}).get("with", {}).get("by_gap", {}).get(str(gap))
            shares.append((tally["right"] / tally["races"] * 100, tally) if tally else (math.nan, None))
        (a, ta), (b, tb) = shares
        counts = "/".join(f"{t['right']}/{t['races']}" if t else "-" for t in (ta, tb))
        print(f"{f'{gap} ms apart ({counts})':52}{fmt(a, '%'):>10}{fmt(b, '%'):>10}{fmt(ratio(a, b)):>8}")
    rows = (("all races", "share", 100, "%"), ("judgement error |at - true| p50 (ms)", "error_p50_ms", 1, ""),
            ("judgement error |at - true| p99 (ms)", "error_p99_ms", 1, ""),
            ("take seen by a spectator - true touch p50 (ms)", "shown_p50_ms", 1, ""),
            ("take seen by a spectator - true touch p99 (ms)", "shown_p99_ms", 1, ""))
    for label, key, scale, unit in rows:
        a = loaded["with"][key] * scale if loaded else math.nan
        b = idle["with"][key] * scale
        print(f"{label:52}{fmt(a, unit):>10}{fmt(b, unit):>10}{fmt(ratio(a, b)):>8}")
    if idle["without"]["races"]:
        a = loaded["without"]["share"] * 100 if loaded else math.nan
        b = idle["without"]["share"] * 100
        print(f"{'judged at arrival (the baseline tables)':52}{fmt(a, '%'):>10}{fmt(b, '%'):>10}{fmt(ratio(a, b)):>8}")
    print("\n== the reader's schedule jitter (view at a zero-delay spectator - started_at, ms)")
    for q in ("p50", "p99"):
        key = f"jitter_{q}_ms"
        a = loaded[key] if loaded else math.nan
        print(f"{q + ' (ms)':52}{fmt(a):>10}{fmt(idle[key]):>10}{fmt(ratio(a, idle[key])):>8}")
    for name, w in (("idle", idle), ("loaded", loaded)):
        if w is None:
            continue
        wrong = Counter(r["table"] for r in w["with"]["wrong"])
        stalled = sum(1 for r in w["with"]["wrong"] if max((x or 0.0) for x in r["sent_late_ms"]) > STALL_MS)
        extra = f"; the daifugō tables {w['load_steps_per_s']:.0f} steps/s" if "load_steps_per_s" in w else ""
        print(f"{name}: {w['with']['races']} races; host {w['host_cores']:.2f} cores, its CPU workers "
              f"{w['workers_cores']:.2f}{extra}; load average {w['loadavg']:.2f}; the people's own reactor "
              f"late by p99 {fmt(w['own_lag_p99_ms'])} ms, at most {fmt(w['own_lag_max_ms'])} ms; the wall "
              f"clock moved {fmt(w['wall_moved_ms'])} ms against the monotonic one; pauses seen "
              f"{w['pauses'] or 'none'}; misjudged races by table: {dict(wrong) or 'none'}, in {stalled} of "
              f"them a touch left this process over {STALL_MS:.0f} ms after its moment")


def problems(peers: list[Any]) -> dict[str, int]:
    """Every error the host sent these peers, by code and rule, and every frame that did not fit."""
    found: Counter[str] = Counter()
    for peer in peers:
        for error in peer.errors:
            found[f"{error.get('code')}/{error.get('rule', '')}"] += 1
        for problem in peer.problems:
            found[f"protocol: {problem}"] += 1
    return dict(found)


def table_peers(tables: list[Table]) -> list[Any]:
    return [peer for table in tables for peer in (*table.people, table.watcher)]


# -- the races ----------------------------------------------------------------------------------------


@defer.inlineCallbacks
def run_races(options: argparse.Namespace, bench: Bench, host: Child, port: int) -> Any:
    gaps = tuple(g / 1000 for g in options.gaps)
    tables = [make_table(n, not options.baseline or n % 2 == 0, options.seed, gaps) for n in range(options.tables)]
    yield defer.gatherResults([open_table(t, port) for t in tables], consumeErrors=True)
    print(f"{len(tables)} tables playing ({sum(t.correct for t in tables)} with the correction)", flush=True)
    yield sleep(4.0)  # a few pings: the host's clock estimates settle
    lag = Lag()
    lag.start()

    windows: dict[str, dict[str, Any]] = {}
    for name in ("idle", "loaded"):
        load = spinners = None
        if name == "loaded":
            if not options.spin and not options.busy_tables:
                break
            spinners = [bench.start(f"spin{n}", [PYTHON, "-c", SPIN]) for n in range(options.spin)]
            if options.busy_tables:
                load = bench.clients("tables", port, "dl", tables=options.busy_tables, humans=1,
                                     cpu_level="strong", pace="full")
                yield threads.deferToThread(bench.ready, load)
                load.tell("START")
            yield sleep(20.0)  # the clock estimates learn the loaded host (16 pings, 2 s apart)
        since = time.time()
        cpu = cpu_seconds(host.pid), children_cpu_seconds(host.pid)
        stop = since + options.seconds
        yield wait_until(reactor, lambda s=since, e=stop: race_count(tables, s) >= options.races
                         or time.time() > e, options.seconds + 5, "races", every=0.5)
        until = time.time()
        windows[name] = figures = {"seconds": until - since, "loadavg": os.getloadavg()[0],
                                   "host_cores": (cpu_seconds(host.pid) - cpu[0]) / (until - since),
                                   "workers_cores": (children_cpu_seconds(host.pid) - cpu[1]) / (until - since)}
        yield sleep(2.5)  # the last races are judged and settled
        if load is not None:
            load.tell("STOP")
            result = json.loads((yield threads.deferToThread(load.expect, "RESULT", 60)))
            figures["load_steps_per_s"] = result["steps"] / result["seconds"]
        if spinners:
            bench.stop(*spinners)
        figures.update(window_figures(tables, since, until))
        lags = lag.between(since, until)
        figures["own_lag_p99_ms"], figures["own_lag_max_ms"] = quantile(lags, 0.99), max(lags, default=math.nan)
        figures["wall_moved_ms"] = lag.wall_moved_ms(since, until)
        print(f"{name}: {figures['with']['races'] + figures['without']['races']} races in "
              f"{figures['seconds']:.0f} s", flush=True)
    windows["errors"] = problems(table_peers(tables))
    for table in tables:
        for peer in (*table.people, table.watcher):
            if peer.wire is not None and peer.wire.transport is not None:
                peer.wire.transport.loseConnection()
    return windows


STALL_MS = 50.0
"""A touch sent this much after its moment: this process (the people) stalled."""

SPIN = "import os\nos.setpriority(os.PRIO_PROCESS, 0, 0)\nwhile True: pass"
"""A busy loop at the host's priority (this process's may be another: ``--people-nice``)."""


# -- the cheater --------------------------------------------------------------------------------------


CHEAT_SETTINGS = {**SETTINGS, "shimo": "none"}
"""The races' settings: the 上の句 read to its 決まり字, only the field's cards read."""


@dataclass
class CheatTable:
    """Seat 0 (a cheater, or an honest player with the same hand) against seat 1 (a person
    touching ``HAND`` after hearing, or an A級 COM)."""

    label: str
    first: Player
    second: Player | None  # None: the A級 COM

    def races(self) -> list[Any]:
        """The poems read whose take seat 0 saw (a 空札 or an untaken card is no race)."""
        return [r for _, r in sorted(self.first.races.items()) if r.take_by is not None]


def cheat_tables(seed: int, hand: float) -> list[CheatTable]:
    tables = []
    for number, (cheat, against) in enumerate(((True, "person"), (True, "com"), (False, "person"), (False, "com"))):
        kind = Cheater if cheat else Player
        first = kind(f"c{number}{'x' if cheat else 'h'}", lambda p, v: None, seed=seed * 100 + number,
                     source=f"127.0.{60 + number}.1", hand=hand)
        second = None if against == "com" else Player(f"c{number}p", lambda p, v: None, seed=seed * 100 + number,
                                                         source=f"127.0.{60 + number}.2")
        label = f"{'cheater' if cheat else 'honest'} vs {'a person, hand ' + str(int(HAND * 1000)) + ' ms' if second else 'an A級 COM'}"
        tables.append(CheatTable(label, first, second))
    return tables


@defer.inlineCallbacks
def open_cheat_table(table: CheatTable, port: int) -> Any:
    first, second = table.first, table.second
    for peer in (first, second):
        if peer is not None:
            yield peer.connect(port)
    message: dict[str, Any] = {"type": "create_table", "game": "karuta", "seats": 2, "settings": CHEAT_SETTINGS}
    if second is None:
        message["cpu_level"] = "A"
    first.send(message)
    yield wait_until(reactor, lambda: first.table is not None, 15, "create_table")
    if second is not None:
        second.sit(first.table["id"], 1)
        yield wait_until(reactor, lambda: second.table is not None, 15, "sit")
        yield wait_until(reactor, lambda: first.pings and second.pings, 15, "pings")
        second.ready()
    first.ready()
    yield wait_until(reactor, lambda: first.view is not None, 30, "start")


@defer.inlineCallbacks
def run_cheat(options: argparse.Namespace, port: int) -> Any:
    tables = cheat_tables(options.seed, options.hand / 1000)
    yield defer.gatherResults([open_cheat_table(t, port) for t in tables], consumeErrors=True)
    print(f"cheater: {len(tables)} tables playing", flush=True)
    stop = time.time() + options.seconds
    yield wait_until(reactor, lambda: all(len(t.races()) >= options.cheat_races for t in tables)
                     or time.time() > stop, options.seconds + 5, "cheat races", every=0.5)
    found = {}
    for table in tables:
        races = table.races()[:options.cheat_races]
        leads = [r.lead_ms for r in races if r.lead_ms is not None]
        found[table.label] = {
            "races": len(races), "took": sum(r.take_by == 0 for r in races),
            "leads_ms": leads, "how": dict(Counter(r.how for r in races)),
        }
    peers = [p for t in tables for p in (t.first, t.second) if p is not None]
    found["errors"] = problems(peers)
    for peer in peers:
        if peer.wire is not None and peer.wire.transport is not None:
            peer.wire.transport.loseConnection()
    return found


def print_cheat(found: dict[str, Any], hand: float) -> None:
    print(f"\n== the cheater: touches {hand:.0f} ms after anything it got names the card; the honest "
          f"player {hand:.0f} ms after hearing the 決まり字; the person {HAND * 1000:.0f} ms after hearing it")
    for against in ("a person", "an A級 COM"):
        rows = {kind: next(v for k, v in found.items() if k.startswith(kind) and against in k)
                for kind in ("cheater", "honest")}
        rates = {kind: (r["took"] / r["races"] * 100 if r["races"] else math.nan) for kind, r in rows.items()}
        c, h = rows["cheater"], rows["honest"]
        print(f"against {against}: cheater took {c['took']}/{c['races']} ({fmt(rates['cheater'], '%')}), "
              f"honest {h['took']}/{h['races']} ({fmt(rates['honest'], '%')}); ratio "
              f"{fmt(ratio(rates['cheater'], rates['honest']))}")
        leads = sorted(c["leads_ms"])
        if leads:
            print(f"  the cheater's lead over the 決まり字 (ms, {len(leads)} poems): min {leads[0]:.0f}, "
                  f"median {quantile(leads, 0.5):.0f}, p90 {quantile(leads, 0.9):.0f}, max {leads[-1]:.0f}; "
                  f"known by: {c['how']}")
            print(f"  every lead (ms): {[round(v) for v in leads]}")


# -- the run ------------------------------------------------------------------------------------------


@defer.inlineCallbacks
def run(options: argparse.Namespace, bench: Bench, host: Child, port: int) -> Any:
    result: dict[str, Any] = {}
    if "cheat" in options.part:
        result["cheat"] = yield run_cheat(options, port)
    if "races" in options.part:
        result["races"] = yield run_races(options, bench, host, port)
    return result


def sleep(seconds: float) -> defer.Deferred:
    return task.deferLater(reactor, seconds, lambda: None)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--part", default="races,cheat", help="races, cheat, or both (comma-separated)")
    parser.add_argument("--tables", type=int, default=12, help="MAN–MAN karuta tables")
    parser.add_argument("--races", type=int, default=600, help="races per window (idle, loaded)")
    parser.add_argument("--seconds", type=float, default=240.0, help="the longest a window lasts")
    parser.add_argument("--gaps", default="40,4",
                        help="ms between the two reactions, comma-separated (either seat faster); 'random': within ±80")
    parser.add_argument("--spin", type=int, default=os.cpu_count() or 1,
                        help="busy-loop processes in the loaded window (one per core by default)")
    parser.add_argument("--busy-tables", type=int, default=0, help="daifugō tables of つよい CPUs in the loaded window")
    parser.add_argument("--people-nice", type=int, default=0,
                        help="this process's priority (the people and the spectators) once the host runs: "
                             "below 0 they stand for other machines, which the host's load does not slow")
    parser.add_argument("--baseline", action="store_true", help="half the tables judged at arrival (no t/heard)")
    parser.add_argument("--cheat-races", type=int, default=40, help="poems per cheat table")
    parser.add_argument("--hand", type=float, default=HAND * 1000,
                        help="ms from knowing the card to touching it, for the cheater and the honest player")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--host-core", type=int, default=None,
                        help="pin the host (and so its CPU workers) to this core: a one-core host machine")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 4 tables, 60 races, 60 s, 12 cheat races")
    parser.add_argument("--host-arg", action="append", default=[], help="an extra zashiki-server argument")
    parser.add_argument("--server-ref", default=None,
                        help="run the host from this git commit (exported with `git archive`), e.g. main")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--keep-logs", action="store_true")
    options = parser.parse_args(argv)
    if options.quick:
        options.tables, options.races, options.seconds, options.cheat_races = 4, 60, 60.0, 12
    options.part = set(options.part.split(","))
    options.gaps = () if options.gaps == "random" else tuple(float(g) for g in options.gaps.split(","))
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
    gaps = "/".join(f"{g:g}" for g in options.gaps) if options.gaps else "random"
    print(f"karuta_fairness: {options.tables} MAN–MAN tables, races {gaps} ms apart, lines "
          f"{FAST.delay * 1000:.0f}±{FAST.jitter * 1000:.1f} and {SLOW.delay * 1000:.0f}±{SLOW.jitter * 1000:.0f} ms "
          f"each way; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}", flush=True)
    try:
        if options.server_ref:
            bench.server_tree = export(options.server_ref, work / "server-tree")
        bench.options.host_arg = ["--grace", "60", "--max-per-address", "64", *options.host_arg]
        host, port = bench.host(options.tables * 3 + options.busy_tables + 60, options.host_core)
        if options.people_nice:
            os.setpriority(os.PRIO_PROCESS, 0, options.people_nice)

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
    if "cheat" in result:
        print_cheat(result["cheat"], options.hand)
        if result["cheat"]["errors"]:
            print(f"errors the host sent the cheat tables: {result['cheat']['errors']}")
    if "races" in result:
        races = result["races"]
        load = f"{options.spin} busy-loop processes" + (f" and {options.busy_tables} daifugō つよい tables"
                                                         if options.busy_tables else "")
        load += f"; the people at nice {options.people_nice}" if options.people_nice else "; the people beside them"
        print_results(races["idle"], races.get("loaded"), load)
        if races["errors"]:
            print(f"errors the host sent the people: {races['errors']}")
    for note in bench.notes:
        print("note:", note)
    print(f"\n{time.monotonic() - started:.0f} s in all; load average now {os.getloadavg()[0]:.2f}")
    if options.json is not None:
        options.json.write_text(json.dumps(result, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
