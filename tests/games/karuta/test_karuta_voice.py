"""The reader's voice at the level of its data: the timeline the host judges by and the audio
files the client plays (decoded with soundfile), checked against each other, and the competition
reader's 4-3-1-5 rhythm and the cut at the 決まり字 they make.

The files are made by tools/build_karuta_voice.py; these tests do not synthesize anything.
"""

from __future__ import annotations

import json
import random
import statistics
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import pytest
import soundfile

from client.games.karuta import voice
from client.games.karuta.reading_panel import heard_kana
from server.games.karuta import poems, schedule
from server.games.karuta import timeline as host_timeline
from server.games.karuta.engine import KarutaGame
from server.games.karuta.kimariji import STATIC

ROOT = Path(__file__).resolve().parents[3]
VOICE_DIR = ROOT / "server" / "games" / "karuta" / "voice"
TIMELINE = VOICE_DIR / "timeline.json"

READINGS = [(n, part) for n in range(0, 101) for part in ("kami", "shimo")]
HOP = 0.005                 # seconds per level frame
SHIPPED_LIMIT = 15 * 2**20  # everything the voice ships, bytes
UNVOICED = set("かきくけこさしすせそたちつてとはひふへほぱぴぷぺぽ")
SMALL = set("ゃゅょ")


@cache
def data() -> dict:
    return json.loads(TIMELINE.read_text(encoding="utf-8"))


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


def test_one_timeline_in_the_games_voice_folder() -> None:
    assert host_timeline.FILE == TIMELINE and voice.TIMELINE_FILE == TIMELINE
    assert not (ROOT / "server" / "games" / "karuta" / "voice_timeline.json").exists()
    assert not (ROOT / "client" / "resources" / "karuta").exists()
    assert data()["version"] == 1
    assert sorted(data()["poems"], key=int) == [str(n) for n in range(101)]


def test_both_loaders_accept_it_and_agree() -> None:
    host = host_timeline.parse(data())
    client = voice.load_timeline(TIMELINE)
    for key in READINGS:
        h, c = host.part(*key), client[key]
        assert (h.kana, h.onsets, h.ends, h.duration, h.file) == (
            c.kana, c.onsets, c.ends, c.duration, c.file)


def times_read(poem: int, which: str) -> int:
    """The 序歌's 下の句 is read twice (its file holds both readings); everything else once."""
    return 2 if (poem, which) == (0, "shimo") else 1


@pytest.mark.parametrize(("poem", "which"), READINGS)
def test_kana_are_the_pronounced_competition_reading(poem: int, which: str) -> None:
    reading = poems.poem(poem).reading(which)
    assert "".join(part(poem, which)["kana"]) == reading * times_read(poem, which)


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


def readings(poem: int, which: str) -> list[dict]:
    """The part's readings, each with its own kana, onsets and ends (the 序歌's 下の句: two)."""
    p = part(poem, which)
    n = len(p["kana"]) // times_read(poem, which)
    return [{k: p[k][i * n:(i + 1) * n] for k in ("kana", "onsets", "ends")}
            for i in range(times_read(poem, which))]


@pytest.mark.parametrize(("poem", "which"), READINGS)
def test_a_readers_pace(poem: int, which: str) -> None:
    p = part(poem, which)
    low, high = (3.5, 7.0) if which == "kami" else (6.0, 8.5)
    assert low * times_read(poem, which) <= p["duration"] <= (high + 1.0) * times_read(poem, which)
    # every mora steady: 0.15-0.30 s unless held
    text = poems.poem(poem).kyougi_kami if which == "kami" else poems.poem(poem).kyougi_shimo
    held = _held_kana(text)
    for r in readings(poem, which):
        for i, (onset, end) in enumerate(zip(r["onsets"], r["ends"], strict=True)):
            length = end - onset
            if which == "shimo" and i == len(r["kana"]) - 1:  # the 余韻
                assert 2.3 <= length <= 3.0, (i, r["kana"][i], length)
            elif i in held:
                mark, last = held[i]
                minimum = 0.6 if last else (0.42 if mark == "ー" else 0.26)
                assert length >= minimum, (i, r["kana"][i], mark, length)
            elif i == len(r["kana"]) - 1:
                assert 0.15 <= length <= 0.6
            elif i == 0:  # heard from its audible start: a voiceless consonant's silence is before it
                assert 0.08 <= length <= 0.30, (r["kana"][0], length)
            elif r["kana"][i] not in SMALL and not (i + 1 < len(r["kana"]) and r["kana"][i + 1] in SMALL):
                assert 0.15 <= length <= 0.30, (i, r["kana"][i], length)


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


def test_the_4_3_1_5_rhythm() -> None:
    """The 下の句 but its last two kana in about 4 s, the last two with the 余韻 about 3 s, a 1 s
    間 (the table's default, with no more than 0.15 s of the files' own silence around it), the
    上の句 in about 5 s."""
    defaults = KarutaGame().validate_settings({})
    assert {schedule.draw_ma(defaults, random.Random(seed)) for seed in range(20)} == {1.0}
    body, last_two, padding, kami = [], [], [], []
    for n in range(101):
        k, s = part(n, "kami"), readings(n, "shimo")[0]
        kami.append(k["ends"][-1] - k["onsets"][0])
        body.append(s["onsets"][-2] - s["onsets"][0])
        last_two.append(s["ends"][-1] - s["onsets"][-2])
        if n:
            padding.append(part(n, "shimo")["duration"] - s["ends"][-1] + part(n % 100 + 1, "kami")["onsets"][0])
    assert 3.7 <= statistics.median(body) <= 4.3 and max(body) <= 4.8
    assert 2.7 <= statistics.median(last_two) <= 3.3 and min(last_two) >= 2.5
    assert max(padding) <= 0.15
    assert 4.6 <= statistics.median(kami) <= 5.4


def test_the_joka_shimo_is_read_twice_with_a_ma_between() -> None:
    first, second = readings(0, "shimo")
    assert first["kana"] == second["kana"]
    assert second["onsets"][0] - first["ends"][-1] == pytest.approx(1.0, abs=0.01)


def test_the_kami_is_read_through_without_a_pause() -> None:
    for n in range(101):
        k = part(n, "kami")
        assert all(b - a < 1e-6 for a, b in zip(k["ends"], k["onsets"][1:], strict=False)), n


def test_a_reading_cut_at_its_kimariji_ends_inside_its_last_kana() -> None:
    """For every poem and every length its 決まり字 can have (the static one, and each shorter
    one its changes bring): the audio is silent before the next kana begins (the player's fade
    ends at the cut and lies inside the last kana's own sound), the text shows the 決まり字 and
    no more, and ``kami_heard`` lists it and no more."""
    host = host_timeline.parse(data())
    for n in range(1, 101):
        p = host.part(n, "kami")
        for k in range(1, STATIC[n] + 1):
            last = p.mora_end_index(k)
            stop = p.cut_after(k)
            assert stop <= p.onsets[last + 1] - host_timeline.CUT_MARGIN + 1e-9, (n, k)
            assert stop - voice.FADE_S >= p.onsets[last] + 0.05, (n, k)
            view = {"kana": list(p.kana), "onsets": list(p.onsets), "stop_at": stop}
            assert heard_kana(view, 99.0) == "".join(p.kana[:last + 1]), (n, k)
            assert len(schedule.heard_times(p, 0.0, stop)) == last + 1, (n, k)


# --- the audio ---------------------------------------------------------------------------------


def test_shipped_files_are_the_timeline_and_small() -> None:
    files = {p.name for p in VOICE_DIR.iterdir()}
    wanted = {part(n, w)["file"] for n, w in READINGS}
    assert wanted <= files
    assert files - wanted == {"timeline.json", "README.md", "LICENSE.txt"}
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


@pytest.mark.parametrize("poem", range(101))
def test_the_yoin_is_a_held_vowel_heard_to_its_end(poem: int) -> None:
    """The 下の句's last sound is heard throughout its hold (no 20 ms of it below what is heard,
    until the breath ends in its last 0.1 s), and fades."""
    a = audio(poem, "shimo")
    top = float(a.level.max())
    power = np.convolve(10 ** (a.level / 10), np.ones(4) / 4, mode="same")  # 20 ms
    for r in readings(poem, "shimo"):
        onset, end = r["onsets"][-1], r["ends"][-1]
        hold = 10 * np.log10(power[int((onset + 0.3) / HOP): int((end - 0.1) / HOP)])
        assert len(hold) and hold.min() > top - 35.0, (poem, float(hold.min() - top))
        assert a.loudest(end - 0.3, end - 0.05) < a.loudest(onset, onset + 0.5)  # it fades


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
