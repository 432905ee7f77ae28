"""送り札 (seed ＜送り札＞) and the end of a poem: once the お手つき window is over the poem's
outcome is settled, its line goes into the match log (試合経過詳細), and the 送り札 the take and
the お手つき call for (sending.py's table) are picked by the sender, card by card."""

from __future__ import annotations

from server.games.contract import Event, RuleError
from server.games.karuta.field import COLS, ROWS, landing_slot
from server.games.karuta.outcome import poem_over
from server.games.karuta.sending import Row, Where, situation
from server.games.karuta.state import (
    SEATS,
    LogEntry,
    Phase,
    Sending,
    Sent,
    State,
    TechniqueNoted,
)
from server.games.karuta.taking import side_of
from server.games.karuta.texts import TEXTS


def took_from(taken_by: int | None, side: int | None, seat: int) -> tuple[Where | None, Where | None]:
    """(took, taken) for ``seat`` in the terms of sending.py, for a card taken by ``taken_by``
    from ``side`` (nobody took it: ``taken_by`` None)."""
    if taken_by is None or side is None:
        return None, None
    where: Where = "own" if side == seat else "opp"
    return (where, None) if taken_by == seat else (None, where)


def rows_of(taken_by: int | None, side: int | None, fouls: list[int]) -> list[Row]:
    """Each seat's row of the 送り札 table for one poem."""
    return [situation(*took_from(taken_by, side, seat), fouls[seat], fouls[1 - seat])
            for seat in range(SEATS)]


def settle(state: State, at: float) -> list[Event]:
    """The window is over: the 送り札 follow from the take and the お手つき of both players."""
    state.settled = True
    state.timer = None
    take = state.touches.take
    fouls = [len(f) for f in state.touches.fouled]
    rows = rows_of(None if take is None else take.by, None if take is None else take.side, fouls)
    count = rows[0].send  # from seat 0's view: > 0 seat 0 sends, < 0 it receives
    sender = 0 if count > 0 else 1
    left = state.field.counts()
    room = ROWS * COLS - left[1 - sender]  # a side moved full by hand takes fewer
    count = min(abs(count), left[sender], room)
    state.log.append(log_entry(state))
    if count:
        state.send = Sending(sender, 1 - sender, count)
        state.phase = Phase.SENDING
        return [{"type": "settled", "send": {"by": sender, "to": 1 - sender, "count": count, "chosen": []}}]
    return [{"type": "settled", "send": None}] + poem_over(state)


def log_entry(state: State) -> LogEntry:
    current = state.reading.current
    assert current is not None
    take = state.touches.take
    return LogEntry(
        no=state.reading.read, poem=current.poem, kimariji=current.kimariji, kara=current.kara,
        side=current.side, row=current.row,
        taken_by=None if take is None else take.by,
        after_ms=None if take is None else take.after_ms,
        how=None if take is None else take.how,
        fouls=[len(f) for f in state.touches.fouled], cards=state.field.counts(),
        techniques=[TechniqueNoted(t.name, t.seat, t.poem) for t in state.touches.techniques],
    )


def pick_send(state: State, seat: int, number: int) -> list[Event]:
    send = state.send
    assert send is not None
    if side_of(state, number) != seat:
        raise RuleError(TEXTS("send_not_own"))
    if number in send.chosen:
        # 「札を2枚送る場合、1枚目に選択した札に限りその札を再度クリックすることで選択を取り消す」
        if send.count == 2 and send.chosen == [number]:
            send.chosen = []
            return [{"type": "unpicked", "seat": seat, "poem": number}]
        raise RuleError(TEXTS("send_chosen"))
    send.chosen.append(number)
    if len(send.chosen) < send.count:
        return [{"type": "picked", "seat": seat, "poem": number}]
    return deliver(state)


def deliver(state: State) -> list[Event]:
    send = state.send
    assert send is not None
    for number in send.chosen:
        state.field.remove(number)
        state.field.place(number, landing_slot(state.field, send.to))  # field.py's default place
    state.field.tidy(send.by)
    entry = state.log[-1]
    entry.sent.append(Sent(send.by, list(send.chosen)))
    entry.cards = state.field.counts()
    events: list[Event] = [{"type": "sent", "by": send.by, "poems": list(send.chosen)}]
    state.send = None
    return events + poem_over(state)


__all__ = ["deliver", "log_entry", "pick_send", "rows_of", "settle", "took_from"]
