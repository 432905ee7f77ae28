"""Japanese renders without any system Japanese font: the app's font is the bundled
IPAexGothic, and it has a glyph for every kana and for every character the app can show."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFontDatabase, QFontInfo, QRawFont

from client import fonts

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = ("client", "protocol", "server")


def _docstring_nodes(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def source_strings() -> dict[str, str]:
    """Every non-ASCII string literal (tr()/translate() texts, messages sent to players, game
    tables...) in the program's source, docstrings left out. Maps text -> where it is."""
    strings: dict[str, str] = {}
    for folder in SOURCE_DIRS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docs = _docstring_nodes(tree)
            for node in ast.walk(tree):
                if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                        and id(node) not in docs and not node.value.isascii()):
                    strings.setdefault(node.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return strings


def game_strings() -> dict[str, str]:
    """What the host sends: every text of its catalog and of each game's (titles, settings, CPU
    levels, stamps, refusals, results, ...), subset items (karuta's poems), and the rules pages."""
    from protocol.host_texts import HOST
    from server import games

    strings: dict[str, str] = {template: "host texts" for _code, template in HOST.items()}
    for game in games.registry().values():
        where = f"game {game.id}"
        for _code, template in game.catalog().items():
            strings[template] = where
        for setting in game.settings:
            for choice in setting.choices:
                strings[str(choice.label)] = where
        try:
            strings[game.rules_help()] = f"{where} rules help"
        except (OSError, FileNotFoundError):
            pass
    return strings


def all_kana() -> str:
    hiragana = "".join(chr(c) for c in range(0x3041, 0x3097))
    katakana = "".join(chr(c) for c in range(0x30A1, 0x30FB))
    return hiragana + katakana + "ー・「」、。！？（）：～〜"


@pytest.fixture(scope="module")
def raw_font() -> QRawFont:
    font = QRawFont(str(fonts.FONT_PATH), 12)
    assert font.isValid() and font.familyName() == fonts.FAMILY
    return font


def missing(raw_font: QRawFont, text: str) -> set[str]:
    return {ch for ch in text if not ch.isspace() and ord(ch) > 0x7F
            and not raw_font.supportsCharacter(ord(ch))}


def test_the_app_font_is_the_bundled_one(qapp: Any) -> None:
    family = fonts.load_fonts(qapp).family()
    assert family == fonts.FAMILY
    assert QFontInfo(qapp.font()).family() == fonts.FAMILY
    assert fonts.FAMILY in QFontDatabase.families()


def test_font_covers_every_kana(raw_font: QRawFont) -> None:
    assert missing(raw_font, all_kana()) == set()


def is_japanese(ch: str) -> bool:
    """Kana, kanji, CJK punctuation and full-width forms: what no fallback font may supply on a
    machine without Japanese fonts, so the bundled font must have every one."""
    code = ord(ch)
    return (0x3000 <= code <= 0x30FF or 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF
            or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF)




def test_font_covers_every_visible_string(raw_font: QRawFont) -> None:
    strings = {**source_strings(), **game_strings()}
    assert len(strings) > 100  # the scan really found the app's texts
    assert "他人のサーバーに接続する" in strings and "接続が切れました。再接続しています…（%1回目）" in strings
    problems = {f"{ch} U+{ord(ch):04X}": where for text, where in strings.items()
                for ch in missing(raw_font, text)}
    japanese = {k: v for k, v in problems.items() if is_japanese(k[0])}
    assert japanese == {}, f"Japanese characters the bundled font cannot draw: {japanese}"
    # Symbols too: a machine without the right system font would show a box.
    assert problems == {}, f"symbols the bundled font cannot draw: {problems}"


def test_kana_and_kanji_are_told_apart() -> None:
    assert all(is_japanese(ch) for ch in "あア漢（！ー・")
    assert not any(is_japanese(ch) for ch in "a☰✦…")


def test_scan_would_notice_a_missing_glyph(raw_font: QRawFont) -> None:
    assert missing(raw_font, "座敷🀄") == {"🀄"}
