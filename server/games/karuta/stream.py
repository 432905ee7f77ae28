"""The reading streamed to the table (``Game.media``): the host is the reader. The part sounding
now goes to everyone at the table as timed media, so that no client chooses what to play from a
poem's number (release.py names the poem only once it is heard):

* ``pcm``: the voice, 16-bit mono PCM at the file's rate (48 kHz, ~96 KB/s), in ``CHUNK`` slices,
  each sent ``BUFFER`` ahead of the host time it is to sound; a reading cut at its 決まり字 fades
  out inside its last kana and ends there (its last chunk says ``last``);
* ``kana``: each kana of the text mode at its onset, never before (in every 札読み mode: a
  client without an audio device shows the text instead).

Every item carries ``stream``, the host time the part began (a reading read again after a pause
is a new stream). What is listed follows from the state alone: a part cut short lists no more of
it, a paused reader lists nothing, and the host cancels what is no longer listed.

The voice is decoded from the game's Ogg Opus files with soundfile (libsndfile, which reads Opus
since 1.0.29; its wheels carry the library), a slice at a time as it is sent (pcm.py), with the
decoder loaded at the match's first step, not at its first reading.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

from server.games.contract import Media
from server.games.karuta import pcm, schedule
from server.games.karuta.pause import paused
from server.games.karuta.state import State
from server.games.karuta.timeline import VOICE, Timeline

BUFFER = 0.2
"""How far ahead of its sound a slice of the voice is sent (seconds): room for the network and the
client's audio output, and all a client is ever told ahead of what a person hears."""
CHUNK = 0.1
"""The length of one slice of the voice (seconds)."""
FADE = 0.03
"""A reading cut at its 決まり字 fades out over this long, silent at the cut."""
VOICE_MODES = ("voice", "voice_text")
"""The table's 札読み settings read aloud (text alone and the 取り札 image are not)."""


def pcm_slice(file: str, start: float, end: float, fade_until: float | None,
              stream: float | None = None, final: bool = False) -> tuple[int, bytes]:
    """The voice of ``file`` from ``start`` to ``end`` seconds, faded out to silence at
    ``fade_until`` (a cut) over ``FADE``; ``stream`` (the part's start) keeps the file open for
    that stream's next slice (pcm.py) unless this is its ``final`` one."""
    import numpy

    rate, samples = pcm.read(VOICE / file, start, end, key=stream, final=final)
    if fade_until is not None:
        times = (round(start * rate) + numpy.arange(len(samples))) / rate
        gain = numpy.clip((fade_until - times) / FADE, 0.0, 1.0)
        samples = samples * gain
    return rate, samples.astype("<i2").tobytes()


def pcm_body(file: str, stream: float, index: int, end: float, cut: bool) -> dict[str, Any]:
    start = index * CHUNK
    stop = min(start + CHUNK, end)
    last = stop >= end - 1e-9
    rate, data = pcm_slice(file, start, stop, end if cut else None, stream, last)
    return {"kind": "pcm", "stream": stream, "rate": rate, "pcm": data, "last": last}


def kana_body(stream: float, index: int, kana: str) -> dict[str, Any]:
    return {"kind": "kana", "stream": stream, "index": index, "kana": kana}


def media(state: State, timeline: Timeline) -> list[Media]:
    """The part sounding now, from the state's moment on: its kana at their onsets, its voice
    (when the table reads aloud) ``BUFFER`` ahead."""
    pcm.ready()
    sounding = state.reading.sounding
    if sounding is None or paused(state):
        return []
    part = timeline.part(sounding.poem, sounding.part)
    end = schedule.length(part, sounding.stop)
    stream = sounding.started_at
    items = [Media(("kana", stream, sounding.part, j), stream + onset, stream + onset,
                   partial(kana_body, stream, j, kana))
             for j, (kana, onset) in enumerate(zip(part.kana, part.onsets, strict=True)) if onset < end]
    if state.settings["yomi"] in VOICE_MODES:
        cut = sounding.stop is not None and sounding.stop < part.duration
        for i in range(math.ceil(end / CHUNK - 1e-9)):
            at = stream + i * CHUNK
            if at + CHUNK < state.clock:
                continue  # sounded already
            items.append(Media(("pcm", stream, sounding.part, i), at, at - BUFFER,
                               partial(pcm_body, part.file, stream, i, end, cut)))
    return items


__all__ = ["BUFFER", "CHUNK", "FADE", "media", "pcm_slice"]
