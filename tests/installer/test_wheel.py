"""Zashiki as pip and pipx install it: the sdist built from this checkout, the wheel built from
that sdist (what ``python -m build`` does for a release), and the wheel installed into a fresh
virtual environment. Both carry every data file the checkout tracks, the compiled translations
included, and the installed app speaks English when English is chosen.

``build`` builds in isolated environments, with the setuptools pyproject.toml asks for (from
the package index or pip's cache), as a release would. The fresh environment then gets the
wheel alone (``--no-deps``, no index); Zashiki's dependencies come from this test run's own
environment through a ``.pth`` line, which adds that site-packages folder to the path without
running its own ``.pth`` files (so the editable install of this checkout stays out)."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from .checkout import ROOT, tracked_data_files

pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel): ``python -m build`` from the checkout (the wheel is built from the sdist)."""
    out = tmp_path_factory.mktemp("dist")
    run = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    (sdist,) = out.glob("zashiki-*.tar.gz")
    (wheel,) = out.glob("zashiki-*.whl")
    return sdist, wheel


def test_the_sdist_and_the_wheel_carry_every_data_file(built: tuple[Path, Path]) -> None:
    sdist, wheel = built
    wanted = tracked_data_files()
    assert any(name.endswith(".qm") for name in wanted)  # the compiled translations are tracked
    with tarfile.open(sdist) as archive:
        in_sdist = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    with zipfile.ZipFile(wheel) as archive:
        in_wheel = set(archive.namelist())
    hint = "add its pattern to [options.package_data] in setup.cfg"
    assert sorted(wanted - in_sdist) == [], hint
    assert sorted(wanted - in_wheel) == [], hint
    assert not any(name.startswith(("tests/", "tools/", "installer/")) for name in in_wheel)
    assert not any("__pycache__" in name for name in in_wheel)


def test_the_installed_wheel_speaks_english_and_hosts(built: tuple[Path, Path],
                                                      tmp_path: Path) -> None:
    _sdist, wheel = built
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", str(wheel)], check=True, capture_output=True)
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               check=True, capture_output=True, text=True).stdout.strip())
    (site / "zashiki-test-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": "",
           "ZASHIKI_CONFIG_DIR": str(tmp_path / "config"), "ZASHIKI_LOG_DIR": str(tmp_path / "logs"),
           "ZASHIKI_DATA_DIR": str(tmp_path / "data")}
    english = subprocess.run([str(python), "-c", ENGLISH_START], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
    assert english.returncode == 0, english.stderr
    lines = english.stdout.splitlines()
    assert lines[0] == str(site / "client"), "the app imported is not the installed one"
    assert lines[1:] == ["en", "Play the CPU", "Zashiki 座敷"]

    scripts = python.parent
    server = subprocess.Popen([str(scripts / "zashiki-server"), "--bind", "127.0.0.1", "--port", "0",
                               "--no-announce", "--data-dir", str(tmp_path / "host")],
                              cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith("LISTENING "), server.stderr.read() if server.stderr else line
    finally:
        server.terminate()
        server.wait(30)


# The installed app as it starts in English: the translator of the language setting "en", then
# the title screen's button and the main window's title.
ENGLISH_START = """
from pathlib import Path
import client
print(Path(client.__file__).parent)
from PySide6.QtWidgets import QApplication
app = QApplication([])
from client.app_settings import AppSettings
from client.i18n import current_language, install_language
translator = install_language(app, "en")
print(current_language())
from client.net.bridge import HallBridge
from client.ui.main_window import MainWindow
window = MainWindow(HallBridge(), AppSettings.load())
print(window.title_page.offline_button.text())
print(window.windowTitle())
"""
