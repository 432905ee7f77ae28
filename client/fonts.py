"""The bundled Japanese font (IPAexGothic), so kana and kanji render on any machine.

``load_fonts()`` registers client/resources/fonts/ipaexg.ttf with Qt and makes it the
application font; game views that pick a font use the family name ``FAMILY``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

FAMILY = "IPAexGothic"
FONT_PATH = Path(__file__).resolve().parent / "resources" / "fonts" / "ipaexg.ttf"

_loaded: str | None = None


def register() -> str | None:
    """Add the bundled font to Qt's font database (once); returns its family name."""
    global _loaded
    if _loaded is None:
        font_id = QFontDatabase.addApplicationFont(str(FONT_PATH))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _loaded = families[0] if families else None
    return _loaded


def load_fonts(app: QApplication, point_size: int = 11) -> QFont:
    """Register the font and make it the application font. Returns the font set."""
    family = register() or FAMILY
    font = QFont(family, point_size)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    app.setFont(font)
    return font
