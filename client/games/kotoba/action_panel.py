"""Your controls: the word entry (the word you read, with its 濁点 and small kana; the ゛゜小
button marks the kana before the cursor in turn, 「逆」 reads the entry the other way),
「出す」 to send the play, the dictionary
hint, パス, 交換 of the picked card, 「完成」 in ならべる and 「手札に戻す」 for the cards you
have laid but not sent. Which buttons are on follows ``legal``; the view decides."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.fonts import FAMILY
from client.games.kotoba.model import next_variant
from client.games.kotoba.texts import (
    BLUE,
    GOLD,
    GREEN,
    GREY,
    RED,
    button_style,
    label_style,
    px,
    tr,
)


def entry_style(scale: float) -> str:
    """The word entry's look, grown for a larger table."""
    return (
        f"QLineEdit {{ font-family: {FAMILY}; font-size: {px(22, scale)}px;"
        f" padding: {px(3, scale)}px {px(6, scale)}px; border-radius: 6px;"
        " background: #fffaf0; color: #1f1a16; border: 2px solid #c8a24a; }"
    )


class ActionPanel(QWidget):
    play_clicked = Signal(str)
    hint_clicked = Signal(str)
    pass_clicked = Signal()
    exchange_clicked = Signal()
    done_clicked = Signal()
    take_back_clicked = Signal()
    word_edited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel(tr("読んだ単語（濁点・小さい字も）"))
        self.caption.setWordWrap(True)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(tr("例：じょばん"))
        self.entry.setMaxLength(24)
        self.entry.textEdited.connect(self.word_edited)
        self.entry.returnPressed.connect(self._play)
        self.mark_button = QPushButton(tr("゛゜小"))
        self.mark_button.setToolTip(tr("カーソルの前の字に濁点・半濁点をつける／小さくする"))
        self.mark_button.clicked.connect(self.mark_before_cursor)
        self.reverse_button = QPushButton(tr("逆"))
        self.reverse_button.setToolTip(tr("逆向き（右から左・下から上）に読む"))
        self.reverse_button.clicked.connect(self.reverse)
        self.play_button = QPushButton(tr("出す"))
        self.play_button.clicked.connect(self._play)
        self.hint_button = QPushButton(tr("辞書で調べる"))
        self.hint_button.clicked.connect(lambda: self.hint_clicked.emit(self.word()))
        self.hint_answer = QLabel()
        self.hint_answer.setWordWrap(True)
        self.pass_button = QPushButton(tr("パス"))
        self.pass_button.clicked.connect(self.pass_clicked)
        self.exchange_button = QPushButton(tr("交換"))
        self.exchange_button.setToolTip(tr("選んだ手札1枚を捨てて、山札から2枚引く"))
        self.exchange_button.clicked.connect(self.exchange_clicked)
        self.done_button = QPushButton(tr("完成"))
        self.done_button.clicked.connect(self.done_clicked)
        self.take_back_button = QPushButton(tr("手札に戻す"))
        self.take_back_button.clicked.connect(self.take_back_clicked)
        self.help = QLabel()
        self.help.setWordWrap(True)

        helpers = QHBoxLayout()
        helpers.setSpacing(6)
        helpers.addWidget(self.mark_button)
        helpers.addWidget(self.reverse_button)
        helpers.addStretch(1)
        grid = QGridLayout()
        grid.setSpacing(6)
        grid.addWidget(self.play_button, 0, 0)
        grid.addWidget(self.hint_button, 0, 1)
        grid.addWidget(self.pass_button, 1, 0)
        grid.addWidget(self.exchange_button, 1, 1)
        grid.addWidget(self.done_button, 2, 0)
        grid.addWidget(self.take_back_button, 2, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.caption)
        layout.addWidget(self.entry)
        layout.addLayout(helpers)
        layout.addLayout(grid)
        layout.addWidget(self.hint_answer)
        layout.addWidget(self.help)
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Text and buttons as large as the table (1.0 on a laptop's table)."""
        for label in (self.caption, self.hint_answer):
            label.setStyleSheet(label_style(scale))
        self.help.setStyleSheet(label_style(scale, 12) + "color: #cfe3d2;")
        self.entry.setStyleSheet(entry_style(scale))
        for button in (self.mark_button, self.reverse_button):
            button.setStyleSheet(button_style(GREY, scale, small=True))
        for button, colours in ((self.play_button, RED), (self.hint_button, GOLD),
                                (self.pass_button, GREY), (self.exchange_button, BLUE),
                                (self.done_button, GREEN), (self.take_back_button, GREY)):
            button.setStyleSheet(button_style(colours, scale))

    def set_help(self, can_turn: bool, spelling: bool, upright: bool = True) -> None:
        """How to handle the cards, for what this mode allows: ``can_turn`` at all, and
        ``upright`` (90° steps) or only upside down (かさねる)."""
        parts = [tr("ドラッグで置く"), tr("ダブルクリックで裏返す")]
        if can_turn:
            parts.append(tr("右クリックかRで回転") if upright else tr("右クリックかRで上下反転"))
        if spelling:
            parts.append(tr("列をクリックして読みを決める"))
        parts.append(tr("ホイールで拡大"))
        self.help.setText("・".join(parts))

    def word(self) -> str:
        return self.entry.text().strip()

    def set_word(self, word: str) -> None:
        self.entry.setText(word)

    def _play(self) -> None:
        if self.play_button.isVisible() and self.play_button.isEnabled():
            self.play_clicked.emit(self.word())

    def mark_before_cursor(self) -> None:
        """The kana before the cursor takes its next marked or small form (か→が→か,
        は→ば→ぱ→は, つ→っ→づ→つ, や→ゃ→や)."""
        text, at = self.entry.text(), self.entry.cursorPosition()
        if at == 0 or not text:
            return
        text = text[: at - 1] + next_variant(text[at - 1]) + text[at:]
        self.entry.setText(text)
        self.entry.setCursorPosition(at)
        self.word_edited.emit(text)

    def reverse(self) -> None:
        """The entry read the other way (a word may run right to left or upwards)."""
        text = self.entry.text()[::-1]
        self.entry.setText(text)
        self.word_edited.emit(text)

    def show_hint(self, text: str) -> None:
        self.hint_answer.setText(text)
        self.hint_answer.setAlignment(Qt.AlignmentFlag.AlignLeft)
