"""札取り and お手つき in the match (seed ＜札取り＞, ＜お手つき＞): when a touch is judged, what it
takes or fouls, and the second after a take. What one touch does to the field alone is
touch.py's ``judge``; the moment a touch counts at is fair.py's.
"""

from __future__ import annotations

from server.games.contract import Event
from server.games.karuta import schedule, techniques
from server.games.karuta.reader import reading_pending
from server.games.karuta.state import Due, How, Phase, State, Take, Timer
from server.games.karuta.touch import judge


def touch_open(state: State) -> bool:
    """Touches are judged while a poem is read and not yet taken, and for the お手つき window
    after a take or after a 空札's reading (「札取り後も、約1秒間はお手つき判定があります」).
    Before a poem is read the hand waits below one's own lower row (seed ＜札読み＞), also in the
    moment before a reading resumes after a pause."""
    return (state.reading.current is not None and not state.settled
            and state.phase in (Phase.READING, Phase.AFTER_TAKE) and reading_pending(state) is None)


def side_of(state: State, poem: int) -> int | None:
    slot = state.field.position(poem)
    return None if slot is None else slot.side


def add_foul(state: State, seat: int, side: int) -> list[Event]:
    """「お手つきの上限回数は自陣で1回、相手陣で1回の計2回です」: per poem, per side."""
    fouled = state.touches.fouled[seat]
    player = state.players[seat]
    if side in fouled:
        return [{"type": "foul", "seat": seat, "side": side, "fouls": player.fouls, "again": True}]
    fouled.append(side)
    player.fouls += 1
    return [{"type": "foul", "seat": seat, "side": side, "fouls": player.fouls}]


def exempt_side(seat: int, how: str) -> int | None:
    """「出札が相手陣or空札の時に、自陣札の上をドラッグしながら相手陣に抜けた場合は、自陣札は
    お手つき扱いにしません」: a sweep that crossed into the opponent's side leaves one's own cards
    out of the お手つき judgement (the read card among them is still taken)."""
    return seat if how == "sweep_cross" else None


def foul_after_take(state: State, seat: int, cards: list[int], how: str) -> list[Event]:
    """Within the window after a take the read card is gone; a card on the other side than the
    one it lay on is お手つき, one on the same side is safe."""
    take = state.touches.take
    assert take is not None
    spared = exempt_side(seat, how)
    events: list[Event] = []
    for side in sorted({side_of(state, c) for c in cards} - {spared}):
        if side != take.side:
            events += add_foul(state, seat, side)
    return events or [{"type": "safe", "seat": seat}]


def take_card(state: State, seat: int, number: int, how: How, at: float) -> list[Event]:
    current = state.reading.current
    assert current is not None
    slot = state.field.remove(number)
    state.field.tidy(slot.side)  # 札取り…により札の並びに隙間ができた時は、札を自動で端に寄せます
    taken = state.players[seat].taken
    (taken.own if slot.side == seat else taken.opp)[slot.row] += 1
    after_ms = round((at - current.heard_at) * 1000)
    state.touches.take = Take(number, seat, slot.side, slot.row, at, after_ms, how,
                              judge_until=at + schedule.FOUL_WINDOW)
    state.phase = Phase.AFTER_TAKE
    state.timer = Timer(at + schedule.FOUL_WINDOW, Due.SETTLE)
    events: list[Event] = [{"type": "take", "seat": seat, "poem": number, "side": slot.side,
                            "after_ms": after_ms, "how": how}]
    return events + techniques.kakoite_at_take(state, seat, number, at)


def do_touch(state: State, seat: int, cards: list[int], how: How, at: float) -> list[Event]:
    current = state.reading.current
    assert current is not None
    read = None if current.kara else current.poem
    touches = state.touches
    touches.count[seat] += 1
    if how == "carry" and (touches.take is not None or read is None):
        return [{"type": "missed", "seat": seat}]  # carrying is not touching: never お手つき
    if touches.take is not None:  # the お手つき window after a take
        return foul_after_take(state, seat, cards, how)
    if how == "carry":
        # 「決まり字まで読まれた以降であれば…青枠カーソル内に出札を入れさえすれば」: only the read
        # card counts, only once its 決まり字 has been heard; carrying is not touching.
        if read is not None and read in cards and at >= current.heard_at:
            return take_card(state, seat, read, how, at)
        return [{"type": "missed", "seat": seat}]
    verdict = judge(state.field, read, cards, seat, exempt_side=exempt_side(seat, how))
    if verdict.took:
        assert read is not None
        return take_card(state, seat, read, how, at)
    events: list[Event] = []
    for side in verdict.foul_sides:
        events += add_foul(state, seat, side)
    if events:
        return events
    return [{"type": "safe", "seat": seat}] + techniques.watarite_at_touch(state, seat, cards, how, at)


__all__ = ["add_foul", "do_touch", "exempt_side", "foul_after_take", "side_of", "take_card", "touch_open"]
