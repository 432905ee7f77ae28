"""The app's own network client (HallClient) asks for views as changes and hands its listener
whole views only: against a real server process, a daifugō hand against two CPU players, each
view the listener gets follows the one before, and the view it holds at the end is exactly the
host's whole view of that step (asked with `resend_view`)."""

from __future__ import annotations

import pytest

from client.net import reactor_thread
from tests.integration.test_client_reconnect import open_client

pytestmark = pytest.mark.integration


def test_the_app_client_rebuilds_every_view_from_changes(server):
    client, recorder = open_client(server.port, "たろう")
    recorder.wait("message", lambda m: m["type"] == "welcome")
    reactor_thread.call(client.send, {"type": "create_table", "game": "daifugo", "seats": 3,
                                      "settings": {}, "cpu_level": "easy"})
    recorder.wait("message", lambda m: m["type"] == "table" and m["table"])
    arrived: list[str] = []  # what came on the wire, before the client rebuilt it
    rebuild = client.views.receive
    client.views.receive = lambda message: (arrived.append(message["type"]), rebuild(message))[1]
    reactor_thread.call(client.send, {"type": "start"})
    views: list[dict] = []
    ref = 0
    while True:
        kind, message = recorder.events.get(timeout=20)
        if kind != "message" or message["type"] not in ("view", "view_changes"):
            continue
        assert message["type"] == "view", "the listener sees whole views only"
        if views and message["seq"] > 0:
            assert message["seq"] == views[-1]["seq"] + 1
        views.append(message)
        legal = message["view"]["legal"]
        if legal and len(views) >= 25:
            break  # our move: the table waits for it
        if legal:
            ref += 1
            reactor_thread.call(client.send, {"type": "act", "action": legal[-1], "ref": ref})
    assert arrived.count("view_changes") > 10
    reactor_thread.call(client.send, {"type": "resend_view"})
    again = recorder.wait("message", lambda m: m["type"] == "view")
    assert again["seq"] == views[-1]["seq"] and again["view"] == views[-1]["view"]
    assert arrived[-1] == "view"  # sent whole
    reactor_thread.call(client.close)
