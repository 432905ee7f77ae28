"""Words built from cards in one straight line (seed 001, 「単語の作り方（全ルール共通）」), and the
best ならべる arrangement of a hand (seed 001, 「ならべる」「勝敗と得点計算」).

Interface (engineer E; the engine and the CPU players use it)::

    from server.games.kotoba import solver
    for build in solver.builds(hand_ids, words, reverse=False):   # every word the cards make
        build.word, build.pieces, build.visible(), build.layout()
    solver.builds(ids, words, reverse=True, prefix="か", min_len=3)  # after field kana か
    solver.builds(ids, words, reverse=True, field=("", "か", ""))   # cards, か, cards
    arrangement = solver.best_narabe(hand_ids, words, budget=0.5, rng=random.Random(7))
    arrangement.builds, arrangement.loose, arrangement.score, arrangement.complete
    arrangement.placements()     # (card, x, y, face, reversed) on a grid, bottom card first
    solver.narabe_score(["かせい", "りこう", "せんてい"], loose_cards=1) == 3
    solver.check(build, deck) -> str | None      # why a build is not a legal reading, or None

How a line of cards reads (the seed's rules, as this module models them):
- a word is a sequence of cards (``Piece``), read left to right; each shows one face, and with
  ``reverse`` (あわせる, かさねる: the card turned end over end) its two kana in the other order;
- two neighbouring cards either abut, or overlap by one cell, the one on top hiding the other's
  kana in that cell; so a piece shows both its cells ``(0, 1)``, only the first ``(0,)`` (the next
  card lies on its second cell) or only the second ``(1,)`` (it lies under the previous card);
- every card shows at least one kana (「カードは必ず1文字以上見せる」: a fully hidden card is
  refused); the first card never has its first cell hidden, nor the last its second, since
  nothing in the line lies there (and a new card never goes under a field card);
- the visible kana in order are the word, every one of them (「単語に使わない文字があってはいけ
  ない」): the declared word must ``kana.reads_as`` them, 濁点, 半濁点 and ゃゅょっ added freely.

Cell indexes in ``Piece.shown`` count in reading order: cell 0 is the one read first, whether or
not the card is reversed. ``prefix`` / ``suffix`` are plain kana (as cards print them: しよ, not
しょ) already visible on the field just before / after the cards on the line (the caller has
worked out which field kana stay visible: a hand card laid on a field cell hides it); the word
is prefix + the cards' kana + suffix. ``field=(f0, f1, ..., fn)`` generalises it: the word is
f0 + run 1 + f1 + ... + run n + fn, each run some hand cards (maybe none), ``Build.runs`` the
number of pieces in each. A hand card never lies under a field card, so a run's first piece
shows its first cell and its last piece its second, as at the ends of a line.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from server.games.kotoba import kana
from server.games.kotoba.deck import DECK, Card
from server.games.kotoba.dictionary import END, Dictionary, Trie, walk

BOTH, FIRST, SECOND = (0, 1), (0,), (1,)
SHOWN_CHOICES: tuple[tuple[int, ...], ...] = (BOTH, FIRST, SECOND)

NARABE_MIN_SCORING = 3
"""「得点になるのは3文字以上の単語です」"""


@dataclass(frozen=True)
class Piece:
    """One card in a line: which face is up, whether it is turned end over end, and which of
    its two cells (in reading order) are visible."""

    card: int
    face: int  # 0 front, 1 back
    reversed: bool
    shown: tuple[int, ...]

    def kana(self, deck: Sequence[Card] = DECK) -> str:
        """Its two kana in reading order, hidden or not."""
        text = deck[self.card].front if self.face == 0 else deck[self.card].back
        return text[::-1] if self.reversed else text

    def visible(self, deck: Sequence[Card] = DECK) -> str:
        text = self.kana(deck)
        return "".join(text[i] for i in self.shown)


@dataclass(frozen=True)
class Build:
    """A word (as declared, e.g. じょばん) and the cards that spell it, left to right."""

    word: str
    pieces: tuple[Piece, ...]
    runs: tuple[int, ...] = ()
    """With field kana between the cards (``builds(field=...)``): how many pieces lie in each
    run between them, in order; () when the pieces are one run."""

    def visible(self, deck: Sequence[Card] = DECK) -> str:
        """The card kana a player sees on the line (plain: しよはん for じょばん)."""
        return "".join(p.visible(deck) for p in self.pieces)

    def split(self) -> tuple[tuple[Piece, ...], ...]:
        """The pieces run by run (one run unless ``runs`` says otherwise)."""
        out, at = [], 0
        for n in self.runs or (len(self.pieces),):
            out.append(self.pieces[at:at + n])
            at += n
        return tuple(out)

    def reading(self, deck: Sequence[Card] = DECK, field: Sequence[str] = ("", "")) -> str:
        """The whole line's visible kana: field kana and the runs of cards in turn."""
        runs = self.split()
        if len(field) != len(runs) + 1:
            raise ValueError("field must have one more string than the build has runs")
        return field[0] + "".join(
            "".join(p.visible(deck) for p in run) + text for run, text in zip(runs, field[1:], strict=True)
        )

    def cards(self) -> frozenset[int]:
        return frozenset(p.card for p in self.pieces)

    def layout(self) -> tuple[tuple[int, int], ...]:
        """Where each piece lies: (first cell, counted from the start of its run; stacking
        order, 0 at the bottom, each piece its own rank, higher on top). Neighbours abut unless
        one hides the other's cell."""
        offsets: list[int] = []
        heights: list[int] = []
        for run in self.split():
            offsets.append(0)
            heights.append(0)
            for left, right in zip(run, run[1:], strict=False):
                if left.shown == FIRST:  # the right card lies on the left one's second cell
                    offsets.append(offsets[-1] + 1)
                    heights.append(heights[-1] + 1)
                elif right.shown == SECOND:  # the right card lies under the left one
                    offsets.append(offsets[-1] + 1)
                    heights.append(heights[-1] - 1)
                else:
                    offsets.append(offsets[-1] + 2)
                    heights.append(heights[-1])
        order = sorted(range(len(heights)), key=lambda i: (heights[i], i))
        z = [0] * len(order)
        for rank, i in enumerate(order):
            z[i] = rank
        return tuple(zip(offsets, z, strict=True))


def check(
    build: Build, deck: Sequence[Card] = DECK, *, prefix: str = "", suffix: str = "",
    field: Sequence[str] | None = None,
) -> str | None:
    """Why ``build`` is not a legal reading of its word between these field kana (a Japanese
    sentence), or None."""
    pattern = tuple(field) if field is not None else (prefix, suffix)
    if not build.pieces:
        return "カードがありません"
    if len({p.card for p in build.pieces}) != len(build.pieces):
        return "同じカードを二度使っています"
    runs = build.split()
    if sum(map(len, runs)) != len(build.pieces) or len(pattern) != len(runs) + 1:
        return "カードの並びが場札と合いません"
    for run in runs:
        for i, piece in enumerate(run):
            if piece.shown not in SHOWN_CHOICES:
                return "カードは必ず1文字以上見せます"
            if piece.face not in (0, 1):
                return "カードの面が正しくありません"
            if piece.shown == SECOND and (i == 0 or run[i - 1].shown == FIRST):
                return "カードの左の文字を隠すカードがありません"
            if piece.shown == FIRST and i == len(run) - 1:
                return "カードの右の文字を隠すカードがありません"
    if not kana.reads_as(build.reading(deck, pattern), build.word):
        return f"見えている文字は「{build.word}」と読めません"
    return None


# One way a card can lie in a line: (face, reversed, shown, visible kana).
_Option = tuple[int, bool, tuple[int, ...], str]


def _options(card: Card, reverse: bool) -> tuple[tuple[str, tuple[tuple[_Option, str], ...]], ...]:
    """The ways a card can lie, grouped by the first kana they show (one trie step serves a
    group): (first kana, ((option, the second kana shown or ""), ...))."""
    groups: dict[str, list[tuple[_Option, str]]] = {}
    for face, text in enumerate((card.front, card.back)):
        turns = (False, True) if reverse and text[0] != text[1] else (False,)
        for turned in turns:
            shown_text = text[::-1] if turned else text
            for shown in SHOWN_CHOICES:
                visible = "".join(shown_text[i] for i in shown)
                groups.setdefault(visible[0], []).append(((face, turned, shown, visible), visible[1:]))
    return tuple((first, tuple(options)) for first, options in groups.items())


class _Search:
    """Depth-first over cards and their options, pruned by the vocabulary's trie. ``field`` is
    the fixed field kana, with a run of hand cards (maybe none) between each two of them."""

    def __init__(
        self,
        cards: Sequence[int],
        reverse: bool,
        deck: Sequence[Card],
        field: tuple[str, ...],
        min_len: int,
        max_cards: int,
        stop_at: float | None,
        max_nodes: int | None,
    ) -> None:
        self.cards = tuple(cards)
        self.options = [_options(deck[c], reverse) for c in self.cards]
        self.field = field
        self.min_len = min_len
        self.max_cards = max_cards
        self.stop_at = stop_at
        self.max_nodes = max_nodes
        self.nodes = 0
        self.stopped = False
        # (hand slots, their options, pieces per run, word length, spellings)
        self.found: list[tuple[tuple[int, ...], tuple[_Option, ...], tuple[int, ...], int, tuple[str, ...]]] = []

    def run(self, root: Trie) -> None:
        start = walk(root, self.field[0])
        if start is not None:
            self._extend(start, len(self.field[0]), 0, (), (), (), 0)

    def _extend(
        self, node: Trie, length: int, used: int, slots: tuple[int, ...],
        chosen: tuple[_Option, ...], runs: tuple[int, ...], in_run: int,
    ) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            self.stopped = True
        elif self.stop_at is not None and self.nodes % 256 == 0 and time.perf_counter() > self.stop_at:
            self.stopped = True
        if self.stopped:
            return
        last_shown = chosen[-1][2] if in_run else None
        if last_shown != FIRST:  # the run may end here: the next field kana, or the line's end
            gap = len(runs) + 1
            text = self.field[gap]
            after = walk(node, text) if text else node
            if after is not None:
                length_after = length + len(self.field[gap])
                if gap + 1 < len(self.field):
                    self._extend(after, length_after, used, slots, chosen, runs + (in_run,), 0)
                elif slots and END in after and length_after >= self.min_len:
                    self.found.append((slots, chosen, runs + (in_run,), length_after, after[END]))
            if self.stopped:
                return
        if len(slots) >= self.max_cards:
            return
        for i, groups in enumerate(self.options):
            if used >> i & 1:
                continue
            for first, options in groups:
                after_first = node.get(first)
                if after_first is None:
                    continue
                for option, second in options:
                    if option[2] == SECOND and (not in_run or last_shown == FIRST):
                        continue
                    child = after_first.get(second) if second else after_first
                    if child is None:
                        continue
                    self._extend(
                        child, length + len(option[3]), used | 1 << i, slots + (i,),
                        chosen + (option,), runs, in_run + 1,
                    )
                    if self.stopped:
                        return


def _search(
    cards: Sequence[int], vocabulary: Dictionary, *, reverse: bool, deck: Sequence[Card],
    field: tuple[str, ...] = ("", ""), min_len: int = 2, max_cards: int | None = None,
    stop_at: float | None = None, max_nodes: int | None = None,
) -> _Search:
    if len(field) < 2:
        raise ValueError("field needs the kana before and after the cards: at least two strings")
    search = _Search(
        cards, reverse, deck, tuple(field), min_len,
        len(cards) if max_cards is None else max_cards, stop_at, max_nodes,
    )
    search.run(vocabulary.trie)
    return search


def _build(
    search: _Search, slots: tuple[int, ...], chosen: tuple[_Option, ...], runs: tuple[int, ...],
    word: str,
) -> Build:
    pieces = tuple(
        Piece(search.cards[i], face, turned, shown)
        for i, (face, turned, shown, _) in zip(slots, chosen, strict=True)
    )
    return Build(word, pieces, runs if len(runs) > 1 else ())


def builds(
    cards: Sequence[int],
    vocabulary: Dictionary,
    *,
    reverse: bool,
    min_len: int = 2,
    prefix: str = "",
    suffix: str = "",
    field: Sequence[str] | None = None,
    max_cards: int | None = None,
    all_spellings: bool = False,
    deck: Sequence[Card] = DECK,
) -> Iterator[Build]:
    """Every way to lay some of ``cards`` (ids into ``deck``) in one line so that, between the
    field's ``prefix`` and ``suffix`` kana, the line reads a word of ``vocabulary`` of at least
    ``min_len`` kana. ``reverse``: cards may be turned end over end (not in ならべる). The word is
    the commonest spelling of what the line shows (all of them with ``all_spellings``).

    ``field`` (instead of prefix/suffix) lists visible field kana with a run of hand cards,
    maybe empty, between each two: ``("", "か", "")`` finds cards + か + cards (いかり around a
    field か); ``Build.runs`` then says how many pieces lie in each run. The caller checks that
    a run fits the cells between field kana that are not at the line's ends."""
    pattern = tuple(field) if field is not None else (prefix, suffix)
    search = _search(
        cards, vocabulary, reverse=reverse, deck=deck, field=pattern, min_len=min_len,
        max_cards=max_cards,
    )
    for slots, chosen, runs, _, spellings in search.found:
        for word in spellings if all_spellings else spellings[:1]:
            yield _build(search, slots, chosen, runs, word)


@dataclass(frozen=True)
class Arrangement:
    """A ならべる board: the words laid (disjoint cards) and the cards left alone."""

    builds: tuple[Build, ...]
    loose: tuple[int, ...]
    score: int
    complete: bool  # False if the search ran out of budget before trying everything

    def placements(self) -> tuple[Placement, ...]:
        """The board laid out on the grid, bottom card first (a later card lies on top): each
        word on its own row, rows two apart, the loose cards on the last row, apart."""
        out: list[Placement] = []
        for row, build in enumerate(self.builds):
            laid = sorted(zip(build.layout(), build.pieces, strict=True), key=lambda lp: lp[0][1])
            out += [Placement(p.card, x, 2 * row, p.face, p.reversed) for (x, _), p in laid]
        row = 2 * len(self.builds)
        out += [Placement(card, 3 * i, row, 0, False) for i, card in enumerate(self.loose)]
        return tuple(out)


@dataclass(frozen=True)
class Placement:
    """One card of a laid-out board: its left cell (x, y), horizontal, face up, turned or not."""

    card: int
    x: int
    y: int
    face: int
    reversed: bool


def narabe_score(words: Sequence[str], loose_cards: int) -> int:
    """「基本点: 単語の文字数から両端の2文字を引いた数」 for each word of three kana or more, and
    「失点: 他のカードと組み合わさっていないカード … 1枚につき -1点」."""
    base = sum(len(w) - 2 for w in words if len(w) >= NARABE_MIN_SCORING)
    return base - loose_cards


def best_narabe(
    hand: Sequence[int],
    vocabulary: Dictionary,
    budget: float,
    rng: random.Random,
    *,
    max_nodes: int | None = None,
    deck: Sequence[Card] = DECK,
) -> Arrangement:
    """The best ならべる board found for ``hand`` within ``budget`` seconds (and ``max_nodes``
    search steps, if given): every word of two cards or more the hand makes is found first,
    then the best set of words on disjoint cards is chosen exactly. A word laid from one card
    alone is still a card left alone (the seed's さか, -1). ``rng`` orders the search, so ties
    and a cut-short search depend only on it (and, for a time cut, on the machine's speed)."""
    order = list(hand)
    rng.shuffle(order)
    search = _search(
        order, vocabulary, reverse=False, deck=deck, min_len=NARABE_MIN_SCORING,
        stop_at=time.perf_counter() + budget, max_nodes=max_nodes,
    )
    # The best word (most kana) for each set of hand slots, as a bit mask.
    best: dict[int, tuple[int, tuple[int, ...], tuple[_Option, ...], str]] = {}
    for slots, chosen, _, length, spellings in search.found:
        if len(slots) < 2:
            continue
        mask = sum(1 << i for i in slots)
        if mask not in best or length > best[mask][0]:
            best[mask] = (length, slots, chosen, spellings[0])
    n = len(order)
    # value[m]: the best score of the slots in m, each slot in a word or left alone (-1).
    value = [0] * (1 << n)
    pick: list[int] = [0] * (1 << n)
    words_by_low: list[list[int]] = [[] for _ in range(n)]
    for mask in best:
        words_by_low[(mask & -mask).bit_length() - 1].append(mask)
    for m in range(1, 1 << n):
        low = (m & -m).bit_length() - 1
        value[m], pick[m] = value[m & ~(1 << low)] - 1, 1 << low
        for word_mask in words_by_low[low]:
            if word_mask & m == word_mask:
                score = best[word_mask][0] - 2 + value[m & ~word_mask]
                if score > value[m]:
                    value[m], pick[m] = score, word_mask
    laid: list[Build] = []
    loose: list[int] = []
    m = (1 << n) - 1
    while m:
        chosen_mask = pick[m]
        if chosen_mask in best and chosen_mask & (chosen_mask - 1):
            _, slots, chosen, word = best[chosen_mask]
            laid.append(_build(search, slots, chosen, (), word))
        else:
            loose.append(order[chosen_mask.bit_length() - 1])
        m &= ~chosen_mask
    return Arrangement(tuple(laid), tuple(loose), value[(1 << n) - 1], not search.stopped)
