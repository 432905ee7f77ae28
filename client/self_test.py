"""``zashiki --self-test``: does this installation work? The app as the player starts it (the
bundled font, the chosen language, the main window, the network thread) plays a short game of
大富豪 against three CPU players through its embedded offline host, the way 「CPUと対戦」 does:
the setup dialog's 「対戦を始める」, then a legal move whenever the table offers one, to the
result. It also checks that Qt Multimedia's FFmpeg backend loads (it reads the Ogg files of the
karuta voice). One line per check on stdout and in the log; exit status 0 when all passed.

It keeps the player's language but uses a scratch settings file and host data folder, so the
player's settings and an unfinished offline game are left as they were. tests/installer runs it
in the one-folder build, offscreen (``QT_QPA_PLATFORM=offscreen``).
"""

from __future__ import annotations

import logging
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from client.app_settings import AppSettings
from protocol.version import APP_VERSION

log = logging.getLogger(__name__)

GAME = {"game": "daifugo", "seats": 4, "settings": {"hands": 1}, "watch": False}
TIMEOUT_S = 300.0
TICK_MS = 50


def say(line: str) -> None:
    log.info("self-test: %s", line)
    if sys.stdout is not None:  # a Windows GUI program has none
        print(f"self-test: {line}", flush=True)


class SelfTest(QObject):
    """Drives the main window through one offline game; ``run`` returns the exit status."""

    def __init__(self, app: QApplication, settings: AppSettings) -> None:
        super().__init__()
        from client.net.bridge import HallBridge
        from client.ui.main_window import MainWindow

        self.app = app
        self.scratch = tempfile.TemporaryDirectory(prefix="zashiki-self-test-")
        os.environ["ZASHIKI_DATA_DIR"] = str(Path(self.scratch.name) / "data")  # client/launcher.py
        self.settings = AppSettings(path=Path(self.scratch.name) / "settings.json", name="セルフテスト",
                                    language=settings.language, sound=False, last_offline=dict(GAME))
        self.bridge = HallBridge()
        self.window = MainWindow(self.bridge, self.settings)
        self.rng = random.Random(0)
        self.moves = 0
        self.acted_on: Any = None  # the view last answered
        self.status = 1
        self.done = False
        self.started = time.monotonic()
        self.bridge.host_started.connect(
            lambda info: say(f"offline host listening on 127.0.0.1:{info.get('port')}"))
        self.bridge.connection_failed.connect(lambda text: self.fail(f"the host failed: {text}"))
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.step)

    def run(self) -> int:
        from client.fonts import register
        from client.i18n import current_language

        say(f"Zashiki {APP_VERSION}; language {current_language()}; font {register()}; "
            f"window title {self.window.windowTitle()!r}")
        if not self.check_multimedia():
            return 1
        self.window.show()
        self.window.start_offline()
        self.timer.start(TICK_MS)
        self.app.exec()
        self.bridge.close()
        self.window.close()
        return self.status

    def check_multimedia(self) -> bool:
        try:
            from PySide6.QtMultimedia import QMediaFormat
        except ImportError as error:
            say(f"FAILED: Qt Multimedia does not load: {error}")
            return False
        decodes = QMediaFormat().supportedFileFormats(QMediaFormat.ConversionMode.Decode)
        if QMediaFormat.FileFormat.Ogg not in decodes:
            say("FAILED: Qt Multimedia's FFmpeg backend did not load: no Ogg decoder")
            return False
        say("Qt Multimedia decodes Ogg (the karuta voice)")
        return True

    def step(self) -> None:
        window = self.window
        if self.done:
            return
        if time.monotonic() - self.started > TIMEOUT_S:
            self.fail(f"no result within {TIMEOUT_S:.0f} s (table: {window.table})")
            return
        box = window.message_box
        if box is not None and box.isVisible():
            self.fail(f"the app reported: {box.text()}")
            return
        dialog = window.offline_dialog
        if dialog is not None and dialog.isVisible() and window.table is None:
            say(f"offline setup: {dialog.setup.game_id()}, {dialog.setup.seats()} seats")
            dialog.ok_button.click()
            return
        table = window.table
        if table is None:
            return
        if table.get("status") == "finished":
            result = table.get("result") or {}
            say(f"{table.get('game')} finished after {self.moves} moves of ours: "
                f"ranks {result.get('ranks')}, points {result.get('points')}")
            self.finish(0)
            return
        view = window.table_page.last_view
        if table.get("status") == "playing" and view and view.get("legal") and view is not self.acted_on:
            self.acted_on = view
            self.moves += 1
            window.table_page.action_requested.emit(self.rng.choice(view["legal"]))

    def fail(self, reason: str) -> None:
        say(f"FAILED: {reason}")
        self.finish(1)

    def finish(self, status: int) -> None:
        if self.done:
            return
        self.done, self.status = True, status
        self.timer.stop()
        if status == 0:
            say("OK")
        QTimer.singleShot(0, self.app.quit)


def run(app: QApplication, settings: AppSettings) -> int:
    return SelfTest(app, settings).run()
