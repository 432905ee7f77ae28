"""A guard against a PySide6 6.12.0 bug on Python 3.11: every call of a Qt method that returns
nothing (``QPainter.drawEllipse``, ``QWidget.setVisible`` ...) drops one reference to ``None``
that it never took. ``None`` starts with a few thousand references, so drawing a few dozen
cards is enough to bring its count to zero and abort the interpreter ("none_dealloc").

``keeps_none_alive`` wraps a method: it gives back, after the call, the references to None the
call lost. Python 3.12 and later make None immortal, and there the guard does nothing. The real
fix belongs in the environment (a PySide6 without the bug, or Python 3.12+).
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
_ACTIVE = sys.version_info < (3, 12)
_depth = 0


def _refcount_cell() -> ctypes.c_ssize_t:
    return ctypes.c_ssize_t.from_address(id(None))


def keeps_none_alive(method: F) -> F:
    if not _ACTIVE:
        return method

    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        global _depth
        _depth += 1
        before = sys.getrefcount(None)
        try:
            return method(*args, **kwargs)
        finally:
            _depth -= 1
            if _depth == 0:
                lost = before - sys.getrefcount(None)
                if lost > 0:
                    _refcount_cell().value += lost

    return wrapper  # type: ignore[return-value]
