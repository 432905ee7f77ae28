"""Translations. Japanese is the source language: every visible string is written in Japanese
inside ``tr()`` / ``QCoreApplication.translate`` and shown as is, unless a ``zashiki_<lang>.qm``
is installed from client/resources/i18n/ (built from the .ts there by
tools/build_translations.py).

The player chooses the language on the title screen (``AppSettings.language``): ``"system"``
(the default) follows the system's locale: Japanese where it is Japanese, a shipped translation
where one matches the locale's languages, else English, the one translation shipped, which more
players read than Japanese. A new choice takes effect at once: ``install_language`` replaces the
translator it installed before, and the main window builds its pages again in the new language
(client/ui/main_window.py, ``change_language``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent / "resources" / "i18n"

SYSTEM = "system"
# The languages a player can choose, each named in itself (a player who cannot read the current
# language must still find their own); "ja" is the source, the others need a .qm.
LANGUAGE_NAMES: dict[str, str] = {"ja": "日本語", "en": "English"}
FALLBACK = "en"  # a locale without a translation of its own

_language = "ja"  # the language the interface shows (set by install_translator)
_installed: QTranslator | None = None  # the translator install_translator put in, if any


def current_language() -> str:
    """"ja" (the source) or the language of the installed translation, e.g. "en"."""
    return _language


class ZashikiTranslator(QTranslator):
    """A translator that also looks in the empty context. pyside6-lupdate files the strings of
    a module-level helper (``def tr(text): return QCoreApplication.translate("KotobaView", text)``
    in client/games/*/texts.py) under the context "", because it cannot see which context the
    helper passes at run time; the lookup falls back there when the caller's context has none.
    Nothing found is None (Qt's null string), so that Qt shows the source text: an empty string
    would be taken for a translation and blank the text."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        text = super().translate(context, source, disambiguation, n)
        if not text and context:
            text = super().translate("", source, disambiguation, n)
        return text or None


def locale_for(choice: str) -> QLocale:
    """The locale the interface follows for a ``language`` setting."""
    if choice == "ja":
        return QLocale(QLocale.Language.Japanese, QLocale.Country.Japan)
    if choice == "en":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return QLocale.system()


def install_translator(
    app: QCoreApplication, locale: QLocale | None = None, directory: Path = I18N_DIR
) -> QTranslator | None:
    """Install the translator for ``locale`` (default: the system's): the locale's own when one
    is shipped, English for any other locale that is not Japanese. Returns it (keep a
    reference) or None when the source Japanese is used. The translator installed by an earlier
    call is taken out first: one language at a time."""
    global _language, _installed
    locale = locale or QLocale.system()
    _language = "ja"
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
        _installed = None
    if locale.language() == QLocale.Language.Japanese:
        return None
    translator = ZashikiTranslator(app)
    if not translator.load(locale, "zashiki", "_", str(directory)):
        if not translator.load(f"zashiki_{FALLBACK}", str(directory)):
            return None
    app.installTranslator(translator)
    _installed = translator
    _language = translator.language().split("_")[0] or FALLBACK
    return translator


def install_language(
    app: QCoreApplication, choice: str, directory: Path = I18N_DIR
) -> QTranslator | None:
    """Install the translator for a ``language`` setting: "system", "ja" or "en"."""
    return install_translator(app, locale_for(choice), directory)


def host_error_text(error: dict[str, Any]) -> str:
    """The text to show for an ``error`` from the host. The host writes Japanese; a message this
    client knows (protocol/errors.py, listed in host_strings.py) is shown translated, and in
    another language an unknown one (an engine's reason) follows the translated sentence for its
    code, so the player sees what kind of refusal it was and the host's own words."""
    from protocol.errors import MESSAGES, ErrorCode

    message = str(error.get("message") or "")
    if not message:
        return ""
    translated = QCoreApplication.translate("HostErrors", message)
    if translated != message or _language == "ja":
        return translated
    try:
        code = ErrorCode(str(error.get("code", "")))
    except ValueError:
        return message
    general = QCoreApplication.translate("HostErrors", MESSAGES[code])
    return message if general == MESSAGES[code] else f"{general}\n({message})"
