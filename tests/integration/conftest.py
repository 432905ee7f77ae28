"""Start ``zashiki-server`` as a real process on 127.0.0.1 (and kill it, -9 included)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

SERVER = [sys.executable, "-m", "server.main"]


class ServerProcess:
    def __init__(self, data_dir: Path, port: int = 0, *extra: str, bind: str = "127.0.0.1") -> None:
        self.bind = bind
        self.data_dir = data_dir
        self.extra = extra
        self.port = port
        self.proc: subprocess.Popen[str] | None = None
        self.start()

    def start(self) -> None:
        args = [*SERVER, "--bind", self.bind, "--port", str(self.port), "--data-dir", str(self.data_dir),
                "--name", "テスト座敷", "--cpu-delay", "0", "--log-level", "WARNING", *self.extra]
        self.log = open(self.data_dir / "server.log", "a", encoding="utf-8")  # noqa: SIM115
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=self.log, text=True,
                                     cwd=Path(__file__).parents[2])
        deadline = time.monotonic() + 30
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if line.startswith("LISTENING "):
                self.port = int(line.split()[1])
                return
            if not line and self.proc.poll() is not None:
                break
        raise RuntimeError(f"zashiki-server did not start; see {self.data_dir / 'server.log'}")

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


@pytest.fixture
def server(tmp_path: Path):
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    process = ServerProcess(tmp_path, 0, "--grace", "2")
    yield process
    process.stop()
