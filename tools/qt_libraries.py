"""Does this Linux system have the libraries Qt needs to open a window? Run by
tools/bootstrap.sh for tools/play.sh: ``ldd`` over Qt's GUI libraries and the platform plugin
this session will use (Wayland's when WAYLAND_DISPLAY is set, else X11's xcb, or the one
QT_QPA_PLATFORM names). Prints nothing and exits 0 when all are there (or off Linux, or without
ldd); else its last line names the missing files, and it exits 1."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path


def platform_plugin() -> str:
    chosen = os.environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0]
    if chosen:
        return chosen
    return "wayland" if os.environ.get("WAYLAND_DISPLAY") else "xcb"


def missing(files: list[Path]) -> list[str]:
    """The libraries ``ldd`` cannot find for ``files``."""
    lost: list[str] = []
    for file in files:
        out = subprocess.run(["ldd", str(file)], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if "=> not found" in line:
                name = line.split("=>")[0].strip()
                if name not in lost:
                    lost.append(name)
    return lost


def main() -> int:
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return 0
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    files = [qt / "lib" / "libQt6Gui.so.6", qt / "lib" / "libQt6Widgets.so.6"]
    plugin = qt / "plugins" / "platforms" / f"libq{platform_plugin()}.so"
    if plugin.exists():
        files.append(plugin)
    lost = missing([f for f in files if f.exists()])
    if lost:
        print("these system libraries are missing: " + ", ".join(lost))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
