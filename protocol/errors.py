"""Typed errors on the wire: a stable ``code`` and a Japanese message a player can act on.

Every error the host sends is ``{"type": "error", "code": ..., "message": ..., "about": ...}``;
docs/PROTOCOL.md lists every code. Clients show ``message``; programs branch on ``code``.
"""

from __future__ import annotations

from enum import Enum
from typing import Any


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


MESSAGES: dict[ErrorCode, str] = {
    ErrorCode.FRAME_TOO_LARGE: "メッセージが大きすぎます。接続を閉じます。",
    ErrorCode.BAD_FRAME: "読み取れないデータを受け取りました。接続を閉じます。",
    ErrorCode.NOT_A_MAP: "メッセージの形式が正しくありません（マップではありません）。",
    ErrorCode.MISSING_TYPE: "メッセージに種類（type）がありません。",
    ErrorCode.UNKNOWN_TYPE: "知らない種類のメッセージです。",
    ErrorCode.BAD_FIELD: "メッセージの項目が正しくありません。",
    ErrorCode.TOO_DEEP: "メッセージの入れ子が深すぎます。",
    ErrorCode.HANDSHAKE_REQUIRED: "最初に接続のあいさつ（hello）を送ってください。",
    ErrorCode.ALREADY_HANDSHAKEN: "あいさつ（hello）は済んでいます。",
    ErrorCode.VERSION_MISMATCH: "バージョンが違うため接続できません。",
    ErrorCode.NAME_INVALID: "名前が正しくありません。1〜16文字で入力してください。",
    ErrorCode.NAME_TAKEN: "その名前はすでに使われています。別の名前で接続してください。",
    ErrorCode.HOST_FULL: "サーバーが満員です。しばらくしてからもう一度接続してください。",
    ErrorCode.TOO_MANY_CONNECTIONS: "この機械からの接続が多すぎます。使っていないZashikiの画面を閉じてから、もう一度接続してください。",
    ErrorCode.COOLING_DOWN: "短い時間に送りすぎたため、しばらく接続できません。10秒ほど待ってから接続してください。",
    ErrorCode.TOO_MANY_TABLES: "卓が多すぎるため、新しい卓を作れません。使っていない卓を閉じるか、空いている卓に座ってください。",
    ErrorCode.RATE_LIMITED: "送信が多すぎます。少し待ってから送ってください。",
    ErrorCode.FLOOD: "短い時間に送られたメッセージが多すぎるため、接続を閉じます。",
    ErrorCode.TIMEOUT: "応答がないため接続を閉じます。",
    ErrorCode.REPLACED: "同じプレイヤーが別の接続から入り直したため、この接続を閉じます。",
    ErrorCode.EVICTED: "サーバーが満員になったため、この接続（しばらく操作がなかったか、同じ端末からの接続が多すぎました）を閉じて、新しく来た人に場所を譲りました。遊ぶときは、しばらくしてからもう一度接続してください。",
    ErrorCode.HOST_CLOSING: "ホストがサーバーを終了しました。続けるには、ホストにもう一度サーバーを始めてもらってから接続してください。",
    ErrorCode.UNKNOWN_GAME: "そのゲームはこのサーバーにありません。",
    ErrorCode.BAD_SETTINGS: "卓の設定が正しくありません。",
    ErrorCode.UNKNOWN_TABLE: "その卓は見つかりません。卓の一覧を確かめてください。",
    ErrorCode.TABLE_FULL: "その卓は満席です。",
    ErrorCode.SEAT_TAKEN: "その席はすでに埋まっています。",
    ErrorCode.ALREADY_SEATED: "すでに別の卓に座っています。先に席を立ってください。",
    ErrorCode.NOT_SEATED: "その卓に座っていません。",
    ErrorCode.NOT_OWNER: "卓を作った人だけができる操作です。",
    ErrorCode.NOT_READY: "全員の準備ができていません。",
    ErrorCode.GAME_STARTED: "対局はもう始まっています。",
    ErrorCode.GAME_NOT_STARTED: "対局はまだ始まっていません。",
    ErrorCode.MALFORMED_ACTION: "その操作の形式が正しくありません。",
    ErrorCode.ILLEGAL_ACTION: "その手はルール上できません。",
    ErrorCode.NOT_YOUR_TURN: "いまはあなたの番ではありません。",
    ErrorCode.INTERNAL_ERROR: "サーバー内部でエラーが起きました。操作は取り消されました。",
}

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

    def __init__(self, code: ErrorCode, message: str | None = None, **detail: Any) -> None:
        self.code = code
        self.message = message or MESSAGES[code]
        self.detail = detail
        super().__init__(f"{code.value}: {self.message}")

    @property
    def fatal(self) -> bool:
        return self.code in FATAL

    def to_message(self, about: str | None = None) -> dict[str, Any]:
        msg: dict[str, Any] = {"type": "error", "code": self.code.value, "message": self.message}
        if about is not None:
            msg["about"] = about
        msg.update(self.detail)
        return msg
