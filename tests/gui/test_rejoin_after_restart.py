"""An app that was closed (or crashed) and is started again with the same settings folder gets
its LAN seat back: the title screen offers 「前の卓に戻る」 while that host's table is in play,
and joining resumes the seat, within the grace and after it (the CPU standing in hands it back).
A real host on 127.0.0.1, real bridges, real windows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.app_settings import AppSettings
from client.ui.main_window import MainWindow

from .test_gui_flow import WAIT, connect_through_title, make_window

pytestmark = pytest.mark.gui


@pytest.fixture
def slow_host(tmp_path: Path, stones_game: Any, request: Any) -> Iterator[Any]:
    """A real host whose CPUs take half a second a move (a match lasts) and whose grace is the
    test's parameter."""
    from client.net import reactor_thread
    from server.config import HallConfig
    from server.host import listen

    running = reactor_thread.call_and_wait(
        lambda: listen(reactor_thread.reactor(), tmp_path / "host", bind="127.0.0.1", port=0,
                       config=HallConfig(name="テストの座敷", cpu_delay=0.5, cpu_workers=0,
                                         grace=request.param)))
    yield running
    reactor_thread.call_and_wait(running.stop)


@pytest.mark.parametrize("slow_host", [30.0, 0.3], ids=["within the grace", "after the grace"],
                         indirect=True)
def test_an_app_started_again_takes_its_seat_back(qtbot: Any, real_bridge: Any, settings: Any,
                                                  slow_host: Any) -> None:
    first = make_window(qtbot, real_bridge(), settings)
    assert not first.title_page.rejoin_button.isVisible()  # nothing to go back to yet
    connect_through_title(qtbot, first, f"127.0.0.1:{slow_host.port_number}")
    first.bridge.create_table("guistones", 2, {"stones": 30}, cpu_level="easy")
    qtbot.waitUntil(lambda: first.table is not None, timeout=WAIT)
    first.bridge.ready(True)
    qtbot.waitUntil(lambda: (first.table or {}).get("status") == "playing", timeout=WAIT)
    code = first.table["code"]

    first.bridge.close()  # the app is closed (its process would end here)
    first.close()
    if slow_host.hall.config.grace < 1:
        qtbot.wait(1000)  # the grace runs out: a CPU plays the seat
        table = slow_host.hall.tables.find(code)
        qtbot.waitUntil(lambda: table.seats[0].cpu_playing, timeout=WAIT)

    again = MainWindow(real_bridge(), AppSettings.load())  # started again, same folders
    qtbot.addWidget(again)
    again.show()
    assert again.title_page.rejoin_button.isVisible()
    assert "石取り" in again.title_page.rejoin_button.toolTip()
    qtbot.mouseClick(again.title_page.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.stack.currentWidget() is again.table_page, timeout=WAIT)
    assert again.table is not None and again.table["code"] == code and again.table["you"] == 0
    seat = again.table["seats"][0]
    assert seat["connected"] and not seat["cpu_playing"]  # back in it, the CPU gone
    qtbot.waitUntil(lambda: again.table_page.last_view is not None, timeout=WAIT)
    assert again.table_page.last_view["stones"] <= 30 and "legal" in again.table_page.last_view
