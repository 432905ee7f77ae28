"""The common engine work on a game's state: copying it, dumping and loading it, and undoing an
action the rules refused after it had begun to change things.

A game declares its state as a dataclass of typed parts (``Game.state_type``); ``dump`` and
``load`` then come from the types through msgspec (already the host's encoder): fields of
builtin types, nested dataclasses, enums and tuples convert both ways, and ``random.Random``
(the game's RNG, whose state a replay needs exactly) travels as its ``getstate()``. A game keeps
only its rules.

Instances are read and made attribute by attribute, never through their ``__dict__``: msgspec
reads a dataclass's ``__dict__`` when it encodes one and fills it when it makes one, and in
CPython 3.11 an object whose ``__dict__`` has been asked for keeps it, so that every later
attribute read on it takes the slow path (twice the instructions: a state read thousands of
times a step by views and CPU playouts, and dumped every 32 steps, would pay it for the rest of
the match).
"""

from __future__ import annotations

import dataclasses
import functools
import random
import typing
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


@functools.cache
def _fields(kind: type) -> tuple[tuple[str, ...], frozenset[str]]:
    """A dataclass's field names in order, and those whose type may hold a dataclass instance."""
    hints = typing.get_type_hints(kind)
    names = tuple(f.name for f in dataclasses.fields(kind))
    return names, frozenset(name for name in names if _may_hold_dataclass(hints[name]))


def _may_hold_dataclass(hint: Any) -> bool:
    return dataclasses.is_dataclass(hint) or any(_may_hold_dataclass(arg) for arg in typing.get_args(hint))


def _is_instance(value: Any) -> bool:
    return hasattr(type(value), "__dataclass_fields__")


def _within(value: Any, each: Callable[[Any], Any]) -> Any:
    """``value`` with ``each`` applied to every dataclass instance in it (through lists, tuples
    and maps)."""
    if _is_instance(value):
        return each(value)
    if isinstance(value, list):
        return [_within(v, each) for v in value]
    if isinstance(value, tuple):
        items = [_within(v, each) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)  # a named tuple
    if isinstance(value, dict):
        return {k: _within(v, each) for k, v in value.items()}
    return value


def _as_map(instance: Any) -> dict[str, Any]:
    """A dataclass instance's fields read one by one (nested instances as maps in turn)."""
    names, nested = _fields(type(instance))
    data = {name: getattr(instance, name) for name in names}
    for name in nested:
        data[name] = _within(data[name], _as_map)
    return data


def _made_anew(instance: Any) -> Any:
    """The same instance made attribute by attribute, as its constructor makes one (nested
    instances too): an object msgspec made keeps the ``__dict__`` it filled."""
    kind = type(instance)
    names, nested = _fields(kind)
    fresh = object.__new__(kind)
    for name in names:
        value = getattr(instance, name)
        object.__setattr__(fresh, name, _within(value, _made_anew) if name in nested else value)
    post_init = getattr(fresh, "__post_init__", None)
    if post_init is not None:  # what it keeps beside its fields (karuta's Field: its index)
        post_init()
    return fresh


def dump_state(state: Any) -> dict[str, Any]:
    """A typed state as msgpack-able data (a fresh value: nothing shared with the state): its
    fields read one by one, then one msgpack encode and decode (what ``msgspec.to_builtins``
    gives, in one pass of msgspec's C code)."""
    return msgspec.msgpack.decode(_STATE_ENCODER.encode(_as_map(state)))


def load_state(kind: type[S], data: Any) -> S:
    """The inverse of ``dump_state`` for a state of type ``kind``."""
    return _made_anew(msgspec.convert(data, kind, dec_hook=_decode_hook, strict=False))


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
        for name, value in vars(restored).items():  # the state's own __dict__ never asked for
            object.__setattr__(state, name, value)
        raise
