"""Your hand and your choices: the control cards as buttons; choosing a card shows its options
(加速 / 減速 for 加減速 cards, the speed shift for エンチャント's 覚醒); a choice in the middle of a
round shows one button per option. Every button comes from ``legal``.

Keys: 1–9 press the numbered card; once a card is chosen (or in a choice mid-round) they press
the numbered option instead; Esc takes the card back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from client.games.deltacle.drawing import card_label
from client.games.deltacle.texts import action_label, play_label


class HandPanel(QWidget):
    action_chosen = Signal(dict)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.cards_row = QHBoxLayout()
        self.options_row = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.prompt)
        layout.addLayout(self.cards_row)
        layout.addLayout(self.options_row)
        self.card_buttons: dict[str, QPushButton] = {}
        self.option_buttons: list[QPushButton] = []
        self.option_actions: list[dict[str, Any]] = []  # parallel to option_buttons
        self.legal: list[dict[str, Any]] = []
        self.view: dict[str, Any] = {}
        self.selected: str | None = None
        for number in range(1, 10):
            QShortcut(QKeySequence(str(number)), self, lambda n=number: self.press_number(n))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, lambda: self.select(None))

    def press_number(self, number: int) -> None:
        """The number keys: an option when options are showing, else a card."""
        buttons = self.option_buttons if self.option_buttons else list(self.card_buttons.values())
        if 1 <= number <= len(buttons) and buttons[number - 1].isEnabled():
            buttons[number - 1].click()

    @staticmethod
    def _clear(row: QHBoxLayout) -> None:
        while row.count():
            item = row.takeAt(0)
            widget = item.widget()
            if widget:
                widget.hide()
                widget.deleteLater()

    def set_view(self, view: dict[str, Any], prompt: str) -> None:
        self.view = view
        self.legal = list(view.get("legal", []))
        self.prompt.setText(prompt)
        self._clear(self.cards_row)
        self.card_buttons = {}
        hand = view.get("hand", [])
        control = [a for a in self.legal if a["type"] == "control"]
        playable = {a["card"] for a in control}
        chosen = view.get("my_choice")
        for card in hand:
            button = QPushButton(card_label(card), self)
            button.setToolTip(self.tr("キー {0}").format(len(self.card_buttons) + 1))
            button.setObjectName(f"card_{card}")
            button.setCheckable(True)
            button.setMinimumHeight(38)
            button.setEnabled(card in playable)
            if chosen and chosen["card"] == card:
                button.setChecked(True)
                button.setText(card_label(card) + "\n" + self.tr("(選択済み)"))
            button.clicked.connect(lambda _=False, c=card: self.select(c))
            self.cards_row.addWidget(button)
            self.card_buttons[card] = button
        if chosen:
            self.prompt.setText(prompt + "  " + self.tr("あなたの選択: {0}").format(play_label(chosen)))
        if self.selected not in playable:
            self.selected = None
        if control:
            self._select(self.selected) if self.selected else self._show_options([])
        else:
            self._show_options(self.legal)

    def select(self, card: str | None) -> None:
        self._select(card)

    def _select(self, card: str | None) -> None:
        self.selected = card
        for c, button in self.card_buttons.items():
            button.setChecked(c == card)
        self._show_options([a for a in self.legal if a["type"] == "control" and a["card"] == card])

    def _show_options(self, actions: list[dict[str, Any]]) -> None:
        self._clear(self.options_row)
        self.option_buttons = []
        self.option_actions = []
        for action in actions:
            button = QPushButton(action_label(action, self.view), self)
            button.setToolTip(self.tr("キー {0}").format(len(self.option_buttons) + 1))
            button.setMinimumHeight(30)
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self.options_row.addWidget(button)
            self.option_buttons.append(button)
            self.option_actions.append(action)

    def _choose(self, action: dict[str, Any]) -> None:
        self.selected = None
        self.action_chosen.emit(dict(action))
