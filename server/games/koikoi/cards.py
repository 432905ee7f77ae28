"""The 48 hanafuda cards and the yaku, as data (seed §2 「花札48枚の見かた」, §4 「役と点数」).

A card's id is ``(month - 1) * 4 + index``: four cards per month, the most valuable first.
The short notation ``"月-番"`` (``"1-1"`` is 松に鶴, ``"12-4"`` the last 桐のカス) is what tests
and logs use (see notation.py).
"""

from __future__ import annotations

from dataclasses import dataclass

LIGHT, SEED, RIBBON, CHAFF = "光", "タネ", "短冊", "カス"
RED, BLUE, PLAIN = "赤短", "青短", "短冊"

# One line per month: (month, plant, [(name, kind, subject), ... four cards]).
# ``subject`` is what the picture shows besides the plant (used by the client's drawing) and,
# for 短冊, which ribbon it is (赤短 with writing, 青短, or a plain red ribbon).
# fmt: off
MONTHS: tuple[tuple[int, str, tuple[tuple[str, str, str], ...]], ...] = (
    (1, "松", (("松に鶴", LIGHT, "鶴"), ("松に赤短", RIBBON, RED), ("松のカス", CHAFF, ""), ("松のカス", CHAFF, ""))),
    (2, "梅", (("梅に鶯", SEED, "鶯"), ("梅に赤短", RIBBON, RED), ("梅のカス", CHAFF, ""), ("梅のカス", CHAFF, ""))),
    (3, "桜", (("桜に幕", LIGHT, "幕"), ("桜に赤短", RIBBON, RED), ("桜のカス", CHAFF, ""), ("桜のカス", CHAFF, ""))),
    (4, "藤", (("藤に不如帰", SEED, "不如帰"), ("藤に短冊", RIBBON, PLAIN), ("藤のカス", CHAFF, ""), ("藤のカス", CHAFF, ""))),
    (5, "菖蒲", (("菖蒲に八橋", SEED, "八橋"), ("菖蒲に短冊", RIBBON, PLAIN), ("菖蒲のカス", CHAFF, ""), ("菖蒲のカス", CHAFF, ""))),
    (6, "牡丹", (("牡丹に蝶", SEED, "蝶"), ("牡丹に青短", RIBBON, BLUE), ("牡丹のカス", CHAFF, ""), ("牡丹のカス", CHAFF, ""))),
    (7, "萩", (("萩に猪", SEED, "猪"), ("萩に短冊", RIBBON, PLAIN), ("萩のカス", CHAFF, ""), ("萩のカス", CHAFF, ""))),
    (8, "芒", (("芒に月", LIGHT, "月"), ("芒に雁", SEED, "雁"), ("芒のカス", CHAFF, ""), ("芒のカス", CHAFF, ""))),
    (9, "菊", (("菊に盃", SEED, "盃"), ("菊に青短", RIBBON, BLUE), ("菊のカス", CHAFF, ""), ("菊のカス", CHAFF, ""))),
    (10, "紅葉", (("紅葉に鹿", SEED, "鹿"), ("紅葉に青短", RIBBON, BLUE), ("紅葉のカス", CHAFF, ""), ("紅葉のカス", CHAFF, ""))),
    (11, "柳", (("柳に小野道風", LIGHT, "小野道風"), ("柳に燕", SEED, "燕"), ("柳に短冊", RIBBON, PLAIN), ("柳のカス", CHAFF, "雷"))),
    (12, "桐", (("桐に鳳凰", LIGHT, "鳳凰"), ("桐のカス", CHAFF, ""), ("桐のカス", CHAFF, "黄"), ("桐のカス", CHAFF, ""))),
)
# fmt: on


@dataclass(frozen=True)
class Card:
    id: int
    month: int
    index: int  # 1..4 within the month
    plant: str
    name: str
    kind: str  # 光 / タネ / 短冊 / カス
    subject: str  # 鶴, 赤短, 青短, ... or "" for a plain カス

    @property
    def code(self) -> str:
        return f"{self.month}-{self.index}"


CARDS: tuple[Card, ...] = tuple(
    Card((month - 1) * 4 + i, month, i + 1, plant, name, kind, subject)
    for month, plant, four in MONTHS
    for i, (name, kind, subject) in enumerate(four)
)
DECK_SIZE = len(CARDS)  # 48


def card_by_name(name: str) -> int:
    """The id of the (first) card with this name: ``card_by_name("松に鶴") == 0``."""
    for card in CARDS:
        if card.name == name:
            return card.id
    raise KeyError(name)


def month_of(card: int) -> int:
    return card // 4 + 1


CRANE = card_by_name("松に鶴")
CURTAIN = card_by_name("桜に幕")
MOON = card_by_name("芒に月")
RAIN_MAN = card_by_name("柳に小野道風")  # 雨 (the rain light)
PHOENIX = card_by_name("桐に鳳凰")
SAKE_CUP = card_by_name("菊に盃")  # counts as タネ or as カス (seed §2)
BOAR = card_by_name("萩に猪")
DEER = card_by_name("紅葉に鹿")
BUTTERFLY = card_by_name("牡丹に蝶")

LIGHTS = frozenset(c.id for c in CARDS if c.kind == LIGHT)
DRY_LIGHTS = LIGHTS - {RAIN_MAN}  # the four lights other than 雨
SEEDS = frozenset(c.id for c in CARDS if c.kind == SEED)  # 菊に盃 included
RIBBONS = frozenset(c.id for c in CARDS if c.kind == RIBBON)
CHAFF_CARDS = frozenset(c.id for c in CARDS if c.kind == CHAFF)  # 菊に盃 not included
RED_RIBBONS = frozenset(c.id for c in CARDS if c.subject == RED)
BLUE_RIBBONS = frozenset(c.id for c in CARDS if c.subject == BLUE)


# --------------------------------------------------------------------------------------------
# Yaku (seed §4; standard Nintendo-style points). A yaku is formed when its ``needs`` cards are
# all taken and at least ``count`` cards of its ``pool`` are taken; each card of ``extra`` beyond
# the ``needs`` (or beyond ``count``) adds ``per_extra``. A formed yaku removes the ones it
# ``cancels`` (the light yaku do not stack; 赤短・青短 replaces 赤短 and 青短).
# Pools are named, because 菊に盃 belongs to タネ or to カス depending on the count (yaku.py).
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Yaku:
    name: str
    code: str  # its message code in texts.py: ``koikoi.yaku.<code>``
    points: int
    needs: frozenset[int] = frozenset()
    pool: str = ""  # "乾光" (lights other than 雨), "タネ", "短冊", "カス"
    count: int = 0
    extra: str = ""  # pool whose further cards add per_extra each
    per_extra: int = 1
    cancels: tuple[str, ...] = ()


YAKU: tuple[Yaku, ...] = (
    Yaku("五光", "goko", points=10, needs=LIGHTS, cancels=("四光", "雨四光", "三光")),
    Yaku("四光", "shiko", points=8, pool="乾光", count=4, cancels=("雨四光", "三光")),
    Yaku("雨四光", "ameshiko", points=7, needs=frozenset({RAIN_MAN}), pool="乾光", count=3, cancels=("三光",)),
    Yaku("三光", "sanko", points=5, pool="乾光", count=3),
    Yaku("花見で一杯", "hanami", points=5, needs=frozenset({CURTAIN, SAKE_CUP})),
    Yaku("月見で一杯", "tsukimi", points=5, needs=frozenset({MOON, SAKE_CUP})),
    Yaku("猪鹿蝶", "inoshikacho", points=5, needs=frozenset({BOAR, DEER, BUTTERFLY}), extra="タネ"),
    Yaku(
        "赤短・青短",
        "akatan_aotan",
        points=10,
        needs=RED_RIBBONS | BLUE_RIBBONS,
        extra="短冊",
        cancels=("赤短", "青短"),
    ),
    Yaku("赤短", "akatan", points=5, needs=RED_RIBBONS, extra="短冊"),
    Yaku("青短", "aotan", points=5, needs=BLUE_RIBBONS, extra="短冊"),
    Yaku("タネ", "tane", points=1, pool="タネ", count=5, extra="タネ"),
    Yaku("タン", "tan", points=1, pool="短冊", count=5, extra="短冊"),
    Yaku("カス", "kasu", points=1, pool="カス", count=10, extra="カス"),
)
YAKU_BY_NAME = {y.name: y for y in YAKU}

DOUBLE_AT = 7  # a yaku total of 7 or more doubles (seed §5 「点数の倍率」)
DEALT_HAND_POINTS = 6  # 手四・くっつき (seed §6)
