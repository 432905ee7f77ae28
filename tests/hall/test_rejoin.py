"""A seat survives its app: the token takes it back, within the grace and after it (the CPU
standing in hands it back); a name alone never takes it, and a person whose app lost its token
is told so and has the name back once that match is over (docs/PROTOCOL.md, §8)."""

from __future__ import annotations

import pytest

from protocol.errors import ProtocolError
from protocol.texts import in_japanese

from .test_hall import make_table


def seated_pair(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = make_table(harness, alice)
    harness.send(bob, {"type": "sit", "table": table.code})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    return table, alice, bob


@pytest.mark.parametrize("after", [1.0, 60.0], ids=["within the grace", "after the grace"])
def test_the_token_takes_the_seat_back(harness, after):
    table, alice, bob = seated_pair(harness)
    harness.hall.disconnected(bob, bob.outlet)  # the app closed
    harness.clock.advance(after)
    seat = table.seats[1]
    assert seat.cpu_playing == (after > harness.hall.config.grace)
    again, outlet = harness.join("ボブ", token=bob.token)  # started again, same settings folder
    assert again is bob and table.seat_of(bob.token) == 1
    assert seat.connected and not seat.cpu_playing  # the CPU hands it back
    assert outlet.last("welcome")["resumed"] and outlet.last("table")["table"]["you"] == 1
    assert outlet.last("view")["view"]["hand"] == table.state.hands[1]


def test_a_name_alone_never_takes_a_seat_and_is_free_once_the_match_ends(harness):
    table, alice, bob = seated_pair(harness)
    harness.hall.disconnected(bob, bob.outlet)
    harness.clock.advance(60.0)  # a CPU plays Bob's seat
    with pytest.raises(ProtocolError) as refused:
        harness.join("ボブ")  # no token: the app lost it
    assert refused.value.code.value == "name_taken"
    assert "前に使っていたアプリから戻る" in in_japanese(refused.value.text)
    assert table.seats[1].token == bob.token  # the seat is still Bob's session's
    harness.join("ボブ2")  # another name gets in at once
    while table.status == "playing":  # the match goes on to its end (the CPU plays for Bob)
        view = alice.outlet.last("view")["view"]
        if view["legal"]:
            harness.send(alice, {"type": "act", "action": view["legal"][0]})
        harness.clock.advance(1.0)
    harness.send(alice, {"type": "leave"})
    harness.clock.pump([30.0] * 5)  # the finished table nobody is at closes
    assert table.id not in harness.hall.tables
    session, _outlet = harness.join("ボブ")  # the name is free again
    assert session.token != bob.token
