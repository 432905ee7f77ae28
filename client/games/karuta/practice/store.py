"""The 汎用練習 records across sessions: one SQLite file in the user data folder (beside the
embedded host's folders: ``$ZASHIKI_DATA_DIR`` or platformdirs' user data folder for "zashiki",
then ``practice/karuta.sqlite3``). No Qt.

Two tables: ``sessions`` (when, the settings, how many cards lay on the field) and ``poems`` (one
row per :class:`~client.games.karuta.practice.records.PoemRecord`). The progress window asks two
questions of them: per 決まり字 length the mean take time of each session, in time order
(:meth:`PracticeStore.length_trend`), and per card its mean time and お手つき, slowest first
(:meth:`PracticeStore.card_stats`).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from client.games.karuta.practice.records import PoemRecord

FILE_NAME = "karuta.sqlite3"
SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    started REAL NOT NULL,          -- seconds since 1970 (the wall clock: a date to show)
    ended REAL NOT NULL,
    cards INTEGER NOT NULL,         -- torifuda on the field at the start
    settings TEXT NOT NULL          -- the karuta settings, JSON
);
CREATE TABLE IF NOT EXISTS poems (
    session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    no INTEGER NOT NULL,
    poem INTEGER NOT NULL,
    kimariji INTEGER NOT NULL,
    kimariji_static INTEGER NOT NULL,
    kara INTEGER NOT NULL,
    after_ms INTEGER,               -- NULL: not taken by the player
    late INTEGER NOT NULL,
    fouls INTEGER NOT NULL,
    PRIMARY KEY (session, no)
);
"""


def default_path() -> Path:
    root = os.environ.get("ZASHIKI_DATA_DIR")
    if root:
        return Path(root) / "practice" / FILE_NAME
    import platformdirs

    return Path(platformdirs.user_data_dir("zashiki", appauthor=False)) / "practice" / FILE_NAME


@dataclass(frozen=True)
class SessionPoint:
    """One session on the trend chart: its time and, per 決まり字 length, the mean take time
    (ms) of the cards taken in time."""

    session: int
    started: float
    means: dict[int, float]


@dataclass(frozen=True)
class CardStat:
    poem: int
    kimariji_static: int
    takes: int  # taken in time
    mean_ms: float | None
    late: int  # taken more than LATE_MS after the 決まり字
    fouls: int  # お手つき while this poem was read


@dataclass(frozen=True)
class LengthTotal:
    length: int  # 決まり字 (static)
    takes: int
    mean_ms: float | None
    late: int
    fouls: int


class PracticeStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path)
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def add_session(self, records: Iterable[PoemRecord], settings: dict[str, Any], cards: int,
                    started: float, ended: float | None = None) -> int:
        """Keep one finished (or stopped) session; returns its id."""
        with self.db:
            cursor = self.db.execute(
                "INSERT INTO sessions (started, ended, cards, settings) VALUES (?, ?, ?, ?)",
                (started, time.time() if ended is None else ended, cards,
                 json.dumps(settings, ensure_ascii=False, sort_keys=True)))
            session = int(cursor.lastrowid)
            self.db.executemany(
                "INSERT INTO poems VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(session, r.no, r.poem, r.kimariji, r.kimariji_static, int(r.kara), r.after_ms,
                  int(r.late), r.fouls) for r in records])
        return session

    def session_count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM sessions").fetchone()[0])

    def last_settings(self) -> dict[str, Any] | None:
        """The settings of the newest session (the before-start screen starts from them)."""
        row = self.db.execute("SELECT settings FROM sessions ORDER BY started DESC, id DESC LIMIT 1").fetchone()
        if row is None:
            return None
        try:
            settings = json.loads(row[0])
        except ValueError:
            return None
        return settings if isinstance(settings, dict) else None

    def records(self, session: int) -> list[PoemRecord]:
        rows = self.db.execute(
            "SELECT no, poem, kimariji, kimariji_static, kara, after_ms, late, fouls FROM poems"
            " WHERE session = ? ORDER BY no", (session,))
        return [PoemRecord(no, poem, k, ks, bool(kara), after, bool(late), fouls)
                for no, poem, k, ks, kara, after, late, fouls in rows]

    def length_trend(self) -> list[SessionPoint]:
        """Per session (oldest first), per 決まり字 length, the mean time of takes in time."""
        points: dict[int, SessionPoint] = {}
        for session, started in self.db.execute("SELECT id, started FROM sessions ORDER BY started, id"):
            points[session] = SessionPoint(session, started, {})
        rows = self.db.execute(
            "SELECT session, kimariji_static, AVG(after_ms) FROM poems"
            " WHERE after_ms IS NOT NULL AND late = 0 GROUP BY session, kimariji_static")
        for session, length, mean in rows:
            points[session].means[int(length)] = float(mean)
        return list(points.values())

    def length_totals(self) -> list[LengthTotal]:
        """Per 決まり字 length over every session: takes in time, their mean, late takes and
        お手つき (a 空札's お手つき counts for the length of the poem read)."""
        rows = self.db.execute(
            "SELECT kimariji_static,"
            " SUM(CASE WHEN after_ms IS NOT NULL AND late = 0 THEN 1 ELSE 0 END),"
            " AVG(CASE WHEN late = 0 THEN after_ms END),"
            " SUM(CASE WHEN after_ms IS NOT NULL AND late = 1 THEN 1 ELSE 0 END),"
            " SUM(fouls) FROM poems GROUP BY kimariji_static ORDER BY kimariji_static")
        return [LengthTotal(int(k), int(t), None if m is None else float(m), int(lt), int(f))
                for k, t, m, lt, f in rows]

    def card_stats(self) -> list[CardStat]:
        """Every poem read with its card on the field (or fouled on as a 空札), in ``slowness``
        order."""
        rows = self.db.execute(
            "SELECT poem, kimariji_static,"
            " SUM(CASE WHEN after_ms IS NOT NULL AND late = 0 THEN 1 ELSE 0 END),"
            " AVG(CASE WHEN late = 0 THEN after_ms END),"
            " SUM(CASE WHEN after_ms IS NOT NULL AND late = 1 THEN 1 ELSE 0 END),"
            " SUM(fouls) FROM poems GROUP BY poem")
        stats = [CardStat(int(p), int(k), int(t), None if m is None else float(m), int(lt), int(f))
                 for p, k, t, m, lt, f in rows]
        return sorted(stats, key=slowness)


def slowness(stat: CardStat) -> tuple[int, float, int, int]:
    """The bar list's order: first the cards only ever taken late, then those taken in time,
    slowest first, then those only read as 空札 with an お手つき; ties: more お手つき first."""
    group = 1 if stat.mean_ms is not None else 0 if stat.late else 2
    return group, -(stat.mean_ms or 0.0), -stat.fouls, stat.poem


__all__ = ["CardStat", "LengthTotal", "PracticeStore", "SessionPoint", "default_path"]
