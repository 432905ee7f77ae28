"""Koi-koi tests: Qt runs offscreen, with the bundled Japanese font."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

FONT = Path(__file__).resolve().parents[3] / "client" / "resources" / "fonts" / "ipaexg.ttf"


@pytest.fixture
def koikoi_font(qapp):
    from PySide6.QtGui import QFontDatabase

    QFontDatabase.addApplicationFont(str(FONT))
    return "IPAexGothic"
