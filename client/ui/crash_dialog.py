"""The dialog after an exception nobody caught (client/app_log.py): the app goes on; where the
crash report is, to send with a bug report; a button that opens the log folder."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget


class CrashDialog(QMessageBox):
    folder_requested = Signal()

    def __init__(self, parent: QWidget | None, report: str, folder: str) -> None:
        """``report``: the crash report's path ("" when it could not be written);
        ``folder``: the log folder."""
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(self.tr("エラーが起きました"))
        text = self.tr("思いがけないエラーが起きました。座敷はこのまま続けられますが、"
                       "様子がおかしいときは開き直してください。")
        if report:
            text += "\n\n" + self.tr("くわしい内容をファイルに書きました。不具合を知らせるときは、"
                                     "このファイルを添えてください:\n%1").replace("%1", report)
        else:
            text += "\n\n" + self.tr("くわしい内容はファイルに書けませんでした"
                                     "（ログのフォルダ %1 に書き込めません）。").replace("%1", folder)
        self.setText(text)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.button(QMessageBox.StandardButton.Close).setText(self.tr("閉じる"))
        self.folder_button = self.addButton(self.tr("ログのフォルダを開く"),
                                            QMessageBox.ButtonRole.ActionRole)
        self.folder_button.clicked.connect(self.folder_requested)
