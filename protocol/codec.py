"""The msgpack codec: one message is one msgpack map with a ``type`` key.

Decoding is strict: string keys only, bounded container sizes, bounded nesting. Anything else is
a ``ProtocolError`` with a typed code, never an exception from deep inside msgpack.
"""

from __future__ import annotations

from typing import Any

import msgpack

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


def encode(message: dict[str, Any]) -> bytes:
    """One message as msgpack bytes (without the length prefix)."""
    return msgpack.packb(message, use_bin_type=True)


def depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """Nesting depth of maps and lists in ``value`` (a scalar is 0); stops counting past limit."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children = list(item.values())
        elif isinstance(item, (list, tuple)):
            children = list(item)
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest


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
