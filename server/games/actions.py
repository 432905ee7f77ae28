"""A game's actions as data: each action type and its fields, checked at the door.

A game declares ``ACTIONS = {"play": {"cards": Field("list", max_len=8, items=Field("str",
max_len=3))}, "pass": {}}`` with the one schema mechanism of the wire (protocol/schema.py):
numbers are finite, strings and lists bounded, every key declared. ``check_action`` is the first
thing an engine's ``act`` does, so a malformed action is refused the same way in every game,
before any rule looks at it, and nothing a game would not take reaches its log.
"""

from __future__ import annotations

from typing import Any

from protocol.host_texts import HOST
from protocol.schema import Field, Schema, problem
from server.games.errors import MalformedAction

Action = dict[str, Any]
"""An action is a msgpack-able map with a ``type`` key, e.g. ``{"type": "play", "cards": [..]}``."""

Event = dict[str, Any]
"""What happened, as a msgpack-able map with a ``type`` key. Events are public: every seat and
spectator may see every event. An event meant for one seat only carries ``"to": seat`` and the
host delivers it to that seat alone (``visible_events``)."""

HOST_ACTIONS = ("away", "back", "resume")
"""Action types only the host sends: ``away``/``back`` (``Game.pauses_when_away``) for a seat,
``resume`` (``Game.resume``) for the whole table after a restart."""

ActionSchemas = dict[str, Schema]
"""Action type -> its fields."""


def check_action(action: Any, schemas: ActionSchemas) -> str:
    """The action's ``type`` once it fits ``schemas``, else MalformedAction: a map whose
    ``type`` is one of the declared types, whose other keys are among that type's fields, each
    fitting its ``Field`` (required unless the field says otherwise)."""
    if not isinstance(action, dict):
        raise MalformedAction(HOST("action.not_a_map"))
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in schemas:
        raise MalformedAction(HOST("action.unknown"))
    found = problem(action, schemas[kind])
    if found is not None:
        raise MalformedAction(found[1], rule="shape")
    return kind


_KIND_OF_TYPE: dict[type, str] = {list: "list", dict: "map", str: "str", bool: "bool", int: "int",
                                  float: "float"}


def schemas_of(shapes: dict[str, dict[str, type | tuple[type, ...]]],
               required: dict[str, tuple[str, ...]] | None = None) -> ActionSchemas:
    """Action schemas from Python types per field (``{"cards": list}``): every field required
    unless ``required`` names the ones that are; ``(int, float)`` is a finite number."""
    schemas: ActionSchemas = {}
    for kind, fields in shapes.items():
        needed = fields if required is None else required.get(kind, ())
        schema: Schema = {}
        for name, wanted in fields.items():
            types = wanted if isinstance(wanted, tuple) else (wanted,)
            field_kind = "float" if float in types else _KIND_OF_TYPE[types[0]]
            if len(types) > 1 and float not in types:
                field_kind = "any"
            schema[name] = Field(field_kind, required=name in needed)
        schemas[kind] = schema
    return schemas


def check_shape(action: Any, shapes: dict[str, dict[str, type | tuple[type, ...]]],
                required: dict[str, tuple[str, ...]] | None = None) -> str:
    """``check_action`` for shapes given as Python types (``schemas_of``)."""
    return check_action(action, schemas_of(shapes, required))


def visible_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see (``None``: a spectator): the public ones and its own."""
    return [e for e in events if "to" not in e or (seat is not None and e["to"] == seat)]
