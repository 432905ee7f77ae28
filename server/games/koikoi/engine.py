"""Koi-koi (こいこい) as a pure engine behind the game contract.

Reads top to bottom: the state, small helpers named for the rules (seed §3 「1局の流れ」,
§5 「こいこい」と「勝負」, §6 配り札の特別ルール), the round's scoring, then the contract.
Private parts of the state live in ``hands[seat]`` and ``stock``; ``view`` is the one place that
decides who sees what.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from dataclasses import field as _field
from enum import Enum
from typing import Any

from protocol.schema import Field
from server.games.contract import (
    Action,
    ActionSchemas,
    Choice,
    CpuLevel,
    Event,
    Game,
    NotYourTurn,
    Result,
    RuleError,
    Setting,
    SettingsError,
    View,
    check_action,
    plain_copy,
)
from server.games.koikoi import ai
from server.games.koikoi.cards import DEALT_HAND_POINTS, DECK_SIZE, month_of
from server.games.koikoi.characters import (
    CHARACTER_BY_ID,
    MONTH_CHARACTERS,
    Character,
    seat_characters,
)
from server.games.koikoi.scoring import MANKAI, TRADITIONAL, full_months, score_steps
from server.games.koikoi.texts import TEXTS
from server.games.koikoi.yaku import find_yaku, total

SEATS = 2
HAND_SIZE = 8
FIELD_SIZE = 8



class Phase(str, Enum):
    """The view's ``phase``; its label is the text ``koikoi.phase.<value>``."""

    PLAY = "play"  # the player on turn plays a hand card (choosing the capture when two match)
    CHOOSE = "choose"  # the card turned from the stock has two matches: choose which to take
    DECIDE = "decide"  # a new or higher yaku: こいこい or 勝負
    ROUND_END = "round_end"  # the round's result is shown; every seat sends "next"
    MATCH_END = "match_end"  # the match is over


PLAY, CHOOSE, DECIDE, ROUND_END, MATCH_END = Phase


@dataclass
class State:
    rule: str
    rounds: int
    seed: int
    rng: random.Random
    characters: list[str]
    round_no: int = 1
    dealer: int = 0
    turn: int = 0
    phase: Phase = PLAY
    hands: list[list[int]] = _field(default_factory=lambda: [[], []])
    field: list[int] = _field(default_factory=list)
    stock: list[int] = _field(default_factory=list)  # stock[0] is the top card
    taken: list[list[int]] = _field(default_factory=lambda: [[], []])
    drawn: int | None = None  # the turned card waiting for a choice (phase CHOOSE)
    koikoi: list[int] = _field(default_factory=lambda: [0, 0])
    decided: list[int] = _field(default_factory=lambda: [0, 0])  # yaku total at last decision
    scores: list[int] = _field(default_factory=lambda: [0, 0])
    ready: list[bool] = _field(default_factory=lambda: [False, False])
    round_result: dict[str, Any] | None = None
    history: list[dict[str, Any]] = _field(default_factory=list)
    last: dict[str, Any] | None = None
    redeals: int = 0


# --------------------------------------------------------------------------------------------
# Dealing (seed §3 「配り方」, §6)
# --------------------------------------------------------------------------------------------


def matches(cards: list[int], card: int) -> list[int]:
    """The cards of ``cards`` in the same month as ``card``."""
    return [c for c in cards if month_of(c) == month_of(card)]


def four_of_a_month(cards: list[int]) -> bool:
    counts = [0] * 13
    for c in cards:
        counts[month_of(c)] += 1
    return max(counts) == 4


def is_teshi(hand: list[int]) -> bool:
    """手四: four cards of one month in the dealt hand."""
    return four_of_a_month(hand)


def is_kuttsuki(hand: list[int]) -> bool:
    """くっつき: the dealt hand is four pairs of months (every month held an even number of times)."""
    counts = [0] * 13
    for c in hand:
        counts[month_of(c)] += 1
    return len(hand) == HAND_SIZE and all(n % 2 == 0 for n in counts)


def deal(state: State) -> None:
    """Shuffle and deal from the dealer, two at a time: dealer, other player, field, four times;
    24 stay in the stock. Redeal while the field shows all four cards of a month."""
    while True:
        deck = list(range(DECK_SIZE))
        state.rng.shuffle(deck)
        first, second = state.dealer, 1 - state.dealer
        hands: list[list[int]] = [[], []]
        table: list[int] = []
        for _ in range(4):
            hands[first] += [deck.pop(), deck.pop()]
            hands[second] += [deck.pop(), deck.pop()]
            table += [deck.pop(), deck.pop()]
        if not four_of_a_month(table):
            break
        state.redeals += 1
    state.hands = [sorted(h) for h in hands]
    state.field = table
    state.stock = deck
    state.taken = [[], []]


def start_round(state: State) -> list[Event]:
    deal(state)
    state.turn = state.dealer
    state.phase = PLAY
    state.drawn = None
    state.koikoi = [0, 0]
    state.decided = [0, 0]
    state.ready = [False, False]
    state.round_result = None
    state.last = None
    events: list[Event] = [
        {
            "type": "deal",
            "round": state.round_no,
            "dealer": state.dealer,
            "field": list(state.field),
        }
    ]
    events += check_dealt_hands(state)
    return events


def check_dealt_hands(state: State) -> list[Event]:
    """手四 and くっつき score 6 and end the round; both players at once: a draw (seed §6)."""
    winners = []
    for seat in range(SEATS):
        if is_teshi(state.hands[seat]):
            winners.append((seat, "teshi"))
        elif is_kuttsuki(state.hands[seat]):
            winners.append((seat, "kuttsuki"))
    if not winners:
        return []
    revealed = [
        list(state.hands[s]) if any(w == s for w, _ in winners) else None for s in range(SEATS)
    ]
    if len(winners) == 2:
        return finish_round(state, None, "dealt_both", revealed=revealed)
    seat, reason = winners[0]
    return finish_round(state, seat, reason, revealed=revealed)


# --------------------------------------------------------------------------------------------
# A turn (seed §3 「自分の番にすること」「札の取りかた」)
# --------------------------------------------------------------------------------------------


def take(state: State, seat: int, card: int, target: int | None) -> list[int]:
    """Put ``card`` to the field: with no match it stays there; with one match, or the chosen one
    of two, both are taken; with three, all four are taken. Returns the cards taken."""
    found = matches(state.field, card)
    if not found:
        state.field.append(card)
        return []
    if len(found) == 2:
        assert target in found
        found = [target]
    for c in found:
        state.field.remove(c)
    state.taken[seat] += [card, *found]
    return [card, *found]


def turn_stock(state: State, seat: int) -> list[Event]:
    """Turn the top of the stock; when it has two matches the player chooses (phase CHOOSE)."""
    card = state.stock.pop(0)
    if len(matches(state.field, card)) == 2:
        state.drawn = card
        state.phase = CHOOSE
        return [{"type": "draw", "seat": seat, "card": card, "taken": [], "choose": True}]
    got = take(state, seat, card, None)
    assert state.last is not None
    state.last.update(drawn=card, drawn_taken=got)
    return [{"type": "draw", "seat": seat, "card": card, "taken": got, "choose": False}] + end_turn(
        state, seat
    )


def end_turn(state: State, seat: int) -> list[Event]:
    """After both cards: a new or higher yaku asks こいこい or 勝負 (on the player's last card it
    is 勝負 at once); otherwise the turn passes, and when hands are out the round ends."""
    found = find_yaku(state.taken[seat])
    points = total(found)
    if points > state.decided[seat]:
        event = {"type": "yaku", "seat": seat, "yaku": [f.text.to_wire() for f in found], "total": points}
        if not state.hands[seat]:
            return [event, {"type": "shobu", "seat": seat, "auto": True}] + finish_round(
                state, seat, "shobu"
            )
        state.phase = DECIDE
        state.turn = seat
        return [event]
    return pass_turn(state, seat)


def pass_turn(state: State, seat: int) -> list[Event]:
    other = 1 - seat
    if not state.hands[other]:
        return hands_out(state)
    state.turn = other
    state.phase = PLAY
    return []


def hands_out(state: State) -> list[Event]:
    """Hands ran out: a player who declared こいこい scores; if nobody did, the round is drawn.
    (If both declared, the higher score wins; equal scores are a draw — this game's choice.)"""
    declared = [s for s in range(SEATS) if state.koikoi[s] > 0]
    if not declared:
        return finish_round(state, None, "exhausted")
    if len(declared) == 2:
        a, b = (winner_score(state, s, "hands_out")[2] for s in range(SEATS))
        if a == b:
            return finish_round(state, None, "exhausted_even")
        declared = [0 if a > b else 1]
    return finish_round(state, declared[0], "hands_out")


# --------------------------------------------------------------------------------------------
# The round's score (seed §4, §5, §7; scoring.py)
# --------------------------------------------------------------------------------------------


def winner_score(state: State, seat: int, reason: str) -> tuple[list, list, int]:
    """(yaku, steps, points) for ``seat`` winning the round for ``reason``."""
    found = find_yaku(state.taken[seat])
    reversal = reason == "shobu" and state.koikoi[1 - seat] > 0
    steps = score_steps(
        state.rule,
        total(found),
        months=len(full_months(state.taken[seat])),
        koikoi=state.koikoi[seat],
        reversal=reversal,
    )
    return found, steps, steps[-1].value


def finish_round(
    state: State, winner: int | None, reason: str, revealed: list | None = None
) -> list[Event]:
    yaku: list[dict] = []
    steps: list[dict] = []
    points = 0
    months: list[int] = []
    if winner is not None and reason in ("teshi", "kuttsuki"):
        points = DEALT_HAND_POINTS
        label = TEXTS(f"yaku.{reason}").to_wire()
        yaku = [
            {"name": label, "points": points, "base": points, "extra": 0, "cards": revealed[winner]}
        ]
        steps = [{"label": label, "op": "=", "operand": points, "value": points}]
    elif winner is not None:
        found, calc, points = winner_score(state, winner, reason)
        yaku = [f.to_wire() for f in found]
        steps = [s.to_wire() for s in calc]
        months = full_months(state.taken[winner]) if state.rule == MANKAI else []
    if winner is not None:
        state.scores[winner] += points
    result = {
        "round": state.round_no,
        "winner": winner,
        "reason": reason,
        "text": TEXTS(f"round.{reason}").to_wire(),
        "yaku": yaku,
        "steps": steps,
        "points": points,
        "months": months,
        "koikoi": list(state.koikoi),
        "scores": list(state.scores),
        "revealed": revealed,
        "dealer": state.dealer,
    }
    state.round_result = result
    state.history.append(
        {"round": state.round_no, "winner": winner, "points": points, "scores": list(state.scores)}
    )
    state.drawn = None
    state.ready = [False, False]
    if winner is not None:
        state.dealer = winner  # the round's winner deals next; a draw keeps the dealer
    events: list[Event] = [{"type": "round_end", "result": result}]
    if state.round_no >= state.rounds:
        state.phase = MATCH_END
        events.append({"type": "match_end", "scores": list(state.scores)})
    else:
        state.phase = ROUND_END
    return events


def character_to_wire(character: Character) -> dict[str, Any]:
    """A seat's character as the view shows it: the name is a name, the introduction a text."""
    return {"id": character.id, "name": character.name, "month": character.month,
            "intro": TEXTS(f"character.{character.id}").to_wire()}


# --------------------------------------------------------------------------------------------
# Legal actions (data, as the client and the CPU read them)
# --------------------------------------------------------------------------------------------


def legal_actions(state: State, seat: int | None) -> list[Action]:
    if seat is None:
        return []
    if state.phase == ROUND_END:
        return [] if state.ready[seat] else [{"type": "next"}]
    if state.phase == MATCH_END or seat != state.turn:
        return []
    if state.phase == PLAY:
        actions: list[Action] = []
        for card in state.hands[seat]:
            found = matches(state.field, card)
            if len(found) == 2:
                actions += [{"type": "play", "card": card, "target": t} for t in found]
            else:
                actions.append({"type": "play", "card": card})
        return actions
    if state.phase == CHOOSE:
        assert state.drawn is not None
        return [{"type": "choose", "target": t} for t in matches(state.field, state.drawn)]
    if state.phase == DECIDE:
        return [{"type": "koikoi"}, {"type": "shobu"}]
    return []


CARD = Field("int", minimum=0, maximum=DECK_SIZE - 1)
ACTIONS: ActionSchemas = {
    "play": {"card": CARD, "target": Field("int", required=False, nullable=True, minimum=0,
                                           maximum=DECK_SIZE - 1)},
    "choose": {"target": CARD},
    "koikoi": {},
    "shobu": {},
    "next": {},
}
"""Every action and its fields (VIEW.md): a card is one of the 48."""


# --------------------------------------------------------------------------------------------
# The contract
# --------------------------------------------------------------------------------------------


class KoikoiGame(Game):
    id = "koikoi"
    texts = TEXTS
    state_type = State
    title = "こいこい"
    kind = "turn"
    min_seats = max_seats = default_seats = SEATS
    settings = (
        Setting(
            "rule",
            "ルール",
            "choice",
            TRADITIONAL,
            choices=(Choice(TRADITIONAL, "伝統こいこい"), Choice(MANKAI, "満開こいこい")),
            help="満開こいこいは、満開ボーナスとこいこいの倍率で点数が大きく伸びるアレンジです。",
        ),
        Setting(
            "rounds",
            "局数",
            "choice",
            12,
            choices=(Choice(3, "3局"), Choice(6, "6局"), Choice(12, "12局")),
        ),
    )
    cpu_levels = (
        CpuLevel("easy", "やさしい", ai.DEFAULT_BUDGET["easy"]),
        CpuLevel("normal", "ふつう", ai.DEFAULT_BUDGET["normal"]),
        CpuLevel("strong", "つよい", ai.DEFAULT_BUDGET["strong"]),
    )

    # -- life cycle -----------------------------------------------------------------------------

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        if seats != SEATS:
            raise SettingsError(TEXTS("seats"))
        settings = self.validate_settings(settings)
        rng = random.Random(seed)
        characters = [c.id for c in rng.sample(MONTH_CHARACTERS, SEATS)]
        state = State(settings["rule"], settings["rounds"], seed, rng, characters)
        state.dealer = rng.randrange(SEATS)
        start_round(state)
        return state

    def seat_players(self, state: State, names: list[str | None]) -> None:
        """Give each seat its character: a human's follows from their name, a CPU seat (``None``)
        gets a seeded random one other than its opponent's. The host calls this once after
        ``new`` when it knows who sits where; without it the seats keep random characters."""
        state.characters = seat_characters(names, state.seed)

    def rule_text(self, rule: str) -> dict[str, Any]:
        """The rule's name: the label of its choice in the ``rule`` setting."""
        choices = [c.value for c in self.settings[0].choices]
        return self.text(f"setting.rule.choice.{choices.index(rule)}").to_wire()

    def view(self, state: State, seat: int | None) -> View:
        yaku = []
        for s in range(SEATS):
            found = find_yaku(state.taken[s])
            yaku.append([f.to_wire() for f in found])
        return {
            "game": self.id,
            "seat": seat,
            "rule": state.rule,
            "rule_label": self.rule_text(state.rule),
            "rounds": state.rounds,
            "round": state.round_no,
            "dealer": state.dealer,
            "turn": state.turn,
            "phase": state.phase.value,
            "phase_label": TEXTS(f"phase.{state.phase.value}").to_wire(),
            "hand": list(state.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in state.hands],
            "field": list(state.field),
            "taken": [list(t) for t in state.taken],
            "stock_count": len(state.stock),
            "drawn": state.drawn,
            "yaku": yaku,
            "yaku_total": [total_of(y) for y in yaku],
            "koikoi": list(state.koikoi),
            "decided": list(state.decided),
            "scores": list(state.scores),
            "characters": [character_to_wire(CHARACTER_BY_ID[c]) for c in state.characters],
            "last": plain_copy(state.last),
            "round_result": plain_copy(state.round_result),
            "history": plain_copy(state.history),
            "ready": list(state.ready),
            "legal": legal_actions(state, seat),
        }

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        kind = check_action(action, ACTIONS)
        if seat not in range(SEATS):
            raise NotYourTurn()
        legal = legal_actions(state, seat)
        if not legal:
            raise NotYourTurn()
        if kind == "next":
            if state.phase != ROUND_END:
                raise RuleError(TEXTS("not_now_next"), rule="phase")
            return self._next(state, seat)
        if kind == "play":
            return self._play(state, seat, action["card"], action.get("target"))
        if kind == "choose":
            return self._choose(state, seat, action["target"])
        if state.phase != DECIDE:
            raise RuleError(TEXTS("no_yaku"))
        if kind == "koikoi":
            state.koikoi[seat] += 1
            state.decided[seat] = total(find_yaku(state.taken[seat]))
            return [{"type": "koikoi", "seat": seat, "count": state.koikoi[seat]}] + pass_turn(
                state, seat
            )
        return [{"type": "shobu", "seat": seat, "auto": False}] + finish_round(state, seat, "shobu")

    def _play(self, state: State, seat: int, card: int, target: int | None) -> list[Event]:
        if state.phase != PLAY:
            raise RuleError(TEXTS("not_now_play"), rule="phase")
        if card not in state.hands[seat]:
            raise RuleError(TEXTS("not_in_hand"))
        found = matches(state.field, card)
        if len(found) == 2 and target not in found:
            raise RuleError(TEXTS("choose_target"))
        if len(found) != 2 and target is not None:
            raise RuleError(TEXTS("no_choice"))
        state.hands[seat].remove(card)
        got = take(state, seat, card, target)
        state.last = {"seat": seat, "played": card, "taken": got, "drawn": None, "drawn_taken": []}
        return [{"type": "play", "seat": seat, "card": card, "taken": got}] + turn_stock(
            state, seat
        )

    def _choose(self, state: State, seat: int, target: int) -> list[Event]:
        if state.phase != CHOOSE or state.drawn is None:
            raise RuleError(TEXTS("not_now_choose"), rule="phase")
        if target not in matches(state.field, state.drawn):
            raise RuleError(TEXTS("bad_target"))
        card, state.drawn = state.drawn, None
        got = take(state, seat, card, target)
        if state.last is not None:
            state.last.update(drawn=card, drawn_taken=got)
        state.phase = PLAY
        return [{"type": "choose", "seat": seat, "card": card, "taken": got}] + end_turn(
            state, seat
        )

    def _next(self, state: State, seat: int) -> list[Event]:
        state.ready[seat] = True
        events: list[Event] = [{"type": "next", "seat": seat}]
        if all(state.ready):
            state.round_no += 1
            events += start_round(state)
        return events

    def waiting_on(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(SEATS) if legal_actions(state, s))

    def result(self, state: State) -> Result | None:
        """The higher total wins; the players' names are the table's, beside the ranks."""
        if state.phase != MATCH_END:
            return None
        a, b = state.scores
        if a == b:
            return Result((1, 1), (a, b), TEXTS("result.draw", rounds=state.rounds, points=a))
        ranks = (1, 2) if a > b else (2, 1)
        return Result(ranks, (a, b), TEXTS("result.win", rounds=state.rounds, high=max(a, b),
                                           low=min(a, b)))

    # -- CPU ------------------------------------------------------------------------------------

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        return ai.choose(view, level, rng, budget)


def total_of(yaku: list[dict]) -> int:
    return sum(y["points"] for y in yaku)
