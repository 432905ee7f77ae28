"""The vote on a declared word (seed 001: 作った単語は、全員がOKと判断すれば成立です).

Everyone but the player who declared the word answers OK or NG before the deadline. One NG
rejects the word at once; the word stands when every voter has said OK. A voter who has not
answered by the deadline is counted as OK (silence is consent: rules.md 「判定」). With nobody
else at the table the dictionary answers in their place (``phases.settle``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from protocol.texts import Text
from server.games.contract import NotYourTurn
from server.games.kotoba.board import Cell
from server.games.kotoba.texts import TEXTS


@dataclass
class Vote:
    by: int
    word: str
    kana: str
    cells: tuple[Cell, ...]
    voters: tuple[int, ...]
    answers: list[bool | None]  # per seat; None = not answered (or not a voter)
    deadline: float
    board: int | None = None  # ならべる: whose board the word lies on
    number: int = 1
    of: int = 1
    silent: list[int] = field(default_factory=list)  # filled when the deadline closes it

    @classmethod
    def open(cls, *, by: int, word: str, kana: str, cells: tuple[Cell, ...], seats: int,
             deadline: float, board: int | None = None, number: int = 1, of: int = 1) -> Vote:
        voters = tuple(s for s in range(seats) if s != by)
        return cls(by, word, kana, tuple(cells), voters, [None] * seats, deadline, board, number, of)

    def waiting(self) -> tuple[int, ...]:
        """Voters who have not answered yet."""
        return tuple(s for s in self.voters if self.answers[s] is None)

    def refusal(self, seat: int) -> tuple[Text, str] | None:
        """Why ``seat`` has no answer to give (its own word, or answered already), with the
        rule's name; None when it may answer."""
        if seat not in self.voters:
            return TEXTS("own_word"), "own_word"
        if self.answers[seat] is not None:
            return TEXTS("second_vote"), "second_vote"
        return None

    def answer(self, seat: int, accept: bool) -> None:
        refused = self.refusal(seat)
        if refused is not None:
            raise NotYourTurn(refused[0], rule=refused[1])
        self.answers[seat] = accept

    def outcome(self) -> bool | None:
        """True when every voter said OK, False as soon as one said NG, else None (still open)."""
        if any(self.answers[s] is False for s in self.voters):
            return False
        if not self.waiting():
            return True
        return None

    def expire(self) -> bool:
        """The deadline has come: whoever is silent is counted as OK. The verdict."""
        self.silent = list(self.waiting())
        for s in self.silent:
            self.answers[s] = True
        outcome = self.outcome()
        assert outcome is not None
        return outcome

    def rejected_by(self) -> list[int]:
        return [s for s in self.voters if self.answers[s] is False]

    def to_view(self) -> dict[str, Any]:
        return {
            "by": self.by, "word": self.word, "kana": self.kana,
            "cells": [list(c) for c in self.cells], "board": self.board,
            "voters": list(self.voters), "answers": list(self.answers),
            "deadline": self.deadline, "number": self.number, "of": self.of,
        }

    def closed_event(self, accepted: bool) -> dict[str, Any]:
        return {"type": "vote_closed", "by": self.by, "word": self.word, "accepted": accepted,
                "rejected_by": self.rejected_by(), "silent": list(self.silent)}
