"""CPU seats that act at a time of their choosing, or wait; tables of CPU players watched by
their owner; the waiting-room list only for the people in the waiting room."""

from __future__ import annotations

import pytest

from protocol.errors import ProtocolError
from server import games as game_registry

from .buzzer_game import GAP, REACTION, BuzzerGame


@pytest.fixture(autouse=True)
def buzzer_game():
    registry = game_registry.registry()
    registry["buzzer"] = game = BuzzerGame()
    game.plans_asked.clear()
    yield game
    registry.pop("buzzer", None)


def buzzer_table(harness, owner, levels, watch=False):
    harness.send(owner, {"type": "create_table", "game": "buzzer", "seats": len(levels) + (0 if watch else 1),
                         "watch": watch})
    table = harness.hall.tables[owner.table_id]
    first = 0 if watch else 1
    for index, level in enumerate(levels, start=first):
        harness.send(owner, {"type": "set_seat", "seat": index, "cpu_level": level})
    return table


def test_a_cpu_acts_at_the_time_it_planned(harness):
    alice, a = harness.join("アリス")
    table = buzzer_table(harness, alice, ["slow"])
    harness.send(alice, {"type": "ready", "ready": True})
    assert table.status == "playing"
    started = harness.clock.seconds()
    harness.clock.advance(0)  # the first tick sets the game's clock
    harness.clock.advance(GAP)  # the round opens; the CPU plans its buzz 0.8 s later
    assert table.state.is_open and table.state.wins == [0, 0]
    harness.clock.advance(REACTION["slow"] - 0.01)
    assert table.state.wins == [0, 0], "not before its time"
    harness.clock.advance(0.01)
    assert table.state.wins == [0, 1]
    buzz = [e for m in a.of("view") for e in m["events"] if e["type"] == "buzzed"][0]
    assert buzz["at"] == pytest.approx(started + GAP + REACTION["slow"])


def test_a_plan_is_dropped_when_the_view_changes_first(harness):
    alice, a = harness.join("アリス")
    table = buzzer_table(harness, alice, ["slow"])
    harness.send(alice, {"type": "ready", "ready": True})
    harness.clock.advance(0)
    harness.clock.advance(GAP + 0.3)
    harness.send(alice, {"type": "act", "action": {"type": "buzz"}})  # before the CPU's 0.8 s
    assert table.state.wins == [1, 0]
    harness.clock.advance(REACTION["slow"])  # its old plan's time passes: nothing happens
    assert table.state.wins == [1, 0]
    harness.clock.advance(GAP)  # next round: it plans again and buzzes in time
    harness.clock.advance(REACTION["slow"] + 0.01)
    assert table.state.wins == [1, 1]


def test_a_waiting_cpu_is_asked_again_only_when_its_view_changes(harness, buzzer_game):
    alice, _ = harness.join("アリス")
    table = buzzer_table(harness, alice, ["shy"])
    harness.send(alice, {"type": "ready", "ready": True})
    harness.clock.advance(0)
    asked = len(buzzer_game.plans_asked)
    for _ in range(9):  # time passes, nothing changes: no new question
        harness.clock.advance(GAP / 10)
    assert len(buzzer_game.plans_asked) == asked
    harness.clock.advance(table.state.open_at - harness.clock.seconds())  # the round opens: its
    # view changed, so it is asked again
    assert len(buzzer_game.plans_asked) == asked + 1
    harness.clock.advance(REACTION["shy"] + 0.01)
    assert table.state.wins == [0, 1]


def test_a_table_of_cpus_is_watched_and_started_by_its_owner(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = buzzer_table(harness, alice, ["quick", "slow"], watch=True)
    assert table.watched and table.seat_of(alice.token) is None and alice.token in table.spectators
    assert table.status == "waiting", "a watched table waits for its owner"
    with pytest.raises(ProtocolError):
        harness.send(bob, {"type": "sit", "table": table.code})
    with pytest.raises(ProtocolError):
        harness.send(bob, {"type": "start"})
    harness.send(bob, {"type": "watch", "table": table.code})
    harness.send(alice, {"type": "start"})
    assert table.status == "playing"
    for _ in range(20):
        harness.clock.advance(0.5)
    assert table.status == "finished" and table.state.wins == [2, 0]
    assert a.last("table")["table"]["result"]["ranks"] == [1, 2]
    assert b.last("view")["view"]["wins"] == [2, 0]
    harness.send(alice, {"type": "leave"})
    assert table.id in harness.hall.tables and table.owner == bob.token
    harness.send(bob, {"type": "leave"})
    assert table.id not in harness.hall.tables


def test_a_watched_table_survives_its_owner_dropping_for_less_than_the_grace(harness):
    alice, a = harness.join("アリス")
    table = buzzer_table(harness, alice, ["quick", "slow"], watch=True)
    harness.send(alice, {"type": "start"})
    harness.hall.disconnected(alice, a)
    harness.clock.advance(1.0)
    alice2, a2 = harness.join("アリス", token=alice.token)
    assert alice2.table_id == table.id and alice.token in table.spectators
    assert a2.last("view")["table"] == table.id
    harness.hall.disconnected(alice2, a2)
    harness.clock.advance(harness.hall.config.grace + 0.1)
    assert table.id not in harness.hall.tables


def test_the_waiting_room_list_goes_only_to_the_waiting_room_and_as_changes(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    carol, c = harness.join("カロル")
    table = buzzer_table(harness, alice, ["slow"])
    assert b.last("lobby_update")["tables"][0]["id"] == table.id
    seated_lobbies = len(a.of("lobby")) + len(a.of("lobby_update"))
    harness.send(bob, {"type": "chat", "text": "やあ"})
    harness.send(carol, {"type": "create_table", "game": "counting", "seats": 2})
    other = harness.hall.tables[carol.table_id]
    update = b.last("lobby_update")
    assert [t["id"] for t in update["tables"]] == [other.id], "only what changed"
    assert [p["name"] for p in update["players"]] == ["カロル"]
    assert len(a.of("lobby")) + len(a.of("lobby_update")) == seated_lobbies, "a seated player gets none"
    harness.send(carol, {"type": "leave"})
    assert b.last("lobby_update")["removed"] == [other.id]
    assert c.last("lobby")["tables"] == [table.summary()], "back in the room: the whole list"
    harness.hall.disconnected(bob, b)
    harness.clock.advance(0)
    assert c.last("lobby_update")["gone"] == ["ボブ"]


def test_stamps_are_refused_at_a_game_that_does_not_allow_them(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2, "cpu_level": "E"})
    assert [g for g in a.last("welcome")["games"] if g["id"] == "karuta"][0]["stamps"] is False
    with pytest.raises(ProtocolError) as error:
        harness.send(alice, {"type": "stamp", "stamp": "nice"})
    assert error.value.code.value == "bad_field"


def test_a_real_time_cpu_whose_thinking_failed_waits_rather_than_acting_at_random(harness, buzzer_game,
                                                                                 monkeypatch):
    """A turn-based CPU whose decision failed plays its first legal action, since the table
    waits for it; in a real-time game nobody waits, and the first legal action may be anything
    (karuta's floats one of the player's cards): it lets the moment pass and is asked again at
    its next view."""
    def broken(view, level, rng, budget):
        buzzer_game.plans_asked.append((level, view["round"]))
        raise RuntimeError("a worker that died for good")

    monkeypatch.setattr(buzzer_game, "cpu_plan", broken)
    alice, _ = harness.join("アリス")
    table = buzzer_table(harness, alice, ["quick"])
    harness.send(alice, {"type": "ready", "ready": True})
    harness.clock.advance(0)
    harness.clock.advance(GAP)  # the round opens: its legal action is a buzz
    asked = len(buzzer_game.plans_asked)
    harness.clock.advance(2.0)
    assert table.state.wins == [0, 0], "it did not buzz on a failed decision"
    harness.send(alice, {"type": "act", "action": {"type": "buzz"}})
    harness.clock.advance(GAP)  # the next round: a new view, a new question
    assert len(buzzer_game.plans_asked) > asked
