"""Who touched first, fairly for two people on two machines (docs/ARCHITECTURE.md, "Fair timing").

Each client times its player's touch against the moment the current poem's reading began playing
*on that machine* and sends both moments on its own clock (``t`` and ``heard``). The host moves
them to host time with its estimate of that client's clock offset (protocol/clock_sync.py) and
adds its estimate of the round trip (``rtt``). The engine then judges each touch at its *fair
time*: the host's start of that reading plus how long after hearing it the player touched. So a
player whose machine hears the reader 40 ms later, and whose touch takes 40 ms to come back, is
judged as if they sat beside the host.

A touch is not judged the moment it arrives: it waits, as a claim, until any touch of the other
person that could count earlier (or within ``SIMULTANEOUS``) has had time to arrive: the other
person's delay *with its spread* plus a margin, at most ``MAX_HOLD``; then the claims are judged
in fair-time order. That delay (``rival_delay``) is the longer of two high estimates: the host's
``rtt`` (``ClockEstimate.rtt_bound``, from the pings: the network's jitter and the host's own lag
in running a timer and reading a frame are in its samples) and the spread of the trips of that
person's own latest touches (arrival − fair time: the reading's way there, their machine's lag,
the touch's way back, the host's lag), the very delay a claim waits for. And a touch that itself
came in later than its sender's quickest recent trip was held up by something the rival's touch
shares, most often the host (a reading sent late, a frame read late, both under load): its claim
waits that much longer. A COM
has no network: no claim waits for it. Two takes within ``SIMULTANEOUS`` of each other are one
moment, and the card goes to the player on whose side it lies (the usual rule of 競技かるた for a
同時 take).

What it cannot protect against: a modified client that reports earlier touches than its player
made. The bounds below keep such a claim within what the round trip makes possible, so a cheat
gains at most its round trip and ``HEARD_SLACK``, not the whole reading.
"""

from __future__ import annotations

from protocol.clock_sync import KEEP, spread_bound

SIMULTANEOUS = 0.010
"""Touches this close (seconds) are simultaneous."""

HOLD_MARGIN = 0.030
"""Added to a rival's round trip while a claim waits for their touch still on its way: what the
pings do not see (the client's own lag between its player's touch and sending it)."""

UNKNOWN_RTT = 0.050
"""The round trip assumed for a person the host has no estimate for yet."""

MAX_HOLD = 0.300
"""A claim never waits longer than this, however slow a connection says it is."""

HEARD_SLACK = 0.100
"""How much earlier than the round trip allows a touch may count (audio output starts a little
after the message arrives, and a round trip varies)."""

RESUME_LEAD = 1.0
"""After a pause the interrupted part is read again from its start, this long after the return."""


def fair_time(start: float, now: float, t: float | None, heard: float | None,
              rtt: float | None) -> float:
    """The host time a touch counts at. ``start``: when the host began reading the poem;
    ``now``: when the touch arrived; ``t``/``heard``: the touch and the start of the reading as
    the client saw them (None: judged at arrival).

    Only their difference counts, the player's own delay between hearing and touching, so an
    error in the clock-offset estimate (a host clock that drifts against the client's) changes
    nothing. Bounds: an honest touch arrives one round trip after its fair time (the reading's
    way there, the touch's way back), so a fair time earlier than ``now - rtt - HEARD_SLACK`` is
    a claim the network makes impossible; nobody touches after their touch arrived, nor before
    the reading began."""
    if t is None or heard is None:
        return now
    trip = rtt if rtt is not None else UNKNOWN_RTT
    fair = start + (t - heard)
    return max(start, min(now, max(fair, now - trip - HEARD_SLACK)))


def note_trip(trips: list[float], arrived: float, at: float) -> None:
    """A timed touch's trip (its arrival after its fair time) joins the person's latest ``KEEP``."""
    if arrived > at:
        trips.append(arrived - at)
        del trips[:-KEEP]


def rival_delay(rtt: float | None, trips: list[float]) -> float | None:
    """How long after its fair time a person's touch may arrive: the host's high round trip, or
    the mean of their latest touches' trips plus ``SPREAD_K`` deviations when that is longer
    (None: nothing known yet)."""
    if len(trips) < 2:
        return rtt
    return max(rtt or 0.0, spread_bound(trips))


def lateness(trips: list[float], arrived: float, at: float) -> float:
    """How much later than its sender's quickest recent trip a touch came in (0 without one)."""
    return max(0.0, arrived - at - min(trips)) if trips else 0.0


def hold(rivals: list[float | None], late: float = 0.0) -> float:
    """How long after a touch's fair time (and ``SIMULTANEOUS``) its claim waits for the other
    people's touches still on their way: the longest of their delays (``rival_delay``; None: not
    known yet) plus ``HOLD_MARGIN`` plus the touch's own ``lateness``, at most ``MAX_HOLD``. No
    rival (a COM has no network): no wait."""
    if not rivals:
        return 0.0
    longest = max(UNKNOWN_RTT if r is None else r for r in rivals)
    return min(MAX_HOLD, longest + HOLD_MARGIN + late)


def simultaneous(first: float, second: float) -> bool:
    return abs(second - first) <= SIMULTANEOUS + 1e-9  # 10 ms apart is still "within 10 ms"
