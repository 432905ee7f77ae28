"""The bridge between the GUI thread and the network thread.

``HallBridge`` lives in the GUI thread. Its methods hand work to the reactor thread with
``reactor_thread.call``; the reactor thread reports back by emitting the bridge's signals, which
Qt delivers queued into the GUI thread. Widgets only ever see signals and plain dicts.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from client.i18n import HOST_TEXTS
from client.net import reactor_thread
from client.net.connection import HallClient
from client.seats_kept import KeptSeat, SeatsKept

log = logging.getLogger(__name__)


class LobbyList:
    """The waiting-room list as the host last described it: a whole ``lobby`` on entering the
    room, then ``lobby_update`` changes applied to it in order."""

    def __init__(self, players: list[dict[str, Any]], tables: list[dict[str, Any]]) -> None:
        self.players = {p["name"]: p for p in players}
        self.tables = {t["id"]: t for t in tables}

    def apply(self, update: dict[str, Any]) -> None:
        for name in update["gone"]:
            self.players.pop(name, None)
        for tid in update["removed"]:
            self.tables.pop(tid, None)
        self.players.update((p["name"], p) for p in update["players"])
        self.tables.update((t["id"], t) for t in update["tables"])

    def as_dict(self) -> dict[str, Any]:
        return {"players": list(self.players.values()), "tables": list(self.tables.values())}


class BridgeSignals(QObject):
    """What a bridge tells the GUI: its signals, declared once (the tests' stand-in for the
    bridge shares them, so a signal renamed here is renamed there)."""

    connecting = Signal(str, int)
    welcomed = Signal(dict)
    lobby_changed = Signal(dict)
    board_received = Signal(list)
    chat_received = Signal(dict)
    table_changed = Signal(object)
    view_received = Signal(dict)
    media_received = Signal(dict)  # timed media of the table's game (a karuta reading's sound)
    stamp_received = Signal(dict)
    rules_received = Signal(str, str)
    error_received = Signal(dict)
    connection_failed = Signal(str)
    reconnecting = Signal(int, float)
    reconnected = Signal()
    disconnected = Signal(str)
    host_started = Signal(dict)
    record_received = Signal(dict)  # record_list, record_info, record_frames, record_file


class HallBridge(BridgeSignals):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client: HallClient | None = None
        self._host: Any = None  # server.host.RunningHost of an embedded host
        self.name = ""
        self.token: str | None = None
        self.games: list[dict[str, Any]] = []
        self.stamps: list[dict[str, Any]] = []
        self.host_info: dict[str, Any] = {}
        self._lobby = LobbyList([], [])
        self.kept = SeatsKept()  # the seats this app holds on hosts, to take back after a restart
        # the last of each message that pages are built from, as the host sent it (texts not yet
        # rendered), so that a new language renders them again (``again``)
        self._raw: dict[str, Any] = {}
        self._kept_host: str | None = None  # "host:port" of the host whose seat we keep now
        self.welcomed.connect(self._remember_welcome)

    # -- listener interface, called in the reactor thread ------------------------------------------

    def on_message(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "media":  # sound and kana, no texts: straight on, several a second
            self.media_received.emit(message)
            return
        if kind == "welcome":
            HOST_TEXTS.add_games(message.get("games") or [])
            if self._kept_host is not None:
                self.kept.welcomed(self._kept_host, message["name"], message["token"])
                self.kept.table(self._kept_host, None)  # the host says next if we still sit
        elif kind == "table" and self._kept_host is not None:
            self.kept.table(self._kept_host, HOST_TEXTS.rendered(message["table"]))
        if kind in ("welcome", "table", "view"):
            self._raw[kind] = message
        elif kind == "lobby":
            self._raw["lobby"] = LobbyList(message["players"], message["tables"])
        elif kind == "lobby_update" and "lobby" in self._raw:
            self._raw["lobby"].apply(message)
        if kind != "record_file":  # a file's content is data, kept exactly as the host wrote it
            message = HOST_TEXTS.rendered(message)  # widgets see sentences in the interface's language
        if kind == "welcome":
            self.welcomed.emit(message)
        elif kind == "lobby":
            self._lobby = LobbyList(message["players"], message["tables"])
            self.lobby_changed.emit(self._lobby.as_dict())
        elif kind == "lobby_update":
            self._lobby.apply(message)
            self.lobby_changed.emit(self._lobby.as_dict())
        elif kind == "board":
            self.board_received.emit(message["posts"])
        elif kind == "chat":
            self.chat_received.emit(message["post"])
        elif kind == "table":
            self.table_changed.emit(message["table"])
        elif kind == "view":
            self.view_received.emit(message)
        elif kind == "stamp":
            self.stamp_received.emit(message)
        elif kind == "rules":
            self.rules_received.emit(message["game"], message["text"])
        elif kind == "error":
            self.error_received.emit(message)
        elif kind.startswith("record_"):
            self.record_received.emit(message)

    def rejoinable(self) -> KeptSeat | None:
        """The seat an earlier run of the app held at a table in play, to go back to."""
        return self.kept.rejoinable()

    def again(self) -> dict[str, Any]:
        """The last ``welcome``, ``lobby`` (as ``lobby_changed`` gives it), ``table`` (its
        ``table``) and ``view`` message, rendered again in the language installed now: a page
        built again after the player chose another language shows every text in it."""
        raw = dict(self._raw)
        found: dict[str, Any] = {}
        for kind in ("welcome", "view"):
            if kind in raw:
                found[kind] = HOST_TEXTS.rendered(raw[kind])
        if "table" in raw:
            found["table"] = HOST_TEXTS.rendered(raw["table"]["table"])
        if "lobby" in raw:
            found["lobby"] = HOST_TEXTS.rendered(raw["lobby"].as_dict())
        return found

    def on_failed(self, text: str) -> None:
        self.connection_failed.emit(text)

    def on_reconnecting(self, attempt: int, delay: float) -> None:
        self.reconnecting.emit(attempt, delay)

    def on_reconnected(self) -> None:
        self.reconnected.emit()

    def on_disconnected(self, text: str) -> None:
        self.disconnected.emit(text)

    def _remember_welcome(self, message: dict[str, Any]) -> None:
        self.name = message["name"]
        self.token = message["token"]
        self.games = message["games"]
        self.stamps = message["stamps"]
        self.host_info = message["host"]

    # -- GUI -> network ---------------------------------------------------------------------------

    def connect_to(self, host: str, port: int, name: str) -> None:
        self.close()
        self.connecting.emit(host, port)
        reactor_thread.call(self._open_client, host, port, name)

    def _open_client(self, host: str, port: int, name: str, keep: bool = True) -> None:
        """Join ``host``; with ``keep``, with the token kept for it (the seat an earlier run of
        the app held there comes back) and keeping the one it gives."""
        self._kept_host = f"{host}:{port}" if keep else None
        token = self.kept.token_for(self._kept_host, name) if self._kept_host else None
        self._client = HallClient(reactor_thread.reactor(), self, host, port, name, token)
        self._client.connect()

    def start_host(self, name: str, port: int, grace: float = 30.0, announce: bool = False) -> None:
        """Become the host on all interfaces, then join it. ``grace``: seconds a dropped
        player's seat waits before a CPU plays it; ``announce``: tell the LAN (mDNS)."""
        self.close()
        reactor_thread.call(self._open_host, name, port, False, grace, announce)

    def start_offline(self, name: str) -> None:
        """Play against the CPU: a host on 127.0.0.1 only, then join it."""
        self.close()
        reactor_thread.call(self._open_host, name, 0, True, 0.0, False)

    def _open_host(self, name: str, port: int, offline: bool, grace: float, announce: bool) -> None:
        from client.launcher import start_embedded_host, start_failure_text

        try:
            self._host = start_embedded_host(reactor_thread.reactor(), name, port, offline, grace,
                                             announce)
        except Exception as error:  # the player reads the cause; the log keeps the traceback
            log.exception("could not start the host: %s", error)
            self.connection_failed.emit(start_failure_text(error))
            return
        self.host_started.emit(self._host.info())
        self.connecting.emit("127.0.0.1", self._host.port_number)
        # offline, the host knows its one player by name: no token to keep
        self._open_client("127.0.0.1", self._host.port_number, name, keep=not offline)

    def send(self, message: dict[str, Any]) -> None:
        reactor_thread.call(self._send, dict(message))

    def _send(self, message: dict[str, Any]) -> None:
        if self._client is not None:
            self._client.send(message)

    def close(self) -> None:
        """Leave the host (and stop the embedded host, if we run one)."""
        if self._client is None and self._host is None:
            return
        reactor_thread.call_and_wait(self._close)

    def _close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None
        if self._host is not None:
            self._host.stop(farewell=True)
            self._host = None

    def drop_connection_for_test(self) -> None:
        reactor_thread.call(lambda: self._client and self._client.drop_for_test())

    # -- helpers for each request (protocol/messages.py) ------------------------------------------

    def chat(self, text: str) -> None:
        self.send({"type": "chat", "text": text})

    def create_table(self, game: str, seats: int, settings: dict[str, Any],
                     cpu_level: str | None = None, watch: bool = False) -> None:
        message: dict[str, Any] = {"type": "create_table", "game": game, "seats": seats,
                                   "settings": settings}
        if cpu_level is not None:
            message["cpu_level"] = cpu_level
        if watch:
            message["watch"] = True
        self.send(message)

    def sit(self, table: str, seat: int | None = None) -> None:
        message: dict[str, Any] = {"type": "sit", "table": table}
        if seat is not None:
            message["seat"] = seat
        self.send(message)

    def watch(self, table: str) -> None:
        self.send({"type": "watch", "table": table})

    def leave(self) -> None:
        self.send({"type": "leave"})

    def set_seat(self, seat: int, cpu_level: str | None) -> None:
        self.send({"type": "set_seat", "seat": seat, "cpu_level": cpu_level})

    def ready(self, ready: bool) -> None:
        self.send({"type": "ready", "ready": ready})

    def start(self) -> None:
        self.send({"type": "start"})

    def act(self, action: dict[str, Any]) -> None:
        self.send({"type": "act", "action": action})

    def stamp(self, stamp_id: str) -> None:
        self.send({"type": "stamp", "stamp": stamp_id})

    def quick_match(self, game: str, seats: int, settings: dict[str, Any]) -> None:
        self.send({"type": "quick_match", "game": game, "seats": seats, "settings": settings})

    def rules(self, game: str) -> None:
        """Ask for a game's rules page, in the interface's language when the game has one."""
        from client.i18n import current_language

        message: dict[str, Any] = {"type": "rules", "game": game}
        if current_language() != "ja":
            message["lang"] = current_language()
        self.send(message)

    # -- game records (docs/PROTOCOL.md section 10) -----------------------------------------------

    def list_records(self) -> None:
        self.send({"type": "record_list"})

    def open_record(self, record: str) -> None:
        """A record id from the list, or a table id for the latest match played at it."""
        self.send({"type": "record_open", "record": record})

    def record_frames(self, record: str, seat: int | None, start: int) -> None:
        self.send({"type": "record_frames", "record": record, "seat": seat, "start": start})

    def export_record(self, record: str) -> None:
        self.send({"type": "record_export", "record": record})

    def import_record(self, content: dict[str, Any]) -> None:
        """A record file's content, read from disk: the host checks and replays it."""
        self.send({"type": "record_import", "file": content})
