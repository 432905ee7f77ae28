"""CPU players for koi-koi: やさしい, ふつう, つよい (seed §8 「CPU対戦」).

``choose(view, level, rng, budget)`` sees only the view a human seat gets: its own hand, the
field, both taken piles, the stock COUNT. It cannot peek.

* やさしい: takes what looks valuable about half the time, otherwise plays at random, and
  says こいこい on a coin toss.
* ふつう: a heuristic player: values each card for the yaku it builds or denies, avoids leaving
  valuable cards for the opponent, and weighs こいこい against the opponent's threats and the
  match score.
* つよい: determinized Monte Carlo search. The unseen cards (the opponent's hand and the stock)
  are dealt at random, consistently with the view, many times; each candidate action is played
  out to the end of the round with the ふつう-like rollout policy for both sides, and the action
  with the best average outcome is chosen. The same deals are shared across candidates. An
  outcome is valued by what it does to the chance of winning the match (``utility``): points
  count for less when far ahead, a safe 勝負 is worth more when leading late, and in the last
  round only winning counts.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from server.games.koikoi.cards import (
    BLUE_RIBBONS,
    BOAR,
    BUTTERFLY,
    CARDS,
    CHAFF,
    CURTAIN,
    DEER,
    DOUBLE_AT,
    DRY_LIGHTS,
    LIGHT,
    MOON,
    RAIN_MAN,
    RED_RIBBONS,
    RIBBON,
    SAKE_CUP,
    SEED,
)
from server.games.koikoi.scoring import full_months, round_score

Action = dict[str, Any]

DEFAULT_BUDGET = {"easy": 0.05, "normal": 0.1, "strong": 0.5}
MONTH = tuple(c // 4 for c in range(48))

# --------------------------------------------------------------------------------------------
# Fast yaku total (the same rules as yaku.py, over counts; tests check they agree)
# --------------------------------------------------------------------------------------------

_KIND = tuple(c.kind for c in CARDS)
_IS_DRY_LIGHT = tuple(c in DRY_LIGHTS for c in range(48))
_IS_SEED_NOT_CUP = tuple(_KIND[c] == SEED and c != SAKE_CUP for c in range(48))
_IS_RIBBON = tuple(_KIND[c] == RIBBON for c in range(48))
_IS_CHAFF = tuple(_KIND[c] == CHAFF for c in range(48))
_IS_RED = tuple(c in RED_RIBBONS for c in range(48))
_IS_BLUE = tuple(c in BLUE_RIBBONS for c in range(48))
_INO = (BOAR, DEER, BUTTERFLY)


def fast_total(taken: list[int] | set[int]) -> int:
    """The yaku total of ``taken`` (菊に盃 counted where it scores higher)."""
    dry = seeds = ribbons = chaff = red = blue = 0
    rain = cup = curtain = moon = False
    ino = 0
    for c in taken:
        if _IS_DRY_LIGHT[c]:
            dry += 1
            if c == CURTAIN:
                curtain = True
            elif c == MOON:
                moon = True
        elif c == RAIN_MAN:
            rain = True
        elif c == SAKE_CUP:
            cup = True
        elif _IS_SEED_NOT_CUP[c]:
            seeds += 1
            if c in _INO:
                ino += 1
        elif _IS_RIBBON[c]:
            ribbons += 1
            if _IS_RED[c]:
                red += 1
            elif _IS_BLUE[c]:
                blue += 1
        elif _IS_CHAFF[c]:
            chaff += 1
    points = 0
    if dry == 4:
        points += 10 if rain else 8
    elif dry == 3:
        points += 7 if rain else 5
    if cup:
        points += 5 * (curtain + moon)
    if red == 3 and blue == 3:
        points += 10 + ribbons - 6
    elif red == 3 or blue == 3:
        points += 5 + ribbons - 3
    if ribbons >= 5:
        points += ribbons - 4
    if not cup:
        return points + _seed_chaff(seeds, ino, chaff)
    return points + max(_seed_chaff(seeds + 1, ino, chaff), _seed_chaff(seeds, ino, chaff + 1))


def _seed_chaff(seeds: int, ino: int, chaff: int) -> int:
    points = 0
    if ino == 3:
        points += 5 + seeds - 3
    if seeds >= 5:
        points += seeds - 4
    if chaff >= 10:
        points += chaff - 9
    return points


# --------------------------------------------------------------------------------------------
# Card values: what a card is worth to a side, given what both have taken
# --------------------------------------------------------------------------------------------

_STATIC = []
for _c in CARDS:
    if _c.kind == LIGHT:
        _STATIC.append(4.0 if _c.id == RAIN_MAN else 9.0)
    elif _c.id == SAKE_CUP:
        _STATIC.append(8.0)
    elif _c.kind == SEED:
        _STATIC.append(6.0 if _c.id in _INO else 3.5)
    elif _c.kind == RIBBON:
        _STATIC.append(5.0 if _c.subject in ("赤短", "青短") else 2.5)
    else:
        _STATIC.append(1.0)
STATIC = tuple(_STATIC)

_SETS = (
    (frozenset(_INO), 8.0),
    (RED_RIBBONS, 7.0),
    (BLUE_RIBBONS, 7.0),
    (frozenset({CURTAIN, SAKE_CUP}), 7.0),
    (frozenset({MOON, SAKE_CUP}), 7.0),
    (DRY_LIGHTS, 6.0),
)


_CARD_SETS = tuple(
    tuple((members, weight, len(members)) for members, weight in _SETS if c in members)
    for c in range(48)
)


def card_value(card: int, mine: set[int], theirs: set[int]) -> float:
    """How much ``card`` is worth to the side that has taken ``mine`` (its value to me plus
    the value of denying it to the side holding ``theirs``)."""
    value = STATIC[card]
    for members, weight, size in _CARD_SETS[card]:
        have_o = len(members & theirs)
        if not have_o:
            value += weight * len(members & mine) / size
        elif not members & mine:
            value += 0.6 * weight * have_o / size
    return value


# --------------------------------------------------------------------------------------------
# A small simulator of the rest of a round (the same rules as engine.py, on plain lists)
# --------------------------------------------------------------------------------------------


class Sim:
    __slots__ = ("hands", "field", "stock", "taken", "koikoi", "decided", "rule")

    def __init__(self, hands, field, stock, taken, koikoi, decided, rule):
        self.hands = hands
        self.field = field
        self.stock = stock
        self.taken = taken
        self.koikoi = koikoi
        self.decided = decided
        self.rule = rule

    def take(self, seat: int, card: int, target: int | None) -> list[int]:
        month = MONTH[card]
        found = [c for c in self.field if MONTH[c] == month]
        if not found:
            self.field.append(card)
            return []
        if len(found) == 2:
            found = [target if target is not None else found[0]]
        for c in found:
            self.field.remove(c)
        self.taken[seat] += [card, *found]
        return found

    def score(self, seat: int, reversal: bool) -> int:
        taken = self.taken[seat]
        return round_score(
            self.rule,
            fast_total(taken),
            months=len(full_months(taken)) if self.rule == "mankai" else 0,
            koikoi=self.koikoi[seat],
            reversal=reversal and self.koikoi[1 - seat] > 0,
        )


def rollout_pick(sim: Sim, seat: int, card: int, rng: random.Random) -> int:
    """Rollout policy for the choice of two field cards: the more valuable one."""
    month = MONTH[card]
    found = [c for c in sim.field if MONTH[c] == month]
    return max(found, key=lambda c: STATIC[c] + rng.random() * 0.1)


def rollout_play(sim: Sim, seat: int, rng: random.Random) -> tuple[int, int | None]:
    """Rollout policy for playing a hand card: ふつう's judgement on the simulated table (card
    values for the yaku built or denied, less what a discard leaves for the other side)."""
    mine, theirs = sim.taken[seat], sim.taken[1 - seat]
    mine_set, theirs_set = set(mine), set(theirs)
    base = fast_total(mine)
    hidden_months = {MONTH[c] for c in sim.hands[1 - seat]} | {MONTH[c] for c in sim.stock}
    best, best_value = None, -1e9
    for card in sim.hands[seat]:
        month = MONTH[card]
        found = [c for c in sim.field if MONTH[c] == month]
        if not found:
            target = None
            value = -0.5 * card_value(card, mine_set, theirs_set)
            if month in hidden_months:
                value -= 0.6 * card_value(card, theirs_set, mine_set)
        else:
            if len(found) == 2:
                target = max(found, key=lambda c: card_value(c, mine_set, theirs_set))
                got = [target]
            else:
                target, got = None, found
            value = card_value(card, mine_set, theirs_set) + sum(
                card_value(c, mine_set, theirs_set) for c in got
            )
            value += 4.0 * (fast_total(mine + [card, *got]) - base)
        value += rng.random() * 0.3
        if value > best_value:
            best, best_value = (card, target), value
    assert best is not None
    return best


def rollout_koikoi(sim: Sim, seat: int, points: int) -> bool:
    """Rollout policy for こいこい: only with a small score, cards left, and a quiet opponent."""
    if len(sim.hands[seat]) < 3 or points >= DOUBLE_AT - 2:
        return False
    return fast_total(sim.taken[1 - seat]) == 0 and sim.koikoi[1 - seat] == 0


def finish_turn(sim: Sim, seat: int, rng: random.Random) -> tuple[int | None, int] | None:
    """After a player's two cards: yaku check. Returns (winner, points) if the round ended."""
    points = fast_total(sim.taken[seat])
    if points > sim.decided[seat]:
        if not sim.hands[seat]:
            return seat, sim.score(seat, True)
        if not rollout_koikoi(sim, seat, points):
            return seat, sim.score(seat, True)
        sim.koikoi[seat] += 1
        sim.decided[seat] = points
    return None


def draw_step(sim: Sim, seat: int, rng: random.Random) -> None:
    card = sim.stock.pop()
    target = None
    month = MONTH[card]
    if sum(1 for c in sim.field if MONTH[c] == month) == 2:
        target = rollout_pick(sim, seat, card, rng)
    sim.take(seat, card, target)


def play_out(sim: Sim, seat: int, rng: random.Random) -> tuple[int | None, int]:
    """Play the round to its end from ``seat`` about to play a hand card."""
    while True:
        if not sim.hands[seat]:
            return hands_out(sim)
        card, target = rollout_play(sim, seat, rng)
        sim.hands[seat].remove(card)
        sim.take(seat, card, target)
        draw_step(sim, seat, rng)
        ended = finish_turn(sim, seat, rng)
        if ended:
            return ended
        seat = 1 - seat


def hands_out(sim: Sim) -> tuple[int | None, int]:
    declared = [s for s in (0, 1) if sim.koikoi[s]]
    if not declared:
        return None, 0
    if len(declared) == 2:
        a, b = sim.score(0, False), sim.score(1, False)
        if a == b:
            return None, 0
        return (0, a) if a > b else (1, b)
    return declared[0], sim.score(declared[0], False)


# --------------------------------------------------------------------------------------------
# Reading the view
# --------------------------------------------------------------------------------------------


def unseen_cards(view: dict) -> list[int]:
    """Cards this seat cannot see: the opponent's hand and the stock, in some order."""
    known = set(view["hand"]) | set(view["field"]) | set(view["taken"][0]) | set(view["taken"][1])
    if view.get("drawn") is not None:
        known.add(view["drawn"])
    return [c for c in range(48) if c not in known]


def sample_sim(view: dict, rng: random.Random) -> Sim:
    """One deal of the unseen cards consistent with the view (stock top is the list's end)."""
    me = view["seat"]
    hidden = unseen_cards(view)
    rng.shuffle(hidden)
    n_opp = view["hand_counts"][1 - me]
    hands: list[list[int]] = [[], []]
    hands[me] = list(view["hand"])
    hands[1 - me] = hidden[:n_opp]
    stock = hidden[n_opp:]
    return Sim(
        hands,
        list(view["field"]),
        stock,
        [list(view["taken"][0]), list(view["taken"][1])],
        list(view["koikoi"]),
        list(view["decided"]),
        view["rule"],
    )


# The spread (standard deviation) of one round's point difference between two ふつう players,
# measured over 3,500 rounds of each rule set; it sets how much a lead is worth with rounds left.
ROUND_SPREAD = {"traditional": 8.0, "mankai": 14.0}


def utility(view: dict, winner: int | None, points: int) -> float:
    """The value of a round's outcome to this seat: how much it moves the chance of winning the
    MATCH (P(win) - P(lose), in [-1, 1]). With rounds still to come, the rest of the match is
    modelled as a normal spread of ``ROUND_SPREAD`` per round around the current margin, so a
    point matters less when far ahead or far behind; in the last round only the result counts."""
    me = view["seat"]
    diff = 0 if winner is None else (points if winner == me else -points)
    margin = view["scores"][me] - view["scores"][1 - me] + diff
    left = view["rounds"] - view["round"]
    if left <= 0:
        return 1.0 if margin > 0 else -1.0 if margin < 0 else 0.0
    spread = ROUND_SPREAD.get(view["rule"], 8.0) * math.sqrt(2 * left)
    return math.erf(margin / spread)


# --------------------------------------------------------------------------------------------
# The levels
# --------------------------------------------------------------------------------------------


def choose(view: dict, level: str, rng: random.Random, budget: float | None = None) -> Action:
    legal = view["legal"]
    if len(legal) == 1:
        return dict(legal[0])
    if budget is None:
        budget = DEFAULT_BUDGET.get(level, 0.1)
    chooser = {"easy": choose_easy, "normal": choose_normal, "strong": choose_strong}.get(
        level, choose_random
    )
    return dict(chooser(view, rng, budget))


def choose_random(view: dict, rng: random.Random, budget: float) -> Action:
    return rng.choice(view["legal"])


def choose_easy(view: dict, rng: random.Random, budget: float) -> Action:
    legal = view["legal"]
    if view["phase"] == "decide":
        return {"type": "koikoi"} if rng.random() < 0.5 else {"type": "shobu"}
    if rng.random() < 0.5:
        return rng.choice(legal)
    return max(legal, key=lambda a: _greedy_gain(view, a, dynamic=False) + rng.random() * 0.1)


def _captured(view: dict, action: Action) -> list[int]:
    """The field cards ``action`` would take (the played/drawn card itself not included)."""
    card = action.get("card", view.get("drawn"))
    if action.get("target") is not None:
        return [action["target"]]
    month = MONTH[card]
    return [c for c in view["field"] if MONTH[c] == month]


def _greedy_gain(view: dict, action: Action, dynamic: bool = True) -> float:
    me = view["seat"]
    mine, theirs = set(view["taken"][me]), set(view["taken"][1 - me])
    value = (lambda c: card_value(c, mine, theirs)) if dynamic else (lambda c: STATIC[c])
    got = _captured(view, action)
    if action["type"] == "choose":
        return value(action["target"])
    card = action["card"]
    if not got:
        return -0.5 * value(card)
    return value(card) + sum(value(c) for c in got)


def choose_normal(view: dict, rng: random.Random, budget: float) -> Action:
    legal = view["legal"]
    if view["phase"] == "decide":
        return {"type": "koikoi"} if normal_koikoi(view) else {"type": "shobu"}
    if view["phase"] == "choose":
        return max(legal, key=lambda a: _greedy_gain(view, a))
    return max(legal, key=lambda a: normal_play_score(view, a) + rng.random() * 0.01)


def normal_play_score(view: dict, action: Action) -> float:
    """ふつう's judgement of playing a hand card: the cards and yaku it takes, less what it leaves
    on the field for the opponent."""
    me = view["seat"]
    mine, theirs = set(view["taken"][me]), set(view["taken"][1 - me])
    card = action["card"]
    got = _captured(view, action)
    value = _greedy_gain(view, action)
    if got:
        value += 4.0 * (fast_total(mine | {card, *got}) - fast_total(mine))
    elif any(MONTH[c] == MONTH[card] for c in unseen_cards(view)):
        # The card stays on the field: the opponent may take it with an unseen card.
        value -= 0.6 * card_value(card, theirs, mine)
    return value


def normal_koikoi(view: dict) -> bool:
    """ふつう's こいこい: with cards to spare, a modest score, and no threat from the opponent;
    in the last round, whatever the match score needs."""
    me = view["seat"]
    mine = view["yaku_total"][me]
    opp_taken = set(view["taken"][1 - me])
    hand_left = len(view["hand"])
    if view["round"] >= view["rounds"]:
        now = round_score(
            view["rule"], mine, koikoi=view["koikoi"][me], reversal=view["koikoi"][1 - me] > 0
        )
        lead = view["scores"][me] - view["scores"][1 - me]
        if lead + now > 0:
            return False
        return hand_left >= 1
    if hand_left < 3 or mine >= DOUBLE_AT - 1:
        return False
    if view["yaku_total"][1 - me] > 0 or view["koikoi"][1 - me]:
        return False
    threat = _threat(opp_taken)
    return threat < 0.5 and hand_left >= 4


def _threat(taken: set[int]) -> float:
    """How close the other side is to a yaku: the largest fraction of a set already taken."""
    worst = 0.0
    for members, _weight in _SETS:
        have = len(members & taken)
        need = 3 if members is DRY_LIGHTS else len(members)
        worst = max(worst, have / need)
    seeds = sum(1 for c in taken if _KIND[c] == SEED)
    ribbons = sum(1 for c in taken if _KIND[c] == RIBBON)
    chaff = sum(1 for c in taken if _KIND[c] == CHAFF)
    return max(worst, seeds / 5, ribbons / 5, chaff / 10) - 0.01


STRONG = {
    "top": 3,  # hand cards searched: ふつう's best few
    "z_play": 1.0,  # a card replaces ふつう's choice only when this many standard errors better
    "z_decide": 0.0,  # こいこい/勝負 and which field card: the better mean wins
    "min_deals": 48,  # deals before the search may stop early
    "max_deals": 160,  # deals at most; the time budget may stop it sooner
    "batch": 16,
    "z_dead": 2.5,  # an alternative this many standard errors worse is out of the running
}


def choose_strong(view: dict, rng: random.Random, budget: float) -> Action:
    """Determinized Monte Carlo over the unseen cards (see the module docstring).

    Hand cards are first ranked by ふつう's judgement and only the best few are searched. Every
    candidate is played out on the same deals, and a candidate replaces the judged-best one only
    when its paired advantage is clear (``z`` standard errors), so noise never decides. The search
    stops once every alternative is clearly worse than the judged-best one, or after
    ``max_deals`` deals, so its strength does not depend on how fast the machine is; the time
    budget only caps it.
    """
    legal = view["legal"]
    phase = view["phase"]
    if phase not in ("play", "choose", "decide"):
        return legal[0]
    deadline = time.perf_counter() + max(0.0, budget) * 0.8
    me = view["seat"]
    if phase == "play":
        legal = sorted(legal, key=lambda a: -normal_play_score(view, a))[: STRONG["top"]]
    elif phase == "choose":
        legal = sorted(legal, key=lambda a: -_greedy_gain(view, a))
    else:
        legal = sorted(
            legal, key=lambda a: a["type"] != ("koikoi" if normal_koikoi(view) else "shobu")
        )
    n = len(legal)
    sums, squares = [0.0] * n, [0.0] * n  # paired differences against legal[0]
    deals = 0
    while deals < STRONG["max_deals"]:
        base = sample_sim(view, rng)
        seed = rng.random()
        values = [
            utility(view, *_run(_clone(base), me, phase, action, view, random.Random(seed)))
            for action in legal
        ]
        for i in range(1, n):
            d = values[i] - values[0]
            sums[i] += d
            squares[i] += d * d
        deals += 1
        if time.perf_counter() >= deadline:
            break
        if deals >= STRONG["min_deals"] and deals % STRONG["batch"] == 0:
            if all(
                _lower_upper(sums[i], squares[i], deals, STRONG["z_dead"])[1] < 0
                for i in range(1, n)
            ):
                break
    z = STRONG["z_play"] if phase == "play" else STRONG["z_decide"]
    best, best_score = 0, 0.0
    for i in range(1, n):
        score = _lower_upper(sums[i], squares[i], deals, z)[0]
        if score > best_score:
            best, best_score = i, score
    return legal[best]


def _lower_upper(total: float, squares: float, n: int, z: float) -> tuple[float, float]:
    """The mean of ``n`` paired differences less and plus ``z`` standard errors."""
    mean = total / n
    error = z * (max(squares / n - mean * mean, 1e-12) / n) ** 0.5
    return mean - error, mean + error


def _clone(sim: Sim) -> Sim:
    return Sim(
        [list(sim.hands[0]), list(sim.hands[1])],
        list(sim.field),
        list(sim.stock),
        [list(sim.taken[0]), list(sim.taken[1])],
        list(sim.koikoi),
        list(sim.decided),
        sim.rule,
    )


def _run(sim: Sim, me: int, phase: str, action: Action, view: dict, rng: random.Random):
    if phase == "decide":
        if action["type"] == "shobu":
            return me, sim.score(me, True)
        sim.koikoi[me] += 1
        sim.decided[me] = fast_total(sim.taken[me])
        return play_out(sim, 1 - me, rng) if sim.hands[1 - me] else hands_out(sim)
    if phase == "choose":
        sim.take(me, view["drawn"], action["target"])
    else:
        sim.hands[me].remove(action["card"])
        sim.take(me, action["card"], action.get("target"))
        draw_step(sim, me, rng)
    ended = finish_turn(sim, me, rng)
    if ended:
        return ended
    if not sim.hands[1 - me]:
        return hands_out(sim)
    return play_out(sim, 1 - me, rng)
