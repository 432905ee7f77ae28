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
from client.ui.theme import apply_theme

SELF_TEST = "--self-test"


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Zashiki")  # no display name: Qt would add it to every title
    start_app_log()
    reporter = CrashReporter(app)
    reporter.install()
    load_fonts(app)
    apply_theme(app)
    settings = AppSettings.load()
    # the language chosen on the title screen (default: the system's); the window changes it
    # at once when the player chooses another
    install_language(app, settings.language)
    if SELF_TEST in argv[1:]:
        from client.self_test import run

        return run(app, settings)

    from client.net.bridge import HallBridge
    from client.ui.main_window import MainWindow

    bridge = HallBridge()
    window = MainWindow(bridge, settings)
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
