"""The state of one game of ことばカード (seed 001): one typed value, so that dump and load come
from its types (server/games/state.py, ``Game.state_type``).

Private parts live in ``hands[seat]``, ``boards[seat]`` (ならべる, until the vote) and ``stock``;
``view.view`` is the one place that decides who sees what.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from dataclasses import field as _field
from enum import Enum
from typing import Any

from server.games.kotoba.board import Placed
from server.games.kotoba.vote import Vote


class Phase(str, Enum):
    """What the table is doing (the view's ``phase``)."""

    ARRANGE = "arrange"  # ならべる: everyone arranges their own board
    TURN = "turn"  # あわせる/かさねる: the player on turn plays, passes or exchanges
    VOTE = "vote"  # a declared word is put to everyone else
    FINISHED = "finished"


ARRANGE, TURN, VOTE, FINISHED = Phase.ARRANGE, Phase.TURN, Phase.VOTE, Phase.FINISHED


@dataclass
class NarabeDetail:
    """ならべる's result for one seat: the words that stood and the cards that cost a point."""

    words: list[str]
    loose: int


@dataclass
class Outcome:
    """How the game ended: per seat its rank (1 is best; ties share it) and points (ならべる the
    score; あわせる/かさねる the cards left), the reason (a text, as it travels), the winners
    (seed 001: in あわせる/かさねる only the players with no cards left; none when the table's
    own stall rule ended the game) and, in ならべる, each seat's detail."""

    ranks: list[int]
    points: list[int]
    reason: dict[str, Any]
    winners: list[int]
    detail: list[NarabeDetail] | None = None

    def to_view(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"ranks": list(self.ranks), "points": list(self.points),
                                 "reason": dict(self.reason), "winners": list(self.winners)}
        if self.detail is not None:
            shown["detail"] = [{"words": list(d.words), "loose": d.loose} for d in self.detail]
        return shown


@dataclass
class State:
    mode: str
    seats: int
    settings: dict[str, Any]
    seed: int
    rng: random.Random
    phase: Phase
    hands: list[list[int]]
    stock: list[int]  # stock[-1] is the top card
    discard: list[int] = _field(default_factory=list)
    field: list[Placed] = _field(default_factory=list)  # あわせる/かさねる
    pending: list[Placed] = _field(default_factory=list)  # the cards of the word under vote
    boards: list[list[Placed]] = _field(default_factory=list)  # ならべる
    spellings: list[list[tuple[int, int, str]]] = _field(default_factory=list)  # ならべる: x, y, word
    started: bool = False
    now: float | None = None
    deadline: float | None = None  # the arrangement's or the turn's end
    turn: int | None = None
    start: int | None = None
    vote: Vote | None = None
    done: list[tuple[int, float]] = _field(default_factory=list)  # ならべる 完成: seat, at
    passed: list[int] = _field(default_factory=list)
    last_player: int | None = None
    exchanged: list[int] = _field(default_factory=list)
    quiet_turns: int = 0  # turns in a row that ended without an accepted word
    turns: int = 0
    closing: bool = False  # あわせる: a hand is empty; the round is being played out
    queue: list[tuple[int, int]] = _field(default_factory=list)  # ならべる: seat, line still to vote
    voting: tuple[int, int] | None = None  # ならべる: the seat, line under vote now
    statuses: list[list[str]] = _field(default_factory=list)  # ならべる: per seat, per line
    words_total: int = 0  # ならべる: words put to the vote in all
    rejected: list[str] = _field(default_factory=list)  # every word the table voted down
    result: Outcome | None = None

    def is_done(self, seat: int) -> bool:
        """ならべる: whether ``seat`` has declared 「完成」."""
        return any(s == seat for s, _ in self.done)

    def open_vote(self, vote: Vote) -> list[dict[str, Any]]:
        """Put a declared word to everyone else (rules.md 「判定」)."""
        self.phase = VOTE
        self.vote = vote
        return [{"type": "vote_open", "vote": vote.to_view()}]

    def finish(self, outcome: Outcome) -> list[dict[str, Any]]:
        """The game is over: nothing more to do, no clock, the result kept."""
        self.phase = FINISHED
        self.deadline = None
        self.vote = None
        self.result = outcome
        return [{"type": "finished", "result": outcome.to_view()}]
