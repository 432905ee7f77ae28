"""The Twisted reactor in one worker thread, for the whole life of the process.

The GUI thread never touches Twisted objects directly: it hands work over with ``call`` (which is
``reactor.callFromThread``) and hears back through Qt signals. This works the same on Windows,
macOS and Linux.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

_lock = threading.Lock()
_thread: threading.Thread | None = None


def reactor() -> Any:
    from twisted.internet import reactor as the_reactor

    return the_reactor


def ensure_running() -> None:
    global _thread
    with _lock:
        if _thread is not None and _thread.is_alive():
            return
        the_reactor = reactor()
        _thread = threading.Thread(target=the_reactor.run, kwargs={"installSignalHandlers": False},
                                   name="zashiki-reactor", daemon=True)
        _thread.start()


def call(function: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    """Run ``function`` in the reactor thread, soon."""
    ensure_running()
    reactor().callFromThread(function, *args, **kwargs)


def call_and_wait(function: Callable[..., Any], *args: Any, timeout: float = 10.0) -> Any:
    """Run ``function`` in the reactor thread and return its result (or raise its exception)."""
    done = threading.Event()
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = function(*args)
        except BaseException as error:  # handed back to the caller's thread
            outcome["error"] = error
        done.set()

    call(run)
    if not done.wait(timeout):
        raise TimeoutError("the network thread did not answer")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
