"""A listening port that accepts a few connections a reactor turn, and no more than so many a
second.

Twisted's ``tcp.Port.doRead`` accepts up to ``numberAccepts`` connections each time the
listening socket is readable: 100 at first, 20 more each time it takes them all. Each accepted
connection costs the host a protocol, its timers and the admission checks, so under a crowd of
connections from many machines (issue 15's ``machines`` attack: 1,800 connections opened at 500
a second) one turn of the reactor spent 10–20 ms accepting, and every person whose action
arrived meanwhile waited for all of it. Accepting at most ``ACCEPTS_PER_TURN`` a turn lets the
reactor see the people's sockets between batches; the epoll reactor is level-triggered, so the
rest are accepted in the next turns, and a deeper listen backlog (``BACKLOG``) holds them
meanwhile instead of making their machines retry the connection a second later.

A machine that connects and drops as fast as it can (fresh names, refused at once) still made
the host accept 2,500–10,000 connections a second, a half core at ~50–120 µs each, and the
people at tables waited behind it. So the port also accepts no more than ``accepts_per_second``
(``--max-accepts-per-second``, 1,000 by default: a LAN party of 200 people all coming back
after a host restart takes a fraction of a second): past it the port stops reading its socket
until the allowance refills, and the connections wait in the backlog, as HAProxy's
``maxconnrate`` does. A flooding machine then slows itself; a newcomer waits a millisecond or two.
"""

from __future__ import annotations

from typing import Any

from twisted.internet import tcp
from twisted.internet.posixbase import PosixReactorBase

from server.rate_limit import TokenBucket

ACCEPTS_PER_TURN = 8
ACCEPTS_PER_SECOND = 1000.0
BACKLOG = 1024  # the kernel caps it at net.core.somaxconn


class FairPort(tcp.Port):
    """``tcp.Port`` accepting at most ``ACCEPTS_PER_TURN`` connections each reactor turn and
    ``accepts_per_second`` (0: no limit) a second."""

    def __init__(self, *args: Any, accepts_per_second: float = ACCEPTS_PER_SECOND, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.accepts_per_second = accepts_per_second
        # A tenth of a second's worth at once: a crowd arriving together is not made to wait.
        self._allowance = TokenBucket(capacity=max(ACCEPTS_PER_TURN, accepts_per_second / 10),
                                      rate=accepts_per_second)
        self._resume: Any = None
        self.paused = 0  # times it stopped reading for the allowance to refill

    def doRead(self) -> Any:  # noqa: N802 (Twisted's name)
        self.numberAccepts = min(self.numberAccepts, ACCEPTS_PER_TURN)
        if self.accepts_per_second > 0:
            now = self.reactor.seconds()
            self._allowance.ready(now)
            allowed = int(self._allowance.tokens)
            if allowed < 1:
                self._pause((1.0 - self._allowance.tokens) / self.accepts_per_second)
                return None
            self.numberAccepts = min(self.numberAccepts, allowed)
            self._allowance.take(now, self.numberAccepts)  # at most that many are accepted
        return super().doRead()

    def _pause(self, seconds: float) -> None:
        """Stop reading the listening socket for ``seconds``; its connections wait in the backlog."""
        self.paused += 1
        self.stopReading()
        self._resume = self.reactor.callLater(seconds, self._go_on)

    def _go_on(self) -> None:
        self._resume = None
        if self.connected:
            self.startReading()

    def connectionLost(self, reason: Any) -> None:  # noqa: N802 (Twisted's name)
        if self._resume is not None and self._resume.active():
            self._resume.cancel()
        self._resume = None
        super().connectionLost(reason)


def listen_fairly(reactor: Any, port: int, factory: Any, interface: str = "",
                  accepts_per_second: float = ACCEPTS_PER_SECOND) -> Any:
    """``reactor.listenTCP`` with a ``FairPort`` and a deep backlog: what ``listenTCP`` does in
    Twisted's posix reactors, with our port. Any other reactor (a test's ``MemoryReactor``)
    gets its own ``listenTCP``."""
    if not isinstance(reactor, PosixReactorBase):
        return reactor.listenTCP(port, factory, backlog=BACKLOG, interface=interface)
    listening = FairPort(port, factory, backlog=BACKLOG, interface=interface, reactor=reactor,
                         accepts_per_second=accepts_per_second)
    listening.startListening()
    return listening
