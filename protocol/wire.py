"""The one framing: a 4-byte big-endian length, then one msgpack map (``Int32StringReceiver``).

``MessageProtocol`` is the base of both ends. It decodes and validates every inbound frame
against the declared schemas before a handler sees it, dispatches through a table of handlers
(``on_<type>`` methods), answers typed errors, and keeps the peer honest with application-level
ping/pong: a peer that sends no complete message for ``DEAD_AFTER`` seconds (dead, or stalled
half-way through a frame) is dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from twisted.internet import task
from twisted.internet.interfaces import IReactorTime
from twisted.protocols.basic import Int32StringReceiver

from protocol.clock_sync import ClockEstimate, own_clock
from protocol.codec import MAX_FRAME, decode, encode
from protocol.errors import ErrorCode, ProtocolError
from protocol.schema import Schema, validate

log = logging.getLogger(__name__)

PING_INTERVAL = 2.0
"""Seconds between pings each side sends."""

DEAD_AFTER = 8.0
"""A peer silent (no complete message) this long is considered gone."""

PINGS_REMEMBERED = 4
"""Pings whose send time is kept for the clock estimate (an older pong is not a sample)."""


class MessageProtocol(Int32StringReceiver):
    """A framed msgpack message stream with schema validation and liveness checks."""

    MAX_LENGTH = MAX_FRAME
    incoming: dict[str, Schema] = {}
    _handlers: dict[str, Callable[[Any, dict[str, Any]], None]] = {}
    heartbeat_from_connect = True
    """False: the subclass calls ``start_heartbeat`` itself (the host, once a client said hello:
    until then its hello timeout watches the connection, and a connection that never greets
    costs no timer)."""
    own_clock: Callable[[], float] = staticmethod(own_clock)
    """The clock this side reports in its pongs (``protocol.clock_sync.own_clock``)."""

    def __init__(self, clock: IReactorTime | None = None) -> None:
        if clock is None:
            from twisted.internet import reactor as clock  # type: ignore[assignment]
        self.clock: IReactorTime = clock
        self.last_heard = 0.0
        self._pinger: task.LoopingCall | None = None
        self._ping_n = 0
        self._pings_sent: dict[int, float] = {}
        self.peer_clock = ClockEstimate()
        """The peer's clock offset and the round trip, from its pongs (protocol/clock_sync.py)."""
        self.closing = False

    # -- connection life --------------------------------------------------------------------------

    def connectionMade(self) -> None:
        # Small messages that must arrive now (a view, a karuta touch): no Nagle delay, which
        # behind the peer's delayed ACK held a second small frame up to 40 ms.
        no_delay = getattr(self.transport, "setTcpNoDelay", None)
        if no_delay is not None:
            no_delay(True)
        self.last_heard = self.clock.seconds()
        if self.heartbeat_from_connect:
            self.start_heartbeat()

    def start_heartbeat(self) -> None:
        """Ping every ``PING_INTERVAL``; drop the peer once silent for ``DEAD_AFTER``."""
        if self._pinger is not None:
            return
        self._pinger = task.LoopingCall(self._heartbeat)
        self._pinger.clock = self.clock
        self._pinger.start(PING_INTERVAL, now=False)

    def connectionLost(self, reason: Any = None) -> None:
        if self._pinger is not None and self._pinger.running:
            self._pinger.stop()
        self._pinger = None

    def _heartbeat(self) -> None:
        now = self.clock.seconds()
        if now - self.last_heard > DEAD_AFTER:
            self.fail(ProtocolError(ErrorCode.TIMEOUT))
            return
        self.ping(late=self._heartbeat_late(now))

    def _heartbeat_late(self, now: float) -> float:
        """How long after it was due this heartbeat runs: this side's own lag (a busy reactor)."""
        start = None if self._pinger is None else self._pinger.starttime
        if start is None:
            return 0.0
        late = (now - start) % PING_INTERVAL
        return late if late < PING_INTERVAL / 2 else 0.0  # just under a whole interval: on time

    def ping(self, late: float = 0.0) -> None:
        """Send a ping now (besides the regular ones): its pong is also a clock sample. ``late``:
        how long after it was due this side sends it; the sample's round trip counts from when it
        was due, so it holds this side's own lag, as a message this side schedules (a karuta
        reading's start) suffers it too (``ClockEstimate.rtt_bound``)."""
        self._ping_n += 1
        self._pings_sent[self._ping_n] = self.clock.seconds() - late
        self._pings_sent.pop(self._ping_n - PINGS_REMEMBERED, None)
        self.send({"type": "ping", "n": self._ping_n})

    # -- inbound ----------------------------------------------------------------------------------

    def stringReceived(self, data: bytes) -> None:
        if self.closing:
            return
        self.last_heard = self.clock.seconds()
        about: str | None = None
        ref: int | None = None
        try:
            message = decode(data)
            about = message["type"]
            if isinstance(message.get("ref"), int) and not isinstance(message["ref"], bool):
                ref = message["ref"]
            validate(message, self.incoming)
            self.message_received(message)
        except ProtocolError as error:
            if ref is not None:  # every error a message with a `ref` caused carries it back
                error.detail.setdefault("ref", ref)
            self.fail(error, about=about)

    def lengthLimitExceeded(self, length: int) -> None:
        self.fail(ProtocolError(ErrorCode.FRAME_TOO_LARGE))

    def message_received(self, message: dict[str, Any]) -> None:
        """Dispatch a validated message to ``on_<type>``."""
        handler = self._handlers.get(message["type"])
        if handler is None:
            raise ProtocolError(ErrorCode.UNKNOWN_TYPE)
        handler(self, message)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """``on_<type>`` for each message the class accepts, as plain functions, once per class.
        Not bound methods kept on each instance: those would make every connection a reference
        cycle, freed only by a full garbage collection long after it closed (after thousands of
        short connections, megabytes the allocators then keep)."""
        super().__init_subclass__(**kwargs)
        cls._handlers = {kind: getattr(cls, f"on_{kind}") for kind in cls.incoming if hasattr(cls, f"on_{kind}")}

    def on_ping(self, message: dict[str, Any]) -> None:
        reply: dict[str, Any] = {"type": "pong", "clock": self.own_clock()}
        if "n" in message:
            reply["n"] = message["n"]
        self.send(reply)

    def on_pong(self, message: dict[str, Any]) -> None:
        """Any complete message counts as a sign of life; a pong that answers one of our recent
        pings and tells its clock is also a sample for ``peer_clock``."""
        sent = self._pings_sent.pop(message.get("n", -1), None)
        theirs = message.get("clock")
        if sent is not None and isinstance(theirs, (int, float)) and not isinstance(theirs, bool):
            self.peer_clock.add(sent, float(theirs), self.clock.seconds())

    # -- outbound ---------------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        if self.transport is None or self.closing:
            return
        self.sendString(encode(message))

    def send_frame(self, frame: bytes) -> None:
        """Send a message already encoded with ``protocol.codec.encode``: one message sent to
        many peers is encoded once."""
        if self.transport is None or self.closing:
            return
        self.sendString(frame)

    def fail(self, error: ProtocolError, about: str | None = None) -> None:
        """Report ``error`` to the peer; close the connection when it is fatal."""
        self.send(error.to_message(about))
        if error.fatal:
            self.close()

    def close(self) -> None:
        if self.closing:
            return
        self.closing = True
        if self.transport is not None:
            self.transport.loseConnection()
