"""Words of the word-card table (through Qt's translation system), and the look shared by its
panels."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from client.fonts import FAMILY

CONTEXT = "KotobaView"


def px(size: float, scale: float) -> int:
    """A size given for the smallest table, in pixels on a table ``scale`` times as large."""
    return round(size * scale)


def label_style(scale: float = 1.0, size: float = 14) -> str:
    """The look of the table's labels, their text grown for a larger table."""
    return f"color: #f6efde; font-family: {FAMILY}; font-size: {px(size, scale)}px;"


def button_style(colours: tuple[str, str], scale: float = 1.0, small: bool = False) -> str:
    """The look of the table's buttons in ``colours`` (face, hover), text and padding grown for
    a larger table; ``small`` for the entry's helper buttons."""
    size, pad_y, pad_x = (13, 3, 10) if small else (15, 5, 12)
    return (
        f"QPushButton {{ font-family: {FAMILY}; font-size: {px(size, scale)}px; font-weight: bold;"
        f" padding: {px(pad_y, scale)}px {px(pad_x, scale)}px; border-radius: {px(7, scale)}px;"
        f" color: white; background: {colours[0]}; }}"
        f" QPushButton:hover {{ background: {colours[1]}; }}"
        " QPushButton:disabled { color: #b9b2a4; background: #5d5a52; }"
    )


BLUE = ("#27509b", "#3a69c0")
RED = ("#b8372c", "#d44a3e")
GREEN = ("#2f7d45", "#3d9a57")
GREY = ("#5b6270", "#717a8a")
GOLD = ("#a77a12", "#c4921c")


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def mode_name(mode: str) -> str:
    return {"narabe": tr("ならべる"), "awase": tr("あわせる"), "kasane": tr("かさねる")}.get(
        mode, mode)


def seconds_left(seconds: float) -> str:
    return tr("残り{0}秒").format(max(0, int(seconds + 0.999)))


def answer_text(answer: bool | None) -> str:
    if answer is None:
        return tr("考え中…")
    return tr("OK") if answer else tr("NG")


def faces_tip(front: str, back: str) -> str:
    """Both faces of a card, for its tooltip."""
    return tr("表 {0}／裏 {1}").format(front, back)
