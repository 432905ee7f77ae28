"""The app's log and crash reports (client/app_log.py): an exception raised inside a Qt slot or
in the network thread leaves a crash report in the log folder and tells the player where; the
log starts with the versions and takes Qt's messages; the about box and the crash dialog open
the log folder; a failed offline start names its cause, not a port."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QUrl, Slot, qInstallMessageHandler, qVersion, qWarning
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QPushButton

from client.app_log import CrashReporter, start_app_log
from client.app_settings import AppSettings
from client.ui.crash_dialog import CrashDialog
from client.ui.main_window import MainWindow
from protocol.log_file import stop_logging

from .fake_bridge import FakeBridge

pytestmark = pytest.mark.gui


class UrlCatcher(QObject):
    """Receives the URLs the app asks the desktop to open: Qt's own hook for a scheme
    (QDesktopServices.setUrlHandler), so that no file manager starts during the tests."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url)


@pytest.fixture
def logs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "logs"
    monkeypatch.setenv("ZASHIKI_LOG_DIR", str(folder))
    return folder


@pytest.fixture
def opened() -> Iterator[list[QUrl]]:
    catcher = UrlCatcher()
    QDesktopServices.setUrlHandler("file", catcher, "open")
    yield catcher.opened
    QDesktopServices.unsetUrlHandler("file")


@pytest.fixture
def reporter(qapp: Any, logs: Path) -> Iterator[CrashReporter]:
    hooks = sys.excepthook, threading.excepthook
    reporter = CrashReporter()
    reporter.install()
    yield reporter
    sys.excepthook, threading.excepthook = hooks
    if reporter.dialog is not None:
        reporter.dialog.close()


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_leaves_a_crash_report_and_says_where(
        qtbot: Any, reporter: CrashReporter, logs: Path, opened: list[QUrl]) -> None:
    button = QPushButton("押す")
    qtbot.addWidget(button)

    def broken() -> None:
        raise RuntimeError("a slot that fails")

    button.clicked.connect(broken)
    button.click()
    reports = sorted(logs.glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert text.startswith("zashiki ") and f"Qt {qVersion()}" in text.splitlines()[0]
    assert "RuntimeError: a slot that fails" in text and "in broken" in text
    dialog = reporter.dialog
    assert isinstance(dialog, CrashDialog) and dialog.isVisible()
    assert str(reports[0]) in dialog.text()

    button.click()  # a second one: another report, no second dialog over the first
    assert len(list(logs.glob("crash-*.txt"))) == 2
    assert reporter.dialog is dialog

    dialog.folder_button.click()
    assert [url.toLocalFile() for url in opened] == [str(logs)]


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_the_network_thread_is_reported_in_the_gui(
        qtbot: Any, reporter: CrashReporter, logs: Path) -> None:
    def broken() -> None:
        raise KeyError("lost in the reactor thread")

    thread = threading.Thread(target=broken, name="zashiki-reactor")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible(), timeout=5000)
    (report,) = logs.glob("crash-*.txt")
    text = report.read_text(encoding="utf-8")
    assert "'zashiki-reactor'" in text and "KeyError: 'lost in the reactor thread'" in text


@pytest.mark.no_qt_log
def test_the_app_log_starts_with_the_versions_and_takes_qt_messages(qapp: Any, logs: Path) -> None:
    previous = qInstallMessageHandler(None)
    try:
        path = start_app_log()
        qWarning("a warning from Qt")
        logging.getLogger("client.test").info("an app line")
    finally:
        stop_logging()
        qInstallMessageHandler(previous)
    assert path == logs / "zashiki.log"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("zashiki ") and f"Qt {qVersion()}" in lines[0] and "PySide6" in lines[0]
    assert any("WARNING qt" in line and "a warning from Qt" in line for line in lines)
    assert any(line.endswith("an app line") for line in lines)


def test_the_about_box_opens_the_log_folder(qtbot: Any, settings: Any, logs: Path,
                                            opened: list[QUrl]) -> None:
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    dialog = window.open_about()
    assert dialog.log_button.text() == "ログのフォルダを開く"
    dialog.log_button.click()
    assert [url.toLocalFile() for url in opened] == [str(logs)]
    assert logs.is_dir()


def test_an_offline_start_that_fails_names_the_data_folder_not_a_port(
        qtbot: Any, real_bridge: Any, settings: Any, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("ZASHIKI_DATA_DIR", str(blocker))
    window = MainWindow(real_bridge(), AppSettings.load())
    qtbot.addWidget(window)
    window.start_offline()
    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible(),
                    timeout=10000)
    text = window.message_box.text()
    assert str(blocker / "offline") in text and "ポート" not in text
    assert window.stack.currentWidget() is window.title_page
