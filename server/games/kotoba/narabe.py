"""ならべる (seed 001 「ならべる」): everyone arranges their own seven cards for three minutes.

Cards lie horizontally and are never turned end over end; they may overlap to hide kana. Each
row's runs of visible kana are read left to right, one word each. After the time (or when every
player has declared 「完成」) every board is shown and each word is put to the vote in seat
order, then scored:

* 基本点: a word of three kana or more scores its length less two (かせい 1, せんてい 2);
* 失点: every card alone showing its two kana costs 1 (and so does every card left in the hand
  or in a word the table rejected: rules.md 「決めたこと」);
* the highest score wins; a tie goes to whoever declared 「完成」 first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from server.games.contract import Event, RuleError
from server.games.kotoba import board, kana
from server.games.kotoba.board import HORIZONTAL, Faces, Line, Placed
from server.games.kotoba.settings import ARRANGE_SECONDS
from server.games.kotoba.shown import laid_view
from server.games.kotoba.solver import narabe_score
from server.games.kotoba.state import VOTE, NarabeDetail, Outcome, State
from server.games.kotoba.texts import TEXTS
from server.games.kotoba.vote import Vote

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


# --------------------------------------------------------------------------------------------
# Arranging
# --------------------------------------------------------------------------------------------


def begin(state: State, now: float) -> list[Event]:
    """The clock reaches the game: the three minutes begin."""
    state.deadline = now + ARRANGE_SECONDS
    return [{"type": "start", "mode": state.mode, "deadline": state.deadline}]


def parse(action: dict[str, Any], hand: Sequence[int], faces: Faces) -> Arrangement:
    """An ``arrange`` action (its shape checked at the door: actions.py) checked against the
    seat's cards and the rules of ならべる."""
    laid: list[Placed] = []
    for z, item in enumerate(action["cards"]):
        if item.get("dir", HORIZONTAL) != HORIZONTAL:
            raise RuleError(TEXTS("narabe_horizontal"), rule="horizontal_only")
        if item.get("reversed", False):
            raise RuleError(TEXTS("narabe_no_rotation"), rule="no_rotation")
        laid.append(Placed(item["id"], item["face"], False, item["x"], item["y"], HORIZONTAL, z))
    ids = [p.card for p in laid]
    if any(c not in hand for c in ids):
        raise RuleError(TEXTS("not_in_hand.lay"), rule="not_in_hand")
    if len(set(ids)) != len(ids):
        raise RuleError(TEXTS("duplicate_card.lay"), rule="duplicate_card")
    if not all(board.in_bounds(cell) for p in laid for cell in p.cells()):
        raise RuleError(TEXTS("out_of_bounds.board"), rule="out_of_bounds")
    if board.hidden_cards(laid):  # seed: 完全に隠れているカードがある is refused
        raise RuleError(TEXTS("hidden_card.board"), rule="hidden_card")
    spellings = _spellings(action.get("words", []), board.board_lines(laid, faces))
    return Arrangement(tuple(laid), spellings)


def _spellings(words: Sequence[dict[str, Any]], lines: Sequence[Line]) -> tuple[tuple[int, int, str], ...]:
    by_start = {line.cells[0]: line for line in lines}
    out = []
    for item in words:
        x, y = item["x"], item["y"]
        word = board.check_word_text(item["word"])
        line = by_start.get((x, y))
        if line is None or line.loose:
            raise RuleError(TEXTS("no_line"))
        if not kana.reads_as(line.kana, word):
            raise board.mismatch(line.kana, word)
        out.append((x, y, word))
    return tuple(out)


def arrange(state: State, seat: int, arrangement: Arrangement, done: bool, now: float,
            faces: Faces) -> list[Event]:
    """The seat's whole board, as it lies now; with ``done`` it declares 「完成」 with it."""
    state.boards[seat] = list(arrangement.cards)
    state.spellings[seat] = list(arrangement.spellings)
    events: list[Event] = [{"type": "arranged", "seat": seat}]
    if done:
        events += declare_done(state, seat, now, faces)
    return events


def declare_done(state: State, seat: int, now: float, faces: Faces) -> list[Event]:
    """「完成」: the board is final; when everyone has declared, the boards are shown at once."""
    state.done.append((seat, now))
    events: list[Event] = [{"type": "done", "seat": seat, "at": now}]
    if len(state.done) == state.seats:
        events += reveal(state, now, faces)
    return events


def time_up(state: State, now: float, faces: Faces) -> list[Event]:
    """The three minutes are over: the boards are shown as they lie."""
    return [{"type": "time_up"}, *reveal(state, now, faces)]


# --------------------------------------------------------------------------------------------
# The vote on every board
# --------------------------------------------------------------------------------------------


def reveal(state: State, now: float, faces: Faces) -> list[Event]:
    """Every board is shown and each word is put to the vote in seat order, top line first."""
    state.phase = VOTE
    state.deadline = None
    state.queue = []
    for seat in range(state.seats):
        lines = board.board_lines(state.boards[seat], faces)
        state.statuses[seat] = [LOOSE if line.loose else OPEN for line in lines]
        state.queue += [(seat, i) for i, line in enumerate(lines) if not line.loose]
    state.words_total = len(state.queue)
    events: list[Event] = [{"type": "reveal", "boards": [laid_view(b, faces) for b in state.boards]}]
    return events + next_word(state, now, faces)


def next_word(state: State, now: float, faces: Faces) -> list[Event]:
    """The next word to the vote, or, with none left, the end of the game."""
    if not state.queue:
        return state.finish(outcome(state, faces))
    seat, index = state.voting = state.queue.pop(0)
    line = board.board_lines(state.boards[seat], faces)[index]
    number = state.words_total - len(state.queue)
    vote = Vote.open(by=seat, word=declared_word(line, state.spellings[seat]), kana=line.kana,
                     cells=line.cells, seats=state.seats,
                     deadline=now + state.settings["vote_time"], board=seat, number=number,
                     of=state.words_total)
    return state.open_vote(vote)


def word_judged(state: State, accepted: bool, now: float, faces: Faces) -> list[Event]:
    assert state.voting is not None
    seat, index = state.voting
    state.voting = None
    state.statuses[seat][index] = ACCEPTED if accepted else REJECTED
    return next_word(state, now, faces)


def declared_word(line: Line, spellings: Sequence[tuple[int, int, str]]) -> str:
    """The word a line is put to the vote as: the declared spelling, else its plain kana."""
    for x, y, word in spellings:
        if (x, y) == line.cells[0]:
            return word
    return line.kana


# --------------------------------------------------------------------------------------------
# The score
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Board:
    """One seat's board as it reads: its lines, their statuses, and the cards never laid."""

    lines: list[Line]
    statuses: list[str]
    unplaced: int


def boards(state: State, faces: Faces) -> list[Board]:
    out = []
    for seat in range(state.seats):
        lines = board.board_lines(state.boards[seat], faces)
        statuses = state.statuses[seat] or [OPEN] * len(lines)
        out.append(Board(lines, statuses, len(state.hands[seat]) - len(state.boards[seat])))
    return out


def penalty_cards(lines: Sequence[Line], statuses: Sequence[str], unplaced: int) -> int:
    """Cards that cost a point: alone on the board, in a rejected word, or never laid."""
    return unplaced + sum(len(line.cards) for line, status in zip(lines, statuses, strict=True)
                          if status in (LOOSE, REJECTED))


def score(lines: Sequence[Line], statuses: Sequence[str], unplaced: int) -> int:
    """The seed's 基本点 less 失点 for one board (rules.md 「ならべる」「決めたこと」)."""
    words = [line.kana for line, status in zip(lines, statuses, strict=True) if status == ACCEPTED]
    return narabe_score(words, penalty_cards(lines, statuses, unplaced))


def scores(state: State, faces: Faces) -> list[int]:
    return [score(b.lines, b.statuses, b.unplaced) for b in boards(state, faces)]


def ranks(scores: Sequence[int], done_order: Sequence[int]) -> tuple[int, ...]:
    """Highest score first; among equal scores whoever declared 「完成」 earlier is ahead, and
    players who never declared share the rank after them (seed 「勝敗と得点計算」)."""
    late = len(scores)

    def key(seat: int) -> tuple[int, int]:
        return (-scores[seat], done_order.index(seat) if seat in done_order else late)

    return tuple(1 + sum(key(o) < key(s) for o in range(len(scores))) for s in range(len(scores)))


def outcome(state: State, faces: Faces) -> Outcome:
    """The end of ならべる: the score of every board, the places, and for the result screen each
    seat's accepted words and the cards that cost a point."""
    read = boards(state, faces)
    points = [score(b.lines, b.statuses, b.unplaced) for b in read]
    places = list(ranks(points, [s for s, _ in state.done]))
    detail = [NarabeDetail([declared_word(line, state.spellings[seat])
                            for line, status in zip(b.lines, b.statuses, strict=True) if status == ACCEPTED],
                           penalty_cards(b.lines, b.statuses, b.unplaced))
              for seat, b in enumerate(read)]
    if len(state.done) == state.seats:
        reason = TEXTS("reason.all_done")
    else:
        reason = TEXTS("reason.time_up", minutes=round(ARRANGE_SECONDS / 60))
    winners = [s for s in range(state.seats) if places[s] == 1]
    return Outcome(places, points, reason.to_wire(), winners, detail)
