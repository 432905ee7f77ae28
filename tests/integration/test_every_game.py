"""Every installed game, played to the end of a match through a real zashiki-server with people
(scripted clients choosing random legal actions) and CPU seats."""

from __future__ import annotations

import random

import pytest

from server import games

from .test_server_process import play_steps
from .wire_client import WireClient

pytestmark = pytest.mark.integration

# Short matches so the whole suite stays quick; every other setting is the game's default.
SHORT = {"daifugo": {"hands": 2}, "koikoi": {"rounds": 3},
         "karuta": {"joka": False, "kami": "kimariji", "shimo": "none", "ma_min": 0, "ma_max": 0,
                    "yomi": "text"},
         "kotoba": {"mode": "kasane", "vote_time": 5}}
LINEUP = {"daifugo": (5, 2), "koikoi": (2, 2), "deltacle": (4, 2), "karuta": (2, 1),
          "kotoba": (3, 2)}  # seats, of which people


def karuta_player(view: dict, rng: random.Random) -> dict | None:
    """A quick karuta player: it touches the card being read as soon as a view names it (the
    host names it when its 決まり字 has been heard), presses [S], and otherwise does only what
    moves the match on: no other touch (so it commits no お手つき) and no card moves."""
    legal = view["legal"]
    current = view.get("current") or {}
    touching = any(a["type"] == "touch" for a in view.get("templates", []))  # one example stands for all
    if touching and not current.get("kara") and any(c["poem"] == current.get("poem") for c in view["field"]):
        return {"type": "touch", "cards": [current["poem"]], "how": "click"}
    calm = [a for a in legal if a["type"] in ("start", "auto_place", "proceed", "pick_send", "finish")]
    return calm[0] if calm else None


def cpu_like(game_id: str):
    """A person who plays what the game's own CPU would (for games whose `legal` lists templates)."""
    game = games.get(game_id)

    def choose(view: dict, rng: random.Random) -> dict | None:
        return game.cpu_plan(view, game.cpu_levels[0].id, rng, 0.2).action

    return choose


CHOOSE = {"karuta": karuta_player, "kotoba": cpu_like("kotoba") if games.get("kotoba") else None}


def every_game() -> list:
    """Every installed game; a real-time one is read in real time, so it may take longer."""
    return [pytest.param(game_id, marks=pytest.mark.timeout(1000))
            if games.get(game_id).kind == "realtime" else game_id
            for game_id in sorted(games.registry())]


@pytest.mark.parametrize("game_id", every_game())
def test_people_and_cpus_play_a_whole_match(server, game_id):
    game = games.get(game_id)
    seats, people = LINEUP.get(game_id, (game.default_seats, min(2, game.default_seats)))
    clients = [WireClient(server.port, f"{game_id[:4]}{i}") for i in range(people)]
    level = game.cpu_levels[0].id if game.cpu_levels else None
    create = {"type": "create_table", "game": game_id, "seats": seats,
              "settings": SHORT.get(game_id, {})}
    clients[0].send(create)
    table = clients[0].wait_for("table")["table"]
    for client in clients[1:]:
        client.send({"type": "sit", "table": table["id"]})
        client.wait_for("table")
    for seat in range(people, seats):
        clients[0].send({"type": "set_seat", "seat": seat, "cpu_level": level})
    for client in clients:
        client.send({"type": "ready", "ready": True})
    rng = random.Random(game_id)
    # karuta is read in real time: about a minute on a quiet machine, far more on a busy one
    play_steps(clients, rng, limit=900.0 if game.kind == "realtime" else 240.0, choose=CHOOSE.get(game_id),
               until=lambda: all(c.table and c.table["status"] == "finished" for c in clients))
    result = clients[0].table["result"]
    assert len(result["ranks"]) == seats and min(result["ranks"]) == 1
    assert not [e for c in clients for e in c.errors], [c.errors for c in clients]


def test_koikoi_net_match_with_a_drop_and_reconnect(server):
    """Seed 003's net play: two people, a drop shown as 切断中 to the other, back by token."""
    hana, taro = WireClient(server.port, "はな"), WireClient(server.port, "たろう")
    hana.send({"type": "quick_match", "game": "koikoi", "seats": 2, "settings": {"rounds": 3}})
    taro.send({"type": "quick_match", "game": "koikoi", "seats": 2, "settings": {"rounds": 3}})
    for client in (hana, taro):
        client.wait_for("table", where=lambda m: m["table"] and m["table"]["status"] == "playing")
    assert hana.table["id"] == taro.table["id"]
    rng = random.Random(3)
    play_steps([hana, taro], rng, until=lambda: hana.seq >= 4)
    # The host never sends the opponent's hand or the stock: only their counts.
    assert "stock" not in hana.view and isinstance(hana.view["stock_count"], int)
    assert set(hana.view["hand"]).isdisjoint(taro.view["hand"])
    token = taro.token
    taro.close()
    hana.wait_for("table", where=lambda m: m["table"]["seats"][taro.table["you"]]["connected"] is False)
    back = WireClient(server.port, "たろう", token=token)
    back.wait_for("table", where=lambda m: m["table"]["status"] == "playing")
    assert back.wait_for("view")["view"]["hand"]
    hana.wait_for("table", where=lambda m: all(s["connected"] for s in m["table"]["seats"]))
    play_steps([hana, back], rng, limit=240.0,
               until=lambda: hana.table["status"] == "finished" and back.table["status"] == "finished")
    assert not hana.errors and not back.errors


@pytest.mark.parametrize("mode", ["narabe", "awase", "kasane"])
def test_the_word_game_in_each_mode_with_two_people_and_a_cpu(server, mode):
    """Seed 001 through a real host: two people (playing as the game's CPU would) and a CPU."""
    if games.get("kotoba") is None:
        pytest.skip("the word game is not installed")
    people = [WireClient(server.port, name) for name in ("ことは", "かなた")]
    people[0].send({"type": "create_table", "game": "kotoba", "seats": 3,
                    "settings": {"mode": mode, "vote_time": 5}})
    table = people[0].wait_for("table")["table"]
    people[1].send({"type": "sit", "table": table["id"]})
    people[1].wait_for("table")
    people[0].send({"type": "set_seat", "seat": 2, "cpu_level": "easy"})
    for person in people:
        person.send({"type": "ready", "ready": True})
    play_steps(people, random.Random(mode), limit=300.0, choose=cpu_like("kotoba"),
               until=lambda: all(p.table and p.table["status"] == "finished" for p in people))
    result = people[0].table["result"]
    assert len(result["ranks"]) == 3 and min(result["ranks"]) == 1
    events = [ev for m in people[0].inbox if m["type"] == "view" for ev in m["events"]]
    votes = [ev for ev in events if ev["type"] == "vote_closed"]
    assert votes and any(v["accepted"] for v in votes), "words were declared, voted on and stood"
    assert not [e for p in people for e in p.errors if e["code"] != "not_your_turn"], [p.errors for p in people]
