"""特殊技 (seed ＜特殊技＞): when a 戻り手, a 渡り手 or a 囲い手 counts, as pure rules over the field.

「人vsコンピュータで、マウス操作の時のみ以下の特殊技が存在します」: they count only for the MAN of a
MAN–COM match, and only from the mouse: what the blue frame covers while the pointer moves (the
``hover`` action) and touches made with the pointer (never a numpad key).

1. 戻り手: 「出札が自陣にあり別れ札（出札と決まり字が途中まで同じで、決まり字数が出札と同じ相手陣の
   札）がある場合で、相手陣の別れ札を青枠カーソル内に入れた時点で戻り手と見なされ」.
2. 渡り手: 「どちらか一方の陣地で分けて置いてある出札と友札（上の句が出札と同音で始まる同一陣地内の
   札）…出札と友札が左右に分かれている場合、友札を取った時点で渡り手と見なされ」.
3. 囲い手: 「出札の札確定文字を読み終わる前に青枠カーソル内に出札を入れると、入れている間に限り囲い手と
   見なされ…囲い手中にコンピュータが札を取ると「囲い手破り」となります」.

What each does to the COM (a probability, from its parameters) is the COM's own business
(com.py, ``TechniqueReaction``); the engine only says that a technique happened, in the view and
in 試合経過詳細 (the functions at the end: the techniques of the poem in play, in the state). A technique counts while the read card waits to be taken (the reading is on and
nobody has taken it), each 戻り手 and 渡り手 once per poem; a 囲い手 lasts while the frame holds the
read card and may begin again (before the 札確定文字 has been read) after it has ended.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from protocol.texts import Text
from server.games.contract import Event
from server.games.karuta.field import Field
from server.games.karuta.kimariji import tomofuda, wakarefuda
from server.games.karuta.release import named
from server.games.karuta.state import Phase, State, TechniqueMade
from server.games.karuta.texts import TEXTS


@dataclass(frozen=True)
class Technique:
    name: str  # the id on the wire; its text names it as the seed does (technique.<name>)
    once_per_poem: bool  # a 囲い手 may begin again; the others count once a poem

    def text(self) -> Text:
        return TEXTS(f"technique.{self.name}")


MODORITE = Technique("modorite", True)  # 戻り手
WATARITE = Technique("watarite", True)  # 渡り手
KAKOITE = Technique("kakoite", False)  # 囲い手
KAKOITE_YABURI = Technique("kakoite_yaburi", True)  # 囲い手破り: the COM's answer to a 囲い手

TECHNIQUES: dict[str, Technique] = {t.name: t for t in (MODORITE, WATARITE, KAKOITE, KAKOITE_YABURI)}

MOUSE_HOWS = frozenset({"click", "sweep", "sweep_cross"})  # 「マウス操作の時のみ」: not "key"


def in_play(com: list[bool], seat: int) -> bool:
    """「人vsコンピュータで」: the seat is the MAN and the other seat a COM."""
    return not com[seat] and com[1 - seat]


def modorite_cards(field: Field, read: int, seat: int, unread: Collection[int]) -> list[int]:
    """The 別れ札 a 戻り手 reaches for: the read card lies on ``seat``'s side (出札が自陣にあり), and
    these are the opponent's cards that sound like it up to its last 決まり字 kana and have a
    決まり字 of the same length (kimariji.wakarefuda). Empty when the read card is elsewhere."""
    where = field.position(read)
    if where is None or where.side != seat:
        return []
    return wakarefuda(read, field.cards(1 - seat), unread)


def is_modorite(field: Field, read: int, seat: int, unread: Collection[int],
                frame: Iterable[int]) -> bool:
    """「相手陣の別れ札を青枠カーソル内に入れた時点で戻り手と見なされ」."""
    return bool(set(modorite_cards(field, read, seat, unread)) & set(frame))


def watarite_cards(field: Field, read: int) -> list[int]:
    """The 友札 a 渡り手 crosses to: cards of the read card's side beginning with its sound and
    lying in the other half of that side (出札と友札が左右に分かれている)."""
    where = field.position(read)
    if where is None:
        return []
    friends = tomofuda(read, [c for c in field.cards(where.side) if c != read])
    return [c for c in friends if field.position(c).half != where.half]


def watarite_card(field: Field, read: int, touched: Iterable[int], how: str) -> int | None:
    """「友札を取った時点で渡り手と見なされ」: a mouse touch of such a 友札 that does not reach the read
    card itself (that would be the take); the 友札 touched, or None."""
    touched = list(touched)
    if how not in MOUSE_HOWS or read in touched:
        return None
    found = [c for c in watarite_cards(field, read) if c in touched]
    return found[0] if found else None


def kakoite_begins(read: int, frame: Iterable[int], now: float, kakutei_heard_at: float) -> bool:
    """「出札の札確定文字を読み終わる前に青枠カーソル内に出札を入れると」."""
    return read in set(frame) and now < kakutei_heard_at


def kakoite_lasts(read: int, frame: Iterable[int]) -> bool:
    """「入れている間に限り」: the frame still holds the read card."""
    return read in set(frame)


# --------------------------------------------------------------------------------------------
# In the match: the techniques of the poem in play (state.touches.techniques)
# --------------------------------------------------------------------------------------------


def technique_open(state: State, seat: int) -> bool:
    """A technique counts for the MAN of a MAN–COM match while a poem on the field is read and
    its card waits to be taken. Until the poem is named (release.py) a 空札 is not told apart:
    the frame is watched all the same, and finds nothing."""
    current = state.reading.current
    return (in_play([p.com for p in state.players], seat) and state.phase == Phase.READING
            and current is not None and (not current.kara or not named(state))
            and state.touches.take is None and not state.settled)


def done(state: State, seat: int, technique: Technique) -> bool:
    return any(t.name == technique.name and t.seat == seat for t in state.touches.techniques)


def active_kakoite(state: State, seat: int) -> TechniqueMade | None:
    return next((t for t in state.touches.techniques
                 if t.name == KAKOITE.name and t.seat == seat and t.active), None)


def add(state: State, technique: Technique, seat: int, card: int, at: float) -> Event:
    lasting = technique is KAKOITE
    state.touches.techniques.append(TechniqueMade(technique.name, seat, card, at, active=lasting,
                                                  until=None if lasting else at))
    return {"type": "technique", "name": technique.name, "label": technique.text().to_wire(),
            "seat": seat, "poem": card}


def end_kakoite(made: TechniqueMade, at: float) -> Event:
    made.active = False
    made.until = at
    return {"type": "technique_end", "name": KAKOITE.name, "seat": made.seat}


def hover(state: State, seat: int, frame: list[int], at: float) -> list[Event]:
    """What the MAN's frame covers now (the pointer moved): 戻り手 and 囲い手 begin, a 囲い手
    ends. Nothing else about the hand is kept, so a hover that begins or ends nothing changes
    nothing."""
    current = state.reading.current
    assert current is not None
    read = current.poem
    events: list[Event] = []
    if not done(state, seat, MODORITE):
        reached = [c for c in modorite_cards(state.field, read, seat, state.reading.unread()) if c in frame]
        if reached:
            events.append(add(state, MODORITE, seat, reached[0], at))
    active = active_kakoite(state, seat)
    if active is not None and not kakoite_lasts(read, frame):
        events.append(end_kakoite(active, at))
    elif active is None and kakoite_begins(read, frame, at, current.heard_at):
        events.append(add(state, KAKOITE, seat, read, at))
    return events


def watarite_at_touch(state: State, seat: int, cards: list[int], how: str, at: float) -> list[Event]:
    """「友札を取った時点で渡り手と見なされ」: a safe mouse touch of a 友札 across the halves."""
    if not technique_open(state, seat) or done(state, seat, WATARITE):
        return []
    assert state.reading.current is not None
    friend = watarite_card(state.field, state.reading.current.poem, cards, how)
    return [] if friend is None else [add(state, WATARITE, seat, friend, at)]


def kakoite_at_take(state: State, seat: int, number: int, at: float) -> list[Event]:
    """A take ends every 囲い手; 「囲い手中にコンピュータが札を取ると「囲い手破り」となります」."""
    events: list[Event] = []
    broken = active_kakoite(state, 1 - seat)
    if broken is not None and state.players[seat].com:
        events.append(add(state, KAKOITE_YABURI, seat, number, at))
    for made in state.touches.techniques:
        if made.active:
            made.active = False
            made.until = at
    return events


__all__ = [
    "KAKOITE",
    "active_kakoite",
    "add",
    "done",
    "end_kakoite",
    "hover",
    "kakoite_at_take",
    "technique_open",
    "watarite_at_touch",
    "KAKOITE_YABURI",
    "MODORITE",
    "MOUSE_HOWS",
    "TECHNIQUES",
    "WATARITE",
    "Technique",
    "in_play",
    "is_modorite",
    "kakoite_begins",
    "kakoite_lasts",
    "modorite_cards",
    "watarite_card",
    "watarite_cards",
]
