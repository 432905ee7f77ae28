"""What this checkout holds, for the tests of what is built from it (the wheel, the installer)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("client", "server", "protocol")
SOURCES_ONLY = (".py",)  # code is checked by running it (a .ts is data: the headless host reads its own)


def tracked_data_files() -> set[str]:
    """Every file git tracks under the packages that is data, not code ("client/…")."""
    listed = subprocess.run(["git", "ls-files", *PACKAGES], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.split()
    return {name for name in listed if not name.endswith(SOURCES_ONLY)}
