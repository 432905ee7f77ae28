"""Deltacle's rules (デルタクル): the state, the setup, the legal actions and a round's resolution.

A round (手番) runs as the seed document's three steps:

❶ 駒の制御  every seat secretly chooses a card (and a direction for 加減速; a shift for
            エンチャント's 覚醒); the view shows others only THAT a seat has chosen. When the last
            seat chooses, all are revealed at once and speeds change.
❷ 駒の移動  pieces move one at a time, fastest first, with the collision check, chip pickup and
            refills after each move.
❸ 回復処理  rammed pieces go back to their start squares, played cards go to the used pile and a
            hand of one card takes the used pile back.

After the reveal the engine resolves the whole round by itself and returns the events of each
step in resolution order. Where the rules give a player a choice in the middle of it (which
waiting chip to refill with, which three chips make a pentacle, which chip チャリオット takes,
which card ゴッドハンド discards, where the 2-player cleared chips go back), the resolution pauses:
that seat alone gets legal actions for the choice, and the resolution continues once it answers.
The rest of the round is kept as a queue of small task dicts, so a paused round dumps and loads.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from server.games.contract import Action, Event, Result, RuleError
from server.games.deltacle import chips as chiprules
from server.games.deltacle import movement, scoring, speed
from server.games.deltacle.components import (
    BEGINNER_THREE,
    CARDS,
    CHARACTER_ORDER,
    CHARACTERS,
    CHIPS_PER_COLOR,
    COLORS,
    DIRECTIONS,
    HAND,
    PENTACLES_TO_END,
    REFILL_AT,
    STACKS,
    START_SPEED,
    TRACK,
    Character,
    Track,
)
from server.games.deltacle.texts import TEXTS
from server.games.state import dump_state, load_state

# --------------------------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------------------------


class Phase(str, Enum):
    """The view's ``phase``."""

    CONTROL = "control"  # ❶ every seat chooses a card
    RESOLVE = "resolve"  # ❷❸ the round resolves (paused while a seat makes a choice)
    OVER = "over"


CONTROL, RESOLVE, OVER = Phase


@dataclass
class State:
    seats: int
    settings: dict[str, Any]
    chars: list[str]  # seat -> character id
    blessing: int  # the 祝福 player
    rng: random.Random
    round: int = 1
    phase: Phase = CONTROL
    pos: list[int | None] = field(default_factory=list)  # None: removed from the board
    speed: list[int] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)  # private
    used: list[list[str]] = field(default_factory=list)  # revealed plays, face down now
    hidden_used: list[list[str]] = field(default_factory=list)  # ゴッドハンド's discards (private)
    choices: list[dict[str, Any] | None] = field(default_factory=list)  # secret until reveal
    played: list[dict[str, Any] | None] = field(default_factory=list)  # this round's reveal
    active: list[bool] = field(default_factory=list)  # awakening in effect this round
    move_speed: list[int] = field(default_factory=list)
    moved: list[bool] = field(default_factory=list)
    board: list[str | None] = field(default_factory=list)  # square -> chip colour
    stacks: list[list[str]] = field(default_factory=list)  # bottom -> top
    offboard: list[str] = field(default_factory=list)  # 2人: chips cleared this move
    faceup: list[list[str]] = field(default_factory=list)
    pentacles: list[list[list[str]]] = field(default_factory=list)
    buffer: list[str] = field(default_factory=list)  # chips チャリオット is taking
    tasks: list[dict[str, Any]] = field(default_factory=list)  # the rest of the round
    pending: dict[str, Any] | None = None  # a choice the resolution waits for
    winner_seat: int | None = None  # who made the third pentacle

    @property
    def track(self) -> Track:
        return TRACK

    def start_square(self, seat: int) -> int:
        return TRACK.start_of(self.seats, seat)

    def copy(self) -> State:
        """A deep copy (the CPU simulates rounds on copies), through the state's dump and load."""
        return load_state(State, dump_state(self))


def character(state: State, seat: int) -> Character:
    return CHARACTERS[state.chars[seat]]


# --------------------------------------------------------------------------------------------
# Setup (セットアップ)
# --------------------------------------------------------------------------------------------


def deal_characters(rng: random.Random, seats: int, beginner_three: bool) -> list[str]:
    """公平な方法で、誰がどのキャラクターを使うか決め: a random draw."""
    pool = list(BEGINNER_THREE if (seats == 3 and beginner_three) else CHARACTER_ORDER)
    rng.shuffle(pool)
    return pool[:seats]


def setup(settings: dict[str, Any], seats: int, seed: int) -> State:
    rng = random.Random(seed)
    chars = deal_characters(rng, seats, bool(settings.get("beginner_three")))
    blessing = rng.randrange(seats)  # じゃんけんなどで祝福プレイヤーを一人決めます
    chips = [c for c in COLORS for _ in range(CHIPS_PER_COLOR)]
    rng.shuffle(chips)  # チップを裏向きで混ぜて
    board: list[str | None] = [None] * TRACK.length
    for square in TRACK.crests:  # 紋章が描かれたマスに1枚ずつ置いて表にします
        board[square] = chips.pop()
    half = (len(chips) + 1) // 2  # 残ったチップを中央に2つの山にして
    stacks = [chips[:half], chips[half:]]
    state = State(seats=seats, settings=dict(settings), chars=chars, blessing=blessing, rng=rng)
    state.pos = [TRACK.start_of(seats, s) for s in range(seats)]
    state.speed = [START_SPEED] * seats
    state.hands = [list(HAND) for _ in range(seats)]
    state.used = [[] for _ in range(seats)]
    state.hidden_used = [[] for _ in range(seats)]
    state.choices = [None] * seats
    state.played = [None] * seats
    state.active = [False] * seats
    state.move_speed = [0] * seats
    state.moved = [False] * seats
    state.board = board
    state.stacks = stacks
    state.faceup = [[] for _ in range(seats)]
    state.pentacles = [[] for _ in range(seats)]
    return state


# --------------------------------------------------------------------------------------------
# Legal actions
# --------------------------------------------------------------------------------------------


def control_actions(state: State, seat: int) -> list[Action]:
    """Every card in hand, in each direction for 加減速; エンチャント's 覚醒 with each shift."""
    acts: list[Action] = []
    char = character(state, seat)
    for card in sorted(state.hands[seat], key=HAND.index):
        if CARDS[card].directional:
            for d in DIRECTIONS:
                acts.append({"type": "control", "card": card, "direction": d})
        elif char.shifts_speed:
            for shift in speed.enchant_shifts(state.speed[seat], char):
                acts.append({"type": "control", "card": card, "shift": shift})
        else:
            acts.append({"type": "control", "card": card})
    return acts


def pending_actions(state: State) -> list[Action]:
    p = state.pending
    assert p is not None
    kind, seat = p["kind"], p["seat"]
    if kind == "refill":
        return [{"type": "refill", "stack": i} for i in chiprules.refill_options(state.stacks)]
    if kind == "pentacle":
        return [{"type": "pentacle", "colors": c} for c in chiprules.pentacle_options(state.faceup[seat])]
    if kind == "steal":
        return [{"type": "steal", "color": c} for c in sorted(set(state.faceup[p["victim"]]), key=COLORS.index)]
    if kind == "discard":
        return [{"type": "discard", "card": c} for c in sorted(state.hands[seat], key=HAND.index)]
    if kind == "restack":
        return [
            {"type": "restack", "color": c, "stack": i}
            for c in sorted(set(state.offboard), key=COLORS.index)
            for i in range(STACKS)
        ]
    raise AssertionError(kind)


def legal_actions(state: State, seat: int | None) -> list[Action]:
    if seat is None or state.phase == OVER:
        return []
    if state.phase == CONTROL:
        return [] if state.choices[seat] is not None else control_actions(state, seat)
    if state.pending and state.pending["seat"] == seat:
        return pending_actions(state)
    return []


# --------------------------------------------------------------------------------------------
# Checking an action against the rules (its shape is checked at the door: engine.ACTIONS)
# --------------------------------------------------------------------------------------------


def normalize(action: Action) -> Action:
    out = dict(action)
    if out["type"] == "pentacle":
        out["colors"] = sorted(out["colors"])
    return out


def check_control(state: State, seat: int, action: Action) -> None:
    """Explain why a control action is refused, naming the rule."""
    if state.choices[seat] is not None:
        raise RuleError(TEXTS("already_chosen"))
    card = action["card"]
    if card not in CARDS:
        raise RuleError(TEXTS("no_such_card"))
    if card not in state.hands[seat]:
        raise RuleError(TEXTS("not_in_hand"))
    if CARDS[card].directional:
        if action.get("direction") not in DIRECTIONS:
            raise RuleError(TEXTS("direction_needed"), rule="direction")
        if "shift" in action:
            raise RuleError(TEXTS("shift_accel"), rule="shift")
    else:
        if "direction" in action:
            raise RuleError(TEXTS("direction_awaken"), rule="direction")
        char = character(state, seat)
        if char.shifts_speed:
            if action.get("shift") not in speed.enchant_shifts(state.speed[seat], char):
                raise RuleError(TEXTS("shift_range"), rule="shift")
        elif "shift" in action:
            raise RuleError(TEXTS("shift_not_enchant"), rule="shift")


# --------------------------------------------------------------------------------------------
# ❶ 駒の制御: reveal and speed update
# --------------------------------------------------------------------------------------------


def awakenings_in_effect(state: State) -> list[bool]:
    """Who played 覚醒, less everyone else when エンチャント awakens (他の駒全ての覚醒効果を無効にする)."""
    awake = [c is not None and c["card"] == "awaken" for c in state.choices]
    cancellers = [s for s in range(state.seats) if awake[s] and character(state, s).cancels_others]
    if cancellers:
        return [s in cancellers for s in range(state.seats)]
    return awake


def reveal(state: State) -> list[Event]:
    """All choices revealed at once; speeds updated; the rest of the round queued."""
    state.active = awakenings_in_effect(state)
    plays = []
    for seat in range(state.seats):
        choice = state.choices[seat]
        assert choice is not None
        state.hands[seat].remove(choice["card"])
        char = character(state, seat)
        shift = choice.get("shift", 0) if state.active[seat] else 0
        before = state.speed[seat]
        state.speed[seat] = speed.speed_after(before, char, choice["card"], choice.get("direction"), shift)
        state.played[seat] = dict(choice)
        plays.append({"seat": seat, **choice, "speed_before": before, "speed": state.speed[seat]})
    state.choices = [None] * state.seats
    awake = [s for s in range(state.seats) if state.played[s]["card"] == "awaken"]
    cancelled = [s for s in awake if not state.active[s]]
    state.phase = RESOLVE
    state.moved = [False] * state.seats
    state.move_speed = [
        state.speed[s] * (character(state, s).speed_factor if state.active[s] else 1)
        for s in range(state.seats)
    ]
    tasks: list[dict[str, Any]] = []
    for seat in movement.clockwise_from(state.blessing, state.seats):
        if state.active[seat] and character(state, seat).picks_up_in_place:
            tasks.append({"t": "godhand", "seat": seat})
    tasks.append({"t": "movement"})
    state.tasks = tasks
    return [{"type": "reveal", "plays": plays, "active": [s for s in range(state.seats) if state.active[s]],
             "cancelled": cancelled, "round": state.round}]


# --------------------------------------------------------------------------------------------
# The resolution queue: each task is one small step named for its rule
# --------------------------------------------------------------------------------------------


def push(state: State, *tasks: dict[str, Any]) -> None:
    state.tasks[0:0] = list(tasks)


def task_godhand(state: State, t: dict[str, Any]) -> list[Event]:
    """ゴッドハンド: [駒の制御]の直後に、今いるマスのチップを獲得し、補充を行う。その後、手札が
    2枚以上なら、手札を1枚選んで裏向きで使用済みにする。"""
    seat = t["seat"]
    square = state.pos[seat]
    events: list[Event] = []
    follow: list[dict[str, Any]] = []
    if square is not None and state.board[square] is not None:
        color = state.board[square]
        state.board[square] = None
        events.append({"type": "pickup", "seat": seat, "square": square, "color": color, "by": "godhand"})
        follow += [{"t": "gain", "seat": seat, "colors": [color]}, {"t": "refill", "seat": seat, "square": square}]
    follow.append({"t": "discard", "seat": seat})
    push(state, *follow)
    return events


def task_discard(state: State, t: dict[str, Any]) -> list[Event]:
    seat = t["seat"]
    if len(state.hands[seat]) >= 2:
        return ask(state, seat, "discard")
    return []


def task_movement(state: State, t: dict[str, Any]) -> list[Event]:
    """まだ進めていないボード上の駒のうち、速度が最高のものが次に進める駒です。"""
    unmoved = [s for s in range(state.seats) if not state.moved[s] and state.pos[s] is not None]
    firsts = {s for s in range(state.seats) if state.active[s] and character(state, s).moves_first}
    speeds = {s: state.move_speed[s] for s in range(state.seats)}
    seat = movement.next_mover(unmoved, speeds, firsts, state.blessing, state.seats)
    if seat is None:
        push(state, {"t": "recovery"})
    else:
        push(state, {"t": "move", "seat": seat}, {"t": "movement"})
    return []


def task_move(state: State, t: dict[str, Any]) -> list[Event]:
    seat = t["seat"]
    length = TRACK.length
    start = state.pos[seat]
    assert start is not None
    steps = state.move_speed[seat]
    passed = movement.passed_squares(start, steps, length)
    stop = movement.stop_square(start, steps, length)
    state.pos[seat] = stop
    state.moved[seat] = True
    char = character(state, seat)
    follow: list[dict[str, Any]] = []
    if state.active[seat] and char.collects_passed:
        follow.append({"t": "sweep", "seat": seat, "squares": passed})
    follow.append({"t": "collide", "seat": seat, "start": start, "steps": steps})
    follow.append({"t": "pickup", "seat": seat, "square": stop})
    if state.seats == 2:
        nearest_first = list(reversed(passed))
        for square in nearest_first:
            follow.append({"t": "clear", "seat": seat, "square": square})
        follow.append({"t": "restack", "seat": seat})
    push(state, *follow)
    return [{"type": "move", "seat": seat, "from": start, "to": stop, "steps": steps, "path": passed + [stop]}]


def task_sweep(state: State, t: dict[str, Any]) -> list[Event]:
    """スイープ: 駒を進めた直後に、通過したマスのチップ全てをまとめて獲得し、通過した順に補充。"""
    seat = t["seat"]
    taken = [(sq, state.board[sq]) for sq in t["squares"] if state.board[sq] is not None]
    if not taken:
        return []
    for sq, _ in taken:
        state.board[sq] = None
    colors = [c for _, c in taken]
    push(
        state,
        {"t": "gain", "seat": seat, "colors": colors},
        *[{"t": "refill", "seat": seat, "square": sq} for sq, _ in taken],
    )
    return [{"type": "sweep", "seat": seat, "squares": [sq for sq, _ in taken], "colors": colors}]


def task_collide(state: State, t: dict[str, Any]) -> list[Event]:
    """[1]追突判定: unmoved pieces on passed squares that would stop short are removed."""
    seat = t["seat"]
    others = {
        s: (state.pos[s], state.move_speed[s])
        for s in range(state.seats)
        if s != seat and not state.moved[s] and state.pos[s] is not None
    }
    hit = movement.rammed(t["start"], t["steps"], others, TRACK.length)  # type: ignore[arg-type]
    events: list[Event] = []
    for victim in hit:
        events.append({"type": "collision", "seat": seat, "victim": victim, "square": state.pos[victim]})
        state.pos[victim] = None
    if hit and state.active[seat] and character(state, seat).steals_from_hit:
        # チャリオット: 追突判定の直後に、追突した全ての駒の表向きのチップを1枚ずつ選び、まとめて獲得
        push(state, *[{"t": "steal", "seat": seat, "victim": v} for v in hit], {"t": "gain_buffer", "seat": seat})
    return events


def task_steal(state: State, t: dict[str, Any]) -> list[Event]:
    seat, victim = t["seat"], t["victim"]
    colors = set(state.faceup[victim])
    if not colors:
        return []
    if len(colors) == 1:
        return steal(state, seat, victim, colors.pop())
    return ask(state, seat, "steal", victim=victim)


def steal(state: State, seat: int, victim: int, color: str) -> list[Event]:
    state.faceup[victim].remove(color)
    state.buffer.append(color)
    return [{"type": "steal", "seat": seat, "victim": victim, "color": color}]


def task_gain_buffer(state: State, t: dict[str, Any]) -> list[Event]:
    colors, state.buffer = state.buffer, []
    if colors:
        push(state, {"t": "gain", "seat": t["seat"], "colors": colors})
    return []


def task_pickup(state: State, t: dict[str, Any]) -> list[Event]:
    """[2]チップの獲得: the chip on the square the piece stopped on, then 補充."""
    seat, square = t["seat"], t["square"]
    color = state.board[square]
    if color is None:
        return []
    state.board[square] = None
    push(state, {"t": "gain", "seat": seat, "colors": [color]}, {"t": "refill", "seat": seat, "square": square})
    return [{"type": "pickup", "seat": seat, "square": square, "color": color}]


def task_gain(state: State, t: dict[str, Any]) -> list[Event]:
    seat = t["seat"]
    state.faceup[seat].extend(t["colors"])
    push(state, {"t": "pentacle", "seat": seat})
    return [{"type": "gain", "seat": seat, "colors": list(t["colors"])}]


def task_pentacle(state: State, t: dict[str, Any]) -> list[Event]:
    """表向きのチップが3枚置かれたら、即座にそれらをペンタクルにします (choose when more)."""
    seat = t["seat"]
    options = chiprules.pentacle_options(state.faceup[seat])
    if not options:
        return []
    if len(options) == 1:
        return form_pentacle(state, seat, options[0])
    return ask(state, seat, "pentacle")


def form_pentacle(state: State, seat: int, colors: list[str]) -> list[Event]:
    chiprules.remove_chips(state.faceup[seat], colors)
    state.pentacles[seat].append(sorted(colors))
    events: list[Event] = [{"type": "pentacle", "seat": seat, "colors": sorted(colors)}]
    if len(state.pentacles[seat]) >= PENTACLES_TO_END:
        return events + end_game(state, seat)
    push(state, {"t": "pentacle", "seat": seat})
    return events


def task_refill(state: State, t: dict[str, Any]) -> list[Event]:
    """補充: one waiting chip, chosen by the player who took the chip, onto the square."""
    if state.board[t["square"]] is not None:
        return []
    options = chiprules.refill_options(state.stacks)
    if not options:
        return [{"type": "refill", "seat": t["seat"], "square": t["square"], "color": None, "stack": None}]
    if len(options) == 1:
        return refill(state, t["seat"], t["square"], options[0])
    return ask(state, t["seat"], "refill", square=t["square"])


def refill(state: State, seat: int, square: int, stack: int) -> list[Event]:
    color, shifted = chiprules.take_waiting(state.stacks, stack)
    state.board[square] = color
    return [{"type": "refill", "seat": seat, "square": square, "color": color, "stack": stack, "shifted": shifted}]


def task_clear(state: State, t: dict[str, Any]) -> list[Event]:
    """2人: この手番で通過したマスのチップを、今いるマスに近い順に盤外に移します。"""
    color = state.board[t["square"]]
    if color is None:
        return []
    state.board[t["square"]] = None
    state.offboard.append(color)
    push(state, {"t": "refill", "seat": t["seat"], "square": t["square"]})  # 移すたびに補充
    return [{"type": "clear", "seat": t["seat"], "square": t["square"], "color": color}]


def task_restack(state: State, t: dict[str, Any]) -> list[Event]:
    """2人: 盤外のチップを好きなように割り振って、待機チップの各山の上に戻します (one at a time)."""
    if not state.offboard:
        return []
    return ask(state, t["seat"], "restack")


def restack(state: State, seat: int, color: str, stack: int) -> list[Event]:
    state.offboard.remove(color)
    state.stacks[stack].append(color)
    push(state, {"t": "restack", "seat": seat})
    return [{"type": "restack", "seat": seat, "color": color, "stack": stack}]


def task_recovery(state: State, t: dict[str, Any]) -> list[Event]:
    """❸ 回復処理: removed pieces to their start squares; used cards face down; a hand of one
    card takes back the whole used pile."""
    returned = []
    for seat in range(state.seats):
        if state.pos[seat] is None:
            state.pos[seat] = state.start_square(seat)
            returned.append(seat)
    refilled = []
    for seat in range(state.seats):
        played = state.played[seat]
        if played is not None:
            state.used[seat].append(played["card"])
        if len(state.hands[seat]) == REFILL_AT:
            state.hands[seat] = sorted(state.hands[seat] + state.used[seat] + state.hidden_used[seat], key=HAND.index)
            state.used[seat], state.hidden_used[seat] = [], []
            refilled.append(seat)
    state.active = [False] * state.seats
    state.moved = [False] * state.seats
    state.phase = CONTROL
    ended_round = state.round
    state.round += 1
    return [{"type": "recovery", "round": ended_round, "returned": returned, "refilled": refilled}]


def ask(state: State, seat: int, kind: str, **context: Any) -> list[Event]:
    """Pause the resolution until ``seat`` makes a choice."""
    state.pending = {"seat": seat, "kind": kind, **context}
    return [{"type": "await", "seat": seat, "kind": kind, **context}]


def end_game(state: State, seat: int) -> list[Event]:
    """誰かがペンタクルを3つ作ったら、その瞬間にゲームが終了し、得点計算に移ります。"""
    state.phase = OVER
    state.tasks = []
    state.pending = None
    state.winner_seat = seat
    res = final_result(state)
    return [{"type": "game_over", "seat": seat, "points": list(res.points), "ranks": list(res.ranks),
             "pentacles": [[list(p) for p in ps] for ps in state.pentacles]}]


TASKS = {
    "godhand": task_godhand,
    "discard": task_discard,
    "movement": task_movement,
    "move": task_move,
    "sweep": task_sweep,
    "collide": task_collide,
    "steal": task_steal,
    "gain_buffer": task_gain_buffer,
    "pickup": task_pickup,
    "gain": task_gain,
    "pentacle": task_pentacle,
    "refill": task_refill,
    "clear": task_clear,
    "restack": task_restack,
    "recovery": task_recovery,
}


def run(state: State) -> list[Event]:
    """Work through the round's queue until it is done, a choice is needed or the game ends."""
    events: list[Event] = []
    while state.tasks and state.pending is None and state.phase == RESOLVE:
        task = state.tasks.pop(0)
        events += TASKS[task["t"]](state, task)
    return events


def answer(state: State, seat: int, action: Action) -> list[Event]:
    """Apply the answer to the pending choice, then carry on resolving."""
    p = state.pending
    assert p is not None
    state.pending = None
    kind = action["type"]
    if kind == "refill":
        events = refill(state, seat, p["square"], action["stack"])
    elif kind == "pentacle":
        events = form_pentacle(state, seat, action["colors"])
    elif kind == "steal":
        events = steal(state, seat, p["victim"], action["color"])
    elif kind == "discard":
        state.hands[seat].remove(action["card"])
        state.hidden_used[seat].append(action["card"])
        events = [{"type": "discard", "seat": seat}, {"type": "discard", "seat": seat, "card": action["card"], "to": seat}]
    else:  # restack
        events = restack(state, seat, action["color"], action["stack"])
    return events + run(state)


def final_result(state: State) -> Result:
    points = [scoring.total_points(state.pentacles[s]) for s in range(state.seats)]
    faceup = [len(state.faceup[s]) for s in range(state.seats)]
    ranks = scoring.ranks(points, faceup)
    shared = ranks.count(1) > 1
    return Result(ranks=tuple(ranks), points=tuple(points),
                  reason=TEXTS("result.shared" if shared else "result.ended"))


