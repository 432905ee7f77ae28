"""Downtime is not match time, with a real host killed (-9) and started again: a ことばカード
arrangement keeps the time it had left, however long the host was down; a karuta reading the
kill cut is read again from its start, between a person and the COM, between two COMs watched,
and where a CPU plays for a person who dropped, and no card is taken before it is heard again."""

from __future__ import annotations

import time
from typing import Any

import pytest

from server.games.karuta.timeline import load as load_timeline

from .conftest import ServerProcess
from .wire_client import WireClient

pytestmark = pytest.mark.integration

DOWN = 5.0  # seconds the host stays down


def down_and_back(server: ServerProcess, client: WireClient) -> tuple[float, WireClient]:
    """The host killed (-9) under ``client``, down ``DOWN`` seconds, started again, and the
    client's app back with its token: (the moment of the kill, the new connection)."""
    killed_at = time.time()
    server.kill9()
    client.close()
    time.sleep(DOWN)
    server.start()
    return killed_at, WireClient(server.port, client.name, token=client.token)


def test_a_kotoba_timer_keeps_its_remaining_time_over_a_kill_and_a_restart(tmp_path):
    server = ServerProcess(tmp_path, 0, "--cpu-workers", "0")
    try:
        person = WireClient(server.port, "はなこ")
        person.send({"type": "create_table", "game": "kotoba", "seats": 2,
                     "settings": {"mode": "narabe"}, "cpu_level": "easy"})
        person.wait_for("table")
        person.send({"type": "ready", "ready": True})
        view = person.wait_for("view", where=lambda m: m["view"].get("deadline")).get("view")
        time.sleep(2.0)  # the arrangement runs (the host's heartbeat marks each second)
        left = view["deadline"] - time.time()
        _, back = down_and_back(server, person)
        view = back.wait_for("view").get("view")
        after = view["deadline"] - time.time()
        # what it had left when the host went down (its last heartbeat, up to a second before
        # the kill, so up to a second more), not that less the five seconds it was down
        assert left - 1.0 <= after <= left + 1.5, (left, after)
        back.close()
    finally:
        server.stop()


# A karuta match read quickly: no 序歌, the 上の句 whole (a reading long enough to be cut), no
# 下の句, no 間.
KARUTA = {"joka": False, "kami": "whole", "shimo": "none", "ma_min": 0, "ma_max": 0}
LEVEL = "E"  # the slowest COM: it takes a card well after its 決まり字


def move_on(client: WireClient) -> None:
    """What a person does to move the match on: 「始める」 after the 暗記時間, [S] after a take or
    a 空札, and nothing else (no touch)."""
    view = client.view
    if view is None or client.pending is not None:
        return
    for kind in ("start", "proceed"):
        if any(a["type"] == kind for a in view["legal"]):
            client.act({"type": kind})
            return


def a_reading_under_way(client: WireClient, timeout: float = 60.0) -> dict[str, Any]:
    """The view of a 上の句 being read, some 0.3 s into its sound."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        client.pump(0.05)
        move_on(client)
        view = client.view
        reading = (view or {}).get("reading")
        if reading and reading["part"] == "kami" and not view["paused"] \
                and time.time() >= reading["started_at"] + 0.3:
            return view
    raise TimeoutError("no reading began")


def read_again(client: WireClient, killed_at: float, timeout: float = 30.0) -> list[dict[str, Any]]:
    """Every view from the reconnection until the reading that began again after the restart
    is over: a card taken, or the next poem's reading begun (a 空札, or nobody took it)."""
    seen: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for message in client.pump(0.05):
            if message["type"] == "view":
                seen.append(message["view"])
        move_on(client)
        restarted = [v for v in seen if (v.get("reading") or {}).get("started_at", 0) > killed_at]
        if restarted and (len(seen[-1]["field"]) < len(restarted[0]["field"])
                          or seen[-1]["unread_count"] < restarted[0]["unread_count"]):
            return seen
    raise TimeoutError(f"the reading did not begin again and end: {[v['phase'] for v in seen]}")


def check_read_again(before: dict[str, Any], after: list[dict[str, Any]], killed_at: float) -> None:
    """The poem the kill cut is read again from its start, after the restart; nothing is
    taken until then, nor before a kana of it is heard again."""
    cards = len(before["field"])
    again = next(v for v in after if (v.get("reading") or {}).get("started_at", 0) > killed_at)
    assert again["reading"]["part"] == "kami"
    assert again["unread_count"] == before["unread_count"], "the cut poem is read again, not the next"
    assert all(len(v["field"]) == cards for v in after[:after.index(again) + 1])
    onsets = again["reading"].get("onsets")
    if onsets is None:  # not named yet (release as heard): its poem's, from the view that names it
        named = next((v for v in after[after.index(again):] if v.get("current")), None)
        onsets = [0.0] if named is None else load_timeline().part(named["current"]["poem"], "kami").onsets
    heard = again["reading"]["started_at"] + onsets[0]
    taken = [v for v in after if len(v["field"]) < cards]
    assert not taken or taken[0]["clock"] > heard, "a card was taken before its reading was heard again"


def test_a_karuta_reading_cut_by_a_kill_is_read_again_between_a_person_and_the_com(tmp_path):
    server = ServerProcess(tmp_path, 0, "--cpu-workers", "0")
    try:
        person = WireClient(server.port, "はなこ")
        person.send({"type": "create_table", "game": "karuta", "seats": 2, "settings": KARUTA,
                     "cpu_level": LEVEL})
        person.wait_for("table")
        person.send({"type": "ready", "ready": True})
        before = a_reading_under_way(person)
        killed_at, back = down_and_back(server, person)
        check_read_again(before, read_again(back, killed_at), killed_at)
        back.close()
    finally:
        server.stop()


def test_a_karuta_reading_cut_by_a_kill_is_read_again_between_two_coms_watched(tmp_path):
    server = ServerProcess(tmp_path, 0, "--cpu-workers", "0")
    try:
        watcher = WireClient(server.port, "はなこ")
        watcher.send({"type": "create_table", "game": "karuta", "seats": 2, "settings": KARUTA,
                      "cpu_level": LEVEL, "watch": True})
        watcher.wait_for("table")
        watcher.send({"type": "start"})
        before = a_reading_under_way(watcher)
        killed_at, back = down_and_back(server, watcher)
        check_read_again(before, read_again(back, killed_at), killed_at)
        back.close()
    finally:
        server.stop()


def test_a_karuta_reading_cut_by_a_kill_is_read_again_where_a_cpu_plays_for_a_person(tmp_path):
    server = ServerProcess(tmp_path, 0, "--cpu-workers", "0", "--grace", "1")
    try:
        person = WireClient(server.port, "はなこ")
        person.send({"type": "create_table", "game": "karuta", "seats": 2, "settings": KARUTA,
                     "cpu_level": LEVEL})
        table = person.wait_for("table")["table"]
        person.send({"type": "ready", "ready": True})
        a_reading_under_way(person)
        person.close()  # gone: after the grace a CPU takes the cards for her
        watcher = WireClient(server.port, "たろう")
        watcher.send({"type": "watch", "table": table["id"]})
        watcher.wait_for("table", where=lambda m: any(s.get("cpu_playing") for s in m["table"]["seats"]))
        before = a_reading_under_way(watcher)
        killed_at, back = down_and_back(server, watcher)
        back.send({"type": "watch", "table": table["id"]})
        check_read_again(before, read_again(back, killed_at), killed_at)
        back.close()
    finally:
        server.stop()
