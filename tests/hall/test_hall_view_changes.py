"""Views as changes at the hall (hello `view_changes`, docs/PROTOCOL.md §7): a client that asks
gets its first view of a table whole and each next step's as changes to it; a new connection, a
new game, a seat it did not hold the step before or `resend_view` start again with a whole view;
a client that does not ask always gets whole views."""

from __future__ import annotations

import pytest

from protocol.errors import ProtocolError
from protocol.view_changes import ViewBook
from tests.hall.test_hall import make_table


def rebuilt(outlet) -> list[dict]:
    """Every view the outlet received, made whole as the app's client makes them."""
    book = ViewBook()
    views = []
    for message in outlet.sent:
        if message["type"] in ("view", "view_changes"):
            whole = book.receive(message)
            assert whole is not None, f"changes that follow no view: {message}"
            views.append(whole)
    return views


def start(harness, alice, bob, watcher=None):
    table = make_table(harness, alice)
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    if watcher is not None:
        harness.send(watcher, {"type": "watch", "table": table.id})
    harness.send(alice, {"type": "start"})
    return table


def play(harness, table, players, steps):
    for _ in range(steps):
        harness.send(players[table.state.turn], {"type": "act", "action": {"type": "add", "n": 1}, "ref": table.seq})


def test_a_client_that_asks_gets_changes_that_make_every_view(harness):
    alice, a = harness.join("アリス", view_changes=True)
    bob, b = harness.join("ボブ")  # does not ask: whole views only
    carol, c = harness.join("カロル", view_changes=True)
    table = start(harness, alice, bob, watcher=carol)
    play(harness, table, [alice, bob], 6)
    assert a.of("view_changes") and c.of("view_changes") and not b.of("view_changes")
    assert len(a.of("view")) == 1 and len(c.of("view")) == 1  # the first of the table only
    for outlet, seat in ((a, 0), (c, None)):
        views = rebuilt(outlet)
        assert [v["seq"] for v in views] == list(range(table.seq + 1))
        assert views[-1]["view"] == table.view_for(seat)
    assert rebuilt(a)[-1]["view"]["hand"] == table.state.hands[0]  # its own seat's hand, changed too
    acks = [m["ack"] for m in a.of("view_changes") if "ack" in m]
    assert acks, "an acknowledgement rides on the changes"
    # the views sent as changes are smaller than the whole ones the other seat got
    assert sum(len(str(m)) for m in a.of("view_changes")) < sum(len(str(m)) for m in b.of("view")[1:])


def test_a_new_connection_gets_a_whole_view_first(harness):
    alice, a = harness.join("アリス", view_changes=True)
    bob, b = harness.join("ボブ")
    table = start(harness, alice, bob)
    play(harness, table, [alice, bob], 2)
    assert a.sent[-1]["type"] == "view_changes"
    harness.hall.disconnected(alice, a)
    again, a2 = harness.join("アリス", token=alice.token, view_changes=True)
    views = [m["type"] for m in a2.sent if m["type"] in ("view", "view_changes")]
    assert views == ["view"]  # what it held went with the old connection
    play(harness, table, [again, bob], 2)
    assert rebuilt(a2)[-1]["view"] == table.view_for(0) and a2.sent[-1]["type"] == "view_changes"


def test_resend_view_sends_it_whole_and_changes_follow_it(harness):
    alice, a = harness.join("アリス", view_changes=True)
    bob, b = harness.join("ボブ")
    table = start(harness, alice, bob)
    play(harness, table, [alice, bob], 2)
    whole_before = len(a.of("view"))
    harness.send(alice, {"type": "resend_view"})
    assert len(a.of("view")) == whole_before + 1 and a.last("view")["seq"] == table.seq
    play(harness, table, [alice, bob], 1)
    assert a.sent[-1]["type"] == "view_changes"
    assert rebuilt(a)[-1]["view"] == table.view_for(0)


def test_resend_view_away_from_a_table_is_a_typed_error(harness):
    alice, _ = harness.join("アリス", view_changes=True)
    with pytest.raises(ProtocolError) as error:
        harness.send(alice, {"type": "resend_view"})
    assert error.value.code.value == "not_seated"


def test_a_new_game_at_the_table_starts_with_a_whole_view(harness):
    alice, a = harness.join("アリス", view_changes=True)
    bob, b = harness.join("ボブ")
    table = start(harness, alice, bob)
    while table.status == "playing":
        play(harness, table, [alice, bob], 1)
    first_game = len(a.of("view"))
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    assert table.status == "playing" and table.game_no == 2
    assert len(a.of("view")) == first_game + 1
    play(harness, table, [alice, bob], 2)
    assert rebuilt(a)[-1]["view"] == table.view_for(0)
