"""One table: its seats, its game, and the rules of sitting down, getting ready and playing.

A table knows nothing of sockets. Seats belong to session tokens; the hall tells the table who
is connected; the hall decides what to tell whom after each change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from protocol.codec import encode, join_maps
from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from server.games.contract import Action, Event, Game, Result

WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"
EMPTY, HUMAN, CPU = "empty", "human", "cpu"


@dataclass
class Seat:
    kind: str = EMPTY
    token: str | None = None  # the human's session token
    name: str | dict[str, Any] = ""  # a person's name, or a CPU's as a text (protocol/texts.py)
    ready: bool = False
    cpu_level: str | None = None  # a CPU seat's level, or the level standing in for a human
    cpu_playing: bool = False  # a CPU plays this human's seat while they are away
    connected: bool = False  # kept up to date by the hall

    def to_record(self) -> dict[str, Any]:
        return {"kind": self.kind, "token": self.token, "name": self.name, "ready": self.ready,
                "cpu_level": self.cpu_level, "cpu_playing": self.cpu_playing}

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> Seat:
        return cls(**data)

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "connected": self.kind != HUMAN or self.connected,
                "ready": self.ready, "cpu_level": self.cpu_level, "cpu_playing": self.cpu_playing}

    @property
    def cpu_controlled(self) -> bool:
        return self.kind == CPU or (self.kind == HUMAN and self.cpu_playing)


@dataclass
class Table:
    id: str
    code: str
    game: Game
    settings: dict[str, Any]
    seats: list[Seat]
    owner: str | None  # token of the player who may fill seats and start
    quick: bool = False
    address: str = ""  # where the player who opened it connected from (the per-address limit)
    watched: bool = False  # made by someone who watches: CPU seats only, started by the owner
    start_requested: bool = False  # the watching owner asked to start
    status: str = WAITING
    seed: int = 0
    game_no: int = 0
    seq: int = 0
    state: Any = None
    result: Result | None = None
    spectators: set[str] = field(default_factory=set)
    _memo: tuple[tuple[int, int], dict[Any, Any]] = field(default_factory=lambda: ((0, -1), {}), repr=False)
    _listed: tuple[tuple[Any, ...], dict[str, Any]] | None = field(default=None, repr=False, compare=False)

    # -- records ----------------------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        return {
            "code": self.code, "game": self.game.id, "settings": self.settings,
            "seats": [s.to_record() for s in self.seats], "owner": self.owner, "quick": self.quick,
            "watched": self.watched, "address": self.address, "status": self.status, "seed": self.seed, "game_no": self.game_no,
            "result": None if self.result is None else self.result.to_wire(),
        }

    @classmethod
    def from_record(cls, table_id: str, record: dict[str, Any], game: Game,
                    snapshot: dict[str, Any] | None, seq: int) -> Table:
        result = record.get("result")
        table = cls(
            id=table_id, code=record["code"], game=game, settings=record["settings"],
            seats=[Seat.from_record(s) for s in record["seats"]], owner=record["owner"],
            quick=record["quick"], watched=record.get("watched", False),
            address=record.get("address", ""), status=record["status"], seed=record["seed"],
            game_no=record["game_no"], seq=seq,
            result=None if result is None else Result(tuple(result["ranks"]), tuple(result["points"]),
                                                      result["reason"]),
        )
        if snapshot is not None:
            table.state = game.load(snapshot)
        return table

    def summary(self) -> dict[str, Any]:
        """What the lobby's table list shows."""
        return {
            "id": self.id, "code": self.code, "game": self.game.id, "title": self.game.text("title").to_wire(),
            "settings": self.settings, "seats": [s.public() for s in self.seats],
            "status": self.status, "spectators": len(self.spectators), "quick": self.quick,
            "watched": self.watched, "owner": self.seat_of(self.owner) if self.owner else None,
        }

    def listed(self) -> dict[str, Any]:
        """``summary()`` for the waiting-room list, built again only when something it shows has
        changed: the list is rebuilt and compared on every change in the waiting room, and with
        300 tables of 8 seats building every summary took 1.3 ms of the reactor each time (issue
        15). The key is everything ``summary()`` reads that can change; callers must not change
        the dict (``table_message`` adds to a fresh ``summary()``)."""
        key = (self.status, len(self.spectators), self.quick, self.watched, self.owner,
               tuple((s.kind, s.token, s.name, s.ready, s.cpu_level, s.cpu_playing, s.connected)
                     for s in self.seats))
        if self._listed is None or self._listed[0] != key:
            self._listed = (key, self.summary())
        return self._listed[1]

    # -- who sits where ---------------------------------------------------------------------------

    def seat_of(self, token: str | None) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.kind == HUMAN and seat.token == token:
                return index
        return None

    def humans(self) -> list[Seat]:
        return [s for s in self.seats if s.kind == HUMAN]

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == EMPTY]

    def sit(self, token: str, name: str, seat: int | None) -> int:
        if self.watched:
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.watch_only"), field="table")
        if self.status != WAITING:
            raise ProtocolError(ErrorCode.GAME_STARTED)
        free = self.free_seats()
        if seat is None:
            if not free:
                raise ProtocolError(ErrorCode.TABLE_FULL)
            seat = free[0]
        if not 0 <= seat < len(self.seats):
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_such_seat"), field="seat")
        if self.seats[seat].kind != EMPTY:
            raise ProtocolError(ErrorCode.SEAT_TAKEN)
        self.spectators.discard(token)
        self.seats[seat] = Seat(kind=HUMAN, token=token, name=name, connected=True)
        if self.owner is None:
            self.owner = token
        return seat

    def leave(self, token: str, cpu_level: str) -> None:
        """A human stands up. During play a CPU takes the seat over for good."""
        self.spectators.discard(token)
        index = self.seat_of(token)
        if index is None:
            return
        seat = self.seats[index]
        if self.status == PLAYING:
            self.seats[index] = Seat(kind=CPU, name=seat.name, cpu_level=seat.cpu_level or cpu_level,
                                     ready=True)
        else:
            self.seats[index] = Seat()
        if self.owner == token:
            others = [s.token for s in self.humans()]
            self.owner = others[0] if others else None

    def pass_watch_on(self) -> str | None:
        """A watched table's owner left: the next spectator owns it (None: nobody is left)."""
        self.owner = min(self.spectators) if self.spectators else None
        return self.owner

    def set_seat(self, token: str, index: int, cpu_level: str | None) -> None:
        if token != self.owner:
            raise ProtocolError(ErrorCode.NOT_OWNER)
        if self.status == PLAYING:
            raise ProtocolError(ErrorCode.GAME_STARTED)
        if not 0 <= index < len(self.seats):
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_such_seat"), field="seat")
        if self.seats[index].kind == HUMAN:
            raise ProtocolError(ErrorCode.SEAT_TAKEN)
        if cpu_level is None:
            self.seats[index] = Seat()
            return
        self.check_cpu_level(cpu_level)
        number = sum(1 for s in self.seats if s.kind == CPU) + 1
        name = HOST("table.cpu_name", number=number, level=self.game.level_text(cpu_level))
        self.seats[index] = Seat(kind=CPU, name=name.to_wire(), cpu_level=cpu_level, ready=True)

    def check_cpu_level(self, level: str) -> None:
        if level not in {lv.id for lv in self.game.cpu_levels}:
            raise ProtocolError(ErrorCode.BAD_FIELD, HOST("table.no_such_level"), field="cpu_level")

    def set_ready(self, token: str, ready: bool) -> None:
        index = self.seat_of(token)
        if index is None:
            raise ProtocolError(ErrorCode.NOT_SEATED)
        if self.status == PLAYING:
            raise ProtocolError(ErrorCode.GAME_STARTED)
        self.seats[index].ready = ready

    def can_start(self) -> bool:
        """Every seat filled and ready; a table of CPU players only starts when its watching
        owner asks."""
        seated = [s for s in self.seats if s.kind != EMPTY]
        return (
            self.status != PLAYING
            and len(seated) == len(self.seats)
            and (any(s.kind == HUMAN for s in seated) or (self.watched and self.start_requested))
            and all(s.ready for s in seated)
        )

    # -- the game ---------------------------------------------------------------------------------

    def start(self, seed: int) -> None:
        """Deal a new game (a rematch after a finished one starts a new game number)."""
        self.seed = seed
        self.start_requested = False
        self.game_no += 1
        self.seq = 0
        self.result = None
        self.state = self.game.new(self.settings, len(self.seats), seed)
        self.game.seat_players(self.state, [s.name if s.kind == HUMAN else None for s in self.seats])
        self.status = PLAYING

    def view_for(self, seat: int | None) -> dict[str, Any]:
        """The seat's view at this step, built once per step however many ask (spectators,
        the CPU planner): callers must not change it."""
        def merged() -> dict[str, Any]:
            shared, own = self.shared_part()[0], self.seat_part(seat)
            return {**shared, **own} if shared else own
        return self._once(("view", seat), merged)

    def shared_part(self) -> tuple[dict[str, Any], bytes]:
        """The part of every view the game shares between seats (``Game.shared_view``) at this
        step, and its msgpack encoding: built and encoded once per step."""
        def build() -> tuple[dict[str, Any], bytes]:
            shared = self.game.shared_view(self.state)
            return shared, encode(shared)
        return self._once("shared", build)

    def seat_part(self, seat: int | None) -> dict[str, Any]:
        """The rest of ``seat``'s view at this step (``Game.seat_view``), built once per step."""
        return self._once(("own", seat), lambda: self.game.seat_view(self.state, seat))

    def view_frame(self, seat: int | None) -> msgspec.Raw:
        """``seat``'s view encoded for a message: the shared part's bytes joined to its own."""
        return join_maps(self.shared_part()[1], encode(self.seat_part(seat)))

    def _once(self, key: Any, make: Callable[[], Any]) -> Any:
        """``make()`` at most once per step (game number, step number) for each ``key``."""
        step = (self.game_no, self.seq)
        if self._memo[0] != step:
            self._memo = (step, {})
        memo = self._memo[1]
        if key not in memo:
            memo[key] = make()
        return memo[key]

    def act(self, seat: int, action: Action, now: float) -> list[Event]:
        """Apply one seat's action through the engine; GameError leaves everything unchanged."""
        if self.status != PLAYING:
            raise ProtocolError(ErrorCode.GAME_NOT_STARTED)
        events = self.game.act(self.state, seat, action, now)
        self._stepped()
        return events

    def tick(self, now: float) -> list[Event]:
        events = self.game.tick(self.state, now)
        if events:
            self._stepped()
        return events

    def resume(self, since: float, now: float) -> list[Event]:
        """The host was down from ``since`` until ``now`` (``Game.resume``)."""
        if self.status != PLAYING:
            return []
        events = self.game.resume(self.state, since, now)
        if events:
            self._stepped()
        return events

    def apply_logged(self, seat: int | None, action: Action | None, at: float) -> list[Event]:
        """Apply one step of the action log as it was first applied: a clock tick when ``seat``
        and ``action`` are None, the host's resume after a restart (``resume_step``) when only
        ``seat`` is, else that seat's action, at its logged time. LogMismatch when a logged tick
        or resume changes nothing now (the host logs only those that did)."""
        if seat is None and action is not None:
            events = self.resume(float(action["since"]), at)
        else:
            events = self.tick(at) if seat is None else self.act(seat, action or {}, at)
        if seat is None and not events:
            raise LogMismatch(f"the step logged as step {self.seq + 1} changed nothing")
        return events

    def _stepped(self) -> None:
        self.seq += 1
        result = self.game.result(self.state)
        if result is not None:
            self.result = result
            self.status = FINISHED
            for seat in self.seats:
                seat.ready = seat.kind == CPU

    def cpu_seed(self, seat: int) -> int:
        """The seed of the RNG a CPU seat thinks with at this step: replays reproduce its
        choices wherever the decision is computed."""
        return self.seed * 1_000_003 + self.game_no * 7919 + self.seq * 31 + seat



class LogMismatch(ValueError):
    """A logged step that does not replay on this state (a damaged or foreign log)."""


def resume_step(since: float) -> Action:
    """The action a table's resume after a restart is logged as (with no seat): when the host
    went down. Its logged time is when it came back."""
    return {"type": "resume", "since": since}
