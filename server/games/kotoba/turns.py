"""The turns of あわせる and かさねる (seed 001 「各プレイヤーのアクション」「ゲームの終了と勝敗」): on
one's turn play cards to make a word, or pass; 60 seconds, then an automatic pass. What differs
between the modes (how a word may lie, the field's reset, when the game ends) is in awase.py and
kasane.py.

A word played is put to the vote; accepted, its cards join the field, rejected, they go back to
the hand and the turn counts as a pass (rules.md 「決めたこと」). The game ends when the mode says
so, or by the table's own stall rule: nobody had a word accepted for four rounds, or eighty turns
a seat were played. Only players with no cards left are winners (seed 001); the rest, and
everyone after a stall, are ranked by the cards they still hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from server.games.contract import Event, RuleError
from server.games.kotoba import awase, board, kasane
from server.games.kotoba.board import HORIZONTAL, Faces, Placed
from server.games.kotoba.settings import (
    AWASE,
    KASANE,
    ROUNDS_WITHOUT_WORD,
    TURN_SECONDS,
    TURNS_PER_SEAT,
)
from server.games.kotoba.shown import placed_view
from server.games.kotoba.state import TURN, Outcome, State
from server.games.kotoba.texts import TEXTS
from server.games.kotoba.vote import Vote

MODES: dict[str, ModuleType] = {AWASE: awase, KASANE: kasane}
"""Each mode's rules module: ``AXES`` (how a word may lie), ``DIRECTIONS`` (how it reads),
``REVERSIBLE`` (whether a card may be turned end over end)."""


def rules_of(state: State) -> ModuleType:
    return MODES[state.mode]


# --------------------------------------------------------------------------------------------
# A turn
# --------------------------------------------------------------------------------------------


def begin(state: State, now: float) -> list[Event]:
    """The clock reaches the game: the start player's first turn begins."""
    events: list[Event] = [{"type": "start", "mode": state.mode}]
    assert state.start is not None
    begin_turn(state, state.start, now, events)
    return events


def begin_turn(state: State, seat: int, now: float, events: list[Event]) -> None:
    state.phase = TURN
    state.turn = seat
    state.deadline = now + TURN_SECONDS
    state.exchanged = [0] * state.seats
    events.append({"type": "turn", "seat": seat, "deadline": state.deadline})


def laid_cards(cards: Sequence[dict[str, Any]], top: int, rules: ModuleType) -> list[Placed]:
    """The cards of a ``play`` (their shape checked at the door: actions.py), each lying above
    every field card (``top``: the field's highest ``z``) in the order sent."""
    played = []
    for i, item in enumerate(cards):
        z = item.get("z", top + 1 + i)
        if z <= top:  # 「場札の下に、手札から新しいカードを差し込むことはできません」
            raise RuleError(TEXTS("under_field"))
        direction = item.get("dir", HORIZONTAL)
        if direction not in rules.AXES:
            raise RuleError(TEXTS("horizontal_only"))
        if item.get("reversed", False) and not rules.REVERSIBLE:
            raise RuleError(TEXTS("no_rotation"))
        played.append(Placed(item["id"], item["face"], item.get("reversed", False), item["x"],
                             item["y"], direction, top + 1 + i))
    return played


def play(state: State, seat: int, cards: Sequence[dict[str, Any]], word: str, now: float,
         faces: Faces) -> list[Event]:
    """「手札を出す」: the cards laid and the word they make, put to the vote; until it is
    judged they lie on the field as pending."""
    rules = rules_of(state)
    top = max((p.z for p in state.field), default=-1)
    played = laid_cards(cards, top, rules)
    ids = [p.card for p in played]
    if any(c not in state.hands[seat] for c in ids):
        raise RuleError(TEXTS("not_in_hand.play"), rule="not_in_hand")
    if len(set(ids)) != len(ids):
        raise RuleError(TEXTS("duplicate_card.play"), rule="duplicate_card")
    if not all(board.in_bounds(cell) for p in played for cell in p.cells()):
        raise RuleError(TEXTS("out_of_bounds.field"), rule="out_of_bounds")
    reading = board.check_play(state.field, played, word, faces, axes=rules.AXES,
                               directions=rules.DIRECTIONS)
    for c in ids:
        state.hands[seat].remove(c)
    state.pending = played
    events: list[Event] = [{"type": "play", "seat": seat, "word": word,
                            "cards": [placed_view(p, faces, (0, 1), True) for p in played]}]
    vote = Vote.open(by=seat, word=word, kana=reading.kana, cells=reading.cells,
                     seats=state.seats, deadline=now + state.settings["vote_time"])
    return events + state.open_vote(vote)


def pass_turn(state: State, seat: int, now: float, faces: Faces, *, auto: bool) -> list[Event]:
    """「パス」, or the turn's sixty seconds ran out (「自動的にパス」)."""
    state.passed.append(seat)
    events: list[Event] = [{"type": "pass", "seat": seat, "auto": auto}]
    events += _after_pass(state, faces)
    return events + advance(state, now, word_made=False)


def _after_pass(state: State, faces: Faces) -> list[Event]:
    if state.mode == KASANE and kasane.reset_by_passes(state.passed, state.last_player, state.seats):
        return kasane.reset(state, "passes", faces)
    return []


def word_judged(state: State, vote: Vote, accepted: bool, now: float, faces: Faces) -> list[Event]:
    return (word_stands if accepted else word_falls)(state, vote, now, faces)


def word_stands(state: State, vote: Vote, now: float, faces: Faces) -> list[Event]:
    """The cards played become field cards (seed 「出したカードは場札になります」); かさねる ends on
    the first empty hand or resets on a word of seven kana; あわせる plays the round out once a
    hand is empty."""
    seat = vote.by
    state.field += state.pending
    state.pending = []
    state.passed = []
    state.last_player = seat
    events: list[Event] = []
    if state.mode == KASANE:
        if not state.hands[seat]:
            return state.finish(outcome(state, TEXTS("reason.hand_empty").to_wire()))
        if kasane.reset_by_length(vote.kana):
            events += kasane.reset(state, "long_word", faces)
    elif not state.hands[seat]:
        state.closing = True
    return events + advance(state, now, word_made=True)


def word_falls(state: State, vote: Vote, now: float, faces: Faces) -> list[Event]:
    """The cards go back to the hand and the turn counts as a pass (rules.md 「決めたこと」)."""
    back = [p.card for p in state.pending]
    state.pending = []
    state.hands[vote.by] = sorted(state.hands[vote.by] + back)
    state.passed.append(vote.by)
    events: list[Event] = [{"type": "taken_back", "seat": vote.by, "cards": back}]
    events += _after_pass(state, faces)
    return events + advance(state, now, word_made=False)


def advance(state: State, now: float, *, word_made: bool) -> list[Event]:
    """The turn is over: end the game if its end has come, else the next player's turn (a player
    with no cards left has no more turns)."""
    assert state.turn is not None and state.start is not None
    state.turns += 1
    state.quiet_turns = 0 if word_made else state.quiet_turns + 1
    n = state.seats
    played_out = TEXTS("reason.round_played_out").to_wire()
    if state.mode == AWASE and awase.game_over_after_turn(state.closing, state.turn, state.start, n):
        return state.finish(outcome(state, played_out))
    stall = stalled(state)
    if stall is not None:
        return state.finish(outcome(state, stall))
    seat = (state.turn + 1) % n
    while not state.hands[seat]:
        if state.mode == AWASE and awase.game_over_after_turn(state.closing, seat, state.start, n):
            return state.finish(outcome(state, played_out))
        seat = (seat + 1) % n
    events: list[Event] = []
    begin_turn(state, seat, now, events)
    return events


def stalled(state: State) -> dict[str, Any] | None:
    """The table's own stall rule (rules.md 「決めたこと」), why it ends the game, or None. It
    never cuts short the round あわせる plays out once a hand is empty: that round ends it."""
    if state.closing:
        return None
    if state.quiet_turns >= ROUNDS_WITHOUT_WORD * state.seats:
        return TEXTS("reason.no_words", rounds=ROUNDS_WITHOUT_WORD).to_wire()
    if state.turns >= TURNS_PER_SEAT * state.seats:
        return TEXTS("reason.turn_limit").to_wire()
    return None


# --------------------------------------------------------------------------------------------
# The end
# --------------------------------------------------------------------------------------------


def ranks(cards_left: Sequence[int]) -> list[int]:
    """Fewer cards left first; equal counts share a place (rules.md 「決めたこと」)."""
    return [1 + sum(o < n for o in cards_left) for n in cards_left]


def winners(cards_left: Sequence[int]) -> list[int]:
    """「手札が0枚のプレイヤーが勝者です。複数いる場合はその全員が勝者です」: nobody else."""
    return [s for s, n in enumerate(cards_left) if n == 0]


def outcome(state: State, reason: dict[str, Any]) -> Outcome:
    cards_left = [len(h) for h in state.hands]
    return Outcome(ranks(cards_left), cards_left, reason, winners(cards_left))
