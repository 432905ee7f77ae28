"""The karuta reader's voice as it leaves the sound card (issue 33): how long after its host time
a streamed slice is heard, and whether what is heard is the voice file.

The app's ``StreamPlayer`` (client/games/karuta/voice.py: ``QAudioSink`` in push mode) is fed the
readings exactly as the host streams them (server/games/karuta/stream.py: 0.1 s slices of the
voice, each handed over 0.2 s before its time), on this machine's clock. What the sound card plays
is recorded from PulseAudio's monitor of the output (``parec``), each recorded block stamped as it
arrives. Per reading: the *output lag*, the moment the voice is first heard in the recording
minus its time in the stream (its first sound in the file after the stream's start), and the
correlation of the recording with the file over the whole reading (1.0: the file's own sound, no
gap, nothing dropped). The baseline, in the same run and recorded the same way: the same files
played by ``pacat`` (PulseAudio's own player, a 20 ms stream) from a known moment. The recording's
own delay shifts both lags alike (it can make pacat's negative), so the figure is the app's lag
over pacat's, and the ratio of the least correlations.

This is the delay release.py's ``NAMING_LAG`` stands for: a person hears the 決まり字 that long
after its host time, so the poem is named no sooner.

Needs a PulseAudio (or PipeWire-Pulse) server with an output, and ``parec``/``pacat``: on a
machine without sound, ``pulseaudio -n --daemonize=yes --load="module-null-sink sink_name=zsink"
--load=module-native-protocol-unix`` and ``pactl set-default-sink zsink`` make one (a null sink
plays nothing aloud; its monitor records what it was given at the device's pace).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/karuta_sound_out.py [--readings 12]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from server.games.karuta import pcm  # noqa: E402
from server.games.karuta.stream import BUFFER, CHUNK  # noqa: E402
from server.games.karuta.timeline import VOICE  # noqa: E402

RATE = 48_000
LOUD = 0.02  # of full scale: the voice has begun
GAP = 1.5  # seconds of silence between readings


@dataclass
class Recorder:
    """``parec`` on the output's monitor, each block stamped with its arrival (monotonic)."""

    source: str
    blocks: list[tuple[float, bytes]] = field(default_factory=list)

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["parec", "-d", self.source, "--format=s16le", f"--rate={RATE}", "--channels=1",
             "--latency-msec=5", "--raw"], stdout=subprocess.PIPE, bufsize=0)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        while True:
            data = self.process.stdout.read(960)
            if not data:
                return
            self.blocks.append((time.monotonic(), data))

    def stop(self) -> tuple[float, numpy.ndarray]:
        """(the monotonic time of the first sample, the samples as floats of full scale)."""
        self.process.terminate()
        self.process.wait()
        self.thread.join(2)
        samples, start, count = [], None, 0
        for arrived, data in self.blocks:
            count += len(data) // 2
            begin = arrived - count / RATE  # the earliest the first sample can have been
            start = begin if start is None else min(start, begin)  # the least delayed block
            samples.append(data)
        audio = numpy.frombuffer(b"".join(samples), dtype="<i2").astype(numpy.float32) / 32768
        return float(start or 0.0), audio


def first_sound(audio: numpy.ndarray, begin: int = 0) -> int | None:
    loud = numpy.nonzero(numpy.abs(audio[begin:]) > LOUD)[0]
    return None if len(loud) == 0 else begin + int(loud[0])


@dataclass
class Reading:
    path: Path
    at: float  # its stream's start, on this machine's clock
    samples: numpy.ndarray = field(init=False)  # the file, 16-bit
    lead: float = field(init=False)  # the file's first sound after its start (s)
    heard: float | None = None
    correlation: float | None = None

    def __post_init__(self) -> None:
        self.samples = pcm.read(self.path, 0.0, 1e9)[1]
        self.lead = (first_sound(self.voice) or 0) / RATE

    @property
    def voice(self) -> numpy.ndarray:
        """The file as floats of full scale."""
        return self.samples.astype(numpy.float32) / 32768


def measure(readings: list[Reading], start: float, audio: numpy.ndarray) -> None:
    for r in readings:
        expected = r.at + r.lead
        begin = max(0, int((expected - 0.3 - start) * RATE))
        onset = first_sound(audio, begin)
        if onset is None or onset / RATE + start > expected + 1.0:
            continue
        r.heard = start + onset / RATE
        voice = r.voice
        skip = int(r.lead * RATE)
        heard = audio[onset:onset + len(voice) - skip]
        own = voice[skip:skip + len(heard)]
        if len(heard) > RATE // 2:
            r.correlation = float(numpy.corrcoef(heard, own)[0, 1])


def streamed(app: QApplication, files: list[Path]) -> list[Reading]:
    """The files through the app's StreamPlayer, as the host streams them."""
    from client.games.karuta.voice import StreamPlayer

    player = StreamPlayer(clock=time.monotonic)
    if not player.available:
        raise SystemExit("no audio output: start PulseAudio with a sink (see the docstring)")
    readings: list[Reading] = []
    feeds: list[tuple[float, float, float, int, bytes]] = []  # (send at, stream, at, rate, samples)
    at = time.monotonic() + 1.0
    for path in files:
        reading = Reading(path, at)
        readings.append(reading)
        length = len(reading.samples) / RATE
        for i in range(int(length / CHUNK + 0.999)):
            slice_at = at + i * CHUNK
            rate, data = pcm.read(path, i * CHUNK, min((i + 1) * CHUNK, length), key=("bench", at))
            feeds.append((slice_at - BUFFER, at, slice_at, rate, data.astype("<i2").tobytes()))
        at += length + GAP
    feeds.sort(key=lambda f: f[0])
    while feeds:  # each slice handed over at its moment, as the host's network would
        while feeds and feeds[0][0] <= time.monotonic():
            _, stream, slice_at, rate, data = feeds.pop(0)
            player.feed(stream, slice_at, rate, data)
        app.processEvents()
        time.sleep(0.001)
    run_until(app, at + 0.5)
    player.stop()
    return readings


def played_by_pacat(app: QApplication, files: list[Path]) -> list[Reading]:
    """The baseline: each file's samples written to ``pacat`` at its moment."""
    readings: list[Reading] = []
    for path in files:
        process = subprocess.Popen(["pacat", "--format=s16le", f"--rate={RATE}", "--channels=1",
                                    "--latency-msec=20", "--raw"], stdin=subprocess.PIPE)
        reading = Reading(path, 0.0)
        time.sleep(0.3)  # connected and idle
        reading.at = time.monotonic()
        assert process.stdin is not None
        process.stdin.write(reading.samples.astype("<i2").tobytes())
        process.stdin.close()
        readings.append(reading)
        process.wait()
        run_until(app, time.monotonic() + GAP)
    return readings


def run_until(app: QApplication, until: float) -> None:
    while time.monotonic() < until:
        app.processEvents()
        time.sleep(0.002)


def summary(name: str, readings: list[Reading]) -> dict[str, float]:
    lags = sorted((r.heard - r.at - r.lead) * 1000 for r in readings if r.heard is not None)
    corr = [r.correlation for r in readings if r.correlation is not None]
    if not lags:
        print(f"{name}: nothing was heard")
        return {}
    found = {"median": statistics.median(lags), "min": lags[0], "max": lags[-1],
             "corr": min(corr) if corr else float("nan"), "heard": len(lags), "of": len(readings)}
    print(f"{name}: heard {found['heard']}/{found['of']}; output lag ms min {found['min']:.1f}, "
          f"median {found['median']:.1f}, max {found['max']:.1f}; the recording against the file: "
          f"correlation ≥ {found['corr']:.3f}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--readings", type=int, default=12)
    options = parser.parse_args()
    sink = subprocess.run(["pactl", "get-default-sink"], capture_output=True, text=True, check=True).stdout.strip()
    files = sorted(VOICE.glob("*_kami.opus"))[1:options.readings + 1]
    app = QApplication.instance() or QApplication([])
    began = time.monotonic()
    results = {}
    for name, play in (("StreamPlayer (the app)", streamed), ("pacat (baseline)", played_by_pacat)):
        recorder = Recorder(f"{sink}.monitor")
        recorder.start()
        time.sleep(0.5)
        readings = play(app, files)
        time.sleep(0.5)
        start, audio = recorder.stop()
        measure(readings, start, audio)
        results[name] = summary(name, readings)
    app, base = results.values()
    if app and base:
        print(f"the app's output lag over pacat's, median: {app['median'] - base['median']:+.1f} ms "
              f"(max {app['max'] - base['median']:+.1f} ms); the least correlation, app / pacat: "
              f"{app['corr'] / base['corr']:.3f}")
    print(f"{time.monotonic() - began:.0f} s in all; sink {sink}")


if __name__ == "__main__":
    main()
