"""Limits a real host keeps whatever one client does (each from another loopback address, as
another machine would be): connections per address, tables, a client that never reads, a
flooder reconnecting; and a fresh player still gets in and plays."""

from __future__ import annotations

import random
import socket
import time

import pytest

from protocol.version import APP_VERSION, PROTOCOL_VERSION

from .conftest import ServerProcess
from .test_server_process import play_steps
from .wire_client import WireClient, frame

pytestmark = pytest.mark.integration


@pytest.fixture
def strict(tmp_path):
    process = ServerProcess(tmp_path, 0, "--grace", "2", "--max-per-address", "6", "--max-tables", "12",
                            "--max-tables-per-address", "3", "--flood-cooldown", "3",
                            "--cpu-workers", "0")
    yield process
    process.stop()


def a_fresh_player_joins_and_plays(port: int) -> None:
    player = WireClient(port, "あとから")
    player.send({"type": "create_table", "game": "koikoi", "seats": 2, "settings": {"rounds": 3},
                 "cpu_level": "easy"})
    player.wait_for("table")
    player.send({"type": "ready", "ready": True})
    play_steps([player], random.Random(1), until=lambda: player.seq >= 5)


def test_connections_per_address(strict):
    kept = [WireClient(strict.port, f"人{i}", source="127.0.0.3") for i in range(6)]
    extra = WireClient(strict.port, "七人目", source="127.0.0.3", hello=False)
    assert extra.wait_for("error")["code"] == "too_many_connections"
    assert all(not k.errors for k in kept)
    a_fresh_player_joins_and_plays(strict.port)


def test_tables_per_address_and_in_all(strict):
    holders = []
    for i in range(3):  # one machine opens as many tables as it may
        holder = WireClient(strict.port, f"卓{i}", source="127.0.0.4")
        holder.send({"type": "create_table", "game": "daifugo", "seats": 8})
        holder.wait_for("table")
        holders.append(holder)
    again = WireClient(strict.port, "もう一つ", source="127.0.0.4")
    again.send({"type": "create_table", "game": "daifugo", "seats": 8})
    assert again.wait_for("error")["code"] == "too_many_tables"
    for i in range(9):  # other machines fill the host to its limit of 12
        other = WireClient(strict.port, f"他{i}", source=f"127.0.1.{i + 1}")
        other.send({"type": "create_table", "game": "daifugo", "seats": 8})
        other.wait_for("table")
        holders.append(other)
    late = WireClient(strict.port, "満員", source="127.0.2.1")
    late.send({"type": "quick_match", "game": "daifugo", "seats": 4})
    assert late.wait_for("error")["code"] == "too_many_tables"
    holders[0].send({"type": "leave"})  # a table closes: there is room again
    holders[0].wait_for("table")
    late.send({"type": "quick_match", "game": "daifugo", "seats": 4})
    assert late.wait_for("table")["table"]["quick"]


def test_a_client_that_never_reads_is_closed_and_others_play_on(strict):
    hog = socket.create_connection(("127.0.0.1", strict.port), source_address=("127.0.0.5", 0))
    hog.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    hog.sendall(frame({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "読まない"}))
    ask = frame({"type": "rules", "game": "daifugo"})
    closed = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not closed:
        try:
            for _ in range(20):
                hog.sendall(ask)
        except OSError:
            closed = True
        time.sleep(0.05)
    assert closed, "the host kept writing to a peer that never reads"
    a_fresh_player_joins_and_plays(strict.port)


def test_a_flooder_waits_before_coming_back(strict):
    flooder = WireClient(strict.port, "おしゃべり", source="127.0.0.6")
    token = flooder.token
    for _ in range(200):
        try:
            flooder.send({"type": "ping", "n": 1})
        except OSError:
            break
    assert any(e["code"] == "flood" for e in [flooder.wait_for("error")])
    back = WireClient(strict.port, "おしゃべり", token=token, source="127.0.0.6", hello=False)
    back.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "おしゃべり",
               "token": token})
    assert back.wait_for("error")["code"] == "cooling_down"
    time.sleep(3.2)
    later = WireClient(strict.port, "おしゃべり", token=token, source="127.0.0.6")
    assert later.token == token


def test_a_machine_that_ignores_being_told_to_wait_is_closed_unanswered_for_a_while(tmp_path):
    process = ServerProcess(tmp_path, 0, "--max-new-names-per-address", "2", "--refused-silence", "3",
                            "--cpu-workers", "0")
    try:
        hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION}
        answers = []
        for i in range(40):  # new names as fast as it can: two get in, then it is told to wait
            client = WireClient(process.port, f"急ぎ{i}", source="127.0.0.8", hello=False)
            client.send({**hello, "name": f"急ぎ{i}"})
            client.pump(5.0)
            while not client.closed and not client.inbox:
                client.pump(0.2)
            answers.append(client.inbox[0]["type"] if client.inbox else "closed unanswered")
            if client.inbox and client.inbox[0]["type"] == "error":
                assert client.inbox[0]["code"] == "cooling_down"
            client.close()
        assert answers[:2] == ["welcome", "welcome"]
        told = answers.index("closed unanswered") - 2  # (the bucket refills a little meanwhile)
        assert 20 <= told <= 25 and answers[2:2 + told] == ["error"] * told, "told faster than once a second"
        assert set(answers[2 + told:]) == {"closed unanswered"}, "then closed as it connects"
        a_fresh_player_joins_and_plays(process.port)  # another machine is not held back
        time.sleep(3.2)
        again = WireClient(process.port, "また", source="127.0.0.8", hello=False)
        again.send({**hello, "name": "また"})
        assert again.wait_for("error")["code"] == "cooling_down", "answered again once the silence is over"
    finally:
        process.stop()
