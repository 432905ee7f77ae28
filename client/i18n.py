"""Translations. Japanese is the source language: every visible string is written in Japanese
inside ``tr()`` / ``QCoreApplication.translate`` and shown as is, unless a ``zashiki_<locale>.qm``
for the user's locale exists in client/resources/i18n/ (English can follow that way)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent / "resources" / "i18n"

_language = "ja"  # the language the interface shows (set by install_translator)


def current_language() -> str:
    """"ja" (the source) or the language of the installed translation, e.g. "en"."""
    return _language


def install_translator(
    app: QCoreApplication, locale: QLocale | None = None, directory: Path = I18N_DIR
) -> QTranslator | None:
    """Install the translator for ``locale`` (default: the system's) if one is shipped.
    Returns it (keep a reference) or None when the source Japanese is used."""
    global _language
    locale = locale or QLocale.system()
    _language = "ja"
    if locale.language() == QLocale.Language.Japanese:
        return None
    translator = QTranslator(app)
    if translator.load(locale, "zashiki", "_", str(directory)):
        app.installTranslator(translator)
        _language = translator.language().split("_")[0] or "ja"
        return translator
    return None
