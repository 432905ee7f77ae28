"""札読み (seed ＜札読み＞) in the match: what the reader reads next and when, on the state's
``reading`` part. The timing rules themselves (where a 上の句 is cut, what follows it, the 間) are
schedule.py's; the voice's moments are the timeline's.

The 序歌 first (when it is read), then the yomifuda in their hidden order; each 上の句 may be
followed straight on by its 下の句, or after [S], or not at all; a 空札 waits for [S] like a take;
between poems the 間.
"""

from __future__ import annotations

from server.games.contract import Event
from server.games.karuta import outcome, schedule
from server.games.karuta.kimariji import STATIC, kimariji
from server.games.karuta.state import (
    SEATS,
    Due,
    InPlay,
    Part,
    Phase,
    Sounding,
    State,
    Timer,
    Touches,
)
from server.games.karuta.timeline import Timeline


def reading_end(state: State, timeline: Timeline) -> float | None:
    """When the part sounding now ends (at its cut, or whole)."""
    sounding = state.reading.sounding
    if sounding is None:
        return None
    part = timeline.part(sounding.poem, sounding.part)
    return sounding.started_at + schedule.length(part, sounding.stop)


def reading_pending(state: State) -> float | None:
    """The start of a part that has not begun yet (a reading resumed after a pause begins a
    moment after the return), else None."""
    sounding = state.reading.sounding
    return sounding.started_at if sounding is not None and sounding.started_at > state.clock else None


def start_part(state: State, poem: int, part: Part, at: float, stop: float | None) -> Event:
    state.reading.sounding = Sounding(poem, part, at, stop)
    return {"type": "reading", "poem": poem, "part": part}


def begin_interval(state: State, at: float) -> list[Event]:
    """間: 「下の句を読み終わってから次の上の句を読み始める前の間」, drawn per poem."""
    state.phase = Phase.INTERVAL
    state.timer = Timer(at + schedule.draw_ma(state.settings, state.rng), Due.NEXT_POEM)
    return [{"type": "interval"}]


def skips_kara(state: State) -> bool:
    return schedule.skips_kara(state.settings, state.all_com())


def next_poem(state: State, at: float, timeline: Timeline) -> list[Event]:
    """The next reading begins: the 序歌 first (when it is read), then the yomifuda in order."""
    reading = state.reading
    state.timer = None
    state.send = None
    state.touches = Touches()
    state.settled = state.proceeded = False
    state.phase = Phase.READING
    if reading.joka_pending:
        reading.joka_pending = False
        reading.current = None
        return [start_part(state, 0, "kami", at, None)]
    if reading.read >= len(reading.order):
        return outcome.readings_done(state)
    number = reading.order[reading.read]
    reading.read += 1
    k = kimariji(number, reading.order[reading.read - 1:])
    where = state.field.position(number)
    kara = where is None
    part = timeline.part(number, "kami")
    stop = schedule.kami_stop(state.settings, part, STATIC[number], k, kara, skips_kara(state))
    chances = [state.rng.randrange(1 << 31) for _ in range(SEATS)]
    for player, chance in zip(state.players, chances, strict=True):
        player.chance = chance
    reading.current = InPlay(
        poem=number, started_at=at, kimariji=k, kimariji_static=STATIC[number],
        heard_at=at + part.heard_after(k), kami_heard=schedule.heard_times(part, at, stop),
        kara=kara, side=None if where is None else where.side, row=None if where is None else where.row)
    return [start_part(state, number, "kami", at, stop)]


def part_ended(state: State, at: float) -> list[Event]:
    """A part of a reading has been read to its end (or its cut)."""
    sounding = state.reading.sounding
    assert sounding is not None
    state.reading.sounding = None
    if sounding.poem == 0:  # the 序歌: its 下の句 follows, then the first 間
        if sounding.part == "kami":
            return [start_part(state, 0, "shimo", at, None)]
        return begin_interval(state, at)
    current = state.reading.current
    assert current is not None
    if sounding.part == "kami" and schedule.shimo_straight_after_kami(state.settings, current.kara,
                                                                      skips_kara(state)):
        current.shimo_read = True
        return [start_part(state, sounding.poem, "shimo", at, None)]
    if not state.settled:
        if current.kara and state.phase == Phase.READING:
            return kara_ended(state, at)
        return []  # the card waits on the field for a take, or a take is being judged
    if state.proceeded:
        return begin_interval(state, at)
    return []


def kara_ended(state: State, at: float) -> list[Event]:
    """「空札読み後、[S]キーを押すまで試合進行を停止します」; touches stay judged for the window."""
    state.phase = Phase.AFTER_TAKE
    state.timer = Timer(at + schedule.FOUL_WINDOW, Due.SETTLE)
    assert state.reading.current is not None
    return [{"type": "kara_end", "poem": state.reading.current.poem}]


def proceed(state: State, at: float) -> list[Event]:
    """[S]: the 下の句 "after the take" is read now; otherwise the 間 begins once the reader
    has finished what it is reading."""
    state.proceeded = True
    current = state.reading.current
    events: list[Event] = [{"type": "proceed"}]
    if current is not None and schedule.shimo_after_proceed(state.settings, current.shimo_read,
                                                            current.kara, skips_kara(state)):
        current.shimo_read = True
        state.reading.sounding = None
        state.phase = Phase.READING
        return events + [start_part(state, current.poem, "shimo", at, None)]
    if state.reading.sounding is not None:
        state.phase = Phase.READING
        return events
    return events + begin_interval(state, at)


__all__ = ["begin_interval", "kara_ended", "next_poem", "part_ended", "proceed", "reading_end",
           "reading_pending", "start_part"]
