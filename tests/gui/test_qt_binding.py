"""The Qt binding we install must not leak references to None (PySide6 6.12.0 does, and
CPython before 3.12 aborts with "none_dealloc" after a few thousand widget calls)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_calls_returning_nothing_keep_none_alive(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(3000):
        label.setText("座敷")
    assert sys.getrefcount(None) >= before - 100
