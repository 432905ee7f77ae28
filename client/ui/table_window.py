"""The table window: seats, ready/start/CPU/leave, room code and invite link, stamps, the ☰
menu, and the game area, which embeds the game's own view (client.games.view_class) or, for a
game without one yet, the plain FallbackView."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from client.games import stand_in_text, view_class
from client.games.base import GameView
from client.sound import sound_bank
from client.ui.dialog import FitScrollArea
from client.ui.elided_label import ElidedLabel
from client.ui.fallback_view import FallbackView
from client.ui.message_box import MessageBox
from client.ui.seat_list import SeatList
from client.ui.side_panel import PanelLayout, SidePanel
from client.ui.stamp_bar import StampBar
from client.ui.stamp_bubble import StampBubble
from client.ui.table_menu import TableMenu
from client.ui.texts import (
    describe_changes,
    find_game,
    game_title,
    setting_label,
    settings_tooltip,
    stamp_label,
    status_text,
)
from client.ui.theme import SPACE_M, SPACE_S, role

log = logging.getLogger(__name__)


def menu_icon(color: QColor, size: int = 44) -> QIcon:
    """The ☰ (three bars) menu icon."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    bar = size / 8
    for i in range(3):
        top = size * (0.2 + 0.3 * i)
        painter.drawRoundedRect(QRectF(size * 0.12, top, size * 0.76, bar), bar / 2, bar / 2)
    painter.end()
    return QIcon(pixmap)


class TableWindow(QWidget):
    action_requested = Signal(dict)
    ready_requested = Signal(bool)
    start_requested = Signal()
    set_seat_requested = Signal(int, object)  # seat, cpu level id or None (empty it)
    leave_requested = Signal()  # after the player confirmed, when a match is on
    title_requested = Signal()  # ☰ タイトルへ戻る, likewise confirmed
    option_changed = Signal(str, bool)  # "<game>.<key>" of a game view's client option
    stamp_requested = Signal(str)
    rules_requested = Signal(str)  # game id
    sound_changed = Signal(bool)
    fast_changed = Signal(bool)
    record_requested = Signal(str)  # table id: replay the match just played there
    language_chosen = Signal(str)  # the ☰ menu's language: "system" | "ja" | "en"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[dict[str, Any]] = []
        self.stamps: list[dict[str, Any]] = []
        self.my_name = ""
        self.table: dict[str, Any] | None = None
        self.view_widget: GameView | None = None
        self._view_key: tuple[Any, ...] | None = None
        self.last_view: dict[str, Any] | None = None
        self.sound = True
        self.fast = False
        self.offline = False  # a CPU game on this computer: no invite to give
        self.view_options: dict[str, bool] = {}
        self.confirm_box: MessageBox | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACE_S, SPACE_S, SPACE_S, SPACE_S)
        layout.setSpacing(SPACE_S)
        # top bar: what this table is, its code and link, the ☰ menu
        top = QHBoxLayout()
        top.setSpacing(SPACE_S)
        self.title_label = role(QLabel(), "heading")
        top.addWidget(self.title_label)
        self.status_label = role(QLabel(), "status")
        top.addWidget(self.status_label)
        # what this table plays differently from the game's defaults, beside its name (one row
        # less above the game); all of it on hover or click
        self.rules_label = role(ElidedLabel(), "rules")
        top.addSpacing(SPACE_S)
        top.addWidget(self.rules_label, 1)
        self.code_caption = role(QLabel(self.tr("部屋コード")), "muted")
        top.addWidget(self.code_caption)
        self.code_label = role(QLabel(), "code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.code_label)
        self.invite_edit = QLineEdit()
        self.invite_edit.setReadOnly(True)
        self.invite_edit.setMinimumWidth(240)
        # read-only and never a stop for the focus: after 出す the keyboard stays with the game
        self.invite_edit.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        top.addWidget(self.invite_edit)
        self.copy_button = QPushButton(self.tr("招待リンクをコピー"))
        self.copy_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.copy_button.clicked.connect(self.copy_invite)
        top.addWidget(self.copy_button)
        # in play the side panel steps aside for the game; its 卓を離れる moves up here
        self.top_leave_button = QPushButton(self.tr("卓を離れる"))
        self.top_leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.top_leave_button.clicked.connect(self.confirm_leave)
        self.top_leave_button.hide()
        top.addWidget(self.top_leave_button)
        self.menu = TableMenu(self)
        self.menu_button = QToolButton()
        # ☰ drawn, not typed: the bundled font has no glyph for U+2630
        self.menu_button.setIcon(menu_icon(self.palette().color(self.foregroundRole())))
        self.menu_button.setIconSize(QSize(22, 22))
        self.menu_button.setAccessibleName(self.tr("メニュー"))
        self.menu_button.setToolTip(self.tr("メニュー"))
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu_button.setMenu(self.menu)
        top.addWidget(self.menu_button)
        layout.addLayout(top)
        # what the others did that changes the table: a player left and a CPU took the seat
        self.notice = role(QLabel(), "notice")
        self.notice.setObjectName("tableNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.notice_timer = QTimer(self, singleShot=True, interval=10000)
        self.notice_timer.timeout.connect(self.notice.hide)
        layout.addWidget(self.notice)

        body = QHBoxLayout()
        body.setSpacing(SPACE_S)
        layout.addLayout(body, 1)
        # the game area, with the stamp bubble floating over it
        self.game_frame = QFrame()
        frame_layout = QGridLayout(self.game_frame)
        frame_layout.setContentsMargins(0, 0, 0, 0)
        self.game_stack = QStackedWidget()
        self.placeholder = role(QLabel(), "lead")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.game_stack.addWidget(self.placeholder)
        frame_layout.addWidget(self.game_stack, 0, 0)
        self.bubble = StampBubble()
        frame_layout.addWidget(
            self.bubble, 0, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
        )
        body.addWidget(self.game_frame, 1)

        # the side panel takes the width its words need and leaves the rest to the game; its
        # seat management hides in play
        self.side_panel = SidePanel()
        side = PanelLayout(self.side_panel)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(SPACE_S)
        seats_box = QGroupBox(self.tr("席"))
        seats_layout = QVBoxLayout(seats_box)
        self.seat_list = SeatList()
        seats_layout.addWidget(self.seat_list)
        side.addWidget(seats_box, 1)
        self.result_label = role(QLabel(), "result")
        self.result_label.setWordWrap(True)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.result_label.hide()
        side.addWidget(self.result_label)
        self.record_button = QPushButton(self.tr("この対局の記録を見る"))
        self.record_button.clicked.connect(self._record)
        self.record_button.hide()
        side.addWidget(self.record_button)
        self.ready_button = role(QPushButton(self.tr("準備OK")), "primary")
        self.ready_button.setCheckable(True)
        self.ready_button.clicked.connect(self.ready_requested)
        side.addWidget(self.ready_button)
        self.start_button = role(QPushButton(self.tr("対局開始")), "primary")
        self.start_button.clicked.connect(self.start_requested)
        side.addWidget(self.start_button)
        # the CPU level on a line of its own, each button as wide as the panel: no word is cut
        self.level_combo = QComboBox()
        self.level_combo.setToolTip(self.tr("空席に座らせるCPUの強さ"))
        side.addWidget(self.level_combo)
        self.fill_button = QPushButton(self.tr("空席をCPUで埋める"))
        self.fill_button.clicked.connect(self.fill_with_cpu)
        side.addWidget(self.fill_button)
        self.clear_seat_button = QPushButton(self.tr("選んだ席のCPUを外す"))
        self.clear_seat_button.clicked.connect(self.clear_selected_seat)
        side.addWidget(self.clear_seat_button)
        side.addSpacing(SPACE_M)
        self.leave_button = QPushButton(self.tr("卓を離れる"))
        self.leave_button.clicked.connect(self.confirm_leave)
        side.addWidget(self.leave_button)
        self.side_panel.measured = [seats_box, self.record_button, self.ready_button, self.start_button,
                                    self.level_combo, self.fill_button, self.clear_seat_button,
                                    self.leave_button]
        # a table of eight at its end on a laptop: the panel scrolls rather than push the window
        self.side_scroll = FitScrollArea(self.side_panel, least_lines=8)
        self.side_scroll.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        body.addWidget(self.side_scroll)

        self.stamp_bar = StampBar()
        self.stamp_bar.stamp_clicked.connect(self.stamp_requested)
        layout.addWidget(self.stamp_bar)

        self.menu.sound_toggled.connect(self._sound_toggled)
        self.menu.fast_toggled.connect(self._fast_toggled)
        self.menu.rules_requested.connect(self._rules)
        self.menu.leave_requested.connect(self.confirm_leave)
        self.menu.title_requested.connect(self.confirm_title)
        self.menu.option_toggled.connect(self._option_toggled)
        self.menu.language_chosen.connect(self.language_chosen)
        self.seat_list.currentRowChanged.connect(lambda _row: self._update_buttons())

    # -- context ----------------------------------------------------------------------------

    def set_context(
        self, games: list[dict[str, Any]], stamps: list[dict[str, Any]], my_name: str
    ) -> None:
        self.games = games
        self.stamps = stamps
        self.my_name = my_name
        self.stamp_bar.set_stamps(stamps)

    def set_offline(self, offline: bool) -> None:
        """A CPU game on this computer: the room code and invite link mean nothing to a friend."""
        self.offline = offline
        for widget in (self.code_caption, self.code_label, self.invite_edit, self.copy_button):
            widget.setVisible(not offline)

    def set_view_options(self, options: dict[str, bool]) -> None:
        self.view_options = dict(options)

    def set_preferences(self, sound: bool, fast: bool) -> None:
        self.sound, self.fast = sound, fast
        self.menu.set_state(sound, fast)
        if self.view_widget is not None:
            self.view_widget.set_sound(sound)
            self.view_widget.set_animation_speed(fast)

    # -- the table --------------------------------------------------------------------------

    @property
    def you(self) -> int | None:
        return self.table.get("you") if self.table else None

    @property
    def game(self) -> dict[str, Any] | None:
        return find_game(self.games, str(self.table.get("game"))) if self.table else None

    def is_owner(self) -> bool:
        if not self.table:
            return False
        if self.table.get("you_own"):
            return True
        owner = self.table.get("owner")
        return owner is not None and owner == self.you  # the owner's seat index

    def set_table(self, table: dict[str, Any] | None) -> None:
        previous, self.table = self.table, table
        self._tell_seat_changes(previous, table)
        if table is None:
            self._drop_view()
            return
        game = self.game
        self.title_label.setText(game_title(self.games, str(table.get("game", ""))))
        status = status_text(str(table.get("status", "")))
        self.status_label.setText(status if self.you is not None
                                  else self.tr("%1・観戦中").replace("%1", status))
        settings = table.get("settings")
        self.rules_label.set_full_text(describe_changes(game, settings), settings_tooltip(game, settings))
        self.code_label.setText(str(table.get("code", "")))
        self.invite_edit.setText(str(table.get("invite") or ""))
        whole = self.invite_edit.fontMetrics().horizontalAdvance(self.invite_edit.text()) + 16
        self.invite_edit.setMinimumWidth(max(160, min(whole, 330)))  # the whole link if it fits
        self.invite_edit.setCursorPosition(0)
        self.copy_button.setEnabled(bool(table.get("invite")))
        self.seat_list.set_seats(
            table.get("seats", []), self.you, game, gathering=table.get("status") != "playing"
        )
        self._fill_levels(game)
        self._show_result(table.get("result"))
        key = (table.get("id"), table.get("game"), self.you)
        if key != self._view_key:
            self._make_view(key)
        if self.view_widget is not None:
            self.view_widget.set_seats(self._view_seats())
        if table.get("status") == "waiting" and self.last_view is None:
            self.placeholder.setText(
                self.tr(
                    "全員が「準備OK」を押すと対局が始まります。"
                    "卓を作った人は空席をCPUで埋めたり、「対局開始」を押したりできます。"
                )
            )
            self.game_stack.setCurrentWidget(self.placeholder)
        seat = self._my_seat()
        self.ready_button.setChecked(bool(seat and seat.get("ready")))
        self._update_buttons()

    def _tell_seat_changes(
        self, previous: dict[str, Any] | None, table: dict[str, Any] | None
    ) -> None:
        """Mid-match, a person who leaves is replaced by a CPU: say so to those still here."""
        if not previous or not table or previous.get("id") != table.get("id"):
            if not table:
                self.notice.hide()
            return
        if table.get("status") != "playing" or previous.get("status") != "playing":
            return
        before, after = previous.get("seats", []), table.get("seats", [])
        for index, (old, new) in enumerate(zip(before, after, strict=False)):
            if index == table.get("you") or old.get("kind") != "human":
                continue
            took_over = new.get("kind") == "cpu" or (new.get("cpu_playing") and not old.get("cpu_playing"))
            if took_over:
                name = str(old.get("name") or self.tr("%1番").replace("%1", str(index + 1)))
                text = (self.tr("%1 さんが卓を離れました。%2。")
                        if new.get("kind") == "cpu"
                        else self.tr("%1 さんの接続が切れました。戻るまで、%2。"))
                self.show_notice(text.replace("%1", name).replace("%2", self.stand_in()))

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()
        self.notice_timer.start()

    def _my_seat(self) -> dict[str, Any] | None:
        seats = self.table.get("seats", []) if self.table else []
        you = self.you
        return seats[you] if you is not None and 0 <= you < len(seats) else None

    def _view_seats(self) -> list[dict[str, Any]]:
        seats = self.table.get("seats", []) if self.table else []
        return [dict(seat, you=(i == self.you)) for i, seat in enumerate(seats)]

    def _fill_levels(self, game: dict[str, Any] | None) -> None:
        current = self.level_combo.currentData()
        levels = (game or {}).get("cpu_levels", [])
        if [self.level_combo.itemData(i) for i in range(self.level_combo.count())] == [
            level.get("id") for level in levels
        ]:
            return
        self.level_combo.clear()
        for level in levels:
            self.level_combo.addItem(setting_label(str(level.get("label"))), level.get("id"))
        index = self.level_combo.findData(current)
        self.level_combo.setCurrentIndex(index if index >= 0 else len(levels) // 2)

    def _show_result(self, result: Any) -> None:
        self.record_button.setVisible(isinstance(result, dict))
        if not isinstance(result, dict):
            self.result_label.hide()
            return
        seats = self.table.get("seats", []) if self.table else []
        lines = [self.tr("結果")]
        reason = result.get("reason")
        if reason:
            lines.append(str(reason))
        ranks = result.get("ranks") or []
        points = result.get("points") or []
        order = sorted(range(len(ranks)), key=lambda i: ranks[i])
        for i in order:
            name = seats[i].get("name") if i < len(seats) else None
            line = self.tr("%1位　%2").replace("%1", str(ranks[i])).replace(
                "%2", str(name or self.tr("%1番").replace("%1", str(i + 1)))
            )
            if i < len(points):
                counted = (self.view_widget.points_text(points[i]) if self.view_widget is not None
                           else self.tr("%1点").replace("%1", str(points[i])))
                line += self.tr("（%1）").replace("%1", counted)
            lines.append(line)
        self.result_label.setText("\n".join(lines))
        # the panel's width is fixed: the result is as tall as its lines need at that width
        margins = self.result_label.contentsMargins()
        self.result_label.setMinimumHeight(
            self.result_label.heightForWidth(self.side_panel.needed_width()) + margins.top() + margins.bottom())
        self.result_label.show()

    def _update_buttons(self) -> None:
        # The host starts a game once every seat is taken and ready; the owner's 対局開始
        # marks the owner ready when everyone else is. A finished table can play again.
        table = self.table or {}
        idle = bool(table) and table.get("status") != "playing"
        seated = self.you is not None
        owner = self.is_owner()
        seats = table.get("seats", [])
        self.ready_button.setVisible(seated and idle)
        self.ready_button.setEnabled(seated and idle)
        self.start_button.setVisible(owner and idle)
        others_ready = all(
            s.get("kind") != "empty" and s.get("ready")
            for i, s in enumerate(seats)
            if i != self.you
        )
        self.start_button.setEnabled(owner and idle and others_ready)
        self.start_button.setText(
            self.tr("もう一度対局") if table.get("status") == "finished" else self.tr("対局開始")
        )
        has_empty = any(s.get("kind") == "empty" for s in seats)
        can_cpu = owner and idle and self.level_combo.count() > 0
        self.fill_button.setEnabled(can_cpu and has_empty)
        self.level_combo.setEnabled(can_cpu)
        selected = self.seat_list.selected_seat()
        self.clear_seat_button.setEnabled(
            owner and idle and selected is not None and seats[selected].get("kind") == "cpu"
        )
        for widget in (self.fill_button, self.level_combo, self.clear_seat_button):
            widget.setVisible(owner and idle)
        self.stamp_bar.setEnabled(bool(self.table))
        self.stamp_bar.setVisible((self.game or {}).get("stamps", True) is not False)
        leave_text = self.tr("卓を離れる") if seated else self.tr("観戦をやめる")
        self.leave_button.setText(leave_text)
        self.top_leave_button.setText(leave_text)
        playing = table.get("status") == "playing"
        self.side_scroll.setVisible(not playing)
        self.top_leave_button.setVisible(playing)

    # -- the game view ----------------------------------------------------------------------

    def _drop_view(self) -> None:
        if self.view_widget is not None:
            self.game_stack.removeWidget(self.view_widget)
            self.view_widget.deleteLater()
        self.view_widget = None
        self._view_key = None
        self.last_view = None
        self.game_stack.setCurrentWidget(self.placeholder)

    def _make_view(self, key: tuple[Any, ...]) -> None:
        self._drop_view()
        self._view_key = key
        game_id = str(key[1])
        cls = view_class(game_id)
        widget: GameView | None = None
        if cls is not None:
            try:
                widget = cls(self.you)
            except Exception:  # a broken game view must not take the table down
                log.exception("game view %s failed to start; using the plain view", game_id)
        self._install_view(widget or FallbackView(self.you))

    def _install_view(self, widget: GameView) -> None:
        self.view_widget = widget
        widget.set_sound(self.sound)
        widget.set_animation_speed(self.fast)
        widget.set_seats(self._view_seats())
        widget.action_requested.connect(self.action_requested)
        widget.action_requested.connect(lambda _action: widget.setFocus())
        game = str(self.table.get("game")) if self.table else ""
        options = []
        for key, label, default in widget.options():
            on = self.view_options.get(f"{game}.{key}", default)
            widget.set_option(key, on)
            options.append((key, label, on))
        self.menu.set_options(options)
        self.game_stack.addWidget(widget)

    def show_media(self, message: dict[str, Any]) -> None:
        """A ``media`` message from the host: timed media for the game view to play."""
        if self.table and message.get("table") == self.table.get("id") and self.view_widget is not None:
            self.view_widget.show_media(message)

    def show_view(self, message: dict[str, Any]) -> None:
        """A ``view`` message from the host: give view and events to the game view."""
        if not self.table or message.get("table") != self.table.get("id"):
            return
        if self.view_widget is None:
            self._make_view((self.table.get("id"), self.table.get("game"), self.you))
        view = message.get("view") or {}
        events = message.get("events") or []
        self.last_view = view
        assert self.view_widget is not None
        try:
            self.view_widget.show_view(view, events)
        except Exception:
            if isinstance(self.view_widget, FallbackView):
                raise
            log.exception("game view failed to draw; switching to the plain view")
            key = self._view_key
            self._drop_view()
            self._view_key = key
            self._install_view(FallbackView(self.you))
            self.last_view = view
            self.view_widget.show_view(view, events)
        self.game_stack.setCurrentWidget(self.view_widget)

    def show_stamp(self, message: dict[str, Any]) -> None:
        if self.table and message.get("table") not in (self.table.get("id"), None):
            return
        self.bubble.pop(str(message.get("name", "")), stamp_label(self.stamps, str(message.get("stamp"))))
        if self.sound:
            sound_bank().play("stamp")

    # -- buttons ----------------------------------------------------------------------------

    def fill_with_cpu(self) -> None:
        level = self.level_combo.currentData()
        if not self.table or level is None:
            return
        for index, seat in enumerate(self.table.get("seats", [])):
            if seat.get("kind") == "empty":
                self.set_seat_requested.emit(index, level)

    def clear_selected_seat(self) -> None:
        seat = self.seat_list.selected_seat()
        if seat is not None:
            self.set_seat_requested.emit(seat, None)

    def copy_invite(self) -> None:
        if self.invite_edit.text():
            QGuiApplication.clipboard().setText(self.invite_edit.text())

    def _option_toggled(self, key: str, on: bool) -> None:
        game = str(self.table.get("game")) if self.table else ""
        self.view_options[f"{game}.{key}"] = on
        if self.view_widget is not None:
            self.view_widget.set_option(key, on)
        self.option_changed.emit(f"{game}.{key}", on)

    def mid_match(self) -> bool:
        """Is this seat playing a match that is not over (leaving hands the seat to a CPU)?"""
        return bool(self.table) and self.table.get("status") == "playing" and self.you is not None

    def confirm_leave(self) -> None:
        self._confirm(self.leave_requested.emit, self.tr("卓を離れる"), self.leave_text())

    def confirm_title(self) -> None:
        self._confirm(self.title_requested.emit, self.tr("タイトルへ戻る"), self.title_text())

    def stand_in(self) -> str:
        """「CPUが代わりに…」 in the words of this table's game."""
        return stand_in_text(str(self.table.get("game", ""))) if self.table else ""

    def leave_text(self) -> str:
        """What leaving mid-match does, in this mode: offline the match simply ends; with
        others, a CPU plays on in the seat and they are told."""
        if self.offline:
            return self.tr("いま離れると、この対局はここで終わります。")
        return self.tr("いま離れると、%1。ほかの人にもそう伝えます。").replace("%1", self.stand_in())

    def title_text(self) -> str:
        """What going back to the title mid-match does: offline the match waits on this
        computer for the next 「CPUと対戦」; with others, as leaving."""
        if self.offline:
            return self.tr("この対局はこのパソコンにとっておかれ、次に「CPUと対戦」を選ぶと続きから遊べます。")
        return self.leave_text()

    def _confirm(self, then: Any, verb: str, text: str) -> None:
        """Mid-match, ask before leaving, saying what happens to the match."""
        if not self.mid_match():
            then()
            return
        box = MessageBox(self, self.tr("対局中です"), text, QMessageBox.Icon.Question)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(verb)
        box.button(QMessageBox.StandardButton.No).setText(self.tr("対局を続ける"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(then)
        self.confirm_box = box
        box.open()

    def _record(self) -> None:
        if self.table:
            self.record_requested.emit(str(self.table.get("id")))

    def _rules(self) -> None:
        if self.table:
            self.rules_requested.emit(str(self.table.get("game")))

    def _sound_toggled(self, on: bool) -> None:
        self.sound = on
        if self.view_widget is not None:
            self.view_widget.set_sound(on)
        self.sound_changed.emit(on)

    def _fast_toggled(self, fast: bool) -> None:
        self.fast = fast
        if self.view_widget is not None:
            self.view_widget.set_animation_speed(fast)
        self.fast_changed.emit(fast)
