"""Who may do what now (VIEW.md 「Actions」): the one place that says which actions each seat is
offered. Complete actions, which a client (or the host's CPU fallback) may send as they are,
make the view's ``legal``; the ones a player fills in (the cards laid, the word read) are its
``templates``. Any action not offered is refused as ``not_your_turn`` (docs/PROTOCOL.md: no such
action to take now), saying why; an offered one the rules refuse is ``illegal_action``.
"""

from __future__ import annotations

from protocol.host_texts import HOST
from protocol.texts import Text
from server.games.contract import Action, NotYourTurn
from server.games.kotoba import hint, piles, turns
from server.games.kotoba.settings import NARABE
from server.games.kotoba.state import ARRANGE, FINISHED, TURN, State
from server.games.kotoba.texts import TEXTS


def offered(state: State, seat: int) -> tuple[str, ...]:
    """The action types ``seat`` may send now, in the order ``legal`` lists them."""
    if state.phase == FINISHED:
        return ()
    out: list[str] = []
    if state.vote is not None and seat in state.vote.waiting():
        out.append("vote")
    if state.mode == NARABE:
        if state.phase == ARRANGE and not state.is_done(seat):
            out += ["done", "arrange"]
    elif state.phase == TURN and state.turn == seat:
        out += ["pass", "play"]
    if state.mode != NARABE and state.hands[seat] and piles.can_draw(state):
        out.append("exchange")  # 「任意のタイミングで」: in anyone's turn, during a vote too
    if hint.allowed(state, seat):
        out.append("hint")
    return tuple(out)


def legal(state: State, seat: int) -> list[Action]:
    """The complete actions ``seat`` may send now: a vote either way, 完成 or パス first, then an
    exchange of each hand card."""
    out: list[Action] = []
    for kind in offered(state, seat):
        if kind == "vote":
            out += [{"type": "vote", "accept": True}, {"type": "vote", "accept": False}]
        elif kind in ("done", "pass"):
            out.append({"type": kind})
        elif kind == "exchange":
            out += [{"type": "exchange", "card": card} for card in state.hands[seat]]
    return out


def templates(state: State, seat: int) -> list[Action]:
    """The actions ``seat`` may send now once it has filled them in: a board to lay out of these
    cards (ならべる), a word to make with these cards, lying in these directions (あわせる/
    かさねる), a word to look up. Each comes with a complete action in ``legal``."""
    out: list[Action] = []
    for kind in offered(state, seat):
        if kind == "arrange":
            out.append({"type": "arrange", "cards": list(state.hands[seat])})
        elif kind == "play":
            out.append({"type": "play", "cards": list(state.hands[seat]),
                        "dirs": list(turns.rules_of(state).AXES)})
        elif kind == "hint":
            out.append({"type": "hint"})
    return out


def require(state: State, seat: int, kind: str) -> None:
    """Refuse ``kind`` unless it is offered to ``seat`` now, saying why."""
    if not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise NotYourTurn(TEXTS("not_a_seat"), rule="seat")
    if kind in offered(state, seat):
        return
    text, rule = why_not(state, seat, kind)
    raise NotYourTurn(text, rule=rule)


def why_not(state: State, seat: int, kind: str) -> tuple[Text, str]:
    """Why ``kind`` is not offered to ``seat`` now, and the rule's name."""
    if state.phase == FINISHED:
        return TEXTS("finished"), "finished"
    if kind in ("arrange", "done"):
        if state.mode != NARABE:
            return TEXTS("not_narabe"), "mode"
        if state.phase != ARRANGE:
            return TEXTS("arrange_over"), "arrange_over"
        return TEXTS("already_done"), "already_done"
    if kind in ("play", "pass"):
        if state.mode == NARABE:
            return TEXTS("no_turns_in_narabe"), "mode"
        return HOST("action.not_your_turn"), "turn"
    if kind == "exchange":
        if state.mode == NARABE:
            return TEXTS("no_exchange_in_narabe"), "mode"
        if not state.hands[seat]:
            return TEXTS("no_cards"), "no_cards"
        return TEXTS("no_stock"), "no_stock"
    if kind == "vote":
        refused = None if state.vote is None else state.vote.refusal(seat)
        return refused or (TEXTS("no_vote"), "no_vote")
    return TEXTS("no_hint"), "no_hint"
