"""Every visible string goes through Qt's translation system with Japanese as the source: a
compiled translation for another locale changes the interface; Japanese needs none."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from client.i18n import install_translator
from client.ui.title import TitlePage

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context><name>TitlePage</name>
<message><source>CPUと対戦</source><translation>Play the CPU</translation></message>
</context>
</TS>
"""


def lrelease() -> str | None:
    found = Path(sys.executable).with_name("pyside6-lrelease")
    return str(found) if found.exists() else shutil.which("pyside6-lrelease")


def test_japanese_locale_uses_the_source_text(qapp: Any) -> None:
    assert install_translator(qapp, QLocale(QLocale.Language.Japanese)) is None


def test_missing_translation_keeps_japanese(qapp: Any, tmp_path: Path) -> None:
    assert install_translator(qapp, QLocale(QLocale.Language.French), tmp_path) is None


def test_a_compiled_translation_changes_the_interface(qapp: Any, qtbot: Any, tmp_path: Path) -> None:
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    (tmp_path / "zashiki_en.ts").write_text(TS, encoding="utf-8")
    subprocess.run([tool, str(tmp_path / "zashiki_en.ts"), "-qm", str(tmp_path / "zashiki_en.qm")],
                   check=True, capture_output=True)
    translator = install_translator(qapp, QLocale(QLocale.Language.English), tmp_path)
    assert translator is not None
    try:
        page = TitlePage()
        qtbot.addWidget(page)
        assert page.offline_button.text() == "Play the CPU"
        assert page.host_button.text() == "自分がサーバーになる"  # untranslated: the source
    finally:
        qapp.removeTranslator(translator)


# ---------------------------------------------------------------------------------------------
# The language choice (AppSettings.language, the title screen's menu, client/main.py)
# ---------------------------------------------------------------------------------------------


def compiled(tmp_path: Path, ts: str = TS) -> Path:
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    (tmp_path / "zashiki_en.ts").write_text(ts, encoding="utf-8")
    subprocess.run([tool, str(tmp_path / "zashiki_en.ts"), "-qm", str(tmp_path / "zashiki_en.qm")],
                   check=True, capture_output=True)
    return tmp_path


def test_the_language_setting_is_remembered_and_checked(tmp_path: Path) -> None:
    import json

    from client.app_settings import AppSettings

    settings = AppSettings.load(tmp_path / "s.json")
    assert settings.language == "system"  # follow the locale unless the player chose
    settings.language = "en"
    settings.save()
    assert AppSettings.load(tmp_path / "s.json").language == "en"
    (tmp_path / "s.json").write_text(json.dumps({"language": "fr"}), encoding="utf-8")
    assert AppSettings.load(tmp_path / "s.json").language == "system"  # unknown: the default


def test_each_choice_installs_its_language(qapp: Any, tmp_path: Path) -> None:
    from client.i18n import current_language, install_language

    folder = compiled(tmp_path)
    assert install_language(qapp, "ja", folder) is None and current_language() == "ja"
    translator = install_language(qapp, "en", folder)
    try:
        assert translator is not None and current_language() == "en"
    finally:
        qapp.removeTranslator(translator)
        install_language(qapp, "ja", folder)


def test_a_locale_without_its_own_translation_gets_english(qapp: Any, tmp_path: Path) -> None:
    """The default follows the system: Japanese for a Japanese locale, English for the others
    (English is the translation shipped; more players read it than Japanese)."""
    from client.i18n import current_language

    folder = compiled(tmp_path)
    translator = install_translator(qapp, QLocale(QLocale.Language.French), folder)
    try:
        assert translator is not None and current_language() == "en"
    finally:
        qapp.removeTranslator(translator)
        install_translator(qapp, QLocale(QLocale.Language.Japanese))
    assert install_translator(qapp, QLocale(QLocale.Language.Japanese), folder) is None


HELPER_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context><name></name>
<message><source>青</source><translation>blue</translation></message>
</context>
<context><name>TitlePage</name>
<message><source>CPUと対戦</source><translation>Play the CPU</translation></message>
</context>
</TS>
"""


def test_module_helpers_find_their_strings_and_unknown_ones_stay(qapp: Any, tmp_path: Path) -> None:
    """lupdate files a module-level ``tr()`` helper's strings under the context ""; the
    translator looks there when the helper's own context has none. A string found nowhere is
    shown as written (not blanked)."""
    from PySide6.QtCore import QCoreApplication

    folder = compiled(tmp_path, HELPER_TS)
    translator = install_translator(qapp, QLocale(QLocale.Language.English), folder)
    assert translator is not None
    try:
        assert QCoreApplication.translate("DeltacleTexts", "青") == "blue"
        assert QCoreApplication.translate("TitlePage", "CPUと対戦") == "Play the CPU"
        assert QCoreApplication.translate("KoikoiView", "知らない言葉") == "知らない言葉"
    finally:
        qapp.removeTranslator(translator)
        install_translator(qapp, QLocale(QLocale.Language.Japanese))


def test_host_errors_are_shown_in_the_interface_language(qapp: Any, tmp_path: Path) -> None:
    """The host sends a text (a code and its parameters); the client renders it in its own
    language, the parameters rendered too, a game's text from the catalog its welcome brought."""
    from client.i18n import HOST_TEXTS, host_error_text
    from protocol.errors import ErrorCode, ProtocolError
    from protocol.host_texts import HOST
    from protocol.texts import Catalog

    game = Catalog("testgame", {"follow_count": "場と同じ枚数（{count}枚）で出してください。"})
    HOST_TEXTS.add_games([{"id": "testgame", "texts": game.to_wire()}])
    ts = TS.replace("</TS>", """<context><name>host</name>
<message><source>その卓は満席です。</source><translation>That table is full.</translation></message>
<message><source>{game}は {min}〜{max} 人で遊べます。</source><translation>{game} is played by {min} to {max} players.</translation></message>
</context>
<context><name>testgame</name>
<message><source>場と同じ枚数（{count}枚）で出してください。</source><translation>Play {count} cards, as on the table.</translation></message>
</context>
</TS>""")
    full = ProtocolError(ErrorCode.TABLE_FULL).to_message()
    rule = ProtocolError(ErrorCode.ILLEGAL_ACTION, game("follow_count", count=2)).to_message()
    seats = ProtocolError(ErrorCode.BAD_SETTINGS, HOST("table.seat_count", game="石取り", min=2, max=3)).to_message()
    assert host_error_text(full) == "その卓は満席です。"  # Japanese: the source
    assert host_error_text(rule) == "場と同じ枚数（2枚）で出してください。"
    install_translator(qapp, QLocale(QLocale.Language.English), compiled(tmp_path, ts))
    try:
        assert host_error_text(full) == "That table is full."
        assert host_error_text(rule) == "Play 2 cards, as on the table."
        assert host_error_text(seats) == "石取り is played by 2 to 3 players."  # a name stays as it is
        assert host_error_text({"code": "table_full"}) == "That table is full."  # the code's own
        unknown = {"code": "illegal_action", "text": {"code": "newgame.rule", "params": {"n": 1}}}
        assert host_error_text(unknown) == "[newgame.rule: n=1]"  # a newer host: nothing lost
    finally:
        install_translator(qapp, QLocale(QLocale.Language.Japanese))


def test_the_title_screen_offers_the_languages(qtbot: Any) -> None:
    page = TitlePage()
    qtbot.addWidget(page)
    menu = page.language_menu
    assert [menu.box.itemData(i) for i in range(menu.box.count())] == ["system", "ja", "en"]
    assert menu.box.itemText(2) == "English" and menu.box.itemText(1) == "日本語"
    chosen: list[str] = []
    page.language_chosen.connect(chosen.append)
    menu.set_choice("en")  # the saved choice is shown without a signal
    assert chosen == [] and menu.choice() == "en"
    menu.box.setCurrentIndex(menu.box.findData("ja"))
    menu.box.setCurrentIndex(menu.box.findData("en"))
    assert chosen == ["ja", "en"]
