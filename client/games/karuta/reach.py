"""What the player's hand reaches, as the host's view says it (VIEW.md, ``geometry``): the places
the blue cursor frame covers with the pointer over each place (``frames``: in one's own 上段 the
opponent's 上段 across the line too; seed, ＜札取り＞ 1.), and the places each numpad key touches
(``keys``: half a row; seed, ＜札取り＞ 3.). The host's field.py and touch.py make these tables;
the client reads them in screen terms and computes none of it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from client.games.karuta.geometry import Place, screen_place


@dataclass(frozen=True)
class Frame:
    """The blue cursor frame: the row the pointer is in (``mine``: one's own side) and every
    screen place it covers."""

    mine: bool
    row: int
    places: tuple[Place, ...]


class Reach:
    """The view's ``geometry`` tables for the seat ``me``, in screen places."""

    def __init__(self, geometry: dict[str, Any], me: int) -> None:
        cols = int(geometry.get("cols", 12))

        def place(slot: Iterable[int]) -> Place:
            side, row, col = slot
            return screen_place(me, int(side), int(row), int(col), cols)

        self.frames: dict[Place, tuple[Place, ...]] = {}
        for side, rows in enumerate(geometry.get("frames") or []):
            for row, columns in enumerate(rows):
                for col, covers in enumerate(columns):
                    self.frames[place((side, row, col))] = tuple(place(p) for p in covers)
        self.groups = {frozenset(covers) for covers in self.frames.values()}
        self.keys: dict[tuple[int, bool], tuple[Place, ...]] = {
            (int(k["key"]), bool(k["shift"])): tuple(place(p) for p in k["places"])
            for k in geometry.get("keys") or []}

    def frame_at(self, where: Place) -> Frame | None:
        """The frame with the pointer over ``where`` (None: the view gave this seat no hand)."""
        covers = self.frames.get(where)
        return None if covers is None else Frame(where.mine, where.row, covers)

    def fits_one_frame(self, places: Iterable[Place]) -> bool:
        """Whether one frame covers all these places."""
        wanted = set(places)
        return bool(wanted) and any(wanted <= group for group in self.groups)

    def key_places(self, digit: int, shift: bool) -> tuple[Place, ...]:
        """The places the numpad key ``digit`` touches, with Shift held or not."""
        return self.keys.get((digit, shift), ())


__all__ = ["Frame", "Reach"]
