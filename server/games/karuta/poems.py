"""The 100 poems of the Ogura Hyakunin Isshu and the 序歌, as the game reads and prints them.

The data is poems.json, built from ../shared/reference/hyakunin_isshu_readings.csv (and the 序歌
from that folder's README) by tools/build_karuta_data.py; the JSON is committed and shipped, so
nothing outside the package is read at run time.

Each poem has three spellings of its verses, and each has its own use:
- ``kami`` / ``shimo``: historical kana (歴史的仮名遣い), what the poem "is";
- ``kami_yomi`` / ``shimo_yomi``: as pronounced today (あふことの → おうことの);
- ``kyougi_kami`` / ``kyougi_shimo``: the competition reading with its holds (``ー`` hold long,
  ``ｰ`` hold briefly), which the reader (voice) follows; ``reading()`` drops the holds.
The torifuda carries three lines of the lower verse in historical kana without dakuten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

DATA_PATH = Path(__file__).with_name("poems.json")
HOLDS = "ーｰ"  # ー hold long, ｰ hold briefly (the README's marks)
JOKA_NUMBER = 0
NUMBERS: tuple[int, ...] = tuple(range(1, 101))
COLORS: tuple[str, ...] = ("青", "桃", "黄", "緑", "橙")  # 五色百人一首, twenty poems each


@dataclass(frozen=True)
class Poem:
    number: int  # 1..100; 0 is the 序歌 (read first, no card)
    author: str  # kanji
    kanji: tuple[str, ...]  # the five phrases in kanji
    kami: str  # historical kana, phrases 1-3, no spaces
    shimo: str  # historical kana, phrases 4-5
    kami_yomi: str  # as pronounced today, no spaces
    shimo_yomi: str
    kyougi_kami: str  # competition reading (hiragana) with holds ー / ｰ
    kyougi_shimo: str
    torifuda: tuple[str, str, str]  # the three lines printed on the card ("" for the 序歌)
    color: str  # 五色百人一首 colour group ("" for the 序歌)
    author_yomi: str = ""  # the poet's name in hiragana
    color_index: int = 0  # 1..20 within the colour group (0 for the 序歌)

    def reading(self, part: Literal["kami", "shimo"]) -> str:
        """The competition reading of one verse as spoken, hold marks removed: one character per
        kana, the same kana, in the same order, as the voice timeline's ``kana`` list."""
        text = self.kyougi_kami if part == "kami" else self.kyougi_shimo
        return "".join(ch for ch in text if ch not in HOLDS)

    @property
    def has_card(self) -> bool:
        return self.number != JOKA_NUMBER


def _poem(record: dict) -> Poem:
    return Poem(
        number=record["number"],
        author=record["author"],
        kanji=tuple(record["kanji"]),
        kami=record["kami"],
        shimo=record["shimo"],
        kami_yomi=record["kami_yomi"],
        shimo_yomi=record["shimo_yomi"],
        kyougi_kami=record["kyougi_kami"],
        kyougi_shimo=record["kyougi_shimo"],
        torifuda=tuple(record["torifuda"]),
        color=record["color"],
        author_yomi=record.get("author_yomi", ""),
        color_index=record.get("color_index", 0),
    )


def _load(path: Path = DATA_PATH) -> tuple[dict[int, Poem], Poem]:
    data = json.loads(path.read_text(encoding="utf-8"))
    poems = {p.number: p for p in map(_poem, data["poems"])}
    if tuple(sorted(poems)) != NUMBERS:
        raise ValueError(f"{path}: expected poems 1..100")
    return poems, _poem(data["joka"])


POEMS: dict[int, Poem]
JOKA: Poem
POEMS, JOKA = _load()


def poem(number: int) -> Poem:
    """Poem 1..100, or the 序歌 for 0; KeyError for anything else."""
    if number == JOKA_NUMBER:
        return JOKA
    return POEMS[number]


def by_color(color: str) -> list[int]:
    """The twenty poems of one 五色百人一首 colour, in their order within the colour."""
    return [p.number for p in sorted(POEMS.values(), key=lambda p: p.color_index) if p.color == color]
