"""Only hosts that worked are remembered by the connect dialog (issue 13), through the real
main window and a real host."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from client.ui.main_window import MainWindow

WAIT = 10000


def test_only_hosts_that_worked_are_remembered(qtbot: Any, real_bridge: Any, settings: Any,
                                               host: Any) -> None:
    window = MainWindow(real_bridge(), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.title_page.connect_button, Qt.MouseButton.LeftButton)
    dialog = window.connect_dialog
    dialog.host_combo.setEditText("127.0.0.1:1")  # nothing listens there
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible(),
                    timeout=WAIT)
    assert settings.recent_hosts == []
    window.message_box.close()
    qtbot.mouseClick(window.title_page.connect_button, Qt.MouseButton.LeftButton)
    dialog = window.connect_dialog
    assert dialog.host_combo.count() == 0
    dialog.host_combo.setEditText(f"127.0.0.1:{host.port_number}")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.lobby_page, timeout=WAIT)
    assert settings.recent_hosts == [f"127.0.0.1:{host.port_number}"]
    assert type(settings).load(settings.path).recent_hosts == [f"127.0.0.1:{host.port_number}"]
