"""Send a frame at once when nothing is waiting to go before it on that connection.

Twisted's TCP transport buffers every ``write`` until a later reactor turn finds the socket
writable (twisted/twisted#5303, open since 2011): each message costs a ``send`` plus two
``epoll_ctl`` calls (writable on, then off) and a dispatch through the reactor. The host sends
several views for every accepted action, one per seat, so that overhead was about an eighth of
its CPU time per action (bench/RESULTS.md, issue 12). asyncio's transports do what this does:
try the socket first.

Only the bytes the socket takes at once skip the buffer; whatever it does not take, and every
frame while anything is still buffered, goes through ``transport.write`` as usual, so order,
backpressure (``pauseProducing`` once the buffer is full) and closing stay Twisted's. A transport
that is not a plain TCP socket (a test's ``StringTransport``, TLS) simply gets ``write``.
"""

from __future__ import annotations

from typing import Any


def write_now(transport: Any, data: bytes) -> None:
    """Write ``data`` to ``transport``: straight to its socket if nothing waits before it."""
    if _nothing_buffered(transport):
        try:
            sent = transport.socket.send(data)
        except OSError:  # EAGAIN, or a broken connection: the transport's own write finds out
            sent = 0
        if sent == len(data):
            return
        data = data[sent:]
    transport.write(data)


def _nothing_buffered(transport: Any) -> bool:
    """An open TCP transport (``twisted.internet.tcp.Connection``) with an empty send buffer:
    the fields of ``abstract.FileDescriptor`` its ``write`` and ``doWrite`` keep."""
    return bool(
        getattr(transport, "connected", False)
        and not getattr(transport, "disconnecting", True)
        and not getattr(transport, "_writeDisconnected", True)
        and not getattr(transport, "TLS", True)
        and getattr(transport, "socket", None) is not None
        and not getattr(transport, "dataBuffer", b"?")
        and not getattr(transport, "_tempDataBuffer", [b"?"])
    )
