"""``Table.listed``: the waiting-room summary kept until something it shows changes, and always
equal to a fresh ``summary()`` (random changes of everything a summary reads)."""

from __future__ import annotations

import random

from server import games
from server.table import CPU, EMPTY, HUMAN, PLAYING, WAITING, Seat, Table


def a_table() -> Table:
    game = games.get("daifugo")
    return Table(id="t1", code="ABCD", game=game, settings=game.validate_settings({}),
                 seats=[Seat() for _ in range(4)], owner="tok0")


def test_unchanged_table_gives_the_same_summary_object():
    table = a_table()
    first = table.listed()
    assert table.listed() is first and first == table.summary()


def test_listed_always_equals_a_fresh_summary_after_random_changes():
    rng = random.Random(15)
    table = a_table()
    for _ in range(2000):
        seat = rng.choice(table.seats)
        change = rng.randrange(9)
        if change == 0:
            seat.kind, seat.token, seat.name = HUMAN, f"tok{rng.randrange(4)}", rng.choice(["あ", "い", "う"])
        elif change == 1:
            seat.kind, seat.token, seat.name = rng.choice([CPU, EMPTY]), None, rng.choice(["", "CPU1"])
        elif change == 2:
            seat.ready = not seat.ready
        elif change == 3:
            seat.connected = not seat.connected
        elif change == 4:
            seat.cpu_playing, seat.cpu_level = not seat.cpu_playing, rng.choice([None, "futsuu", "tsuyoi"])
        elif change == 5:
            table.status = rng.choice([WAITING, PLAYING])
        elif change == 6:
            (table.spectators.add if rng.random() < 0.5 else table.spectators.discard)(f"w{rng.randrange(3)}")
        elif change == 7:
            table.owner = rng.choice([None, "tok0", "tok1", "tok2"])
        else:
            table.watched = not table.watched
        before = table._listed
        assert table.listed() == table.summary()
        if before is not None and before[1] != table.summary():
            assert table.listed() is not before[1]  # a change is never hidden behind the old dict
