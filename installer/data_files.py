"""The data files the one-folder build carries (installer/zashiki.spec), beside the code
PyInstaller finds by itself:

- Zashiki's own: every file under client/, server/ and protocol/, at any depth, that a pattern
  of setup.cfg's ``[options.package_data]`` takes (the same files the wheel carries): a game's
  rules and tables, the font, the voice, the compiled translations. A game folder moved or added
  needs no change here.
- Every dependency's: each file a distribution Zashiki needs at run time installed beside its
  code that is not code, metadata, a test's fixture or a type checker's marker, whether or not
  a PyInstaller hook knows the package. A dependency that brings a data file (confusable-
  homoglyphs' categories.json once went missing and the host did not start) cannot be left out
  unseen: tests/installer checks every such file is in the build.

Qt (PySide6, shiboken6) is left to PyInstaller's Qt hooks, which pick the plugins and
libraries the modules the app imports need (installer/leave_out.py then trims them).
"""

from __future__ import annotations

import configparser
import fnmatch
import importlib.metadata
import re
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("client", "server", "protocol")
QT = {"pyside6", "pyside6-essentials", "pyside6-addons", "shiboken6"}
CODE = {".py", ".pyc", ".pyi", ".pyx", ".pxd", ".pxi", ".c", ".h", ".cpp",
        ".so", ".pyd", ".dll", ".dylib", ".lib", ".a"}
NOT_DATA_NAMES = {"py.typed", ".gitignore"}  # a type checker's marker, a repository's file
NOT_DATA_FOLDERS = {"test", "tests", "newsfragments", "__pycache__"}  # fixtures, changelog bits


def package_data_patterns(setup_cfg: Path = ROOT / "setup.cfg") -> list[str]:
    """The file patterns of ``[options.package_data]``'s ``*`` entry."""
    config = configparser.ConfigParser()
    config.read(setup_cfg, encoding="utf-8")
    value = config.get("options.package_data", "*")
    return [p.strip() for p in re.split(r"[,\n]", value) if p.strip()]


def own_data(root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """(file, folder in the bundle) for every data file of Zashiki's packages."""
    patterns = package_data_patterns(root / "setup.cfg")
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*")):
            if (path.is_file() and "__pycache__" not in path.parts
                    and any(fnmatch.fnmatch(path.name, p) for p in patterns)):
                yield str(path), path.parent.relative_to(root).as_posix()


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_distributions(name: str = "zashiki") -> list[importlib.metadata.Distribution]:
    """Every installed distribution ``name`` needs at run time, itself excluded (extras not
    taken, environment markers evaluated here)."""
    from packaging.requirements import Requirement

    found: dict[str, importlib.metadata.Distribution] = {}
    todo = [name]
    while todo:
        wanted = todo.pop()
        try:
            dist = importlib.metadata.distribution(wanted)
        except importlib.metadata.PackageNotFoundError:
            continue
        key = _key(dist.metadata["Name"])
        if key in found:
            continue
        found[key] = dist
        for text in dist.requires or []:
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    found.pop(_key(name), None)
    return [found[key] for key in sorted(found)]


def is_data(path: PurePosixPath) -> bool:
    """Whether a file a distribution installed (its path in site-packages) is run-time data."""
    parts = path.parts
    return (bool(parts) and parts[0] != ".." and len(parts) > 1
            and not any(p.endswith((".dist-info", ".data", ".egg-info")) for p in parts)
            and not NOT_DATA_FOLDERS.intersection(parts[:-1])
            and path.name not in NOT_DATA_NAMES and path.suffix.lower() not in CODE)


def dependency_data() -> Iterator[tuple[str, str, str]]:
    """(file, folder in the bundle, distribution) for every dependency's data file, Qt aside."""
    for dist in runtime_distributions():
        name = dist.metadata["Name"]
        if _key(name) in QT:
            continue
        for file in dist.files or []:
            path = PurePosixPath(file.as_posix())
            if is_data(path):
                yield str(dist.locate_file(file)), path.parent.as_posix(), name
