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
from typing import Any

from server.games.contract import (
    Action,
    Choice,
    CpuLevel,
    Event,
    Game,
    MalformedAction,
    NotYourTurn,
    Result,
    RuleError,
    Setting,
    SettingsError,
    View,
    rng_from_data,
    rng_state_to_data,
)
from server.games.koikoi import ai
from server.games.koikoi.cards import DEALT_HAND_POINTS, DECK_SIZE, month_of
from server.games.koikoi.characters import CHARACTER_BY_ID, MONTH_CHARACTERS, seat_characters
from server.games.koikoi.scoring import MANKAI, TRADITIONAL, full_months, score_steps
from server.games.koikoi.yaku import find_yaku, total

SEATS = 2
HAND_SIZE = 8
FIELD_SIZE = 8

# Phases (the view's "phase").
PLAY = "play"  # the player on turn plays a hand card (choosing the capture when two match)
CHOOSE = "choose"  # the card turned from the stock has two matches: choose which to take
DECIDE = "decide"  # a new or higher yaku: こいこい or 勝負
ROUND_END = "round_end"  # the round's result is shown; every seat sends "next"
MATCH_END = "match_end"  # the match is over

RULE_LABELS = {TRADITIONAL: "伝統こいこい", MANKAI: "満開こいこい"}
PHASE_LABELS = {
    PLAY: "手札を出す",
    CHOOSE: "めくった札で取る札を選ぶ",
    DECIDE: "こいこいか勝負か",
    ROUND_END: "局の結果",
    MATCH_END: "対戦終了",
}


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
    phase: str = PLAY
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
        event = {"type": "yaku", "seat": seat, "yaku": [f.name for f in found], "total": points}
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


REASON_TEXT = {
    "shobu": "{name}の勝負",
    "hands_out": "手札が尽きて、こいこいを宣言した{name}の得点",
    "exhausted": "手札が尽きて、流れ（引き分け）",
    "exhausted_even": "手札が尽きて、両者こいこいで同点のため流れ",
    "teshi": "{name}の手四（てし）",
    "kuttsuki": "{name}のくっつき",
    "dealt_both": "両者に手四・くっつきがあり、流れ（引き分け）",
}


def finish_round(
    state: State, winner: int | None, reason: str, revealed: list | None = None
) -> list[Event]:
    yaku: list[dict] = []
    steps: list[dict] = []
    points = 0
    months: list[int] = []
    if winner is not None and reason in ("teshi", "kuttsuki"):
        points = DEALT_HAND_POINTS
        label = "手四" if reason == "teshi" else "くっつき"
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
    name = character_name(state, winner) if winner is not None else ""
    result = {
        "round": state.round_no,
        "winner": winner,
        "reason": reason,
        "text": REASON_TEXT[reason].format(name=name),
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


def character_name(state: State, seat: int) -> str:
    return CHARACTER_BY_ID[state.characters[seat]].name


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


FIELDS = {"play": {"card"}, "choose": {"target"}, "koikoi": set(), "shobu": set(), "next": set()}
OPTIONAL = {"play": {"target"}}


def check_shape(action: Any) -> str:
    """MalformedAction unless ``action`` is a well-formed koi-koi action; returns its type."""
    if not isinstance(action, dict):
        raise MalformedAction("操作の形式が正しくありません。")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise MalformedAction("知らない種類の操作です。")
    keys = set(action) - {"type"}
    required, optional = FIELDS[kind], OPTIONAL.get(kind, set())
    if not required <= keys or not keys <= required | optional:
        raise MalformedAction("操作に必要な項目がそろっていません。")
    for key in keys:
        value = action[key]
        if key == "target" and kind == "play" and value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < DECK_SIZE:
            raise MalformedAction("札の指定が正しくありません。")
    return kind


# --------------------------------------------------------------------------------------------
# The contract
# --------------------------------------------------------------------------------------------


class KoikoiGame(Game):
    id = "koikoi"
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
            raise SettingsError("こいこいは2人で遊びます。")
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

    def view(self, state: State, seat: int | None) -> View:
        result = state.round_result
        yaku = []
        for s in range(SEATS):
            found = find_yaku(state.taken[s])
            yaku.append([f.to_wire() for f in found])
        return {
            "game": self.id,
            "seat": seat,
            "rule": state.rule,
            "rule_label": RULE_LABELS[state.rule],
            "rounds": state.rounds,
            "round": state.round_no,
            "dealer": state.dealer,
            "turn": state.turn,
            "phase": state.phase,
            "phase_label": PHASE_LABELS[state.phase],
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
            "characters": [CHARACTER_BY_ID[c].to_wire() for c in state.characters],
            "last": dict(state.last) if state.last else None,
            "round_result": _copy(result) if result else None,
            "history": [_copy(h) for h in state.history],
            "ready": list(state.ready),
            "legal": legal_actions(state, seat),
        }

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        kind = check_shape(action)
        if seat not in range(SEATS):
            raise NotYourTurn()
        legal = legal_actions(state, seat)
        if not legal:
            raise NotYourTurn()
        if kind == "next":
            if state.phase != ROUND_END:
                raise RuleError("いまは次の局へ進めません。", rule="phase")
            return self._next(state, seat)
        if kind == "play":
            return self._play(state, seat, action["card"], action.get("target"))
        if kind == "choose":
            return self._choose(state, seat, action["target"])
        if state.phase != DECIDE:
            raise RuleError("役ができたときだけ、こいこいか勝負を選べます。", rule="no_yaku")
        if kind == "koikoi":
            state.koikoi[seat] += 1
            state.decided[seat] = total(find_yaku(state.taken[seat]))
            return [{"type": "koikoi", "seat": seat, "count": state.koikoi[seat]}] + pass_turn(
                state, seat
            )
        return [{"type": "shobu", "seat": seat, "auto": False}] + finish_round(state, seat, "shobu")

    def _play(self, state: State, seat: int, card: int, target: int | None) -> list[Event]:
        if state.phase != PLAY:
            raise RuleError("いまは手札を出せません。", rule="phase")
        if card not in state.hands[seat]:
            raise RuleError("その札は手札にありません。", rule="not_in_hand")
        found = matches(state.field, card)
        if len(found) == 2 and target not in found:
            raise RuleError(
                "場に同じ月の札が2枚あります。取る札を選んでください。", rule="choose_target"
            )
        if len(found) != 2 and target is not None:
            raise RuleError("取る札を選ぶ必要はありません。", rule="no_choice")
        state.hands[seat].remove(card)
        got = take(state, seat, card, target)
        state.last = {"seat": seat, "played": card, "taken": got, "drawn": None, "drawn_taken": []}
        return [{"type": "play", "seat": seat, "card": card, "taken": got}] + turn_stock(
            state, seat
        )

    def _choose(self, state: State, seat: int, target: int) -> list[Event]:
        if state.phase != CHOOSE or state.drawn is None:
            raise RuleError("いまは取る札を選ぶ場面ではありません。", rule="phase")
        if target not in matches(state.field, state.drawn):
            raise RuleError("めくった札と同じ月の場の札を選んでください。", rule="bad_target")
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
        if state.phase != MATCH_END:
            return None
        a, b = state.scores
        ranks = (1, 1) if a == b else ((1, 2) if a > b else (2, 1))
        if a == b:
            reason = f"{a}点対{b}点で引き分け"
        else:
            win = 0 if a > b else 1
            reason = f"{character_name(state, win)}の勝ち（{max(a, b)}点対{min(a, b)}点）"
        return Result(ranks, (a, b), reason)

    # -- persistence ----------------------------------------------------------------------------

    def dump(self, state: State) -> dict[str, Any]:
        return {
            "rule": state.rule,
            "rounds": state.rounds,
            "seed": state.seed,
            "rng": rng_state_to_data(state.rng),
            "characters": list(state.characters),
            "round_no": state.round_no,
            "dealer": state.dealer,
            "turn": state.turn,
            "phase": state.phase,
            "hands": [list(h) for h in state.hands],
            "field": list(state.field),
            "stock": list(state.stock),
            "taken": [list(t) for t in state.taken],
            "drawn": state.drawn,
            "koikoi": list(state.koikoi),
            "decided": list(state.decided),
            "scores": list(state.scores),
            "ready": list(state.ready),
            "round_result": _copy(state.round_result),
            "history": _copy(state.history),
            "last": _copy(state.last),
            "redeals": state.redeals,
        }

    def load(self, data: dict[str, Any]) -> State:
        data = _copy(data)
        rng = rng_from_data(data.pop("rng"))
        return State(rng=rng, **data)

    # -- CPU ------------------------------------------------------------------------------------

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        return ai.choose(view, level, rng, budget)


def total_of(yaku: list[dict]) -> int:
    return sum(y["points"] for y in yaku)


def _copy(value: Any) -> Any:
    """A deep copy of plain data (dict/list/scalars), so views and dumps share nothing."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy(v) for v in value]
    return value
