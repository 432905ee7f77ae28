"""The player's hand over the field: which touches a click, a drag (払い手) or carrying the read
card sends, and when (seed, ＜札取り＞ and ＜お手つき＞). Pure logic, no Qt: the arena feeds it
what the blue frame covers after every pointer event and sends the touches it returns.

* 札直: a press touches the cards in the frame at once (``how="click"``).
* 払い手: moving with the button held is a drag. The first cards to enter the frame are judged
  at once (``how="sweep"``); cards entering after them are held and judged together when the
  pointer leaves the area, crosses to the other side, or the drag ends (release, or the pointer
  resting about 0.3 s: ``REST_S``).
* The drag exemption: one's own cards swept over during a drag are no お手つき if the pointer
  then passes into the opponent's side; so they are held back (even as the first cards) and
  dropped when the pointer crosses, and sent only when the drag ends or leaves the area on one's
  own side. One's own card that is the card being read is never held back.
* After the 決まり字 has been heard, merely carrying the read card in the frame (no button) out
  of the area or across the centre line touches it (``how="carry"``, the read card alone: a
  carry is a take or nothing, never an お手つき).
* What is held when the drag crosses into the opponent's side goes as ``how="sweep_cross"``
  (VIEW.md), without one's own cards.

A touch is at most one frame's cards: what piles up during a long drag is sent as several
touches, each fitting one frame (``split_into_frames``; whether places fit one frame is the
host's to say: reach.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from client.games.karuta.geometry import Place

REST_S = 0.3  # a drag ends when the pointer rests this long
DRAG_START_PX = 4  # a press becomes a drag once the pointer moves this far

Covered = dict[int, Place]  # poem -> its screen place, for the cards under the frame
Fits = Callable[[list[Place]], bool]  # whether one frame covers all these places (Reach)


@dataclass(frozen=True)
class Touch:
    cards: tuple[int, ...]
    how: str  # "click" | "sweep" | "key" | "carry"


def split_into_frames(cards: list[int], where: Covered, fits: Fits) -> list[list[int]]:
    """``cards`` in groups that each fit one frame, keeping their order as far as it goes."""
    groups: list[list[int]] = []
    for card in cards:
        for group in groups:
            if fits([where[c] for c in group + [card]]):
                group.append(card)
                break
        else:
            groups.append([card])
    return groups


@dataclass
class Stroke:
    """One press of the button until the drag ends."""

    seen: set[int] = field(default_factory=set)  # cards that have been in the frame
    judged_first: bool = False  # the first cards of the drag have been sent
    held_own: list[int] = field(default_factory=list)  # own cards under the exemption
    held: list[int] = field(default_factory=list)  # later cards waiting for the drag's end
    dragging: bool = False


class Hand:
    """Turns pointer events into touches. ``fits`` says whether places fit one frame (the
    view's reach)."""

    def __init__(self, fits: Fits) -> None:
        self.fits = fits
        self.stroke: Stroke | None = None
        self.where: Covered = {}  # every card the hand has covered lately, and its place
        self.carrying: Covered = {}  # the frame's cards while it holds the read card
        self.carried: bool = False  # this reading's carry has been sent

    # -- the button -----------------------------------------------------------------------------

    def press(self, covered: Covered) -> list[Touch]:
        """The button goes down with ``covered`` in the frame: 札直."""
        self.where.update(covered)
        self.stroke = Stroke(seen=set(covered), judged_first=bool(covered))
        return [Touch(tuple(covered), "click")] if covered else []

    def drag(self, covered: Covered, read: int | None) -> list[Touch]:
        """The pointer moved with the button held, the frame now covers ``covered``."""
        stroke = self.stroke
        if stroke is None:
            return []
        stroke.dragging = True
        self.where.update(covered)
        new = [c for c in covered if c not in stroke.seen]
        stroke.seen.update(new)
        if not new:
            return []
        exempt = [c for c in new if covered[c].mine and c != read]
        others = [c for c in new if c not in exempt]
        stroke.held_own += exempt
        if not stroke.judged_first and others:
            stroke.judged_first = True
            return self._touches(others, "sweep")
        stroke.held += others
        return []

    def crossed(self, to_mine: bool) -> list[Touch]:
        """The pointer crossed the centre line: what is held is judged, except one's own cards
        when passing into the opponent's side (the exemption)."""
        stroke = self.stroke
        if stroke is None:
            return []
        if to_mine:
            return self._flush(stroke)
        stroke.held_own = []
        return self._flush(stroke, "sweep_cross")

    def left_area(self) -> list[Touch]:
        """The pointer left the 競技エリア during a drag: everything held is judged."""
        stroke = self.stroke
        return self._flush(stroke) if stroke is not None else []

    def release(self) -> list[Touch]:
        """The button came up: the drag ends and everything held is judged."""
        stroke, self.stroke = self.stroke, None
        return self._flush(stroke) if stroke is not None else []

    def rest(self) -> list[Touch]:
        """The pointer has rested ``REST_S`` with the button held: that, too, ends the drag
        (what is in the frame now stays seen: resting on a card does not touch it again)."""
        stroke = self.stroke
        if stroke is None or not stroke.dragging:
            return []
        touches = self._flush(stroke)
        self.stroke = Stroke(seen=set(stroke.seen), judged_first=True)
        return touches

    # -- carrying the read card (no button) ------------------------------------------------------

    def hover(self, covered: Covered, in_area: bool, crossed: bool, read: int | None,
              heard: bool) -> list[Touch]:
        """The pointer moved without the button. Once the 決まり字 is ``heard``, the frame
        that held the read card and now leaves the area or crosses sides touches its cards."""
        touches: list[Touch] = []
        if self.carrying and not self.carried and (not in_area or crossed):
            touches = [Touch((read,), "carry")] if read in self.carrying else []
            self.carried = True
        holds = heard and read is not None and read in covered and in_area
        self.carrying = dict(covered) if holds else {}
        return touches

    def new_reading(self) -> None:
        """A new poem is being read: the carry may be made again."""
        self.carrying = {}
        self.carried = False

    # -- helpers --------------------------------------------------------------------------------

    def _flush(self, stroke: Stroke, how: str = "sweep") -> list[Touch]:
        cards = stroke.held_own + stroke.held
        stroke.held_own, stroke.held = [], []
        if cards:
            stroke.judged_first = True
        return self._touches(cards, how)

    def _touches(self, cards: list[int], how: str) -> list[Touch]:
        return [Touch(tuple(group), how)
                for group in split_into_frames(cards, self.where, self.fits)]


__all__ = ["DRAG_START_PX", "REST_S", "Covered", "Hand", "Stroke", "Touch", "split_into_frames"]
