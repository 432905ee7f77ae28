"""One schema mechanism for every message and every game action: a type maps to its fields,
each a ``Field``.

``validate(message, schemas)`` checks a decoded message against its declared schema before
anything acts on it; a mismatch is a ``ProtocolError`` naming the field. Fields not declared are
refused too, so a typo in a client shows up at once instead of being silently ignored. Games
declare their actions with the same ``Field`` (server/games/actions.py): numbers are finite,
strings and lists bounded, list items checked by a ``Field`` of their own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.texts import Text

KINDS = ("str", "int", "float", "bool", "map", "list", "bytes", "any")


@dataclass(frozen=True)
class Field:
    """``kind`` is one of ``KINDS``. A float is any finite number (an int is a float too; NaN
    and the infinities are never one). ``items``: a list's items, as a kind or a ``Field``."""

    kind: str
    required: bool = True
    nullable: bool = False
    max_len: int | None = None  # str: characters; list/map: items
    min_len: int = 0
    minimum: float | None = None
    maximum: float | None = None
    items: str | Field | None = None
    doc: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")

    def problem(self, name: str, value: Any) -> Text | None:
        """What is wrong with ``value`` for this field, or None when it fits."""
        if value is None:
            return None if self.nullable else HOST("field.null", field=name)
        if not _is_kind(value, self.kind):
            return HOST("field.kind", field=name, kind=self.kind)
        if self.kind == "float" and not math.isfinite(value):
            return HOST("field.not_finite", field=name)
        if self.kind in ("str", "list", "map", "bytes"):
            if self.max_len is not None and len(value) > self.max_len:
                return HOST("field.too_long", field=name, max=self.max_len)
            if len(value) < self.min_len:
                return HOST("field.too_short", field=name, min=self.min_len)
        if self.kind in ("int", "float"):
            if self.minimum is not None and value < self.minimum:
                return HOST("field.too_small", field=name, min=self.minimum)
            if self.maximum is not None and value > self.maximum:
                return HOST("field.too_large", field=name, max=self.maximum)
        if self.kind == "list" and self.items is not None:
            item_field = self.items if isinstance(self.items, Field) else Field(self.items)
            for item in value:
                found = item_field.problem(name, item)
                if found is not None:
                    return found
        return None

    def check(self, name: str, value: Any) -> None:
        found = self.problem(name, value)
        if found is not None:
            raise ProtocolError(ErrorCode.BAD_FIELD, found, field=name)


def _is_kind(value: Any, kind: str) -> bool:
    if kind == "any":
        return True
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, {"str": str, "bool": bool, "map": dict, "list": list, "bytes": bytes}[kind])


Schema = dict[str, Field]


def problem(message: dict[str, Any], schema: Schema) -> tuple[str, Text] | None:
    """The first field of ``message`` that does not fit ``schema`` and why, or None. Every key
    but ``type`` must be declared; every required field present."""
    for name in message:
        if name != "type" and name not in schema:
            return str(name)[:40], HOST("field.undeclared", field=str(name)[:40])
    for name, field in schema.items():
        if name in message:
            found = field.problem(name, message[name])
            if found is not None:
                return name, found
        elif field.required:
            return name, HOST("field.missing", field=name)
    return None


def validate(message: dict[str, Any], schemas: dict[str, Schema]) -> dict[str, Any]:
    """Check ``message`` (already decoded, with a str ``type``) against ``schemas``."""
    kind = message["type"]
    schema = schemas.get(kind)
    if schema is None:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, HOST("field.unknown_message", type=kind[:40]))
    found = problem(message, schema)
    if found is not None:
        name, why = found
        raise ProtocolError(ErrorCode.BAD_FIELD, why, field=name)
    return message
