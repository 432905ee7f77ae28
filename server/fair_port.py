"""A listening port that accepts a few connections a reactor turn, not a hundred.

Twisted's ``tcp.Port.doRead`` accepts up to ``numberAccepts`` connections each time the
listening socket is readable: 100 at first, 20 more each time it takes them all. Each accepted
connection costs the host a protocol, its timers and the admission checks, so under a crowd of
connections from many machines (issue 15's ``machines`` attack: 1,800 connections opened at 500
a second) one turn of the reactor spent 10–20 ms accepting, and every person whose action
arrived meanwhile waited for all of it. Accepting at most ``ACCEPTS_PER_TURN`` a turn lets the
reactor see the people's sockets between batches; the epoll reactor is level-triggered, so the
rest are accepted in the next turns, and a deeper listen backlog (``BACKLOG``) holds them
meanwhile instead of making their machines retry the connection a second later.
"""

from __future__ import annotations

from typing import Any

from twisted.internet import tcp
from twisted.internet.posixbase import PosixReactorBase

ACCEPTS_PER_TURN = 8
BACKLOG = 1024  # the kernel caps it at net.core.somaxconn


class FairPort(tcp.Port):
    """``tcp.Port`` accepting at most ``ACCEPTS_PER_TURN`` connections each reactor turn."""

    def doRead(self) -> Any:
        self.numberAccepts = min(self.numberAccepts, ACCEPTS_PER_TURN)
        return super().doRead()


def listen_fairly(reactor: Any, port: int, factory: Any, interface: str = "") -> Any:
    """``reactor.listenTCP`` with a ``FairPort`` and a deep backlog: what ``listenTCP`` does in
    Twisted's posix reactors, with our port. Any other reactor (a test's ``MemoryReactor``)
    gets its own ``listenTCP``."""
    if not isinstance(reactor, PosixReactorBase):
        return reactor.listenTCP(port, factory, backlog=BACKLOG, interface=interface)
    listening = FairPort(port, factory, backlog=BACKLOG, interface=interface, reactor=reactor)
    listening.startListening()
    return listening
