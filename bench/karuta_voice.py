"""The karuta reader's voice, measured from its files (issue 33): the built voice in
server/games/karuta/voice/ against the previous voice, taken from git in the same run.

    .venv/bin/python bench/karuta_voice.py [--baseline 6f0558e] [--json out.json]

Needs soundfile (the test extras) and pyloudnorm (a build-time package of the voice). Printed,
for each voice and as a ratio new / previous:

* loudness: every file's integrated loudness (ITU-R BS.1770-4, as EBU R128 measures it), its
  min, max and spread;
* the hold of each 下の句's last kana: from its onset until the audio falls AUDIBLE_DB below the
  file's loudest moment, and how much of that is voiced (a sustained vowel, not silence);
* the 4-3-1-5 rhythm as distributions: the 下の句 but its last two kana (first onset to the
  onset of the second-last kana), the last two kana with the 余韻 (that onset to the audible
  end), the 間 heard (a 下の句's audible end to the next 上の句's first sound, with the table's
  default 間 of that version drawn as the engine draws it) and the 上の句 (first sound to its
  audible end); the pace in morae a second; the 序歌's 下の句 (how many times it is read);
* the cut at the 決まり字 (上の句 「決まり字まで読む」/「札確定文字まで読む」): for every poem and every
  length its 決まり字 can have in a match (the static one, and each shorter one its changes can
  bring), the gap between the end of the audio and the next kana's onset (negative: the next
  kana is heard), how long the 決まり字's last kana sounds at full voice before the fade, how
  often the next kana is heard at all or whole, and how many kana the text mode shows and
  ``kami_heard`` lists beyond the 決まり字.

Onsets and ends are the timeline's (the synthesis's own); the audible ends and the voicing are
measured from the decoded audio. The previous voice is judged by the rules it shipped with (the
cut 0.2 s after the 決まり字's last kana, then a 0.06 s fade; ``kami_heard`` the kana ended by
then).
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from client.games.karuta import voice as client_voice  # noqa: E402
from server.games.karuta import schedule  # noqa: E402
from server.games.karuta.kimariji import STATIC  # noqa: E402
from server.games.karuta.timeline import FILE, Part, parse  # noqa: E402

BASELINE = "6f0558e"  # main before issue 33: the Open JTalk voice read at an even pace
OLD_LAYOUT = ("client/resources/karuta/voice/", "server/games/karuta/voice_timeline.json")
NEW_LAYOUT = ("server/games/karuta/voice/", "server/games/karuta/voice/timeline.json")
AUDIBLE_DB = 35.0   # heard while within this many dB of the file's loudest moment
HOP = 0.005
OLD_RELEASE, OLD_FADE = 0.2, 0.06  # the previous cut: 0.2 s past the kana, then a 0.06 s fade
SMALL = set("ゃゅょ")


@dataclass
class Voice:
    name: str
    timeline: dict[tuple[int, str], Part]
    audio: dict[str, tuple[np.ndarray, int]]   # file -> (mono samples, rate)
    ma: tuple[float, float]                    # the table's default 間, seconds (min, max)
    new_cut: bool                              # judged by this tree's cut rule


def git_bytes(rev: str, path: str) -> bytes | None:
    done = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:{path}"], capture_output=True)
    return done.stdout if done.returncode == 0 else None


def decode(data: bytes) -> tuple[np.ndarray, int]:
    import soundfile

    samples, rate = soundfile.read(io.BytesIO(data), dtype="float64", always_2d=True)
    return samples[:, 0], rate


def load_baseline(rev: str) -> Voice:
    layout = next(((folder, timeline) for folder, timeline in (NEW_LAYOUT, OLD_LAYOUT)
                   if git_bytes(rev, timeline) is not None), None)
    if layout is None:
        raise SystemExit(f"{rev}: no karuta voice timeline")
    folder, raw = layout[0], git_bytes(rev, layout[1]) or b""
    parts = parse(json.loads(raw)).parts
    audio = {}
    for part in parts.values():
        data = git_bytes(rev, folder + part.file)
        if data is None:
            raise SystemExit(f"{rev}: {folder + part.file} is missing")
        audio[part.file] = decode(data)
    settings = git_bytes(rev, "server/games/karuta/settings.py") or b""
    ma = (1.0, 2.0) if b'"int", 2000' in settings else (1.0, 1.0)
    return Voice(f"previous ({rev})", parts, audio, ma, new_cut=False)


def load_current() -> Voice:
    from server.games.karuta.settings import SETTINGS

    parts = parse(json.loads(FILE.read_text(encoding="utf-8"))).parts
    audio = {p.file: decode((FILE.parent / p.file).read_bytes()) for p in parts.values()}
    default = {s.key: s.default for s in SETTINGS}
    return Voice("built", parts, audio, (default["ma_min"] / 1000, default["ma_max"] / 1000),
                 new_cut=True)


# --- measuring the audio -------------------------------------------------------------------------


def level_db(x: np.ndarray, rate: int) -> np.ndarray:
    hop = round(rate * HOP)
    frames = x[: len(x) // hop * hop].reshape(-1, hop)
    return 10 * np.log10(np.mean(frames ** 2, axis=1) + 1e-20)


def audible_end(x: np.ndarray, rate: int) -> float:
    level = level_db(x, rate)
    loud = np.nonzero(level >= level.max() - AUDIBLE_DB)[0]
    return (int(loud[-1]) + 1) * HOP


def audible_start(x: np.ndarray, rate: int) -> float:
    level = level_db(x, rate)
    return int(np.nonzero(level >= level.max() - AUDIBLE_DB)[0][0]) * HOP


def voiced_seconds(x: np.ndarray, rate: int, start: float, end: float) -> float:
    """Seconds of [start, end) in 20 ms steps that are periodic (70–500 Hz, normalised
    autocorrelation above 0.5) and audible: a held vowel, not silence or noise."""
    level = level_db(x, rate)
    floor = level.max() - AUDIBLE_DB
    step, window = round(0.02 * rate), round(0.04 * rate)
    lo, hi = rate // 500, rate // 70
    voiced = 0
    for a in range(round(start * rate), round(end * rate) - window, step):
        w = x[a:a + window] - x[a:a + window].mean()
        if 10 * np.log10(np.mean(w ** 2) + 1e-20) < floor:
            continue
        ac = np.correlate(w, w, "full")[window - 1:]
        if ac[0] > 0 and ac[lo:hi].max() / ac[0] > 0.5:
            voiced += 1
    return voiced * step / rate


def loudness(x: np.ndarray, rate: int) -> float:
    import pyloudnorm

    return float(pyloudnorm.Meter(rate).integrated_loudness(x))


# --- the figures ----------------------------------------------------------------------------------


def readings_in(part: Part) -> int:
    """How many times the part's kana are read in its file (the 序歌's 下の句: twice)."""
    n = len(part.kana)
    for times in (2, 1):
        if n % times == 0 and part.kana[: n // times] * times == part.kana:
            return times
    return 1


def morae(kana: tuple[str, ...]) -> int:
    return sum(1 for k in kana if k not in SMALL)


def measure(voice: Voice) -> dict[str, Any]:
    out: dict[str, list[float]] = {k: [] for k in (
        "lufs", "hold", "hold_voiced", "shimo_body", "last_two", "ma", "kami", "pace_kami",
        "pace_shimo", "cut_gap", "cut_full", "kami_lead", "shimo_tail")}
    counts = {"cuts": 0, "next_begun": 0, "next_whole": 0, "text_extra": 0, "heard_extra": 0}
    rng = random.Random(33)
    ends: dict[str, float] = {}
    for (_poem, which), part in sorted(voice.timeline.items()):
        x, rate = voice.audio[part.file]
        out["lufs"].append(loudness(x, rate))
        ends[part.file] = audible_end(x, rate)
        if which == "kami":
            start = audible_start(x, rate)
            out["kami"].append(ends[part.file] - start)
            out["kami_lead"].append(start)
            out["pace_kami"].append(morae(part.kana) / (part.ends[-1] - part.onsets[0]))
            continue
        n = len(part.kana) // readings_in(part)
        last = n - 1
        hold_end = ends[part.file] if n == len(part.kana) else part.ends[last]
        out["hold"].append(hold_end - part.onsets[last])
        out["hold_voiced"].append(voiced_seconds(x, rate, part.onsets[last], hold_end))
        out["shimo_body"].append(part.onsets[last - 1] - part.onsets[0])
        out["last_two"].append(hold_end - part.onsets[last - 1])
        out["pace_shimo"].append(morae(part.kana[: last - 1]) / (part.onsets[last - 1] - part.onsets[0]))
        out["shimo_tail"].append(part.duration - ends[part.file])
    # the 間 heard: each 下の句 followed by the next poem's 上の句, the 間 drawn as the engine does
    for poem in range(1, 101):
        shimo = voice.timeline[(poem, "shimo")]
        kami = voice.timeline[(poem % 100 + 1, "kami")]
        x, rate = voice.audio[kami.file]
        ma = schedule.draw_ma({"ma_min": round(voice.ma[0] * 1000), "ma_max": round(voice.ma[1] * 1000)}, rng)
        out["ma"].append(shimo.duration - ends[shimo.file] + ma + audible_start(x, rate))
    # the cut at the 決まり字, for every length it can have
    for poem in range(1, 101):
        part = voice.timeline[(poem, "kami")]
        for k in range(1, STATIC[poem] + 1):
            index = part.mora_end_index(k)
            if index + 1 >= len(part.kana):
                continue
            if voice.new_cut:
                stop = part.cut_after(k)
                audio_end = stop  # client_voice fades out so as to be silent at the stop
                heard = schedule.heard_times(part, 0.0, stop)
            else:
                stop = min(part.duration, part.heard_after(k) + OLD_RELEASE)
                audio_end = stop + OLD_FADE
                heard = [e for e in part.ends if e <= stop + 1e-9]
            shown = sum(1 for o in part.onsets if o < stop)
            nxt = index + 1
            counts["cuts"] += 1
            out["cut_gap"].append(part.onsets[nxt] - audio_end)
            fade = client_voice.FADE_S if voice.new_cut else OLD_FADE
            out["cut_full"].append(audio_end - fade - part.onsets[index])
            counts["next_begun"] += audio_end > part.onsets[nxt] + 1e-9
            counts["next_whole"] += audio_end >= part.ends[nxt] - 1e-9
            counts["text_extra"] += shown > index + 1
            counts["heard_extra"] += len(heard) > index + 1
    joka = voice.timeline[(0, "shimo")]
    return {"dist": out, "counts": counts, "joka_shimo_readings": readings_in(joka),
            "fade": client_voice.FADE_S if voice.new_cut else OLD_FADE}


# --- printing --------------------------------------------------------------------------------------


def summary(values: list[float]) -> str:
    v = sorted(values)
    q = statistics.quantiles(v, n=20) if len(v) > 1 else v * 19
    return (f"min {v[0]:6.2f}  p5 {q[0]:6.2f}  median {statistics.median(v):6.2f}  "
            f"p95 {q[-1]:6.2f}  max {v[-1]:6.2f}")


ROWS = (
    ("lufs", "loudness per file (LUFS)"),
    ("shimo_body", "下の句 but its last two kana (s)   [4]"),
    ("last_two", "last two kana with the 余韻 (s)   [3]"),
    ("ma", "間 heard, default setting (s)      [1]"),
    ("kami", "上の句, first sound to end (s)     [5]"),
    ("hold", "hold of the 下の句's last kana (s)"),
    ("hold_voiced", "  of it voiced (s)"),
    ("pace_kami", "上の句 pace (morae/s)"),
    ("pace_shimo", "下の句 body pace (morae/s)"),
    ("kami_lead", "上の句 silence before the voice (s)"),
    ("shimo_tail", "下の句 silence after the voice (s)"),
    ("cut_gap", "cut: next kana's onset - audio end (s)"),
    ("cut_full", "cut: last kana at full voice before the fade (s)"),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--baseline", default=BASELINE, help="the git revision of the previous voice")
    parser.add_argument("--json", type=Path, help="write every figure here")
    args = parser.parse_args(argv)
    old, new = load_baseline(args.baseline), load_current()
    figures = {v.name: measure(v) for v in (old, new)}
    a, b = figures[old.name], figures[new.name]
    print(f"karuta voice: {new.name} ({len(new.timeline)} files) against {old.name}\n")
    for key, label in ROWS:
        print(label)
        for name, fig in ((old.name, a), (new.name, b)):
            print(f"  {name:22s} {summary(fig['dist'][key])}")
        ma, mb = statistics.median(a["dist"][key]), statistics.median(b["dist"][key])
        if key == "lufs":
            sa = max(a["dist"][key]) - min(a["dist"][key])
            sb = max(b["dist"][key]) - min(b["dist"][key])
            print(f"  spread (max - min): {sa:.2f} LU -> {sb:.2f} LU, ratio {sb / sa:.3f}")
        elif ma:
            print(f"  median ratio new / previous: {mb / ma:.3f}")
    for name, fig in ((old.name, a), (new.name, b)):
        c = fig["counts"]
        print(f"\ncut at the 決まり字, {name}: {c['cuts']} cuts (every poem, every 決まり字 length), "
              f"fade {fig['fade']:.2f} s")
        print(f"  next kana heard at all {c['next_begun']}, heard whole {c['next_whole']}; "
              f"text shows a kana too many {c['text_extra']}; kami_heard lists one too many "
              f"{c['heard_extra']}")
        print(f"  序歌's 下の句 read {fig['joka_shimo_readings']}x")
    if args.json:
        args.json.write_text(json.dumps(figures, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
