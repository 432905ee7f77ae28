"""A short text notation for Deltacle positions, for tests and examples (like chess's FEN).

One ``key: value`` per line; keys left out keep the values of a fresh seed-0 setup::

    seats: 3
    chars: sweep chariot enchant      # seat 0, 1, 2 (clockwise)
    blessing: 2
    pos: 0 8 16                       # "-" for a removed piece
    speed: 6 6 6
    board: 2=R 5=B                    # the only chips on the track
    stacks: RYB / YY                  # bottom -> top; the last letter is the waiting chip
    faceup: B R | - | RR              # per seat, "-" for none
    pentacles: BBB RYB | - | -        # per seat, space-separated triples
    hands: accel3 awaken | ... | ...  # per seat
    used: accel1 | - | -
"""

from __future__ import annotations

from typing import Any

from server.games.deltacle.components import TRACK
from server.games.deltacle.rules import State, setup


def _per_seat(text: str) -> list[list[str]]:
    return [[] if part.strip() in ("", "-") else part.split() for part in text.split("|")]


def from_text(text: str, settings: dict[str, Any] | None = None) -> State:
    fields: dict[str, str] = {}
    for line in text.strip().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            key, _, value = line.partition(":")
            fields[key.strip()] = value.strip()
    seats = int(fields.get("seats", "4"))
    state = setup(settings or {}, seats, 0)
    if "chars" in fields:
        state.chars = fields["chars"].split()
    if "blessing" in fields:
        state.blessing = int(fields["blessing"])
    if "pos" in fields:
        state.pos = [None if p == "-" else int(p) for p in fields["pos"].split()]
    if "speed" in fields:
        state.speed = [int(s) for s in fields["speed"].split()]
    if "board" in fields:
        state.board = [None] * TRACK.length
        for item in fields["board"].replace("-", " ").split():
            square, color = item.split("=")
            state.board[int(square)] = color
    if "stacks" in fields:
        state.stacks = [list(s.strip()) if s.strip() != "-" else [] for s in fields["stacks"].split("/")]
    if "faceup" in fields:
        state.faceup = [[c for word in seat for c in word] for seat in _per_seat(fields["faceup"])]
    if "pentacles" in fields:
        state.pentacles = [[sorted(w) for w in seat] for seat in _per_seat(fields["pentacles"])]
    if "hands" in fields:
        state.hands = _per_seat(fields["hands"])
    if "used" in fields:
        state.used = _per_seat(fields["used"])
    return state


def to_text(state: State) -> str:
    """The notation of a state (between rounds), for debugging and test messages."""
    def seatwise(rows: list[list[str]]) -> str:
        return " | ".join(" ".join(r) or "-" for r in rows)

    board = " ".join(f"{sq}={c}" for sq, c in enumerate(state.board) if c)
    return "\n".join([
        f"seats: {state.seats}",
        f"chars: {' '.join(state.chars)}",
        f"blessing: {state.blessing}",
        f"pos: {' '.join('-' if p is None else str(p) for p in state.pos)}",
        f"speed: {' '.join(map(str, state.speed))}",
        f"board: {board}",
        f"stacks: {' / '.join(''.join(s) or '-' for s in state.stacks)}",
        f"faceup: {seatwise(state.faceup)}",
        f"pentacles: {seatwise([[''.join(p) for p in ps] for ps in state.pentacles])}",
        f"hands: {seatwise(state.hands)}",
        f"used: {seatwise(state.used)}",
    ])
