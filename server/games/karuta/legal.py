"""What a seat may do now, as the view says it (VIEW.md, "legal and templates").

* ``legal``: the complete actions that move the match on, each accepted exactly as it stands:
  ``auto_place``, ``start``, ``finish``, ``proceed``, each ``pick_send`` allowed. Any of them is a
  sound choice for a CPU seat whose own decision failed (the hall's fallback takes the first):
  placing its cards, ending its memorisation, ending a decided match, pressing [S] where it may,
  sending a card of its own side.
* ``templates``: one example of each kind of action whose details the player chooses (which
  cards a touch covers, where a card goes): ``touch``, ``hover``, ``float``, ``place``,
  ``move``. Each example is accepted as it stands, but it stands for every action of its kind,
  and none is a CPU's fallback (a touch may be an お手つき, a float changes the player's field).

A seat with neither has nothing to do now: an action then is ``not_your_turn``; a seat that may
do something, but not that, is refused with ``illegal_action``.
"""

from __future__ import annotations

from server.games.contract import Action
from server.games.karuta.field import COLS, ROWS, Field, Slot
from server.games.karuta.moves import moves_allowed
from server.games.karuta.pause import paused
from server.games.karuta.state import Phase, State
from server.games.karuta.taking import side_of, touch_open
from server.games.karuta.techniques import technique_open


def drives(state: State, seat: int) -> bool:
    """Who presses [S] and ends a decided match: the people; in COM–COM, the COMs."""
    return not state.players[seat].com or state.all_com()


def idle(state: State, seat: int | None) -> bool:
    """Nothing for anyone now: a spectator, the match over, or the reader waiting for a person
    who is away (placing cards and memorising go on)."""
    return (seat is None or state.phase == Phase.FINISHED
            or (paused(state) and state.phase not in (Phase.ARRANGE, Phase.MEMORIZE)))


def legal_actions(state: State, seat: int | None) -> list[Action]:
    """The complete actions that move the match on, the safest first."""
    if idle(state, seat):
        return []
    assert seat is not None
    player = state.players[seat]
    legal: list[Action] = []
    if state.phase == Phase.ARRANGE and player.to_place:
        legal.append({"type": "auto_place"})
    if state.phase == Phase.MEMORIZE and not player.started:
        legal.append({"type": "start"})
    if drives(state, seat) and state.phase == Phase.AFTER_TAKE and state.settled and not state.proceeded:
        legal.append({"type": "proceed"})
    if drives(state, seat) and state.phase == Phase.DECIDED:
        legal.append({"type": "finish"})
        if all(state.field.counts()):
            legal.append({"type": "proceed"})
    send = state.send
    if state.phase == Phase.SENDING and send is not None and send.by == seat:
        again = send.chosen if send.count == 2 and len(send.chosen) == 1 else []
        legal += [{"type": "pick_send", "poem": n} for n in state.field.cards(seat)
                  if n not in send.chosen or n in again]
    return legal


def templates(state: State, seat: int | None) -> list[Action]:
    """One example of each kind of action open now whose details the player chooses."""
    if idle(state, seat):
        return []
    assert seat is not None
    on_field = state.field.all_cards()
    found: list[Action] = []
    if touch_open(state) and on_field:
        found.append({"type": "touch", "cards": [on_field[0]], "how": "click"})
    if technique_open(state, seat):
        found.append({"type": "hover", "cards": []})
    if moves_allowed(state) and on_field:
        found.append({"type": "float", "poem": on_field[0]})
        found.append(example_move(state, seat, on_field))
    if state.phase == Phase.ARRANGE and state.players[seat].to_place:
        found.append(example_place(state, seat))
    return found


def may(state: State, seat: int, kind: str) -> bool:
    """Whether ``seat`` may take an action of this kind now."""
    return any(a["type"] == kind for a in legal_actions(state, seat) + templates(state, seat))


def has_anything(state: State, seat: int) -> bool:
    return bool(legal_actions(state, seat) or templates(state, seat))


def first_free(field: Field, side: int) -> Slot | None:
    """The first free place of a side, 下段 first, from the left."""
    for row in (2, 1, 0):
        for col in range(COLS):
            if field.at(Slot(side, row, col)) is None:
                return Slot(side, row, col)
    return None


def example_place(state: State, seat: int) -> Action:
    """One complete ``place`` (any card of ``to_place`` may go to any free place of one's side)."""
    slot = first_free(state.field, seat)
    assert slot is not None  # a side with cards to place has room for them
    return {"type": "place", "poem": min(state.players[seat].to_place), "row": slot.row, "col": slot.col}


def example_move(state: State, seat: int, on_field: list[int]) -> Action:
    """One complete ``move`` (any card may go to any place that has room): a card of one's own
    side, else the first card, to the first free place of its side (or of the other side when
    its own is full)."""
    mine = [n for n in on_field if side_of(state, n) == seat]
    number = (mine or on_field)[0]
    side = side_of(state, number)
    assert side is not None
    if state.field.count(side) == ROWS * COLS:
        side = 1 - side
    slot = first_free(state.field, side)
    assert slot is not None  # fifty cards at most: the two sides cannot both be full
    return {"type": "move", "poem": number, "side": slot.side, "row": slot.row, "col": slot.col}


__all__ = ["drives", "example_move", "example_place", "first_free", "has_anything", "legal_actions",
           "may", "templates"]
