"""「自分がサーバーになる」: the port to listen on (the documented default unless changed), the
grace period for dropped players, and whether to announce the host on the LAN (issue 14)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QFormLayout, QSpinBox, QWidget

from client.app_settings import GRACE_RANGE
from client.ui.dialog import Dialog
from protocol.version import DEFAULT_PORT


class HostDialog(Dialog):
    def __init__(self, port: int = DEFAULT_PORT, grace: int = 30, parent: QWidget | None = None,
                 announce: bool = True) -> None:
        super().__init__(self.tr("自分がサーバーになる"), parent)
        self.add_lead(
            self.tr(
                "このパソコンでサーバーを始めます。始めると、友だちに教える接続先が表示されます。"
                "ふつうはポート番号を変える必要はありません（標準は %1）。"
            ).replace("%1", str(DEFAULT_PORT))
        )
        form = QFormLayout()
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(port)
        form.addRow(self.tr("ポート番号"), self.port_spin)
        self.grace_spin = QSpinBox()
        self.grace_spin.setRange(*GRACE_RANGE)
        self.grace_spin.setValue(grace)
        self.grace_spin.setSuffix(self.tr(" 秒"))
        self.grace_spin.setToolTip(self.tr("接続が切れた人の席は、この時間だけ戻りを待ちます。"
                                           "過ぎるとCPUが代わりに打ち、戻ると席を返します。"))
        form.addRow(self.tr("切断した人をCPUが代打ちするまで"), self.grace_spin)
        self.body.addLayout(form)
        self.announce_check = QCheckBox(self.tr("同じネットワークの人に、このサーバーを知らせる"))
        self.announce_check.setChecked(announce)
        self.announce_check.setToolTip(self.tr(
            "オンにすると、同じLANの人の「他人のサーバーに接続する」の一覧にこのサーバーが出て、"
            "クリックだけで入れます（mDNS で知らせます）。オフでも、アドレスを入力すれば入れます。"))
        self.body.addWidget(self.announce_check)
        self.add_buttons(accept=self.tr("サーバーを始める"), reject=self.tr("キャンセル"))

    def port(self) -> int:
        return self.port_spin.value()

    def grace(self) -> int:
        return self.grace_spin.value()

    def announce(self) -> bool:
        return self.announce_check.isChecked()
