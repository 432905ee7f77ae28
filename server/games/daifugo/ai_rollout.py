"""A fast, suit-aware playout of the rest of a daifugō hand for the つよい CPU.

One determinized world (every seat's cards known) is played to the end of the hand with a
fixed, slightly randomized policy. Cards are held as one suit bitmask per rank (one deck:
each face at most once) plus a joker count, so a playout costs a fraction of a millisecond
while still following the rules that shape a hand: the seed's forms (a bigger group may follow
three of a kind unless 「同じ枚数で出す」 is on), sequences (階段) led and followed,
locks (縛り), 8切り, 革命 (sets of four, optionally sequences of five), イレブンバック,
スペ3返し, 反則上がり and 都落ち. Two-deck games use the simpler rank-count simulator in ai.py.
"""

from __future__ import annotations

import random
from typing import Any

from server.games.daifugo import cards as C
from server.games.daifugo import forms as F

JK = 13  # rank index of jokers played alone
TWO = C.TWO - C.LOWEST
EIGHT = C.EIGHT - C.LOWEST
JACK = C.JACK - C.LOWEST
SUIT_BIT = {"S": 1, "H": 2, "D": 4, "C": 8}
SPADE = SUIT_BIT["S"]
POP = [bin(m).count("1") for m in range(16)]
LOW_BITS = [[0] * 5 for _ in range(16)]  # LOW_BITS[mask][k]: the k lowest bits of mask
for _m in range(16):
    for _k in range(5):
        _bits = [b for b in (1, 2, 4, 8) if _m & b][:_k]
        LOW_BITS[_m][_k] = sum(_bits) if len(_bits) == _k else -1
NORMAL = tuple(range(13))
REVERSE = tuple(range(12, -1, -1))
NONE, GROUP, SEQ = 0, 1, 2  # field forms: empty, one card or a set, a sequence


def card_rank(cid: str) -> int:
    v = C.value(cid)
    return JK if v == C.JOKER else v - C.LOWEST


def stronger(a: int, b: int, reverse: bool) -> bool:
    if a == JK or b == JK:
        return a == JK and b != JK
    return a < b if reverse else a > b


class FinishingOrder:
    """Who is still in, and the places taken, shared by both playout simulators: the rank-count
    ``ai.Sim`` and the suit-aware ``Playout``. Subclasses hold ``n``, ``act``, ``rank``, ``top``,
    ``bottom``, ``first_out`` and ``grand`` (last hand's 大富豪, or -1)."""

    __slots__ = ()
    n: int
    act: list[bool]
    rank: list[int]
    top: int
    bottom: int
    first_out: int
    grand: int

    def next_active(self, p: int) -> int:
        n = self.n
        act = self.act
        for step in range(1, n + 1):
            q = (p + step) % n
            if act[q]:
                return q
        return -1

    def fall(self, p: int) -> None:
        """Seat ``p`` drops to the lowest free place (a foul finish, or 都落ち)."""
        self.act[p] = False
        self.rank[p] = self.bottom
        self.bottom -= 1

    def went_out(self, p: int, foul: bool, miyako: bool) -> None:
        """Seat ``p`` has no cards left. A foul finish falls to the bottom; otherwise ``p`` takes
        the next place from the top, and the first out topples last hand's 大富豪 (都落ち)."""
        if foul:
            self.fall(p)
            return
        self.act[p] = False
        self.rank[p] = self.top
        self.top += 1
        if self.first_out < 0:
            self.first_out = p
            g = self.grand
            if miyako and g >= 0 and g != p and self.act[g]:
                self.fall(g)

    def read_places(self, view: dict[str, Any]) -> None:
        """Who is still in, the places already taken and last hand's 大富豪, from the view
        (``n`` must be set)."""
        status, finish = view["status"], view["finish"]
        self.act = [s == "in" for s in status]
        self.rank = [r if r else 0 for r in finish]
        self.top = 1 + sum(1 for s in status if s == "out")
        self.bottom = self.n - sum(1 for s in status if s == "fallen")
        self.first_out = next(
            (s for s in range(self.n) if finish[s] == 1 and status[s] == "out"), -1
        )
        prev = view.get("prev_ranks")
        self.grand = prev.index(1) if prev else -1


class Playout(FinishingOrder):
    """The rest of one hand in one determinized world."""

    __slots__ = ("n", "m", "jk", "size", "act", "rank", "top", "bottom", "first_out", "grand",
                 "rev", "eb", "form", "fsize", "frank", "fsuits", "fjok", "lock", "fseat",
                 "passed", "foul", "revo", "seqrevo", "eight", "eleven", "miyako", "lockrule",
                 "spade3", "same_count", "rng", "trace")

    def __init__(self, view: dict[str, Any], m: list[list[int]], jk: list[int],
                 rng: random.Random) -> None:
        n = view["players"]
        st = view["settings"]
        self.n = n
        self.m = m
        self.jk = jk
        self.size = [sum(POP[x] for x in m[p]) + jk[p] for p in range(n)]
        self.read_places(view)
        self.rev = bool(view["revolution"])
        self.eb = bool(view["eleven_back"])
        self.foul = st["foul_finish"]
        self.revo = st["revolution"]
        self.seqrevo = st["sequence_revolution"]
        self.eight = st["eight_cut"]
        self.eleven = st["eleven_back"]
        self.miyako = st["miyako_ochi"]
        self.lockrule = st["lock"]
        self.spade3 = st["spade_three"]
        self.same_count = st["same_count"]
        self.rng = rng
        self.trace: list[tuple[int, list[tuple[int, int]], int]] | None = None  # for tests
        field = view["field"]
        if field is None:
            self.form, self.fsize, self.frank, self.fsuits, self.fjok, self.fseat = \
                NONE, 0, -1, 0, 0, -1
        else:
            self.form = SEQ if field["form"] == F.SEQUENCE else GROUP
            self.fsize = field["size"]
            self.frank = JK if field["rank"] == C.JOKER else field["rank"] - C.LOWEST
            self.fsuits = sum(SUIT_BIT[s] for s in set(field["suits"]))
            self.fjok = field["jokers"]
            self.fseat = field["seat"]
        self.lock = sum(SUIT_BIT[s] for s in set(view["lock"] or [])) if self.lockrule else 0
        self.passed = sum(1 << s for s, p in enumerate(view["passed"]) if p)

    # -- the rules ---------------------------------------------------------------------------

    def clear(self) -> int:
        last = self.fseat
        self.form = NONE
        self.fsize = 0
        self.lock = 0
        self.passed = 0
        self.eb = False
        return last if self.act[last] else self.next_active(last)

    def pass_(self, p: int) -> int:
        if self.trace is not None:
            self.trace.append((p, [], 0))
        self.passed |= 1 << p
        passed = self.passed
        for q in range(self.n):
            if self.act[q] and q != self.fseat and not (passed >> q) & 1:
                return self.next_active(p)
        return self.clear()

    def play(self, p: int, form: int, rank: int, size: int, suits: int, jokers: int,
             removed: list[tuple[int, int]], has_two: bool, has_eight: bool,
             has_jack: bool, spade_three: bool = False) -> int:
        """Put a play on the field (``removed``: (rank, suit mask) taken from the hand) and
        return who moves next (-1: the hand is over)."""
        if self.trace is not None:
            self.trace.append((p, removed, jokers))
        m = self.m[p]
        for r, bits in removed:
            m[r] &= ~bits
        self.jk[p] -= jokers
        self.size[p] -= size
        if self.lockrule and self.form != NONE and not self.lock and not spade_three \
                and self.fjok == 0 and jokers == 0 and self.fsuits == suits:
            self.lock = suits
        self.form, self.frank, self.fsize, self.fsuits, self.fjok, self.fseat = \
            form, rank, size, suits, jokers, p
        self.passed = 0
        if self.revo and ((form == GROUP and size >= 4) or
                          (form == SEQ and self.seqrevo and size >= 5)):
            self.rev = not self.rev
        if self.eleven and has_jack:
            self.eb = not self.eb
        if self.size[p] == 0:
            self.went_out(p, self.foul and bool(has_two or jokers), self.miyako)
        if sum(self.act) <= 1:
            return -1
        if spade_three or (self.eight and has_eight):
            return self.clear()
        return self.next_active(p)

    # -- the policy --------------------------------------------------------------------------

    def runs(self, p: int, reverse: bool) -> list[tuple[int, int, int]]:
        """Maximal same-suit runs of three or more real cards: (start, length, suit bit)."""
        m = self.m[p]
        out = []
        for bit in (1, 2, 4, 8):
            start = -1
            for r in range(14):
                if r < 13 and m[r] & bit:
                    if start < 0:
                        start = r
                elif start >= 0:
                    if r - start >= 3:
                        out.append((start, r - start, bit))
                    start = -1
        return out

    def lead(self, p: int) -> int:
        m = self.m[p]
        jk = self.jk[p]
        reverse = self.rev != self.eb
        order = REVERSE if reverse else NORMAL
        foul = self.foul
        normal = [r for r in order if m[r] and not (foul and r == TWO)]
        if not normal:  # only foul cards (2s and jokers) or only jokers left
            if m[TWO]:
                bits = m[TWO]
                return self.play(p, GROUP, TWO, POP[bits] + jk, bits, jk, [(TWO, bits)],
                                 True, False, False)
            return self.play(p, GROUP, JK, jk, 0, jk, [], False, False, False)
        if foul and len(normal) == 1 and (m[TWO] or jk):
            if m[TWO]:  # get rid of the 2s (and the jokers with them) before the last group
                bits = m[TWO]
                return self.play(p, GROUP, TWO, POP[bits], bits, 0, [(TWO, bits)],
                                 True, False, False)
            return self.play(p, GROUP, JK, 1, 0, 1, [], False, False, False)
        weakest = normal[0]
        pos = {r: i for i, r in enumerate(order)}
        best_run = None
        for start, length, bit in self.runs(p, reverse):
            low = start + length - 1 if reverse else start
            if foul and (start + length - 1 == TWO):
                length -= 1  # keep the 2 out of the run
                if length < 3:
                    continue
                low = start + length - 1 if reverse else start
            if pos[low] <= pos[weakest] + 2 and (best_run is None or length > best_run[1]):
                best_run = (start, length, bit)
        if best_run is not None and self.rng.random() < 0.85:
            start, length, bit = best_run
            removed = [(r, bit) for r in range(start, start + length)]
            ranks = range(start, start + length)
            return self.play(p, SEQ, start, length, bit, 0, removed, TWO in ranks,
                             EIGHT in ranks, JACK in ranks)
        r = weakest
        if len(normal) > 1 and self.rng.random() < 0.15:
            r = normal[1]
        bits = m[r]
        return self.play(p, GROUP, r, POP[bits], bits, 0, [(r, bits)], r == TWO, r == EIGHT,
                         r == JACK)

    def follow(self, p: int) -> int:
        if self.form == SEQ:
            return self.follow_sequence(p)
        m = self.m[p]
        k = self.fsize
        fr = self.frank
        reverse = self.rev != self.eb
        total = self.size[p]
        rng = self.rng
        if fr == JK:
            if self.spade3 and k == 1 and m[0] & SPADE:
                return self.play(p, GROUP, 0, 1, SPADE, 0, [(0, SPADE)], False, False, False,
                                 spade_three=True)
            return self.pass_(p)
        if total > 3 and rng.random() < 0.08:
            return self.pass_(p)
        foul = self.foul
        lock = self.lock
        # seed (C): three or more of one rank is one form, so a whole bigger group may follow
        flexible = k >= 3 and not self.same_count
        breaking = -1
        ranks = range(fr - 1, -1, -1) if reverse else range(fr + 1, 13)
        for r in ranks:
            avail = m[r] & lock if lock else m[r]
            if not avail:
                continue
            c = POP[avail]
            if (c == k or (flexible and c > k)) and POP[m[r]] == c:
                if foul and r == TWO and total == c:
                    continue
                top = (r <= 1) if reverse else (r >= 11)
                if top and total > 5 and rng.random() < 0.5:
                    return self.pass_(p)  # save the top cards for later
                return self.play(p, GROUP, r, c, avail, 0, [(r, avail)], r == TWO,
                                 r == EIGHT, r == JACK)
            if c >= k and breaking < 0:
                breaking = r
        if breaking >= 0 and (rng.random() < 0.5 or total <= k + 1):
            r = breaking
            avail = m[r] & lock if lock else m[r]
            fs = self.fsuits
            bits = fs if POP[fs] == k and avail & fs == fs else LOW_BITS[avail][k]
            return self.play(p, GROUP, r, k, bits, 0, [(r, bits)], r == TWO, r == EIGHT,
                             r == JACK)
        j = self.jk[p]
        if j and (total <= 4 or rng.random() < 0.3):
            if k == 1:
                if not (foul and total == 1):
                    return self.play(p, GROUP, JK, 1, 0, 1, [], False, False, False)
                return self.pass_(p)
            if foul and total <= k:
                return self.pass_(p)
            for r in ranks:
                avail = m[r] & lock if lock else m[r]
                c = POP[avail]
                if c and c < k and c + j >= k:
                    return self.play(p, GROUP, r, k, avail, k - c, [(r, avail)], r == TWO,
                                     r == EIGHT, r == JACK)
        return self.pass_(p)

    def follow_sequence(self, p: int) -> int:
        """Beat a sequence with a same-length run of real cards (under a lock, of its suit)."""
        if self.rng.random() < 0.1:
            return self.pass_(p)
        m = self.m[p]
        k = self.fsize
        fr = self.frank
        reverse = self.rev != self.eb
        bits = (self.lock,) if self.lock else (1, 2, 4, 8)
        starts = range(fr - 1, -1, -1) if reverse else range(fr + 1, 14 - k)
        for start in starts:
            for bit in bits:
                if all(m[r] & bit for r in range(start, start + k)):
                    ranks = range(start, start + k)
                    if self.foul and TWO in ranks and self.size[p] == k:
                        continue
                    return self.play(p, SEQ, start, k, bit, 0, [(r, bit) for r in ranks],
                                     TWO in ranks, EIGHT in ranks, JACK in ranks)
        return self.pass_(p)

    def run(self, p: int, limit: int = 400) -> None:
        while p >= 0 and limit:
            limit -= 1
            p = self.lead(p) if self.form == NONE else self.follow(p)
        for q in range(self.n):  # whoever is left takes the next place
            if self.act[q]:
                self.rank[q] = self.top
                self.act[q] = False
                self.top += 1

    # -- my candidate, applied exactly --------------------------------------------------------

    def apply_action(self, p: int, action: dict[str, Any], reverse: bool) -> int:
        if action["type"] == "pass":
            return self.pass_(p)
        play = F.classify(action["cards"], reverse)
        assert play is not None
        removed = []
        suits = 0
        for cid in play.cards:
            if C.is_joker(cid):
                continue
            bit = SUIT_BIT[C.suit(cid)]
            removed.append((card_rank(cid), bit))
            suits |= bit
        spade_three = bool(self.spade3 and self.form == GROUP and self.frank == JK
                           and self.fsize == 1 and play.form == F.SINGLE and play.jokers == 0
                           and C.face(play.cards[0]) == C.SPADE_THREE)
        form = SEQ if play.form == F.SEQUENCE else GROUP
        rank = JK if play.rank == C.JOKER else play.rank - C.LOWEST
        return self.play(p, form, rank, play.size, suits, play.jokers, removed,
                         F.has_real(play, C.TWO), F.cuts_with_eight(play),
                         F.makes_eleven_back(play), spade_three)


def hand_masks(cards: list[str]) -> tuple[list[int], int]:
    m = [0] * 13
    jk = 0
    for cid in cards:
        if C.is_joker(cid):
            jk += 1
        else:
            m[card_rank(cid)] |= SUIT_BIT[C.suit(cid)]
    return m, jk
