"""The reader's voice: the 序歌 and the hundred poems, 上の句 and 下の句, read aloud.

The readings are Ogg Opus files made at build time by tools/build_karuta_voice.py (OpenJTalk with
the HTS voice "Mei", CC BY 3.0, see server/games/karuta/voice/README.md). They are the karuta
game's own resource, in server/games/karuta/voice/ with ``timeline.json`` beside them: for every
reading its kana and when each is heard, the one timeline the host judges by.

At a table on a host the host is the reader: it streams the reading's sound as ``media``
messages (server/games/karuta/stream.py), which :class:`StreamPlayer` plays, each slice at its
time on this machine's clock; no client picks a file from a poem's number. The practice runs the
engine in this process and plays the files itself with :class:`KarutaVoice` (the game package,
found with importlib.resources).

:class:`KarutaVoice` plays them with Qt Multimedia (QMediaPlayer and QAudioOutput; Qt's FFmpeg
backend decodes Opus on Linux, Windows and macOS). The voice is a nicety: without Qt Multimedia,
without an audio output device (a headless machine) or without the files, ``available`` is False
and :meth:`KarutaVoice.play` does nothing — the match goes on as text. It never raises.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from time import monotonic
from typing import Any, Literal

from PySide6.QtCore import QByteArray, QObject, Qt, QTimer, QUrl, Signal

log = logging.getLogger(__name__)

VOICE_DIR = Path(str(files("server.games.karuta") / "voice"))
TIMELINE_FILE = VOICE_DIR / "timeline.json"
TIMELINE_VERSION = 1
PARTS = ("kami", "shimo")
Part = Literal["kami", "shimo"]

WATCH_MS = 5          # how often a reading with a stop time checks the playback position
FADE_S = 0.03         # a reading cut short fades out over this long, silent at its stop time
CATCH_UP_S = 0.03     # a late start (the decoder opening the file) is skipped past beyond this
VOLUME = 1.0


# --------------------------------------------------------------------------------------------
# The timeline (pure: no Qt)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reading:
    """One reading: its kana as pronounced (hold marks removed, a small kana its own entry
    sharing its mora's times), when each is heard, the audio's length and file name."""

    kana: tuple[str, ...]
    onsets: tuple[float, ...]
    ends: tuple[float, ...]
    duration: float
    file: str

    def heard(self, at: float) -> int:
        """How many kana have begun to be heard ``at`` seconds into the reading."""
        return sum(1 for onset in self.onsets if onset <= at)


class TimelineError(ValueError):
    """timeline.json is missing or not in the agreed shape."""


def _reading(raw: Any, where: str) -> Reading:
    try:
        reading = Reading(tuple(str(k) for k in raw["kana"]),
                          tuple(float(t) for t in raw["onsets"]),
                          tuple(float(t) for t in raw["ends"]),
                          float(raw["duration"]), str(raw["file"]))
    except (KeyError, TypeError, ValueError) as error:
        raise TimelineError(f"{where}: {error!r}") from error
    if not reading.kana or not len(reading.kana) == len(reading.onsets) == len(reading.ends):
        raise TimelineError(f"{where}: kana, onsets and ends differ in length")
    if "/" in reading.file or "\\" in reading.file:
        raise TimelineError(f"{where}: file must be a bare name")
    return reading


def parse_timeline(data: Any) -> dict[tuple[int, str], Reading]:
    """The decoded timeline.json as {(poem, part): Reading} for poems 0 (序歌) .. 100."""
    if not isinstance(data, dict) or data.get("version") != TIMELINE_VERSION:
        raise TimelineError("timeline.json: unknown version")
    poems = data.get("poems")
    if not isinstance(poems, dict):
        raise TimelineError("timeline.json: no poems")
    out: dict[tuple[int, str], Reading] = {}
    for number in range(0, 101):
        entry = poems.get(str(number))
        if not isinstance(entry, dict):
            raise TimelineError(f"timeline.json: poem {number} is missing")
        for part in PARTS:
            out[(number, part)] = _reading(entry.get(part), f"poem {number} {part}")
    return out


def load_timeline(path: Path = TIMELINE_FILE) -> dict[tuple[int, str], Reading]:
    """Read and check a timeline file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise TimelineError(f"{path}: {error}") from error
    try:
        data = json.loads(text)
    except ValueError as error:
        raise TimelineError(f"{path}: {error}") from error
    return parse_timeline(data)


@cache
def timeline() -> dict[tuple[int, str], Reading]:
    """The shipped timeline (read once)."""
    return load_timeline()


def audio_path(poem: int, part: str, folder: Path = VOICE_DIR) -> Path:
    """The audio file of one reading."""
    return folder / timeline()[(poem, part)].file


# --------------------------------------------------------------------------------------------
# The player
# --------------------------------------------------------------------------------------------


def _multimedia() -> Any:
    """PySide6.QtMultimedia, or None when it cannot be loaded."""
    try:
        from PySide6 import QtMultimedia
    except ImportError as error:  # a trimmed PySide6 install
        log.debug("no karuta voice: Qt Multimedia is missing (%s)", error)
        return None
    return QtMultimedia


class KarutaVoice(QObject):
    """Plays one reading at a time; a new ``play`` replaces the one in progress.

    ``finished`` is emitted once per ``play`` when the reading ends by itself, at its stop time
    or by :meth:`stop`."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None, folder: Path = VOICE_DIR) -> None:
        super().__init__(parent)
        self.folder = folder
        self._player: Any = None
        self._output: Any = None
        self._available: bool | None = None
        self._current: tuple[int, str] | None = None
        self._stop_at: float | None = None
        self._started = 0.0          # monotonic() of the last play()
        self._start_at = 0.0
        self._caught_up = True
        self._fading_since: float | None = None
        self._running = False        # the player has reported playing since the last play()
        self._watch = QTimer(self)
        self._watch.setTimerType(Qt.TimerType.PreciseTimer)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._check)

    # -- state ---------------------------------------------------------------------------------

    @property
    def available(self) -> bool:
        """Qt Multimedia loads, an audio output device exists and the readings are installed."""
        if self._available is None:
            self._available = self._probe()
        return self._available

    def _probe(self) -> bool:
        multimedia = _multimedia()
        if multimedia is None:
            return False
        try:
            device = multimedia.QMediaDevices.defaultAudioOutput()
            if device.isNull() or not multimedia.QMediaDevices.audioOutputs():
                log.debug("no karuta voice: no audio output device")
                return False
            timeline()
        except (TimelineError, RuntimeError) as error:
            log.debug("no karuta voice: %s", error)
            return False
        return True

    @property
    def playing(self) -> tuple[int, str] | None:
        """(poem, part) being read, or None."""
        return self._current

    def position(self) -> float:
        """Seconds into the reading being played (0.0 when none)."""
        if self._current is None or self._player is None:
            return 0.0
        return self._player.position() / 1000.0

    # -- control -------------------------------------------------------------------------------

    def play(self, poem: int, part: Part, stop_at: float | None = None,
             start_at: float = 0.0) -> bool:
        """Start reading ``part`` of ``poem`` (0 is the 序歌) from ``start_at`` seconds (a
        reading that began earlier, e.g. when the view arrives late); fade out so as to be
        silent at ``stop_at`` seconds (the host's cut inside the 決まり字's last kana, before the
        next kana is heard). False when nothing plays (no voice, an unknown reading, or
        ``start_at`` past its end)."""
        self.stop()
        if not self.available:
            return False
        reading = timeline().get((poem, part))
        if reading is None or start_at >= (stop_at if stop_at is not None else reading.duration):
            return False
        path = self.folder / reading.file
        if not path.is_file():
            log.debug("no karuta voice: %s is missing", path)
            return False
        self._current = (poem, part)
        self._stop_at = stop_at
        self._started = monotonic()
        self._start_at = start_at
        self._caught_up = False
        self._fading_since = None
        self._running = False
        try:
            player = self._ensure_player()
            self._output.setVolume(VOLUME)
            player.setSource(QUrl.fromLocalFile(str(path)))
            if start_at > 0:
                player.setPosition(round(start_at * 1000))
            player.play()
        except RuntimeError as error:  # the audio system went away
            log.debug("karuta voice failed: %s", error)
            self._available = False
            self._current = None
            return False
        if self._current is None:  # the player failed at once (errorOccurred)
            return False
        self._watch.start()
        return True

    def set_stop_at(self, stop_at: float | None) -> None:
        """Change where the reading in progress stops (None: read it to the end)."""
        if self._current is not None and self._fading_since is None:
            self._stop_at = stop_at

    def stop(self) -> None:
        """Stop the reading now (no fade)."""
        self._watch.stop()
        if self._player is not None:
            self._player.stop()
        if self._current is not None:
            self._current = None
            self.finished.emit()

    # -- internals -----------------------------------------------------------------------------

    def _ensure_player(self) -> Any:
        if self._player is None:
            multimedia = _multimedia()
            self._output = multimedia.QAudioOutput(self)
            self._player = multimedia.QMediaPlayer(self)
            self._player.setAudioOutput(self._output)
            self._player.playbackStateChanged.connect(self._state_changed)
            self._player.errorOccurred.connect(self._error)
        return self._player

    def _state_changed(self, state: Any) -> None:
        if state == type(state).PlayingState:
            self._running = True
        elif state == type(state).StoppedState and self._current is not None and self._running:
            # the end of the audio (a late notice from an earlier reading is not)
            self._watch.stop()
            self._current = None
            self.finished.emit()

    def _error(self, _error: Any, message: str) -> None:
        log.debug("karuta voice: %s", message)
        self.stop()

    def _check(self) -> None:
        """Every WATCH_MS: catch up with a late start, and fade out so that the reading is silent
        at its stop time (the fade lies inside the last kana's own sound)."""
        if self._current is None:
            self._watch.stop()
            return
        position = self.position()
        if not self._caught_up and position > 0.0:
            # The first moment the audio runs: if opening the file took a while, skip the time
            # lost (the readings start with silence) so the voice keeps to the host's clock.
            self._caught_up = True
            due = self._start_at + (monotonic() - self._started)
            if due - position > CATCH_UP_S:
                self._player.setPosition(round(due * 1000))
                position = due
        if self._stop_at is None:
            return
        if self._fading_since is None and position >= self._stop_at - FADE_S:
            self._fading_since = monotonic()
        if self._fading_since is not None:
            left = 1.0 - (monotonic() - self._fading_since) / FADE_S
            if left <= 0.0:
                self.stop()
            else:
                self._output.setVolume(VOLUME * left)


# --------------------------------------------------------------------------------------------
# The host's stream
# --------------------------------------------------------------------------------------------

STREAM_LEAD = 0.06  # seconds of sound handed to the audio output ahead of its time
STREAM_TICK_MS = 5


def audio_output_available() -> bool:
    """Qt Multimedia loads and this machine has an audio output device."""
    multimedia = _multimedia()
    if multimedia is None:
        return False
    try:
        return not multimedia.QMediaDevices.defaultAudioOutput().isNull() \
            and bool(multimedia.QMediaDevices.audioOutputs())
    except RuntimeError:
        return False


class StreamPlayer(QObject):
    """Plays the reading the host streams (docs/PROTOCOL.md, ``media`` of kind ``pcm``): a
    stream's first slice at its time on this machine's clock, the rest handed to the audio
    output (``QAudioSink`` in push mode) a little ahead so it plays on without a gap. A new
    stream replaces the one playing; slices come at most the host's buffer ahead, so there is
    never more to hold than that. Without an audio device it keeps time all the same.

    ``started(stream, at)`` is emitted when a stream begins to sound here (``at`` on this
    machine's clock); ``position()`` says how far into the stream it is. It never raises."""

    started = Signal(float, float)

    def __init__(self, parent: QObject | None = None,
                 clock: Callable[[], float] = monotonic) -> None:
        super().__init__(parent)
        self.clock = clock
        self.stream: float | None = None
        self.began_at: float | None = None  # local time the stream began to sound
        self._rate = 0
        self._slices: list[tuple[float, bytes]] = []  # (local time, samples) still to hand over
        self._pending = b""  # handed over but not yet taken by the audio output
        self._sink: Any = None
        self._io: Any = None
        self._available: bool | None = None
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(STREAM_TICK_MS)
        self._timer.timeout.connect(self._pump)

    @property
    def available(self) -> bool:
        if self._available is None:
            self._available = audio_output_available()
        return self._available

    def feed(self, stream: float, at: float, rate: int, pcm: bytes) -> None:
        """One slice of ``stream``, to sound at local time ``at``."""
        if stream != self.stream or rate != self._rate:
            self.stop()
            self.stream, self._rate = stream, rate
        self._slices.append((at, pcm))
        self._slices.sort(key=lambda s: s[0])
        if not self._timer.isActive():
            self._timer.start()
        self._pump()

    def position(self) -> float:
        """Seconds since the stream began to sound here (0.0 before it or without one)."""
        return 0.0 if self.began_at is None else max(0.0, self.clock() - self.began_at)

    def stop(self) -> None:
        """Silence now, and forget the stream."""
        self._timer.stop()
        self._slices.clear()
        self._pending = b""
        self.stream = None
        self.began_at = None
        if self._sink is not None:
            try:
                self._sink.stop()
            except RuntimeError:
                pass
            self._io = None

    # -- internals -----------------------------------------------------------------------------

    def _pump(self) -> None:
        now = self.clock()
        while self._slices:
            at, data = self._slices[0]
            if self.began_at is None:
                length = len(data) / 2 / self._rate
                if at + length <= now:  # came too late to be heard: the next one
                    self._slices.pop(0)
                    continue
                if at > now:
                    break  # its time has not come
                skip = int((now - at) * self._rate) * 2  # began a moment ago: join it there
                data = data[skip:]
                self.began_at = now - skip / 2 / self._rate
                self._open()
                self.started.emit(float(self.stream or 0.0), self.began_at)
            elif at > now + STREAM_LEAD:
                break
            self._slices.pop(0)
            self._pending += data
        self._write()
        if not self._slices and not self._pending and self.began_at is not None:
            self._timer.stop()

    def _open(self) -> None:
        if not self.available:
            return
        multimedia = _multimedia()
        try:
            if self._sink is None or self._sink.format().sampleRate() != self._rate:
                audio_format = multimedia.QAudioFormat()
                audio_format.setSampleRate(self._rate)
                audio_format.setChannelCount(1)
                audio_format.setSampleFormat(multimedia.QAudioFormat.SampleFormat.Int16)
                self._sink = multimedia.QAudioSink(multimedia.QMediaDevices.defaultAudioOutput(),
                                                   audio_format, self)
                self._sink.setBufferSize(int(self._rate * 2 * 0.25))
                self._sink.setVolume(VOLUME)
            self._io = self._sink.start()
        except RuntimeError as error:  # the audio system went away: keep time without it
            log.debug("karuta stream: %s", error)
            self._available = False
            self._io = None

    def _write(self) -> None:
        if self._io is None:
            self._pending = b""  # no audio output: the time is kept all the same
            return
        try:
            written = self._io.write(QByteArray(self._pending))
        except RuntimeError as error:
            log.debug("karuta stream: %s", error)
            written = len(self._pending)
        self._pending = self._pending[max(int(written), 0):]
