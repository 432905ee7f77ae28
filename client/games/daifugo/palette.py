"""Every colour the daifugō table draws with, named for what it is used for (one place, so that
the app's theme can take them over)."""

from __future__ import annotations

from PySide6.QtGui import QColor

# the table
FELT = QColor("#24603d")
PANEL = QColor(0, 0, 0, 110)  # a seat's box on the felt
TURN = QColor("#f2c14e")  # the seat whose turn it is; a result box's edge
TITLE_INK = QColor("#ffe08a")  # 大富豪, 貧民… beside a seat's name
PASSED_INK = QColor("#ffb3b3")
INDICATOR = QColor("#b3261e")  # 革命中, 縛り…
TABLE_INK = QColor("white")  # names and counts on the felt
TABLE_INK_SOFT = QColor(255, 255, 255, 150)  # 場にカードはありません
RESULT_BG = QColor(0, 0, 0, 200)  # the hand's result box

# the cards
RED = QColor("#c8102e")  # hearts and diamonds
BLACK = QColor("#1a1a1a")  # spades and clubs
FACE_BG = QColor("#fffdf6")
FACE_DIMMED = QColor("#d8d6cf")  # a card no legal play uses
EDGE = QColor("#555555")
SELECTED = QColor("#f2c14e")
BACK_BG = QColor("#1d4e89")
BACK_LINE = QColor("#f2c14e")
BACK_EDGE = QColor("#eeeeee")

# the court cards' and jokers' pictures
SKIN = QColor("#f6d7b8")
SKIN_SHADE = QColor("#e3b48e")
INK = QColor("#2b2118")  # outlines and features
GOLD = QColor("#e2b33c")
GOLD_DARK = QColor("#a8801c")
WHITE = QColor("#fbf8ef")
PICTURE_BG = QColor("#fff8e6")
HAIR = {"K": QColor("#9a9a9a"), "Q": QColor("#d9a441"), "J": QColor("#6b3f1f")}
# a robe in each suit's colours: (robe, trim, lining)
ROBES = {
    "S": (QColor("#24407a"), GOLD, QColor("#c8102e")),
    "C": (QColor("#2f6b3a"), GOLD, QColor("#24407a")),
    "H": (QColor("#c8102e"), GOLD, QColor("#24407a")),
    "D": (QColor("#d4622a"), GOLD, QColor("#2f6b3a")),
}
STEEL = QColor("#c9ced6")
PETAL = QColor("#e8507a")
LEAF = QColor("#3f8a3f")
# the jokers: the coloured one, and the other in black and gold
JESTER = (
    (QColor("#c8102e"), QColor("#24407a"), QColor("#e2b33c"), QColor("#2f8a4a")),
    (QColor("#1a1a1a"), QColor("#6b6b6b"), QColor("#e2b33c"), QColor("#1a1a1a")),
)
