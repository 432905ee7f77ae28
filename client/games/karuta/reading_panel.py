"""The reading shown as text, in step with the voice: each kana appears at its onset, counted
from when the reading began on this machine (seed, ＜札読み＞ 札読み: 文字表示). After the part
has been read the phrases in kanji follow. Also the poem's place in the match (N首目)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

STYLE = (
    "#readingPanel { background: #fffdf4; border: 1px solid #8c7a4a; border-radius: 6px; }"
    " QLabel { color: #2b2118; font-family: IPAexGothic; }"
)


def heard_kana(reading: dict[str, Any], elapsed: float) -> str:
    """The kana of ``reading`` heard ``elapsed`` seconds after it began (cut at ``stop_at``)."""
    stop = reading.get("stop_at")
    shown = []
    for kana, onset in zip(reading.get("kana", []), reading.get("onsets", []), strict=False):
        if onset > elapsed or (stop is not None and onset >= stop):
            break
        shown.append(kana)
    return "".join(shown)


class ReadingPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readingPanel")
        self.setStyleSheet(STYLE)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 12px; color: #5a4d2c;")
        self.kana = QLabel()
        self.kana.setWordWrap(True)
        self.kana.setStyleSheet("font-size: 19px;")
        self.kana.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.kanji = QLabel()
        self.kanji.setWordWrap(True)
        self.kanji.setStyleSheet("font-size: 13px;")
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setStyleSheet("font-size: 13px; color: #27509b;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.kana, 1)
        layout.addWidget(self.kanji)
        layout.addWidget(self.info)

    def set_title(self, text: str) -> None:
        self.title.setText(text)

    def show_info(self, text: str) -> None:
        if self.info.text() != text:
            self.info.setText(text)

    def show_text(self, kana: str, kanji: str) -> None:
        if self.kana.text() != kana:
            self.kana.setText(kana)
        if self.kanji.text() != kanji:
            self.kanji.setText(kanji)


__all__ = ["ReadingPanel", "heard_kana"]
