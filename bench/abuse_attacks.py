"""The attackers of bench/abuse.py (issue 15), one attack per process, from another loopback address.

On Linux the whole of 127.0.0.0/8 is loopback: a socket bound to 127.0.0.2 before it connects
reaches the host on 127.0.0.1 and the host sees it come from 127.0.0.2, as from another machine.
Each attack runs from ``--source`` (or from ``--spread`` addresses starting there) for
``--seconds`` once the controller says ``START``, then closes every socket it opened and prints
``RESULT <json>``: the error codes the host sent (``errors``) and what the attack counted. Every
loop is bounded in time (the seconds, a hard deadline after them) and in count (``--cap``
connections at most); the process quits when its standard input closes (the controller is gone).

Attacks (the issue's list, "What it does not survive"):
    tables   fresh names, each creating an 8-seat daifugō table and dropping, 8 at a time
    board    fresh names, five posts each, 4 at a time
    idle     200 connections that say hello and stay (answering pings); refused ones retry each second
    silent   up to 2,000 connections that never say hello, reopened as they close (--open-rate a second)
    noread   ten connections asking for ``rules`` 25 times a second and reading nothing, reopened when closed
    flood    a chat flooder that reconnects at once, by its token and under fresh names
    actions  a seat at a table of each game, sending its first two kinds of legal action with every
             field replaced by every msgpack type and with undeclared keys added, --rate a second
    names    hellos with invisible, combining, CPU-like and look-alike names; posts with control
             characters, read back by an observer in the waiting room from 127.0.0.1
    machines many machines at once (--spread addresses) fill every host-wide limit together:
             tables without end, --count idle sessions, --silent connections that never say hello
"""

from __future__ import annotations

import argparse
import errno
import json
import math
import random
import socket
import sys
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import load_clients  # noqa: E402  (another engineer's lean client loop: reused, not changed)
from load_clients import READ, Conn, Loop, decode, frame, peek_type  # noqa: E402

IP_BIND_ADDRESS_NO_PORT = getattr(socket, "IP_BIND_ADDRESS_NO_PORT", 24)  # Linux: pick the port at connect
PEOPLE = "ana"  # the people's names are ana0-0, ana0-1, ... (bench/abuse.py starts them)
GRACE_AFTER = 30.0  # seconds past --seconds after which the process quits whatever happens


def hello(name: str, token: str | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "hello", "protocol": load_clients.PROTOCOL_VERSION,
                               "app": load_clients.APP_VERSION, "name": name}
    if token:
        message["token"] = token
    return message


class Peer(Conn):
    """A connection from a chosen loopback address that tells its owner when it closes. The
    connect is non-blocking (a full listen backlog must not stall the attacker's loop)."""

    def __init__(self, loop: Loop, port: int, source: str, on_frame: Callable[[Conn, bytes], None],
                 on_lost: Callable[[Peer], None] | None = None, rcvbuf: int | None = None,
                 reads: bool = True) -> None:
        self.loop = loop
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.on_frame = on_frame
        self.on_lost = on_lost
        self.inbox = bytearray()
        self.outbox = bytearray()
        self.closed = False
        self.opened = time.monotonic()
        self.state: dict[str, Any] = {}
        try:
            self.sock.setsockopt(socket.SOL_IP, IP_BIND_ADDRESS_NO_PORT, 1)
        except OSError:
            pass
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.bind((source, 0))
        self.reads = reads
        if not reads:
            # A peer that never reads is never registered with the selector: what the host
            # sends piles up in the socket buffers. It connects before it sends (blocking, 5 s).
            self.sock.settimeout(5.0)
            try:
                self.sock.connect(("127.0.0.1", port))
            except OSError:
                self.closed = True
                self.sock.close()
                return
            self.sock.setblocking(False)
            return
        self.sock.setblocking(False)
        code = self.sock.connect_ex(("127.0.0.1", port))
        loop.selector.register(self.sock, READ, self._event)
        if code not in (0, errno.EINPROGRESS):
            self.lost()

    def send_bytes(self, data: bytes) -> None:
        if self.reads:
            super().send_bytes(data)
            return
        # The non-reader: what the socket does not take now waits in the outbox (a frame is
        # never cut), and nothing new is queued while 64 KiB wait.
        if self.closed:
            return
        if len(self.outbox) < 65536:
            self.outbox += data
        try:
            sent = self.sock.send(self.outbox)
        except BlockingIOError:
            sent = 0
        except OSError:
            self.lost()
            return
        del self.outbox[:sent]

    def lost(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.reads:
            try:
                self.loop.selector.unregister(self.sock)
            except (KeyError, ValueError):
                pass
        self.sock.close()
        if self.on_lost is not None:
            self.on_lost(self)


class Attack:
    """What every attack shares: its sockets, the codes the host sent, counters, the clock."""

    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        self.loop = loop
        self.args = args
        self.port = args.port
        first = [int(x) for x in args.source.split(".")]
        self.sources = [f"127.{first[1]}.{first[2]}.{first[3] + i}" for i in range(args.spread)]
        self.rng = random.Random(args.seed)
        self.errors: Counter[str] = Counter()
        self.counts: Counter[str] = Counter()
        self.peers: set[Peer] = set()
        self.running = False
        self.serial = 0
        self.ends = 0.0

    # -- the controller's START, the end ----------------------------------------------------

    def begin(self) -> None:
        self.running = True
        self.ends = time.monotonic() + self.args.seconds
        self.loop.later(self.args.seconds, self.finish)
        self.start()

    def start(self) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        self.running = False
        for peer in list(self.peers):
            peer.on_lost = None
            peer.lost()
        self.peers.clear()

    def result(self) -> dict[str, Any]:
        return {"errors": dict(self.errors), **self.counts}

    # -- helpers ------------------------------------------------------------------------------

    def may_open(self) -> bool:
        return self.running and self.counts["connections"] < self.args.cap

    def open(self, on_message: Callable[[Peer, dict[str, Any]], None] | None,
             on_lost: Callable[[Peer], None] | None = None, source: str | None = None,
             rcvbuf: int | None = None, reads: bool = True, skip: tuple[str, ...] = ()) -> Peer:
        """A new connection; ``on_message`` gets each decoded message (pings are answered, error
        codes counted, and messages whose type is in ``skip`` never decoded)."""
        self.counts["connections"] += 1
        self.serial += 1
        where = source or self.sources[self.serial % len(self.sources)]

        def on_frame(conn: Conn, body: bytes) -> None:
            peer.state["heard"] = True
            kind = peek_type(body)
            if kind in skip:
                self.counts[f"bytes_{kind}"] += len(body)
                self.counts[f"largest_{kind}"] = max(self.counts[f"largest_{kind}"], len(body))
                return
            message = decode(body)
            kind = message.get("type")
            if kind == "ping":
                conn.send({"type": "pong", "n": message.get("n", 0)})
            elif kind == "error":
                self.errors[str(message.get("code"))] += 1
            if on_message is not None:
                on_message(peer, message)  # type: ignore[arg-type]

        def lost(p: Peer) -> None:
            self.peers.discard(p)
            if not p.state.get("heard"):  # closed as it connected (an address silenced by the host)
                self.counts["closed_unanswered"] += 1
            if on_lost is not None and self.running:
                on_lost(p)

        peer = Peer(self.loop, self.port, where, on_frame, lost, rcvbuf, reads)
        if not peer.closed:
            self.peers.add(peer)
        return peer

    def fresh_name(self, stem: str) -> str:
        return f"{stem}{self.serial}"[:16]


# -- tables and board and sessions without end -------------------------------------------------


class Tables(Attack):
    """Fresh names, each creating an 8-seat daifugō table and dropping at once."""

    AT_ONCE = 8
    RETRY = 0.0  # seconds before the next try once a connection closed

    def start(self) -> None:
        for _ in range(self.AT_ONCE):
            self.next()

    def next(self) -> None:
        if not self.may_open():
            return
        peer = self.open(self.on_message, lambda p: self.loop.later(self.RETRY, self.next),
                         skip=("lobby", "lobby_update", "board"))
        if not peer.closed:
            peer.send(hello(self.fresh_name("卓")))

    def on_message(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.counts["sessions"] += 1
            peer.send({"type": "create_table", "game": "daifugo", "seats": 8})
        elif kind == "table" and message.get("table"):
            self.counts["tables_created"] += 1
            peer.lost()  # drop at once: the seat, the session and the table stay on the host
        elif kind == "error" and message.get("about") in ("create_table", None):
            peer.lost()


class Board(Attack):
    """Fresh names, five posts each (as fast as they go), four names at a time."""

    AT_ONCE = 4
    POSTS = 5

    def start(self) -> None:
        for _ in range(self.AT_ONCE):
            self.next()

    def next(self) -> None:
        if not self.may_open():
            return
        name = self.fresh_name("書")
        peer = self.open(self.on_message, lambda p: self.loop.later(0, self.next), skip=("lobby", "lobby_update", "board"))
        peer.state.update(name=name, answers=0)
        if not peer.closed:
            peer.send(hello(name))

    def on_message(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.counts["sessions"] += 1
            peer.state["name"] = message["name"]
            for i in range(self.POSTS):
                peer.send({"type": "chat", "text": f"宣伝 {self.serial}-{i} " + "あ" * 40})
                self.counts["posts_sent"] += 1
            self.loop.later(2.0, peer.lost)  # a post left unanswered: drop anyway
        elif kind == "chat" and message["post"]["name"] == peer.state["name"]:
            self.counts["posts_accepted"] += 1
            self._answered(peer)
        elif kind == "error" and message.get("about") == "chat":
            self._answered(peer)

    def _answered(self, peer: Peer) -> None:
        peer.state["answers"] += 1
        if peer.state["answers"] >= self.POSTS:
            peer.lost()


# -- slots ---------------------------------------------------------------------------------------


class Idle(Attack):
    """200 logged-in sessions that stay and answer pings; a refused one tries again each second."""

    def start(self) -> None:
        self.held = 0
        for i in range(self.args.count):
            self.loop.later(i * 0.005, self.next)

    def next(self) -> None:
        if not self.may_open():
            return
        peer = self.open(self.on_message, self.on_lost, skip=("lobby", "lobby_update", "board", "chat"))
        if not peer.closed:
            peer.send(hello(self.fresh_name("居")))

    def on_message(self, peer: Peer, message: dict[str, Any]) -> None:
        if message["type"] == "welcome":
            peer.state["in"] = True
            self.held += 1
            self.counts["welcomed"] += 1
            self.counts["held_at_most"] = max(self.counts["held_at_most"], self.held)

    def on_lost(self, peer: Peer) -> None:
        if peer.state.get("in"):
            self.held -= 1
        self.loop.later(1.0, self.next)


class Silent(Attack):
    """Up to ``--count`` connections that never say hello, reopened as the host closes them, at
    most ``--open-rate`` new ones a second."""

    TICK = 0.05

    def start(self) -> None:
        self.open_now = 0
        self.tick()

    def tick(self) -> None:
        if not self.running:
            return
        for _ in range(max(1, int(self.args.open_rate * self.TICK))):
            if self.open_now >= self.args.count or not self.may_open():
                break
            peer = self.open(None, self.on_lost)
            if not peer.closed:
                self.open_now += 1
                self.counts["open_at_most"] = max(self.counts["open_at_most"], self.open_now)
        self.loop.later(self.TICK, self.tick)

    def on_lost(self, peer: Peer) -> None:
        self.open_now -= 1
        lasted = time.monotonic() - peer.opened
        self.counts["closed_by_host"] += 1
        if lasted >= 5.0:
            self.counts["lasted_5s_or_more"] += 1
            self.counts["longest_ms"] = max(self.counts["longest_ms"], int(lasted * 1000))


class NoRead(Attack):
    """Ten connections asking for ``rules`` 25 times a second, reading nothing; when the host
    closes one, another opens under a fresh name."""

    GAMES = ("daifugo", "koikoi", "deltacle", "karuta", "kotoba")

    def start(self) -> None:
        self.n = 0
        self.sending: list[Peer] = []
        for _ in range(self.args.count):
            self.next()
        self.tick()

    def next(self) -> None:
        if not self.may_open():
            return
        peer = self.open(None, self.on_lost, rcvbuf=4096, reads=False)
        if not peer.closed:
            peer.send(hello(self.fresh_name("読まず")))
            self.sending.append(peer)

    def tick(self) -> None:
        if not self.running:
            return
        for peer in list(self.sending):
            self.n += 1
            peer.send({"type": "rules", "game": self.GAMES[self.n % len(self.GAMES)],
                       "lang": ("ja", "en")[self.n // len(self.GAMES) % 2]})
            self.counts["rules_asked"] += 1
        self.loop.later(1.0 / self.args.rate, self.tick)

    def on_lost(self, peer: Peer) -> None:
        if peer in self.sending:
            self.sending.remove(peer)
        self.counts["closed_by_host"] += 1
        self.counts["seconds_to_close_ms"] = max(self.counts["seconds_to_close_ms"],
                                                 int((time.monotonic() - peer.opened) * 1000))
        self.loop.later(0.1, self.next)


# -- flood and reconnect ---------------------------------------------------------------------------


class Flood(Attack):
    """A chat flooder: 150 posts in one write; when closed, back at once (every 0.1 s), by its
    token and, every other try, under a fresh name from the same address."""

    def start(self) -> None:
        self.token: str | None = None
        self.name = "おしゃべり"
        self.tries = 0
        self.next()

    def next(self) -> None:
        if not self.may_open():
            return
        self.tries += 1
        by_token = self.token is not None and self.tries % 2 == 0
        peer = self.open(self.on_message, self.on_lost, skip=("lobby", "lobby_update", "board"))
        peer.state["by_token"] = by_token
        if not peer.closed:
            peer.send(hello(self.name if by_token or self.token is None else self.fresh_name("口"),
                            self.token if by_token else None))

    def on_message(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            way = "by_token" if peer.state["by_token"] else "fresh_name"
            self.counts[f"welcomed_{way}" if self.token else "welcomed_first"] += 1
            if self.token is None:
                self.token = message["token"]
            peer.state["name"] = message["name"]
            peer.send_bytes(b"".join(frame({"type": "chat", "text": f"流す {i}"}) for i in range(150)))
            self.counts["chat_sent"] += 150
        elif kind == "chat" and message["post"]["name"] == peer.state.get("name"):
            self.counts["posts_accepted"] += 1
        elif kind == "error" and message["code"] == "cooling_down":
            self.counts["cooling_down_" + ("by_token" if peer.state["by_token"] else "fresh_name")] += 1

    def on_lost(self, peer: Peer) -> None:
        self.loop.later(0.1, self.next)


# -- bad actions -------------------------------------------------------------------------------------


def msgpack_values() -> list[tuple[str, Any]]:
    """A value of every msgpack type (and the edges of the numeric ones)."""
    return [
        ("nil", None), ("true", True), ("false", False), ("int 0", 0), ("int -1", -1),
        ("int 2^63-1", 2**63 - 1), ("int -2^63", -(2**63)), ("uint 2^64-1", 2**64 - 1),
        ("float 1.5", 1.5), ("float nan", math.nan), ("float inf", math.inf), ("float -0.0", -0.0),
        ("str empty", ""), ("str", "S3#0"), ("str 10k", "x" * 10_000), ("bin", b"\x00\xff"), ("bin empty", b""),
        ("array empty", []), ("array of nil", [None]), ("array nested", [[[1]]]), ("array big", list(range(2000))),
        ("map empty", {}), ("map", {"type": "pass"}), ("ext", msgpack.ExtType(1, b"x")),
        ("timestamp", msgpack.Timestamp(0)),
    ]


def kind_of(value: Any) -> str:
    if value is None:
        return "nil"
    for kind, types in (("bool", bool), ("int", int), ("float", float), ("str", str), ("bin", bytes),
                        ("array", (list, tuple)), ("map", dict)):
        if isinstance(value, types):
            return kind
    return "ext"


class Actions(Attack):
    """For each game: a table with CPU players, then its legal actions mutated, 20 a second."""

    def start(self) -> None:
        self.games: list[dict[str, Any]] = []
        self.game_index = -1
        self.token: str | None = None
        self.peer: Peer | None = None
        self.per_game: dict[str, dict[str, Any]] = {}
        self.pending: dict[int, tuple[str, str, bool]] = {}  # ref -> (game, label, type changed)
        self.ref = 0
        self.queue: list[tuple[str, Any, bool]] = []
        self.templates: list[dict[str, Any]] = []
        self.seated = False
        self.game_ends = 0.0
        self.connect()
        self.tick()

    def connect(self) -> None:
        if not self.may_open():
            return
        self.peer = self.open(self.on_message, self.on_lost, skip=("lobby", "lobby_update", "board", "chat"))
        if not self.peer.closed:
            self.peer.send(hello("形の悪い手", self.token))

    def on_lost(self, peer: Peer) -> None:
        self.counts["closed_by_host"] += 1
        self.seated = False
        for ref, (_, label, _) in list(self.pending.items()):
            if label.endswith(("=ext", "=timestamp")):  # msgpack ext: the frame is refused, the connection closed
                self.answered(ref, "bad_frame (closed)")
        self.loop.later(0.1, self.connect)

    @property
    def game(self) -> dict[str, Any] | None:
        return self.games[self.game_index] if 0 <= self.game_index < len(self.games) else None

    def on_message(self, peer: Peer, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.token = message["token"]
            if not self.games:
                self.games = message["games"]
                self.next_game()
        elif kind == "table":
            table = message["table"]
            self.seated = table is not None and table["status"] == "playing"
            if table is not None and table["status"] == "waiting":
                peer.send({"type": "ready", "ready": True})
        elif kind == "view":
            self.seated = True
            legal = message["view"].get("legal") or []
            for action in legal:
                if action.get("type") not in {t.get("type") for t in self.templates} and len(self.templates) < 2:
                    self.templates.append(action)
                    self.queue.extend(self.mutations(action))
            ref = message.get("ack")
            if ref in self.pending:
                self.answered(ref, "accepted")
        elif kind == "error":
            ref = message.get("ref")
            if ref in self.pending:
                self.answered(ref, message["code"])
            elif message.get("about") in ("create_table", "ready"):
                self.counts[f"setup_error_{message['code']}"] += 1

    def next_game(self) -> None:
        if self.peer is not None and not self.peer.closed and self.game is not None:
            self.peer.send({"type": "leave"})
        self.game_index += 1
        self.templates, self.queue, self.seated = [], [], False
        game = self.game
        if game is None or self.peer is None:
            return
        share = max(1.0, (self.ends - time.monotonic()) / max(1, len(self.games) - self.game_index))
        self.game_ends = time.monotonic() + share
        self.per_game[game["id"]] = {"sent": 0, "codes": Counter(), "accepted_type_changed": [],
                                     "accepted_undeclared": [], "internal_error": []}
        levels = game.get("cpu_levels") or [{"id": None}]
        self.peer.send({"type": "create_table", "game": game["id"], "seats": game["default_seats"],
                        "cpu_level": levels[0]["id"]})

    def mutations(self, action: dict[str, Any]) -> list[tuple[str, Any, bool]]:
        """(label, action, type changed) for every field of ``action`` replaced by every value,
        then undeclared keys added."""
        found = []
        for key, original in action.items():
            for label, value in msgpack_values():
                if kind_of(value) == "ext" and key != "type" and len(self.templates) > 1:
                    continue  # ext ends in bad_frame (closing): once per field of the first action
                found.append((f"{action.get('type')}.{key}={label}", {**action, key: value},
                              kind_of(value) != kind_of(original)))
        for key, value in (("zzz", 1), ("zzz", None), ("seat", 1), ("seat", 0), ("player", 1), ("at", 0.0)):
            if key not in action:
                found.append((f"{action.get('type')}+{key}={value!r}", {**action, key: value}, True))
        self.rng.shuffle(found)
        return found

    def tick(self) -> None:
        if not self.running:
            return
        self.loop.later(1.0 / self.args.rate, self.tick)
        game = self.game
        if game is None or self.peer is None or self.peer.closed:
            return
        if time.monotonic() > self.game_ends or (self.templates and not self.queue):
            self.next_game()
            return
        if not self.seated or not self.queue:
            if not self.templates and self.seated and time.monotonic() > self.game_ends - self.args.seconds / 10:
                self.templates.append({"type": "pass"})  # no legal action offered: a guess
                self.queue.extend(self.mutations({"type": "pass"}))
            return
        label, action, changed = self.queue.pop()
        self.ref += 1
        self.pending[self.ref] = (game["id"], label, changed)
        self.per_game[game["id"]]["sent"] += 1
        self.counts["actions_sent"] += 1
        try:
            self.peer.send({"type": "act", "action": action, "ref": self.ref})
        except (ValueError, OverflowError, TypeError) as error:  # msgpack cannot pack it: not sent
            self.answered(self.ref, f"unpackable:{type(error).__name__}")

    def answered(self, ref: int, code: str) -> None:
        game, label, changed = self.pending.pop(ref)
        record = self.per_game[game]
        record["codes"][code] += 1
        if code == "internal_error":
            record["internal_error"].append(label)
        elif code == "accepted" and "+" in label:
            record["accepted_undeclared"].append(label)
        elif code == "accepted" and changed:
            record["accepted_type_changed"].append(label)

    def result(self) -> dict[str, Any]:
        games = {g: {"sent": r["sent"], "codes": dict(r["codes"]),
                     "accepted_undeclared": r["accepted_undeclared"][:6],
                     "accepted_type_changed": r["accepted_type_changed"][:6],
                     "internal_error": r["internal_error"][:8]} for g, r in self.per_game.items()}
        return {**super().result(), "games": games, "unanswered": len(self.pending)}


# -- names and text --------------------------------------------------------------------------------


def name_cases() -> list[tuple[str, str]]:
    """(label, name): the issue's list, the refused ones first, then the ones it found accepted."""
    cyrillic_a = chr(0x0430)  # а
    return [
        ("17 characters", "あ" * 17),
        ("NUL", "名\x00前"), ("LF", "名\n前"), ("ESC", "名\x1b[31m前"),
        ("U+202E", "名" + chr(0x202E) + "前"), ("zero-width space", "名" + chr(0x200B) + "前"),
        ("U+3164 only", chr(0x3164)), ("U+2800 x2", chr(0x2800) * 2),
        ("15 combining marks", "a" + chr(0x0301) * 15),
        ("CPU1（ふつう）", "CPU1（ふつう）"), ("ＣＰＵ１ (fullwidth)", "ＣＰＵ１"),
        (f"{PEOPLE}0-0 again", f"{PEOPLE}0-0"), (f"{PEOPLE.upper()}0-0 (case)", f"{PEOPLE.upper()}0-0"),
        (f"Cyrillic look-alike of {PEOPLE}0-0", f"{cyrillic_a}n{cyrillic_a}0-0"),
        ("a plain fresh name", "ふつうの名前"),
    ]


def text_cases() -> list[tuple[str, str]]:
    return [
        ("NUL", "こんにちは\x00だれか"), ("ESC", "色\x1b[31m赤\x1b[0m"), ("CR/LF", "一行目\r\n二行目"),
        ("U+202E", "abc" + chr(0x202E) + "def"), ("199 combining marks", "a" + chr(0x0301) * 199),
        ("U+2066 isolate", chr(0x2066) + "x" + chr(0x2069)), ("plain", "よろしくお願いします"),
    ]


def text_problems(text: str) -> list[str]:
    """What in a post could garble a reader's screen."""
    problems = []
    if any(unicodedata.category(c) == "Cc" for c in text):
        problems.append("control")
    if any(0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069 or c in "\u200e\u200f\u061c" for c in text):
        problems.append("bidi")
    run = longest = 0
    for c in text:
        run = run + 1 if unicodedata.category(c).startswith("M") else 0
        longest = max(longest, run)
    if longest > 2:
        problems.append(f"{longest} marks")
    return problems


class Names(Attack):
    """Hellos with each name of ``name_cases`` in turn (5 a second); one session posts each text
    of ``text_cases``; an observer in the waiting room from 127.0.0.1 reports what people read."""

    def start(self) -> None:
        self.outcomes: dict[str, Counter[str]] = {label: Counter() for label, _ in name_cases()}
        self.read: dict[str, list[str]] = {}
        self.case = 0
        self.texts = text_cases()
        self.text_index = 0
        self.observer = self.open(self.on_observer, source="127.0.0.1", skip=("lobby", "lobby_update", "board"))
        self.observer.send(hello("見る人"))
        self.poster = self.open(self.on_poster, skip=("lobby", "lobby_update", "board"))
        self.poster.send(hello("文字の人"))
        self.loop.later(0.5, self.post)
        self.next()

    def next(self) -> None:
        if not self.may_open():
            return
        self.loop.later(0.2, self.next)
        label, name = name_cases()[self.case % len(name_cases())]
        self.case += 1
        peer = self.open(self.on_hello_answer)
        peer.state["label"] = label
        if not peer.closed:
            peer.send(hello(name))
        self.loop.later(3.0, peer.lost)

    def on_hello_answer(self, peer: Peer, message: dict[str, Any]) -> None:
        if message["type"] == "welcome":
            self.outcomes[peer.state["label"]]["accepted as " + message["name"]] += 1
            peer.lost()
        elif message["type"] == "error":
            self.outcomes[peer.state["label"]][message["code"]] += 1

    def on_poster(self, peer: Peer, message: dict[str, Any]) -> None:
        if message["type"] == "welcome":
            self.counts["poster_in"] += 1

    def post(self) -> None:
        if not self.running or self.poster.closed:
            return
        label, text = self.texts[self.text_index % len(self.texts)]
        self.text_index += 1
        self.poster.send({"type": "chat", "text": text})
        self.counts["posts_sent"] += 1
        self.loop.later(2.1, self.post)  # within the post limit (5 at once, then one per 2 s)

    def on_observer(self, peer: Peer, message: dict[str, Any]) -> None:
        if message["type"] == "chat" and message["post"]["name"] == "文字の人":
            text = message["post"]["text"]
            for label, sent in self.texts:
                if self._same_post(sent, text):
                    problems = text_problems(text)
                    self.read[label] = problems or [f"clean ({len(text)} characters)"]
                    break

    @staticmethod
    def _same_post(sent: str, got: str) -> bool:
        """The same letters and digits (NFD: a letter composed with a kept mark is the letter)."""
        def letters(text: str) -> list[str]:
            return [c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c)[0] in "LN"]
        return letters(got) == letters(sent)

    def result(self) -> dict[str, Any]:
        return {**super().result(), "names": {k: dict(v) for k, v in self.outcomes.items()},
                "posts_read": self.read}


# -- many machines at once: every host-wide limit --------------------------------------------------


class PacedTables(Tables):
    """Tables without end, each of the eight loops waiting a quarter second between tries (while
    the host is full of sessions, a tight loop would only spin through ``--cap``)."""

    RETRY = 0.25


class Machines(Attack):
    """Many machines at once (``--spread`` addresses) fill every host-wide limit together: tables
    without end (fresh names, an 8-seat table each, dropped: ``--max-tables``), ``--count`` idle
    logged-in sessions that stay and come back when closed (``--max-players``), and ``--silent``
    connections that never say hello, reopened as they close (``--max-connections``); each part
    as its own attack above, from the same addresses."""

    def __init__(self, loop: Loop, args: argparse.Namespace) -> None:
        super().__init__(loop, args)
        self.parts: dict[str, Attack] = {
            "tables": PacedTables(loop, args),
            "idle": Idle(loop, argparse.Namespace(**{**vars(args), "count": args.count or 200})),
            "silent": Silent(loop, argparse.Namespace(**{**vars(args), "count": args.silent})),
        }
        for n, part in enumerate(self.parts.values()):
            part.serial = n  # each part starts on another address

    def start(self) -> None:
        for part in self.parts.values():
            part.running = True
            part.ends = self.ends
            part.start()

    def finish(self) -> None:
        super().finish()
        for part in self.parts.values():
            part.finish()

    def result(self) -> dict[str, Any]:
        errors: Counter[str] = Counter()
        counts: dict[str, Any] = {}
        for key, part in self.parts.items():
            errors.update(part.errors)
            counts.update({f"{key}_{name}": value for name, value in part.counts.items()})
        return {"errors": dict(errors), **counts}


ATTACKS: dict[str, type[Attack]] = {"tables": Tables, "board": Board, "idle": Idle, "silent": Silent,
                                    "noread": NoRead, "flood": Flood, "actions": Actions, "names": Names,
                                    "machines": Machines}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("attack", choices=sorted(ATTACKS))
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--source", default="127.0.0.2", help="the first loopback address to come from")
    parser.add_argument("--spread", type=int, default=1, help="come from this many addresses (source, source+1, ...)")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--cap", type=int, default=50_000, help="connections opened at most")
    parser.add_argument("--count", type=int, default=0, help="idle: sessions; silent: connections; noread: connections; "
                        "machines: idle sessions")
    parser.add_argument("--silent", type=int, default=1800, help="machines: connections that never say hello")
    parser.add_argument("--open-rate", type=float, default=500.0, help="silent: new connections a second at most")
    parser.add_argument("--rate", type=float, default=20.0, help="noread: rules asks per connection a second; "
                        "actions: actions a second")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--protocol", type=int, default=None)
    parser.add_argument("--app", default=None)
    args = parser.parse_args()
    if args.protocol is not None:
        load_clients.PROTOCOL_VERSION = args.protocol
    if args.app:
        load_clients.APP_VERSION = args.app
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    loop = Loop(args.seconds + GRACE_AFTER + 60.0)  # the hard deadline: START must come within a minute
    attack = ATTACKS[args.attack](loop, args)
    print("READY", flush=True)
    reported = False
    while True:
        loop.once()
        while loop.commands:
            command = loop.commands.pop(0)
            if command == "START" and not attack.running:
                loop.deadline = time.monotonic() + args.seconds + GRACE_AFTER
                attack.begin()
            elif command == "QUIT":
                return
        if attack.ends and not attack.running and not reported:
            print("RESULT " + json.dumps(attack.result(), ensure_ascii=False), flush=True)
            reported = True


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
