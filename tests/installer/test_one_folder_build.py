"""The PyInstaller one-folder build, made from this checkout by ``installer/build.sh`` (into a
temporary folder) and run as people run it:

- the built ``zashiki-server`` listens on 127.0.0.1 and a plain wire client (docs/PROTOCOL.md)
  plays a game of daifugō to its end through it against three CPU players, who think in the
  frozen program's worker processes;
- the built ``zashiki`` starts offscreen, in English, and plays an offline game through its
  embedded host (``zashiki --self-test``, client/self_test.py);
- the build holds every data file of Zashiki and of every dependency (a dependency's data left
  out once stopped the host from starting), and a file missing from it is named as such at
  start, not blamed on the port;
- what installer/leave_out.py leaves out stays out, and what the voice needs stays in;
- the icons for Windows and macOS are made, and on Linux the desktop entry names all five games.

One build for the whole module (about a minute or two); marked ``installer``, run by default."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ..integration.test_server_process import play_steps
from ..integration.wire_client import WireClient
from .checkout import ROOT, tracked_data_files

pytestmark = [pytest.mark.installer, pytest.mark.timeout(1800)]

sys.path.insert(0, str(ROOT / "installer"))
import data_files  # noqa: E402
import leave_out  # noqa: E402

sys.path.remove(str(ROOT / "installer"))

EXE = ".exe" if os.name == "nt" else ""
FIVE_GAMES = ("大富豪", "こいこい", "競技かるた", "ことばカード", "デルタクル")


class Build:
    def __init__(self, folder: Path) -> None:
        self.dist = folder / "dist" / "zashiki"
        self.work = folder / "work" / "zashiki"
        self.internal = self.dist / "_internal"
        self.server = self.dist / f"zashiki-server{EXE}"
        self.app = self.dist / f"zashiki{EXE}"

    def files(self) -> set[str]:
        return {p.relative_to(self.internal).as_posix() for p in self.internal.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    folder = tmp_path_factory.mktemp("installer")
    run = subprocess.run(["bash", str(ROOT / "installer" / "build.sh"), "--distpath", str(folder / "dist"),
                          "--workpath", str(folder / "work")], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-5000:]
    return Build(folder)


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment a built program runs in here: its own folders, no LAN announcing."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", ZASHIKI_NO_ANNOUNCE="1",
               ZASHIKI_CONFIG_DIR=str(tmp_path / "config"), ZASHIKI_DATA_DIR=str(tmp_path / "data"),
               ZASHIKI_LOG_DIR=str(tmp_path / "logs"), **extra)
    return env


@pytest.fixture
def server(build: Build, tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int]]:
    log = open(tmp_path / "stderr.txt", "w", encoding="utf-8")  # noqa: SIM115
    process = subprocess.Popen([str(build.server), "--bind", "127.0.0.1", "--port", "0", "--no-announce",
                                "--data-dir", str(tmp_path / "host"), "--cpu-delay", "0",
                                "--log-file", str(tmp_path / "host.log")],
                               stdout=subprocess.PIPE, stderr=log, text=True, cwd=tmp_path,
                               env=environment(tmp_path))
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("LISTENING "):
        process.kill()
        log.close()
        pytest.fail(f"the built zashiki-server did not start: {(tmp_path / 'stderr.txt').read_text()}")
    yield process, int(line.split()[1])
    process.terminate()
    try:
        process.wait(30)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()


def test_the_built_server_hosts_a_game_to_its_end_against_cpus(server: tuple[subprocess.Popen[str], int],
                                                                 tmp_path: Path) -> None:
    _process, port = server
    player = WireClient(port, "あかね")
    player.send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 1}})
    table = player.wait_for("table")["table"]
    for seat in (1, 2, 3):
        player.send({"type": "set_seat", "seat": seat, "cpu_level": "normal"})
    player.send({"type": "ready", "ready": True})
    play_steps([player], random.Random(34), limit=300.0,
               until=lambda: player.table is not None and player.table["status"] == "finished")
    points = player.table["result"]["points"]
    assert player.table["result"]["ranks"] == [1 + sum(p > mine for p in points) for mine in points]
    assert [s["kind"] for s in player.table["seats"]] == ["human", "cpu", "cpu", "cpu"]
    assert table["game"] == "daifugo" and not player.errors
    player.close()
    header = (tmp_path / "host.log").read_text(encoding="utf-8").splitlines()[0]
    assert header.startswith("zashiki-server ") and "(PyInstaller build)" in header


def test_the_built_app_plays_an_offline_game_in_english(build: Build, tmp_path: Path) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    started = time.monotonic()
    run = subprocess.run([str(build.app), "--self-test"], capture_output=True, text=True, timeout=600,
                         cwd=tmp_path, env=environment(tmp_path))
    lines = run.stdout.splitlines()
    assert run.returncode == 0, run.stdout + run.stderr
    assert lines[0].startswith("self-test: Zashiki ") and "language en" in lines[0]
    assert "window title 'Zashiki" in lines[0] and "font IPAexGothic" in lines[0]
    assert "self-test: Qt Multimedia decodes Ogg (the karuta voice)" in lines
    assert any(line.startswith("self-test: offline host listening on 127.0.0.1:") for line in lines)
    assert any(line.startswith("self-test: daifugo finished after ") for line in lines)
    assert lines[-1] == "self-test: OK"
    log = (tmp_path / "logs" / "zashiki.log").read_text(encoding="utf-8")
    assert log.startswith("zashiki ") and "(PyInstaller build)" in log.splitlines()[0]
    assert "Qt " in log.splitlines()[0]
    print(f"self-test took {time.monotonic() - started:.0f} s")


def test_the_build_holds_every_data_file_of_zashiki_and_its_dependencies(build: Build) -> None:
    held = build.files()
    ours = sorted(tracked_data_files() - held)
    assert ours == [], "installer/data_files.py takes setup.cfg's package_data patterns"
    theirs = sorted(f"{folder}/{Path(source).name} ({dist})"
                    for source, folder, dist in data_files.dependency_data()
                    if f"{folder}/{Path(source).name}" not in held)
    assert theirs == []
    assert "confusable_homoglyphs/categories.json" in held


@pytest.mark.parametrize(("language", "missing", "what_to_do", "not_the_port"), [
    ("ja", "categories.json が見つかりません", "座敷を入れ直してください", "ポート"),
    ("en", "categories.json is missing", "Reinstall Zashiki", "on port"),
])
def test_a_file_missing_from_the_build_is_named_at_start(build: Build, tmp_path: Path, language: str,
                                                        missing: str, what_to_do: str,
                                                        not_the_port: str) -> None:
    """In the host's language (the system's; ZASHIKI_LANG here), never as a port problem."""
    table = build.internal / "confusable_homoglyphs" / "categories.json"
    aside = tmp_path / "categories.json"
    shutil.move(table, aside)
    try:
        run = subprocess.run([str(build.server), "--bind", "127.0.0.1", "--port", "0", "--no-announce",
                              "--data-dir", str(tmp_path / "host")], capture_output=True, text=True,
                             timeout=120, cwd=tmp_path,
                             env=environment(tmp_path, ZASHIKI_LANG=language))
    finally:
        shutil.move(aside, table)
    assert run.returncode == 2
    assert missing in run.stderr and what_to_do in run.stderr
    assert not_the_port not in run.stderr


def test_what_is_left_out_stays_out_and_the_voice_keeps_what_it_needs(build: Build) -> None:
    held = build.files()
    back_in = sorted(f for f in held if leave_out.omission_for(f) is not None)
    assert back_in == []
    reported = (build.work / "left-out.txt").read_text(encoding="utf-8").splitlines()
    assert any("platformthemes" in line and "gtk3" in line for line in reported)
    names = {Path(f).name for f in held}
    assert not any(name.startswith(("libgtk-3", "libQt6Pdf", "libQt6VirtualKeyboard")) for name in names)
    assert any(name.startswith("libQt6Quick") for name in names)  # the FFmpeg plugin links it
    assert any("multimedia" in f and "ffmpeg" in f for f in held)
    assert {Path(f).name for f in held if "/translations/" in f} >= {"qtbase_ja.qm", "qtbase_en.qm"}
    assert not [p for p in build.internal.rglob("*") if p.is_symlink() and not p.exists()]


def test_the_icons_and_the_desktop_entry(build: Build) -> None:
    from PIL import Image

    with Image.open(build.work / "icons" / "zashiki.ico") as ico:
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
        ico.size = (256, 256)
        assert ico.convert("RGBA").getpixel((128, 128))[3] == 255  # drawn, not transparent
    with Image.open(build.work / "icons" / "zashiki.icns") as icns:
        assert icns.size == (1024, 1024)
        assert {(16, 16, 2), (512, 512, 2)} <= set(icns.info["sizes"])
    desktop = build.dist / "share" / "applications" / "zashiki.desktop"
    if not sys.platform.startswith("linux"):
        assert not desktop.exists()
        return
    entry = desktop.read_text(encoding="utf-8")
    comment = next(line for line in entry.splitlines() if line.startswith("Comment[ja]="))
    assert all(game in comment for game in FIVE_GAMES)
    assert (build.dist / "share" / "icons" / "hicolor" / "scalable" / "apps" / "zashiki.svg").exists()
