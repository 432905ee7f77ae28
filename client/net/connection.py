"""The client's side of the wire, in the reactor thread: connect, say hello, reconnect.

``HallClient`` owns one logical connection to a host across drops: after the host has welcomed
us once, a lost connection is retried with back-off and the session token takes our seat back.
It reports to a ``ClientListener`` (the Qt bridge, in production; a recorder, in tests).
No Qt here but ``QCoreApplication.translate`` (thread-safe), for the sentences a player reads.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from twisted.internet import error as net_error
from twisted.internet.endpoints import HostnameEndpoint, connectProtocol
from twisted.internet.interfaces import IDelayedCall, IReactorTCP, IReactorTime

from client.i18n import host_error_text
from protocol.errors import FATAL, ErrorCode, ProtocolError
from protocol.messages import HOST_MESSAGES
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from protocol.wire import MessageProtocol

log = logging.getLogger(__name__)

CONNECT_TIMEOUT = 6.0
RECONNECT_DELAYS = (0.5, 1.0, 2.0, 3.0, 5.0, 8.0)
"""Back-off between reconnection attempts; the last one repeats."""
RECONNECT_GIVE_UP = 40
"""Attempts before giving up (about five minutes)."""


class ClientListener(Protocol):
    def on_message(self, message: dict[str, Any]) -> None: ...
    def on_failed(self, text: str) -> None: ...
    def on_reconnecting(self, attempt: int, delay: float) -> None: ...
    def on_reconnected(self) -> None: ...
    def on_disconnected(self, text: str) -> None: ...


def tr(text: str) -> str:
    return QCoreApplication.translate("HallClient", text)


def explain_failure(reason: Exception, host: str, port: int) -> str:
    """A connection failure in the interface's language: what happened and what to do."""
    where = f"{host}:{port}"
    if isinstance(reason, net_error.DNSLookupError):
        return tr("「%1」という名前のコンピューターが見つかりません。"
                  "綴りを確かめるか、IPアドレス（例: 192.168.1.10）で入力してください。").replace("%1", host)
    if isinstance(reason, net_error.ConnectionRefusedError):
        return tr("%1 に接続を断られました。相手がサーバーを起動しているか、"
                  "ポート番号が正しいかを確かめてください。").replace("%1", where)
    if isinstance(reason, (net_error.TimeoutError, net_error.TCPTimedOutError, TimeoutError)):
        return tr("%1 から応答がありません。同じネットワークにいるか、アドレスと"
                  "ファイアウォールの設定を確かめてください。").replace("%1", where)
    if isinstance(reason, (net_error.NoRouteError, net_error.ConnectError)):
        return tr("%1 に接続できませんでした。ネットワークの接続とアドレスを確かめてください。").replace(
            "%1", where)
    return tr("%1 に接続できませんでした（%2）。アドレスを確かめて、もう一度お試しください。").replace(
        "%1", where).replace("%2", str(reason))


class HostLink(MessageProtocol):
    """One TCP connection to the host."""

    incoming = HOST_MESSAGES

    def __init__(self, client: HallClient, clock: IReactorTime) -> None:
        super().__init__(clock)
        self.client = client

    def connectionMade(self) -> None:
        super().connectionMade()
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                 "name": self.client.name}
        if self.client.token:
            hello["token"] = self.client.token
        self.send(hello)

    def message_received(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("ping", "pong"):
            super().message_received(message)
        else:
            self.client.received(self, message)

    def fail(self, error: ProtocolError, about: str | None = None) -> None:
        # The host sent something we cannot read: drop this link; HallClient reconnects.
        log.warning("dropping link to host: %s", error)
        self.close()

    def connectionLost(self, reason: Any = None) -> None:
        super().connectionLost(reason)
        self.client.link_lost(self)


class HallClient:
    """A player's connection to one host, surviving drops."""

    def __init__(self, reactor: IReactorTCP, listener: ClientListener, host: str, port: int,
                 name: str, token: str | None = None) -> None:
        self.reactor = reactor
        self.listener = listener
        self.host = host
        self.port = port
        self.name = name
        self.token = token
        self.link: HostLink | None = None
        self.welcomed = False
        self.closed = False
        self.attempt = 0
        self._retry: IDelayedCall | None = None
        self._refused = False

    # -- connecting --------------------------------------------------------------------------------

    def connect(self) -> None:
        endpoint = HostnameEndpoint(self.reactor, self.host, self.port, timeout=CONNECT_TIMEOUT)
        d = connectProtocol(endpoint, HostLink(self, self.reactor))
        d.addCallbacks(self._connected, self._connect_failed)

    def _connected(self, link: HostLink) -> None:
        if self.closed:
            link.close()
            return
        self.link = link

    def _connect_failed(self, failure: Any) -> None:
        if self.closed:
            return
        if self.welcomed:
            self._schedule_retry()
        else:
            self.closed = True
            self.listener.on_failed(explain_failure(failure.value, self.host, self.port))

    # -- messages ----------------------------------------------------------------------------------

    def received(self, link: HostLink, message: dict[str, Any]) -> None:
        if message["type"] == "welcome":
            first = not self.welcomed
            self.token = message["token"]
            self.name = message["name"]
            self.welcomed = True
            if not first:
                self.attempt = 0
                self.listener.on_reconnected()
        if message["type"] == "error" and message["code"] in {c.value for c in FATAL}:
            self._refused = True
            if message["code"] in (ErrorCode.REPLACED.value, ErrorCode.EVICTED.value,
                                   ErrorCode.HOST_CLOSING.value):  # no point in trying again at once
                self.closed = True
                self.listener.on_disconnected(host_error_text(message))
                return
            if not self.welcomed:
                self.closed = True
                self.listener.on_failed(host_error_text(message))
                return
        self.listener.on_message(message)

    def send(self, message: dict[str, Any]) -> None:
        if self.link is not None and self.welcomed:
            self.link.send(message)

    # -- drops -------------------------------------------------------------------------------------

    def link_lost(self, link: HostLink) -> None:
        if link is self.link:
            self.link = None
        if self.closed:
            return
        if not self.welcomed:
            if not self._refused:
                self.closed = True
                self.listener.on_failed(
                    tr("%1 との接続が、あいさつの途中で切れました。"
                       "相手が Zashiki のサーバーか、ポート番号を確かめてください。").replace(
                        "%1", f"{self.host}:{self.port}"))
            return
        self._refused = False
        self._schedule_retry()

    def _schedule_retry(self) -> None:
        self.attempt += 1
        if self.attempt > RECONNECT_GIVE_UP:
            self.closed = True
            self.listener.on_disconnected(tr("サーバーとの接続が切れ、再接続できませんでした。"
                                             "サーバーが動いているか確かめて、もう一度接続してください。"))
            return
        delay = RECONNECT_DELAYS[min(self.attempt - 1, len(RECONNECT_DELAYS) - 1)]
        self.listener.on_reconnecting(self.attempt, delay)
        self._retry = self.reactor.callLater(delay, self._retry_now)

    def _retry_now(self) -> None:
        self._retry = None
        if not self.closed:
            self.connect()

    def close(self) -> None:
        self.closed = True
        if self._retry is not None and self._retry.active():
            self._retry.cancel()
        if self.link is not None:
            self.link.close()

    def drop_for_test(self) -> None:
        """Cut the TCP connection as a network fault would (tests of reconnection)."""
        if self.link is not None and self.link.transport is not None:
            self.link.transport.abortConnection()


__all__ = ["HallClient", "ClientListener", "explain_failure"]
