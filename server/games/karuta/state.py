"""競技かるた's state: a dataclass of typed parts, each named for what it is.

* ``field``: where every torifuda lies (field.py);
* ``reading``: the reader (札読み): the reading order, what has been read, the part sounding now
  and the poem in play with the moments its kana are heard. Everything a view may reveal of the
  reading comes from here, so releasing it gradually is a matter of this part alone;
* ``players``: per seat, who plays it (a person's name, or a COM with its 級位 and parameters),
  its memorisation, its お手つき and takes of the match, its connection;
* ``touches``: the poem in play's touches: the take, the お手つき per seat, the 特殊技 made;
* ``send``: the 送り札 being chosen; ``log``: the match log (試合経過詳細), one entry per poem;
* ``outcome``: who won and by how much, once decided;
* ``phase`` (``Phase``), the host ``clock`` of the last step, the phase's ``timer``, the claims
  of two people's touches waiting to be judged fairly (fair.py), the pause of a person away.

``Game.state_type`` is this ``State``: dump and load come from these types
(server/games/state.py). What the view shows of each part: VIEW.md.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Literal

from server.games.karuta.field import Field
from server.games.karuta.settings import ComParams

SEATS = 2

Part = Literal["kami", "shimo"]


class Phase(str, Enum):
    """The match's phases (the view's ``phase``; VIEW.md says what each allows)."""

    ARRANGE = "arrange"  # 札初期配置 手動: each side places its cards
    MEMORIZE = "memorize"  # 暗記時間: until both sides say "start"
    READING = "reading"  # the reader reads, or a read card waits on the field for its take
    AFTER_TAKE = "after_take"  # taken, or a 空札's reading ended: wait for [S]
    SENDING = "sending"  # 送り札: the sender picks its card(s)
    INTERVAL = "interval"  # 間: before the next 上の句
    DECIDED = "decided"  # a side is empty: finish, or move cards and play on
    FINISHED = "finished"


class Due(str, Enum):
    """What the phase's timer does when it falls due."""

    SETTLE = "settle"  # the お手つき window after a take (or a 空札) is over: the 送り札 follow
    NEXT_POEM = "next"  # the 間 is over: the next reading begins


@dataclass
class Timer:
    at: float
    then: Due


# --------------------------------------------------------------------------------------------
# 札読み: the reader
# --------------------------------------------------------------------------------------------


@dataclass
class Sounding:
    """A part of a reading being read aloud now (or about to resume after a pause)."""

    poem: int  # 0 = the 序歌
    part: Part
    started_at: float  # host time the audio starts
    stop: float | None = None  # seconds from ``started_at`` where it is cut; None = whole


@dataclass
class InPlay:
    """The poem in play (not the 序歌), from its 上の句's start until the next 上の句 starts."""

    poem: int
    started_at: float  # host time its 上の句 began (moved on by a pause)
    kimariji: int  # 札確定文字: its 決まり字 among the poems not yet read
    kimariji_static: int  # its 決まり字 with all 100 unread
    heard_at: float  # host time its 札確定文字 has been heard
    kami_heard: list[float]  # host time each kana of the 上の句 is heard (to its cut)
    kara: bool  # 空札: its card is not on the field
    side: int | None  # where its card lay when the reading began
    row: int | None
    shimo_read: bool = False  # its 下の句 has been read (or started)


@dataclass
class Reading:
    """The reader: the reading order (hidden from every view), how many of it have begun to be
    read, whether the 序歌 is still to come, the part sounding now and the poem in play."""

    order: list[int]
    read: int = 0
    joka_pending: bool = True
    sounding: Sounding | None = None
    current: InPlay | None = None

    def unread(self) -> list[int]:
        """The poems whose reading has not begun, the poem in play included (its 決まり字 is
        told apart from these)."""
        return self.order[max(self.read - 1, 0):] if self.current is not None else self.order[self.read:]


# --------------------------------------------------------------------------------------------
# The players
# --------------------------------------------------------------------------------------------


@dataclass
class Taken:
    """The cards a seat took this match, by the side they lay on and the row (上中下段)."""

    own: list[int] = field(default_factory=lambda: [0, 0, 0])
    opp: list[int] = field(default_factory=lambda: [0, 0, 0])


@dataclass
class Player:
    """One seat: a person (``name``) or a COM (``com``), the COM's 級位 and parameters once its
    ``start`` said its 級位, its cards still to place (札初期配置 手動), its お手つき and takes
    of the match, the chance of its own COM for the poem in play (its view's ``private.seed``),
    the host's round-trip estimate of a person's connection and the trips of their latest timed
    touches (arrival − fair time, fair.py), and whether that person is away."""

    name: str | None = None
    com: bool = False
    params: ComParams | None = None
    started: bool = False
    to_place: list[int] = field(default_factory=list)
    fouls: int = 0
    taken: Taken = field(default_factory=Taken)
    chance: int = 0
    rtt: float | None = None
    trips: list[float] = field(default_factory=list)
    away: bool = False


# --------------------------------------------------------------------------------------------
# The poem in play: touches, the take, 特殊技
# --------------------------------------------------------------------------------------------

How = Literal["click", "sweep", "sweep_cross", "key", "carry"]


@dataclass
class Take:
    poem: int
    by: int
    side: int  # the side the card lay on
    row: int
    at: float  # the host time it counts at (its fair time: fair.py)
    after_ms: int  # at - the 札確定文字 heard, in ms
    how: How
    judge_until: float  # お手つき still judged until then
    simultaneous: bool = False  # two people within 10 ms: the card went to its side's owner


@dataclass
class Claim:
    """A person's touch waiting to be judged in fair-time order (two people: fair.py)."""

    seat: int
    cards: list[int]
    how: How
    at: float  # its fair time
    due: float  # when it is judged
    poem: int


TechniqueName = Literal["modorite", "watarite", "kakoite", "kakoite_yaburi"]


@dataclass
class TechniqueMade:
    """A 特殊技 of the poem in play (techniques.py)."""

    name: TechniqueName
    seat: int  # who made it (囲い手破り: the COM that took)
    poem: int  # the 別れ札 reached / the 友札 touched / the read card
    at: float
    active: bool = False  # a 囲い手 that lasts
    until: float | None = None


@dataclass
class Touches:
    """Everything touched in the poem in play; a new poem begins with a fresh one."""

    take: Take | None = None
    fouled: list[list[int]] = field(default_factory=lambda: [[], []])  # sides each seat fouled on
    count: list[int] = field(default_factory=lambda: [0, 0])  # touches per seat
    techniques: list[TechniqueMade] = field(default_factory=list)


# --------------------------------------------------------------------------------------------
# 送り札, the match log, the outcome
# --------------------------------------------------------------------------------------------


@dataclass
class Sending:
    by: int
    to: int
    count: int
    chosen: list[int] = field(default_factory=list)


@dataclass
class Sent:
    by: int
    poems: list[int]


@dataclass
class TechniqueNoted:
    name: TechniqueName
    seat: int
    poem: int


@dataclass
class LogEntry:
    """試合経過詳細: one poem read. The 送り札 table's rows (戦局) follow from the take and the
    お手つき (sending.py), so they are not stored."""

    no: int  # 1.. in reading order
    poem: int
    kimariji: int  # its 札確定文字 when read
    kara: bool
    side: int | None
    row: int | None
    taken_by: int | None
    after_ms: int | None
    how: How | None
    fouls: list[int]  # お手つき in this poem per seat (0-2)
    cards: list[int]  # cards per side after this poem (after its 送り札)
    sent: list[Sent] = field(default_factory=list)
    techniques: list[TechniqueNoted] = field(default_factory=list)


@dataclass
class Outcome:
    winner: int | None = None  # the side emptied first (or with fewer cards left when read out)
    margin: int = 0
    read_out: bool = False  # every yomifuda was read before a side was empty


@dataclass
class State:
    settings: dict[str, Any]
    seed: int
    rng: random.Random
    field: Field
    reading: Reading
    players: list[Player] = field(default_factory=lambda: [Player(), Player()])
    phase: Phase = Phase.MEMORIZE
    clock: float = 0.0  # host time of the last step
    touches: Touches = field(default_factory=Touches)
    settled: bool = False  # the poem in play's outcome is final
    proceeded: bool = False  # [S] given for the poem in play
    send: Sending | None = None
    timer: Timer | None = None
    claims: list[Claim] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    outcome: Outcome = field(default_factory=Outcome)
    paused_at: float | None = None  # a person is away: the reader waits

    def all_com(self) -> bool:
        return all(p.com for p in self.players)

    def people(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if not p.com]


__all__ = [
    "SEATS", "Claim", "Due", "How", "InPlay", "LogEntry", "Outcome", "Part", "Phase", "Player",
    "Reading", "Sending", "Sent", "Sounding", "State", "Take", "Taken", "TechniqueMade",
    "TechniqueName", "TechniqueNoted", "Timer", "Touches",
]
