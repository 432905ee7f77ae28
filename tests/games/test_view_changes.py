"""Views sent as changes (protocol/view_changes.py, server/table.py ``changes_frame``): for every
game, at every step of a seeded match and for every seat and a spectator, the changes the host
works out from the views it built at the step before, applied to what a client decoded then, give
exactly the view of this step, byte for byte. A game whose view shared a list or dict with its
state, changed in place later, would fail here: the host's old view would have changed with it."""

from __future__ import annotations

import msgpack
import pytest

from protocol.codec import encode
from protocol.view_changes import Changes, ViewBook, apply, changes
from server import games as game_registry
from server.table import HUMAN, Seat, Table
from tests.gui.playouts import NAMES, states

GAMES = sorted(game_registry.registry())


def decoded(frame: object) -> dict:
    return msgpack.unpackb(encode({"v": frame}), raw=False)["v"]


@pytest.mark.parametrize("game_id", GAMES)
def test_changes_rebuild_every_view_of_a_match(game_id: str) -> None:
    game = game_registry.registry()[game_id]
    seats = game.default_seats
    table = Table(id="T1", code="ABCD", game=game, settings={}, owner=None,
                  seats=[Seat(kind=HUMAN, token=f"t{i}", name=NAMES[i]) for i in range(seats)])
    table.status, table.game_no = "playing", 1
    held: dict[int | None, dict] = {}
    sent_changes = 0
    for step, (state, _events) in enumerate(states(game, seats, seed=11, steps=400)):
        table.state, table.seq = state, step
        for seat in [*range(seats), None]:
            whole = decoded(table.view_frame(seat))
            if seat in held:
                frame = table.changes_frame(seat)
                assert frame is not None, "the step before was built"
                made = apply(held[seat], Changes(*(decoded(part) for part in frame[:2]), frame[2]))
                assert encode(made) == encode(whole), f"{game_id} step {step} seat {seat}"
                sent_changes += 1
            held[seat] = whole
    assert sent_changes > 3 * seats
    # a step nobody was sent leaves nothing to change from
    table.seq += 2
    assert table.changes_frame(0) is None


def test_changes_name_what_differs_and_lists_that_grew() -> None:
    before = {"turn": 0, "log": [1, 2], "hand": ["S3", "H4"], "gone": 1, "flag": 1}
    after = {"turn": 1, "log": [1, 2, 3], "hand": ["S3"], "new": None, "flag": True}
    change = changes(before, after)
    assert change == Changes({"turn": 1, "hand": ["S3"], "new": None, "flag": True}, {"log": [3]}, ["gone"])
    assert apply(before, change) == after and before["log"] == [1, 2]
    assert changes(after, after) == Changes({}, {}, [])


def test_a_view_book_turns_changes_into_whole_views_and_refuses_a_gap() -> None:
    book = ViewBook()
    first = {"type": "view", "table": "T1", "seq": 4, "view": {"turn": 0, "log": [1]}, "events": []}
    assert book.receive(first) is first
    step = {"type": "view_changes", "table": "T1", "seq": 5, "set": {"turn": 1}, "extend": {"log": [2]},
            "drop": [], "events": [{"type": "played"}], "ack": 7}
    assert book.receive(step) == {"type": "view", "table": "T1", "seq": 5, "view": {"turn": 1, "log": [1, 2]},
                                  "events": [{"type": "played"}], "ack": 7}
    assert book.receive(dict(step, seq=7)) is None  # step 6 never arrived
    assert book.receive(dict(step, table="T2")) is None  # no view of that table
    assert book.receive(dict(step, seq=6, extend={"nothing": [1]})) is None  # not in the view held
    book.forget()
    assert book.receive(dict(step, seq=6)) is None
