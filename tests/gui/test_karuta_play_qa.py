"""What playing a match against the COM showed (the table at the sizes it gets, the 試合経過詳細
and the end of the match), checked on the table view with views as the host sends them."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFont, QFontMetricsF

from client.fonts import FAMILY
from client.games.karuta.view import KarutaView

from .test_karuta_view import SEATS, field_of, make_view, open_table

pytestmark = pytest.mark.gui


@pytest.fixture
def table(qtbot: Any) -> KarutaView:
    return open_table(qtbot)


# -- the count of cards beside each row --------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 470), (820, 480), (1000, 620), (1088, 600), (1600, 900),
                                  (2400, 1300)])
def test_the_row_counts_are_written_whole(qtbot: Any, table: KarutaView,
                                          size: tuple[int, int]) -> None:
    """While the pointer is in the area each row's count ("12枚") is written left of it. When
    the field fills the arena's width (a narrow window; the table window's seats panel after
    the match) there was no room for it and only 「枚」 showed."""
    table.resize(*size)
    field = field_of(0, list(range(1, 26))) + field_of(1, list(range(26, 51)))
    view = make_view(field=field)
    view["sides"][0]["rows"] = [12, 12, 1]  # the widest count there is
    table.show_view(view, [])
    qtbot.wait(10)
    arena = table.arena
    texts = arena.count_texts()
    assert len(texts) == 6 and "12枚" in [t for _, t in texts]
    assert counts_whole(arena), [(round(r.width()), t) for r, t in texts]
    assert arena.counts_fit()
    assert arena.rect().contains(arena.geo.area.toRect())  # and the field still fits


def counts_whole(arena: Any) -> bool:
    """Each count fits its place left of its row, in the font the arena paints it with."""
    font = QFont(FAMILY)
    font.setPixelSize(max(10, round(arena.geo.card_h * 0.17)))
    metrics = QFontMetricsF(font)
    return all(rect.left() >= 0 and metrics.horizontalAdvance(text) <= rect.width()
               for rect, text in arena.count_texts())


def test_the_row_counts_fit_in_the_table_window_after_the_match(qtbot: Any) -> None:
    """At the end the table window shows its seats panel beside the view: the arena gets
    narrow at 1366×768, where the counts were clipped to 「枚」."""
    from client.ui.table_window import TableWindow

    window = TableWindow()
    qtbot.addWidget(window)
    window.set_context([], [], "たろう")
    window.set_table({"id": "t1", "game": "karuta", "status": "finished", "you": 0, "code": "AB2C",
                      "settings": {}, "seats": [dict(SEATS[0], ready=True), dict(SEATS[1])]})
    view = make_view(phase="finished", legal=[],
                     result={"winner": 0, "reason": "たろうの陣の札が先になくなりました", "margin": 23})
    window.show_view({"table": "t1", "view": view, "events": []})
    window.resize(1280, 698)
    window.show()
    qtbot.waitExposed(window)
    table = window.view_widget
    assert isinstance(table, KarutaView)
    qtbot.wait(10)
    assert counts_whole(table.arena), [(r.width(), t) for r, t in table.arena.count_texts()]


# -- 試合経過詳細 -------------------------------------------------------------------------------


def log_entry(**extra: Any) -> dict[str, Any]:
    """A 試合経過詳細 entry as it reaches the widget: the host's texts (the rows of the 送り札
    table) already rendered by the bridge, here in Japanese."""
    entry = {"no": 1, "poem": 40, "kimariji": 2, "kimariji_text": "しの", "kara": False, "side": 1,
             "row": 1, "taken_by": 0, "after_ms": 420, "how": "click", "fouls": [0, 1],
             "sent": [{"by": 0, "poems": [3, 7]}], "cards": [23, 25],
             "situation": ["相手陣の札を取った＋相手が1回多くお手つきした",
                           "自陣の札を取られた＋自分が1回多くお手つきした"],
             "change": ["3枚優勢（相手のダブ）", "3枚劣勢（自分のダブ）"], "techniques": []}
    entry.update(extra)
    return entry


def test_the_log_shows_both_players_rows_of_the_sending_table(qtbot: Any,
                                                              table: KarutaView) -> None:
    """rules.md: the 試合経過詳細 shows, for each poem, 「両者の送り札の表の行」 — the host sends
    them (log.situation, log.change) but the dialog had no column for them."""
    kara = log_entry(no=2, poem=9, kara=True, side=None, row=None, taken_by=None,
                     after_ms=None, how=None, fouls=[0, 0], sent=[],
                     situation=[None, None], change=[None, None])  # no row: nothing happened
    table.show_view(make_view(log=[log_entry(), kara]), [])
    table.open_log()
    dialog = table.log_dialog
    assert dialog is not None
    heads = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert "戦局" in heads
    column = heads.index("戦局")
    mine = "相手陣の札を取った＋相手が1回多くお手つきした（3枚優勢（相手のダブ））"
    theirs = "自陣の札を取られた＋自分が1回多くお手つきした（3枚劣勢（自分のダブ））"
    cell = dialog.table.item(0, column)
    assert cell.text() == mine  # the player's own row, seen from their side as 場所 is
    assert cell.toolTip() == f"たろう：{mine}\nCOM：{theirs}"  # both rows
    assert dialog.table.item(1, column).text() == "—"  # a 空札 nobody touched
    assert heads[-1] == "特殊技"
    dialog.close()
    # a spectator sees both rows, by name
    watcher = KarutaView(None)
    qtbot.addWidget(watcher)
    watcher.set_seats(SEATS)
    watcher.show_view(make_view(you=None, legal=[], log=[log_entry()]), [])
    watcher.open_log()
    assert watcher.log_dialog is not None
    assert watcher.log_dialog.table.item(0, column).text() == f"たろう：{mine}\nCOM：{theirs}"
    watcher.log_dialog.close()


@pytest.mark.parametrize("screen_width", [1366, 1024])
def test_the_log_is_as_wide_as_its_columns_within_the_screen(qtbot: Any, table: KarutaView,
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              screen_width: int) -> None:
    """On a 1366×768 laptop the dialog opened 900 px wide and hid its last columns (札数, 特殊技)
    behind a scroll bar; on a smaller screen it must not be wider than the screen."""
    from client.games.karuta.log_dialog import LogDialog

    monkeypatch.setattr(LogDialog, "available_width", lambda self: screen_width, raising=False)
    table.set_seats([SEATS[0], dict(SEATS[1], name="CPU1（E級）")])  # as the hall names a COM
    entries = [log_entry(no=n) for n in range(1, 6)]
    entries.append(log_entry(no=6, taken_by=1, after_ms=2207, fouls=[1, 1],
                             sent=[{"by": 1, "poems": [74, 100]}]))
    table.show_view(make_view(log=entries), [])
    table.open_log()
    dialog = table.log_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    assert dialog.width() <= screen_width - 40
    viewport = dialog.table.viewport().width()
    columns = sum(dialog.table.columnWidth(c) for c in range(dialog.table.columnCount() - 1))
    if screen_width >= 1366:  # every column but the last (which stretches) is seen whole
        assert not dialog.table.horizontalScrollBar().isVisible()
        last = dialog.table.sizeHintForColumn(dialog.table.columnCount() - 1)
        assert columns + last <= viewport, (columns, last, viewport)
    dialog.close()


# -- the end of the match -------------------------------------------------------------------------


def test_a_decided_match_says_how_to_play_on(qtbot: Any, table: KarutaView) -> None:
    """勝負あり with one side empty: the seed lets the players move cards between the sides and
    play on, but nothing said so — 「札を動かして続行」 only appears once a card has moved."""
    field = field_of(1, list(range(26, 40)))  # one's own side is empty
    view = make_view(phase="decided", field=field,
                     legal=[{"type": "finish"}, {"type": "float", "poem": 26},
                            {"type": "move", "poem": 26, "side": 0, "row": 2, "col": 0}],
                     result={"winner": 0, "reason": "たろうの陣の札が先になくなりました（14枚差）。",
                             "margin": 14})
    view["sides"][0]["cards"] = 0
    table.show_view(view, [{"type": "decided", "winner": 0}])
    panel = table.result_panel
    assert panel.isVisible() and not panel.proceed_button.isVisible()
    assert panel.hint.isVisible()
    assert "札を陣の間で動かして" in panel.hint.text()
    # the panel is tall enough for its wrapped lines, and lies inside the arena
    assert panel.height() >= panel.heightForWidth(panel.width())
    assert table.arena.rect().contains(panel.geometry())
    # a spectator cannot move cards: no hint
    watcher = KarutaView(None)
    qtbot.addWidget(watcher)
    watcher.resize(1088, 600)
    watcher.show()
    watcher.show_view(dict(view, you=None, legal=[]), [])
    assert not watcher.result_panel.hint.isVisible()


def test_moving_a_card_across_after_the_decision_is_sent(qtbot: Any, table: KarutaView) -> None:
    """The way on the hint says: drag a card of the other side to one's own side."""
    field = field_of(1, list(range(26, 40)))
    view = make_view(phase="decided", field=field,
                     legal=[{"type": "finish"}, {"type": "move", "poem": 26, "side": 0, "row": 2,
                                                 "col": 0}],
                     result={"winner": 0, "reason": "", "margin": 14})
    table.show_view(view, [])
    arena = table.arena
    start = arena.card_rect(26).center().toPoint()
    from client.games.karuta.geometry import Place
    end = arena.geo.card_rect(Place(True, 2, 0)).center().toPoint()
    from PySide6.QtCore import Qt
    from pytestqt.qtbot import QtBot  # noqa: F401 (the fixture's type)
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 9):
        point = start + (end - start) * (i / 8)
        qtbot.mouseMove(arena, pos=QPoint(point.x(), point.y()))
    with qtbot.waitSignal(table.action_requested) as blocker:
        qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args[0] == {"type": "move", "poem": 26, "side": 0, "row": 2, "col": 0}


# -- the 取り札 image mode ------------------------------------------------------------------------


def test_the_message_stays_readable_over_the_card_image(qtbot: Any, table: KarutaView) -> None:
    """札読み「取り札」: the read card is shown in the centre, where the message window lies.
    After a take (or a 空札) the card was painted over 「…が取りました　［S］で次へ」."""
    from PySide6.QtGui import QColor

    field = [c for c in make_view()["field"] if c["poem"] != 40]
    view = make_view(phase="after_take", read=40, field=field,
                     take={"poem": 40, "by": 1, "side": 1, "row": 1, "at": 101.0,
                           "after_ms": 1352, "how": "click", "judge_until": 102.0})
    view["current"]["heard_at"] = 90.0  # heard long ago
    view["settings"]["yomi"] = "image"
    table.show_view(view, [])
    arena = table.arena
    assert arena.image_poem is not None and "［S］で次へ" in arena.message
    message, image = arena.message_rect(), arena.image_rect()
    assert message.intersects(image)
    shot = arena.grab().toImage()
    ratio = shot.devicePixelRatio()
    y = message.top() + 3  # the window's own background, above the text
    xs = [image.left() + image.width() * f for f in (0.1, 0.3, 0.5, 0.7, 0.9)]
    for x in xs:
        colour = QColor(shot.pixel(round(x * ratio), round(y * ratio)))
        # the message window's paper (255, 253, 244), not the card's face (248, 241, 220) or ink
        assert colour.red() >= 250 and colour.blue() >= 236, (x, colour.getRgb())


# -- the numeric keypad ---------------------------------------------------------------------------


def test_a_key_reaches_every_card_of_its_half_row(qtbot: Any, table: KarutaView) -> None:
    """Seed: テンキーの[7]…「自陣左上段の札を取ります」; rules.md: a key touches its half row (up to
    six cards), as the host judges it. The view touched only three places from the outermost card,
    so the read card further in (here column 4 of a full left half) could not be taken by key."""
    from PySide6.QtCore import Qt

    from server.games.karuta.poems import POEMS

    field = [{"poem": p, "side": 0, "row": 0, "col": c, "floating": False,
              "lines": list(POEMS[p].torifuda)} for c, p in enumerate(range(1, 7))]
    field += field_of(1, list(range(26, 40)))
    view = make_view(read=5, field=field)  # poem 5 lies in column 4 of one's own 上段
    table.show_view(view, [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.keyClick(table.arena, Qt.Key.Key_7)
    [touch] = [a for a in sent if a["type"] == "touch"]
    assert touch["how"] == "key"
    assert sorted(touch["cards"]) == [1, 2, 3, 4, 5, 6]
    # the host takes it: one half row is one key's reach
    from server.games.karuta.field import Field, Slot
    from server.games.karuta.touch import judge, key_cards

    host_field = Field()
    for c in field:
        host_field.place(c["poem"], Slot(c["side"], c["row"], c["col"]))
    assert sorted(key_cards(host_field, 0, 7, False)) == sorted(touch["cards"])
    assert judge(host_field, 5, touch["cards"], 0).took


# -- moving cards ---------------------------------------------------------------------------------


def test_a_card_dropped_into_a_group_is_inserted_as_the_host_allows(qtbot: Any,
                                                                     table: KarutaView) -> None:
    """rules.md 札移動: onto a card, the cards shift one place each toward the nearer free place of
    that row. The view allowed it only when the very next place was free: dropping a card into
    the middle of a group showed the × and sent nothing, though the host would insert it."""
    from PySide6.QtCore import Qt

    from client.games.karuta.geometry import Place
    from server.games.karuta.field import Field, Slot

    view = make_view(phase="memorize")  # own 下段: columns 0-4 full, 5 free
    table.show_view(view, [])
    arena = table.arena
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    start = arena.card_rect(30).center().toPoint()  # a card of the opponent's side
    target = arena.geo.card_rect(Place(True, 2, 1)).center().toPoint()
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(arena, target)
    assert arena.drop_target() == Place(True, 2, 1)
    assert arena.room_at(30, Place(True, 2, 1))  # no × in the frame
    qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=target)
    assert sent[-1] == {"type": "move", "poem": 30, "side": 0, "row": 2, "col": 1}
    # and the host takes that move
    host = Field()
    for c in view["field"]:
        host.place(c["poem"], Slot(c["side"], c["row"], c["col"]))
    assert host.can_move(30, Slot(0, 2, 1))


# -- 札配置暗記練習 -------------------------------------------------------------------------------


def test_the_memory_field_does_not_move_when_the_recall_begins(qtbot: Any,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The places are memorised, then the cards are hidden and a poem is read: the reading's two
    lines appeared above the field, which moved down (and its cards shrank), so every place the
    player had memorised was somewhere else on the screen."""
    from client.games.karuta.practice import memory_window
    from client.games.karuta.practice.memory_window import MemoryPracticeWindow

    monkeypatch.setattr(memory_window, "FIRST_ASK_MS", 10)
    w = MemoryPracticeWindow(seed=11)
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    w.reading_combo.setCurrentIndex(w.reading_combo.findData("text"))
    w.start()
    qtbot.wait(20)
    slot = next(iter(w.round.places.values()))
    before = (w.field.geometry(), w.field.slot_rect(slot))
    w.memorized()
    qtbot.waitUntil(lambda: w.asking, timeout=3000)
    assert w.reading_label.text()  # the poem is shown as text
    qtbot.wait(20)
    assert (w.field.geometry(), w.field.slot_rect(slot)) == before


# -- the COM's parameters -------------------------------------------------------------------------


def test_the_coms_drawn_parameters_are_shown(qtbot: Any, table: KarutaView) -> None:
    """Seed ＜級位＞＜パラメータ＞: choosing a 級位 sets each parameter at random (0–15). The
    settings say only 「級位から」 and the host tells the drawn values in the view once the COM has
    started, but nothing showed them: the player never learnt how the COM was set."""
    table.set_seats([SEATS[0], {"name": "CPU1（C級）", "kind": "cpu", "connected": True}])
    view = make_view()
    view["sides"][1]["com"] = {"grade": "C", "kimariji": 7, "anki": 9, "hanno": 6,
                               "tebayasa": 10, "kikiwake": 8, "senpo": "seme"}
    table.show_view(view, [])
    panel = table.opponent_panel
    assert panel.params.isVisible()
    assert panel.params.text() == "決まり字7　暗記9　反応6\n手速さ10　聴き分け8　攻め"
    assert not panel.params.wordWrap() or panel.params.heightForWidth(panel.params.width()) \
        <= 2 * panel.params.fontMetrics().lineSpacing() + 2  # two lines, none broken
    assert not table.my_panel.params.isVisible()  # a person has none
    before = make_view()
    before["sides"][1]["com"] = {"grade": None}  # before its 「start」 the COM has said nothing
    table.show_view(before, [])
    assert not panel.params.isVisible()
