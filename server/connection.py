"""One client connection to the host: handshake first, then validated messages to the hall."""

from __future__ import annotations

import logging
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

    def connectionMade(self) -> None:
        super().connectionMade()
        self.factory.open += 1
        if self.factory.open > self.factory.max_connections:
            self.fail(ProtocolError(ErrorCode.HOST_FULL))
            return
        self._hello_call = self.clock.callLater(HELLO_TIMEOUT, self._hello_overdue)

    def _hello_overdue(self) -> None:
        self._hello_call = None
        if self.session is None:
            self.fail(ProtocolError(ErrorCode.TIMEOUT, "接続のあいさつ（hello）がないため接続を閉じます。"))

    def message_received(self, message: dict[str, Any]) -> None:
        if not self.flood.take(self.clock.seconds()):
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
        self.factory.open -= 1
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

    def buildProtocol(self, addr: IAddress) -> HallConnection:
        connection = HallConnection(self.hall, self.clock)
        connection.factory = self
        return connection
