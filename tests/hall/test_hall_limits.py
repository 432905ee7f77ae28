"""Limits the hall keeps whatever clients do: abandoned tables close, old sessions are
forgotten, the board keeps its newest posts, names must be visible and unlike others', posts
lose control characters, and a machine's posts share one rate limit."""

from __future__ import annotations

import pytest

from protocol.errors import ProtocolError
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server import waiting_room
from server.hall import SWEEP_EVERY
from server.names import clean_post, skeleton
from server.waiting_room import LOBBY_SLICE

from .conftest import Outlet
from .test_hall import codes


def wait(harness, seconds: float) -> None:
    """Let ``seconds`` pass on the hall's clock, one sweep at a time."""
    harness.clock.pump([SWEEP_EVERY] * int(seconds // SWEEP_EVERY + 1))


def test_a_waiting_table_nobody_is_at_closes_within_two_minutes(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 4})
    table_id = alice.table_id
    harness.hall.disconnected(alice, a)
    wait(harness, 30)
    assert table_id in harness.hall.tables, "not at once: the player may be back in a moment"
    wait(harness, 100)
    assert table_id not in harness.hall.tables
    assert not harness.store.tables()
    alice2, a2 = harness.join("アリス", token=alice.token)
    assert alice2.table_id is None and a2.last("lobby")["tables"] == []


def test_a_game_in_play_nobody_is_at_waits_long_then_closes(harness):
    harness.hall.config.grace = 10 ** 6  # no CPU stands in: the game stays in play, waiting
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "easy",
                         "settings": {"target": 21}})
    harness.send(alice, {"type": "ready", "ready": True})
    table_id = alice.table_id
    assert harness.hall.tables[table_id].status == "playing"
    harness.hall.disconnected(alice, a)
    wait(harness, harness.hall.config.limits.abandoned_close / 2)
    assert table_id in harness.hall.tables, "not yet"
    wait(harness, harness.hall.config.limits.abandoned_close / 2 + 60)
    assert table_id not in harness.hall.tables


def test_new_names_from_one_machine_are_rate_limited_and_sessions_bounded(harness):
    harness.hall.config.limits.max_sessions = 30
    refused = 0
    for i in range(60):
        try:
            session, outlet = harness.join(f"名前{i}", address="10.0.0.7")
            harness.hall.disconnected(session, outlet)
        except ProtocolError as error:
            assert error.code.value == "cooling_down"
            refused += 1
    assert refused == 40, "a burst of twenty new names, then a pause"
    assert len(harness.hall.sessions) <= 30
    harness.join("ほかの人", address="10.0.0.8")  # another machine is not held back


def test_a_table_with_someone_watching_stays(harness):
    alice, a = harness.join("アリス")
    bob, _ = harness.join("ボブ")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "easy"})
    table_id = alice.table_id
    harness.send(bob, {"type": "watch", "table": table_id})
    harness.hall.disconnected(alice, a)
    wait(harness, harness.hall.config.limits.abandoned_close * 2)
    assert table_id in harness.hall.tables


def test_sessions_without_a_seat_are_forgotten_after_their_time(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(bob, {"type": "create_table", "game": "counting", "seats": 2})
    harness.hall.disconnected(alice, a)
    harness.hall.disconnected(bob, b)
    wait(harness, harness.hall.config.limits.session_ttl + 60)
    assert alice.token not in harness.hall.sessions and alice.token not in harness.store.sessions()
    assert bob.token in harness.hall.sessions or bob.table_id is None  # his seat kept it while the table lived


def test_the_board_keeps_its_newest_posts(harness):
    harness.hall.config.limits.board_keep = 20
    for i in range(120):
        harness.store.post("だれか", f"書き込み{i}", float(i), keep=harness.hall.config.limits.board_keep)
    count = harness.store.db.execute("SELECT COUNT(*) FROM board").fetchone()[0]
    assert count <= 20 + 50
    assert harness.store.recent_posts(1)[0]["text"] == "書き込み119"


def test_posts_from_one_machine_share_a_limit(harness):
    sessions = [harness.join(f"人{i}", address="10.0.0.9")[0] for i in range(4)]
    refused = 0
    for session in sessions * 4:
        try:
            harness.send(session, {"type": "chat", "text": "やあ"})
        except ProtocolError as error:
            assert error.code.value == "rate_limited"
            refused += 1
    assert refused >= 6, "sixteen posts at once from one address: the address's bucket (10) runs dry"


@pytest.mark.parametrize("name", ["\u3164", "\u2800\u2800", "a" + "\u0301" * 15, "CPU1（ふつう）",
                                  "ＣＰＵ２", "\u200bあ"])
def test_names_that_are_invisible_loaded_or_pass_for_a_cpu_are_refused(harness, name):
    with pytest.raises(ProtocolError) as error:
        harness.join(name)
    assert codes(error) == "name_invalid"


def test_a_look_alike_of_a_players_name_is_refused(harness):
    harness.join("Alice")
    with pytest.raises(ProtocolError) as error:
        harness.join("Аlice")  # a Cyrillic А
    assert codes(error) == "name_taken" and "Alice" in error.value.message
    harness.join("カナ")
    with pytest.raises(ProtocolError):
        harness.join("力ナ")  # the kanji 力 for katakana カ
    harness.join("Alicia")  # a different name is fine
    assert skeleton("Alice") != skeleton("Alicia")


def test_posts_lose_controls_and_overrides_and_keep_their_text(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "chat", "text": "よろ\u202eしく\x00\x1b[31m\r\nね" + "\u0301" * 30})
    text = a.last("chat")["post"]["text"]
    assert text == "よろしく[31m  ね" + "\u0301" * 2
    assert clean_post("\u200b\u2066x\u2069") == "x"


def test_the_offline_host_lets_its_one_player_back_in_under_the_same_name(harness):
    harness.hall.config.single_user = True
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 2, "cpu_level": "easy"})
    harness.hall.disconnected(alice, a)
    again, out = harness.join("アリス")  # the app was closed: no token
    assert again is alice and again.table_id is not None
    assert out.last("welcome")["resumed"] is True


def test_a_lan_host_does_not_hand_a_seat_to_whoever_types_the_name(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 2})
    harness.hall.disconnected(alice, a)
    with pytest.raises(ProtocolError) as error:
        harness.join("アリス")
    assert codes(error) == "name_taken"


def test_a_crowd_arriving_at_once_costs_the_waiting_room_one_message_per_interval(harness):
    """After a quiet spell the first change goes out at once; changes that keep coming go out
    together, at most once every ``lobby_every`` seconds, and nobody misses one."""
    harness.hall.config.lobby_every = 0.1
    alice, a = harness.join("アリス")
    harness.clock.advance(1.0)  # quiet
    before = len(a.of("lobby_update"))
    harness.join("ボブ")
    assert len(a.of("lobby_update")) == before + 1, "after a quiet spell: at once"
    assert [p["name"] for p in a.last("lobby_update")["players"]] == ["ボブ"]
    crowd = [harness.join(f"客{i}", address=f"127.0.1.{i}") for i in range(30)]
    assert len(a.of("lobby_update")) == before + 1, "the crowd waits for the interval"
    assert all(not o.of("lobby") for _, o in crowd), "so do the newcomers' whole lists"
    harness.clock.advance(0.1)
    assert len(a.of("lobby_update")) == before + 2
    assert sorted(p["name"] for p in a.last("lobby_update")["players"]) == sorted(f"客{i}" for i in range(30))
    for _, outlet in crowd:  # each newcomer: the whole list once, everyone in it
        (whole,) = outlet.of("lobby")
        assert {p["name"] for p in whole["players"]} == {"アリス", "ボブ"} | {f"客{i}" for i in range(30)}
    harness.clock.advance(0.1)
    assert len(a.of("lobby_update")) == before + 2, "nothing changed: nothing sent"


def test_a_visit_to_a_table_between_two_lists_still_brings_the_whole_list_back(harness):
    """Sitting down and leaving again within one gathering interval: the list that follows is
    the whole one (what changed while one was away is not in an update meant for others)."""
    harness.hall.config.lobby_every = 0.1
    alice, a = harness.join("アリス")
    assert len(a.of("lobby")) == 1
    harness.send(alice, {"type": "create_table", "game": "counting", "seats": 4})
    assert not a.of("lobby_update"), "at the table within the interval: nothing sent yet"
    harness.send(alice, {"type": "leave"})
    harness.clock.advance(0.1)
    assert len(a.of("lobby")) == 2 and a.last("lobby")["tables"] == []


def one_turn(clock) -> None:
    """What one reactor turn runs of ``clock``'s calls: those due now, not those they add."""
    due = [call for call in clock.getDelayedCalls() if call.getTime() <= clock.seconds()]
    for call in due:
        clock.calls.remove(call)
        call.called = True
        call.func(*call.args, **call.kw)


def test_the_waiting_room_list_is_written_a_slice_of_people_a_turn_and_reaches_everyone(harness):
    """A change goes to everyone in the waiting room, ``LOBBY_SLICE`` connections a reactor
    turn, so that a big room does not hold every table's next move up; whoever sits down before
    their turn comes gets no update (they are at a table), and nobody gets one twice."""
    harness.hall.config.lobby_every = 0.1
    crowd = [harness.join(f"客{i}", address=f"127.0.3.{i}") for i in range(2 * LOBBY_SLICE + 5)]
    harness.clock.pump([1.0, 1.0])  # quiet: everyone has the whole list, the last a while ago
    before = {id(o): len(o.of("lobby_update")) for _, o in crowd}
    late_session, late = crowd[-1]
    harness.hall.hello(Outlet("127.0.4.1"), {"type": "hello", "protocol": PROTOCOL_VERSION,
                                             "app": APP_VERSION, "name": "新人"})
    one_turn(harness.clock)  # the list is built and its first slice written
    got = [len(o.of("lobby_update")) - before[id(o)] for _, o in crowd]
    assert sum(got) == LOBBY_SLICE and set(got) == {0, 1}
    harness.hall.handle(late_session, {"type": "create_table", "game": "counting", "seats": 2})
    for _ in range(2):
        one_turn(harness.clock)
    got = [len(o.of("lobby_update")) - before[id(o)] for _, o in crowd]
    assert got == [1] * (len(crowd) - 1) + [0], "everyone once; not the one who sat down"
    assert [p["name"] for p in crowd[0][1].last("lobby_update")["players"]] == ["新人"]
    harness.clock.advance(0.1)  # the next list (the new table) after the interval, to the rest
    got = [len(o.of("lobby_update")) - before[id(o)] for _, o in crowd]
    assert got == [2] * (len(crowd) - 1) + [0]
    assert crowd[0][1].last("lobby_update")["tables"][0]["id"] == late_session.table_id


def test_whole_lists_for_many_newcomers_go_out_a_few_bytes_a_turn(harness, monkeypatch):
    """Newcomers arriving together each get the whole list, but a turn writes no more than
    ``LOBBY_TURN_BYTES`` of them (here so few that it is one list a turn): ten whole lists of
    300 tables in one turn held every table's next move up (issue 15)."""
    monkeypatch.setattr(waiting_room, "LOBBY_TURN_BYTES", 1)
    owner, _ = harness.join("主")
    harness.send(owner, {"type": "create_table", "game": "counting", "seats": 4})
    harness.clock.advance(1.0)
    outlets = [Outlet(f"127.0.5.{i}") for i in range(5)]
    for i, outlet in enumerate(outlets):
        harness.hall.hello(outlet, {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                    "name": f"新人{i}"})
    got = []
    for _ in range(len(outlets)):
        one_turn(harness.clock)
        got.append(sum(len(o.of("lobby")) for o in outlets))
    assert got == [1, 2, 3, 4, 5]
    lists = [o.last("lobby") for o in outlets]
    assert all(lst == lists[0] for lst in lists), "the same whole list for everyone"
    assert [t["id"] for t in lists[0]["tables"]] == [owner.table_id]
    assert {p["name"] for p in lists[0]["players"]} == {"主", *(f"新人{i}" for i in range(5))}
    harness.check()


def test_a_machine_that_keeps_coming_back_when_told_to_wait_is_silenced_for_a_while(harness):
    config = harness.hall.config
    config.limits.new_names_per_address, config.limits.refusals_before_silence, config.limits.refused_silence = 2, 5, 10.0
    told = 0
    for i in range(2 + 5 + 1):  # two new names, then refusals faster than one a second
        assert not harness.hall.silenced("10.0.0.7"), f"not before it was told {config.limits.refusals_before_silence} times"
        try:
            session, outlet = harness.join(f"名前{i}", address="10.0.0.7")
            harness.hall.disconnected(session, outlet)
        except ProtocolError as error:
            assert error.code.value == "cooling_down"
            told += 1
    assert told == 6 and harness.hall.silenced("10.0.0.7")
    assert not harness.hall.silenced("10.0.0.8"), "only that machine"
    harness.join("ほかの人", address="10.0.0.8")
    harness.clock.advance(10.5)
    assert not harness.hall.silenced("10.0.0.7"), "the silence ends"


def test_refusals_a_second_apart_never_silence_and_the_silence_can_be_off(harness):
    config = harness.hall.config
    config.limits.new_names_per_address, config.limits.refusals_before_silence = 1, 3
    harness.join("最初", address="10.0.0.7")
    told = 0
    for i in range(20):  # the app's reconnections back off: never faster than one a second
        harness.clock.advance(1.0)
        try:
            harness.join(f"名前{i}", address="10.0.0.7")
        except ProtocolError:
            told += 1
    assert told >= 15 and not harness.hall.silenced("10.0.0.7")
    config.limits.refused_silence = 0
    harness.join("もう一人", address="10.0.0.9")
    for i in range(20):
        with pytest.raises(ProtocolError):
            harness.join(f"急ぎ{i}", address="10.0.0.9")
    assert not harness.hall.silenced("10.0.0.9"), "--refused-silence 0: never"
