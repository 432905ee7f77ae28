"""The main window: a stack of the title screen, the waiting room and the table window, wired
to the HallBridge. Every network event arrives here as a bridge signal; every request leaves
through a bridge method. Dialogs open without blocking, so the network never waits on a person.

The pages are built from data the window keeps (the welcome, the lobby, the board, the table
and its last view), so a new language builds them all again at once without touching the
connection (``change_language``). How the window uses the screen is client/ui/window_fit.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.app_settings import AppSettings
from client.i18n import host_error_text, install_language
from client.invite import InviteError, Target, format_address, parse_invite, parse_room
from client.net.discovery import LanHosts
from client.ui.about_dialog import AboutDialog
from client.ui.connect_dialog import ConnectDialog
from client.ui.create_table_dialog import CreateTableDialog
from client.ui.host_dialog import HostDialog
from client.ui.lobby import LobbyPage
from client.ui.message_box import MessageBox, show_error, show_info
from client.ui.name_dialog import NameDialog
from client.ui.offline_dialog import OfflineDialog
from client.ui.record_shelf import RecordShelf
from client.ui.rules_dialog import RulesDialog
from client.ui.table_window import TableWindow
from client.ui.texts import game_title
from client.ui.theme import role
from client.ui.title import TitlePage
from client.ui.window_fit import WindowFit

# Errors after which a link's table is still worth watching instead of sitting.
WATCH_INSTEAD = {"table_full", "game_started", "seat_taken"}


class MainWindow(QMainWindow):
    def __init__(self, bridge: Any, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.settings = settings
        self.mode = "none"  # "none" | "client" | "host" | "offline"
        self.in_hall = False  # welcomed at least once in this mode
        self.pending_code: str | None = None  # an invite's room code to join once welcomed
        self.offline_start_pending = False
        self.offline_resume_pending = False  # offline, resumed: the table or the list comes next
        self.table: dict[str, Any] | None = None
        self.target: Target | None = None  # where we connected (None: our own host)
        # the dialog or message box opened last, for tests and for closing on the way out
        self.name_dialog: NameDialog | None = None
        self.connect_dialog: ConnectDialog | None = None
        self.host_dialog: HostDialog | None = None
        self.create_dialog: CreateTableDialog | None = None
        self.offline_dialog: OfflineDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.message_box: MessageBox | None = None
        self.resume_box: MessageBox | None = None  # 続きから or 新しく, offline
        # what the pages show, kept to build them again in another language
        self.welcome: dict[str, Any] = {}
        self.host_info: dict[str, Any] = {}
        self.lobby: dict[str, Any] = {}
        self.busy_text: str | None = None
        self.reconnect_attempt: int | None = None

        self.setWindowTitle(self.tr("座敷 Zashiki"))
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = role(QLabel(), "notice")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.hide()
        layout.addWidget(self.banner)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.records = RecordShelf(self.bridge, self, lambda: self.lobby_page.games,
                                   lambda: self.in_hall and self.mode != "none")
        self._build_pages()
        self.fit = WindowFit(self, settings)
        self.fit.place()
        self.full_screen_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F11), self)
        self.full_screen_shortcut.activated.connect(self.toggle_full_screen)

        self._wire_bridge()
        self._wire_records()

    def _build_pages(self) -> None:
        """The title, the waiting room and the table, in the language installed now, showing
        what the window knows; the page that was shown is shown again."""
        old = getattr(self, "title_page", None), getattr(self, "lobby_page", None), getattr(self, "table_page", None)
        shown = self.stack.currentIndex()
        self.title_page = TitlePage()
        self.lobby_page = LobbyPage()
        self.table_page = TableWindow()
        for page in old:
            if page is not None:
                self.stack.removeWidget(page)
                page.hide()
                page.setParent(None)  # gone from the window at once, deleted soon
                page.deleteLater()
        for page in (self.title_page, self.lobby_page, self.table_page):
            self.stack.addWidget(page)
        self.title_page.set_name(self.settings.name)
        self.offer_rejoin()
        self.title_page.language_menu.set_choice(self.settings.language)
        self.set_busy(self.busy_text)
        self.lobby_page.language_menu.set_choice(self.settings.language)
        self.table_page.menu.language_menu.set_choice(self.settings.language)
        self.table_page.set_offline(self.mode == "offline")
        self.table_page.set_preferences(self.settings.sound, self.settings.fast_animation)
        self.table_page.set_view_options(self.settings.view_options)
        if self.welcome:
            self._show_welcome(self.welcome)
        if self.host_info:
            self.lobby_page.host_panel.set_info(self.host_info)
        if self.lobby:
            self.lobby_page.set_lobby(self.lobby)
        self._wire_pages()
        if shown >= 0:
            self.stack.setCurrentIndex(shown)

    def change_language(self, choice: str) -> None:
        """The player chose a language (the title's, the waiting room's or the ☰ menu's): keep
        it, install its translator and build every page and window again in it, from the data
        they show. The connection, the table and the game go on untouched."""
        self.settings.language = choice
        self.settings.save()
        app = QCoreApplication.instance()
        if app is None:
            return
        install_language(app, choice)
        posts = list(self.lobby_page.board.posts)
        last_view = self.table_page.last_view
        again = self.bridge.again() or {}  # what the host said, in the new language
        self.welcome = again.get("welcome", self.welcome)
        self.lobby = again.get("lobby", self.lobby)
        if self.table is not None and again.get("table") is not None:
            self.table = again["table"]
        if last_view is not None and again.get("view") is not None:
            last_view = again["view"]["view"]
        self._build_pages()
        self.lobby_page.board.set_posts(posts)
        if self.table is not None:
            self.table_page.set_table(self.table)
            if last_view is not None:
                self.table_page.show_view({"table": self.table.get("id"), "view": last_view, "events": []})
        self.setWindowTitle(self.tr("座敷 Zashiki"))
        if self.reconnect_attempt is not None:
            self.on_reconnecting(self.reconnect_attempt, 0.0)
        self.statusBar().clearMessage()
        self.records.rebuild()

    def set_busy(self, text: str | None) -> None:
        """The title's progress line (None: done)."""
        self.busy_text = text
        self.title_page.set_busy(text)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # ============================================================================================
    # Wiring
    # ============================================================================================

    def _wire_pages(self) -> None:
        title = self.title_page
        title.host_requested.connect(lambda: self.ensure_name(self.open_host_dialog))
        title.connect_requested.connect(lambda: self.ensure_name(self.open_connect_dialog))
        title.offline_requested.connect(lambda: self.ensure_name(self.start_offline))
        title.name_change_requested.connect(lambda: self.ask_name())
        title.about_requested.connect(self.open_about)
        title.rejoin_requested.connect(self.rejoin)
        title.record_file_requested.connect(lambda: self.records.choose_file())
        title.cancel_requested.connect(self.back_to_title)

        lobby = self.lobby_page
        lobby.create_requested.connect(lambda: self.open_create_dialog(quick=False))
        lobby.quick_match_requested.connect(lambda: self.open_create_dialog(quick=True))
        lobby.sit_requested.connect(self.bridge.sit)
        lobby.watch_requested.connect(self.bridge.watch)
        lobby.rules_requested.connect(self.bridge.rules)
        lobby.join_requested.connect(self.join_room)
        lobby.chat_requested.connect(self.bridge.chat)
        lobby.leave_hall_requested.connect(self.leave_hall)

        table = self.table_page
        table.action_requested.connect(self.bridge.act)
        table.ready_requested.connect(self.bridge.ready)
        table.start_requested.connect(self.bridge.start)
        table.set_seat_requested.connect(self.bridge.set_seat)
        table.leave_requested.connect(self.leave_table)
        table.title_requested.connect(self.leave_hall)
        table.option_changed.connect(self._option_changed)
        table.stamp_requested.connect(self.bridge.stamp)
        table.rules_requested.connect(self.bridge.rules)
        table.sound_changed.connect(self._sound_changed)
        table.fast_changed.connect(self._fast_changed)
        table.record_requested.connect(self.records.open_record)
        for page in (title, lobby, table):
            page.language_chosen.connect(self.change_language)
        lobby.records_requested.connect(self.records.open_list)

    def _wire_bridge(self) -> None:
        b = self.bridge
        b.connecting.connect(self.on_connecting)
        b.welcomed.connect(self.on_welcomed)
        b.host_started.connect(self.on_host_started)
        b.lobby_changed.connect(self.on_lobby)
        b.board_received.connect(self.on_board)
        b.chat_received.connect(self.on_chat)
        b.table_changed.connect(self.on_table)
        b.view_received.connect(self.on_view)
        b.media_received.connect(self.on_media)
        b.stamp_received.connect(self.on_stamp)
        b.rules_received.connect(self.on_rules)
        b.error_received.connect(self.on_error)
        b.connection_failed.connect(self.on_connection_failed)
        b.reconnecting.connect(self.on_reconnecting)
        b.reconnected.connect(self.on_reconnected)
        b.disconnected.connect(self.on_disconnected)

    def _wire_records(self) -> None:
        """Game records: Ctrl+O for a file, the host's record messages (the pages' buttons are
        wired with the pages)."""
        self.records.offline_needed.connect(lambda: self.ensure_name(self.start_offline))
        if isinstance(getattr(type(self.bridge), "record_received", None), Signal):
            self.bridge.record_received.connect(self.records.on_message)
        self.open_record_shortcut = QShortcut(QKeySequence.StandardKey.Open, self)
        self.open_record_shortcut.activated.connect(self.records.choose_file)

    # ============================================================================================
    # The player's name (asked once, remembered)
    # ============================================================================================

    def ensure_name(self, then: Callable[[], None]) -> None:
        if self.settings.name:
            then()
        else:
            self.ask_name(then)

    def ask_name(self, then: Callable[[], None] | None = None) -> NameDialog:
        dialog = NameDialog(self.settings.name, self)
        self.name_dialog = dialog

        def accepted() -> None:
            self.settings.name = dialog.name()
            self.settings.save()
            self.title_page.set_name(self.settings.name)
            if then is not None:
                then()

        dialog.accepted.connect(accepted)
        self.center_over_me(dialog)
        dialog.open()
        return dialog

    def center_over_me(self, dialog: QWidget) -> None:
        """Put ``dialog`` over the middle of this window, even before the window manager has
        placed the window (at the first start the name is asked right away)."""
        dialog.adjustSize()
        center = self.frameGeometry().center()
        dialog.move(center.x() - dialog.width() // 2, center.y() - dialog.height() // 2)

    # ============================================================================================
    # Title: become the host, connect, play the CPU
    # ============================================================================================

    def open_host_dialog(self) -> HostDialog:
        dialog = HostDialog(self.settings.last_port, self.settings.grace, self,
                            announce=self.settings.announce_host)
        self.host_dialog = dialog
        dialog.accepted.connect(lambda: self.start_host(dialog.port(), dialog.grace(),
                                                        dialog.announce()))
        dialog.open()
        return dialog

    def start_host(self, port: int, grace: int | None = None, announce: bool | None = None) -> None:
        self.settings.last_port = port
        if grace is not None:
            self.settings.grace = grace
        if announce is not None:
            self.settings.announce_host = announce
        self.settings.save()
        self._enter("host")
        self.set_busy(self.tr("サーバーを起動しています…"))
        self.bridge.start_host(self.settings.name, port, self.settings.grace,
                               self.settings.announce_host)

    def open_connect_dialog(self) -> ConnectDialog:
        dialog = ConnectDialog(self.settings.recent_hosts, self, lan=LanHosts(self))
        self.connect_dialog = dialog
        dialog.worked.connect(self.remember_host)

        def accepted() -> None:
            target = dialog.target()
            if target is not None:
                self.connect_to(target)

        dialog.accepted.connect(accepted)
        dialog.open()
        return dialog

    def connect_to(self, target: Target, name: str | None = None) -> None:
        """Join the host at ``target`` (as ``name``: by default the player's)."""
        self._enter("client")
        self.target = target
        self.pending_code = target.code
        self.table = None
        self.table_page.set_table(None)
        self.banner.hide()
        self.stack.setCurrentWidget(self.title_page)
        self.set_busy(
            self.tr("%1 に接続しています…").replace("%1", target.address)
        )
        self.bridge.connect_to(target.host, target.port, name or self.settings.name)

    def remember_host(self, address: str) -> None:
        """A host that welcomed us: first in the connect dialog's recent list."""
        self.settings.remember_host(address)
        self.settings.save()

    def open_invite(self, link: str) -> None:
        """An invite link given on the command line (or pasted): connect and join its table."""
        try:
            target = parse_invite(link)
        except InviteError as error:
            self.message_box = show_error(self, self.tr("招待リンクが読めません"), error.message)
            return
        self.ensure_name(lambda: self.connect_to(target))

    def start_offline(self) -> None:
        self._enter("offline")
        self.set_busy(self.tr("CPU対戦の準備をしています…"))
        self.bridge.start_offline(self.settings.name)

    def back_to_title(self) -> None:
        """Leave the hall (stopping an embedded host) and show the title screen."""
        self.mode = "none"
        self.in_hall = False
        self.pending_code = None
        self.offline_start_pending = False
        self.offline_resume_pending = False
        self.bridge.close()
        self.table = None
        self.welcome, self.host_info, self.lobby = {}, {}, {}
        self.reconnect_attempt = None
        if self.resume_box is not None:
            self.resume_box.close()
            self.resume_box = None
        self.table_page.set_table(None)
        self.banner.hide()
        self.set_busy(None)
        self.statusBar().clearMessage()
        self.offer_rejoin()
        self.stack.setCurrentWidget(self.title_page)

    def offer_rejoin(self) -> None:
        """「前の卓に戻る」 while an earlier run of the app holds a seat at a table in play."""
        seat = self.bridge.rejoinable()
        if seat is None:
            self.title_page.set_rejoin(None)
        else:
            self.title_page.set_rejoin(seat.title, seat.host)

    def rejoin(self) -> None:
        """Go back to that seat: the same host, under the name it was held by, with its token."""
        seat = self.bridge.rejoinable()
        if seat is None:
            self.offer_rejoin()
            return
        host, _, port = seat.host.rpartition(":")
        self.connect_to(Target(host.strip("[]"), int(port)), name=seat.name)

    def leave_hall(self) -> None:
        """From the lobby to the title; the host asks first when friends are still here."""
        others = self.lobby_page.player_list.count() > 1 or bool(
            self.table and any(s.get("kind") == "human" and i != self.table.get("you")
                               for i, s in enumerate(self.table.get("seats", [])))
        )
        if self.mode != "host" or not others:
            self.back_to_title()
            return
        box = MessageBox(
            self,
            self.tr("サーバーを止めますか？"),
            self.tr("あなたがサーバーです。タイトルへ戻るとサーバーが止まり、みんなの接続が切れます。"),
            QMessageBox.Icon.Question,
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("止めて戻る"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("続ける"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(self.back_to_title)
        self.message_box = box
        box.open()

    def _enter(self, mode: str) -> None:
        self.mode = mode
        self.table_page.set_offline(mode == "offline")
        self.target = None
        self.in_hall = False
        self.pending_code = None
        self.offline_start_pending = False
        self.offline_resume_pending = False

    # ============================================================================================
    # Bridge signals
    # ============================================================================================

    def on_connecting(self, host: str, port: int) -> None:
        if self.mode == "none":
            return
        text = self.tr("%1 に接続しています…").replace("%1", format_address(host, port))
        if not self.in_hall:
            self.set_busy(text)
        self.statusBar().showMessage(text)

    def on_host_started(self, info: dict[str, Any]) -> None:
        if self.mode == "none":
            return
        self.host_info.update(info)
        self.lobby_page.host_panel.set_info(info)
        self.statusBar().showMessage(
            self.tr("サーバーを始めました（ポート %1）。").replace("%1", str(info.get("port", "")))
        )

    def on_welcomed(self, welcome: dict[str, Any]) -> None:
        if self.mode == "none":
            return
        self.welcome = welcome
        self.host_info.update(welcome.get("host", {}))
        self._show_welcome(welcome)
        self.set_busy(None)
        if self.in_hall:  # a reconnection: the host sends table and view again
            return
        self.in_hall = True
        if self.mode == "client" and self.target is not None and self.connect_dialog is not None:
            self.connect_dialog.connection_worked(self.target)  # only now is it remembered
        self.statusBar().showMessage(
            self.tr("%1 さん、ようこそ。").replace("%1", str(welcome.get("name", "")))
        )
        if self.mode == "offline":
            if self.records.send_pending():  # a record file opened outside any host
                self.stack.setCurrentWidget(self.lobby_page)
                return
            if welcome.get("resumed"):
                # The offline host gives a returning player their session back, and with it a
                # game left unfinished: the host says which with what follows, the table (play
                # on) or the waiting-room list (nothing to go back to: choose a new game).
                self.offline_resume_pending = True
                return
            self.open_offline_dialog()
            return
        self.stack.setCurrentWidget(self.lobby_page)
        if self.pending_code:
            self.bridge.sit(self.pending_code)

    def _show_welcome(self, welcome: dict[str, Any]) -> None:
        games = welcome.get("games", [])
        host = welcome.get("host", {})
        self.lobby_page.set_games(games)
        self.lobby_page.host_panel.set_info(host)
        self.lobby_page.set_host_name(str(host.get("name", "")))
        self.table_page.set_context(games, welcome.get("stamps", []), str(welcome.get("name", "")))

    def on_lobby(self, lobby: dict[str, Any]) -> None:
        if self.mode != "none":
            self.lobby = lobby
            self.lobby_page.set_lobby(lobby)
        if self.mode == "offline" and self.offline_resume_pending:
            self.offline_resume_pending = False  # back in the waiting room: no game to resume
            self.open_offline_dialog()

    def on_board(self, posts: list[dict[str, Any]]) -> None:
        if self.mode != "none":
            self.lobby_page.board.set_posts(posts)

    def on_chat(self, post: dict[str, Any]) -> None:
        if self.mode != "none":
            self.lobby_page.board.add_post(post)

    def on_table(self, table: dict[str, Any] | None) -> None:
        if self.mode == "none":
            return
        self.table = table
        self.table_page.set_table(table)
        if table is None:
            if self.mode == "offline":
                self.open_offline_dialog()
            else:
                self.stack.setCurrentWidget(self.lobby_page)
            return
        self.pending_code = None
        resumed, self.offline_resume_pending = self.offline_resume_pending, False
        if resumed and table.get("status") == "playing":
            self.ask_resume(table)  # the unfinished game is back: go on with it, or start anew?
            return
        if self.resume_box is None:
            self.stack.setCurrentWidget(self.table_page)
        if (
            self.offline_start_pending
            and table.get("you_own")
            and table.get("status") != "playing"
        ):
            self.offline_start_pending = False
            self.bridge.start()

    def ask_resume(self, table: dict[str, Any]) -> MessageBox:
        """Offline, a game left unfinished came back: 続きから (the table) or 新しく (leave it;
        the offline host closes it and the setup opens)."""
        title = game_title(self.lobby_page.games, str(table.get("game", "")))
        box = MessageBox(
            self, self.tr("続きから遊びますか？"),
            self.tr("前回の「%1」が終わっていません。続きから遊ぶか、その対局をやめて新しく始めるかを選んでください。")
            .replace("%1", title),
            QMessageBox.Icon.Question,
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("続きから"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("新しく始める"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setEscapeButton(QMessageBox.StandardButton.Yes)

        def answered(button: Any) -> None:
            self.resume_box = None
            if self.mode != "offline":
                return
            if button is box.button(QMessageBox.StandardButton.No):
                self.bridge.leave()
            elif self.table is not None:
                self.stack.setCurrentWidget(self.table_page)

        box.buttonClicked.connect(answered)
        self.resume_box = box
        box.open()
        return box

    def on_view(self, message: dict[str, Any]) -> None:
        if self.mode != "none":
            self.table_page.show_view(message)

    def on_media(self, message: dict[str, Any]) -> None:
        if self.mode != "none":
            self.table_page.show_media(message)

    def on_stamp(self, message: dict[str, Any]) -> None:
        if self.mode != "none":
            self.table_page.show_stamp(message)

    def on_rules(self, game: str, text: str) -> None:
        title = game_title(getattr(self.bridge, "games", []) or self.lobby_page.games, game)
        dialog = RulesDialog(title, text, self)
        self.rules_dialog = dialog
        dialog.open()

    def on_error(self, error: dict[str, Any]) -> None:
        code = str(error.get("code", ""))
        if self.pending_code and code in WATCH_INSTEAD:
            code_to_watch, self.pending_code = self.pending_code, None
            self.statusBar().showMessage(
                self.tr("その卓には座れないので、観戦します。"), 8000
            )
            self.bridge.watch(code_to_watch)
            return
        if code == "unknown_table":
            self.pending_code = None
        text = host_error_text(error) or self.tr("操作できませんでした。")
        if self.records.on_error(error, text):
            return
        if code == "version_mismatch" and error.get("host_app"):
            text += self.tr("（サーバーのバージョン: %1）").replace("%1", str(error["host_app"]))
        if self.mode == "offline" and self.offline_start_pending:
            # The offline host refused the game as set up (settings that do not go together):
            # back to the setup with the choices kept, the reason over it.
            self.offline_start_pending = False
            self.open_offline_dialog()
        self.message_box = show_error(self, self.tr("できませんでした"), text)

    def on_connection_failed(self, text: str) -> None:
        if self.mode == "none":
            return
        self.back_to_title()
        self.message_box = show_error(self, self.tr("接続できませんでした"), text)

    def on_reconnecting(self, attempt: int, delay: float) -> None:
        if self.mode == "none":
            return
        self.reconnect_attempt = attempt
        self.banner.setText(
            self.tr("接続が切れました。再接続しています…（%1回目）").replace("%1", str(attempt))
        )
        self.banner.show()

    def on_reconnected(self) -> None:
        self.reconnect_attempt = None
        self.banner.hide()
        self.statusBar().showMessage(self.tr("再接続しました。"), 5000)

    def on_disconnected(self, text: str) -> None:
        if self.mode == "none":
            return
        self.back_to_title()
        self.message_box = show_error(self, self.tr("接続が切れました"), text)

    # ============================================================================================
    # Lobby and table requests
    # ============================================================================================

    def open_create_dialog(self, quick: bool) -> CreateTableDialog:
        dialog = CreateTableDialog(self.lobby_page.games, quick=quick, parent=self)
        self.create_dialog = dialog

        def accepted() -> None:
            request = dialog.request()
            if not request["game"]:
                return
            if quick:
                self.bridge.quick_match(request["game"], request["seats"], request["settings"])
            else:
                self.bridge.create_table(
                    request["game"], request["seats"], request["settings"], request["cpu_level"],
                    request["watch"],
                )

        dialog.accepted.connect(accepted)
        dialog.open()
        return dialog

    def open_about(self) -> AboutDialog:
        dialog = AboutDialog(self)
        self.about_dialog = dialog
        dialog.open()
        return dialog

    def open_offline_dialog(self) -> OfflineDialog:
        dialog = OfflineDialog(self.lobby_page.games, self, last=self.settings.last_offline)
        self.offline_dialog = dialog

        def accepted() -> None:
            request = dialog.request()
            if not request["game"]:
                self.back_to_title()
                return
            self.settings.last_offline = dict(request)
            self.settings.save()
            self.offline_start_pending = True
            self.bridge.create_table(
                request["game"], request["seats"], request["settings"], request["cpu_level"],
                request["watch"],
            )

        dialog.accepted.connect(accepted)
        dialog.rejected.connect(self.back_to_title)
        dialog.open()
        return dialog

    def join_room(self, text: str) -> None:
        try:
            code, target = parse_room(text)
        except InviteError as error:
            self.message_box = show_error(self, self.tr("部屋に入れません"), error.message)
            return
        if target is not None and not self.is_this_host(target):
            self.connect_to(target)  # an invite to another host: go there
            return
        self.pending_code = code
        self.bridge.sit(code)

    def is_this_host(self, target: Target) -> bool:
        """Does ``target`` name the host we are in? (By any of the names it gives friends.)"""
        info = getattr(self.bridge, "host_info", None) or {}
        if info.get("port") != target.port:
            return False
        names = {"127.0.0.1", "::1", "localhost", str(info.get("host_name") or "")}
        names.update(str(a) for a in info.get("addresses") or [])
        if self.target is not None:
            names.add(self.target.host)
        return target.host in names

    def leave_table(self) -> None:
        self.bridge.leave()

    def _sound_changed(self, on: bool) -> None:
        self.settings.sound = on
        self.settings.save()

    def _option_changed(self, key: str, on: bool) -> None:
        self.settings.view_options[key] = on
        self.settings.save()

    def _fast_changed(self, fast: bool) -> None:
        self.settings.fast_animation = fast
        self.settings.save()

    def notify(self, title: str, text: str) -> None:
        self.message_box = show_info(self, title, text)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.mode = "none"
        self.bridge.close()
        super().closeEvent(event)
