"""Where the shell keeps game records: the list dialog, the replay windows, saving a record to a
file and opening one. It receives the host's ``record_*`` messages (the bridge's
``record_received``) and sends requests through the bridge; the main window only wires it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from client.ui.message_box import MessageBox, show_error, show_info
from client.ui.record_file import (
    SUFFIX,
    RecordFileError,
    read_record_file,
    suggested_name,
    write_record_file,
)
from client.ui.record_list import RecordListDialog
from client.ui.record_window import ReplayWindow


class RecordShelf(QObject):
    offline_needed = Signal()  # a file was chosen outside any host: start the offline host

    def __init__(self, bridge: Any, window: QWidget, games: Callable[[], list[dict[str, Any]]],
                 in_hall: Callable[[], bool]) -> None:
        super().__init__(window)
        self.bridge = bridge
        self.window = window
        self.games = games
        self.in_hall = in_hall
        self.list_dialog: RecordListDialog | None = None
        self.windows: dict[str, ReplayWindow] = {}
        self.file_dialog: QFileDialog | None = None
        self.message_box: MessageBox | None = None
        self.pending_file: dict[str, Any] | None = None  # to import once a host welcomes us
        self.pending_save: dict[str, str] = {}  # record id -> path chosen before it arrived

    # -- the list ---------------------------------------------------------------------------------

    def open_list(self) -> RecordListDialog:
        if self.list_dialog is None:
            dialog = RecordListDialog(self.games(), self.window)
            dialog.open_requested.connect(self.open_record)
            dialog.export_requested.connect(self.export_record)
            dialog.file_requested.connect(self.choose_file)
            dialog.refresh_requested.connect(self.bridge.list_records)
            self.list_dialog = dialog
        self.list_dialog.games = self.games()
        self.list_dialog.show()
        self.list_dialog.raise_()
        self.bridge.list_records()
        return self.list_dialog

    def open_record(self, record_id: str) -> None:
        """A record id, or a table id for the match just played there."""
        self.bridge.open_record(record_id)

    # -- messages from the host -------------------------------------------------------------------

    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "record_list" and self.list_dialog is not None:
            self.list_dialog.set_records(message.get("records") or [])
        elif kind == "record_info":
            self._show_replay(message)
        elif kind == "record_frames":
            window = self.windows.get(str(message.get("record")))
            if window is not None:
                window.add_frames(message)
        elif kind == "record_file":
            self._save(message)

    def on_error(self, error: dict[str, Any], text: str) -> bool:
        """An error about a record request: shown with a title that says so. False for others."""
        about = str(error.get("about") or "")
        if not about.startswith("record_"):
            return False
        title = self.tr("記録ファイルを開けません") if about == "record_import" else self.tr("記録を見られません")
        self.message_box = show_error(self.window, title, text)
        return True

    def _show_replay(self, info: dict[str, Any], before: ReplayWindow | None = None) -> ReplayWindow:
        """A replay window for ``info`` (replacing one open for the same record); ``before``
        hands over its frames, seat, step and place (the same replay in a new language)."""
        record_id = str(info["record"])
        old = self.windows.pop(record_id, None)
        window = ReplayWindow(info, self.games(), self.window)
        window.frames_wanted.connect(self.bridge.record_frames)
        window.export_requested.connect(self.export_record)
        window.destroyed.connect(lambda _obj=None, rid=record_id, w=window: self._forget(rid, w))
        self.windows[record_id] = window
        if before is not None:
            window.take_over(before)
        if old is not None:
            old.close()
        window.start()
        window.show()
        if before is not None:
            window.setGeometry(before.geometry())  # where the player had it
        window.raise_()
        return window

    def rebuild(self) -> None:
        """The record list and every replay window again, in the language installed now."""
        if self.list_dialog is not None:
            old_list, self.list_dialog = self.list_dialog, None
            if old_list.isVisible():
                self.open_list().set_records(old_list.records)
            old_list.close()
            old_list.deleteLater()
        for window in list(self.windows.values()):
            self._show_replay(window.info, before=window)

    def _forget(self, record_id: str, window: ReplayWindow) -> None:
        if self.windows.get(record_id) is window:
            del self.windows[record_id]

    # -- saving -----------------------------------------------------------------------------------

    def export_record(self, record_id: str, path: str | None = None) -> None:
        """Ask the host for the record's file; it is written where the player chooses (or to
        ``path``) when it arrives."""
        if path is not None:
            self.pending_save[record_id] = path
        self.bridge.export_record(record_id)

    def _save(self, message: dict[str, Any]) -> None:
        content = message.get("file") or {}
        record_id = str(message.get("record"))
        path = self.pending_save.pop(record_id, None)
        if path is not None:
            self.write(content, path)
            return
        dialog = QFileDialog(self.window, self.tr("記録をファイルに保存"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("Zashikiの対局記録 (*%1)").replace("%1", SUFFIX))
        dialog.selectFile(suggested_name(content))
        dialog.fileSelected.connect(lambda chosen: self.write(content, chosen))
        self.file_dialog = dialog
        dialog.open()

    def write(self, content: dict[str, Any], path: str) -> None:
        if not path.endswith(SUFFIX):
            path += SUFFIX
        try:
            write_record_file(path, content)
        except RecordFileError as error:
            self.message_box = show_error(self.window, self.tr("保存できませんでした"), error.message)
            return
        self.message_box = show_info(self.window, self.tr("保存しました"),
                                     self.tr("記録を %1 に保存しました。").replace("%1", path))

    # -- opening a file ---------------------------------------------------------------------------

    def choose_file(self) -> QFileDialog:
        dialog = QFileDialog(self.window, self.tr("記録ファイルを開く"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(self.tr("Zashikiの対局記録 (*%1);;すべてのファイル (*)").replace("%1", SUFFIX))
        dialog.fileSelected.connect(self.open_file)
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def open_file(self, path: str) -> bool:
        """Read a record file and have the host replay it: this host when we are in one, else
        the offline host on this computer (``offline_needed``). False, with a message, when the
        file cannot be read; the host checks the rest and says what is wrong."""
        try:
            content = read_record_file(path)
        except RecordFileError as error:
            self.message_box = show_error(self.window, self.tr("記録ファイルを開けません"), error.message)
            return False
        if self.in_hall():
            self.bridge.import_record(content)
        else:
            self.pending_file = content
            self.offline_needed.emit()
        return True

    def send_pending(self) -> bool:
        """Welcomed by a host: import the file chosen before there was one. True if there was."""
        content, self.pending_file = self.pending_file, None
        if content is None:
            return False
        self.bridge.import_record(content)
        return True
