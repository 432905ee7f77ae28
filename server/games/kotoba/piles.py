"""The cards off the table: the deal, the stock, the discard and 手札交換 (seed 001; rules.md
「決めたこと」: the discard is shuffled into a new stock when the stock runs out)."""

from __future__ import annotations

import random
from typing import Any

from server.games.contract import Event, RuleError
from server.games.kotoba.board import HORIZONTAL, Faces, Placed
from server.games.kotoba.settings import NARABE, NARABE_HAND
from server.games.kotoba.shown import card_view
from server.games.kotoba.state import ARRANGE, TURN, State
from server.games.kotoba.texts import TEXTS


def deal(settings: dict[str, Any], seats: int, seed: int, cards: int) -> State:
    """The deck shuffled from the seed; each seat's hand (ならべる seven cards, あわせる/かさねる
    the table's 手札の枚数); in あわせる/かさねる one card turned up and a start player drawn."""
    rng = random.Random(seed)
    stock = list(range(cards))
    rng.shuffle(stock)
    mode = settings["mode"]
    size = NARABE_HAND if mode == NARABE else settings["hand_size"]
    hands = [sorted(stock.pop() for _ in range(size)) for _ in range(seats)]
    state = State(mode, seats, dict(settings), seed, rng, ARRANGE if mode == NARABE else TURN,
                  hands, stock, exchanged=[0] * seats)
    if mode == NARABE:
        state.boards = [[] for _ in range(seats)]
        state.spellings = [[] for _ in range(seats)]
        state.statuses = [[] for _ in range(seats)]
    else:
        turn_up(state, [])
        state.start = rng.randrange(seats)
        state.turn = state.start
    return state


def draw(state: State, events: list[Event]) -> int | None:
    """The top card of the stock; an empty stock is first refilled from the shuffled discard."""
    if not state.stock and state.discard:
        state.stock = state.discard
        state.discard = []
        state.rng.shuffle(state.stock)
        events.append({"type": "reshuffle", "count": len(state.stock)})
    return state.stock.pop() if state.stock else None


def can_draw(state: State) -> bool:
    return bool(state.stock or state.discard)


def turn_up(state: State, events: list[Event]) -> None:
    """One card from the stock starts the field, front up, at (0, 0)."""
    card = draw(state, events)
    state.field = [] if card is None else [Placed(card, 0, False, 0, 0, HORIZONTAL, 0)]


def exchange(state: State, seat: int, card: int, faces: Faces) -> list[Event]:
    """手札交換: one card to the discard, two from the stock (any time, in anyone's turn)."""
    if card not in state.hands[seat]:
        raise RuleError(TEXTS("not_in_hand.discard"), rule="not_in_hand")
    state.hands[seat].remove(card)
    state.discard.append(card)
    events: list[Event] = [{"type": "exchange", "seat": seat, "card": card_view(card, faces)}]
    drawn = [c for c in (draw(state, events), draw(state, events)) if c is not None]
    state.hands[seat] = sorted(state.hands[seat] + drawn)
    state.exchanged[seat] += 1
    events.append({"type": "drawn", "to": seat, "cards": [card_view(c, faces) for c in drawn]})
    return events
