"""「自分がサーバーになる」: the port to listen on (the documented default unless changed)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from protocol.version import DEFAULT_PORT


class HostDialog(QDialog):
    def __init__(self, port: int = DEFAULT_PORT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("自分がサーバーになる"))
        layout = QVBoxLayout(self)
        text = QLabel(
            self.tr(
                "このパソコンでサーバーを始めます。始めると、友だちに教える接続先が表示されます。"
                "ふつうはポート番号を変える必要はありません（標準は %1）。"
            ).replace("%1", str(DEFAULT_PORT))
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        form = QFormLayout()
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(port)
        form.addRow(self.tr("ポート番号"), self.port_spin)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("サーバーを始める"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("キャンセル"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def port(self) -> int:
        return self.port_spin.value()
