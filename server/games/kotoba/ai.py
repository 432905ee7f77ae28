"""CPU players of ことばカード: やさしい, ふつう, つよい (settings.CPU_PROFILES).

``plan(view, level, rng, budget, words)`` sees only the seat's view (its own hand, the field,
the counts) and returns a ``CpuPlan``. The levels differ in vocabulary (the 3,000 or 10,000 most
common words, or the whole dictionary), in how many cards they chain in one word and in how many
search steps they allow themselves.

* ならべる: ``solver.best_narabe`` finds the best board it can for the seven cards; the CPU lays
  it out (``Arrangement.placements``) and declares 「完成」 at its level's time into the three
  minutes, or a few seconds after another player's 「完成」, whichever comes first: people get a
  fair chance at the tie-break, and nobody sits waiting for the CPU.
* あわせる / かさねる: every line of the field is searched for a block of hand cards laid along
  it that, with the field kana before and after, reads a word (``field_plays``); the CPU plays
  the one that sheds the most cards (then the commonest word), never a word the table has
  voted down (the view's ``rejected``). With nothing to play it exchanges its least useful card
  (at most ``exchanges`` times a turn) and then passes. During others' turns it waits.
* The vote: OK for a word in the dictionary, NG otherwise.
* Its pace is a person's (settings.PACE): a moment to read a word before voting, a look at the
  field before each move of its turn, never sooner than a beat after the last thing that
  happened.
"""

from __future__ import annotations

import functools
import random
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from server.games.contract import Action, CpuPlan
from server.games.kotoba import board, kana, solver
from server.games.kotoba.board import HORIZONTAL, STEP, VERTICAL, Placed
from server.games.kotoba.deck import Card
from server.games.kotoba.dictionary import END, Dictionary, Trie, walk
from server.games.kotoba.settings import (
    ARRANGE_SECONDS,
    NARABE,
    PACE,
    PROFILE_BY_LEVEL,
    TURN_SECONDS,
    CpuProfile,
)
from server.games.kotoba.solver import BOTH, FIRST, SECOND, Build, Piece
from server.games.kotoba.turns import MODES

WAIT = CpuPlan(None)
SEARCH_SHARE = 0.8  # of the budget, for the search; the rest covers choosing and checking



def profile_of(level: str) -> CpuProfile:
    return PROFILE_BY_LEVEL.get(level, PROFILE_BY_LEVEL["normal"])


def vocabulary_of(words: Dictionary, profile: CpuProfile) -> Dictionary:
    return words if profile.vocabulary is None else words.vocabulary(profile.vocabulary)


def plan(view: Mapping[str, Any], level: str, rng: random.Random, budget: float,
         words: Dictionary) -> CpuPlan:
    if not view["legal"] or view["now"] is None:
        return WAIT  # nothing to do, or the game's clock has not started yet
    kinds = {a["type"] for a in (*view["legal"], *view["templates"])}
    vote = view.get("vote")
    if "vote" in kinds and vote is not None:
        return CpuPlan({"type": "vote", "accept": vote["word"] in words}, at=vote_time(view))
    profile = profile_of(level)
    if view["mode"] == NARABE:
        if "done" not in kinds:
            return WAIT
        return narabe_plan(view, profile, rng, budget, words)
    if "play" not in kinds:
        return WAIT  # another's turn: no exchange wanted then
    action = turn_action(view, profile, rng, budget, words)
    return CpuPlan(action, at=turn_time(view, action))


def fallback(view: Mapping[str, Any]) -> Action:
    """An action for a host that cannot let a CPU wait: its first legal action (every one in
    ``legal`` is complete: a vote, 完成 or パス come first)."""
    return dict(view["legal"][0])


# --------------------------------------------------------------------------------------------
# A person's pace (settings.PACE)
# --------------------------------------------------------------------------------------------


def _not_before(view: Mapping[str, Any], at: float) -> float:
    return max(at, view["now"] + PACE.beat)


def vote_time(view: Mapping[str, Any]) -> float:
    """A moment to read the word put to the vote before answering."""
    opened = view["vote"]["deadline"] - view["settings"]["vote_time"]
    return _not_before(view, opened + PACE.read_word)


def turn_time(view: Mapping[str, Any], action: Action) -> float:
    """A look at the field from the start of the turn, and a moment for each card laid."""
    started = view["deadline"] - TURN_SECONDS
    laid = len(action.get("cards", ())) if action["type"] == "play" else 0
    return _not_before(view, started + PACE.look + PACE.per_card * laid)


def finish_time(view: Mapping[str, Any], profile: CpuProfile) -> float:
    """ならべる's 「完成」: at the level's time into the three minutes, or sooner, a few seconds
    after another player has declared (nobody sits waiting for the CPU)."""
    started = view["deadline"] - ARRANGE_SECONDS
    at = started + profile.think
    others = [d["at"] for d in view["done"] if d["seat"] != view["you"]]
    if others:
        at = min(at, min(others) + PACE.finish_up)
    return _not_before(view, at)


def _deck_of(view: Mapping[str, Any]) -> dict[int, Card]:
    """The faces of every card the view shows (the hand and the field)."""
    cards = [*(view.get("hand") or []), *view.get("field", [])]
    return {c["id"]: Card(c["front"], c["back"]) for c in cards}


# --------------------------------------------------------------------------------------------
# ならべる
# --------------------------------------------------------------------------------------------


def narabe_plan(view: Mapping[str, Any], profile: CpuProfile, rng: random.Random, budget: float,
                words: Dictionary) -> CpuPlan:
    hand = [c["id"] for c in view["hand"]]
    deck = _deck_of(view)
    found = solver.best_narabe(hand, vocabulary_of(words, profile), SEARCH_SHARE * budget, rng,
                               max_nodes=profile.nodes, deck=deck)  # type: ignore[arg-type]
    return CpuPlan(arrangement_action(found), at=finish_time(view, profile))


def arrangement_action(arrangement: solver.Arrangement) -> Action:
    """The board as the solver lays it out (each word on its own row, the loose cards on the
    last row), with each word's spelling, and 「完成」."""
    cards = [{"id": p.card, "x": p.x, "y": p.y, "face": p.face} for p in arrangement.placements()]
    spellings = [{"x": 0, "y": 2 * row, "word": build.word} for row, build in enumerate(arrangement.builds)]
    return {"type": "arrange", "cards": cards, "words": spellings, "done": True}


# --------------------------------------------------------------------------------------------
# あわせる / かさねる: words along the field's lines
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FieldPlay:
    cards: tuple[dict[str, Any], ...]  # the play action's cards, in stacking order
    word: str
    rank: int

    def action(self) -> Action:
        cards = [{k: v for k, v in c.items() if k != "z"} for c in self.cards]
        return {"type": "play", "cards": cards, "word": self.word}


@functools.cache
def reversed_trie(vocabulary: Dictionary) -> Trie:
    """The vocabulary's plain words read backwards, for words that end on field kana."""
    root: Trie = {}
    for word in vocabulary:
        node = root
        for c in reversed(kana.plain(word)):
            node = node.setdefault(c, {})
        node.setdefault(END, ())
        if word not in node[END]:
            node[END] = (*node[END], word)
    return root


def _placed_from_view(cards: Sequence[Mapping[str, Any]]) -> list[Placed]:
    return [Placed(c["id"], c["face"], c["reversed"], c["x"], c["y"], c["dir"], c["z"]) for c in cards]


def field_lines(field: Sequence[Mapping[str, Any]], axes: Sequence[str]) -> list[tuple[str, int, dict[int, str]]]:
    """Every line of the field with visible kana: (axis, the fixed coordinate, pos → kana)."""
    shown: dict[tuple[int, int], str] = {}
    for c in field:
        dx, dy = STEP[c["dir"]]
        for i in c["shown"]:
            shown[(c["x"] + dx * i, c["y"] + dy * i)] = c["kana"][i]
    lines: dict[tuple[str, int], dict[int, str]] = {}
    for (x, y), k in shown.items():
        if HORIZONTAL in axes:
            lines.setdefault((HORIZONTAL, y), {})[x] = k
        if VERTICAL in axes:
            lines.setdefault((VERTICAL, x), {})[y] = k
    return [(axis, fixed, cells) for (axis, fixed), cells in sorted(lines.items())]


class _Budget:
    """Search steps and seconds; once either is spent the search stays stopped."""

    CHECK_EVERY = 64  # search steps between looks at the clock

    def __init__(self, nodes: int, seconds: float) -> None:
        self.nodes = nodes
        self.stop_at = time.perf_counter() + seconds
        self.used = 0
        self.stopped = False

    def spend(self) -> bool:
        """One search step; False once the budget is gone. The clock is read every
        ``CHECK_EVERY`` steps."""
        if not self.stopped:
            self.used += 1
            self.stopped = self.used > self.nodes or (
                self.used % self.CHECK_EVERY == 0 and time.perf_counter() >= self.stop_at)
        return not self.stopped


def field_plays(view: Mapping[str, Any], vocabulary: Dictionary, profile: CpuProfile,
                budget: _Budget) -> Iterator[FieldPlay]:
    """Plays of hand cards in one block along a field line, read as a word of ``vocabulary``
    with the field kana just before and after the block (seed 「手札を出す」). Each play found
    is checked with the engine's own rules (``board.check_play``) before it is offered."""
    rules = MODES[view["mode"]]
    axes, directions, reversible = rules.AXES, rules.DIRECTIONS, rules.REVERSIBLE
    hand = [c["id"] for c in view["hand"]]
    deck = _deck_of(view)
    field = _placed_from_view(view["field"])
    top = max((p.z for p in field), default=-1)
    frames = [(False, vocabulary.trie), (True, reversed_trie(vocabulary))]
    if board.BACKWARD in directions:
        frames += [(True, vocabulary.trie), (False, reversed_trie(vocabulary))]
    seen: set[tuple[Any, ...]] = set()
    for axis, fixed, cells in field_lines(view["field"], axes):
        for mirrored, trie in frames:
            frame = {(-p if mirrored else p): k for p, k in cells.items()}
            options = [_options(deck[c], reversible, mirrored) for c in hand]
            for anchor in sorted(p + 1 for p in frame):
                for build, start in _blocks(frame, anchor, trie, hand, options, profile.max_cards, budget):
                    cards = _place(build, start, axis, fixed, mirrored, top)
                    key = tuple(sorted((c["id"], c["x"], c["y"], c["dir"], c["face"], c["reversed"])
                                       for c in cards))
                    if key in seen:
                        continue
                    seen.add(key)
                    if not budget.spend():  # checking a play costs as much as many steps
                        return
                    played = _placed_from_view(cards)
                    try:
                        board.check_play(field, played, build.word, lambda c: deck[c].faces(),
                                         axes=axes, directions=directions)
                    except Exception:  # noqa: BLE001 - a search slip is skipped, never played
                        continue
                    if not all(board.in_bounds(cell) for p in played for cell in p.cells()):
                        continue
                    rank = vocabulary.rank(build.word)
                    yield FieldPlay(tuple(cards), build.word, len(vocabulary) if rank is None else rank)
                if not budget.spend():
                    return


# One way a card can lie in a frame: (face, reversed in the frame, shown, visible kana).
_Option = tuple[int, bool, tuple[int, ...], str]


def _options(card: Card, reversible: bool, mirrored: bool) -> tuple[_Option, ...]:
    """In a mirrored frame a card laid as printed reads reversed, so the frame's "reversed" is
    the real one flipped; where cards may not be reversed only that one orientation is allowed."""
    out: list[_Option] = []
    for face, text in enumerate(card.faces()):
        turns = (False, True) if reversible else (mirrored,)
        for turned in turns:
            if reversible and turned and text[0] == text[1]:
                continue
            frame_text = text[::-1] if turned else text
            for shown in (BOTH, FIRST, SECOND):
                out.append((face, turned, shown, "".join(frame_text[i] for i in shown)))
    return tuple(out)


def _blocks(frame: Mapping[int, str], anchor: int, trie: Trie, hand: Sequence[int],
            options: Sequence[Sequence[_Option]], max_cards: int,
            budget: _Budget) -> Iterator[tuple[Build, int]]:
    """Blocks of hand cards whose first cell is ``anchor`` (the cell after a field kana): the
    field stretch just before, the block and the field stretch just after read a word."""
    left = []
    p = anchor - 1
    while p in frame:
        left.append(frame[p])
        p -= 1
    start = walk(trie, "".join(reversed(left)))
    if start is None:
        return
    stack: list[tuple[Trie, int, int, tuple[tuple[int, _Option], ...]]] = [(start, anchor, 0, ())]
    while stack:
        if not budget.spend():
            return
        node, pos, used, chain = stack.pop()
        last_shown = chain[-1][1][2] if chain else None
        if chain and last_shown != FIRST:
            right = []
            q = pos
            while q in frame:
                right.append(frame[q])
                q += 1
            end = walk(node, "".join(right))
            if end is not None and END in end and (left or right):
                word = end[END][0]
                yield Build(word, tuple(Piece(hand[i], o[0], o[1], o[2]) for i, o in chain)), anchor
        if len(chain) >= max_cards:
            continue
        for i, card_options in enumerate(options):
            if used >> i & 1:
                continue
            for option in card_options:
                if option[2] == SECOND and (not chain or last_shown == FIRST):
                    continue
                child = walk(node, option[3])
                if child is not None:
                    stack.append((child, pos + len(option[3]), used | 1 << i, (*chain, (i, option))))


def _place(build: Build, start: int, axis: str, fixed: int, mirrored: bool, top: int) -> list[dict[str, Any]]:
    """The play action's cards for a block found in a frame (mirrored: positions negated)."""
    cards = []
    for piece, (offset, z) in zip(build.pieces, build.layout(), strict=True):
        s = start + offset
        pos = -s - 1 if mirrored else s
        rev = (not piece.reversed) if mirrored else piece.reversed
        x, y = (pos, fixed) if axis == HORIZONTAL else (fixed, pos)
        cards.append({"id": piece.card, "x": x, "y": y, "dir": axis, "face": piece.face,
                      "reversed": rev, "z": top + 1 + z})
    cards.sort(key=lambda c: c["z"])
    return cards


def choose_play(plays: Sequence[FieldPlay]) -> FieldPlay:
    """The play that sheds the most cards; among those the commonest word (the table is likelier
    to accept it)."""
    return min(plays, key=lambda p: (-len(p.cards), p.rank, p.word))


def turn_action(view: Mapping[str, Any], profile: CpuProfile, rng: random.Random, budget: float,
                words: Dictionary) -> Action:
    vocabulary = vocabulary_of(words, profile)
    spend = _Budget(profile.nodes, SEARCH_SHARE * budget)
    rejected = set(view["rejected"])  # the table said no: never the same word again
    plays = [p for p in field_plays(view, vocabulary, profile, spend) if p.word not in rejected]
    if plays:
        return choose_play(plays).action()
    you = view["you"]
    exchange = next((a for a in view["legal"] if a["type"] == "exchange"), None)
    if exchange is not None and view["exchanged"][you] < profile.exchanges:
        return {"type": "exchange", "card": least_useful(view["hand"], vocabulary)}
    return {"type": "pass"}


@functools.cache
def kana_counts(vocabulary: Dictionary) -> Counter[str]:
    return Counter(c for word in vocabulary for c in kana.plain(word))


def least_useful(hand: Sequence[Mapping[str, Any]], vocabulary: Dictionary) -> int:
    """The card whose better face holds the rarest kana in the vocabulary."""
    counts = kana_counts(vocabulary)

    def usefulness(card: Mapping[str, Any]) -> tuple[int, int]:
        return max(counts[f[0]] + counts[f[1]] for f in (card["front"], card["back"])), card["id"]

    return min(hand, key=usefulness)["id"]


