"""The app's one visual language, written once: the palette, the type scale, the spacing, and the
application style sheet built from them (docs/LOOK.md says what each is for).

The look is the title screen's: washi paper on a wooden frame, ink for text, vermilion for the
one thing to do next. ``apply_theme(app, scale)`` gives the whole application Qt's Fusion style
with this palette, the bundled font at the body size and the style sheet; the main window calls
it again with a larger ``scale`` when it grows (type and padding grow with the window).

Shell widgets ask for a look by *role*, never by a style sheet of their own:
``role(label, "heading")`` sets the dynamic property the style sheet matches
(``QLabel[role="heading"]``). Game views keep their own drawing; they get the palette, the font
and the plain controls' look (buttons, lists, fields) like every other screen."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

# -- the palette: each colour named for what it is used for ---------------------------------------

PAPER = "#f4efe2"  # the background of windows and dialogs (shoji paper)
WASHI = "#fbf7ec"  # a raised surface: panels, group boxes, secondary buttons, tooltips
FIELD = "#fffdf8"  # where text is typed or listed: fields, lists, tables
INK = "#2b2118"  # text
INK_SOFT = "#6b5a48"  # secondary text: captions, hints, times, what is greyed but readable
WOOD = "#6b4a2b"  # the frame: borders of panels and buttons
WOOD_DARK = "#4a321c"  # headings and panel titles
WOOD_LIGHT = "#d9c9ad"  # hairlines: field borders, separators, a table's grid
HOVER = "#efe6d2"  # a secondary button or row under the pointer; table headers
PRESSED = "#e2d3b6"  # a secondary button held down or switched on
VERMILION = "#b8432f"  # the primary action (one per screen) and the chosen row
VERMILION_LIGHT = "#cf5a44"  # the primary action under the pointer
VERMILION_DARK = "#963423"  # the primary action held down; its border
DISABLED = "#b9a999"  # a control that cannot be used now: its text, a primary's background
NOTICE = "#fff3c4"  # a passing notice over a page: reconnecting, a player left
NOTICE_INK = "#5a3b00"  # the notice's text and border
ERROR = "#b3261e"  # what went wrong: a refused address, a setting out of range, 切断中
SUCCESS = "#1c7a3a"  # what went right: a correct answer
LINK = "#27509b"  # links (藍)
# the title screen's room (client/ui/tatami.py draws it)
SHOJI = "#f4efe2"
TATAMI = "#c8c48a"  # igusa straw, a little green
TATAMI_DARK = "#b4ae72"
HERI = "#2f3a2a"  # the mats' cloth border

# -- the type scale: point sizes at scale 1 (a 1366×768 window) -----------------------------------

CAPTION = 9.0  # small print: captions under a control, timestamps
BODY = 11.0  # everything else: the application font
LEAD = 12.5  # a dialog's opening sentence, a result line, the stamp bubble
HEADING = 15.0  # a page's or a dialog's heading, the table's game title
TITLE = 20.0  # a screen's title (the waiting room's name)
DISPLAY = 48.0  # the title screen's 座敷

# -- spacing and shape, in pixels at scale 1 ------------------------------------------------------

SPACE_XS = 4  # inside a control: between an icon and its text
SPACE_S = 8  # between controls in a row; a panel's inner margin
SPACE_M = 12  # between groups in a dialog; a dialog's margin
SPACE_L = 20  # between a page's sections
SPACE_XL = 32  # around a page's main card (the title screen)
RADIUS_S = 6  # fields, notices
RADIUS_M = 8  # buttons
RADIUS_L = 12  # panels and cards

# -- scaling with the window ----------------------------------------------------------------------

BASE_WINDOW = (1366, 740)  # the window at which scale is 1 (a laptop screen less its panels)
MAX_SCALE = 1.5
SCALE_STEP = 0.125


def scale_for(width: int, height: int) -> float:
    """The type scale for a window of ``width`` × ``height``: 1 up to a laptop's window, growing
    with the smaller of the two ratios, in steps (so a few pixels of resizing restyle nothing),
    at most ``MAX_SCALE``."""
    ratio = min(width / BASE_WINDOW[0], height / BASE_WINDOW[1])
    stepped = int(ratio / SCALE_STEP) * SCALE_STEP
    return max(1.0, min(MAX_SCALE, stepped))


ROLE = "role"


def role(widget: QWidget, name: str) -> QWidget:
    """Give ``widget`` a look from the style sheet (``heading``, ``caption``, ``notice``,
    ``error``, ``primary`` …; docs/LOOK.md lists them) and return it. Call before it is shown,
    or call ``repolish`` after."""
    widget.setProperty(ROLE, name)
    return widget


def repolish(widget: QWidget) -> None:
    """Apply a role changed on a widget already shown."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


def palette() -> QPalette:
    """Qt's colour roles from the theme's palette, for Fusion to draw every plain control with."""
    p = QPalette()
    colours = {
        QPalette.ColorRole.Window: PAPER, QPalette.ColorRole.WindowText: INK,
        QPalette.ColorRole.Base: FIELD, QPalette.ColorRole.AlternateBase: WASHI,
        QPalette.ColorRole.Text: INK, QPalette.ColorRole.Button: WASHI,
        QPalette.ColorRole.ButtonText: INK, QPalette.ColorRole.BrightText: "#ffffff",
        QPalette.ColorRole.Highlight: VERMILION, QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: WASHI, QPalette.ColorRole.ToolTipText: INK,
        QPalette.ColorRole.PlaceholderText: INK_SOFT, QPalette.ColorRole.Link: LINK,
        QPalette.ColorRole.Light: "#ffffff", QPalette.ColorRole.Midlight: HOVER,
        QPalette.ColorRole.Mid: WOOD_LIGHT, QPalette.ColorRole.Dark: "#a8946f",
        QPalette.ColorRole.Shadow: "#5c4a36",
    }
    for colour_role, colour in colours.items():
        p.setColor(colour_role, QColor(colour))
    for colour_role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                        QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, colour_role, QColor(DISABLED))
    return p


def style_sheet(scale: float = 1.0) -> str:
    """The application style sheet at ``scale``: sizes in points and pixels grow with it."""

    def pt(size: float) -> str:
        return f"{size * scale:.1f}pt"

    def px(size: float) -> str:
        return f"{max(1, round(size * scale))}px"

    return f"""
QMainWindow, QDialog {{ background: {PAPER}; }}
QToolTip {{ color: {INK}; background: {WASHI}; border: 1px solid {WOOD}; padding: {px(4)} {px(6)}; }}
QStatusBar {{ color: {INK_SOFT}; }}

QPushButton {{ color: {INK}; background: {WASHI}; border: 1px solid {WOOD};
    border-radius: {px(RADIUS_M)}; padding: {px(5)} {px(14)}; }}
QPushButton:hover {{ background: {HOVER}; }}
QPushButton:pressed, QPushButton:checked {{ background: {PRESSED}; }}
QPushButton:disabled {{ color: {DISABLED}; border-color: {WOOD_LIGHT}; background: {PAPER}; }}
QPushButton[role="primary"] {{ color: white; background: {VERMILION}; border-color: {VERMILION_DARK}; }}
QPushButton[role="primary"]:hover {{ background: {VERMILION_LIGHT}; }}
QPushButton[role="primary"]:pressed, QPushButton[role="primary"]:checked {{ background: {VERMILION_DARK}; }}
QPushButton[role="primary"]:disabled {{ color: {PAPER}; background: {DISABLED}; border-color: {DISABLED}; }}
QPushButton[role="chip"] {{ border-radius: {px(11)}; padding: {px(3)} {px(14)}; }}
QPushButton[role="link"] {{ color: {WOOD_DARK}; background: transparent; border: 1px solid {WOOD};
    padding: {px(4)} {px(12)}; }}
QPushButton[role="link"]:hover {{ background: {HOVER}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QToolButton {{ border: 1px solid transparent; border-radius: {px(RADIUS_M)}; padding: {px(3)}; }}
QToolButton:hover {{ background: {HOVER}; border-color: {WOOD_LIGHT}; }}

QGroupBox {{ background: {WASHI}; border: 1px solid {WOOD_LIGHT}; border-radius: {px(RADIUS_L)};
    margin-top: {px(14) if scale < 1.25 else px(12)}; padding: {px(10)} {px(8)} {px(8)} {px(8)};
    font-weight: bold; color: {WOOD_DARK}; }}
QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: {px(12)};
    padding: 0 {px(4)}; color: {WOOD_DARK}; }}
QFrame[role="panel"] {{ background: {WASHI}; border: 1px solid {WOOD_LIGHT}; border-radius: {px(RADIUS_L)}; }}
QFrame[role="felt"] {{ background: {WASHI}; border: 1px solid {WOOD}; border-radius: {px(RADIUS_S)}; }}

QLineEdit, QComboBox, QSpinBox, QAbstractScrollArea {{ selection-background-color: {VERMILION};
    selection-color: white; }}
QHeaderView::section {{ background: {HOVER}; color: {WOOD_DARK}; border: none;
    border-bottom: 1px solid {WOOD_LIGHT}; border-right: 1px solid {WOOD_LIGHT}; padding: {px(4)} {px(6)};
    font-weight: bold; }}

QLabel[role="display"] {{ font-size: {pt(DISPLAY)}; font-weight: bold; color: {INK}; }}
QLabel[role="title"] {{ font-size: {pt(TITLE)}; font-weight: bold; color: {WOOD_DARK}; }}
QLabel[role="heading"] {{ font-size: {pt(HEADING)}; font-weight: bold; color: {WOOD_DARK}; }}
QLabel[role="subheading"] {{ font-weight: bold; color: {WOOD_DARK}; }}
QLabel[role="lead"] {{ font-size: {pt(LEAD)}; color: {INK}; }}
QLabel[role="caption"] {{ font-size: {pt(CAPTION)}; color: {INK_SOFT}; }}
QLabel[role="muted"] {{ color: {INK_SOFT}; }}
QLabel[role="error"] {{ color: {ERROR}; }}
QLabel[role="code"] {{ font-size: {pt(HEADING)}; font-weight: bold; color: {VERMILION_DARK};
    letter-spacing: 1px; }}
QLabel[role="status"] {{ color: {WOOD_DARK}; background: {HOVER}; border: 1px solid {WOOD_LIGHT};
    border-radius: {px(10)}; padding: {px(1)} {px(10)}; }}
QLabel[role="notice"] {{ background: {NOTICE}; color: {NOTICE_INK}; border: 1px solid #e8d48a;
    border-radius: {px(RADIUS_S)}; padding: {px(6)} {px(10)}; }}
QLabel[role="result"] {{ background: {WASHI}; color: {INK}; border: 1px solid {WOOD};
    border-radius: {px(RADIUS_M)}; padding: {px(8)} {px(10)}; }}
QLabel[role="bubble"] {{ font-size: {pt(LEAD + 2)}; font-weight: bold; color: {NOTICE_INK};
    background: {NOTICE}; border: 2px solid #c8a040; border-radius: {px(14)}; padding: {px(8)} {px(14)}; }}
QLabel[role="rules"] {{ color: {INK_SOFT}; }}

#titleCard {{ background: {WASHI}; border: 2px solid {WOOD}; border-radius: {px(14)}; }}
#titleCard QLabel {{ color: {INK}; background: transparent; }}
#titleCard QLabel[role="lead"] {{ color: {WOOD_DARK}; font-size: {pt(LEAD + 1)}; }}
#titleCard QPushButton[role="primary"] {{ font-size: {pt(BODY + 3)}; min-width: {px(320)};
    min-height: {px(40)}; border: none; }}
"""


_applied: tuple[float, str] | None = None


def apply_theme(app: QApplication, scale: float = 1.0) -> None:
    """Give ``app`` the theme at ``scale``: Fusion, the palette, the bundled font at the body
    size, the style sheet. Nothing is redone when the scale is the one applied."""
    global _applied
    sheet = style_sheet(scale)
    if _applied == (scale, sheet) and app.styleSheet() == sheet:
        return
    fusion = QStyleFactory.create("Fusion")
    if fusion is not None and app.style().name().lower() != "fusion":
        app.setStyle(fusion)
    app.setPalette(palette())
    font = QFont(app.font())
    font.setPointSizeF(BODY * scale)
    app.setFont(font)
    app.setStyleSheet(sheet)
    _applied = (scale, sheet)


def current_scale() -> float:
    """The scale last applied (1 before any)."""
    return _applied[0] if _applied else 1.0
