"""The seats this app holds on LAN hosts, kept in the user's data folder so that an app closed
(or crashed) and started again can take its seat back.

For each host (``"host:port"``) the session token the host gave, the name it was given under,
and the table the app last sat at there (room code, game title, whether it was being played).
The token is a key to a seat: it is kept in its own file (``seats.json``, never in the settings
file a person might share) and never written to a log. ``ZASHIKI_DATA_DIR`` overrides the folder
(tests point it at a temporary directory). An offline game needs none of this: the offline host
knows its one player by name.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import platformdirs

ENV_DIR = "ZASHIKI_DATA_DIR"
FILE_NAME = "seats.json"
KEEP_DAYS = 2.0  # a host forgets a session without a seat after a day: keep a little longer


def data_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("zashiki", appauthor=False))


@dataclass
class KeptSeat:
    host: str  # "host:port", as the app connected
    name: str
    token: str
    table: str = ""  # the room code of the table it sat at ("" when none)
    title: str = ""  # that table's game, as the app showed it
    playing: bool = False  # the table's match was being played when last heard of
    seen: float = 0.0  # when the host last told us something about it (time.time())

    @property
    def can_rejoin(self) -> bool:
        """Whether the title screen offers 「前の卓に戻る」 for it."""
        return bool(self.table) and self.playing


class SeatsKept:
    """Read and write the kept seats. Every change is written at once (a crash loses nothing)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.seats: dict[str, KeptSeat] = {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        now = time.time()
        for entry in data.get("seats", []) if isinstance(data, dict) else []:
            seat = _read(entry)
            if seat is not None and now - seat.seen < KEEP_DAYS * 86400:
                self.seats[seat.host] = seat

    def token_for(self, host: str, name: str) -> str | None:
        """The token to send to ``host`` when joining as ``name`` (None: a new session)."""
        seat = self.seats.get(host)
        return seat.token if seat is not None and seat.name == name else None

    def welcomed(self, host: str, name: str, token: str) -> None:
        """A host welcomed us: keep the token it gave (the same one when it took us back)."""
        seat = self.seats.get(host)
        if seat is None or seat.token != token:
            seat = KeptSeat(host=host, name=name, token=token)
        seat.name, seat.seen = name, time.time()
        self.seats[host] = seat
        self._write()

    def table(self, host: str, table: dict[str, Any] | None) -> None:
        """The host told us of our table (``table`` message; None: we left it)."""
        seat = self.seats.get(host)
        if seat is None:
            return
        seated = table is not None and table.get("you") is not None
        seat.table = str(table.get("code", "")) if seated and table else ""
        seat.title = str(table.get("title", "")) if seated and table else ""
        seat.playing = bool(seated and table and table.get("status") == "playing")
        seat.seen = time.time()
        self._write()

    def forget(self, host: str) -> None:
        if self.seats.pop(host, None) is not None:
            self._write()

    def rejoinable(self) -> KeptSeat | None:
        """The seat most lately heard of that the app can go back to, if any."""
        found = [s for s in self.seats.values() if s.can_rejoin]
        return max(found, key=lambda s: s.seen, default=None)

    def _write(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_suffix(".tmp")
            temporary.write_text(json.dumps({"seats": [asdict(s) for s in self.seats.values()]},
                                            ensure_ascii=False), encoding="utf-8")
            os.replace(temporary, self.path)
        except OSError:
            pass  # a read-only data folder: the seat is kept for this run only


def _read(entry: Any) -> KeptSeat | None:
    if not isinstance(entry, dict):
        return None
    try:
        seat = KeptSeat(host=str(entry["host"]), name=str(entry["name"]), token=str(entry["token"]),
                        table=str(entry.get("table", "")), title=str(entry.get("title", "")),
                        playing=bool(entry.get("playing", False)), seen=float(entry.get("seen", 0.0)))
    except (KeyError, TypeError, ValueError):
        return None
    return seat if seat.host and seat.token else None
