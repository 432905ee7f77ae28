"""What the one-folder build leaves out of what PyInstaller's Qt hooks collect, and why.

Each rule names files by their place in the bundle; then every library that only left-out
files need goes too (found from the libraries' own import tables, through PyInstaller's
``bindepend``, on any platform), so the list stays short and names causes, not consequences:
Qt's GTK3 platform theme alone brings GTK, GDK, Cairo, Pango, ATK and some twenty more.

Qt Quick stays: the FFmpeg multimedia plugin that plays the karuta voice links it.

On Linux the interpreter's own libraries (libpython, the standard library's extension modules)
lose their debug symbols (``strip --strip-debug`` on a copy): a Python built from source
carries 22 MB of them in libpython alone. Only those: PyInstaller's ``strip`` option strips
every library, and a stripped FFmpeg no longer loads ("ELF load command address/offset not
page-aligned"), which silenced the karuta voice.

installer/README.md gives the sizes before and after.
"""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any


@dataclass(frozen=True)
class Omission:
    pattern: str  # a glob over the file's place in the bundle ("PySide6/Qt/plugins/…")
    why: str
    keep: tuple[str, ...] = ()  # globs of files the pattern takes but the bundle keeps


OMISSIONS = (
    Omission("PySide6/Qt/plugins/platformthemes/*gtk3*",
             "Qt's GTK3 platform theme (GTK's colours and file dialogs on GNOME): Zashiki draws "
             "its own look, and its file dialogs use the desktop portal's or Qt's own"),
    Omission("PySide6/Qt/translations/*",
             "Qt's own translations other than Japanese and English, the languages the app speaks",
             keep=("*_ja.qm", "*_en.qm")),
    Omission("PySide6/Qt/plugins/imageformats/*qpdf*",
             "PDF pages as an image format (Qt PDF): the app shows no PDF"),
    Omission("PySide6/Qt/plugins/platforminputcontexts/*virtualkeyboard*",
             "Qt's on-screen keyboard, for touch devices without a keyboard"),
    Omission("PySide6/Qt/plugins/platforms/*eglfs*",
             "EGLFS: full-screen on embedded devices without a window system"),
    Omission("PySide6/Qt/plugins/egldeviceintegrations/*",
             "EGLFS's device back-ends"),
)


def place(entry: tuple[Any, ...]) -> str:
    """A TOC entry's place in the bundle, with "/" on every platform."""
    return PurePath(entry[0]).as_posix()


def omission_for(where: str) -> Omission | None:
    for rule in OMISSIONS:
        if fnmatch.fnmatch(where, rule.pattern) and not any(
                fnmatch.fnmatch(where, kept) for kept in rule.keep):
            return rule
    return None


def _needed_by(binaries: Iterable[tuple[Any, ...]]) -> dict[str, set[str]]:
    """For each binary's place, the places of the binaries that import it."""
    from PyInstaller.depend import bindepend

    binaries = list(binaries)
    by_file = {os.path.realpath(entry[1]): place(entry) for entry in binaries}
    by_name = {PurePath(entry[0]).name: place(entry) for entry in binaries}
    importers: dict[str, set[str]] = defaultdict(set)
    for entry in binaries:
        try:
            imported = bindepend.get_imports(entry[1])
        except Exception:  # not a binary this platform reads: it imports nothing we know
            continue
        for name, path in imported:
            target = by_file.get(os.path.realpath(path)) if path else None
            target = target or by_name.get(PurePath(name).name)
            if target is not None and target != place(entry):
                importers[target].add(place(entry))
    return importers


def leave_out(binaries: list[tuple[Any, ...]], datas: list[tuple[Any, ...]]
              ) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], dict[str, str]]:
    """``binaries`` and ``datas`` without what OMISSIONS name and the libraries only those
    need; and {place: why} of what was left out."""
    gone: dict[str, str] = {}
    for entry in [*binaries, *datas]:
        rule = omission_for(place(entry))
        if rule is not None:
            gone[place(entry)] = rule.why
    importers = _needed_by(binaries)
    changed = True
    while changed:
        changed = False
        for entry in binaries:
            where = place(entry)
            users = importers.get(where)
            if where not in gone and users and users <= gone.keys():
                gone[where] = "needed only by " + ", ".join(sorted(PurePath(u).name for u in users))
                changed = True
    def kept(entry: tuple[Any, ...]) -> bool:  # and no link left pointing at what went
        target = PurePath(entry[1]).as_posix() if entry[2] == "SYMLINK" else None
        return place(entry) not in gone and target not in gone

    return [e for e in binaries if kept(e)], [e for e in datas if kept(e)], gone


def without_debug_symbols(binaries: list[tuple[Any, ...]], folder: Path) -> list[tuple[Any, ...]]:
    """On Linux, ``binaries`` with the interpreter's own libraries (those under Python's
    installation prefix) replaced by copies in ``folder`` stripped of debug symbols; elsewhere,
    or without a ``strip`` tool, ``binaries`` as they are."""
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return binaries
    prefix = os.path.realpath(sys.base_prefix) + os.sep
    result = []
    for entry in binaries:
        source = os.path.realpath(entry[1])
        if entry[2] in ("BINARY", "EXTENSION") and source.startswith(prefix):
            copy = folder / place(entry)
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, copy)
            subprocess.run([strip, "--strip-debug", str(copy)], check=True)
            entry = (entry[0], str(copy), entry[2])
        result.append(entry)
    return result
