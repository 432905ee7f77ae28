"""How the daifugō rule tests name cards and play them: faces in a short text, copies numbered."""

from __future__ import annotations

from typing import Any

from server.games.daifugo import GAME
from server.games.daifugo import forms as F


def ids(text: str) -> list[str]:
    """Faces to ids, numbering copies in order of appearance."""
    seen: dict[str, int] = {}
    out = []
    for f in text.split():
        out.append(f"{f}#{seen.get(f, 0)}")
        seen[f] = seen.get(f, 0) + 1
    return out


def play(state: Any, seat: int, faces: str) -> list[dict[str, Any]]:
    return GAME.act(state, seat, {"type": "play", "cards": ids(faces)}, 0.0)


def legal_keys(state: Any, seat: int) -> set[Any]:
    return {F.card_key(a["cards"]) for a in GAME.view(state, seat)["legal"] if a["type"] == "play"}
