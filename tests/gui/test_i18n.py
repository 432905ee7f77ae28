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
