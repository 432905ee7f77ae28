"""「あなたの名前」: asked once at first start and remembered; changeable from the title."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QWidget

from client.ui.dialog import Dialog
from protocol.messages import NAME_MAX


class NameDialog(Dialog):
    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(self.tr("あなたの名前"), parent)
        self.add_lead(self.tr("みんなに表示される名前を入力してください（%n 文字まで）。", "", NAME_MAX))
        self.edit = QLineEdit(name)
        self.edit.setMaxLength(NAME_MAX)
        self.edit.setPlaceholderText(self.tr("例: たろう"))
        self.body.addWidget(self.edit)
        self.add_buttons(accept=self.tr("決定"), reject=self.tr("キャンセル"))
        self.edit.textChanged.connect(self._update)
        self._update()

    def name(self) -> str:
        return self.edit.text().strip()

    def _update(self) -> None:
        assert self.ok_button is not None
        self.ok_button.setEnabled(bool(self.name()))

    def accept(self) -> None:
        if self.name():
            super().accept()
