"""汎用練習 driven like a player: the real engine in this process, the table view clicked on the
read card, [S] pressed, 送り札 picked; the records in a real SQLite file read back by a new store
(a new session of the app); the progress window and its charts built from them."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from client.games.karuta.practice.chart import CardBars, TrendChart
from client.games.karuta.practice.free_window import FreePracticeWindow, practice_schema
from client.games.karuta.practice.progress_window import ProgressWindow
from client.games.karuta.practice.store import PracticeStore, default_path

pytestmark = pytest.mark.gui

FAST = {"torifuda": "kimariji", "kimariji_1": True, "yomifuda": "field", "kami": "kimariji",
        "shimo": "none", "joka": False, "ma_min": 0, "ma_max": 0, "yomi": "text"}


class SteadyClock:
    """The practice's clock (the engine's, the view's and the window's): the machine's time, but
    a stall of this process counts as at most ``STEP`` s. A take is timed from its 決まり字 on
    this clock, so a heavily loaded machine that keeps the test waiting seconds between seeing
    a card heard and clicking it cannot make the take late; on a machine that keeps up it is
    ``time.monotonic`` moved to start at 1000 s."""

    STEP = 0.02

    def __init__(self) -> None:
        self.last_real = time.monotonic()
        self.now = 1000.0

    def __call__(self) -> float:
        real = time.monotonic()
        self.now += min(max(real - self.last_real, 0.0), self.STEP)
        self.last_real = real
        return self.now


def open_window(qtbot: Any, seed: int = 21) -> FreePracticeWindow:
    w = FreePracticeWindow(seed=seed, clock=SteadyClock())
    qtbot.addWidget(w)
    w.resize(1300, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def start_practice(qtbot: Any, w: FreePracticeWindow) -> None:
    w.form.set_values(FAST)
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 1 and w.driver is not None
    arena = w.table.arena
    qtbot.waitUntil(lambda: arena.isVisible() and arena.width() > 600, timeout=30000)
    message = arena.message_rect().center().toPoint()
    qtbot.mouseMove(arena, message)
    qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=message)  # the message window …
    qtbot.mouseMove(arena, QPoint(round(arena.geo.area.left()) - 6, message.y()))  # … then out
    qtbot.waitUntil(lambda: [p.started for p in w.driver.state.players] == [True, True], timeout=30000)  # the partner too


def centre(w: FreePracticeWindow, poem: int) -> QPoint:
    rect = w.table.arena.card_rect(poem)
    assert rect is not None
    return rect.center().toPoint()


def play_to_the_end(qtbot: Any, w: FreePracticeWindow, foul_once: bool = False) -> list[int]:
    """Take every read card by clicking it once its 決まり字 is heard; [S]; pick 送り札."""
    taken: list[int] = []
    fouled = not foul_once
    deadline = time.monotonic() + 300  # real time: generous, for a loaded machine
    refused: list[str] = []
    w.driver.refused.connect(refused.append)
    arena = w.table.arena
    while w.driver is not None and not w.driver.done and time.monotonic() < deadline:
        view = w.driver.player_view()
        types = {a["type"] for a in view["legal"] + view["templates"]}
        current = view.get("current")
        if view["phase"] == "reading" and "touch" in types and current and view["take"] is None:
            if w.clock() < current["heard_at"] + 0.05:
                qtbot.wait(10)
                continue
            poem = current["poem"]
            if not fouled:  # a card on the other side than the read one: お手つき
                other = next(c["poem"] for c in view["field"] if c["side"] != current["side"]
                             and abs(c["row"]) == 2)
                qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=centre(w, other))
                fouled = True
            qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=centre(w, poem))
            assert w.driver.player_view()["take"]["poem"] == poem  # judged at once
            taken.append(poem)
        elif view["phase"] == "sending" and view["send"]["by"] == 0:
            mine = next(c["poem"] for c in view["field"] if c["side"] == 0
                        and c["poem"] not in view["send"]["chosen"])
            qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=centre(w, mine))
        elif "proceed" in types and view["phase"] == "after_take":
            qtbot.keyClick(w.table, Qt.Key.Key_S)
        else:
            qtbot.wait(20)
    qtbot.waitUntil(lambda: w.stack.currentIndex() == 2, timeout=30000)
    assert refused == []
    return taken


def test_practice_schema_leaves_out_the_com() -> None:
    keys = {s["key"] for s in practice_schema()}
    assert {"yomi", "kami", "shimo", "ma_min", "ma_max", "torifuda", "yomifuda", "color_ao"} <= keys
    assert not any(k.startswith("com") or k in ("param_seed", "kara_skip") for k in keys)


def test_a_short_practice_to_the_end_records_and_charts(qtbot: Any) -> None:
    w = open_window(qtbot)
    start_practice(qtbot, w)
    cards = w.driver.cards
    taken = play_to_the_end(qtbot, w, foul_once=True)
    assert len(taken) == cards - 1  # the last card cannot lie on both sides: the practice ends
    assert f"取った札 {cards - 1}枚" in w.summary.text() and "お手つき 1回" in w.summary.text()
    assert w.session_list.count() == cards - 1
    # the records are in the user data folder's SQLite file; a new store (a new app session) reads them
    path = default_path()
    assert path.is_file() and str(path).startswith(str(Path(__import__("os").environ["ZASHIKI_DATA_DIR"])))
    store = PracticeStore(path)
    assert store.session_count() == 1
    records = store.records(1)
    assert sorted(r.poem for r in records) == sorted(taken)
    assert [(r.poem, r.after_ms, r.late) for r in records
            if not (r.after_ms is not None and 0 <= r.after_ms < 3000 and not r.late)] == []
    assert sum(r.fouls for r in records) == 1
    assert all(r.kimariji_static == 1 for r in records)
    # the progress window from those records
    progress = ProgressWindow(store)
    qtbot.addWidget(progress)
    progress.show()
    trend = progress.findChild(TrendChart)
    bars = progress.findChild(CardBars)
    assert [sorted(p.means) for p in trend.points] == [[1]]
    assert len(bars.stats) == len(taken)
    times = [s.mean_ms for s in bars.stats]
    assert times == sorted(times, reverse=True)  # slowest first
    assert sum(s.fouls for s in bars.stats) == 1
    assert "1回" in progress.summary.text()
    assert "1字決まり" in progress.totals.text() and "お手つき 1" in progress.totals.text()
    assert not progress.grab().isNull()
    store.close()


def test_records_add_up_across_sessions_and_the_setup_opens_them(qtbot: Any) -> None:
    w = open_window(qtbot, seed=5)
    start_practice(qtbot, w)
    play_to_the_end(qtbot, w)
    w.close()
    w2 = open_window(qtbot, seed=6)  # a later session
    start_practice(qtbot, w2)
    play_to_the_end(qtbot, w2)
    progress = w2.show_progress()
    qtbot.addWidget(progress)
    assert len(progress.trend.points) == 2
    assert progress.store.session_count() == 2
    w3 = open_window(qtbot, seed=7)  # the before-start screen starts from the last choices
    assert {k: w3.form.values()[k] for k in FAST} == FAST


def test_stopping_midway_keeps_what_was_taken(qtbot: Any) -> None:
    w = open_window(qtbot, seed=8)
    start_practice(qtbot, w)
    qtbot.waitUntil(lambda: w.driver.player_view()["phase"] == "reading"
                    and w.driver.player_view()["current"] is not None, timeout=30000)
    view = w.driver.player_view()
    qtbot.waitUntil(lambda: w.clock() > view["current"]["heard_at"], timeout=30000)
    qtbot.mouseClick(w.table.arena, Qt.MouseButton.LeftButton, pos=centre(w, view["current"]["poem"]))
    qtbot.waitUntil(lambda: bool(w.driver.recorder.records), timeout=30000)  # settled after the お手つき window
    qtbot.mouseClick(w.stop_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 2
    assert w.store.session_count() == 1 and len(w.store.records(1)) == 1


def test_a_selection_that_makes_no_field_is_explained(qtbot: Any) -> None:
    w = open_window(qtbot)
    w.form.set_values({"torifuda": "colors"})
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 0 and "色" in w.setup_error.text()


def test_a_card_left_waiting_is_pointed_out(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from client.games.karuta.practice import free_window

    monkeypatch.setattr(free_window, "HINT_S", 0.3)
    w = open_window(qtbot, seed=9)
    start_practice(qtbot, w)
    qtbot.waitUntil(lambda: w.driver.player_view()["current"] is not None
                    and w.driver.player_view()["reading"] is None, timeout=30000)  # the reader is done
    poem = w.driver.player_view()["current"]["poem"]
    assert w.hint.poem is None
    qtbot.waitUntil(lambda: w.hint.poem == poem and w.hint.isVisible(), timeout=30000)
    qtbot.mouseClick(w.table.arena, Qt.MouseButton.LeftButton, pos=centre(w, poem))  # clicks pass
    assert w.driver.player_view()["take"]["poem"] == poem
    qtbot.waitUntil(lambda: w.hint.poem is None, timeout=30000)
