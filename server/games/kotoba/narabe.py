"""ならべる (seed 001 「ならべる」): everyone arranges their own seven cards for three minutes.

Cards lie horizontally and are never turned end over end; they may overlap to hide kana. Each
row's runs of visible kana are read left to right, one word each. After the time (or when every
player has declared 「完成」) each player's words are put to the vote, then scored:

* 基本点: a word of three kana or more scores its length less two (かせい 1, せんてい 2);
* 失点: every card alone showing its two kana costs 1 (and so does every card left in the hand
  or in a word the table rejected: rules.md 「決めたこと」);
* the highest score wins; a tie goes to whoever declared 「完成」 first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from server.games.contract import MalformedAction, RuleError
from server.games.kotoba import board, kana
from server.games.kotoba.board import HORIZONTAL, Faces, Line, Placed
from server.games.kotoba.solver import narabe_score

# Line status after the vote.
OPEN = "open"
ACCEPTED = "accepted"
REJECTED = "rejected"
LOOSE = "loose"


@dataclass(frozen=True)
class Arrangement:
    """One player's board as sent: the cards in stacking order and the spellings declared."""

    cards: tuple[Placed, ...]
    spellings: tuple[tuple[int, int, str], ...]  # (x, y) of a line's first cell, the word


def parse(action: dict[str, Any], hand: Sequence[int], faces: Faces) -> Arrangement:
    """An ``arrange`` action checked against the seat's cards and the rules of ならべる."""
    cards = action.get("cards")
    if not isinstance(cards, list):
        raise MalformedAction("cards はカードの並びで指定してください。")
    laid: list[Placed] = []
    for z, item in enumerate(cards):
        if not isinstance(item, dict):
            raise MalformedAction("カードは {id, x, y, face} で指定してください。")
        card, x, y, face = (_int(item, key) for key in ("id", "x", "y", "face"))
        if item.get("dir", HORIZONTAL) != HORIZONTAL:
            raise RuleError("ならべるではカードを必ず横向きに置きます。", rule="horizontal_only")
        if item.get("reversed", False) is not False:
            raise RuleError("ならべるではカードを回転させて置けません。", rule="no_rotation")
        if face not in (0, 1):
            raise MalformedAction("face は 0（表）か 1（裏）です。")
        laid.append(Placed(card, face, False, x, y, HORIZONTAL, z))
    ids = [p.card for p in laid]
    if any(c not in hand for c in ids):
        raise RuleError("持っていないカードは置けません。", rule="not_in_hand")
    if len(set(ids)) != len(ids):
        raise RuleError("同じカードを2回置くことはできません。", rule="duplicate_card")
    if not all(board.in_bounds(cell) for p in laid for cell in p.cells()):
        raise RuleError("盤の外には置けません。", rule="out_of_bounds")
    if board.hidden_cards(laid):
        raise RuleError("カードは必ず1文字以上見えるように置きます（完全に隠れているカードがあります）。",
                        rule="hidden_card")
    spellings = _parse_spellings(action.get("words", []), board.board_lines(laid, faces))
    return Arrangement(tuple(laid), spellings)


def _parse_spellings(words: Any, lines: Sequence[Line]) -> tuple[tuple[int, int, str], ...]:
    if not isinstance(words, list):
        raise MalformedAction("words は [{x, y, word}] で指定してください。")
    by_start = {line.cells[0]: line for line in lines}
    out = []
    for item in words:
        if not isinstance(item, dict):
            raise MalformedAction("words は [{x, y, word}] で指定してください。")
        x, y = _int(item, "x"), _int(item, "y")
        word = board.check_word_text(item.get("word"))
        line = by_start.get((x, y))
        if line is None or line.loose:
            raise RuleError("その場所から始まる単語がありません。", rule="no_line")
        if not kana.reads_as(line.kana, word):
            raise RuleError(f"見えている文字「{line.kana}」は「{word}」と読めません。"
                            f"{board.READ_AS_SHOWN}", rule="word_mismatch")
        out.append((x, y, word))
    return tuple(out)


def _int(item: dict[str, Any], key: str) -> int:
    value = item.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"{key} は整数で指定してください。")
    return value


def declared_word(line: Line, spellings: Sequence[Sequence[Any]]) -> str:
    """The word a line is put to the vote as: the declared spelling, else its plain kana."""
    for x, y, word in spellings:
        if (x, y) == line.cells[0]:
            return str(word)
    return line.kana


def penalty_cards(lines: Sequence[Line], statuses: Sequence[str], unplaced: int) -> int:
    """Cards that cost a point: alone on the board, in a rejected word, or never laid."""
    return unplaced + sum(len(line.cards) for line, status in zip(lines, statuses, strict=True)
                          if status in (LOOSE, REJECTED))


def score(lines: Sequence[Line], statuses: Sequence[str], unplaced: int) -> int:
    """The seed's 基本点 less 失点 for one board (rules.md 「ならべる」「決めたこと」)."""
    words = [line.kana for line, status in zip(lines, statuses, strict=True) if status == ACCEPTED]
    return narabe_score(words, penalty_cards(lines, statuses, unplaced))


def ranks(scores: Sequence[int], done_order: Sequence[int]) -> tuple[int, ...]:
    """Highest score first; among equal scores whoever declared 「完成」 earlier is ahead, and
    players who never declared share the rank after them (seed 「勝敗と得点計算」)."""
    late = len(scores)

    def key(seat: int) -> tuple[int, int]:
        return (-scores[seat], done_order.index(seat) if seat in done_order else late)

    return tuple(1 + sum(key(o) < key(s) for o in range(len(scores))) for s in range(len(scores)))
