"""The app's one visual language, written once: the palette, the type scale, the spacing, and the
application style sheet built from them (docs/LOOK.md says what each is for).

The look is the title screen's: washi paper on a wooden frame, ink for text, vermilion for the
one thing to do next. ``apply_theme(app, scale)`` gives the whole application Qt's Fusion style
with this palette, the style sheet, and the bundled font at the body size; the main window calls
it again with a larger ``scale`` when it grows, and the type grows with it (the fonts only: the
style sheet holds no size and is applied once).

Shell widgets ask for a look by *role*, never by a style sheet of their own:
``role(label, "heading")`` sets the dynamic property the style sheet matches
(``QLabel[role="heading"]``). Game views keep their own drawing; they get the palette, the font
and the plain controls' look (buttons, lists, fields) like every other screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QHeaderView, QStyleFactory, QWidget

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

# -- spacing and shape, in pixels ------------------------------------------------------------

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
    """Give ``widget`` a look from the style sheet and the type scale (``heading``, ``caption``,
    ``notice``, ``error``, ``primary`` …; docs/LOOK.md lists them) and return it. Call before it
    is shown, or call ``repolish`` after."""
    widget.setProperty(ROLE, name)
    role_font(widget, name)
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


def style_sheet() -> str:
    """The application style sheet: colours, borders, corners and padding. It holds no type
    size, so it is applied once: the sizes follow the window through the fonts (``apply_theme``),
    and restyling a whole table costs a second where changing a font costs milliseconds."""

    def px(size: float) -> str:
        return f"{size}px"

    return f"""
QMainWindow, QDialog {{ background: {PAPER}; }}
QToolTip {{ color: {INK}; background: {WASHI}; border: 1px solid {WOOD}; padding: {px(4)} {px(6)}; }}
QStatusBar {{ color: {INK_SOFT}; }}

QPushButton {{ color: {INK}; background: {WASHI}; border: 1px solid {WOOD};
    border-radius: {px(RADIUS_M)}; padding: {px(5)} {px(14)}; }}
QPushButton:hover {{ background: {HOVER}; }}
QPushButton:pressed, QPushButton:checked {{ background: {PRESSED}; }}
QPushButton:disabled {{ color: {DISABLED}; border-color: {WOOD_LIGHT}; background: {PAPER}; }}
QPushButton[role="primary"], QPushButton[role="big"] {{ color: white; background: {VERMILION};
    border-color: {VERMILION_DARK}; }}
QPushButton[role="primary"]:hover, QPushButton[role="big"]:hover {{ background: {VERMILION_LIGHT}; }}
QPushButton[role="primary"]:pressed, QPushButton[role="primary"]:checked,
QPushButton[role="big"]:pressed {{ background: {VERMILION_DARK}; }}
QPushButton[role="primary"]:disabled, QPushButton[role="big"]:disabled {{ color: {PAPER};
    background: {DISABLED}; border-color: {DISABLED}; }}
QPushButton[role="chip"] {{ border-radius: {px(11)}; padding: {px(3)} {px(14)}; }}
QPushButton[role="link"] {{ color: {WOOD_DARK}; background: transparent; border: 1px solid {WOOD};
    padding: {px(4)} {px(12)}; }}
QPushButton[role="link"]:hover {{ background: {HOVER}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QToolButton {{ border: 1px solid transparent; border-radius: {px(RADIUS_M)}; padding: {px(3)}; }}
QToolButton:hover {{ background: {HOVER}; border-color: {WOOD_LIGHT}; }}

QGroupBox {{ background: {WASHI}; border: 1px solid {WOOD_LIGHT}; border-radius: {px(RADIUS_L)};
    margin-top: {px(14)}; padding: {px(10)} {px(8)} {px(8)} {px(8)}; color: {WOOD_DARK}; }}
QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: {px(12)};
    padding: 0 {px(4)}; color: {WOOD_DARK}; }}
QFrame[role="panel"] {{ background: {WASHI}; border: 1px solid {WOOD_LIGHT}; border-radius: {px(RADIUS_L)}; }}
QFrame[role="felt"] {{ background: {WASHI}; border: 1px solid {WOOD}; border-radius: {px(RADIUS_S)}; }}

QLineEdit, QComboBox, QSpinBox, QAbstractScrollArea {{ selection-background-color: {VERMILION};
    selection-color: white; }}
QHeaderView::section {{ background: {HOVER}; color: {WOOD_DARK}; border: none;
    border-bottom: 1px solid {WOOD_LIGHT}; border-right: 1px solid {WOOD_LIGHT}; padding: {px(4)} {px(6)}; }}

QLabel[role="display"] {{ font-weight: bold; color: {INK}; }}
QLabel[role="title"] {{ font-weight: bold; color: {WOOD_DARK}; }}
QLabel[role="heading"] {{ font-weight: bold; color: {WOOD_DARK}; }}
QLabel[role="subheading"] {{ font-weight: bold; color: {WOOD_DARK}; }}
QLabel[role="lead"] {{ color: {INK}; }}
QLabel[role="caption"] {{ color: {INK_SOFT}; }}
QLabel[role="muted"] {{ color: {INK_SOFT}; }}
QLabel[role="error"] {{ color: {ERROR}; }}
QLabel[role="code"] {{ font-weight: bold; color: {VERMILION_DARK};
    letter-spacing: 1px; }}
QLabel[role="status"] {{ color: {WOOD_DARK}; background: {HOVER}; border: 1px solid {WOOD_LIGHT};
    border-radius: {px(10)}; padding: {px(1)} {px(10)}; }}
QLabel[role="notice"] {{ background: {NOTICE}; color: {NOTICE_INK}; border: 1px solid #e8d48a;
    border-radius: {px(RADIUS_S)}; padding: {px(6)} {px(10)}; }}
QLabel[role="result"] {{ background: {WASHI}; color: {INK}; border: 1px solid {WOOD};
    border-radius: {px(RADIUS_M)}; padding: {px(8)} {px(10)}; }}
QLabel[role="bubble"] {{ font-weight: bold; color: {NOTICE_INK};
    background: {NOTICE}; border: 2px solid #c8a040; border-radius: {px(14)}; padding: {px(8)} {px(14)}; }}
QLabel[role="rules"] {{ color: {INK_SOFT}; }}

#titleCard {{ background: {WASHI}; border: 2px solid {WOOD}; border-radius: {px(14)}; }}
#titleCard QLabel {{ color: {INK}; background: transparent; }}
#titleCard QLabel[role="lead"] {{ color: {WOOD_DARK}; }}
#titleCard QPushButton[role="big"] {{ min-width: {px(320)};
    min-height: {px(40)}; border: none; }}
"""


# the type size of each role that has one (the others take the application font)
ROLE_SIZES = {"display": DISPLAY, "title": TITLE, "heading": HEADING, "code": HEADING,
              "lead": LEAD, "bubble": LEAD + 2, "caption": CAPTION, "big": BODY + 3,
              "subheading": BODY}
# No rule of the style sheet sets a font on a widget that holds others (a group box, a header):
# a font the style sheet resolves is fixed at that moment and handed down to the children, who
# would then keep their size when the window grows.

_scale = 1.0  # the scale applied last
_sheet: str | None = None  # the style sheet applied (once)


def role_font(widget: QWidget, name: str) -> None:
    """``widget``'s type size for role ``name`` at the current scale (its weight and colour
    come from the style sheet)."""
    size = ROLE_SIZES.get(name)
    if size is not None:
        font = QFont(widget.font())
        font.setPointSizeF(scaled(size))
        widget.setFont(font)


def scaled(size: float) -> float:
    """A type size at the current scale, in whole (or half, for the small ones) points: text
    measured at one size is drawn at the same size, with no fraction of a pixel to spare."""
    return round(size * _scale * 2) / 2 if size < BODY else float(round(size * _scale))


def apply_theme(app: QApplication, scale: float = 1.0) -> None:
    """Give ``app`` the theme at ``scale``: Fusion, the palette and the style sheet (once), the
    bundled font at the body size times ``scale``, and each role's size times ``scale``.
    Nothing is redone when nothing changed."""
    global _scale, _sheet
    if _sheet is None or app.styleSheet() != _sheet:
        # fonts reach children as without a style sheet (else each widget's font is settled when
        # it is polished, and a larger type would never reach a page already built)
        app.setAttribute(Qt.ApplicationAttribute.AA_UseStyleSheetPropagationInWidgetStyles, True)
        fusion = QStyleFactory.create("Fusion")
        if fusion is not None and app.style().name().lower() != "fusion":
            app.setStyle(fusion)
        app.setPalette(palette())
        _sheet = style_sheet()
        app.setStyleSheet(_sheet)
    _scale = scale
    if app.font().pointSizeF() != scaled(BODY):
        font = QFont(app.font())
        font.setPointSizeF(scaled(BODY))
        app.setFont(font)
        # With a style sheet, a widget's font is settled when it is polished and the
        # application's font no longer reaches it; a window's does, down to every child that
        # has none of its own.
        for window in app.topLevelWidgets():
            window.setFont(font)
    for widget in app.allWidgets():
        if isinstance(widget, QHeaderView) and widget.count():
            # a column sized to its contents measures them again in the new type
            widget.headerDataChanged(widget.orientation(), 0, widget.count() - 1)
        name = widget.property(ROLE)
        if isinstance(name, str) and name in ROLE_SIZES \
                and widget.font().pointSizeF() != scaled(ROLE_SIZES[name]):
            role_font(widget, name)


def current_scale() -> float:
    """The scale last applied (1 before any)."""
    return _scale
