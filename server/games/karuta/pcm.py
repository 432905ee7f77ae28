"""The voice files read a slice at a time, in order, for the stream (stream.py).

Decoding a whole Ogg Opus file takes ~20 ms of the host's one thread (measured on the shipped
voice: 18–25 ms a file, 110 ms for the 序歌's first); done at the start of a reading it held back
every frame of every table that long, the reading's own first view included. Read in order, one
slice of 0.1 s decodes in ~0.3 ms. So each stream keeps its file open at the position it has
reached; a slice asked for anywhere else opens the file again and decodes up to it (never a
seek: libsndfile's Opus seek does not land on the same samples as a straight decode).

Only the host's reactor thread reads; the lock keeps the open files whole should two hosts share
a process (the tests, the embedded host beside a practice).
"""

from __future__ import annotations

import atexit
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KEPT_OPEN = 32
"""Open files kept at once (a stream per table reading now; the oldest closed beyond that)."""


@dataclass
class _Reader:
    handle: Any  # soundfile.SoundFile
    position: int  # the next frame it decodes


_open: OrderedDict[tuple[str, object], _Reader] = OrderedDict()
_lock = threading.Lock()


def read(path: Path, start: float, end: float, key: object = None, final: bool = False) -> tuple[int, Any]:
    """The voice of ``path`` from ``start`` to ``end`` seconds (cut at the file's end) as
    (sample rate, 16-bit mono samples, a numpy array). ``key`` names the stream reading it: its
    file is kept open after this slice for the next, unless the slice is its ``final`` one; None
    reads once and closes."""
    with _lock:
        reader = _open.pop((str(path), key), None) if key is not None else None
        if reader is None:
            reader = _opened(path)
        rate = int(reader.handle.samplerate)
        first, last = round(start * rate), min(round(end * rate), reader.handle.frames)
        if reader.position > first:  # behind it: decode again from the start
            reader.handle.close()
            reader = _opened(path)
        _skip(reader, first)
        samples = reader.handle.read(max(last - first, 0), dtype="int16", always_2d=True)[:, 0]
        reader.position += len(samples)
        if key is None or final or reader.position >= reader.handle.frames:
            reader.handle.close()
        else:
            _open[(str(path), key)] = reader
            while len(_open) > KEPT_OPEN:
                _open.popitem(last=False)[1].handle.close()
        return rate, samples


def ready() -> None:
    """Load the decoder (soundfile, numpy: ~70 ms, ~13 MiB) now, before a reading needs it: the
    first step of a match calls this (stream.media), so the host's thread, and with it an app
    around an embedded host, never stalls on it in the middle of play (bench/gui_stalls.py).
    Processes that only think for CPU players never load it."""
    import numpy  # noqa: F401
    import soundfile  # noqa: F401


@atexit.register
def close_all() -> None:
    """Close every file kept open (at exit: before the interpreter tears soundfile down)."""
    with _lock:
        while _open:
            _open.popitem()[1].handle.close()


def _opened(path: Path) -> _Reader:
    import soundfile

    return _Reader(soundfile.SoundFile(str(path)), 0)


def _skip(reader: _Reader, first: int) -> None:
    """Decode up to frame ``first``: a straight decode gives the file's own samples."""
    while reader.position < first:
        got = len(reader.handle.read(min(first - reader.position, 1 << 16), dtype="int16", always_2d=True))
        if not got:
            break
        reader.position += got


__all__ = ["KEPT_OPEN", "close_all", "read", "ready"]
