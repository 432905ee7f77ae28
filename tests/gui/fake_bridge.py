"""A stand-in with the HallBridge's signals, for widget unit tests that emit network events by
hand. The flow tests use the real HallBridge against a real host; this is only for details."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal


class FakeBridge(QObject):
    connecting = Signal(str, int)
    welcomed = Signal(dict)
    lobby_changed = Signal(dict)
    board_received = Signal(list)
    chat_received = Signal(dict)
    table_changed = Signal(object)
    view_received = Signal(dict)
    stamp_received = Signal(dict)
    rules_received = Signal(str, str)
    error_received = Signal(dict)
    connection_failed = Signal(str)
    reconnecting = Signal(int, float)
    reconnected = Signal()
    disconnected = Signal(str)
    host_started = Signal(dict)
    record_received = Signal(dict)

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.name = ""
        self.token = None
        self.games: list[dict[str, Any]] = []
        self.stamps: list[dict[str, Any]] = []
        self.host_info: dict[str, Any] = {}

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)

        def record(*args: Any) -> None:
            self.calls.append((name, args))

        return record

    def called(self, name: str) -> list[tuple[Any, ...]]:
        return [args for n, args in self.calls if n == name]
