"""Daifugō (大富豪) as a pure engine behind the game contract.

Reads top to bottom: the state, the small rule steps (deal, exchange, play, pass, going out,
falling, clearing the field, ending a hand), the view, then the contract methods.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations
from typing import Any

from protocol.schema import Field
from server.games.contract import (
    Action,
    ActionSchemas,
    CpuLevel,
    Event,
    Game,
    MalformedAction,
    NotYourTurn,
    Result,
    RuleError,
    SettingsError,
    View,
    check_action,
    plain_copy,
)
from server.games.daifugo import ai
from server.games.daifugo import cards as C
from server.games.daifugo import forms as F
from server.games.daifugo import scoring as S
from server.games.daifugo.settings import SETTINGS, deck_count, resolve
from server.games.daifugo.texts import TEXTS


class Phase(str, Enum):
    """The view's ``phase``."""

    EXCHANGE = "exchange"  # カード交換: the rich choose the cards they give back
    PLAY = "play"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


EXCHANGE, PLAY, HAND_OVER, MATCH_OVER = Phase

IN = "in"  # still holding cards in this hand
OUT = "out"  # went out (上がり)
FALLEN = "fallen"  # fell to the bottom (反則上がり or 都落ち)
LAST = "last"  # the one left holding cards when the hand ended

LOG_LIMIT = 60


@dataclass
class State:
    settings: dict[str, Any]
    players: int
    rng: random.Random
    decks: int
    hand_no: int = 0
    phase: Phase = PLAY
    hands: list[list[str]] = field(default_factory=list)
    pile: list[str] = field(default_factory=list)  # cards on the current field
    discard: list[str] = field(default_factory=list)  # cards of fields already cleared
    top: F.Play | None = None  # the play to beat
    top_seat: int | None = None  # who played it
    turn: int | None = None
    leader: int = 0  # who leads (or led) this hand
    passed: list[bool] = field(default_factory=list)
    revolution: bool = False
    eleven_back: bool = False
    lock: list[str] | None = None
    status: list[str] = field(default_factory=list)
    finish: list[int | None] = field(default_factory=list)  # this hand's rank per seat
    fall_reason: list[str | None] = field(default_factory=list)
    out_count: int = 0
    fallen_count: int = 0
    first_out: int | None = None
    hand_points: list[int] = field(default_factory=list)  # plus-minus transfers this hand
    prev_ranks: list[int] | None = None  # last hand's ranks: the titles in force
    totals: list[int] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)
    pending_gives: list[list[int]] = field(default_factory=list)  # [giver, receiver, count]
    exchanged: list[dict[str, Any]] = field(default_factory=list)  # {from, to, cards}
    ready: list[bool] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    last_hand: dict[str, Any] | None = None

    @property
    def reverse(self) -> bool:
        """The order in force: 革命 and イレブンバック each reverse it."""
        return self.revolution != self.eleven_back


# --------------------------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------------------------


def active_seats(state: State) -> list[int]:
    return [s for s in range(state.players) if state.status[s] == IN]


def next_active(state: State, seat: int) -> int | None:
    for step in range(1, state.players + 1):
        s = (seat + step) % state.players
        if state.status[s] == IN:
            return s
    return None


def _log(state: State, entry: dict[str, Any]) -> None:
    """Add an entry to the play log. An entry is written once, as its own copy, and never
    changed, so views share the entries instead of copying the whole log for every seat (and a
    view held from an earlier step still shows that step)."""
    state.log.append(plain_copy(entry))
    del state.log[:-LOG_LIMIT]


def _take(hand: list[str], cards: list[str]) -> None:
    for c in cards:
        hand.remove(c)


def previous_grand(state: State) -> int | None:
    if state.prev_ranks is None:
        return None
    return state.prev_ranks.index(1)


# --------------------------------------------------------------------------------------------
# Dealing and the card exchange
# --------------------------------------------------------------------------------------------


def start_hand(state: State) -> list[Event]:
    """Shuffle, deal every card one at a time, exchange, and hand the lead to the right seat.
    Seed: 「最下位の人は次のゲームで最初にカードを出すことが出来ます」; the first hand is led by
    whoever holds ♦3 (rules.md)."""
    n = state.players
    state.hand_no += 1
    deck = C.build_deck(state.decks, state.settings["jokers"])
    state.rng.shuffle(deck)
    if state.prev_ranks is None:
        start = state.rng.randrange(n)
    else:
        start = state.prev_ranks.index(n)
    state.hands = [[] for _ in range(n)]
    for i, c in enumerate(deck):
        state.hands[(start + i) % n].append(c)
    if state.prev_ranks is None:
        state.leader = next(s for s in range(n) if "D3#0" in state.hands[s])
    else:
        state.leader = start
    state.pile, state.discard = [], []
    state.top, state.top_seat, state.turn = None, None, None
    state.passed = [False] * n
    state.revolution = state.eleven_back = False
    state.lock = None
    state.status = [IN] * n
    state.finish = [None] * n
    state.fall_reason = [None] * n
    state.out_count = state.fallen_count = 0
    state.first_out = None
    state.hand_points = [0] * n
    state.pending_gives, state.exchanged = [], []
    state.ready = [False] * n
    state.last_hand = None
    state.log = []  # the play log shows the hand in progress
    _log(state, {"kind": "deal", "hand": state.hand_no})
    events: list[Event] = [{"type": "deal", "hand": state.hand_no, "leader": state.leader}]
    if state.settings["exchange"] and state.prev_ranks is not None:
        events += _take_tribute(state)
    if state.pending_gives:
        state.phase = EXCHANGE
    else:
        _begin_play(state)
    return events


def _take_tribute(state: State) -> list[Event]:
    """カード交換: 大貧民 gives their two strongest cards to 大富豪 and 貧民 their strongest to
    富豪, automatically; the rich then choose what to give back."""
    events: list[Event] = []
    for poor, rich, count in S.exchange_pairs(state.prev_ranks or []):
        given = C.strongest(state.hands[poor], count)
        _take(state.hands[poor], given)
        state.hands[rich].extend(given)
        state.exchanged.append({"from": poor, "to": rich, "cards": given})
        state.pending_gives.append([rich, poor, count])
        events.append({"type": "tribute", "giver": poor, "receiver": rich, "count": count})
        for seat in (poor, rich):  # private: only the two seats see the cards
            events.append({"type": "exchange_cards", "to": seat, "giver": poor,
                           "receiver": rich, "cards": list(given)})
        _log(state, {"kind": "tribute", "from": poor, "to": rich, "count": count})
    return events


def _give_back(state: State, seat: int, cards: list[str]) -> list[Event]:
    giver, receiver, count = next(g for g in state.pending_gives if g[0] == seat)
    _take(state.hands[giver], cards)
    state.hands[receiver].extend(cards)
    state.exchanged.append({"from": giver, "to": receiver, "cards": list(cards)})
    state.pending_gives = [g for g in state.pending_gives if g[0] != seat]
    _log(state, {"kind": "give", "from": giver, "to": receiver, "count": count})
    events: list[Event] = [{"type": "give", "giver": giver, "receiver": receiver, "count": count}]
    for s in (giver, receiver):  # private: only the two seats see the cards
        events.append({"type": "exchange_cards", "to": s, "giver": giver,
                       "receiver": receiver, "cards": list(cards)})
    if not state.pending_gives:
        _begin_play(state)
    return events


def _begin_play(state: State) -> None:
    state.phase = PLAY
    state.turn = state.leader


# --------------------------------------------------------------------------------------------
# Playing, passing and the field
# --------------------------------------------------------------------------------------------


def legal_plays(state: State, seat: int) -> list[F.Play]:
    return F.enumerate_plays(
        state.hands[seat],
        state.top,
        state.reverse,
        state.lock if state.settings["lock"] else None,
        state.settings["spade_three"],
        state.settings["same_count"],
    )


def check_play(state: State, seat: int, play: F.Play | None) -> F.Play:
    """Raise RuleError naming the rule the play breaks; return the play otherwise."""
    if play is None:
        raise RuleError(TEXTS("no_form"))
    top = state.top
    if top is None:
        return play
    if state.settings["spade_three"] and F.is_spade_three_return(top, play):
        return play
    same_count = state.settings["same_count"]
    if same_count and play.size != top.size:
        raise RuleError(TEXTS("follow_count", count=top.size))
    if not F.same_form(top, play, same_count):
        raise RuleError(TEXTS("follow_form", form=TEXTS(f"form.{top.seed_form.letter.lower()}")))
    if state.settings["lock"] and not F.fits_lock(state.lock, play):
        marks = "".join(C.SUIT_MARKS[s] for s in state.lock or [])
        raise RuleError(TEXTS("lock", suits=marks))
    if not F.beats(top, play, state.reverse, same_count):
        raise RuleError(TEXTS("follow_strength"))
    return play


def do_play(state: State, seat: int, play: F.Play) -> list[Event]:
    settings = state.settings
    cards = list(play.cards)
    _take(state.hands[seat], cards)
    top = state.top
    spade_three = bool(top and settings["spade_three"] and F.is_spade_three_return(top, play))
    events: list[Event] = [{"type": "play", "seat": seat, "cards": cards, "form": play.form}]
    _log(state, {"kind": "play", "seat": seat, "cards": cards})
    if top is not None and settings["lock"] and state.lock is None and not spade_three \
            and F.locks(top, play):
        state.lock = list(play.suits)
        events.append({"type": "lock", "suits": list(play.suits)})
        _log(state, {"kind": "lock", "suits": list(play.suits)})
    state.pile.extend(cards)
    state.top, state.top_seat = play, seat
    state.passed = [False] * state.players
    if settings["revolution"] and F.makes_revolution(play, settings["sequence_revolution"]):
        state.revolution = not state.revolution
        events.append({"type": "revolution", "on": state.revolution})
        _log(state, {"kind": "revolution", "on": state.revolution})
    if settings["eleven_back"] and F.makes_eleven_back(play):
        state.eleven_back = not state.eleven_back
        events.append({"type": "eleven_back", "on": state.eleven_back})
        _log(state, {"kind": "eleven_back", "on": state.eleven_back})
    if not state.hands[seat]:
        if settings["foul_finish"] and F.fouls_on_going_out(play):
            events += _fall(state, seat, "foul")
        else:
            events += _go_out(state, seat)
    if len(active_seats(state)) <= 1:
        return events + _end_hand(state)
    if spade_three or (settings["eight_cut"] and F.cuts_with_eight(play)):
        reason = "spade_three" if spade_three else "eight_cut"
        events += _clear_field(state, reason)
    else:
        state.turn = next_active(state, seat)
    return events


def do_pass(state: State, seat: int) -> list[Event]:
    state.passed[seat] = True
    events: list[Event] = [{"type": "pass", "seat": seat}]
    _log(state, {"kind": "pass", "seat": seat})
    others = [s for s in active_seats(state) if s != state.top_seat]
    if all(state.passed[s] for s in others):
        events += _clear_field(state, "all_passed")
    else:
        state.turn = next_active(state, seat)
    return events


def _clear_field(state: State, reason: str) -> list[Event]:
    """場が流れる: the field empties; the last player to play leads (or, gone out, the next
    player still holding cards after them)."""
    last = state.top_seat if state.top_seat is not None else state.leader
    state.discard.extend(state.pile)
    state.pile = []
    state.top, state.top_seat = None, None
    state.lock = None
    state.eleven_back = False
    state.passed = [False] * state.players
    state.turn = last if state.status[last] == IN else next_active(state, last)
    _log(state, {"kind": "clear", "reason": reason, "leader": state.turn})
    return [{"type": "clear", "reason": reason, "leader": state.turn}]


# --------------------------------------------------------------------------------------------
# Going out, falling, scoring a hand
# --------------------------------------------------------------------------------------------


def _go_out(state: State, seat: int) -> list[Event]:
    """上がり: rank by order of going out; receive (1) from everyone not yet out."""
    n = state.players
    state.out_count += 1
    rank = state.out_count
    state.status[seat] = OUT
    state.finish[seat] = rank
    for payer in range(n):
        if payer != seat and state.status[payer] in (IN, FALLEN):
            pay = S.going_out_payment(n, len(state.hands[payer]))
            state.hand_points[seat] += pay
            state.hand_points[payer] -= pay
    events: list[Event] = [{"type": "out", "seat": seat, "rank": rank}]
    _log(state, {"kind": "out", "seat": seat, "rank": rank})
    if state.first_out is None:
        state.first_out = seat
        grand = previous_grand(state)
        if state.settings["miyako_ochi"] and grand is not None and grand != seat \
                and state.status[grand] == IN:
            events += _fall(state, grand, "miyako_ochi")
    return events


def _fall(state: State, seat: int, reason: str) -> list[Event]:
    """転落: to the lowest place still free. A foul (反則上がり) also pays (2) to everyone who
    has not fallen; 都落ち is a normal fall and pays nothing (seed: 通常の転落では適用されません)."""
    n = state.players
    rank = n - state.fallen_count
    state.fallen_count += 1
    state.status[seat] = FALLEN
    state.finish[seat] = rank
    state.fall_reason[seat] = reason
    if reason == "foul":
        for receiver in range(n):
            if receiver != seat and state.status[receiver] != FALLEN:
                pay = S.foul_payment(n, len(state.hands[receiver]))
                state.hand_points[seat] -= pay
                state.hand_points[receiver] += pay
    _log(state, {"kind": reason, "seat": seat, "rank": rank})
    return [{"type": "fall", "seat": seat, "rank": rank, "reason": reason}]


def _end_hand(state: State) -> list[Event]:
    n = state.players
    for s in active_seats(state):
        state.status[s] = LAST
        state.finish[s] = state.out_count + 1
    ranks = [int(r or 0) for r in state.finish]
    raw = list(state.hand_points)
    points = S.no_minus(raw) if state.settings["scoring"] == "nominus" else raw
    state.totals = [t + p for t, p in zip(state.totals, points, strict=True)]
    # written once as their own copies and never changed: views share them (see _log)
    state.last_hand = plain_copy({"hand": state.hand_no, "ranks": ranks, "points": points,
                                  "titles": [S.title_for(r, n) for r in ranks],
                                  "fall": list(state.fall_reason)})
    state.history.append(plain_copy({"hand": state.hand_no, "ranks": ranks, "points": points}))
    state.prev_ranks = ranks
    state.turn = None
    state.discard.extend(state.pile)
    state.pile = []
    state.top, state.top_seat = None, None
    state.lock = None
    state.revolution = state.eleven_back = False
    state.phase = MATCH_OVER if state.hand_no >= state.settings["hands"] else HAND_OVER
    state.ready = [False] * n
    _log(state, {"kind": "hand_over", "hand": state.hand_no, "ranks": ranks, "points": points})
    return [{"type": "hand_over", "hand": state.hand_no, "ranks": list(ranks),
             "points": list(points), "totals": list(state.totals)}]


# --------------------------------------------------------------------------------------------
# Parsing actions
# --------------------------------------------------------------------------------------------


CARDS = Field("list", min_len=1, max_len=C.MAX_CARDS, items=Field("str", max_len=C.LONGEST_ID))
ACTIONS: ActionSchemas = {"play": {"cards": CARDS}, "pass": {}, "give": {"cards": CARDS}, "next": {}}
"""Every action and its fields (VIEW.md): a list of cards is no longer than every card of the
game (two decks and two jokers), each no longer than the longest card id."""


def _parse_cards(action: Action) -> list[str]:
    cards = action["cards"]
    if not all(C.is_card(c) for c in cards):
        raise MalformedAction(TEXTS("unknown_card"))
    if len(set(cards)) != len(cards):
        raise MalformedAction(TEXTS("same_card_twice"))
    return list(cards)



def _give_choices(hand: list[str], count: int) -> list[list[str]]:
    """Every way to give ``count`` cards back, one per set of faces."""
    found: dict[tuple[str, ...], list[str]] = {}
    for combo in combinations(C.sort_by_strength(hand), count):
        found.setdefault(F.card_key(combo), list(combo))
    return list(found.values())


# --------------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------------


class Daifugo(Game):
    id = "daifugo"
    texts = TEXTS
    state_type = State
    title = "大富豪"
    kind = "turn"
    min_seats = 3
    max_seats = 8
    default_seats = 4
    settings = SETTINGS
    cpu_levels = (CpuLevel("easy", "やさしい", ai.DEFAULT_BUDGET["easy"]),
                  CpuLevel("normal", "ふつう", ai.DEFAULT_BUDGET["normal"]),
                  CpuLevel("strong", "つよい", ai.DEFAULT_BUDGET["strong"]))

    # -- life cycle -------------------------------------------------------------------------

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        settings = resolve(settings)  # checked, and every house rule settled by the preset
        if not self.min_seats <= seats <= self.max_seats:
            raise SettingsError(TEXTS("seats"))
        state = State(settings=settings, players=seats, rng=random.Random(seed),
                      decks=deck_count(settings, seats), totals=[0] * seats)
        start_hand(state)
        return state

    def legal(self, state: State, seat: int | None) -> list[Action]:
        if seat is None or not 0 <= seat < state.players:
            return []
        if state.phase == PLAY and state.turn == seat:
            acts: list[Action] = [{"type": "play", "cards": list(p.cards)}
                                  for p in legal_plays(state, seat)]
            if state.top is not None:
                acts.append({"type": "pass"})
            return acts
        if state.phase == EXCHANGE:
            for giver, _receiver, count in state.pending_gives:
                if giver == seat:
                    return [{"type": "give", "cards": c}
                            for c in _give_choices(state.hands[seat], count)]
            return []
        if state.phase == HAND_OVER and not state.ready[seat]:
            return [{"type": "next"}]
        return []

    def view(self, state: State, seat: int | None) -> View:
        return {**self.shared_view(state), **self.seat_view(state, seat)}

    def shared_view(self, state: State) -> View:
        """Everything on the table, the same for every seat and spectator."""
        n = state.players
        prev = state.prev_ranks
        return {
            "game": self.id,
            "players": n,
            "phase": state.phase.value,
            "hand_no": state.hand_no,
            "hands_total": state.settings["hands"],
            "settings": dict(state.settings),
            "decks": state.decks,
            "counts": [len(h) for h in state.hands],
            "turn": state.turn,
            "leader": state.leader,
            "field": None if state.top is None else {**state.top.to_wire(), "seat": state.top_seat},
            "pile": list(state.pile),
            "played": list(state.discard) + list(state.pile),
            "passed": list(state.passed),
            "status": list(state.status),
            "finish": list(state.finish),
            "fall_reason": list(state.fall_reason),
            "titles": [S.title_for(r, n) for r in prev] if prev else [""] * n,
            "prev_ranks": list(prev) if prev else None,
            "revolution": state.revolution,
            "eleven_back": state.eleven_back,
            "reverse": state.reverse,
            "lock": list(state.lock) if state.lock else None,
            "hand_points": list(state.hand_points),
            "totals": list(state.totals),
            # the entries of these three are never changed once written (_log, _end_hand)
            "history": list(state.history),
            "last_hand": state.last_hand,
            "log": list(state.log),
            "pending_gives": [list(g) for g in state.pending_gives],
            "ready": list(state.ready),
        }

    def seat_view(self, state: State, seat: int | None) -> View:
        """A seat's own hand, its exchange and what it may do now (nothing for a spectator)."""
        me = seat if seat is not None and 0 <= seat < state.players else None
        if me is None:
            return {"seat": None, "hand": None, "exchange": [], "legal": []}
        return {
            "seat": me,
            "hand": C.sort_by_strength(state.hands[me]),
            "exchange": [{"from": e["from"], "to": e["to"], "cards": list(e["cards"])}
                         for e in state.exchanged if me in (e["from"], e["to"])],
            "legal": self.legal(state, me),
        }

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        kind = check_action(action, ACTIONS)
        handler = {"play": self._act_play, "pass": self._act_pass, "give": self._act_give,
                   "next": self._act_next}[kind]
        if not isinstance(seat, int) or not 0 <= seat < state.players:
            raise NotYourTurn()
        return handler(state, seat, action)

    def _act_play(self, state: State, seat: int, action: Action) -> list[Event]:
        cards = _parse_cards(action)
        if state.phase != PLAY or state.turn != seat:
            raise NotYourTurn()
        if any(c not in state.hands[seat] for c in cards):
            raise RuleError(TEXTS("not_in_hand"))
        play = check_play(state, seat, F.classify(cards, state.reverse))
        return do_play(state, seat, play)

    def _act_pass(self, state: State, seat: int, action: Action) -> list[Event]:
        if state.phase != PLAY or state.turn != seat:
            raise NotYourTurn()
        if state.top is None:
            raise RuleError(TEXTS("lead_must_play"))
        return do_pass(state, seat)

    def _act_give(self, state: State, seat: int, action: Action) -> list[Event]:
        cards = _parse_cards(action)
        pending = [g for g in state.pending_gives if g[0] == seat]
        if state.phase != EXCHANGE or not pending:
            raise NotYourTurn(TEXTS("not_giving"))
        count = pending[0][2]
        if len(cards) != count:
            raise RuleError(TEXTS("exchange_count", count=count))
        if any(c not in state.hands[seat] for c in cards):
            raise RuleError(TEXTS("not_in_hand"))
        return _give_back(state, seat, cards)

    def _act_next(self, state: State, seat: int, action: Action) -> list[Event]:
        if state.phase != HAND_OVER or state.ready[seat]:
            raise NotYourTurn(TEXTS("not_next"))
        state.ready[seat] = True
        events: list[Event] = [{"type": "ready", "seat": seat}]
        if all(state.ready):
            events += start_hand(state)
        return events

    def waiting_on(self, state: State) -> tuple[int, ...]:
        if state.phase == PLAY:
            # the player to move always may lead or pass: no need to enumerate every play
            return (state.turn,)
        return tuple(s for s in range(state.players) if self.legal(state, s))

    def result(self, state: State) -> Result | None:
        if state.phase != MATCH_OVER:
            return None
        return Result(S.match_ranks(state.totals), tuple(state.totals),
                      TEXTS("reason_total", hands=state.hand_no))

    # -- CPU --------------------------------------------------------------------------------

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        return ai.choose(view, level, rng, budget)

