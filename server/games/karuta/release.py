"""Release as heard (issue 33): between people over the LAN, nothing a seat is told may name the
poem being read, or say where its card lies, before a person at that seat could have heard it.

The poem in play is *named* ``NAMING_LAG`` after its 札確定文字 has been heard
(``current.heard_at``, on the host's clock: the end of its last kana, which a reading cut at the
決まり字 fades out a little before), or with the take, or when its reading is over (a 空札's
reading ended, the 間, the match decided), whichever comes first. Before that, the views show
the reading only as "a 上の句 is being read since ``started_at``" (``reading.poem`` null,
``current`` null) and its events do not name the poem; a 空札 is not told apart from a card on
the field either. The voice and the kana of the text mode reach the seats as timed media
(stream.py), never ahead of the sound by more than the stream's buffer.

Naming is a function of the state and the host time of the step (``state.clock``), so the
engine's ``deadline`` includes the naming moment: the host runs a step (a tick) then, logged like
any other, and the view it publishes names the poem. A replay names it at the same step.

The practice runs the engine in the player's own process and keeps everything
(``KarutaGame(release_as_heard=False)``).
"""

from __future__ import annotations

from server.games.contract import Event
from server.games.karuta.state import InPlay, Phase, State

NAMING_LAG = 0.05
"""Seconds after its 決まり字 is heard (on the host's clock) that the poem is named. A client plays
the streamed voice at its host time, and its sound card gives it out a little later still (the
app's player ~12 ms after a low-latency PulseAudio client, bench/karuta_sound_out.py, and the
device's own buffer on top): a person hears the kana no sooner than that.
Named this much later, the view that names the poem reaches no client before the person there
could have heard it (bench/karuta_fairness.py ``--part cheat`` measures the cheater's lead)."""


def named(state: State) -> bool:
    """The poem in play may be named: its 決まり字 has been heard (``NAMING_LAG`` ago), its card
    taken, or its reading is over (there is nothing to hide for the 序歌 or between poems)."""
    current = state.reading.current
    return (current is None or state.phase != Phase.READING or state.touches.take is not None
            or state.clock >= naming_at(current))


def naming_at(current: InPlay) -> float:
    """The host time the poem in play is named if nothing names it sooner."""
    return current.heard_at + NAMING_LAG


def naming_due(state: State) -> float | None:
    """The host time the poem in play is to be named (a step of its own), or None when it is
    named already."""
    if named(state):
        return None
    assert state.reading.current is not None
    return naming_at(state.reading.current)


def naming_event(state: State) -> Event:
    """The event of the step that names the poem in play."""
    assert state.reading.current is not None
    return {"type": "heard", "poem": state.reading.current.poem}


SEALED_EVENTS = frozenset({"technique", "technique_end"})
"""Events that would tell what the frame found (a 別れ札, the read card): kept back until the
poem is named; the view's ``techniques`` shows them from then on."""


def seal(state: State, events: list[Event]) -> list[Event]:
    """A step's events as they may be told: while the poem in play is not named, the beginning
    of its reading does not name it, and what a hover found is not said."""
    if named(state):
        return events
    return [{k: v for k, v in e.items() if k != "poem"} if e.get("type") == "reading" else e
            for e in events if e.get("type") not in SEALED_EVENTS]


__all__ = ["NAMING_LAG", "named", "naming_at", "naming_due", "naming_event", "seal"]
