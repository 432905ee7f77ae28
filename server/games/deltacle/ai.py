"""CPU players for Deltacle. They see exactly what a player sees: ``choose`` gets the seat's view
(board, chips, speeds, used cards, its own hand), a seeded RNG and a time budget, never the
engine state.

Levels:

* ``random``: any legal action (the benchmark's baseline; not offered at the table).
* ``easy`` (やさしい): looks only at its own move, assuming the others stand still, and often
  plays a little carelessly.
* ``normal`` (ふつう): simulates the round a few times against guessed cards for the others.
* ``strong`` (つよい): looks ahead over the others' possible card choices: it rebuilds every
  position consistent with the view (the others' hands are the cards they have not been seen to
  play; the stacks below the waiting chips are the chips not in sight), samples the others'
  choices from those hands, resolves the whole round with the real rules for each of its own
  options against the same samples, and scores the outcomes, adding a glance one round further
  (the best landing its remaining hand offers from where it ends up). It stops at the budget.

Choices in the middle of a round (refill, pentacle, chip to take, discard, restack) use small
heuristics shared by the levels.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any

from server.games.deltacle.components import (
    CARDS,
    CHARACTERS,
    CHIPS_PER_COLOR,
    COLORS,
    DIRECTIONS,
    HAND,
    PENTACLE_POINTS,
    TRACK,
)
from server.games.deltacle.rules import (
    CONTROL,
    OVER,
    RESOLVE,
    State,
    answer,
    final_result,
    legal_actions,
    pending_actions,
    reveal,
    run,
)
from server.games.deltacle.speed import enchant_shifts, speed_after

Action = dict[str, Any]

DEFAULT_BUDGET = {"random": 0.0, "easy": 0.05, "normal": 0.2, "strong": 0.5}
"""Each level's thinking time (s): the game's CPU levels (engine.py) take theirs from here."""
SAMPLES = {"easy": 1, "normal": 6, "strong": 48}  # others' choice samples per own option


# --------------------------------------------------------------------------------------------
# Evaluation
# --------------------------------------------------------------------------------------------


def faceup_potential(faceup: list[str]) -> float:
    """What a player's loose chips are worth toward a pentacle (a pair of one colour may become
    5 points; mixed chips aim at 3)."""
    if not faceup:
        return 0.0
    counts = Counter(faceup)
    if len(faceup) >= 2:
        return 3.0 if max(counts.values()) >= 2 else 2.0
    return 1.1


def reach_value(board: list[str | None], pos: int | None, faceup: list[str]) -> float:
    """Chips within a next move's reach (squares 1–8 ahead), those that fit better counted more."""
    if pos is None:
        return 0.0
    want = Counter(faceup)
    total = 0.0
    for d in range(1, 9):
        color = board[(pos + d) % TRACK.length]
        if color:
            total += 1.0 + 0.5 * want[color]
    return total


def seat_value(state: State, seat: int) -> float:
    points = sum(PENTACLE_POINTS[len(set(p))] for p in state.pentacles[seat])
    pos = state.pos[seat] if state.pos[seat] is not None else state.start_square(seat)
    return (points + faceup_potential(state.faceup[seat])
            + 0.12 * reach_value(state.board, pos, state.faceup[seat]))


def evaluate(state: State, me: int) -> float:
    """My standing against the best of the others; a finished game counts its ranks."""
    if state.phase == OVER:
        res = final_result(state)
        winners = res.ranks.count(1)
        return 100.0 / winners if res.ranks[me] == 1 else -50.0 * (res.ranks[me] - 1)
    mine = seat_value(state, me)
    others = [seat_value(state, s) for s in range(state.seats) if s != me]
    return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)


# --------------------------------------------------------------------------------------------
# Rebuilding a position from the view (what a player could hold in their head)
# --------------------------------------------------------------------------------------------


def unseen_chips(view: dict[str, Any]) -> list[str]:
    """Chips not in sight: the stacks below their waiting chips."""
    seen = Counter(c for c in view["board"] if c)
    seen.update(s["top"] for s in view["stacks"] if s["top"])
    seen.update(view["offboard"])
    for p in view["players"]:
        seen.update(p["faceup"])
        for pent in p["pentacles"]:
            seen.update(pent)
    out = []
    for c in COLORS:
        out += [c] * max(0, CHIPS_PER_COLOR - seen[c])
    return out


def possible_hand(player: dict[str, Any]) -> list[str]:
    """The cards a player may hold: those not seen among their used cards."""
    rest = list(HAND)
    for c in player["used"]:
        rest.remove(c)
    return rest


def determinize(view: dict[str, Any], rng: random.Random) -> State:
    """One full position consistent with the view."""
    seats = view["seats"]
    me = view["you"]
    players = view["players"]
    state = State(seats=seats, settings={}, chars=[p["character"] for p in players],
                  blessing=view["blessing"], rng=random.Random(0))
    state.round, state.phase = view["round"], CONTROL
    state.pos = [p["pos"] if p["pos"] is not None else p["start"] for p in players]
    state.speed = [p["speed"] for p in players]
    state.hands, state.used, state.hidden_used = [], [], []
    for p in players:
        if p["seat"] == me:
            hand = list(view["hand"])
            hidden = list(p["hidden_used"])
        else:
            pool = possible_hand(p)
            rng.shuffle(pool)
            hand, hidden = pool[: p["hand_count"]], pool[p["hand_count"]:]
        state.hands.append(hand)
        state.used.append(list(p["used"]))
        state.hidden_used.append(hidden)
    state.choices = [None] * seats
    state.played = [None] * seats
    state.active = [False] * seats
    state.move_speed = [0] * seats
    state.moved = [False] * seats
    state.board = list(view["board"])
    hidden_chips = unseen_chips(view)
    rng.shuffle(hidden_chips)
    state.stacks = []
    for s in view["stacks"]:
        below = [hidden_chips.pop() for _ in range(max(0, s["count"] - 1)) if hidden_chips]
        state.stacks.append(below + ([s["top"]] if s["top"] else []))
    state.offboard = []
    state.faceup = [list(p["faceup"]) for p in players]
    state.pentacles = [[list(x) for x in p["pentacles"]] for p in players]
    return state


def random_control(state: State, seat: int, rng: random.Random) -> Action:
    card = rng.choice(state.hands[seat])
    if CARDS[card].directional:
        return {"type": "control", "card": card, "direction": rng.choice(DIRECTIONS)}
    char = CHARACTERS[state.chars[seat]]
    if char.shifts_speed:
        return {"type": "control", "card": card, "shift": rng.choice(enchant_shifts(state.speed[seat], char))}
    return {"type": "control", "card": card}


def guess_control(state: State, seat: int, rng: random.Random) -> Action:
    """A plausible choice for another player: mostly a card that lands on a chip."""
    options = legal_actions(state, seat)
    rng.shuffle(options)
    if rng.random() < 0.35:
        return options[0]
    best, best_v = options[0], -1.0
    for a in options:
        v = landing_value(state, seat, a) + rng.random() * 0.5
        if v > best_v:
            best, best_v = a, v
    return best


def landing_value(state: State, seat: int, action: Action) -> float:
    """How good the square reached with ``action`` looks, ignoring everyone else."""
    char = CHARACTERS[state.chars[seat]]
    awaken = action["card"] == "awaken"
    sp = speed_after(state.speed[seat], char, action["card"], action.get("direction"),
                     action.get("shift", 0) if awaken else 0)
    steps = sp * (char.speed_factor if awaken else 1)
    pos = state.pos[seat] if state.pos[seat] is not None else state.start_square(seat)
    want = Counter(state.faceup[seat])
    value = 0.0
    stop = state.board[(pos + steps) % TRACK.length]
    if stop:
        value += 1.0 + 0.6 * want[stop]
    if awaken and char.collects_passed:
        value += sum(1.0 + 0.3 * want[state.board[(pos + d) % TRACK.length]]
                     for d in range(1, steps) if state.board[(pos + d) % TRACK.length])
    if awaken and char.picks_up_in_place and state.board[pos]:
        value += 1.0
    if awaken:
        value -= 0.4  # the awakening card is precious
    return value


# --------------------------------------------------------------------------------------------
# Choices in the middle of a round, on a State (used by the simulation and by the real choice)
# --------------------------------------------------------------------------------------------


def pentacle_choice(faceup: list[str], options: list[list[str]]) -> list[str]:
    def score(opt: list[str]) -> float:
        rest = list(faceup)
        for c in opt:
            rest.remove(c)
        return PENTACLE_POINTS[len(set(opt))] + faceup_potential(rest)

    return max(options, key=score)


def pending_choice(state: State, rng: random.Random, careful: bool = True) -> Action:
    p = state.pending
    assert p is not None
    seat = p["seat"]
    options = pending_actions(state)
    if not careful or len(options) == 1:
        return rng.choice(options)
    kind = p["kind"]
    if kind == "pentacle":
        return {"type": "pentacle", "colors": pentacle_choice(state.faceup[seat], [o["colors"] for o in options])}
    if kind == "steal":
        want = Counter(state.faceup[seat])
        return max(options, key=lambda o: (want[o["color"]], rng.random()))
    if kind == "discard":
        keep_awaken = [o for o in options if o["card"] != "awaken"]
        return rng.choice(keep_awaken or options)
    if kind == "refill":
        # put down the colour the others want least (counted over their loose chips)
        others = Counter(c for s in range(state.seats) if s != seat for c in state.faceup[s])
        tops = [st[-1] for st in state.stacks]
        return min(options, key=lambda o: (others[tops[o["stack"]]], rng.random()))
    return rng.choice(options)


def finish_round(state: State, rng: random.Random) -> None:
    """Resolve the rest of the round, answering choices with the heuristics."""
    guard = 0
    while state.pending is not None and state.phase == RESOLVE and guard < 200:
        action = pending_choice(state, rng)
        answer(state, state.pending["seat"], action)
        guard += 1


def simulate(base: State, me: int, mine: Action, others: dict[int, Action], rng: random.Random,
             lookahead: bool = False) -> float:
    state = base.copy()
    for seat in range(state.seats):
        state.choices[seat] = mine if seat == me else others[seat]
    reveal(state)
    run(state)
    finish_round(state, rng)
    value = evaluate(state, me)
    if state.phase == CONTROL:
        value += hand_value(state.hands[me])
        if lookahead:
            value += LOOKAHEAD_WEIGHT * next_round_value(state, me)
    return value


LOOKAHEAD_WEIGHT = 0.5
GUESS_OTHERS = True  # strong: model the others as chip-seekers rather than at random


def next_round_value(state: State, me: int) -> float:
    """One more round ahead: the best landing my remaining hand offers from where I now stand."""
    return max(landing_value(state, me, a) for a in legal_actions(state, me))


def hand_value(hand: list[str]) -> float:
    """Keeping the 覚醒 card in hand keeps options open."""
    return 0.3 if "awaken" in hand else 0.0


# --------------------------------------------------------------------------------------------
# Choosing
# --------------------------------------------------------------------------------------------


def choose_control(view: dict[str, Any], level: str, rng: random.Random, budget: float) -> Action:
    legal = view["legal"]
    me = view["you"]
    start = time.perf_counter()
    deadline = start + budget * 0.85
    if level == "easy":
        state = determinize(view, rng)
        if rng.random() < 0.3:
            return rng.choice(legal)
        return max(legal, key=lambda a: landing_value(state, me, a) + rng.random() * 0.3)
    totals = [0.0] * len(legal)
    runs = 0
    limit = SAMPLES[level]
    while runs < limit:
        state = determinize(view, rng)
        model = random_control if level == "normal" or not GUESS_OTHERS else guess_control
        others = {s: model(state, s, rng) for s in range(state.seats) if s != me}
        seed = rng.random()
        for i, a in enumerate(legal):
            totals[i] += simulate(state, me, a, others, random.Random(seed), lookahead=level == "strong")
        runs += 1
        if time.perf_counter() > deadline:
            break
    best = max(range(len(legal)), key=lambda i: (totals[i], rng.random()))
    return legal[best]


def choose_pending(view: dict[str, Any], level: str, rng: random.Random) -> Action:
    state = determinize(view, rng)
    state.phase = RESOLVE
    state.pending = dict(view["pending"])
    state.offboard = list(view["offboard"])
    me = view["you"]
    if view["pending"]["kind"] == "discard":
        state.hands[me] = list(view["hand"])
    careful = level != "random" and not (level == "easy" and rng.random() < 0.3)
    action = pending_choice(state, rng, careful=careful)
    return action if action in view["legal"] else rng.choice(view["legal"])


def choose(view: dict[str, Any], level: str, rng: random.Random, budget: float | None = None) -> Action:
    """The CPU's action for ``view`` (only called when ``view["legal"]`` is not empty)."""
    legal = view["legal"]
    if level == "random" or len(legal) == 1:
        return rng.choice(legal)
    if budget is None:
        budget = DEFAULT_BUDGET.get(level, 0.5)
    if legal[0]["type"] == "control":
        return choose_control(view, level, rng, budget)
    return choose_pending(view, level, rng)
