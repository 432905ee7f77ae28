"""Build the karuta reader's voice: 202 readings as Ogg Opus files plus their kana timeline.

    pip install pyopenjtalk-plus soundfile     # build time only (numpy comes with them)
    python tools/build_karuta_voice.py [--only 0,1,44] [--check]    # a minute or two

For the 序歌 (poem 0) and the hundred poems, the upper verse (上の句) and the lower verse (下の句)
are synthesized from the competition reading of ../shared/reference/hyakunin_isshu_readings.csv
(``kyougi_yomi_{kami,shimo}_hiragana``: the pronounced kana with the holds ``ー`` long and
``ｰ`` brief, after the All-Japan Karuta Association's reader textbook) and of the 序歌 sentence
in ../shared/reference/README.md. It writes

    client/resources/karuta/voice/NNN_{kami,shimo}.opus   mono Ogg Opus, 48 kHz, ~30 kbit/s
    client/resources/karuta/voice/timeline.json           the client's copy of ...
    server/games/karuta/voice_timeline.json               ... the timeline the host judges by

Both timeline files come from the same run and are byte-identical (the client must not import
server/). Format (agreed in the karuta plan, "Timeline")::

    {"version": 1, "poems": {"0": {"kami": PART, "shimo": PART}, ..., "100": {...}}}
    PART = {"kana": [...], "onsets": [...], "ends": [...], "duration": s, "file": "001_kami.opus"}

The synthesizer is OpenJTalk's HTS engine with the MMDAgent "Mei" voice, both inside the
pyopenjtalk-plus wheel (dictionary and voice bundled: nothing is downloaded). The reader's pace is
not left to the voice model: this script gives every phoneme its duration (HTS "phoneme
alignment") and reads back the state durations the engine actually used, so each kana's onset
and end in the timeline are the synthesis's own, to the 5 ms frame. The pitch is flattened
toward a reciting tone (see PITCH below), and no vowel is devoiced: a reader sounds every vowel.

``--check`` synthesizes again and fails if the timeline would change (the audio encoder is not
bit-exact across versions, so only the timeline is compared).
"""

from __future__ import annotations

import argparse
import csv
import ctypes
import json
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "reference"
CSV_PATH = REFERENCE / "hyakunin_isshu_readings.csv"
README_PATH = REFERENCE / "README.md"
VOICE_DIR = ROOT / "client" / "resources" / "karuta" / "voice"
CLIENT_TIMELINE = VOICE_DIR / "timeline.json"
SERVER_TIMELINE = ROOT / "server" / "games" / "karuta" / "voice_timeline.json"

PARTS = ("kami", "shimo")
HOLD_LONG, HOLD_SHORT = "ー", "ｰ"
SMALL_KANA = set("ぁぃぅぇぉゃゅょゎ")  # join the kana before them into one mora

# ---------------------------------------------------------------------------------------------
# The reader's pace, in HTS frames of 5 ms (240 samples at 48 kHz)
# ---------------------------------------------------------------------------------------------
FRAME = 0.005
BEAT = 40                  # one mora: 0.20 s, the steady pace of a competition reader
CONSONANT_STRETCH = 1.3    # consonants keep about their natural length; the vowel takes the rest
CONSONANT_MIN, CONSONANT_MAX = 4, BEAT // 2
HOLD = {                   # extra frames on the vowel before a hold mark
    HOLD_LONG: 60,         # ー: 0.30 s more (a mora and a half)
    HOLD_SHORT: 20,        # ｰ: 0.10 s more (half a mora)
}
KAMI_LAST_HOLD = 140       # the 上の句's last sound, held: 0.70 s more (the reader's 余韻)
SHIMO_LAST = 20            # the 下の句's last mora is drawn out by half a mora
HOLD_EXTENSION = 70        # frames of hold per long-vowel mora added to the held vowel
LEAD_SILENCE = 24          # silence before the first sound
FIRST_MORA_SLACK = 3       # the first mora may be heard this much shorter than planned (frames)
MIN_LEAD = 8               # frames of silence kept before the first sound, at least
TAIL_SILENCE = 60          # after the last sound: its natural release, then silence

# ---------------------------------------------------------------------------------------------
# Pitch: a reciting tone. The model's own accent contour is kept only at PITCH_RANGE of its size
# around the reading's mean, lowered by PITCH_SHIFT semitones, with a gentle fall of PITCH_FALL
# semitones over the reading (a reader does not jump an octave at every verse as plain
# text-to-speech does on the first mora of an accent phrase).
# ---------------------------------------------------------------------------------------------
PITCH_RANGE = 0.35
PITCH_SHIFT = -2.0
PITCH_FALL = -1.5

# ---------------------------------------------------------------------------------------------
# Loudness and encoding
# ---------------------------------------------------------------------------------------------
TARGET_RMS_DB = -19.0      # speech RMS (frames within 30 dB of the loudest)
PEAK_LIMIT = 0.7           # -3 dBFS: room for the overshoot of lossy coding
FADE = 0.004               # seconds of fade at the file's two ends
OPUS_QUALITY = 0.9         # libsndfile's Opus compression level: about 30 kbit/s for mono speech

# Spelled with う but heard as a long オ: the historical kana あふ・がふ (逢ふ, 逢坂, まがふ) and
# てふ・けふ (ちょう, きょう) are read オー (karuta reading of 歴史的仮名遣い). Other ふ→う
# (思ふ おもう, 問ふ とう, 通ふ かよう, 誘ふ さそう, 生ふる おうる, 覆ふ おおう) keep their う.
LONG_O = ("おうさか", "おうこと", "まごう", "ちょう", "きょう")


# ---------------------------------------------------------------------------------------------
# The readings
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reading:
    poem: int
    part: str                 # "kami" | "shimo"
    text: str                 # the competition reading with its hold marks
    verses: tuple[str, ...]   # the same kana cut into verses (one accent phrase each), no holds

    @property
    def kana(self) -> list[str]:
        return [ch for ch in self.text if ch not in (HOLD_LONG, HOLD_SHORT)]

    @property
    def file(self) -> str:
        return f"{self.poem:03d}_{self.part}.opus"


def _cut_into_verses(plain: str, verses: list[str], where: str) -> tuple[str, ...]:
    """Cut the reading (holds removed) at the verse boundaries of the pronounced verses; the last
    verse takes the rest (poem 74's reading drops the よ of やまおろしよ)."""
    cut: list[str] = []
    rest = plain
    for i, verse in enumerate(verses):
        if i == len(verses) - 1:
            if not verse.startswith(rest) or not rest:
                raise SystemExit(f"{where}: reading {plain} does not end with verse {verse}")
            cut.append(rest)
        elif rest.startswith(verse):
            cut.append(verse)
            rest = rest[len(verse):]
        else:
            raise SystemExit(f"{where}: reading {plain} does not follow verse {verse}")
    return tuple(cut)


def _plain(text: str) -> str:
    return text.replace(HOLD_LONG, "").replace(HOLD_SHORT, "")


def readings_from_csv(path: Path = CSV_PATH) -> list[Reading]:
    with path.open(encoding="utf-8", newline="") as handle:
        rows = sorted(csv.DictReader(handle), key=lambda row: int(row["number"]))
    if [int(row["number"]) for row in rows] != list(range(1, 101)):
        raise SystemExit(f"{path}: expected poems 1..100 once each")
    out = []
    for row in rows:
        number = int(row["number"])
        yomi = [row[f"verse_{i}_hiragana_yomi"] for i in range(1, 6)]
        for part, verses in (("kami", yomi[:3]), ("shimo", yomi[3:])):
            text = row[f"kyougi_yomi_{part}_hiragana"]
            out.append(Reading(number, part, text,
                               _cut_into_verses(_plain(text), verses, f"poem {number} {part}")))
    return out


JOKA_PATTERN = re.compile(r"read in competition as\s*「(?P<kami>[^」]+)」\s*「(?P<shimo>[^」]+)」")


def joka_from_readme(path: Path = README_PATH) -> list[Reading]:
    """The 序歌 from the README's sentence 「なにわづにー さくやこのはなｰ ...」「いまをｰ ...」:
    the spaces there are the verse boundaries."""
    match = JOKA_PATTERN.search(path.read_text(encoding="utf-8"))
    if match is None:
        raise SystemExit(f"{path}: the 序歌's competition reading was not found")
    out = []
    for part in PARTS:
        verses = match[part].split()
        out.append(Reading(0, part, "".join(verses), tuple(_plain(v) for v in verses)))
    return out


def all_readings() -> list[Reading]:
    return joka_from_readme() + readings_from_csv()


def morae(kana: list[str]) -> list[list[int]]:
    """Indices of ``kana`` grouped into morae (a small kana joins the one before it)."""
    groups: list[list[int]] = []
    for i, ch in enumerate(kana):
        if ch in SMALL_KANA and groups:
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups


def pronunciation(verse: str) -> str:
    """The verse in katakana as OpenJTalk's ``pron`` field wants it, long オ written ー."""
    for word in LONG_O:
        if word in verse:
            cut = word.rindex("う")
            verse = verse.replace(word, word[:cut] + "ー" + word[cut + 1:])
    return "".join(chr(ord(ch) + 0x60) if "ぁ" <= ch <= "ゖ" else ch for ch in verse)


# ---------------------------------------------------------------------------------------------
# The HTS engine of the pyopenjtalk-plus wheel, driven through its C API (ctypes): the Python
# wrapper has no phoneme alignment, no state durations and no pitch access.
# ---------------------------------------------------------------------------------------------

LF0_STREAM = 1


class Hts:
    def __init__(self) -> None:
        import pyopenjtalk

        folder = Path(pyopenjtalk.__file__).parent
        library = next(p for p in folder.iterdir()
                       if p.name.startswith("htsengine") and p.suffix in (".so", ".pyd"))
        lib = ctypes.CDLL(str(library))
        size_t, double = ctypes.c_size_t, ctypes.c_double
        for name, restype, argtypes in (
            ("HTS_Engine_initialize", None, []),
            ("HTS_Engine_load", ctypes.c_char, [ctypes.POINTER(ctypes.c_char_p), size_t]),
            ("HTS_Engine_get_sampling_frequency", size_t, []),
            ("HTS_Engine_get_fperiod", size_t, []),
            ("HTS_Engine_get_nstate", size_t, []),
            ("HTS_Engine_set_gv_weight", None, [size_t, double]),
            ("HTS_Engine_set_phoneme_alignment_flag", None, [ctypes.c_char]),
            ("HTS_Engine_generate_state_sequence_from_strings", ctypes.c_char,
             [ctypes.POINTER(ctypes.c_char_p), size_t]),
            ("HTS_Engine_get_total_state", size_t, []),
            ("HTS_Engine_get_state_duration", size_t, [size_t]),
            ("HTS_Engine_get_state_mean", double, [size_t, size_t, size_t]),
            ("HTS_Engine_set_state_mean", None, [size_t, size_t, size_t, double]),
            ("HTS_Engine_generate_parameter_sequence", ctypes.c_char, []),
            ("HTS_Engine_generate_sample_sequence", ctypes.c_char, []),
            ("HTS_Engine_get_nsamples", size_t, []),
            ("HTS_Engine_get_generated_speech", double, [size_t]),
            ("HTS_Engine_refresh", None, []),
        ):
            function = getattr(lib, name)
            function.restype = restype
            function.argtypes = [ctypes.c_void_p, *argtypes]
        self.lib = lib
        self._engine = ctypes.create_string_buffer(1 << 16)  # holds an HTS_Engine struct
        self.engine = ctypes.cast(self._engine, ctypes.c_void_p)
        lib.HTS_Engine_initialize(self.engine)
        voices = (ctypes.c_char_p * 1)(pyopenjtalk.DEFAULT_HTS_VOICE)
        if lib.HTS_Engine_load(self.engine, voices, 1) != b"\x01":
            raise SystemExit("cannot load the HTS voice of pyopenjtalk-plus")
        self.sample_rate = lib.HTS_Engine_get_sampling_frequency(self.engine)
        self.fperiod = lib.HTS_Engine_get_fperiod(self.engine)
        self.nstate = lib.HTS_Engine_get_nstate(self.engine)
        if self.fperiod / self.sample_rate != FRAME:
            raise SystemExit(f"unexpected frame period {self.fperiod}/{self.sample_rate}")
        # The global variance of log F0 (the contour's spread the parameter generation aims at)
        # shrinks with the contour, or it would stretch the reciting tone back out.
        lib.HTS_Engine_set_gv_weight(self.engine, LF0_STREAM, PITCH_RANGE ** 2)

    def _states(self, labels: list[str], aligned: bool) -> list[int]:
        lines = (ctypes.c_char_p * len(labels))(*[line.encode() for line in labels])
        self.lib.HTS_Engine_set_phoneme_alignment_flag(self.engine, b"\x01" if aligned else b"\x00")
        if self.lib.HTS_Engine_generate_state_sequence_from_strings(
                self.engine, lines, len(labels)) != b"\x01":
            raise SystemExit("HTS could not make a state sequence")
        total = self.lib.HTS_Engine_get_total_state(self.engine)
        return [self.lib.HTS_Engine_get_state_duration(self.engine, i) for i in range(total)]

    def natural_durations(self, labels: list[str]) -> list[int]:
        """Frames per phoneme as the voice model would speak them."""
        states = self._states(labels, aligned=False)
        self.lib.HTS_Engine_refresh(self.engine)
        return [sum(states[i:i + self.nstate]) for i in range(0, len(states), self.nstate)]

    def synthesize(self, labels: list[str], durations: list[int],
                   speech: list[bool]) -> tuple[np.ndarray, list[int]]:
        """Speak ``labels`` with the given frames per phoneme; the samples (float, about
        +-32768) and the frames per phoneme the engine used."""
        timed, start = [], 0
        for label, frames in zip(labels, durations, strict=True):
            timed.append(f"{start * 50000} {(start + frames) * 50000} {label}")  # 100 ns units
            start += frames
        states = self._states(timed, aligned=True)
        self._recite(states, speech)
        if (self.lib.HTS_Engine_generate_parameter_sequence(self.engine) != b"\x01"
                or self.lib.HTS_Engine_generate_sample_sequence(self.engine) != b"\x01"):
            raise SystemExit("HTS could not synthesize")
        get = self.lib.HTS_Engine_get_generated_speech
        count = self.lib.HTS_Engine_get_nsamples(self.engine)
        samples = np.fromiter((get(self.engine, i) for i in range(count)), float, count)
        self.lib.HTS_Engine_refresh(self.engine)
        used = [sum(states[i:i + self.nstate]) for i in range(0, len(states), self.nstate)]
        return samples, used

    def _recite(self, states: list[int], speech: list[bool]) -> None:
        """Flatten the log-F0 state means toward a gently falling reciting tone (PITCH_*)."""
        get, put = self.lib.HTS_Engine_get_state_mean, self.lib.HTS_Engine_set_state_mean
        voiced = [(i, get(self.engine, LF0_STREAM, i, 0)) for i in range(len(states))
                  if speech[i // self.nstate]]
        voiced = [(i, m) for i, m in voiced if m > 3.0]  # log F0 of speech (F0 > 20 Hz)
        if not voiced:
            return
        centre = sum(m for _, m in voiced) / len(voiced)
        total = sum(states)
        semitone = math.log(2.0) / 12.0
        elapsed = np.cumsum([0, *states])
        for i, mean in voiced:
            progress = (elapsed[i] + states[i] / 2) / total
            tone = centre + (PITCH_SHIFT + PITCH_FALL * progress) * semitone
            put(self.engine, LF0_STREAM, i, 0, tone + PITCH_RANGE * (mean - centre))
            for window in (1, 2):  # the dynamic features shrink with the static contour
                put(self.engine, LF0_STREAM, i, window,
                    PITCH_RANGE * get(self.engine, LF0_STREAM, i, window))


# ---------------------------------------------------------------------------------------------
# Labels and timing
# ---------------------------------------------------------------------------------------------


VOWELS = set("aiueo")
MORA_ENDS = VOWELS | {"N", "cl"}
SONORANTS = VOWELS | {"N", "n", "m", "y", "w", "r"}  # heard from their first frame


@dataclass(frozen=True)
class Mora:
    kana: tuple[int, ...]   # indices into Reading.kana (a small kana shares its mora)
    pron: str               # katakana for OpenJTalk
    verse: int
    hold: str | None        # the hold mark after it, if any
    last: bool              # the reading's last mora


def mora_plan(reading: Reading) -> list[Mora]:
    """The reading's morae in order, each with its verse and the hold that follows it."""
    plan: list[Mora] = []
    kana_index = 0
    holds = hold_after(reading)
    for verse_index, verse in enumerate(reading.verses):
        pron = pronunciation(verse)
        for group in morae(list(verse)):
            count = len(plan)
            plan.append(Mora(tuple(kana_index + i for i in range(len(group))),
                             "".join(pron[i] for i in group), verse_index,
                             holds.get(count), False))
            kana_index += len(group)
    plan[-1] = Mora(plan[-1].kana, plan[-1].pron, plan[-1].verse, plan[-1].hold, True)
    return plan


def hold_after(reading: Reading) -> dict[int, str]:
    """Mora index -> the hold mark that follows it in the text."""
    holds: dict[int, str] = {}
    mora = -1
    for ch in reading.text:
        if ch in (HOLD_LONG, HOLD_SHORT):
            holds[mora] = ch
        elif ch not in SMALL_KANA:
            mora += 1
    return holds


def hold_frames(mora: Mora) -> int:
    """Frames the vowel is drawn out past its beat."""
    if mora.last and mora.hold is not None:
        return KAMI_LAST_HOLD
    if mora.hold is not None:
        return HOLD[mora.hold]
    return SHIMO_LAST if mora.last else 0


def extensions(mora: Mora) -> int:
    """A held vowel is spoken as the vowel followed by long-vowel morae (ー), one per
    HOLD_EXTENSION frames of hold, so the voice model keeps the vowel steady instead of
    stretching its onset and release states; a brief hold just lengthens the vowel."""
    extra = hold_frames(mora)
    count = 0 if extra < BEAT // 2 else max(1, round(extra / HOLD_EXTENSION))
    if mora.pron == "ン":  # a full beat of ン would fade out inside: hum it as ンン
        count = max(count, 1)
    return count


def njd_features(plan: list[Mora]) -> list[dict[str, object]]:
    """One NJD word per verse, pronounced exactly as planned, each its own accent phrase with a
    flat (平板) accent: the reading's text is not re-analysed by the dictionary."""
    features: list[dict[str, object]] = []
    for verse in sorted({m.verse for m in plan}):
        moras = [m for m in plan if m.verse == verse]
        pron = "".join(m.pron + "ー" * extensions(m) for m in moras)
        features.append({
            "string": pron, "pos": "名詞", "pos_group1": "一般", "pos_group2": "*",
            "pos_group3": "*", "ctype": "*", "cform": "*", "orig": pron, "read": pron,
            "pron": pron, "acc": 0, "mora_size": sum(1 + extensions(m) for m in moras),
            "chain_rule": "*", "chain_flag": 0,
        })
    return features


def full_context_labels(plan: list[Mora]) -> list[str]:
    import pyopenjtalk

    labels = pyopenjtalk.make_label(njd_features(plan))
    voiced = []
    for label in labels:  # a reader sounds every vowel: undo OpenJTalk's devoicing (A I U E O)
        phones, rest = label.split("/A:", 1)
        voiced.append(re.sub(r"(?<=[\^\-+=])[AIUEO](?=[\^\-+=]|$)",
                             lambda m: m.group(0).lower(), phones) + "/A:" + rest)
    return voiced


def phoneme(label: str) -> str:
    return label.split("-", 1)[1].split("+", 1)[0]


def phoneme_morae(phonemes: list[str]) -> list[list[int]]:
    """Phoneme indices grouped into morae: (consonants +) vowel, N or cl; silences left out."""
    groups: list[list[int]] = []
    current: list[int] = []
    for i, ph in enumerate(phonemes):
        if ph in ("sil", "pau"):
            continue
        current.append(i)
        if ph in MORA_ENDS:
            groups.append(current)
            current = []
    if current:
        raise SystemExit(f"phonemes end without a vowel: {phonemes}")
    return groups


def assign(plan: list[Mora], groups: list[list[int]], where: str) -> list[list[int]]:
    """The label morae of each planned mora: its own, then its long-vowel extensions."""
    if len(groups) != sum(1 + extensions(m) for m in plan):
        raise SystemExit(f"{where}: the labels have {len(groups)} morae, the plan "
                         f"{sum(1 + extensions(m) for m in plan)}")
    out, at = [], 0
    for mora in plan:
        out.append(groups[at: at + 1 + extensions(mora)])
        at += 1 + extensions(mora)
    return [[ph for group in chunk for ph in group] for chunk in out]


def target_durations(plan: list[Mora], phonemes: list[str], natural: list[int],
                     own: list[list[int]]) -> list[int]:
    """Frames per phoneme for a reader's steady pace (see BEAT, HOLD and friends)."""
    frames = list(natural)
    frames[0], frames[-1] = LEAD_SILENCE, TAIL_SILENCE
    for mora, phones in zip(plan, own, strict=True):
        vowel = next(i for i, p in enumerate(phones) if phonemes[p] in MORA_ENDS)
        consonants, vowel_phone, held = phones[:vowel], phones[vowel], phones[vowel + 1:]
        beat = BEAT
        for c in consonants:
            frames[c] = max(CONSONANT_MIN, min(CONSONANT_MAX // len(consonants),
                                               round(natural[c] * CONSONANT_STRETCH)))
            beat -= frames[c]
        extra = hold_frames(mora)
        if phonemes[vowel_phone] == "N" and held:  # ンン: the beat shared by the two halves
            frames[vowel_phone] = beat // 2
            extra += beat - beat // 2
        else:
            frames[vowel_phone] = beat
        if held:
            for n, p in enumerate(held):  # split the hold evenly over the extension morae
                frames[p] = extra * (n + 1) // len(held) - extra * n // len(held)
        else:
            frames[vowel_phone] += extra
    return frames


def level_db(samples: np.ndarray, hop: int) -> np.ndarray:
    """Power per frame of ``hop`` samples, in dB."""
    frames = samples[: len(samples) // hop * hop].reshape(-1, hop)
    return 10 * np.log10(np.mean(frames.astype(float) ** 2, axis=1) + 1e-20)


AUDIBLE_DB = 35.0  # a sound is heard while within this many dB of the reading's loudest frame


def audible_span(level: np.ndarray, first: int, last: int) -> tuple[int, int]:
    """The first and one-past-last frame within [first, last) that is audible."""
    loud = np.nonzero(level[first:last] >= level.max() - AUDIBLE_DB)[0]
    if not len(loud):
        return first, last
    return first + int(loud[0]), first + int(loud[-1]) + 1


def loudness(samples: np.ndarray, hop: int) -> np.ndarray:
    """Scale to TARGET_RMS_DB over the speech frames, never above PEAK_LIMIT; fade the ends."""
    x = samples / 32768.0
    level = level_db(x, hop)
    speech = level[level >= level.max() - 30.0]
    gain = 10 ** ((TARGET_RMS_DB - 10 * math.log10(np.mean(10 ** (speech / 10)))) / 20)
    gain = min(gain, PEAK_LIMIT / float(np.max(np.abs(x))))
    x = x * gain
    fade = round(FADE / FRAME * hop)
    ramp = np.linspace(0.0, 1.0, fade)
    x[:fade] *= ramp
    x[-fade:] *= ramp[::-1]
    return x


@dataclass
class Synthesis:
    reading: Reading
    audio: np.ndarray         # float in [-1, 1], hts.sample_rate
    onsets: list[float]
    ends: list[float]
    duration: float

    def timeline(self) -> dict[str, object]:
        return {"kana": self.reading.kana,
                "onsets": [round(t, 3) for t in self.onsets],
                "ends": [round(t, 3) for t in self.ends],
                "duration": round(self.duration, 3),
                "file": self.reading.file}


def synthesize(hts: Hts, reading: Reading) -> Synthesis:
    where = f"poem {reading.poem} {reading.part}"
    plan = mora_plan(reading)
    labels = full_context_labels(plan)
    phonemes = [phoneme(label) for label in labels]
    own = assign(plan, phoneme_morae(phonemes), where)
    natural = hts.natural_durations(labels)
    durations = target_durations(plan, phonemes, natural, own)
    speech = [ph not in ("sil", "pau") for ph in phonemes]
    planned_first = sum(durations[p] for p in own[0])
    for _attempt in range(4):
        samples, used = hts.synthesize(labels, durations, speech)
        starts = np.cumsum([0, *used])
        spans = [[int(starts[phones[0]]), int(starts[phones[-1] + 1])] for phones in own]
        # After silence the voice model opens with a quiet state and closes with a fading one:
        # the first kana is heard from when the voice is, the last until it fades below
        # AUDIBLE_DB. The quiet opening takes a share of any length given to the first phoneme,
        # so lengthen it until the first mora is heard for its planned beat, taking the time
        # from the leading silence.
        level = level_db(samples, hts.fperiod)
        spans[0][0] = audible_span(level, spans[0][0], spans[0][1])[0]
        short = planned_first - (spans[0][1] - spans[0][0])
        if short <= FIRST_MORA_SLACK or phonemes[own[0][0]] not in SONORANTS:
            break
        durations[own[0][0]] += 2 * short
        durations[0] = max(MIN_LEAD, durations[0] - short)
    spans[-1][1] = audible_span(level, spans[-1][0], len(level))[1]
    onsets = [0.0] * len(reading.kana)
    ends = [0.0] * len(reading.kana)
    for mora, (begin, end) in zip(plan, spans, strict=True):
        for k in mora.kana:
            onsets[k], ends[k] = begin * FRAME, end * FRAME
    audio = loudness(samples, hts.fperiod)
    return Synthesis(reading, audio, onsets, ends, len(audio) / hts.sample_rate)

# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------


DECODED_PEAK = 0.9  # the decoded audio's peak: lossy coding overshoots on loud fricatives


def encode(path: Path, audio: np.ndarray, sample_rate: int) -> None:
    """Write ``audio`` as Ogg Opus; decode it again and, should the decoded peak pass
    DECODED_PEAK, write it quieter (a decoder must never clip)."""
    import soundfile

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    for _attempt in range(4):
        with soundfile.SoundFile(tmp, "w", samplerate=sample_rate, channels=1, format="OGG",
                                 subtype="OPUS", compression_level=OPUS_QUALITY) as out:
            out.write(audio.astype(np.float32))
        decoded, _rate = soundfile.read(tmp)
        peak = float(np.max(np.abs(decoded)))
        if peak <= DECODED_PEAK:
            tmp.replace(path)
            return
        audio = audio * (0.95 * DECODED_PEAK / peak)
    raise SystemExit(f"{path.name}: the decoded peak stays at {peak:.2f}")


def timeline_text(parts: dict[int, dict[str, dict[str, object]]]) -> str:
    data = {"version": 1, "poems": {str(n): parts[n] for n in sorted(parts)}}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="comma-separated poem numbers (audio only; the timeline "
                        "files are written only by a full run)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail if the timeline differs from a fresh build")
    parser.add_argument("--no-audio", action="store_true", help="write only the timeline")
    args = parser.parse_args(argv)
    only = {int(n) for n in args.only.split(",")} if args.only else None

    hts = Hts()
    parts: dict[int, dict[str, dict[str, object]]] = {}
    for reading in all_readings():
        if only is not None and reading.poem not in only:
            continue
        result = synthesize(hts, reading)
        parts.setdefault(reading.poem, {})[reading.part] = result.timeline()
        if not (args.check or args.no_audio):
            encode(VOICE_DIR / reading.file, result.audio, hts.sample_rate)
        print(f"{reading.poem:3d} {reading.part:5s} {result.duration:5.2f} s  {reading.text}",
              file=sys.stderr)
    if only is not None:
        return 0
    text = timeline_text(parts)
    if args.check:
        stale = [p for p in (SERVER_TIMELINE, CLIENT_TIMELINE)
                 if not p.is_file() or p.read_text(encoding="utf-8") != text]
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of date", file=sys.stderr)
        return 1 if stale else 0
    for path in (SERVER_TIMELINE, CLIENT_TIMELINE):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
