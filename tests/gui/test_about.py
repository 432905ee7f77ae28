"""The about box names every licence the app's material carries."""

from __future__ import annotations

from typing import Any

from client.ui.about_dialog import AboutDialog, credit_texts
from client.ui.main_window import MainWindow

from .fake_bridge import FakeBridge


def test_about_box_lists_the_font_the_voice_and_the_word_list(qtbot: Any, settings: Any) -> None:
    titles = [title for title, _ in credit_texts()]
    assert any("IPAex" in t for t in titles) and any("競技かるた" in t for t in titles)
    text = "\n".join(body for _, body in credit_texts())
    assert "Creative Commons" in text or "CC BY" in text
    assert "reader's voice" in text  # the game ships it beside the voice (voice/LICENSE.txt)
    window = MainWindow(FakeBridge(), settings)
    qtbot.addWidget(window)
    window.title_page.about_button.click()
    dialog = window.about_dialog
    assert isinstance(dialog, AboutDialog) and dialog.isVisible()
    shown = dialog.browser.toPlainText()
    assert "IPA" in shown and "Mei" in shown
