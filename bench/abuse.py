"""Abuse benchmark (issue 15, "Measured"): one careless or hostile client, while people play.

A real zashiki-server runs on loopback (``--cpu-delay 0.05``). Tables of four scripted people
(``--people-tables``, three from 127.0.0.1 and three more from each of 127.0.0.10, .11, ...) play
daifugō at a human pace (bench/load_clients.py, ``tables`` role: each acts no sooner than 1-3 s
after their own previous action): nine tables give ~280 actions in a 20-s attack, enough for a
p99 that is not simply the slowest action. Their action round trip is measured first
with nobody else on the host (the quiet figure), then during each attack of the issue's list,
each run for ``--seconds`` by bench/abuse_attacks.py from another loopback address (127.0.N.1:
on Linux the whole of 127.0.0.0/8 is loopback, so each address stands for another machine).

Printed per attack: the people's p99 during it against the quiet p99 in as many actions (the
median p99 of random draws of that many quiet samples: like with like; goal: at most 2 times),
the host's VmRSS (/proc) before, at its highest during and ``--settle`` seconds after (goal: back
within 10%: at most 10% above before), whether a fresh real client (tests/integration/wire_client.py, a new name from
127.0.0.1; against many machines from 127.0.0.2, a machine of its own) joins, creates a table with CPU players and plays three moves, once during the attack
and once after (goal: always), what the attacker saw (the host's error codes and its own counts),
the rows in the host's store, and the warnings and errors the host logged. At the end a Markdown
table for bench/RESULTS.md.

    .venv/bin/python bench/abuse.py [--seconds 20] [--quick] [--attacks tables,board,...]
        [--people-tables 9] [--attacker-nice 19] [--host-arg=--flag ...] [--server-tree DIR] [--json out.json] [--keep-logs]

The ``*-spread`` attacks and ``machines`` come from many addresses at once (many machines): they
measure the host-wide limits (``--max-tables``, ``--max-players``, ``--max-connections``), which no
per-address limit can stand in for. ``machines`` fills all three together and runs until a while
after its sessions count as idle (``--idle-evict``, 120 s unless given with ``--host-arg``), when
the fresh client comes: it must take an idle session's place and a table nobody is at.
One host lives through every attack in order, as a host at a LAN party would. Every process the
benchmark starts (host, people, attackers) is stopped when it ends, on Ctrl-C and on error too.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path[:0] = [str(BENCH), str(ROOT)]

from host_load import (  # noqa: E402
    PYTHON,
    Bench,
    Child,
    Window,
    core_ticks,
    cpu_seconds,
    host_versions,
    memory_kib,
    percentile,
)

from server.config import Limits  # noqa: E402
from tests.integration.wire_client import WireClient  # noqa: E402

FRESH_MACHINE = "127.0.0.2"  # the fresh client's own address against many machines
PEOPLE = "ana"  # the people's names: ana0-0 ... (bench/abuse_attacks.py makes a look-alike of one)
PEOPLE_PER_ADDRESS = 3  # tables of four people from one address
MIB = 1 / 1024


@dataclass
class AttackSpec:
    key: str
    title: str
    attack: str  # bench/abuse_attacks.py's attack
    args: list[str] = field(default_factory=list)
    quick_args: list[str] = field(default_factory=list)
    spread: int = 1
    length: float = 1.0  # times --seconds
    after_idle: bool = False  # the fresh client comes once the attack's sessions count as idle


SPECS = [
    AttackSpec("tables", "tables without end (fresh names, an 8-seat table each, dropped)", "tables"),
    AttackSpec("board", "board and sessions without end (fresh names, 5 posts each)", "board"),
    AttackSpec("idle", "slots: 200 idle logged-in sessions", "idle", ["--count", "200"], ["--count", "60"]),
    AttackSpec("silent", "slots: 2,000 connections that never say hello", "silent",
               ["--count", "2000", "--open-rate", "500"], ["--count", "300", "--open-rate", "200"]),
    AttackSpec("noread", "clients that never read (10 asking rules 25×/s)", "noread", ["--count", "10", "--rate", "25"]),
    AttackSpec("flood", "flood and reconnect (chat flooder, by token and fresh names)", "flood"),
    AttackSpec("actions", "bad actions (every field × every msgpack type, undeclared keys)", "actions",
               ["--rate", "25"], length=1.5),
    AttackSpec("names", "names and text (invisible, combining, CPU-like, look-alike; control chars)", "names"),
    AttackSpec("idle-spread", "200 idle sessions from 16 addresses", "idle", ["--count", "200"], ["--count", "60"],
               spread=16),
    AttackSpec("tables-spread", "tables without end from 40 addresses", "tables", spread=40),
    AttackSpec("machines", "many machines: tables without end, 200 idle sessions, 1,800 silent connections "
               "from 160 addresses", "machines", ["--count", "200", "--silent", "1800", "--open-rate", "500"],
               ["--count", "60", "--silent", "300", "--open-rate", "200"], spread=160, after_idle=True),
]


def host_option(options: argparse.Namespace, flag: str, default: float) -> float:
    """A zashiki-server option's value as this run gives it (``--host-arg``), else its default."""
    args = [part for arg in options.host_arg for part in arg.split("=", 1)]
    return float(args[args.index(flag) + 1]) if flag in args[:-1] else default


# -- what the host and its store show ---------------------------------------------------------------


def rss_kib(pid: int) -> int:
    return memory_kib(pid)["VmRSS"]


def store_counts(db: Path) -> dict[str, int]:
    """Rows in the host's store (read-only; SQLite WAL lets a reader in while the host writes)."""
    found: dict[str, int] = {}
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as conn:
            for name in ("sessions", "board", "tables", "steps"):
                found[name] = conn.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0]  # noqa: S608
    except sqlite3.Error as error:
        found["error"] = str(error)  # type: ignore[assignment]
    return found


def log_lines(path: Path, start: int) -> tuple[list[str], int]:
    """The host's log lines from byte ``start`` that are warnings, errors or tracebacks."""
    try:
        with open(path, "rb") as log:
            log.seek(start)
            data = log.read()
    except OSError:
        return [], start
    lines = [line for line in data.decode(errors="replace").splitlines()
             if " WARNING " in line or " ERROR " in line or line.startswith("Traceback")]
    return lines, start + len(data)


class Sampler(threading.Thread):
    """The host's VmRSS every 0.2 s until stopped: its highest."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.highest = rss_kib(pid)
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.wait(0.2):
            self.highest = max(self.highest, rss_kib(self.pid))

    def stop(self) -> int:
        self.done.set()
        self.join(2)
        return self.highest


# -- the fresh real client -----------------------------------------------------------------------------


def fresh_client(port: int, serial: int, moves: int = 3, limit: float = 30.0,
                 source: str | None = None) -> dict[str, Any]:
    """A new name from 127.0.0.1 (or ``source``) joins, creates a daifugō table with three CPUs, plays ``moves``
    accepted moves and leaves (so its table closes). What happened, and how long it took."""
    started = time.monotonic()
    client = None
    try:
        client = WireClient(port, f"新顔{serial}", source=source)
        client.send({"type": "create_table", "game": "daifugo", "seats": 4, "cpu_level": "easy"})
        client.wait_for("table", 10)
        client.send({"type": "ready", "ready": True})
        rng = random.Random(serial)
        played = 0
        deadline = started + limit
        while played < moves:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{played} of {moves} moves in {limit:.0f} s")
            if client.closed:
                raise ConnectionError("the host closed the connection")
            client.pump(0.05)
            if client.may_act():
                errors = len(client.errors)
                client.act(rng.choice(client.view["legal"]))
                while client.pending is not None and time.monotonic() < deadline and not client.closed:
                    client.pump(0.05)
                played += client.pending is None and len(client.errors) == errors
        client.send({"type": "leave"})
        client.wait_for("table", 10, where=lambda m: m["table"] is None)
        return {"ok": True, "seconds": time.monotonic() - started}
    except Exception as error:  # noqa: BLE001 (any failure is the finding)
        codes = [e.get("code") for e in client.errors] if client is not None else []
        why = f"{type(error).__name__}: {error}"
        return {"ok": False, "seconds": time.monotonic() - started, "why": why[:120] + ("…" if len(why) > 120 else ""),
                "codes": codes}
    finally:
        if client is not None:
            client.close()


class FreshLater(threading.Thread):
    """The fresh client, run ``delay`` seconds from now on a thread (during an attack)."""

    def __init__(self, port: int, serial: int, delay: float, source: str | None = None) -> None:
        super().__init__(daemon=True)
        self.port, self.serial, self.delay, self.source = port, serial, delay, source
        self.outcome: dict[str, Any] = {"ok": False, "why": "did not run"}

    def run(self) -> None:
        time.sleep(self.delay)
        self.outcome = fresh_client(self.port, self.serial, source=self.source)


# -- the run -----------------------------------------------------------------------------------------


@dataclass
class Figures:
    key: str
    title: str
    source: str
    p50: float
    p99: float
    samples: int
    people_errors: dict[str, int]
    rss_before: int
    rss_during: int
    rss_after: int
    fresh_during: dict[str, Any]
    fresh_after: dict[str, Any]
    host_cores: float
    machine_busy: float  # the machine's cores' busy share, every process counted
    attacker_cores: float
    attacker: dict[str, Any]
    store_before: dict[str, int]
    store_after: dict[str, int]
    log: list[str]


def people_groups(tables: int) -> list[int]:
    """How many of the people's tables come from each address, in order."""
    return [min(PEOPLE_PER_ADDRESS, tables - start) for start in range(0, tables, PEOPLE_PER_ADDRESS)]


def people_source(group: int) -> str | None:
    """Where the people's ``group``-th group of tables comes from: None (127.0.0.1) for the first, then
    127.0.0.10, .11, ... (the attacks come from 127.0.N.x with N >= 1, the fresh client from .2)."""
    return f"127.0.0.{9 + group}" if group else None


def people_addresses(tables: int) -> str:
    groups = len(people_groups(tables))
    return "from 127.0.0.1" + (f" and {groups - 1} more addresses" if groups > 1 else "")


class Run:
    def __init__(self, options: argparse.Namespace, work: Path) -> None:
        self.options = options
        self.bench = Bench(options, work)
        self.work = work
        self.fresh_serial = 0
        self.log_at = 0
        self.host: Child | None = None
        self.port = 0
        self.db = work / "host-data" / "zashiki.sqlite3"
        self.people: list[Child] = []

    def start_host(self) -> None:
        data = self.work / "host-data"
        data.mkdir()
        args = [PYTHON, "-m", "server.main", "--bind", "127.0.0.1", "--port", "0", "--data-dir", str(data),
                "--cpu-delay", "0.05", *self.options.host_arg]
        self.host = self.bench.start("host", args, cwd=self.options.server_tree or ROOT)
        self.port = int(self.host.expect("LISTENING", 30))

    def start_people(self) -> None:
        """Three tables of people from 127.0.0.1 (the host's 16 connections an address leave
        room for the fresh client there), and any more three to an address of their own."""
        self.people = [self.bench.clients("tables", self.port, f"{PEOPLE}{k or ''}", tables=n, humans=4,
                                          pace="human", source=people_source(k))
                       for k, n in enumerate(people_groups(self.options.people_tables))]
        self.bench.ready(*self.people, timeout=120)

    def fresh(self, source: str | None = None) -> dict[str, Any]:
        self.fresh_serial += 1
        return fresh_client(self.port, self.fresh_serial, source=source)

    def fresh_later(self, delay: float, source: str | None = None) -> FreshLater:
        self.fresh_serial += 1
        thread = FreshLater(self.port, self.fresh_serial, delay, source)
        thread.start()
        return thread

    def people_window(self, seconds: float, during: Any = None) -> tuple[Window, float, float]:
        """The people's round trips over ``seconds`` (``during`` runs first, once they count)."""
        assert self.host is not None
        for child in self.people:
            child.tell("START")
        cpu0, started, ticks0 = cpu_seconds(self.host.pid), time.monotonic(), core_ticks()
        if during is not None:
            during()
        time.sleep(max(0.0, seconds - (time.monotonic() - started)))
        elapsed = time.monotonic() - started
        cores = (cpu_seconds(self.host.pid) - cpu0) / elapsed
        ticks1 = core_ticks()
        busy = sum(ticks1[c][0] - ticks0[c][0] for c in ticks1 if c in ticks0) / max(
            1, sum(ticks1[c][1] - ticks0[c][1] for c in ticks1 if c in ticks0))
        for child in self.people:
            child.tell("STOP")
        results = [json.loads(child.expect("RESULT", 60)) for child in self.people]
        if self.host.proc.poll() is not None:
            raise RuntimeError(f"the host exited (code {self.host.proc.poll()}){self.host.tail()}")
        return Window(elapsed, 0, 0, 0, results), cores, busy

    def quiet(self, seconds: float) -> tuple[Window, float, float, dict[str, Any]]:
        fresh = self.fresh_later(seconds / 3)
        window, cores, busy = self.people_window(seconds)
        fresh.join(60)
        return window, cores, busy, fresh.outcome

    def attack(self, spec: AttackSpec, index: int) -> Figures:
        assert self.host is not None
        seconds = self.options.seconds * spec.length
        fresh_at = seconds / 2
        if spec.after_idle:  # once the attack's sessions have been idle for --idle-evict
            fresh_at = host_option(self.options, "--idle-evict", Limits().idle_evict) + 30.0
            seconds = max(seconds, fresh_at + 15.0)
        source = f"127.0.{index + 1}.1"
        extra = spec.quick_args if self.options.quick and spec.quick_args else spec.args
        speaks = host_versions(ROOT)
        niced = ["nice", "-n", str(self.options.attacker_nice)] if self.options.attacker_nice else []
        attacker = self.bench.start(
            f"attack-{spec.key}",
            [*niced, PYTHON, str(BENCH / "abuse_attacks.py"), spec.attack, "--port", str(self.port), "--source", source,
             "--spread", str(spec.spread), "--seconds", str(seconds), "--seed", str(15 + index),
             "--protocol", str(speaks[0]), "--app", speaks[1], *extra])
        attacker.expect("READY", 30)
        _, self.log_at = log_lines(self.host.log, self.log_at)
        time.sleep(1.0)
        rss_before = rss_kib(self.host.pid)
        store_before = store_counts(self.db)
        sampler = Sampler(self.host.pid)
        sampler.start()
        # Against many machines the fresh client is a machine of its own, as a friend arriving
        # would be: from 127.0.0.1, which holds the twelve people, a full host's fair-share rule
        # rightly lets nobody make room for it (docs/ARCHITECTURE.md, "A full host").
        newcomer = FRESH_MACHINE if spec.spread > 1 else None
        fresh = self.fresh_later(fresh_at, newcomer)
        attacker_cpu = cpu_seconds(attacker.pid)
        window, cores, busy = self.people_window(seconds, during=lambda: attacker.tell("START"))
        attacker_cores = (cpu_seconds(attacker.pid) - attacker_cpu) / window.seconds
        try:
            outcome = json.loads(attacker.expect("RESULT", 30 + seconds))
        except RuntimeError as error:
            outcome = {"failed": str(error)}
        attacker.tell("QUIT")
        self.bench.stop(attacker)
        fresh.join(60)
        time.sleep(self.options.settle)
        rss_during = max(sampler.stop(), rss_before)
        rss_after = rss_kib(self.host.pid)
        fresh_after = self.fresh(newcomer)
        log, self.log_at = log_lines(self.host.log, self.log_at)
        return Figures(spec.key, spec.title, source if spec.spread == 1 else f"{source} +{spec.spread - 1}",
                       window.percentile(0.5), window.percentile(0.99), len(window.rtts()), window.errors(),
                       rss_before, rss_during, rss_after, fresh.outcome, fresh_after, cores, busy, attacker_cores,
                       outcome,
                       store_before, store_counts(self.db), log)


# -- printing -----------------------------------------------------------------------------------------


def ok(met: bool) -> str:
    return "met" if met else "NOT MET"


def fresh_text(outcome: dict[str, Any]) -> str:
    if outcome.get("ok"):
        return f"in and played ({outcome['seconds']:.1f} s)"
    return f"FAILED: {outcome.get('why')} {outcome.get('codes') or ''}".strip()


def attacker_text(outcome: dict[str, Any]) -> str:
    parts = [f"codes {outcome.get('errors')}"]
    for key, value in outcome.items():
        if key not in ("errors", "games", "names", "posts_read"):
            parts.append(f"{key} {value}")
    return "; ".join(parts)


def quiet_p99_at(quiet: list[float], n: int, draws: int = 400, seed: int = 15) -> float:
    """The quiet p99 as a window of ``n`` actions would show it: the median, over ``draws``
    random draws of ``n`` of the quiet window's samples, of their p99. A 20-s attack window
    holds about a third of the quiet window's actions, so its p99 is a higher-ranked sample;
    comparing the two raw figures would count the sample size as the attack's doing. A window
    of as many actions as the quiet one, or more, is compared with the quiet p99 itself."""
    if not quiet or n <= 0 or n >= len(quiet):
        return percentile(quiet, 0.99)
    rng = random.Random(seed)
    figures = sorted(percentile(rng.sample(quiet, n), 0.99) for _ in range(draws))
    return figures[len(figures) // 2]


def show(f: Figures, quiet: list[float]) -> None:
    quiet_p99 = quiet_p99_at(quiet, f.samples)
    ratio = f.p99 / quiet_p99 if quiet_p99 else float("nan")
    back = (f.rss_after - f.rss_before) / f.rss_before
    print(f"\n== {f.title}  (from {f.source}, {f.key})")
    quiet_basis = (f"in {f.samples} of its {len(quiet)} actions, as many as here; of all {percentile(quiet, 0.99):.1f}"
                   if f.samples < len(quiet) else f"all its {len(quiet)} actions, fewer than here")
    print(f"  people: p50 {f.p50:.1f} ms, p99 {f.p99:.1f} ms ({f.samples} actions); quiet p99 {quiet_p99:.1f} ms "
          f"({quiet_basis}); "
          f"ratio {ratio:.2f}  [≤ 2: {ok(ratio <= 2)}]" + (f"; people's errors {f.people_errors}" if f.people_errors else ""))
    print(f"  host VmRSS: before {f.rss_before * MIB:.1f} MiB, during (highest) {f.rss_during * MIB:.1f}, "
          f"after {f.rss_after * MIB:.1f} ({back:+.1%})  [at most 10% above: {ok(back <= 0.10)}]; "
          f"CPU during: host {f.host_cores:.2f} cores, attacker {f.attacker_cores:.2f}, machine {f.machine_busy:.0%} busy")
    print(f"  fresh client: during {fresh_text(f.fresh_during)}; after {fresh_text(f.fresh_after)}  "
          f"[always: {ok(bool(f.fresh_during.get('ok') and f.fresh_after.get('ok')))}]")
    print(f"  attacker saw: {attacker_text(f.attacker)}")
    for game, record in (f.attacker.get("games") or {}).items():
        print(f"    {game}: {record['sent']} sent, answers {record['codes']}"
              + (f"; ACCEPTED with undeclared keys {record['accepted_undeclared']}" if record["accepted_undeclared"] else "")
              + (f"; accepted with a field's type changed {record['accepted_type_changed']}"
                 if record["accepted_type_changed"] else "")
              + (f"; INTERNAL_ERROR for {record['internal_error']}" if record.get("internal_error") else ""))
    for label, outcome in (f.attacker.get("names") or {}).items():
        print(f"    name {label}: {outcome}")
    for label, problems in (f.attacker.get("posts_read") or {}).items():
        print(f"    post {label}: people read {', '.join(problems)}")
    print(f"  store rows: {', '.join(f'{k} {f.store_before.get(k)}→{v}' for k, v in f.store_after.items())}")
    if f.log:
        print(f"  host log: {len(f.log)} warning/error lines, e.g. {f.log[0][:160]!r}")


def markdown(figures: list[Figures], quiet: list[float], options: argparse.Namespace) -> str:
    lines = [
        f"| attack ({options.seconds:.0f} s, one host throughout) | people p99 | quiet p99 in as many actions "
        f"(of all {len(quiet)}: {percentile(quiet, 0.99):.1f} ms) | ratio "
        "| VmRSS before / during / after (MiB) | after | fresh client during / after | the attacker saw |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for f in figures:
        quiet_p99 = quiet_p99_at(quiet, f.samples)
        ratio = f.p99 / quiet_p99 if quiet_p99 else float("nan")
        back = (f.rss_after - f.rss_before) / f.rss_before
        fresh = " / ".join("yes" if o.get("ok") else "**no**" for o in (f.fresh_during, f.fresh_after))
        codes = ", ".join(f"`{k}` {v}" for k, v in sorted(f.attacker.get("errors", {}).items(), key=lambda kv: -kv[1]))
        lines.append(f"| {f.title} | {f.p99:.1f} ms ({f.samples}) | {quiet_p99:.1f} ms | {ratio:.2f} | {f.rss_before * MIB:.1f} / {f.rss_during * MIB:.1f} / "
                     f"{f.rss_after * MIB:.1f} | {back:+.1%} | {fresh} | {codes or '—'} |")
    return "\n".join(lines)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=None, help="each attack's length (20 s; --quick 5 s)")
    parser.add_argument("--quiet-seconds", type=float, default=None, help="the quiet window (3 × --seconds)")
    parser.add_argument("--settle", type=float, default=None, help="seconds after an attack before 'after' (10; quick 3)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: short windows, smaller attacks")
    parser.add_argument("--attacks", default="all", help="comma-separated: " + ", ".join(s.key for s in SPECS))
    parser.add_argument("--people-tables", type=int, default=9,
                        help="tables of four people, three to an address (127.0.0.1, then 127.0.0.10, ...): "
                             "9 give a p99 of ~280 actions in a 20-s attack, 3 (before session 13) of ~90")
    parser.add_argument("--attacker-nice", type=int, default=0,
                        help="run the attacker at this niceness (19: it takes only the CPU the host and the "
                             "people leave, as another machine's would be)")
    parser.add_argument("--host-arg", action="append", default=[], help="an extra zashiki-server argument")
    parser.add_argument("--client-deadline", type=float, default=1800.0, help="the people's processes quit by then")
    parser.add_argument("--server-tree", type=Path, default=None,
                        help="run the host from this source tree (`python -m server.main` there): a change, before and after")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--keep-logs", action="store_true", help="keep the processes' logs (printed path)")
    options = parser.parse_args(argv)
    options.seconds = options.seconds or (5.0 if options.quick else 20.0)
    options.quiet_seconds = options.quiet_seconds or 3 * options.seconds
    options.settle = options.settle if options.settle is not None else (3.0 if options.quick else 10.0)
    known = {s.key: s for s in SPECS}
    keys = list(known) if options.attacks == "all" else [k.strip() for k in options.attacks.split(",")]
    unknown = [k for k in keys if k not in known]
    if unknown:
        parser.error(f"no attack {', '.join(unknown)} (choose from {', '.join(known)})")
    options.specs = [known[k] for k in keys]
    return options


def main(argv: list[str] | None = None) -> int:
    options = parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGINT, signal.default_int_handler)
    work = Path(tempfile.mkdtemp(prefix="zashiki-abuse-"))
    run = Run(options, work)
    keep = options.keep_logs
    started = time.monotonic()
    figures: list[Figures] = []
    try:
        run.start_host()
        run.start_people()
        assert run.host is not None
        print(f"abuse: host pid {run.host.pid} on 127.0.0.1:{run.port}; {options.people_tables} tables of 4 people "
              f"at a human pace ({people_addresses(options.people_tables)}); {options.seconds:.0f} s per attack"
              f"{' (quick: a smoke run)' if options.quick else ''}", flush=True)
        time.sleep(3)
        rss_start = rss_kib(run.host.pid)
        quiet, quiet_cores, quiet_busy, quiet_fresh = run.quiet(options.quiet_seconds)
        quiet_p50, quiet_p99 = quiet.percentile(0.5), quiet.percentile(0.99)
        print(f"\n== quiet: people p50 {quiet_p50:.1f} ms, p99 {quiet_p99:.1f} ms ({len(quiet.rtts())} actions in "
              f"{quiet.seconds:.0f} s); host VmRSS {rss_start * MIB:.1f} MiB, CPU {quiet_cores:.2f} cores, machine "
              f"{quiet_busy:.0%} busy; "
              f"fresh client {fresh_text(quiet_fresh)}; store {store_counts(run.db)}", flush=True)
        # One machine at a time first, then the host quiet again; then many machines at once
        # (they fill host-wide limits, and what they leave, such as 300 tables, stays for
        # --abandoned-close, so they come last).
        single = [s for s in options.specs if s.spread == 1]
        spread = [s for s in options.specs if s.spread > 1]
        for spec in single:
            figures.append(run.attack(spec, options.specs.index(spec)))
            show(figures[-1], quiet.rtts())
            sys.stdout.flush()
        again, again_cores, again_busy, again_fresh = run.quiet(options.quiet_seconds)
        rss_end = rss_kib(run.host.pid)
        print(f"\n== quiet again after those attacks: people p50 {again.percentile(0.5):.1f} ms, p99 "
              f"{again.percentile(0.99):.1f} ms ({len(again.rtts())} actions); host VmRSS {rss_end * MIB:.1f} MiB "
              f"(at the start {rss_start * MIB:.1f}); CPU {again_cores:.2f} cores, machine {again_busy:.0%} busy; "
              f"fresh client {fresh_text(again_fresh)}; store {store_counts(run.db)}", flush=True)
        if spread:
            print("\n-- beyond one machine: many addresses at once, the host-wide limits", flush=True)
        for spec in spread:
            figures.append(run.attack(spec, options.specs.index(spec)))
            show(figures[-1], quiet.rtts())
            sys.stdout.flush()
        print("\n" + markdown(figures, quiet.rtts(), options))
        if options.json is not None:
            options.json.write_text(json.dumps({
                "quiet": {"p50": quiet_p50, "p99": quiet_p99, "rss_kib": rss_start},
                "quiet_after": {"p50": again.percentile(0.5), "p99": again.percentile(0.99), "rss_kib": rss_end},
                "attacks": [f.__dict__ for f in figures]}, indent=2, ensure_ascii=False, default=str))
    except KeyboardInterrupt:
        print("\ninterrupted; stopping every process started", file=sys.stderr)
        return 130
    except Exception:
        keep = True
        raise
    finally:
        run.bench.stop_all()
        if keep:
            print(f"logs: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"\n{time.monotonic() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
