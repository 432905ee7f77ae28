"""The view (VIEW.md): the one place that decides what a seat sees. A poem is named no earlier
than the moment its 決まり字 is heard, or its card taken (release.py; the practice, which keeps
everything, from the moment its reading begins), the reading order never; a seat's own COM
chance only to that seat. Texts for people travel as codes (texts.py); the poems and names as
they are. Every call builds a fresh value."""

from __future__ import annotations

from functools import cache
from typing import Any

from server.games.contract import View, plain_copy
from server.games.karuta import settings as karuta_settings
from server.games.karuta.field import COLS, FRAME_COLS, ROWS, frames
from server.games.karuta.kimariji import kimariji_text
from server.games.karuta.legal import legal_actions, templates
from server.games.karuta.moves import moves_allowed
from server.games.karuta.outcome import reason
from server.games.karuta.pause import paused
from server.games.karuta.poems import poem
from server.games.karuta.release import named
from server.games.karuta.sending import change_text, situation_text
from server.games.karuta.settling import rows_of
from server.games.karuta.state import SEATS, LogEntry, Phase, State
from server.games.karuta.techniques import TECHNIQUES
from server.games.karuta.timeline import Timeline
from server.games.karuta.touch import key_reach


def view(state: State, seat: int | None, timeline: Timeline, as_heard: bool = True) -> View:
    return {**shared_view(state, timeline, as_heard), **seat_view(state, seat)}


def shared_view(state: State, timeline: Timeline, as_heard: bool = True) -> View:
    """What every seat and spectator sees alike (the host builds and encodes it once a step).
    ``as_heard``: the poem in play is named only once heard (release.py)."""
    hidden = as_heard and not named(state)
    return {
        "phase": state.phase.value,
        "clock": state.clock,
        "sides": [side_view(state, s) for s in range(SEATS)],
        "field": field_view(state),
        "reading": reading_view(state, timeline, hidden),
        "current": None if hidden else current_view(state),
        "take": take_view(state),
        "fouls_now": [len(f) for f in state.touches.fouled],
        "touches_now": list(state.touches.count),
        "settled": state.settled,
        "read_count": state.reading.read,
        "unread_count": len(state.reading.order) - state.reading.read,
        "send": None if state.send is None else {"by": state.send.by, "to": state.send.to,
                                                 "count": state.send.count, "chosen": list(state.send.chosen)},
        "log": plain_copy([log_view(entry) for entry in state.log]),  # fresh: the texts are kept
        "techniques": [{"name": t.name, "label": TECHNIQUES[t.name].text().to_wire(), "seat": t.seat,
                        "poem": t.poem, "at": t.at, "active": t.active, "until": t.until}
                       for t in ([] if hidden else state.touches.techniques)],
        "settings": karuta_settings.public(state.settings),
        "moves_allowed": moves_allowed(state),
        "away": [p.away for p in state.players],
        "paused": paused(state),
        "result": result_view(state),
    }


def seat_view(state: State, seat: int | None) -> View:
    """What is the seat's own: who it is, what its hand reaches, what it may do, its COM's chance."""
    own: View = {"you": seat, "geometry": geometry(seat), "legal": legal_actions(state, seat),
                 "templates": templates(state, seat)}
    if seat is not None:
        own["private"] = {"seed": state.players[seat].chance}
    return own


def geometry(seat: int | None) -> dict[str, Any]:
    """The field's size, and for a seat what its hand reaches: ``frames[side][row][col]`` the
    places its frame covers with the pointer over that place, ``keys`` the places each numpad
    key touches (none for a spectator, who has no hand)."""
    return {"rows": ROWS, "cols": COLS, "frame_cols": FRAME_COLS,
            "frames": [] if seat is None else plain_copy(frames(seat)),
            "keys": [] if seat is None else plain_copy(key_reach(seat))}


def field_view(state: State) -> list[dict[str, Any]]:
    return [dict(card, lines=list(poem(card["poem"]).torifuda)) for card in state.field.to_wire()]


def reading_view(state: State, timeline: Timeline, hidden: bool = False) -> dict[str, Any] | None:
    """The part sounding now; while its poem is not named (``hidden``), only that a 上の句
    sounds since ``started_at``."""
    sounding = state.reading.sounding
    if sounding is None:
        return None
    if hidden:
        return {"poem": None, "part": sounding.part, "started_at": sounding.started_at, "named": False}
    p = poem(sounding.poem)
    part = timeline.part(sounding.poem, sounding.part)
    kanji = list(p.kanji[:3] if sounding.part == "kami" else p.kanji[3:])
    return {"poem": sounding.poem, "part": sounding.part, "started_at": sounding.started_at,
            "named": True, **part.to_view(), "stop_at": sounding.stop, "text_kanji": kanji,
            "text_kana": p.reading(sounding.part)}


def current_view(state: State) -> dict[str, Any] | None:
    current = state.reading.current
    if current is None:
        return None
    p = poem(current.poem)
    return {"poem": current.poem, "author": p.author, "kimariji": current.kimariji,
            "kimariji_static": current.kimariji_static,
            "kimariji_text": kimariji_text(current.poem, current.kimariji),
            "heard_at": current.heard_at, "kami_heard": list(current.kami_heard),
            "kara": current.kara, "side": current.side, "row": current.row,
            "lines": list(p.torifuda), "shimo_read": current.shimo_read}


def take_view(state: State) -> dict[str, Any] | None:
    take = state.touches.take
    if take is None:
        return None
    shown: dict[str, Any] = {"poem": take.poem, "by": take.by, "side": take.side, "row": take.row,
                             "at": take.at, "after_ms": take.after_ms, "how": take.how,
                             "judge_until": take.judge_until}
    if take.simultaneous:
        shown["simultaneous"] = True
    return shown


def side_view(state: State, side: int) -> dict[str, Any]:
    player = state.players[side]
    com = None
    if player.params is not None:
        com = player.params.to_wire()
    elif player.com:
        com = {"grade": None}  # a COM that has not said its 級位 yet
    rows = state.field.row_counts(side)
    to_place = sorted(player.to_place)
    return {"name": player.name, "com": com, "fouls": player.fouls, "cards": sum(rows), "rows": rows,
            "taken": {"own": list(player.taken.own), "opp": list(player.taken.opp)},
            "started": player.started, "to_place": to_place,
            "to_place_lines": {str(n): list(poem(n).torifuda) for n in to_place}}


@cache
def battle_texts(taken_by: int | None, side: int | None, fouls: tuple[int, ...]) -> dict[str, list[Any]]:
    """Each seat's row of the 送り札 table for one poem and its 戦局変化, as texts (null when
    nothing happened in that poem: no take, no お手つき). Said once for each case: copy it
    before changing it."""
    rows = rows_of(taken_by, side, list(fouls))
    said = [situation_text(row) for row in rows]
    return {"situation": [None if text is None else text.to_wire() for text in said],
            "change": [None if text is None else change_text(row).to_wire() for row, text in zip(rows, said, strict=True)]}


def log_view(entry: LogEntry) -> dict[str, Any]:
    """One line of 試合経過詳細, with each seat's row of the 送り札 table (its texts as kept by
    ``battle_texts``: the view copies the whole log)."""
    return {
        "no": entry.no, "poem": entry.poem, "kimariji": entry.kimariji,
        "kimariji_text": kimariji_text(entry.poem, entry.kimariji), "kara": entry.kara,
        "side": entry.side, "row": entry.row, "taken_by": entry.taken_by, "after_ms": entry.after_ms,
        "how": entry.how, "fouls": list(entry.fouls),
        "sent": [{"by": s.by, "poems": list(s.poems)} for s in entry.sent],
        "cards": list(entry.cards),
        **battle_texts(entry.taken_by, entry.side, tuple(entry.fouls)),
        "techniques": [{"name": t.name, "label": TECHNIQUES[t.name].text().to_wire(), "seat": t.seat,
                        "poem": t.poem} for t in entry.techniques],
    }


def result_view(state: State) -> dict[str, Any] | None:
    """Set once the 勝負 is decided (or every yomifuda has been read and the match is over)."""
    result = state.outcome
    if result.winner is None and not (result.read_out and state.phase == Phase.FINISHED):
        return None
    return {"winner": result.winner, "reason": reason(state).to_wire(), "margin": result.margin}


__all__ = ["seat_view", "shared_view", "view"]
