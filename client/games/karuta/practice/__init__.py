"""競技かるた's two practice modes (issue 10, 「Practice modes」), local and for one person, with no
host: 札配置暗記練習 (memory.py, memory_window.py) and 汎用練習 (driver.py runs the real engine,
free_window.py, with its records in store.py and the progress charts in chart.py).

``PRACTICE_MODES`` (re-exported by client/games/karuta/__init__.py) is what the game setup shows
as buttons: (label, opener) each, the label a GameSetup tr() source text, ``opener(parent)``
opening the mode's window. The windows are imported only when a mode is opened."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget


def open_memory(parent: QWidget | None = None) -> Any:
    """「札配置暗記練習モードへ」: ★暗記練習開始前画面."""
    from client.games.karuta.practice.memory_window import open_memory_practice

    return open_memory_practice(parent)


def open_free(parent: QWidget | None = None) -> Any:
    """「汎用練習モードへ」: ★練習開始前画面."""
    from client.games.karuta.practice.free_window import open_free_practice

    return open_free_practice(parent)


PRACTICE_MODES = (
    (QT_TRANSLATE_NOOP("GameSetup", "札配置暗記練習モードへ"), open_memory),
    (QT_TRANSLATE_NOOP("GameSetup", "汎用練習モードへ"), open_free),
)

__all__ = ["PRACTICE_MODES", "open_free", "open_memory"]
