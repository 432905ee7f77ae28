"""Karuta through the real hall (server.hall.Hall on task.Clock, as tests/hall/ do): a COM–COM
table watched by its owner plays to the end by the COMs' planned times, and a MAN–COM match is
played to the end by a scripted client that reads only the views it is sent."""

from __future__ import annotations

from typing import Any

import pytest

from tests.hall.conftest import HallHarness

FAST = {"joka": False, "shimo": "none", "kami": "kakutei", "ma_min": 200, "ma_max": 500,
        "kara_skip": True}


@pytest.fixture
def harness(tmp_path) -> HallHarness:
    harness = HallHarness(tmp_path / "hall.sqlite3")
    yield harness
    harness.hall.shutdown()
    harness.store.close()


def shown_poems(view: dict[str, Any]) -> list[int]:
    """Every yomifuda a view names (the field's torifuda are public and not counted)."""
    poems = [e["poem"] for e in view["log"]]
    for key in ("current", "take"):
        if view[key] is not None:
            poems.append(view[key]["poem"])
    if view["reading"] is not None and view["reading"]["poem"]:
        poems.append(view["reading"]["poem"])
    return poems


def assert_views_reveal_only_the_read(outlet: Any, order: list[int]) -> None:
    views = [m["view"] for m in outlet.of("view")]
    assert views
    for view in views:
        read = set(order[: view["read_count"]])
        assert set(shown_poems(view)) <= read
        assert "order" not in view


def test_a_com_com_table_is_watched_and_played_to_the_end(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2, "watch": True,
                         "settings": FAST})
    table = harness.hall.tables[alice.table_id]
    for seat, grade in ((0, "A"), (1, "D")):
        harness.send(alice, {"type": "set_seat", "seat": seat, "cpu_level": grade})
    harness.send(alice, {"type": "start"})
    assert table.status == "playing"
    for _ in range(6000):
        if table.status == "finished":
            break
        harness.clock.advance(0.25)
    assert table.status == "finished"
    result = a.last("table")["table"]["result"]
    assert sorted(result["ranks"]) == [1, 2]
    last = a.last("view")["view"]
    assert last["you"] is None and last["legal"] == []
    assert [c["grade"] for c in (s["com"] for s in last["sides"])] == ["A", "D"]
    assert_views_reveal_only_the_read(a, table.state.reading.order)
    takes = [e for e in last["log"] if e["taken_by"] is not None]
    assert takes and all(e["after_ms"] is not None for e in takes)


class ScriptedPlayer:
    """A client that plays from its views alone: it reaches for the read card 0.35 s after the
    決まり字 is heard (host time from the view) on odd poems and after 3 s on even ones (the COM
    is first there), presses [S], sends its first card, and finishes."""

    def __init__(self, harness: HallHarness, session: Any, outlet: Any) -> None:
        self.harness, self.session, self.outlet = harness, session, outlet
        self.sent = 0

    def act(self, action: dict[str, Any]) -> None:
        try:
            self.harness.send(self.session, {"type": "act", "action": action})
        except Exception:  # the COM was first, or the moment passed: the next view will say
            pass

    def step(self) -> None:
        messages = self.outlet.of("view")
        if len(messages) == self.sent:
            view = messages[-1]["view"] if messages else None
        else:
            self.sent = len(messages)
            view = messages[-1]["view"]
        if view is None:
            return
        legal = {a["type"] for a in view["legal"] + view["templates"]}
        now = self.harness.clock.seconds()
        cur = view["current"]
        if "start" in legal:
            self.act({"type": "start"})
        elif "pick_send" in legal and view["send"]["by"] == view["you"]:
            mine = [c["poem"] for c in view["field"] if c["side"] == view["you"]
                    and c["poem"] not in view["send"]["chosen"]]
            self.act({"type": "pick_send", "poem": mine[0]})
        elif "touch" in legal and cur is not None and not cur["kara"] and view["take"] is None:
            wait = 0.35 if view["read_count"] % 2 else 3.0
            if now >= cur["heard_at"] + wait and any(c["poem"] == cur["poem"] for c in view["field"]):
                self.act({"type": "touch", "cards": [cur["poem"]], "how": "click"})
        elif "finish" in legal:
            self.act({"type": "finish"})
        elif "proceed" in legal:
            self.act({"type": "proceed"})


def test_a_man_com_match_through_the_hall_with_a_scripted_client(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2, "settings": FAST})
    table = harness.hall.tables[alice.table_id]
    harness.send(alice, {"type": "set_seat", "seat": 1, "cpu_level": "C"})
    harness.send(alice, {"type": "ready", "ready": True})
    assert table.status == "playing"
    player = ScriptedPlayer(harness, alice, a)
    for _ in range(40_000):
        if table.status == "finished":
            break
        player.step()
        harness.clock.advance(0.05)
    assert table.status == "finished"
    last = a.last("view")["view"]
    assert last["you"] == 0 and last["sides"][1]["com"]["grade"] == "C"
    log = last["log"]
    assert {e["taken_by"] for e in log if e["taken_by"] is not None} == {0, 1}
    mine = [e["after_ms"] for e in log if e["taken_by"] == 0 and e["no"] % 2]
    assert mine and all(350 <= ms < 400 for ms in mine), mine  # stamped on arrival at the host
    assert_views_reveal_only_the_read(a, table.state.reading.order)
    result = a.last("table")["table"]["result"]
    assert sorted(result["ranks"]) == [1, 2]
