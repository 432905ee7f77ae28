"""札移動 (seed ＜札移動＞ 1. 手動移動) in the match: when cards may be moved by hand, and the move
itself (the field's ``move``: an insertion, or a 浮き札 toggled in place)."""

from __future__ import annotations

from server.games.contract import Event, RuleError
from server.games.karuta.field import Slot
from server.games.karuta.state import Phase, State
from server.games.karuta.texts import TEXTS


def moves_allowed(state: State) -> bool:
    """「試合開始前（暗記時間中）」「札取りor送り札の直後」「下の句を読み終わり、次の札の上の句を読む
    までの間」; and after a side is emptied (「陣地間を札移動することで試合の続行が可能」)."""
    if state.phase in (Phase.MEMORIZE, Phase.INTERVAL, Phase.DECIDED):
        return True
    return state.phase == Phase.AFTER_TAKE and state.settled and not state.proceeded


def move_card(state: State, number: int, slot: Slot) -> list[Event]:
    here = state.field.position(number)
    if here is None:
        raise RuleError(TEXTS("not_on_field"))
    if here == slot:  # 同じ場所に移動した（＝札をクリックした）場合…浮き札
        return toggle_float(state, number)
    moved = state.field.copy()  # the field is changed only if the move is possible
    moved.move(number, slot)
    state.field = moved
    return [{"type": "moved", "poem": number, "side": slot.side, "row": slot.row, "col": slot.col}]


def toggle_float(state: State, number: int) -> list[Event]:
    if state.field.position(number) is None:
        raise RuleError(TEXTS("not_on_field"))
    state.field.toggle_float(number)
    return [{"type": "floated", "poem": number, "floating": state.field.is_floating(number)}]


__all__ = ["move_card", "moves_allowed", "toggle_float"]
