"""The open tables: each with its runner, opened and closed within the host's limits.

``Tables`` is a mapping of table id to ``Table`` (what most of the host reads), each with its
``TableRunner`` (``runner(id)``). Past ``max_tables`` (or ``max_tables_per_address``) a new
table first closes the longest-waiting one nobody is at and not in play; tables with people in
grace go later, and a game CPUs play for everyone who left goes last. A table nobody is at
closes after ``abandoned_close`` (a minute or two when not in play: it holds a place in the list).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from twisted.internet.interfaces import IReactorTime

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.messages import CODE_LEN
from server.config import HallConfig
from server.games.contract import Game
from server.sessions import Session, SessionBook
from server.store import Store
from server.table import HUMAN, PLAYING, Seat, Table
from server.table_runner import TableRunner, Thinker
from server.texts import SERVER

log = logging.getLogger(__name__)

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # room codes: no 0/O, 1/I


class Tables(Mapping[str, Table]):
    def __init__(self, book: SessionBook, store: Store, clock: IReactorTime, config: HallConfig,
                 think: Thinker, changed: Callable[[Table], None], listed: Callable[[], None]) -> None:
        self.book = book
        self.store = store
        self.clock = clock
        self.config = config
        self.think = think
        self.changed = changed  # the hall's: a table's summary changed (its people, the list)
        self.listed = listed  # the waiting room's: the list changed (a table closed)
        self._runners: dict[str, TableRunner] = {}
        # table id -> its rank for closing to make room (_closing_rank), kept until it changes
        self.closing_ranks: dict[str, tuple[bool, bool] | None] = {}
        self._abandoned: dict[str, float] = {}  # table id -> since when nobody is at it

    # -- the mapping ----------------------------------------------------------------------------------

    def __getitem__(self, table_id: str) -> Table:
        return self._runners[table_id].table

    def __iter__(self) -> Iterator[str]:
        return iter(self._runners)

    def __len__(self) -> int:
        return len(self._runners)

    def runner(self, table_id: str) -> TableRunner:
        return self._runners[table_id]

    def runners(self) -> list[TableRunner]:
        return list(self._runners.values())

    def add(self, table: Table) -> TableRunner:
        runner = TableRunner(table, self.book, self.store, self.clock, self.config, self.think, self.changed)
        self._runners[table.id] = runner
        return runner

    def discard(self, table_id: str) -> None:
        """Forget a table without closing it in the store (one whose log does not replay)."""
        runner = self._runners.pop(table_id, None)
        if runner is not None:
            runner.stop()

    def find(self, ref: str) -> Table:
        """A table by id or by its room code; ``unknown_table`` otherwise."""
        table = self.get(ref)
        if table is None:
            code = ref.strip().upper()
            table = next((t for t in self.values() if t.code == code), None)
        if table is None:
            raise ProtocolError(ErrorCode.UNKNOWN_TABLE)
        return table

    # -- opening and closing --------------------------------------------------------------------------

    def open(self, game: Game, settings: dict[str, Any], seats: int, owner: Session,
             quick: bool = False) -> Table:
        """A new table, within the limits (which may close one nobody is at for it)."""
        limits = self.config.limits
        address = owner.address
        mine = [t for t in self.values() if address and t.address == address]
        if address and len(mine) >= limits.max_tables_per_address:
            self._close_one_for_new(mine, ProtocolError(ErrorCode.TOO_MANY_TABLES,
                                                        HOST("table.too_many_from_here")))
        if len(self) >= limits.max_tables:
            self._close_one_for_new(list(self.values()), ProtocolError(ErrorCode.TOO_MANY_TABLES,
                                                                       HOST("table.too_many")))
        codes = {t.code for t in self.values()}
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LEN))
        while code in codes:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LEN))
        table = Table(id="t" + secrets.token_hex(4), code=code, game=game, settings=settings,
                      seats=[Seat() for _ in range(seats)], owner=owner.token, quick=quick, address=address)
        self.add(table)
        return table

    def close(self, table: Table) -> None:
        """Close ``table``: its timers stop, its spectators are told, its store rows go."""
        runner = self._runners.pop(table.id, None)
        if runner is not None:
            runner.stop()
        self._abandoned.pop(table.id, None)
        self.closing_ranks.pop(table.id, None)
        for token in list(table.spectators):
            spectator = self.book.get(token)
            if spectator is not None:
                spectator.table_id = None
                spectator.send({"type": "table", "table": None})
        self.store.delete_table(table.id)
        self.listed()

    def close_with_its_people(self, table: Table) -> None:
        """Close ``table`` and let go of everyone still holding it (their seats and graces)."""
        for seat in table.humans():
            owner = self.book.get(seat.token)
            if owner is not None and owner.table_id == table.id:
                owner.table_id = None
                if owner.grace_call is not None and owner.grace_call.active():
                    owner.grace_call.cancel()
                owner.grace_call = None
        keeper = self.book.get(table.owner)
        if keeper is not None and keeper.table_id == table.id:
            keeper.table_id = None
        self.close(table)

    def _close_one_for_new(self, tables: list[Table], refusal: ProtocolError) -> None:
        """A limit on tables is reached: close the longest-waiting of ``tables`` that nobody is
        at (no person connected at it, no spectator) and that is not in play, so a new one can
        open; tables whose people are still in their reconnect grace go after those, and last a
        game in play that CPU players play for everyone (all its people left, their grace over).
        A game in play with anyone at it or anyone in their grace never goes. Else ``refusal``."""
        # ``tables`` come oldest first (tables are kept in the order they opened): the first
        # nobody is at, not in play and with nobody in their grace is the one, found without
        # ranking the rest (sorting all 300 was most of a new table's cost).
        table: Table | None = None
        best = (True, True)
        ranks = self.closing_ranks
        for candidate in tables:
            found = ranks.get(candidate.id, False)
            if found is False:
                found = ranks[candidate.id] = self.closing_rank(candidate)
            if found is not None and (table is None or found < best):
                table, best = candidate, found
                if found == (False, False):
                    break
        if table is None:
            raise refusal
        log.info(SERVER("table_closed_for_new", code=table.code, game=table.game.text("title"),
                        status=table.status))
        self.close_with_its_people(table)

    def closing_rank(self, table: Table) -> tuple[bool, bool] | None:
        """How ``table`` ranks for closing to make room: (in play, someone in their grace) for a
        table nobody is at, else None. Kept in ``closing_ranks`` until the table changes (every
        drop, and so the start of every grace, changes it) or a grace at it ends."""
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
        session = self.book.get(token)
        return session is not None and session.in_grace

    def sweep(self, now: float) -> list[Table]:
        """Close the tables nobody has been at for ``abandoned_close`` seconds (a table not in
        play: a minute, or the grace, whichever is longer). Returns those closed."""
        closed = []
        limits = self.config.limits
        for table in list(self.values()):
            present = table.spectators or any(s.connected for s in table.humans())
            # A game in play waits long for its people; a table not yet (or no longer) in play
            # holds a place in the list and the table limit, so it goes after a minute or two.
            patience = (limits.abandoned_close if table.status == PLAYING
                        else min(limits.abandoned_close, max(self.config.grace, 60.0)))
            if present:
                self._abandoned.pop(table.id, None)
            elif now - self._abandoned.setdefault(table.id, now) >= patience:
                log.info(SERVER("table_abandoned", code=table.code, seconds=f"{patience:.0f}"))
                for seat in table.humans():
                    owner = self.book.get(seat.token)
                    if owner is not None and owner.table_id == table.id:
                        owner.table_id = None
                self.close(table)
                closed.append(table)
        return closed

    def stop(self) -> None:
        for runner in self._runners.values():
            runner.stop()
