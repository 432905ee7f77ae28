"""札配置暗記練習's window: ★暗記練習開始前画面 (how many cards, which, how they are read), then
memorising (「覚えた」, the time shown), recalling (the poems read in a random order, a click on the
place where each lay, right or wrong at once), and the review (正解数, times, mistakes, the field
with each card's true place marked). The rules of a round are memory.py's."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.games.karuta.practice.field_widget import MemoryField
from client.games.karuta.practice.memory import (
    COUNTS,
    DEFAULT_COUNT,
    MEMORIZE,
    RECALL,
    REVIEW,
    Answer,
    MemoryRound,
    MemorySetup,
    PracticeError,
)
from client.games.karuta.practice.texts import add_texts, poem_title, poem_with_kimariji
from client.i18n import HOST_TEXTS
from client.ui.dialog import FitOnShow, grow_window
from client.ui.theme import SPACE_M, role
from server.games.karuta import settings as karuta_settings
from server.games.karuta.field import Slot
from server.games.karuta.kimariji import STATIC
from server.games.karuta.poems import poem as poem_of

FIRST_ASK_MS = 700  # after 「覚えた」, before the first poem is read
NEXT_ASK_MS = 1200  # after an answer, before the next poem (the flash is seen)
CLOCK_MS = 200
PLAY_SIZE = QSize(1100, 700)  # the field's room once the practice starts (within the screen)


class SelectionBox(QWidget):
    """取り札 selection as settings.py knows it: all 100, 五色百人一首 colours or 決まり字 lengths."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.how = QComboBox()
        self.how.addItem(self.tr("100枚すべてから"), "all")
        self.how.addItem(self.tr("五色百人一首の色で選ぶ"), "colors")
        self.how.addItem(self.tr("決まり字の字数で選ぶ"), "kimariji")
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        for i, (key, colour) in enumerate(karuta_settings.COLOR_KEYS):
            box = QCheckBox(self.tr("{0}（20枚）").format(colour))
            self.boxes[key] = box
            grid.addWidget(box, 0, i)
        for i, length in enumerate(karuta_settings.KIMARIJI_LENGTHS):
            count = len(karuta_settings.with_kimariji(length))
            box = QCheckBox(self.tr("{0}字（{1}枚）").format(length, count))
            self.boxes[karuta_settings.kimariji_key(length)] = box
            grid.addWidget(box, 1, i)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.how)
        layout.addLayout(grid)
        self.how.currentIndexChanged.connect(self._enable)
        self._enable()

    def _enable(self) -> None:
        how = self.how.currentData()
        for key, box in self.boxes.items():
            box.setEnabled(key.startswith("color_") if how == "colors" else
                           key.startswith("kimariji_") if how == "kimariji" else False)

    def values(self) -> dict[str, Any]:
        return {"torifuda": self.how.currentData(), **{k: b.isChecked() for k, b in self.boxes.items()}}

    def set_values(self, values: dict[str, Any]) -> None:
        index = self.how.findData(values.get("torifuda", "all"))
        if index >= 0:
            self.how.setCurrentIndex(index)
        for key, box in self.boxes.items():
            box.setChecked(bool(values.get(key, False)))


class MemoryPracticeWindow(QWidget):
    def __init__(self, parent: QWidget | None = None, seed: int | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("札配置暗記練習"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.clock = clock
        self.round = MemoryRound(random.SystemRandom().randrange(1 << 31) if seed is None else seed)
        self.voice: Any = None
        self.asking = False  # a poem is being read and waits for its answer
        self.stack = QStackedWidget()
        self.stack.addWidget(self._setup_page())
        self.stack.addWidget(self._play_page())
        self.stack.addWidget(self._review_page())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.stack)
        self.ticker = QTimer(self, interval=CLOCK_MS)
        self.ticker.timeout.connect(self._show_time)
        self.next_timer = QTimer(self, singleShot=True)
        self.next_timer.timeout.connect(self._ask)
        FitOnShow(self, parent)  # the setup at its own size; the field gets more at the start

    # -- ★暗記練習開始前画面 ---------------------------------------------------------------------

    def _setup_page(self) -> QWidget:
        page = QWidget()
        title = role(QLabel(self.tr("札配置暗記練習")), "title")
        intro = role(QLabel(self.tr("場に並んだ札の位置を覚え、札が伏せられたあと、読まれた歌の札があった"
                                    "場所をクリックします。正しい場所の数と答えるまでの時間で採点します。")), "lead")
        intro.setWordWrap(True)
        self.count_combo = QComboBox()
        for count in COUNTS:
            self.count_combo.addItem(self.tr("{0}枚").format(count), count)
        self.count_combo.setCurrentIndex(COUNTS.index(DEFAULT_COUNT))
        self.selection = SelectionBox()
        self.reading_combo = QComboBox()
        self.reading_combo.addItem(self.tr("音声"), "voice")
        self.reading_combo.addItem(self.tr("文字（上の句を表示）"), "text")
        box = QGroupBox(self.tr("練習のしかた"))
        form = QFormLayout(box)
        form.addRow(self.tr("札の枚数"), self.count_combo)
        form.addRow(self.tr("使う札"), self.selection)
        form.addRow(self.tr("読み方"), self.reading_combo)
        self.setup_error = role(QLabel(), "error")
        self.setup_error.setWordWrap(True)
        self.start_button = role(QPushButton(self.tr("開始")), "primary")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        close = QPushButton(self.tr("閉じる"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(SPACE_M, SPACE_M, SPACE_M, SPACE_M)
        layout.setSpacing(SPACE_M)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addWidget(box)
        layout.addWidget(self.setup_error)
        layout.addStretch(1)
        layout.addLayout(buttons)
        return page

    def chosen_setup(self) -> MemorySetup:
        return MemorySetup(count=int(self.count_combo.currentData()),
                           selection=self.selection.values(),
                           reading=str(self.reading_combo.currentData()))

    def start(self) -> None:
        """「開始」 (or 「もう一度」): deal a field and show it to be memorised."""
        try:
            self.round.start(self.chosen_setup(), self.clock())
        except PracticeError as error:
            add_texts()
            self.setup_error.setText(HOST_TEXTS.render(error.text))
            self.stack.setCurrentIndex(0)
            return
        self.setup_error.clear()
        self.field.show_cards(self.round.places)
        self.done_button.show()
        self.reading_label.clear()
        self.feedback.clear()
        self.stack.setCurrentIndex(1)
        grow_window(self, PLAY_SIZE)
        self.ticker.start()
        self._show_time()

    # -- memorising and recalling ---------------------------------------------------------------

    def _play_page(self) -> QWidget:
        page = QWidget()
        self.status = QLabel()
        self.status.setStyleSheet("font-size: 15px;")
        self.reading_label = QLabel()
        self.reading_label.setStyleSheet("font-size: 18px; color: #2b2118;")
        self.reading_label.setWordWrap(True)
        # room for the two lines of a reading from the start: the field must not move (nor its
        # cards shrink) between memorising and recalling their places
        self.reading_label.ensurePolished()
        self.reading_label.setMinimumHeight(
            2 * self.reading_label.fontMetrics().lineSpacing()
            + 2 * self.reading_label.margin() + 4)
        self.feedback = QLabel()
        self.feedback.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.done_button = QPushButton(self.tr("覚えた"))
        self.done_button.clicked.connect(self.memorized)
        self.quit_button = QPushButton(self.tr("やめる"))
        self.quit_button.clicked.connect(self.back_to_setup)
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.feedback)
        top.addWidget(self.done_button)
        top.addWidget(self.quit_button)
        self.field = MemoryField()
        self.field.slot_clicked.connect(self.clicked)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.reading_label)
        layout.addWidget(self.field, 1)
        return page

    def _show_time(self) -> None:
        r = self.round
        if r.phase == MEMORIZE:
            seconds = int(self.clock() - r.memorize_from)
            self.status.setText(self.tr("暗記 {0}:{1}　{2}枚の位置を覚えたら「覚えた」").format(
                seconds // 60, f"{seconds % 60:02d}", len(r.places)))
        elif r.phase == RECALL:
            # the poem read now; between an answer and the next poem, the one just answered
            shown = max(1, len(r.answers) + (1 if self.asking else 0))
            self.status.setText(self.tr("{0}首目／{1}首　読まれた札があった場所をクリック").format(
                shown, len(r.order)))

    def memorized(self) -> None:
        """「覚えた」: the cards are hidden; the first poem is read shortly."""
        if self.round.phase != MEMORIZE:
            return
        self.round.memorized(self.clock())
        self.done_button.hide()
        self.field.hide_cards(self.round.places, set(self.round.places))
        self._show_time()
        self.next_timer.start(FIRST_ASK_MS)

    def _ask(self) -> None:
        if self.round.current is None:
            return
        poem = self.round.ask(self.clock())
        self.asking = True
        self._show_time()
        self.feedback.clear()
        if not self._play_voice(poem):
            p = poem_of(poem)
            self.reading_label.setText("　".join(p.kanji[:3]) + "\n" + p.kami_yomi)
        else:
            self.reading_label.setText(self.tr("（読み上げ中）"))

    def _play_voice(self, poem: int) -> bool:
        """Read the 上の句 aloud when the voice mode is chosen and there is a voice; else False
        (the text is shown instead)."""
        if self.round.setup.reading != "voice":
            return False
        if self.voice is None:
            try:
                from client.games.karuta.voice import KarutaVoice

                self.voice = KarutaVoice(self)
            except Exception:  # no Qt Multimedia: the text is shown
                self.voice = False
        if not self.voice or not getattr(self.voice, "available", False):
            return False
        try:
            self.voice.play(poem, "kami")
        except Exception:
            return False
        return True

    def clicked(self, side: int, row: int, col: int) -> None:
        """A blank place was clicked: the answer for the poem being read."""
        if not self.asking:
            return
        try:
            answer = self.round.answer(Slot(side, row, col), self.clock())
        except PracticeError:
            return
        self.asking = False
        if self.voice:
            self.voice.stop()
        self.field.hide_cards(self.round.places, set(self.round.remaining()))
        self._show_answer(answer)
        if self.round.phase == REVIEW:
            QTimer.singleShot(NEXT_ASK_MS, self, self.show_review)
        else:
            self.next_timer.start(NEXT_ASK_MS)

    def _show_answer(self, answer: Answer) -> None:
        if answer.correct:
            self.feedback.setStyleSheet("font-size: 15px; font-weight: bold; color: #1c8a3a;")
            self.feedback.setText(self.tr("正解！ {0}秒").format(f"{answer.seconds:.1f}"))
            self.field.flash_place(answer.truth, True, answer.poem)
        else:
            self.feedback.setStyleSheet("font-size: 15px; font-weight: bold; color: #d2232a;")
            self.feedback.setText(self.tr("ちがいます（正しい場所を表示）"))
            self.field.flash_place(answer.truth, False, answer.poem)

    # -- the review -----------------------------------------------------------------------------

    def _review_page(self) -> QWidget:
        page = QWidget()
        self.score = role(QLabel(), "heading")
        self.score.setWordWrap(True)
        self.times = QLabel()
        self.times.setWordWrap(True)
        self.mistakes = QListWidget()
        self.answers_list = QListWidget()
        again = QPushButton(self.tr("もう一度"))
        again.clicked.connect(self.start)
        settings = QPushButton(self.tr("設定を変える"))
        settings.clicked.connect(self.back_to_setup)
        close = QPushButton(self.tr("閉じる"))
        close.clicked.connect(self.close)
        self.review_field = MemoryField()
        side = QVBoxLayout()
        side.addWidget(self.score)
        side.addWidget(self.times)
        side.addWidget(QLabel(self.tr("まちがえた札")))
        side.addWidget(self.mistakes, 1)
        side.addWidget(QLabel(self.tr("答えた順（答えるまでの時間）")))
        side.addWidget(self.answers_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(again)
        buttons.addWidget(settings)
        buttons.addWidget(close)
        side.addLayout(buttons)
        box = QWidget()
        box.setLayout(side)
        box.setFixedWidth(330)
        layout = QHBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.review_field, 1)
        layout.addWidget(box)
        return page

    def show_review(self) -> None:
        if self.round.phase != REVIEW:
            return
        self.ticker.stop()
        review = self.round.review()
        self.score.setText(self.tr("正解 {0}／{1}枚").format(review.correct, review.total))
        lengths = "　".join(self.tr("{0}字 {1}/{2}").format(k, right, seen)
                            for k, (right, seen) in review.by_kimariji().items())
        self.times.setText(self.tr("暗記 {0}秒　答えの平均 {1}秒").format(
            f"{review.memorize_seconds:.0f}", f"{review.mean_seconds:.1f}") + "\n" + lengths)
        self.mistakes.clear()
        for a in review.mistakes:
            self.mistakes.addItem(self.tr("{0}\n　正しい場所：{1}").format(
                poem_with_kimariji(a.poem, STATIC[a.poem]), self.place_text(a.truth)))
        if not review.mistakes:
            self.mistakes.addItem(self.tr("なし（全問正解）"))
        self.answers_list.clear()
        for a in review.answers:
            self.answers_list.addItem(self.tr("{0} {1}　{2}秒").format(
                "○" if a.correct else "×", poem_title(a.poem), f"{a.seconds:.1f}"))
        self.review_field.show_review(self.round.places,
                                      {a.poem: (a.correct, a.chosen) for a in review.answers})
        self.stack.setCurrentIndex(2)

    def place_text(self, slot: Slot) -> str:
        side = self.tr("自陣") if slot.side == 0 else self.tr("相手陣")
        rows = (self.tr("上段"), self.tr("中段"), self.tr("下段"))
        half = self.tr("左") if slot.half == "left" else self.tr("右")
        return self.tr("{0}{1}の{2}").format(side, rows[slot.row], half)

    def back_to_setup(self) -> None:
        self.next_timer.stop()
        self.ticker.stop()
        self.asking = False
        if self.voice:
            self.voice.stop()
        self.round.abandon()
        self.stack.setCurrentIndex(0)

    def closeEvent(self, event: Any) -> None:
        self.next_timer.stop()
        self.ticker.stop()
        if self.voice:
            self.voice.stop()
        super().closeEvent(event)


def open_memory_practice(parent: QWidget | None = None) -> MemoryPracticeWindow:
    window = MemoryPracticeWindow(parent)
    window.show()
    window.raise_()
    return window


__all__ = ["MemoryPracticeWindow", "SelectionBox", "open_memory_practice"]
