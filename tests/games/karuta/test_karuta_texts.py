"""The game speaks in codes (issue 35): matches played to their end through a table, with every
view of every seat and of a spectator, every event, every refusal and the result rendered by an
English and a Japanese renderer (the English from client/games/karuta/i18n/karuta_en.ts, the
host's protocol/i18n/host_en.ts and the shell's .ts, as the app's translators have it). The
English shows no Japanese except the poems (the game's content) and the names people chose; no
code is missing from the catalog."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from protocol.host_texts import HOST
from protocol.texts import Renderer, is_wire_text
from server.games.karuta import GAME

from .fuzzed import NAMES, play

ROOT = Path(__file__).resolve().parents[3]
TS_FILES = (ROOT / "client/games/karuta/i18n/karuta_en.ts", ROOT / "client/resources/i18n/zashiki_en.ts",
            ROOT / "protocol/i18n/host_en.ts")
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
SHORT = {"joka": False, "kami": "kakutei", "shimo": "none", "ma_min": 0, "ma_max": 300,
         "torifuda": "colors", "color_momo": True}

# The view's paths whose strings are the game's content: the poems' kana and kanji, the
# torifuda's lines, the poet, the 決まり字 as heard. Everything else a person reads is a text.
CONTENT = {"field.lines", "sides.to_place_lines", "reading.kana", "reading.text_kanji",
           "reading.text_kana", "reading.file", "current.author", "current.lines",
           "current.kimariji_text", "log.kimariji_text"}


def english_templates() -> dict[tuple[str, str], str]:
    found = {}
    for path in TS_FILES:
        for context in ET.parse(path).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.text:
                    found[(name, message.findtext("source") or "")] = translation.text
    return found


def renderers() -> tuple[Renderer, Renderer]:
    english = english_templates()
    catalogs = [HOST, GAME.catalog()]
    return (Renderer(catalogs, translate=lambda domain, template, code: english.get((domain, template), template),
                     list_separator=", "),
            Renderer(catalogs))


def strings(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(path, value) of every text and every plain string in a view or an event."""
    if is_wire_text(value):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if str(key).isdigit():  # to_place_lines is keyed by poem number
                yield from strings(item, path)
            else:
                yield from strings(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for item in value:
            yield from strings(item, path)
    elif isinstance(value, str):
        yield path, value


def codes(text: Any) -> Iterator[str]:
    """A text's code and those of the texts among its parameters."""
    if is_wire_text(text):
        yield text["code"]
        for param in text["params"].values():
            yield from codes(param)
    elif isinstance(text, list):
        for item in text:
            yield from codes(item)


def check(value: Any, english: Renderer, japanese: Renderer, seen: set[str]) -> None:
    for path, item in strings(value):
        if is_wire_text(item):
            seen.update(codes(item))
            for render in (english, japanese):
                said = render(item)
                assert not said.startswith("["), f"{path}: {item['code']} is not in the catalog"
            assert not JAPANESE.search(english(item)), f"{path}: {english(item)!r} is Japanese in English"
        elif path not in CONTENT:
            assert not JAPANESE.search(item), f"{path}: {item!r} is Japanese, not a text"


@pytest.mark.parametrize("names, seed", [((NAMES[0], None), 11), (NAMES, 12), ((None, None), 13),
                                         ((None, NAMES[1]), 14)],
                         ids=["man-com", "man-man", "com-com", "com-man"])
def test_a_whole_match_reads_in_english_without_japanese_but_the_poems(names, seed):
    english, japanese = renderers()
    played = play(SHORT, names, seed, game=GAME)
    assert played.table.result is not None
    seen: set[str] = set()
    for view in played.views:
        check(view, english, japanese, seen)
    for event in played.events:
        check(event, english, japanese, seen)
    for error in played.refusals:
        check(error.text.to_wire(), english, japanese, seen)
    result = played.table.result.to_wire()
    check(result, english, japanese, seen)
    assert "karuta.side.com" in seen or "karuta.side.person" in seen or "karuta.reason.draw" in seen
    assert any(code.startswith("karuta.situation.") for code in seen)  # 試合経過詳細's rows


def test_every_row_of_the_sending_table_reads_in_both_languages():
    """The seed's 送り札 table, all twenty rows and the composed ones, as texts: in Japanese
    exactly the table's words, in English no Japanese."""
    import itertools

    from protocol.texts import in_japanese
    from server.games.karuta.sending import change_text, situation, situation_text

    english, _ = renderers()
    for took, taken, mine, theirs in itertools.product(("own", "opp", None), ("own", "opp", None),
                                                       range(3), range(3)):
        if took and taken:
            continue
        row = situation(took, taken, mine, theirs)
        said = situation_text(row)
        assert (in_japanese(said) if said is not None else "取りもお手つきもなし") == row.name
        assert in_japanese(change_text(row)) == row.change
        for text in (said, change_text(row)):
            if text is not None:
                assert not JAPANESE.search(english(text)), english(text)
