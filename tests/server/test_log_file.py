"""protocol/log_file.py: every log file starts with the header, a start begins a new file and
keeps the last ones, a long run rolls over, no session token reaches the file, and a log that
cannot be written leaves the program running."""

from __future__ import annotations

import logging
import platform
from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest

from protocol import log_file
from protocol.log_file import header, log_dir, mask_tokens, start_logging, stop_logging
from protocol.version import APP_VERSION


@pytest.fixture(autouse=True)
def _restore_logging() -> Iterator[None]:
    root = logging.getLogger()
    level = root.level
    yield
    stop_logging()
    root.setLevel(level)


def test_the_header_names_the_version_the_platform_and_python() -> None:
    line = header("zashiki-server", [("Qt", "6.9.9")])
    assert line.startswith(f"zashiki-server {APP_VERSION} (Python package)")
    assert platform.platform() in line
    assert f"Python {platform.python_version()}" in line.replace("CPython", "Python")
    assert line.endswith("Qt 6.9.9")


def test_the_log_folder_is_the_environment_s_when_set(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ZASHIKI_LOG_DIR", str(tmp_path / "logs"))
    assert log_dir() == tmp_path / "logs"
    path = start_logging("zashiki-server")
    assert path == tmp_path / "logs" / "zashiki-server.log"
    monkeypatch.delenv("ZASHIKI_LOG_DIR")
    assert log_dir() == Path(platformdirs.user_log_dir("zashiki", appauthor=False))


def test_each_start_begins_a_new_file_and_keeps_three(tmp_path: Path) -> None:
    path = tmp_path / "host.log"
    for run in range(5):
        start_logging("zashiki-server", path)
        logging.getLogger("test").warning("run %d", run)
        stop_logging()
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == ["host.log", "host.log.1", "host.log.2", "host.log.3"]
    for age, name in enumerate(["host.log", "host.log.1", "host.log.2", "host.log.3"]):
        lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
        assert lines[0] == header("zashiki-server")
        assert lines[-1].endswith(f"run {4 - age}")


def test_a_long_run_rolls_over_with_the_header_on_every_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(log_file, "MAX_BYTES", 2_000)
    path = tmp_path / "zashiki.log"
    start_logging("zashiki", path)
    for line in range(100):
        logging.getLogger("test").info("line %03d %s", line, "x" * 40)
    stop_logging()
    files = [path, *(path.with_name(f"zashiki.log.{n}") for n in (1, 2, 3))]
    for file in files:
        text = file.read_text(encoding="utf-8")
        assert text.startswith(header("zashiki") + "\n")
        assert len(text.encode()) <= 2_000 + 200
    assert path.read_text(encoding="utf-8").splitlines()[-1].endswith("line 099 " + "x" * 40)


def test_no_token_reaches_the_file(tmp_path: Path) -> None:
    token = "Qk3v9Zr0_aBcDeFgHiJkLmNo"
    path = start_logging("zashiki-server", tmp_path / "host.log", level="DEBUG")
    log = logging.getLogger("test")
    log.debug("hello %r", {"type": "hello", "name": "たろう", "token": token})
    log.info('{"token": "%s", "name": "x"}', token)
    log.warning("token=%s", token)
    try:
        raise ValueError({"token": token})
    except ValueError:
        log.exception("failed")
    stop_logging()
    text = path.read_text(encoding="utf-8")
    assert token not in text
    assert text.count("***") >= 4 and "たろう" in text
    assert mask_tokens(f"'token': '{token}', 'seat': 2") == "'token': '***', 'seat': 2"


def test_an_unwritable_log_leaves_the_program_running(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert start_logging("zashiki-server", blocker / "logs" / "host.log") is None
    logging.getLogger("test").error("still logging")
    err = capsys.readouterr().err
    assert "ログファイルを書けません" in err and "still logging" in err
    assert header("zashiki-server") in err
