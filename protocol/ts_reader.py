"""Translations read from a Qt Linguist file (.ts) without Qt: for the headless host, which
renders its own log and ``--help`` (server/language.py) from the same files translators edit and
the app compiles. A .ts is XML: contexts of messages, each a source text and its translation;
an unfinished or empty translation counts as none (the Japanese source is shown)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from protocol.texts import Translate

I18N = Path(__file__).resolve().parent / "i18n"
"""The host's translations: its wire texts (protocol/host_texts.py) and its own words
(server/texts.py), ``host_<lang>.ts`` (and the ``.qm`` the app loads)."""


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) -> translation, for every finished message of ``path``."""
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            text = translation.text or ""
            if text.strip():
                found[(name, message.findtext("source") or "")] = text
    return found


def translator(language: str, folder: Path = I18N) -> Translate:
    """A ``Translate`` (protocol/texts.py) for ``language``: the templates as the host's .ts in
    that language has them; Japanese (the source) for "ja" or a language with no file."""
    path = folder / f"host_{language}.ts"
    table = read_ts(path) if language != "ja" and path.is_file() else {}

    def translate(domain: str, template: str, code: str) -> str:
        return table.get((domain, template), template)

    return translate
