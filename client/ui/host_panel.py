"""The addresses friends can type to join this host (the seed's 「検出されたＩＰアドレス」):
the host name and every non-loopback interface address, with the port."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from client.invite import format_address


class HostPanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("★参考★ 検出されたＩＰアドレス"))
        layout = QVBoxLayout(self)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.addresses = QListWidget()
        self.addresses.setMaximumHeight(110)
        layout.addWidget(self.addresses)
        self.copy_button = QPushButton(self.tr("選んだ接続先をコピー"))
        self.copy_button.clicked.connect(self._copy)
        layout.addWidget(self.copy_button)
        self.hall_name = ""
        self.set_info({})

    def set_info(self, info: dict[str, Any]) -> None:
        """``info``: the welcome's ``host`` map ({name, host_name, port, addresses}) or
        host_started's ({port, host_name, addresses}). ``name`` is the hall's display name;
        ``host_name`` is the machine's name on the network, which friends can type too."""
        if info.get("name"):
            self.hall_name = str(info["name"])
        machine = str(info.get("host_name") or "")
        port = info.get("port")
        addresses = [str(a) for a in info.get("addresses") or []]
        self.addresses.clear()
        if self.hall_name:
            self.caption.setText(
                self.tr("「%1」に入るには、次のどれかを伝えてください（ポート %2）。")
                .replace("%1", self.hall_name)
                .replace("%2", str(port or ""))
            )
        else:
            self.caption.setText(self.tr("友だちには次のどれかを伝えてください。"))
        items = ([machine] if machine and machine not in addresses else []) + addresses
        for host in items:
            self.addresses.addItem(format_address(host, int(port)) if port else host)
        if self.addresses.count():
            self.addresses.setCurrentRow(0)
        else:
            self.addresses.addItem(self.tr("（アドレスが見つかりません）"))
        self.copy_button.setEnabled(bool(items))

    def texts(self) -> list[str]:
        return [self.addresses.item(i).text() for i in range(self.addresses.count())]

    def _copy(self) -> None:
        item = self.addresses.currentItem()
        if item is not None and self.copy_button.isEnabled():
            QGuiApplication.clipboard().setText(item.text())
