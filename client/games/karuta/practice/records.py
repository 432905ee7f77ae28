"""汎用練習's records of one session, taken from the views the player's seat is shown (no Qt).

For every poem read the engine's 試合経過詳細 (``view["log"]``, VIEW.md) says who took it and when
after its 決まり字 (``after_ms``) and how many お手つき each seat made. The recorder turns each new
log entry into a :class:`PoemRecord` and marks a take slower than ``LATE_MS`` as *late*: in a match that card would have been lost even
to the weakest COM (E級 with every parameter at 0 touches within about 2.9 s of the 決まり字:
server/games/karuta/com.py ``take_delay``). A 空札 is kept only when the player made an お手つき
on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from server.games.karuta.kimariji import STATIC

PLAYER = 0  # the practising seat; seat 1 is the absent partner
LATE_MS = 3000  # slower than this after the 決まり字: a card lost in a match (see above)


@dataclass(frozen=True)
class PoemRecord:
    """One read poem of a practice session."""

    no: int  # its place in the reading (1..)
    poem: int
    kimariji: int  # 札確定文字 when it was read (fewer poems unread: shorter)
    kimariji_static: int  # 決まり字 with all 100 unread, how the progress is grouped
    kara: bool  # 空札: no card on the field
    after_ms: int | None  # the take, in ms after the 決まり字 was heard (None: not taken by the player)
    late: bool  # taken more than LATE_MS after the 決まり字
    fouls: int  # the player's お手つき in this poem (0-2)

    @property
    def taken(self) -> bool:
        return self.after_ms is not None


class PracticeRecorder:
    """Feed it every view of the player's seat (``observe``) and read ``records``."""

    def __init__(self) -> None:
        self.records: list[PoemRecord] = []
        self._logged = 0

    def observe(self, view: dict[str, Any]) -> list[PoemRecord]:
        """Note what this view adds; returns the records it completed."""
        log = view.get("log") or []
        added = [self._record(entry) for entry in log[self._logged:]]
        self._logged = len(log)
        kept = [r for r in added if r is not None]
        self.records += kept
        return kept

    def _record(self, entry: dict[str, Any]) -> PoemRecord | None:
        poem = int(entry["poem"])
        fouls = int((entry.get("fouls") or [0, 0])[PLAYER])
        kara = bool(entry.get("kara"))
        if kara and not fouls:
            return None
        mine = entry.get("taken_by") == PLAYER
        after = int(entry["after_ms"]) if mine and entry.get("after_ms") is not None else None
        return PoemRecord(no=int(entry.get("no", 0)), poem=poem, kimariji=int(entry["kimariji"]),
                          kimariji_static=STATIC[poem], kara=kara, after_ms=after,
                          late=after is not None and after > LATE_MS, fouls=fouls)

    # -- the session's summary --------------------------------------------------------------------

    def taken(self) -> list[PoemRecord]:
        return [r for r in self.records if r.taken]

    def mean_ms(self) -> float | None:
        """The mean take time of the cards taken in time (late ones are counted apart)."""
        times = [r.after_ms for r in self.taken() if not r.late]
        return sum(times) / len(times) if times else None

    def late_count(self) -> int:
        return sum(1 for r in self.taken() if r.late)

    def fouls(self) -> int:
        return sum(r.fouls for r in self.records)


__all__ = ["LATE_MS", "PLAYER", "PoemRecord", "PracticeRecorder"]
