"""Typed errors on the wire: a stable ``code`` and a text a player can act on.

Every error the host sends is ``{"type": "error", "code": ..., "text": ..., "about": ...}``;
``text`` is a message code with its parameters (protocol/texts.py), rendered by each client in
its reader's language. docs/PROTOCOL.md lists every code. Programs branch on ``code``.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from protocol.host_texts import HOST
from protocol.texts import Text, in_japanese


class ErrorCode(str, Enum):
    # framing and decoding (the connection is closed after these)
    FRAME_TOO_LARGE = "frame_too_large"
    BAD_FRAME = "bad_frame"
    # schema
    NOT_A_MAP = "not_a_map"
    MISSING_TYPE = "missing_type"
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"
    TOO_DEEP = "too_deep"
    # session
    HANDSHAKE_REQUIRED = "handshake_required"
    ALREADY_HANDSHAKEN = "already_handshaken"
    VERSION_MISMATCH = "version_mismatch"
    NAME_INVALID = "name_invalid"
    NAME_TAKEN = "name_taken"
    HOST_FULL = "host_full"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    COOLING_DOWN = "cooling_down"
    RATE_LIMITED = "rate_limited"
    FLOOD = "flood"
    TIMEOUT = "timeout"
    REPLACED = "replaced"
    EVICTED = "evicted"
    HOST_CLOSING = "host_closing"
    # lobby and tables
    UNKNOWN_GAME = "unknown_game"
    BAD_SETTINGS = "bad_settings"
    UNKNOWN_TABLE = "unknown_table"
    TABLE_FULL = "table_full"
    TOO_MANY_TABLES = "too_many_tables"
    SEAT_TAKEN = "seat_taken"
    ALREADY_SEATED = "already_seated"
    NOT_SEATED = "not_seated"
    NOT_OWNER = "not_owner"
    NOT_READY = "not_ready"
    GAME_STARTED = "game_started"
    GAME_NOT_STARTED = "game_not_started"
    # game actions (from the engine)
    MALFORMED_ACTION = "malformed_action"
    ILLEGAL_ACTION = "illegal_action"
    NOT_YOUR_TURN = "not_your_turn"
    # the host itself
    INTERNAL_ERROR = "internal_error"


def general_text(code: ErrorCode) -> Text:
    """The general sentence for an error code (``host.error.<code>``), shown when the host gives
    no more particular one."""
    return HOST(f"error.{code.value}")

# Errors after which the host closes the connection.
FATAL: frozenset[ErrorCode] = frozenset(
    {
        ErrorCode.FRAME_TOO_LARGE,
        ErrorCode.BAD_FRAME,
        ErrorCode.VERSION_MISMATCH,
        ErrorCode.NAME_INVALID,
        ErrorCode.NAME_TAKEN,
        ErrorCode.HOST_FULL,
        ErrorCode.TOO_MANY_CONNECTIONS,
        ErrorCode.COOLING_DOWN,
        ErrorCode.FLOOD,
        ErrorCode.TIMEOUT,
        ErrorCode.REPLACED,
        ErrorCode.EVICTED,
        ErrorCode.HOST_CLOSING,
    }
)


class ProtocolError(Exception):
    """An error to report to the peer as an ``error`` message."""

    def __init__(self, code: ErrorCode, text: Text | str | None = None, **detail: Any) -> None:
        self.code = code
        self.text = text if text is not None else general_text(code)
        self.detail = detail
        super().__init__(f"{code.value}: {self.message}")

    @property
    def message(self) -> str:
        """The text in Japanese (the host's log, tests)."""
        return in_japanese(self.text)

    @property
    def fatal(self) -> bool:
        return self.code in FATAL

    def to_message(self, about: str | None = None) -> dict[str, Any]:
        text = self.text.to_wire() if isinstance(self.text, Text) else self.text
        msg: dict[str, Any] = {"type": "error", "code": self.code.value, "text": text}
        if about is not None:
            msg["about"] = about
        msg.update(self.detail)
        return msg
