"""The widget tests' stand-in for the bridge cannot drift from the real one: it shares its
signals and refuses any method the real bridge lacks."""

from __future__ import annotations

from typing import Any

import pytest

from client.net.bridge import BridgeSignals, HallBridge

from .fake_bridge import FakeBridge


def test_the_stand_in_shares_the_real_signals_and_refuses_unknown_methods(qapp: Any) -> None:
    fake = FakeBridge()
    assert isinstance(fake, BridgeSignals) and issubclass(HallBridge, BridgeSignals)
    fake.sit("AB2C")
    assert fake.called("sit") == [("AB2C",)]
    with pytest.raises(AttributeError):
        fake.sit_down("AB2C")  # no such method on HallBridge
