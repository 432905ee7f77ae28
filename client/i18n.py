"""Translations. Japanese is the source language: every visible string is written in Japanese
inside ``tr()`` / ``QCoreApplication.translate`` and shown as is, unless translations are
installed: the shell's ``zashiki_<lang>.qm`` from client/resources/i18n/ and each game's
``<id>_<lang>.qm`` from client/games/<id>/i18n/ (built from the .ts beside them by
tools/build_translations.py). What the host says arrives as texts (message codes with their
parameters, protocol/texts.py); ``HostTexts`` renders them through the same translators.

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

import protocol
from protocol.texts import Catalog

I18N_DIR = Path(__file__).resolve().parent / "resources" / "i18n"
GAMES_DIR = Path(__file__).resolve().parent / "games"  # each game's own: <id>/i18n/<id>_<lang>.qm
HOST_I18N = Path(protocol.__file__).resolve().parent / "i18n"  # the host's texts: host_<lang>.qm

SYSTEM = "system"
# The languages a player can choose, each named in itself (a player who cannot read the current
# language must still find their own); "ja" is the source, the others need a .qm.
LANGUAGE_NAMES: dict[str, str] = {"ja": "日本語", "en": "English"}
FALLBACK = "en"  # a locale without a translation of its own

_language = "ja"  # the language the interface shows (set by install_translator)
_installed: list[QTranslator] = []  # the translators installed (kept alive while installed)


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
    """Install the translators for ``locale`` (default: the system's): the locale's own when one
    is shipped, English for any other locale that is not Japanese: the shell's
    (``directory``/zashiki_<lang>.qm), each game's (client/games/<id>/i18n/<id>_<lang>.qm,
    found by looking, as the games are) and the host's (protocol/i18n/host_<lang>.qm). Those an
    earlier call installed are taken out first: one language at a time. Returns the shell's
    translator, or None when the source Japanese is used."""
    global _language
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    locale = locale or QLocale.system()
    _language = "ja"
    if locale.language() == QLocale.Language.Japanese:
        return None
    translator = ZashikiTranslator(app)
    if not translator.load(locale, "zashiki", "_", str(directory)):
        if not translator.load(f"zashiki_{FALLBACK}", str(directory)):
            return None
    _language = translator.language().split("_")[0] or FALLBACK
    host = HOST_I18N / f"host_{_language}.qm"  # the host's texts: errors, refusals, names
    for qm in [*sorted(GAMES_DIR.glob(f"*/i18n/*_{_language}.qm")), *([host] if host.exists() else [])]:
        game = ZashikiTranslator(app)
        if game.load(str(qm)):
            app.installTranslator(game)
            _installed.append(game)
    app.installTranslator(translator)
    _installed.append(translator)
    return translator


def install_language(
    app: QCoreApplication, choice: str, directory: Path = I18N_DIR
) -> QTranslator | None:
    """Install the translator for a ``language`` setting: "system", "ja" or "en"."""
    return install_translator(app, locale_for(choice), directory)


class HostTexts:
    """Renders what the host says (texts: message codes with parameters, protocol/texts.py) in
    the interface's language: the host's own catalog is known beforehand (protocol/host_texts.py),
    each game's arrives with ``welcome``. Japanese is the source; a translated template comes
    from the installed translators (context: the text's domain). Thread-safe: the network
    thread renders each message as it arrives (QCoreApplication.translate is thread-safe)."""

    def __init__(self) -> None:
        from protocol.host_texts import HOST
        from protocol.texts import Renderer

        self._renderer = Renderer([HOST], translate=_qt_translate)

    def add(self, catalog: Catalog) -> None:
        """One more catalog known beforehand (an embedded host's own words)."""
        self._renderer.add(catalog)

    def add_games(self, games: list[dict[str, Any]]) -> None:
        """The game catalogs of a ``welcome`` (``games[].texts``)."""
        for game in games:
            texts = game.get("texts")
            if isinstance(texts, dict):
                self._renderer.add((str(game.get("id", "")), texts))

    def render(self, value: Any) -> str:
        """A text (as it travels), a list of them, or a plain value, as a sentence."""
        self._renderer.list_separator = QCoreApplication.translate("Texts", "、")
        return self._renderer(value)

    def rendered(self, message: Any) -> Any:
        """``message`` with every text in it rendered (a fresh value; the rest as it is)."""
        from protocol.texts import is_wire_text

        if is_wire_text(message):
            return self.render(message)
        if isinstance(message, dict):
            return {k: self.rendered(v) for k, v in message.items()}
        if isinstance(message, list):
            return [self.rendered(v) for v in message]
        return message


def _qt_translate(domain: str, template: str, code: str) -> str:
    return QCoreApplication.translate(domain, template)


HOST_TEXTS = HostTexts()
"""The app's one renderer of host texts (the language is the whole app's)."""


def host_error_text(error: dict[str, Any]) -> str:
    """The sentence to show for an ``error`` from the host (its ``text``, rendered when the
    message has not been rendered yet; the general sentence for its code when it has none)."""
    from protocol.errors import ErrorCode, general_text

    text = error.get("text")
    if text:
        return text if isinstance(text, str) else HOST_TEXTS.render(text)
    try:
        return HOST_TEXTS.render(general_text(ErrorCode(str(error.get("code", "")))).to_wire())
    except ValueError:
        return ""
