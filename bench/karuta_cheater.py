"""A karuta player that plays with everything it receives, and an honest one with the same hand
(bench/karuta_fairness.py ``--part cheat``, issue 33).

Both are ``bench.karuta_people.Person``s (the wire, the artificial network, moving the match on)
that touch the read card ``HAND`` seconds after they *know* it:

* the honest ``Player`` knows it when its 決まり字 is heard on its machine (the reading's start
  there plus ``current.heard_at − reading.started_at``), or, should the host tell the poem only
  later, when it is told;
* the ``Cheater`` also looks at *everything* it gets, every message of any type (views, their
  events, ``media``, whatever the host sends), and knows the card as soon as anything names the
  poem being read among the poems not read yet: a poem number outside the public parts (the
  field, the log, 送り札, …), any of the poem's texts (kanji, kana, the card's lines, the poet), a
  voice file's name, the part's duration or its kana onsets (the voice timeline is public), the
  kana read so far once they fit one poem only. Clues of one reading add up (each narrows the
  poems it may be).

Each notes, per poem read, the host time it knew the card, how, and who took it; the bench
prints the cheater's lead over the 決まり字 (``current.heard_at`` − the moment it knew) and the
take rates. The touch is stamped honestly (``t`` the touch, ``heard`` the reading's start here):
the cheat is in *when* it touches, which no host can tell from the stamps.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bench.karuta_people import Person
from server.games.karuta.poems import POEMS
from server.games.karuta.timeline import load as load_timeline

HAND = 0.150
"""Seconds from knowing the card to touching it."""

PUBLIC = frozenset({"field", "log", "send", "techniques", "sides", "geometry", "legal", "templates",
                    "settings", "result", "seats"})
"""Parts of a message that name cards for reasons of their own (the field is public): no clue."""

POEM_KEYS = ("poem", "number", "card")
FILE = re.compile(rb"(?<!\d)(\d{3})_(?:kami|shimo)")


def _texts() -> dict[str, set[int]]:
    """Every text of every poem (one could be told) -> the poems it belongs to."""
    found: dict[str, set[int]] = {}
    for n, p in POEMS.items():
        for text in (*p.kanji, "".join(p.kanji), p.kami, p.shimo, p.kami_yomi, p.shimo_yomi,
                     p.kyougi_kami, p.kyougi_shimo, p.reading("kami"), p.reading("shimo"),
                     *p.torifuda, "".join(p.torifuda), p.author, p.author_yomi):
            if text:
                found.setdefault(text, set()).add(n)
    return found


def _fingerprints() -> dict[tuple[str, Any], set[int]]:
    """A part's duration and its onsets and ends (the public voice timeline) -> its poems."""
    found: dict[tuple[str, Any], set[int]] = {}
    timeline = load_timeline()
    for n in POEMS:
        for which in ("kami", "shimo"):
            part = timeline.part(n, which).to_view()
            for key in ("duration", "onsets", "ends"):
                value = part.get(key)
                if value is not None:
                    found.setdefault((key, _rounded(value)), set()).add(n)
    return found


def _rounded(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(round(float(v), 3) for v in value)
    return round(float(value), 3)


TEXTS = _texts()
FINGERPRINTS = _fingerprints()
KAMI = {n: p.reading("kami") for n, p in POEMS.items()}


def leaves(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every (path, value) of a message, depth first; lists of numbers or of one-kana strings
    also whole (onsets, the kana read so far)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from leaves(item, (*path, str(key)))
    elif isinstance(value, (list, tuple)):
        if value and all(isinstance(v, (int, float, str)) and not isinstance(v, bool) for v in value):
            yield path, list(value)
        for item in value:
            yield from leaves(item, path)
    else:
        yield path, value


def clues(message: dict[str, Any]) -> list[tuple[str, set[int]]]:
    """What in ``message`` may name a poem: (where, the poems it fits) per clue."""
    found: list[tuple[str, set[int]]] = []
    for path, value in leaves(message):
        if PUBLIC.intersection(path) or isinstance(value, bool):
            continue
        key, where = (path[-1] if path else ""), ".".join((message.get("type", "?"), *path))
        if isinstance(value, int) and any(k in key for k in POEM_KEYS) and 1 <= value <= 100:
            found.append((where, {value}))
        elif isinstance(value, str):
            if value in TEXTS:
                found.append((f"{where} (text)", TEXTS[value]))
            elif len(value) >= 2:
                found += kana_clue(value, f"{where} (kana)")
            found += file_clues(value.encode("utf-8", "replace"), where)
        elif isinstance(value, (bytes, bytearray)):
            found += file_clues(bytes(value), where)
        elif isinstance(value, list):
            if value and all(isinstance(v, str) for v in value):
                found += kana_clue("".join(value), f"{where} (kana)")
            elif value and key in ("onsets", "ends") and all(isinstance(v, (int, float)) for v in value):
                found += fingerprint(key, value, where)
        elif isinstance(value, float) and key == "duration":
            found += fingerprint(key, value, where)
    return found


def kana_clue(text: str, where: str) -> list[tuple[str, set[int]]]:
    fits = {n for n, kana in KAMI.items() if kana.startswith(text)}
    return [(where, fits)] if text and fits and len(fits) < len(KAMI) else []


def fingerprint(key: str, value: Any, where: str) -> list[tuple[str, set[int]]]:
    fits = FINGERPRINTS.get((key, _rounded(value)))
    return [(f"{where} (timeline)", fits)] if fits else []


def file_clues(data: bytes, where: str) -> list[tuple[str, set[int]]]:
    return [(f"{where} (file)", {int(m.group(1))}) for m in FILE.finditer(data) if 1 <= int(m.group(1)) <= 100]


@dataclass
class Race:
    """One poem read, as this player saw it."""

    read_count: int
    started_at: float | None  # host time its 上の句 began (reading.started_at), if told
    heard_local: float  # own clock when it began playing here
    poem: int | None = None  # the card, once known
    known_at: float | None = None  # host time it was known
    how: str = ""  # "heard", or the clue that named it
    heard_at: float | None = None  # host time its 決まり字 was heard (current.heard_at), once told
    told: int | None = None  # the poem as the host finally told it
    take_by: int | None = None
    touched: bool = False
    fits: set[int] | None = None  # the poems the clues so far leave
    call: Any = None

    @property
    def lead_ms(self) -> float | None:
        """How long before its 決まり字 was heard the card was known (ms; 0 when by hearing)."""
        if self.known_at is None or self.heard_at is None:
            return None
        return (self.heard_at - self.known_at) * 1000


@dataclass
class Player(Person):
    """An honest player with a hand of ``HAND`` (see the module's docstring)."""

    hand: float = HAND
    races: dict[tuple[int, int], Race] = field(default_factory=dict)  # by (match, read_count)
    match: int = 0
    last_count: int = 0

    def on_message(self, message: dict[str, Any]) -> None:
        if message["type"] != "view":
            super().on_message(message)
            return
        view = message["view"]
        self.view = view
        ack = message.get("ack")
        if ack is not None and ack == self._pending:
            self._pending = None
        race = self.follow(view)
        if race is not None:
            self.look(race, message)
        self.move_on(view)

    def look(self, race: Race, message: dict[str, Any]) -> None:
        """What else a message tells: nothing, for an honest player."""

    def follow(self, view: dict[str, Any]) -> Race | None:
        """The poem in play: a new reading noted, the 決まり字 heard, the take seen."""
        reading, count = view.get("reading"), view.get("read_count")
        if count is None:
            return None
        if count < self.last_count:
            self.match += 1  # a new match reads from the first poem again
        self.last_count = count
        key = (self.match, count)
        if (reading is not None and reading.get("part") == "kami" and reading.get("poem") != 0
                and key not in self.races):
            started = reading.get("started_at")
            ahead = max(0.0, started - view["clock"]) if started is not None else 0.0
            self.races[key] = Race(count, started, self.clock() + ahead)
        race = self.races.get(key)
        if race is None:
            return None
        current, take = view.get("current"), view.get("take")
        if current and current.get("heard_at") is not None and current.get("poem") and race.heard_at is None:
            race.heard_at, race.told = current["heard_at"], current["poem"]
            if race.started_at is not None:
                heard_here = race.heard_local + (race.heard_at - race.started_at)
            else:
                heard_here = self.clock()
            self.know(race, current["poem"], "heard", heard_here)
        if take is not None and race.take_by is None:
            race.take_by = take["by"]
        return race

    def know(self, race: Race, poem: int, how: str, at: float) -> None:
        """The card is known at ``at`` (own clock): touch it a hand later, unless known sooner."""
        if race.known_at is not None and race.known_at <= time.time() + (at - self.clock()):
            return
        if race.touched or race.take_by is not None or race.told not in (None, poem):
            return
        if not any(c["poem"] == poem for c in (self.view or {}).get("field", [])):
            return  # a 空札, or gone
        race.poem, race.how = poem, how
        race.known_at = time.time() + (at - self.clock())
        if race.call is not None and race.call.active():
            race.call.cancel()
        race.call = self.reactor.callLater(max(0.0, at + self.hand - self.clock()), self.touch_card, race)

    def touch_card(self, race: Race) -> None:
        view = self.view
        race.call = None
        if (race.touched or race.poem is None or view is None or view.get("take") is not None
                or view.get("read_count") != race.read_count
                or not any(c["poem"] == race.poem for c in view.get("field", []))):
            return
        race.touched = True
        self.act({"type": "touch", "cards": [race.poem], "how": "click", "t": self.clock(),
                  "heard": race.heard_local, "heard_poem": race.poem})


@dataclass
class Cheater(Player):
    """A player that touches as soon as anything it got names the card (the module's docstring)."""

    def look(self, race: Race, message: dict[str, Any]) -> None:
        if race.known_at is not None and race.how != "heard" or race.take_by is not None:
            return
        unread = set(POEMS) - {e["poem"] for e in (self.view or {}).get("log", [])
                               if e.get("no", race.read_count) < race.read_count}
        fits = race.fits if race.fits is not None else unread
        named = []
        for how, poems in clues(message):
            narrowed = fits & poems
            if narrowed:
                fits = narrowed
                named.append(how)
        race.fits = fits
        if len(fits) == 1 and named:
            (poem,) = fits
            self.know(race, poem, named[-1], self.clock())


__all__ = ["HAND", "Cheater", "Player", "Race", "clues"]
