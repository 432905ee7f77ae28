"""The shipped poems: built from the reference readings by tools/build_karuta_data.py, the 序歌 as
poem 0, and the three spellings of each verse agreeing with one another."""

from __future__ import annotations

import csv
import importlib.util
import unicodedata
from pathlib import Path

import pytest

from server.games.karuta.poems import COLORS, DATA_PATH, JOKA, POEMS, by_color, poem

ROOT = Path(__file__).resolve().parents[3]
CSV_PATH = ROOT.parent / "shared" / "reference" / "hyakunin_isshu_readings.csv"
needs_reference = pytest.mark.skipif(not CSV_PATH.exists(), reason="reference data not present")


def load_build_script():
    spec = importlib.util.spec_from_file_location("build_karuta_data", ROOT / "tools" / "build_karuta_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def without_dakuten(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(ch for ch in decomposed if ch not in "\u3099\u309a"))


@needs_reference
def test_the_committed_json_is_what_the_build_script_writes_now():
    assert DATA_PATH.read_text(encoding="utf-8") == load_build_script().build()


@needs_reference
def test_every_poem_matches_its_csv_row():
    with CSV_PATH.open(encoding="utf-8") as f:
        rows = {int(r["number"]): r for r in csv.DictReader(f)}
    assert sorted(rows) == sorted(POEMS) == list(range(1, 101))
    for number, row in rows.items():
        p = POEMS[number]
        assert p.author == row["author_kanji"]
        assert p.kanji == tuple(row[f"verse_{i}_kanji"] for i in range(1, 6))
        assert p.kami == "".join(row[f"verse_{i}_hiragana"] for i in (1, 2, 3))
        assert p.shimo_yomi == "".join(row[f"verse_{i}_hiragana_yomi"] for i in (4, 5))
        assert p.kyougi_kami == row["kyougi_yomi_kami_hiragana"]
        assert p.torifuda == (row["torifuda_1"], row["torifuda_2"], row["torifuda_3"])


def test_no_kimariji_is_shipped_it_is_derived():
    text = DATA_PATH.read_text(encoding="utf-8")
    assert "kimariji" not in text


def test_poem_1_reads_as_the_csv_says():
    p = POEMS[1]
    assert p.author == "天智天皇"
    assert p.kanji[0] == "秋の田の"
    assert p.kami == "あきのたのかりほのいほのとまをあらみ"
    assert p.kami_yomi == "あきのたのかりおのいおのとまをあらみ"
    assert p.kyougi_kami == "あきのたのーかりおのいおのｰとまをあらーみー"
    assert p.reading("kami") == p.kami_yomi
    assert p.torifuda == ("わかころも", "てはつゆに", "ぬれつつ")


def test_the_joka_is_poem_0_with_no_card():
    assert poem(0) is JOKA and JOKA.number == 0 and not JOKA.has_card
    assert 0 not in POEMS
    assert JOKA.kanji == ("難波津に", "咲くやこの花", "冬ごもり", "今を春べと", "咲くやこの花")
    assert JOKA.kami_yomi == "なにわづにさくやこのはなふゆごもり"
    assert JOKA.shimo_yomi == "いまをはるべとさくやこのはな"
    assert JOKA.kyougi_kami == "なにわづにーさくやこのはなｰふゆごもーりー"
    assert JOKA.kyougi_shimo == "いまをｰはるべとーさくやこのーはな"
    assert JOKA.torifuda == ("", "", "")


def test_the_competition_reading_without_holds_is_todays_pronunciation():
    # Poem 74's competition reading drops the よ of やまおろしよ (the README says so); every other
    # verse is today's pronunciation with hold marks added.
    differ = [n for n, p in POEMS.items()
              if p.reading("kami") != p.kami_yomi or p.reading("shimo") != p.shimo_yomi]
    assert differ == [74]
    assert POEMS[74].kami_yomi == POEMS[74].reading("kami") + "よ"
    assert JOKA.reading("kami") == JOKA.kami_yomi and JOKA.reading("shimo") == JOKA.shimo_yomi


def test_the_torifuda_is_the_lower_verse_in_historical_kana_without_dakuten():
    for p in POEMS.values():
        assert "".join(p.torifuda) == without_dakuten(p.shimo), p.number
        assert all(1 <= len(line) <= 6 for line in p.torifuda), p.number


def test_five_colours_of_twenty():
    assert sorted(COLORS) == sorted({p.color for p in POEMS.values()})
    for color in COLORS:
        numbers = by_color(color)
        assert len(numbers) == 20
        assert [POEMS[n].color_index for n in numbers] == list(range(1, 21))


def test_poem_44_is_spelled_afu_and_pronounced_ou():
    p = POEMS[44]
    assert p.kami.startswith("あふことの") and p.kami_yomi.startswith("おうことの")


def test_unknown_numbers_are_not_poems():
    with pytest.raises(KeyError):
        poem(101)
