"""Sessions: the people a host knows, and the connection each has now.

Sessions, not sockets, own seats: a session's token comes with ``welcome``, and ``hello`` with
the token takes the session back after a drop (or a restart). ``Outlet`` is what a session
speaks through (a ``HallConnection`` on a real host, a recorder in tests). ``SessionBook`` keeps
every session, the connected ones beside them, and forgets the ones no longer wanted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from twisted.internet.interfaces import IDelayedCall

from protocol.clock_sync import ClockEstimate
from protocol.errors import ProtocolError
from server.names import skeleton
from server.rate_limit import TokenBucket
from server.store import Store


class Outlet(Protocol):
    """The connection side of a session."""

    peer_host: str  # the address it connected from
    peer_clock: ClockEstimate  # the client's clock offset and round trip (fair timing)

    def send(self, message: dict[str, Any]) -> None: ...
    def send_frame(self, frame: bytes) -> None: ...
    def fail(self, error: ProtocolError, about: str | None = None) -> None: ...
    def close(self) -> None: ...


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
        1,000 sessions this property's call doubled the list's cost."""
        return self.outlet is not None

    @property
    def in_grace(self) -> bool:
        """Dropped from a seat (or a CPU table it owns) and still waited for."""
        return self.grace_call is not None

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


class SessionBook:
    """Every session the host knows, by token, and the connected ones beside them (``online``:
    a full host's admission looks through these, not through every session kept).
    ``sessions`` holds the disconnected ones in the order they were last seen (``dropped``
    moves a session to the end; a restart loads them in that order), so the longest unseen
    are found first, in a few steps, when the book is full."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.sessions: dict[str, Session] = {}
        self.online: dict[str, Session] = {}
        for token, name in store.sessions().items():
            self.sessions[token] = Session(token=token, name=name)

    def get(self, token: str | None) -> Session | None:
        return self.sessions.get(token or "")

    def add(self, session: Session) -> None:
        self.sessions[session.token] = session

    def connected(self, session: Session, outlet: Outlet, now: float) -> None:
        session.outlet = outlet
        self.online[session.token] = session
        session.address = outlet.peer_host
        session.last_seen = session.last_active = now
        session.made_room = False
        session.lobby_seen = False  # a new connection: it gets the whole waiting-room list
        self.store.save_session(session.token, session.name)

    def dropped(self, session: Session, now: float) -> None:
        session.outlet = None
        self.online.pop(session.token, None)
        session.last_seen = now
        if self.sessions.pop(session.token, None) is session:  # to the end: the last seen
            self.sessions[session.token] = session

    def forget(self, session: Session) -> None:
        self.sessions.pop(session.token, None)
        self.online.pop(session.token, None)
        self.store.forget_session(session.token)

    def keep_bounded(self, most: int) -> None:
        """At most ``most`` sessions are kept: past that, the longest unseen of those with no
        seat, no connection and no grace are forgotten first."""
        excess = len(self.sessions) - most
        if excess <= 0:
            return
        idle: list[Session] = []
        for session in self.sessions.values():
            if session.outlet is None and session.table_id is None and session.grace_call is None:
                idle.append(session)
                if len(idle) == excess:
                    break
        for session in idle:
            self.forget(session)

    def forget_unseen(self, now: float, ttl: float) -> None:
        """Forget the sessions that hold no seat and were not seen for ``ttl`` seconds."""
        for session in list(self.sessions.values()):
            if (session.outlet is None and session.table_id is None and session.grace_call is None
                    and now - session.last_seen >= ttl):
                self.forget(session)

    def everyone(self, message: dict[str, Any]) -> None:
        """Send ``message`` to every connected session."""
        for session in self.online.values():
            session.send(message)
