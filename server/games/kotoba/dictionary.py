"""The word list: common Japanese words keyed by their hiragana reading (issue 11).

Interface (engineer E; the engine, the CPU players and the hint use it)::

    from server.games.kotoba import dictionary
    words = dictionary.load()          # cached; reads words.txt.gz beside this file
    "じょばん" in words                 # True: a word spelled normally, 濁点 and small kana included
    "しよはん" in words                 # False: that is how the cards print it, not a word
    words.spellings("しよはん")         # ("じょばん",): every word whose kana.plain() is this
    words.rank("やさい")                # 0 = most common; None if not a word
    words.forms("かせい")               # ("火星", "家政", "化成"): written forms, commonest first
    small = words.vocabulary(3000)      # the 3,000 most common words, a Dictionary too (cached)
    len(words), list(words)             # size; iteration in rank order
    words.trie                          # plain-kana trie for the solver (see ``Trie``)

The list (tools/build_kotoba_words.py; 23,290 readings, 230 kB gzip'd) holds JMdict's readings
that carry a priority tag, less proper nouns, vulgar, sensitive, archaic, obscure and rare
senses, particles, affixes and phrases, and anything ``kana.is_card_spelling`` refuses.
Katakana loanwords are listed in hiragana (パン as ぱん). JMdict is the EDRDG's, under
CC BY-SA 3.0: WORDS-LICENSE.txt beside this file (``license_text()`` for the about box).
"""

from __future__ import annotations

import functools
import gzip
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from server.games.kotoba import kana

WORDS_FILE = Path(__file__).with_name("words.txt.gz")
LICENSE_FILE = Path(__file__).with_name("WORDS-LICENSE.txt")

Trie = dict[str, Any]


def walk(node: Trie | None, text: str) -> Trie | None:
    """The trie node reached by reading ``text`` from ``node`` (None: no word goes that way)."""
    for c in text:
        if node is None:
            return None
        node = node.get(c)
    return node
"""A node of the plain-kana trie: one child node per next card kana; the key ``END`` holds the
spellings (rank order) of the words whose plain reading ends at this node."""
END = ""


class Dictionary:
    """Words in rank order (0 = most common), each with its written forms."""

    def __init__(self, entries: Iterable[tuple[str, tuple[str, ...]]]) -> None:
        self._words: tuple[str, ...] = ()
        self._forms: dict[str, tuple[str, ...]] = {}
        words: list[str] = []
        for word, forms in entries:
            if word in self._forms:
                continue
            if not kana.is_card_spelling(word):
                raise ValueError(f"カードで書けない語です: {word!r}")
            words.append(word)
            self._forms[word] = tuple(forms)
        self._words = tuple(words)
        self._rank: dict[str, int] = {w: i for i, w in enumerate(self._words)}
        by_plain: dict[str, list[str]] = {}
        for word in self._words:
            by_plain.setdefault(kana.plain(word), []).append(word)
        self._by_plain: dict[str, tuple[str, ...]] = {p: tuple(ws) for p, ws in by_plain.items()}
        self._trie: Trie | None = None
        self._smaller: dict[int, Dictionary] = {}

    def __contains__(self, word: object) -> bool:
        return word in self._rank

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __repr__(self) -> str:
        return f"<Dictionary {len(self)} words>"

    def spellings(self, plain: str) -> tuple[str, ...]:
        """Every word whose ``kana.plain()`` is ``plain`` (what the cards show), commonest
        first: ``spellings("はし") == ("はし", "はじ", ...)``; () if none."""
        return self._by_plain.get(plain, ())

    def rank(self, word: str) -> int | None:
        """0 for the most common word, counting up; None for a word not in the list."""
        return self._rank.get(word)

    def forms(self, word: str) -> tuple[str, ...]:
        """How the word is usually written (kanji or katakana), one form per common entry with
        this reading, commonest first; () for a word written in hiragana alone or not listed."""
        return self._forms.get(word, ())

    def vocabulary(self, size: int) -> Dictionary:
        """The ``size`` most common words (all of them if ``size >= len(self)``)."""
        if size >= len(self._words):
            return self
        if size < 0:
            raise ValueError("size must be >= 0")
        if size not in self._smaller:
            self._smaller[size] = Dictionary((w, self._forms[w]) for w in self._words[:size])
        return self._smaller[size]

    @property
    def trie(self) -> Trie:
        """The words indexed by plain kana, built on first use: ``trie["や"]["さ"]["い"][END]
        == ("やさい",)``. A search walks it card by card and stops where no word goes on."""
        if self._trie is None:
            root: Trie = {}
            for plain_word, spellings in self._by_plain.items():
                node = root
                for c in plain_word:
                    node = node.setdefault(c, {})
                node[END] = spellings
            self._trie = root
        return self._trie


def parse(lines: Iterable[str]) -> Iterator[tuple[str, tuple[str, ...]]]:
    """The entries of the word list text: ``reading<TAB>forms`` per line, ``#`` lines skipped."""
    for line in lines:
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        word, _, forms = line.partition("\t")
        yield word, tuple(forms.split())


@functools.cache
def load() -> Dictionary:
    """The shipped word list (read once, then cached)."""
    with gzip.open(WORDS_FILE, "rt", encoding="utf-8") as f:
        return Dictionary(parse(f))


def license_text() -> str:
    """The licence and attribution of the word list, for the app's about box."""
    return LICENSE_FILE.read_text(encoding="utf-8")
