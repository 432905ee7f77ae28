"""汎用練習's window: ★練習開始前画面 (the reading settings and the 取り札・読み札 selection, built
from the karuta settings schema by SettingsForm, without the COM's), the practice itself (the real
engine through driver.py, the table view as in a match, no opponent), and the session's summary.
Each session's records go to the practice store; 「これまでの記録」 opens the progress window.

While a read card waits on the field after the reader has finished, its place is shown after
``HINT_S`` seconds (the partner never takes, so the practice goes on only once it is taken; such
a take is slow and counted late)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.app_settings import AppSettings
from client.games.karuta.practice.driver import PracticeDriver
from client.games.karuta.practice.progress_window import ProgressWindow
from client.games.karuta.practice.records import PoemRecord
from client.games.karuta.practice.store import PracticeStore
from client.games.karuta.practice.texts import add_texts, poem_with_kimariji
from client.games.karuta.view import KarutaView
from client.i18n import HOST_TEXTS
from client.ui.dialog import FitOnShow, FitScrollArea, grow_window
from client.ui.settings_form import SettingsForm
from client.ui.theme import SPACE_M, role
from server.games.contract import SettingsError
from server.games.karuta import settings as karuta_settings

# the settings a practice has no use for: the COM's parameters and what only a COM does
LEFT_OUT = ("param_seed", "com_move", "kara_skip")
HINT_S = 4.0
HINT_CHECK_MS = 200
PLAY_SIZE = QSize(1200, 720)  # the table's room once the practice starts (within the screen)


def practice_schema() -> list[dict[str, Any]]:
    """The karuta settings schema without the COM's settings."""
    return [s.to_wire() for s in karuta_settings.SETTINGS
            if not s.key.startswith(("com0_", "com1_")) and s.key not in LEFT_OUT]


class HintOverlay(QWidget):
    """A red frame pulsing over one place of the arena; lets every click through."""

    def __init__(self, arena: QWidget) -> None:
        super().__init__(arena)
        self.arena = arena
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.poem: int | None = None
        self.hide()

    def point_at(self, poem: int | None) -> None:
        if poem == self.poem:
            return
        self.poem = poem
        self.setGeometry(self.arena.rect())
        self.setVisible(poem is not None)
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = self.arena.card_rect(self.poem) if self.poem is not None else None
        if rect is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#d2232a"), 4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(rect).adjusted(-4, -4, 4, 4), 6, 6)
        p.end()


class FreePracticeWindow(QWidget):
    def __init__(self, parent: QWidget | None = None, seed: int | None = None,
                 store: PracticeStore | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("汎用練習"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rng = random.Random(random.SystemRandom().randrange(1 << 31) if seed is None else seed)
        self.owns_store = store is None
        self.store = store or PracticeStore()
        self.clock = clock
        self.driver: PracticeDriver | None = None
        self.table: KarutaView | None = None
        self.hint: HintOverlay | None = None
        self.waiting_since: float | None = None
        self.started_wall = 0.0
        self.saved = False
        self.progress: ProgressWindow | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self._setup_page())
        self.play_page = QWidget()
        self.play_layout = QVBoxLayout(self.play_page)
        self.play_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.play_page)
        self.stack.addWidget(self._summary_page())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.stack)
        self.hint_timer = QTimer(self, interval=HINT_CHECK_MS)
        self.hint_timer.timeout.connect(self._check_hint)
        FitOnShow(self, parent)  # the setup at its own size; the table gets more at the start

    # -- ★練習開始前画面 -----------------------------------------------------------------------

    def _setup_page(self) -> QWidget:
        page = QWidget()
        title = role(QLabel(self.tr("汎用練習")), "title")
        intro = role(QLabel(self.tr("相手なしで札を取る練習です。決まり字を聞いてから取るまでの時間と"
                                    "お手つきを札ごとに記録します。［S］で次の札へ進みます。")), "lead")
        intro.setWordWrap(True)
        schema = practice_schema()
        self.form = SettingsForm(schema)
        keys = {s["key"] for s in schema}
        last = self.store.last_settings() or {}  # start from the last session's choices
        self.form.set_values({k: v for k, v in last.items() if k in keys})
        box = QGroupBox(self.tr("読み方と札の選び方"))
        box_layout = QVBoxLayout(box)
        box_layout.addWidget(FitScrollArea(self.form))  # a short screen scrolls the form
        self.setup_error = role(QLabel(), "error")
        self.setup_error.setWordWrap(True)
        self.start_button = role(QPushButton(self.tr("練習開始")), "primary")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        self.records_button = QPushButton(self.tr("これまでの記録"))
        self.records_button.clicked.connect(self.show_progress)
        close = QPushButton(self.tr("閉じる"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.records_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(SPACE_M, SPACE_M, SPACE_M, SPACE_M)
        layout.setSpacing(SPACE_M)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addWidget(box, 1)
        layout.addWidget(self.setup_error)
        layout.addLayout(buttons)
        return page

    def start(self) -> None:
        """「練習開始」: a new engine with these settings; the table replaces the form."""
        settings = self.form.values()
        try:
            karuta_settings.check(settings)
        except SettingsError as error:
            add_texts()
            self.setup_error.setText(HOST_TEXTS.render(error.text))
            return
        self.setup_error.clear()
        self._drop_table()
        self.table = KarutaView(0)
        self.table.clock = self.clock
        self.table.arena.clock = self.clock
        me = AppSettings.load().name or self.tr("練習する人")
        partner = self.tr("（相手なし）")
        self.table.set_seats([
            {"name": me, "kind": "human", "connected": True, "you": True},
            {"name": partner, "kind": "human", "connected": True, "you": False}])
        self.status = QLabel()
        self.stop_button = QPushButton(self.tr("練習をやめる"))
        self.stop_button.clicked.connect(self.stop)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        bar.addWidget(self.stop_button)
        self.bar = QWidget()
        self.bar.setLayout(bar)
        self.play_layout.addWidget(self.bar)
        self.play_layout.addWidget(self.table, 1)
        self.hint = HintOverlay(self.table.arena)
        self.started_wall = time.time()
        self.saved = False
        self.waiting_since = None
        self.driver = PracticeDriver(settings, self.rng.randrange(1 << 31), self.table, me,
                                     clock=self.clock, parent=self)
        self.driver.stepped.connect(self._show_status)
        self.driver.refused.connect(self.status.setText)
        self.driver.finished.connect(self.finish)
        self._show_status()
        self.stack.setCurrentIndex(1)
        grow_window(self, PLAY_SIZE)
        self.hint_timer.start()
        self.table.setFocus()

    def _drop_table(self) -> None:
        if self.driver is not None:
            self.driver.stop()
            self.driver.deleteLater()
            self.driver = None
        while self.play_layout.count():
            item = self.play_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.table = self.hint = None

    # -- during the practice --------------------------------------------------------------------

    def _show_status(self) -> None:
        if self.driver is None:
            return
        rec = self.driver.recorder
        mean = rec.mean_ms()
        view = self.driver.player_view()
        text = self.tr("取った札 {0}／{1}枚　平均 {2}　遅れ {3}　お手つき {4}").format(
            len(rec.taken()), self.driver.cards,
            self.tr("{0}ms").format(f"{mean:.0f}") if mean is not None else "—",
            rec.late_count(), rec.fouls())
        if view.get("phase") == "memorize":
            text = self.tr("暗記時間：覚えたら中央のメッセージをクリックし、エリアの外へ出ると始まります") + "\n" + text
        self.status.setText(text)

    def _check_hint(self) -> None:
        """Show where the read card lies once it has waited ``HINT_S`` after the reading."""
        if self.driver is None or self.hint is None:
            return
        view = self.driver.player_view()
        current = view.get("current")
        waiting = (current is not None and not current.get("kara") and view.get("take") is None
                   and view.get("phase") == "reading" and view.get("reading") is None)
        if not waiting:
            self.waiting_since = None
            self.hint.point_at(None)
            return
        now = self.clock()
        if self.waiting_since is None:
            self.waiting_since = now
        if now - self.waiting_since >= HINT_S:
            self.hint.point_at(int(current["poem"]))

    def stop(self) -> None:
        """「練習をやめる」: keep what was done, then the summary."""
        self.finish()

    def finish(self) -> None:
        if self.driver is None or self.saved:
            return
        self.hint_timer.stop()
        self.driver.stop()
        records = self.driver.recorder.records
        if records:
            self.store.add_session(records, self.driver.settings, self.driver.cards, self.started_wall)
        self.saved = True
        self._show_summary(records)
        self.stack.setCurrentIndex(2)
        if self.table is not None and self.table.voice is not None:
            self.table.voice.stop()

    # -- the summary ----------------------------------------------------------------------------

    def _summary_page(self) -> QWidget:
        page = QWidget()
        self.summary = role(QLabel(), "heading")
        self.summary.setWordWrap(True)
        self.session_list = QListWidget()
        again = QPushButton(self.tr("もう一度"))
        again.clicked.connect(self.start)
        settings = QPushButton(self.tr("設定を変える"))
        settings.clicked.connect(lambda: self.stack.setCurrentIndex(0))
        records = QPushButton(self.tr("これまでの記録"))
        records.clicked.connect(self.show_progress)
        close = QPushButton(self.tr("閉じる"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(records)
        buttons.addStretch(1)
        for button in (again, settings, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.summary)
        layout.addWidget(self.session_list, 1)
        layout.addLayout(buttons)
        return page

    def _show_summary(self, records: list[PoemRecord]) -> None:
        taken = [r for r in records if r.taken]
        in_time = [r.after_ms for r in taken if not r.late]
        mean = sum(in_time) / len(in_time) if in_time else None
        self.summary.setText(self.tr("取った札 {0}枚　平均 {1}　遅れ {2}枚　お手つき {3}回").format(
            len(taken), self.tr("{0}ms").format(f"{mean:.0f}") if mean is not None else "—",
            sum(1 for r in taken if r.late), sum(r.fouls for r in records)))
        self.session_list.clear()
        for r in sorted(records, key=lambda r: -(r.after_ms if r.after_ms is not None else 10**9)):
            if r.kara:
                what = self.tr("空札")
            elif r.after_ms is None:
                what = self.tr("取れず")
            else:
                what = self.tr("{0}ms").format(r.after_ms) + (self.tr("（遅れ）") if r.late else "")
            fouls = self.tr("　お手つき{0}").format(r.fouls) if r.fouls else ""
            self.session_list.addItem(poem_with_kimariji(r.poem, r.kimariji) + "　" + what + fouls)

    def show_progress(self) -> ProgressWindow:
        if self.progress is None:
            self.progress = ProgressWindow(self.store, self)
            self.progress.destroyed.connect(lambda: setattr(self, "progress", None))
        else:
            self.progress.refresh()
        self.progress.show()
        self.progress.raise_()
        return self.progress

    def closeEvent(self, event: Any) -> None:
        if self.driver is not None and not self.saved:
            self.finish()
        self.hint_timer.stop()
        self._drop_table()
        super().closeEvent(event)
        if self.owns_store and event.isAccepted():
            self.store.close()


def open_free_practice(parent: QWidget | None = None) -> FreePracticeWindow:
    window = FreePracticeWindow(parent)
    window.show()
    window.raise_()
    return window


__all__ = ["FreePracticeWindow", "HintOverlay", "open_free_practice", "practice_schema"]
