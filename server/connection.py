"""One client connection to the host: handshake first, then validated messages to the hall."""

from __future__ import annotations

import ctypes
import gc
import logging
import sys
from collections import Counter
from typing import Any

from twisted.internet import protocol
from twisted.internet.interfaces import IAddress, IReactorTime

from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import CLIENT_MESSAGES
from protocol.wire import MessageProtocol
from server.hall import Hall, Session
from server.rate_limit import TokenBucket

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to say hello before it is closed."""

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

    factory: HallFactory

    def __init__(self, hall: Hall, clock: IReactorTime) -> None:
        super().__init__(clock)
        self.hall = hall
        self.session: Session | None = None
        # A lively client sends a few messages a second; a flood is closed.
        self.flood = TokenBucket(capacity=60, rate=30)
        self._hello_call: Any = None
        self.peer_host = ""
        self._paused = False  # the socket's send buffer is full: the peer is not reading
        self._backlog = 0  # bytes written since it filled

    def connectionMade(self) -> None:
        super().connectionMade()
        # Backpressure (Twisted's producer API): the transport tells us when its buffer is
        # full (pauseProducing) and when it has drained (resumeProducing).
        self.transport.registerProducer(self, True)
        self.peer_host = str(getattr(self.transport.getPeer(), "host", "") or "")
        self.factory.opened(self.peer_host)
        if self.factory.open > self.factory.max_connections:
            self.fail(ProtocolError(ErrorCode.HOST_FULL))
            return
        if self.factory.by_address[self.peer_host] > self.hall.config.max_per_address:
            self.fail(ProtocolError(ErrorCode.TOO_MANY_CONNECTIONS))
            return
        self._hello_call = self.clock.callLater(HELLO_TIMEOUT, self._hello_overdue)

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
                log.warning("closing a connection from %s that does not read", self.peer_host)
                self._abort()
                return
        super().sendString(string)

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

    def _hello_overdue(self) -> None:
        self._hello_call = None
        if self.session is None:
            self.fail(ProtocolError(ErrorCode.TIMEOUT, "接続のあいさつ（hello）がないため接続を閉じます。"))

    def message_received(self, message: dict[str, Any]) -> None:
        if not self.flood.take(self.clock.seconds()):
            self.hall.flooded(self.session, self.peer_host)
            raise ProtocolError(ErrorCode.FLOOD)
        try:
            self._dispatch(message)
        except ProtocolError:
            raise
        except Exception:
            log.exception("error handling %s", message["type"])
            raise ProtocolError(ErrorCode.INTERNAL_ERROR) from None

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("ping", "pong"):
            super().message_received(message)
        elif kind == "hello":
            if self.session is not None:
                raise ProtocolError(ErrorCode.ALREADY_HANDSHAKEN)
            self.session = self.hall.hello(self, message)
            if self._hello_call is not None and self._hello_call.active():
                self._hello_call.cancel()
        elif self.session is None:
            raise ProtocolError(ErrorCode.HANDSHAKE_REQUIRED)
        else:
            self.hall.handle(self.session, message)

    def connectionLost(self, reason: Any = None) -> None:
        super().connectionLost(reason)
        self.factory.closed(self.peer_host)
        if self._hello_call is not None and self._hello_call.active():
            self._hello_call.cancel()
        if self.session is not None:
            self.hall.disconnected(self.session, self)


class HallFactory(protocol.Factory):
    """Makes a HallConnection per accepted socket; refuses past ``max_connections``."""

    def __init__(self, hall: Hall, clock: IReactorTime, max_connections: int = 2000) -> None:
        self.hall = hall
        self.clock = clock
        self.max_connections = max_connections
        self.open = 0
        self.by_address: Counter[str] = Counter()

    def opened(self, address: str) -> None:
        self.open += 1
        self.by_address[address] += 1

    def closed(self, address: str) -> None:
        self.open -= 1
        self.by_address[address] -= 1
        if self.by_address[address] <= 0:
            del self.by_address[address]

    def buildProtocol(self, addr: IAddress) -> HallConnection:
        connection = HallConnection(self.hall, self.clock)
        connection.factory = self
        return connection
