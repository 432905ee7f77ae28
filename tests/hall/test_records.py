"""Game records in the hall: listing the matches played, opening one from a seat (only one's own
while it is played), every seat after it, frames equal to what was sent live, export and import
with every kind of damaged or foreign file refused in Japanese."""

from __future__ import annotations

import copy

import pytest

from protocol.errors import ProtocolError
from protocol.texts import in_japanese
from server import records
from server.games import registry
from server.records import checksum


def start_counting(harness, target=10):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 2,
                         "settings": {"target": target}})
    table_id = a.last("table")["table"]["id"]
    harness.send(bob, {"type": "sit", "table": table_id})
    harness.send(alice, {"type": "ready", "ready": True})
    harness.send(bob, {"type": "ready", "ready": True})
    return alice, a, bob, b, table_id


def play_out(harness, people):
    """Both add 3 in turn until the count reaches the target."""
    while True:
        for session, outlet in people:
            view = outlet.last("view")["view"]
            if view["winner"] is not None:
                return
            if view["legal"]:
                harness.send(session, {"type": "act", "action": {"type": "add", "n": 3}})


def frames_of(harness, session, outlet, record_id, seat):
    """Every frame of a record for one seat, page by page, as a client asks for them."""
    frames, start = [], 0
    while True:
        harness.send(session, {"type": "record_frames", "record": record_id, "seat": seat, "start": start})
        page = outlet.last("record_frames")
        assert page["start"] == start and page["seat"] == seat
        frames += page["frames"]
        start += len(page["frames"])
        if start >= page["total"]:
            return frames


def error_of(harness, session, message) -> ProtocolError:
    with pytest.raises(ProtocolError) as caught:
        harness.send(session, message)
    return caught.value


def test_a_finished_match_is_listed_and_replays_exactly_from_every_seat(harness):
    alice, a, bob, b, table_id = start_counting(harness)
    play_out(harness, [(alice, a), (bob, b)])
    harness.send(alice, {"type": "record_list"})
    [entry] = a.last("record_list")["records"]
    assert entry["players"] == ["アリス", "ボブ"] and entry["game"] == "counting"
    assert entry["status"] == "finished" and entry["open"] and entry["you"] == 0
    assert entry["result"]["ranks"] == harness.hall.tables[table_id].result.to_wire()["ranks"]
    harness.send(bob, {"type": "record_open", "record": entry["id"]})
    info = b.last("record_info")
    assert info["you"] == 1 and not info["live"] and info["views"] == [None, 0, 1]
    assert info["total"] == entry["steps"] + 1 and info["marks"][0]["frame"] == 0 and in_japanese(info["marks"][0]["label"]) == "はじめ"
    live = {0: [m for m in a.of("view")], 1: [m for m in b.of("view")]}
    for seat in (0, 1):
        frames = frames_of(harness, bob, b, entry["id"], seat)
        assert len(frames) == info["total"]
        # every view sent live to that seat is the replayed frame of the same step
        for message in live[seat]:
            assert frames[message["seq"]]["view"] == message["view"]
        assert frames[-1]["events"] == live[seat][-1]["events"]
    spectator = frames_of(harness, bob, b, entry["id"], None)
    assert spectator[-1]["view"]["hand"] is None and spectator[0]["events"] == [{"type": "start", "game_no": 1}]


def test_while_it_is_played_a_record_opens_only_from_ones_own_seat(harness):
    alice, a, bob, b, table_id = start_counting(harness, target=21)
    harness.send(alice, {"type": "act", "action": {"type": "add", "n": 1}})
    carol, c = harness.join("チカ")
    harness.send(carol, {"type": "record_list"})
    [entry] = c.last("record_list")["records"]
    assert entry["status"] == "playing" and not entry["open"] and entry["you"] is None
    assert error_of(harness, carol, {"type": "record_open", "record": entry["id"]}).detail["field"] == "record"
    harness.send(bob, {"type": "record_open", "record": table_id})  # a table id: its latest match
    info = b.last("record_info")
    assert info["live"] and info["views"] == [1] and info["record"] == entry["id"]
    frames = frames_of(harness, bob, b, entry["id"], 1)
    assert frames[-1]["view"] == b.last("view")["view"]
    for seat in (0, None):
        refused = error_of(harness, bob, {"type": "record_frames", "record": entry["id"], "seat": seat,
                                          "start": 0})
        assert "自分の席" in refused.message
    assert "対局中" in error_of(harness, bob, {"type": "record_export", "record": entry["id"]}).message


def test_a_closed_table_keeps_its_records_and_a_rematch_adds_one(harness):
    alice, a, bob, b, table_id = start_counting(harness)
    play_out(harness, [(alice, a), (bob, b)])
    harness.send(alice, {"type": "ready", "ready": True})
    harness.send(bob, {"type": "ready", "ready": True})
    play_out(harness, [(alice, a), (bob, b)])
    harness.send(alice, {"type": "leave"})
    harness.send(bob, {"type": "leave"})
    assert table_id not in harness.hall.tables
    harness = harness.restart()
    carol, c = harness.join("チカ")
    harness.send(carol, {"type": "record_list"})
    listed = c.last("record_list")["records"]
    assert [e["id"] for e in listed] == [f"{table_id}.2", f"{table_id}.1"]
    assert all(e["open"] and e["status"] == "finished" for e in listed)
    harness.send(carol, {"type": "record_open", "record": listed[1]["id"]})
    frames = frames_of(harness, carol, c, listed[1]["id"], 0)
    assert frames[-1]["view"]["winner"] is not None


def test_export_import_roundtrip_and_refusals(harness):
    alice, a, bob, b, table_id = start_counting(harness)
    play_out(harness, [(alice, a), (bob, b)])
    harness.send(alice, {"type": "record_export", "record": f"{table_id}.1"})
    file = a.last("record_file")["file"]
    assert file["format"] == "zashiki-record" and file["version"] == 1 and file["game"] == "counting"
    assert [s["name"] for s in file["seats"]] == ["アリス", "ボブ"]
    assert "token" not in str(file) and file["checksum"] == checksum(file)
    harness.send(alice, {"type": "record_import", "file": file})
    info = a.last("record_info")
    assert info["record"].startswith("file.") and info["views"] == [None, 0, 1] and info["you"] is None
    imported = frames_of(harness, alice, a, info["record"], 0)
    assert imported[-1]["view"] == a.last("view")["view"]

    def refused(content) -> str:
        error = error_of(harness, alice, {"type": "record_import", "file": content})
        assert error.detail["field"] == "file"
        return error.message

    assert "記録ファイルではありません" in refused({"format": "something", "x": 1})
    tampered = copy.deepcopy(file)
    tampered["steps"][0][1]["n"] = 2
    assert "検査値" in refused(tampered)
    newer = dict(file, version=99, checksum="")
    newer["checksum"] = checksum(newer)
    assert "新しいZashiki" in refused(newer)
    foreign = dict(file, game="shogi")
    foreign["checksum"] = checksum(foreign)
    assert "「shogi」" in refused(foreign)
    illegal = copy.deepcopy(file)
    illegal["steps"][0][1]["n"] = 7
    illegal["checksum"] = checksum(illegal)
    assert "1手目を再生できません" in refused(illegal)
    short = dict(file, steps=file["steps"][:-1])
    short["checksum"] = checksum(short)
    assert "記録の結果と違います" in refused(short)
    no_seats = dict(file, seats=[])
    no_seats["checksum"] = checksum(no_seats)
    assert "壊れています（席）" in refused(no_seats)


def test_unknown_and_unopened_records(harness):
    alice, a = harness.join("アリス")
    assert "ありません" in error_of(harness, alice, {"type": "record_open", "record": "tnone.1"}).message
    refused = error_of(harness, alice, {"type": "record_frames", "record": "file.9", "seat": None, "start": 0})
    assert "開かれていません" in refused.message


def test_frames_come_in_pages_and_marks_follow_the_deals(harness, monkeypatch):
    """A koi-koi match of CPU players: many steps, several rounds, each round's deal a mark."""
    monkeypatch.setattr(records, "PAGE_FRAMES", 16)
    owner, out = harness.join("アリス")
    harness.send(owner, {"type": "create_table", "game": "koikoi", "seats": 2, "settings": {"rounds": 3},
                         "cpu_level": "easy", "watch": True})
    table_id = out.last("table")["table"]["id"]
    harness.send(owner, {"type": "start"})
    for _ in range(20000):
        if harness.hall.tables[table_id].status == "finished":
            break
        harness.clock.advance(0.5)
    assert harness.hall.tables[table_id].status == "finished"
    harness.send(owner, {"type": "record_open", "record": table_id})
    info = out.last("record_info")
    assert info["total"] > records.PAGE_FRAMES
    labels = [in_japanese(m["label"]) for m in info["marks"]]
    assert labels[:3] == ["はじめ", "第2局", "第3局"]
    harness.send(owner, {"type": "record_frames", "record": info["record"], "seat": 0, "start": 0})
    page = out.last("record_frames")
    assert len(page["frames"]) == records.PAGE_FRAMES and page["total"] == info["total"]
    deal = info["marks"][1]["frame"]
    harness.send(owner, {"type": "record_frames", "record": info["record"], "seat": 1, "start": deal})
    assert any(e["type"] == "deal" for e in out.last("record_frames")["frames"][0]["events"])
    final = frames_of(harness, owner, out, info["record"], None)[-1]["view"]
    assert final == out.last("view")["view"]


def test_marks_table_defaults_and_hints():
    from server.games.contract import Game, Mark

    assert Game.record_marks == (Mark("deal"), Mark("hand"), Mark("round", "host.record.mark.round"))
    kami = records.marks_of(registry()["karuta"])[0]
    assert kami.matches({"type": "reading", "poem": 3, "part": "kami"})
    assert not kami.matches({"type": "reading", "poem": 3, "part": "shimo"})
