"""GUI tests: real widgets, offscreen, driven with pytest-qt.

The flow tests use the real HallBridge against a real host started in this process on
127.0.0.1 (the Twisted reactor runs in one background thread for the whole test process, as it
does in the app). Every test gets its own config folder and host data folder.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402

from client.app_settings import AppSettings  # noqa: E402
from client.fonts import load_fonts  # noqa: E402
from client.ui.theme import apply_theme  # noqa: E402

from .stones_game import StonesGame  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ZASHIKI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("ZASHIKI_DATA_DIR", str(tmp_path / "data"))
    # CPU players decide in this process: the test-only games live in this process's registry.
    monkeypatch.setenv("ZASHIKI_CPU_WORKERS", "0")


@pytest.fixture(autouse=True)
def _fonts(qapp: Any) -> None:
    """The app as it starts: the bundled font and the theme at scale 1 (a window of an earlier
    test may have grown it)."""
    load_fonts(qapp)
    apply_theme(qapp)


@pytest.fixture
def stones_game() -> Iterator[StonesGame]:
    """Register the test-only 石取り game with the in-process host's registry."""
    from server import games as game_registry

    registry = game_registry.registry()
    game = StonesGame()
    registry[game.id] = game
    yield game
    registry.pop(game.id, None)


@pytest.fixture
def settings() -> AppSettings:
    settings = AppSettings.load()
    settings.name = "たろう"
    settings.save()
    return settings


@pytest.fixture
def real_bridge(qtbot: Any) -> Iterator[Any]:
    from client.net.bridge import HallBridge

    bridges: list[HallBridge] = []

    def make() -> HallBridge:
        bridge = HallBridge()
        bridges.append(bridge)
        return bridge

    yield make
    for bridge in bridges:
        bridge.close()


@pytest.fixture
def host(tmp_path: Path, stones_game: Any) -> Iterator[Any]:
    """A real host on 127.0.0.1 (any free port) in the shared reactor thread."""
    from client.net import reactor_thread
    from server.config import HallConfig
    from server.host import listen

    running = reactor_thread.call_and_wait(
        lambda: listen(
            reactor_thread.reactor(),
            tmp_path / "host",
            bind="127.0.0.1",
            port=0,
            config=HallConfig(name="テストの座敷", cpu_delay=0.05, cpu_workers=0),
        )
    )
    yield running
    reactor_thread.call_and_wait(running.stop)
