"""Checking a game's VIEW.md against the engine: the documented view keys, actions and events
are read from the document, the real ones are collected from random games, and the two must
agree (every key, action and event seen is documented; every documented one occurs; every
documented choice of string values covers the values seen).

VIEW.md's notation, as karuta's VIEW.md has it:

* ``## view``: a code block holding the view as a JSON-like map. ``"key":`` (or ``"key"?:``
  for a key that is not always there) names a key; a map nested in a value documents that
  value's keys (``"field": null | {"form": ...}`` documents ``field.form``; lists are looked
  through, so ``"log": [{"kind": ...}]`` documents ``log.kind``). String literals that are not
  keys are the values a key may take (``"phase": "play" | "exchange"``). ``#`` starts a
  comment (outside a string).
* ``## actions``: every ``{"type":"..."...}`` map in the section is an action and its keys.
* ``## events``: a code block with one event per map, ``{"type":"...", ...}``.
* A text (a message code and its parameters, protocol/texts.py) is documented by its codes, as
  the string values of its key (``"phase_label": "koikoi.phase.play" | ...``); its parameters
  are not walked.

Shared by the daifugō, koi-koi and Deltacle document tests (the lead may move it to
tests/games/ beside contract_checks.py).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from protocol.texts import is_wire_text

FENCE = re.compile(r"```[a-z]*\n(.*?)```", re.S)


# --------------------------------------------------------------------------------------------
# Reading the document
# --------------------------------------------------------------------------------------------


def section(text: str, title: str) -> str:
    """The text under ``## title`` up to the next ``## `` heading."""
    match = re.search(rf"^## {re.escape(title)}\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    if match is None:
        raise AssertionError(f"VIEW.md has no section '## {title}'")
    return match.group(1)


@dataclass
class Shape:
    """Keys (dotted paths) and the string values documented for each path."""

    keys: set[str] = field(default_factory=set)
    values: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))


def strip_comments(block: str) -> str:
    """Drop ``#`` comments (a ``#`` outside a string runs to the end of its line)."""
    out, i, n = [], 0, len(block)
    while i < n:
        ch = block[i]
        if ch == '"':
            end = block.index('"', i + 1)
            out.append(block[i:end + 1])
            i = end + 1
        elif ch == "#":
            end = block.find("\n", i)
            i = n if end < 0 else end
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _is_key(text: str, end: int) -> bool:
    """Is the string closing at ``end`` a key (followed by ``:`` or ``?:``)?"""
    return text.startswith(":", end + 1) or text.startswith("?:", end + 1)


def parse_shape(block: str) -> Shape:
    """Walk a JSON-like block: strings, ``{ } [ ]``; everything else is prose (types, ``|``)."""
    shape = Shape()
    block = strip_comments(block)
    frames: list[list[Any]] = []  # [bracket, its current key] for each open { or [

    def path() -> str:
        return ".".join(f[1] for f in frames if f[0] == "{" and f[1] is not None)

    i, n = 0, len(block)
    while i < n:
        ch = block[i]
        if ch == '"':
            end = block.index('"', i + 1)
            word = block[i + 1:end]
            if frames and frames[-1][0] == "{" and _is_key(block, end):
                frames[-1][1] = word
                shape.keys.add(path())
            elif frames and path():
                shape.values[path()].add(word)
            i = end + 1
            continue
        if ch in "{[":
            frames.append([ch, None])
        elif ch in "}]" and frames:
            frames.pop()
        i += 1
    return shape


def parse_maps(text: str) -> dict[str, set[str]]:
    """Every ``{"type":"x", ...}`` map in ``text``: type -> the union of its top-level keys."""
    found: dict[str, set[str]] = defaultdict(set)
    for match in re.finditer(r'\{"type":\s*"(\w+)"', text):
        depth, keys, j = 0, set(), match.start()
        while j < len(text):
            ch = text[j]
            if ch == '"':
                end = text.index('"', j + 1)
                if depth == 1 and _is_key(text, end):
                    keys.add(text[j + 1:end])
                j = end + 1
                continue
            if ch in "{[":
                depth += 1
            elif ch in "}]":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        found[match.group(1)] |= keys - {"type"}
    return dict(found)


@dataclass
class Documented:
    view: Shape
    actions: dict[str, set[str]]
    events: dict[str, set[str]]


def read_doc(text: str) -> Documented:
    view_blocks = FENCE.findall(section(text, "view"))
    assert view_blocks, "the view section has no code block"
    events_blocks = FENCE.findall(section(text, "events"))
    assert events_blocks, "the events section has no code block"
    return Documented(
        view=parse_shape("\n".join(view_blocks)),
        actions=parse_maps(section(text, "actions")),
        events=parse_maps(strip_comments("\n".join(events_blocks))),
    )


# --------------------------------------------------------------------------------------------
# What the engine shows
# --------------------------------------------------------------------------------------------


@dataclass
class Seen:
    view: Shape = field(default_factory=Shape)
    actions: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    events: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def add_view(self, view: dict[str, Any]) -> None:
        self._walk(view, "")
        for action in view["legal"] + view.get("templates", []):  # templates: karuta's examples
            self.actions[action["type"]] |= set(action) - {"type"}

    def add_events(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            self.events[event["type"]] |= set(event) - {"type"}

    def _walk(self, value: Any, path: str) -> None:
        if is_wire_text(value):
            self.view.values[path].add(value["code"])
        elif isinstance(value, dict):
            for key, item in value.items():
                sub = f"{path}.{key}" if path else str(key)
                self.view.keys.add(sub)
                if sub not in ("legal", "templates"):  # the actions are checked by themselves
                    self._walk(item, sub)
        elif isinstance(value, list):
            for item in value:
                self._walk(item, path)
        elif isinstance(value, str) and path:
            self.view.values[path].add(value)


# --------------------------------------------------------------------------------------------
# The comparison
# --------------------------------------------------------------------------------------------


def compare(doc: Documented, seen: Seen, free_text: Iterable[str] = ()) -> list[str]:
    """Every disagreement, as readable lines (empty: the document is true). ``free_text``: view
    paths whose string values are open (names, messages, card ids) and not listed."""
    problems: list[str] = []
    for key in sorted(seen.view.keys - doc.view.keys):
        problems.append(f"view key not documented: {key}")
    for key in sorted(doc.view.keys - seen.view.keys):
        problems.append(f"documented view key never seen: {key}")
    free = set(free_text)
    for key, values in sorted(seen.view.values.items()):
        if key in free or key not in doc.view.values:
            continue
        extra = values - doc.view.values[key]
        if extra:
            problems.append(f"view {key}: values not documented: {sorted(extra)}")
    for key in sorted(set(seen.view.values) - set(doc.view.values) - free):
        problems.append(f"view {key}: string values neither listed nor marked free text")
    for what, documented, real in (("action", doc.actions, seen.actions),
                                   ("event", doc.events, seen.events)):
        for kind in sorted(set(real) - set(documented)):
            problems.append(f"{what} not documented: {kind} {sorted(real[kind])}")
        for kind in sorted(set(documented) - set(real)):
            problems.append(f"documented {what} never seen: {kind}")
        for kind in sorted(set(real) & set(documented)):
            if real[kind] != documented[kind]:
                problems.append(f"{what} {kind}: documented keys {sorted(documented[kind])}, "
                                f"seen {sorted(real[kind])}")
    return problems


# --------------------------------------------------------------------------------------------
# Random games through the contract
# --------------------------------------------------------------------------------------------


def play_random(game: Any, settings: dict[str, Any], seats: int, seed: int, seen: Seen,
                names: list[str | None] | None = None, cpu: str | None = None,
                max_steps: int = 5000) -> None:
    """One match of random legal actions (or, with ``cpu``, the game's CPU of that level, with no
    thinking time); every seat's and a spectator's view after every step goes into ``seen``, and
    every event."""
    import random

    rng = random.Random(seed)
    state = game.new(game.validate_settings(settings), seats, seed)
    if names is not None:
        game.seat_players(state, names)
    for step in range(max_steps):
        for s in [*range(seats), None]:
            seen.add_view(game.view(state, s))
        if game.result(state) is not None:
            return
        seat = rng.choice(game.waiting_on(state))
        view = game.view(state, seat)
        action = rng.choice(view["legal"]) if cpu is None else game.cpu_choose(view, cpu, rng, 0.0)
        seen.add_events(game.act(state, seat, action, float(step)))
    raise AssertionError("the match did not end")
