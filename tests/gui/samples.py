"""Sample wire data (as the host sends it) for the widget tests."""

from __future__ import annotations

from typing import Any

from protocol.version import PROTOCOL_VERSION
from server.games.contract import Game

from .stones_game import StonesGame


def as_shown(value: Any, *games: Game) -> Any:
    """Host data as the app's widgets receive it: every text in it rendered by the bridge
    (client/i18n.py ``HOST_TEXTS``), the catalogs of ``games`` (and every installed game) known."""
    from client.i18n import HOST_TEXTS
    from server.games import registry

    HOST_TEXTS.add_games([g.describe() for g in (*registry().values(), *games)])
    return HOST_TEXTS.rendered(value)


def described(game: Game) -> dict[str, Any]:
    """A game's entry of ``welcome`` as the app's widgets receive it."""
    return as_shown(game.describe(), game)


def welcome_games() -> list[dict[str, Any]]:
    stones = StonesGame()
    return [
        {"id": "plain", "title": "相談", "kind": "vote", "min_seats": 2, "max_seats": 8,
         "default_seats": 4, "settings": [], "cpu_levels": []},
        {**described(stones), "max_seats": 3},
    ]


STAMPS = [{"id": "yoroshiku", "label": "よろしく！"}, {"id": "nice", "label": "ナイス！"}]


def stamps() -> list[dict[str, Any]]:
    """Two stamps of ``welcome``, as the app shows them in its language now."""
    from protocol.host_texts import HOST

    return [{"id": s["id"], "label": as_shown(HOST(f"stamp.{s['id']}").to_wire())} for s in STAMPS]


def welcome(name: str = "たろう") -> dict[str, Any]:
    return {"type": "welcome", "protocol": PROTOCOL_VERSION, "app": "0.1.0", "token": "t", "name": name,
            "host": {"name": "たろうの座敷", "host_name": "tarou-pc", "port": 47300, "addresses": ["192.168.1.10", "fe80::1"],
                     "grace": 30},
            "games": welcome_games(), "stamps": stamps(), "resumed": False}


def seat(name: str = "", kind: str = "human", **extra: Any) -> dict[str, Any]:
    base = {"name": name, "kind": kind, "connected": True, "ready": False, "cpu_level": None,
            "cpu_playing": False}
    base.update(extra)
    return base


def table(**extra: Any) -> dict[str, Any]:
    base = {"id": "t1", "code": "AB2C", "game": "guistones", "title": "石取り",
            "settings": {"stones": 9, "misere": False, "most": 3},
            "seats": [seat("たろう", ready=True), seat("はなこ", connected=False),
                      seat("じろう", cpu_playing=True, cpu_level="easy", connected=False)],
            "status": "waiting", "spectators": 1, "owner": 0, "you": 0,
            "invite": "zashiki://192.168.1.10:47300/AB2C", "result": None}
    base.update(extra)
    return base


