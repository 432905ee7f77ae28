"""The headless host's language: the system's (its locale), Japanese where that is Japanese and
English elsewhere, as the app's "system" choice; ``ZASHIKI_LANG`` (``ja``, ``en``) overrides it.
Its ``--help`` and its log are rendered in it, from the host's translations (protocol/i18n/)."""

from __future__ import annotations

import locale
import os
from functools import cache

from protocol.host_texts import HOST
from protocol.texts import Renderer
from protocol.ts_reader import I18N, translator
from server.texts import SERVER

ENV = "ZASHIKI_LANG"


def system_language() -> str:
    """"ja" where the system's locale is Japanese, else a shipped language matching it, else
    English."""
    wanted = os.environ.get(ENV) or ""
    if not wanted:
        for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
            wanted = os.environ.get(variable) or ""
            if wanted:
                break
    if not wanted:
        wanted = (locale.getlocale()[0] or "")
    code = wanted.split(":")[0].split(".")[0].split("_")[0].lower()
    if code == "ja":
        return "ja"
    return code if (I18N / f"host_{code}.ts").is_file() else "en"


@cache
def host_renderer(language: str | None = None) -> Renderer:
    """Renders the host's texts (its wire texts and its own words) in ``language`` (default:
    the system's)."""
    language = language or system_language()
    separator = "、" if language == "ja" else ", "
    return Renderer([HOST, SERVER], translate=translator(language), list_separator=separator)
