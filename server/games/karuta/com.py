"""The COM (コンピュータ): a karuta player made of its view, its six parameters and chance.

``plan(view, level, rng)`` is all of it (Game.cpu_plan): the view says what has been heard and
when (``current.kami_heard``: the host time each kana of the 上の句 is heard), where every card
lies and what has been read; the parameters are its side's in the view (drawn for the match when
its ``start`` said its 級位, the CPU level; a CPU standing in for a person draws them from the
table settings and its level); chance comes from the per-poem seed in the seat's own view (``private.seed``, drawn from
the game's RNG when the poem's reading begins, so a plan made again after the view changed makes
the same decisions) and, for the pauses, from the host's seeded ``rng``. The model, in the words
of the rules help (rules.md, 「COM のしくみ」):

* it recognises the card when it has heard its 札確定文字 — a weak 決まり字 parameter waits for
  more kana, and may not follow the 決まり字's changes (it waits for the original 決まり字);
* then its hand needs: 反応 (the same every time), 暗記 (more with more cards on the field, less for
  a 単独札), 手速さ (by the row and side of the card), 聴き分け (more with more cards sharing the
  first sound), 戦法 (守り: own side sooner, 攻め: the opponent's);
* お手つき: jumping at a card that shares the first sounds (聴き分け, more for a faster COM),
  misremembering where the card lies (暗記, more with more cards on the field), and touching a
  card during a 空札 that sounds like it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from server.games.contract import WAIT, Action, CpuPlan, View
from server.games.karuta.kimariji import kimariji, same_first_sound, shared_prefix
from server.games.karuta.poems import NUMBERS
from server.games.karuta.settings import (
    GRADES,
    NUMERIC_PARAMS,
    ComParams,
    com_params,
    param_key,
)

COLS_HALF = 6  # the left and right groups of a row (columns 0-5 and 6-11)
KANA_TIME = 0.17  # a kana beyond the reading's cut, if the COM waits for it

# --- how long each part of a take needs (seconds); weakness w = (15 - p) / 15 -----------------
REACTION_BASE, REACTION_SPAN = 0.12, 0.55  # 反応: 0.12 s at 15, 0.67 s at 0
ANKI_BASE, ANKI_PER_FIELD, TANDOKU_FACTOR = 0.15, 0.6, 0.6  # 暗記: × (0.15 + 0.6 × 札数/50)
REACH = {  # 手速さ: the hand's way to the card, by side and row (0 上段, 1 中段, 2 下段)
    "own": (0.16, 0.13, 0.10),
    "opp": (0.20, 0.24, 0.28),
}
REACH_FAST, REACH_SLOW = 0.5, 1.5  # × (0.5 + 1.5 w)
SAME_SOUND_EACH, SAME_SOUND_MAX, NOT_TANDOKU = 0.10, 6, 0.10  # 聴き分け
EXTRA_KANA_SPAN = 2.5  # 決まり字: waits floor(u × (1 + 2.5 w)) more kana
SENPO_FAVOUR, SENPO_DISFAVOUR = -0.05, 0.10  # 戦法
NOISE_SIGMA = 0.12
RECOVERY_BASE, RECOVERY_SPAN = 0.25, 0.35  # after its own wrong touch, before it reaches again

# --- お手つき -----------------------------------------------------------------------------------
EARLY_BASE, EARLY_SPAN = 0.01, 0.20  # a same-sound card: base + span × w(聴き分け) × speed
SPEED_BASE, SPEED_SPAN = 0.7, 0.3  # speed = 0.7 + 0.3 × (1 - w(反応))
KARA_BASE, KARA_SPAN = 0.01, 0.20
MEMORY_SPAN = 0.08  # × w(暗記) × 札数/50
JUMP_FRACTION = 0.6  # an early jump comes this share of its reaction after the shared kana

# --- 特殊技 (seed ＜特殊技＞): what the MAN's technique does to it (rules.md 「特殊技」) ------------
# (base, span): probability base + span × w(parameter), or seconds base + span × w(parameter)
MODORI_FOOLED = (0.10, 0.50)  # 戻り手 fools it: w(決まり字) — the 別れ札 differ only at the end
MODORI_FOUL_SHARE = 0.5  # fooled: お手つき on the 別れ札 with probability 0.5 × speed, else slower
MODORI_SLOW = (0.15, 0.35)  # w(反応)
WATARI_FOOLED = (0.15, 0.45)  # 渡り手: w(聴き分け) — the 友札 sound like the read card
WATARI_SLOW = (0.20, 0.40)  # w(手速さ)
KAKOI_BLOCKED = (0.20, 0.50)  # 囲い手 keeps its hand off: w(手速さ) — a quick hand breaks in

# --- pauses (s after the view's clock) ----------------------------------------------------------
PROCEED_PAUSE = 1.2
SEND_PAUSE = 0.8
MOVE_PAUSE = 0.6


def weakness(value: int) -> float:
    return (15 - value) / 15


def params_of(view: View, level: str) -> ComParams:
    """The COM's parameters: its side's in the view (the match's own draw), else the table's
    settings for its side and its 級位 (a CPU standing in for a person)."""
    side = view["you"]
    mine = view["sides"][side].get("com") or {}
    if mine.get("grade") is not None:
        return ComParams(**mine)
    shown = view["settings"]
    given: dict[str, Any] = {"param_seed": shown["param_seed"]}
    for name, _ in (*NUMERIC_PARAMS, ("senpo", "")):
        given[param_key(side, name)] = shown["com"][side][name]
    return com_params(given, side, level if level in GRADES else "C")


# --------------------------------------------------------------------------------------------
# The plan
# --------------------------------------------------------------------------------------------


def plan(view: View, level: str, rng: random.Random) -> CpuPlan:
    legal = {a["type"] for a in view["legal"] + view["templates"]}
    if not legal:
        return WAIT
    if "auto_place" in legal:
        return CpuPlan({"type": "auto_place"})
    if "start" in legal:
        if view["sides"][view["you"]]["com"] is not None and level in GRADES:
            return CpuPlan({"type": "start", "grade": level})  # a COM's side says its 級位
        return CpuPlan({"type": "start"})  # a CPU standing in for a person
    params = params_of(view, level)
    clock = view["clock"]
    if "pick_send" in legal:
        return CpuPlan({"type": "pick_send", "poem": choose_send(view, params)},
                       at=clock + SEND_PAUSE * (1 + rng.random()))
    if "touch" in legal:
        return touch_plan(view, params)
    if "move" in legal and view["settings"]["com_move"]:
        move = choose_move(view)
        if move is not None:
            return CpuPlan(move, at=clock + MOVE_PAUSE * (1 + rng.random()))
    if "finish" in legal:  # COM–COM: the 勝負 is decided, nobody plays on
        return CpuPlan({"type": "finish"}, at=clock + PROCEED_PAUSE)
    if "proceed" in legal:  # COM–COM: the COMs press [S] themselves
        return CpuPlan({"type": "proceed"}, at=clock + PROCEED_PAUSE * (1 + 0.5 * rng.random()))
    return WAIT


def choose_now(view: View, level: str, rng: random.Random) -> Action:
    """For a host without plans: the planned action regardless of its time."""
    decided = plan(view, level, rng)
    if decided.action is not None:
        return decided.action
    cur = view.get("current")
    if cur is not None and not cur["kara"] and any(c["poem"] == cur["poem"] for c in view["field"]):
        return {"type": "touch", "cards": [cur["poem"]], "how": "click"}
    for action in view["legal"]:
        if action["type"] in ("proceed", "finish", "start", "auto_place"):
            return dict(action)
    raise LookupError("COM has nothing to do now")


# --------------------------------------------------------------------------------------------
# 特殊技: the COM's reaction to the MAN's techniques
# --------------------------------------------------------------------------------------------


def chance_of(pair: tuple[float, float], value: int) -> float:
    base, span = pair
    return base + span * weakness(value)


class TechniqueReaction:
    """Whether each technique the opponent has made this poem gets to the COM, drawn from the
    per-poem seed (its own chance, in a fixed order), so re-planning keeps the same answer."""

    def __init__(self, view: View, params: ComParams) -> None:
        me = view["you"]
        chance = random.Random(f"karuta-technique:{view['private']['seed']}:{me}")
        u_modori, u_modori_foul, u_watari, u_kakoi = (chance.random() for _ in range(4))
        self.seen = seen = [t for t in view.get("techniques") or [] if t["seat"] != me]
        self.modorite = next((t for t in seen if t["name"] == "modorite"), None)
        self.watarite = next((t for t in seen if t["name"] == "watarite"), None)
        self.kakoite = next((t for t in seen if t["name"] == "kakoite" and t["active"]), None)
        self.modori_fooled = u_modori < chance_of(MODORI_FOOLED, params.kimariji)
        self.modori_foul = u_modori_foul < MODORI_FOUL_SHARE * speed(params)
        self.watari_fooled = u_watari < chance_of(WATARI_FOOLED, params.kikiwake)
        self.kakoi_blocked = u_kakoi < chance_of(KAKOI_BLOCKED, params.tebayasa)

    def modori_card(self, recognised: float) -> int | None:
        """The 別れ札 its hand follows the MAN's to (お手つき): only when fooled that way and the
        戻り手 came before it knew the card."""
        t = self.modorite
        if t is None or not self.modori_fooled or not self.modori_foul or t["at"] >= recognised:
            return None
        return t["poem"]

    def delay(self, params: ComParams, recognised: float, at: float) -> float:
        """Seconds its take comes later: a 戻り手 before it knew the card (fooled, not into an
        お手つき), a 渡り手 before its hand got there."""
        extra = 0.0
        t = self.modorite
        if t is not None and self.modori_fooled and not self.modori_foul and t["at"] < recognised:
            extra += chance_of(MODORI_SLOW, params.hanno)
        if self.watarite is not None and self.watari_fooled and self.watarite["at"] < at:
            extra += chance_of(WATARI_SLOW, params.tebayasa)
        return extra

    def released(self) -> float | None:
        """When the last 囲い手 that held it back ended (None if none did)."""
        if not self.kakoi_blocked or self.kakoite is not None:
            return None
        return max((t["until"] for t in self.seen if t["name"] == "kakoite"), default=None)

    def blocked(self) -> bool:
        """A 囲い手 lasting now keeps its hand off the card."""
        return self.kakoite is not None and self.kakoi_blocked


# --------------------------------------------------------------------------------------------
# Touching: when, which card, and お手つき
# --------------------------------------------------------------------------------------------


class Heard:
    """When the COM has heard the j-th kana of the 上の句 (1-based), from the view."""

    def __init__(self, current: dict[str, Any]) -> None:
        self.times: list[float] = list(current["kami_heard"]) or [current["heard_at"]]

    def after(self, count: int) -> float:
        if count <= len(self.times):
            return self.times[max(count, 1) - 1]
        return self.times[-1] + KANA_TIME * (count - len(self.times))


def take_delay(params: ComParams, side: str, row: int, field_count: int, same_sound: int,
               noise: float) -> float:
    """Seconds from recognising the card to touching it (rules.md 「COM のしくみ」)."""
    tandoku = same_sound == 0  # 単独札: no card on the field begins with the same sound
    reaction = REACTION_BASE + REACTION_SPAN * weakness(params.hanno)
    memory = weakness(params.anki) * (ANKI_BASE + ANKI_PER_FIELD * field_count / 50)
    if tandoku:
        memory *= TANDOKU_FACTOR
    reach = REACH[side][row] * (REACH_FAST + REACH_SLOW * weakness(params.tebayasa))
    listening = weakness(params.kikiwake) * (
        SAME_SOUND_EACH * min(same_sound, SAME_SOUND_MAX) + (0 if tandoku else NOT_TANDOKU)
    )
    senpo = 0.0
    if params.senpo == "mamori":
        senpo = SENPO_FAVOUR if side == "own" else SENPO_DISFAVOUR
    elif params.senpo == "seme":
        senpo = SENPO_FAVOUR if side == "opp" else SENPO_DISFAVOUR
    return max(0.05, (reaction + memory + reach + listening + senpo) * noise)


def recognised_after(params: ComParams, current: dict[str, Any], u_change: float,
                     u_extra: float) -> int:
    """How many kana the COM waits for: the 札確定文字, or the original 決まり字 when it does not
    follow the change, plus a few more for a weak 決まり字."""
    count = current["kimariji"]
    w = weakness(params.kimariji)
    if current["kimariji_static"] > count and u_change < w:
        count = current["kimariji_static"]
    return count + math.floor(u_extra * (1 + EXTRA_KANA_SPAN * w))


def speed(params: ComParams) -> float:
    """How readily its hand moves (0.7..1): a fast hand with a poor ear jumps more."""
    return SPEED_BASE + SPEED_SPAN * (1 - weakness(params.hanno))


def touch_plan(view: View, params: ComParams) -> CpuPlan:
    cur = view["current"]
    me = view["you"]
    if cur is None or view["take"] is not None:
        return WAIT  # the 序歌, or the window after a take: its hand stays back
    chance = random.Random(view["private"]["seed"] * 2 + me)
    # Every number is drawn in the same order each time, so a plan made again is the same plan.
    u_early, u_pick, u_change, u_extra, u_mem, u_wrong, _spare = (chance.random() for _ in range(7))
    noise = chance.lognormvariate(0.0, NOISE_SIGMA)
    read = cur["poem"]
    places = {c["poem"]: c for c in view["field"]}
    heard = Heard(cur)
    my_touches = view["touches_now"][me]
    reaction = REACTION_BASE + REACTION_SPAN * weakness(params.hanno)

    sounding = sorted(((shared_prefix(read, c), c) for c in places if c != read), reverse=True)
    sounding = [(n, c) for n, c in sounding if n >= 1]
    if cur["kara"]:
        if my_touches or not sounding:
            return WAIT
        p = KARA_BASE + KARA_SPAN * weakness(params.kikiwake) * speed(params)
        if u_early >= p:
            return WAIT
        shared, card = pick(sounding, u_pick)
        at = heard.after(shared) + reaction * JUMP_FRACTION * noise
        return CpuPlan(touch([card]), at=at)

    card = places.get(read)
    if card is None:
        return WAIT
    side = "own" if card["side"] == me else "opp"
    same = len(same_first_sound(read, [c for c in places if c != read]))
    recognised = heard.after(recognised_after(params, cur, u_change, u_extra))
    at = recognised + take_delay(params, side, card["row"], len(places), same, noise)
    reaction_to = TechniqueReaction(view, params)
    at += reaction_to.delay(params, recognised, at)
    if reaction_to.blocked():
        return WAIT  # 囲い手: it waits for the frame to leave the card (its view changes then)
    released = reaction_to.released()
    if released is not None:
        at = max(at, released + reaction)  # the 囲い手 that held it back has ended: it reaches
    if my_touches:
        recovery = RECOVERY_BASE + RECOVERY_SPAN * weakness(params.hanno)
        return CpuPlan(touch([read]), at=max(at, view["clock"] + recovery))
    lured = reaction_to.modori_card(recognised)
    if lured is not None and lured in places:
        jump = max(reaction_to.modorite["at"], view["clock"]) + reaction * JUMP_FRACTION * noise
        if jump < at:
            return CpuPlan(touch([lured]), at=jump)  # 戻り手: its hand follows to the 別れ札
    if sounding:
        p = EARLY_BASE + EARLY_SPAN * weakness(params.kikiwake) * speed(params)
        if u_early < p:
            shared, wrong = pick(sounding, u_pick)
            jump = heard.after(shared) + reaction * JUMP_FRACTION * noise
            if jump < at:
                return CpuPlan(touch([wrong]), at=jump)
    if u_mem < MEMORY_SPAN * weakness(params.anki) * len(places) / 50:
        other = sorted(c for c, place in places.items() if place["side"] != card["side"])
        if other:
            return CpuPlan(touch([other[int(u_wrong * len(other))]]), at=max(at - 0.02, heard.after(1)))
    return CpuPlan(touch([read]), at=at)


def pick(sounding: list[tuple[int, int]], u: float) -> tuple[int, int]:
    """The card it mistakes the reading for: one of those sharing the most sounds."""
    most = sounding[0][0]
    best = [pair for pair in sounding if pair[0] == most]
    return best[int(u * len(best))]


def touch(cards: list[int]) -> Action:
    return {"type": "touch", "cards": cards, "how": "click"}


# --------------------------------------------------------------------------------------------
# 送り札 and 札移動
# --------------------------------------------------------------------------------------------


def unread_of(view: View) -> list[int]:
    """The poems not read yet, as anyone can tell from the log and the current reading."""
    read = {e["poem"] for e in view["log"]}
    if view["current"] is not None:
        read.add(view["current"]["poem"])
    return [n for n in NUMBERS if n not in read]


def choose_send(view: View, params: ComParams) -> int:
    """The COM sends the card it would least like to defend: one whose 友札 (same first sound)
    also lies on its side — sending splits them — and among those the longest 決まり字 now; then
    the 上段 first (nearest the opponent), then the lowest number."""
    me = view["you"]
    mine = [c for c in view["field"] if c["side"] == me and c["poem"] not in view["send"]["chosen"]]
    numbers = [c["poem"] for c in mine]
    unread = unread_of(view) or list(NUMBERS)

    def score(card: dict[str, Any]) -> tuple:
        friends = len(same_first_sound(card["poem"], [n for n in numbers if n != card["poem"]]))
        return (-friends, -kimariji(card["poem"], set(unread) | {card["poem"]}), card["row"], card["poem"])

    return min(mine, key=score)["poem"]


def choose_move(view: View) -> Action | None:
    """COM札移動: a card just sent to it with more 友札 (cards of the same first sound) in its own
    half (left 列0-5 / right 列6-11) of the side than in the other goes to the other half of the
    lowest row with room, joining that half's group — 友札 kept apart, so one reach does not
    meet two like-sounding cards. Otherwise it leaves its cards where they are."""
    me = view["you"]
    if not view["log"]:
        return None
    received = [n for s in view["log"][-1]["sent"] if s["by"] != me for n in s["poems"]]
    mine = {c["poem"]: c for c in view["field"] if c["side"] == me}
    for number in received:
        card = mine.get(number)
        if card is None:
            continue
        half = card["col"] < COLS_HALF
        friends = same_first_sound(number, [n for n in mine if n != number])
        here = sum(1 for n in friends if (mine[n]["col"] < COLS_HALF) == half)
        if here <= len(friends) - here:  # not fewer 友札 in the other half: stay
            continue
        for row in (2, 1, 0):
            col = landing(view, me, row, left=not half)
            if col is not None:
                return {"type": "move", "poem": number, "side": me, "row": row, "col": col}
    return None


def landing(view: View, side: int, row: int, left: bool) -> int | None:
    """The free column at the inner end of that half's group (the half's edge column when the
    group is empty), or None when the half is full."""
    cols = view["geometry"]["cols"]
    taken = {c["col"] for c in view["field"] if c["side"] == side and c["row"] == row}
    span = range(0, COLS_HALF) if left else range(COLS_HALF, cols)
    free = [c for c in span if c not in taken]
    if not free:
        return None
    return min(free) if left else max(free)
