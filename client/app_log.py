"""The app's log and crash reports, in the user log folder (protocol/log_file.py).

``start_app_log`` opens ``zashiki.log`` (its header names Qt's and PySide6's versions too) and
sends Qt's own messages there. ``CrashReporter`` takes every exception nobody caught: in the GUI
thread (PySide6 hands an exception raised in a slot or a virtual method such as ``paintEvent``
to ``sys.excepthook``) and in the network thread (``threading.excepthook``). Each one becomes a
crash report file beside the log (its traceback, then the log's last lines), is logged, and is
shown to the player in a dialog that says where the report is and opens its folder; one dialog
at a time, however many follow. The app goes on where it can.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from datetime import datetime
from pathlib import Path
from types import TracebackType

import PySide6
from PySide6.QtCore import QObject, QtMsgType, QUrl, Signal, qInstallMessageHandler, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication

from client.i18n import HOST_TEXTS
from client.ui.crash_dialog import CrashDialog
from protocol.log_file import header, log_dir, mask_tokens, start_logging

log = logging.getLogger(__name__)
qt_log = logging.getLogger("qt")

PROGRAM = "zashiki"
LOG_TAIL = 200  # lines of the log copied into a crash report
MAX_REPORTS = 10  # per run: an exception in paintEvent comes back with every repaint
QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_versions() -> tuple[tuple[str, str], ...]:
    return (("Qt", qVersion()), ("PySide6", PySide6.__version__))


def start_app_log(level: str = "INFO") -> Path | None:
    """Open the app's log file; Qt's messages go there too. Returns its path (None: unwritable).
    On the console only errors, so a player's terminal stays quiet (Qt's warnings about a
    missing sound library and the like are in the file)."""
    # what the embedded host logs as texts, in the interface's language
    path = start_logging(PROGRAM, level=level, extra=qt_versions(), console=logging.ERROR,
                         render=HOST_TEXTS.render)
    qInstallMessageHandler(_qt_message)
    return path


def _qt_message(kind: QtMsgType, context: object, message: str) -> None:
    category = getattr(context, "category", None) or "default"
    qt_log.log(QT_LEVELS.get(kind, logging.WARNING), "%s: %s", category, message)


def open_log_folder() -> bool:
    """Show the log folder in the system's file manager (created first if need be)."""
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def write_report(kind: type[BaseException], error: BaseException, tb: TracebackType | None,
                 thread: str) -> Path | None:
    """Write a crash report into the log folder; returns its path (None: unwritable)."""
    now = datetime.now()
    folder = log_dir()
    lines = [header(PROGRAM, qt_versions()),
             f"{now:%Y-%m-%d %H:%M:%S} an uncaught exception in the thread {thread!r}", "",
             *"".join(traceback.format_exception(kind, error, tb)).splitlines()]
    current = folder / f"{PROGRAM}.log"
    try:
        tail = current.read_text(encoding="utf-8", errors="replace").splitlines()[-LOG_TAIL:]
    except OSError:
        tail = []
    if tail:
        lines += ["", f"The last {len(tail)} lines of {current.name}:", *tail]
    path = folder / f"crash-{now:%Y%m%d-%H%M%S-%f}.txt"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(mask_tokens("\n".join(lines)) + "\n", encoding="utf-8")
    except OSError:
        return None
    return path


class CrashReporter(QObject):
    """Installs itself as ``sys.excepthook`` and ``threading.excepthook``; ``install`` once."""

    reported = Signal(str)  # a report's path ("" when it could not be written), queued to the GUI

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dialog: CrashDialog | None = None
        self.reports: list[Path | None] = []  # None: one that could not be written
        self.reported.connect(self.show_report)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def excepthook(self, kind: type[BaseException], error: BaseException,
                   tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        self.report(kind, error, tb, threading.current_thread().name)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "?"
        self.report(args.exc_type, args.exc_value, args.exc_traceback, name)

    def report(self, kind: type[BaseException], error: BaseException,
               tb: TracebackType | None, thread: str) -> None:
        log.critical("uncaught exception in the thread %r", thread, exc_info=(kind, error, tb))
        if len(self.reports) >= MAX_REPORTS:
            return  # logged above; the reports already written say the rest
        path = write_report(kind, error, tb, thread)
        self.reports.append(path)
        if path is not None:
            log.critical("crash report: %s", path)
        self.reported.emit(str(path or ""))  # queued from another thread, direct in the GUI's

    def show_report(self, path: str) -> None:
        """Tell the player (unless a report's dialog is open already)."""
        if self.dialog is not None and self.dialog.isVisible():
            return
        self.dialog = CrashDialog(QApplication.activeWindow(), path, str(log_dir()))
        self.dialog.folder_requested.connect(open_log_folder)
        self.dialog.open()
