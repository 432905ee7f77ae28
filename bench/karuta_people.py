"""Scripted karuta people for bench/karuta_fairness.py and tests/integration/test_karuta_fairness.py.

A ``Person`` plays a MAN seat of a 競技かるた table through a real host, as a Twisted msgpack client
(``protocol.wire.MessageProtocol``) behind an artificial network:

* every frame it receives is held for a one-way delay plus a seeded jitter before it is read,
  and every frame it sends the same before it leaves (order kept, as TCP keeps it);
* its own clock is ``time.monotonic()`` plus a constant offset: the clock its pongs report and
  its touches are stamped with, so the host can only learn it from the ping/pong exchange;
* it places automatically, starts, and for each poem whose card is on the field touches the read
  card ``reaction`` seconds after the reading of the 上の句 began playing on its machine (the
  moment that reading's view was delivered to it), planned when a view names the poem (the host
  names it once its 決まり字 has been heard). The reaction comes from a function it is
  given, so the caller knows the true touch time of every race; the touch carries ``t`` and
  ``heard`` (its own clock) and ``heard_poem`` unless ``correct`` is off;
* after its own take it presses [S] (``proceed``), picks 送り札 when it must send, finishes a
  decided match (seat 0) and marks itself ready for the rematch.

A ``Watcher`` is a zero-delay spectator: it notes when each reading's view reaches it (against the
reading's ``started_at``: the reader's schedule jitter) and when it sees each take.

Everything runs in the reactor's thread: the bench runs the reactor itself, a test runs it in a
worker thread (client/net/reactor_thread.py) and reads the results through it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from twisted.internet import defer, task
from twisted.internet.endpoints import TCP4ClientEndpoint, connectProtocol
from twisted.internet.interfaces import IReactorTime

from protocol.errors import ProtocolError
from protocol.messages import HOST_MESSAGES
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from protocol.wire import MessageProtocol

Reaction = Callable[["Person", dict[str, Any]], float | None]
"""Seconds from the moment the 上の句 began playing to the touch, for a view whose poem's card
is on the field; None: no touch this time."""

PAUSES = ("away", "back", "paused", "resumed")
"""The events of a match that waits for a person whose connection dropped."""

CALM = ("auto_place", "start", "pick_send")
"""What moves the match on without touching (proceed and finish have rules of their own)."""


@dataclass(frozen=True)
class Line:
    """The artificial network one way: each frame waits ``delay`` plus a uniform 0..``jitter``
    seconds, and never overtakes the frame before it."""

    delay: float = 0.0
    jitter: float = 0.0

    def draw(self, rng: random.Random) -> float:
        return self.delay + (rng.uniform(0.0, self.jitter) if self.jitter else 0.0)


@dataclass
class Touch:
    """One touch this person made: the truth the bench and the tests judge the host by."""

    started_at: float  # host time the reading began (reading.started_at): identifies the race
    poem: int
    side: int  # where the card lay when the reading began
    reaction: float  # seconds from heard to the touch: the true (fair) touch time
    heard: float  # own clock when the reading began playing here
    t: float  # own clock at the touch
    corrected: bool  # t/heard were sent
    sent: float = 0.0  # own clock when it was sent (after ``t``: this process's own lag, ``hand_lag``)


@dataclass
class Take:
    """A take as the host judged it (the view's ``take``)."""

    started_at: float
    poem: int
    by: int
    side: int
    at: float
    after_ms: int


class Wire(MessageProtocol):
    """One connection of a person: MessageProtocol's framing, validation and ping/pong (the pong
    tells ``own_clock``), with both directions held back by the person's lines."""

    incoming = HOST_MESSAGES

    def __init__(self, person: Person) -> None:
        super().__init__(person.reactor)
        self.person = person
        self.own_clock = person.clock  # type: ignore[method-assign]
        self._in_free = 0.0  # when the line inwards is free again (frames keep their order)
        self._out_free = 0.0

    def connectionMade(self) -> None:
        super().connectionMade()
        self.transport.setTcpNoDelay(True)
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                 "name": self.person.name}
        if self.person.token:
            hello["token"] = self.person.token
        self.send(hello)

    def connectionLost(self, reason: Any = None) -> None:
        super().connectionLost(reason)
        self.person.lost(self)

    def _when(self, line: Line, free: float) -> float:
        now = self.clock.seconds()
        return max(now + line.draw(self.person.rng), free)

    def _hold(self, line: Line, free: float, then: Callable[[bytes], None], data: bytes) -> float:
        """Pass ``data`` on after the line's delay (at once on a line without one), after the
        frames before it; answers when the line is free again."""
        if not line.delay and not line.jitter and free <= self.clock.seconds():
            then(data)
            return free
        at = self._when(line, free)
        self.clock.callLater(max(0.0, at - self.clock.seconds()), then, data)
        return at

    def stringReceived(self, data: bytes) -> None:
        self._in_free = self._hold(self.person.inward, self._in_free, self._deliver, data)

    def _deliver(self, data: bytes) -> None:
        if self.transport is not None and not self.person.dropped(self):
            super().stringReceived(data)

    def sendString(self, string: bytes) -> None:
        self._out_free = self._hold(self.person.outward, self._out_free, self._put, string)

    def _put(self, string: bytes) -> None:
        if self.transport is not None and self.connected:
            MessageProtocol.sendString(self, string)

    def message_received(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            self.person.pings += 1  # answered at once: the host has a clock sample a round trip later
            self.on_ping(message)
        elif kind == "pong":
            self.on_pong(message)
        else:
            self.person.on_message(message)

    def fail(self, error: ProtocolError, about: str | None = None) -> None:
        """A host message that does not fit the protocol is the host's fault: noted, not sent."""
        self.person.problems.append(f"{about}: {error.code}")


@dataclass
class Person:
    """A scripted MAN (see the module's docstring)."""

    name: str
    reaction: Reaction
    inward: Line = field(default_factory=Line)
    outward: Line = field(default_factory=Line)
    clock_offset: float = 0.0  # own clock = time.monotonic() + clock_offset
    seed: int = 0
    correct: bool = True  # send t / heard / heard_poem with each touch
    rematch: bool = True  # ready again after a match, for the next one
    reactor: Any = None
    source: str | None = None  # the loopback address to connect from
    hand_lag: float = 0.0  # a touch leaves this long after it was made (a machine slow to send)
    token: str | None = None
    wire: Wire | None = None
    table: dict[str, Any] | None = None
    view: dict[str, Any] | None = None
    welcomed: bool = False
    touches: list[Touch] = field(default_factory=list)
    takes: dict[float, Take] = field(default_factory=dict)  # by started_at
    errors: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    heard: dict[float, float] = field(default_factory=dict)  # started_at -> own clock
    pings: int = 0  # pings answered on this connection and those before
    _ref: int = 0
    _pending: int | None = None
    _planned: dict[float, Any] = field(default_factory=dict)
    _kami_started: dict[tuple[int, int], float] = field(default_factory=dict)  # (read_count, poem)
    _last_kami: dict[str, Any] | None = None  # the last 上の句 that began playing here (its reading)
    _readied: bool = False

    def __post_init__(self) -> None:
        self.rng = random.Random(f"karuta-person:{self.seed}:{self.name}")
        if self.reactor is None:
            from twisted.internet import reactor

            self.reactor = reactor

    # -- the clock and the connection -----------------------------------------------------------

    def clock(self) -> float:
        return time.monotonic() + self.clock_offset

    def connect(self, port: int, host: str = "127.0.0.1") -> defer.Deferred:
        """Connect (again: with the token) and say hello; fires once welcomed. ``source``, another
        loopback address (127.0.N.M), stands for another machine."""
        self.welcomed = False
        wire = Wire(self)
        self.wire = wire
        bind = (self.source, 0) if self.source else None
        connectProtocol(TCP4ClientEndpoint(self.reactor, host, port, bindAddress=bind), wire)
        return wait_until(self.reactor, lambda: self.welcomed, 15.0, f"{self.name}: welcome")

    def drop(self) -> None:
        """The network goes: the connection is cut at once, nothing more is read or sent."""
        wire, self.wire = self.wire, None
        self.forget_plans()
        self._pending = None
        if wire is not None and wire.transport is not None:
            wire.transport.abortConnection()

    def forget_plans(self) -> None:
        for call in self._planned.values():
            if call.active():
                call.cancel()
        self._planned.clear()

    def dropped(self, wire: Wire) -> bool:
        return wire is not self.wire

    def lost(self, wire: Wire) -> None:
        if wire is self.wire:
            self.wire = None

    def send(self, message: dict[str, Any]) -> None:
        if self.wire is not None:
            self.wire.send(message)

    def act(self, action: dict[str, Any]) -> int:
        self._ref += 1
        self.send({"type": "act", "action": action, "ref": self._ref})
        return self._ref

    # -- what the host says ---------------------------------------------------------------------

    def on_message(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.token = message["token"]
            self.welcomed = True
        elif kind == "table":
            self.on_table(message["table"])
        elif kind == "view":
            for event in message["events"]:
                if event["type"] == "resumed":
                    self.resumed(message["view"], float(event["at"]))
            self.on_view(message["view"], message.get("ack"))
        elif kind == "error":
            self.errors.append(message)
            if message.get("ref") is not None and message.get("ref") == self._pending:
                self._pending = None

    def on_table(self, table: dict[str, Any] | None) -> None:
        self.table = table
        if table is None:
            return
        seat = table.get("you")
        if table["status"] != "finished":
            self._readied = False
        elif self.rematch and seat is not None and not table["seats"][seat]["ready"] and not self._readied:
            self._readied = True  # once: the table's next message may still say not ready
            self.send({"type": "ready", "ready": True})

    def on_view(self, view: dict[str, Any], ack: int | None) -> None:
        self.view = view
        if ack is not None and ack == self._pending:
            self._pending = None
        self.note_take(view)
        self.plan_touch(view)
        self.move_on(view)

    def note_take(self, view: dict[str, Any]) -> None:
        take, reading_started = view.get("take"), self.current_started(view)
        if take is None or reading_started is None or reading_started in self.takes:
            return
        self.takes[reading_started] = Take(reading_started, take["poem"], take["by"], take["side"],
                                           take["at"], take["after_ms"])

    def current_started(self, view: dict[str, Any]) -> float | None:
        """The started_at of the current poem's 上の句 (the race's name), as this person saw it."""
        current = view.get("current")
        if current is None:
            return None
        return self._kami_started.get((view.get("read_count"), current["poem"]))

    # -- touching -------------------------------------------------------------------------------

    def plan_touch(self, view: dict[str, Any]) -> None:
        """A 上の句 began playing here: note the moment; once the view names its poem (the host
        names it when its 決まり字 has been heard), touch its card after the reaction, counted
        from the moment it began playing."""
        reading, current = view.get("reading"), view.get("current")
        if reading is not None and reading["part"] == "kami" and reading.get("poem") != 0 \
                and reading["started_at"] not in self.heard:
            # it plays from its start: now, or later when the host set it ahead (a reading
            # resumed after a pause begins a moment after the view that announces it)
            self.heard[reading["started_at"]] = self.clock() + max(0.0, reading["started_at"] - view["clock"])
            self._last_kami = reading
        if current is None or self._last_kami is None:
            return
        started = self._last_kami["started_at"]
        key = (view["read_count"], current["poem"])
        if self._kami_started.get(key) == started:
            return
        # a new poem, or the same one read again from a new start (resumed after a pause): a
        # touch still planned for the old start is forgotten
        self.forget_plans()
        self._kami_started[key] = started
        if current["kara"] or view.get("you") is None:
            return
        # the reading may have ended by the naming (cut at its 決まり字): the race is still named
        # by the 上の句 that began playing here
        reaction = self.reaction(self, view if view.get("reading") else {**view, "reading": self._last_kami})
        if reaction is None:
            return
        heard = self.heard[started]
        wait = max(0.0, heard + reaction - self.clock())
        self._planned[started] = self.reactor.callLater(
            wait, self.touch, started, current["poem"], current["side"], heard, reaction)

    def resumed(self, view: dict[str, Any], at: float) -> None:
        """The reader goes on at host time ``at`` after a pause: a new race from then, whether
        the interrupted 上の句 is read again (it begins at ``at``) or its card, named already,
        waits on the field."""
        self.forget_plans()
        self._kami_started.clear()
        self.heard[at] = self.clock() + max(0.0, at - view["clock"])
        self._last_kami = {"poem": None, "part": "kami", "started_at": at, "named": False}

    def touch(self, started: float, poem: int, side: int, heard: float, reaction: float) -> None:
        """The hand reaches the card at heard + reaction (the true moment, on the own clock);
        unless this person has already seen it taken."""
        self._planned.pop(started, None)
        view = self.view
        if view is None or view.get("take") is not None or not any(c["poem"] == poem for c in view["field"]):
            return
        t = heard + reaction
        action: dict[str, Any] = {"type": "touch", "cards": [poem], "how": "click"}
        if self.correct:
            action.update(t=t, heard=heard, heard_poem=poem)
        touch = Touch(started, poem, side, reaction, heard, t, self.correct, self.clock() + self.hand_lag)
        self.touches.append(touch)
        if self.hand_lag:
            self.reactor.callLater(self.hand_lag, self.act, action)
        else:
            self.act(action)

    # -- moving the match on --------------------------------------------------------------------

    def move_on(self, view: dict[str, Any]) -> None:
        """What a person does between races, one action at a time: place, start, send, [S] after
        their own take, finish a decided match (seat 0)."""
        if self._pending is not None:
            return
        legal = view.get("legal", [])
        kinds = {a["type"] for a in legal}
        take = view.get("take")
        if "proceed" in kinds and view["phase"] == "after_take" and take and take["by"] == view["you"]:
            self._pending = self.act({"type": "proceed"})
            return
        if "finish" in kinds and view["phase"] == "decided" and view["you"] == 0:
            self._pending = self.act({"type": "finish"})
            return
        for kind in CALM:
            choices = [a for a in legal if a["type"] == kind]
            if choices:
                self._pending = self.act(self.rng.choice(choices))
                return

    # -- for the caller -------------------------------------------------------------------------

    def create_table(self, settings: dict[str, Any]) -> None:
        self.send({"type": "create_table", "game": "karuta", "seats": 2, "settings": settings})

    def sit(self, table: str, seat: int | None = None) -> None:
        message: dict[str, Any] = {"type": "sit", "table": table}
        if seat is not None:
            message["seat"] = seat
        self.send(message)

    def ready(self) -> None:
        self.send({"type": "ready", "ready": True})


@dataclass
class Watcher:
    """A zero-delay spectator: how late each reading's view arrives (host clock) against its
    ``started_at``, and the takes and the seats' 切断中 it sees."""

    name: str
    reactor: Any = None
    source: str | None = None
    token: str | None = None
    wire: Wire | None = None
    welcomed: bool = False
    table: dict[str, Any] | None = None
    view: dict[str, Any] | None = None
    readings: list[tuple[float, int, str, float]] = field(default_factory=list)  # arrival, poem, part, started_at
    takes: list[dict[str, Any]] = field(default_factory=list)  # take events, with "arrived", "started_at"
    errors: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    pings: int = 0
    pauses: list[tuple[float, str]] = field(default_factory=list)  # away/back/paused/resumed seen
    _reading_of: dict[int, float] = field(default_factory=dict)  # poem -> its 上の句's started_at
    _seen: set[float] = field(default_factory=set)
    _kami: float | None = None  # the started_at of the last 上の句 (its poem is named later)

    # A Watcher is a Person-shaped peer for Wire: no delays, the true clock.
    inward: Line = field(default_factory=Line)
    outward: Line = field(default_factory=Line)

    def __post_init__(self) -> None:
        self.rng = random.Random(0)
        if self.reactor is None:
            from twisted.internet import reactor

            self.reactor = reactor

    def clock(self) -> float:
        return time.monotonic()

    connect = Person.connect
    dropped = Person.dropped
    lost = Person.lost
    send = Person.send

    def on_message(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        arrived = time.time()
        if kind == "welcome":
            self.token = message["token"]
            self.welcomed = True
        elif kind == "table":
            self.table = message["table"]
        elif kind == "error":
            self.errors.append(message)
        elif kind == "view":
            view = message["view"]
            self.view = view
            reading = view.get("reading")
            if reading is not None and reading["started_at"] not in self._seen:
                self._seen.add(reading["started_at"])
                self.readings.append((arrived, reading["poem"], reading["part"], reading["started_at"]))
                if reading["part"] == "kami":
                    self._kami = reading["started_at"]
            for event in message["events"]:
                if event["type"] == "resumed":  # a new race from then (Person.resumed)
                    self._kami = float(event["at"])
            current = view.get("current")
            if current is not None and self._kami is not None:  # named: the poem of that 上の句
                self._reading_of[current["poem"]] = self._kami
            for event in message["events"]:
                if event["type"] in PAUSES:
                    self.pauses.append((arrived, event["type"]))
                if event["type"] == "take":
                    started = self._reading_of.get(event["poem"])
                    self.takes.append(dict(event, arrived=arrived, started_at=started))

    def watch(self, table: str) -> None:
        self.send({"type": "watch", "table": table})


def wait_until(reactor: IReactorTime, done: Callable[[], bool], timeout: float, what: str,
               every: float = 0.02) -> defer.Deferred:
    """A Deferred that fires when ``done()`` holds (checked every ``every`` s), or fails with
    TimeoutError after ``timeout`` seconds."""
    result: defer.Deferred = defer.Deferred()
    deadline = reactor.seconds() + timeout

    def check() -> None:
        if result.called:
            return
        if done():
            loop.stop()
            result.callback(None)
        elif reactor.seconds() > deadline:
            loop.stop()
            result.errback(TimeoutError(f"{what}: not within {timeout:.0f} s"))

    loop = task.LoopingCall(check)
    loop.clock = reactor
    loop.start(every, now=True)
    return result
