"""Build the word-card game's word list from JMdict (issue 11, 「Dictionary and CPU players」).

    .venv/bin/pip install jamdict-data==1.5        # build time only: JMdict 1.08 as SQLite
    .venv/bin/python tools/build_kotoba_words.py   # writes server/games/kotoba/words.txt.gz

or ``--db PATH`` for another jamdict SQLite file. The result is deterministic for a given JMdict.

Which words go in:
- readings that JMdict marks common enough to carry a priority tag (news1/2, ichi1/2, spec1/2,
  gai1/2, nfXX on the reading itself), in hiragana (a katakana loanword like パン becomes ぱん);
- at least one sense that applies to the reading and is a word, not a particle, auxiliary,
  copula, prefix, suffix, counter or only an expression (a phrase: にとって, 顔を出す); no を,
  which only ever joins a phrase;
- that sense not marked archaic, obsolete, obscure, rare, dated, a person's or place's name,
  or Internet/manga slang; no sense of the reading vulgar, derogatory or sensitive; the
  reading not marked out-dated or irregular kana;
- spelled with card kana only (``kana.is_card_spelling``: no ー, no ぁ, no ゐ) and at least two
  kana long.

The file is gzip'd UTF-8 text: ``#`` lines are the header (source and licence); every other line
is ``reading<TAB>forms`` where forms are the commonest written form of up to three entries
with that reading, separated by spaces (かせい: 火星 化成 家政; for the hint and the vote), the
most common entry first. Line order is the commonness rank: line 0 is
rank 0. The rank sorts readings by their best priority band (the nfXX band, or a band given to
ichi/spec/gai/news2 tags without one), more tags first, then the reading.
"""

from __future__ import annotations

import argparse
import gzip
import io
import sqlite3
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from server.games.kotoba import kana  # noqa: E402

OUT = ROOT / "server" / "games" / "kotoba" / "words.txt.gz"

# Sense tags (jamdict's spelled-out JMdict entities) that keep a sense out of a word game.
EXCLUDED_MISC: frozenset[str] = frozenset({
    "archaism", "obsolete term", "obscure term", "rare", "dated term",
    "full name of a particular person", "place name", "work of art, literature, music, etc. name",
    "Internet slang", "manga slang",
})
# Sense tags that keep the whole reading out, whatever its other senses (めくら, きちがい).
OFFENSIVE_MISC: frozenset[str] = frozenset({
    "vulgar expression or word", "derogatory", "sensitive", "X rated term",
})
# Parts of speech that are not words a player lays on their own.
NOT_A_WORD_POS: frozenset[str] = frozenset({
    "particle", "auxiliary verb", "auxiliary", "auxiliary adjective", "copula", "prefix",
    "suffix", "counter", "unclassified", "noun, used as a suffix", "noun, used as a prefix",
    "expressions (phrases, clauses, etc.)",  # phrases: にとって, おかげで, いただきます
})
PARTICLE_WO = "を"  # only ever the object particle: a reading with it is a phrase (顔を出す)
# Reading tags that say the kana is not how the word is written today.
EXCLUDED_READING: frozenset[str] = frozenset({
    "out-dated or obsolete kana usage", "word containing irregular kana usage",
})

# Priority band of a tag when the reading has no nfXX band (nf01..nf48: 500 words a band).
TAG_BAND: dict[str, int] = {
    "spec1": 10, "ichi1": 12, "gai1": 18, "spec2": 20, "news1": 24,
    "news2": 40, "ichi2": 40, "gai2": 44,
}
MAX_FORMS = 3
DIGITS = frozenset("0123456789０１２３４５６７８９〇")


def hiragana(text: str) -> str:
    """Katakana (ァ..ヶ) turned into hiragana; everything else as it is (ー stays)."""
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def priority_key(tags: set[str]) -> tuple[int, int]:
    """Sort key of a reading's priority tags: (band, -number of tags); smaller is commoner."""
    bands = [int(t[2:]) for t in tags if t.startswith("nf")]
    bands += [TAG_BAND[t] for t in tags if t in TAG_BAND]
    return (min(bands) if bands else 99, -len(tags))


@dataclass
class Reading:
    key: tuple[int, int]
    forms: list[tuple[tuple[int, int], str]] = field(default_factory=list)


def sense_is_word(pos: list[str], misc: list[str]) -> bool:
    """Whether a sense is a word a player may lay (not archaic, rare, a name, an affix...)."""
    return (
        not (EXCLUDED_MISC | OFFENSIVE_MISC).intersection(misc)
        and any(p not in NOT_A_WORD_POS for p in pos)
    )


def collect(db: sqlite3.Connection) -> dict[str, Reading]:
    """Every admitted reading (in hiragana) with its best priority key and written forms."""
    pos_of: dict[int, list[str]] = defaultdict(list)
    for sid, text in db.execute("SELECT sid, text FROM pos"):
        pos_of[sid].append(text)
    misc_of: dict[int, list[str]] = defaultdict(list)
    for sid, text in db.execute("SELECT sid, text FROM misc"):
        misc_of[sid].append(text)
    stagr: dict[int, set[str]] = defaultdict(set)
    for sid, text in db.execute("SELECT sid, text FROM stagr"):
        stagr[sid].add(text)
    senses: dict[int, list[int]] = defaultdict(list)
    for sid, idseq in db.execute("SELECT ID, idseq FROM Sense ORDER BY ID"):
        senses[idseq].append(sid)
    kanji: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for kid, idseq, text in db.execute("SELECT ID, idseq, text FROM Kanji ORDER BY ID"):
        kanji[idseq].append((kid, text))
    kanji_pri: dict[int, set[str]] = defaultdict(set)
    for kid, text in db.execute("SELECT kid, text FROM KJP"):
        kanji_pri[kid].add(text)
    kana_pri: dict[int, set[str]] = defaultdict(set)
    for kid, text in db.execute("SELECT kid, text FROM KNP"):
        kana_pri[kid].add(text)
    kana_inf: dict[int, set[str]] = defaultdict(set)
    for kid, text in db.execute("SELECT kid, text FROM KNI"):
        kana_inf[kid].add(text)
    restr: dict[int, set[str]] = defaultdict(set)
    for kid, text in db.execute("SELECT kid, text FROM KNR"):
        restr[kid].add(text)

    out: dict[str, Reading] = {}
    rows = db.execute("SELECT ID, idseq, text, nokanji FROM Kana WHERE ID IN (SELECT kid FROM KNP)")
    for kid, idseq, text, nokanji in rows:
        if kana_inf[kid] & EXCLUDED_READING:
            continue
        word = hiragana(text)
        if len(word) < 2 or not kana.is_card_spelling(word) or PARTICLE_WO in word:
            continue
        pos: list[str] = []
        admitted = offensive = False
        for sid in senses[idseq]:
            pos = pos_of[sid] or pos  # JMdict: a sense's part of speech carries over
            if stagr[sid] and text not in stagr[sid]:
                continue
            admitted = admitted or sense_is_word(pos, misc_of[sid])
            offensive = offensive or bool(OFFENSIVE_MISC.intersection(misc_of[sid]))
        if not admitted or offensive:
            continue
        key = priority_key(kana_pri[kid])
        reading = out.setdefault(word, Reading(key))
        reading.key = min(reading.key, key)
        written = [] if nokanji else [
            (priority_key(kanji_pri[k]), k, t) for k, t in kanji[idseq]
            if (not restr[kid] or t in restr[kid]) and not DIGITS.intersection(t)
        ]
        if written:
            reading.forms.append((key, min(written)[2]))  # the entry's commonest written form
        elif text != word:
            reading.forms.append((key, text))  # a loanword: its katakana is how it is written
    return out


def render(readings: dict[str, Reading], source: str) -> bytes:
    lines = [
        "# ことばカード word list: readings in hiragana, most common first (line order = rank)",
        f"# built by tools/build_kotoba_words.py from {source}",
        "# JMdict (C) the Electronic Dictionary Research and Development Group, CC BY-SA 3.0;",
        "# see WORDS-LICENSE.txt beside this file",
    ]
    for word in sorted(readings, key=lambda w: (readings[w].key, w)):
        forms: list[str] = []
        for _, form in sorted(readings[word].forms):
            if form not in forms and form != word:
                forms.append(form)
        lines.append(word + "\t" + " ".join(forms[:MAX_FORMS]))
    raw = io.BytesIO()
    with gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as f:
        f.write(("\n".join(lines) + "\n").encode("utf-8"))
    return raw.getvalue()


def default_db() -> Path:
    try:
        import jamdict_data  # type: ignore[import-not-found]
    except ImportError:
        sys.exit("jamdict-data is not installed: .venv/bin/pip install jamdict-data==1.5, or --db")
    return Path(jamdict_data.JAMDICT_DB_PATH)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="a jamdict SQLite file (default: jamdict-data's)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    db_path = args.db or default_db()
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    meta = dict(db.execute("SELECT key, value FROM meta"))
    source = f"JMdict {meta.get('jmdict.version', '?')} (jamdict-data)"
    readings = collect(db)
    data = render(readings, source)
    args.out.write_bytes(data)
    print(f"{len(readings)} readings, {len(data):,} bytes -> {args.out}")


if __name__ == "__main__":
    main()
