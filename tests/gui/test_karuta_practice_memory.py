"""札配置暗記練習's window driven like a player: choose, memorise, 「覚えた」, click the places
of the read cards (one wrong on purpose), the review; and the GameSetup buttons."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.games.karuta.practice import memory_window
from client.games.karuta.practice.free_window import FreePracticeWindow
from client.games.karuta.practice.memory import MEMORIZE, RECALL, REVIEW
from client.games.karuta.practice.memory_window import MemoryPracticeWindow
from client.ui.game_setup import GameSetup
from server.games import registry
from server.games.karuta.poems import poem as poem_of

from .samples import described

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> MemoryPracticeWindow:
    monkeypatch.setattr(memory_window, "FIRST_ASK_MS", 10)
    monkeypatch.setattr(memory_window, "NEXT_ASK_MS", 10)
    w = MemoryPracticeWindow(seed=11)
    qtbot.addWidget(w)
    w.resize(1200, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def slot_point(w: MemoryPracticeWindow, slot: Any) -> Any:
    return w.field.slot_rect(slot).center().toPoint()


def test_a_whole_round_by_clicks(qtbot: Any, window: MemoryPracticeWindow) -> None:
    w = window
    w.count_combo.setCurrentIndex(w.count_combo.findData(10))
    w.reading_combo.setCurrentIndex(w.reading_combo.findData("text"))
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.round.phase == MEMORIZE and len(w.round.places) == 10
    assert w.stack.currentIndex() == 1 and w.field.mode == "show"
    assert "暗記" in w.status.text()
    qtbot.mouseClick(w.done_button, Qt.MouseButton.LeftButton)
    assert w.round.phase == RECALL and w.field.mode == "hidden"
    wrong_poem = None
    for i in range(10):
        qtbot.waitUntil(lambda: w.asking, timeout=3000)
        poem = w.round.current
        assert w.reading_label.text().startswith(poem_of(poem).kanji[0])  # the 上の句 is shown
        if i == 3:
            wrong_poem = poem
            target = next(s for p, s in w.round.remaining().items() if p != poem)
        else:
            target = w.round.places[poem]
        qtbot.mouseClick(w.field, Qt.MouseButton.LeftButton, pos=slot_point(w, target))
        assert not w.asking and len(w.round.answers) == i + 1
        if i == 3:
            assert "ちがいます" in w.feedback.text()
            assert w.field.flash is not None and w.field.flash[0] == w.round.places[poem]  # the true place
        else:
            assert "正解" in w.feedback.text()
    assert w.round.phase == REVIEW
    qtbot.waitUntil(lambda: w.stack.currentIndex() == 2, timeout=3000)
    assert "9／10" in w.score.text()
    assert w.mistakes.count() == 1 and f"{wrong_poem}番" in w.mistakes.item(0).text()
    assert w.answers_list.count() == 10
    marks = w.review_field.marks
    assert len(marks) == 10 and [p for p, (right, _) in marks.items() if not right] == [wrong_poem]


def test_a_click_off_the_blank_places_is_no_answer(qtbot: Any, window: MemoryPracticeWindow) -> None:
    w = window
    w.count_combo.setCurrentIndex(w.count_combo.findData(10))
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.asking, timeout=3000)
    geo = w.field.geometry_()
    qtbot.mouseClick(w.field, Qt.MouseButton.LeftButton, pos=geo.area.topLeft().toPoint())
    assert w.asking and not w.round.answers


def test_an_empty_selection_is_explained_on_the_setup_screen(qtbot: Any, window: MemoryPracticeWindow) -> None:
    w = window
    w.selection.how.setCurrentIndex(w.selection.how.findData("colors"))
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 0 and "色" in w.setup_error.text()
    w.selection.boxes["color_ki"].setChecked(True)
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 1 and len(w.round.places) == 20


def test_game_setup_shows_the_practice_buttons_for_karuta_only(qtbot: Any) -> None:
    games = [{**described(g), "cpu_levels": []} for g in registry().values()]
    setup = GameSetup(games)
    qtbot.addWidget(setup)
    setup.select_game("karuta")
    labels = [b.text() for b in setup.practice_buttons]
    assert labels == ["札配置暗記練習モードへ", "汎用練習モードへ"]
    assert all(b.isVisibleTo(setup) for b in setup.practice_buttons)
    for other in (g["id"] for g in games if g["id"] != "karuta"):
        setup.select_game(other)
        assert setup.practice_buttons == [], other
    setup.select_game("karuta")
    qtbot.mouseClick(setup.practice_buttons[0], Qt.MouseButton.LeftButton)
    opened = setup.practice_windows[-1]
    assert isinstance(opened, MemoryPracticeWindow) and opened.isVisible()
    opened.close()  # deleted on close: the setup lets go of it
    qtbot.waitUntil(lambda: setup.practice_windows == [], timeout=2000)
    qtbot.mouseClick(setup.practice_buttons[1], Qt.MouseButton.LeftButton)
    assert isinstance(setup.practice_windows[-1], FreePracticeWindow)
    setup.practice_windows[-1].close()


@pytest.mark.parametrize("page", [0, 1, 2])
def test_the_windows_fit_a_1366x768_screen(qtbot: Any, page: int) -> None:
    """Every page of both practice windows, and the progress window, fit the smallest screen
    the app supports (a title bar left over)."""
    from client.games.karuta.practice.progress_window import ProgressWindow
    from client.games.karuta.practice.store import PracticeStore

    memory, free = MemoryPracticeWindow(seed=1), FreePracticeWindow(seed=1)
    progress = ProgressWindow(PracticeStore())
    for w in (memory, free, progress):
        qtbot.addWidget(w)
    memory.stack.setCurrentIndex(page)
    free.stack.setCurrentIndex(0 if page == 1 else page)  # its play page is built at the start
    for w in (memory, free, progress):
        hint = w.minimumSizeHint()
        assert hint.width() <= 1366 and hint.height() <= 740, (type(w).__name__, page, hint)
        assert w.width() <= 1366 and w.height() <= 740  # the size it opens at


def test_the_count_names_the_poem_shown_until_the_next_is_read(qtbot: Any,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer's moment: poem 1 is still shown (its reading, its right or wrong) until poem 2 is
    read; the count said 「2首目」 already, as if the next poem were being asked."""
    monkeypatch.setattr(memory_window, "FIRST_ASK_MS", 10)
    monkeypatch.setattr(memory_window, "NEXT_ASK_MS", 400)
    w = MemoryPracticeWindow(seed=11)
    qtbot.addWidget(w)
    w.show()
    w.count_combo.setCurrentIndex(w.count_combo.findData(10))
    w.reading_combo.setCurrentIndex(w.reading_combo.findData("text"))
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.asking, timeout=3000)
    assert w.status.text().startswith("1首目／10首")
    first = w.round.current
    qtbot.mouseClick(w.field, Qt.MouseButton.LeftButton, pos=slot_point(w, w.round.places[first]))
    w._show_time()  # as the clock's next tick does
    assert w.status.text().startswith("1首目／10首")  # the answer to poem 1 is on the screen
    assert w.reading_label.text().startswith(poem_of(first).kanji[0])
    qtbot.waitUntil(lambda: w.asking, timeout=3000)
    assert w.status.text().startswith("2首目／10首")
