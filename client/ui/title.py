"""The title screen: 「自分がサーバーになる」「他人のサーバーに接続する」「CPUと対戦」 and the name,
on a washi card in a tatami room (client/ui/tatami.py draws the room)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.ui.busy_panel import BusyPanel
from client.ui.language_menu import LanguageMenu
from client.ui.tatami import paint_room
from client.ui.theme import SPACE_L, SPACE_M, SPACE_S, role


class TitlePage(QWidget):
    host_requested = Signal()
    connect_requested = Signal()
    offline_requested = Signal()
    name_change_requested = Signal()
    cancel_requested = Signal()
    about_requested = Signal()
    record_file_requested = Signal()
    rejoin_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.addStretch(2)
        card_row = QHBoxLayout()
        card_row.addStretch(1)
        self.card = QFrame()
        self.card.setObjectName("titleCard")
        card_row.addWidget(self.card)
        card_row.addStretch(1)
        outer.addLayout(card_row)
        outer.addStretch(1)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(48, 24, 48, 20)

        title = role(QLabel(self.tr("座敷")), "display")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        subtitle = role(QLabel(self.tr("みんなで遊ぶ和のテーブルゲーム")), "lead")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(subtitle)
        layout.addSpacing(SPACE_L)

        # an earlier run of the app sat at a table in play: its seat waits (set_rejoin)
        self.rejoin_button = self._big_button(self.tr("前の卓に戻る"))
        self.rejoin_button.clicked.connect(self.rejoin_requested)
        rejoin_row = QHBoxLayout()
        rejoin_row.addStretch(1)
        rejoin_row.addWidget(self.rejoin_button)
        rejoin_row.addStretch(1)
        layout.addLayout(rejoin_row)
        self.rejoin_button.hide()
        self.host_button = self._big_button(self.tr("自分がサーバーになる"))
        self.connect_button = self._big_button(self.tr("他人のサーバーに接続する"))
        self.offline_button = self._big_button(self.tr("CPUと対戦"))
        self.host_button.clicked.connect(self.host_requested)
        self.connect_button.clicked.connect(self.connect_requested)
        self.offline_button.clicked.connect(self.offline_requested)
        for button in (self.host_button, self.connect_button, self.offline_button):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)

        layout.addSpacing(SPACE_M)
        name_row = QHBoxLayout()
        name_row.addStretch(1)
        self.name_label = QLabel()
        self.name_button = role(QPushButton(self.tr("名前を変える")), "link")
        self.name_button.clicked.connect(self.name_change_requested)
        self.about_button = role(QPushButton(self.tr("このアプリについて")), "link")
        self.about_button.clicked.connect(self.about_requested)
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_button)
        name_row.addWidget(self.about_button)
        self.record_button = role(QPushButton(self.tr("記録ファイルを開く")), "link")
        self.record_button.setToolTip(self.tr("書き出した対局の記録を開いて再生します（Ctrl+O）。"))
        self.record_button.clicked.connect(self.record_file_requested)
        name_row.addWidget(self.record_button)
        name_row.addStretch(1)
        layout.addLayout(name_row)
        layout.addSpacing(SPACE_S)
        self.language_menu = LanguageMenu()  # "system" | "ja" | "en", kept by the shell
        self.language_chosen = self.language_menu.language_chosen
        layout.addWidget(self.language_menu)

        self.busy = BusyPanel()
        self.busy.cancel_requested.connect(self.cancel_requested)
        layout.addWidget(self.busy)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        paint_room(p, QRectF(self.rect()))
        p.end()

    def _big_button(self, text: str) -> QPushButton:
        button = role(QPushButton(text), "big")  # the title card's big vermilion buttons
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return button

    def set_name(self, name: str) -> None:
        if name:
            self.name_label.setText(self.tr("あなたの名前: %1").replace("%1", name))
        else:
            self.name_label.setText(self.tr("名前がまだ決まっていません"))

    def set_rejoin(self, game: str | None, host: str = "") -> None:
        """Offer 「前の卓に戻る」 for a table of ``game`` on ``host`` (None: nothing to go back to)."""
        self.rejoin_button.setVisible(game is not None)
        if game is not None:
            self.rejoin_button.setToolTip(
                self.tr("%1 の「%2」の卓に、前に座っていた席で戻ります。").replace("%1", host).replace("%2", game))

    def set_busy(self, text: str | None) -> None:
        """Show progress (and disable the buttons) while connecting; None when done."""
        for button in (self.rejoin_button, self.host_button, self.connect_button, self.offline_button,
                       self.name_button):
            button.setEnabled(text is None)
        if text is None:
            self.busy.stop()
        else:
            self.busy.start(text)
