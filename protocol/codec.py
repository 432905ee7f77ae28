"""The msgpack codec: one message is one msgpack map with a ``type`` key.

Decoding is strict: string keys only, bounded container sizes, bounded nesting. Anything else is
a ``ProtocolError`` with a typed code, never an exception from deep inside msgpack.
"""

from __future__ import annotations

from typing import Any

import msgpack
import msgspec

from protocol.errors import ErrorCode, ProtocolError

MAX_FRAME = 1 << 20
"""The largest frame either side accepts, in bytes (1 MiB), length prefix excluded."""

MAX_DEPTH = 16
"""Deepest nesting of maps and lists accepted inside one message."""

_LIMITS = dict(
    max_str_len=MAX_FRAME,
    max_bin_len=MAX_FRAME,
    max_array_len=100_000,
    max_map_len=100_000,
    max_ext_len=0,
)


_ENCODER = msgspec.msgpack.Encoder()
"""msgspec's encoder writes the very bytes ``msgpack.packb(use_bin_type=True)`` does (the smallest
integer, string, binary, array and map formats; floats as float64) about three times as fast:
the host encodes every seat's view after every step. Its methods are thread-safe (msgspec 0.16).
Decoding stays with msgpack, whose limits on lengths and map keys the decoder below relies on."""


def encode(message: dict[str, Any]) -> bytes:
    """One message as msgpack bytes (without the length prefix)."""
    return _ENCODER.encode(message)


def join_maps(*maps: bytes) -> msgspec.Raw:
    """One msgpack map holding the entries of ``maps`` (each an encoded map, their keys
    disjoint), made without decoding them: the part of a view every seat shares is encoded once
    per step and joined to each seat's own part (issue 12). ``encode`` writes the result into
    a message as it stands (``msgspec.Raw``)."""
    count, bodies = 0, []
    for data in maps:
        n, start = _map_header(data)
        count += n
        bodies.append(memoryview(data)[start:])
    return msgspec.Raw(b"".join([_map_header_bytes(count), *bodies]))


class EncodedEntries:
    """The msgpack encoding of each entry of a keyed collection, kept while the entry is the
    same object: a list whose entries rarely change (the waiting room's 300 table summaries)
    is written out as the entries' kept bytes (``msgspec.Raw``), not encoded afresh each time
    (issue 15). Entries must not be changed in place: a changed entry is a new object."""

    def __init__(self) -> None:
        self._kept: dict[Any, tuple[Any, msgspec.Raw]] = {}

    def raws(self, entries: dict[Any, Any]) -> list[msgspec.Raw]:
        """``entries``' values, encoded, in order; what is kept is exactly these entries'."""
        old, kept = self._kept, {}
        for key, value in entries.items():
            pair = old.get(key)
            if pair is None or pair[0] is not value:
                pair = (value, msgspec.Raw(_ENCODER.encode(value)))
            kept[key] = pair
        self._kept = kept
        return [pair[1] for pair in kept.values()]


def _map_header(data: bytes) -> tuple[int, int]:
    """(entries, length of the header) of an encoded msgpack map."""
    first = data[0]
    if 0x80 <= first <= 0x8F:  # fixmap
        return first & 0x0F, 1
    if first == 0xDE:  # map 16
        return int.from_bytes(data[1:3], "big"), 3
    if first == 0xDF:  # map 32
        return int.from_bytes(data[1:5], "big"), 5
    raise ValueError("not an encoded msgpack map")


def _map_header_bytes(count: int) -> bytes:
    if count <= 0x0F:
        return bytes((0x80 | count,))
    if count <= 0xFFFF:
        return b"\xde" + count.to_bytes(2, "big")
    return b"\xdf" + count.to_bytes(4, "big")


def depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """Nesting depth of maps and lists in ``value`` (a scalar is 0); stops counting past limit.
    Counted a level at a time, looking only at the containers of each level."""
    level = 0
    containers = [value] if isinstance(value, (dict, list, tuple)) else []
    while containers:
        level += 1
        if level > limit:
            return level
        inside: list[Any] = []
        for item in containers:
            inside.extend(item.values() if isinstance(item, dict) else item)
        containers = [c for c in inside if isinstance(c, (dict, list, tuple))]
    return level


def decode(data: bytes) -> dict[str, Any]:
    """Bytes of one frame to a message map. Raises ProtocolError."""
    try:
        value = msgpack.unpackb(data, raw=False, strict_map_key=True, use_list=True, **_LIMITS)
    except msgpack.StackError as exc:
        raise ProtocolError(ErrorCode.TOO_DEEP) from exc
    except (ValueError, msgpack.UnpackException, msgpack.ExtraData, TypeError) as exc:
        raise ProtocolError(ErrorCode.BAD_FRAME) from exc
    if not isinstance(value, dict):
        raise ProtocolError(ErrorCode.NOT_A_MAP)
    if depth(value) > MAX_DEPTH:
        raise ProtocolError(ErrorCode.TOO_DEEP)
    if "type" not in value:
        raise ProtocolError(ErrorCode.MISSING_TYPE)
    if not isinstance(value["type"], str):
        raise ProtocolError(ErrorCode.BAD_FIELD, field="type")
    return value
