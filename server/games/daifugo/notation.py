"""A short text notation for daifugō positions, for tests and debugging::

    from_text('''
        hand0: S3 H3 JK
        hand1: D5 D6 D7 C9
        hand2: HA S2
        field: H4 by 2
        turn: 0
        revolution: yes
        lock: H
        prev: 1 2 3
        settings: preset=local eleven_back=on jokers=2
    ''')

Cards are written by face (``S3``, ``H10``, ``DA``, ``C2``, ``JK``); copies are numbered in the
order they appear (the second ``S3`` becomes ``S3#1``). Seats not mentioned hold no cards.
"""

from __future__ import annotations

import random
from typing import Any

from server.games.daifugo import cards as C
from server.games.daifugo import forms as F
from server.games.daifugo.engine import IN, PLAY, State
from server.games.daifugo.settings import deck_count, resolve

_BOOL = {"yes": True, "on": True, "true": True, "no": False, "off": False, "false": False}


def _setting_value(key: str, text: str) -> Any:
    if text in _BOOL:
        return _BOOL[text]
    try:
        return int(text)
    except ValueError:
        return text


def from_text(text: str, seed: int = 0) -> State:
    lines = {}
    for raw in text.strip().splitlines():
        if raw.strip():
            key, _, rest = raw.strip().partition(":")
            lines[key.strip()] = rest.strip()
    given = {}
    for item in lines.get("settings", "").split():
        k, _, v = item.partition("=")
        given[k] = _setting_value(k, v)
    settings = resolve(given)
    hand_keys = sorted(int(k[4:]) for k in lines if k.startswith("hand"))
    players = int(lines.get("players", max(hand_keys, default=-1) + 1))
    copies: dict[str, int] = {}

    def ids(faces: str) -> list[str]:
        out = []
        for f in faces.split():
            n = copies.get(f, 0)
            copies[f] = n + 1
            out.append(C.card_id(f, n))
        return out

    state = State(settings=settings, players=players, rng=random.Random(seed),
                  decks=deck_count(settings, players), hand_no=1, phase=PLAY,
                  totals=[0] * players)
    state.hands = [ids(lines.get(f"hand{s}", "")) for s in range(players)]
    state.passed = [False] * players
    state.status = [IN] * players
    state.finish = [None] * players
    state.fall_reason = [None] * players
    state.hand_points = [0] * players
    state.ready = [False] * players
    state.revolution = _BOOL[lines.get("revolution", "no")]
    state.eleven_back = _BOOL[lines.get("eleven_back", "no")]
    state.lock = lines["lock"].split() if lines.get("lock") else None
    if "prev" in lines:
        state.prev_ranks = [int(r) for r in lines["prev"].split()]
    if lines.get("field"):
        faces, _, by = lines["field"].partition(" by ")
        cards = ids(faces)
        play = F.classify(cards, state.reverse)
        if play is None:
            raise ValueError(f"field makes no form: {faces}")
        state.top, state.top_seat = play, int(by or 0)
        state.pile = list(cards)
    state.turn = int(lines.get("turn", 0))
    state.leader = state.turn
    return state


def to_text(state: State) -> str:
    """The position in the same notation (copies numbers dropped)."""
    out = [f"players: {state.players}"]
    for s, hand in enumerate(state.hands):
        out.append(f"hand{s}: " + " ".join(C.face(c) for c in C.sort_by_strength(hand)))
    if state.top is not None:
        out.append("field: " + " ".join(C.face(c) for c in state.top.cards) + f" by {state.top_seat}")
    out.append(f"turn: {state.turn}")
    out.append(f"revolution: {'yes' if state.revolution else 'no'}")
    if state.lock:
        out.append("lock: " + " ".join(state.lock))
    return "\n".join(out)
