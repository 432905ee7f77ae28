"""The hall's logic without a reactor: sessions, lobby, board, tables, CPU seats, restarts."""

from __future__ import annotations

import pytest

from protocol.errors import ErrorCode, ProtocolError
from protocol.version import PROTOCOL_VERSION


def codes(error: pytest.ExceptionInfo[ProtocolError]) -> str:
    return error.value.code.value


def test_welcome_board_and_lobby(harness):
    alice, out = harness.join("アリス")
    welcome = out.of("welcome")[0]
    assert welcome["name"] == "アリス" and welcome["token"] == alice.token
    assert any(g["id"] == "counting" for g in welcome["games"])
    assert len(welcome["stamps"]) == 6
    assert out.of("board")[0]["posts"] == []
    assert [p["name"] for p in out.last("lobby")["players"]] == ["アリス"]


def test_chat_reaches_everyone_and_newcomers_see_history(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "chat", "text": "こんにちは"})
    assert a.last("chat")["post"]["text"] == "こんにちは"
    assert b.last("chat")["post"]["name"] == "アリス"
    _, c = harness.join("チカ")
    assert [p["text"] for p in c.of("board")[0]["posts"]] == ["こんにちは"]


def test_chat_flood_is_rate_limited(harness):
    alice, out = harness.join("アリス")
    for _ in range(5):
        harness.send(alice, {"type": "chat", "text": "x"})
    with pytest.raises(ProtocolError) as error:
        harness.send(alice, {"type": "chat", "text": "x"})
    assert codes(error) == "rate_limited"
    harness.clock.advance(2.1)
    harness.send(alice, {"type": "chat", "text": "また"})
    assert out.last("chat")["post"]["text"] == "また"


def test_version_mismatch_names_both_versions(harness):
    from tests.hall.conftest import Outlet

    with pytest.raises(ProtocolError) as error:
        harness.hall.hello(Outlet(), {"type": "hello", "protocol": PROTOCOL_VERSION + 1,
                                      "app": "9.9.9", "name": "x"})
    assert codes(error) == "version_mismatch"
    assert "9.9.9" in error.value.message and error.value.detail["host_protocol"] == PROTOCOL_VERSION


def test_name_taken_and_invalid(harness):
    harness.join("アリス")
    with pytest.raises(ProtocolError) as error:
        harness.join("アリス")
    assert codes(error) == "name_taken"
    for bad in ("", "   ", "a" * 17, "tab\there"):
        with pytest.raises(ProtocolError) as error:
            harness.join(bad)
        assert codes(error) == "name_invalid"


def test_host_full(harness):
    harness.hall.config.limits.max_players = 2
    harness.join("a")
    harness.join("b")
    with pytest.raises(ProtocolError) as error:
        harness.join("c")
    assert codes(error) == "host_full"


def make_table(harness, owner, seats=2, cpu_level=None, target=10):
    message = {"type": "create_table", "game": "counting", "seats": seats, "settings": {"target": target}}
    if cpu_level:
        message["cpu_level"] = cpu_level
    harness.send(owner, message)
    return harness.hall.tables[owner.table_id]


def test_create_sit_ready_start_and_play_to_the_end(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = make_table(harness, alice)
    assert a.last("table")["table"]["you"] == 0
    assert a.last("table")["table"]["invite"] == f"zashiki://127.0.0.1:47300/{table.code}"
    harness.send(bob, {"type": "sit", "table": table.code.lower()})
    assert b.last("table")["table"]["you"] == 1
    harness.send(bob, {"type": "ready", "ready": True})
    assert table.status == "waiting"
    harness.send(alice, {"type": "start"})
    assert table.status == "playing"
    view_a = a.last("view")["view"]
    assert view_a["legal"] and not b.last("view")["view"]["legal"]
    # Hidden information: each seat sees only its own hand.
    assert b.last("view")["view"]["hand"] == table.state.hands[1]
    assert table.state.hands[0] != table.state.hands[1]
    players = [alice, bob]
    while table.status == "playing":
        turn = table.state.turn
        harness.send(players[turn], {"type": "act", "action": {"type": "add", "n": 3}})
    assert table.status == "finished"
    assert a.last("table")["table"]["result"]["ranks"] in ([1, 2], [2, 1])


def test_bad_actions_are_typed_and_change_nothing(harness):
    alice, a = harness.join("アリス")
    bob, _ = harness.join("ボブ")
    carol, _ = harness.join("カロル")
    table = make_table(harness, alice)
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    before = (table.seq, table.state.total)
    cases = [
        (bob, {"type": "act", "action": {"type": "add", "n": 1}}, "not_your_turn"),
        (alice, {"type": "act", "action": {"type": "add", "n": 9}}, "illegal_action"),
        (alice, {"type": "act", "action": {"type": "jump"}}, "malformed_action"),
        (carol, {"type": "act", "action": {"type": "add", "n": 1}}, "not_seated"),
        (carol, {"type": "sit", "table": "ZZZZ"}, "unknown_table"),
        (carol, {"type": "sit", "table": table.id}, "game_started"),
        (bob, {"type": "set_seat", "seat": 0, "cpu_level": "easy"}, "not_owner"),
        (alice, {"type": "create_table", "game": "nope", "seats": 2}, "unknown_game"),
        (carol, {"type": "create_table", "game": "counting", "seats": 9}, "bad_settings"),
        (carol, {"type": "create_table", "game": "counting", "seats": 2,
                 "settings": {"target": 11}}, "bad_settings"),
        (carol, {"type": "create_table", "game": "counting", "seats": 2,
                 "settings": {"colour": 1}}, "bad_settings"),
        (carol, {"type": "stamp", "stamp": "nice"}, "not_seated"),
        (alice, {"type": "stamp", "stamp": "nope"}, "bad_field"),
    ]
    for session, message, code in cases:
        with pytest.raises(ProtocolError) as error:
            harness.send(session, message)
        assert codes(error) == code, message
        assert error.value.message  # a Japanese sentence for the player
    assert (table.seq, table.state.total) == before
    assert len(harness.hall.tables) == 1


def test_illegal_action_carries_the_rule_name(harness):
    alice, _ = harness.join("アリス")
    make_table(harness, alice, cpu_level="easy")
    harness.send(alice, {"type": "ready", "ready": True})
    with pytest.raises(ProtocolError) as error:
        harness.send(alice, {"type": "act", "action": {"type": "add", "n": 0}})
    assert error.value.to_message("act")["rule"] == "add_range"


def play_against_cpus(harness, player, table, add=1, steps=100):
    """``player`` (seat 0) adds ``add`` on each of their turns while the CPU seats play, until
    the game ends or ``steps`` half-second ticks have passed."""
    for _ in range(steps):
        if table.status != "playing":
            break
        if table.state.turn == 0:
            harness.send(player, {"type": "act", "action": {"type": "add", "n": add}})
        harness.clock.advance(0.5)


def test_cpu_seats_play_by_themselves(harness):
    alice, a = harness.join("アリス")
    table = make_table(harness, alice, seats=3, cpu_level="strong", target=21)
    assert [s.kind for s in table.seats] == ["human", "cpu", "cpu"]
    harness.send(alice, {"type": "ready", "ready": True})
    assert table.status == "playing"
    play_against_cpus(harness, alice, table)
    assert table.status == "finished"


def test_cpu_thinking_time_is_the_levels_own_capped_by_the_host(harness, counting_game):
    alice, _ = harness.join("アリス")
    game = counting_game
    for level, expected in (("strong", 0.3), ("easy", harness.hall.config.cpu_budget)):
        game.budgets_seen.clear()
        table = make_table(harness, alice, seats=2, cpu_level=level, target=21)
        harness.send(alice, {"type": "ready", "ready": True})
        play_against_cpus(harness, alice, table)
        assert game.budgets_seen and {b for _, b in game.budgets_seen} == {expected}
        harness.send(alice, {"type": "leave"})
    harness.hall.config.cpu_budget = 0.1  # a host that allows less than the level wants
    game.budgets_seen.clear()
    table = make_table(harness, alice, seats=2, cpu_level="strong", target=21)
    harness.send(alice, {"type": "ready", "ready": True})
    play_against_cpus(harness, alice, table, steps=10)
    assert {b for _, b in game.budgets_seen} == {0.1}


def test_stamps_go_to_the_table_only(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    make_table(harness, alice)
    harness.send(alice, {"type": "stamp", "stamp": "yoroshiku"})
    assert a.last("stamp")["stamp"] == "yoroshiku"
    assert not b.of("stamp")


def test_watch_as_spectator_sees_no_hand(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = make_table(harness, alice, cpu_level="easy")
    harness.send(alice, {"type": "ready", "ready": True})
    harness.send(bob, {"type": "watch", "table": table.code})
    assert b.last("view")["view"]["hand"] is None
    assert b.last("table")["table"]["you"] is None


def test_quick_match_pairs_same_rules(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    carol, c = harness.join("カロル")
    harness.send(alice, {"type": "quick_match", "game": "counting", "seats": 2, "settings": {"target": 21}})
    harness.send(carol, {"type": "quick_match", "game": "counting", "seats": 2, "settings": {"target": 10}})
    harness.send(bob, {"type": "quick_match", "game": "counting", "seats": 2, "settings": {"target": 21}})
    assert alice.table_id == bob.table_id != carol.table_id
    assert harness.hall.tables[alice.table_id].status == "playing"


def test_drop_grace_cpu_stand_in_and_hand_back(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = make_table(harness, alice, target=21)
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    harness.hall.disconnected(bob, bob.outlet)
    harness.clock.advance(0)
    seat = a.last("table")["table"]["seats"][1]
    assert seat["connected"] is False and seat["cpu_playing"] is False  # 切断中
    harness.send(alice, {"type": "act", "action": {"type": "add", "n": 1}})
    harness.clock.advance(4.0)
    assert table.state.turn == 1  # still waiting for bob within the grace period
    harness.clock.advance(1.5)  # grace over: a CPU plays bob's seat
    assert a.last("table")["table"]["seats"][1]["cpu_playing"] is True
    harness.clock.advance(0.6)
    assert table.state.turn == 0
    # Bob comes back with his token and gets his seat and a fresh view.
    bob2, b2 = harness.join("ボブ", token=bob.token)
    assert bob2 is bob and b2.of("welcome")[0]["resumed"] is True
    assert b2.last("table")["table"]["you"] == 1
    assert b2.last("view")["view"]["hand"] == table.state.hands[1]
    assert a.last("table")["table"]["seats"][1]["cpu_playing"] is False


def test_leaving_mid_game_hands_seat_to_cpu_and_empty_tables_close(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = make_table(harness, alice, target=21)
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    harness.send(bob, {"type": "leave"})
    assert table.seats[1].kind == "cpu"
    assert b.last("table")["table"] is None
    harness.send(alice, {"type": "leave"})
    assert table.id not in harness.hall.tables
    assert harness.store.tables() == []


def test_restart_resumes_tables_sessions_and_board(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    harness.send(alice, {"type": "chat", "text": "また後で"})
    table = make_table(harness, alice, target=21)
    harness.send(bob, {"type": "sit", "table": table.id})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    harness.send(alice, {"type": "act", "action": {"type": "add", "n": 2}})
    harness.send(bob, {"type": "act", "action": {"type": "add", "n": 3}})
    hands = [list(h) for h in table.state.hands]

    again = harness.restart()
    restored = again.hall.tables[table.id]
    assert restored.status == "playing" and restored.seq == 2
    assert restored.state.total == 5 and restored.state.hands == hands
    assert [s.connected for s in restored.seats] == [False, False]
    alice2, a2 = again.join("アリス", token=alice.token)
    assert a2.last("table")["table"]["you"] == 0
    assert a2.last("view")["view"]["total"] == 5
    assert [p["text"] for p in a2.of("board")[0]["posts"]] == ["また後で"]
    again.send(alice2, {"type": "act", "action": {"type": "add", "n": 1}})
    assert restored.state.total == 6
    steps = again.store.steps(table.id, restored.game_no)
    assert [(seat, action["n"]) for _, seat, action, _ in steps] == [(0, 2), (1, 3), (0, 1)]


def test_replay_from_seed_and_log_reproduces_the_state(harness, counting_game):
    alice, _ = harness.join("アリス")
    table = make_table(harness, alice, seats=3, cpu_level="easy", target=21)
    harness.send(alice, {"type": "ready", "ready": True})
    play_against_cpus(harness, alice, table, add=2, steps=60)
    replay = counting_game.new(table.settings, 3, table.seed)
    for _, seat, action, at in harness.store.steps(table.id, table.game_no):
        counting_game.act(replay, seat, action, at)
    assert counting_game.dump(replay) == counting_game.dump(table.state)


def test_error_codes_all_have_japanese_messages():
    from protocol.errors import general_text
    from protocol.texts import in_japanese

    texts = [in_japanese(general_text(code)) for code in ErrorCode]
    assert all(any("\u3040" <= ch <= "\u30ff" for ch in text) for text in texts)


def test_koikoi_character_follows_the_player_name_through_the_host(harness):
    from server.games.koikoi.characters import character_for_name

    alice, out = harness.join("はなこ")
    harness.send(alice, {"type": "create_table", "game": "koikoi", "seats": 2, "settings": {},
                         "cpu_level": "easy"})
    harness.send(alice, {"type": "ready", "ready": True})
    characters = out.last("view")["view"]["characters"]
    assert characters[0]["id"] == character_for_name("はなこ").id
    assert characters[1]["id"] != characters[0]["id"]


def test_rules_help_in_the_language_asked_or_japanese(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "rules", "game": "counting", "lang": "en"})
    answer = a.last("rules")
    assert answer["lang"] == "ja" and answer["text"].startswith("# 数え歌")
    harness.send(alice, {"type": "rules", "game": "koikoi"})
    assert a.last("rules")["lang"] == "ja"


def test_rules_asked_again_and_again_are_read_once(harness, monkeypatch):
    """A rules page is read and encoded once per game and language shown, whatever language
    a client names (unknown ones fall back to Japanese, and are not kept apart)."""
    from server.games.koikoi.engine import KoikoiGame

    reads: list[str] = []
    original = KoikoiGame.rules_help
    monkeypatch.setattr(KoikoiGame, "rules_help", lambda self, lang="ja": reads.append(lang) or original(self, lang))
    alice, a = harness.join("アリス")
    for lang in ["ja", "xx", "en", "yy", "ja", "en"] * 5:
        harness.send(alice, {"type": "rules", "game": "koikoi", "lang": lang})
    assert sorted(reads) == sorted({a["lang"] for a in a.of("rules")}), reads
    assert [m["lang"] for m in a.of("rules")][:4] == ["ja", "ja", "en", "ja"]


def test_connections_that_drop_while_the_host_closes_change_nothing(harness):
    """The host closes its connections, then its store; the connections' ends come after (the
    reactor tells them later): a karuta seat is not marked away in a closed store. A restart
    marks every person away itself."""
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2, "cpu_level": "E"})
    harness.send(alice, {"type": "ready", "ready": True})
    table = harness.hall.tables[alice.table_id]
    assert table.status == "playing"
    seq = table.seq
    harness.hall.shutdown()
    harness.store.close()
    harness.hall.disconnected(alice, alice.outlet)  # raised "Cannot operate on a closed database"
    assert table.seq == seq and table.seats[0].connected
