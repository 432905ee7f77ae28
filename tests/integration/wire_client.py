"""A plain blocking-socket client for integration tests: it speaks the wire as docs/PROTOCOL.md
says, with no Twisted and no Qt, so it also proves the document is enough to write a client."""

from __future__ import annotations

import selectors
import socket
import struct
import time
from typing import Any

from protocol.codec import decode, encode
from protocol.messages import HOST_MESSAGES
from protocol.schema import validate
from protocol.version import APP_VERSION, PROTOCOL_VERSION

ACTIONS_PER_SECOND = 20
"""A scripted player that acts the moment the host answers would pass the host's flood limit
(`flood`: a burst of 60 messages, then 30 a second; docs/PROTOCOL.md) in a long match; it keeps to this,
still far faster than any person."""


def frame(message: dict[str, Any]) -> bytes:
    body = encode(message)
    return struct.pack(">I", len(body)) + body


def take(inbox: list[dict[str, Any]], kind: str, where: Any = None) -> dict[str, Any] | None:
    """The first message of ``kind`` in ``inbox`` (and passing ``where``), removed with every
    message before it; None if there is none yet."""
    for index, message in enumerate(inbox):
        if message["type"] == kind and (where is None or where(message)):
            del inbox[: index + 1]
            return message
    return None


class WireClient:
    def __init__(self, port: int, name: str, token: str | None = None, host: str = "127.0.0.1",
                 hello: bool = True, source: str | None = None) -> None:
        # ``source``: another loopback address (127.0.0.2, ...) stands for another machine
        self.sock = socket.create_connection((host, port), timeout=10,
                                             source_address=(source, 0) if source else None)
        self.buffer = b""
        self.inbox: list[dict[str, Any]] = []
        self.name = name
        self.token = token
        self.view: dict[str, Any] | None = None
        self.table: dict[str, Any] | None = None
        self.seq = -1
        self.errors: list[dict[str, Any]] = []
        self.closed = False
        self.pending: int | None = None  # ref of an action not yet acknowledged
        self._refs = 0
        self._next_act = 0.0
        if hello:
            message: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                                       "name": name}
            if token:
                message["token"] = token
            self.send(message)
            welcome = self.wait_for("welcome")
            self.token = welcome["token"]

    def send(self, message: dict[str, Any]) -> None:
        self.sock.sendall(frame(message))

    def act(self, action: dict[str, Any]) -> None:
        """Send a game action; ``pending`` stays set until the host acknowledges it."""
        self._next_act = time.monotonic() + 1 / ACTIONS_PER_SECOND
        self._refs += 1
        self.pending = self._refs
        self.send({"type": "act", "action": action, "ref": self._refs})

    def may_act(self) -> bool:
        return (self.pending is None and time.monotonic() >= self._next_act
                and self.view is not None and bool(self.view["legal"])
                and self.table is not None and self.table["status"] == "playing")

    def close(self) -> None:
        self.sock.close()

    def _readable(self, timeout: float) -> bool:
        """Whether the socket has data (a selector: no limit on descriptor numbers, unlike
        select(), so a test holding a thousand sockets still works)."""
        with selectors.DefaultSelector() as selector:
            selector.register(self.sock, selectors.EVENT_READ)
            return bool(selector.select(timeout))

    def pump(self, timeout: float = 0.0) -> list[dict[str, Any]]:
        """Read whatever has arrived (waiting up to ``timeout`` for the first bytes); answer pings;
        track the latest view and table."""
        got: list[dict[str, Any]] = []
        ready = [] if self.closed else self._readable(timeout)
        while ready:
            try:
                chunk = self.sock.recv(65536)
            except ConnectionResetError:  # what came before the reset is already in the buffer
                chunk = b""
            if not chunk:
                self.closed = True
                break
            self.buffer += chunk
            while len(self.buffer) >= 4:
                (length,) = struct.unpack(">I", self.buffer[:4])
                if len(self.buffer) < 4 + length:
                    break
                message = decode(self.buffer[4:4 + length])
                self.buffer = self.buffer[4 + length:]
                validate(message, HOST_MESSAGES)
                got.append(self._track(message))
            ready = [] if self.closed else self._readable(0)
        self.inbox.extend(got)
        return got

    def _track(self, message: dict[str, Any]) -> dict[str, Any]:
        kind = message["type"]
        if kind == "ping":
            self.send({"type": "pong", "n": message.get("n", 0)})
        elif kind == "view":
            if message["seq"] >= self.seq:
                self.view, self.seq = message["view"], message["seq"]
            if message.get("ack") == self.pending:
                self.pending = None
        elif kind == "table":
            self.table = message["table"]
        elif kind == "error":
            self.errors.append(message)
            if message.get("ref") == self.pending:
                self.pending = None
        return message

    def wait_for(self, kind: str, timeout: float = 10.0, where: Any = None) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            message = take(self.inbox, kind, where)
            if message is not None:
                return message
            if self.closed:
                raise ConnectionError(f"{self.name}: the host closed the connection")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name}: no {kind} within {timeout}s; got {[m['type'] for m in self.inbox]}")
            self.pump(0.2)
