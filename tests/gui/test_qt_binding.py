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


def test_signal_emits_keep_true_alive(qtbot):
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        fired = Signal(bool)

    emitter = Emitter()
    received = []
    emitter.fired.connect(received.append)
    before = sys.getrefcount(True)
    for _ in range(3000):
        emitter.fired.emit(True)
    assert len(received) == 3000
    assert sys.getrefcount(True) >= before - 100
