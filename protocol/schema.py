"""One schema mechanism for every message: a message type maps to its fields, each a ``Field``.

``validate(message, schemas)`` checks a decoded message against its declared schema before
anything acts on it; a mismatch is a ``ProtocolError`` naming the field. Fields not declared are
refused too, so a typo in a client shows up at once instead of being silently ignored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from protocol.errors import ErrorCode, ProtocolError


@dataclass(frozen=True)
class Field:
    """``kind`` is one of: str, int, float, bool, map, list, any."""

    kind: str
    required: bool = True
    nullable: bool = False
    max_len: int | None = None  # str: characters; list/map: items
    min_len: int = 0
    minimum: int | None = None
    maximum: int | None = None
    items: str | None = None  # list: kind of each item (scalar kinds only)
    doc: str = ""

    def check(self, name: str, value: Any) -> None:
        if value is None:
            if self.nullable:
                return
            raise _bad(name, "値がありません")
        if not _is_kind(value, self.kind):
            raise _bad(name, f"{self.kind} である必要があります")
        if self.kind in ("str", "list", "map"):
            if self.max_len is not None and len(value) > self.max_len:
                raise _bad(name, f"長さは {self.max_len} までです")
            if len(value) < self.min_len:
                raise _bad(name, f"長さは {self.min_len} 以上です")
        if self.kind in ("int", "float"):
            if self.minimum is not None and value < self.minimum:
                raise _bad(name, f"{self.minimum} 以上です")
            if self.maximum is not None and value > self.maximum:
                raise _bad(name, f"{self.maximum} 以下です")
        if self.kind == "list" and self.items is not None:
            for item in value:
                if not _is_kind(item, self.items):
                    raise _bad(name, f"要素は {self.items} である必要があります")


def _is_kind(value: Any, kind: str) -> bool:
    if kind == "any":
        return True
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, {"str": str, "bool": bool, "map": dict, "list": list}[kind])


def _bad(name: str, why: str) -> ProtocolError:
    return ProtocolError(ErrorCode.BAD_FIELD, f"項目「{name}」が正しくありません（{why}）。", field=name)


Schema = dict[str, Field]


def validate(message: dict[str, Any], schemas: dict[str, Schema]) -> dict[str, Any]:
    """Check ``message`` (already decoded, with a str ``type``) against ``schemas``."""
    kind = message["type"]
    schema = schemas.get(kind)
    if schema is None:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"知らない種類のメッセージです: {kind[:40]}")
    for name in message:
        if name != "type" and name not in schema:
            raise _bad(name, "この種類のメッセージにない項目です")
    for name, field in schema.items():
        if name in message:
            field.check(name, message[name])
        elif field.required:
            raise _bad(name, "必須の項目です")
    return message
