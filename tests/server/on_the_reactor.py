"""Waiting, from a test's thread, for something to become true on the process's reactor thread
(client.net.reactor_thread: the real reactor the host under test runs on)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from client.net import reactor_thread


def wait_until(condition: Callable[[], Any], seconds: float = 10.0) -> bool:
    """Whether ``condition()``, called on the reactor thread every 20 ms, came true within
    ``seconds``."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        if reactor_thread.call_and_wait(condition):
            return True
        time.sleep(0.02)
    return False
