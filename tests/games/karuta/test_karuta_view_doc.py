"""server/games/karuta/VIEW.md is true: matches played through a table (MAN–COM, MAN–MAN,
COM–COM, 札初期配置 by hand), with scenarios for what random play seldom meets (特殊技, a
simultaneous take, a person away, two cards to send), show exactly the view keys, actions and
events it documents (tests/games/view_doc.py reads the document)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from protocol.texts import is_wire_text
from server.games.contract import Unchanged
from server.games.karuta import GAME
from server.games.karuta.engine import KarutaGame
from server.records import Record, Replay
from tests.games.view_doc import Seen, compare, read_doc

from .conftest import SYNTHETIC, begin, next_reading, setup
from .fuzzed import NAMES, Played, play

DOC = Path(__file__).resolve().parents[3] / "server" / "games" / "karuta" / "VIEW.md"
FREE_TEXT = ("sides.name", "field.lines", "sides.to_place_lines.poem", "reading.kana",
             "reading.file", "reading.text_kanji", "reading.text_kana", "current.author",
             "current.lines", "current.kimariji_text", "log.kimariji_text")
SHORT = {"joka": True, "kami": "kakutei", "shimo": "continue", "ma_min": 0, "ma_max": 300,
         "torifuda": "colors", "color_midori": True}


def poem_keyed(path: str) -> str:
    return re.sub(r"(to_place_lines)\.\d+", r"\1.poem", path)


def untexted(value: Any) -> Any:
    """The value with each text (a code and its parameters, documented as ``text``) as one
    opaque value, not a map of keys."""
    if is_wire_text(value):
        return None
    if isinstance(value, dict):
        return {k: untexted(v) for k, v in value.items()}
    if isinstance(value, list):
        return [untexted(v) for v in value]
    return value


def add(seen: Seen, views: list[dict[str, Any]] = (), events: list[dict[str, Any]] = ()) -> None:
    for view in views:
        seen.add_view(untexted(view))
    seen.add_events(untexted(list(events)))


class Recorder:
    """``act`` and ``tick`` on a game, every view and event after each step into ``seen``."""

    def __init__(self, game: KarutaGame, state: Any, seen: Seen) -> None:
        self.game, self.state, self.seen = game, state, seen
        self.look()

    def look(self) -> None:
        add(self.seen, [self.game.view(self.state, seat) for seat in (0, 1, None)])

    def act(self, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
        try:
            events = self.game.act(self.state, seat, action, now)
        except Unchanged:
            return []
        self.seen.actions[action["type"]] |= set(action) - {"type", "rtt"}
        add(self.seen, events=events)
        self.look()
        return events

    def tick(self, now: float) -> None:
        add(self.seen, events=self.game.tick(self.state, now))
        self.look()

    def run_until(self, test: Any, limit: int = 500) -> None:
        for _ in range(limit):
            if test():
                return
            self.tick(self.game.deadline(self.state))
        raise AssertionError("never came")


def techniques(seen: Seen) -> None:
    """戻り手, 渡り手, a 囲い手 that ends and one broken by the COM (test_karuta_techniques.py)."""
    game = KarutaGame(timeline=SYNTHETIC)
    sides = {0: {31: (2, 0), 21: (2, 1), 63: (2, 11), 17: (1, 0)},
             1: {64: (2, 0), 18: (2, 1), 22: (2, 11), 4: (1, 0)}}
    state = setup(game, sides, [31, 21, 18])
    r = Recorder(game, state, seen)
    begin(game, state)
    start = next_reading(game, state, 31)
    r.act(0, {"type": "hover", "cards": [64, 18]}, start + 0.5)  # 戻り手
    r.act(0, {"type": "hover", "cards": [31]}, start + 0.6)  # 囲い手
    r.act(0, {"type": "hover", "cards": [18]}, start + 0.7)  # it ends
    r.act(0, {"type": "hover", "cards": [31]}, start + 0.8)  # again
    r.act(1, {"type": "touch", "cards": [31], "how": "click"}, start + 1.5)  # 囲い手破り
    r.run_until(lambda: state.settled)
    while state.phase == "sending":
        by = state.send.by
        r.act(by, {"type": "pick_send", "poem": state.field.cards(by)[0]}, state.clock)
    r.act(0, {"type": "proceed"}, state.clock)
    start = next_reading(game, state, 21)
    r.act(0, {"type": "hover", "cards": [21]}, start + 0.2)  # 囲い手, told once 21 is named
    r.act(0, {"type": "touch", "cards": [63], "how": "sweep"}, start + 0.65)  # 渡り手
    r.act(0, {"type": "hover", "cards": [18]}, start + 0.7)  # the 囲い手 ends


def man_man(seen: Seen) -> None:
    """Two people: a simultaneous take, an away person and a resumed reading, two cards to send
    and the first taken back (test_karuta_fair.py, test_karuta_engine.py)."""
    game = KarutaGame(timeline=SYNTHETIC)
    sides = {0: {17: (2, 0), 87: (2, 1), 3: (2, 11)}, 1: {18: (2, 0), 21: (2, 1), 22: (2, 11)}}
    state = setup(game, sides, [21, 18], names=NAMES)
    r = Recorder(game, state, seen)
    begin(game, state)
    start = next_reading(game, state, 21)
    r.act(1, {"type": "away"}, start + 0.1)
    r.act(1, {"type": "back"}, start + 1.0)
    r.run_until(lambda: state.reading.sounding.started_at <= state.clock)
    start = state.reading.current.started_at
    for seat in (0, 1):  # both at the same fair time: the card goes to its side's owner
        r.act(seat, {"type": "touch", "cards": [21], "how": "click", "t": start + 0.8,
                     "heard": start, "heard_poem": 21, "rtt": 0.02}, start + 0.82)
    r.run_until(lambda: not state.claims)
    r.act(0, {"type": "touch", "cards": [17], "how": "click", "t": start + 1.2, "heard": start,
              "heard_poem": 21, "rtt": 0.02}, start + 1.21)  # 自陣: お手つき in the window
    r.run_until(lambda: state.settled)


def two_to_send(seen: Seen) -> None:
    """The COM fouls, the MAN takes from its side: two cards to send, the first taken back."""
    game = KarutaGame(timeline=SYNTHETIC)
    sides = {0: {17: (2, 0), 87: (2, 1), 3: (2, 11), 5: (1, 0)},
             1: {18: (2, 0), 21: (2, 1), 22: (2, 11), 4: (1, 0)}}
    state = setup(game, sides, [18])
    r = Recorder(game, state, seen)
    begin(game, state)
    start = next_reading(game, state, 18)
    r.act(1, {"type": "touch", "cards": [87], "how": "click"}, start + 0.1)
    r.act(0, {"type": "touch", "cards": [18], "how": "click"}, start + 0.4)
    r.run_until(lambda: state.settled)
    assert state.send is not None and state.send.count == 2
    for poem in (3, 3, 5, 17):  # 3 picked, taken back, then 5 and 17 sent
        r.act(0, {"type": "pick_send", "poem": poem}, state.clock)


def the_hall_start(played: Played, seen: Seen) -> None:
    """The hall's ``start`` event opens every match (a record's frame 0 shows it)."""
    table = played.table
    record = Record(game=table.game, settings=table.settings,
                    seats=[{"name": s.name, "kind": s.kind, "cpu_level": s.cpu_level} for s in table.seats],
                    seed=table.seed, steps=played.steps[:3], game_no=1)
    add(seen, events=Replay(record).frame(0, 0)["events"])


@pytest.fixture(scope="module")
def seen() -> Seen:
    seen = Seen()
    runs = [(SHORT, (NAMES[0], None), 21), (SHORT, NAMES, 22), (SHORT, (None, None), 23),
            (dict(SHORT, layout="manual", shimo="after_take"), (NAMES[0], None), 24),
            (dict(SHORT, layout="manual", com_move=True, kara_skip=True, yomifuda="field"),
             (None, None), 25)]
    for settings, names, seed in runs:
        played = play(settings, names, seed, game=GAME)
        add(seen, played.views, played.events)
        for _seat, action, _at in played.steps:
            if action is not None:
                seen.actions[action["type"]] |= set(action) - {"type", "rtt"}
    the_hall_start(played, seen)
    techniques(seen)
    man_man(seen)
    two_to_send(seen)
    # the poem numbers keying to_place_lines are values, documented as "poem"
    seen.view.keys = {poem_keyed(k) for k in seen.view.keys}
    values = dict(seen.view.values)
    seen.view.values.clear()
    for key, found in values.items():
        seen.view.values[poem_keyed(key)] |= found
    return seen


def test_the_document_matches_the_matches(seen):
    problems = compare(read_doc(DOC.read_text(encoding="utf-8")), seen, free_text=FREE_TEXT)
    assert not problems, "\n".join(problems)


def test_the_checker_catches_a_missing_event_and_a_stale_key(seen):
    """The check is not vacuous: ``current.row`` and the take's ``side``, once missing from the
    document, are reported (they were, before)."""
    text = DOC.read_text(encoding="utf-8")
    text = text.replace('      "row": r | null,                 # …and in which row (null for a 空札)\n', "")
    text = text.replace('{"type":"take","seat":s,"poem":n,"side":side,', '{"type":"take","seat":s,"poem":n,')
    problems = compare(read_doc(text), seen, free_text=FREE_TEXT)
    assert problems == ["view key not documented: current.row",
                        "event take: documented keys ['after_ms', 'how', 'poem', 'seat', 'simultaneous'], "
                        "seen ['after_ms', 'how', 'poem', 'seat', 'side', 'simultaneous']"]
