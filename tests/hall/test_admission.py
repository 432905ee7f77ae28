"""A full host still lets a newcomer in (issue 15): past ``max_players`` the longest-idle session
in the waiting room makes room; past ``max_tables`` a new table first closes the longest-waiting
one nobody is at; past ``max_connections`` the oldest connection that never said hello goes.
Never a seated player, a spectator of a game in play, or a session in its reconnect grace."""

from __future__ import annotations

import pytest
from twisted.internet import task
from twisted.internet.address import IPv4Address
from twisted.internet.testing import StringTransport

from protocol.codec import encode
from protocol.errors import ProtocolError
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server.config import HallConfig, Limits
from server.connection import HallFactory
from server.hall import Hall
from server.store import Store

from .test_hall import codes

IDLE = Limits().idle_evict


def full_of(harness, names: list[str], players: int | None = None) -> list:
    """The host holds exactly these people (each from its own machine); returns (session, outlet)s."""
    harness.hall.config.limits.max_players = players or len(names)
    return [harness.join(name, address=f"10.0.0.{i + 1}") for i, name in enumerate(names)]


def idle_for(harness, seconds: float) -> None:
    harness.clock.advance(seconds)


# -- sessions ------------------------------------------------------------------------------------


def test_a_newcomer_takes_the_place_of_the_longest_idle_person_in_the_waiting_room(harness):
    (a, a_out), (b, b_out), (c, c_out) = full_of(harness, ["あき", "ふゆ", "はる"])
    idle_for(harness, IDLE / 2)
    harness.send(a, {"type": "chat", "text": "まだいます"})  # あき is not idle
    idle_for(harness, IDLE / 2 + 1)
    harness.send(c, {"type": "rules", "game": "counting"})  # nor is はる; ふゆ only answered pings
    newcomer, out = harness.join("なつ", address="10.0.1.1")
    assert out.last("welcome")["name"] == "なつ"
    assert [e.code.value for e in b_out.failed] == ["evicted"]
    assert "場所を譲りました" in b_out.failed[0].message
    assert not b.connected and a.connected and c.connected and newcomer.connected
    assert not a_out.failed and not c_out.failed
    assert sum(s.connected for s in harness.hall.sessions.values()) == 3


def test_nobody_idle_long_enough_means_host_full_saying_what_to_do(harness):
    full_of(harness, ["あき", "ふゆ"])
    idle_for(harness, IDLE - 1)
    with pytest.raises(ProtocolError) as error:
        harness.join("なつ", address="10.0.1.1")
    assert codes(error) == "host_full" and "--max-players" in error.value.message
    assert all(s.connected for s in harness.hall.sessions.values())
    idle_for(harness, 2)
    harness.join("なつ", address="10.0.1.1")  # now the longest idle goes


def test_a_session_closed_to_make_room_does_not_push_the_next_one_out(harness):
    (a, a_out), (b, b_out) = full_of(harness, ["あき", "ふゆ"])
    idle_for(harness, IDLE + 1)
    harness.join("なつ", address="10.0.1.1")
    assert not a.connected  # the longest idle (first in)
    with pytest.raises(ProtocolError) as error:  # its app reconnects by token at once
        harness.join("あき", token=a.token, address="10.0.0.1")
    assert codes(error) == "host_full" and "まだ満員" in error.value.message
    assert b.connected, "no chain of idle people pushing each other out"
    harness.hall.config.limits.max_players = 3  # room again: it comes back into the free place
    again, out = harness.join("あき", token=a.token, address="10.0.0.1")
    assert again is a and out.last("welcome")["resumed"] is True and not a.made_room


def test_machines_that_made_room_or_were_made_to_leave_do_not_push_anyone_out_for_a_while(harness):
    people = full_of(harness, [f"人{i}" for i in range(5)])
    idle_for(harness, IDLE + 1)
    harness.join("新一", address="10.0.1.1")  # takes 人0's place
    assert not people[0][0].connected
    for name, address in (("新二", "10.0.1.1"),  # the same machine again
                          ("別名", "10.0.0.1")):  # 人0's machine under a new name
        with pytest.raises(ProtocolError) as error:
            harness.join(name, address=address)
        assert codes(error) == "host_full"
    assert all(session.connected for session, _ in people[1:])
    harness.join("新三", address="10.0.1.3")  # another machine: 人1 makes room
    assert not people[1][0].connected
    idle_for(harness, IDLE + 1)
    harness.join("新四", address="10.0.1.1")  # a while later, that machine may again
    assert not people[2][0].connected


def test_seated_players_spectators_of_a_game_and_cpu_table_owners_are_never_evicted(harness):
    (a, _), (b, _), (c, _) = full_of(harness, ["あき", "ふゆ", "はる"])
    harness.send(a, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "easy"})
    harness.send(a, {"type": "ready", "ready": True})
    assert harness.hall.tables[a.table_id].status == "playing"
    harness.send(b, {"type": "watch", "table": a.table_id})  # a spectator of a game in play
    harness.send(c, {"type": "create_table", "game": "counting", "seats": 2, "watch": True})  # owns a CPU table
    harness.hall.config.grace = 10 ** 6
    idle_for(harness, IDLE * 10)
    with pytest.raises(ProtocolError) as error:
        harness.join("なつ", address="10.0.1.1")
    assert codes(error) == "host_full"
    assert a.connected and b.connected and c.connected


def test_a_spectator_of_a_table_not_in_play_may_make_room(harness):
    (a, _), (b, b_out) = full_of(harness, ["あき", "ふゆ"])
    harness.send(a, {"type": "create_table", "game": "counting", "seats": 3})
    table_id = a.table_id
    harness.send(b, {"type": "watch", "table": table_id})
    harness.send(a, {"type": "chat", "text": "待っています"})
    harness.clock.advance(IDLE + 1)
    harness.send(a, {"type": "chat", "text": "まだ待っています"})
    harness.join("なつ", address="10.0.1.1")
    assert not b.connected and b.table_id is None
    assert b.token not in harness.hall.tables[table_id].spectators
    assert a.connected and a.table_id == table_id


def test_a_player_in_their_reconnect_grace_always_gets_back_in(harness):
    (a, a_out), (b, _) = full_of(harness, ["あき", "ふゆ"])
    harness.send(a, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "easy"})
    harness.send(a, {"type": "ready", "ready": True})
    harness.hall.disconnected(a, a_out)  # dropped: the seat waits (grace)
    assert a.grace_call is not None
    harness.join("なつ", address="10.0.1.1")  # its place is free while it is away
    idle_for(harness, 1)
    back, out = harness.join("あき", token=a.token, address="10.0.0.1")
    assert back is a and a.connected and out.last("welcome")["resumed"] is True
    assert b.connected, "nobody made room: a seat gets back in even over the limit"
    assert sum(s.connected for s in harness.hall.sessions.values()) == 3


def test_a_waiting_room_session_coming_back_needs_a_place_like_anyone(harness):
    (a, a_out), (b, b_out) = full_of(harness, ["あき", "ふゆ"])
    harness.hall.disconnected(a, a_out)
    harness.join("なつ", address="10.0.1.1")
    idle_for(harness, IDLE + 1)
    back, _ = harness.join("あき", token=a.token, address="10.0.0.1")  # ふゆ has been idle longest
    assert back is a and not b.connected and "evicted" in [e.code.value for e in b_out.failed]


def test_at_the_sessions_kept_limit_a_newcomer_is_kept_and_an_old_unused_one_forgotten(harness):
    harness.hall.config.limits.max_sessions = 3
    old = [harness.join(f"昔{i}", address=f"10.0.2.{i}") for i in range(3)]
    for session, outlet in old:
        harness.hall.disconnected(session, outlet)
        harness.clock.advance(1)
    newcomer, out = harness.join("新人", address="10.0.1.1")
    assert newcomer.token in harness.hall.sessions, "it used to forget itself: it was not connected yet"
    assert old[0][0].token not in harness.hall.sessions and len(harness.hall.sessions) == 3
    assert out.last("lobby")
    harness.send(newcomer, {"type": "create_table", "game": "counting", "seats": 2})
    assert out.last("table")["table"]["you"] == 0


def test_at_the_sessions_kept_limit_the_longest_unseen_goes_whatever_order_they_came_in(harness):
    harness.hall.config.limits.max_sessions = 3
    a, b, c = (harness.join(f"昔{i}", address=f"10.0.2.{i}") for i in range(3))
    for session, outlet in (b, c, a):  # last seen: b, then c, then a
        harness.hall.disconnected(session, outlet)
        harness.clock.advance(1)
    again, again_out = harness.join("昔1", token=b[0].token, address="10.0.2.1")  # b is back
    harness.clock.advance(1)
    harness.hall.disconnected(again, again_out)  # and gone again: now c is the longest unseen
    harness.join("新人", address="10.0.1.1")
    assert c[0].token not in harness.hall.sessions
    assert {a[0].token, b[0].token} <= set(harness.hall.sessions)


def test_idle_evict_zero_turns_it_off(harness):
    full_of(harness, ["あき"])
    harness.hall.config.limits.idle_evict = 0
    idle_for(harness, 10 ** 5)
    with pytest.raises(ProtocolError) as error:
        harness.join("なつ", address="10.0.1.1")
    assert codes(error) == "host_full"


def test_a_refused_newcomer_evicts_nobody(harness):
    (a, a_out), = full_of(harness, ["あき"])
    idle_for(harness, IDLE + 1)
    with pytest.raises(ProtocolError) as error:
        harness.join("CPU1", address="10.0.1.1")  # refused for its name
    assert codes(error) == "name_invalid" and a.connected and not a_out.failed


# -- tables --------------------------------------------------------------------------------------


def open_table(harness, name: str, address: str, drop: bool = True, seats: int = 3):
    session, outlet = harness.join(name, address=address)
    harness.send(session, {"type": "create_table", "game": "counting", "seats": seats})
    table_id = session.table_id
    if drop:
        harness.hall.disconnected(session, outlet)
    return session, outlet, table_id


def test_at_the_table_limit_a_new_table_closes_the_oldest_one_nobody_is_at(harness):
    harness.hall.config.limits.max_tables = 3
    first = open_table(harness, "一", "10.0.0.1")
    second = open_table(harness, "二", "10.0.0.2")
    third = open_table(harness, "三", "10.0.0.3", drop=False)  # its owner is here
    idle_for(harness, harness.hall.config.grace + 1)  # the dropped owners' grace is over
    _, looking = harness.join("見ている人", address="10.0.1.2")  # in the waiting room
    newcomer, _ = harness.join("新人", address="10.0.1.1")
    harness.send(newcomer, {"type": "create_table", "game": "counting", "seats": 2})
    assert newcomer.table_id in harness.hall.tables and len(harness.hall.tables) == 3
    assert first[2] not in harness.hall.tables and second[2] in harness.hall.tables and third[2] in harness.hall.tables
    assert first[0].table_id is None
    assert first[2] in looking.last("lobby_update")["removed"]
    assert not harness.store.db.execute("SELECT 1 FROM tables WHERE id = ?", (first[2],)).fetchone()
    back, back_out = harness.join("一", token=first[0].token, address="10.0.0.1")
    assert back.table_id is None and back_out.last("lobby")  # back in the waiting room


def test_tables_in_play_with_people_or_with_spectators_never_close_for_a_new_one(harness):
    harness.hall.config.limits.max_tables = 3
    harness.hall.config.grace = 10 ** 6
    playing = open_table(harness, "対局", "10.0.0.1", drop=False, seats=2)
    harness.send(playing[0], {"type": "set_seat", "seat": 1, "cpu_level": "easy"})
    harness.send(playing[0], {"type": "ready", "ready": True})
    harness.hall.disconnected(playing[0], playing[1])  # a game in play nobody is at: it waits for them
    assert harness.hall.tables[playing[2]].status == "playing"
    present = open_table(harness, "いる", "10.0.0.2", drop=False)
    watched = open_table(harness, "観", "10.0.0.3")
    watcher, _ = harness.join("見る人", address="10.0.0.4")
    harness.send(watcher, {"type": "watch", "table": watched[2]})
    newcomer, _ = harness.join("新人", address="10.0.1.1")
    with pytest.raises(ProtocolError) as error:
        harness.send(newcomer, {"type": "create_table", "game": "counting", "seats": 2})
    assert codes(error) == "too_many_tables"
    assert "座る" in error.value.message and "--max-tables" in error.value.message
    assert set(harness.hall.tables) == {playing[2], present[2], watched[2]}
    assert newcomer.table_id is None
    with pytest.raises(ProtocolError):  # quick match is held to the same limit
        harness.send(newcomer, {"type": "quick_match", "game": "counting", "seats": 2})
    assert len(harness.hall.tables) == 3


def test_tables_whose_people_are_in_their_grace_close_after_those_long_gone(harness):
    harness.hall.config.limits.max_tables = 2
    old = open_table(harness, "古", "10.0.0.1")
    idle_for(harness, harness.hall.config.grace + 1)
    recent = open_table(harness, "新", "10.0.0.2")  # dropped a moment ago: in its grace
    assert recent[0].grace_call is not None and old[0].grace_call is None
    newcomer, _ = harness.join("新人", address="10.0.1.1")
    harness.send(newcomer, {"type": "create_table", "game": "counting", "seats": 2})
    assert old[2] not in harness.hall.tables and recent[2] in harness.hall.tables
    other, _ = harness.join("もう一人", address="10.0.1.2")
    harness.send(other, {"type": "create_table", "game": "counting", "seats": 2})
    assert recent[2] not in harness.hall.tables, "then a table in grace may go too: nobody is at it"
    assert recent[0].table_id is None and recent[0].grace_call is None


def test_a_grace_that_ended_since_the_last_new_table_counts_for_the_next(harness):
    """The ranks of the tables to close are kept between new tables: the end of a grace since
    then must show (the older table still in its grace stays; the one whose grace ended goes)."""
    harness.hall.config.limits.max_tables = 3
    grace = harness.hall.config.grace
    older = open_table(harness, "古い卓", "10.0.0.1", drop=False)
    later = open_table(harness, "次の卓", "10.0.0.2", drop=False)
    gone = open_table(harness, "去った卓", "10.0.0.3")
    idle_for(harness, grace + 1)
    harness.hall.disconnected(later[0], later[1])  # in its grace now
    first, _ = harness.join("新人", address="10.0.1.1")
    harness.send(first, {"type": "create_table", "game": "counting", "seats": 2})
    assert gone[2] not in harness.hall.tables and later[2] in harness.hall.tables
    harness.clock.advance(grace * 0.6)
    harness.hall.disconnected(older[0], older[1])  # in its grace until after the later one's ends
    harness.clock.advance(grace * 0.6)
    assert older[0].grace_call is not None and later[0].grace_call is None
    second, _ = harness.join("新人二", address="10.0.1.2")
    harness.send(second, {"type": "create_table", "game": "counting", "seats": 2})
    assert later[2] not in harness.hall.tables and older[2] in harness.hall.tables


def test_a_game_cpus_play_for_everyone_who_left_closes_last_and_one_in_grace_never(harness):
    harness.hall.config.limits.max_tables = 3
    harness.hall.config.limits.abandoned_close = 10 ** 6
    games = []
    for name, address in (("去った人", "10.0.0.1"), ("戻る人", "10.0.0.2")):
        session, outlet = harness.join(name, address=address)
        harness.send(session, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "easy",
                               "settings": {"target": 21}})
        harness.send(session, {"type": "ready", "ready": True})
        games.append((session, outlet, session.table_id))
    harness.hall.disconnected(games[0][0], games[0][1])
    harness.clock.advance(harness.hall.config.grace + 0.1)  # its grace is over: a CPU plays the seat
    harness.hall.disconnected(games[1][0], games[1][1])  # this one has only just dropped
    left, in_grace = (harness.hall.tables[g[2]] for g in games)
    assert left.status == in_grace.status == "playing" and left.seats[0].cpu_playing
    waiting = open_table(harness, "待つ卓", "10.0.0.3")  # newer, not in play: it goes first
    first, _ = harness.join("新人", address="10.0.1.1")
    harness.send(first, {"type": "create_table", "game": "counting", "seats": 2})
    assert waiting[2] not in harness.hall.tables and left.id in harness.hall.tables
    second, _ = harness.join("新人二", address="10.0.1.2")
    harness.send(second, {"type": "create_table", "game": "counting", "seats": 2})
    assert left.id not in harness.hall.tables and games[0][0].table_id is None
    third, _ = harness.join("新人三", address="10.0.1.3")
    with pytest.raises(ProtocolError) as error:
        harness.send(third, {"type": "create_table", "game": "counting", "seats": 2})
    assert codes(error) == "too_many_tables" and in_grace.id in harness.hall.tables
    back, _ = harness.join("去った人", token=games[0][0].token, address="10.0.0.1")
    assert back.table_id is None  # back in the waiting room; the record of that match stays


def test_one_machines_own_abandoned_table_makes_room_for_its_next(harness):
    harness.hall.config.limits.max_tables_per_address = 2
    a = open_table(harness, "甲", "10.0.0.9")
    b = open_table(harness, "乙", "10.0.0.9", drop=False)
    other = open_table(harness, "丙", "10.0.0.8")  # another machine's abandoned table stays
    again, _ = harness.join("丁", address="10.0.0.9")
    harness.send(again, {"type": "create_table", "game": "counting", "seats": 2})
    assert a[2] not in harness.hall.tables and b[2] in harness.hall.tables and other[2] in harness.hall.tables
    harness.send(again, {"type": "leave"})
    assert again.table_id is None
    c, _ = harness.join("戊", address="10.0.0.9")
    harness.send(c, {"type": "create_table", "game": "counting", "seats": 2})  # room: 乙 + 戊's
    d, _ = harness.join("己", address="10.0.0.9")
    with pytest.raises(ProtocolError) as error:  # both of its tables have people at them
        harness.send(d, {"type": "create_table", "game": "counting", "seats": 2})
    assert codes(error) == "too_many_tables" and "この機械" in error.value.message


def test_a_refused_create_table_closes_nothing(harness):
    harness.hall.config.limits.max_tables = 1
    gone = open_table(harness, "一", "10.0.0.1")
    newcomer, _ = harness.join("新人", address="10.0.1.1")
    with pytest.raises(ProtocolError) as error:
        harness.send(newcomer, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "zzz"})
    assert codes(error) == "bad_field"
    assert gone[2] in harness.hall.tables


# -- connections ---------------------------------------------------------------------------------


def hello_frame(name: str) -> bytes:
    body = encode({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": name})
    return len(body).to_bytes(4, "big") + body


@pytest.fixture
def factory(tmp_path):
    clock = task.Clock()
    hall = Hall(Store(tmp_path / "f.sqlite3"), clock, HallConfig(addresses=["127.0.0.1"], limits=Limits(max_connections=3)))
    made = HallFactory(hall, clock)
    yield made
    hall.shutdown()


def connect(factory: HallFactory):
    connection = factory.buildProtocol(None)
    transport = StringTransport()
    connection.makeConnection(transport)
    return connection, transport


def test_past_the_connection_limit_the_oldest_silent_connection_makes_room(factory):
    first, first_t = connect(factory)
    greeted, greeted_t = connect(factory)
    greeted.dataReceived(hello_frame("あいさつ済み"))
    third, third_t = connect(factory)
    fourth, fourth_t = connect(factory)  # over the limit of 3: the oldest silent one goes
    assert first_t.disconnecting and b"timeout" in first_t.value()
    assert not greeted_t.disconnecting and not third_t.disconnecting and not fourth_t.disconnecting
    first.connectionLost(None)
    assert factory.open == 3
    fifth, fifth_t = connect(factory)
    assert third_t.disconnecting and not fifth_t.disconnecting, "oldest first"


def test_when_every_connection_has_said_hello_the_next_is_told_host_full(factory):
    peers = [connect(factory) for _ in range(3)]
    for n, (connection, _) in enumerate(peers):
        connection.dataReceived(hello_frame(f"人{n}"))
    late, late_t = connect(factory)
    assert late_t.disconnecting and b"host_full" in late_t.value()
    assert not any(t.disconnecting for _, t in peers)
    late.connectionLost(None)
    assert factory.open == 3


def test_after_many_connections_closed_the_host_gives_memory_back(factory, monkeypatch):
    trims = []
    monkeypatch.setattr("server.connection.give_memory_back", lambda: trims.append(factory.clock.seconds()))
    for _ in range(300):
        connection, _ = connect(factory)
        connection.connectionLost(None)
    assert factory.open == 0 and not trims
    factory.clock.advance(1)
    assert len(trims) == 1, "once, a moment after the burst, not on every close"
    for _ in range(300):
        connection, _ = connect(factory)
        connection.connectionLost(None)
    factory.clock.advance(1)
    assert len(trims) == 1, "at most every ten seconds"
    factory.clock.advance(9)
    assert len(trims) == 2


# -- a few machines holding many places -------------------------------------------------------


def test_a_machine_holding_many_busy_places_gives_one_up_to_a_newcomer_from_another(harness):
    """Nobody is idle (the sessions keep chatting), but one machine holds four of the six places:
    a newcomer from another machine takes the place of its longest-quiet session, and that
    machine's next newcomer does not take it back."""
    harness.hall.config.limits.max_players = 6
    many = [harness.join(f"多{i}", address="10.0.9.9") for i in range(4)]
    others = [harness.join(f"独{i}", address=f"10.0.0.{i + 1}") for i in range(2)]
    idle_for(harness, 5)
    for session, _out in [*many[1:], *others]:
        harness.send(session, {"type": "chat", "text": "います"})
    newcomer, out = harness.join("なつ", address="10.0.1.1")
    assert out.last("welcome")["name"] == "なつ"
    assert [e.code.value for e in many[0][1].failed] == ["evicted"]  # the quietest of that machine
    assert all(s.connected for s, _ in [*many[1:], *others])
    with pytest.raises(ProtocolError) as error:
        harness.join("多9", address="10.0.9.9")
    assert codes(error) == "host_full"


def test_one_person_per_machine_stays_full_until_someone_is_idle(harness):
    full_of(harness, [f"人{i}" for i in range(4)])
    idle_for(harness, IDLE / 2)
    with pytest.raises(ProtocolError) as error:
        harness.join("なつ", address="10.0.1.1")
    assert codes(error) == "host_full"
    assert all(s.connected for s in harness.hall.sessions.values())


def test_two_places_from_one_machine_are_its_fair_share(harness):
    harness.hall.config.limits.max_players = 4
    harness.join("甲", address="10.0.9.9")
    harness.join("乙", address="10.0.9.9")
    harness.join("丙", address="10.0.0.1")
    harness.join("丁", address="10.0.0.2")
    newcomer_from_a_machine_with_one = "10.0.0.1"
    with pytest.raises(ProtocolError):  # 2 is not two more than 1
        harness.join("戊", address=newcomer_from_a_machine_with_one)
    harness.join("己", address="10.0.1.1")  # 2 is two more than 0
    assert sum(s.connected for s in harness.hall.sessions.values()) == 4


def test_a_silenced_address_is_closed_as_it_connects_and_others_are_not(factory):
    hall = factory.hall
    hall.admission._silenced["127.0.0.9"] = hall.clock.seconds() + 5.0  # what Admission._told_to_wait leaves
    assert factory.buildProtocol(IPv4Address("TCP", "127.0.0.9", 40000)) is None
    assert factory.silenced == 1 and factory.open == 0, "nothing was made for it"
    other = factory.buildProtocol(IPv4Address("TCP", "127.0.0.10", 40000))
    assert other is not None
    hall.clock.advance(5.5)
    assert factory.buildProtocol(IPv4Address("TCP", "127.0.0.9", 40001)) is not None, "its silence ended"
