"""The requests about tables: opening one, sitting, watching, leaving, seats, readiness,
starting, acting in the game and sending stamps. Each handler checks, changes the table, and
says what changed (``Hall.table_changed``): the table's people are told, the waiting-room list
looks at it again, and a table whose seats are all filled and ready starts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from twisted.internet.interfaces import IReactorTime

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.messages import STAMP_IDS
from server import games as game_registry
from server.games.contract import Game, SettingsError
from server.sessions import Session
from server.table import EMPTY, PLAYING, WAITING, Table
from server.tables import Tables

Handler = Callable[[Session, dict[str, Any]], None]


class TableDesk:
    def __init__(self, tables: Tables, clock: IReactorTime, seeds: random.Random,
                 changed: Callable[[Table], None], listed: Callable[[], None]) -> None:
        self.tables = tables
        self.clock = clock
        self.seeds = seeds
        self.changed = changed  # the hall's: a table's summary changed
        self.listed = listed  # the waiting room's: the list changed

    def handlers(self) -> dict[str, Handler]:
        return {
            "create_table": self.on_create_table, "quick_match": self.on_quick_match,
            "sit": self.on_sit, "watch": self.on_watch, "leave": self.on_leave,
            "set_seat": self.on_set_seat, "ready": self.on_ready, "start": self.on_start,
            "act": self.on_act, "stamp": self.on_stamp,
        }

    # -- opening, sitting, watching, leaving ------------------------------------------------------------

    def on_create_table(self, session: Session, message: dict[str, Any]) -> None:
        game, settings = game_and_settings(message)
        seats = seat_count(game, message["seats"])
        self._require_free(session)
        watch = bool(message.get("watch"))
        level = message.get("cpu_level")
        if level is not None and level not in {lv.id for lv in game.cpu_levels}:
            # checked before a table opens (which may close another to make room)
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_such_level"), field="cpu_level")
        table = self.tables.open(game, settings, seats, owner=session)
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
        game, settings = game_and_settings(message)
        seats = seat_count(game, message["seats"])
        self._require_free(session)
        for table in self.tables.values():
            if (table.quick and table.status == WAITING and table.game.id == game.id
                    and len(table.seats) == seats and table.settings == settings and table.free_seats()):
                break
        else:
            table = self.tables.open(game, settings, seats, owner=session, quick=True)
        index = table.sit(session.token, session.name, None)
        table.seats[index].ready = True
        self._joined(session, table)

    def on_sit(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.find(message["table"])
        if table.seat_of(session.token) is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED, HOST("table.already_here"))
        self._require_free(session, allow=table.id)
        table.sit(session.token, session.name, message.get("seat"))
        self._joined(session, table)

    def on_watch(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.find(message["table"])
        self._require_free(session)
        table.spectators.add(session.token)
        self._joined(session, table)

    def on_leave(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.get(session.table_id or "")
        session.table_id = None
        session.send({"type": "table", "table": None})
        if table is None:
            return
        table.leave(session.token, table.game.default_level() or "")
        if table.watched and table.owner == session.token:
            table.pass_watch_on()
        if not table.humans() and not (table.watched and table.spectators):
            self.tables.close(table)
        else:
            runner = self.tables.runner(table.id)
            runner.save()
            self.changed(table)
            runner.schedule()
        self.listed()

    # -- seats, readiness, the start ----------------------------------------------------------------

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

    # -- at the table ---------------------------------------------------------------------------------

    def on_act(self, session: Session, message: dict[str, Any]) -> None:
        table = self.tables.get(session.table_id or "")
        index = None if table is None else table.seat_of(session.token)
        if table is None or index is None:
            raise ProtocolError(ErrorCode.NOT_SEATED, HOST("action.not_seated"))
        estimate = None if session.outlet is None else session.outlet.peer_clock
        self.tables.runner(table.id).person_acts(index, message["action"], estimate, message.get("ref"))

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
        for member in self.tables.runner(table.id).members():
            member.send(out)

    # -- helpers --------------------------------------------------------------------------------------

    def _require_free(self, session: Session, allow: str | None = None) -> None:
        current = self.tables.get(session.table_id or "")
        if current is None or current.id == allow:
            return
        if current.seat_of(session.token) is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED)
        current.spectators.discard(session.token)
        session.table_id = None
        self.changed(current)

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

    def _joined(self, session: Session, table: Table) -> None:
        session.table_id = table.id
        session.lobby_seen = False  # back in the waiting room, it gets the whole list again
        self._seats_changed(table)
        if table.state is not None:
            self.tables.runner(table.id).send_view(session, table.seat_of(session.token), [])

    def _seats_changed(self, table: Table) -> None:
        """Seats or readiness changed: start when everyone is ready, save, tell everyone."""
        runner = self.tables.runner(table.id)
        if table.can_start():
            table.start(self.seeds.randrange(1 << 62))
            runner.save()
            self.changed(table)
            runner.publish([{"type": "start", "game_no": table.game_no}])
            runner.schedule()
        else:
            runner.save()
            self.changed(table)
        self.listed()


def game_and_settings(message: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    game = game_registry.get(message["game"])
    if game is None:
        raise ProtocolError(ErrorCode.UNKNOWN_GAME)
    try:
        settings = game.validate_settings(message.get("settings"))
    except SettingsError as error:
        raise ProtocolError(ErrorCode.BAD_SETTINGS, error.text) from error
    return game, settings


def seat_count(game: Game, seats: int) -> int:
    if not game.min_seats <= seats <= game.max_seats:
        raise ProtocolError(ErrorCode.BAD_SETTINGS, HOST("table.seat_count", game=game.text("title"),
                                                         min=game.min_seats, max=game.max_seats))
    return seats
