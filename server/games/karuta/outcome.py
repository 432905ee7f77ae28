"""The end of the match (seed ＜基本ルール＞): 「先に札が全てなくなった陣地の方を勝者とします」.

A side emptied decides the 勝負 (the players may end there, or move cards and play on: seed
＜札移動＞); when every yomifuda has been read first, the side with fewer cards left wins and
equal counts are a draw (a rule choice of this version, rules.md). The reason is a text.
"""

from __future__ import annotations

from protocol.texts import Text
from server.games.contract import Event, Result
from server.games.karuta.state import SEATS, Phase, State
from server.games.karuta.texts import TEXTS


def poem_over(state: State) -> list[Event]:
    """「先に札が全てなくなった陣地の方を勝者とします」, checked once the poem's 送り札 are done."""
    left = state.field.counts()
    if 0 in left:
        empty = left.index(0)
        if state.outcome.winner is None:
            state.outcome.winner = empty
            state.outcome.margin = left[1 - empty]
        state.phase = Phase.DECIDED
        if sum(left) == 0:
            return finish(state)
        return [{"type": "decided", "winner": state.outcome.winner, "cards": left}]
    state.phase = Phase.AFTER_TAKE
    return []


def readings_done(state: State) -> list[Event]:
    """Every yomifuda has been read while both sides still hold cards (a 読み札選択 that does not
    read every card on the field): the side with fewer cards left wins, equal counts are a draw.
    A match already decided keeps its result."""
    left = state.field.counts()
    if state.outcome.winner is None:
        state.outcome.read_out = True
        if left[0] != left[1]:
            state.outcome.winner = 0 if left[0] < left[1] else 1
            state.outcome.margin = abs(left[0] - left[1])
    return finish(state)


def finish(state: State) -> list[Event]:
    state.phase = Phase.FINISHED
    state.timer = None
    state.reading.sounding = None
    return [{"type": "finished", "winner": state.outcome.winner}]


def over(state: State) -> bool:
    """The match has ended with a result (decided and finished, or read out)."""
    return state.phase == Phase.FINISHED and (state.outcome.winner is not None or state.outcome.read_out)


def side_text(state: State, side: int) -> Text:
    """A side as the result names it: a person's 「<name>の陣」; a COM's seat has no name in the
    engine, so 「第2陣（COM）」."""
    name = state.players[side].name
    return TEXTS("side.person", name=name) if name else TEXTS("side.com", n=side + 1)


def reason(state: State) -> Text:
    result = state.outcome
    if result.winner is None:
        return TEXTS("reason.draw")
    side = side_text(state, result.winner)
    if result.read_out:
        return TEXTS("reason.read_out", side=side, margin=result.margin)
    return TEXTS("reason.emptied", side=side, margin=result.margin)


def result(state: State) -> Result | None:
    if not over(state):
        return None
    winner, margin = state.outcome.winner, state.outcome.margin
    if winner is None:  # read out with as many cards on each side: a draw
        return Result((1, 1), (0, 0), reason(state))
    ranks = tuple(1 if s == winner else 2 for s in range(SEATS))
    points = tuple(margin if s == winner else -margin for s in range(SEATS))
    return Result(ranks, points, reason(state))


__all__ = ["finish", "over", "poem_over", "readings_done", "reason", "result", "side_text"]
