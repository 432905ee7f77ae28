"""Game records through a real zashiki-server, for every installed game: a match played by people
and CPU seats (and watched by a spectator) is listed, exported to a file, imported again, and its
replay, seat by seat and as the spectator, ends on exactly the views that were sent live."""

from __future__ import annotations

import json
import random

import pytest

from protocol.texts import in_japanese
from server import games

from .test_every_game import CHOOSE, LINEUP, SHORT
from .test_server_process import play_steps
from .wire_client import WireClient

pytestmark = pytest.mark.integration


def all_frames(client: WireClient, record_id: str, seat: int | None) -> list[dict]:
    frames: list[dict] = []
    while True:
        start = len(frames)
        client.send({"type": "record_frames", "record": record_id, "seat": seat, "start": start})
        page = client.wait_for("record_frames",
                               where=lambda m, start=start: m["seat"] == seat and m["start"] == start)
        frames += page["frames"]
        if len(frames) >= page["total"]:
            return frames


def live_views(client: WireClient, table_id: str) -> dict[int, dict]:
    """Every view the client was sent during the match, by step."""
    return {m["seq"]: m["view"] for m in client.inbox if m["type"] == "view" and m["table"] == table_id}


@pytest.mark.parametrize("game_id", sorted(games.registry()))
def test_a_record_exported_and_imported_replays_the_live_match(server, tmp_path, game_id):
    game = games.get(game_id)
    seats, people = LINEUP.get(game_id, (game.default_seats, min(2, game.default_seats)))
    clients = [WireClient(server.port, f"{game_id[:4]}{i}") for i in range(people)]
    level = game.cpu_levels[0].id if game.cpu_levels else None
    clients[0].send({"type": "create_table", "game": game_id, "seats": seats,
                     "settings": SHORT.get(game_id, {})})
    table_id = clients[0].wait_for("table")["table"]["id"]
    for client in clients[1:]:
        client.send({"type": "sit", "table": table_id})
        client.wait_for("table")
    for seat in range(people, seats):
        clients[0].send({"type": "set_seat", "seat": seat, "cpu_level": level})
    watcher = WireClient(server.port, f"{game_id[:4]}観")
    watcher.send({"type": "watch", "table": table_id})
    watcher.wait_for("table")
    for client in clients:
        client.send({"type": "ready", "ready": True})
    rng = random.Random(game_id)
    everyone = [*clients, watcher]
    play_steps(everyone, rng, limit=240.0, choose=CHOOSE.get(game_id),
               until=lambda: all(c.table and c.table["status"] == "finished" for c in everyone))
    for client in everyone:
        client.pump(0.2)

    # the waiting room's list: the match, over, with its players and result
    lister = WireClient(server.port, f"{game_id[:4]}後")
    lister.send({"type": "record_list"})
    [entry] = lister.wait_for("record_list")["records"]
    assert entry["status"] == "finished" and entry["open"] and entry["game"] == game_id
    assert entry["result"] == clients[0].table["result"]
    assert entry["players"][:people] == [c.name for c in clients]

    # export, through a file on disk, and import
    lister.send({"type": "record_export", "record": entry["id"]})
    path = tmp_path / f"{game_id}.zashiki.json"
    path.write_text(json.dumps(lister.wait_for("record_file")["file"], ensure_ascii=False), encoding="utf-8")
    lister.send({"type": "record_import", "file": json.loads(path.read_text(encoding="utf-8"))})
    info = lister.wait_for("record_info")
    assert info["record"].startswith("file.") and info["total"] == entry["steps"] + 1
    assert info["result"] == entry["result"] and info["views"] == [None, *range(seats)]

    # the replay of the imported file ends on the live views, seat by seat and as the spectator
    for seat, client in enumerate(clients):
        frames = all_frames(lister, info["record"], seat)
        views = live_views(client, table_id)
        assert frames[-1]["view"] == client.view and max(views) == info["total"] - 1
        assert all(frames[seq]["view"] == view for seq, view in views.items())
    spectator = all_frames(lister, info["record"], None)
    assert spectator[-1]["view"] == watcher.view
    assert all(spectator[seq]["view"] == v for seq, v in live_views(watcher, table_id).items())
    # a CPU seat's replay from the host's own log equals the one from the file
    if seats > people:
        lister.send({"type": "record_open", "record": entry["id"]})
        stored = lister.wait_for("record_info")
        assert stored["marks"] == info["marks"]
        assert all_frames(lister, entry["id"], seats - 1)[-1] == all_frames(lister, info["record"], seats - 1)[-1]

    # a damaged file is refused with a clear message
    damaged = json.loads(path.read_text(encoding="utf-8"))
    damaged["seed"] += 1
    lister.send({"type": "record_import", "file": damaged})
    error = lister.wait_for("error")
    assert error["code"] == "bad_field" and "検査値" in in_japanese(error["text"])
    for client in [*everyone, lister]:
        client.close()
