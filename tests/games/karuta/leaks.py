"""What a message from the host tells about the poem being read: one place that says it, for the
tests (no frame names the poem before its 決まり字 is heard) and for a bench's cheater (it
touches as soon as anything it received names the card).

* ``clues(message, poem)``: where in a message the poem ``poem`` can be recognised: its number
  as the poem of the reading (anywhere but the field, the hands' reach and the actions, where
  every card on the field is listed anyway), its voice file, its text (kana as read, kanji,
  poet, torifuda lines outside the field), the timeline of its parts. Empty: nothing in it tells
  that this is the poem being read.
* ``named_poem(message)``: the poem a message says is being read (or taken), or None: what a
  cheating client would act on.

Both take a message as the client decodes it (a ``view`` with its ``events``, a ``media``, any
other message).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from server.games.karuta.poems import poem as poem_text
from server.games.karuta.timeline import load as load_timeline

# where every card on the field is listed, read or not: a card's number there names nothing
PUBLIC_CARDS = ("view.field", "view.sides", "view.legal", "view.templates", "view.geometry")
# events about cards on the field (placing, moving, sending), not about the reading
CARD_EVENTS = frozenset({"placed", "moved", "floated", "picked", "unpicked", "sent"})
NAMING_EVENTS = frozenset({"reading", "heard", "take", "kara_end"})


def texts_of(poem: int) -> set[str]:
    p = poem_text(poem)
    return {p.reading("kami"), p.reading("shimo"), p.author, *p.kanji, *p.torifuda}


@cache
def shared_texts() -> frozenset[str]:
    """Texts more than one poem has (a torifuda's last line なりけり, a poet of two poems)."""
    seen: set[str] = set()
    shared: set[str] = set()
    for n in range(1, 101):
        for text in texts_of(n):
            (shared if text in seen else seen).add(text)
    return frozenset(shared)


@cache
def marks(poem: int) -> tuple[frozenset[str], tuple[tuple[float, ...], ...]]:
    """The strings that belong to this poem alone, and the timelines of its parts."""
    strings = texts_of(poem) - shared_texts()
    times: list[tuple[float, ...]] = []
    try:
        timeline = load_timeline()
    except Exception:  # noqa: BLE001 - a checkout without the voice: the text alone
        timeline = None
    if timeline is not None:
        for part in ("kami", "shimo"):
            found = timeline.part(poem, part)
            strings.add(found.file)
            times += [found.onsets, found.ends]
    return frozenset(s for s in strings if len(s) >= 3), tuple(times)


def clues(message: dict[str, Any], poem: int) -> list[str]:
    """The places (dotted paths) in ``message`` that let a client recognise ``poem``."""
    strings, times = marks(poem)
    found: list[str] = []

    def walk(value: Any, path: str, event: str | None) -> None:
        if any(path == p or path.startswith(p + ".") for p in PUBLIC_CARDS) or event in CARD_EVENTS:
            return
        if isinstance(value, dict):
            kind = value.get("type") if path.startswith("events.") and path.count(".") == 1 else event
            for key, item in value.items():
                where = f"{path}.{key}" if path else str(key)
                if key in ("poem", "heard_poem") and item == poem:
                    found.append(where)
                else:
                    walk(item, where, kind)
        elif isinstance(value, list):
            if value and all(isinstance(v, float) for v in value) and tuple(value) in times:
                found.append(path)
                return
            for index, item in enumerate(value):
                walk(item, f"{path}.{index}", event)
        elif isinstance(value, str) and value in strings:
            found.append(path)

    walk({k: v for k, v in message.items() if k != "type"}, "", None)
    return found


def named_poem(message: dict[str, Any]) -> int | None:
    """The poem a message names as the one being read (a cheater touches it at once), or None.
    The 序歌 (0) is no poem on the field."""
    candidates: list[Any] = []
    if message.get("type") == "view":
        view = message.get("view") or {}
        for key in ("reading", "current", "take"):
            candidates.append((view.get(key) or {}).get("poem"))
        candidates += [e.get("poem") for e in message.get("events") or [] if e.get("type") in NAMING_EVENTS]
    elif message.get("type") == "media":
        candidates.append(message.get("poem"))
    return next((n for n in candidates if isinstance(n, int) and not isinstance(n, bool) and n > 0), None)


__all__ = ["clues", "named_poem"]
