"""Build the karuta reader's voice: 202 readings as Ogg Opus files plus their kana timeline.

    pip install pyopenjtalk-plus soundfile pyloudnorm   # build time only (numpy comes with them)
    python tools/build_karuta_voice.py [--only 0,1,44] [--check]    # a minute or two

For the 序歌 (poem 0) and the hundred poems, the upper verse (上の句) and the lower verse (下の句)
are synthesized from the competition reading of ../shared/reference/hyakunin_isshu_readings.csv
(``kyougi_yomi_{kami,shimo}_hiragana``: the pronounced kana with the holds ``ー`` long and
``ｰ`` brief, after the All-Japan Karuta Association's reader textbook) and of the 序歌 sentence
in ../shared/reference/README.md. It writes, into the karuta game's own folder (the host streams
the voice; server/games/karuta/voice/README.md says what is there and under which licence)::

    server/games/karuta/voice/NNN_{kami,shimo}.opus   mono Ogg Opus, 48 kHz, ~30 kbit/s
    server/games/karuta/voice/timeline.json           when each kana is heard (the one timeline)

Format (agreed in the karuta plan, "Timeline")::

    {"version": 1, "poems": {"0": {"kami": PART, "shimo": PART}, ..., "100": {...}}}
    PART = {"kana": [...], "onsets": [...], "ends": [...], "duration": s, "file": "001_kami.opus"}

The reading keeps the competition reader's 4-3-1-5 rhythm: the 下の句 but its last two kana in
about 4 s, the last two kana with the 余韻 (the last sound held and fading) about 3 s, the 間
(1 s by default: the table setting, between the files), then the 上の句 in about 5 s, read
through without a pause. The 序歌's 下の句 is read twice, with a 1 s 間 between, in one file whose
timeline lists its kana twice. Every file is normalised to one loudness (EBU R128 integrated,
TARGET_LUFS, checked again on the decoded Opus).

The synthesizer is OpenJTalk's HTS engine with the MMDAgent "Mei" voice, both inside the
pyopenjtalk-plus wheel (dictionary and voice bundled: nothing is downloaded). It was kept over a
neural voice (Kokoro-82M, measured side by side: bench/karuta_voice_compare.py) because its
timing is ours to the 5 ms frame. The reader's pace is not left to the voice model: this script
gives every phoneme its duration (HTS "phoneme alignment") and reads back the state durations the
engine actually used, so each kana's onset and end in the timeline are the synthesis's own, to
the 5 ms frame. The pitch is flattened toward a reciting tone (see PITCH below), and no vowel is
devoiced: a reader sounds every vowel.

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
# ../shared/reference beside the repository (or beside a folder holding it, for a worktree)
REFERENCE = next((up / "shared" / "reference" for up in ROOT.parents
                  if (up / "shared" / "reference").is_dir()), ROOT.parent / "shared" / "reference")
CSV_PATH = REFERENCE / "hyakunin_isshu_readings.csv"
README_PATH = REFERENCE / "README.md"
VOICE_DIR = ROOT / "server" / "games" / "karuta" / "voice"
TIMELINE = VOICE_DIR / "timeline.json"

PARTS = ("kami", "shimo")
HOLD_LONG, HOLD_SHORT = "ー", "ｰ"
SMALL_KANA = set("ぁぃぅぇぉゃゅょゎ")  # join the kana before them into one mora

# ---------------------------------------------------------------------------------------------
# The reader's pace (the 4-3-1-5 rhythm), in HTS frames of 5 ms (240 samples at 48 kHz)
# ---------------------------------------------------------------------------------------------
FRAME = 0.005


@dataclass(frozen=True)
class Pace:
    """How one part is read: frames per mora, extra frames on the vowel before each hold mark,
    extra frames on the last sound, and the silence kept before the first sound (seconds)."""

    beat: int
    holds: dict[str, int]
    last: int
    lead: float


PACE = {
    # 上の句 in about 5 s: 17 morae at 0.21 s, ー 0.30 s more, ｰ 0.10 s more, the last sound held
    # 0.70 s more; read through to the end, never a pause. The lead is short: the 間 before it
    # is the table's setting, and the silence the file adds to it is this lead alone.
    "kami": Pace(beat=42, holds={HOLD_LONG: 60, HOLD_SHORT: 20}, last=140, lead=0.06),
    # 下の句 but its last two kana in about 4 s: 0.23 s a mora, ー 0.55 s more, ｰ 0.2 s more (the
    # slower reading lies mostly in the holds: a longer beat lets HTS's vowels fade before a
    # voiceless consonant, and the timeline's onsets would drift from what is heard); then the
    # last two kana with the 余韻 in about 3 s: the last vowel held 2.6 s more.
    "shimo": Pace(beat=46, holds={HOLD_LONG: 110, HOLD_SHORT: 40}, last=520, lead=0.20),
}
# The 余韻: the 下の句's last vowel, held, keeps its full voice YOIN_FULL seconds after its beat
# and then fades evenly in dB until, at the end of the hold, it is YOIN_ABOVE dB above the least
# that is heard (AUDIBLE_DB below the reading's loudest moment); there the breath ends, in
# YOIN_RELEASE seconds. A sustained vowel that dies away, heard to the end of its hold (the
# release makes that end sharp: a dB more or less of loudness does not move it).
YOIN_FULL = 0.7
YOIN_ABOVE = 8.0
YOIN_MIN_FADE = 4.0
YOIN_RELEASE = 0.03
TAIL = 0.06                # a 下の句's file ends this long after its 余韻 is no longer heard
JOKA_MA = 1.0              # the 序歌's 下の句 is read twice, this 間 between (sound to sound)
CONSONANT_STRETCH = 1.3    # consonants keep about their natural length; the vowel takes the rest
CONSONANT_MIN, CONSONANT_MAX = 4, 20  # frames: a slow beat lengthens the vowel, not the consonant
HOLD_EXTENSION = 70        # frames of hold per long-vowel mora added to the held vowel
LEAD_SILENCE = 24          # silence synthesized before the first sound (trimmed to Pace.lead)
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
TARGET_LUFS = -21.0        # every file's integrated loudness (EBU R128 / ITU-R BS.1770-4)
PEAK_CEILING = 0.7         # a fricative's burst above this is limited (LIMITER_* seconds)
LIMITER_ATTACK, LIMITER_RELEASE = 0.002, 0.02
LOUDNESS_TOLERANCE = 0.3   # LU: the decoded Opus file must measure within this of the target
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
    beat: int               # frames of its steady beat (the part's pace)
    extra: int              # frames its vowel is drawn out past the beat (a hold, the 余韻)
    last: bool              # the reading's last mora


def mora_plan(reading: Reading) -> list[Mora]:
    """The reading's morae in order, each with its verse, its beat and its hold (PACE)."""
    pace = PACE[reading.part]
    holds = hold_after(reading)
    groups = [(verse_index, pronunciation(verse), group)
              for verse_index, verse in enumerate(reading.verses) for group in morae(list(verse))]
    plan: list[Mora] = []
    kana_index = 0
    for count, (verse_index, pron, group) in enumerate(groups):
        last = count == len(groups) - 1
        extra = pace.last if last else pace.holds.get(holds.get(count, ""), 0)
        plan.append(Mora(tuple(kana_index + i for i in range(len(group))),
                         "".join(pron[i] for i in group), verse_index, pace.beat, extra, last))
        kana_index += len(group)
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


def extensions(mora: Mora) -> int:
    """A held vowel is spoken as the vowel followed by long-vowel morae (ー), one per
    HOLD_EXTENSION frames of hold, so the voice model keeps the vowel steady instead of
    stretching its onset and release states; a brief hold just lengthens the vowel."""
    count = 0 if mora.extra < mora.beat // 2 else max(1, round(mora.extra / HOLD_EXTENSION))
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
    """Frames per phoneme for a reader's steady pace (see PACE)."""
    frames = list(natural)
    frames[0], frames[-1] = LEAD_SILENCE, TAIL_SILENCE
    for mora, phones in zip(plan, own, strict=True):
        vowel = next(i for i, p in enumerate(phones) if phonemes[p] in MORA_ENDS)
        consonants, vowel_phone, held = phones[:vowel], phones[vowel], phones[vowel + 1:]
        beat = mora.beat
        for c in consonants:
            frames[c] = max(CONSONANT_MIN, min(min(CONSONANT_MAX, mora.beat // 2) // len(consonants),
                                               round(natural[c] * CONSONANT_STRETCH)))
            beat -= frames[c]
        extra = mora.extra
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


def yoin(samples: np.ndarray, hop: int, level: np.ndarray, held_from: int, fade_from: int,
         fade_to: int) -> np.ndarray:
    """The 余韻: the held vowel from frame ``held_from`` kept at one level (the voice model dips a
    few dB where one long-vowel mora joins the next: evened out, 20 ms at a time), fading from
    ``fade_from`` evenly in dB to YOIN_ABOVE dB above the least that is heard at ``fade_to``
    (the end of the hold), or by YOIN_MIN_FADE at least (a quiet ん), staying heard; then the
    breath ends, in YOIN_RELEASE."""
    held = float(np.mean(level[max(0, held_from - 8):held_from + 8]))
    heard = level.max() - AUDIBLE_DB  # the least that is heard
    end = max(heard + 2.0, min(heard + YOIN_ABOVE, held - YOIN_MIN_FADE))
    floor = min(0.0, end - held)
    frames = np.arange(len(level))
    planned = held + floor * np.clip((frames - fade_from) / max(1, fade_to - fade_from), 0.0, 1.0)
    smooth = 10 * np.log10(np.convolve(10 ** (level / 10), np.ones(4) / 4, mode="same") + 1e-20)
    correction = np.where((frames >= held_from) & (frames < fade_to),
                          np.clip(planned - smooth, -12.0, 6.0), 0.0)
    correction[frames >= fade_to] = floor
    t = np.arange(len(samples)) / hop
    gain_db = np.interp(t, frames + 0.5, correction)
    release = np.clip((t - fade_to) * FRAME / YOIN_RELEASE, 0.0, 1.0)
    return samples * 10 ** (gain_db / 20) * 0.5 * (1 + np.cos(np.pi * release))


def limit(audio: np.ndarray, sample_rate: int, ceiling: float = PEAK_CEILING) -> np.ndarray:
    """A look-ahead peak limiter: where a sample would pass ``ceiling`` the gain dips smoothly
    around it (a few of HTS's fricative bursts, never the voice's body)."""
    from scipy.ndimage import minimum_filter1d, uniform_filter1d

    need = np.minimum(1.0, ceiling / np.maximum(np.abs(audio), 1e-9))
    if need.min() >= 1.0:
        return audio
    hold = 2 * round(LIMITER_RELEASE * sample_rate) + 1  # the dip spans the burst, both sides
    gain = uniform_filter1d(minimum_filter1d(need, size=hold),
                            size=max(1, round(LIMITER_ATTACK * sample_rate)))
    return audio * np.minimum(gain, need)


def measure_loudness(audio: np.ndarray, sample_rate: int) -> float:
    """Integrated loudness in LUFS (ITU-R BS.1770-4, as EBU R128 measures it)."""
    import pyloudnorm

    return float(pyloudnorm.Meter(sample_rate).integrated_loudness(audio))


def loudness(audio: np.ndarray, sample_rate: int) -> np.ndarray:
    """Scaled to TARGET_LUFS, peaks limited."""
    x = audio
    for _round in range(3):  # limiting takes a little loudness away: scale again
        x = limit(x * 10 ** ((TARGET_LUFS - measure_loudness(x, sample_rate)) / 20), sample_rate)
    return x


def fade_ends(audio: np.ndarray, sample_rate: int) -> np.ndarray:
    """The file's two ends faded over FADE (no click)."""
    x = audio.copy()
    fade = round(FADE * sample_rate)
    ramp = np.linspace(0.0, 1.0, fade)
    x[:fade] *= ramp
    x[-fade:] *= ramp[::-1]
    return x


@dataclass
class Synthesis:
    reading: Reading
    audio: np.ndarray         # float in [-1, 1], hts.sample_rate
    kana: list[str]           # as heard: the 序歌's 下の句 twice
    onsets: list[float]
    ends: list[float]
    duration: float

    def timeline(self) -> dict[str, object]:
        return {"kana": self.kana,
                "onsets": [round(t, 3) for t in self.onsets],
                "ends": [round(t, 3) for t in self.ends],
                "duration": round(self.duration, 3),
                "file": self.reading.file}


def synthesize(hts: Hts, reading: Reading) -> Synthesis:
    where = f"poem {reading.poem} {reading.part}"
    pace = PACE[reading.part]
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
    # At its loudness first (the limiter moves the loudest moment, against which what is heard
    # is measured), then the 余韻: the hold after the last beat dies away.
    samples = loudness(samples / 32768.0, hts.sample_rate)
    level = level_db(samples, hts.fperiod)
    spans[0][0] = audible_span(level, int(starts[own[0][0]]), spans[0][1])[0]
    last = plan[-1]
    if reading.part == "shimo":
        held_from = spans[-1][1] - last.extra
        samples = yoin(samples, hts.fperiod, level, held_from,
                       held_from + round(YOIN_FULL / FRAME), spans[-1][1])
        level = level_db(samples, hts.fperiod)
    spans[-1][1] = audible_span(level, spans[-1][0], len(level))[1]
    onsets = [0.0] * len(reading.kana)
    ends = [0.0] * len(reading.kana)
    for mora, (begin, end) in zip(plan, spans, strict=True):
        for k in mora.kana:
            onsets[k], ends[k] = begin * FRAME, end * FRAME
    # The lead: exactly Pace.lead of silence before the first sound.
    shift = round((onsets[0] - pace.lead) * hts.sample_rate)
    samples = samples[shift:] if shift >= 0 else np.concatenate([np.zeros(-shift), samples])
    onsets = [t - shift / hts.sample_rate for t in onsets]
    ends = [t - shift / hts.sample_rate for t in ends]
    kana = list(reading.kana)
    if reading.part == "shimo":  # the file ends TAIL after the 余韻 is no longer heard
        samples = samples[: round((ends[-1] + TAIL) * hts.sample_rate)]
        if reading.poem == 0:  # the 序歌's 下の句, read twice with a 間 between
            again = ends[-1] + JOKA_MA - pace.lead
            gap = np.zeros(round(again * hts.sample_rate) - len(samples))
            samples = np.concatenate([samples, gap, samples])
            kana += kana
            onsets += [t + again for t in onsets]
            ends += [t + again for t in ends]
    audio = fade_ends(loudness(samples, hts.sample_rate), hts.sample_rate)
    return Synthesis(reading, audio, kana, onsets, ends, len(audio) / hts.sample_rate)

# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------


DECODED_PEAK = 0.9  # the decoded audio's peak: lossy coding overshoots on loud fricatives


def encode(path: Path, audio: np.ndarray, sample_rate: int) -> float:
    """Write ``audio`` as Ogg Opus, decode it again and measure it: its peak must stay below
    DECODED_PEAK (a decoder must never clip; lossy coding overshoots on a fricative's burst, so
    that burst is limited further) and its loudness within LOUDNESS_TOLERANCE of TARGET_LUFS
    (the coding shifts it a little: corrected). Returns the decoded loudness."""
    import soundfile

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    ceiling = PEAK_CEILING
    for _attempt in range(6):
        with soundfile.SoundFile(tmp, "w", samplerate=sample_rate, channels=1, format="OGG",
                                 subtype="OPUS", compression_level=OPUS_QUALITY) as out:
            out.write(audio.astype(np.float32))
        decoded, rate = soundfile.read(tmp)
        peak = float(np.max(np.abs(decoded)))
        if peak > DECODED_PEAK:
            ceiling *= 0.95 * DECODED_PEAK / peak
            audio = limit(audio, sample_rate, ceiling)
            continue
        lufs = measure_loudness(decoded, rate)
        if abs(lufs - TARGET_LUFS) <= LOUDNESS_TOLERANCE:
            tmp.replace(path)
            return lufs
        audio = audio * 10 ** ((TARGET_LUFS - lufs) / 20)
    raise SystemExit(f"{path.name}: decoded, it does not settle at {TARGET_LUFS} LUFS "
                     f"below a peak of {DECODED_PEAK}")


def timeline_text(parts: dict[int, dict[str, dict[str, object]]]) -> str:
    data = {"version": 1, "poems": {str(n): parts[n] for n in sorted(parts)}}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="comma-separated poem numbers (audio only; the timeline "
                        "file is written only by a full run)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail if the timeline differs from a fresh build")
    parser.add_argument("--no-audio", action="store_true", help="write only the timeline")
    parser.add_argument("--out", type=Path, default=VOICE_DIR,
                        help="the folder to write to (default: the game's voice folder)")
    args = parser.parse_args(argv)
    only = {int(n) for n in args.only.split(",")} if args.only else None

    hts = Hts()
    parts: dict[int, dict[str, dict[str, object]]] = {}
    for reading in all_readings():
        if only is not None and reading.poem not in only:
            continue
        result = synthesize(hts, reading)
        parts.setdefault(reading.poem, {})[reading.part] = result.timeline()
        lufs = None
        if not (args.check or args.no_audio):
            lufs = encode(args.out / reading.file, result.audio, hts.sample_rate)
        print(f"{reading.poem:3d} {reading.part:5s} {result.duration:5.2f} s "
              f"{'' if lufs is None else f'{lufs:6.2f} LUFS'}  {reading.text}", file=sys.stderr)
    if only is not None:
        return 0
    text = timeline_text(parts)
    timeline = args.out / TIMELINE.name
    if args.check:
        if not timeline.is_file() or timeline.read_text(encoding="utf-8") != text:
            print(f"{timeline} is out of date", file=sys.stderr)
            return 1
        return 0
    timeline.parent.mkdir(parents=True, exist_ok=True)
    timeline.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
