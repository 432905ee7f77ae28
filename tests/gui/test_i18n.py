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
    from client.i18n import host_error_text
    from protocol.errors import MESSAGES, ErrorCode

    full = MESSAGES[ErrorCode.ILLEGAL_ACTION]
    ts = TS.replace("</TS>", f"""<context><name>HostErrors</name>
<message><source>{full}</source><translation>The rules do not allow that move.</translation></message>
<message><source>{MESSAGES[ErrorCode.TABLE_FULL]}</source><translation>That table is full.</translation></message>
</context>
</TS>""")
    known = {"code": "table_full", "message": MESSAGES[ErrorCode.TABLE_FULL]}
    engine = {"code": "illegal_action", "message": "場と同じ枚数で出してください。"}
    assert host_error_text(known) == MESSAGES[ErrorCode.TABLE_FULL]  # Japanese: as sent
    assert host_error_text(engine) == "場と同じ枚数で出してください。"
    translator = install_translator(qapp, QLocale(QLocale.Language.English), compiled(tmp_path, ts))
    try:
        assert host_error_text(known) == "That table is full."
        # an engine's own reason: the code's sentence, then the host's words
        assert host_error_text(engine) == "The rules do not allow that move.\n(場と同じ枚数で出してください。)"
        assert host_error_text({"code": "no_such_code", "message": "何か"}) == "何か"
        assert host_error_text({"code": "table_full"}) == ""
    finally:
        qapp.removeTranslator(translator)
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
