"""Build server/games/karuta/poems.json from the reference readings (run from the repository root).

    .venv/bin/python tools/build_karuta_data.py [--check]

Reads ../shared/reference/hyakunin_isshu_readings.csv (100 rows, in no order; its README says what
each column is) and the 序歌 from ../shared/reference/README.md, and writes the poems the game
ships: per poem the poet, the five phrases in kanji, the upper and lower verse in historical kana
and as pronounced today, the competition reading with its holds (ー long, ｰ brief), the three
lines printed on the torifuda and the 五色百人一首 colour. The kimariji columns are *not* copied:
server/games/karuta/kimariji.py derives them from the readings (the tests compare the two).

``--check`` writes nothing and fails if the committed JSON differs from a fresh build.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "reference"
CSV_PATH = REFERENCE / "hyakunin_isshu_readings.csv"
README_PATH = REFERENCE / "README.md"
OUT_PATH = ROOT / "server" / "games" / "karuta" / "poems.json"

HOLDS = "ーｰ"

# The 序歌 (難波津の歌) in historical kana: the README gives the kanji, today's pronunciation and the
# competition reading; the historical spelling differs only in なには (pronounced なにわ).
JOKA_HISTORICAL = ("なにはづに", "さくやこのはな", "ふゆごもり", "いまをはるべと", "さくやこのはな")
# Traditionally attributed to 王仁 (古今和歌集 仮名序).
JOKA_AUTHOR = "王仁"


def _no_space(text: str) -> str:
    return re.sub(r"\s+", "", text)


def poem_from_row(row: dict[str, str]) -> dict[str, object]:
    """One CSV row as the game's poem record."""
    verses = [row[f"verse_{i}_hiragana"] for i in range(1, 6)]
    yomi = [row[f"verse_{i}_hiragana_yomi"] for i in range(1, 6)]
    return {
        "number": int(row["number"]),
        "author": row["author_kanji"],
        "author_yomi": row["author_hiragana"],
        "kanji": [row[f"verse_{i}_kanji"] for i in range(1, 6)],
        "kami": "".join(verses[:3]),
        "shimo": "".join(verses[3:]),
        "kami_yomi": "".join(yomi[:3]),
        "shimo_yomi": "".join(yomi[3:]),
        "kyougi_kami": row["kyougi_yomi_kami_hiragana"],
        "kyougi_shimo": row["kyougi_yomi_shimo_hiragana"],
        "torifuda": [row["torifuda_1"], row["torifuda_2"], row["torifuda_3"]],
        "color": row["color"],
        "color_index": int(row["color_num"]),
    }


def read_poems(path: Path = CSV_PATH) -> list[dict[str, object]]:
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    poems = sorted((poem_from_row(r) for r in rows), key=lambda p: p["number"])
    numbers = [p["number"] for p in poems]
    if numbers != list(range(1, 101)):
        raise SystemExit(f"{path}: expected poems 1..100 once each, found {numbers}")
    return poems


# The README's sentence: 序歌 ...: <five kanji phrases> (<five kana phrases>), read in competition
# as 「<upper>」「<lower>」
JOKA_PATTERN = re.compile(
    r"序歌.*?:\s*(?P<kanji>[^(（]+?)\s*[(（](?P<yomi>[^)）]+)[)）]\s*,?\s*read in competition as\s*"
    r"「(?P<kami>[^」]+)」\s*「(?P<shimo>[^」]+)」",
    re.S,
)


def read_joka(path: Path = README_PATH) -> dict[str, object]:
    match = JOKA_PATTERN.search(path.read_text(encoding="utf-8"))
    if match is None:
        raise SystemExit(f"{path}: the 序歌 sentence was not found")
    kanji = match["kanji"].split()
    yomi = match["yomi"].split()
    if len(kanji) != 5 or len(yomi) != 5:
        raise SystemExit(f"{path}: the 序歌 should have five phrases: {kanji} / {yomi}")
    kyougi_kami, kyougi_shimo = _no_space(match["kami"]), _no_space(match["shimo"])
    for spoken, reading in ((yomi[:3], kyougi_kami), (yomi[3:], kyougi_shimo)):
        if "".join(spoken) != "".join(ch for ch in reading if ch not in HOLDS):
            raise SystemExit(f"{path}: the 序歌's competition reading does not match {spoken}")
    return {
        "number": 0,
        "author": JOKA_AUTHOR,
        "author_yomi": "わに",
        "kanji": kanji,
        "kami": "".join(JOKA_HISTORICAL[:3]),
        "shimo": "".join(JOKA_HISTORICAL[3:]),
        "kami_yomi": "".join(yomi[:3]),
        "shimo_yomi": "".join(yomi[3:]),
        "kyougi_kami": kyougi_kami,
        "kyougi_shimo": kyougi_shimo,
        "torifuda": ["", "", ""],  # the 序歌 has no card
        "color": "",
        "color_index": 0,
    }


def build() -> str:
    data = {
        "version": 1,
        "source": "../shared/reference/hyakunin_isshu_readings.csv and README.md "
        "(StoneLabs/hyakuninissyu-csv, The Unlicense); built by tools/build_karuta_data.py",
        "joka": read_joka(),
        "poems": read_poems(),
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if poems.json is out of date")
    args = parser.parse_args(argv)
    text = build()
    if args.check:
        current = OUT_PATH.read_text(encoding="utf-8") if OUT_PATH.exists() else ""
        if current != text:
            print(f"{OUT_PATH} is out of date; run tools/build_karuta_data.py", file=sys.stderr)
            return 1
        print(f"{OUT_PATH} is up to date")
        return 0
    OUT_PATH.parent.mkdir(parents=True, exist_ok=True)
    OUT_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {OUT_PATH} (序歌 and {len(json.loads(text)['poems'])} poems)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
