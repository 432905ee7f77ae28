"""A stand-in for the HallBridge, for widget unit tests that emit network events by hand. The
flow tests use the real HallBridge against a real host; this is only for details.

It shares the real bridge's signals (``BridgeSignals``) and records the calls the widgets make,
refusing any method the real bridge lacks, so a renamed bridge method fails these tests too."""

from __future__ import annotations

import inspect
from typing import Any

from client.net.bridge import BridgeSignals, HallBridge

METHODS = frozenset(
    name for name, value in inspect.getmembers(HallBridge)
    if not name.startswith("_") and inspect.isfunction(value)
)
"""The real bridge's public methods: the calls a widget may make."""


class FakeBridge(BridgeSignals):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.name = ""
        self.token = None
        self.games: list[dict[str, Any]] = []
        self.stamps: list[dict[str, Any]] = []
        self.host_info: dict[str, Any] = {}

    def __getattr__(self, name: str) -> Any:
        if name not in METHODS:
            raise AttributeError(f"HallBridge has no method {name!r}")

        def record(*args: Any) -> None:
            self.calls.append((name, args))

        return record

    def called(self, name: str) -> list[tuple[Any, ...]]:
        return [args for n, args in self.calls if n == name]

    def requests(self) -> list[tuple[str, tuple[Any, ...]]]:
        """The calls that would reach the host (not the questions asked of the bridge itself)."""
        return [(n, args) for n, args in self.calls if n not in QUESTIONS]


QUESTIONS = frozenset({"again", "rejoinable"})
"""Bridge methods that ask it what it knows and send nothing."""
