"""「あなたの名前」: asked once at first start and remembered; changeable from the title."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from protocol.messages import NAME_MAX


class NameDialog(QDialog):
    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("あなたの名前"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("みんなに表示される名前を入力してください（%n 文字まで）。", "", NAME_MAX))
        )
        self.edit = QLineEdit(name)
        self.edit.setMaxLength(NAME_MAX)
        self.edit.setPlaceholderText(self.tr("例: たろう"))
        layout.addWidget(self.edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("決定"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("キャンセル"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._update)
        self._update()

    def name(self) -> str:
        return self.edit.text().strip()

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.name()))

    def accept(self) -> None:
        if self.name():
            super().accept()
