"""The language choice: 自動 (the system's), 日本語, English, as a combo box on the title screen and
in the waiting room, and as a submenu of the table's ☰ menu.

Each language is named in itself, so a player who cannot read the current interface still finds
their own. The choice is kept in ``AppSettings.language`` and applies at once: the main window
installs the new translator and builds its pages again (``MainWindow.change_language``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMenu, QWidget

from client.i18n import LANGUAGE_NAMES, SYSTEM


def language_choices() -> list[tuple[str, str]]:
    """(choice, what the player reads) of every language setting, 自動 first."""
    automatic = QCoreApplication.translate("LanguageMenu", "自動（システムの言語）")
    return [(SYSTEM, automatic), *LANGUAGE_NAMES.items()]


class LanguageMenu(QWidget):
    """A label and a combo box; emits ``language_chosen`` ("system", "ja", "en")."""

    language_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addStretch(1)
        self.label = QLabel(self.tr("言語 (Language):"))
        self.label.setObjectName("languageLabel")
        self.box = QComboBox()
        self.box.setObjectName("languageBox")
        for choice, text in language_choices():
            self.box.addItem(text, choice)
        layout.addWidget(self.label)
        layout.addWidget(self.box)
        layout.addStretch(1)
        self.box.currentIndexChanged.connect(self._chosen)

    def set_choice(self, choice: str) -> None:
        """Show the saved choice without emitting."""
        index = self.box.findData(choice if choice in LANGUAGE_NAMES else SYSTEM)
        self.box.blockSignals(True)
        self.box.setCurrentIndex(max(index, 0))
        self.box.blockSignals(False)

    def choice(self) -> str:
        return str(self.box.currentData())

    def _chosen(self) -> None:
        self.language_chosen.emit(self.choice())


class LanguageSubmenu(QMenu):
    """The same choice as a submenu of radio items (the table's ☰ menu)."""

    language_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("LanguageMenu", "言語 (Language)"), parent)
        group = QActionGroup(self)
        self.choice_actions: dict[str, QAction] = {}
        for choice, text in language_choices():
            action = QAction(text, self, checkable=True)
            group.addAction(action)
            self.addAction(action)
            action.triggered.connect(lambda _on=False, c=choice: self.language_chosen.emit(c))
            self.choice_actions[choice] = action

    def set_choice(self, choice: str) -> None:
        action = self.choice_actions.get(choice if choice in LANGUAGE_NAMES else SYSTEM)
        if action is not None:
            action.setChecked(True)
