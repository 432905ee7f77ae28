"""One client connection to the host: handshake first, then validated messages to the hall."""

from __future__ import annotations

import ctypes
import gc
import logging
import struct
import sys
from collections import Counter
from typing import Any

from twisted.internet import protocol
from twisted.internet.interfaces import IAddress, IReactorTime

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.messages import CLIENT_MESSAGES
from protocol.wire import MessageProtocol
from server.eager_write import write_now
from server.hall import Hall
from server.rate_limit import TokenBucket
from server.sessions import Session
from server.texts import SERVER

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to say hello before it is closed."""

TRIM_AFTER = 256
"""Connections closed after which the host gives freed memory back, a moment later and at most
every TRIM_EVERY seconds: many machines opening and dropping thousands of connections leave the
heap's pages behind."""
TRIM_EVERY = 10.0

MAX_BACKLOG = 2 * 1024 * 1024
"""Bytes a connection may fall behind once its socket stopped taking data (it does not read);
past this it is closed, and its buffers are freed at once."""


def give_memory_back() -> None:
    """Return freed heap pages to the system (glibc's ``malloc_trim``). A connection that did
    not read leaves megabytes of small freed buffers that glibc would otherwise keep for the
    process; elsewhere (macOS, Windows, musl) this does nothing."""
    if not sys.platform.startswith("linux"):
        return
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


class HallConnection(MessageProtocol):
    incoming = CLIENT_MESSAGES
    heartbeat_from_connect = False  # from hello on; before it, HELLO_TIMEOUT watches

    factory: HallFactory

    def __init__(self, hall: Hall, clock: IReactorTime) -> None:
        super().__init__(clock)
        self.hall = hall
        self.session: Session | None = None
        # A lively client sends a few messages a second; a flood is closed.
        self.flood = TokenBucket(capacity=60, rate=30)
        self.peer_host = ""
        self._paused = False  # the socket's send buffer is full: the peer is not reading
        self._backlog = 0  # bytes written since it filled
        self.let_go = False  # closed by the factory to make room for a newer connection

    def connectionMade(self) -> None:
        super().connectionMade()
        # Backpressure (Twisted's producer API): the transport tells us when its buffer is
        # full (pauseProducing) and when it has drained (resumeProducing).
        self.transport.registerProducer(self, True)
        self.peer_host = str(getattr(self.transport.getPeer(), "host", "") or "")
        self.factory.opened(self)
        if self.factory.by_address[self.peer_host] > self.hall.config.limits.max_per_address:
            self.fail(ProtocolError(ErrorCode.TOO_MANY_CONNECTIONS))
            return
        if not self.factory.make_room(self):
            self.fail(ProtocolError(ErrorCode.HOST_FULL))
            return

    # -- backpressure -------------------------------------------------------------------------

    def pauseProducing(self) -> None:  # noqa: N802 (Twisted's IPushProducer)
        # Twisted calls this on every write while the buffer stays full: count from the first.
        if not self._paused:
            self._paused, self._backlog = True, 0

    def resumeProducing(self) -> None:  # noqa: N802
        self._paused = False

    def stopProducing(self) -> None:  # noqa: N802
        self._paused = False

    def sendString(self, string: bytes) -> None:  # noqa: N802 (Int32StringReceiver's name)
        if self._paused:
            self._backlog += len(string) + 4
            if self._backlog > MAX_BACKLOG:
                log.warning(SERVER("not_reading", address=self.peer_host))
                self._abort()
                return
        # The one framing (Int32StringReceiver's 4-byte length), sent without waiting a turn.
        write_now(self.transport, struct.pack(self.structFormat, len(string)) + string)

    def _abort(self) -> None:
        """Drop the connection at once, discarding what waits for it (an error message would
        wait behind the rest and never be read)."""
        self.closing = True
        if self.transport is not None:
            self.transport.unregisterProducer()
            self.transport.abortConnection()
        self.clock.callLater(1.0, self._freed)

    @staticmethod
    def _freed() -> None:
        gc.collect()
        give_memory_back()

    def close(self) -> None:
        if not self.closing and self.transport is not None:
            self.transport.unregisterProducer()  # else loseConnection waits for the producer
        super().close()

    def hello_overdue(self) -> None:
        """``HELLO_TIMEOUT`` passed since it connected and it has not said hello (the factory
        watches every silent connection with one timer)."""
        if self.session is None and not self.closing:
            self.fail(ProtocolError(ErrorCode.TIMEOUT, HOST("hello.timeout")))

    def message_received(self, message: dict[str, Any]) -> None:
        if not self.flood.take(self.clock.seconds()):
            self.hall.flooded(self.session, self.peer_host)
            raise ProtocolError(ErrorCode.FLOOD)
        try:
            self._dispatch(message)
        except ProtocolError:
            raise
        except Exception:
            log.exception(SERVER("handling_failed", type=message["type"]))
            raise ProtocolError(ErrorCode.INTERNAL_ERROR) from None

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("ping", "pong"):
            super().message_received(message)
        elif kind == "hello":
            if self.session is not None:
                raise ProtocolError(ErrorCode.ALREADY_HANDSHAKEN)
            self.session = self.hall.hello(self, message)
            self.factory.greeted(self)
            self.start_heartbeat()
            self.ping()  # the first clock sample at once, not after PING_INTERVAL (fair timing)
        elif self.session is None:
            raise ProtocolError(ErrorCode.HANDSHAKE_REQUIRED)
        else:
            self.hall.handle(self.session, message)

    def connectionLost(self, reason: Any = None) -> None:
        super().connectionLost(reason)
        self.factory.closed(self)
        if self.session is not None:
            self.hall.disconnected(self.session, self)


class HallFactory(protocol.Factory):
    """Makes a HallConnection per accepted socket and counts them, in all and per address.

    Past ``max_connections`` (``HallConfig.max_connections`` unless given) a new connection
    takes the place of the oldest one that has not said hello yet: a real client says hello at
    once, so many machines holding silent connections cannot keep it out. Past
    ``max_per_address`` the connection is refused (HallConnection.connectionMade). A connection
    from an address the hall has silenced (``Hall.silenced``) is not made at all."""

    def __init__(self, hall: Hall, clock: IReactorTime, max_connections: int | None = None) -> None:
        self.hall = hall
        self.clock = clock
        self._max_connections = max_connections
        self.open = 0  # connections not yet lost, less those already let go
        self.by_address: Counter[str] = Counter()
        # Not greeted yet, oldest first, with when each connected. One timer watches them all
        # (_watch_hellos): a timer per connection was six tracked objects more for each of
        # thousands of silent connections, which the cycle collector walked (issue 15).
        self.silent: dict[HallConnection, float] = {}
        self._hello_call: Any = None
        self._closed_since_trim = 0
        self._trim_call: Any = None
        self._trimmed_at = float("-inf")
        self.silenced = 0  # connections closed unanswered as they were accepted (Hall.silenced)

    @property
    def max_connections(self) -> int:
        return self._max_connections if self._max_connections is not None else self.hall.config.limits.max_connections

    def opened(self, connection: HallConnection) -> None:
        self.open += 1
        self.by_address[connection.peer_host] += 1
        self.silent[connection] = self.clock.seconds()
        self._watch_hellos()

    def _watch_hellos(self) -> None:
        """Wake when the oldest silent connection's ``HELLO_TIMEOUT`` is over."""
        if self._hello_call is None and self.silent:
            since = next(iter(self.silent.values()))
            wait = max(0.0, since + HELLO_TIMEOUT - self.clock.seconds())
            self._hello_call = self.clock.callLater(wait, self._hellos_overdue)

    def _hellos_overdue(self) -> None:
        """Close every connection that has been silent for ``HELLO_TIMEOUT``, oldest first."""
        self._hello_call = None
        now = self.clock.seconds()
        while self.silent:
            connection, since = next(iter(self.silent.items()))
            if since + HELLO_TIMEOUT > now:
                break
            del self.silent[connection]
            connection.hello_overdue()
        self._watch_hellos()

    def greeted(self, connection: HallConnection) -> None:
        self.silent.pop(connection, None)

    def make_room(self, connection: HallConnection) -> bool:
        """Whether ``connection`` (just opened) may stay: within the limit, or once the oldest
        connection that has not said hello is closed for it."""
        if self.open <= self.max_connections:
            return True
        oldest = next((c for c in self.silent if c is not connection and not c.closing), None)
        if oldest is None:
            return False
        del self.silent[oldest]
        oldest.let_go = True
        self.open -= 1  # it no longer counts, though its socket closes a moment later
        log.debug(SERVER("connections_full", most=self.max_connections, address=oldest.peer_host))
        oldest.fail(ProtocolError(ErrorCode.TIMEOUT, HOST("hello.crowded")))
        return True

    def closed(self, connection: HallConnection) -> None:
        self.silent.pop(connection, None)
        if not connection.let_go:
            self.open -= 1
        self.by_address[connection.peer_host] -= 1
        if self.by_address[connection.peer_host] <= 0:
            del self.by_address[connection.peer_host]
        self._closed_since_trim += 1
        if self._closed_since_trim >= TRIM_AFTER and self._trim_call is None:
            due = max(1.0, self._trimmed_at + TRIM_EVERY - self.clock.seconds())
            self._trim_call = self.clock.callLater(due, self._trim)

    def _trim(self) -> None:
        self._trim_call = None
        self._closed_since_trim = 0
        self._trimmed_at = self.clock.seconds()
        give_memory_back()

    def buildProtocol(self, addr: IAddress) -> HallConnection | None:  # noqa: N802 (Twisted's name)
        # None: Twisted closes the socket at once (an address silenced for not waiting when told).
        if self.hall.silenced(str(getattr(addr, "host", "") or "")):
            self.silenced += 1
            return None
        connection = HallConnection(self.hall, self.clock)
        connection.factory = self
        return connection
