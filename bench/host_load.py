"""Host load benchmark: the cost of the host itself, next to a bare echo server, on loopback.

The host runs as a real ``zashiki-server`` process (``--cpu-delay 0``) and is driven by clients in
separate processes (bench/load_clients.py), so the load generator's work is never counted as the
host's. The baseline, measured in the same run, is a bare Twisted echo server of the same Int32
framing and msgpack codec (bench/echo_server.py), also its own process. CPU time is read from
the processes' own counters (/proc/<pid>/stat, utime + stime; a host's child processes, such as
CPU-player workers, are counted and shown apart); memory is VmRSS from /proc/<pid>/status.

Scenarios (issue 12, "How it is measured"):
    cpu         host CPU time per accepted action: daifugō tables of four scripted players at
                full speed; the echo server's CPU time per echoed (act-sized) message with as
                many closed-loop clients as there are tables. Goal: echo/host >= 0.25. Shown
                beside it, for reading: a bare table's CPU per step (echo_server.py --table:
                one act in, a view-sized frame out to each of four seats), as many tables.
    rtt         the waiting-room ping round trip (a client in the waiting room pinging 20 times a
                second) with 0, 2 and 8 tables of one scripted full-speed player and three
                つよい CPUs; then a person's action round trip with 400 players at a human pace
                (each acts when the game lets them, no sooner than 1-3 s after their own previous
                action) while 30 such つよい tables play at full speed. Baselines: the same pinger
                and 400 clients at the same pace against the echo server. Goal: p99 <= 20 ms.
    saturation  accepted actions per second with the server pinned to one core and the clients
                to the other (tables at full speed), and echoed messages per second the same way.
    memory      host VmRSS with 1,000 idle connections in the waiting room, and with 200 tables
                in play (one scripted player at a human pace and three ふつう CPUs each); baseline:
                the echo server holding as many connections.

    .venv/bin/python bench/host_load.py [--scenario cpu|rtt|saturation|memory|all|cpu,rtt] [--quick]
        [--server-ref 6f0558e | --server-tree DIR] [--seconds S] [--host-arg=--flag ...] [--json out.json]

Every client comes from 127.0.0.1, so the host runs with its per-address limits lifted (``LIFTS``).

``--quick`` is a smoke run: a few seconds per window at a reduced scale (not for RESULTS.md).
``--server-ref`` runs the host of an earlier commit (exported with ``git archive``; the clients speak
its protocol version) to measure before and after a change in one working tree. On a shared
machine the CPU-time figures hold up (they are each process's own time); rates and round trips
do not, so every window also prints how busy each core was, counting every process.
Every process the benchmark starts is stopped when it ends, on Ctrl-C and on error too; every
client has its own deadline and quits when the benchmark's pipe to it closes.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(__file__).resolve().parent
VENV = ROOT / ".venv" / "bin"
PYTHON = str(VENV / "python") if (VENV / "python").exists() else sys.executable
SERVER = [str(VENV / "zashiki-server")] if (VENV / "zashiki-server").exists() else [PYTHON, "-m", "server.main"]
TICK = os.sysconf("SC_CLK_TCK")
PR_SET_PDEATHSIG = 1
STOP_WAIT = 5.0  # seconds a process gets to exit after SIGTERM before SIGKILL
# Every client comes from 127.0.0.1, so the host's limits per address are lifted (later
# --host-arg flags override these).
LIFTS = ["--max-per-address=5000", "--max-tables-per-address=1000", "--max-tables=2000",
         "--max-new-names-per-address=100000"]


# -- reading a process from /proc ----------------------------------------------------------------


def _stat_fields(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()  # fields from the third (state) on


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (all its threads), in seconds."""
    fields = _stat_fields(pid)
    return 0.0 if fields is None else (int(fields[11]) + int(fields[12])) / TICK


def descendants(pid: int) -> list[int]:
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat_fields(int(entry))
            if fields is not None:
                parents[int(entry)] = int(fields[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, ppid in parents.items() if ppid == parent]
        found.extend(children)
        frontier.extend(children)
    return found


def children_cpu_seconds(pid: int) -> float:
    """CPU time of a process's descendants: the living ones, and the reaped (cutime + cstime)."""
    total = sum(cpu_seconds(child) for child in descendants(pid))
    fields = _stat_fields(pid)
    return total + (0.0 if fields is None else (int(fields[13]) + int(fields[14])) / TICK)


def core_ticks() -> dict[int, tuple[int, int]]:
    """(busy, total) clock ticks of every core so far, from /proc/stat."""
    found = {}
    for line in Path("/proc/stat").read_text().splitlines():
        name, *values = line.split()
        if name.startswith("cpu") and name[3:].isdigit():
            ticks = [int(v) for v in values]
            idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)
            found[int(name[3:])] = (sum(ticks) - idle, sum(ticks))
    return found


def memory_kib(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (peak) of a process, in KiB."""
    found = {"VmRSS": 0, "VmHWM": 0}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in found:
                found[key] = int(value.split()[0])
    except OSError:
        pass
    return found


def host_versions(tree: Path) -> tuple[int, str]:
    """PROTOCOL_VERSION and APP_VERSION of the host's source tree: the clients speak its version."""
    text = (tree / "protocol" / "version.py").read_text()
    protocol = re.search(r"^PROTOCOL_VERSION\s*=\s*(\d+)", text, re.M)
    app = re.search(r"^APP_VERSION\s*=\s*\"([^\"]+)\"", text, re.M)
    if protocol is None or app is None:
        raise RuntimeError(f"no versions in {tree}/protocol/version.py")
    return int(protocol.group(1)), app.group(1)


# -- the processes the benchmark starts ----------------------------------------------------------


class Child:
    """A process with its stdout read line by line on a thread; stderr goes to a log file."""

    def __init__(self, name: str, args: list[str], log: Path, core: int | None = None,
                 cwd: Path = ROOT) -> None:
        self.name = name
        self.log = log
        self.lines: queue.Queue[str | None] = queue.Queue()

        def prepare() -> None:  # in the child, before it runs
            if core is not None:
                os.sched_setaffinity(0, {core})
            try:  # Linux: the child gets SIGTERM should the benchmark itself be killed outright
                ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
            except (OSError, AttributeError):
                pass

        with open(log, "ab") as err:
            self.proc = subprocess.Popen(args, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=err, text=True, start_new_session=True, preexec_fn=prepare)
        threading.Thread(target=self._read, daemon=True).start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def expect(self, word: str, timeout: float) -> str:
        """The rest of the next line starting with ``word``; RuntimeError if it does not come."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError(f"{self.name}: no {word} within {timeout:.0f} s{self.tail()}") from None
            if line is None:
                raise RuntimeError(f"{self.name} exited (code {self.proc.poll()}){self.tail()}")
            if line.startswith(word):
                return line[len(word):].strip()

    def tail(self, lines: int = 15) -> str:
        try:
            text = self.log.read_text(errors="replace").splitlines()[-lines:]
        except OSError:
            return ""
        return ("\n  " + "\n  ".join(text)) if text else ""

    def tell(self, command: str) -> None:
        if self.proc.poll() is None and self.proc.stdin is not None:
            try:
                self.proc.stdin.write(command + "\n")
                self.proc.stdin.flush()
            except (BrokenPipeError, OSError):
                pass

    def stop(self) -> None:
        """SIGTERM to the process group this process leads (it and any workers it started), then
        SIGKILL to what is left of it after STOP_WAIT seconds."""
        if self.proc.poll() is None:
            group = descendants(self.pid)
            try:
                os.killpg(self.pid, signal.SIGTERM)
            except (ProcessLookupError, PermissionError):
                pass
            try:
                self.proc.wait(STOP_WAIT)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(self.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
                self.proc.wait(STOP_WAIT)
            for pid in group:  # a worker that left the group
                try:
                    os.kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
        if self.proc.stdin is not None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass


def percentile(samples: list[float], q: float) -> float:
    """The ``q`` quantile of ``samples``: the sample at ``int(len * q)`` in order (of 100
    samples, the p99 is the highest); NaN for none."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


@dataclass
class Window:
    """What one measuring window saw: the server's CPU and the clients' merged results."""

    seconds: float
    server_cpu: float
    workers_cpu: float
    clients_cpu: float
    results: list[dict[str, Any]]
    cores_busy: dict[int, float] = field(default_factory=dict)  # each core's busy share, all processes

    def total(self, key: str) -> int:
        return sum(r[key] for r in self.results)

    def rtts(self) -> list[float]:
        return sorted(x for r in self.results for x in r["rtts_ms"])

    def percentile(self, q: float) -> float:
        return percentile(self.rtts(), q)

    def errors(self) -> dict[str, int]:
        found: dict[str, int] = {}
        for r in self.results:
            for code, n in r["errors"].items():
                found[code] = found.get(code, 0) + n
        return found

    def closed(self) -> int:
        return sum(r.get("closed", 0) for r in self.results)


@dataclass
class Bench:
    options: argparse.Namespace
    work: Path
    children: list[Child] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    serial: int = 0

    server_tree: Path | None = None  # run the host from this tree (an exported commit)

    def start(self, name: str, args: list[str], core: int | None = None, cwd: Path = ROOT) -> Child:
        self.serial += 1
        child = Child(name, args, self.work / f"{self.serial:02d}-{name}.log", core, cwd)
        self.children.append(child)
        return child

    def stop(self, *children: Child) -> None:
        for child in children:
            child.stop()
            if child in self.children:
                self.children.remove(child)

    def stop_all(self) -> None:
        for child in reversed(self.children):
            child.stop()
        self.children.clear()

    # -- servers ----------------------------------------------------------------------------------

    def host(self, max_players: int, core: int | None = None) -> tuple[Child, int]:
        self.serial += 1
        data = self.work / f"host-data-{self.serial}"
        data.mkdir()
        server = [PYTHON, "-m", "server.main"] if self.server_tree else SERVER
        args = [*server, "--port", "0", "--bind", "127.0.0.1", "--no-announce", "--data-dir", str(data),
                "--cpu-delay", "0", "--log-level", "WARNING", "--max-players", str(max_players), *LIFTS,
                *self.options.host_arg]
        child = self.start("host", args, core, self.server_tree or ROOT)
        return child, int(child.expect("LISTENING", 30))

    def echo(self, core: int | None = None, *flags: str) -> tuple[Child, int]:
        child = self.start("echo", [PYTHON, str(BENCH / "echo_server.py"), *flags], core)
        return child, int(child.expect("LISTENING", 30))

    def host_problems(self, host: Child) -> None:
        """Note errors the host logged (a CPU that failed, an internal error)."""
        try:
            text = host.log.read_text(errors="replace")
        except OSError:
            return
        errors = sum(1 for line in text.splitlines() if " ERROR " in line or line.startswith("Traceback"))
        if errors:
            self.notes.append(f"the host logged {errors} error lines (see {host.log})")

    # -- clients ----------------------------------------------------------------------------------

    def clients(self, role: str, port: int, name: str, core: int | None = None, **options: Any) -> Child:
        speaks = host_versions(self.server_tree or ROOT)
        args = [PYTHON, str(BENCH / "load_clients.py"), role, "--port", str(port), "--name", name,
                "--protocol", str(speaks[0]), "--app", speaks[1],
                "--seed", str(len(name) * 7919 + self.serial), "--deadline", str(self.options.client_deadline)]
        for key, value in options.items():
            flag = "--" + key.replace("_", "-")
            if value is True:
                args.append(flag)
            elif value not in (None, False):
                args += [flag, str(value)]
        return self.start(f"{role}-{name}", args, core)

    @staticmethod
    def ready(*children: Child, timeout: float = 180.0) -> None:
        for child in children:
            child.expect("READY", timeout)

    def measure(self, server: Child, clients: list[Child], seconds: float) -> Window:
        for client in clients:
            client.tell("START")
        started = time.monotonic()
        cpu0, workers0 = cpu_seconds(server.pid), children_cpu_seconds(server.pid)
        clients0 = sum(cpu_seconds(c.pid) for c in clients)
        cores0 = core_ticks()
        time.sleep(seconds)
        cores1 = core_ticks()
        elapsed = time.monotonic() - started
        cpu1, workers1 = cpu_seconds(server.pid), children_cpu_seconds(server.pid)
        clients1 = sum(cpu_seconds(c.pid) for c in clients)
        for client in clients:
            client.tell("STOP")
        results = [json.loads(c.expect("RESULT", 60)) for c in clients]
        if server.proc.poll() is not None:
            raise RuntimeError(f"{server.name} exited during the measurement{server.tail()}")
        busy = {core: (cores1[core][0] - cores0[core][0]) / max(1, cores1[core][1] - cores0[core][1])
                for core in cores1 if core in cores0}
        return Window(elapsed, cpu1 - cpu0, workers1 - workers0, clients1 - clients0, results, busy)

    def settle(self, pid: int, limit: float) -> None:
        """Wait (at most ``limit`` s) until a process uses under 5% of a core for half a second."""
        stop = time.monotonic() + limit
        while time.monotonic() < stop:
            before = cpu_seconds(pid)
            time.sleep(0.5)
            if cpu_seconds(pid) - before < 0.025:
                return

    def scale(self, full: float, quick: float) -> float:
        return quick if self.options.quick else full

    def window(self, full: float, quick: float) -> float:
        if self.options.seconds is not None:
            return self.options.seconds
        return self.scale(full, quick)


# -- printing --------------------------------------------------------------------------------------


def fmt(value: float | None, unit: str = "") -> str:
    if value is None or value != value:
        return "-"
    if abs(value) >= 1000:
        return f"{value:,.0f}{unit}"
    if abs(value) >= 10:
        return f"{value:.1f}{unit}"
    return f"{value:.2f}{unit}"


def pad(text: str, width: int) -> str:
    """``text`` padded to ``width`` columns, counting a wide (Japanese) character as two."""
    columns = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
    return text + " " * max(0, width - columns)


def table(title: str, rows: list[tuple[str, float | None, float | None, str, str]]) -> None:
    """Rows of (figure, host, baseline, ratio text, goal text)."""
    print(f"\n== {title}")
    print(f"{'':44}{'host':>12}{'baseline':>12}{'ratio':>10}  goal")
    for label, host, base, ratio, goal in rows:
        print(f"{pad(label, 44)}{fmt(host):>12}{fmt(base):>12}{ratio:>10}  {goal}")


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b == 0 or a != a or b != b:
        return None
    return a / b


def verdict(value: float | None, goal: float, at_least: bool) -> str:
    if value is None:
        return "-"
    met = value >= goal if at_least else value <= goal
    return "met" if met else "not met"


def describe(window: Window, what: str) -> str:
    parts = [f"{what}: {window.seconds:.1f} s window, server {window.server_cpu / window.seconds:.2f} cores"]
    if window.workers_cpu > 0.005:
        parts.append(f"its workers {window.workers_cpu / window.seconds:.2f} cores")
    parts.append(f"clients {window.clients_cpu / window.seconds:.2f} cores")
    if window.cores_busy:
        parts.append("machine busy (every process) " +
                     ", ".join(f"core {core} {share:.0%}" for core, share in sorted(window.cores_busy.items())))
    if window.errors():
        parts.append(f"errors {window.errors()}")
    if window.closed():
        parts.append(f"{window.closed()} connections closed by the server")
    return "; ".join(parts)


# -- scenarios -------------------------------------------------------------------------------------


def split(total: int, parts: int) -> list[int]:
    return [total // parts + (1 if i < total % parts else 0) for i in range(parts) if total // parts or i < total % parts]


def scenario_cpu(b: Bench) -> None:
    tables = int(b.scale(b.options.tables, 12))
    seconds = b.window(20, 3)
    warm = b.scale(3, 1)
    echo, port = b.echo()
    clients = [b.clients("echo", port, f"e{i}", clients=n, pace="full") for i, n in enumerate(split(tables, 2))]
    b.ready(*clients)
    time.sleep(warm)
    e = b.measure(echo, clients, seconds)
    b.stop(*clients, echo)

    bare, port = b.echo(None, "--table")
    clients = [b.clients("table-echo", port, f"t{i}x", tables=n) for i, n in enumerate(split(tables, 2))]
    b.ready(*clients)
    time.sleep(warm)
    t = b.measure(bare, clients, seconds)
    b.stop(*clients, bare)

    host, port = b.host(tables * 4 + 20)
    clients = [b.clients("tables", port, f"c{i}x", tables=n, humans=4, pace="full")
               for i, n in enumerate(split(tables, 2))]
    b.ready(*clients)
    time.sleep(warm)
    h = b.measure(host, clients, seconds)
    b.host_problems(host)
    b.stop(*clients, host)

    actions, echoes = h.total("steps"), e.total("replies")
    host_us = h.server_cpu / max(actions, 1) * 1e6
    with_workers_us = (h.server_cpu + h.workers_cpu) / max(actions, 1) * 1e6
    echo_us = e.server_cpu / max(echoes, 1) * 1e6
    bare_steps = t.total("replies")
    bare_us = t.server_cpu / max(bare_steps, 1) * 1e6
    r = ratio(echo_us, host_us)
    table(f"cpu: {tables} daifugō tables x 4 scripted players at full speed; echo: {tables} closed-loop clients", [
        ("CPU per accepted action / echoed msg (µs)", host_us, echo_us, fmt(r), f"echo/host >= 0.25: {verdict(r, 0.25, True)}"),
        ("  the same, with the host's workers (µs)", with_workers_us, echo_us, fmt(ratio(echo_us, with_workers_us)), ""),
        ("CPU per step / a bare table's step (µs)", host_us, bare_us, fmt(ratio(bare_us, host_us)),
         "(bare/host; for reading, not the goal)"),
        ("actions / echoes per second", actions / h.seconds, echoes / e.seconds,
         fmt(ratio(actions / h.seconds, echoes / e.seconds)), "(host/echo)"),
        ("round trip p50 (ms)", h.percentile(0.5), e.percentile(0.5), fmt(ratio(h.percentile(0.5), e.percentile(0.5))), ""),
        ("round trip p99 (ms)", h.percentile(0.99), e.percentile(0.99), fmt(ratio(h.percentile(0.99), e.percentile(0.99))), ""),
    ])
    print("  " + describe(h, "host") + "\n  " + describe(e, "echo") + "\n  " + describe(t, "bare table"))
    print("  a bare table (bench/echo_server.py --table): one act in, a view-sized frame out to each "
          "of its 4 seats, written at once; no rules, store or views worked out")
    b.figures["cpu"] = {"tables": tables, "host_us_per_action": host_us, "host_with_workers_us": with_workers_us,
                        "echo_us_per_message": echo_us, "ratio": r, "bare_table_us_per_step": bare_us,
                        "bare_table_ratio": ratio(bare_us, host_us), "actions_per_s": actions / h.seconds,
                        "echoes_per_s": echoes / e.seconds, "host_errors": h.errors()}


def pinger_only(window: Window) -> Window:
    return Window(window.seconds, window.server_cpu, window.workers_cpu, window.clients_cpu, window.results[:1])


def scenario_rtt(b: Bench) -> None:
    level = b.options.cpu_level
    seconds = b.window(15, 3)
    big_seconds = b.window(40, 5)
    players = int(b.scale(b.options.players, 80)) // 4 * 4
    cpu_tables = int(b.scale(b.options.cpu_tables, 6))

    # The baselines: the same pinger, and as many clients at the same pace, against the echo server.
    echo, port = b.echo()
    pinger = b.clients("pinger", port, "pe", echo=True, rate=20)
    b.ready(pinger)
    time.sleep(1)
    echo_ping = b.measure(echo, [pinger], seconds)
    paced = [b.clients("echo", port, f"h{i}", clients=n, pace="human") for i, n in enumerate(split(players, 2))]
    b.ready(*paced)
    time.sleep(3)
    echo_paced = b.measure(echo, paced, big_seconds / 2)
    b.stop(pinger, *paced, echo)

    # The waiting-room ping with 0, 2 and 8 tables of one scripted player and three CPUs.
    host, port = b.host(100)
    pinger = b.clients("pinger", port, "pw", rate=20)
    b.ready(pinger)
    time.sleep(1)
    pings = {0: b.measure(host, [pinger], seconds)}
    loads: list[Child] = []
    for count, add in ((2, 2), (8, 6)):
        loads.append(b.clients("tables", port, f"s{count}x", tables=add, humans=1, cpu_level=level, pace="full"))
        b.ready(loads[-1])
        time.sleep(2)
        pings[count] = b.measure(host, [pinger, *loads], seconds)
    b.host_problems(host)
    b.stop(pinger, *loads, host)

    # A person's action round trip: players at a human pace while つよい tables play at full speed.
    host, port = b.host(players + cpu_tables + 50)
    humans = [b.clients("tables", port, f"p{i}x", tables=n, humans=4, pace="human")
              for i, n in enumerate(split(players // 4, 2))]
    cpus = b.clients("tables", port, "sx", tables=cpu_tables, humans=1, cpu_level=level, pace="full")
    pinger = b.clients("pinger", port, "pb", rate=20)
    b.ready(*humans, cpus, pinger)
    time.sleep(b.scale(5, 2))
    big = b.measure(host, [*humans, cpus, pinger], big_seconds)
    b.host_problems(host)
    b.stop(*humans, cpus, pinger, host)

    people = Window(big.seconds, big.server_cpu, big.workers_cpu, big.clients_cpu, big.results[:len(humans)])
    cpu_window = Window(big.seconds, 0, 0, 0, [big.results[len(humans)]])
    ping_big = Window(big.seconds, 0, 0, 0, [big.results[-1]])
    rows = []
    base_ping = echo_ping
    for count, window in pings.items():
        mine = pinger_only(window)
        for q, name in ((0.5, "p50"), (0.99, "p99")):
            rows.append((f"ping, waiting room, {count} {level} tables, {name} (ms)", mine.percentile(q),
                         base_ping.percentile(q), fmt(ratio(mine.percentile(q), base_ping.percentile(q))),
                         f"<= 20: {verdict(mine.percentile(q), 20, False)}" if name == "p99" else ""))
    for q, name in ((0.5, "p50"), (0.99, "p99")):
        rows.append((f"action, {players} at a human pace, {name} (ms)", people.percentile(q),
                     echo_paced.percentile(q), fmt(ratio(people.percentile(q), echo_paced.percentile(q))),
                     f"<= 20: {verdict(people.percentile(q), 20, False)}" if name == "p99" else ""))
    for q, name in ((0.5, "p50"), (0.99, "p99")):
        rows.append((f"ping, waiting room, during that, {name} (ms)", ping_big.percentile(q),
                     base_ping.percentile(q), fmt(ratio(ping_big.percentile(q), base_ping.percentile(q))), ""))
    table(f"rtt: round trips; baseline: the same clients against the echo server; {cpu_tables} {level} tables "
          f"of 1 scripted + 3 CPUs at full speed", rows)
    for count, window in pings.items():
        steps = window.total("steps") / window.seconds
        print(f"  ping with {count} tables: {describe(window, 'host')}; CPU tables' steps {steps:.1f}/s")
    human_rate = people.total("replies") / people.seconds
    print(f"  {players} players: {human_rate:.0f} accepted actions/s ({human_rate / players:.2f} per person per s); "
          f"{cpu_tables} CPU tables: {cpu_window.total('steps') / big.seconds:.1f} steps/s")
    print("  " + describe(big, "host"))
    b.figures["rtt"] = {
        "ping": {str(k): {"p50": pinger_only(w).percentile(0.5), "p99": pinger_only(w).percentile(0.99),
                          "cpu_table_steps_per_s": w.total("steps") / w.seconds} for k, w in pings.items()},
        "ping_echo": {"p50": echo_ping.percentile(0.5), "p99": echo_ping.percentile(0.99)},
        "action": {"players": players, "cpu_tables": cpu_tables, "p50": people.percentile(0.5),
                   "p99": people.percentile(0.99), "actions_per_s": human_rate,
                   "cpu_table_steps_per_s": cpu_window.total("steps") / big.seconds,
                   "ping_p50": ping_big.percentile(0.5), "ping_p99": ping_big.percentile(0.99)},
        "action_echo": {"p50": echo_paced.percentile(0.5), "p99": echo_paced.percentile(0.99)},
    }


def scenario_saturation(b: Bench) -> None:
    cores = sorted(os.sched_getaffinity(0))
    server_core, client_core = (cores[0], cores[1]) if len(cores) > 1 else (None, None)
    if server_core is None:
        b.notes.append("saturation: only one core available, nothing pinned")
    tables = int(b.scale(b.options.sat_tables, 25))
    seconds = b.window(15, 3)
    echo, port = b.echo(server_core)
    clients = [b.clients("echo", port, "se", client_core, clients=tables, pace="full", inflight=b.options.inflight)]
    b.ready(*clients)
    time.sleep(1)
    e = b.measure(echo, clients, seconds)
    b.stop(*clients, echo)

    host, port = b.host(tables * 4 + 20, server_core)
    clients = [b.clients("tables", port, "sat", client_core, tables=tables, humans=4, pace="full")]
    b.ready(*clients)
    time.sleep(b.scale(3, 1))
    h = b.measure(host, clients, seconds)
    b.host_problems(host)
    b.stop(*clients, host)
    host_rate, echo_rate = h.total("steps") / h.seconds, e.total("replies") / e.seconds
    host_cores, echo_cores = max(h.server_cpu / h.seconds, 1e-9), max(e.server_cpu / e.seconds, 1e-9)
    table(f"saturation: server on core {server_core}, clients on core {client_core}; {tables} tables x 4 at full "
          f"speed; echo: {tables} clients, {b.options.inflight} messages in flight each", [
              ("accepted actions / echoed msgs per second", host_rate, echo_rate, fmt(ratio(host_rate, echo_rate)),
               "(host/echo)"),
              ("  per second of server CPU (a free core)", host_rate / host_cores, echo_rate / echo_cores,
               fmt(ratio(host_rate / host_cores, echo_rate / echo_cores)), "(host/echo)"),
              ("server CPU use (cores)", host_cores, echo_cores, "", ""),
          ])
    print("  " + describe(h, "host") + "\n  " + describe(e, "echo"))
    for name, w in (("host", h), ("echo", e)):
        if w.server_cpu / w.seconds < 0.9:
            print(f"  note: the {name} used under 0.9 of its core: other processes on its core, or the clients, "
                  "set this rate")
    b.figures["saturation"] = {"tables": tables, "host_actions_per_s": host_rate, "echo_per_s": echo_rate,
                               "host_cores": host_cores, "echo_cores": echo_cores}


def scenario_memory(b: Bench) -> None:
    idle = int(b.scale(b.options.idle, 200))
    tables = int(b.scale(b.options.play_tables, 40))
    seconds = b.window(15, 3)
    mib = 1 / 1024

    echo, port = b.echo()
    echo_rest = memory_kib(echo.pid)["VmRSS"]
    few = [b.clients("idle", port, "me", echo=True, clients=tables)]
    b.ready(*few)
    echo_few = memory_kib(echo.pid)["VmRSS"]
    many = [b.clients("idle", port, f"mf{i}", echo=True, clients=n) for i, n in enumerate(split(idle - tables, 2))]
    b.ready(*many)
    time.sleep(1)
    echo_many = memory_kib(echo.pid)["VmRSS"]
    b.stop(*few, *many, echo)

    host, port = b.host(idle + 20)
    b.settle(host.pid, 10)
    host_rest = memory_kib(host.pid)
    idlers = [b.clients("idle", port, f"i{i}x", clients=n) for i, n in enumerate(split(idle, 2))]
    b.ready(*idlers, timeout=300)
    b.settle(host.pid, 30)
    host_idle = memory_kib(host.pid)
    workers_idle = sum(memory_kib(pid)["VmRSS"] for pid in descendants(host.pid))
    b.host_problems(host)
    b.stop(*idlers, host)

    host, port = b.host(tables + 20)
    players = [b.clients("tables", port, f"m{i}x", tables=n, humans=1, cpu_level="normal", pace="human")
               for i, n in enumerate(split(tables, 2))]
    b.ready(*players, timeout=300)
    w = b.measure(host, players, seconds)  # let them play a while
    host_play = memory_kib(host.pid)
    workers_play = sum(memory_kib(pid)["VmRSS"] for pid in descendants(host.pid))
    b.host_problems(host)
    b.stop(*players, host)

    table(f"memory (MiB): VmRSS; baseline: the echo server with as many connections (at rest: host "
          f"{host_rest['VmRSS'] * mib:.1f}, echo {echo_rest * mib:.1f})", [
              (f"{idle} idle connections in the waiting room", host_idle["VmRSS"] * mib, echo_many * mib,
               fmt(ratio(host_idle["VmRSS"], echo_many)), ""),
              ("  the host's workers, summed", workers_idle * mib, None, "", ""),
              (f"{tables} tables in play (1 player + 3 ふつう)", host_play["VmRSS"] * mib, echo_few * mib,
               fmt(ratio(host_play["VmRSS"], echo_few)), ""),
              ("  the host's workers, summed", workers_play * mib, None, "", ""),
              ("  peak (VmHWM) during play", host_play["VmHWM"] * mib, None, "", ""),
          ])
    print(f"  play: {w.total('steps') / w.seconds:.0f} steps/s; " + describe(w, "host"))
    b.figures["memory"] = {"idle": idle, "tables": tables, "host_rest_kib": host_rest["VmRSS"],
                           "host_idle_kib": host_idle["VmRSS"], "echo_idle_kib": echo_many,
                           "host_play_kib": host_play["VmRSS"], "echo_few_kib": echo_few,
                           "workers_idle_kib": workers_idle, "workers_play_kib": workers_play}


SCENARIOS = {"cpu": scenario_cpu, "rtt": scenario_rtt, "saturation": scenario_saturation, "memory": scenario_memory}


def scenarios(text: str) -> list[str]:
    names = list(SCENARIOS) if text == "all" else [name.strip() for name in text.split(",")]
    unknown = [name for name in names if name not in SCENARIOS]
    if unknown:
        raise argparse.ArgumentTypeError(f"no scenario {', '.join(unknown)} (choose from {', '.join(SCENARIOS)}, all)")
    return names


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenario", type=scenarios, default="all",
                        help="cpu, rtt, saturation, memory, all, or several joined by commas (cpu,rtt)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: seconds per window, reduced scale")
    parser.add_argument("--seconds", type=float, default=None, help="every measuring window's length")
    parser.add_argument("--tables", type=int, default=50, help="cpu: tables of 4 scripted players")
    parser.add_argument("--players", type=int, default=400, help="rtt: players at a human pace")
    parser.add_argument("--cpu-tables", type=int, default=30, help="rtt: tables of 1 player + 3 CPUs")
    parser.add_argument("--cpu-level", default="strong", help="rtt: the CPU level of those tables")
    parser.add_argument("--sat-tables", type=int, default=100, help="saturation: tables of 4 at full speed")
    parser.add_argument("--inflight", type=int, default=4,
                        help="saturation: echo messages in flight per connection (a table has one action)")
    parser.add_argument("--idle", type=int, default=1000, help="memory: idle connections")
    parser.add_argument("--play-tables", type=int, default=200, help="memory: tables in play")
    parser.add_argument("--host-arg", action="append", default=[],
                        help="an extra zashiki-server argument (repeat; write --host-arg=--flag)")
    parser.add_argument("--client-deadline", type=float, default=900.0,
                        help="seconds after which every client process quits by itself")
    parser.add_argument("--server-ref", default=None,
                        help="run the host from this git commit instead of the working tree (exported "
                             "with `git archive` into a temporary folder), e.g. HEAD for main before a change")
    parser.add_argument("--server-tree", type=Path, default=None,
                        help="run the host from this source tree (`python -m server.main` there)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--keep-logs", action="store_true", help="keep the processes' logs (printed path)")
    return parser.parse_args(argv)


def export(ref: str, into: Path) -> Path:
    """The source tree of commit ``ref`` in ``into`` (read-only git: ``git archive``)."""
    into.mkdir()
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", ref], check=True,
                            capture_output=True, text=True).stdout.strip()
    archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", commit], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(into)], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        raise RuntimeError(f"git archive {ref} failed")
    print(f"host: commit {commit} ({ref}), exported to {into}")
    return into


def working_commit() -> str:
    """The working tree's commit, and "+ changes" when its host or protocol differ from it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True).stdout.strip()
    commit = git("rev-parse", "--short", "HEAD") or "?"
    return commit + (" + changes" if git("status", "--porcelain", "--", "server", "protocol") else "")


def main(argv: list[str] | None = None) -> int:
    options = parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C, even where it was ignored
    chosen = options.scenario
    work = Path(tempfile.mkdtemp(prefix="zashiki-bench-"))
    bench = Bench(options, work)
    started = time.monotonic()
    keep = options.keep_logs
    try:
        bench.server_tree = options.server_tree.resolve() if options.server_tree else None
        if options.server_ref:
            bench.server_tree = export(options.server_ref, work / "server-tree")
        where = f"host from {options.server_ref or bench.server_tree}" if bench.server_tree \
            else f"host from the working tree at {working_commit()}"
        print(f"host_load: {' '.join(chosen)}{' (quick: reduced scale, a smoke run)' if options.quick else ''}; "
              f"{where}; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}")
        for name in chosen:
            SCENARIOS[name](bench)
            sys.stdout.flush()
    except KeyboardInterrupt:
        print("\ninterrupted; stopping every process started", file=sys.stderr)
        return 130
    except Exception:
        keep = True
        raise
    finally:
        bench.stop_all()
        if keep:
            print(f"logs: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    for note in bench.notes:
        print("note:", note)
    print(f"\n{time.monotonic() - started:.0f} s in all; load average now {os.getloadavg()[0]:.2f}")
    if options.json is not None:
        options.json.write_text(json.dumps(bench.figures, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
