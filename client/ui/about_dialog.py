"""「このアプリについて」: the version, and every licence and attribution the app carries: the
bundled font, and each game's data as the game ships its licences (the word list's JMdict
licence, the karuta reader's voice)."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QWidget

from client.app_log import open_log_folder
from client.ui.dialog import Dialog
from client.ui.theme import LINK, WOOD_DARK
from protocol.version import APP_VERSION, PROTOCOL_VERSION

RESOURCES = Path(__file__).resolve().parents[1] / "resources"

# Licence files shipped with the client's own resources, with the part of the app they cover.
CLIENT_CREDITS = (
    ("IPAexゴシック（文字）", RESOURCES / "fonts" / "IPAexGothic-LICENSE.txt"),
)


def credit_texts() -> list[tuple[str, str]]:
    """(title, text) of every licence: the client's resources, then the games' data."""
    texts = [(title, path.read_text(encoding="utf-8")) for title, path in CLIENT_CREDITS if path.exists()]
    try:
        from client.launcher import credits
    except ImportError:  # a client without the host code: only its own resources
        return texts
    return texts + credits()


class AboutDialog(Dialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("このアプリについて"), parent)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        parts = [
            "<h1>" + escape(self.tr("座敷 Zashiki")) + "</h1>",
            "<p>" + escape(self.tr("バージョン %1（通信規約 %2）").replace("%1", APP_VERSION)
                           .replace("%2", str(PROTOCOL_VERSION))) + "</p>",
            "<p>" + escape(self.tr("みんなで遊ぶ和のテーブルゲーム。使っている素材とその利用条件は次のとおりです。"))
            + "</p>",
        ]
        for title, text in credit_texts():
            parts.append("<h2>" + escape(self.tr(title)) + "</h2>")  # a game's: already in our language
            # the licence as written, its lines kept but wrapped to the window (no sideways scroll)
            parts.append(f'<pre style="white-space: pre-wrap">{escape(text.strip())}</pre>')
        self.browser.document().setDefaultStyleSheet(f"h1, h2 {{ color: {WOOD_DARK}; }} a {{ color: {LINK}; }}")
        self.browser.setHtml("".join(parts))
        self.body.addWidget(self.browser, 1)
        buttons = self.add_buttons(close=self.tr("閉じる"))
        # the log and any crash report, to send with a bug report (client/app_log.py)
        self.log_button = buttons.addButton(self.tr("ログのフォルダを開く"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.log_button.clicked.connect(open_log_folder)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # a page of licences: wide enough for their lines, as tall as the screen allows
        return QSize(self.fontMetrics().averageCharWidth() * 90, self.fontMetrics().lineSpacing() * 40)
