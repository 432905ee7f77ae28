"""Load clients for bench/host_load.py: many loopback connections in one process, one loop.

The controller (bench/host_load.py) starts this as a separate process, so the clients' work is
never counted as the host's. The clients are deliberately lean: one ``selectors`` loop with no
framework, plain msgpack, and messages the clients have no use for (the waiting-room list, the
board) are recognised by their ``type`` and never decoded. A view without legal actions is
recognised the same way unless the client needs it (its action is pending, or it counts the
table's steps).

Talking to the controller, one line each way: the process prints ``READY`` once every
connection is set up (tables created and their games started), then obeys ``START`` (reset the
counters and begin measuring), ``STOP`` (print ``RESULT <json>``) and ``QUIT``. It also quits by
itself when its standard input closes (the controller is gone) or at ``--deadline`` seconds.

Roles:
    tables  TABLES daifugō tables of 4 seats, HUMANS scripted players each, the rest CPU seats
            of --cpu-level; every player picks a random legal action at --pace full (at once) or
            human (no sooner than 1-3 s, uniform, after its own previous action).
    pinger  one client in the waiting room pinging --rate times a second (or, with --echo,
            pinging the bare echo server, which sends the same frame back).
    idle    CLIENTS connections that say hello and then only answer pings (with --echo: connect
            to the echo server and stay silent).
    echo    CLIENTS connections to the echo server, each sending an act-sized message and the
            next one when it comes back (--pace full; --inflight messages at a time) or 1-3 s
            after sending the previous one (--pace human).
    table-echo  TABLES bare tables of 4 at the echo server's --table mode: the seat whose turn
            the last view gives sends an act at once; its round trip ends at the next view.
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import random
import resource
import selectors
import socket
import sys
import time
from collections import Counter, deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from protocol import version  # noqa: E402

PROTOCOL_VERSION, APP_VERSION = version.PROTOCOL_VERSION, version.APP_VERSION  # --protocol, --app

READ, WRITE = selectors.EVENT_READ, selectors.EVENT_WRITE
BATCH = 40  # connections opened at once (the host's listen backlog is 50)
SETUP_TIMEOUT = 120.0
MAX_SAMPLES = 200_000  # round trips kept per window (a seeded reservoir beyond that)
PING_BASE = 1_000_000  # the pinger's ping numbers, far from the host's own counter
NO_LEGAL = b"\xa5legal\x90"  # msgpack: the key "legal" followed by an empty list
ECHO_PAYLOAD = {"type": "act", "action": {"type": "play", "cards": ["S3#0", "H3#0"]}, "ref": 1}


def frame(message: dict[str, Any]) -> bytes:
    body = msgpack.packb(message, use_bin_type=True)
    return len(body).to_bytes(4, "big") + body


def decode(body: bytes) -> dict[str, Any]:
    return msgpack.unpackb(body, raw=False, strict_map_key=False)


def peek_type(body: bytes) -> str | None:
    """The ``type`` of a message the host encoded with ``type`` as its first key, without
    decoding the rest; None when the frame is laid out otherwise (then decode it)."""
    if len(body) > 7 and 0x80 <= body[0] <= 0x8F and body[1:6] == b"\xa4type" and 0xA0 <= body[6] <= 0xBF:
        return body[7:7 + (body[6] & 0x1F)].decode()
    return None


# -- the loop ------------------------------------------------------------------------------------


class Loop:
    """A selector, a timer heap and the controller's command lines, bounded by a deadline."""

    def __init__(self, deadline: float, source: str | None = None) -> None:
        self.source = source  # the loopback address every connection comes from (None: the kernel's)
        self.selector = selectors.DefaultSelector()
        self.timers: list[tuple[float, int, Callable[[], None]]] = []
        self.count = 0
        self.deadline = time.monotonic() + deadline
        self.commands: list[str] = []
        self.conns: list[Conn] = []
        self.errors: Counter[str] = Counter()  # every error the server sent, for setup's report
        self.stdin_closed = False
        self._stdin = b""
        os.set_blocking(sys.stdin.fileno(), False)
        self.selector.register(sys.stdin.fileno(), READ, self._read_stdin)

    def later(self, delay: float, callback: Callable[[], None]) -> None:
        self.count += 1
        heapq.heappush(self.timers, (time.monotonic() + delay, self.count, callback))

    def _read_stdin(self, mask: int) -> None:
        try:
            data = os.read(sys.stdin.fileno(), 4096)
        except BlockingIOError:
            return
        if not data:
            self.stdin_closed = True
            self.selector.unregister(sys.stdin.fileno())
            return
        self._stdin += data
        *lines, self._stdin = self._stdin.split(b"\n")
        self.commands.extend(line.decode().strip() for line in lines if line.strip())

    def once(self, longest: float = 0.05) -> None:
        now = time.monotonic()
        if now > self.deadline or self.stdin_closed:
            raise SystemExit(0)
        wait = longest if not self.timers else max(0.0, min(longest, self.timers[0][0] - now))
        for key, mask in self.selector.select(wait):
            key.data(mask)
        now = time.monotonic()
        while self.timers and self.timers[0][0] <= now:
            heapq.heappop(self.timers)[2]()

    def run_until(self, done: Callable[[], bool], timeout: float, what: str) -> None:
        stop = time.monotonic() + timeout
        while not done():
            closed = sum(c.closed for c in self.conns)
            if closed:
                raise ConnectionError(f"setup ({what}): the server closed {closed} connections; "
                                      f"its errors: {dict(self.errors)}")
            if time.monotonic() > stop:
                raise TimeoutError(f"setup: {what} not done within {timeout:.0f} s; errors: {dict(self.errors)}")
            self.once()


class Conn:
    """One non-blocking socket speaking the Int32 framing; frames go to ``on_frame``."""

    def __init__(self, loop: Loop, port: int, on_frame: Callable[[Conn, bytes], None]) -> None:
        self.loop = loop
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10,
                                             source_address=(loop.source, 0) if loop.source else None)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setblocking(False)
        self.on_frame = on_frame
        self.inbox = bytearray()
        self.outbox = bytearray()
        self.closed = False
        loop.selector.register(self.sock, READ, self._event)
        loop.conns.append(self)

    def send(self, message: dict[str, Any]) -> None:
        self.send_bytes(frame(message))

    def send_bytes(self, data: bytes) -> None:
        if self.closed:
            return
        if self.outbox:
            self.outbox += data
            return
        try:
            sent = self.sock.send(data)
        except BlockingIOError:
            sent = 0
        except OSError:
            self.lost()
            return
        if sent < len(data):
            self.outbox += data[sent:]
            self.loop.selector.modify(self.sock, READ | WRITE, self._event)

    def _event(self, mask: int) -> None:
        if mask & WRITE and self.outbox:
            try:
                sent = self.sock.send(self.outbox)
            except BlockingIOError:
                sent = 0
            except OSError:
                self.lost()
                return
            del self.outbox[:sent]
            if not self.outbox:
                self.loop.selector.modify(self.sock, READ, self._event)
        if mask & READ:
            try:
                chunk = self.sock.recv(262144)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                self.lost()
                return
            inbox = self.inbox
            inbox += chunk
            pos, end_of_data = 0, len(inbox)
            while end_of_data - pos >= 4:
                end = pos + 4 + int.from_bytes(inbox[pos:pos + 4], "big")
                if end > end_of_data:
                    break
                self.on_frame(self, bytes(inbox[pos + 4:end]))
                pos = end
                if self.closed:
                    return
            if pos:
                del inbox[:pos]

    def lost(self) -> None:
        if not self.closed:
            self.closed = True
            self.loop.selector.unregister(self.sock)
            self.sock.close()

    def close(self) -> None:
        self.lost()


class Stats:
    """What one measuring window saw."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.reset()
        self.measuring = False

    def reset(self) -> None:
        self.rtts: list[float] = []
        self.seen = 0
        self.steps = 0
        self.sent = 0
        self.errors: Counter[str] = Counter()
        self.started = time.monotonic()

    def record(self, rtt: float) -> None:
        if not self.measuring:
            return
        self.seen += 1
        if len(self.rtts) < MAX_SAMPLES:
            self.rtts.append(rtt)
        else:
            slot = self.rng.randrange(self.seen)
            if slot < MAX_SAMPLES:
                self.rtts[slot] = rtt

    def result(self, extra: dict[str, Any]) -> dict[str, Any]:
        return {"seconds": time.monotonic() - self.started, "replies": self.seen, "steps": self.steps,
                "sent": self.sent, "errors": dict(self.errors),
                "rtts_ms": [round(r * 1000, 3) for r in self.rtts], **extra}


# -- scripted players at daifugō tables ----------------------------------------------------------


class Player:
    def __init__(self, world: Tables, name: str, seed: int, observer: bool) -> None:
        self.world = world
        self.name = name
        self.rng = random.Random(seed)
        self.observer = observer  # counts its table's accepted steps
        self.conn = Conn(world.loop, world.port, self.on_frame)
        self.welcomed = False
        self.table: dict[str, Any] | None = None
        self.legal: list[dict[str, Any]] = []
        self.pending: int | None = None
        self.sent_at = 0.0
        self.ref = 0
        self.last_act = -10.0
        self.gap = 0.0
        self.timer = False
        self.last_seq = 0
        self.conn.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": name})

    def on_frame(self, conn: Conn, body: bytes) -> None:
        kind = peek_type(body)
        message = None
        if kind is None:
            message = decode(body)
            kind = message.get("type")
        if kind == "view":
            if self.observer or self.pending is not None or NO_LEGAL not in body:
                self.on_view(message or decode(body))
            else:
                self.legal = []
        elif kind == "ping":
            self.conn.send({"type": "pong", "n": (message or decode(body)).get("n", 0)})
        elif kind == "table":
            self.on_table((message or decode(body))["table"])
        elif kind == "ack":
            self.on_ack(message or decode(body))
        elif kind == "welcome":
            self.welcomed = True
        elif kind == "error":
            self.on_error(message or decode(body))
        # lobby, board, chat, stamp, rules and anything new: not needed by a scripted player

    def on_view(self, message: dict[str, Any]) -> None:
        stats = self.world.stats
        if self.pending is not None and message.get("ack") == self.pending:
            stats.record(time.perf_counter() - self.sent_at)
            self.pending = None
        if self.observer:
            seq = message["seq"]
            if stats.measuring:
                stats.steps += seq - self.last_seq if seq >= self.last_seq else seq
            self.last_seq = seq
        self.legal = message["view"]["legal"]
        self.maybe_act()

    def on_ack(self, message: dict[str, Any]) -> None:
        """An action accepted that changed nothing (protocol 3): no view follows it."""
        if self.pending is not None and message.get("ack") == self.pending:
            self.world.stats.record(time.perf_counter() - self.sent_at)
            self.pending = None
            self.maybe_act()

    def on_table(self, table: dict[str, Any] | None) -> None:
        self.table = table
        if table is not None and table["status"] == "finished" and table["you"] is not None \
                and not table["seats"][table["you"]]["ready"]:
            self.conn.send({"type": "ready", "ready": True})  # a rematch, as people would
        self.maybe_act()

    def on_error(self, message: dict[str, Any]) -> None:
        self.world.stats.errors[message.get("code", "?")] += 1
        self.world.loop.errors[message.get("code", "?")] += 1
        if message.get("ref") is not None and message.get("ref") == self.pending:
            self.pending = None
            self.maybe_act()

    def may_act(self) -> bool:
        return (self.pending is None and bool(self.legal) and self.table is not None
                and self.table["status"] == "playing" and not self.conn.closed)

    def maybe_act(self) -> None:
        if not self.may_act() or self.timer:
            return
        if self.world.pace == "full":
            self.act()
            return
        wait = self.last_act + self.gap - time.monotonic()
        if wait <= 0:
            self.act()
        else:
            self.timer = True
            self.world.loop.later(wait, self._timer_fired)

    def _timer_fired(self) -> None:
        self.timer = False
        if self.may_act():
            self.act()

    def act(self) -> None:
        self.ref += 1
        self.pending = self.ref
        self.last_act = time.monotonic()
        self.gap = self.rng.uniform(1.0, 3.0)
        self.sent_at = time.perf_counter()
        if self.world.stats.measuring:
            self.world.stats.sent += 1
        self.conn.send({"type": "act", "action": self.rng.choice(self.legal), "ref": self.ref})


class Tables:
    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        self.loop = loop
        self.port = args.port
        self.pace = args.pace
        self.stats = Stats(args.seed)
        self.groups: list[list[Player]] = []
        rng = random.Random(args.seed)
        players: list[Player] = []
        waited = 0
        for t in range(args.tables):
            group = []
            for h in range(args.humans):
                group.append(Player(self, f"{args.name}{t}-{h}"[:16], rng.randrange(1 << 30), observer=h == 0))
                players.append(group[-1])
            self.groups.append(group)
            if len(players) - waited >= BATCH:
                waited = len(players)
                loop.run_until(lambda: all(p.welcomed for p in players), SETUP_TIMEOUT, "hello")
        loop.run_until(lambda: all(p.welcomed for p in players), SETUP_TIMEOUT, "hello")
        settings = {"hands": args.hands}
        level = args.cpu_level if args.humans < 4 else None
        for group in self.groups:
            group[0].conn.send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": settings,
                                "cpu_level": level})
        owners = [g[0] for g in self.groups]
        loop.run_until(lambda: all(o.table is not None for o in owners), SETUP_TIMEOUT, "create_table")
        for group in self.groups:
            for seat, player in enumerate(group[1:], start=1):
                player.conn.send({"type": "sit", "table": group[0].table["id"], "seat": seat})
        loop.run_until(lambda: all(p.table is not None for p in players), SETUP_TIMEOUT, "sit")
        for player in players:
            player.conn.send({"type": "ready", "ready": True})
        loop.run_until(lambda: all(p.table is not None and p.table["status"] == "playing" for p in players),
                       SETUP_TIMEOUT, "start")
        self.players = players

    def result(self) -> dict[str, Any]:
        return self.stats.result({"closed": sum(p.conn.closed for p in self.players)})


# -- the waiting-room pinger, idle connections, echo clients -----------------------------------


class Pinger:
    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        self.loop = loop
        self.echo = args.echo
        self.period = 1.0 / args.rate
        self.stats = Stats(args.seed)
        self.sent: dict[int, float] = {}
        self.n = PING_BASE
        self.welcomed = self.echo
        self.conn = Conn(loop, args.port, self.on_frame)
        if not self.echo:
            self.conn.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                            "name": f"{args.name}ping"[:16]})
            loop.run_until(lambda: self.welcomed, SETUP_TIMEOUT, "hello")
        self.next_at = time.monotonic()
        self.tick()

    def tick(self) -> None:
        """One ping per period, on a fixed schedule (a late tick does not shift the next)."""
        self.n += 1
        self.sent[self.n] = time.perf_counter()
        if len(self.sent) > 1000:  # unanswered for 50 s: forget the oldest
            self.sent.pop(min(self.sent))
        self.conn.send({"type": "ping", "n": self.n})
        if self.stats.measuring:
            self.stats.sent += 1
        self.next_at += self.period
        self.loop.later(max(0.0, self.next_at - time.monotonic()), self.tick)

    def on_frame(self, conn: Conn, body: bytes) -> None:
        kind = peek_type(body)
        if kind in ("ping", "pong"):
            message = decode(body)
            n = message.get("n", 0)
            if n in self.sent and (kind == "pong" or self.echo):
                self.stats.record(time.perf_counter() - self.sent.pop(n))
            elif kind == "ping" and not self.echo:
                conn.send({"type": "pong", "n": n})
        elif kind == "welcome":
            self.welcomed = True
        elif kind == "error":
            code = decode(body).get("code", "?")
            self.stats.errors[code] += 1
            self.loop.errors[code] += 1

    def result(self) -> dict[str, Any]:
        return self.stats.result({"closed": int(self.conn.closed)})


class Idle:
    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        self.loop = loop
        self.stats = Stats(args.seed)
        self.welcomed = 0
        self.conns: list[Conn] = []
        for i in range(args.clients):
            conn = Conn(loop, args.port, self.on_frame)
            self.conns.append(conn)
            if not args.echo:
                conn.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                           "name": f"{args.name}{i}"[:16]})
            if (i + 1) % BATCH == 0 and not args.echo:
                loop.run_until(lambda: self.welcomed >= len(self.conns), SETUP_TIMEOUT, "hello")
        if not args.echo:
            loop.run_until(lambda: self.welcomed >= len(self.conns), SETUP_TIMEOUT, "hello")

    def on_frame(self, conn: Conn, body: bytes) -> None:
        kind = peek_type(body)
        if kind == "ping":
            conn.send({"type": "pong", "n": decode(body).get("n", 0)})
        elif kind == "welcome":
            self.welcomed += 1
        elif kind == "error":
            code = decode(body).get("code", "?")
            self.stats.errors[code] += 1
            self.loop.errors[code] += 1

    def result(self) -> dict[str, Any]:
        return self.stats.result({"closed": sum(c.closed for c in self.conns)})


class Echo:
    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        self.loop = loop
        self.pace = args.pace
        self.stats = Stats(args.seed)
        self.rng = random.Random(args.seed)
        self.payload = frame(ECHO_PAYLOAD)
        self.sent_at: dict[Conn, deque[float]] = {}
        self.conns = [Conn(loop, args.port, self.on_frame) for _ in range(args.clients)]
        for conn in self.conns:
            self.sent_at[conn] = deque()
            if self.pace == "full":
                for _ in range(args.inflight):
                    self.fire(conn)
            else:
                loop.later(self.rng.uniform(0.0, 2.0), lambda c=conn: self.fire(c))

    def fire(self, conn: Conn) -> None:
        self.sent_at[conn].append(time.perf_counter())
        if self.stats.measuring:
            self.stats.sent += 1
        conn.send_bytes(self.payload)

    def on_frame(self, conn: Conn, body: bytes) -> None:
        sent = self.sent_at[conn].popleft()
        self.stats.record(time.perf_counter() - sent)
        if self.pace == "full":
            self.fire(conn)
        else:
            wait = max(0.0, self.rng.uniform(1.0, 3.0) - (time.perf_counter() - sent))
            self.loop.later(wait, lambda: self.fire(conn))

    def result(self) -> dict[str, Any]:
        return self.stats.result({"closed": sum(c.closed for c in self.conns)})


class TableEcho:
    SEATS = 4

    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        self.loop = loop
        self.stats = Stats(args.seed)
        self.act = frame(ECHO_PAYLOAD)
        self.seat_of: dict[Conn, int] = {}
        self.sent_at: dict[Conn, float] = {}
        self.conns: list[Conn] = []
        for t in range(args.tables):
            for seat in range(self.SEATS):
                conn = Conn(loop, args.port, self.on_frame)
                self.conns.append(conn)
                self.seat_of[conn] = seat
                conn.send({"type": "sit", "table": f"{args.name}{t}", "seat": seat})

    def on_frame(self, conn: Conn, body: bytes) -> None:
        sent = self.sent_at.pop(conn, None)
        if sent is not None:
            self.stats.record(time.perf_counter() - sent)
        if decode(body)["turn"] == self.seat_of[conn]:
            self.sent_at[conn] = time.perf_counter()
            if self.stats.measuring:
                self.stats.sent += 1
            conn.send_bytes(self.act)

    def result(self) -> dict[str, Any]:
        return self.stats.result({"closed": sum(c.closed for c in self.conns)})


ROLES = {"tables": Tables, "pinger": Pinger, "idle": Idle, "echo": Echo, "table-echo": TableEcho}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("role", choices=sorted(ROLES))
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--tables", type=int, default=1)
    parser.add_argument("--humans", type=int, default=4, choices=(1, 2, 3, 4))
    parser.add_argument("--cpu-level", default="strong")
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--pace", choices=("full", "human"), default="full")
    parser.add_argument("--clients", type=int, default=1)
    parser.add_argument("--inflight", type=int, default=1, help="echo at full pace: messages in flight per connection")
    parser.add_argument("--rate", type=float, default=20.0)
    parser.add_argument("--echo", action="store_true")
    parser.add_argument("--name", default="b")
    parser.add_argument("--source", default=None, help="come from this loopback address (127.x.y.z), as another machine")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deadline", type=float, default=900.0, help="seconds before quitting regardless")
    parser.add_argument("--protocol", type=int, default=None, help="the protocol version the host speaks")
    parser.add_argument("--app", default=None, help="the app version to say in hello")
    args = parser.parse_args()
    global PROTOCOL_VERSION, APP_VERSION
    PROTOCOL_VERSION = args.protocol if args.protocol is not None else PROTOCOL_VERSION
    APP_VERSION = args.app or APP_VERSION
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    loop = Loop(args.deadline, args.source)
    world = ROLES[args.role](loop, args)
    print("READY", flush=True)
    while True:
        loop.once()
        while loop.commands:
            command = loop.commands.pop(0)
            if command == "START":
                world.stats.reset()
                world.stats.measuring = True
            elif command == "STOP":
                world.stats.measuring = False
                print("RESULT " + json.dumps(world.result()), flush=True)
            elif command == "QUIT":
                return


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
