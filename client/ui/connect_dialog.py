"""「他人のサーバーに接続する」: host name, IP address or invite link, and port."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.invite import InviteError, Target, parse_target
from protocol.version import DEFAULT_PORT


class ConnectDialog(QDialog):
    def __init__(
        self, recent_hosts: list[str] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("他人のサーバーに接続する"))
        self._target: Target | None = None
        layout = QVBoxLayout(self)
        help_label = QLabel(
            self.tr(
                "サーバーになった人から教えてもらった IP アドレスかホスト名を、半角で入力してください"
                "（例: 192.168.1.10、myhost.local、fe80::1）。招待リンク（zashiki://…）も貼り付けられます。"
            )
        )
        help_label.setWordWrap(True)
        layout.addWidget(help_label)
        form = QFormLayout()
        self.host_combo = QComboBox()
        self.host_combo.setEditable(True)
        self.host_combo.addItems(recent_hosts or [])
        self.host_combo.setCurrentIndex(0 if recent_hosts else -1)
        self.host_combo.lineEdit().setPlaceholderText(self.tr("IP アドレス・ホスト名・招待リンク"))
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        form.addRow(self.tr("接続先"), self.host_combo)
        form.addRow(self.tr("ポート番号"), self.port_spin)
        layout.addLayout(form)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("接続する"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("キャンセル"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(460, self.sizeHint().height())

    def target(self) -> Target | None:
        """Where to connect once accepted (an invite link's code included)."""
        return self._target

    def accept(self) -> None:
        try:
            self._target = parse_target(self.host_combo.currentText(), self.port_spin.value())
        except InviteError as error:
            self.error_label.setText(error.message)
            self.error_label.show()
            return
        super().accept()
