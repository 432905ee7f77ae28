"""Game records (棋譜): every match played on this host, replayed step by step, exported to a
file and opened again later.

A record is what the store already keeps for a game: the game, its settings, the seats as the
game started (names and kinds: koi-koi gives players the character their name calls for), the
seed, and every accepted step with the host time it happened at. Engines are deterministic, so a
record replays exactly: ``Table.start(seed)``, then each step's ``act`` or ``tick`` at its time,
as the host did live (and as it does after a restart). Nothing else is stored: no view, no state.

Who may see what (docs/PROTOCOL.md, "Game records"):

- While a match is being played, its record opens only from one's own seat (the seat the
  session held when the game started): the views replayed are exactly the views that seat was
  sent live, no more.
- Once the match is over (finished, or its table closed), anyone on the host may open it, from
  any seat or as a spectator: "every hand open" is shown one seat at a time, the replay window
  offering a seat picker. Only then can a record be exported to a file, since a file holds the
  seed (and the seed is the deck).

Hand and round boundaries (``marks``): a frame is a mark when one of its public events is one of
the game's mark events (``Game.record_marks``, a tuple of ``Mark``: by default ``deal``, ``hand``
or ``round``). Frame 0, the deal of the game, is always the first mark.

A record file is JSON (``RECORD_SUFFIX``): ``format``, ``version``, ``app``, ``game``, ``title``,
``settings``, ``seats`` (name, kind, cpu_level), ``seed``, ``game_no``, ``started``, ``finished``,
``result``, ``steps`` (``[seat or null, action or null, at]`` each) and ``checksum`` (SHA-256 of
the canonical JSON of everything else). ``read_file`` checks all of it and replays the record
before anything is shown; every refusal is a ``RecordError`` with a text (protocol/texts.py).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgpack

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.texts import Text, in_japanese, is_wire_text
from protocol.version import APP_VERSION
from server import games as game_registry
from server.games.contract import Event, Game, GameError, Mark, SettingsError, visible_events
from server.sessions import Session
from server.store import Store, StoredMatch
from server.table import CPU, HUMAN, LogMismatch, Seat, Table

FORMAT = "zashiki-record"
FORMAT_VERSION = 1
RECORD_SUFFIX = ".zashiki.json"
MAX_STEPS = 50_000  # a record file with more steps than this is refused (no match is that long)
LIST_LIMIT = 100  # matches listed in the waiting room (the newest)
PAGE_FRAMES = 64  # frames in one record_frames message at most ...
PAGE_BYTES = 256 * 1024  # ... and about this many bytes (a long page waits for the next request)
FILE_BYTES = 900 * 1024  # a record file travels in one message (frames are at most 1 MiB)
OPEN_PER_SESSION = 4  # records a session may have open at once (the oldest is closed)


class RecordError(ValueError):
    """A record that cannot be opened: a damaged or foreign file, or one that does not replay."""

    def __init__(self, text: Text) -> None:
        self.text = text
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return in_japanese(self.text)


# --------------------------------------------------------------------------------------------
# Hand and round boundaries
# --------------------------------------------------------------------------------------------


def marks_of(game: Game) -> tuple[Mark, ...]:
    return game.record_marks


# --------------------------------------------------------------------------------------------
# A record and its replay
# --------------------------------------------------------------------------------------------


Step = tuple[int | None, dict[str, Any] | None, float]  # (seat or None for a tick, action, at)


@dataclass
class Record:
    game: Game
    settings: dict[str, Any]
    seats: list[dict[str, Any]]  # name, kind ("human" | "cpu"), cpu_level
    seed: int
    steps: list[Step]
    game_no: int = 1
    started: float = 0.0
    finished: float | None = None
    result: dict[str, Any] | None = None
    tokens: list[str | None] = field(default_factory=list)  # host only: who sat where

    @property
    def frames(self) -> int:
        """Frame 0 is the deal; frame i the table after step i."""
        return len(self.steps) + 1

    def players(self) -> list[str]:
        return [str(s.get("name") or "") for s in self.seats]

    def seat_of(self, token: str) -> int | None:
        return next((i for i, t in enumerate(self.tokens) if t is not None and t == token), None)


def record_of(stored: StoredMatch, steps: list[tuple[int, int | None, Any, float]]) -> Record:
    """A stored match with its logged steps (``Store.steps``)."""
    game = game_registry.get(stored.game)
    if game is None:
        raise RecordError(HOST("record.game_missing", game=stored.game[:32]))
    return Record(
        game=game, settings=stored.settings,
        seats=[{"name": s["name"], "kind": s["kind"], "cpu_level": s.get("cpu_level")} for s in stored.seats],
        seed=stored.seed, steps=[(seat, action, at) for _seq, seat, action, at in steps],
        game_no=stored.game_no, started=stored.started, finished=stored.finished,
        result=stored.result, tokens=[s.get("token") for s in stored.seats],
    )


class Replay:
    """Re-runs a record's game through ``Table`` exactly as the host ran it, for one seat's
    (or the spectator's) frames. Moving forward continues; going back starts again from the
    seed (engines are fast next to people; a match is a few hundred steps)."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.table: Table | None = None
        self.done = 0  # steps applied to ``table``
        self.last_events: list[Event] = []

    def _restart(self) -> Table:
        r = self.record
        seats = [Seat(kind=HUMAN if s["kind"] == HUMAN else CPU, name=str(s["name"]),
                      cpu_level=s.get("cpu_level"), ready=True) for s in r.seats]
        table = Table(id="replay", code="", game=r.game, settings=dict(r.settings), seats=seats,
                      owner=None)
        table.game_no = r.game_no - 1
        table.start(r.seed)
        self.table, self.done = table, 0
        self.last_events = [{"type": "start", "game_no": r.game_no}]
        return table

    def _advance(self) -> list[Event]:
        """Apply the next step; RecordError when the engine refuses it (a record from another
        version of the game, or a damaged one)."""
        assert self.table is not None
        seat, action, at = self.record.steps[self.done]
        try:
            events = self.table.apply_logged(seat, action, at)
        except (GameError, ProtocolError) as error:
            raise RecordError(HOST("record.step_refused", step=self.done + 1, why=error.text)) from error
        except LogMismatch as error:
            raise RecordError(HOST("record.tick_did_nothing", step=self.done + 1)) from error
        except Exception as error:  # a damaged record must not take the host down
            raise RecordError(HOST("record.step_failed", step=self.done + 1, error=type(error).__name__)) from error
        self.done += 1
        self.last_events = events
        return events

    def goto(self, frame: int) -> Table:
        """The table at ``frame`` (0: the deal)."""
        if not 0 <= frame < self.record.frames:
            raise RecordError(HOST("record.no_such_frame"))
        if self.table is None or self.done > frame:
            self._restart()
        while self.done < frame:
            self._advance()
        assert self.table is not None
        return self.table

    def frame(self, frame: int, seat: int | None) -> dict[str, Any]:
        """``{"view", "events"}`` at ``frame`` for ``seat``: the view that seat was sent after
        that step and the events it was shown (no other seat's private ``"to"`` events)."""
        table = self.goto(frame)
        events = visible_events(self.last_events, seat)
        return {"view": table.game.view(table.state, seat), "events": events}

    def survey(self) -> list[dict[str, Any]]:
        """Replay the whole record once: every mark (``{"frame", "label"}``), and a RecordError
        if a step does not replay or the result differs from the one recorded."""
        marks_table = marks_of(self.record.game)
        self._restart()
        found = [{"frame": 0, "label": HOST("record.start").to_wire(), "n": 0}]
        counts: dict[Mark, int] = {}
        while self.done < len(self.record.steps):
            events = self._advance()
            for mark in marks_table:
                if any("to" not in e and mark.matches(e) for e in events):
                    counts[mark] = counts.get(mark, mark.first - 1) + 1
                    found.append({"frame": self.done, "label": Text(mark.label, {"n": counts[mark]}).to_wire(),
                                  "n": counts[mark]})
                    break
        assert self.table is not None
        result = self.table.result
        if self.record.result is not None and (result is None or result.to_wire() != self.record.result):
            raise RecordError(HOST("record.result_differs"))
        if self.record.finished is not None and result is None:
            raise RecordError(HOST("record.never_ends"))
        return found


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


def _canonical(body: dict[str, Any]) -> bytes:
    return json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False).encode("utf-8")


def checksum(body: dict[str, Any]) -> str:
    """SHA-256 of the canonical JSON of a file's fields other than ``checksum``."""
    return "sha256:" + hashlib.sha256(_canonical({k: v for k, v in body.items() if k != "checksum"})).hexdigest()


def to_file(record: Record) -> dict[str, Any]:
    """The file's content (a map: JSON on disk, msgpack on the wire), checksum included. No
    session token goes into a file."""
    body: dict[str, Any] = {
        "format": FORMAT, "version": FORMAT_VERSION, "app": APP_VERSION,
        "game": record.game.id, "title": record.game.title, "settings": record.settings,
        "seats": [{"name": s["name"], "kind": s["kind"], "cpu_level": s.get("cpu_level")}
                  for s in record.seats],
        "seed": record.seed, "game_no": record.game_no, "started": record.started,
        "finished": record.finished, "result": record.result,
        "steps": [[seat, action, at] for seat, action, at in record.steps],
    }
    body["checksum"] = checksum(body)
    return body


def _broken(what: Text) -> RecordError:
    return RecordError(HOST("record.broken", what=what))


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def read_file(data: Any) -> Record:
    """Check a file's content and turn it into a Record (not yet replayed: ``Replay.survey``
    does that). RecordError says, in Japanese, what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(HOST("record.not_a_record"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _broken(HOST("record.part.version"))
    if version > FORMAT_VERSION:
        raise RecordError(HOST("record.too_new", app=str(data.get("app"))[:32]))
    expected = data.get("checksum")
    try:
        actual = checksum(data)
    except (TypeError, ValueError) as error:
        raise _broken(HOST("record.part.unreadable")) from error
    if not isinstance(expected, str) or expected != actual:
        raise RecordError(HOST("record.tampered"))
    game = game_registry.get(data.get("game")) if isinstance(data.get("game"), str) else None
    if game is None:
        raise RecordError(HOST("record.game_not_installed", game=str(data.get("game"))[:32]))
    seats = data.get("seats")
    if (not isinstance(seats, list) or not game.min_seats <= len(seats) <= game.max_seats
            or not all(isinstance(s, dict) and (isinstance(s.get("name"), str) or is_wire_text(s.get("name")))
                       and s.get("kind") in (HUMAN, CPU) for s in seats)):
        raise _broken(HOST("record.part.seats"))
    try:
        settings = game.validate_settings(data.get("settings"))
    except SettingsError as error:
        raise _broken(HOST("record.part.settings", why=error.text)) from error
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _broken(HOST("record.part.seed"))
    steps = data.get("steps")
    if not isinstance(steps, list) or len(steps) > MAX_STEPS:
        raise _broken(HOST("record.part.steps"))
    parsed: list[Step] = []
    for step in steps:
        if not (isinstance(step, list) and len(step) == 3 and _number(step[2])):
            raise _broken(HOST("record.part.step", step=len(parsed) + 1))
        seat, action = step[0], step[1]
        tick = seat is None and action is None
        resumed = (seat is None and isinstance(action, dict) and action.get("type") == "resume"
                   and _number(action.get("since")))
        act = (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(seats)
               and isinstance(action, dict))
        if not (tick or resumed or act):
            raise _broken(HOST("record.part.step", step=len(parsed) + 1))
        parsed.append((seat, action, float(step[2])))
    result = data.get("result")
    if result is not None and not (isinstance(result, dict) and {"ranks", "points", "reason"} <= set(result)):
        raise _broken(HOST("record.part.result"))
    game_no, started, finished = data.get("game_no", 1), data.get("started", 0.0), data.get("finished")
    if not (isinstance(game_no, int) and game_no >= 1 and _number(started)
            and (finished is None or _number(finished))):
        raise _broken(HOST("record.part.dates"))
    return Record(game=game, settings=settings,
                  seats=[{"name": s["name"], "kind": s["kind"], "cpu_level": s.get("cpu_level")} for s in seats],
                  seed=seed, steps=parsed, game_no=game_no, started=float(started),
                  finished=None if finished is None else float(finished), result=result)


def open_file(data: Any) -> tuple[Record, list[dict[str, Any]]]:
    """A file's content checked and replayed to its end once: the record and its marks."""
    record = read_file(data)
    return record, Replay(record).survey()


# --------------------------------------------------------------------------------------------
# The hall's record requests
# --------------------------------------------------------------------------------------------


@dataclass
class _Opened:
    record: Record
    replay: Replay
    live: bool  # the match was being played when it was opened: only ``you``'s seat
    you: int | None
    marks: list[dict[str, Any]]


def _bad(field_name: str, text: Text) -> ProtocolError:
    return ProtocolError(ErrorCode.BAD_FIELD, text, field=field_name)


class RecordDesk:
    """Answers ``record_list``, ``record_open``, ``record_frames``, ``record_export`` and
    ``record_import`` for the hall. It reads the store, changes nothing, and asks ``live``
    whether a match is being played now (its record then opens from one's own seat only)."""

    def __init__(self, store: Store, live: Callable[[str, int], bool]) -> None:
        self.store = store
        self.live = live
        self._open: dict[str, OrderedDict[str, _Opened]] = {}  # session token -> record id -> it
        self._files: dict[str, int] = {}  # session token -> imported files so far

    def handlers(self) -> dict[str, Callable[[Session, dict[str, Any]], None]]:
        return {"record_list": self.on_record_list, "record_open": self.on_record_open,
                "record_frames": self.on_record_frames, "record_export": self.on_record_export,
                "record_import": self.on_record_import}

    # -- what is stored ---------------------------------------------------------------------------

    def _live(self, stored: StoredMatch) -> bool:
        return self.live(stored.table_id, stored.game_no)

    def _find(self, record_id: str) -> StoredMatch:
        table_id, _, number = record_id.partition(".")
        stored = None
        if not number:
            stored = self.store.last_match(table_id)  # a table id: its latest match
        elif number.isdigit():
            stored = self.store.match(table_id, int(number))
        if stored is None:
            raise _bad("record", HOST("record.none"))
        return stored

    def _entry(self, stored: StoredMatch, token: str) -> dict[str, Any]:
        live = self._live(stored)
        game = game_registry.get(stored.game)
        you = next((i for i, s in enumerate(stored.seats) if s.get("token") == token), None)
        return {
            "id": f"{stored.table_id}.{stored.game_no}", "game": stored.game,
            "title": game.text("title").to_wire() if game else stored.game, "started": stored.started,
            "finished": stored.finished, "players": [s["name"] for s in stored.seats],
            "kinds": [s["kind"] for s in stored.seats], "result": stored.result,
            "status": "playing" if live else ("finished" if stored.result is not None else "stopped"),
            "steps": stored.steps, "you": you, "open": not live and game is not None,
        }

    # -- requests ---------------------------------------------------------------------------------

    def on_record_list(self, session: Session, message: dict[str, Any]) -> None:
        entries = [self._entry(m, session.token) for m in self.store.matches(LIST_LIMIT)]
        session.send({"type": "record_list", "records": entries})

    def on_record_open(self, session: Session, message: dict[str, Any]) -> None:
        record_id = message["record"]
        if record_id.startswith("file."):
            opened = self._opened(session, record_id)
        else:
            stored = self._find(record_id)
            record_id = f"{stored.table_id}.{stored.game_no}"
            live = self._live(stored)
            try:
                record = record_of(stored, self.store.steps(stored.table_id, stored.game_no))
            except RecordError as error:
                raise _bad("record", error.text) from error
            you = record.seat_of(session.token)
            if live and you is None:
                raise _bad("record", HOST("record.live_own_seat"))
            try:
                marks = Replay(record).survey()
            except RecordError as error:
                raise _bad("record", error.text) from error
            opened = _Opened(record, Replay(record), live, you, marks)
        self._keep(session, record_id, opened)
        self._send_info(session, record_id, opened)

    def on_record_frames(self, session: Session, message: dict[str, Any]) -> None:
        record_id = message["record"]
        opened = self._opened(session, record_id)
        seat, start = message.get("seat"), message["start"]
        record = opened.record
        if seat is not None and not 0 <= seat < len(record.seats):
            raise _bad("seat", HOST("record.no_such_seat"))
        if opened.live and seat != opened.you:
            raise _bad("seat", HOST("record.live_seat"))
        if not 0 <= start < record.frames:
            raise _bad("start", HOST("record.no_such_frame"))
        frames: list[dict[str, Any]] = []
        size = 0
        try:
            for index in range(start, min(record.frames, start + PAGE_FRAMES)):
                frame = opened.replay.frame(index, seat)
                size += len(msgpack.packb(frame, use_bin_type=True))
                if frames and size > PAGE_BYTES:
                    break
                frames.append(frame)
        except RecordError as error:
            raise _bad("record", error.text) from error
        session.send({"type": "record_frames", "record": record_id, "seat": seat, "start": start,
                      "total": record.frames, "frames": frames})

    def on_record_export(self, session: Session, message: dict[str, Any]) -> None:
        record_id = message["record"]
        if record_id.startswith("file."):
            record = self._opened(session, record_id).record
        else:
            stored = self._find(record_id)
            if self._live(stored):
                raise _bad("record", HOST("record.live_export"))
            record_id = f"{stored.table_id}.{stored.game_no}"
            try:
                record = record_of(stored, self.store.steps(stored.table_id, stored.game_no))
            except RecordError as error:
                raise _bad("record", error.text) from error
        content = to_file(record)
        if len(msgpack.packb(content, use_bin_type=True)) > FILE_BYTES:
            raise _bad("record", HOST("record.too_long"))
        session.send({"type": "record_file", "record": record_id, "file": content})

    def on_record_import(self, session: Session, message: dict[str, Any]) -> None:
        try:
            record, marks = open_file(message["file"])
        except RecordError as error:
            raise _bad("file", error.text) from error
        number = self._files.get(session.token, 0) + 1
        self._files[session.token] = number
        record_id = f"file.{number}"
        opened = _Opened(record, Replay(record), live=False, you=None, marks=marks)
        self._keep(session, record_id, opened)
        self._send_info(session, record_id, opened)

    # -- helpers ----------------------------------------------------------------------------------

    def _opened(self, session: Session, record_id: str) -> _Opened:
        opened = self._open.get(session.token, OrderedDict()).get(record_id)
        if opened is None:
            raise _bad("record", HOST("record.not_open"))
        return opened

    def _keep(self, session: Session, record_id: str, opened: _Opened) -> None:
        mine = self._open.setdefault(session.token, OrderedDict())
        mine.pop(record_id, None)
        mine[record_id] = opened
        while len(mine) > OPEN_PER_SESSION:
            mine.popitem(last=False)

    def _send_info(self, session: Session, record_id: str, opened: _Opened) -> None:
        record = opened.record
        views = [opened.you] if opened.live else [None, *range(len(record.seats))]
        session.send({
            "type": "record_info", "record": record_id, "game": record.game.id,
            "title": record.game.text("title").to_wire(), "settings": record.settings,
            "seats": [{"name": s["name"], "kind": s["kind"]} for s in record.seats],
            "started": record.started, "finished": record.finished, "result": record.result,
            "total": record.frames, "marks": opened.marks, "you": opened.you, "live": opened.live,
            "views": views,
        })
