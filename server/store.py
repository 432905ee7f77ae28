"""The host's memory on disk: one SQLite file in the data folder.

Tables (settings, seats, status, a snapshot of the game now and then), every accepted game step
(the action log), sessions (so a player's token still holds their seat after a restart) and the
message board.

The action log is the durable record: each accepted step is one small row, committed before
anyone is told of it. A snapshot of the game is written only every ``SNAPSHOT_EVERY`` steps and
at the end of a game; a restart loads the last snapshot and replays the steps logged after it
(engines are deterministic: the same state, action and time give the same result), so a host
killed at any moment restarts exactly where the last accepted step left it.

SQLite runs in WAL mode with ``synchronous=NORMAL``: a commit survives the process being killed
(the write-ahead log is in the OS's hands once the commit returns); only a power cut may lose the
last moments, which a LAN game can accept for commits that cost microseconds instead of an fsync.
The steps table is ``WITHOUT ROWID`` (a step is one row in its key's b-tree, so a commit writes
one page, not a table page and an index page); statements are prepared once and reused by
``sqlite3``'s statement cache. A step's commit costs about 8 µs of CPU (issue 12): committing the
steps of a reactor turn together would save about half of that, too little to be worth holding
messages back until a later commit.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

WAL_RESTART_FRAMES = 2048
"""Frames (pages) the write-ahead log may hold before a checkpoint makes it start over (8 MiB)."""

WAL_FRAME_BYTES = 4096 + 24  # a page and its frame header

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    last_seen REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    record BLOB NOT NULL,       -- msgpack: code, game, settings, seats, status, seed, ...
    snapshot BLOB,              -- msgpack: the game's dump() after step `seq` (now and then)
    seq INTEGER NOT NULL DEFAULT 0,  -- the step the snapshot was taken after
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS steps (
    table_id TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER,               -- NULL for a clock tick
    action BLOB,                -- msgpack; NULL for a clock tick
    at REAL NOT NULL,
    PRIMARY KEY (table_id, game_no, seq)
) WITHOUT ROWID;            -- rows live in the key's b-tree: one page written per step, not two
CREATE TABLE IF NOT EXISTS matches (
    table_id TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    game TEXT NOT NULL,
    settings BLOB NOT NULL,     -- msgpack: every setting's value
    seats BLOB NOT NULL,        -- msgpack: [{name, kind, cpu_level, token}] as the game started
    seed INTEGER NOT NULL,
    started REAL NOT NULL,
    finished REAL,              -- NULL until the match is over
    result BLOB,                -- msgpack: {ranks, points, reason}; NULL until then
    PRIMARY KEY (table_id, game_no)
);
CREATE TABLE IF NOT EXISTS alive (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at REAL NOT NULL            -- the host's clock when it was last known to run (every second)
);
CREATE TABLE IF NOT EXISTS board (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    at REAL NOT NULL
);
"""


def _pack(value: Any) -> bytes:
    """msgpack bytes, written by msgspec (the same bytes as msgpack's packb, faster)."""
    return msgspec.msgpack.encode(value)


def _unpack(data: bytes | None) -> Any:
    return None if data is None else msgspec.msgpack.decode(data)


SNAPSHOT_EVERY = 32
"""Steps between two snapshots of a game in play (a restart replays at most this many)."""

CHECKPOINT_EVERY = 1.0
"""Seconds between two checkpoints of the write-ahead log, when a host runs them in a thread."""

MATCHES_KEEP = 1000
"""Game records kept (the newest; an older match is forgotten with its steps)."""


@dataclass
class StoredTable:
    id: str
    record: dict[str, Any]
    snapshot: dict[str, Any] | None
    seq: int  # the step the snapshot was taken after
    later_steps: list[tuple[int, int | None, Any, float]]  # (seq, seat, action, at) after it


@dataclass
class StoredMatch:
    """One game played at a table: what its record needs besides the steps (server/records.py)."""

    table_id: str
    game_no: int
    game: str
    settings: dict[str, Any]
    seats: list[dict[str, Any]]  # name, kind, cpu_level, token: as the game started
    seed: int
    started: float
    finished: float | None
    result: dict[str, Any] | None
    steps: int  # steps logged so far


class Store:
    """All persistence of the host. ``path=":memory:"`` for unit tests."""

    def __init__(self, path: str | Path, background_checkpoints: bool = False,
                 restart_frames: int = WAL_RESTART_FRAMES) -> None:
        """``background_checkpoints``: the caller runs ``checkpoint`` now and then in another
        thread (the host does, every ``CHECKPOINT_EVERY`` seconds), and commits never do;
        ``restart_frames``: how long the log may grow before ``checkpoint`` makes it start over."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(path), isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self._checkpointer: sqlite3.Connection | None = None
        self._restart_frames = restart_frames
        self._checkpointing = threading.Lock()
        if background_checkpoints and str(path) != ":memory:":
            # In WAL mode with synchronous=NORMAL a commit never waits for the disk; a
            # checkpoint (copying the log into the database) does, twice (fsync), and by default
            # the commit that fills 1,000 pages runs one: 4-5 ms of the reactor, now and then,
            # under a crowd that commits sessions and tables (issue 15). SQLite's WAL documentation
            # names this remedy: turn the automatic checkpoints off, checkpoint from another thread.
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self.db.execute(f"PRAGMA journal_size_limit={restart_frames * WAL_FRAME_BYTES}")
            self._checkpointer = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)

    def checkpoint(self) -> tuple[int, int]:
        """Copy what the write-ahead log holds into the database, waiting for no reader or
        writer (``PASSIVE``); safe in any one thread at a time. Returns (frames in the log,
        frames copied); (0, 0) without background checkpoints.

        The log starts over only at a write that finds all of it copied, so while the host
        writes without a pause (a crowd playing at full speed commits thousands of steps a
        second) a ``PASSIVE`` checkpoint never catches up: the log grew by 15 MB a second and
        every page lookup in it got slower (bench/RESULTS.md, session 10). Past
        ``restart_frames`` this checkpoint then finishes with ``RESTART``, which holds writers
        back only while it copies what the ``PASSIVE`` pass left and syncs the file (a commit
        of the reactor waits for it, within sqlite3's busy timeout of 5 s), and the next write starts the
        log over, cut back to ``journal_size_limit``: SQLite's remedy for checkpoint starvation."""
        with self._checkpointing:
            if self._checkpointer is None:
                return 0, 0
            _busy, logged, copied = self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            if logged > self._restart_frames:
                _busy, logged, copied = self._checkpointer.execute("PRAGMA wal_checkpoint(RESTART)").fetchone()
            return logged, copied

    def close(self) -> None:
        with self._checkpointing:  # after a checkpoint under way in another thread
            if self._checkpointer is not None:
                self._checkpointer.close()
                self._checkpointer = None
        self.db.close()

    # -- the host's heartbeat ---------------------------------------------------------------------

    def mark_alive(self, at: float) -> None:
        """The host runs at ``at`` (its clock); written every second, so that a host that comes
        back after a crash knows when it went down."""
        self.db.execute("INSERT INTO alive(id, at) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET at=excluded.at",
                        (at,))

    def alive_at(self) -> float | None:
        """When the host was last known to run (None: never)."""
        row = self.db.execute("SELECT at FROM alive WHERE id=1").fetchone()
        return None if row is None else float(row[0])

    # -- sessions ---------------------------------------------------------------------------------

    def save_session(self, token: str, name: str) -> None:
        self.db.execute(
            "INSERT INTO sessions(token, name, last_seen) VALUES (?, ?, ?) "
            "ON CONFLICT(token) DO UPDATE SET name=excluded.name, last_seen=excluded.last_seen",
            (token, name, time.time()),
        )

    def sessions(self) -> dict[str, str]:
        """Every session kept, token to name, the longest unseen first."""
        return dict(self.db.execute("SELECT token, name FROM sessions ORDER BY last_seen"))

    def forget_sessions_unseen(self, seconds: float, keep: set[str | None]) -> list[str]:
        """Forget sessions not seen for ``seconds``, except those in ``keep`` (seats); returns
        the tokens forgotten."""
        old = [t for (t,) in self.db.execute("SELECT token FROM sessions WHERE last_seen < ?",
                                             (time.time() - seconds,)) if t not in keep]
        self.db.executemany("DELETE FROM sessions WHERE token=?", [(t,) for t in old])
        return old

    def forget_session(self, token: str) -> None:
        self.db.execute("DELETE FROM sessions WHERE token=?", (token,))

    # -- tables -----------------------------------------------------------------------------------

    def save_table(self, table_id: str, record: dict[str, Any], snapshot: dict[str, Any] | None,
                   seq: int) -> None:
        """Save a table. A table whose game has started also keeps that match's record: its
        seats, settings and seed as the game started (the first save after the deal), then its
        result once it is over."""
        self.db.execute(
            "INSERT INTO tables(id, record, snapshot, seq, updated) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET record=excluded.record, snapshot=excluded.snapshot, "
            "seq=excluded.seq, updated=excluded.updated",
            (table_id, _pack(record), None if snapshot is None else _pack(snapshot), seq, time.time()),
        )
        if record.get("game_no", 0) > 0 and record.get("status") in ("playing", "finished"):
            self._keep_match(table_id, record)

    def _keep_match(self, table_id: str, record: dict[str, Any]) -> None:
        seats = [{"name": s["name"], "kind": s["kind"], "cpu_level": s.get("cpu_level"),
                  "token": s.get("token")} for s in record["seats"]]
        cursor = self.db.execute(
            "INSERT OR IGNORE INTO matches(table_id, game_no, game, settings, seats, seed, started) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (table_id, record["game_no"], record["game"], _pack(record["settings"]), _pack(seats),
             record["seed"], time.time()),
        )
        if cursor.rowcount:
            self._forget_old_matches()
        if record["status"] == "finished" and record.get("result") is not None:
            self.db.execute(
                "UPDATE matches SET result=?, finished=? WHERE table_id=? AND game_no=? AND result IS NULL",
                (_pack(record["result"]), time.time(), table_id, record["game_no"]),
            )

    def _forget_old_matches(self) -> None:
        old = self.db.execute(
            "SELECT table_id, game_no FROM matches ORDER BY started DESC, rowid DESC LIMIT -1 OFFSET ?",
            (MATCHES_KEEP,),
        ).fetchall()
        for table_id, game_no in old:
            if self.db.execute("SELECT 1 FROM tables WHERE id=?", (table_id,)).fetchone():
                continue  # still its table's game: the table needs its steps
            self.db.execute("DELETE FROM matches WHERE table_id=? AND game_no=?", (table_id, game_no))
            self.db.execute("DELETE FROM steps WHERE table_id=? AND game_no=?", (table_id, game_no))

    def record_step(self, table_id: str, game_no: int, seq: int, seat: int | None,
                    action: dict[str, Any] | None, at: float) -> None:
        """Log one accepted step (one row, committed when this returns)."""
        self.db.execute(
            "INSERT OR REPLACE INTO steps(table_id, game_no, seq, seat, action, at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, game_no, seq, seat, None if action is None else _pack(action), at),
        )

    def save_snapshot(self, table_id: str, snapshot: dict[str, Any], seq: int) -> None:
        """The game as it stands after step ``seq``."""
        self.db.execute(
            "UPDATE tables SET snapshot=?, seq=?, updated=? WHERE id=?",
            (_pack(snapshot), seq, time.time(), table_id),
        )

    def steps(self, table_id: str, game_no: int) -> list[tuple[int, int | None, Any, float]]:
        rows = self.db.execute(
            "SELECT seq, seat, action, at FROM steps WHERE table_id=? AND game_no=? ORDER BY seq",
            (table_id, game_no),
        )
        return [(seq, seat, _unpack(action), at) for seq, seat, action, at in rows]

    def delete_table(self, table_id: str) -> None:
        """Forget a closed table; the steps of the matches played at it stay, as their records."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("DELETE FROM tables WHERE id=?", (table_id,))
            self.db.execute(
                "DELETE FROM steps WHERE table_id=? AND game_no NOT IN "
                "(SELECT game_no FROM matches WHERE table_id=?)", (table_id, table_id))

    def tables(self) -> list[StoredTable]:
        """Every table with its last snapshot and the steps of its current game logged after it."""
        rows = self.db.execute("SELECT id, record, snapshot, seq FROM tables ORDER BY updated").fetchall()
        stored = []
        for tid, rec, snap, seq in rows:
            record = _unpack(rec)
            steps = self.db.execute(
                "SELECT seq, seat, action, at FROM steps WHERE table_id=? AND game_no=? AND seq>? ORDER BY seq",
                (tid, record["game_no"], seq),
            )
            stored.append(StoredTable(tid, record, _unpack(snap), seq,
                                      [(q, st, _unpack(a), at) for q, st, a, at in steps]))
        return stored

    # -- game records -----------------------------------------------------------------------------

    def matches(self, limit: int = 100) -> list[StoredMatch]:
        """The newest matches first."""
        rows = self.db.execute(
            "SELECT table_id, game_no FROM matches ORDER BY started DESC, rowid DESC LIMIT ?", (limit,)
        ).fetchall()
        return [m for m in (self.match(t, g) for t, g in rows) if m is not None]

    def match(self, table_id: str, game_no: int) -> StoredMatch | None:
        row = self.db.execute(
            "SELECT game, settings, seats, seed, started, finished, result FROM matches "
            "WHERE table_id=? AND game_no=?", (table_id, game_no)).fetchone()
        if row is None:
            return None
        game, settings, seats, seed, started, finished, result = row
        (count,) = self.db.execute("SELECT COUNT(*) FROM steps WHERE table_id=? AND game_no=?",
                                   (table_id, game_no)).fetchone()
        return StoredMatch(table_id, game_no, game, _unpack(settings), _unpack(seats), seed,
                           started, finished, _unpack(result), count)

    def last_match(self, table_id: str) -> StoredMatch | None:
        row = self.db.execute("SELECT MAX(game_no) FROM matches WHERE table_id=?", (table_id,)).fetchone()
        return None if row is None or row[0] is None else self.match(table_id, row[0])

    # -- message board ----------------------------------------------------------------------------

    def post(self, name: str, text: str, at: float, keep: int = 1000) -> None:
        """Add a post; the board keeps only its newest ``keep`` posts."""
        cursor = self.db.execute("INSERT INTO board(name, text, at) VALUES (?, ?, ?)", (name, text, at))
        if cursor.lastrowid is not None and cursor.lastrowid % 50 == 0:
            self.db.execute("DELETE FROM board WHERE id <= ?", (cursor.lastrowid - keep,))

    def recent_posts(self, limit: int) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT name, text, at FROM board ORDER BY id DESC LIMIT ?", (limit,)
        ).fetchall()
        return [{"name": n, "text": t, "at": a} for n, t, a in reversed(rows)]
