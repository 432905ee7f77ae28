"""The thirteen characters (seed §8 「キャラクター」): one for each month of the hanafuda year,
and つばき, who appears only as a CPU opponent.

In net play a player's character follows from their name, the same on every run
(zlib.crc32, never Python's salted ``hash()``). A CPU opponent is a random character other
than its opponent's, drawn from a seeded RNG.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    month: int  # 1..12; 0 for つばき (the CPU's own character)
    intro: str  # short Japanese introduction, shown when the face icon is clicked (its text:
    # ``koikoi.character.<id>``, texts.py); the name is a name and travels as it is


# fmt: off
CHARACTERS: tuple[Character, ...] = (
    Character("matsu", "まつ", 1, "一月・松の子。鶴のように背すじがぴんと伸びた、礼儀正しい優等生。新年の一局は負けたくない。"),
    Character("ume", "うめ", 2, "二月・梅の子。鶯の声で目を覚ます早起きさん。すっぱい梅干しが大好物。"),
    Character("sakura", "さくら", 3, "三月・桜の子。お花見が待ちきれない元気者。「花見で一杯」をいつもねらっている。"),
    Character("fuji", "ふじ", 4, "四月・藤の子。おっとりした話し方だけど、読みは鋭い。不如帰の鳴きまねが得意。"),
    Character("ayame", "あやめ", 5, "五月・菖蒲の子。八橋をすいすい渡る身軽さが自慢。勝負どころでは迷わない。"),
    Character("botan", "ぼたん", 6, "六月・牡丹の子。華やかなおしゃれさん。蝶を追いかけるうちに猪鹿蝶を覚えた。"),
    Character("hagi", "はぎ", 7, "七月・萩の子。猪突猛進のこいこい好き。止まるのは、だいたい手遅れのとき。"),
    Character("susuki", "すすき", 8, "八月・芒の子。月を眺めるのが好きな物静かな子。「月見で一杯」が決まると、にっこり。"),
    Character("kiku", "きく", 9, "九月・菊の子。盃を大事に持ち歩くしっかり者。タネにするかカスにするか、いつも計算している。"),
    Character("momiji", "もみじ", 10, "十月・紅葉の子。鹿と仲よしの山育ち。顔がすぐ赤くなるので、手がばれやすい。"),
    Character("yanagi", "やなぎ", 11, "十一月・柳の子。雨の日でも傘ひとつで出かける粘り屋。蛙を見ると励まされる。"),
    Character("kiri", "きり", 12, "十二月・桐の子。鳳凰にあこがれる夢見がち。最後の一枚まであきらめない。"),
    Character("tsubaki", "つばき", 0, "花札にはいない椿の子。CPUの相手をつとめる腕自慢。やさしくも、つよくもなれる。"),
)
# fmt: on
CHARACTER_BY_ID = {c.id: c for c in CHARACTERS}
MONTH_CHARACTERS = tuple(c for c in CHARACTERS if c.month)  # the twelve a name can map to


def character_for_name(name: str) -> Character:
    """A player's character from their name: stable across runs and machines."""
    return MONTH_CHARACTERS[zlib.crc32(name.strip().encode("utf-8")) % len(MONTH_CHARACTERS)]


def cpu_character(opponent: str, rng: random.Random) -> Character:
    """A CPU's character: any of the thirteen except its opponent's (``opponent`` is an id)."""
    return rng.choice([c for c in CHARACTERS if c.id != opponent])


def seat_characters(names: list[str | None], seed: int) -> list[str]:
    """Character ids for the seats: a human (a name) by their name; a CPU (``None``) by a seeded
    draw among the characters nobody else at the table has."""
    rng = random.Random(seed)
    chosen: list[str | None] = [character_for_name(n).id if n is not None else None for n in names]
    for seat, name in enumerate(names):
        if name is None:
            taken = {c for c in chosen if c is not None}
            chosen[seat] = rng.choice([c.id for c in CHARACTERS if c.id not in taken])
    return [c for c in chosen if c is not None]
