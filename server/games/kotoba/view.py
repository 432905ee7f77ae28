"""What each seat sees (VIEW.md 「The view」): the one place that decides it. A seat sees its own
hand; in ならべる its own board while arranging and everyone's from the vote on; never another
hand, a board before its time, or the stock."""

from __future__ import annotations

from typing import Any

from protocol.texts import Text
from server.games.contract import View
from server.games.kotoba import board, moves, narabe, phases
from server.games.kotoba.board import Faces
from server.games.kotoba.settings import MODES, NARABE
from server.games.kotoba.shown import card_view, laid_view
from server.games.kotoba.state import FINISHED, TURN, VOTE, State


def mode_label(mode: str) -> Text:
    """The mode's name: the label of its choice in the table's settings."""
    return Text(f"kotoba.setting.mode.choice.{MODES.index(mode)}")


def lines_view(state: State, seat: int, faces: Faces) -> list[dict[str, Any]]:
    """How a ならべる board reads, line by line, with each line's status once it is voted on."""
    lines = board.board_lines(state.boards[seat], faces)
    statuses = state.statuses[seat] if state.phase in (VOTE, FINISHED) else []
    return [{"cells": [list(c) for c in line.cells], "kana": line.kana,
             "word": narabe.declared_word(line, state.spellings[seat]),
             "kind": "loose" if line.loose else "word", "cards": list(line.cards),
             "status": statuses[i] if i < len(statuses) else (narabe.LOOSE if line.loose else narabe.OPEN)}
            for i, line in enumerate(lines)]


def view(state: State, seat: int | None, faces: Faces) -> View:
    n = state.seats
    narabe_mode = state.mode == NARABE
    revealed = state.phase in (VOTE, FINISHED)
    shows_board = [narabe_mode and (revealed or s == seat) for s in range(n)]
    return {
        "mode": state.mode,
        "mode_label": mode_label(state.mode).to_wire(),
        "phase": state.phase.value,
        "seats": n,
        "you": seat,
        "turn": state.turn if state.phase in (TURN, VOTE) else None,
        "start": state.start,
        "now": state.now,
        "deadline": phases.deadline(state) if state.started else None,
        "hand": None if seat is None else [card_view(c, faces) for c in state.hands[seat]],
        "hand_counts": [len(h) for h in state.hands],
        "stock_count": len(state.stock),
        "discard_count": len(state.discard),
        "field": laid_view([*state.field, *state.pending], faces, {p.card for p in state.pending}),
        "boards": [laid_view(state.boards[s], faces) if shows_board[s] else None for s in range(n)],
        "lines": [lines_view(state, s, faces) if shows_board[s] else None for s in range(n)],
        "vote": None if state.vote is None else state.vote.to_view(),
        "scores": narabe.scores(state, faces) if narabe_mode and revealed else None,
        "done": [{"seat": s, "at": at} for s, at in state.done],
        "passed": list(state.passed),
        "last_player": state.last_player,
        "exchanged": list(state.exchanged),
        "rejected": list(state.rejected),
        "settings": {k: state.settings[k] for k in ("vote_time", "hint", "hand_size")},
        "result": None if state.result is None else state.result.to_view(),
        "legal": [] if seat is None else moves.legal(state, seat),
        "templates": [] if seat is None else moves.templates(state, seat),
    }
