"""How the phases follow one another: the clock starts the game, a vote's verdict leads on (the
next ならべる word, or the turn that follows a play), and time runs out (the three minutes, a
turn, a vote).

Time: the host's clock reaches the engine only as ``now``. A fresh game has not seen it yet, so
``deadline`` says "now" (0.0) and the first action or tick starts the arrangement's three
minutes or the first turn's sixty seconds.
"""

from __future__ import annotations

from server.games.contract import Event
from server.games.kotoba import narabe, turns
from server.games.kotoba.board import Faces
from server.games.kotoba.dictionary import Dictionary
from server.games.kotoba.settings import NARABE
from server.games.kotoba.state import ARRANGE, FINISHED, VOTE, State


def begin(state: State, now: float) -> list[Event]:
    """The clock reaches the game for the first time."""
    state.started = True
    state.now = now
    return narabe.begin(state, now) if state.mode == NARABE else turns.begin(state, now)


def deadline(state: State) -> float | None:
    """When time next changes something: the vote's end, else the arrangement's or the turn's."""
    if state.phase == FINISHED:
        return None
    if not state.started:
        return 0.0
    if state.phase == VOTE and state.vote is not None:
        return state.vote.deadline
    return state.deadline


def resume(state: State, since: float, now: float) -> list[Event]:
    """The host was down from ``since`` until ``now``: every moment the game holds moves on by
    the downtime, so the arrangement, the turn and the vote keep the time they had left and the
    完成 times keep their order. Nothing to do before the game's clock started or after its end."""
    if not state.started or state.phase == FINISHED:
        return []
    down = now - since
    if state.now is not None:
        state.now += down
    if state.deadline is not None:
        state.deadline += down
    if state.vote is not None:
        state.vote.deadline += down
    state.done = [(seat, at + down) for seat, at in state.done]
    return [{"type": "resumed", "down": down}]


def time_passes(state: State, now: float, faces: Faces, words: Dictionary) -> list[Event]:
    """What the clock does at ``now``: nothing before the deadline; then a vote closes with the
    silent counted as OK, the three minutes end, or the player on turn passes (「自動的にパス」)."""
    if state.phase == FINISHED:
        return []
    if not state.started:
        return begin(state, now)
    due = deadline(state)
    if due is None or now < due:
        return []
    state.now = now
    events: list[Event] = []
    if state.phase == VOTE:
        assert state.vote is not None
        state.vote.expire()  # 黙っている人はOK (rules.md 「判定」)
    elif state.phase == ARRANGE:
        events += narabe.time_up(state, now, faces)
    else:
        assert state.turn is not None
        events += turns.pass_turn(state, state.turn, now, faces, auto=True)
    return events + settle(state, now, faces, words)


def settle(state: State, now: float, faces: Faces, words: Dictionary) -> list[Event]:
    """Close every vote whose verdict is in, and go on: playing alone, the dictionary answers
    for the table (rules.md 「判定」)."""
    events: list[Event] = []
    while state.vote is not None:
        vote = state.vote
        if vote.voters:
            accepted = vote.outcome()
            if accepted is None:
                break
        else:
            accepted = vote.word in words
            events.append({"type": "dictionary_judged", "word": vote.word, "known": accepted})
        events.append(vote.closed_event(accepted))
        state.vote = None
        if not accepted:
            state.rejected.append(vote.word)
        if state.mode == NARABE:
            events += narabe.word_judged(state, accepted, now, faces)
        else:
            events += turns.word_judged(state, vote, accepted, now, faces)
    return events
