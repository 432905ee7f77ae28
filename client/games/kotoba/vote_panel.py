"""The vote on a declared word: who declared it, the word in large kana, every other player's
answer as it comes in (OK, NG or still thinking), the vote's countdown, and your own OK / NG
buttons while ``legal`` offers the vote."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.fonts import FAMILY
from client.games.kotoba.texts import GREEN, RED, answer_text, button_style, px, seconds_left, tr

NAME_WIDTH = 170  # px; a longer name ends in …
ANSWER_COLOURS = {True: "#7fe08f", False: "#ff8a80", None: "#d8d0bf"}


class WordTiles(QWidget):
    """The declared word, each kana on its own gold tile (matching the board's highlighted
    cells), as large as the width allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = ""
        self.scale = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(44)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setFixedHeight(px(44, scale))
        self.updateGeometry()
        self.update()

    def set_word(self, word: str) -> None:
        self.word = word
        self.setAccessibleName(word)
        self.setToolTip(word)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(px(200, self.scale), px(44, self.scale))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, px(44, self.scale))

    def tile(self) -> float:
        n = max(1, len(self.word))
        return max(10.0, min(38.0 * self.scale, (self.width() - 4 * (n - 1)) / n))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.tile()
        left = (self.width() - len(self.word) * (size + 4) + 4) / 2
        top = (self.height() - size) / 2
        font = QFont(FAMILY)
        font.setPixelSize(max(8, int(size * 0.72)))
        font.setBold(True)
        p.setFont(font)
        for i, kana in enumerate(self.word):
            rect = QRectF(left + i * (size + 4), top, size, size)
            p.setPen(QPen(QColor("#e89a00"), 2))
            p.setBrush(QColor("#ffd640"))
            p.drawRoundedRect(rect, 5, 5)
            p.setPen(QColor("#1f1a16"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, kana)
        p.end()


class VotePanel(QFrame):
    voted = Signal(bool)

    def __init__(self, parent=None) -> None:  # noqa: ANN001 - a QWidget or None
        super().__init__(parent)
        self.setObjectName("votePanel")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.word = WordTiles()
        self.waiting = QLabel()
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.countdown = QLabel()
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.answers = QGridLayout()
        self.answers.setHorizontalSpacing(10)
        self.answers.setVerticalSpacing(2)
        self.answer_labels: dict[int, tuple[QLabel, QLabel]] = {}
        self.ok_button = QPushButton(tr("OK"))
        self.ng_button = QPushButton(tr("NG"))
        self.ok_button.clicked.connect(lambda: self.voted.emit(True))
        self.ng_button.clicked.connect(lambda: self.voted.emit(False))
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.countdown)
        buttons = QHBoxLayout()
        buttons.addWidget(self.ok_button)
        buttons.addWidget(self.ng_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.addLayout(head)
        layout.addWidget(self.word)
        layout.addLayout(self.answers)
        layout.addLayout(buttons)
        layout.addWidget(self.waiting)
        self.vote: dict[str, Any] | None = None
        self.set_scale(1.0)

    def set_frame_style(self, scale: float) -> None:
        self.setStyleSheet(
            "#votePanel { background: rgba(20, 30, 24, 200); border: 2px solid #e2b33c;"
            " border-radius: 8px; }"
            f"QLabel {{ color: #f6efde; font-family: {FAMILY}; font-size: {px(14, scale)}px; }}"
        )

    def set_scale(self, scale: float) -> None:
        """Text, tiles and buttons as large as the table (1.0 on a laptop's table)."""
        self.set_frame_style(scale)
        self.name_width = px(NAME_WIDTH, scale)
        self.word.set_scale(scale)
        self.ok_button.setStyleSheet(button_style(GREEN, scale))
        self.ng_button.setStyleSheet(button_style(RED, scale))

    def show_vote(self, vote: dict[str, Any], names: list[str], you: int | None,
                  can_vote: bool) -> None:
        self.vote = vote
        by = vote.get("by")
        who = names[by] if isinstance(by, int) and by < len(names) else ""
        number, total = vote.get("number"), vote.get("of")
        count = tr("（{0}／{1}）").format(number, total) if isinstance(total, int) and total > 1 \
            else ""
        if by is not None and by == you:
            self.title.setText(tr("あなたの単語") + count)
            self.waiting.setText(tr("みんなの判定を待っています"))
        else:
            self.title.setText(tr("{0}の単語はOK？").format(who) + count)
            self.waiting.setText("" if can_vote else tr("回答しました"))
        self.waiting.setVisible(bool(self.waiting.text()))
        self.word.set_word(str(vote.get("word", "")))
        answers = {int(k): v for k, v in (vote.get("answers") or {}).items()}
        for seat in list(self.answer_labels):
            if seat not in answers:
                for label in self.answer_labels.pop(seat):
                    self.answers.removeWidget(label)
                    label.deleteLater()
        for row, seat in enumerate(sorted(answers)):
            if seat not in self.answer_labels:
                self.answer_labels[seat] = (QLabel(self), QLabel(self))
            name, answer = self.answer_labels[seat]
            full = names[seat] if seat < len(names) else str(seat + 1)
            name.ensurePolished()  # the panel's font size, for eliding at the size drawn
            name.setText(QFontMetrics(name.font()).elidedText(
                full, Qt.TextElideMode.ElideRight, self.name_width))
            name.setToolTip(full)
            answer.setText(answer_text(answers[seat]))
            answer.setStyleSheet(f"color: {ANSWER_COLOURS[answers[seat]]}; font-weight: bold;")
            self.answers.addWidget(name, row, 0)
            self.answers.addWidget(answer, row, 1, Qt.AlignmentFlag.AlignRight)
        self.ok_button.setVisible(can_vote)
        self.ng_button.setVisible(can_vote)

    def set_remaining(self, seconds: float | None) -> None:
        self.countdown.setText("" if seconds is None else seconds_left(seconds))
