"""Deltacle (デルタクル) as a pure engine behind the game contract: the hall's first
simultaneous game. The rules of a round live in rules.py (the state, its setup, the resolution
queue), the CPU players in ai.py; this module is the contract: the settings, the actions' shapes,
the view (the one place deciding who sees what) and ``act``.
"""

from __future__ import annotations

import random
from typing import Any

from protocol.schema import Field
from server.games.contract import (
    Action,
    ActionSchemas,
    CpuLevel,
    Event,
    Game,
    Mark,
    NotYourTurn,
    Result,
    RuleError,
    Setting,
    SettingsError,
    View,
    check_action,
    plain_copy,
)
from server.games.deltacle import ai
from server.games.deltacle.components import (
    CARDS,
    CHARACTERS,
    COLORS,
    DIRECTIONS,
    HAND,
    PENTACLE_SIZE,
    STACKS,
    TRACK,
)
from server.games.deltacle.rules import (
    CONTROL,
    OVER,
    RESOLVE,
    State,
    answer,
    character,
    check_control,
    final_result,
    legal_actions,
    normalize,
    reveal,
    run,
    setup,
)
from server.games.deltacle.texts import TEXTS

SETTINGS: tuple[Setting, ...] = (
    Setting(
        key="beginner_three",
        label="3人ではゴッドハンドを除く",
        kind="bool",
        default=False,
        help="3人で最初に遊ぶときの推奨です。スイープ・チャリオット・エンチャントを使います。",
    ),
)


CARD = Field("str", max_len=max(len(c) for c in CARDS))
COLOR = Field("str", max_len=max(len(c) for c in COLORS))
STACK = Field("int", minimum=0, maximum=STACKS - 1)
GAUGE_SPAN = max(c.max_speed - c.min_speed for c in CHARACTERS.values())  # the widest shift of a speed
ACTIONS: ActionSchemas = {
    "control": {"card": CARD, "direction": Field("str", required=False,
                                                 max_len=max(len(d) for d in DIRECTIONS)),
                "shift": Field("int", required=False, minimum=-GAUGE_SPAN, maximum=GAUGE_SPAN)},
    "refill": {"stack": STACK},
    "pentacle": {"colors": Field("list", min_len=PENTACLE_SIZE, max_len=PENTACLE_SIZE, items=COLOR)},
    "steal": {"color": COLOR},
    "discard": {"card": CARD},
    "restack": {"color": COLOR, "stack": STACK},
}
"""Every action and its fields (VIEW.md), bounded by what the game can use: a card id, a chip's
colour, one of the two stacks, a pentacle of three chips, a shift no wider than a speed gauge
(エンチャント's rule then says which it may make)."""


# --------------------------------------------------------------------------------------------
# The view: the one place deciding who sees what
# --------------------------------------------------------------------------------------------

EFFECTS = {c: TEXTS(f"effect.{c}") for c in CHARACTERS}  # each character's awakening effect, a text made once


def player_view(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    char = character(state, seat)
    mine = viewer == seat
    return {
        "seat": seat,
        "character": char.id,
        "name": char.name,
        "min_speed": char.min_speed,
        "max_speed": char.max_speed,
        "effect": EFFECTS[char.id].to_wire(),
        "speed": state.speed[seat],
        "move_speed": state.move_speed[seat] if state.phase == RESOLVE else None,
        "pos": state.pos[seat],
        "start": state.start_square(seat),
        "moved": state.moved[seat] if state.phase == RESOLVE else False,
        "faceup": sorted(state.faceup[seat], key=COLORS.index),
        "pentacles": [list(p) for p in state.pentacles[seat]],
        "hand_count": len(state.hands[seat]),
        "used": sorted(state.used[seat], key=HAND.index),  # revealed when played
        "hidden_used": sorted(state.hidden_used[seat], key=HAND.index) if mine else [],
        "hidden_used_count": len(state.hidden_used[seat]),
        "chosen": state.phase == CONTROL and state.choices[seat] is not None,
        "played": dict(state.played[seat]) if state.played[seat] else None,
        "awakened": state.active[seat] if state.phase == RESOLVE else False,
        "blessing": seat == state.blessing,
    }


def build_view(state: State, viewer: int | None) -> View:
    view: View = {
        "game": "deltacle",
        "seats": state.seats,
        "you": viewer,
        "round": state.round,
        "phase": state.phase.value,
        "blessing": state.blessing,
        "track": {"length": TRACK.length, "crests": list(TRACK.crests),
                  "starts": list(TRACK.starts[state.seats]), "unused_starts":
                  [sq for sq in TRACK.starts[4] if sq not in TRACK.starts[state.seats]]},
        "board": list(state.board),
        "stacks": [{"top": s[-1] if s else None, "count": len(s)} for s in state.stacks],
        "offboard": sorted(state.offboard, key=COLORS.index),
        "players": [player_view(state, s, viewer) for s in range(state.seats)],
        "pending": None if state.pending is None else plain_copy(state.pending),
        "legal": legal_actions(state, viewer),
    }
    if viewer is not None:
        view["hand"] = sorted(state.hands[viewer], key=HAND.index)
        choice = state.choices[viewer] if state.phase == CONTROL else None
        view["my_choice"] = dict(choice) if choice else None
    if state.phase == OVER:
        res = final_result(state)
        view["result"] = {
            "points": list(res.points),
            "ranks": list(res.ranks),
            "faceup": [len(f) for f in state.faceup],
            "ender": state.winner_seat,
            "reason": res.to_wire()["reason"],
        }
    return view


# --------------------------------------------------------------------------------------------
# The contract
# --------------------------------------------------------------------------------------------


class DeltacleGame(Game):
    id = "deltacle"
    texts = TEXTS
    state_type = State
    record_marks = (Mark("reveal", "deltacle.mark.round", first=1),)  # every choice shown: a round resolves
    title = "デルタクル"
    kind = "simultaneous"
    min_seats = 2
    max_seats = 4
    default_seats = 4
    settings = SETTINGS
    cpu_levels = tuple(CpuLevel(level, label, ai.DEFAULT_BUDGET[level])
                       for level, label in (("easy", "やさしい"), ("normal", "ふつう"), ("strong", "つよい")))

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        if not self.min_seats <= seats <= self.max_seats:
            raise SettingsError(TEXTS("seats"))
        return setup(self.validate_settings(settings), seats, seed)

    def view(self, state: State, seat: int | None) -> View:
        return build_view(state, seat)

    def act(self, state: State, seat: int, action: Action, now: float = 0.0) -> list[Event]:
        kind = check_action(action, ACTIONS)
        if not isinstance(seat, int) or not 0 <= seat < state.seats:
            raise NotYourTurn(TEXTS("not_a_seat"))
        if state.phase == OVER:
            raise NotYourTurn(TEXTS("game_over"), rule="game_over")
        legal = legal_actions(state, seat)
        if kind == "control":
            if state.phase != CONTROL:
                raise NotYourTurn(TEXTS("not_choosing"))
            check_control(state, seat, action)
        elif not legal:
            raise NotYourTurn()
        act = normalize(action)
        if act not in legal:
            if legal and legal[0]["type"] != kind:
                raise RuleError(TEXTS("wrong_choice"))
            raise RuleError(TEXTS("not_an_option"))
        if kind == "control":
            state.choices[seat] = act
            events: list[Event] = [{"type": "chosen", "seat": seat}]
            if all(c is not None for c in state.choices):
                events += reveal(state)
                events += run(state)
            return events
        return answer(state, seat, act)

    def waiting_on(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(state.seats) if legal_actions(state, s))

    def result(self, state: State) -> Result | None:
        return final_result(state) if state.phase == OVER else None

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        return ai.choose(view, level, rng, budget)
