"""The replay window and the record list: forward, back, jump to a hand, switch seats after the
match, frames asked for page by page; and end to end with the real bridge: a CPU match played
offline, replayed from the table's result, saved to a file and opened again, a damaged file
refused in Japanese."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.app_settings import AppSettings
from client.ui.main_window import MainWindow
from client.ui.record_file import RecordFileError, read_record_file
from client.ui.record_list import RecordListDialog
from client.ui.record_window import ReplayWindow
from server import games
from server.records import Record, Replay
from server.table import CPU, HUMAN, Seat, Table

from .samples import as_shown
from .test_gui_offline import offline_setup

pytestmark = pytest.mark.gui

WAIT = 10000


def koikoi_record(seed: int = 5) -> Record:
    """A whole koi-koi match of random legal actions, as the host would log it."""
    game = games.get("koikoi")
    settings = game.validate_settings({"rounds": 3})
    table = Table(id="t", code="", game=game, settings=settings, owner=None,
                  seats=[Seat(kind=HUMAN, name="あおい", ready=True), Seat(kind=CPU, name="CPU1", ready=True)])
    table.start(seed)
    rng = random.Random(seed)
    steps = []
    while table.status == "playing":
        seat = game.waiting_on(table.state)[0]
        action = rng.choice(table.view_for(seat)["legal"])
        table.act(seat, action, 0.0)
        steps.append((seat, action, 0.0))
    return Record(game=game, settings=settings, seed=seed, steps=steps,
                  seats=[{"name": "あおい", "kind": "human"}, {"name": "CPU1", "kind": "cpu"}],
                  result=table.result.to_wire(), finished=1.0)


def info_of(record: Record, marks: list[dict[str, Any]], record_id: str = "t1.1") -> dict[str, Any]:
    return {"type": "record_info", "record": record_id, "game": record.game.id, "title": record.game.title,
            "settings": record.settings, "seats": [{"name": s["name"], "kind": s["kind"]} for s in record.seats],
            "started": 1.7e9, "finished": 1.7e9 + 60, "result": record.result, "total": record.frames,
            "marks": marks, "you": 0, "live": False, "views": [None, 0, 1]}


class Host:
    """Answers a replay window's requests from a Replay, 16 frames a page, as the host does."""

    def __init__(self, window: ReplayWindow, record: Record) -> None:
        self.window, self.replay, self.asked = window, Replay(record), []
        self.total = record.frames
        window.frames_wanted.connect(lambda rid, seat, start: self.asked.append((rid, seat, start)))

    def answer_all(self) -> None:
        while self.asked:
            record_id, seat, start = self.asked.pop(0)
            frames = [self.replay.frame(i, seat) for i in range(start, min(self.total, start + 16))]
            self.window.add_frames(as_shown({"type": "record_frames", "record": record_id, "seat": seat,
                                             "start": start, "total": self.total, "frames": frames}))


def test_replay_window_steps_forward_back_and_jumps_to_a_round(qtbot: Any) -> None:
    record = koikoi_record()
    marks = Replay(record).survey()
    assert len(marks) >= 3  # はじめ, 第2局, 第3局
    window = ReplayWindow(as_shown(info_of(record, marks)), [{"id": "koikoi", "title": "こいこい"}])
    qtbot.addWidget(window)
    window.show()
    host = Host(window, record)
    window.start()
    assert window.seat == 0 and host.asked == [("t1.1", 0, 0)]  # one's own seat first
    assert window.stack.currentWidget() is window.loading
    host.answer_all()
    expected = Replay(record)
    assert window.shown_view() == as_shown(expected.frame(0, 0)["view"])
    assert window.stack.currentWidget() is window.view_widget
    assert not window.back_button.isEnabled()
    for step in range(1, 6):
        window.forward_button.click()
        assert window.position == step and window.shown_view() == as_shown(expected.frame(step, 0)["view"])
    window.back_button.click()
    assert window.position == 4 and window.shown_view() == as_shown(expected.frame(4, 0)["view"])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.position == record.frames - 1 and not window.forward_button.isEnabled()
    assert window.shown_view()["hand"] == expected.frame(record.frames - 1, 0)["view"]["hand"]
    # jump to the third round: its deal is that frame's event
    window.jump_to_mark(2)
    assert window.position == marks[2]["frame"] and window.mark_combo.currentIndex() == 2
    assert window.mark_combo.currentText() == "第3局"
    assert any(e["type"] == "deal" for e in expected.frame(window.position, 0)["events"])
    window.slider.setValue(3)
    assert window.position == 3 and window.mark_combo.currentIndex() == 0
    # after the match every hand is open: the other seat's view, then the spectator's
    assert [window.seat_combo.itemData(i) for i in range(window.seat_combo.count())] == [None, 0, 1]
    window.seat_combo.setCurrentIndex(2)
    assert window.seat == 1 and host.asked == [("t1.1", 1, 3)]  # from the frame shown on
    host.answer_all()
    assert window.shown_view() == as_shown(expected.frame(3, 1)["view"])
    assert window.shown_view()["hand"] != expected.frame(3, 0)["view"]["hand"]
    window.seat_combo.setCurrentIndex(0)
    host.answer_all()
    assert window.seat is None and window.shown_view()["hand"] is None
    window.close()


def test_record_list_shows_game_date_players_result(qtbot: Any) -> None:
    dialog = RecordListDialog([{"id": "koikoi", "title": "こいこい"}])
    qtbot.addWidget(dialog)
    opened: list[str] = []
    dialog.open_requested.connect(opened.append)
    dialog.set_records([
        {"id": "t1.2", "game": "koikoi", "started": 1.7e9, "players": ["あおい", "CPU1"],
         "result": {"ranks": [2, 1], "points": [3, 9], "reason": ""}, "status": "finished",
         "open": True, "you": None, "steps": 40},
        {"id": "t2.1", "game": "koikoi", "started": 1.7e9, "players": ["そら", "CPU1"], "result": None,
         "status": "playing", "open": False, "you": None, "steps": 3},
    ])
    cells = [dialog.table.item(0, c).text() for c in range(5)]
    assert cells[0] == "こいこい" and cells[2] == "あおい、CPU1" and cells[4] == "終了"
    assert cells[3] == "1位 CPU1（9点）、2位 あおい（3点）"
    dialog.table.selectRow(1)
    assert not dialog.open_button.isEnabled() and not dialog.export_button.isEnabled()
    dialog.table.selectRow(0)
    assert dialog.open_button.isEnabled() and dialog.export_button.isEnabled()
    dialog.open_button.click()
    assert opened == ["t1.2"]


def test_a_damaged_or_foreign_file_is_refused_before_sending(tmp_path: Any) -> None:
    broken = tmp_path / "broken.zashiki.json"
    broken.write_bytes(b"{\"format\": \"zashiki-record\", \"ste")
    with pytest.raises(RecordFileError, match="壊れている"):
        read_record_file(broken)
    foreign = tmp_path / "other.json"
    foreign.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    with pytest.raises(RecordFileError, match="記録ファイルではありません"):
        read_record_file(foreign)


def test_offline_match_replayed_saved_and_opened_again(
    qtbot: Any, real_bridge: Any, stones_game: Any, tmp_path: Any
) -> None:
    settings = AppSettings.load()
    settings.name = "さくら"
    settings.save()
    window = MainWindow(real_bridge(), settings)
    qtbot.addWidget(window)
    window.show()
    dialog = offline_setup(qtbot, window)
    dialog.setup.select_game("guistones")
    dialog.setup.seats_spin.setValue(2)
    dialog.ok_button.click()
    page = window.table_page
    qtbot.waitUntil(lambda: page.last_view is not None, timeout=WAIT)
    while window.table.get("status") != "finished":
        qtbot.waitUntil(lambda: window.table.get("status") == "finished"
                        or bool((page.last_view or {}).get("legal")), timeout=WAIT)
        if window.table.get("status") != "finished":
            before = page.last_view
            page.view_widget.action_buttons[0].click()
            qtbot.waitUntil(lambda b=before: page.last_view is not b, timeout=WAIT)
    assert page.record_button.isVisible()
    page.record_button.click()
    shelf = window.records
    qtbot.waitUntil(lambda: len(shelf.windows) == 1, timeout=WAIT)
    [(record_id, replay)] = shelf.windows.items()
    qtbot.waitUntil(lambda: replay.shown_view() is not None, timeout=WAIT)
    replay.last_button.click()
    qtbot.waitUntil(lambda: replay.shown_view() is not None, timeout=WAIT)
    assert replay.shown_view() == page.last_view  # the replay ends where the match did
    replay.go(0)  # my turn at the deal: the view lists actions, the replay offers none
    assert replay.shown_view()["legal"] and replay.shown_view()["turn"] == 0
    assert not any(b.isEnabled() for b in replay.view_widget.action_buttons)

    path = str(tmp_path / "stones.zashiki.json")
    shelf.export_record(record_id, path)
    qtbot.waitUntil(lambda: (tmp_path / "stones.zashiki.json").exists(), timeout=WAIT)
    qtbot.waitUntil(lambda: shelf.message_box is not None, timeout=WAIT)
    saved = shelf.message_box
    assert "保存しました" in saved.text()
    saved.close()
    content = json.loads((tmp_path / "stones.zashiki.json").read_text(encoding="utf-8"))
    assert content["game"] == "guistones" and content["seats"][0]["name"] == "さくら"
    assert shelf.open_file(path)
    qtbot.waitUntil(lambda: "file.1" in shelf.windows, timeout=WAIT)
    again = shelf.windows["file.1"]
    qtbot.waitUntil(lambda: again.shown_view() is not None, timeout=WAIT)
    again.go(again.total - 1)
    qtbot.waitUntil(lambda: again.shown_view() is not None, timeout=WAIT)
    assert again.shown_view() == page.last_view

    content["seed"] += 1  # tampered: the host refuses it, and says so in Japanese
    (tmp_path / "bad.zashiki.json").write_text(json.dumps(content), encoding="utf-8")
    assert shelf.open_file(str(tmp_path / "bad.zashiki.json"))
    qtbot.waitUntil(lambda: shelf.message_box is not saved and shelf.message_box.isVisible(), timeout=WAIT)
    assert "検査値" in shelf.message_box.text()
    assert shelf.message_box.windowTitle() == "記録ファイルを開けません"


def test_a_file_opened_outside_any_host_replays_on_the_offline_host(
    qtbot: Any, real_bridge: Any, settings: Any, tmp_path: Any
) -> None:
    """Ctrl+O on the title screen: the offline host starts by itself and replays the file."""
    from server.records import to_file

    record = koikoi_record(seed=11)
    path = tmp_path / "koikoi.zashiki.json"
    path.write_text(json.dumps(to_file(record), ensure_ascii=False), encoding="utf-8")
    window = MainWindow(real_bridge(), settings)
    qtbot.addWidget(window)
    window.show()
    assert window.mode == "none"
    assert window.records.open_file(str(path))
    qtbot.waitUntil(lambda: "file.1" in window.records.windows, timeout=WAIT)
    assert window.mode == "offline" and window.offline_dialog is None  # no CPU game is offered
    replay = window.records.windows["file.1"]
    assert replay.total == record.frames and replay.export_button.isVisible()
    replay.go(replay.total - 1)
    qtbot.waitUntil(lambda: replay.shown_view() is not None, timeout=WAIT)
    assert replay.seat is None  # a file is nobody's seat: the spectator view, then any seat
    assert replay.shown_view() == as_shown(Replay(record).frame(record.frames - 1, None)["view"])
