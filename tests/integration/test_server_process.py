"""A real ``zashiki-server`` process on 127.0.0.1 with real clients on real sockets."""

from __future__ import annotations

import random
import socket
import struct
import time

import pytest

from protocol.version import PROTOCOL_VERSION

from .wire_client import WireClient, frame

pytestmark = pytest.mark.integration

GAME = {"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 2}}


def sit_four(server) -> list[WireClient]:
    names = ["あかね", "ぶんた", "ちよ", "だいき"]
    clients = [WireClient(server.port, name) for name in names]
    clients[0].send(GAME)
    table = clients[0].wait_for("table")["table"]
    for client in clients[1:]:
        client.send({"type": "sit", "table": table["code"]})
        assert client.wait_for("table")["table"]["code"] == table["code"]
    for client in clients:
        client.send({"type": "ready", "ready": True})
    for client in clients:
        client.wait_for("view")
    return clients


def play_steps(clients: list[WireClient], rng: random.Random, until, limit: float = 120.0,
               skip: set[str] = frozenset(), choose=None) -> None:
    """Each client plays whenever its view offers an action: a random legal one, or what
    ``choose(view, rng)`` picks (None: nothing for now)."""
    deadline = time.monotonic() + limit
    while not until():
        assert time.monotonic() < deadline, "the game did not progress"
        for client in clients:
            if client.name in skip:
                continue
            client.pump(0.01)
            if client.may_act():
                action = rng.choice(client.view["legal"]) if choose is None else choose(client.view, rng)
                if action is not None:
                    client.act(action)


def test_four_clients_chat_create_and_play_a_match_to_the_end(server):
    clients = sit_four(server)
    clients[1].send({"type": "chat", "text": "よろしくお願いします"})
    for client in clients:
        post = client.wait_for("chat")["post"]
        assert post == {**post, "name": "ぶんた", "text": "よろしくお願いします"}
    clients[2].send({"type": "stamp", "stamp": "yoroshiku"})
    assert clients[0].wait_for("stamp")["name"] == "ちよ"

    rng = random.Random(4)
    play_steps(clients, rng, until=lambda: all(c.table and c.table["status"] == "finished" for c in clients))
    result = clients[0].table["result"]
    # Ranks follow the match's points; equal points share a rank (1, 1, 3, 4 is a result).
    points = result["points"]
    assert result["ranks"] == [1 + sum(p > mine for p in points) for mine in points]
    assert all(not c.errors for c in clients), [c.errors for c in clients]
    # No view ever showed another player's hand: each view's own hand is disjoint from the others'.
    hands = [set(c.view.get("hand") or []) for c in clients]
    assert all(not (hands[i] & hands[j]) for i in range(4) for j in range(i + 1, 4))


def test_drop_and_reconnect_takes_the_seat_back(server):
    clients = sit_four(server)
    rng = random.Random(9)
    play_steps(clients, rng, until=lambda: clients[0].seq >= 3)
    dropped = clients[3]
    token = dropped.token
    dropped.close()
    clients[0].wait_for("table", where=lambda m: m["table"]["seats"][3]["connected"] is False)
    # After the 2-second grace a CPU plays the seat; the others keep playing.
    clients[0].wait_for("table", where=lambda m: m["table"]["seats"][3]["cpu_playing"] is True)
    seq = clients[0].seq
    play_steps(clients[:3], rng, until=lambda: clients[0].seq >= seq + 4)
    back = WireClient(server.port, "だいき", token=token)
    back.wait_for("table", where=lambda m: m["table"]["you"] == 3)
    view = back.wait_for("view")["view"]
    assert "legal" in view
    clients[0].wait_for("table", where=lambda m: m["table"]["seats"][3]["cpu_playing"] is False
                        and m["table"]["seats"][3]["connected"] is True)
    clients[3] = back
    play_steps(clients, rng, until=lambda: clients[0].table["status"] == "finished")


def test_kill_9_then_restart_resumes_every_table(server):
    clients = sit_four(server)
    rng = random.Random(5)
    play_steps(clients, rng, until=lambda: clients[0].seq >= 6)
    time.sleep(0.3)
    for client in clients:
        client.pump(0.1)
    before = {c.name: (c.seq, c.view) for c in clients}
    tokens = {c.name: c.token for c in clients}
    server.kill9()
    for client in clients:
        client.close()
    server.start()
    again = [WireClient(server.port, name, token=tokens[name]) for name in tokens]
    for client in again:
        welcome_table = client.wait_for("table")["table"]
        assert welcome_table["status"] == "playing"
        message = client.wait_for("view")
        seq, view = before[client.name]
        assert message["seq"] == seq
        assert message["view"] == view
    play_steps(again, rng, until=lambda: again[0].table["status"] == "finished")


def test_bad_input_on_one_connection_does_not_disturb_a_table(server):
    clients = sit_four(server)
    rng = random.Random(2)
    vandal = WireClient(server.port, "いたずら")
    vandal.send({"type": "act", "action": {"type": "play", "cards": ["SA"]}})
    assert vandal.wait_for("error")["code"] == "not_seated"
    vandal.send({"type": "sit", "table": "QQQQ"})
    assert vandal.wait_for("error")["code"] == "unknown_table"
    vandal.send({"type": "create_table", "game": "daifugo", "seats": 99})
    assert vandal.wait_for("error")["code"] in ("bad_field", "bad_settings")
    # Out of turn at a real table: the player whose view has no legal action tries to play.
    idle = next(c for c in clients if c.view is not None and not c.view["legal"])
    idle.send({"type": "act", "action": {"type": "pass"}})
    assert idle.wait_for("error")["code"] in ("not_your_turn", "illegal_action")
    # A card the player does not hold.
    mover = next(c for c in clients if c.view is not None and c.view["legal"])
    mover.send({"type": "act", "action": {"type": "play", "cards": ["XX#9"]}})
    assert mover.wait_for("error")["code"] in ("illegal_action", "malformed_action")
    raw = socket.create_connection(("127.0.0.1", server.port))
    raw.sendall(struct.pack(">I", 5) + b"\xc1\xc1\xc1\xc1\xc1")
    raw.sendall(struct.pack(">I", 1 << 30))
    raw.close()
    play_steps(clients, rng, until=lambda: clients[0].table["status"] == "finished")
    assert server.alive


def test_version_mismatch_and_name_taken_are_refused(server):
    first = WireClient(server.port, "はなこ")
    second = WireClient(server.port, "はなこ", hello=False)
    second.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": "x", "name": "はなこ"})
    assert second.wait_for("error")["code"] == "name_taken"
    old = WireClient(server.port, "むかし", hello=False)
    old.send({"type": "hello", "protocol": PROTOCOL_VERSION + 1, "app": "9.0", "name": "むかし"})
    error = old.wait_for("error")
    assert error["code"] == "version_mismatch" and error["host_protocol"] == PROTOCOL_VERSION
    first.send({"type": "chat", "text": "まだ元気"})
    assert first.wait_for("chat")["post"]["text"] == "まだ元気"


def test_a_thousand_idle_connections_and_a_stalled_half_frame(server):
    # From another machine (another loopback address): all but the first 16 are refused at once.
    idle = []
    for _ in range(1000):
        idle.append(socket.create_connection(("127.0.0.1", server.port), source_address=("127.0.0.2", 0)))
    stalled = socket.create_connection(("127.0.0.1", server.port))
    stalled.sendall(frame({"type": "hello", "protocol": PROTOCOL_VERSION, "app": "t", "name": "途中"})[:7])
    player = WireClient(server.port, "ふつう")
    player.send({"type": "chat", "text": "聞こえますか"})
    assert player.wait_for("chat")["post"]["text"] == "聞こえますか"
    # The stalled peer is dropped within seconds.
    stalled.settimeout(20)
    data = b""
    while True:
        chunk = stalled.recv(4096)
        if not chunk:
            break
        data += chunk
    assert b"timeout" in data
    for sock in idle:
        sock.close()
    assert server.alive
