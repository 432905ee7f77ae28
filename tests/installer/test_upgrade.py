"""Settings, records and practice history survive an upgrade: they live in the user's folders,
not in the installation, and a newer build reads the settings file an older one wrote.

``settings-0.1.0.json`` is the file release 0.1.0 writes (AppSettings.save, every field set
away from its default); keep it as it is when the settings change, and add the next release's
file beside it."""

from __future__ import annotations

import json
from pathlib import Path

import platformdirs
import pytest

from client import launcher
from client.app_settings import AppSettings, config_dir
from client.games.karuta.practice import store
from protocol.log_file import log_dir

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def test_a_newer_build_reads_the_settings_an_older_one_wrote(tmp_path: Path) -> None:
    written = json.loads((HERE / "settings-0.1.0.json").read_text(encoding="utf-8"))
    # what a later release may have added, and this one does not know
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({**written, "window": {"width": 1400, "maximized": True},
                                "theme": "dark"},
                               ensure_ascii=False), encoding="utf-8")
    settings = AppSettings.load(path)
    assert settings.name == "さくら"
    assert settings.recent_hosts == ["192.168.1.10:47300", "tanaka-pc.local:47301"]
    assert (settings.sound, settings.fast_animation, settings.announce_host) == (False, True, False)
    assert (settings.last_port, settings.grace, settings.language) == (47310, 45, "en")
    assert settings.view_options == {"daifugo.auto_pass": True, "karuta.show_kimariji": False}
    assert settings.last_offline == written["last_offline"]
    settings.save()  # and writes it back, what it knows kept
    again = json.loads(path.read_text(encoding="utf-8"))
    assert {key: again[key] for key in written} == written


def test_the_release_s_file_is_what_it_writes(tmp_path: Path) -> None:
    """The file above is exactly what AppSettings.save writes for those values."""
    written = json.loads((HERE / "settings-0.1.0.json").read_text(encoding="utf-8"))
    settings = AppSettings.load(HERE / "settings-0.1.0.json")
    settings.path = tmp_path / "settings.json"
    settings.save()
    assert json.loads(settings.path.read_text(encoding="utf-8")) == written


def test_what_a_player_keeps_lives_in_the_user_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ZASHIKI_CONFIG_DIR", "ZASHIKI_DATA_DIR", "ZASHIKI_LOG_DIR"):
        monkeypatch.delenv(name, raising=False)
    data = Path(platformdirs.user_data_dir("zashiki", appauthor=False))
    kept = {
        "settings": (config_dir(), Path(platformdirs.user_config_dir("zashiki", appauthor=False))),
        "the offline host's tables and records": (launcher.data_dir("offline"), data / "offline"),
        "the host's tables and records": (launcher.data_dir("host"), data / "host"),
        "the karuta practice history": (store.default_path().parent, data / "practice"),
        "the logs": (log_dir(), Path(platformdirs.user_log_dir("zashiki", appauthor=False))),
    }
    for what, (where, expected) in kept.items():
        assert where == expected, what
        assert not where.is_relative_to(ROOT), f"{what} would go with the installation"
