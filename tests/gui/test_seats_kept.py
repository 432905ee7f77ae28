"""The seats the app keeps for each host: in their own file of the data folder, not the settings
file, read back by a new run, offered while their table is in play."""

from __future__ import annotations

from pathlib import Path

from client.seats_kept import SeatsKept


def test_a_seat_is_kept_across_runs_and_offered_while_its_table_is_in_play(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    kept = SeatsKept(path)
    kept.welcomed("192.168.1.10:47300", "はなこ", "secret-token")
    assert kept.rejoinable() is None  # no table yet
    kept.table("192.168.1.10:47300", {"code": "AB2C", "title": "こいこい", "status": "playing", "you": 1})
    again = SeatsKept(path)  # the next run of the app
    seat = again.rejoinable()
    assert seat is not None and (seat.table, seat.title, seat.name) == ("AB2C", "こいこい", "はなこ")
    assert again.token_for("192.168.1.10:47300", "はなこ") == "secret-token"
    assert again.token_for("192.168.1.10:47300", "たろう") is None  # another name: a new session
    again.table("192.168.1.10:47300", {"code": "AB2C", "status": "finished", "you": 1})
    assert SeatsKept(path).rejoinable() is None  # the match is over: nothing to go back to
    again.table("192.168.1.10:47300", None)
    assert SeatsKept(path).token_for("192.168.1.10:47300", "はなこ") == "secret-token"


def test_a_damaged_file_keeps_nothing_and_breaks_nothing(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    path.write_text("{not json", encoding="utf-8")
    kept = SeatsKept(path)
    assert kept.rejoinable() is None
    kept.welcomed("h:1", "a", "t")
    assert SeatsKept(path).token_for("h:1", "a") == "t"
