"""The waiting room (待合室): the list of players and tables, and the message board.

The list goes only to the people in the waiting room: whoever enters it gets the whole list
(``lobby``), the others only what changed (``lobby_update``), each encoded once for everyone who
gets it. Changes are gathered: the first after a quiet spell goes out in the next reactor turn,
later ones at most every ``lobby_every``, so a crowd arriving costs one rebuild of the list per
interval, not one per arrival. A rebuild looks again only at the tables changed since the last
list (``table_changed``) and reuses the rest, each entry's encoding kept until it changes; the
list is written to ``LOBBY_SLICE`` connections a reactor turn, and no more once
``LOBBY_TURN_BYTES`` went, so that a list to many people never holds up the tables' next moves.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Mapping
from typing import Any

from twisted.internet.interfaces import IDelayedCall, IReactorTime

from protocol.codec import EncodedEntries, encode
from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from server.config import HallConfig
from server.names import clean_post
from server.rate_limit import TokenBucket
from server.sessions import Session, SessionBook
from server.store import Store
from server.table import Table

BOARD_HISTORY = 50  # posts a newcomer is shown
LOBBY_SLICE = 32  # waiting-room connections written to per reactor turn
LOBBY_TURN_BYTES = 256 * 1024  # ... and no more once this many bytes went (a whole list of 300 tables is ~270 KB)


class WaitingRoom:
    def __init__(self, book: SessionBook, tables: Mapping[str, Table], store: Store, clock: IReactorTime,
                 config: HallConfig) -> None:
        self.book = book
        self.tables = tables
        self.store = store
        self.clock = clock
        self.config = config
        self._call: IDelayedCall | None = None
        self._queue: deque[tuple[Session, bytes, bool]] = deque()  # the list going out (_write)
        self._dirty: set[str] = set()  # tables whose summary may have changed since the last list
        self._writer: IDelayedCall | None = None
        self._at = float("-inf")  # when the waiting room was last told
        self.sent: tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]] = ({}, {})
        # Each entry of the whole list encoded once while it stays the same (_send).
        self._players_encoded, self._tables_encoded = EncodedEntries(), EncodedEntries()
        self._address_chat: dict[str, TokenBucket] = {}

    # -- the message board (伝言板) ------------------------------------------------------------------

    def greet(self, session: Session) -> None:
        """A newcomer sees the board's recent posts."""
        session.send({"type": "board", "posts": self.store.recent_posts(BOARD_HISTORY)})

    def post(self, session: Session, message: dict[str, Any]) -> None:
        """``chat``: a post on the board, for everyone in the hall."""
        now = self.clock.seconds()
        by_address = self._address_chat.setdefault(session.address, TokenBucket(capacity=10, rate=1.0))
        if not session.chat_bucket.take(now) or not by_address.take(now):
            raise ProtocolError(ErrorCode.RATE_LIMITED)
        text = clean_post(message["text"])
        if not text:
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("chat.empty"), field="text")
        at = time.time()
        self.store.post(session.name, text, at, keep=self.config.limits.board_keep)
        self.book.everyone({"type": "chat", "post": {"name": session.name, "text": text, "at": at}})

    # -- the list ------------------------------------------------------------------------------------

    def table_changed(self, table_id: str) -> None:
        """Something a table's summary shows changed: the next list looks at it again."""
        self._dirty.add(table_id)
        self.changed()

    @property
    def pending(self) -> bool:
        """Whether a list is still to go out (one is due, or being written)."""
        return (self._call is not None and self._call.active()) or bool(self._queue)

    def entries(self) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
        """The waiting-room list as it stands: players by name, table summaries by id. Only the
        tables changed since the last list and new ones are looked at again: with 300 tables of
        8 seats, looking at every one took ~1 ms of the reactor for each list."""
        players = {s.name: s.listed() for s in self.book.sessions.values()
                   if s.outlet is not None or s.table_id is not None}
        dirty, self._dirty = self._dirty, set()
        sent = self.sent[1]
        tables = {tid: t.listed() if tid in dirty or tid not in sent else sent[tid]
                  for tid, t in self.tables.items()}
        return players, tables

    def changed(self) -> None:
        """Coalesce updates: all changes until the next send go out as one message, sent in the
        next reactor turn, or ``lobby_every`` after the last send if that is later."""
        if self._call is None or not self._call.active():
            wait = max(0.0, self._at + self.config.lobby_every - self.clock.seconds())
            self._call = self.clock.callLater(wait, self._send)

    def _send(self) -> None:
        """Tell the people in the waiting room what changed, and only them: someone who has
        just come in gets the whole list, everyone else only the entries that changed since the
        last time; each message is encoded once for all who get it. People at a table get
        nothing here (their table's changes reach them as ``table`` and ``view``). The writing
        is spread over reactor turns (``_write``); the next list waits until it is done."""
        if self._queue:
            self._call = self.clock.callLater(0, self._send)
            return
        self._call = None
        self._at = self.clock.seconds()
        players, tables = self.entries()
        old_players, old_tables = self.sent
        self.sent = (players, tables)
        update: dict[str, Any] = {
            "type": "lobby_update",
            "players": [p for name, p in players.items() if old_players.get(name) != p],
            "gone": [name for name in old_players if name not in players],
            "tables": [t for tid, t in tables.items() if old_tables.get(tid) != t],
            "removed": [tid for tid in old_tables if tid not in tables],
        }
        changed = any(update[k] for k in ("players", "gone", "tables", "removed"))
        full_frame = update_frame = None
        for session in self.book.online.values():
            if not session.in_waiting_room:
                session.lobby_seen = False
            elif not session.lobby_seen:
                if full_frame is None:  # the whole list, for someone who just came in
                    full_frame = encode({"type": "lobby", "players": self._players_encoded.raws(players),
                                         "tables": self._tables_encoded.raws(tables)})
                self._queue.append((session, full_frame, True))
                session.lobby_seen = True
            elif changed:
                if update_frame is None:
                    update_frame = encode(update)
                self._queue.append((session, update_frame, False))
        self._write()

    def _write(self) -> None:
        """Write the list to the next ``LOBBY_SLICE`` connections waiting for it, stopping early
        once ``LOBBY_TURN_BYTES`` went, and the rest in the next turns: a list to 200 people is
        200 socket writes, and in one turn they held up every table's next move by
        milliseconds; so did the whole list of 300 tables to ten newcomers at once, 2.7 MB in
        one turn. Whoever left the waiting room meanwhile is skipped, and an update goes only
        to someone still holding the list it changes (one who sat down and came back gets the
        whole list next time)."""
        self._writer = None
        written = 0
        for _ in range(min(LOBBY_SLICE, len(self._queue))):
            if written >= LOBBY_TURN_BYTES:
                break
            session, frame, whole = self._queue.popleft()
            if session.in_waiting_room and (whole or session.lobby_seen):
                session.send_frame(frame)
                written += len(frame)
        if self._queue:
            self._writer = self.clock.callLater(0, self._write)

    def sweep(self, now: float) -> None:
        self._address_chat = {a: b for a, b in self._address_chat.items() if not b.full(now)}

    def stop(self) -> None:
        for call in (self._call, self._writer):
            if call is not None and call.active():
                call.cancel()
        self._queue.clear()
