"""The player's own settings, kept in a small JSON file in the user's config folder.

The name is asked once and remembered; recent hosts are offered in the connect box; sound,
animation speed and the game views' own options are the in-table menu's choices; the last port is
the host dialog's default; the CPU game dialog starts from the last game and settings played; the
language is the title screen's (or the ☰ menu's) choice; the main window's size and place are
where the player left them (client/ui/window_fit.py).
``ZASHIKI_CONFIG_DIR`` overrides the folder (tests point it at a temporary directory).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from protocol.version import DEFAULT_PORT

ENV_DIR = "ZASHIKI_CONFIG_DIR"
FILE_NAME = "settings.json"
RECENT_MAX = 8
LANGUAGES = ("system", "ja", "en")  # client/i18n.py: SYSTEM and LANGUAGE_NAMES


def config_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("zashiki", appauthor=False))


GRACE_RANGE = (5, 600)
WINDOW_INTS = {"x", "y", "width", "height"}


@dataclass
class AppSettings:
    name: str = ""
    recent_hosts: list[str] = field(default_factory=list)  # "host:port", newest first
    sound: bool = True
    fast_animation: bool = False
    last_port: int = DEFAULT_PORT
    grace: int = 30  # seconds a dropped player's seat waits before a CPU plays it (when hosting)
    announce_host: bool = True  # tell the LAN about the host we start (the host dialog's check box)
    # game views' client-side options from the ☰ menu, by "<game>.<key>" (e.g. daifugo.auto_pass)
    view_options: dict[str, bool] = field(default_factory=dict)
    # the interface's language: "system" (follow the locale), "ja" or "en"
    language: str = "system"
    # the main window's normal geometry and state: x, y, width, height (ints), maximized (bool)
    window: dict[str, Any] = field(default_factory=dict)
    # the CPU game dialog's last choice: game, seats, settings, cpu_level, watch
    last_offline: dict[str, Any] = field(default_factory=dict)
    path: Path | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, path: Path | None = None) -> AppSettings:
        """Read the file; a missing or damaged file gives the defaults (never an exception)."""
        path = path or config_dir() / FILE_NAME
        settings = cls(path=path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if isinstance(data, dict):
            settings._apply(data)
        return settings

    def _apply(self, data: dict[str, Any]) -> None:
        defaults = AppSettings()
        for f in fields(self):
            if f.name == "path" or f.name not in data:
                continue
            value = data[f.name]
            expected = type(getattr(defaults, f.name))
            if expected is int and (isinstance(value, bool) or not isinstance(value, int)):
                continue
            if not isinstance(value, expected):
                continue
            if f.name == "window":
                value = {k: v for k, v in value.items()
                         if (k in WINDOW_INTS and isinstance(v, int) and not isinstance(v, bool))
                         or (k == "maximized" and isinstance(v, bool))}
                if not WINDOW_INTS <= value.keys():
                    continue
            if f.name == "view_options":
                value = {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, bool)}
            if f.name == "recent_hosts":
                value = [h for h in value if isinstance(h, str) and h][:RECENT_MAX]
            if f.name == "language" and value not in LANGUAGES:
                continue
            if f.name == "last_port" and not 1 <= value <= 65535:
                continue
            if f.name == "grace" and not GRACE_RANGE[0] <= value <= GRACE_RANGE[1]:
                continue
            setattr(self, f.name, value)

    def save(self) -> None:
        """Write the file; a read-only disk only loses the memory, never the game."""
        path = self.path or config_dir() / FILE_NAME
        data = asdict(self)
        data.pop("path")
        if not data["window"]:
            data.pop("window")  # a window never placed: the file as a build before it wrote it
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
            tmp.replace(path)
        except OSError:
            pass

    def remember_host(self, address: str) -> None:
        """Put ``address`` ("host:port") first in the recent list."""
        self.recent_hosts = [address] + [h for h in self.recent_hosts if h != address]
        del self.recent_hosts[RECENT_MAX:]
