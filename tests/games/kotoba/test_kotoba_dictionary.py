"""The shipped word list (issue 11, 「Dictionary and CPU players」): common words keyed by their
hiragana reading, ranked by commonness, with its licence."""

from __future__ import annotations

import gzip
import importlib.util
import sys
from pathlib import Path

import pytest

from server.games.kotoba import dictionary, kana

ROOT = Path(__file__).resolve().parents[3]


def build_tool():
    spec = importlib.util.spec_from_file_location(
        "build_kotoba_words", ROOT / "tools" / "build_kotoba_words.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def words() -> dictionary.Dictionary:
    return dictionary.load()


def test_load_is_cached(words: dictionary.Dictionary) -> None:
    assert dictionary.load() is words


def test_list_is_large_and_compact(words: dictionary.Dictionary) -> None:
    assert 15_000 < len(words) < 40_000
    assert dictionary.WORDS_FILE.stat().st_size < 400_000


@pytest.mark.parametrize(
    "word", ["じょばん", "やさい", "かせい", "りこう", "せんてい", "さか", "しかく", "がっこう", "ぱん"]
)
def test_common_words_are_in(words: dictionary.Dictionary, word: str) -> None:
    assert word in words


@pytest.mark.parametrize(
    "word",
    [
        "しよはん",  # printed kana, not a spelling
        "らーめん",  # ー can never be laid
        "ふぁいと",  # nor a small ぁ
        "を",  # a particle, and one kana
        "てにをは",  # not a priority entry
        "きちがい",  # a sensitive sense keeps the reading out
        "めくら",
        "にとって",  # an expression, not a word
        "かおをだす",
    ],
)
def test_not_words(words: dictionary.Dictionary, word: str) -> None:
    assert word not in words


def test_every_word_can_be_laid(words: dictionary.Dictionary) -> None:
    for word in words:
        assert kana.is_card_spelling(word) and len(word) >= 2, word


def test_spellings_by_plain_kana(words: dictionary.Dictionary) -> None:
    assert "じょばん" in words.spellings("しよはん")
    assert set(words.spellings("はし")) >= {"はし"}
    assert words.spellings("んんん") == ()
    for word in list(words)[:2000]:
        assert word in words.spellings(kana.plain(word))
    spellings = words.spellings("かき")
    assert [words.rank(w) for w in spellings] == sorted(words.rank(w) for w in spellings)


def test_rank_orders_common_before_rare(words: dictionary.Dictionary) -> None:
    assert words.rank(next(iter(words))) == 0
    assert words.rank("やさい") < words.rank("じょばん") < len(words)
    assert words.rank("こども") < words.rank("ごせんふ")
    assert words.rank("しよはん") is None


def test_forms_show_how_words_are_written(words: dictionary.Dictionary) -> None:
    assert words.forms("かせい")[0] == "火星"
    assert "序盤" in words.forms("じょばん")
    assert words.forms("ぱん") == ("パン",)
    assert words.forms("しよはん") == ()


def test_vocabulary_is_the_most_common_words(words: dictionary.Dictionary) -> None:
    small = words.vocabulary(3000)
    assert len(small) == 3000
    assert list(small) == list(words)[:3000]
    assert all(small.rank(w) == words.rank(w) for w in list(small)[:50])
    assert words.vocabulary(3000) is small
    assert words.vocabulary(10**9) is words
    assert "やさい" in small and "ごせんふ" not in small
    def indexed(d: dictionary.Dictionary, word: str) -> bool:
        node = d.trie
        for c in kana.plain(word):
            node = node.get(c, {})
        return word in node.get(dictionary.END, ())

    assert indexed(words, "ごせんふ") and not indexed(small, "ごせんふ") and indexed(small, "やさい")


def test_trie_indexes_plain_kana(words: dictionary.Dictionary) -> None:
    node = words.trie
    for c in "しよはん":
        node = node[c]
    assert "じょばん" in node[dictionary.END]


def test_parse_and_bad_entries() -> None:
    entries = list(dictionary.parse(["# header", "", "やさい\t野菜", "かせい\t火星 家政"]))
    assert entries == [("やさい", ("野菜",)), ("かせい", ("火星", "家政"))]
    d = dictionary.Dictionary(entries + [("やさい", ())])
    assert len(d) == 2 and d.rank("かせい") == 1 and d.forms("やさい") == ("野菜",)
    with pytest.raises(ValueError):
        dictionary.Dictionary([("らーめん", ())])


def test_shipped_file_credits_jmdict() -> None:
    with gzip.open(dictionary.WORDS_FILE, "rt", encoding="utf-8") as f:
        header = "".join(next(f) for _ in range(4))
    assert "JMdict" in header and "CC BY-SA" in header
    text = dictionary.license_text()
    assert "Electronic Dictionary Research and Development Group" in text
    assert "CC BY-SA 3.0" in text and "edrdg.org" in text


def test_build_rules() -> None:
    tool = build_tool()
    assert tool.hiragana("テレビ") == "てれび" and tool.hiragana("ラーメン") == "らーめん"
    assert tool.sense_is_word(["noun (common) (futsuumeishi)"], [])
    assert not tool.sense_is_word(["particle"], [])
    assert not tool.sense_is_word(["suffix"], [])
    assert not tool.sense_is_word(["noun (common) (futsuumeishi)"], ["archaism"])
    assert not tool.sense_is_word(["noun (common) (futsuumeishi)"], ["vulgar expression or word"])
    assert not tool.sense_is_word(["noun (common) (futsuumeishi)"], ["rare"])
    assert tool.priority_key({"ichi1", "news1", "nf03"}) < tool.priority_key({"news2", "nf30"})
    assert tool.priority_key({"spec1"}) < tool.priority_key({"gai2"})
