"""The Zashiki client: ``zashiki [zashiki://host:port/CODE]``, or ``zashiki --self-test`` (plays
a short offline game against the CPU to check an installation; client/self_test.py)."""

from __future__ import annotations

import logging
import sys

from PySide6.QtWidgets import QApplication

from client.app_log import CrashReporter, start_app_log
from client.app_settings import AppSettings
from client.fonts import load_fonts
from client.i18n import install_language
from client.invite import SCHEME

SELF_TEST = "--self-test"


def choose_language(settings: AppSettings, choice: str) -> None:
    settings.language = choice
    settings.save()


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Zashiki")
    app.setApplicationDisplayName("座敷 Zashiki")
    start_app_log()
    reporter = CrashReporter(app)
    reporter.install()
    load_fonts(app)
    settings = AppSettings.load()
    # the language chosen on the title screen (default: the system's); a new choice applies at
    # the next start
    translator = install_language(app, settings.language)  # noqa: F841 (kept for the app's life)
    if SELF_TEST in argv[1:]:
        from client.self_test import run

        return run(app, settings)

    from client.net.bridge import HallBridge
    from client.ui.main_window import MainWindow

    bridge = HallBridge()
    window = MainWindow(bridge, settings)
    window.title_page.language_menu.set_choice(settings.language)
    window.title_page.language_chosen.connect(lambda choice: choose_language(settings, choice))
    window.show()
    invite = next((a for a in argv[1:] if a.lower().startswith(f"{SCHEME}:")), None)
    if invite:
        window.open_invite(invite)
    elif not settings.name:
        window.ask_name()
    code = app.exec()
    bridge.close()
    logging.getLogger(__name__).info("closed")
    return code


if __name__ == "__main__":
    sys.exit(main())
