"""The language choice on the title screen: 自動 (the system's), 日本語, English.

Each language is named in itself, so a player who cannot read the current interface still finds
their own. The choice is kept in ``AppSettings.language`` and takes effect at the next start
(every widget is built in one language; rebuilding them all live would lose a connection)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from client.i18n import LANGUAGE_NAMES, SYSTEM, current_language

# Shown in the newly chosen language, which is not loaded yet: the one place a sentence is
# written per language rather than through tr().
RESTART_NOTE = {
    "ja": "次に Zashiki を起動したときから日本語で表示します。",
    "en": "Zashiki will be in English from the next time you start it.",
}


class LanguageMenu(QWidget):
    """A label and a combo box, and the restart note under them; emits ``language_chosen`` ("system", "ja", "en")."""

    language_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout()
        layout.addStretch(1)
        self.label = QLabel(self.tr("言語 (Language):"))
        self.label.setObjectName("languageLabel")
        self.box = QComboBox()
        self.box.setObjectName("languageBox")
        self.box.addItem(self.tr("自動（システムの言語）"), SYSTEM)
        for code, name in LANGUAGE_NAMES.items():
            self.box.addItem(name, code)
        self.note = QLabel()
        self.note.setObjectName("languageNote")
        self.note.hide()
        layout.addWidget(self.label)
        layout.addWidget(self.box)
        layout.addStretch(1)
        outer.addLayout(layout)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
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
        choice = self.choice()
        self.language_chosen.emit(choice)
        if choice in RESTART_NOTE:
            text = "" if choice == current_language() else RESTART_NOTE[choice]
        else:
            text = self.tr("次に起動したときから、システムの言語で表示します。")
        self.note.setText(text)
        self.note.setVisible(bool(text))
