"""The hall: the router of a host. It holds no sockets and no game logic of its own.

A connection hands the hall validated messages with ``handle(session, message)`` (``hello``
first, with ``hello(outlet, message)``) and the hall routes each to the part that answers it:

- ``Admission`` (server/admission.py): who may come in, under which name, and who makes room;
- ``WaitingRoom`` (server/waiting_room.py): the list of players and tables, the message board;
- ``TableDesk`` (server/table_desk.py): opening, sitting, readiness, acting, stamps;
- ``Tables`` (server/tables.py): the open tables, each run by a ``TableRunner``
  (server/table_runner.py: act → log → publish → schedule);
- ``RecordDesk`` (server/records.py): game records; ``GameShelf``: the games and their rules.

What the hall itself keeps is the session registry (``SessionBook``) and the life of a session:
its connection coming and going, the grace period of a dropped seat and the CPU standing in
after it, and the restart that brings every session and table back from the store. Time comes
from an ``IReactorTime`` so unit tests drive it with ``task.Clock``.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

from twisted.internet.interfaces import IDelayedCall, IReactorTime

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.messages import STAMP_IDS
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server import games as game_registry
from server.admission import Admission
from server.config import HallConfig
from server.cpu_workers import think_inline
from server.game_shelf import GameShelf
from server.records import RecordDesk
from server.sessions import Outlet, Session, SessionBook
from server.store import Store
from server.table import HUMAN, PLAYING, Table
from server.table_desk import TableDesk
from server.table_runner import Thinker
from server.tables import Tables
from server.texts import SERVER
from server.waiting_room import WaitingRoom

log = logging.getLogger(__name__)

SWEEP_EVERY = 30.0  # seconds between looks for abandoned tables and expired sessions
ALIVE_EVERY = 1.0  # seconds between the heartbeats the store keeps (when the host went down)


class Hall:
    def __init__(self, store: Store, clock: IReactorTime, config: HallConfig | None = None,
                 think: Thinker | None = None, seeds: random.Random | None = None) -> None:
        self.store = store
        self.clock = clock
        self.config = config or HallConfig()
        self.closed = False
        self.book = SessionBook(store)
        self.room = WaitingRoom(self.book, {}, store, clock, self.config)
        self.tables = Tables(self.book, store, clock, self.config, think or think_inline,
                             self.table_changed, self.room.changed)
        self.room.tables = self.tables
        self.admission = Admission(self.book, self.tables, clock, self.config, self.disconnected)
        self.desk = TableDesk(self.tables, clock, seeds or random.SystemRandom(), self.table_changed,
                              self.room.changed)
        self.records = RecordDesk(store, self._live)  # game records: record_list, record_open, ...
        self.shelf = GameShelf()
        self._handlers: dict[str, Callable[[Session, dict[str, Any]], None]] = {
            "chat": self.room.post, "rules": self.shelf.on_rules,
            **self.desk.handlers(), **self.records.handlers(),
        }
        self._restore()
        self._sweep_call: IDelayedCall | None = self.clock.callLater(SWEEP_EVERY, self._sweep)
        self._alive_call: IDelayedCall | None = None
        self._alive()

    @property
    def sessions(self) -> dict[str, Session]:
        return self.book.sessions

    @property
    def online(self) -> dict[str, Session]:
        return self.book.online

    # ============================================================================================
    # Sessions: coming, going, coming back
    # ============================================================================================

    def hello(self, outlet: Outlet, message: dict[str, Any]) -> Session:
        """Admit a connection, or raise ProtocolError (all of which close it)."""
        session, resumed = self.admission.admit(outlet, message)
        outlet.send(self._welcome(session, resumed))
        self.room.greet(session)
        self._returned(session)
        self.room.changed()
        return session

    def _welcome(self, session: Session, resumed: bool) -> dict[str, Any]:
        return {
            "type": "welcome", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
            "token": session.token, "name": session.name, "resumed": resumed,
            "host": {"name": self.config.name, "host_name": self.config.host_name,
                     "port": self.config.port, "addresses": list(self.config.addresses),
                     "grace": self.config.grace},
            "games": self.shelf.descriptions(),
            "stamps": [{"id": sid, "label": HOST(f"stamp.{sid}").to_wire()} for sid in STAMP_IDS],
        }

    def _returned(self, session: Session) -> None:
        """A session (re)connected: give back its seat and bring it up to date."""
        if session.grace_call is not None and session.grace_call.active():
            session.grace_call.cancel()
        session.grace_call = None
        table = self.tables.get(session.table_id or "")
        if table is None:
            session.table_id = None
            return
        runner = self.tables.runner(table.id)
        index = table.seat_of(session.token)
        if index is None:
            table.spectators.add(session.token)
        else:
            seat = table.seats[index]
            was_away = not seat.connected and not seat.cpu_playing
            seat.connected = True
            seat.cpu_playing = False
            if was_away:
                runner.host_act(index, "back")
        self.table_changed(table)
        if table.state is not None:
            runner.send_view(session, index, [])

    def disconnected(self, session: Session, outlet: Outlet) -> None:
        if session.outlet is not outlet:
            return  # an old connection replaced by a newer one
        self.book.dropped(session, self.clock.seconds())
        if self.closed:
            return  # the host is closing (its store with it): a restart marks every seat away
        table = self.tables.get(session.table_id or "")
        if table is not None:
            index = table.seat_of(session.token)
            table.spectators.discard(session.token)
            if index is not None:
                table.seats[index].connected = False
                if not table.seats[index].cpu_playing:
                    self.tables.runner(table.id).host_act(index, "away")
                self._start_grace(session)
            elif table.watched and table.owner == session.token:
                self._start_grace(session)  # the owner of a CPU-only table: it waits for them
            else:
                session.table_id = None
            self.table_changed(table)
        self.room.changed()

    def _start_grace(self, session: Session) -> None:
        if self.closed:
            return  # the host is closing: its connections drop, nobody's seat moves
        if session.grace_call is None or not session.grace_call.active():
            session.grace_call = self.clock.callLater(self.config.grace, self._stand_in, session.token)

    def _stand_in(self, token: str) -> None:
        """The grace period is over: a CPU plays the dropped player's seat until they return."""
        session = self.book.get(token)
        if session is None or session.connected:
            return
        session.grace_call = None
        self.tables.closing_ranks.pop(session.table_id or "", None)
        table = self.tables.get(session.table_id or "")
        if table is not None and table.watched and table.owner == token:
            session.table_id = None  # gone for good: the next watcher owns it, or it closes
            if table.pass_watch_on() is None:
                self.tables.close(table)
            else:
                self.table_changed(table)  # a new owner, shown at the table and in the list
            return
        if table is None or table.status != PLAYING:
            return
        index = table.seat_of(token)
        if index is None:
            return
        seat = table.seats[index]
        seat.cpu_playing = True
        seat.cpu_level = seat.cpu_level or table.game.default_level()
        runner = self.tables.runner(table.id)
        runner.host_act(index, "back")  # the seat is played again: the match goes on
        self.table_changed(table)
        runner.schedule()

    # ============================================================================================
    # Requests, and what every change tells
    # ============================================================================================

    def handle(self, session: Session, message: dict[str, Any]) -> None:
        """One validated message from a session. ProtocolError goes back to the sender."""
        session.last_active = self.clock.seconds()  # not idle (the admission rule)
        self._handlers[message["type"]](session, message)

    def table_changed(self, table: Table) -> None:
        """Something the table's summary shows changed (every such change comes through here):
        its people are told, and the waiting-room list looks at this table again."""
        self.tables.closing_ranks.pop(table.id, None)
        if table.id in self.tables:
            self.tables.runner(table.id).tell_members()
        self.room.table_changed(table.id)

    def _live(self, table_id: str, game_no: int) -> bool:
        """Whether that match is being played now (records of it open from one's own seat)."""
        table = self.tables.get(table_id)
        return table is not None and table.game_no == game_no and table.status == PLAYING

    def silenced(self, address: str) -> bool:
        return self.admission.silenced(address)

    def flooded(self, session: Session | None, address: str) -> None:
        self.admission.flooded(session, address)

    # ============================================================================================
    # Restart: everything comes back from the store
    # ============================================================================================

    def _restore(self) -> None:
        alive = self.store.alive_at()
        for stored in self.store.tables():
            game = game_registry.get(stored.record["game"])
            if game is None:
                log.warning(SERVER("table_game_missing", table=stored.id, game=str(stored.record["game"])))
                continue
            table = Table.from_record(stored.id, stored.record, game, stored.snapshot, stored.seq)
            runner = self.tables.add(table)
            if not runner.replay(stored.later_steps):
                self.tables.discard(table.id)  # its rows stay in the store, for whoever looks
                continue
            # Downtime is not match time: the game goes on from the moment the host went down
            # (its last heartbeat, or its last step if later), whoever is at the table.
            last_step = stored.later_steps[-1][3] if stored.later_steps else None
            since = max((t for t in (alive, last_step) if t is not None), default=None)
            if since is not None:
                runner.resume(since)
            tokens = [seat.token for seat in table.humans()]
            if table.watched and table.owner:
                tokens.append(table.owner)
            for seat in table.humans():
                seat.connected = False
            for index, seat in enumerate(table.seats):
                if seat.kind == HUMAN and not seat.cpu_playing:
                    runner.host_act(index, "away")  # nobody is back yet after a restart
            for token in tokens:
                session = self.book.get(token)
                if session is not None:
                    session.table_id = table.id
                    self._start_grace(session)
            log.info(SERVER("table_restored", code=table.code, game=game.text("title"), status=table.status,
                            step=table.seq))
        seated = {t for table in self.tables.values() for t in (*(s.token for s in table.humans()), table.owner)}
        for token in self.store.forget_sessions_unseen(self.config.limits.session_ttl, keep=seated):
            self.book.sessions.pop(token, None)
        for runner in self.tables.runners():
            runner.schedule()

    # ============================================================================================
    # The sweep, and the end
    # ============================================================================================

    def _sweep(self) -> None:
        """Close tables nobody has been at for a while; forget sessions that hold no seat and
        were not seen for ``session_ttl``; forget the waits that are over."""
        self._sweep_call = self.clock.callLater(SWEEP_EVERY, self._sweep)
        now = self.clock.seconds()
        self.tables.sweep(now)
        self.book.forget_unseen(now, self.config.limits.session_ttl)
        self.admission.sweep(now)
        self.room.sweep(now)

    def _alive(self) -> None:
        """The heartbeat: the store learns every ``ALIVE_EVERY`` s that the host runs, so that
        after a crash the host knows when it went down (``Game.resume``)."""
        self.store.mark_alive(self.clock.seconds())
        self._alive_call = self.clock.callLater(ALIVE_EVERY, self._alive)

    def shutdown(self, farewell: bool = False) -> None:
        """Stop every timer; close every connection. With ``farewell`` the clients are told the
        host is closing for good (they stop reconnecting); without it they reconnect, as after a
        crash, and find the host again once it restarts."""
        self.closed = True
        for session in self.book.sessions.values():
            if session.outlet is not None:
                if farewell:
                    session.outlet.fail(ProtocolError(ErrorCode.HOST_CLOSING))
                else:
                    session.outlet.close()
        self.tables.stop()
        for session in self.book.sessions.values():
            if session.grace_call is not None and session.grace_call.active():
                session.grace_call.cancel()
        self.room.stop()
        for call in (self._sweep_call, self._alive_call):
            if call is not None and call.active():
                call.cancel()
        self.store.mark_alive(self.clock.seconds())  # a clean stop: down from now


__all__ = ["Hall"]
