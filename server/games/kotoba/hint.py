"""辞書ヒント (rules.md): with the table's hint setting on, a player may ask whether a word is in
the dictionary, and only they are told."""

from __future__ import annotations

from server.games.contract import Event
from server.games.kotoba.dictionary import Dictionary
from server.games.kotoba.settings import NARABE
from server.games.kotoba.state import ARRANGE, TURN, State


def allowed(state: State, seat: int) -> bool:
    """While arranging (ならべる) or on one's own turn, if the table allows it; never during a
    vote (that is the players' judgement)."""
    if not state.settings["hint"]:
        return False
    if state.mode == NARABE:
        return state.phase == ARRANGE and not state.is_done(seat)
    return state.phase == TURN and state.turn == seat


def answer(seat: int, word: str, words: Dictionary) -> list[Event]:
    return [{"type": "hint", "to": seat, "word": word, "known": word in words}]
