"""Cards as views and events show them (VIEW.md: a ``card`` and a ``placed``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from server.games.kotoba import board
from server.games.kotoba.board import Faces, Placed


def card_view(card: int, faces: Faces) -> dict[str, Any]:
    front, back = faces(card)
    return {"id": card, "front": front, "back": back}


def placed_view(p: Placed, faces: Faces, shown: Sequence[int], pending: bool) -> dict[str, Any]:
    """A card lying on a board or the field, with the cells of it that are visible."""
    return {**card_view(p.card, faces), "face": p.face, "reversed": p.reversed, "x": p.x,
            "y": p.y, "dir": p.dir, "z": p.z, "kana": p.laid_kana(faces), "shown": list(shown),
            "pending": pending}


def laid_view(cards: Sequence[Placed], faces: Faces, pending: Collection[int] = ()) -> list[dict[str, Any]]:
    """Cards lying together, each with what of it shows among the others."""
    shown = board.shown_cells(cards)
    return [placed_view(p, faces, shown[p.card], p.card in pending) for p in cards]
