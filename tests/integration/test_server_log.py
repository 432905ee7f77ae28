"""A real ``zashiki-server``'s log: ``--log-file`` (or the user log folder), the header first,
no session token in it even at DEBUG, and a failed start that names its real cause: a port in
use, a read-only data folder, a damaged data file."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from protocol.log_file import header

from .conftest import SERVER, ServerProcess
from .wire_client import WireClient

pytestmark = pytest.mark.integration


@pytest.fixture(autouse=True)
def _japanese_host(monkeypatch: pytest.MonkeyPatch) -> None:
    """These hosts speak Japanese, whatever this machine's locale (tests/server/
    test_host_language.py checks the system's language is followed)."""
    monkeypatch.setenv("ZASHIKI_LANG", "ja")

ROOT = Path(__file__).resolve().parents[2]


def start(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run a zashiki-server that is expected to stop by itself (a failed start)."""
    return subprocess.run([*SERVER, "--bind", "127.0.0.1", "--no-announce", *args],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def test_the_log_file_starts_with_the_header_and_never_holds_a_token(tmp_path: Path) -> None:
    log = tmp_path / "logs" / "host.log"
    server = ServerProcess(tmp_path, 0, "--log-file", str(log), "--log-level", "DEBUG")
    try:
        first = WireClient(server.port, "たろう")
        token = first.token
        first.send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 1}})
        first.wait_for("table")
        first.close()
        again = WireClient(server.port, "たろう", token=token)  # back with the token: same seat
        assert again.wait_for("table")["table"]["you"] == 0
        again.close()
    finally:
        server.stop()
    text = log.read_text(encoding="utf-8")
    assert text.splitlines()[0] == header("zashiki-server")
    assert "座敷「テスト座敷」を開きました" in text
    assert token and token not in text


def test_the_default_log_is_in_the_user_log_folder(tmp_path: Path) -> None:
    """$ZASHIKI_LOG_DIR stands for platformdirs' user log folder (tests/conftest.py sets it)."""
    folder = Path(os.environ["ZASHIKI_LOG_DIR"])
    server = ServerProcess(tmp_path, 0)
    server.stop()
    assert (folder / "zashiki-server.log").read_text(encoding="utf-8").startswith("zashiki-server ")


def test_a_port_in_use_is_named(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = start("--port", str(port), "--data-dir", str(tmp_path / "data"),
                    "--log-file", str(tmp_path / "host.log"))
    assert run.returncode == 2
    assert f"ポート {port} はほかのプログラムが使っています" in run.stderr
    assert "--port" in run.stderr
    assert f"ポート {port} はほかのプログラムが使っています" in (tmp_path / "host.log").read_text(encoding="utf-8")


def test_a_damaged_data_file_is_named_not_the_port(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "zashiki.sqlite3").write_bytes(b"this is not a database, " * 100)
    run = start("--port", "0", "--data-dir", str(data), "--log-file", str(tmp_path / "host.log"))
    assert run.returncode == 2
    assert f"データのファイル {data / 'zashiki.sqlite3'} が読めません" in run.stderr
    assert "ポート" not in run.stderr


def read_only_folder_command(folder: Path) -> list[str] | None:
    """A command prefix that runs a program with ``folder`` read-only: a read-only tmpfs mounted
    there in a user and mount namespace of its own (unshare), which works for root too; None
    where that is refused."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return None
    probe = subprocess.run([unshare, "-r", "-m", "sh", "-c",
                            f"mount -t tmpfs -o ro tmpfs {folder} && ! touch {folder}/probe"],
                           capture_output=True)
    if probe.returncode != 0:
        return None
    return [unshare, "-r", "-m", "sh", "-c", f'mount -t tmpfs -o ro tmpfs {folder} && exec "$@"', "sh"]


def test_a_read_only_data_folder_is_named_not_the_port(tmp_path: Path) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    prefix = read_only_folder_command(folder)
    if prefix is None:
        if os.geteuid() == 0:
            pytest.skip("no user namespaces here, and root writes through a chmod")
        folder.chmod(0o555)
        prefix = []
    data = folder / "host"
    run = subprocess.run([*prefix, sys.executable, "-m", "server.main", "--bind", "127.0.0.1",
                          "--port", "0", "--no-announce", "--data-dir", str(data),
                          "--log-file", str(tmp_path / "host.log")],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert run.returncode == 2, run.stderr
    assert f"データのフォルダ {data} に書き込めません" in run.stderr
    assert "--data-dir" in run.stderr
