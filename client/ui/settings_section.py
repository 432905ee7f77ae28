"""The dialog behind a settings section's button (the schema's ``section``: karuta's
「取り札・読み札選択」): the section's settings in a form of their own, 決定 / キャンセル."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QScrollArea, QVBoxLayout, QWidget


class SectionDialog(QDialog):
    def __init__(self, title: str, form: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = form
        layout = QVBoxLayout(self)
        area = QScrollArea()  # a long section still fits a small screen
        area.setWidgetResizable(True)
        area.setWidget(form)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setMinimumWidth(form.sizeHint().width() + area.verticalScrollBar().sizeHint().width())
        area.setMinimumHeight(min(form.sizeHint().height(), 560))
        layout.addWidget(area)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("決定"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("キャンセル"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
