"""The dialog behind a settings section's button (the schema's ``section``: karuta's
「取り札・読み札選択」): the section's settings in a form of their own, 決定 / キャンセル."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from client.ui.dialog import Dialog, FitScrollArea


class SectionDialog(Dialog):
    def __init__(self, title: str, form: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.form = form
        self.body.addWidget(FitScrollArea(form), 1)  # a long section still fits a small screen
        self.add_buttons(accept=self.tr("決定"), reject=self.tr("キャンセル"))
