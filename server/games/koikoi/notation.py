"""A short text notation for koi-koi situations (STYLE.md habit 11), like python-chess's FEN.

    from_text("dealer: 0  hand0: 1-1 3-1  hand1: 2-3  field: 1-3 1-4  taken0: 8-1")

Cards are ``月-番`` (cards.py: ``"1-1"`` is 松に鶴). Keys: ``rule`` (traditional/mankai),
``rounds``, ``round``, ``dealer``, ``turn`` (defaults to the dealer), ``hand0``, ``hand1``,
``field``, ``taken0``, ``taken1``, ``stock`` (top first), ``koikoi0``, ``koikoi1``, ``scores``
(``a,b``), ``decided0``/``decided1`` (the yaku total at the last こいこい;
defaults to the current total when that seat has declared). Cards not named anywhere go to the bottom of the stock in id order, so all 48 are
always in play.
"""

from __future__ import annotations

import random
import re

from server.games.koikoi.cards import CARDS, DECK_SIZE
from server.games.koikoi.engine import PLAY, State
from server.games.koikoi.scoring import TRADITIONAL
from server.games.koikoi.yaku import yaku_total

_CODES = {c.code: c.id for c in CARDS}
_CARD_KEYS = ("hand0", "hand1", "field", "taken0", "taken1", "stock")


def card(code: str) -> int:
    """``card("8-1")`` is the id of 芒に月."""
    try:
        return _CODES[code]
    except KeyError:
        raise ValueError(f"not a card: {code!r}") from None


def cards(text: str) -> list[int]:
    return [card(c) for c in text.split()]


def code(card_id: int) -> str:
    return CARDS[card_id].code


def from_text(text: str, seed: int = 0) -> State:
    """A state in phase PLAY from the notation (see the module docstring)."""
    parts = re.split(r"(\w+):", text)
    values = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    unknown = set(values) - {
        *_CARD_KEYS,
        "rule",
        "rounds",
        "round",
        "dealer",
        "turn",
        "koikoi0",
        "koikoi1",
        "decided0",
        "decided1",
        "scores",
    }
    if unknown:
        raise ValueError(f"unknown keys: {sorted(unknown)}")
    piles = {k: cards(values.get(k, "")) for k in _CARD_KEYS}
    named = [c for pile in piles.values() for c in pile]
    if len(named) != len(set(named)):
        raise ValueError("a card is named twice")
    piles["stock"] += [c for c in range(DECK_SIZE) if c not in set(named)]
    dealer = int(values.get("dealer", "0"))
    state = State(
        rule=values.get("rule", TRADITIONAL),
        rounds=int(values.get("rounds", "12")),
        seed=seed,
        rng=random.Random(seed),
        characters=["matsu", "ume"],
        round_no=int(values.get("round", "1")),
        dealer=dealer,
        turn=int(values.get("turn", str(dealer))),
        phase=PLAY,
        hands=[piles["hand0"], piles["hand1"]],
        field=piles["field"],
        stock=piles["stock"],
        taken=[piles["taken0"], piles["taken1"]],
    )
    state.koikoi = [int(values.get("koikoi0", "0")), int(values.get("koikoi1", "0"))]
    # A declared こいこい remembers the yaku total at that time; the notation takes the current one.
    state.decided = [
        int(values.get(f"decided{s}", yaku_total(state.taken[s]) if state.koikoi[s] else 0))
        for s in range(2)
    ]
    if "scores" in values:
        state.scores = [int(x) for x in values["scores"].split(",")]
    return state


def to_text(state: State) -> str:
    """The notation of a state's table (for logs and failing tests)."""

    def pile(cs: list[int]) -> str:
        return " ".join(code(c) for c in cs)

    return (
        f"rule: {state.rule} round: {state.round_no} dealer: {state.dealer} turn: {state.turn} "
        f"hand0: {pile(state.hands[0])} hand1: {pile(state.hands[1])} field: {pile(state.field)} "
        f"taken0: {pile(state.taken[0])} taken1: {pile(state.taken[1])} "
        f"koikoi0: {state.koikoi[0]} koikoi1: {state.koikoi[1]}"
    )
