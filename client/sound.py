"""The table's sound effects: synthesized here, played with Qt Multimedia's QSoundEffect.

Every effect is made by this module's own code (no recorded audio): a few lines of additive
synthesis, filtered noise and envelopes, rendered once as a small 16-bit mono 44.1 kHz WAV file
in the user's cache folder (``<cache>/zashiki/sounds``, or ``$ZASHIKI_CONFIG_DIR/cache/sounds``
in tests) and then played by name. The effects are short (under 0.8 s) and quiet (peaks well
below full scale, soft attacks and decays, no clicks at the ends).

Sound is a nicety: when Qt Multimedia is missing, the cache folder cannot be written or there is
no audio device (a headless CI machine), :meth:`SoundBank.play` quietly does nothing and says so
once in the debug log. It never raises and never waits for the audio system.
"""

from __future__ import annotations

import logging
import math
import os
import random
import sys
import tempfile
import threading
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QUrl

log = logging.getLogger(__name__)

SAMPLE_RATE = 44100
MAX_SECONDS = 0.8
SYNTH_VERSION = 1  # bump when an effect's sound changes: the cached files are named after it
VOLUME = 0.9

Samples = list[float]


# --------------------------------------------------------------------------------------------
# Synthesis building blocks (standard library only)
# --------------------------------------------------------------------------------------------


def _silence(seconds: float) -> Samples:
    return [0.0] * int(round(seconds * SAMPLE_RATE))


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting at ``at`` seconds (cut at the end of ``into``)."""
    start = int(round(at * SAMPLE_RATE))
    for i, value in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * value


def _note(freq: float, seconds: float, decay: float, attack: float = 0.004,
          partials: Iterable[tuple[float, float]] = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08)),
          vibrato: float = 0.0) -> Samples:
    """A struck or blown tone: a few partials under an attack ramp and an exponential decay.
    Higher partials die away faster, which keeps the tone soft."""
    n = int(seconds * SAMPLE_RATE)
    step = 2.0 * math.pi / SAMPLE_RATE
    fall = math.exp(-1.0 / (decay * SAMPLE_RATE))
    attack_n = max(1.0, attack * SAMPLE_RATE)
    out: Samples = []
    level = 1.0
    for i in range(n):
        out.append(min(1.0, i / attack_n) * level)
        level *= fall
    if vibrato:
        bend = [1.0 + vibrato * math.sin(step * 5.5 * i) * min(1.0, i / (0.15 * SAMPLE_RATE))
                for i in range(n)]
    tone = [0.0] * n
    sin = math.sin
    for ratio, amp in partials:
        w = step * freq * ratio
        fade = math.exp(-(ratio - 1.0) * 6.0 / SAMPLE_RATE)
        a = amp
        if vibrato:
            phase = 0.0
            for i in range(n):
                phase += w * bend[i]
                tone[i] += a * sin(phase)
                a *= fade
        else:
            for i in range(n):
                tone[i] += a * sin(w * i)
                a *= fade
    return [e * t for e, t in zip(out, tone, strict=True)]


def _noise(seconds: float, seed: int) -> Samples:
    rng = random.Random(seed)  # the same effect every time it is rendered
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * SAMPLE_RATE))]


def _lowpass(samples: Samples, cutoff: float) -> Samples:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / SAMPLE_RATE)
    y = 0.0
    out: Samples = []
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def _bandpass(samples: Samples, low: float, high: float) -> Samples:
    slow = _lowpass(samples, low)
    return [h - s for h, s in zip(_lowpass(samples, high), slow, strict=True)]


def _envelope(samples: Samples, attack: float, decay: float) -> Samples:
    return [
        x * min(1.0, (i / SAMPLE_RATE) / attack) * math.exp(-(i / SAMPLE_RATE) / decay)
        for i, x in enumerate(samples)
    ]


def _finish(samples: Samples, peak: float) -> Samples:
    """Scale to ``peak`` (a fraction of full scale) and fade the last few milliseconds out so
    the sound never ends on a click."""
    top = max((abs(x) for x in samples), default=0.0)
    if top <= 0.0:
        return samples
    gain = peak / top
    fade = min(len(samples), int(0.008 * SAMPLE_RATE))
    out = [x * gain for x in samples]
    for i in range(fade):
        out[len(out) - fade + i] *= 1.0 - (i + 1) / fade
    return out


# --------------------------------------------------------------------------------------------
# The effects
# --------------------------------------------------------------------------------------------


def _slap(seconds: float = 0.09, seed: int = 7) -> Samples:
    """A card laid down on felt: a band-passed noise burst with a very fast decay over a soft
    low thump."""
    burst = _envelope(_bandpass(_noise(seconds, seed), 500.0, 4500.0), 0.0008, 0.011)
    thump = _note(150.0, seconds, 0.018, attack=0.001, partials=((1.0, 1.0),))
    return [b * 2.2 + 0.35 * t for b, t in zip(burst, thump, strict=True)]


def card() -> Samples:
    return _finish(_slap(), 0.42)


def capture() -> Samples:
    """Two quick rising notes (E5 then B5) over a light slap: the cards are taken."""
    out = _silence(0.34)
    _mix(out, _slap(0.08, seed=11), 0.0, 0.5)
    _mix(out, _note(659.26, 0.16, 0.055), 0.015, 0.55)
    _mix(out, _note(987.77, 0.22, 0.075), 0.105, 0.55)
    return _finish(out, 0.40)


PENTATONIC = (783.99, 880.0, 1046.50, 1174.66, 1318.51)  # G5 A5 C6 D6 E6


def yaku() -> Samples:
    """A small chime: a rising pentatonic arpeggio whose notes ring on and fade together."""
    out = _silence(0.76)
    for i, freq in enumerate(PENTATONIC):
        at = 0.065 * i
        _mix(out, _note(freq, 0.76 - at, 0.16 + 0.03 * i, attack=0.003,
                        partials=((1.0, 1.0), (2.0, 0.3), (3.0, 0.1), (4.0, 0.04))),
             at, 0.5)
    return _finish(out, 0.38)


def turn() -> Samples:
    """A gentle wooden tick: it is your turn."""
    out = _silence(0.09)
    _mix(out, _note(1318.51, 0.09, 0.016, attack=0.0015, partials=((1.0, 1.0), (2.0, 0.2))), 0.0)
    _mix(out, _envelope(_bandpass(_noise(0.02, 3), 1500.0, 5000.0), 0.0005, 0.003), 0.0, 0.4)
    return _finish(out, 0.28)


def stamp() -> Samples:
    """A bubble pop: a sine whose pitch falls fast, with a quick decay."""
    n = int(0.12 * SAMPLE_RATE)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        t = i / SAMPLE_RATE
        freq = 380.0 + 900.0 * math.exp(-t / 0.018)
        phase += 2.0 * math.pi * freq / SAMPLE_RATE
        env = min(1.0, t / 0.002) * math.exp(-t / 0.028)
        out.append(env * (math.sin(phase) + 0.15 * math.sin(2.0 * phase)))
    return _finish(out, 0.38)


def win() -> Samples:
    """A short fanfare: C5 E5 G5 and a held C6 with a little vibrato, brass-like but soft."""
    brass = tuple((float(n), 1.0 / n) for n in range(1, 6))
    out = _silence(0.78)
    for at, freq in ((0.0, 523.25), (0.09, 659.26), (0.18, 783.99)):
        _mix(out, _note(freq, 0.2, 0.07, attack=0.008, partials=brass), at, 0.45)
    _mix(out, _note(1046.50, 0.51, 0.22, attack=0.012, partials=brass, vibrato=0.004), 0.27, 0.55)
    return _finish(_lowpass(out, 5000.0), 0.40)


def error() -> Samples:
    """A low, soft double buzz: that did not work."""
    odd = ((1.0, 1.0), (3.0, 0.35), (5.0, 0.18), (7.0, 0.1))
    out = _silence(0.3)
    for at in (0.0, 0.14):
        buzz = _note(155.56, 0.13, 0.09, attack=0.01, partials=odd)
        _mix(out, buzz, at)
    return _finish(_lowpass(out, 1400.0), 0.32)


EFFECTS: dict[str, Callable[[], Samples]] = {
    "card": card,
    "capture": capture,
    "yaku": yaku,
    "turn": turn,
    "stamp": stamp,
    "win": win,
    "error": error,
}

# When one batch of events calls for several effects, the most notable one is played.
PRIORITY = ("win", "error", "yaku", "capture", "stamp", "card", "turn")


def most_notable(names: Iterable[str | None]) -> str | None:
    """The effect among ``names`` that matters most (see PRIORITY), or None."""
    wanted = {n for n in names if n}
    for name in PRIORITY:
        if name in wanted:
            return name
    return None


def synthesize(name: str) -> array:
    """The effect ``name`` as 16-bit PCM samples (mono, SAMPLE_RATE)."""
    samples = EFFECTS[name]()[: int(MAX_SECONDS * SAMPLE_RATE)]
    return array("h", (max(-32767, min(32767, int(round(x * 32767)))) for x in samples))


def write_wav(path: Path, pcm: array) -> None:
    """Write ``pcm`` as a mono 16-bit WAV file, atomically (a half-written file is never seen)."""
    data = array("h", pcm)
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.stem, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as raw, wave.open(raw, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(SAMPLE_RATE)
            w.writeframes(data.tobytes())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def sound_dir() -> Path:
    override = os.environ.get("ZASHIKI_CONFIG_DIR")
    if override:
        return Path(override) / "cache" / "sounds"
    import platformdirs

    return Path(platformdirs.user_cache_dir("zashiki", appauthor=False)) / "sounds"


# --------------------------------------------------------------------------------------------
# Playing
# --------------------------------------------------------------------------------------------

_UNSET: Any = object()
_multimedia: Any = _UNSET


def _sound_effect_class() -> Any:
    """QSoundEffect, or None when Qt Multimedia cannot be loaded (imported once)."""
    global _multimedia
    if _multimedia is _UNSET:
        try:
            from PySide6.QtMultimedia import QSoundEffect

            _multimedia = QSoundEffect
        except Exception as exc:  # ImportError, or a missing system library (libpulse)
            log.debug("no sound: Qt Multimedia is not available (%s)", exc)
            _multimedia = None
    return _multimedia


class SoundBank(QObject):
    """The effects by name: rendered to WAV files on first use, played with QSoundEffect."""

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else sound_dir()
        self.enabled = True
        self.last_played: str | None = None  # the last effect handed to QSoundEffect.play
        self._effects: dict[str, Any] = {}
        self._broken: set[str] = set()
        self._said: set[str] = set()
        self._render_lock = threading.Lock()
        self.warm_up_after_first = False  # sound_bank(): render the rest once one has played

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)

    def names(self) -> list[str]:
        return list(EFFECTS)

    def path(self, name: str, wait: bool = True) -> Path | None:
        """The WAV file of ``name``, rendered now if it is not in the cache yet; None if
        ``wait`` is False and the warm-up thread is busy rendering."""
        path = self.folder / f"{name}-v{SYNTH_VERSION}.wav"
        if path.is_file():
            return path
        if not self._render_lock.acquire(blocking=wait):
            return None
        try:
            if not path.is_file():
                write_wav(path, synthesize(name))
        finally:
            self._render_lock.release()
        return path

    def warm_up(self) -> threading.Thread:
        """Render every effect not yet in the cache, in a background thread (the first run
        after an install takes about half a second of pure-Python synthesis)."""

        def render() -> None:
            for name in EFFECTS:
                try:
                    self.path(name)
                except Exception as exc:
                    self._once("render", f"cannot render the sound effects: {exc}")
                    return

        thread = threading.Thread(target=render, name="zashiki-sounds", daemon=True)
        thread.start()
        return thread

    def play(self, name: str) -> None:
        """Play the effect ``name`` (if enabled); never raises, never waits."""
        if not self.enabled or name not in EFFECTS or name in self._broken:
            return
        try:
            effect = self._effect(name)
            if effect is None:
                return
            if effect.status() == effect.Status.Error:  # no audio device, or it went away
                self._once("device", "no sound: the audio output cannot play the effects")
                return
            effect.play()
            self.last_played = name
            if self.warm_up_after_first:
                self.warm_up_after_first = False
                self.warm_up()
        except Exception as exc:
            self._broken.add(name)
            self._once(name, f"no sound for {name!r}: {exc}")

    def _effect(self, name: str) -> Any:
        effect = self._effects.get(name)
        if effect is not None:
            return effect
        cls = _sound_effect_class()
        if cls is None:
            self._broken.add(name)
            return None
        source = self.path(name, wait=False)
        if source is None:  # still being rendered: this one time, no sound
            return None
        effect = cls(self)
        effect.setSource(QUrl.fromLocalFile(str(source)))
        effect.setVolume(VOLUME)
        self._effects[name] = effect
        return effect

    def _once(self, key: str, message: str) -> None:
        if key not in self._said:
            self._said.add(key)
            log.debug(message)


_bank: SoundBank | None = None


def sound_bank() -> SoundBank:
    """The application's one SoundBank, made on first use (a child of the application object,
    so Qt frees it with the application)."""
    global _bank
    if _bank is None:
        _bank = SoundBank(parent=QCoreApplication.instance())
        _bank.destroyed.connect(_forget_bank)
        _bank.warm_up_after_first = True
    return _bank


def _forget_bank(*_args: Any) -> None:
    global _bank
    _bank = None


__all__ = ["EFFECTS", "PRIORITY", "SAMPLE_RATE", "SoundBank", "most_notable", "sound_bank",
           "synthesize", "write_wav"]
