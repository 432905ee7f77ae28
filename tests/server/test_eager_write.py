"""server/eager_write.py on real TCP sockets (loopback, the process's reactor thread): a frame
goes straight to the socket when nothing waits before it, and through Twisted's buffer, in
order, whenever something does."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from twisted.internet import protocol
from twisted.internet.testing import StringTransport

from client.net import reactor_thread
from server.eager_write import write_now


class Held(protocol.Protocol):
    """The server side of one connection: the test drives its transport."""

    def connectionMade(self) -> None:  # noqa: N802 (Twisted's name)
        self.factory.made.set()


@pytest.fixture
def connection() -> Iterator[tuple[Any, socket.socket]]:
    factory = protocol.Factory.forProtocol(Held)
    factory.made = threading.Event()
    built: list[Held] = []
    original = factory.buildProtocol

    def build(addr: Any) -> Held:
        p = original(addr)
        built.append(p)
        return p

    factory.buildProtocol = build
    port = reactor_thread.call_and_wait(lambda: reactor_thread.reactor().listenTCP(0, factory, interface="127.0.0.1"))
    peer = socket.create_connection(("127.0.0.1", port.getHost().port), timeout=10)
    assert factory.made.wait(10)
    yield built[0].transport, peer
    peer.close()
    reactor_thread.call_and_wait(lambda: built[0].transport.abortConnection())
    reactor_thread.call_and_wait(port.stopListening)


def receive(peer: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = peer.recv(size - len(data))
        assert chunk, "the connection closed early"
        data += chunk
    return data


def test_a_frame_with_nothing_before_it_is_sent_at_once(connection):
    transport, peer = connection

    def send() -> tuple[bool, list[bytes]]:
        write_now(transport, b"frame-1")
        return transport.dataBuffer == b"", list(transport._tempDataBuffer)

    empty, pending = reactor_thread.call_and_wait(send)
    assert empty and pending == []  # nothing left for a later reactor turn
    assert receive(peer, 7) == b"frame-1"


def test_a_frame_after_buffered_bytes_waits_its_turn(connection):
    transport, peer = connection

    def send() -> list[bytes]:
        transport.write(b"first,")  # buffered until the next turn
        write_now(transport, b"second")
        return list(transport._tempDataBuffer)

    assert reactor_thread.call_and_wait(send) == [b"first,", b"second"]
    assert receive(peer, 12) == b"first,second"


def test_a_peer_that_stops_reading_gets_every_byte_in_order_later(connection):
    """The socket takes part of a frame; the rest, and every later frame, queue in Twisted."""
    transport, peer = connection
    frames = [bytes([i]) * 65_536 for i in range(64)]  # 4 MiB: more than the kernel buffers

    def send() -> int:
        for frame in frames:
            write_now(transport, frame)
        return len(transport.dataBuffer) + transport._tempDataLen

    assert reactor_thread.call_and_wait(send) > 0  # some of it had to wait
    assert receive(peer, 64 * 65_536) == b"".join(frames)


def test_a_transport_without_a_socket_gets_a_plain_write():
    transport = StringTransport()
    write_now(transport, b"abc")
    write_now(transport, b"def")
    assert transport.value() == b"abcdef"


def test_a_closing_transport_is_left_to_twisted(connection):
    """After ``loseConnection`` a frame goes through ``transport.write`` (Twisted then sends what
    it holds and closes), never past the close straight to the socket."""
    transport, peer = connection

    def send() -> list[bytes]:
        write_now(transport, b"last,")
        transport.loseConnection()
        write_now(transport, b"after")
        return list(transport._tempDataBuffer)

    assert reactor_thread.call_and_wait(send) == [b"after"]
    data = b""
    while chunk := peer.recv(100):
        data += chunk
    assert data == b"last,after"
