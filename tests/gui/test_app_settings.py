"""The player's settings file: remembered across runs, robust against damage."""

from __future__ import annotations

import json
from pathlib import Path

from client.app_settings import FILE_NAME, RECENT_MAX, AppSettings, config_dir
from protocol.version import DEFAULT_PORT


def test_env_var_points_the_folder(tmp_path: Path) -> None:
    assert config_dir() == tmp_path / "config"


def test_defaults_then_round_trip() -> None:
    settings = AppSettings.load()
    assert (settings.name, settings.recent_hosts, settings.sound) == ("", [], True)
    assert settings.last_port == DEFAULT_PORT and settings.fast_animation is False
    settings.name = "たろう"
    settings.sound = False
    settings.fast_animation = True
    settings.last_port = 5000
    settings.remember_host("192.168.1.10:47300")
    settings.remember_host("[fe80::1]:47300")
    settings.remember_host("192.168.1.10:47300")
    settings.save()
    again = AppSettings.load()
    assert again == settings
    assert again.recent_hosts == ["192.168.1.10:47300", "[fe80::1]:47300"]
    data = json.loads((config_dir() / FILE_NAME).read_text(encoding="utf-8"))
    assert data["name"] == "たろう"


def test_recent_hosts_are_capped() -> None:
    settings = AppSettings.load()
    for i in range(RECENT_MAX + 5):
        settings.remember_host(f"10.0.0.{i}:1")
    assert len(settings.recent_hosts) == RECENT_MAX
    assert settings.recent_hosts[0] == f"10.0.0.{RECENT_MAX + 4}:1"


def test_damaged_or_odd_file_gives_defaults() -> None:
    path = config_dir() / FILE_NAME
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert AppSettings.load().name == ""
    path.write_text(json.dumps({"name": 5, "sound": "yes", "last_port": 99999,
                                "recent_hosts": ["a:1", 3, ""], "extra": 1}), encoding="utf-8")
    settings = AppSettings.load()
    assert settings.name == "" and settings.sound is True
    assert settings.last_port == DEFAULT_PORT and settings.recent_hosts == ["a:1"]


def test_unwritable_folder_does_not_raise(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    settings = AppSettings(name="x", path=blocker / "sub" / FILE_NAME)
    settings.save()  # cannot create a folder under a file: silently keeps going
