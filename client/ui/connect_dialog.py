"""「他人のサーバーに接続する」: the hosts heard on the LAN (one click joins), or an address typed
by hand (host name, IP address or invite link, and port).

Two promises about the typed address (issue 13): the recent list holds only hosts that worked
(the caller says so with ``connection_worked``; this dialog then emits ``worked``), and the port
box never disagrees with the address: an address with its own port (``host:port``, an invite
link) shows that port in the box, greyed, and nothing is completed into the text unasked.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QWidget,
)

from client.invite import InviteError, Target, format_address, parse_target
from client.net.discovery import HeardHost
from client.ui.dialog import Dialog
from client.ui.theme import SPACE_M, role
from protocol.version import DEFAULT_PORT, PROTOCOL_VERSION

HOST_ROLE = Qt.ItemDataRole.UserRole


def typed_port(text: str) -> int | None:
    """The port written in the connect box's text itself (``host:port`` or an invite link),
    or None when the text names none (the port box decides) or cannot be read yet."""
    try:
        port = parse_target(text, default_port=0).port
    except InviteError:
        return None
    return port or None


class ConnectDialog(Dialog):
    worked = Signal(str)  # "host:port" that was welcomed: the caller puts it first in its recent list

    def __init__(
        self, recent_hosts: list[str] | None = None, parent: QWidget | None = None,
        lan: Any = None,
    ) -> None:
        """``lan``: a client.net.discovery.LanHosts (or a stand-in with ``hosts_changed``,
        ``start`` and ``stop``) to list the hosts heard; None shows no LAN list."""
        super().__init__(self.tr("他人のサーバーに接続する"), parent)
        self._target: Target | None = None
        self._awaiting: str | None = None  # the chosen "host:port", until the caller says it worked
        self._chosen_port = DEFAULT_PORT  # the port box's own value, when the text names none
        self._lan = lan
        layout = self.body

        self.lan_heading = role(QLabel(self.tr("同じネットワークのサーバー（クリックで接続）")), "subheading")
        self.lan_list = QListWidget()
        self.lan_list.setWordWrap(True)  # a long name wraps instead of hiding behind a scroll bar
        self.lan_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = self.lan_list.fontMetrics().lineSpacing()
        self.lan_list.setMinimumHeight(rows * 5)
        self.lan_list.itemClicked.connect(self._join_item)
        self.lan_list.itemActivated.connect(self._join_item)
        self.lan_status = role(QLabel(), "muted")
        self.lan_status.setWordWrap(True)
        layout.addWidget(self.lan_heading)
        layout.addWidget(self.lan_list, 1)  # the list, not the labels, takes any room to spare
        layout.addWidget(self.lan_status)

        if lan is not None:
            layout.addSpacing(SPACE_M)
        self.typed_heading = role(QLabel(self.tr("接続先を入力して接続する")), "subheading")
        self.typed_heading.setVisible(lan is not None)
        layout.addWidget(self.typed_heading)
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
        self.host_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.host_combo.addItems(recent_hosts or [])
        # suggestions in a list below the box, never written into the text unasked
        completer = QCompleter(recent_hosts or [], self.host_combo)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.host_combo.setCompleter(completer)
        self.host_combo.lineEdit().setPlaceholderText(self.tr("IP アドレス・ホスト名・招待リンク"))
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.valueChanged.connect(self._port_chosen)
        form.addRow(self.tr("接続先"), self.host_combo)
        form.addRow(self.tr("ポート番号"), self.port_spin)
        layout.addLayout(form)
        self.error_label = role(QLabel(), "error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.add_buttons(accept=self.tr("接続する"), reject=self.tr("キャンセル"))

        self.host_combo.editTextChanged.connect(self._follow_text_port)
        self.host_combo.setCurrentIndex(0 if recent_hosts else -1)
        self._follow_text_port(self.host_combo.currentText())
        self._start_listening()
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)

    # -- the LAN list ----------------------------------------------------------------------------

    def _start_listening(self) -> None:
        if self._lan is None:
            for widget in (self.lan_heading, self.lan_list, self.lan_status):
                widget.hide()
            return
        self._lan.hosts_changed.connect(self.set_hosts)
        if self._lan.start():
            self.set_hosts([])
        else:
            self.lan_list.hide()
            self.lan_status.setText(self.tr("LANのサーバー探しは切ってあります。接続先を入力してください。"))

    def set_hosts(self, hosts: list[HeardHost]) -> None:
        """Show ``hosts`` (the whole list heard now), joinable ones first."""
        self.lan_list.clear()
        for host in hosts:
            item = QListWidgetItem(self.host_text(host))
            item.setData(HOST_ROLE, host)
            if host.compatible:
                item.setToolTip(self.tr("クリックすると %1 に接続します（Zashiki %2）")
                                .replace("%1", format_address(host.addresses[0], host.port))
                                .replace("%2", host.app or "?"))
            else:
                item.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed, cannot be chosen
                item.setToolTip(self.tr("このサーバーとは通信規約のバージョンが違うため、接続できません。"
                                        "同じバージョンの Zashiki を使ってください。"))
            self.lan_list.addItem(item)
        self.lan_status.setVisible(not hosts)
        self.lan_status.setText(self.tr("同じネットワークのサーバーを探しています…"
                                        "（見つからないときは、下に接続先を入力してください）"))

    def host_text(self, host: HeardHost) -> str:
        """One row: the hall's name, who is there, and where (or why it cannot be joined)."""
        if not host.compatible:
            theirs = str(host.protocol) if host.protocol is not None else self.tr("不明")
            return (self.tr("%1　バージョンが違うため入れません（通信規約 %2、こちらは %3）")
                    .replace("%1", host.name).replace("%2", theirs)
                    .replace("%3", str(PROTOCOL_VERSION)))
        return (self.tr("%1　%2人・空き卓 %3　%4")
                .replace("%1", host.name).replace("%2", str(host.players))
                .replace("%3", str(host.open_tables))
                .replace("%4", format_address(host.addresses[0], host.port)))

    def _join_item(self, item: QListWidgetItem) -> None:
        host = item.data(HOST_ROLE)
        if isinstance(host, HeardHost) and host.compatible:
            self._target = host.target
            self._awaiting = host.target.address
            super().accept()

    def done(self, result: int) -> None:
        if self._lan is not None:
            self._lan.stop()
        super().done(result)

    # -- the typed address -----------------------------------------------------------------------

    def _port_chosen(self, value: int) -> None:
        if self.port_spin.isEnabled():
            self._chosen_port = value

    def _follow_text_port(self, text: str) -> None:
        """An address with its own port shows that port, greyed; otherwise the box is the
        player's own choice again. So the two boxes never say different ports."""
        port = typed_port(text)
        if port is None:
            self.port_spin.setEnabled(True)
            self.port_spin.setValue(self._chosen_port)
            self.port_spin.setToolTip("")
        else:
            self.port_spin.setEnabled(False)
            self.port_spin.setValue(port)
            self.port_spin.setToolTip(self.tr("接続先に書いてあるポート番号 %1 を使います。"
                                              "変えるときは接続先の「:%1」を書き換えてください。")
                                      .replace("%1", str(port)))

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
        self._awaiting = self._target.address
        super().accept()

    def connection_worked(self, target: Target) -> None:
        """The caller's word that ``target`` was welcomed by its host. If it is the one chosen
        here, ``worked`` emits its "host:port" (once): only then is it worth remembering."""
        if self._awaiting is not None and target.address == self._awaiting:
            self._awaiting = None
            self.worked.emit(target.address)
