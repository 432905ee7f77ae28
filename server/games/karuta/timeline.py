"""The reader's timeline: when each kana of each reading is heard.

tools/build_karuta_voice.py writes ``voice/timeline.json`` beside the audio files it describes,
from the same synthesis, so the host judges by the moment a kana is heard (karuta plan,
"Timeline"). The voice is the game's own resource: ``voice/`` holds the Opus files, this one
timeline, their README and licence. Format::

    {"version": 1,
     "poems": {"0": {"kami": PART, "shimo": PART}, "1": {...}, ..., "100": {...}}}
    PART = {"kana": [...], "onsets": [...], "ends": [...], "duration": s, "file": "001_kami.opus"}

The 決まり字 of a poem is heard at ``ends[k-1]`` (k = its kimariji at that moment) after the
reading started. A reading stopped at the 決まり字 ends inside that last kana's own sound, before
the next kana begins (``cut_after``): the audio fades out to silence there, the text shows no
further kana and ``kami_heard`` lists no further kana.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

VOICE = Path(__file__).with_name("voice")  # the audio files, this timeline, README, licence
FILE = VOICE / "timeline.json"
VERSION = 1
PARTS = ("kami", "shimo")
POEM_NUMBERS = range(0, 101)  # 0 is the 序歌
# A reading cut at its 決まり字 is silent this long before the next kana's onset: room for a
# player whose position is read every few ms (client/games/karuta/voice.py fades out before it).
CUT_MARGIN = 0.02
SMALL_KANA = set("ぁぃぅぇぉゃゅょゎァィゥェォャュョヮ")  # share the mora of the kana before


class TimelineError(ValueError):
    """The timeline file is missing or does not have the agreed shape."""


@dataclass(frozen=True)
class Part:
    kana: tuple[str, ...]
    onsets: tuple[float, ...]
    ends: tuple[float, ...]
    duration: float
    file: str

    def heard_after(self, count: int) -> float:
        """Seconds from the start until the first ``count`` kana have been heard: the end of the
        ``count``-th entry, or of the small kana that completes its mora."""
        if count <= 0:
            return 0.0
        return self.ends[self.mora_end_index(count)]

    def cut_after(self, count: int) -> float:
        """Where a reading stopped at its ``count``-th kana ends: inside that kana's own sound,
        CUT_MARGIN before the next kana's onset (the whole reading when none follows)."""
        index = self.mora_end_index(count)
        if count <= 0 or index + 1 >= len(self.kana):
            return self.duration
        return max(self.onsets[index], min(self.ends[index], self.onsets[index + 1]) - CUT_MARGIN)

    def mora_end_index(self, count: int) -> int:
        """The index of the ``count``-th kana, or of the small kana that completes its mora."""
        index = min(count, len(self.kana)) - 1
        while index + 1 < len(self.kana) and self.kana[index + 1] in SMALL_KANA:
            index += 1
        return index

    def heard_before(self, stop: float | None) -> list[float]:
        """Seconds from the start at which each kana has been heard (its end, as ``heard_after``
        says), for every kana whose sound begins before ``stop`` (None: the whole reading): a
        reading cut at its 決まり字 lists exactly the kana of the 決まり字."""
        end = self.duration if stop is None else min(stop, self.duration)
        return [e for o, e in zip(self.onsets, self.ends, strict=True) if o < end]

    def to_view(self) -> dict[str, Any]:
        return {"kana": list(self.kana), "onsets": list(self.onsets), "ends": list(self.ends),
                "duration": self.duration, "file": self.file}


@dataclass(frozen=True)
class Timeline:
    parts: dict[tuple[int, str], Part]

    def part(self, poem: int, which: str) -> Part:
        return self.parts[(poem, which)]


def _part(raw: Any, where: str) -> Part:
    if not isinstance(raw, dict):
        raise TimelineError(f"{where}: not an object")
    try:
        kana = tuple(str(k) for k in raw["kana"])
        onsets = tuple(float(t) for t in raw["onsets"])
        ends = tuple(float(t) for t in raw["ends"])
        duration = float(raw["duration"])
        file = str(raw["file"])
    except (KeyError, TypeError, ValueError) as error:
        raise TimelineError(f"{where}: {error}") from error
    if not kana or not (len(kana) == len(onsets) == len(ends)):
        raise TimelineError(f"{where}: kana, onsets and ends differ in length")
    if any(b < a for a, b in zip(onsets, onsets[1:], strict=False)) or any(e < o for o, e in zip(onsets, ends, strict=True)):
        raise TimelineError(f"{where}: times go backwards")
    if ends[-1] > duration + 1e-6:
        raise TimelineError(f"{where}: a kana ends after the audio")
    return Part(kana, onsets, ends, duration, file)


def parse(data: Any) -> Timeline:
    """Check and convert the decoded JSON."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise TimelineError("timeline.json: unknown version")
    poems = data.get("poems")
    if not isinstance(poems, dict):
        raise TimelineError("timeline.json: no poems")
    parts: dict[tuple[int, str], Part] = {}
    for number in POEM_NUMBERS:
        entry = poems.get(str(number))
        if not isinstance(entry, dict):
            raise TimelineError(f"timeline.json: poem {number} is missing")
        for which in PARTS:
            parts[(number, which)] = _part(entry.get(which), f"poem {number} {which}")
    return Timeline(parts)


@cache
def load(path: Path = FILE) -> Timeline:
    """The shipped timeline (read once)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise TimelineError(f"{path.name} を読めません: {error}") from error
    return parse(json.loads(text))
