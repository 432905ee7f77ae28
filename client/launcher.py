"""The one place the client imports the server: an embedded host in this process.

「自分がサーバーになる」 listens on all interfaces; 「CPUと対戦」 listens on 127.0.0.1 only. Both are
the same host the headless ``zashiki-server`` runs, reached through the same client connection.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.i18n import HOST_TEXTS
from server.config import HallConfig
from server.host import HostStartError, RunningHost, listen
from server.texts import SERVER

HOST_TEXTS.add(SERVER)  # an embedded host's own words (why it could not start, its log lines)


def data_dir(kind: str) -> Path:
    """Where the embedded host keeps its tables: ``host`` or ``offline`` under the user data
    folder, or under ``$ZASHIKI_DATA_DIR`` (tests)."""
    root = os.environ.get("ZASHIKI_DATA_DIR")
    if root:
        return Path(root) / kind
    import platformdirs

    return Path(platformdirs.user_data_dir("zashiki", appauthor=False)) / kind


def start_embedded_host(reactor: Any, name: str, port: int, offline: bool,
                        grace: float = 30.0, announce: bool = False) -> RunningHost:
    """Must run in the reactor thread. Offline, nobody else can drop: no grace period.
    ``announce``: tell the LAN about a host (issue 14); offline play never does.
    ``$ZASHIKI_CPU_WORKERS`` sets how many worker processes the CPU players think in (0: in
    this process; tests that register a test-only game use it, since workers cannot see it)."""
    workers = os.environ.get("ZASHIKI_CPU_WORKERS")
    config = HallConfig(name=QCoreApplication.translate("Launcher", "%1の座敷").replace("%1", name),
                        grace=0.0 if offline else grace, single_user=offline,
                        cpu_workers=int(workers) if workers else None)
    if offline:
        return listen(reactor, data_dir("offline"), bind="127.0.0.1", port=0, config=config)
    return listen(reactor, data_dir("host"), bind="0.0.0.0", port=port, config=config,
                  announce=announce)


def start_failure_text(error: Exception) -> str:
    """What the player reads when the embedded host could not start: the cause, as the host
    names it (``server.start.<cause>``, in the interface's language), and what to do about it
    in the app."""
    if not isinstance(error, HostStartError):
        error = HostStartError("other", str(error))
    text = HOST_TEXTS.render(error.text)
    advice = {
        "port_in_use": QCoreApplication.translate(
            "Launcher", "別のポート番号を指定するか、すでに起動している Zashiki を閉じてください。"),
        "port_forbidden": QCoreApplication.translate(
            "Launcher", "1024 以上のポート番号を指定してください。"),
        "missing_file": QCoreApplication.translate("Launcher", "座敷を入れ直してください。"),
        "data_read_only": QCoreApplication.translate(
            "Launcher", "このフォルダに書き込めるようにしてから、もう一度試してください。"),
        "data_damaged": QCoreApplication.translate(
            "Launcher", "そのファイルを別の場所へ移すと、新しいデータで始められます。"),
    }.get(error.cause)
    return f"{text}\n{advice}" if advice else text


def credits() -> list[tuple[str, str]]:
    """(title, text) of every licence and attribution the games' data carry, for the app's
    about box: every ``*LICENSE*.txt`` in a game's folder, at any depth (the word list's JMdict
    licence, the karuta reader's voice), titled with the game's name. A game declares its
    credits by shipping them beside what they cover; the shell names no game."""
    import importlib.resources

    from server import games

    found: list[tuple[str, str]] = []
    for game in games.registry().values():
        HOST_TEXTS.add(game.catalog())
        title = HOST_TEXTS.render(game.text("title"))
        for item in _licences(importlib.resources.files(type(game).__module__.rsplit(".", 1)[0])):
            found.append((title, item.read_text(encoding="utf-8")))
    return found


def _licences(folder: Any) -> list[Any]:
    """The ``*LICENSE*.txt`` files under ``folder`` (a Traversable), depth first, by name."""
    found = []
    for item in sorted(folder.iterdir(), key=lambda p: p.name):
        if item.is_dir():
            found += _licences(item)
        elif "LICENSE" in item.name and item.name.endswith(".txt"):
            found.append(item)
    return found
