"""The in-table ☰ menu: sound on/off, animation speed (ふつう／はやい), the game view's own
options, the language, rules help, leave."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from client.ui.language_menu import LanguageSubmenu


class TableMenu(QMenu):
    sound_toggled = Signal(bool)
    fast_toggled = Signal(bool)
    rules_requested = Signal()
    leave_requested = Signal()
    title_requested = Signal()
    option_toggled = Signal(str, bool)  # a game view's own client-side option
    language_chosen = Signal(str)  # "system" | "ja" | "en"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sound_action = QAction(self.tr("サウンド"), self, checkable=True)
        self.sound_action.toggled.connect(self.sound_toggled)
        self.addAction(self.sound_action)
        speed = self.addMenu(self.tr("アニメ速度"))
        group = QActionGroup(self)
        self.normal_action = QAction(self.tr("ふつう"), self, checkable=True)
        self.fast_action = QAction(self.tr("はやい"), self, checkable=True)
        for action in (self.normal_action, self.fast_action):
            group.addAction(action)
            speed.addAction(action)
        self.normal_action.setChecked(True)
        self.fast_action.toggled.connect(self.fast_toggled)
        self.options_separator = self.addSeparator()
        self.option_actions: list[QAction] = []
        self.addSeparator()
        self.language_menu = LanguageSubmenu(self)
        self.language_menu.language_chosen.connect(self.language_chosen)
        self.addMenu(self.language_menu)
        self.rules_action = self.addAction(self.tr("あそびかた（ルール説明）"))
        self.rules_action.triggered.connect(self.rules_requested)
        self.leave_action = self.addAction(self.tr("卓を離れる"))
        self.leave_action.triggered.connect(self.leave_requested)
        self.title_action = self.addAction(self.tr("タイトルへ戻る"))
        self.title_action.triggered.connect(self.title_requested)

    def set_options(self, options: list[tuple[str, str, bool]]) -> None:
        """The game view's options: (key, label, on) each, shown as check items."""
        for action in self.option_actions:
            self.removeAction(action)
            action.deleteLater()
        self.option_actions = []
        before = self.actions()[self.actions().index(self.options_separator) + 1]
        for key, label, on in options:
            action = QAction(label, self, checkable=True)
            action.setChecked(on)
            action.toggled.connect(lambda checked, k=key: self.option_toggled.emit(k, checked))
            self.insertAction(before, action)
            self.option_actions.append(action)

    def set_state(self, sound: bool, fast: bool) -> None:
        self.sound_action.setChecked(sound)
        (self.fast_action if fast else self.normal_action).setChecked(True)
