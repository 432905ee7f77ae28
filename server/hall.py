"""The hall: sessions, the waiting room (待合室) with its message board, and every table.

The hall is the host's whole logic and holds no sockets: a connection hands it validated
messages with ``handle(session, message)`` and receives what to send through the session's
``Outlet``. Time comes from an ``IReactorTime`` so unit tests drive it with ``task.Clock``.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from twisted.internet import defer
from twisted.internet.interfaces import IDelayedCall, IReactorTime

from protocol.clock_sync import ClockEstimate
from protocol.codec import EncodedEntries, encode
from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.messages import CODE_LEN, STAMP_IDS
from protocol.texts import Text
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server import games as game_registry
from server.cpu_workers import think_inline
from server.fair_port import ACCEPTS_PER_SECOND
from server.games.contract import (
    HOST_ACTIONS,
    WAIT,
    WAITS_FOR_EVERY_SEAT,
    CpuPlan,
    Event,
    Game,
    GameError,
    SettingsError,
    Unchanged,
    visible_events,
)
from server.names import clean_name, clean_post, skeleton
from server.rate_limit import TokenBucket
from server.records import RecordDesk
from server.store import SNAPSHOT_EVERY, Store
from server.table import (
    CPU,
    EMPTY,
    FINISHED,
    HUMAN,
    PLAYING,
    WAITING,
    LogMismatch,
    Seat,
    Table,
    game_error_to_protocol,
)

log = logging.getLogger(__name__)

BOARD_HISTORY = 50
SWEEP_EVERY = 30.0  # seconds between looks for abandoned tables and expired sessions
LOBBY_SLICE = 32  # waiting-room connections written to per reactor turn (Hall._write_lobby)
LOBBY_TURN_BYTES = 256 * 1024  # ... and no more once this many bytes went (a whole list of 300 tables is ~270 KB)
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I


class Outlet(Protocol):
    """The connection side of a session."""

    def send(self, message: dict[str, Any]) -> None: ...
    def send_frame(self, frame: bytes) -> None: ...
    def fail(self, error: ProtocolError, about: str | None = None) -> None: ...
    def close(self) -> None: ...

    # A connection also has ``peer_clock`` (protocol.clock_sync.ClockEstimate): the client's
    # clock offset and round trip, for games with ``client_clock_fields``.


@dataclass
class Session:
    token: str
    name: str
    outlet: Outlet | None = None
    table_id: str | None = None  # the table this session sits at or watches
    chat_bucket: TokenBucket = field(default_factory=lambda: TokenBucket(capacity=5, rate=0.5))
    stamp_bucket: TokenBucket = field(default_factory=lambda: TokenBucket(capacity=4, rate=1.0))
    grace_call: IDelayedCall | None = None
    address: str = ""  # where it last connected from
    skeleton: str = ""  # what its name looks like (server/names.py), for telling look-alikes
    last_seen: float = 0.0  # the hall's clock when it last connected or dropped
    last_active: float = 0.0  # when it last sent anything but ping/pong (or said hello)
    made_room: bool = False  # closed, idle, for a newcomer: it may come back only to a free place
    lobby_seen: bool = False  # has the whole waiting-room list since it last entered the room
    _listed: tuple[tuple[str | None, bool], dict[str, Any]] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.skeleton:
            self.skeleton = skeleton(self.name)

    @property
    def connected(self) -> bool:
        """Whether it has a connection. The loops over every kept session (the waiting-room
        list, the name check, the sessions-kept bound) read ``outlet`` directly instead: with
        1,000 sessions this property's call doubled the list's cost (102 -> 203 us, issue 15)."""
        return self.outlet is not None

    def send(self, message: dict[str, Any]) -> None:
        if self.outlet is not None:
            self.outlet.send(message)

    def send_frame(self, frame: bytes) -> None:
        if self.outlet is not None:
            self.outlet.send_frame(frame)

    @property
    def in_waiting_room(self) -> bool:
        return self.outlet is not None and self.table_id is None

    def listed(self) -> dict[str, Any]:
        """This player's entry in the waiting-room list, built again only when it changes."""
        key = (self.table_id, self.outlet is not None)
        if self._listed is None or self._listed[0] != key:
            self._listed = (key, {"name": self.name, "table": self.table_id, "connected": key[1]})
        return self._listed[1]


@dataclass
class HallConfig:
    name: str = "座敷"
    port: int = 0
    grace: float = 30.0  # seconds a dropped player's seat waits before a CPU plays it
    cpu_delay: float = 0.7  # seconds a CPU seat waits before acting, so people can follow
    cpu_budget: float = 1.0  # the most thinking time a CPU seat gets (each level has its own, less)
    max_players: int = 200
    cpu_workers: int | None = None  # worker processes CPU seats think in (None: one per core; 0: inline)
    # Limits a host keeps whatever its clients do (docs/ARCHITECTURE.md, "Limits").
    max_per_address: int = 16  # connections from one address, greeted or not
    max_tables: int = 300  # tables open in all
    max_tables_per_address: int = 8  # tables opened from one address and still open
    new_names_per_address: int = 20  # new names one address may open at once (then one per 5 s)
    board_keep: int = 1000  # message-board posts kept in the database
    session_ttl: float = 24 * 3600.0  # a session with no seat, unseen this long, is forgotten
    abandoned_close: float = 900.0  # a game in play nobody is at (no one connected, no spectator)
    # closes after this; a table not in play after a minute (or the grace period, if longer)
    flood_cooldown: float = 10.0  # seconds a session and its address wait after a flood close
    # An address told to wait (cooling_down) that keeps connecting faster than once a second
    # (past refusals_before_silence) is closed as it connects, without a word, for this many
    # seconds: it was told, and a refusal read and answered cost the host ~100 µs each (0 = never).
    refused_silence: float = 10.0
    refusals_before_silence: int = 20
    max_sessions: int = 1000  # sessions kept; the longest unseen without a seat go first
    # A full host still lets a newcomer in (docs/ARCHITECTURE.md, "Limits"): past max_players a
    # newcomer takes the place of the longest-idle session in the waiting room (idle this long:
    # no message but ping/pong; 0 = never); past max_tables a new table first closes the
    # longest-waiting one nobody is at that is not in play; past max_connections the oldest
    # connection that has not said hello goes.
    idle_evict: float = 120.0
    max_connections: int = 2000  # connections in all, greeted or not
    accepts_per_second: float = ACCEPTS_PER_SECOND  # connections accepted a second at most (server/fair_port.py; 0: no limit)
    # The waiting-room list goes out at once after a quiet spell, and then at most once every
    # this many seconds while changes keep coming: a crowd of arrivals (or a machine opening names
    # without end) costs one rebuild of the list per interval, not one per arrival (issue 15).
    lobby_every: float = 0.1
    single_user: bool = False  # the offline host (127.0.0.1 only): a returning name resumes its session
    addresses: list[str] = field(default_factory=list)
    host_name: str = ""


Thinker = Callable[[str, dict[str, Any], str, int, float], defer.Deferred]
"""Decides for a CPU seat: (game id, view, level, seed, budget) -> Deferred[CpuPlan]
(``CpuWorkers.think`` on a real host, ``think_inline`` in unit tests)."""


@dataclass(eq=False)
class _SeatPlan:
    """A CPU seat's current business: the view it is deciding about, then what it decided."""

    game_no: int
    view: dict[str, Any]
    asked_at: float
    decided: CpuPlan | None = None  # None while it thinks
    call: IDelayedCall | None = None  # the timer that will carry out ``decided``


class Hall:
    def __init__(self, store: Store, clock: IReactorTime, config: HallConfig | None = None,
                 think: Thinker | None = None, seeds: random.Random | None = None) -> None:
        self.store = store
        self.clock = clock
        self.config = config or HallConfig()
        self.think: Thinker = think or think_inline
        self.seeds = seeds or random.SystemRandom()
        self.sessions: dict[str, Session] = {}
        # The connected ones (at most max_players), kept beside ``sessions`` by hello,
        # disconnected and _forget: a full host's admission looks through these, not through
        # every session kept (up to max_sessions), on every try (issue 15).
        self.online: dict[str, Session] = {}
        self.tables: dict[str, Table] = {}
        self._plans: dict[tuple[str, int], _SeatPlan] = {}
        self._ticks: dict[str, IDelayedCall] = {}
        self._lobby_call: IDelayedCall | None = None
        # The waiting-room list going out, LOBBY_SLICE connections a reactor turn (_write_lobby).
        self._lobby_queue: deque[tuple[Session, bytes, bool]] = deque()
        self._lobby_dirty: set[str] = set()  # tables whose summary may have changed since the last list
        self._closing_ranks: dict[str, tuple[bool, bool] | None] = {}  # table id -> _closing_rank
        self._lobby_writer: IDelayedCall | None = None
        self._lobby_at = float("-inf")  # when the waiting room was last told
        self._lobby_sent: tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]] = ({}, {})
        # Each entry of the whole list encoded once while it stays the same (_send_lobby).
        self._lobby_players_encoded, self._lobby_tables_encoded = EncodedEntries(), EncodedEntries()
        self._cooldowns: dict[str, float] = {}  # session token or address -> time it may return
        self._address_chat: dict[str, TokenBucket] = {}
        self._new_sessions: dict[str, TokenBucket] = {}  # address -> new names it may still open
        self._refusals: dict[str, TokenBucket] = {}  # address -> cooling_down refusals before silence
        self._silenced: dict[str, float] = {}  # address -> until when it is closed as it connects
        self._abandoned: dict[str, float] = {}  # table id -> since when nobody is at it
        self._room_made: dict[str, float] = {}  # address -> until when it may not push anyone out
        self._sweep_call: IDelayedCall | None = None
        self._rules_languages: dict[str, tuple[str, ...]] = {}
        self._rules_frames: dict[tuple[str, str], bytes] = {}  # (game, language) -> rules message
        self._game_infos: dict[str, tuple[Game, dict[str, Any]]] = {}  # game id -> (game, _game_info)
        self.closed = False
        self._handlers: dict[str, Callable[[Session, dict[str, Any]], None]] = {
            "chat": self.on_chat,
            "create_table": self.on_create_table,
            "sit": self.on_sit,
            "watch": self.on_watch,
            "leave": self.on_leave,
            "set_seat": self.on_set_seat,
            "ready": self.on_ready,
            "start": self.on_start,
            "act": self.on_act,
            "stamp": self.on_stamp,
            "quick_match": self.on_quick_match,
            "rules": self.on_rules,
        }
        self.records = RecordDesk(self)  # game records: record_list, record_open, ... (records.py)
        self._handlers.update(self.records.handlers())
        self._restore()
        self._sweep_call = self.clock.callLater(SWEEP_EVERY, self._sweep)

    # ============================================================================================
    # Restart: everything comes back from the store
    # ============================================================================================

    def _restore(self) -> None:
        for token, name in self.store.sessions().items():
            self.sessions[token] = Session(token=token, name=name)
        for stored in self.store.tables():
            game = game_registry.get(stored.record["game"])
            if game is None:
                log.warning("table %s: game %s is not installed; dropped", stored.id, stored.record["game"])
                continue
            table = Table.from_record(stored.id, stored.record, game, stored.snapshot, stored.seq)
            if not self._replay(table, stored.later_steps):
                continue
            self.tables[table.id] = table
            tokens = [seat.token for seat in table.humans()]
            if table.watched and table.owner:
                tokens.append(table.owner)
            for seat in table.humans():
                seat.connected = False
            for index, seat in enumerate(table.seats):
                if seat.kind == HUMAN and not seat.cpu_playing:
                    self._host_act(table, index, "away")  # nobody is back yet after a restart
            for token in tokens:
                session = self.sessions.get(token or "")
                if session is not None:
                    session.table_id = table.id
                    self._start_grace(session)
            log.info("table %s (%s, %s) restored at step %d", table.code, game.id, table.status, table.seq)
        seated = {t for table in self.tables.values() for t in (*(s.token for s in table.humans()), table.owner)}
        for token in self.store.forget_sessions_unseen(self.config.session_ttl, keep=seated):
            self.sessions.pop(token, None)
        for table in list(self.tables.values()):
            self._schedule(table)

    def _replay(self, table: Table, steps: list[tuple[int, int | None, Any, float]]) -> bool:
        """Bring a table from its last snapshot to its last logged step. False if the log does
        not fit the snapshot (the table is then dropped, loudly)."""
        if not steps:
            return True
        if table.state is None:
            log.error("table %s: steps logged without a game snapshot; dropped", table.code)
            return False
        try:
            for seq, seat, action, at in steps:
                table.apply_logged(seat, action, at)
                if table.seq != seq:
                    raise LogMismatch(f"step {seq} replayed as step {table.seq}")
        except (GameError, ProtocolError, LogMismatch) as error:
            log.error("table %s: its action log does not replay (%s); dropped", table.code, error)
            return False
        self._saved(table)  # a fresh snapshot: the next restart replays nothing
        return True

    # ============================================================================================
    # Sessions
    # ============================================================================================

    def hello(self, outlet: Outlet, message: dict[str, Any]) -> Session:
        """Admit a connection, or raise ProtocolError (all of which close it)."""
        if message["protocol"] != PROTOCOL_VERSION:
            raise ProtocolError(
                ErrorCode.VERSION_MISMATCH,
                HOST("hello.version_mismatch", host_app=APP_VERSION, host_protocol=PROTOCOL_VERSION,
                     app=message["app"][:32], protocol=message["protocol"]),
                host_protocol=PROTOCOL_VERSION, host_app=APP_VERSION,
            )
        name = clean_name(message["name"])
        token = message.get("token")
        address = str(getattr(outlet, "peer_host", "") or "")
        now = self.clock.seconds()
        for key in (token, address):
            if key and self._cooldowns.get(key, 0.0) > now:
                wait = int(self._cooldowns[key] - now) + 1
                raise self._told_to_wait(address, now, HOST("hello.cooling_down", seconds=wait))
        session = self.sessions.get(token) if token else None
        if session is None and self.config.single_user:
            # The offline host has one player: whoever comes back under the same name is the
            # same person (after the app was closed or crashed), and takes their seat back.
            session = next((s for s in self.sessions.values() if s.name == name and not s.connected), None)
        resumed = session is not None
        if session is None:
            # The new-names limit first: it is the cheap check, and a machine opening new names
            # without end must not make the host look through every session each time (issue 15).
            newcomers = self._new_sessions.setdefault(address, TokenBucket(capacity=self.config.new_names_per_address, rate=0.2))
            if not newcomers.ready(now):
                raise self._told_to_wait(address, now, HOST("hello.too_many_names"))
            idle = self._place_for(None, now, address)
            look = skeleton(name)
            same_name = []  # sessions of this name nobody uses: the newcomer takes the name over
            for other in self.sessions.values():  # one pass: up to max_sessions of them
                if other.skeleton != look:
                    continue
                active = other.outlet is not None or other.table_id is not None
                if active and other.name == name:
                    raise ProtocolError(ErrorCode.NAME_TAKEN, HOST("hello.name_taken", name=name))
                if active:
                    raise ProtocolError(ErrorCode.NAME_TAKEN,
                                        HOST("hello.name_look_alike", name=name, other=other.name))
                if other.name == name:
                    same_name.append(other)
            newcomers.take(now)
            for other in same_name:
                self._forget(other)
            self._make_room(idle, address)
            session = Session(token=secrets.token_urlsafe(18), name=name, skeleton=look)
            self.sessions[session.token] = session
        elif session.outlet is None:  # it comes back: a seat always gets in, others need a place
            self._make_room(self._place_for(session, now, address), address)
        elif session.outlet is not outlet:
            session.outlet.fail(ProtocolError(ErrorCode.REPLACED))
        session.outlet = outlet
        self.online[session.token] = session
        session.address = address
        session.last_seen = session.last_active = now
        session.made_room = False
        session.lobby_seen = False  # a new connection: it gets the whole waiting-room list
        self._keep_sessions_bounded()  # once it is connected: never the newcomer itself
        self.store.save_session(session.token, session.name)
        outlet.send(self._welcome(session, resumed))
        outlet.send({"type": "board", "posts": self.store.recent_posts(BOARD_HISTORY)})
        self._returned(session)
        self._lobby_changed()
        return session

    def _told_to_wait(self, address: str, now: float, message: Text) -> ProtocolError:
        """The ``cooling_down`` refusal for a hello from ``address``. An address that keeps
        coming back faster than once a second after being told to wait (``refusals_before_silence``
        times in a row) is silenced for ``refused_silence`` seconds: its connections are closed as
        they are accepted (``silenced``), before they cost a protocol, a read and an answer. A
        machine opening new names as fast as it can did that ~2,500 times a second, a quarter of a
        core, and the people at tables waited behind it (issue 15). The app's own client never
        gets there: refused before its welcome it stops, and its reconnections back off."""
        if address and self.config.refused_silence > 0:
            refusals = self._refusals.setdefault(
                address, TokenBucket(capacity=self.config.refusals_before_silence, rate=1.0))
            if not refusals.take(now) and self._silenced.get(address, 0.0) <= now:
                self._silenced[address] = now + self.config.refused_silence
                log.info("%s keeps connecting while told to wait: its connections are closed at once for %.0f s",
                         address, self.config.refused_silence)
        return ProtocolError(ErrorCode.COOLING_DOWN, message)

    def silenced(self, address: str) -> bool:
        """Whether a connection from ``address`` is to be closed as it is accepted, unanswered
        (``_told_to_wait``)."""
        until = self._silenced.get(address)
        if until is None:
            return False
        if until > self.clock.seconds():
            return True
        del self._silenced[address]
        return False

    # -- a full host: the longest-idle session in the waiting room makes room for a newcomer --

    def _place_for(self, arriving: Session | None, now: float, address: str) -> Session | None:
        """Room for one more connected session (``arriving``, or a new one when None) from
        ``address``: None if there is a free place, else the idle session that will make room.
        A session with a seat (or a CPU table it owns) always gets back in. Raises ``host_full``
        when nobody may go; and, while the host stays full, for a session that was itself
        closed to make room and for a machine that made someone leave (or was made to leave)
        in the last ``idle_evict`` seconds: idle people never push each other out in turn, and
        many machines rejoining under new names cannot keep the waiting room fresh."""
        if arriving is not None and arriving.table_id is not None:
            return None
        if len(self.online) < self.config.max_players:
            return None
        if (arriving is not None and arriving.made_room) or self._room_made.get(address, 0.0) > now:
            raise ProtocolError(ErrorCode.HOST_FULL, HOST("hello.still_full"))
        idle = min((s for s in self.online.values() if self._may_make_room(s, now)),
                   key=lambda s: s.last_active, default=None)
        if idle is None:
            idle = self._beyond_fair_share(address, now)
        if idle is None:
            raise ProtocolError(ErrorCode.HOST_FULL, HOST("hello.full_nobody_idle"))
        return idle

    def _beyond_fair_share(self, address: str, now: float) -> Session | None:
        """When nobody is idle long enough: the longest-idle session that may make room from the
        machine holding the most places, if it holds at least two more than the newcomer's. A
        few machines keeping many sessions busy cannot fill the host against people from other
        machines; a host full of one person per machine stays full."""
        held = Counter(s.address for s in self.online.values())
        movable = [s for s in self.online.values() if self._may_make_room(s, now, idle_for=0.0)]
        most = max((held[s.address] for s in movable), default=0)
        if most < held[address] + 2:
            return None
        return min((s for s in movable if held[s.address] == most), key=lambda s: s.last_active)

    def _may_make_room(self, session: Session, now: float, idle_for: float | None = None) -> bool:
        """Whether a session may be closed for a newcomer: connected, idle for ``idle_evict``
        (nothing but ping/pong; or ``idle_for``), and in the waiting room or watching a table
        that is not in play. Never a seated player, a spectator of a game in play, the owner of
        a CPU table, or a session in its reconnect grace (it is not connected)."""
        idle_for = self.config.idle_evict if idle_for is None else idle_for
        if (not session.connected or self.config.idle_evict <= 0
                or now - session.last_active < idle_for):
            return False
        table = self.tables.get(session.table_id or "")
        if table is None:
            return True
        return (table.seat_of(session.token) is None and table.status != PLAYING
                and table.owner != session.token)

    def _make_room(self, idle: Session | None, address: str) -> None:
        """Close ``idle``'s connection, telling it why, so that a newcomer from ``address`` has
        its place; neither machine may push anyone out for ``idle_evict`` seconds."""
        if idle is None or idle.outlet is None:
            return
        until = self.clock.seconds() + self.config.idle_evict
        for machine in (address, idle.address):
            if machine:
                self._room_made[machine] = until
        log.info("host full: %s (%s), idle %.0f s, makes room for a newcomer", idle.name, idle.address,
                 self.clock.seconds() - idle.last_active)
        outlet = idle.outlet
        idle.made_room = True
        outlet.fail(ProtocolError(ErrorCode.EVICTED))
        self.disconnected(idle, outlet)

    def _keep_sessions_bounded(self) -> None:
        """At most ``max_sessions`` sessions are kept: past that, the longest unseen of those
        with no seat and no connection are forgotten first. ``sessions`` holds those not
        connected in the order they were last seen (``disconnected`` moves a session to the
        end; a restart loads them in that order), so the first found are the ones: a full
        book costs each newcomer a few steps, not a sort of every session (issue 15)."""
        excess = len(self.sessions) - self.config.max_sessions
        if excess <= 0:
            return
        idle: list[Session] = []
        for session in self.sessions.values():
            if session.outlet is None and session.table_id is None and session.grace_call is None:
                idle.append(session)
                if len(idle) == excess:
                    break
        for session in idle:
            self._forget(session)

    def _forget(self, session: Session) -> None:
        self.sessions.pop(session.token, None)
        self.online.pop(session.token, None)
        self.store.forget_session(session.token)

    def _welcome(self, session: Session, resumed: bool) -> dict[str, Any]:
        return {
            "type": "welcome", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
            "token": session.token, "name": session.name, "resumed": resumed,
            "host": {"name": self.config.name, "host_name": self.config.host_name,
                     "port": self.config.port, "addresses": list(self.config.addresses),
                     "grace": self.config.grace},
            "games": [self._game_info(g) for g in game_registry.registry().values()],
            "stamps": [{"id": sid, "label": HOST(f"stamp.{sid}").to_wire()} for sid in STAMP_IDS],
        }

    def _game_info(self, game: Game) -> dict[str, Any]:
        """What a client needs to know of a game, built once per game (every welcome carries it;
        building the settings' schemas took a fifth of a newcomer's cost, issue 15)."""
        kept = self._game_infos.get(game.id)
        if kept is None or kept[0] is not game:
            kept = self._game_infos[game.id] = (game, game.describe())
        return kept[1]

    def _returned(self, session: Session) -> None:
        """A session (re)connected: give back its seat and bring it up to date."""
        if session.grace_call is not None and session.grace_call.active():
            session.grace_call.cancel()
        session.grace_call = None
        table = self.tables.get(session.table_id or "")
        if table is None:
            session.table_id = None
            return
        index = table.seat_of(session.token)
        if index is None:
            table.spectators.add(session.token)
        else:
            seat = table.seats[index]
            was_away = not seat.connected and not seat.cpu_playing
            seat.connected = True
            seat.cpu_playing = False
            if was_away:
                self._host_act(table, index, "back")
        self._table_changed(table)
        if table.state is not None:
            self._send_view(table, session, index, [])

    def disconnected(self, session: Session, outlet: Outlet) -> None:
        if session.outlet is not outlet:
            return  # an old connection replaced by a newer one
        session.outlet = None
        self.online.pop(session.token, None)
        session.last_seen = self.clock.seconds()
        if self.sessions.pop(session.token, None) is session:  # to the end: the last seen (above)
            self.sessions[session.token] = session
        table = self.tables.get(session.table_id or "")
        if table is not None:
            index = table.seat_of(session.token)
            table.spectators.discard(session.token)
            if index is not None:
                table.seats[index].connected = False
                if not table.seats[index].cpu_playing:
                    self._host_act(table, index, "away")
                self._start_grace(session)
            elif table.watched and table.owner == session.token:
                self._start_grace(session)  # the owner of a CPU-only table: it waits for them
            else:
                session.table_id = None
            self._table_changed(table)
        self._lobby_changed()

    def _start_grace(self, session: Session) -> None:
        if self.closed:
            return  # the host is closing: its connections drop, nobody's seat moves
        if session.grace_call is None or not session.grace_call.active():
            session.grace_call = self.clock.callLater(self.config.grace, self._stand_in, session.token)

    def _stand_in(self, token: str) -> None:
        """The grace period is over: a CPU plays the dropped player's seat until they return."""
        session = self.sessions.get(token)
        if session is None or session.connected:
            return
        session.grace_call = None
        self._closing_ranks.pop(session.table_id or "", None)
        table = self.tables.get(session.table_id or "")
        if table is not None and table.watched and table.owner == token:
            session.table_id = None  # gone for good: the next watcher owns it, or it closes
            if table.pass_watch_on() is None:
                self._close_table(table)
                self._lobby_changed()
            else:
                self._table_changed(table)  # a new owner, shown at the table and in the list
            return
        if table is None or table.status != PLAYING:
            return
        index = table.seat_of(token)
        if index is None:
            return
        seat = table.seats[index]
        seat.cpu_playing = True
        seat.cpu_level = seat.cpu_level or self._default_level(table.game)
        self._host_act(table, index, "back")  # the seat is played again: the match goes on
        self._table_changed(table)
        self._schedule(table)

    def _host_act(self, table: Table, seat: int, kind: str) -> None:
        """Tell a game that pauses for absent people (``Game.pauses_when_away``) that a seat's
        person has gone (``away``) or the seat is played again (``back``)."""
        if not table.game.pauses_when_away or table.status != PLAYING or table.state is None:
            return
        try:
            self._step(table, seat, {"type": kind})
        except ProtocolError as error:
            log.error("table %s refused the host's %s for seat %d: %s", table.code, kind, seat, error)

    @staticmethod
    def _default_level(game: Game) -> str | None:
        levels = game.cpu_levels
        return levels[len(levels) // 2].id if levels else None

    # ============================================================================================
    # Requests
    # ============================================================================================

    def handle(self, session: Session, message: dict[str, Any]) -> None:
        """One validated message from a session. ProtocolError goes back to the sender."""
        session.last_active = self.clock.seconds()  # not idle (the admission rule, in hello)
        self._handlers[message["type"]](session, message)

    def on_chat(self, session: Session, message: dict[str, Any]) -> None:
        now = self.clock.seconds()
        by_address = self._address_chat.setdefault(session.address, TokenBucket(capacity=10, rate=1.0))
        if not session.chat_bucket.take(now) or not by_address.take(now):
            raise ProtocolError(ErrorCode.RATE_LIMITED)
        text = clean_post(message["text"])
        if not text:
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("chat.empty"), field="text")
        at = time.time()
        self.store.post(session.name, text, at, keep=self.config.board_keep)
        post = {"name": session.name, "text": text, "at": at}
        for other in self.sessions.values():
            other.send({"type": "chat", "post": post})

    def on_create_table(self, session: Session, message: dict[str, Any]) -> None:
        game, settings = self._game_and_settings(message)
        seats = self._seat_count(game, message["seats"])
        self._require_free(session)
        watch = bool(message.get("watch"))
        level = message.get("cpu_level")
        if level is not None and level not in {lv.id for lv in game.cpu_levels}:
            # checked before a table opens (which may close another to make room)
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_such_level"), field="cpu_level")
        table = self._new_table(game, settings, seats, owner=session.token)
        if watch:
            table.watched = True
            table.spectators.add(session.token)
        else:
            table.sit(session.token, session.name, 0)
        if level is not None:
            table.check_cpu_level(level)
            for index in table.free_seats():
                table.set_seat(session.token, index, level)
        self._joined(session, table)

    def on_quick_match(self, session: Session, message: dict[str, Any]) -> None:
        """ランダムマッチ: a waiting table with the same game, seats and rules, or a new one."""
        game, settings = self._game_and_settings(message)
        seats = self._seat_count(game, message["seats"])
        self._require_free(session)
        for table in self.tables.values():
            if (table.quick and table.status == WAITING and table.game.id == game.id
                    and len(table.seats) == seats and table.settings == settings and table.free_seats()):
                break
        else:
            table = self._new_table(game, settings, seats, owner=session.token, quick=True)
        index = table.sit(session.token, session.name, None)
        table.seats[index].ready = True
        self._joined(session, table)

    def on_sit(self, session: Session, message: dict[str, Any]) -> None:
        table = self._find_table(message["table"])
        if table.seat_of(session.token) is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED, HOST("table.already_here"))
        self._require_free(session, allow=table.id)
        table.sit(session.token, session.name, message.get("seat"))
        self._joined(session, table)

    def on_watch(self, session: Session, message: dict[str, Any]) -> None:
        table = self._find_table(message["table"])
        self._require_free(session)
        table.spectators.add(session.token)
        self._joined(session, table)

    def on_leave(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.get(session.table_id or "")
        session.table_id = None
        session.send({"type": "table", "table": None})
        if table is None:
            return
        table.leave(session.token, self._default_level(table.game) or "")
        if table.watched and table.owner == session.token:
            table.pass_watch_on()
        if not table.humans() and not (table.watched and table.spectators):
            self._close_table(table)
        else:
            self._saved(table)
            self._table_changed(table)
            self._schedule(table)
        self._lobby_changed()

    def on_set_seat(self, session: Session, message: dict[str, Any]) -> None:
        table = self._owned_table(session)
        table.set_seat(session.token, message["seat"], message["cpu_level"])
        self._seats_changed(table)

    def on_ready(self, session: Session, message: dict[str, Any]) -> None:
        table = self._my_table(session)
        table.set_ready(session.token, message["ready"])
        self._seats_changed(table)

    def on_start(self, session: Session, message: dict[str, Any]) -> None:
        table = self._owned_table(session)
        if session.token != table.owner:
            raise ProtocolError(ErrorCode.NOT_OWNER)
        if table.status == PLAYING:
            raise ProtocolError(ErrorCode.GAME_STARTED)
        others = [s for s in table.seats if s.token != session.token]
        if any(s.kind == EMPTY or not s.ready for s in others):
            raise ProtocolError(ErrorCode.NOT_READY, HOST("table.not_everyone_ready"))
        if table.watched:
            table.start_requested = True
        else:
            table.set_ready(session.token, True)
        self._seats_changed(table)

    def on_act(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.get(session.table_id or "")
        index = None if table is None else table.seat_of(session.token)
        if table is None or index is None:
            raise ProtocolError(ErrorCode.NOT_SEATED, HOST("action.not_seated"))
        action = message["action"]
        if action.get("type") in HOST_ACTIONS:
            raise ProtocolError(ErrorCode.MALFORMED_ACTION, HOST("action.host_only"))
        if table.game.client_clock_fields:
            action = self._on_host_clock(action, table.game.client_clock_fields,
                                         getattr(session.outlet, "peer_clock", None))
        self._step(table, index, action, ref=message.get("ref"))

    def _on_host_clock(self, action: dict[str, Any], fields: tuple[str, ...],
                       estimate: ClockEstimate | None) -> dict[str, Any]:
        """A person's action with its moments moved from their clock to the host's
        (``Game.client_clock_fields``), and ``rtt`` added. Each moved by the same offset, so
        the differences between them are exactly the client's; the game bounds them by the
        arrival and the round trip (an offset estimate may be off by a clock's drift). While the
        host knows nothing of that client's clock yet, the moments are dropped and the game
        judges the action by its arrival. The action logged is this one, so replays agree."""
        converted = dict(action)
        converted.pop("rtt", None)  # only the host says what the round trip is
        known = estimate is not None and estimate.known
        for name in fields:
            value = converted.get(name)
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                continue  # missing, or not a number: the game's own shape check answers
            if known:
                converted[name] = estimate.to_ours(float(value))
            else:
                del converted[name]
        if known:
            converted["rtt"] = estimate.rtt
        return converted

    def on_stamp(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.get(session.table_id or "")
        if table is None:
            raise ProtocolError(ErrorCode.NOT_SEATED, HOST("table.stamp_not_seated"))
        if not table.game.stamps_allowed:
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_stamps", game=table.game.text("title")),
                                field="stamp")
        if message["stamp"] not in STAMP_IDS:
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_such_stamp"), field="stamp")
        if not session.stamp_bucket.take(self.clock.seconds()):
            raise ProtocolError(ErrorCode.RATE_LIMITED)
        out = {"type": "stamp", "table": table.id, "seat": table.seat_of(session.token),
               "name": session.name, "stamp": message["stamp"]}
        for member in self._members(table):
            member.send(out)

    def on_rules(self, session: Session, message: dict[str, Any]) -> None:
        game = game_registry.get(message["game"])
        if game is None:
            raise ProtocolError(ErrorCode.UNKNOWN_GAME)
        session.send_frame(self._rules_frame(game, message.get("lang") or "ja"))

    def _rules_frame(self, game: Game, lang: str) -> bytes:
        """The ``rules`` message for ``game`` in ``lang`` (or Japanese), read and encoded once
        per game and language shown: rules pages do not change while a host runs, and asking
        again and again (issue 15: ten clients, 25 times a second) must cost no file reads."""
        languages = self._rules_languages.get(game.id)
        if languages is None:
            languages = self._rules_languages[game.id] = game.rules_languages()
        shown = lang if lang in languages else "ja"
        frame = self._rules_frames.get((game.id, shown))
        if frame is None:
            frame = self._rules_frames[(game.id, shown)] = encode(
                {"type": "rules", "game": game.id, "text": game.rules_help(shown), "lang": shown})
        return frame

    # -- request helpers --------------------------------------------------------------------------

    def _game_and_settings(self, message: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
        game = game_registry.get(message["game"])
        if game is None:
            raise ProtocolError(ErrorCode.UNKNOWN_GAME)
        try:
            settings = game.validate_settings(message.get("settings"))
        except SettingsError as error:
            raise ProtocolError(ErrorCode.BAD_SETTINGS, error.text) from error
        return game, settings

    @staticmethod
    def _seat_count(game: Game, seats: int) -> int:
        if not game.min_seats <= seats <= game.max_seats:
            raise ProtocolError(ErrorCode.BAD_SETTINGS, HOST("table.seat_count", game=game.text("title"),
                                                             min=game.min_seats, max=game.max_seats))
        return seats

    def _require_free(self, session: Session, allow: str | None = None) -> None:
        current = self.tables.get(session.table_id or "")
        if current is None or current.id == allow:
            return
        if current.seat_of(session.token) is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED)
        current.spectators.discard(session.token)
        session.table_id = None
        self._table_changed(current)

    def _find_table(self, ref: str) -> Table:
        table = self.tables.get(ref)
        if table is None:
            code = ref.strip().upper()
            table = next((t for t in self.tables.values() if t.code == code), None)
        if table is None:
            raise ProtocolError(ErrorCode.UNKNOWN_TABLE)
        return table

    def _owned_table(self, session: Session) -> Table:
        """The table this session sits at, or watches as the owner of a CPU-only table."""
        table = self.tables.get(session.table_id or "")
        if table is not None and table.watched and table.owner == session.token:
            return table
        return self._my_table(session)

    def _my_table(self, session: Session) -> Table:
        table = self.tables.get(session.table_id or "")
        if table is None or table.seat_of(session.token) is None:
            raise ProtocolError(ErrorCode.NOT_SEATED)
        return table

    def _new_table(self, game: Game, settings: dict[str, Any], seats: int, owner: str,
                   quick: bool = False) -> Table:
        address = self.sessions[owner].address if owner in self.sessions else ""
        mine = [t for t in self.tables.values() if address and t.address == address]
        if address and len(mine) >= self.config.max_tables_per_address:
            self._close_one_for_new(mine, ProtocolError(ErrorCode.TOO_MANY_TABLES,
                                                        HOST("table.too_many_from_here")))
        if len(self.tables) >= self.config.max_tables:
            self._close_one_for_new(list(self.tables.values()), ProtocolError(
                ErrorCode.TOO_MANY_TABLES, HOST("table.too_many")))
        codes = {t.code for t in self.tables.values()}
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LEN))
        while code in codes:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LEN))
        table = Table(id="t" + secrets.token_hex(4), code=code, game=game, settings=settings,
                      seats=[Seat() for _ in range(seats)], owner=owner, quick=quick, address=address)
        self.tables[table.id] = table
        return table

    def _close_one_for_new(self, tables: list[Table], refusal: ProtocolError) -> None:
        """A limit on tables is reached: close the longest-waiting of ``tables`` that nobody is
        at (no person connected at it, no spectator) and that is not in play, so a new one can
        open; tables whose people are still in their reconnect grace go after those, and last a
        game in play that CPU players play for everyone (all its people left, their grace over).
        A game in play with anyone at it or anyone in their grace never goes. Else ``refusal``."""
        # ``tables`` come oldest first (the hall keeps tables in the order they opened): the
        # first nobody is at, not in play and with nobody in their grace is the one, found
        # without ranking the rest (sorting all 300 was most of a new table's cost, issue 15).
        table: Table | None = None
        best = (True, True)
        ranks = self._closing_ranks
        for candidate in tables:
            found = ranks.get(candidate.id, False)
            if found is False:
                found = ranks[candidate.id] = self._closing_rank(candidate)
            if found is not None and (table is None or found < best):
                table, best = candidate, found
                if found == (False, False):
                    break
        if table is None:
            raise refusal
        log.info("table limit: table %s (%s, %s) nobody is at closes for a new one",
                 table.code, table.game.id, table.status)
        for seat in table.humans():
            owner = self.sessions.get(seat.token or "")
            if owner is not None and owner.table_id == table.id:
                owner.table_id = None
                if owner.grace_call is not None and owner.grace_call.active():
                    owner.grace_call.cancel()
                owner.grace_call = None
        if table.owner and table.owner in self.sessions and self.sessions[table.owner].table_id == table.id:
            self.sessions[table.owner].table_id = None
        self._close_table(table)
        self._lobby_changed()

    def _closing_rank(self, table: Table) -> tuple[bool, bool] | None:
        """How ``table`` ranks for closing to make room (``_close_one_for_new``): (in play,
        someone in their grace) for a table nobody is at, else None. Kept in ``_closing_ranks``
        until the table changes (``_table_changed``, which every drop, and so the start of every
        grace, goes through) or a grace at it ends (``_stand_in``): a full host under a crowd of new tables ranked all 300 for each, most of its cost
        (issue 15); the hall tests check the kept ranks after every step."""
        if table.spectators:
            return None
        playing = table.status == PLAYING
        people = grace = False
        for seat in table.seats:
            if seat.kind != HUMAN:
                continue
            if seat.connected or (playing and not seat.cpu_playing):
                return None  # someone is at it, or in play and waiting for someone
            people = True
            grace = grace or self._in_grace(seat.token)
        if playing and (table.watched or not people):
            return None  # CPU players watched by their owner
        return playing, grace or self._in_grace(table.owner)

    def _in_grace(self, token: str | None) -> bool:
        session = self.sessions.get(token or "")
        return session is not None and session.grace_call is not None

    def _joined(self, session: Session, table: Table) -> None:
        session.table_id = table.id
        session.lobby_seen = False  # back in the waiting room, it gets the whole list again
        self._seats_changed(table)
        if table.state is not None:
            self._send_view(table, session, table.seat_of(session.token), [])

    def _seats_changed(self, table: Table) -> None:
        """Seats or readiness changed: start when everyone is ready, save, tell everyone."""
        if table.can_start():
            table.start(self.seeds.randrange(1 << 62))
            self._saved(table)
            self._table_changed(table)
            self._publish(table, [{"type": "start", "game_no": table.game_no}])
            self._schedule(table)
        else:
            self._saved(table)
            self._table_changed(table)
        self._lobby_changed()

    def _close_table(self, table: Table) -> None:
        self.tables.pop(table.id, None)
        self._abandoned.pop(table.id, None)
        self._closing_ranks.pop(table.id, None)
        self._drop_plans(table.id)
        call = self._ticks.pop(table.id, None)
        if call is not None and call.active():
            call.cancel()
        for token in list(table.spectators):
            spectator = self.sessions.get(token)
            if spectator is not None:
                spectator.table_id = None
                spectator.send({"type": "table", "table": None})
        self.store.delete_table(table.id)

    # ============================================================================================
    # The game: steps, views, CPU seats and the clock
    # ============================================================================================

    def _step(self, table: Table, seat: int | None, action: dict[str, Any] | None,
              ref: int | None = None) -> None:
        now = self.clock.seconds()
        try:
            events = table.tick(now) if seat is None else table.act(seat, action or {}, now)
        except Unchanged:
            return  # accepted, and nothing changed: nothing to log, nobody to tell
        except GameError as error:
            raise game_error_to_protocol(error) from error
        if seat is None and not events:
            self._schedule(table)
            return
        self.store.record_step(table.id, table.game_no, table.seq, seat, action, now)
        if table.status == FINISHED:
            self._saved(table)
        elif table.seq % SNAPSHOT_EVERY == 0:
            self.store.save_snapshot(table.id, table.game.dump(table.state), table.seq)
        self._publish(table, events, acks={} if ref is None or seat is None else {seat: ref})
        if table.status == FINISHED:
            self._table_changed(table)
            self._lobby_changed()
        self._schedule(table)

    def _publish(self, table: Table, events: list[Event], acks: dict[int, int] | None = None) -> None:
        """Every person at the table (seated, then watching) gets their view of this step."""
        for index, seat in enumerate(table.seats):
            member = self.sessions.get(seat.token or "") if seat.kind == HUMAN else None
            if member is not None and member.connected:
                self._send_view(table, member, index, events, None if acks is None else acks.get(index))
        for token in sorted(table.spectators):
            member = self.sessions.get(token)
            if member is not None and member.connected:
                self._send_view(table, member, None, events)

    def _send_view(self, table: Table, session: Session, seat: int | None, events: list[Event],
                   ack: int | None = None) -> None:
        if table.state is None:
            return
        visible = events if all("to" not in e for e in events) else visible_events(events, seat)
        message = {"type": "view", "table": table.id, "seq": table.seq,
                   "view": table.view_frame(seat), "events": visible}
        if ack is not None:
            message["ack"] = ack
        session.send_frame(encode(message))

    def _schedule(self, table: Table) -> None:
        """After any change: let CPU seats plan, and wake the game's clock when it needs it."""
        if table.status != PLAYING or table.state is None:
            self._drop_plans(table.id)
            return
        self._plan_cpus(table)
        old = self._ticks.pop(table.id, None)
        if old is not None and old.active():
            old.cancel()
        deadline = table.game.deadline(table.state)
        if deadline is not None:
            delay = max(0.0, deadline - self.clock.seconds())
            self._ticks[table.id] = self.clock.callLater(delay, self._tick, table.id)

    def _tick(self, table_id: str) -> None:
        self._ticks.pop(table_id, None)
        table = self.tables.get(table_id)
        if table is not None and table.status == PLAYING:
            self._step(table, None, None)

    # -- CPU seats: each has at most one plan, made from its current view ------------------------

    def _plan_cpus(self, table: Table) -> None:
        """Ask every CPU seat that may act for a plan, unless it has one for the view it has
        now; drop the plans of seats whose view changed or who may no longer act."""
        waiting = {seat for seat in table.game.waiting_on(table.state) if table.seats[seat].cpu_controlled}
        for seat in range(len(table.seats)):
            key = (table.id, seat)
            plan = self._plans.get(key)
            if seat not in waiting:
                if plan is not None:
                    self._drop_plan(key)
                continue
            view = table.view_for(seat)
            if plan is not None and plan.game_no == table.game_no and plan.view == view:
                continue  # still thinking about, or holding a plan for, exactly this view
            if plan is not None:
                self._drop_plan(key)
            self._ask_cpu(table, seat, view)

    def _ask_cpu(self, table: Table, seat: int, view: dict[str, Any]) -> None:
        key = (table.id, seat)
        plan = _SeatPlan(game_no=table.game_no, view=view, asked_at=self.clock.seconds())
        self._plans[key] = plan
        level = table.seats[seat].cpu_level or self._default_level(table.game) or ""
        budget = next(
            (lv.thinking_time(self.config.cpu_budget) for lv in table.game.cpu_levels if lv.id == level),
            self.config.cpu_budget,
        )
        d = defer.maybeDeferred(self.think, table.game.id, view, level, table.cpu_seed(seat), budget)
        d.addCallbacks(self._cpu_planned, self._cpu_failed, callbackArgs=(key, plan),
                       errbackArgs=(key, plan))

    def _cpu_planned(self, decided: CpuPlan, key: tuple[str, int], plan: _SeatPlan) -> None:
        if self.closed or self._plans.get(key) is not plan:
            return  # the view changed while it thought: a newer question is out
        plan.decided = decided
        if decided.action is None:
            return  # it waits until its view changes
        due = decided.at if decided.at is not None else plan.asked_at + self.config.cpu_delay
        plan.call = self.clock.callLater(max(0.0, due - self.clock.seconds()), self._cpu_act, key, plan)

    def _cpu_failed(self, failure: Any, key: tuple[str, int], plan: _SeatPlan) -> None:
        if self.closed or self._plans.get(key) is not plan:
            return  # the host is closing (decisions in flight are cancelled), or nobody waits
        log.error("CPU at table %s seat %d failed: %s", key[0], key[1], failure.getTraceback())
        table = self.tables.get(key[0])
        fallback = None if table is None else self._fallback_action(table.game, plan.view)
        self._cpu_planned(CpuPlan(fallback), key, plan)

    @staticmethod
    def _fallback_action(game: Game, view: dict[str, Any]) -> dict[str, Any] | None:
        """What a CPU does when its own decision failed: in a game that waits for it (turn-based
        or simultaneous), the first legal action, if the game lists complete actions (a game that
        lists templates simply waits). In a real-time or vote game it waits for its next view:
        nobody waits for it there, and its first legal action may be anything (karuta's is
        floating one of the player's cards, again at every question)."""
        if game.kind not in WAITS_FOR_EVERY_SEAT:
            return None
        legal = view.get("legal") or []
        return legal[0] if legal else None

    def _cpu_act(self, key: tuple[str, int], plan: _SeatPlan) -> None:
        plan.call = None
        if self._plans.get(key) is not plan or plan.decided is None or plan.decided.action is None:
            return
        table = self.tables.get(key[0])
        seat = key[1]
        if (table is None or table.status != PLAYING or table.game_no != plan.game_no
                or not table.seats[seat].cpu_controlled or seat not in table.game.waiting_on(table.state)):
            self._drop_plan(key)
            return
        action = plan.decided.action
        # It acts; whatever follows is a new view and a new plan. Should the engine refuse the
        # action, the seat holds a "wait" for this same view, so it is not asked again in a loop.
        plan.decided = WAIT
        try:
            self._step(table, seat, action)
        except ProtocolError as error:
            log.error("CPU at %s seat %d chose a refused action %r: %s", table.code, seat, action, error)
            fallback = self._fallback_action(table.game, plan.view)
            if fallback is not None and fallback != action:
                try:
                    self._step(table, seat, fallback)
                except ProtocolError:
                    log.error("CPU at %s seat %d: the fallback %r was refused too", table.code, seat, fallback)

    def _drop_plan(self, key: tuple[str, int]) -> None:
        plan = self._plans.pop(key, None)
        if plan is not None and plan.call is not None and plan.call.active():
            plan.call.cancel()

    def _drop_plans(self, table_id: str) -> None:
        for key in [k for k in self._plans if k[0] == table_id]:
            self._drop_plan(key)

    # ============================================================================================
    # Limits: abandoned tables, forgotten sessions, flooders
    # ============================================================================================

    def _sweep(self) -> None:
        """Close tables nobody has been at for ``abandoned_close`` seconds; forget sessions that
        hold no seat and were not seen for ``session_ttl``."""
        self._sweep_call = self.clock.callLater(SWEEP_EVERY, self._sweep)
        now = self.clock.seconds()
        for table in list(self.tables.values()):
            present = table.spectators or any(s.connected for s in table.humans())
            # A game in play waits long for its people; a table not yet (or no longer) in play
            # holds a place in the list and the table limit, so it goes after a minute or two.
            patience = (self.config.abandoned_close if table.status == PLAYING
                        else min(self.config.abandoned_close, max(self.config.grace, 60.0)))
            if present:
                self._abandoned.pop(table.id, None)
            elif now - self._abandoned.setdefault(table.id, now) >= patience:
                log.info("table %s: nobody was at it for %.0f s; closed", table.code, patience)
                for seat in table.humans():
                    owner = self.sessions.get(seat.token or "")
                    if owner is not None and owner.table_id == table.id:
                        owner.table_id = None
                self._close_table(table)
                self._lobby_changed()
        for session in list(self.sessions.values()):
            if (not session.connected and session.table_id is None and session.grace_call is None
                    and now - session.last_seen >= self.config.session_ttl):
                self._forget(session)
        self._cooldowns = {k: t for k, t in self._cooldowns.items() if t > now}
        self._room_made = {a: t for a, t in self._room_made.items() if t > now}
        self._address_chat = {a: b for a, b in self._address_chat.items() if not b.full(now)}
        self._new_sessions = {a: b for a, b in self._new_sessions.items() if not b.full(now)}
        self._refusals = {a: b for a, b in self._refusals.items() if not b.full(now)}
        self._silenced = {a: t for a, t in self._silenced.items() if t > now}

    def flooded(self, session: Session | None, address: str) -> None:
        """A connection was closed for flooding: its session and address wait a little before
        they may come back (the connection tells the hall before it closes)."""
        until = self.clock.seconds() + self.config.flood_cooldown
        for key in (session.token if session else None, address):
            if key:
                self._cooldowns[key] = until

    # ============================================================================================
    # Telling people
    # ============================================================================================

    def _members(self, table: Table) -> list[Session]:
        tokens = [s.token for s in table.humans()] + sorted(table.spectators)
        return [self.sessions[t] for t in tokens if t in self.sessions and self.sessions[t].connected]

    def table_message(self, table: Table, session: Session) -> dict[str, Any]:
        data = table.summary()
        # An address works on any home network; a bare host name often does not resolve there.
        host = self.config.addresses[0] if self.config.addresses else (self.config.host_name or "127.0.0.1")
        if ":" in host:
            host = f"[{host}]"
        data["you"] = table.seat_of(session.token)
        data["you_own"] = table.owner == session.token
        data["invite"] = f"zashiki://{host}:{self.config.port}/{table.code}"
        data["result"] = None if table.result is None else table.result.to_wire()
        return {"type": "table", "table": data}

    def _table_changed(self, table: Table) -> None:
        """Something the table's summary shows changed (every such change comes through here:
        its people are told, and the waiting-room list looks at this table again)."""
        self._lobby_dirty.add(table.id)
        self._closing_ranks.pop(table.id, None)
        for member in self._members(table):
            member.send(self.table_message(table, member))
        self._lobby_changed()

    def _saved(self, table: Table) -> None:
        snapshot = None if table.state is None else table.game.dump(table.state)
        self.store.save_table(table.id, table.to_record(), snapshot, table.seq)

    def _lobby_entries(self) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
        """The waiting-room list as it stands: players by name, table summaries by id. Only the
        tables changed since the last list (``_table_changed``) and new ones are looked at again:
        with 300 tables of 8 seats, looking at every one took ~1 ms of the reactor for each list
        (issue 15); the hall tests check after every step that this is the whole list."""
        players = {s.name: s.listed() for s in self.sessions.values() if s.outlet is not None or s.table_id is not None}
        dirty, self._lobby_dirty = self._lobby_dirty, set()
        sent = self._lobby_sent[1]
        tables = {tid: t.listed() if tid in dirty or tid not in sent else sent[tid]
                  for tid, t in self.tables.items()}
        return players, tables

    def _lobby_changed(self) -> None:
        """Coalesce lobby updates: all changes until the next send go out as one message, sent
        in the next reactor turn, or ``lobby_every`` after the last send if that is later."""
        if self._lobby_call is None or not self._lobby_call.active():
            wait = max(0.0, self._lobby_at + self.config.lobby_every - self.clock.seconds())
            self._lobby_call = self.clock.callLater(wait, self._send_lobby)

    def _send_lobby(self) -> None:
        """Tell the people in the waiting room what changed, and only them: someone who has
        just come in gets the whole list, everyone else only the entries that changed since the
        last time; each message is encoded once for all who get it. People at a table get
        nothing here (their table's changes reach them as ``table`` and ``view``). The writing
        is spread over reactor turns (``_write_lobby``); the next list waits until it is done."""
        if self._lobby_queue:
            self._lobby_call = self.clock.callLater(0, self._send_lobby)
            return
        self._lobby_call = None
        self._lobby_at = self.clock.seconds()
        players, tables = self._lobby_entries()
        old_players, old_tables = self._lobby_sent
        self._lobby_sent = (players, tables)
        update: dict[str, Any] = {
            "type": "lobby_update",
            "players": [p for name, p in players.items() if old_players.get(name) != p],
            "gone": [name for name in old_players if name not in players],
            "tables": [t for tid, t in tables.items() if old_tables.get(tid) != t],
            "removed": [tid for tid in old_tables if tid not in tables],
        }
        changed = any(update[k] for k in ("players", "gone", "tables", "removed"))
        full_frame = update_frame = None
        for session in self.online.values():
            if not session.in_waiting_room:
                session.lobby_seen = False
            elif not session.lobby_seen:
                if full_frame is None:  # the whole list, for someone who just came in
                    full_frame = encode({"type": "lobby", "players": self._lobby_players_encoded.raws(players),
                                         "tables": self._lobby_tables_encoded.raws(tables)})
                self._lobby_queue.append((session, full_frame, True))
                session.lobby_seen = True
            elif changed:
                if update_frame is None:
                    update_frame = encode(update)
                self._lobby_queue.append((session, update_frame, False))
        self._write_lobby()

    def _write_lobby(self) -> None:
        """Write the waiting-room list to the next ``LOBBY_SLICE`` connections waiting for it,
        stopping early once ``LOBBY_TURN_BYTES`` went, and the rest in the next turns: a list to
        200 people is 200 socket writes, and in one turn they held up every table's next move
        by milliseconds; so did the whole list of 300 tables to ten newcomers at once, 2.7 MB
        in one turn (issue 15). Whoever left the waiting room meanwhile is skipped, and an
        update goes only to someone still holding the list it changes (one who sat down and
        came back gets the whole list next time)."""
        self._lobby_writer = None
        written = 0
        for _ in range(min(LOBBY_SLICE, len(self._lobby_queue))):
            if written >= LOBBY_TURN_BYTES:
                break
            session, frame, whole = self._lobby_queue.popleft()
            if session.in_waiting_room and (whole or session.lobby_seen):
                session.send_frame(frame)
                written += len(frame)
        if self._lobby_queue:
            self._lobby_writer = self.clock.callLater(0, self._write_lobby)

    def shutdown(self, farewell: bool = False) -> None:
        """Stop every timer; close every connection. With ``farewell`` the clients are told the
        host is closing for good (they stop reconnecting); without it they reconnect, as after a
        crash, and find the host again once it restarts."""
        self.closed = True
        for session in self.sessions.values():
            if session.outlet is not None:
                if farewell:
                    session.outlet.fail(ProtocolError(ErrorCode.HOST_CLOSING))
                else:
                    session.outlet.close()
        for call in list(self._ticks.values()):
            if call.active():
                call.cancel()
        self._ticks.clear()
        for key in list(self._plans):
            self._drop_plan(key)
        for session in self.sessions.values():
            if session.grace_call is not None and session.grace_call.active():
                session.grace_call.cancel()
        for call in (self._lobby_call, self._lobby_writer):
            if call is not None and call.active():
                call.cancel()
        self._lobby_queue.clear()
        if self._sweep_call is not None and self._sweep_call.active():
            self._sweep_call.cancel()


__all__ = ["Hall", "HallConfig", "Session", "clean_name", "CPU", "HUMAN"]
