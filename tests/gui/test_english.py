"""The English build. client/resources/i18n/zashiki_en.ts translates every message, pyside6-lupdate
finds no string in client/ that it lacks, every translation keeps its placeholders, and with the
English translator installed the title, the waiting room and every game's table (at several
moments of a seeded match) show no Japanese sentence left untranslated and no clipped text.

"Untranslated" is read from what is on screen: a text (a label, a button, a tooltip, a cell, a
list entry, a line drawn by a custom widget) that holds Japanese but no Latin letter, once the
players' names are taken out, where the game's own Japanese (kana on word cards, poems on
karuta cards, the kanji of hanafuda art, glyphs of one character) is allowed. A text that is a
string of the view or events exactly as the host sent it (a koi-koi character's name, a result's
reason) is the host's Japanese: the host writes it, and the client shows it as it came."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QWidget,
)

from client.i18n import I18N_DIR, current_language, install_translator
from client.ui.main_window import MainWindow
from client.ui.title import TitlePage
from server import games as game_registry

from . import playouts
from .fake_bridge import FakeBridge
from .samples import welcome
from .test_window_fit import GAMES, clipped, moments, open_table, outside, show

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
TS = I18N_DIR / "zashiki_en.ts"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")
PLACEHOLDER = re.compile(r"\{\d+(?::[^}]*)?\}|\{[a-z_]+\}|%\d|%n")
# Japanese that stays Japanese on purpose: the language's own name in the language menu, the
# word game's button that adds ゛ ゜ or makes a kana small (its tooltip says so in English).
KEPT = {"日本語", "゛゜小"}


def build_tools() -> Any:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_translations
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return build_translations


def messages(ts: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every current message (numerus: every form)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found.append((name, message.findtext("source") or "", forms or [translation.text or ""]))
    return found


# ---------------------------------------------------------------------------------------------
# The .ts file
# ---------------------------------------------------------------------------------------------


def every_ts() -> list[Path]:
    """The English .ts of the shell and of every game (tools/build_translations.py's bundles)."""
    return [bundle.ts("en") for bundle in build_tools().bundles()]


def every_message() -> list[tuple[str, str, list[str]]]:
    return [m for ts in every_ts() for m in messages(ts)]


def test_every_message_has_a_finished_translation() -> None:
    tools = build_tools()
    for ts in every_ts():
        assert tools.unfinished(ts) == [], ts
        empty = [(c, s) for c, s, texts in messages(ts) if not all(t.strip() for t in texts)]
        assert empty == [], ts


def test_every_text_code_has_japanese_and_english() -> None:
    """Every message code of the host's catalog and of each game's has a Japanese template and a
    finished English translation in its bundle's .ts (context: the catalog's domain)."""
    from protocol.host_texts import HOST

    english = {(c, s) for c, s, texts in every_message() if all(t.strip() for t in texts)}
    catalogs = [HOST, *(g.catalog() for g in game_registry.registry().values())]
    missing = [(catalog.domain, code) for catalog in catalogs for code, template in catalog.items()
               if not template.strip() or (catalog.domain, template) not in english]
    assert missing == []


def test_lupdate_finds_no_string_the_ts_lacks(tmp_path: Path) -> None:
    """lupdate over each bundle's files (and the strings it translates from a variable: its
    catalog, its tables) into a copy of its .ts: the same messages, none unfinished."""
    tools = build_tools()
    for bundle in tools.bundles():
        ts = bundle.ts("en")
        copy = tmp_path / ts.name
        shutil.copy(ts, copy)
        tools.lupdate(bundle, copy)
        new = {(c, s) for c, s, _ in messages(copy)}
        old = {(c, s) for c, s, _ in messages(ts)}
        assert sorted(new - old) == [], f"new strings in {ts.name}: run tools/build_translations.py and translate"
        assert sorted(old - new) == [], f"vanished strings in {ts.name}: run tools/build_translations.py"
        assert tools.unfinished(copy) == []


def test_translations_keep_their_placeholders() -> None:
    wrong = []
    for context, source, texts in every_message():
        want = sorted(PLACEHOLDER.findall(source))
        for text in texts:
            if sorted(PLACEHOLDER.findall(text)) != want:
                wrong.append((context, source, text))
    assert wrong == []


def test_game_terms_keep_their_japanese_names() -> None:
    """こいこい, 大富豪 and 決まり字 are named as Japanese players name them, glossed in English."""
    by_source = {(c, s): texts[0] for c, s, texts in every_message()}
    assert "Koi-koi" in by_source[("koikoi", "こいこい")]
    assert "Daifugō" in by_source[("daifugo", "大富豪")]
    assert "tycoon" in by_source[("daifugo", "大富豪")]
    assert "kimariji" in by_source[("karuta", "第1陣COM 決まり字")]


# ---------------------------------------------------------------------------------------------
# The English interface
# ---------------------------------------------------------------------------------------------


@pytest.fixture
def english(qapp: Any, tmp_path: Path) -> Iterator[None]:
    """The English translator, compiled from the repository's .ts for this test."""
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    lrelease = str(tool) if tool.exists() else shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    subprocess.run([lrelease, str(TS), "-qm", str(tmp_path / "zashiki_en.qm")],
                   check=True, capture_output=True)
    translator = install_translator(qapp, QLocale(QLocale.Language.English), tmp_path)
    assert translator is not None and current_language() == "en"
    yield
    qapp.removeTranslator(translator)
    install_translator(qapp, QLocale(QLocale.Language.Japanese))


def widget_texts(root: QWidget) -> list[str]:
    """Every text a person can see or hover over in ``root``'s widgets."""
    texts = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        texts.append(w.toolTip())
        if isinstance(w, QLabel):
            text = w.text()
            texts.append(QTextDocumentFragment.fromHtml(text).toPlainText() if "<" in text else text)
        elif isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QLineEdit):
            texts += [w.text(), w.placeholderText()]
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTableWidget):
            for column in range(w.columnCount()):
                header = w.horizontalHeaderItem(column)
                texts.append(header.text() if header else "")
            texts += [w.item(r, c).text() for r in range(w.rowCount())
                      for c in range(w.columnCount()) if w.item(r, c) is not None]
        elif isinstance(w, QListWidget):
            texts += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            texts += w.toPlainText().splitlines()
    return [t for t in texts if t]


def painted_texts(root: QWidget, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the widgets draw themselves (QPainter.drawText) while ``root`` is grabbed."""
    drawn: list[str] = []
    original = QPainter.drawText

    def draw_text(painter: QPainter, *args: Any) -> Any:
        drawn.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)

    with monkeypatch.context() as patch:
        patch.setattr(QPainter, "drawText", draw_text)
        root.grab()
    return drawn


def game_content(text: str) -> bool:
    """Japanese that is the game itself, not the interface: one glyph (a kana on a word card, a
    chip's sign, a hanafuda art's kanji), a word or poem in kana and kanji without any
    punctuation or digits of a sentence (the words of a word card, a karuta poem)."""
    bare = text.strip()
    return len(bare) <= 2 or re.fullmatch(r"[\u3040-\u30ff\u3400-\u9fff\u3000 ゛゜ー]+", bare) is not None


def host_texts(data: Any) -> set[str]:
    """Every string in a view or its events (what the host wrote)."""
    if isinstance(data, str):
        return {data.strip()}
    if isinstance(data, dict):
        return set().union(*(host_texts(v) for v in data.values())) if data else set()
    if isinstance(data, (list, tuple)):
        return set().union(*(host_texts(v) for v in data)) if data else set()
    return set()


def untranslated(texts: list[str], names: tuple[str, ...], painted: bool = False,
                 sent: frozenset[str] = frozenset()) -> list[str]:
    bad = []
    for text in texts:
        if text.strip() in sent:
            continue
        if text.strip() and any(len(s) > 4 and s.startswith(text.strip()) for s in sent):
            continue  # the part of a sent text shown so far (karuta: the poem as heard)
        rest = text
        for name in sorted(names, key=len, reverse=True):
            rest = rest.replace(name, "")
        if rest.strip() in KEPT or not JAPANESE.search(rest) or LATIN.search(rest):
            continue
        if painted and game_content(rest):
            continue
        bad.append(text)
    return sorted(set(bad))


def test_title_screen_in_english(qtbot: Any, english: None, monkeypatch: pytest.MonkeyPatch) -> None:
    page = TitlePage()
    qtbot.addWidget(page)
    page.set_name("Sakura")
    page.resize(1200, 760)
    page.show()
    assert page.offline_button.text() == "Play the CPU"
    assert page.host_button.text() == "Be the server"
    assert untranslated(widget_texts(page), ()) == []
    assert untranslated(painted_texts(page, monkeypatch), (), painted=True) == []


def test_waiting_room_in_english(qtbot: Any, english: None, settings: Any,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.mode = "client"
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    window.resize(1366, 700)
    window.show()
    QApplication.processEvents()
    names = ("たろう", "たろうの座敷", "tarou-pc")
    lobby = window.lobby_page
    assert untranslated(widget_texts(lobby), names) == []
    assert untranslated(painted_texts(lobby, monkeypatch), names, painted=True) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_in_english(qtbot: Any, english: None, settings: Any, game_id: str,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    game = game_registry.get(game_id)
    assert game is not None
    seats = game.default_seats
    window, bridge = open_table(qtbot, settings, game_id, seats)
    window.resize(1366, 700)
    names = tuple(playouts.NAMES[:seats]) + ("たろう",)
    problems: dict[str, list[str]] = {}
    for n, (view, events) in enumerate(moments(game_id, seats)):
        show(window, bridge, view, events)
        page = window.table_page
        sent = frozenset(host_texts([view, events]))
        for kind, found in (("untranslated", untranslated(widget_texts(page), names, sent=sent)),
                            ("untranslated, drawn",
                             untranslated(painted_texts(page, monkeypatch), names, True, sent)),
                            ("clipped", clipped(window)), ("outside the window", outside(window))):
            if found:
                problems[f"moment {n}: {kind}"] = found
    assert problems == {}


def test_dialogs_in_english(qtbot: Any, english: None, settings: Any,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The host, connect, new-table, CPU-game, name and about dialogs, and the table menu."""
    from client.net import discovery

    monkeypatch.setenv(discovery.ENV_OFF, "1")  # nothing goes on the network
    bridge = FakeBridge()
    window = MainWindow(bridge, settings)
    qtbot.addWidget(window)
    window.mode = "client"
    hello = welcome()
    hello["games"] = playouts.welcome_games()
    bridge.welcomed.emit(hello)
    window.show()
    dialogs = [window.open_host_dialog(), window.open_connect_dialog(),
               window.open_create_dialog(False), window.open_offline_dialog(),
               window.ask_name(), window.open_about()]
    problems = {}
    for dialog in dialogs:
        QApplication.processEvents()
        texts = widget_texts(dialog)
        if dialog is window.about_dialog:  # the licences stay as written; their headings do not
            texts = [t for t in texts if t not in dialog.browser.toPlainText().splitlines()]
            texts += [line for line in dialog.browser.toMarkdown().splitlines()
                      if line.startswith("#")]
        found = untranslated(texts, ("たろう",))
        if found:
            problems[type(dialog).__name__] = found
        dialog.close()
    assert problems == {}


# ---------------------------------------------------------------------------------------------
# Rules pages in English
# ---------------------------------------------------------------------------------------------


def headings(page: str) -> list[str]:
    """The levels of a Markdown page's headings, in order ("##", "###", ...)."""
    return [line.split(" ", 1)[0] for line in page.splitlines() if line.startswith("#")]


@pytest.mark.parametrize("game_id", list(game_registry.registry()))
def test_every_game_has_its_rules_in_english(game_id: str) -> None:
    """rules.en.md keeps the Japanese page's sections, and reads in English: no line of it is
    Japanese alone (terms such as 決まり字 stay, glossed)."""
    game = game_registry.get(game_id)
    assert game is not None
    assert "en" in game.rules_languages()
    english, japanese = game.rules_help("en"), game.rules_help("ja")
    assert english != japanese
    assert headings(english) == headings(japanese)
    japanese_only = [line for line in english.splitlines()
                     if JAPANESE.search(line) and not LATIN.search(line)]
    assert japanese_only == []


def test_the_rules_come_in_english_through_the_host(qtbot: Any, english: None, real_bridge: Any,
                                                    host: Any) -> None:
    bridge = real_bridge()
    with qtbot.waitSignal(bridge.welcomed, timeout=10000):
        bridge.connect_to("127.0.0.1", host.port_number, "Sakura")
    with qtbot.waitSignal(bridge.rules_received, timeout=10000) as got:
        bridge.rules("koikoi")
    game = game_registry.get("koikoi")
    assert game is not None
    assert got.args == ["koikoi", game.rules_help("en")]


def test_the_table_being_gathered_in_english_fits_a_laptop(qtbot: Any, english: None, settings: Any) -> None:
    """Before the game the side panel shows every seat button: none of them is cut at a laptop's
    window ("ill empty seats with CPU", "emove the CPU from the chosen sea" were)."""
    game = game_registry.get("daifugo")
    assert game is not None
    window, bridge = open_table(qtbot, settings, "daifugo", 4)
    table = playouts.table_message(game, 4, status="waiting")
    table["seats"][3] = {"name": "", "kind": "empty", "connected": False, "ready": False,
                         "cpu_level": None, "cpu_playing": False}
    bridge.table_changed.emit(table)
    window.resize(1366, 700)
    QApplication.processEvents()
    page = window.table_page
    page.seat_list.setCurrentRow(2)
    assert page.fill_button.isVisible() and page.clear_seat_button.isVisible()
    assert page.fill_button.text() == "Fill empty seats with CPUs"
    assert clipped(window) == [] and outside(window) == []
