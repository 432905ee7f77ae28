"""競技かるた as a real-time engine behind the game contract.

Reads top to bottom: the state; the match's flow as small rules named after the seed's sections
(基本ルール, 札読み, 札取り, お手つき, 送り札, 札移動); the view (the one place that decides what is
revealed: a poem no earlier than the moment its reading begins, never the reading order); then
the contract. The host owns the clock: every action is stamped with ``now`` on arrival, and the
reader's schedule runs on ``tick``/``deadline``. View and action schema: VIEW.md.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from dataclasses import field as _field
from typing import Any

from server.games.contract import (
    Action,
    CpuLevel,
    CpuPlan,
    Event,
    Game,
    GameError,
    MalformedAction,
    Mark,
    NotYourTurn,
    Result,
    RuleError,
    Unchanged,
    View,
    check_shape,
    rng_from_data,
    rng_state_to_data,
)
from server.games.karuta import com, fair, schedule, techniques
from server.games.karuta import settings as karuta_settings
from server.games.karuta.field import (
    COLS,
    FRAME_COLS,
    ROWS,
    Field,
    Slot,
    auto_layout,
    fits_one_frame,
    landing_slot,
)
from server.games.karuta.kimariji import STATIC, kimariji, kimariji_text
from server.games.karuta.poems import NUMBERS, poem
from server.games.karuta.sending import situation
from server.games.karuta.techniques import KAKOITE, KAKOITE_YABURI, MODORITE, WATARITE, Technique
from server.games.karuta.texts import TEXTS
from server.games.karuta.timeline import Timeline
from server.games.karuta.timeline import load as load_timeline
from server.games.karuta.touch import judge

SEATS = 2
CARDS_PER_SIDE = 25  # 100枚の取り札の内50枚を使用します。25枚ずつを自陣、相手陣に分けて
MAX_TOUCH = 6  # 青枠カーソル内の札（最大6枚が対象）
HOWS = ("click", "sweep", "sweep_cross", "key", "carry")

# Phases (the view's "phase"; VIEW.md says what each allows).
ARRANGE = "arrange"
MEMORIZE = "memorize"
READING = "reading"
AFTER_TAKE = "after_take"
SENDING = "sending"
INTERVAL = "interval"
DECIDED = "decided"
FINISHED = "finished"


@dataclass
class State:
    settings: dict[str, Any]
    seed: int
    rng: random.Random
    field: Field
    order: list[int]  # the yomifuda in reading order: hidden from every view
    read: int = 0  # how many of ``order`` have begun to be read
    phase: str = MEMORIZE
    clock: float = 0.0  # host time of the last step
    names: list[str | None] = _field(default_factory=lambda: [None, None])
    com: list[bool] = _field(default_factory=lambda: [False, False])  # seat_players said CPU
    grades: list[str | None] = _field(default_factory=lambda: [None, None])
    started: list[bool] = _field(default_factory=lambda: [False, False])
    to_place: list[list[int]] = _field(default_factory=lambda: [[], []])
    joka_pending: bool = True
    reading: dict[str, Any] | None = None  # the part being read: poem, part, started_at, stop
    current: dict[str, Any] | None = None  # the poem in play (not the 序歌)
    take: dict[str, Any] | None = None
    fouls_now: list[list[int]] = _field(default_factory=lambda: [[], []])  # sides fouled, per seat
    touches_now: list[int] = _field(default_factory=lambda: [0, 0])
    fouls: list[int] = _field(default_factory=lambda: [0, 0])
    settled: bool = False  # the current poem's outcome is final
    proceeded: bool = False  # [S] given for the current poem
    send: dict[str, Any] | None = None
    timer: float | None = None  # the phase's next change: settle, or the next poem
    timer_what: str | None = None
    private: list[int] = _field(default_factory=lambda: [0, 0])  # per-poem seed, own seat only
    taken: list[dict[str, list[int]]] = _field(
        default_factory=lambda: [{"own": [0, 0, 0], "opp": [0, 0, 0]} for _ in range(SEATS)]
    )
    log: list[dict[str, Any]] = _field(default_factory=list)
    techniques: list[dict[str, Any]] = _field(default_factory=list)  # 特殊技 of the current poem
    winner: int | None = None
    margin: int = 0
    read_out: bool = False  # the match ended because every yomifuda had been read
    # Fair timing between people (fair.py): touches wait as claims and are judged in fair-time
    # order; the host's round-trip estimate per seat; the match pauses while a person is away.
    claims: list[dict[str, Any]] = _field(default_factory=list)
    rtt: list[float | None] = _field(default_factory=lambda: [None, None])
    away: list[bool] = _field(default_factory=lambda: [False, False])
    paused_at: float | None = None


# --------------------------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------------------------


def all_com(state: State) -> bool:
    return all(state.com)


def placed(field: Field) -> list[tuple[int, Slot]]:
    """Every card on the field with its place, side by side, 上段 to 下段, left to right."""
    found = [(n, slot) for n in NUMBERS if (slot := field.position(n)) is not None]
    return sorted(found, key=lambda item: (item[1].side, item[1].row, item[1].col))


def cards_of(field: Field, side: int) -> list[int]:
    return [n for n, slot in placed(field) if slot.side == side]


def counts(field: Field) -> list[int]:
    """Cards per side."""
    found = [0] * SEATS
    for n in NUMBERS:
        slot = field.position(n)
        if slot is not None:
            found[slot.side] += 1
    return found


def side_of(state: State, poem_no: int) -> int | None:
    slot = state.field.position(poem_no)
    return None if slot is None else slot.side


def require_int(action: Action, key: str) -> int:
    value = action.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"「{key}」は整数で指定してください。")
    return value


def require_slot(action: Action) -> Slot:
    side, row, col = (require_int(action, k) for k in ("side", "row", "col"))
    if side not in (0, 1) or not 0 <= row < ROWS or not 0 <= col < COLS:
        raise MalformedAction("場所が競技エリアの外です。")
    return Slot(side, row, col)


# --------------------------------------------------------------------------------------------
# 札読み: the reader (seed ＜札読み＞; the timing rules are in schedule.py)
# --------------------------------------------------------------------------------------------


def reading_end(state: State, timeline: Timeline) -> float | None:
    r = state.reading
    if r is None:
        return None
    return r["started_at"] + schedule.length(timeline.part(r["poem"], r["part"]), r["stop"])


def start_part(state: State, poem_no: int, part: str, at: float, stop: float | None) -> Event:
    state.reading = {"poem": poem_no, "part": part, "started_at": at, "stop": stop}
    return {"type": "reading", "poem": poem_no, "part": part}


def begin_interval(state: State, at: float) -> list[Event]:
    """間: 「下の句を読み終わってから次の上の句を読み始める前の間」, drawn per poem."""
    state.phase = INTERVAL
    state.timer = at + schedule.draw_ma(state.settings, state.rng)
    state.timer_what = "next"
    return [{"type": "interval"}]


def next_poem(state: State, at: float, timeline: Timeline) -> list[Event]:
    """The next reading begins: the 序歌 first (when it is read), then the yomifuda in order."""
    state.timer = state.timer_what = None
    state.take = state.send = None
    state.settled = state.proceeded = False
    state.fouls_now = [[], []]
    state.touches_now = [0, 0]
    state.techniques = []
    state.phase = READING
    if state.joka_pending:
        state.joka_pending = False
        state.current = None
        return [start_part(state, 0, "kami", at, None)]
    if state.read >= len(state.order):
        return readings_done(state)
    number = state.order[state.read]
    state.read += 1
    remaining = state.order[state.read - 1:]
    k = kimariji(number, remaining)
    where = state.field.position(number)
    kara = where is None
    skip = schedule.skips_kara(state.settings, all_com(state))
    part = timeline.part(number, "kami")
    stop = schedule.kami_stop(state.settings, part, STATIC[number], k, kara, skip)
    state.private = [state.rng.randrange(1 << 31) for _ in range(SEATS)]
    state.current = {
        "poem": number,
        "started_at": at,
        "kimariji": k,
        "kimariji_static": STATIC[number],
        "heard_at": at + part.heard_after(k),
        "kami_heard": schedule.heard_times(part, at, stop),
        "kara": kara,
        "side": None if kara else where.side,
        "row": None if kara else where.row,
        "shimo_read": False,
    }
    return [start_part(state, number, "kami", at, stop)]


def part_ended(state: State, at: float) -> list[Event]:
    """A part of a reading has been read to its end (or its cut)."""
    r = state.reading
    assert r is not None
    state.reading = None
    if r["poem"] == 0:  # the 序歌: its 下の句 follows, then the first 間
        if r["part"] == "kami":
            return [start_part(state, 0, "shimo", at, None)]
        return begin_interval(state, at)
    cur = state.current
    assert cur is not None
    skip = schedule.skips_kara(state.settings, all_com(state))
    if r["part"] == "kami" and schedule.shimo_straight_after_kami(state.settings, cur["kara"], skip):
        cur["shimo_read"] = True
        return [start_part(state, r["poem"], "shimo", at, None)]
    if not state.settled:
        if cur["kara"] and state.phase == READING:
            return kara_ended(state, at)
        return []  # the card waits on the field for a take, or a take is being judged
    if state.proceeded:
        return begin_interval(state, at)
    return []


def kara_ended(state: State, at: float) -> list[Event]:
    """「空札読み後、[S]キーを押すまで試合進行を停止します」; touches stay judged for the window."""
    state.phase = AFTER_TAKE
    state.timer = at + schedule.FOUL_WINDOW
    state.timer_what = "settle"
    return [{"type": "kara_end", "poem": state.current["poem"]}]


def proceed(state: State, at: float, timeline: Timeline) -> list[Event]:
    """[S]: the 下の句 "after the take" is read now; otherwise the 間 begins once the reader
    has finished what it is reading."""
    state.proceeded = True
    cur = state.current
    skip = schedule.skips_kara(state.settings, all_com(state))
    events: list[Event] = [{"type": "proceed"}]
    if cur is not None and schedule.shimo_after_proceed(state.settings, cur["shimo_read"], cur["kara"], skip):
        cur["shimo_read"] = True
        state.reading = None
        state.phase = READING
        return events + [start_part(state, cur["poem"], "shimo", at, None)]
    if state.reading is not None:
        state.phase = READING
        return events
    return events + begin_interval(state, at)


# --------------------------------------------------------------------------------------------
# 札取り and お手つき (seed ＜札取り＞, ＜お手つき＞)
# --------------------------------------------------------------------------------------------


def touch_open(state: State) -> bool:
    """Touches are judged while a poem is read and not yet taken, and for the お手つき window
    after a take or after a 空札's reading (「札取り後も、約1秒間はお手つき判定があります」).
    Before a poem is read the hand waits below one's own lower row (seed ＜札読み＞), also in the
    moment before a reading resumes after a pause."""
    return (state.current is not None and not state.settled and state.phase in (READING, AFTER_TAKE)
            and reading_pending(state) is None)


def reading_pending(state: State) -> float | None:
    """The start of a part that has not begun yet (a reading resumed after a pause begins a
    moment after the return), else None."""
    r = state.reading
    return r["started_at"] if r is not None and r["started_at"] > state.clock else None


def add_foul(state: State, seat: int, side: int) -> list[Event]:
    """「お手つきの上限回数は自陣で1回、相手陣で1回の計2回です」: per poem, per side."""
    if side in state.fouls_now[seat]:
        return [{"type": "foul", "seat": seat, "side": side, "fouls": state.fouls[seat], "again": True}]
    state.fouls_now[seat].append(side)
    state.fouls[seat] += 1
    return [{"type": "foul", "seat": seat, "side": side, "fouls": state.fouls[seat]}]


def exempt_side(seat: int, how: str) -> int | None:
    """「出札が相手陣or空札の時に、自陣札の上をドラッグしながら相手陣に抜けた場合は、自陣札は
    お手つき扱いにしません」: a sweep that crossed into the opponent's side leaves one's own cards
    out of the お手つき judgement (the read card among them is still taken)."""
    return seat if how == "sweep_cross" else None


def foul_after_take(state: State, seat: int, cards: list[int], how: str) -> list[Event]:
    """Within the window after a take the read card is gone; a card on the other side than the
    one it lay on is お手つき, one on the same side is safe."""
    lay = state.take["side"]
    spared = exempt_side(seat, how)
    events: list[Event] = []
    for side in sorted({side_of(state, c) for c in cards} - {spared}):
        if side != lay:
            events += add_foul(state, seat, side)
    return events or [{"type": "safe", "seat": seat}]


def take_card(state: State, seat: int, number: int, how: str, at: float) -> list[Event]:
    cur = state.current
    slot = state.field.remove(number)
    state.field.tidy(slot.side)  # 札取り…により札の並びに隙間ができた時は、札を自動で端に寄せます
    where = "own" if slot.side == seat else "opp"
    state.taken[seat][where][slot.row] += 1
    after_ms = round((at - cur["heard_at"]) * 1000)
    state.take = {"poem": number, "by": seat, "side": slot.side, "row": slot.row, "at": at,
                  "after_ms": after_ms, "how": how, "judge_until": at + schedule.FOUL_WINDOW}
    state.phase = AFTER_TAKE
    state.timer = at + schedule.FOUL_WINDOW
    state.timer_what = "settle"
    events: list[Event] = [{"type": "take", "seat": seat, "poem": number, "side": slot.side,
                            "after_ms": after_ms, "how": how}]
    return events + kakoite_at_take(state, seat, number, at)


def do_touch(state: State, seat: int, cards: list[int], how: str, at: float) -> list[Event]:
    cur = state.current
    read = None if cur["kara"] else cur["poem"]
    state.touches_now[seat] += 1
    if how == "carry" and (state.take is not None or read is None):
        return [{"type": "missed", "seat": seat}]  # carrying is not touching: never お手つき
    if state.take is not None:  # the お手つき window after a take
        return foul_after_take(state, seat, cards, how)
    if how == "carry":
        # 「決まり字まで読まれた以降であれば…青枠カーソル内に出札を入れさえすれば」: only the read
        # card counts, only once its 決まり字 has been heard; carrying is not touching.
        if read is not None and read in cards and at >= cur["heard_at"]:
            return take_card(state, seat, read, how, at)
        return [{"type": "missed", "seat": seat}]
    verdict = judge(state.field, read, cards, seat, exempt_side=exempt_side(seat, how))
    if verdict.took:
        return take_card(state, seat, read, how, at)
    events: list[Event] = []
    for side in verdict.foul_sides:
        events += add_foul(state, seat, side)
    if events:
        return events
    return [{"type": "safe", "seat": seat}] + watarite_at_touch(state, seat, cards, how, at)


# --------------------------------------------------------------------------------------------
# Fair timing between people (fair.py): touches are claims judged in fair-time order
# --------------------------------------------------------------------------------------------


def people(state: State) -> list[int]:
    return [s for s in range(SEATS) if not state.com[s]]


def touch_time(state: State, action: Action, now: float) -> float:
    """The moment a touch counts at: its fair time when the client timed it against this
    poem's reading, else its arrival."""
    cur = state.current
    if cur is None or action.get("heard_poem") != cur["poem"]:
        return now
    return fair.fair_time(cur.get("started_at", now), now, action.get("t"), action.get("heard"),
                          action.get("rtt"))


def claim(state: State, seat: int, cards: list[int], how: str, at: float, now: float) -> list[Event]:
    """Two people play: the touch waits until any earlier touch of the other player could have
    arrived, and is judged then (``judge_claim``). Against a COM (which acts on the host's own
    clock) a touch is judged at once, at its fair time."""
    wait = fair.hold([state.rtt[s] for s in people(state)])
    state.claims.append({"seat": seat, "cards": cards, "how": how, "at": at,
                         "due": max(now, at + fair.SIMULTANEOUS + wait),
                         "poem": state.current["poem"]})
    return []


def claims_due(state: State) -> float | None:
    return min((c["due"] for c in state.claims), default=None)


def would_take(state: State, c: dict[str, Any]) -> bool:
    cur = state.current
    return (cur is not None and not cur["kara"] and c["poem"] == cur["poem"] and state.take is None
            and state.phase == READING and not state.settled and cur["poem"] in c["cards"]
            and (c["how"] != "carry" or c["at"] >= cur["heard_at"]))


def judge_claim(state: State) -> list[Event]:
    """The earliest claim by fair time is judged, unless the other player's take came within
    ``fair.SIMULTANEOUS`` of it: then the card goes to the player on whose side it lies."""
    claims = sorted(state.claims, key=lambda c: (c["at"], c["seat"]))
    chosen, tie = claims[0], False
    if would_take(state, chosen):
        rival = next((c for c in claims[1:] if c["seat"] != chosen["seat"]
                      and fair.simultaneous(chosen["at"], c["at"]) and would_take(state, c)), None)
        if rival is not None:
            tie = True
            if state.current["side"] == rival["seat"]:
                chosen = rival
    state.claims.remove(chosen)
    seat = chosen["seat"]
    cur = state.current
    cards = [n for n in chosen["cards"] if state.field.position(n) is not None]
    if cur is None or cur["poem"] != chosen["poem"] or not touch_open(state) or not cards:
        return [{"type": "missed", "seat": seat}]
    events = do_touch(state, seat, cards, chosen["how"], chosen["at"])
    if tie and state.take is not None and state.take["by"] == seat:
        state.take["simultaneous"] = True
        events = [dict(e, simultaneous=True) if e["type"] == "take" else e for e in events]
    return events


# --------------------------------------------------------------------------------------------
# A person away: the reader pauses (Game.pauses_when_away)
# --------------------------------------------------------------------------------------------


def paused(state: State) -> bool:
    return state.paused_at is not None


def set_away(state: State, seat: int, away: bool, now: float, timeline: Timeline) -> list[Event]:
    state.away[seat] = away
    events: list[Event] = [{"type": "away" if away else "back", "seat": seat}]
    if any(state.away) and not paused(state) and state.phase != FINISHED:
        state.paused_at = now
        events.append({"type": "paused"})
    elif not any(state.away) and paused(state):
        events += resume(state, now, timeline)
    return events


def resume(state: State, now: float, timeline: Timeline) -> list[Event]:
    """Everyone is back: the interrupted part is read again from its start after a short lead,
    and every time still ahead moves on by the length of the pause."""
    restart = now + fair.RESUME_LEAD
    gap = restart - state.paused_at
    state.paused_at = None
    if state.timer is not None:
        state.timer += gap
    for c in state.claims:
        c["at"] += gap
        c["due"] += gap
    if state.take is not None:
        state.take["at"] += gap
        state.take["judge_until"] += gap
    cur, r = state.current, state.reading
    if r is not None:
        r["started_at"] = restart
    if cur is not None:
        if r is not None and r["part"] == "kami" and r["poem"] == cur["poem"]:
            part = timeline.part(cur["poem"], "kami")
            cur["started_at"] = restart
            cur["heard_at"] = restart + part.heard_after(cur["kimariji"])
            cur["kami_heard"] = schedule.heard_times(part, restart, r["stop"])
        else:
            cur["started_at"] = cur.get("started_at", now) + gap
            cur["heard_at"] += gap
            cur["kami_heard"] = [t + gap for t in cur["kami_heard"]]
    return [{"type": "resumed", "at": restart}]


def fits_one_key(field: Field, cards: list[int]) -> bool:
    """A numpad key reaches half a row (seed ＜札取り＞ 3.): the cards share side, row and half."""
    slots = [field.position(c) for c in cards]
    return len({(s.side, s.row, s.half) for s in slots}) == 1


# --------------------------------------------------------------------------------------------
# 特殊技 (seed ＜特殊技＞; when each counts: techniques.py; what it does to the COM: com.py)
# --------------------------------------------------------------------------------------------


def technique_open(state: State, seat: int) -> bool:
    """A technique counts for the MAN of a MAN–COM match while a poem on the field is read and
    its card waits to be taken."""
    cur = state.current
    return (techniques.in_play(state.com, seat) and state.phase == READING and cur is not None
            and not cur["kara"] and state.take is None and not state.settled)


def done(state: State, seat: int, technique: Technique) -> bool:
    return any(e["name"] == technique.name and e["seat"] == seat for e in state.techniques)


def active_kakoite(state: State, seat: int) -> dict[str, Any] | None:
    return next((e for e in state.techniques
                 if e["name"] == KAKOITE.name and e["seat"] == seat and e["active"]), None)


def add_technique(state: State, technique: Technique, seat: int, card: int, at: float) -> Event:
    state.techniques.append({"name": technique.name, "label": technique.label, "seat": seat,
                             "poem": card, "at": at, "active": technique is KAKOITE,
                             "until": None if technique is KAKOITE else at})
    return {"type": "technique", "name": technique.name, "label": technique.label, "seat": seat,
            "poem": card}


def end_kakoite(entry: dict[str, Any], at: float) -> Event:
    entry["active"] = False
    entry["until"] = at
    return {"type": "technique_end", "name": KAKOITE.name, "seat": entry["seat"]}


def hover(state: State, seat: int, frame: list[int], at: float) -> list[Event]:
    """What the MAN's frame covers now (the pointer moved): 戻り手 and 囲い手 begin, a 囲い手
    ends. Nothing else about the hand is kept, so a hover that begins or ends nothing changes
    nothing."""
    cur = state.current
    read = cur["poem"]
    events: list[Event] = []
    unread = state.order[state.read - 1:]
    if not done(state, seat, MODORITE):
        reached = [c for c in techniques.modorite_cards(state.field, read, seat, unread) if c in frame]
        if reached:
            events.append(add_technique(state, MODORITE, seat, reached[0], at))
    active = active_kakoite(state, seat)
    if active is not None and not techniques.kakoite_lasts(read, frame):
        events.append(end_kakoite(active, at))
    elif active is None and techniques.kakoite_begins(read, frame, at, cur["heard_at"]):
        events.append(add_technique(state, KAKOITE, seat, read, at))
    return events


def watarite_at_touch(state: State, seat: int, cards: list[int], how: str, at: float) -> list[Event]:
    """「友札を取った時点で渡り手と見なされ」: a safe mouse touch of a 友札 across the halves."""
    if not technique_open(state, seat) or done(state, seat, WATARITE):
        return []
    friend = techniques.watarite_card(state.field, state.current["poem"], cards, how)
    return [] if friend is None else [add_technique(state, WATARITE, seat, friend, at)]


def kakoite_at_take(state: State, seat: int, number: int, at: float) -> list[Event]:
    """A take ends every 囲い手; 「囲い手中にコンピュータが札を取ると「囲い手破り」となります」."""
    events: list[Event] = []
    broken = active_kakoite(state, 1 - seat)
    if broken is not None and state.com[seat]:
        events.append(add_technique(state, KAKOITE_YABURI, seat, number, at))
    for entry in state.techniques:
        if entry["active"]:
            entry["active"] = False
            entry["until"] = at
    return events


# --------------------------------------------------------------------------------------------
# 送り札 (seed ＜送り札＞) and the end of a poem
# --------------------------------------------------------------------------------------------


def took_from(state: State, seat: int) -> tuple[str | None, str | None]:
    """(took, taken) for ``seat`` in the terms of sending.py."""
    take = state.take
    if take is None:
        return None, None
    where = "own" if take["side"] == seat else "opp"
    return (where, None) if take["by"] == seat else (None, where)


def situations(state: State) -> list[Any]:
    rows = []
    for seat in range(SEATS):
        took, taken = took_from(state, seat)
        rows.append(situation(took, taken, len(state.fouls_now[seat]), len(state.fouls_now[1 - seat])))
    return rows


def settle(state: State, at: float) -> list[Event]:
    """The window is over: the 送り札 follow from the take and the お手つき of both players."""
    state.settled = True
    state.timer = state.timer_what = None
    count = situations(state)[0].send  # from seat 0's view: > 0 seat 0 sends, < 0 it receives
    sender = 0 if count > 0 else 1
    room = ROWS * COLS - counts(state.field)[1 - sender]  # a side moved full by hand takes fewer
    count = min(abs(count), counts(state.field)[sender], room)
    state.log.append(log_entry(state))
    if count:
        state.send = {"by": sender, "to": 1 - sender, "count": count, "chosen": []}
        state.phase = SENDING
        return [{"type": "settled", "send": dict(state.send, chosen=[])}]
    return [{"type": "settled", "send": None}] + poem_over(state, at)


def log_entry(state: State) -> dict[str, Any]:
    cur = state.current
    take = state.take
    rows = situations(state)
    return {
        "no": state.read, "poem": cur["poem"], "kimariji": cur["kimariji"],
        "kimariji_text": kimariji_text(cur["poem"], cur["kimariji"]), "kara": cur["kara"],
        "side": cur["side"], "row": cur["row"],
        "taken_by": None if take is None else take["by"],
        "after_ms": None if take is None else take["after_ms"],
        "how": None if take is None else take["how"],
        "fouls": [len(f) for f in state.fouls_now], "sent": [],
        "cards": counts(state.field),
        "situation": [r.name for r in rows], "change": [r.change for r in rows],
        "techniques": [{"name": e["name"], "label": e["label"], "seat": e["seat"], "poem": e["poem"]}
                       for e in state.techniques],
    }


def pick_send(state: State, seat: int, number: int, at: float) -> list[Event]:
    send = state.send
    if side_of(state, number) != seat:
        raise RuleError("送れるのは自陣の札だけです。", rule="send_not_own")
    if number in send["chosen"]:
        # 「札を2枚送る場合、1枚目に選択した札に限りその札を再度クリックすることで選択を取り消す」
        if send["count"] == 2 and send["chosen"] == [number]:
            send["chosen"] = []
            return [{"type": "unpicked", "seat": seat, "poem": number}]
        raise RuleError("その札はもう選んでいます。", rule="send_chosen")
    send["chosen"].append(number)
    if len(send["chosen"]) < send["count"]:
        return [{"type": "picked", "seat": seat, "poem": number}]
    return deliver(state, at)


def deliver(state: State, at: float) -> list[Event]:
    send = state.send
    for number in send["chosen"]:
        state.field.remove(number)
        state.field.place(number, landing_slot(state.field, send["to"]))  # field.py's default place
    state.field.tidy(send["by"])
    state.log[-1]["sent"].append({"by": send["by"], "poems": list(send["chosen"])})
    state.log[-1]["cards"] = counts(state.field)
    events: list[Event] = [{"type": "sent", "by": send["by"], "poems": list(send["chosen"])}]
    state.send = None
    return events + poem_over(state, at)


def poem_over(state: State, at: float) -> list[Event]:
    """「先に札が全てなくなった陣地の方を勝者とします」, checked once the poem's 送り札 are done."""
    left = counts(state.field)
    if 0 in left:
        empty = left.index(0)
        if state.winner is None:
            state.winner = empty
            state.margin = left[1 - empty]
        state.phase = DECIDED
        if sum(left) == 0:
            return finish(state)
        return [{"type": "decided", "winner": state.winner, "cards": left}]
    state.phase = AFTER_TAKE
    return []


def readings_done(state: State) -> list[Event]:
    """Every yomifuda has been read while both sides still hold cards (a 読み札選択 that does not
    read every card on the field): the side with fewer cards left wins, equal counts are a draw
    (rule choice of this version, rules.md). A match already decided keeps its result."""
    left = counts(state.field)
    if state.winner is None:
        state.read_out = True
        if left[0] != left[1]:
            state.winner = 0 if left[0] < left[1] else 1
            state.margin = abs(left[0] - left[1])
    return finish(state)


def finish(state: State) -> list[Event]:
    state.phase = FINISHED
    state.timer = state.timer_what = None
    state.reading = None
    return [{"type": "finished", "winner": state.winner}]


# --------------------------------------------------------------------------------------------
# 札移動 (seed ＜札移動＞)
# --------------------------------------------------------------------------------------------


def moves_allowed(state: State) -> bool:
    """「試合開始前（暗記時間中）」「札取りor送り札の直後」「下の句を読み終わり、次の札の上の句を読む
    までの間」; and after a side is emptied (「陣地間を札移動することで試合の続行が可能」)."""
    if state.phase in (MEMORIZE, INTERVAL, DECIDED):
        return True
    return state.phase == AFTER_TAKE and state.settled and not state.proceeded


def move_card(state: State, number: int, slot: Slot) -> list[Event]:
    here = state.field.position(number)
    if here is None:
        raise RuleError("その札は場にありません。", rule="not_on_field")
    if here == slot:  # 同じ場所に移動した（＝札をクリックした）場合…浮き札
        return toggle_float(state, number)
    moved = Field.load(state.field.dump())  # the field is changed only if the move is possible
    moved.move(number, slot)
    state.field = moved
    return [{"type": "moved", "poem": number, "side": slot.side, "row": slot.row, "col": slot.col}]


def toggle_float(state: State, number: int) -> list[Event]:
    if state.field.position(number) is None:
        raise RuleError("その札は場にありません。", rule="not_on_field")
    state.field.toggle_float(number)
    return [{"type": "floated", "poem": number, "floating": state.field.floating(number)}]


# --------------------------------------------------------------------------------------------
# The view
# --------------------------------------------------------------------------------------------


def field_view(state: State, layout: list[tuple[int, Slot]]) -> list[dict[str, Any]]:
    return [{"poem": n, "side": slot.side, "row": slot.row, "col": slot.col,
             "floating": state.field.floating(n), "lines": list(poem(n).torifuda)}
            for n, slot in layout]


def reading_view(state: State, timeline: Timeline) -> dict[str, Any] | None:
    r = state.reading
    if r is None:
        return None
    p = poem(r["poem"])
    part = timeline.part(r["poem"], r["part"])
    kanji = list(p.kanji[:3] if r["part"] == "kami" else p.kanji[3:])
    return {"poem": r["poem"], "part": r["part"], "started_at": r["started_at"], **part.to_view(),
            "stop_at": r["stop"], "text_kanji": kanji, "text_kana": p.reading(r["part"])}


def current_view(state: State) -> dict[str, Any] | None:
    cur = state.current
    if cur is None:
        return None
    p = poem(cur["poem"])
    return {"poem": cur["poem"], "author": p.author, "kimariji": cur["kimariji"],
            "kimariji_static": cur["kimariji_static"],
            "kimariji_text": kimariji_text(cur["poem"], cur["kimariji"]),
            "heard_at": cur["heard_at"], "kami_heard": list(cur["kami_heard"]),
            "kara": cur["kara"], "side": cur["side"], "row": cur["row"],
            "lines": list(p.torifuda), "shimo_read": cur["shimo_read"]}


def side_view(state: State, side: int, layout: list[tuple[int, Slot]]) -> dict[str, Any]:
    grade = state.grades[side]
    com_info = None
    if state.com[side] or grade is not None:
        com_info = (karuta_settings.com_params(state.settings, side, grade).to_wire() if grade
                    else {"grade": None})
    rows = [0, 0, 0]
    for _, slot in layout:
        if slot.side == side:
            rows[slot.row] += 1
    return {"name": state.names[side], "com": com_info, "fouls": state.fouls[side],
            "cards": sum(rows), "rows": rows,
            "taken": {k: list(v) for k, v in state.taken[side].items()},
            "started": state.started[side], "to_place": sorted(state.to_place[side]),
            "to_place_lines": {str(n): list(poem(n).torifuda) for n in sorted(state.to_place[side])}}


def legal_actions(state: State, seat: int | None) -> list[Action]:
    """Complete actions, the ones that move the match on first. Two kinds are too many to list
    and are given by one example each: ``place`` (any card of ``sides[you].to_place`` to any
    free place of one's side) and ``move`` (any card to any place with room, while
    ``moves_allowed``). A touch may also cover more cards than the one listed (VIEW.md)."""
    if seat is None or state.phase == FINISHED:
        return []
    if paused(state) and state.phase not in (ARRANGE, MEMORIZE):
        return []  # the reader waits for the person who is away
    legal: list[Action] = []
    if state.phase == ARRANGE and state.to_place[seat]:
        legal.append({"type": "auto_place"})
    if state.phase == MEMORIZE and not state.started[seat]:
        legal.append({"type": "start"})
    may_drive = not state.com[seat] or all_com(state)  # MAN–COM: the MAN presses [S]
    if may_drive and state.phase == AFTER_TAKE and state.settled and not state.proceeded:
        legal.append({"type": "proceed"})
    if may_drive and state.phase == DECIDED:
        if all(counts(state.field)):
            legal.append({"type": "proceed"})
        legal.append({"type": "finish"})
    if state.phase == SENDING and state.send["by"] == seat:
        chosen = state.send["chosen"]
        again = chosen if state.send["count"] == 2 and len(chosen) == 1 else []
        legal += [{"type": "pick_send", "poem": n} for n in cards_of(state.field, seat)
                  if n not in chosen or n in again]
    on_field = [n for n, _ in placed(state.field)] if touch_open(state) or moves_allowed(state) else []
    if touch_open(state):
        legal += [{"type": "touch", "cards": [n], "how": "click"} for n in on_field]
    if technique_open(state, seat):
        legal.append({"type": "hover", "cards": []})
    if moves_allowed(state):
        legal += [{"type": "float", "poem": n} for n in on_field]
    if state.phase == ARRANGE and state.to_place[seat]:
        legal.append(example_place(state, seat))
    if moves_allowed(state) and on_field:
        legal.append(example_move(state, seat, on_field))
    return legal


def first_free(field: Field, side: int) -> Slot:
    """The first free place of a side, 下段 first, from the left."""
    for row in (2, 1, 0):
        for col in range(COLS):
            if field.at(Slot(side, row, col)) is None:
                return Slot(side, row, col)
    raise RuleError("この陣にはもう札を置く場所がありません。", rule="no_space")


def example_place(state: State, seat: int) -> Action:
    """One complete ``place`` (any card of ``to_place`` may go to any free place of one's side)."""
    slot = first_free(state.field, seat)
    return {"type": "place", "poem": min(state.to_place[seat]), "row": slot.row, "col": slot.col}


def example_move(state: State, seat: int, on_field: list[int]) -> Action:
    """One complete ``move`` (any card may go to any place that has room): a card of one's own
    side, else the first card, to the first free place of its side."""
    mine = [n for n in on_field if side_of(state, n) == seat]
    number = (mine or on_field)[0]
    side = side_of(state, number)
    if counts(state.field)[side] == ROWS * COLS:
        side = 1 - side
    slot = first_free(state.field, side)
    return {"type": "move", "poem": number, "side": slot.side, "row": slot.row, "col": slot.col}


def may(state: State, seat: int, kind: str) -> bool:
    """Whether ``seat`` may take an action of this kind now."""
    return any(a["type"] == kind for a in legal_actions(state, seat))


# --------------------------------------------------------------------------------------------
# The contract
# --------------------------------------------------------------------------------------------


class KarutaGame(Game):
    id = "karuta"
    texts = TEXTS
    record_marks = (Mark("reading", "karuta.mark.reading", (("part", "kami"),), first=1),)  # a 上の句 is read
    title = "競技かるた"
    kind = "realtime"
    min_seats = max_seats = default_seats = SEATS
    settings = karuta_settings.SETTINGS
    cpu_levels = tuple(CpuLevel(g, karuta_settings.GRADE_LABELS[g]) for g in karuta_settings.GRADES)
    stamps_allowed = False  # a real-time match: stamps would cover the field
    client_clock_fields = ("t", "heard")  # a touch timed on the player's machine (fair.py)
    pauses_when_away = True

    def __init__(self, timeline: Timeline | None = None) -> None:
        self._timeline = timeline

    @property
    def timeline(self) -> Timeline:
        """The shipped voice timeline (voice_timeline.json), read on first use; tests may give
        their own."""
        if self._timeline is None:
            self._timeline = load_timeline()
        return self._timeline

    def validate_settings(self, given: Any) -> dict[str, Any]:
        return karuta_settings.check(given)

    # -- life cycle -----------------------------------------------------------------------------

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        """Choose the 50 torifuda, 25 a side, and shuffle all 100 yomifuda (seed ＜基本ルール＞), or
        as the table's 取り札・読み札選択 says (settings.py)."""
        settings = karuta_settings.check(settings)
        self.timeline  # noqa: B018 - fail at the start, not in the middle, without a timeline
        rng = random.Random(seed)
        # 取り札・読み札選択: the field from the chosen cards (all 100 unless chosen otherwise),
        # half a side; the yomifuda as chosen (all 100 unless chosen otherwise)
        size = karuta_settings.field_size(settings)
        chosen = rng.sample(karuta_settings.chosen_torifuda(settings), size)
        sides = [sorted(chosen[:size // 2]), sorted(chosen[size // 2:])]
        order = karuta_settings.yomifuda(settings, chosen)
        rng.shuffle(order)
        state = State(settings=settings, seed=seed, rng=rng, field=Field(), order=order,
                      joka_pending=settings["joka"])
        if settings["layout"] == "manual":
            state.phase = ARRANGE
            state.to_place = sides
        else:
            for side in range(SEATS):
                self._auto_place(state, side, sides[side])
        return state

    @staticmethod
    def _auto_place(state: State, side: int, numbers: list[int]) -> None:
        """札初期配置 自動: field.auto_layout's places, each taken if still free, else the
        nearest free place of that side."""
        layout = auto_layout(list(numbers), side, state.rng)
        for number in numbers:
            slot = layout[number]
            if state.field.at(slot) is not None:
                slot = min(state.field.free_slots(side),
                           key=lambda s: (abs(s.row - slot.row) * COLS + abs(s.col - slot.col)))
            state.field.place(number, slot)

    def seat_players(self, state: State, names: list[str | None]) -> None:
        state.names = list(names)
        state.com = [name is None for name in names]

    # -- the view -------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        layout = placed(state.field)
        view: View = {
            "phase": state.phase,
            "clock": state.clock,
            "you": seat,
            "sides": [side_view(state, s, layout) for s in range(SEATS)],
            "field": field_view(state, layout),
            "geometry": {"rows": ROWS, "cols": COLS, "frame_cols": FRAME_COLS},
            "reading": reading_view(state, self.timeline),
            "current": current_view(state),
            "take": None if state.take is None else dict(state.take),
            "fouls_now": [len(f) for f in state.fouls_now],
            "touches_now": list(state.touches_now),
            "settled": state.settled,
            "read_count": state.read,
            "unread_count": len(state.order) - state.read,
            "send": None if state.send is None else {**state.send, "chosen": list(state.send["chosen"])},
            "log": [dict(e, sent=[dict(s, poems=list(s["poems"])) for s in e["sent"]],
                         fouls=list(e["fouls"]), cards=list(e["cards"]),
                         situation=list(e["situation"]), change=list(e["change"]),
                         techniques=[dict(t) for t in e.get("techniques", [])])
                    for e in state.log],
            "techniques": [dict(e) for e in state.techniques],
            "settings": karuta_settings.public(state.settings),
            "moves_allowed": moves_allowed(state),
            "away": list(state.away),
            "paused": paused(state),
            "result": self._result_view(state),
            "legal": legal_actions(state, seat),
        }
        if seat is not None:
            view["private"] = {"seed": state.private[seat]}
        return view

    @staticmethod
    def _result_view(state: State) -> dict[str, Any] | None:
        if state.winner is None and not (state.read_out and state.phase == FINISHED):
            return None
        return {"winner": state.winner, "reason": reason(state), "margin": state.margin}

    # -- acting ---------------------------------------------------------------------------------

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        if seat not in range(SEATS):
            raise NotYourTurn("観戦中は操作できません。", rule="spectator")
        handler = ACTIONS[check_shape(action, ACTION_SHAPES, ACTION_REQUIRED)]
        snapshot = None
        if (due := self.deadline(state)) is not None and due <= now:
            snapshot = self.dump(state)  # timers due before this action run first
        events = self.tick(state, now)
        try:
            events += handler(self, state, seat, action, now)
        except GameError:
            if snapshot is not None:
                restored = self.load(snapshot)
                state.__dict__.update(restored.__dict__)
            raise
        if not events and action["type"] == "hover":
            raise Unchanged()  # it began or ended nothing: the state, the view and the log stay
        state.clock = now
        rtt = action.get("rtt")
        if rtt is not None and not state.com[seat]:
            state.rtt[seat] = min(max(float(rtt), 0.0), fair.MAX_HOLD)
        return events

    def _need(self, state: State, seat: int, kind: str) -> None:
        if not may(state, seat, kind):
            raise NotYourTurn(NOT_NOW.get(kind, "いまはその操作はできません。"), rule=f"{kind}_not_now")

    def _place(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        number = require_int(action, "poem")
        row, col = require_int(action, "row"), require_int(action, "col")
        self._need(state, seat, "place")
        if number not in state.to_place[seat]:
            raise RuleError("その札は並べる札ではありません。", rule="not_to_place")
        if not (0 <= row < ROWS and 0 <= col < COLS):
            raise MalformedAction("場所が競技エリアの外です。")
        slot = Slot(seat, row, col)
        if state.field.at(slot) is not None:
            raise RuleError("その場所にはもう札があります。", rule="occupied")
        state.field.place(number, slot)
        state.to_place[seat].remove(number)
        return [{"type": "placed", "seat": seat, "poem": number}] + self._arranged(state)

    def _auto(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "auto_place")
        self._auto_place(state, seat, sorted(state.to_place[seat]))
        state.to_place[seat] = []
        return [{"type": "placed", "seat": seat, "poem": None}] + self._arranged(state)

    @staticmethod
    def _arranged(state: State) -> list[Event]:
        if any(state.to_place):
            return []
        state.phase = MEMORIZE
        return [{"type": "memorize"}]

    def _start(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        grade = action.get("grade")
        if grade is not None and grade not in karuta_settings.GRADES:
            raise MalformedAction("級位が正しくありません。")
        self._need(state, seat, "start")
        state.started[seat] = True
        if grade is not None and state.com[seat]:  # a COM says its 級位 (shown on its panel)
            state.grades[seat] = grade
        events: list[Event] = [{"type": "started", "seat": seat}]
        if all(state.started):
            events += begin_interval(state, now)
        return events

    def _touch(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        cards = action.get("cards")
        how = action.get("how", "click")
        if (not isinstance(cards, list) or not cards or len(cards) > MAX_TOUCH
                or any(isinstance(c, bool) or not isinstance(c, int) for c in cards)
                or len(set(cards)) != len(cards)):
            raise MalformedAction(f"触れる札は1〜{MAX_TOUCH}枚の札番号で指定してください。")
        if how not in HOWS:
            raise MalformedAction("取り方が正しくありません。")
        self._need(state, seat, "touch")
        gone = [c for c in cards if state.field.position(c) is None]
        if gone:
            if state.take is None or gone != [state.take["poem"]]:
                raise RuleError("そこに札はありません。", rule="not_on_field")
            # the other player's take got there first: the card has gone, which is no error
            cards = [c for c in cards if c not in gone]
            if not cards:
                return [{"type": "missed", "seat": seat}]
        if not (fits_one_key if how == "key" else fits_one_frame)(state.field, cards):
            raise RuleError("青枠カーソル1つに入らない札です。", rule="not_one_frame")
        at = touch_time(state, action, now)  # t / heard / rtt are numbers: check_shape saw to it
        if len(people(state)) == SEATS:  # two people, two machines: wait for the other's touch
            return claim(state, seat, list(cards), how, at, now)
        return do_touch(state, seat, list(cards), how, at)

    def _away(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        return set_away(state, seat, True, now, self.timeline)

    def _back(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        return set_away(state, seat, False, now, self.timeline)

    def _hover(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        """The MAN's frame moved (mouse only): accepted at any moment of the match, so a hover
        still on its way when a card is taken is no error; it counts only while a technique can
        (``technique_open``), and then its cards are checked like a touch's."""
        cards = action.get("cards")
        if (not isinstance(cards, list) or len(cards) > MAX_TOUCH
                or any(isinstance(c, bool) or not isinstance(c, int) for c in cards)
                or len(set(cards)) != len(cards)):
            raise MalformedAction(f"枠の札は0〜{MAX_TOUCH}枚の札番号で指定してください。")
        if not technique_open(state, seat):
            return []
        if any(state.field.position(c) is None for c in cards):
            raise RuleError("そこに札はありません。", rule="not_on_field")
        if cards and not fits_one_frame(state.field, cards):
            raise RuleError("青枠カーソル1つに入らない札です。", rule="not_one_frame")
        return hover(state, seat, list(cards), now)

    def _move(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        number = require_int(action, "poem")
        slot = require_slot(action)
        self._need(state, seat, "move")
        return move_card(state, number, slot)

    def _float(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        number = require_int(action, "poem")
        self._need(state, seat, "float")
        return toggle_float(state, number)

    def _pick(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        number = require_int(action, "poem")
        self._need(state, seat, "pick_send")
        return pick_send(state, seat, number, now)

    def _proceed(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "proceed")
        return proceed(state, now, self.timeline)

    def _finish(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "finish")
        return finish(state)

    # -- the clock ------------------------------------------------------------------------------

    def deadline(self, state: State) -> float | None:
        if paused(state):
            return None  # the reader waits for the person who is away
        times = [t for t in (claims_due(state), reading_pending(state),
                             reading_end(state, self.timeline), state.timer) if t is not None]
        return min(times) if times else None

    def tick(self, state: State, now: float) -> list[Event]:
        """Run every change of the schedule due by ``now``, each at its own time."""
        events: list[Event] = []
        while (due := self.deadline(state)) is not None and due <= now:
            pending = reading_pending(state)
            state.clock = due
            if claims_due(state) == due:
                events += judge_claim(state)
            elif pending == due:  # a resumed reading begins: touches are open again
                events.append({"type": "reading", "poem": state.reading["poem"],
                               "part": state.reading["part"]})
            elif reading_end(state, self.timeline) == due:
                events += part_ended(state, due)
            elif state.timer_what == "settle":
                events += settle(state, due)
            else:
                events += next_poem(state, due, self.timeline)
        return events

    def waiting_on(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(SEATS) if legal_actions(state, s))

    def result(self, state: State) -> Result | None:
        if state.phase != FINISHED or (state.winner is None and not state.read_out):
            return None
        if state.winner is None:  # read out with as many cards on each side: a draw
            return Result((1, 1), (0, 0), reason(state))
        ranks = tuple(1 if s == state.winner else 2 for s in range(SEATS))
        points = tuple(state.margin if s == state.winner else -state.margin for s in range(SEATS))
        return Result(ranks, points, reason(state))

    # -- persistence ----------------------------------------------------------------------------

    def dump(self, state: State) -> dict[str, Any]:
        data = {k: v for k, v in state.__dict__.items() if k not in ("rng", "field")}
        data = _plain(data)
        data["rng"] = rng_state_to_data(state.rng)
        data["field"] = state.field.dump()
        return data

    def load(self, data: dict[str, Any]) -> State:
        values = _plain({k: v for k, v in data.items() if k not in ("rng", "field")})
        return State(rng=rng_from_data(data["rng"]), field=Field.load(data["field"]), **values)

    # -- the COM --------------------------------------------------------------------------------

    def cpu_plan(self, view: View, level: str, rng: random.Random, budget: float) -> CpuPlan:
        return com.plan(view, level, rng)

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        """For a host that does not use plans: the planned action, ignoring its time."""
        return com.choose_now(view, level, rng)


def _plain(value: Any) -> Any:
    """A deep copy made of dicts, lists and scalars (msgpack turns tuples into lists anyway)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def reason(state: State) -> str:
    if state.winner is None:
        return "読み札をすべて読み終え、残り札が同じ数で引き分けです。"
    # a person's side is "<name>の陣"; a COM's seat has no name here: "第2陣（COM）" (not
    # 「第2陣の陣」)
    name = state.names[state.winner]
    side = f"{name}の陣" if name else f"{karuta_settings.SIDE_LABELS[state.winner]}（COM）"
    if state.read_out:
        return f"読み札をすべて読み終え、{side}の残り札が少なくなりました（{state.margin}枚差）。"
    return f"{side}の札が先になくなりました（{state.margin}枚差）。"


NOT_NOW = {
    "touch": "いまは札に触れられません（読みが始まってから取ります）。",
    "move": "いまは札を動かせません。",
    "float": "いまは札を動かせません。",
    "pick_send": "いまは送り札を選べません。",
    "proceed": "いまは進められません。",
    "start": "いまは試合を始められません。",
    "place": "いまは札を並べられません。",
    "auto_place": "いまは札を並べられません。",
    "finish": "いまは試合を終えられません。",
}

SECONDS = (int, float)
ACTION_SHAPES: dict[str, dict[str, type | tuple[type, ...]]] = {
    kind: {**fields, "rtt": SECONDS}  # the host adds its round-trip estimate to a person's action
    for kind, fields in {
        "place": {"poem": int, "row": int, "col": int},
        "auto_place": {},
        "start": {"grade": str},
        # t / heard: the touch and the start of the poem's reading, on the host's clock (fair.py)
        "touch": {"cards": list, "how": str, "t": SECONDS, "heard": SECONDS, "heard_poem": int},
        "hover": {"cards": list},
        "move": {"poem": int, "side": int, "row": int, "col": int},
        "float": {"poem": int},
        "pick_send": {"poem": int},
        "proceed": {},
        "finish": {},
        "away": {},  # the host's, for a person whose connection dropped (never from a client)
        "back": {},
    }.items()
}
"""Every action and its fields (VIEW.md); contract.check_shape refuses anything else."""
OPTIONAL = {("start", "grade"), ("touch", "how"), ("touch", "t"), ("touch", "heard"),
            ("touch", "heard_poem")}
ACTION_REQUIRED = {kind: tuple(k for k in fields if k != "rtt" and (kind, k) not in OPTIONAL)
                   for kind, fields in ACTION_SHAPES.items()}

ACTIONS = {
    "place": KarutaGame._place,
    "auto_place": KarutaGame._auto,
    "start": KarutaGame._start,
    "touch": KarutaGame._touch,
    "hover": KarutaGame._hover,
    "move": KarutaGame._move,
    "float": KarutaGame._float,
    "pick_send": KarutaGame._pick,
    "proceed": KarutaGame._proceed,
    "finish": KarutaGame._finish,
    "away": KarutaGame._away,
    "back": KarutaGame._back,
}

__all__ = ["KarutaGame", "State"]
