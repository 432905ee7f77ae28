"""The common engine work on a game's state: copying it, dumping and loading it, and undoing an
action the rules refused after it had begun to change things.

A game declares its state as a dataclass of typed parts (``Game.state_type``); ``dump`` and
``load`` then come from the types through msgspec (already the host's encoder): fields of
builtin types, nested dataclasses, enums and tuples convert both ways, and ``random.Random``
(the game's RNG, whose state a replay needs exactly) travels as its ``getstate()``. A game keeps
only its rules.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import msgspec

S = TypeVar("S")


def rng_state_to_data(rng: random.Random) -> list[Any]:
    """A ``random.Random``'s state as msgpack-able data."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_data(data: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def plain_copy(value: Any) -> Any:
    """A deep copy of plain data, exactly as msgpack would carry it (tuples become lists); the
    round trip through msgspec's C code is many times faster than copying in Python."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(value))


def _encode_hook(value: Any) -> Any:
    if isinstance(value, random.Random):
        return rng_state_to_data(value)
    raise NotImplementedError(f"cannot dump a {type(value).__name__}")


def _decode_hook(kind: type, value: Any) -> Any:
    if kind is random.Random:
        return rng_from_data(value)
    raise NotImplementedError(f"cannot load a {kind.__name__}")


_STATE_ENCODER = msgspec.msgpack.Encoder(enc_hook=_encode_hook)


def dump_state(state: Any) -> dict[str, Any]:
    """A typed state as msgpack-able data (a fresh value: nothing shared with the state). One
    encode and decode: what ``msgspec.to_builtins`` gives, without its extra pass over the state
    (a snapshot is taken every 32 steps, in the reactor)."""
    return msgspec.msgpack.decode(_STATE_ENCODER.encode(state))


def load_state(kind: type[S], data: Any) -> S:
    """The inverse of ``dump_state`` for a state of type ``kind``."""
    return msgspec.convert(data, kind, dec_hook=_decode_hook, strict=False)


@contextmanager
def undone_on(errors: type[BaseException] | tuple[type[BaseException], ...], state: Any,
              dump: Callable[[Any], Any], load: Callable[[Any], Any]) -> Iterator[None]:
    """Run the block; should it raise one of ``errors``, put ``state`` back as it was before
    (its attributes, in place: callers keep their reference). For an action whose rules are
    checked as it is applied (timers that fell due first, a word read as it is laid); an
    engine that checks before it changes anything does not need it."""
    before = dump(state)
    try:
        yield
    except errors:
        restored = load(before)
        state.__dict__.update(restored.__dict__)
        raise
