"""A person away (``Game.pauses_when_away``): the reader stops while anyone's connection is lost,
and when everyone is back the interrupted part is read again from its start a moment later;
every time still ahead moves on by the length of the pause. The host down (``Game.resume``) is a
pause over its downtime: a reading it cut is read again from its start, whoever is at the table,
so no card is taken before its 決まり字 is heard again."""

from __future__ import annotations

from server.games.contract import Event
from server.games.karuta import fair, schedule
from server.games.karuta.state import Phase, State
from server.games.karuta.timeline import Timeline


def paused(state: State) -> bool:
    return state.paused_at is not None


def set_away(state: State, seat: int, away: bool, now: float, timeline: Timeline) -> list[Event]:
    state.players[seat].away = away
    anyone = any(p.away for p in state.players)
    events: list[Event] = [{"type": "away" if away else "back", "seat": seat}]
    if anyone and not paused(state) and state.phase != Phase.FINISHED:
        state.paused_at = now
        events.append({"type": "paused"})
    elif not anyone and paused(state):
        events += resume(state, now, timeline)
    return events


def resume(state: State, now: float, timeline: Timeline) -> list[Event]:
    """Everyone is back: the interrupted part is read again from its start after a short lead,
    and every time still ahead moves on by the length of the pause."""
    assert state.paused_at is not None
    restart = now + fair.RESUME_LEAD
    gap = restart - state.paused_at
    state.paused_at = None
    if state.timer is not None:
        state.timer.at += gap
    for c in state.claims:
        c.at += gap
        c.due += gap
    take = state.touches.take
    if take is not None:
        take.at += gap
        take.judge_until += gap
    current, sounding = state.reading.current, state.reading.sounding
    if sounding is not None:
        sounding.started_at = restart
    if current is not None:
        if sounding is not None and sounding.part == "kami" and sounding.poem == current.poem:
            part = timeline.part(current.poem, "kami")
            current.started_at = restart
            current.heard_at = restart + part.heard_after(current.kimariji)
            current.kami_heard = schedule.heard_times(part, restart, sounding.stop)
        else:
            current.started_at += gap
            current.heard_at += gap
            current.kami_heard = [t + gap for t in current.kami_heard]
    return [{"type": "resumed", "at": restart}]


def after_downtime(state: State, since: float, now: float, timeline: Timeline) -> list[Event]:
    """The host was down from ``since`` until ``now``: as a pause that began at ``since`` and
    ends now. A match already paused stays paused (its pause now includes the downtime, and
    ends when its people are back); a match over, or not begun, has nothing to move."""
    if state.phase == Phase.FINISHED or paused(state) or state.clock == 0.0:
        return []
    state.paused_at = since
    events = resume(state, now, timeline)
    state.clock = now
    return events


__all__ = ["after_downtime", "paused", "resume", "set_away"]
