"""CPU players for daifugō. Each sees only its own view (it cannot peek), a seeded RNG and a
thinking budget in seconds.

* easy (やさしい): mostly the weakest play it can make, now and then any legal action.
* normal (ふつう): a hand-shaping heuristic — sheds weak cards first, keeps groups whole, saves
  jokers and 2s, avoids going out on a foul (反則上がり), passes rather than waste top cards.
* strong (つよい): determinized Monte Carlo. It deals the unseen cards (deck − own hand − played
  − what it knows from the exchange) at random to the other players, exactly as many as each
  holds, then plays each candidate (the heuristic's six best plays and a pass) out to the end of
  the hand in every sampled world — the same worlds and the same random choices for every
  candidate — and keeps the one with the best average finishing place, sampling worlds until
  80% of its budget is spent. With one deck the playouts (ai_rollout.py) know suits, so they
  lead and follow sequences (階段) and respect locks (縛り), スペ3返し, 8切り, 革命,
  イレブンバック, 反則上がり and 都落ち; two-deck games use a rank-count simulator. Both play
  the seed's forms: a whole bigger group may follow three of a kind unless 「同じ枚数で出す」
  is on (the heuristic and the root candidates come from the engine's legal plays). Passing is
  always allowed in daifugō and players pass to save strong cards, so a pass is no evidence
  about a hand: the sampler does not condition on it (nor on what was not played).
"""

from __future__ import annotations

import random
import time
from typing import Any

from server.games.daifugo import ai_rollout as R
from server.games.daifugo import cards as C
from server.games.daifugo import forms as F

DEFAULT_BUDGET = {"easy": 0.05, "normal": 0.1, "strong": 0.5}
CANDIDATES = 6  # the heuristic's best plays searched (plus a pass)
SPEND = 0.8  # the share of the budget spent sampling worlds (the rest: margin for a busy host)
PRIOR_MARGIN = 0.0  # the search must beat the heuristic's favourite by this much to overrule it

Action = dict[str, Any]


def choose(view: dict[str, Any], level: str, rng: random.Random, budget: float) -> Action:
    legal = view["legal"]
    if len(legal) == 1:
        return legal[0]
    kind = legal[0]["type"]
    if kind == "give":
        return choose_give(view, legal)
    if kind != "play" and kind != "pass":
        return legal[0]
    if level == "easy":
        return choose_easy(view, legal, rng)
    if level == "normal":
        return choose_heuristic(view, legal, rng)
    return choose_search(view, legal, rng, budget)


# --------------------------------------------------------------------------------------------
# Card exchange: give back the weakest cards, preferring loose ones over broken groups
# --------------------------------------------------------------------------------------------


def choose_give(view: dict[str, Any], legal: list[Action]) -> Action:
    hand = view["hand"]
    counts: dict[int, int] = {}
    for c in hand:
        counts[C.value(c)] = counts.get(C.value(c), 0) + 1

    def cost(action: Action) -> tuple[int, int]:
        values = [C.value(c) for c in action["cards"]]
        broken = sum(1 for v in set(values) if counts[v] > values.count(v))
        return (sum(values) + 3 * broken, broken)

    return min(legal, key=cost)


# --------------------------------------------------------------------------------------------
# やさしい
# --------------------------------------------------------------------------------------------


def choose_easy(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    if rng.random() < 0.35:
        return rng.choice(legal)
    plays = [a for a in legal if a["type"] == "play"]
    return plays[0] if plays else legal[0]  # legal plays come weakest first


# --------------------------------------------------------------------------------------------
# ふつう: a heuristic on the real legal plays
# --------------------------------------------------------------------------------------------


def _strength(rank: int, reverse: bool) -> int:
    """0 (weakest) .. 13 (strongest) in the order in force; jokers alone 14."""
    if rank == C.JOKER:
        return 14
    return (C.HIGHEST - rank) if reverse else (rank - C.LOWEST)


def play_cost(view: dict[str, Any], play: F.Play) -> float:
    """Lower is better. Shed weak cards, keep groups whole, save jokers and top cards."""
    hand = view["hand"]
    reverse = view["reverse"]
    settings = view["settings"]
    left = len(hand) - play.size
    foul = settings["foul_finish"] and F.fouls_on_going_out(play)
    if left == 0:
        return -1000.0 if not foul else 1000.0
    counts: dict[int, int] = {}
    for c in hand:
        counts[C.value(c)] = counts.get(C.value(c), 0) + 1
    strength = _strength(play.rank, reverse)
    if play.form == F.SEQUENCE:
        strength = _strength(play.top if reverse is False else play.rank, reverse) - play.size
    cost = 2.0 * strength
    used: dict[int, int] = {}
    for c in play.cards:
        used[C.value(c)] = used.get(C.value(c), 0) + 1
    for v, n in used.items():
        if v != C.JOKER and counts[v] > n:
            cost += 5.0  # breaks a group
    jokers = used.get(C.JOKER, 0)
    if left > 2:
        cost += 14.0 * jokers
        if any(_strength(C.value(c), reverse) >= 12 for c in play.cards if not C.is_joker(c)):
            cost += 6.0
    if view["field"] is None:
        cost -= 3.0 * play.size
    if settings["eight_cut"] and F.cuts_with_eight(play):
        cost -= 4.0 if view["field"] is not None else -2.0
    if settings["revolution"] and F.makes_revolution(play, settings["sequence_revolution"]):
        # a revolution helps a hand of weak cards and hurts a hand of strong ones
        rest = [C.value(c) for c in hand if c not in play.cards and not C.is_joker(c)]
        avg = sum(_strength(v, reverse) for v in rest) / max(1, len(rest))
        cost += (avg - 6.0) * 3.0
    # with only foul cards (2s, jokers) and one other group left, get rid of the foul cards first
    if settings["foul_finish"]:
        rest = [c for c in hand if c not in play.cards]
        foul_left = [c for c in rest if C.is_joker(c) or C.value(c) == C.TWO]
        if foul_left and len(rest) == len(foul_left):
            cost += 30.0  # would leave only cards we cannot go out on
        if foul and left <= 2:
            cost -= 20.0
    return cost


def choose_heuristic(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    ranked = rank_plays(view, legal)
    can_pass = any(a["type"] == "pass" for a in legal)
    if not ranked:
        return {"type": "pass"}
    best_cost, best = ranked[0]
    if can_pass and should_pass(view, best_cost):
        return {"type": "pass"}
    return best


def rank_plays(view: dict[str, Any], legal: list[Action]) -> list[tuple[float, Action]]:
    reverse = view["reverse"]
    scored = []
    for a in legal:
        if a["type"] != "play":
            continue
        play = F.classify(a["cards"], reverse)
        if play is not None:
            scored.append((play_cost(view, play), a))
    scored.sort(key=lambda t: t[0])
    return scored


def should_pass(view: dict[str, Any], best_cost: float) -> bool:
    me = view["seat"]
    others_min = min((n for s, n in enumerate(view["counts"])
                      if s != me and view["status"][s] == "in"), default=99)
    if best_cost >= 500:
        return True
    return best_cost > 24 and len(view["hand"]) > 4 and others_min > 2


# --------------------------------------------------------------------------------------------
# つよい: determinized Monte Carlo (two decks: a fast rank-count simulator; one deck: ai_rollout)
# --------------------------------------------------------------------------------------------

NRANK = 13  # indices 0..12 are ranks 3..2, 13 counts the jokers
JK = 13
TWO_I = C.TWO - C.LOWEST
EIGHT_I = C.EIGHT - C.LOWEST
JACK_I = C.JACK - C.LOWEST
SEQ = -1  # a sequence on the field: the simulator treats it as unbeatable
ORDER_NORMAL = tuple(range(13))
ORDER_REVERSE = tuple(range(12, -1, -1))


def _index(cid: str) -> int:
    v = C.value(cid)
    return JK if v == C.JOKER else v - C.LOWEST


class Sim(R.FinishingOrder):
    """One determinized world, played out to the end of the hand with a fixed policy."""

    __slots__ = ("cnt", "size", "act", "field_size", "field_rank", "field_seat", "passed",
                 "rev", "eb", "top", "bottom", "rank", "first_out", "grand", "rules", "rng", "n")

    def __init__(self, n: int, rules: tuple[bool, ...], rng: random.Random) -> None:
        self.n = n
        self.rules = rules  # (foul, revolution, seq_revolution, eight_cut, eleven_back, miyako,
        #                      same_count)
        self.rng = rng

    # the policy ----------------------------------------------------------------------------

    def order(self) -> tuple[int, ...]:
        """Rank indices weakest first in the order in force."""
        return ORDER_REVERSE if self.rev != self.eb else ORDER_NORMAL

    def lead(self, p: int) -> tuple[int, int, int]:
        """(rank index, real cards, jokers) to lead."""
        c = self.cnt[p]
        foul = self.rules[0]
        normal = [i for i in self.order() if c[i] and not (foul and i == TWO_I)]
        if foul and len(normal) <= 1 and (c[TWO_I] or c[JK]):
            if c[TWO_I]:
                return (TWO_I, c[TWO_I], c[JK] if len(normal) == 0 else 0)
            return (JK, 0, 1)
        if not normal:
            if c[TWO_I]:
                return (TWO_I, c[TWO_I], c[JK])
            return (JK, 0, c[JK])
        i = normal[0]
        if len(normal) > 1 and self.rng.random() < 0.15:
            i = normal[1]
        return (i, c[i], 0)

    def follow(self, p: int) -> tuple[int, int, int] | None:
        if self.field_rank == SEQ or self.field_rank == JK:
            return None
        c = self.cnt[p]
        k = self.field_size
        fr = self.field_rank
        reverse = self.rev != self.eb
        total = self.size[p]
        rng = self.rng
        if total > 3 and rng.random() < 0.08:
            return None
        foul = self.rules[0]
        # seed (C): three or more of one rank is one form, so a whole bigger group may follow
        flexible = k >= 3 and not self.rules[6]
        breaking = None
        for i in (range(fr - 1, -1, -1) if reverse else range(fr + 1, 13)):
            if c[i]:
                if c[i] == k or (flexible and c[i] > k):
                    if foul and i == TWO_I and total == c[i]:
                        continue
                    top = (i <= 1) if reverse else (i >= 11)
                    if top and total > 5 and rng.random() < 0.5:
                        return None  # save the top cards for later
                    return (i, c[i], 0)
                if c[i] > k and breaking is None:
                    breaking = i
        if breaking is not None and rng.random() < 0.5:
            return (breaking, k, 0)
        j = c[JK]
        if j and (total <= 4 or rng.random() < 0.3):
            if k == 1 and not (foul and total == 1):
                return (JK, 0, 1)
            for i in (range(fr - 1, -1, -1) if reverse else range(fr + 1, 13)):
                if c[i] and c[i] + j >= k and c[i] < k:
                    if foul and total == k:
                        break
                    return (i, c[i], k - c[i])
        return None

    # the rules -----------------------------------------------------------------------------

    def apply(self, p: int, i: int, reals: int, jokers: int) -> int:
        """Play ``reals`` cards of rank index ``i`` plus ``jokers`` (``i == JK``: jokers
        alone), then return who moves next (-1: the hand is over)."""
        c = self.cnt[p]
        if i == JK:
            c[JK] -= jokers
        else:
            c[i] -= reals
            c[JK] -= jokers
        size = reals + jokers
        self.size[p] -= size
        return self.after_play(p, i, size, False, i == TWO_I or i == JK or jokers > 0,
                               i == EIGHT_I, i == JACK_I)

    def after_play(self, p: int, i: int, size: int, seq: bool, foul_cards: bool,
                   eight: bool, jack: bool) -> int:
        rules = self.rules
        self.field_size = size
        self.field_rank = SEQ if seq else i
        self.field_seat = p
        self.passed = 0
        if rules[1] and ((not seq and size >= 4) or (seq and rules[2] and size >= 5)):
            self.rev = not self.rev
        if rules[4] and jack:
            self.eb = not self.eb
        if self.size[p] == 0:
            self.went_out(p, rules[0] and foul_cards, rules[5])
        if sum(self.act) <= 1:
            return -1
        if rules[3] and eight:
            return self.clear()
        return self.next_active(p)

    def clear(self) -> int:
        last = self.field_seat
        self.field_rank = -2
        self.field_size = 0
        self.passed = 0
        self.eb = False
        return last if self.act[last] else self.next_active(last)

    def pass_(self, p: int) -> int:
        self.passed |= 1 << p
        for q in range(self.n):
            if self.act[q] and q != self.field_seat and not (self.passed >> q) & 1:
                return self.next_active(p)
        return self.clear()

    def run(self, p: int, limit: int = 400) -> None:
        while p >= 0 and limit:
            limit -= 1
            if self.field_size == 0:
                move = self.lead(p)
            else:
                move = self.follow(p)
            if move is None:
                p = self.pass_(p)
            else:
                p = self.apply(p, *move)
        for q in range(self.n):  # whoever is left takes the next place
            if self.act[q]:
                self.rank[q] = self.top
                self.act[q] = False
                self.top += 1


def unseen_cards(view: dict[str, Any]) -> tuple[list[int], dict[int, list[int]]]:
    """Rank indices of the cards not in my hand and not played, and those I know a seat holds
    (the cards I gave in the exchange that nobody has played since)."""
    deck = C.build_deck(view["decks"], view["settings"]["jokers"])
    gone = set(view["hand"]) | set(view["played"])
    known: dict[int, list[int]] = {}
    known_ids: set[str] = set()
    for e in view.get("exchange", []):
        if e["from"] == view["seat"]:
            for c in e["cards"]:
                if c not in gone:
                    known.setdefault(e["to"], []).append(_index(c))
                    known_ids.add(c)
    pool = [_index(c) for c in deck if c not in gone and c not in known_ids]
    return pool, known


def determinize(view: dict[str, Any], rng: random.Random, pool: list[int],
                known: dict[int, list[int]], mine: list[int]) -> list[list[int]] | None:
    """Count vectors for every seat: mine from my hand, the others dealt from the pool."""
    n = view["players"]
    me = view["seat"]
    counts = view["counts"]
    pool = pool[:]
    rng.shuffle(pool)
    hands: list[list[int]] = []
    pos = 0
    for s in range(n):
        if s == me:
            hands.append(mine[:])
            continue
        vec = [0] * 14
        sure = known.get(s, ())
        need = counts[s] - len(sure)
        if need < 0 or pos + need > len(pool):
            return None
        for i in sure:
            vec[i] += 1
        for i in pool[pos:pos + need]:
            vec[i] += 1
        pos += need
        hands.append(vec)
    return hands


def _sim_from_view(view: dict[str, Any], hands: list[list[int]], rng: random.Random) -> Sim:
    n = view["players"]
    st = view["settings"]
    sim = Sim(n, (st["foul_finish"], st["revolution"], st["sequence_revolution"],
                  st["eight_cut"], st["eleven_back"], st["miyako_ochi"], st["same_count"]), rng)
    sim.cnt = hands
    sim.size = [sum(h) for h in hands]
    sim.read_places(view)
    sim.rev = view["revolution"]
    sim.eb = view["eleven_back"]
    field = view["field"]
    if field is None:
        sim.field_size, sim.field_rank, sim.field_seat = 0, -2, -1
    else:
        sim.field_size = field["size"]
        sim.field_rank = SEQ if field["form"] == F.SEQUENCE else (
            JK if field["rank"] == C.JOKER else field["rank"] - C.LOWEST)
        sim.field_seat = field["seat"]
    sim.passed = sum(1 << s for s, p in enumerate(view["passed"]) if p)
    return sim


def _apply_root(sim: Sim, view: dict[str, Any], me: int, action: Action) -> int:
    """Apply my candidate exactly (it may be a sequence), then hand over to the simulator."""
    if action["type"] == "pass":
        return sim.pass_(me)
    play = F.classify(action["cards"], view["reverse"])
    c = sim.cnt[me]
    for cid in play.cards:
        c[_index(cid)] -= 1
    sim.size[me] -= play.size
    st = view["settings"]
    field = view["field"]
    if field is not None and st["spade_three"] and F.is_spade_three_return(F.Play.from_wire(field), play):
        sim.field_seat = me
        if sim.size[me] == 0:
            sim.act[me] = False
            sim.rank[me] = sim.top
            sim.top += 1
        return sim.clear() if sum(sim.act) > 1 else -1
    rank = JK if play.rank == C.JOKER else play.rank - C.LOWEST
    return sim.after_play(me, rank, play.size, play.form == F.SEQUENCE,
                          F.fouls_on_going_out(play), F.cuts_with_eight(play),
                          F.makes_eleven_back(play))


def candidates(view: dict[str, Any], legal: list[Action], limit: int = 6) -> list[Action]:
    ranked = [a for _, a in rank_plays(view, legal)][:limit]
    if any(a["type"] == "pass" for a in legal):
        ranked.append({"type": "pass"})
    return ranked


def unseen_card_ids(view: dict[str, Any]) -> tuple[list[str], dict[int, list[str]]]:
    """The cards not in my hand and not played, and those I know a seat holds (the cards I gave
    in the exchange that nobody has played since), as card ids."""
    gone = set(view["hand"]) | set(view["played"])
    known: dict[int, list[str]] = {}
    for e in view.get("exchange", []):
        if e["from"] == view["seat"]:
            for c in e["cards"]:
                if c not in gone:
                    known.setdefault(e["to"], []).append(c)
    sure = {c for cs in known.values() for c in cs}
    deck = C.build_deck(view["decks"], view["settings"]["jokers"])
    return [c for c in deck if c not in gone and c not in sure], known


def deal_unseen(view: dict[str, Any], rng: random.Random, pool: list[str],
                known: dict[int, list[str]]) -> list[list[str]] | None:
    """One world: every other seat gets its known cards plus a random draw from the pool, as
    many as its card count in the view (my own seat gets an empty list)."""
    pool = pool[:]
    rng.shuffle(pool)
    hands: list[list[str]] = []
    pos = 0
    for s in range(view["players"]):
        if s == view["seat"]:
            hands.append([])
            continue
        sure = known.get(s, [])
        need = view["counts"][s] - len(sure)
        if need < 0 or pos + need > len(pool):
            return None
        hands.append(sure + pool[pos:pos + need])
        pos += need
    return hands


def choose_search(view: dict[str, Any], legal: list[Action], rng: random.Random,
                  budget: float) -> Action:
    """Flat Monte Carlo with common random numbers: every candidate is played out in the same
    sampled worlds with the same random choices afterwards, so the comparison between
    candidates is not drowned by the luck of the deal. One deck: the suit-aware playout of
    ai_rollout (sequences, locks); two decks: the rank-count simulator above."""
    if view["decks"] != 1:
        return choose_search_counts(view, legal, rng, budget)
    stop = time.perf_counter() + max(0.0, budget) * SPEND
    cands = candidates(view, legal, CANDIDATES)
    if len(cands) == 1:
        return cands[0]
    pool, known = unseen_card_ids(view)
    me = view["seat"]
    n = view["players"]
    reverse = view["reverse"]
    my_m, my_jk = R.hand_masks(view["hand"])
    value = [0.0] * len(cands)
    worlds = 0
    while worlds == 0 or (time.perf_counter() < stop and worlds < 5000):
        dealt = deal_unseen(view, rng, pool, known)
        if dealt is None:
            return choose_heuristic(view, legal, rng)
        masks = [R.hand_masks(h) for h in dealt]
        masks[me] = (my_m, my_jk)
        seed = rng.getrandbits(32)
        for k, cand in enumerate(cands):
            sim = R.Playout(view, [m[:] for m, _ in masks], [j for _, j in masks],
                            random.Random(seed))
            sim.run(sim.apply_action(me, cand, reverse))
            value[k] += (n - sim.rank[me]) / (n - 1)
        worlds += 1
    return _best_candidate(cands, value, worlds)


def _best_candidate(cands: list[Action], value: list[float], worlds: int) -> Action:
    """The candidate with the best mean playout value; ties and near-ties (within PRIOR_MARGIN)
    go to the heuristic's favourite, which comes first."""
    means = [v / worlds for v in value]
    best = max(range(len(cands)), key=lambda i: (round(means[i], 3), -i))
    if means[best] - means[0] < PRIOR_MARGIN:
        return cands[0]
    return cands[best]


def choose_search_counts(view: dict[str, Any], legal: list[Action], rng: random.Random,
                  budget: float) -> Action:
    """Flat Monte Carlo with common random numbers: every candidate is played out in the same
    sampled worlds with the same random choices afterwards, so the comparison between
    candidates is not drowned by the luck of the deal."""
    stop = time.perf_counter() + max(0.0, budget) * SPEND
    cands = candidates(view, legal)
    if len(cands) == 1:
        return cands[0]
    pool, known = unseen_cards(view)
    mine = [0] * 14
    for cid in view["hand"]:
        mine[_index(cid)] += 1
    n = view["players"]
    me = view["seat"]
    value = [0.0] * len(cands)
    worlds = 0
    while worlds == 0 or (time.perf_counter() < stop and worlds < 5000):
        hands = determinize(view, rng, pool, known, mine)
        if hands is None:
            return choose_heuristic(view, legal, rng)
        seed = rng.getrandbits(32)
        for k, cand in enumerate(cands):
            sim = _sim_from_view(view, [h[:] for h in hands], random.Random(seed))
            sim.run(_apply_root(sim, view, me, cand))
            value[k] += (n - sim.rank[me]) / (n - 1)
        worlds += 1
    return _best_candidate(cands, value, worlds)
