"""The reader's voice at the level of its data: the timeline the host judges by and the audio
files the client plays (decoded with soundfile), checked against each other.

The files are made by tools/build_karuta_voice.py; these tests do not synthesize anything.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import pytest
import soundfile

from client.games.karuta import voice
from server.games.karuta import poems
from server.games.karuta import timeline as host_timeline

ROOT = Path(__file__).resolve().parents[3]
VOICE_DIR = ROOT / "client" / "resources" / "karuta" / "voice"
SERVER_TIMELINE = ROOT / "server" / "games" / "karuta" / "voice_timeline.json"
CLIENT_TIMELINE = VOICE_DIR / "timeline.json"

READINGS = [(n, part) for n in range(0, 101) for part in ("kami", "shimo")]
HOP = 0.005                 # seconds per level frame
SHIPPED_LIMIT = 15 * 2**20  # everything the voice ships, bytes
UNVOICED = set("かきくけこさしすせそたちつてとはひふへほぱぴぷぺぽ")
SMALL = set("ゃゅょ")


@cache
def data() -> dict:
    return json.loads(SERVER_TIMELINE.read_text(encoding="utf-8"))


def part(poem: int, which: str) -> dict:
    return data()["poems"][str(poem)][which]


@dataclass(frozen=True)
class Audio:
    rate: int
    channels: int
    seconds: float
    peak: float
    level: np.ndarray  # dB per HOP of audio (power), 0 dB = full scale

    def at(self, t: float) -> float:
        return float(self.level[min(len(self.level) - 1, int(t / HOP))])

    def loudest(self, start: float, end: float) -> float:
        a, b = int(start / HOP), max(int(start / HOP) + 1, int(end / HOP))
        return float(self.level[a:b].max())


@cache
def audio(poem: int, which: str) -> Audio:
    samples, rate = soundfile.read(VOICE_DIR / part(poem, which)["file"], dtype="float32",
                                   always_2d=True)
    mono = samples[:, 0]
    hop = round(rate * HOP)
    frames = mono[: len(mono) // hop * hop].reshape(-1, hop).astype(np.float64)
    level = 10 * np.log10(np.mean(frames**2, axis=1) + 1e-20)
    return Audio(rate, samples.shape[1], len(mono) / rate, float(np.abs(mono).max()), level)


# --- the timeline ------------------------------------------------------------------------------


def test_server_and_client_copies_are_one_synthesis() -> None:
    assert SERVER_TIMELINE.read_bytes() == CLIENT_TIMELINE.read_bytes()
    assert data()["version"] == 1
    assert sorted(data()["poems"], key=int) == [str(n) for n in range(101)]


def test_both_loaders_accept_it_and_agree() -> None:
    host = host_timeline.parse(data())
    client = voice.load_timeline(CLIENT_TIMELINE)
    for key in READINGS:
        h, c = host.part(*key), client[key]
        assert (h.kana, h.onsets, h.ends, h.duration, h.file) == (
            c.kana, c.onsets, c.ends, c.duration, c.file)


@pytest.mark.parametrize(("poem", "which"), READINGS)
def test_kana_are_the_pronounced_competition_reading(poem: int, which: str) -> None:
    assert "".join(part(poem, which)["kana"]) == poems.poem(poem).reading(which)


def test_poem_44_is_heard_as_written_in_the_reading() -> None:
    # おうことの: kimariji おおこ is three kana; the third ends when こ has been heard.
    p = part(44, "kami")
    assert p["kana"][:3] == ["お", "う", "こ"]
    assert p["onsets"][2] < p["ends"][2] < p["onsets"][3] + 1e-9


@pytest.mark.parametrize(("poem", "which"), READINGS)
def test_timeline_is_monotonic_and_inside_the_audio(poem: int, which: str) -> None:
    p = part(poem, which)
    onsets, ends, kana = p["onsets"], p["ends"], p["kana"]
    assert len(onsets) == len(ends) == len(kana)
    assert onsets[0] >= 0.05  # the audio opens with silence
    for i, (onset, end) in enumerate(zip(onsets, ends, strict=True)):
        assert end > onset
        if i + 1 < len(kana):
            if kana[i + 1] in SMALL:  # a small kana shares its mora's times
                assert (onsets[i + 1], ends[i + 1]) == (onset, end)
            else:
                assert onsets[i + 1] >= end - 1e-9
    assert ends[-1] < p["duration"]
    assert p["file"] == f"{poem:03d}_{which}.opus"


@pytest.mark.parametrize(("poem", "which"), READINGS)
def test_a_readers_pace(poem: int, which: str) -> None:
    p = part(poem, which)
    low, high = (3.5, 7.0) if which == "kami" else (3.0, 6.0)
    assert low <= p["duration"] <= high
    # every mora steady: 0.15-0.30 s unless held
    text = poems.poem(poem).kyougi_kami if which == "kami" else poems.poem(poem).kyougi_shimo
    held = _held_kana(text)
    for i, (onset, end) in enumerate(zip(p["onsets"], p["ends"], strict=True)):
        length = end - onset
        if i in held:
            mark, last = held[i]
            minimum = 0.6 if last else (0.42 if mark == "ー" else 0.26)
            assert length >= minimum, (i, p["kana"][i], mark, length)
        elif i == len(p["kana"]) - 1:
            assert 0.15 <= length <= 0.6
        elif i == 0:  # heard from its audible start: a voiceless consonant's silence is before it
            assert 0.08 <= length <= 0.30, (p["kana"][0], length)
        elif p["kana"][i] not in SMALL and not (i + 1 < len(p["kana"]) and p["kana"][i + 1] in SMALL):
            assert 0.15 <= length <= 0.30, (i, p["kana"][i], length)


def _held_kana(text: str) -> dict[int, tuple[str, bool]]:
    """Kana index -> (its hold mark, whether it is the last kana) for each held kana."""
    held: dict[int, tuple[str, bool]] = {}
    index = -1
    for ch in text:
        if ch in "ーｰ":
            held[index] = (ch, False)
        else:
            index += 1
    if index in held:
        held[index] = (held[index][0], True)
    return held


def test_median_pace_is_five_and_four_seconds() -> None:
    kami = statistics.median(part(n, "kami")["duration"] for n in range(101))
    shimo = statistics.median(part(n, "shimo")["duration"] for n in range(101))
    assert 4.5 <= kami <= 5.8
    assert 3.5 <= shimo <= 4.8


# --- the audio ---------------------------------------------------------------------------------


def test_shipped_files_are_the_timeline_and_small() -> None:
    files = {p.name for p in VOICE_DIR.iterdir()}
    wanted = {part(n, w)["file"] for n, w in READINGS}
    assert wanted <= files
    assert files - wanted == {"timeline.json", "README.md"}
    assert sum(p.stat().st_size for p in VOICE_DIR.iterdir()) < SHIPPED_LIMIT


@pytest.mark.parametrize(("poem", "which"), READINGS)
def test_audio_matches_its_timeline(poem: int, which: str) -> None:
    p, a = part(poem, which), audio(poem, which)
    assert (a.rate, a.channels) == (48000, 1)
    assert abs(a.seconds - p["duration"]) < 0.01
    top = float(a.level.max())
    assert top > -25.0, "silent"
    assert a.peak < 0.99, "clips"
    # silence before the first kana, sound from it on
    assert a.loudest(0.0, p["onsets"][0] - 0.02) < top - 35.0
    assert a.loudest(p["onsets"][0], p["onsets"][0] + 0.05) > top - 35.0
    # every kana is heard while the timeline says so, and the voice has faded after the last
    for onset, end in zip(p["onsets"], p["ends"], strict=True):
        assert a.loudest(onset, end) > top - 30.0
    assert a.loudest(p["ends"][-1] + 0.05, p["duration"]) < top - 35.0


def test_unvoiced_consonants_start_where_the_timeline_says() -> None:
    """A voiceless consonant after a vowel silences the voice: the steepest fall of the level
    near each such kana's onset is where the timeline puts it (the host judges within 50 ms)."""
    errors = []
    for poem, which in READINGS:
        p, a = part(poem, which), audio(poem, which)
        for i, kana in enumerate(p["kana"]):
            if i == 0 or kana not in UNVOICED:
                continue
            onset = p["onsets"][i]
            first = int((onset - 0.08) / HOP)
            window = a.level[first: int((onset + 0.08) / HOP)]
            steepest = first + int(np.argmin(np.diff(window))) + 1
            errors.append(steepest * HOP - onset)
    errors = np.abs(np.array(errors))
    assert len(errors) > 900
    assert np.percentile(errors, 95) <= 0.05
    assert errors.max() <= 0.08
