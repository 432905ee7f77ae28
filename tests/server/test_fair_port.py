"""server/fair_port.py on real sockets (loopback, the process's reactor thread): a crowd of
connections waiting at once is accepted a few a reactor turn, and every one of them is."""

from __future__ import annotations

import socket
import time
from typing import Any

from twisted.internet import protocol

from client.net import reactor_thread
from server.fair_port import ACCEPTS_PER_TURN, FairPort, listen_fairly

from .on_the_reactor import wait_until

CROWD = 40


def counting_factory() -> tuple[protocol.Factory, list[Any]]:
    """A factory of do-nothing protocols, and the list of those it has built."""
    factory = protocol.Factory.forProtocol(protocol.Protocol)
    built: list[Any] = []
    original_build = factory.buildProtocol
    factory.buildProtocol = lambda addr: built.append(original_build(addr)) or built[-1]
    return factory, built


def close_all(peers: list[socket.socket], built: list[Any], port: Any) -> None:
    for peer in peers:
        peer.close()
    reactor_thread.call_and_wait(lambda: [p.transport.abortConnection() for p in built])
    reactor_thread.call_and_wait(port.stopListening)


def test_a_crowd_of_connections_is_accepted_a_few_a_turn():
    factory, built = counting_factory()
    port = reactor_thread.call_and_wait(lambda: listen_fairly(reactor_thread.reactor(), 0, factory, "127.0.0.1"))
    assert isinstance(port, FairPort)
    accepted: list[int] = []
    original_read = port.doRead

    def counted() -> Any:
        before = len(built)
        try:
            return original_read()
        finally:
            accepted.append(len(built) - before)

    port.doRead = counted
    number = port.getHost().port

    def crowd() -> list[socket.socket]:
        # On the reactor's own thread: the port cannot accept until this returns, so all of
        # them are waiting in the listen backlog (the kernel completes their handshakes).
        return [socket.create_connection(("127.0.0.1", number), timeout=10) for _ in range(CROWD)]

    peers = reactor_thread.call_and_wait(crowd)
    try:
        assert wait_until(lambda: len(built) >= CROWD), "every one is accepted"
        assert len(built) == CROWD
        assert max(accepted) == ACCEPTS_PER_TURN < CROWD, accepted
        assert sum(1 for n in accepted if n) >= CROWD // ACCEPTS_PER_TURN
    finally:
        close_all(peers, built, port)


def test_past_its_accepts_a_second_the_port_waits_and_then_takes_every_one():
    factory, built = counting_factory()
    port = reactor_thread.call_and_wait(
        lambda: listen_fairly(reactor_thread.reactor(), 0, factory, "127.0.0.1", accepts_per_second=50))
    number = port.getHost().port
    started = time.monotonic()
    peers = reactor_thread.call_and_wait(
        lambda: [socket.create_connection(("127.0.0.1", number), timeout=10) for _ in range(CROWD)])
    try:
        assert wait_until(lambda: len(built) >= CROWD), "every one is accepted in the end"
        # 8 at once (the allowance's burst), then 50 a second: the rest wait in the backlog.
        assert time.monotonic() - started >= (CROWD - ACCEPTS_PER_TURN) / 50 * 0.9
        assert port.paused >= 1 and len(built) == CROWD
    finally:
        close_all(peers, built, port)
