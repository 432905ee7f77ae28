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
round trip it reports is a high one (the longest of the latest few), for a caller that must wait
for any message still on its way.
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
"""The round trip reported is the longest of this many latest samples."""


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
        """A high estimate of the round trip now: the longest of the latest samples."""
        if not self.samples:
            return None
        return max(rtt for rtt, _ in self.samples[-RECENT:])

    def to_ours(self, theirs: float) -> float | None:
        """A moment on their clock as a moment on ours (None while nothing is known)."""
        offset = self.offset
        return None if offset is None else theirs - offset
