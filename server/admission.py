"""Admission: who may say ``hello`` and under which name, and who makes room when the host is full.

The cheap refusals come first (a machine past its new-names bucket is refused before the host
looks at any session): a machine opening new names without end must not make the host look
through every session each time. An address that keeps coming back faster than once a second
after being told to wait is silenced (its connections closed as they are accepted). A full host
still lets a newcomer in: the longest-idle session in the waiting room makes room (docs/
ARCHITECTURE.md, "Limits").
"""

from __future__ import annotations

import logging
import secrets
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from twisted.internet.interfaces import IReactorTime

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.texts import Text
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server.config import HallConfig
from server.names import clean_name, skeleton
from server.rate_limit import TokenBucket
from server.sessions import Outlet, Session, SessionBook
from server.table import PLAYING, Table
from server.texts import SERVER

log = logging.getLogger(__name__)


class Admission:
    def __init__(self, book: SessionBook, tables: Mapping[str, Table], clock: IReactorTime,
                 config: HallConfig, drop: Callable[[Session, Outlet], None]) -> None:
        self.book = book
        self.tables = tables
        self.clock = clock
        self.config = config
        self.limits = config.limits
        self.drop = drop  # the hall's: a session's connection is gone
        self._cooldowns: dict[str, float] = {}  # session token or address -> time it may return
        self._new_sessions: dict[str, TokenBucket] = {}  # address -> new names it may still open
        self._refusals: dict[str, TokenBucket] = {}  # address -> cooling_down refusals before silence
        self._silenced: dict[str, float] = {}  # address -> until when it is closed as it connects
        self._room_made: dict[str, float] = {}  # address -> until when it may not push anyone out

    def admit(self, outlet: Outlet, message: dict[str, Any]) -> tuple[Session, bool]:
        """The session a ``hello`` opens or takes back, and whether it was taken back; or a
        ProtocolError (all of which close the connection)."""
        if message["protocol"] != PROTOCOL_VERSION:
            raise ProtocolError(
                ErrorCode.VERSION_MISMATCH,
                HOST("hello.version_mismatch", host_app=APP_VERSION, host_protocol=PROTOCOL_VERSION,
                     app=message["app"][:32], protocol=message["protocol"]),
                host_protocol=PROTOCOL_VERSION, host_app=APP_VERSION,
            )
        name = clean_name(message["name"])
        token = message.get("token")
        address = outlet.peer_host
        now = self.clock.seconds()
        for key in (token, address):
            if key and self._cooldowns.get(key, 0.0) > now:
                wait = int(self._cooldowns[key] - now) + 1
                raise self._told_to_wait(address, now, HOST("hello.cooling_down", seconds=wait))
        session = self.book.get(token) if token else None
        if session is None and self.config.single_user:
            # The offline host has one player: whoever comes back under the same name is the
            # same person (after the app was closed or crashed), and takes their seat back.
            session = next((s for s in self.book.sessions.values() if s.name == name and not s.connected), None)
        resumed = session is not None
        if session is None:
            session = self._newcomer(name, address, now)
        elif session.outlet is None:  # it comes back: a seat always gets in, others need a place
            self._make_room(self._place_for(session, now, address), address)
        elif session.outlet is not outlet:
            session.outlet.fail(ProtocolError(ErrorCode.REPLACED))
        self.book.connected(session, outlet, now)
        self.book.keep_bounded(self.limits.max_sessions)  # once it is connected: never the newcomer itself
        return session, resumed

    def _newcomer(self, name: str, address: str, now: float) -> Session:
        # The new-names limit first: it is the cheap check, and a machine opening new names
        # without end must not make the host look through every session each time.
        newcomers = self._new_sessions.setdefault(
            address, TokenBucket(capacity=self.limits.new_names_per_address, rate=0.2))
        if not newcomers.ready(now):
            raise self._told_to_wait(address, now, HOST("hello.too_many_names"))
        idle = self._place_for(None, now, address)
        look = skeleton(name)
        same_name = []  # sessions of this name nobody uses: the newcomer takes the name over
        for other in self.book.sessions.values():  # one pass: up to max_sessions of them
            if other.skeleton != look:
                continue
            active = other.outlet is not None or other.table_id is not None
            if active and other.name == name:
                # A name alone never takes a seat: one held by an app that is gone (closed,
                # crashed, its token lost) is freed when that match ends; until then its
                # person is told how to come back, or may come in under another name.
                said = "hello.name_taken" if other.outlet is not None else "hello.name_taken_rejoin"
                raise ProtocolError(ErrorCode.NAME_TAKEN, HOST(said, name=name))
            if active:
                raise ProtocolError(ErrorCode.NAME_TAKEN,
                                    HOST("hello.name_look_alike", name=name, other=other.name))
            if other.name == name:
                same_name.append(other)
        newcomers.take(now)
        for other in same_name:
            self.book.forget(other)
        self._make_room(idle, address)
        session = Session(token=secrets.token_urlsafe(18), name=name, skeleton=look)
        self.book.add(session)
        return session

    # -- told to wait, and silenced --------------------------------------------------------------

    def _told_to_wait(self, address: str, now: float, text: Text) -> ProtocolError:
        """The ``cooling_down`` refusal for a hello from ``address``. An address that keeps
        coming back faster than once a second after being told to wait (``refusals_before_silence``
        times in a row) is silenced for ``refused_silence`` seconds: its connections are closed as
        they are accepted (``silenced``), before they cost a protocol, a read and an answer. A
        machine opening new names as fast as it can did that ~2,500 times a second, a quarter of a
        core, and the people at tables waited behind it. The app's own client never gets there:
        refused before its welcome it stops, and its reconnections back off."""
        if address and self.limits.refused_silence > 0:
            refusals = self._refusals.setdefault(
                address, TokenBucket(capacity=self.limits.refusals_before_silence, rate=1.0))
            if not refusals.take(now) and self._silenced.get(address, 0.0) <= now:
                self._silenced[address] = now + self.limits.refused_silence
                log.info(SERVER("told_to_wait_silenced", address=address,
                                seconds=f"{self.limits.refused_silence:.0f}"))
        return ProtocolError(ErrorCode.COOLING_DOWN, text)

    def silenced(self, address: str) -> bool:
        """Whether a connection from ``address`` is to be closed as it is accepted, unanswered."""
        until = self._silenced.get(address)
        if until is None:
            return False
        if until > self.clock.seconds():
            return True
        del self._silenced[address]
        return False

    def flooded(self, session: Session | None, address: str) -> None:
        """A connection was closed for flooding: its session and address wait a little before
        they may come back (the connection tells the hall before it closes)."""
        until = self.clock.seconds() + self.limits.flood_cooldown
        for key in (session.token if session else None, address):
            if key:
                self._cooldowns[key] = until

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
        if len(self.book.online) < self.limits.max_players:
            return None
        if (arriving is not None and arriving.made_room) or self._room_made.get(address, 0.0) > now:
            raise ProtocolError(ErrorCode.HOST_FULL, HOST("hello.still_full"))
        idle = min((s for s in self.book.online.values() if self._may_make_room(s, now)),
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
        held = Counter(s.address for s in self.book.online.values())
        movable = [s for s in self.book.online.values() if self._may_make_room(s, now, idle_for=0.0)]
        most = max((held[s.address] for s in movable), default=0)
        if most < held[address] + 2:
            return None
        return min((s for s in movable if held[s.address] == most), key=lambda s: s.last_active)

    def _may_make_room(self, session: Session, now: float, idle_for: float | None = None) -> bool:
        """Whether a session may be closed for a newcomer: connected, idle for ``idle_evict``
        (nothing but ping/pong; or ``idle_for``), and in the waiting room or watching a table
        that is not in play. Never a seated player, a spectator of a game in play, the owner of
        a CPU table, or a session in its reconnect grace (it is not connected)."""
        idle_for = self.limits.idle_evict if idle_for is None else idle_for
        if (not session.connected or self.limits.idle_evict <= 0
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
        until = self.clock.seconds() + self.limits.idle_evict
        for machine in (address, idle.address):
            if machine:
                self._room_made[machine] = until
        log.info(SERVER("made_room", name=idle.name, address=idle.address,
                        seconds=f"{self.clock.seconds() - idle.last_active:.0f}"))
        outlet = idle.outlet
        idle.made_room = True
        outlet.fail(ProtocolError(ErrorCode.EVICTED))
        self.drop(idle, outlet)

    def sweep(self, now: float) -> None:
        """Forget the waits and buckets that are over."""
        self._cooldowns = {k: t for k, t in self._cooldowns.items() if t > now}
        self._room_made = {a: t for a, t in self._room_made.items() if t > now}
        self._new_sessions = {a: b for a, b in self._new_sessions.items() if not b.full(now)}
        self._refusals = {a: b for a, b in self._refusals.items() if not b.full(now)}
        self._silenced = {a: t for a, t in self._silenced.items() if t > now}
