"""The app's own network client (HallClient in the reactor thread) against a real server process:
failures explained in Japanese, and reconnection by itself across a drop and a kill -9."""

from __future__ import annotations

import queue
import socket
import time
from typing import Any

import pytest
from twisted.internet import error as net_error

from client.net import reactor_thread
from client.net.connection import HallClient, explain_failure

pytestmark = pytest.mark.integration


class Recorder:
    """A ClientListener that hands everything to the test thread."""

    def __init__(self) -> None:
        self.events: queue.Queue[tuple[str, Any]] = queue.Queue()

    def on_message(self, message: dict[str, Any]) -> None:
        self.events.put(("message", message))

    def on_failed(self, text: str) -> None:
        self.events.put(("failed", text))

    def on_reconnecting(self, attempt: int, delay: float) -> None:
        self.events.put(("reconnecting", attempt))

    def on_reconnected(self) -> None:
        self.events.put(("reconnected", None))

    def on_disconnected(self, text: str) -> None:
        self.events.put(("disconnected", text))

    def wait(self, kind: str, where: Any = None, timeout: float = 20.0) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(kind)
            got, value = self.events.get(timeout=remaining)
            if got == kind and (where is None or where(value)):
                return value


def open_client(port: int, name: str) -> tuple[HallClient, Recorder]:
    return open_client_to("127.0.0.1", port, name)


def is_type(kind: str):
    return lambda message: message["type"] == kind


def test_refused_connection_is_explained():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    client, recorder = open_client(port, "だれか")
    text = recorder.wait("failed")
    assert "断られました" in text and "ポート番号" in text


def test_failure_texts_say_what_to_do():
    dns = explain_failure(net_error.DNSLookupError("x"), "tanaka-pc", 47300)
    assert "tanaka-pc" in dns and "IPアドレス" in dns
    slow = explain_failure(net_error.TimeoutError(), "10.0.0.9", 47300)
    assert "応答がありません" in slow and "ファイアウォール" in slow


def test_reconnects_after_a_drop_and_after_kill_9(server):
    client, recorder = open_client(server.port, "たろう")
    welcome = recorder.wait("message", is_type("welcome"))
    assert welcome["resumed"] is False
    reactor_thread.call(client.send, {"type": "create_table", "game": "daifugo", "seats": 3,
                                      "settings": {}, "cpu_level": "easy"})
    table = recorder.wait("message", lambda m: m["type"] == "table" and m["table"])["table"]

    reactor_thread.call(client.drop_for_test)
    recorder.wait("reconnecting")
    recorder.wait("reconnected")
    back = recorder.wait("message", lambda m: m["type"] == "table" and m["table"])
    assert back["table"]["id"] == table["id"] and back["table"]["you"] == 0

    server.kill9()
    recorder.wait("reconnecting")
    server.start()  # same port, same data folder
    recorder.wait("reconnected", timeout=30)
    again = recorder.wait("message", lambda m: m["type"] == "table" and m["table"])
    assert again["table"]["id"] == table["id"] and again["table"]["you"] == 0
    reactor_thread.call(client.close)


def test_name_taken_is_a_clear_failure(server):
    first, first_events = open_client(server.port, "はなこ")
    first_events.wait("message", is_type("welcome"))
    second, events = open_client(server.port, "はなこ")
    assert "すでに使われています" in events.wait("failed")
    reactor_thread.call(first.close)


def test_ipv6_address_and_host_name(tmp_path):
    from .conftest import ServerProcess

    v6 = ServerProcess(tmp_path, 0, bind="::1")
    try:
        client, recorder = open_client_to("::1", v6.port, "ろく")
        assert recorder.wait("message", is_type("welcome"))["host"]["addresses"] == ["::1"]
        reactor_thread.call(client.close)
    finally:
        v6.stop()
    v4 = ServerProcess(tmp_path, 0)
    try:
        client, recorder = open_client_to("localhost", v4.port, "なまえ")  # a host name, resolved locally
        recorder.wait("message", is_type("welcome"))
        reactor_thread.call(client.close)
    finally:
        v4.stop()


def open_client_to(host: str, port: int, name: str) -> tuple[HallClient, Recorder]:
    recorder = Recorder()
    client = reactor_thread.call_and_wait(
        lambda: HallClient(reactor_thread.reactor(), recorder, host, port, name))
    reactor_thread.call(client.connect)
    return client, recorder
