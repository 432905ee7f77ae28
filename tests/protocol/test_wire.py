"""Framing, codec, schema and the host connection, without sockets (StringTransport + Clock)."""

from __future__ import annotations

import random
import struct
from typing import Any

import msgpack
import pytest
from twisted.internet import task
from twisted.internet.testing import StringTransport

from protocol.codec import MAX_DEPTH, MAX_FRAME, EncodedEntries, decode, depth, encode, join_maps
from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import CLIENT_MESSAGES, HOST_MESSAGES
from protocol.schema import Field, validate
from protocol.texts import in_japanese
from protocol.version import APP_VERSION, PROTOCOL_VERSION
from protocol.wire import DEAD_AFTER, PING_INTERVAL
from server.config import HallConfig
from server.connection import HELLO_TIMEOUT, HallFactory
from server.hall import Hall
from server.store import Store


def frame(message: Any) -> bytes:
    body = message if isinstance(message, bytes) else msgpack.packb(message, use_bin_type=True)
    return struct.pack(">I", len(body)) + body


def read_frames(data: bytes) -> list[dict[str, Any]]:
    out = []
    while data:
        (length,) = struct.unpack(">I", data[:4])
        out.append(decode(data[4:4 + length]))
        data = data[4 + length:]
    return out


HELLO = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "アリス"}


class Peer:
    def __init__(self, hall: Hall, clock: task.Clock, factory: HallFactory) -> None:
        self.transport = StringTransport()
        self.protocol = factory.buildProtocol(None)
        self.protocol.makeConnection(self.transport)
        self.clock = clock

    def feed(self, data: bytes, one_byte_at_a_time: bool = False) -> None:
        if one_byte_at_a_time:
            for i in range(len(data)):
                self.protocol.dataReceived(data[i:i + 1])
        else:
            self.protocol.dataReceived(data)

    def received(self) -> list[dict[str, Any]]:
        messages = read_frames(self.transport.value())
        for message in messages:
            validate(message, HOST_MESSAGES)
        return messages

    def errors(self) -> list[str]:
        return [m["code"] for m in self.received() if m["type"] == "error"]

    @property
    def closed(self) -> bool:
        return self.transport.disconnecting


@pytest.fixture
def host(tmp_path):
    clock = task.Clock()
    hall = Hall(Store(tmp_path / "h.sqlite3"), clock, HallConfig(addresses=["127.0.0.1"]))
    factory = HallFactory(hall, clock, max_connections=5)

    def connect() -> Peer:
        return Peer(hall, clock, factory)

    connect.hall = hall
    connect.clock = clock
    return connect


# -- codec and schema -------------------------------------------------------------------------------


def test_round_trip_and_exact_bytes():
    message = {"type": "chat", "text": "こんにちは"}
    assert decode(encode(message)) == message
    assert encode({"type": "ping"}) == b"\x81\xa4type\xa4ping"


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"\xc1", "bad_frame"),  # never used in msgpack
        (b"\x92\x01", "bad_frame"),  # truncated array
        (msgpack.packb([1, 2]), "not_a_map"),
        (msgpack.packb({"text": "x"}), "missing_type"),
        (msgpack.packb({"type": 3}), "bad_field"),
        (msgpack.packb({1: 2, "type": "ping"}), "bad_frame"),  # non-string key
        (b"\x91" * 2000 + b"\xc0", "too_deep"),
    ],
)
def test_decode_rejects_bad_bytes(data, code):
    with pytest.raises(ProtocolError) as error:
        decode(data)
    assert error.value.code.value == code


@pytest.mark.parametrize(("shared", "own"), [(0, 0), (0, 3), (10, 5), (15, 1), (16, 0), (60_000, 5_535),
                                             (65_535, 1), (70_000, 3)])
def test_join_maps_makes_the_one_map_of_both(shared, own):
    """A view's shared part, encoded once, joined to a seat's own part: the same message as the
    merged map encoded whole, across every msgpack map header (fixmap, map 16, map 32)."""
    a = {f"s{i}": i for i in range(shared)}
    b = {f"o{i}": [i, "札"] for i in range(own)}
    joined = encode({"type": "view", "view": join_maps(encode(a), encode(b))})
    assert decode(joined) == {"type": "view", "view": {**a, **b}}
    if shared + own < 16:
        assert joined == encode({"type": "view", "view": {**a, **b}})  # byte for byte


def test_join_maps_refuses_what_is_not_a_map():
    with pytest.raises(ValueError):
        join_maps(encode({"a": 1}), msgpack.packb([1, 2]))


def test_encoded_entries_write_the_same_list_and_encode_only_what_changed(monkeypatch):
    """The waiting room's whole list from each entry's kept encoding: byte for byte the list
    encoded whole; an entry is encoded again only when it is another object, and entries no
    longer listed are let go."""
    import protocol.codec as codec
    entries = {f"t{i}": {"id": f"t{i}", "seats": ["アリス", None] * i} for i in range(40)}
    kept = EncodedEntries()
    assert encode({"tables": kept.raws(entries)}) == encode({"tables": list(entries.values())})
    encoded: list[Any] = []
    real = codec._ENCODER
    monkeypatch.setattr(codec, "_ENCODER", type("Counting", (), {
        "encode": staticmethod(lambda value: encoded.append(value) or real.encode(value))})())
    entries["t3"] = {"id": "t3", "seats": []}  # changed: a new object
    del entries["t5"]
    entries["t40"] = {"id": "t40", "seats": ["ボブ"]}
    raws = kept.raws(entries)
    assert encoded == [entries["t3"], entries["t40"]]
    assert decode(encode({"type": "lobby", "tables": raws}))["tables"] == list(entries.values())
    assert set(kept._kept) == set(entries)


def test_depth_limit():
    nested: Any = 1
    for _ in range(MAX_DEPTH):
        nested = [nested]
    assert depth({"type": "x", "a": nested}) == MAX_DEPTH + 1
    with pytest.raises(ProtocolError) as error:
        decode(encode({"type": "act", "action": nested}))
    assert error.value.code == ErrorCode.TOO_DEEP


def test_schema_checks_types_lengths_and_unknown_fields():
    schemas = {"m": {"n": Field("int", minimum=0), "s": Field("str", max_len=3, required=False)}}
    validate({"type": "m", "n": 1, "s": "abc"}, schemas)
    bad = [
        ({"type": "m"}, "n"),
        ({"type": "m", "n": True}, "n"),
        ({"type": "m", "n": -1}, "n"),
        ({"type": "m", "n": 1, "s": "abcd"}, "s"),
        ({"type": "m", "n": 1, "x": 1}, "x"),
    ]
    for message, field in bad:
        with pytest.raises(ProtocolError) as error:
            validate(message, schemas)
        assert error.value.code == ErrorCode.BAD_FIELD and error.value.detail["field"] == field
    with pytest.raises(ProtocolError) as error:
        validate({"type": "zzz"}, schemas)
    assert error.value.code == ErrorCode.UNKNOWN_TYPE


def test_every_declared_message_field_is_documented():
    from pathlib import Path

    doc = (Path(__file__).parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    for table in (CLIENT_MESSAGES, HOST_MESSAGES):
        for kind, schema in table.items():
            assert f"`{kind}`" in doc, kind
            for name in schema:
                assert f"`{name}`" in doc, (kind, name)
    for code in ErrorCode:
        assert f"`{code.value}`" in doc, code


def test_the_protocol_documents_numbers_are_the_codes():
    """The numbers a client written from docs/PROTOCOL.md alone must get right are the ones the
    code uses: the protocol version (in the title and in ``hello``), the port, the frame limit,
    the nesting limit, the ping interval and the silence after which a peer is gone."""
    import re
    from pathlib import Path

    from protocol import codec, wire
    from protocol.version import DEFAULT_PORT
    from server.connection import HELLO_TIMEOUT

    doc = (Path(__file__).parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    assert re.search(r"^# The Zashiki wire protocol \(version (\d+)\)", doc, re.M).group(1) == str(PROTOCOL_VERSION)
    assert re.search(r"`protocol` \(int, this document: (\d+)\)", doc).group(1) == str(PROTOCOL_VERSION)
    assert f"port **{DEFAULT_PORT}**" in doc
    assert f"**{codec.MAX_FRAME:,}** (1 MiB)" in doc
    assert f"nesting deeper than {codec.MAX_DEPTH} levels" in doc
    assert f"every **{wire.PING_INTERVAL:g} seconds**" in doc
    assert f"no complete message for **{wire.DEAD_AFTER:g} seconds**" in doc
    assert f"only its {HELLO_TIMEOUT:g} s hello timeout" in doc


# -- the host connection ----------------------------------------------------------------------------


def test_handshake_fed_one_byte_at_a_time(host):
    peer = host()
    peer.feed(frame(HELLO), one_byte_at_a_time=True)
    kinds = [m["type"] for m in peer.received()]
    assert kinds[:2] == ["welcome", "board"]


def test_messages_before_handshake_are_refused(host):
    peer = host()
    peer.feed(frame({"type": "chat", "text": "hi"}))
    assert peer.errors() == ["handshake_required"] and not peer.closed
    peer.feed(frame(HELLO))
    assert "welcome" in [m["type"] for m in peer.received()]


@pytest.mark.parametrize(
    ("payload", "code", "closes"),
    [
        (b"\xc1\xc1", "bad_frame", True),
        (msgpack.packb("hello"), "not_a_map", False),
        (msgpack.packb({"name": "x"}), "missing_type", False),
        (msgpack.packb({"type": "teleport"}), "unknown_type", False),
        (msgpack.packb({"type": "chat", "text": 5}), "bad_field", False),
        (msgpack.packb({"type": "hello", "protocol": "1", "app": "x", "name": "y"}), "bad_field", False),
        (b"\x82\xa4type\xa3act\xa6action" + b"\x91" * 5000 + b"\xc0", "too_deep", False),
    ],
)
def test_bad_frames_get_typed_errors(host, payload, code, closes):
    peer = host()
    peer.feed(frame(payload))
    assert peer.errors() == [code]
    assert peer.closed is closes


def test_oversized_frame_is_refused_before_it_arrives(host):
    peer = host()
    peer.feed(struct.pack(">I", MAX_FRAME + 1) + b"x" * 10)
    assert peer.errors() == ["frame_too_large"] and peer.closed


def test_wrong_version_closes_with_both_versions(host):
    peer = host()
    peer.feed(frame({**HELLO, "protocol": PROTOCOL_VERSION + 5, "app": "0.0.1"}))
    error = peer.received()[-1]
    assert error["code"] == "version_mismatch" and error["host_protocol"] == PROTOCOL_VERSION
    said = in_japanese(error["text"])
    assert "0.0.1" in said and APP_VERSION in said
    assert peer.closed


def test_half_frame_then_silence_is_dropped(host):
    peer = host()
    peer.feed(frame(HELLO))
    peer.feed(struct.pack(">I", 100) + b"abc")  # then nothing more
    t = 0.0
    while not peer.closed and t < DEAD_AFTER + 3 * PING_INTERVAL:
        host.clock.advance(PING_INTERVAL)
        t += PING_INTERVAL
    assert peer.closed and "timeout" in peer.errors()


def test_live_peer_answering_pings_stays(host):
    peer = host()
    peer.feed(frame(HELLO))
    for _ in range(20):
        host.clock.advance(PING_INTERVAL)
        for ping in [m for m in peer.received() if m["type"] == "ping"]:
            peer.feed(frame({"type": "pong", "n": ping["n"]}))
        peer.transport.clear()
    assert not peer.closed


def test_the_host_pings_from_hello_on(host):
    """Before hello only the hello timeout watches a connection (no timer of its own); from
    hello the host pings at once and every PING_INTERVAL."""
    peer = host()
    host.clock.advance(PING_INTERVAL * 3)
    assert not any(m["type"] == "ping" for m in peer.received()) and not peer.closed
    peer.feed(frame(HELLO))
    assert [m["type"] for m in peer.received()].count("ping") == 1
    peer.transport.clear()
    host.clock.advance(PING_INTERVAL)
    assert [m["type"] for m in peer.received()].count("ping") == 1


def test_silent_connection_without_hello_is_closed(host):
    peer = host()
    host.clock.advance(HELLO_TIMEOUT + 0.1)
    assert peer.closed and peer.errors() == ["timeout"]


def test_each_silent_connection_gets_its_own_full_hello_timeout(host):
    """One timer watches every silent connection: each is closed when its own time is over,
    not when the oldest's is."""
    first = host()
    host.clock.advance(HELLO_TIMEOUT / 2)
    second = host()
    host.clock.advance(HELLO_TIMEOUT / 2 + 0.1)
    assert first.closed and first.errors() == ["timeout"]
    assert not second.closed
    host.clock.advance(HELLO_TIMEOUT / 2)
    assert second.closed and second.errors() == ["timeout"]


def test_flood_closes_the_connection(host):
    peer = host()
    peer.feed(frame(HELLO))
    peer.feed(b"".join(frame({"type": "ping"}) for _ in range(200)))
    assert "flood" in peer.errors() and peer.closed


def test_too_many_connections_are_told_host_full(host):
    """Every connection has said hello (so none can be dropped to make room): the next is full."""
    peers = [host() for _ in range(5)]
    for n, peer in enumerate(peers):
        peer.feed(frame({**HELLO, "name": f"人{n}"}))
    late = host()
    assert not any(peer.closed for peer in peers)
    assert late.closed and late.errors() == ["host_full"]


def test_random_garbage_never_crashes(host):
    rng = random.Random(1)
    for _ in range(200):
        peer = host()
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
        peer.feed(frame(junk) if rng.random() < 0.7 else junk)
        for message in peer.received():
            assert message["type"] in ("error", "ping")
        peer.protocol.connectionLost(None)
    assert host.hall.tables == {}


@pytest.mark.parametrize(
    ("act", "code"),
    [
        ({"type": "act", "action": {"type": "add", "n": 1}, "ref": 7}, "not_seated"),
        ({"type": "act", "action": "play", "ref": 7}, "bad_field"),
        ({"type": "act", "ref": 7}, "bad_field"),
    ],
)
def test_every_error_an_act_caused_carries_its_ref(host, act, code):
    peer = host()
    peer.feed(frame(HELLO))
    peer.feed(frame(act))
    error = [m for m in peer.received() if m["type"] == "error"][-1]
    assert error["code"] == code and error["ref"] == 7
