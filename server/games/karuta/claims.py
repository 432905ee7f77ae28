"""Touches between two people (docs/ARCHITECTURE.md, "Fair timing"; the numbers are fair.py's):
each touch counts at its fair time, and with two people it waits as a claim until any touch of
the other person that could count earlier has had time to arrive (their delay and its spread:
``fair.rival_delay``); claims are judged in fair-time order, and two takes
within ``fair.SIMULTANEOUS`` go to the player on whose side the card lay. Against a COM (which
acts on the host's own clock) a touch is judged at once, at its fair time.
"""

from __future__ import annotations

from typing import Any

from server.games.contract import Action, Event
from server.games.karuta import fair
from server.games.karuta.state import Claim, How, Phase, State
from server.games.karuta.taking import do_touch, touch_open


def touch_time(state: State, action: Action, now: float) -> float:
    """The moment a touch counts at: its fair time when the client timed it against this
    poem's reading, else its arrival."""
    current = state.reading.current
    if current is None or action.get("heard_poem") != current.poem:
        return now
    return fair.fair_time(current.started_at, now, action.get("t"), action.get("heard"), action.get("rtt"))


def claim(state: State, seat: int, cards: list[int], how: How, at: float, now: float) -> list[Event]:
    """Two people play: the touch waits until any touch of the other person that could count
    earlier (or simultaneous) has had time to arrive, and is judged then (``judge_claim``)."""
    current = state.reading.current
    assert current is not None
    trips = state.players[seat].trips
    late = fair.lateness(trips, now, at)
    fair.note_trip(trips, now, at)
    others = [state.players[s] for s in state.people() if s != seat]
    wait = fair.hold([fair.rival_delay(p.rtt, p.trips) for p in others], late)
    state.claims.append(Claim(seat, cards, how, at, max(now, at + fair.SIMULTANEOUS + wait), current.poem))
    return []


def claims_due(state: State) -> float | None:
    return min((c.due for c in state.claims), default=None)


def would_take(state: State, c: Claim) -> bool:
    current = state.reading.current
    return (current is not None and not current.kara and c.poem == current.poem
            and state.touches.take is None and state.phase == Phase.READING and not state.settled
            and current.poem in c.cards and (c.how != "carry" or c.at >= current.heard_at))


def judge_claim(state: State) -> list[Event]:
    """The earliest claim by fair time is judged, unless the other player's take came within
    ``fair.SIMULTANEOUS`` of it: then the card goes to the player on whose side it lies."""
    claims = sorted(state.claims, key=lambda c: (c.at, c.seat))
    chosen, tie = claims[0], False
    current = state.reading.current
    if would_take(state, chosen):
        rival = next((c for c in claims[1:] if c.seat != chosen.seat
                      and fair.simultaneous(chosen.at, c.at) and would_take(state, c)), None)
        if rival is not None:
            tie = True
            assert current is not None
            if current.side == rival.seat:
                chosen = rival
    state.claims.remove(chosen)
    seat = chosen.seat
    cards = [n for n in chosen.cards if state.field.position(n) is not None]
    if current is None or current.poem != chosen.poem or not touch_open(state) or not cards:
        return [{"type": "missed", "seat": seat}]
    events = do_touch(state, seat, cards, chosen.how, chosen.at)
    take = state.touches.take
    if tie and take is not None and take.by == seat:
        take.simultaneous = True
        events = [mark_simultaneous(e) for e in events]
    return events


def mark_simultaneous(event: dict[str, Any]) -> dict[str, Any]:
    return dict(event, simultaneous=True) if event["type"] == "take" else event


__all__ = ["claim", "claims_due", "judge_claim", "touch_time", "would_take"]
