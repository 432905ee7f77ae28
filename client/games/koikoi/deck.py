"""What the client needs to draw the 48 cards: per card its month, kind and picture subject.

The client holds no rules and imports nothing from the server; this table is the picture side
of the deck (ids as on the wire: ``(month - 1) * 4 + index``).
"""

from __future__ import annotations

LIGHT, SEED, RIBBON, CHAFF = "光", "タネ", "短冊", "カス"

# One line per month: plant, then (kind, subject, name) for the four cards.
# fmt: off
MONTHS = (
    ("松", ((LIGHT, "鶴", "松に鶴"), (RIBBON, "赤短", "松に赤短"), (CHAFF, "", "松のカス"), (CHAFF, "", "松のカス"))),
    ("梅", ((SEED, "鶯", "梅に鶯"), (RIBBON, "赤短", "梅に赤短"), (CHAFF, "", "梅のカス"), (CHAFF, "", "梅のカス"))),
    ("桜", ((LIGHT, "幕", "桜に幕"), (RIBBON, "赤短", "桜に赤短"), (CHAFF, "", "桜のカス"), (CHAFF, "", "桜のカス"))),
    ("藤", ((SEED, "不如帰", "藤に不如帰"), (RIBBON, "短冊", "藤に短冊"), (CHAFF, "", "藤のカス"), (CHAFF, "", "藤のカス"))),
    ("菖蒲", ((SEED, "八橋", "菖蒲に八橋"), (RIBBON, "短冊", "菖蒲に短冊"), (CHAFF, "", "菖蒲のカス"), (CHAFF, "", "菖蒲のカス"))),
    ("牡丹", ((SEED, "蝶", "牡丹に蝶"), (RIBBON, "青短", "牡丹に青短"), (CHAFF, "", "牡丹のカス"), (CHAFF, "", "牡丹のカス"))),
    ("萩", ((SEED, "猪", "萩に猪"), (RIBBON, "短冊", "萩に短冊"), (CHAFF, "", "萩のカス"), (CHAFF, "", "萩のカス"))),
    ("芒", ((LIGHT, "月", "芒に月"), (SEED, "雁", "芒に雁"), (CHAFF, "", "芒のカス"), (CHAFF, "", "芒のカス"))),
    ("菊", ((SEED, "盃", "菊に盃"), (RIBBON, "青短", "菊に青短"), (CHAFF, "", "菊のカス"), (CHAFF, "", "菊のカス"))),
    ("紅葉", ((SEED, "鹿", "紅葉に鹿"), (RIBBON, "青短", "紅葉に青短"), (CHAFF, "", "紅葉のカス"), (CHAFF, "", "紅葉のカス"))),
    ("柳", ((LIGHT, "小野道風", "柳に小野道風"), (SEED, "燕", "柳に燕"), (RIBBON, "短冊", "柳に短冊"), (CHAFF, "雷", "柳のカス"))),
    ("桐", ((LIGHT, "鳳凰", "桐に鳳凰"), (CHAFF, "", "桐のカス"), (CHAFF, "", "桐のカス"), (CHAFF, "黄", "桐のカス"))),
)
# fmt: on


def month(card: int) -> int:
    return card // 4 + 1


def plant(card: int) -> str:
    return MONTHS[card // 4][0]


def kind(card: int) -> str:
    return MONTHS[card // 4][1][card % 4][0]


def subject(card: int) -> str:
    return MONTHS[card // 4][1][card % 4][1]


def name(card: int) -> str:
    return MONTHS[card // 4][1][card % 4][2]


KIND_ORDER = (LIGHT, SEED, RIBBON, CHAFF)
