"""Checks a game's texts and its door (issues 35 and 32) by playing it through the engine.

* ``rendered_playout``: a seeded random playout in which every view (every seat's and a
  spectator's), every event, every refusal of a wrong action and the result are rendered by an
  English and a Japanese renderer (English from the repository's .ts files, as the app's Qt
  translators would give it; Japanese from the catalogs). No code is missing from a catalog
  (``Catalog`` refuses unknown codes and wrong parameters as the engine makes them; a renderer
  shows ``[code]`` for one it does not know), and the English holds no Japanese except in the
  plain strings the game names as names or content.
* ``fuzzed_record``: a playout where every step is first tried with malformed values (NaN, the
  infinities, oversized strings and lists, huge numbers) that must be refused with
  ``malformed_action`` and change nothing; the steps taken make a record that exports to JSON
  (``allow_nan=False``) and imports and replays to the same result (server/records.py).

Shared by the daifugō, koi-koi and Deltacle tests.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from protocol.host_texts import HOST
from protocol.texts import Renderer, is_wire_text
from protocol.ts_reader import read_ts
from server.games.contract import Game, GameError, MalformedAction
from server.records import Record, open_file, to_file

ROOT = Path(__file__).resolve().parents[2]
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
UNKNOWN_CODE = re.compile(r"\[[a-z][a-z0-9_]*\.[a-z0-9_.]+")


# --------------------------------------------------------------------------------------------
# Renderers
# --------------------------------------------------------------------------------------------


def ts_translations(*paths: Path) -> dict[tuple[str, str], str]:
    """(context, Japanese source) -> the finished English of every message in the .ts files."""
    return {key: text for path in paths for key, text in read_ts(path).items()}


def renderers(game: Game) -> tuple[Renderer, Renderer]:
    """(English, Japanese) renderers of the host's texts and the game's."""
    english = ts_translations(ROOT / "protocol" / "i18n" / "host_en.ts",  # the host's texts
                              ROOT / "client" / "games" / game.id / "i18n" / f"{game.id}_en.ts")

    def translate(domain: str, template: str, code: str) -> str:
        return english.get((domain, template), template)

    catalogs = [HOST, game.catalog()]
    return Renderer(catalogs, translate=translate, list_separator=", "), Renderer(catalogs)


# --------------------------------------------------------------------------------------------
# What a rendering shows
# --------------------------------------------------------------------------------------------


def paths(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every text (as it travels) and every plain string in ``value``, with its dotted path
    (list items share their list's path)."""
    if is_wire_text(value) or isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for item in value:
            yield from paths(item, path)


@dataclass
class Findings:
    """What the renderings showed: English with Japanese in it, codes a renderer did not know,
    and how many texts were rendered."""

    japanese_in_english: set[str] = field(default_factory=set)
    unknown: set[str] = field(default_factory=set)
    texts: int = 0
    codes: set[str] = field(default_factory=set)

    def problems(self) -> list[str]:
        return sorted(self.japanese_in_english) + sorted(self.unknown)


class TextCheck:
    """Renders what a game shows in English and Japanese, noting what is wrong. ``names``: the
    view paths whose plain strings are names or the game's content (Japanese allowed there)."""

    def __init__(self, game: Game, names: tuple[str, ...] = ()) -> None:
        self.english, self.japanese = renderers(game)
        self.names = set(names)
        self.found = Findings()
        self.refusals: set[str] = set()  # "code:rule" of every refusal seen

    def text(self, value: Any, where: str) -> None:
        """One text (or plain value) rendered both ways."""
        english, japanese = self.english(value), self.japanese(value)
        self.found.texts += 1
        if is_wire_text(value):
            self.found.codes.add(value["code"])
        for shown in (english, japanese):
            if UNKNOWN_CODE.search(shown):
                self.found.unknown.add(f"{where}: {shown}")
        if JAPANESE.search(english):
            self.found.japanese_in_english.add(f"{where}: {english}")

    def data(self, value: Any, where: str) -> None:
        """A view or an event: every text in it rendered; a plain string with Japanese in it
        must be at a path of names or content."""
        for path, item in paths(value):
            if is_wire_text(item):
                self.text(item, f"{where} {path}")
            elif JAPANESE.search(item) and path not in self.names:
                self.found.japanese_in_english.add(f"{where} {path}: {item} (not a text)")


# --------------------------------------------------------------------------------------------
# Playouts
# --------------------------------------------------------------------------------------------


def wrong_actions(game: Game, state: Any, seat: int, seats: int, rng: random.Random) -> list[Any]:
    """Actions ``seat`` likely may not take now: another seat's legal one, a legal one with one
    field changed to another value of its kind, an unknown type, not a map."""
    legal = game.view(state, seat)["legal"]
    wrong: list[Any] = [{"type": "no_such_action"}, "not a map"]
    for other in range(seats):
        if other != seat:
            wrong += game.view(state, other)["legal"][:1]
    for action in rng.sample(legal, min(3, len(legal))):
        for key, value in action.items():
            if key == "type":
                continue
            if isinstance(value, bool):
                changed: list[Any] = [not value]
            elif isinstance(value, int):
                changed = [value + 1, value - 1, 0]
            elif isinstance(value, str):
                changed = ["accel1", "awaken", "B", "R", "up", "down"]
            elif isinstance(value, list):
                changed = [value[:-1], value + value[:1], ["XX#9"], ["S3#0", "H3#0"]]
            else:
                continue
            wrong += [{**action, key: c} for c in changed]
    return [a for a in wrong if a not in legal]


def rendered_playout(game: Game, check: TextCheck, seats: int, seed: int,
                     settings: dict[str, Any] | None = None,
                     names: list[str | None] | None = None, max_steps: int = 6000) -> Any:
    """Play a seeded random match to its end, rendering everything each seat and a spectator is
    shown, every refusal of a wrong action and the result; returns the final state."""
    rng = random.Random(seed)
    state = game.new(game.validate_settings(settings or {}), seats, seed)
    game.seat_players(state, names if names is not None else [None] * seats)
    for step in range(max_steps):
        for s in [*range(seats), None]:
            check.data(game.view(state, s), f"step {step} view {s}")
        result = game.result(state)
        if result is not None:
            check.text(result.to_wire()["reason"], "result")
            return state
        waiting = game.waiting_on(state)
        seat = rng.choice(waiting)
        if step % 3 == 0:
            idle = [s for s in range(seats) if s not in waiting]
            tries = [(seat, a) for a in wrong_actions(game, state, seat, seats, rng)]
            tries += [(s, game.view(state, seat)["legal"][0]) for s in idle]  # out of turn
            for who, action in tries:
                before = game.dump(state)
                trial = game.load(before)
                try:
                    game.act(trial, who, action, float(step))
                except GameError as error:
                    check.text(error.text.to_wire(), f"step {step} refusal {action}")
                    assert game.dump(trial) == before, action
                    check.refusals.add(error.code + ":" + error.rule)
        action = rng.choice(game.view(state, seat)["legal"])
        check.data(game.act(state, seat, action, float(step)), f"step {step} events")
    raise AssertionError("the match did not end")


# --------------------------------------------------------------------------------------------
# The door, and records
# --------------------------------------------------------------------------------------------

BAD_VALUES: tuple[Any, ...] = (float("nan"), float("inf"), float("-inf"), 2**63, -(2**63),
                               "あ" * 5000, ["x"] * 5000, [float("nan")], {"k": float("nan")})


def malformed_variants(action: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """``action`` with each of its fields replaced by each non-finite or oversized value, and
    with an oversized field of its own added."""
    for key in action:
        if key == "type":
            continue
        for value in BAD_VALUES:
            yield {**action, key: value}
    yield {**action, "padding": "x" * 100_000}


def assert_malformed_unchanged(game: Game, state: Any, seat: int, action: Any) -> None:
    before = game.dump(state)
    try:
        game.act(state, seat, action, 0.0)
    except MalformedAction:
        pass
    else:
        raise AssertionError(f"not refused as malformed: {str(action)[:200]}")
    assert game.dump(state) == before, str(action)[:200]


def fuzzed_record(game: Game, seats: int, seed: int, settings: dict[str, Any] | None = None,
                  max_steps: int = 6000) -> tuple[Record, int]:
    """A random match in which every legal action is first sent with malformed values (each
    refused as malformed, nothing changed) and sometimes as random junk; the accepted steps
    make a record. Returns the record and how many malformed actions were refused."""
    rng = random.Random(seed)
    settings = game.validate_settings(settings or {})
    state = game.new(settings, seats, seed)
    game.seat_players(state, [None] * seats)
    steps: list[tuple[int | None, dict[str, Any] | None, float]] = []
    refused = 0
    for step in range(max_steps):
        if game.result(state) is not None:
            break
        seat = rng.choice(game.waiting_on(state))
        action = rng.choice(game.view(state, seat)["legal"])
        if step % 4 == 0:
            for bad in malformed_variants(action):
                assert_malformed_unchanged(game, state, seat, bad)
                refused += 1
        at = float(step)
        game.act(state, seat, action, at)
        steps.append((seat, action, at))
    result = game.result(state)
    assert result is not None, "the match did not end"
    record = Record(game=game, settings=settings,
                    seats=[{"name": f"CPU{i + 1}", "kind": "cpu", "cpu_level": game.cpu_levels[0].id}
                           for i in range(seats)],
                    seed=seed, steps=steps, started=1.7e9, finished=1.7e9 + len(steps),
                    result=result.to_wire())
    return record, refused


def exported_and_replayed(record: Record) -> tuple[Record, list[dict[str, Any]]]:
    """The record written as a file (JSON, no NaN allowed) and read back: replayed to its end,
    its result checked against the one recorded (``open_file``)."""
    text = json.dumps(to_file(record), allow_nan=False, ensure_ascii=False)
    return open_file(json.loads(text))
