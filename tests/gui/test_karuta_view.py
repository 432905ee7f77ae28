"""The 競技かるた table view: taking a card by click, by drag and by key (the action carries the
right touch), the frame waiting for the reading, 送り札 picks, moves, the message window, the
reading text, and that nothing is clipped at 1366×768 and at a larger size.

Views are built here as the host sends them (server/games/karuta/VIEW.md), with the real
torifuda lines of the poems."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QLabel

from client.games import view_class
from client.games.karuta.geometry import Place
from client.games.karuta.hand import Hand, split_into_frames
from client.games.karuta.reach import Reach
from client.games.karuta.view import KarutaView
from server.games.karuta.poems import POEMS
from server.games.karuta.view import geometry

pytestmark = pytest.mark.gui

# A competition-like layout of one side: (row, columns); 8 + 8 + 9 = 25 cards.
LAYOUT = ((0, (0, 1, 2, 9, 10, 11)), (1, (0, 1, 2, 3, 8, 9, 10, 11)),
          (2, (0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 6)))


def field_of(side: int, poems: list[int]) -> list[dict[str, Any]]:
    entries = []
    it = iter(poems)
    for row, cols in LAYOUT:
        for col in cols:
            poem = next(it, None)
            if poem is None:
                return entries
            entries.append({"poem": poem, "side": side, "row": row, "col": col, "floating": False,
                            "lines": list(POEMS[poem].torifuda)})
    return entries


def side_view(name: str, field: list[dict[str, Any]], side: int, **extra: Any) -> dict[str, Any]:
    mine = [c for c in field if c["side"] == side]
    rows = [sum(1 for c in mine if c["row"] == r) for r in range(3)]
    base = {"name": name, "com": None, "fouls": 0, "cards": len(mine), "rows": rows,
            "taken": {"own": [0, 0, 0], "opp": [0, 0, 0]}, "started": False, "to_place": []}
    base.update(extra)
    return base


def reading_of(poem: int, part: str = "kami", started_at: float = 100.0) -> dict[str, Any]:
    text = POEMS[poem].kami_yomi if part == "kami" else POEMS[poem].shimo_yomi
    kana = list(text)
    onsets = [0.3 * i for i in range(len(kana))]
    return {"poem": poem, "part": part, "started_at": started_at, "kana": kana,
            "onsets": onsets, "ends": [t + 0.25 for t in onsets], "duration": 0.3 * len(kana) + 1,
            "file": f"{poem:03d}_{part}.ogg", "stop_at": None,
            "text_kanji": list(POEMS[poem].kanji[:3] if part == "kami" else POEMS[poem].kanji[3:]),
            "text_kana": text}


def make_view(phase: str = "reading", you: int | None = 0, read: int | None = 5,
              legal: list[dict[str, Any]] | None = None, clock: float = 100.0,
              field: list[dict[str, Any]] | None = None,
              templates: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    """A view as the host sends seat ``you``: its complete ``legal`` actions, its ``templates``
    (one example of each kind of touch, move…) and what its hand reaches (``geometry``, made by
    the host's own code)."""
    if field is None:
        field = field_of(0, list(range(1, 26))) + field_of(1, list(range(26, 51)))
    if legal is None:
        legal = {"after_take": [{"type": "proceed"}], "memorize": [{"type": "start"}]}.get(phase, [])
    if templates is None:
        templates = {"reading": [{"type": "touch", "cards": [1], "how": "click"}],
                     "memorize": [{"type": "float", "poem": 1},
                                  {"type": "move", "poem": 1, "side": 0, "row": 2, "col": 5}],
                     }.get(phase, [])
    reading = reading_of(read) if phase == "reading" and read is not None else None
    current = None
    if read is not None and phase in ("reading", "after_take"):
        where = next((c for c in field if c["poem"] == read), None)
        current = {"poem": read, "author": POEMS[read].author, "kimariji": 2,
                   "kimariji_static": 2, "kimariji_text": POEMS[read].kami_yomi[:2],
                   "heard_at": 100.55, "kara": where is None,
                   "side": where["side"] if where else None,
                   "lines": list(POEMS[read].torifuda), "shimo_read": False}
    view = {
        "phase": phase, "clock": clock, "you": you,
        "sides": [side_view("たろう", field, 0), side_view("COM", field, 1,
                                                         com={"grade": "C", "kimariji": 7})],
        "field": field, "geometry": geometry(you),
        "reading": reading, "current": current, "take": None, "fouls_now": [0, 0],
        "settled": False, "read_count": 3, "unread_count": 97, "send": None, "log": [],
        "settings": {"yomi": "voice_text", "kami": "whole", "shimo": "continue"},
        "moves_allowed": phase in ("memorize", "interval"), "result": None, "legal": legal,
        "templates": templates,
    }
    view.update(extra)
    return view


SEATS = [{"name": "たろう", "kind": "human", "connected": True},
         {"name": "COM", "kind": "cpu", "connected": True}]


def open_table(qtbot: Any) -> KarutaView:
    """Seat 0's table view, shown at the size the table window gives it on a laptop."""
    view = KarutaView(0)
    view.sound_on = False
    view.set_seats(SEATS)
    qtbot.addWidget(view)
    view.resize(1088, 600)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def table(qtbot: Any) -> KarutaView:
    return open_table(qtbot)


def centre_of(table: KarutaView, poem: int) -> QPoint:
    rect = table.arena.card_rect(poem)
    assert rect is not None
    return rect.center().toPoint()


TIMING = ("t", "heard", "heard_poem")  # when the touch was made, timed on this machine


def touches(blocker_args: list[Any]) -> list[dict[str, Any]]:
    """The touches sent, without their timing (``test_a_touch_is_timed_against_the_reading``)."""
    return [{k: v for k, v in a.items() if k not in TIMING} for a in blocker_args if a["type"] == "touch"]


# -- the shell finds the view -----------------------------------------------------------------------


def test_view_class_is_registered() -> None:
    assert view_class("karuta") is KarutaView


# -- 札直: a click touches the cards in the frame --------------------------------------------------


def test_click_touches_the_cards_in_the_frame(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    # poem 8 lies in one's own 中段, column 1: the frame is columns 0-2, holding poems 7, 8, 9
    point = centre_of(table, 8)
    qtbot.mouseMove(table.arena, point)
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=point)
    assert touches(sent) == [{"type": "touch", "cards": [7, 8, 9], "how": "click"}]


def test_frame_in_own_upper_row_also_covers_the_opponents(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    # own 上段 columns 0-2 hold poems 1-3; across the centre line, screen columns 0-2 of the
    # opponent's 上段 are its columns 11, 10, 9: poems 31, 30, 29
    point = centre_of(table, 2)
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=point)
    [touch] = touches(sent)
    assert sorted(touch["cards"]) == [1, 2, 3, 29, 30, 31]
    assert touch["how"] == "click"


def test_frame_in_the_opponents_upper_row_covers_only_that_row(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 30))
    assert sorted(touches(sent)[0]["cards"]) == [29, 30, 31]


# -- the hold and the frame wait for the reading -----------------------------------------------------


def test_frame_waits_for_the_reading(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(phase="interval", read=None), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    arena = table.arena
    point = centre_of(table, 30)  # the opponent's 上段, far above one's own 下段
    qtbot.mouseMove(arena, point)
    assert arena.frame is None
    assert arena.pointer is not None and arena.pointer.y() == pytest.approx(arena.geo.hold_line())
    qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=point)
    assert sent == []
    # the reading begins: the frame enters where the hand is held, in one's own 下段
    table.show_view(make_view(phase="reading", read=5), [{"type": "reading", "poem": 5,
                                                          "part": "kami"}])
    assert arena.frame is not None and arena.frame.mine and arena.frame.row == 2
    qtbot.mouseMove(arena, point)
    assert arena.frame is not None and not arena.frame.mine and arena.frame.row == 0


# -- 払い手 --------------------------------------------------------------------------------------------


def drag_path(qtbot: Any, table: KarutaView, points: list[QPointF]) -> None:
    arena = table.arena
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=points[0].toPoint())
    for p in points[1:]:
        qtbot.mouseMove(arena, p.toPoint())


def test_drag_sends_the_first_card_at_once_and_the_rest_at_release(qtbot: Any,
                                                                    table: KarutaView) -> None:
    table.show_view(make_view(read=40), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    arena = table.arena
    geo = arena.geo
    # the opponent's 下段 (the top row on screen, its columns 0-4 and 6-11 full) from its one
    # gap leftwards: the press covers screen columns 5-7, then columns 4, 3 and 2 come in
    row_y = geo.card_rect(Place(False, 2, 0)).center().y()
    path = [QPointF(geo.card_rect(Place(False, 2, c)).center().x(), row_y) for c in (6, 5, 4, 3)]
    drag_path(qtbot, table, path)
    first = touches(sent)
    assert len(first) == 1 and first[0]["how"] == "click"
    qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=path[-1].toPoint())
    later = touches(sent)[1:]
    assert later and all(t["how"] == "sweep" for t in later)
    all_cards = [c for t in touches(sent) for c in t["cards"]]
    assert len(all_cards) == len(set(all_cards))
    expected = {arena.at[Place(False, 2, c)] for c in range(2, 8) if Place(False, 2, c) in arena.at}
    assert set(all_cards) == expected


def test_drag_over_own_cards_into_the_opponents_side_does_not_send_them(
        qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(read=40), [])  # poem 40 lies on the opponent's side
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    geo = table.arena.geo
    x = geo.card_rect(Place(True, 0, 6)).center().x()  # an empty column of the 上段…
    start = QPointF(x, geo.card_rect(Place(True, 1, 6)).center().y())  # …from the 中段's gap
    over_own = QPointF(geo.card_rect(Place(True, 0, 2)).center().x(), start.y())
    over_own_upper = QPointF(over_own.x(), geo.card_rect(Place(True, 0, 2)).center().y())
    into_opp = QPointF(over_own.x(), geo.card_rect(Place(False, 1, 2)).center().y())
    drag_path(qtbot, table, [start, over_own, over_own_upper, into_opp])
    qtbot.mouseRelease(table.arena, Qt.MouseButton.LeftButton, pos=into_opp.toPoint())
    own = {c["poem"] for c in table.view["field"] if c["side"] == 0}
    sent_cards = {c for t in touches(sent) for c in t["cards"]}
    assert sent_cards and not (sent_cards & own)
    assert "sweep_cross" in {t["how"] for t in touches(sent)}


def test_drag_back_out_of_the_area_on_ones_own_side_sends_own_cards(
        qtbot: Any, table: KarutaView) -> None:
    """Without passing into the opponent's side the exemption does not hold: leaving the area
    from one's own side judges the own cards swept over."""
    table.show_view(make_view(read=40), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    geo = table.arena.geo
    y = geo.card_rect(Place(True, 1, 0)).center().y()
    start = QPointF(geo.card_rect(Place(True, 1, 6)).center().x(), y)
    over = QPointF(geo.card_rect(Place(True, 1, 2)).center().x(), y)
    out = QPointF(geo.area.left() - 3, y)
    drag_path(qtbot, table, [start, over])
    assert touches(sent) == []  # own cards are held back during the drag
    qtbot.mouseMove(table.arena, out.toPoint())
    assert sorted(c for t in touches(sent) for c in t["cards"]) == [8, 9, 10]
    qtbot.mouseRelease(table.arena, Qt.MouseButton.LeftButton, pos=out.toPoint())


def test_a_resting_drag_is_judged_without_release(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(read=40), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    geo = table.arena.geo
    y = geo.card_rect(Place(False, 1, 0)).center().y()
    xs = [geo.card_rect(Place(False, 1, c)).center().x() for c in (6, 5, 3, 2)]
    drag_path(qtbot, table, [QPointF(x, y) for x in xs])
    first = len(touches(sent))
    assert first == 1  # the first card, at once
    qtbot.waitUntil(lambda: len(touches(sent)) > first, timeout=1500)  # ~0.3 s at rest
    assert all(t["how"] == "sweep" for t in touches(sent))
    qtbot.mouseRelease(table.arena, Qt.MouseButton.LeftButton, pos=QPointF(xs[-1], y).toPoint())


def test_carrying_the_read_card_out_of_the_area_after_the_kimariji(qtbot: Any,
                                                                   table: KarutaView) -> None:
    now = [200.0]
    table.clock = lambda: now[0]
    table.show_view(make_view(read=10, clock=100.0), [])  # the reading began "now" here
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    arena = table.arena
    point = centre_of(table, 10)
    qtbot.mouseMove(arena, point)
    outside = QPoint(point.x(), round(arena.geo.area.bottom() + 5))
    qtbot.mouseMove(arena, outside)  # before the 決まり字 is heard: nothing
    assert sent == []
    qtbot.mouseMove(arena, point)
    now[0] += 0.6  # heard_at is 0.55 s into the reading
    qtbot.mouseMove(arena, point + QPoint(1, 0))
    qtbot.mouseMove(arena, outside)
    assert touches(sent) == [{"type": "touch", "cards": [10], "how": "carry"}]


def test_sweep_pieces_fit_one_frame() -> None:
    where = {1: Place(True, 0, 0), 2: Place(True, 0, 1), 3: Place(True, 0, 4),
             4: Place(False, 0, 1), 5: Place(True, 1, 0)}
    fits = Reach(geometry(0), 0).fits_one_frame  # what the host says one frame covers
    assert split_into_frames([1, 2, 3, 4, 5], where, fits) == [[1, 2, 4], [3], [5]]


def test_resting_ends_the_drag() -> None:
    hand = Hand(Reach(geometry(0), 0).fits_one_frame)
    a, b, c = Place(False, 1, 0), Place(False, 1, 1), Place(False, 1, 2)
    assert hand.press({}) == []
    assert [t.cards for t in hand.drag({7: a}, read=None)] == [(7,)]
    assert hand.drag({7: a, 8: b}, read=None) == []
    assert [(t.cards, t.how) for t in hand.rest()] == [((8,), "sweep")]
    assert hand.drag({7: a, 8: b, 9: c}, read=None) == []  # after a rest: judged at the end
    assert [t.cards for t in hand.release()] == [(9,)]


# -- keys -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "shift", "expected"), [
    (Qt.Key.Key_7, False, [1, 2, 3]),  # 自陣 左上段
    (Qt.Key.Key_3, False, [20, 21, 22, 23, 24, 25]),  # 自陣 右下段: columns 6-11 of 下段
    (Qt.Key.Key_7, True, [45, 46, 47, 48, 49, 50]),  # 相手陣 右下段 = the screen's top left
    (Qt.Key.Key_Home, False, [45, 46, 47, 48, 49, 50]),  # Shift+テンキー7 arrives as Home
    (Qt.Key.Key_PageDown, False, [26, 27, 28]),  # 相手陣 左上段 = screen right, by the line
])
def test_numpad_keys_touch_their_area(qtbot: Any, table: KarutaView, key: Qt.Key, shift: bool,
                                      expected: list[int]) -> None:
    table.show_view(make_view(), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(table.arena, key, modifier)
    [touch] = touches(sent)
    assert touch["how"] == "key"
    assert sorted(touch["cards"]) == expected


def test_a_key_reaches_the_half_row_the_host_says() -> None:
    """The places a key touches come from the view (the host's touch.KEYS), seen from the seat:
    for seat 1 its own 左上段 is on the screen's left just below the line, as for seat 0."""
    for me in (0, 1):
        reach = Reach(geometry(me), me)
        assert reach.key_places(7, False) == tuple(Place(True, 0, c) for c in range(6))
        assert reach.key_places(3, True) == tuple(Place(False, 0, c) for c in range(11, 5, -1))
        assert reach.key_places(5, False) == ()


def test_s_key_proceeds(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(phase="after_take"), [])
    with qtbot.waitSignal(table.action_requested) as blocker:
        qtbot.keyClick(table.arena, Qt.Key.Key_S)
    assert blocker.args == [{"type": "proceed"}]


def test_no_touch_is_sent_when_touch_is_not_legal(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(phase="after_take"), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.keyClick(table.arena, Qt.Key.Key_7)
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 10))
    assert touches(sent) == []


# -- 送り札, moves, 浮き札, placing --------------------------------------------------------------------------


def test_pick_send_toggles(qtbot: Any, table: KarutaView) -> None:
    legal = [{"type": "pick_send"}]
    send = {"by": 0, "to": 1, "count": 2, "chosen": []}
    table.show_view(make_view(phase="sending", legal=legal, send=send), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 12))
    assert sent == [{"type": "pick_send", "poem": 12}]
    assert "あと2枚" in table.arena.message
    table.show_view(make_view(phase="sending", legal=legal,
                              send=dict(send, chosen=[12])), [])
    assert "あと1枚" in table.arena.message
    # the first of two clicked again: the same action, which the host takes as taking it back
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 12))
    assert sent[-1] == {"type": "pick_send", "poem": 12}
    # the opponent's cards cannot be picked
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 30))
    assert len(sent) == 2


def test_drag_a_card_to_move_it_and_click_to_float_it(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(phase="memorize"), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    arena = table.arena
    qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 12))
    assert sent == [{"type": "float", "poem": 12}]
    target = arena.geo.card_rect(Place(True, 1, 5)).center().toPoint()  # a free place
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 12))
    qtbot.mouseMove(arena, target)
    qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=target)
    assert sent[-1] == {"type": "move", "poem": 12, "side": 0, "row": 1, "col": 5}
    # onto the opponent's side: its column counts from its own left
    target = arena.geo.card_rect(Place(False, 0, 5)).center().toPoint()
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=centre_of(table, 12))
    qtbot.mouseMove(arena, target)
    qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=target)
    assert sent[-1] == {"type": "move", "poem": 12, "side": 1, "row": 0, "col": 6}


def test_a_move_into_a_full_row_is_not_sent(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(phase="memorize"), [])
    arena = table.arena
    # own 下段 columns 0-4 are full and column 5 is free: the cards from column 1 on shift
    # toward it, one place each (rules.md 札移動), as the host does
    assert arena.room_at(30, Place(True, 2, 1))
    assert arena.room_at(30, Place(True, 2, 4))  # column 5 beside it is free
    # a full row has no room, except for a card of that row itself
    full = [{"poem": p, "side": 0, "row": 2, "col": c, "floating": False,
             "lines": list(POEMS[p].torifuda)} for c, p in enumerate(range(1, 13))]
    full += field_of(1, list(range(26, 40)))
    table.show_view(make_view(phase="memorize", field=full), [])
    assert not arena.room_at(30, Place(True, 2, 1))
    assert arena.room_at(12, Place(True, 2, 1))


def test_placing_cards_one_by_one(qtbot: Any, table: KarutaView) -> None:
    field = field_of(1, list(range(26, 51)))
    view = make_view(phase="arrange", field=field, legal=[{"type": "place"}, {"type": "auto_place"}])
    view["sides"][0]["to_place"] = [7, 8]
    table.show_view(view, [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    target = table.arena.geo.card_rect(Place(True, 2, 3)).center().toPoint()
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=target)
    assert sent == [{"type": "place", "poem": 7, "row": 2, "col": 3}]
    assert table.auto_button.isVisible()
    assert "あと2枚" in table.arena.message


# -- the message window starts the match ------------------------------------------------------------------


def test_message_window_click_then_leaving_the_area_starts(qtbot: Any, table: KarutaView) -> None:
    now = [50.0]
    table.clock = lambda: now[0]
    table.show_view(make_view(phase="memorize"), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    arena = table.arena
    message = arena.message_rect().center().toPoint()
    now[0] += 75
    table._tick()
    assert "1:15" in arena.message
    qtbot.mouseMove(arena, message)
    qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=message)
    assert sent == []
    qtbot.mouseClick(arena, Qt.MouseButton.LeftButton, pos=message)  # again: the time resets
    assert "0:00" in arena.message
    qtbot.mouseMove(arena, QPoint(message.x(), round(arena.geo.area.bottom() + 4)))
    assert sent == [{"type": "start"}]


# -- the reading as text, the image mode, panels -----------------------------------------------------------


def test_reading_text_follows_the_local_clock(qtbot: Any, table: KarutaView) -> None:
    now = [10.0]
    table.clock = lambda: now[0]
    table.show_view(make_view(read=5, clock=100.0), [])  # host 100.0 = local 10.0
    assert table.reading_panel.kana.text() == "お"  # onset 0.0
    now[0] += 0.65  # onsets every 0.3 s: three kana heard
    table._tick()
    assert table.reading_panel.kana.text() == POEMS[5].kami_yomi[:3]
    # a later view of the same reading does not restart it
    table.show_view(make_view(read=5, clock=100.65), [])
    assert table.reading_panel.kana.text() == POEMS[5].kami_yomi[:3]


def test_image_mode_shows_the_read_card_once_heard(qtbot: Any, table: KarutaView) -> None:
    now = [10.0]
    table.clock = lambda: now[0]
    view = make_view(read=40)
    view["settings"]["yomi"] = "image"
    table.show_view(view, [])
    assert table.arena.image_poem is None
    now[0] += 0.6
    table._tick()
    assert table.arena.image_poem is not None
    assert table.arena.image_poem["lines"] == list(POEMS[40].torifuda)
    assert table.reading_panel.kana.text() == ""


def test_fouls_and_safe_flash(qtbot: Any, table: KarutaView) -> None:
    view = make_view()
    view["sides"][1]["fouls"] = 2
    table.show_view(view, [{"type": "safe", "seat": 0}])
    assert table.opponent_panel.fouls.text() == "お手つき！2回"
    assert not table.my_panel.fouls.isVisible()
    assert table.my_panel.flashing
    qtbot.waitUntil(lambda: not table.my_panel.flashing, timeout=2000)


def test_take_animation_and_log(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(), [])
    field = [c for c in make_view()["field"] if c["poem"] != 40]
    log = [{"no": 1, "poem": 40, "kimariji": 2, "kimariji_text": "こひ", "kara": False, "side": 1,
            "row": 1, "taken_by": 0, "after_ms": 420, "how": "click", "fouls": [0, 1],
            "sent": [{"by": 0, "poems": [3]}], "cards": [24, 24], "situation": ["", ""]}]
    view = make_view(phase="after_take", field=field, log=log,
                     take={"poem": 40, "by": 0, "side": 1, "row": 1, "at": 101.0,
                           "after_ms": 420, "how": "click", "judge_until": 102.0})
    table.show_view(view, [{"type": "take", "seat": 0, "poem": 40, "after_ms": 420,
                            "how": "click"}])
    assert [f.key for f in table.motion.sprites] == [40]  # the taken card flies to its taker
    assert [b.text for b in table.motion.banners] == ["取り！"]
    assert "たろうが取りました（420ms）" in table.arena.message
    table.open_log()
    dialog = table.log_dialog
    assert dialog is not None
    texts = [dialog.table.item(0, c).text() for c in range(8)]
    assert texts[0] == "1" and "40番" in texts[1] and "こひ（2字）" == texts[2]
    assert texts[3] == "敵陣 中段" and texts[4] == "たろう\n420ms（札直）"
    assert texts[5] == "COM 1回" and texts[6] == "たろう→3番"
    assert texts[7] == "たろう 24枚\nCOM 24枚"
    dialog.close()


def test_result_panel(qtbot: Any, table: KarutaView) -> None:
    view = make_view(phase="decided", legal=[{"type": "finish"}, {"type": "proceed"}],
                     # the host's reason, rendered as the bridge does: it says the margin
                     result={"winner": 0, "reason": "たろうの陣の札が先になくなりました（3枚差）。",
                             "margin": 3})
    table.show_view(view, [{"type": "decided", "winner": 0}])
    assert table.result_panel.isVisible()
    assert table.result_panel.headline.text() == "あなたの勝ち！"
    assert "3枚差" in table.result_panel.reason.text()
    with qtbot.waitSignal(table.action_requested) as blocker:
        table.result_panel.finish_button.click()
    assert blocker.args == [{"type": "finish"}]


def test_spectator_sees_no_hold_and_sends_nothing(qtbot: Any) -> None:
    view_widget = KarutaView(None)
    qtbot.addWidget(view_widget)
    view_widget.resize(1088, 600)
    view_widget.show()
    view_widget.show_view(make_view(you=None, legal=[]), [])
    sent: list[dict[str, Any]] = []
    view_widget.action_requested.connect(sent.append)
    qtbot.mouseClick(view_widget.arena, Qt.MouseButton.LeftButton,
                     pos=view_widget.arena.card_rect(10).center().toPoint())
    assert sent == [] and not view_widget.arena.held()


# -- fitting the screen ---------------------------------------------------------------------------------------


def clipped_labels(widget: Any) -> list[str]:
    out = []
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        hint = label.sizeHint() if not label.wordWrap() else label.minimumSizeHint()
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height() + 1:
                out.append(label.text())
        elif hint.width() > label.width() + 1 or hint.height() > label.height() + 1:
            out.append(label.text())
    return out


@pytest.mark.parametrize("size", [(820, 480), (1088, 600), (1600, 900)])
@pytest.mark.parametrize("phase", ["reading", "memorize", "after_take", "sending"])
def test_nothing_is_clipped(qtbot: Any, table: KarutaView, size: tuple[int, int], phase: str) -> None:
    table.resize(*size)
    view = make_view(phase=phase, send={"by": 0, "to": 1, "count": 2, "chosen": []},
                     legal=[{"type": "pick_send"}] if phase == "sending" else None)
    view["sides"][0]["fouls"] = 2
    view["sides"][1]["fouls"] = 1
    view["sides"][1]["taken"] = {"own": [3, 4, 5], "opp": [10, 11, 2]}
    table.show_view(view, [])
    table.counts_panel.show()
    qtbot.wait(10)
    assert clipped_labels(table) == []
    arena = table.arena
    assert arena.message_fits(), arena.message
    # the field fits in the arena, and a card is big enough to read its kana (≥ 11 px)
    assert arena.rect().contains(arena.geo.area.toRect())
    from client.games.karuta.torifuda import kana_size
    face = arena.geo.card_rect(Place(True, 0, 0))
    if size[0] >= 1088:  # the table's size on a 1366×768 screen, and larger
        assert kana_size(face.adjusted(4, 4, -4, -4)) >= 11


@pytest.mark.parametrize("size", [(1366, 698), (1920, 1010)])
def test_the_table_window_fits_the_screen(qtbot: Any, size: tuple[int, int]) -> None:
    """In the table window, at 1366×768 (less the title bar and a task bar) and larger, the
    view gets at least its minimum size and the field grows with the window."""
    from client.ui.table_window import TableWindow

    window = TableWindow()
    qtbot.addWidget(window)
    window.set_context([], [], "たろう")
    window.set_table({"id": "t1", "game": "karuta", "status": "playing", "you": 0, "code": "AB2C",
                      "settings": {}, "seats": [dict(SEATS[0], ready=True), dict(SEATS[1])]})
    window.show_view({"table": "t1", "view": make_view(), "events": []})
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    view = window.view_widget
    assert isinstance(view, KarutaView)
    assert window.minimumSizeHint().width() <= 1366 and window.minimumSizeHint().height() <= 698
    assert view.width() >= view.minimumWidth() and view.height() >= view.minimumHeight()
    assert clipped_labels(view) == []
    card_h = view.arena.geo.card_h
    assert card_h >= (80 if size[0] == 1366 else 110)


# -- drawing and sounds ---------------------------------------------------------------------------------------


def test_the_opponents_cards_are_turned_half_round(qtbot: Any) -> None:
    from PySide6.QtCore import QSize

    from client.games.karuta.torifuda import CardPixmaps

    cache = CardPixmaps()
    lines = list(POEMS[1].torifuda)
    upright = cache.get(1, lines, QSize(60, 84), False, False).toImage()
    turned = cache.get(1, lines, QSize(60, 84), True, False).toImage()
    assert upright != turned
    mirrored = upright.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    differ = sum(1 for x in range(60) for y in range(84)
                 if abs(mirrored.pixelColor(x, y).value() - turned.pixelColor(x, y).value()) > 60)
    assert differ < 0.03 * 60 * 84  # the same picture, but for antialiasing
    grey = cache.get(1, lines, QSize(60, 84), False, True).toImage()
    assert grey.pixelColor(6, 6).saturation() < upright.pixelColor(6, 6).saturation()


@pytest.mark.parametrize(("events", "expected"), [
    ([{"type": "take", "seat": 1, "poem": 40, "how": "click"}], "card"),
    ([{"type": "take", "seat": 0, "poem": 40, "how": "carry"}], "capture"),
    ([{"type": "foul", "seat": 0, "side": 1, "fouls": 1}], "error"),
    ([{"type": "decided", "winner": 0}], "win"),
    ([{"type": "decided", "winner": 1}], None),
])
def test_sounds(qtbot: Any, table: KarutaView, events: list[dict[str, Any]],
                expected: str | None) -> None:
    played: list[str | None] = []
    table.play_sound = lambda name, delay_ms=0: played.append(name)  # type: ignore[method-assign]
    table.show_view(make_view(), [])
    table.show_view(make_view(), events)
    assert played[-1] == expected


class FakeVoice:
    """Stands in for engineer C's KarutaVoice: records what it is asked to play."""

    def __init__(self, parent: Any = None) -> None:
        self.available = True
        self.played: list[tuple[int, str, float | None]] = []
        self.stops = 0

    def play(self, poem: int, part: str, stop_at: float | None = None,
             start_at: float = 0.0) -> None:
        self.played.append((poem, part, stop_at) if not start_at else (poem, part, start_at))

    def stop(self) -> None:
        self.stops += 1


@pytest.mark.parametrize(("yomi", "plays"), [("voice", True), ("voice_text", True),
                                             ("text", False), ("image", False)])
def test_the_voice_plays_each_reading_once(qtbot: Any, monkeypatch: pytest.MonkeyPatch,
                                           yomi: str, plays: bool) -> None:
    from client.games.karuta import view as view_module

    monkeypatch.setattr(view_module, "KarutaVoice", FakeVoice)
    table = KarutaView(0)
    qtbot.addWidget(table)
    table.show()
    view = make_view(read=5)
    view["settings"]["yomi"] = yomi
    view["reading"]["stop_at"] = 1.2
    table.show_view(view, [])
    table.show_view(dict(view, clock=100.4), [])  # the same reading: not played again
    shimo = dict(view, reading=reading_of(5, "shimo", started_at=106.0), clock=106.0)
    table.show_view(shimo, [])
    voice = table.voice
    assert isinstance(voice, FakeVoice)
    assert voice.played == ([(5, "kami", 1.2), (5, "shimo", None)] if plays else [])
    # a view that arrives after its reading began (a reconnection): the voice joins it there
    late = dict(view, reading=reading_of(7, started_at=110.0), clock=111.5)
    table.show_view(late, [])
    if plays:
        assert voice.played[-1] == (7, "kami", pytest.approx(1.5, abs=0.05))
    # the voice mode shows the text only when there is no voice to hear
    assert (table.reading_panel.kana.text() != "") == (yomi in ("voice_text", "text"))
    table.set_sound(False)
    assert voice.stops >= 1


def test_a_table_without_sound_never_looks_for_the_voice(qtbot: Any, table: KarutaView) -> None:
    """Loading Qt Multimedia is a stall: a silent table never does it, a table with sound does it
    as it opens (or as the sound is switched on), never at the first reading."""
    players = [p for p in (table.voice, table.stream) if p is not None]
    table.set_sound(False)
    view = make_view(read=5)
    view["settings"]["yomi"] = "voice"
    table.show_view(view, [])
    table.show_view(dict(view, clock=100.4), [])
    assert [p._available for p in players] == [None] * len(players)  # never looked for
    table.set_sound(True)
    assert None not in [p._available for p in players]  # looked for now, before any reading


def test_name_panels(qtbot: Any, table: KarutaView) -> None:
    table.set_seats([SEATS[0], {"name": "CPU1（C級）", "kind": "cpu", "connected": True}])
    table.show_view(make_view(), [])
    assert table.opponent_panel.name.text() == "CPU1（C級）"  # the grade is not said twice
    assert table.my_panel.name.text() == "たろう（あなた）"
    assert table.my_panel.detail.text() == "自陣 25枚"
    table.set_seats([SEATS[0], {"name": "はなこ", "kind": "human", "connected": False}])
    table.show_view(make_view(), [])
    assert table.opponent_panel.name.text() == "はなこ　C級　切断中"


# -- 特殊技: the frame told to the host (mouse only), and the techniques shown -----------------------

HOVER = [{"type": "touch", "cards": [1], "how": "click"}, {"type": "hover", "cards": []}]


def hovers(sent: list[dict[str, Any]]) -> list[list[int]]:
    return [a["cards"] for a in sent if a["type"] == "hover"]


def test_moving_the_mouse_tells_the_host_what_the_frame_covers(qtbot: Any,
                                                                table: KarutaView) -> None:
    table.show_view(make_view(templates=HOVER), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.mouseMove(table.arena, centre_of(table, 8))  # 中段, columns 0-2: poems 7, 8, 9
    assert hovers(sent) == [[7, 8, 9]]
    qtbot.mouseMove(table.arena, centre_of(table, 8) + QPoint(2, 1))  # the same cards: nothing
    assert hovers(sent) == [[7, 8, 9]]
    qtbot.mouseMove(table.arena, centre_of(table, 20))  # at once: it waits for its 100 ms
    assert hovers(sent) == [[7, 8, 9]]
    qtbot.waitUntil(lambda: len(hovers(sent)) == 2, timeout=1000)
    assert set(hovers(sent)[1]) >= {20} and touches(sent) == []
    # the numpad never tells the host about a frame (特殊技 are mouse only)
    before = len(hovers(sent))
    qtbot.keyClick(table.arena, Qt.Key.Key_7)
    assert len(touches(sent)) == 1 and len(hovers(sent)) == before


def test_no_hover_is_sent_when_the_host_does_not_ask_for_it(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(), [])  # MAN–MAN, or a 空札: only "touch" is offered
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.mouseMove(table.arena, centre_of(table, 8))
    qtbot.mouseMove(table.arena, centre_of(table, 20))
    qtbot.wait(150)
    assert hovers(sent) == []


def test_an_unchanged_view_is_not_shown_again(qtbot: Any, table: KarutaView,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    view = make_view(templates=HOVER)
    table.show_view(view, [])
    cut: list[bool] = []
    monkeypatch.setattr(table, "finish_animation", lambda: cut.append(True))
    table.show_view(dict(view), [])  # a hover that began no 特殊技: the same view comes back
    assert cut == []  # a card's flight is not cut short, nothing is redrawn
    table.show_view(dict(view, clock=100.5), [])
    assert cut == [True]


def test_a_kakoite_is_shown_on_the_name_panel_and_in_the_log(qtbot: Any,
                                                             table: KarutaView) -> None:
    kakoi = {"name": "kakoite", "label": "囲い手", "seat": 0, "poem": 5, "at": 100.2,
             "active": True, "until": None}
    table.show_view(make_view(templates=HOVER, techniques=[kakoi]),
                    [{"type": "technique", "name": "kakoite", "label": "囲い手", "seat": 0,
                      "poem": 5}])
    assert table.my_panel.technique.isVisible()
    assert table.my_panel.technique.text() == "囲い手中！"
    assert not table.opponent_panel.technique.isVisible()
    broken = {"name": "kakoite_yaburi", "label": "囲い手破り", "seat": 1, "poem": 5, "at": 100.9,
              "active": False, "until": 100.9}
    ended = dict(kakoi, active=False, until=100.9)
    table.show_view(make_view(techniques=[ended, broken]), [])
    assert table.my_panel.technique.text() == "囲い手！"
    assert table.opponent_panel.technique.text() == "囲い手破り！"
    log = [{"no": 1, "poem": 5, "kimariji": 2, "kimariji_text": "おく", "kara": False, "side": 0,
            "row": 1, "taken_by": 1, "after_ms": 300, "how": "click", "fouls": [0, 0], "sent": [],
            "cards": [25, 24], "situation": ["", ""],
            "techniques": [{"name": "kakoite", "label": "囲い手", "seat": 0, "poem": 5},
                           {"name": "kakoite_yaburi", "label": "囲い手破り", "seat": 1, "poem": 5}]}]
    table.show_view(make_view(read=7, log=log, techniques=[]), [])
    assert not table.my_panel.technique.isVisible()
    table.open_log()
    dialog = table.log_dialog
    assert dialog is not None
    heads = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert dialog.table.item(0, heads.index("特殊技")).text() == "たろう 囲い手、COM 囲い手破り"
    dialog.close()


def test_a_hover_over_the_read_card_from_the_real_engine_shows_a_kakoite(qtbot: Any,
                                                                          table: KarutaView) -> None:
    """The whole way round: the mouse over the read card sends a hover; the engine, given it,
    begins a 囲い手; the view that names the poem shows the label."""
    from server.games.karuta.engine import KarutaGame
    from server.games.karuta.release import NAMING_LAG
    from tests.games.karuta.conftest import SYNTHETIC, begin, next_reading, setup

    game = KarutaGame(timeline=SYNTHETIC)
    state = setup(game, {0: {21: (2, 1), 31: (2, 0)}, 1: {64: (2, 0), 18: (2, 1)}}, [21])
    begin(game, state)
    start = next_reading(game, state, 21)
    table.clock = lambda: start  # this machine's clock is the host's
    table.show_view(game.view(state, 0), [])
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    qtbot.mouseMove(table.arena, centre_of(table, 21))
    [cards] = hovers(sent)
    assert 21 in cards
    events = game.act(state, 0, {"type": "hover", "cards": cards}, start + 0.1)
    table.show_view(game.view(state, 0), events)
    assert table.my_panel.technique.text() == ""  # told once the poem is named (release as heard)
    named = state.reading.current.heard_at + NAMING_LAG
    table.clock = lambda: named
    events = game.tick(state, named)
    table.show_view(game.view(state, 0), events)
    assert table.my_panel.technique.text() == "囲い手中！"


# -- fair timing: a touch is timed on this machine against the reading's start here ------------


def test_a_touch_is_timed_against_the_reading(qtbot: Any, table: KarutaView) -> None:
    now = [50.0]
    table.clock = lambda: now[0]
    table.show_view(make_view(read=5, clock=100.0), [])  # the 上の句 of 5 begins: local 50.0
    now[0] = 50.8
    table.show_view(make_view(read=5, clock=100.7), [])  # a later view of the same reading
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    now[0] = 51.25
    point = centre_of(table, 8)
    qtbot.mouseMove(table.arena, point)
    qtbot.mouseClick(table.arena, Qt.MouseButton.LeftButton, pos=point)
    touch = [a for a in sent if a["type"] == "touch"][0]
    assert touch["t"] == 51.25 and touch["heard"] == 50.0 and touch["heard_poem"] == 5


def test_a_paused_match_says_who_is_away_and_shows_no_reading(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(read=5, paused=True, away=[False, True], legal=[]), [])
    table._tick()
    assert "COM" in table.arena.message and "中断" in table.arena.message
    assert table.arena.message_fits(), table.arena.message
    assert table.reading_panel.kana.text() == ""


def test_a_dropped_person_is_shown_at_once_when_the_seats_change(qtbot: Any, table: KarutaView) -> None:
    table.show_view(make_view(read=5), [])
    table.set_seats([SEATS[0], {"name": "COM", "kind": "human", "connected": False}])
    assert "切断中" in table.opponent_panel.name.text()


def test_a_resumed_reading_plays_when_it_begins_not_before(qtbot: Any, table: KarutaView) -> None:
    now = [20.0]
    table.clock = lambda: now[0]
    later = make_view(read=5, clock=100.0)
    later["reading"]["started_at"] = 101.0  # resumed: it begins one second after this view
    table.show_view(later, [])
    assert table.poem_heard is None and table.reading_key is None
    now[0] = 21.0
    table.show_view(make_view(read=5, clock=101.0) | {"reading": later["reading"]}, [])
    assert table.poem_heard == (5, 21.0)


def test_the_stand_in_words_are_the_games_own(qapp) -> None:
    """The shell's leave dialog says a CPU 「打ちます」 at a card game's table; at karuta's it takes
    cards, in karuta's own words (``CPU_STANDS_IN``), in either language."""
    from client.games import stand_in_text

    assert stand_in_text("karuta") == "CPUが代わりに札を取ります"
    assert stand_in_text("koikoi") == "CPUが代わりに打ちます"
    assert "打" not in stand_in_text("karuta")
