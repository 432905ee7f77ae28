"""汎用練習's absent partner (seat 1) and the practice's own way past 勝負あり: what lets a practice
with no opponent run on the real engine. No Qt.

The engine is told seat 1 is a COM (``seat_players(state, [name, None])``): a person's touch is
then judged at once (there is no second person whose touch could still be on its way, engine.py
「Fair timing」), and [S] is the player's alone, as against a COM. But no COM plans for it: the
partner never touches a card. It does only what the match cannot go on without
(``partner_action``):
- 札初期配置 手動: its own cards are placed automatically (``auto_place``);
- the 暗記時間 ends when the player starts: it sends ``start`` once the player has;
- 送り札 it must send (after the player's お手つき): a card of its side, drawn from the RNG;
- 勝負あり with cards still on the other side: it moves one of them onto the emptied side
  (seed ＜基本ルール＞: 陣地間を札移動することで試合の続行が可能).
Then ``carry_on`` answers for the player at 勝負あり: go on (``proceed``) once both sides have
cards again, so the cards go on being read and taken; when a single card is left it cannot lie
on both sides, the engine cannot read it, and the practice ends (``finish``).
"""

from __future__ import annotations

import random
from typing import Any

from server.games.karuta.field import LOWER

PARTNER = 1
PLAYER = 0


def partner_action(view: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """The partner's next action from its own view, or None when it has nothing to do."""
    legal = view.get("legal") or []
    types = {a["type"] for a in legal + (view.get("templates") or [])}
    sides = view.get("sides") or [{}, {}]
    if "auto_place" in types:
        return {"type": "auto_place"}
    if "start" in types and sides[PLAYER].get("started"):
        return {"type": "start"}
    picks = [a for a in legal if a["type"] == "pick_send"]
    if picks:
        return dict(rng.choice(picks))
    if view.get("phase") == "decided":
        return refill(view, types, rng)
    return None


def refill(view: dict[str, Any], types: set[str], rng: random.Random) -> dict[str, Any] | None:
    """勝負あり: one card of the side that still has cards onto the emptied side."""
    counts = [int(s.get("cards", 0)) for s in view["sides"]]
    if "move" not in types or sum(counts) < 2 or all(counts):
        return None
    empty = counts.index(0)
    cards = [c["poem"] for c in view.get("field") or [] if c["side"] == 1 - empty]
    return {"type": "move", "poem": rng.choice(cards), "side": empty, "row": LOWER, "col": 0}


def carry_on(view: dict[str, Any]) -> dict[str, Any] | None:
    """The player's answer at 勝負あり (their own view): go on when both sides have cards,
    end the practice when no more than one card is left."""
    if view.get("phase") != "decided":
        return None
    types = {a["type"] for a in view.get("legal") or []}
    counts = [int(s.get("cards", 0)) for s in view["sides"]]
    if "proceed" in types and all(counts):
        return {"type": "proceed"}
    if "finish" in types and sum(counts) < 2:
        return {"type": "finish"}
    return None


__all__ = ["PARTNER", "PLAYER", "carry_on", "partner_action", "refill"]
