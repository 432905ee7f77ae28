"""How far another machine's clock is from ours, and how long a message takes there and back,
estimated from the ping/pong exchange every connection already keeps (docs/PROTOCOL.md §2).

Each ``pong`` carries the answering side's own clock. With the moment our ping left (``sent``),
their clock when they answered (``theirs``) and the moment the pong arrived (``received``), one
sample is, as in NTP's on-wire exchange:

    round trip  = received - sent
    offset      = theirs - (sent + received) / 2      (their clock minus ours)

The offset is exact when both directions take equally long; otherwise it is off by at most half
the round trip. So the estimate keeps the samples of the last few pings and trusts the offset of
the one with the shortest round trip (the least queued), as NTP's clock filter does, while the
round trip it reports is a high one, for a caller that must wait for any message still on its way.

A round trip spreads: the network queues, and a busy machine runs a timer late and reads a frame
that arrived late. The reactor's own lag is in the samples: a sample counts from when the ping was
due (``MessageProtocol.ping``'s ``late``) to when the pong is *read*. So the high
round trip (``rtt_bound``) is the longer of the longest of the latest few samples and the mean of
all kept plus ``SPREAD_K`` standard deviations: a line that was steady waits for its own round
trip, a jittery or loaded one for its spread as well.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

own_clock = time.monotonic
"""The clock a side tells in its pongs; a real-time game's client times its player's moves on
the same one (``Game.client_clock_fields``), so the host's offset estimate fits both."""

KEEP = 16
"""Samples kept: with a ping every 2 s, the last half minute."""

RECENT = 5
"""The high round trip is at least the longest of this many latest samples."""

SPREAD_K = 3.0
"""…and at least the mean of the kept samples plus this many standard deviations."""


@dataclass
class ClockEstimate:
    samples: list[tuple[float, float]] = field(default_factory=list)
    """(round trip, offset) per answered ping, oldest first, the latest ``KEEP``. A list, not a
    ``deque(maxlen=KEEP)``: every connection has one from the start, and an empty deque takes a
    block of 64 slots (about 0.5 KB) where an empty list takes 56 bytes (issue 15)."""

    def add(self, sent: float, theirs: float, received: float) -> None:
        """One answered ping. A sample that went back in time (a clock jump) is ignored."""
        rtt = received - sent
        if rtt < 0:
            return
        self.samples.append((rtt, theirs - (sent + received) / 2))
        del self.samples[:-KEEP]

    @property
    def known(self) -> bool:
        return bool(self.samples)

    @property
    def offset(self) -> float | None:
        """Their clock minus ours, from the sample with the shortest round trip."""
        if not self.samples:
            return None
        return min(self.samples)[1]

    @property
    def rtt(self) -> float | None:
        """The round trip now: the longest of the latest samples."""
        if not self.samples:
            return None
        return max(rtt for rtt, _ in self.samples[-RECENT:])

    @property
    def rtt_bound(self) -> float | None:
        """A round trip a message rarely exceeds: ``rtt``, or the mean of the kept samples plus
        ``SPREAD_K`` standard deviations when that is longer (see the module's docstring)."""
        if not self.samples:
            return None
        return max(self.rtt or 0.0, spread_bound([rtt for rtt, _ in self.samples]))

    def to_ours(self, theirs: float) -> float | None:
        """A moment on their clock as a moment on ours (None while nothing is known)."""
        offset = self.offset
        return None if offset is None else theirs - offset


def spread_bound(values: list[float], k: float = SPREAD_K) -> float:
    """The mean of ``values`` plus ``k`` (population) standard deviations."""
    mean = sum(values) / len(values)
    deviation = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
    return mean + k * deviation
