"""KarutaVoice: the reader's voice in the client.

Qt's own decoder must read the shipped Opus files (real QAudioDecoder); the player's logic — stop
and fade at a given time, catch up with a late start, stay silent without a device — runs against
a stand-in for Qt Multimedia, so it is the same on a machine with and without sound.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

import pytest
from PySide6.QtCore import QUrl

from client.games.karuta import voice

pytestmark = pytest.mark.gui


# --- Qt really decodes what we ship -------------------------------------------------------------


@pytest.mark.parametrize(("poem", "part"), [(0, "kami"), (44, "kami"), (100, "shimo")])
def test_qt_decodes_the_readings_to_their_timeline_length(qtbot: Any, poem: int, part: str) -> None:
    from PySide6.QtMultimedia import QAudioDecoder

    reading = voice.timeline()[(poem, part)]
    decoder = QAudioDecoder()
    frames = {"count": 0, "rate": 0}

    def ready() -> None:
        buffer = decoder.read()
        frames["count"] += buffer.frameCount()
        frames["rate"] = buffer.format().sampleRate()

    decoder.bufferReady.connect(ready)
    decoder.setSource(QUrl.fromLocalFile(str(voice.audio_path(poem, part))))
    with qtbot.waitSignal(decoder.finished, timeout=15000):
        decoder.start()
    assert decoder.error() == QAudioDecoder.Error.NoError
    assert frames["rate"] == 48000
    assert abs(frames["count"] / frames["rate"] - reading.duration) < 0.01


def test_the_shipped_timeline_loads() -> None:
    readings = voice.timeline()
    assert len(readings) == 202
    joka = readings[(0, "kami")]
    assert "".join(joka.kana) == "なにわづにさくやこのはなふゆごもり"
    assert joka.heard(0.0) == 0
    assert joka.heard(joka.onsets[3]) == 4
    assert joka.heard(joka.duration) == len(joka.kana)


def test_a_bad_timeline_is_refused() -> None:
    with pytest.raises(voice.TimelineError):
        voice.parse_timeline({"version": 2, "poems": {}})
    good = {"kana": ["あ"], "onsets": [0.1], "ends": [0.3], "duration": 1.0, "file": "x.opus"}
    poems = {str(n): {"kami": good, "shimo": good} for n in range(101)}
    assert voice.parse_timeline({"version": 1, "poems": poems})[(100, "shimo")].file == "x.opus"
    poems["7"] = {"kami": good, "shimo": {**good, "ends": []}}
    with pytest.raises(voice.TimelineError):
        voice.parse_timeline({"version": 1, "poems": poems})
    poems["7"] = {"kami": good, "shimo": {**good, "file": "../../x.opus"}}
    with pytest.raises(voice.TimelineError):
        voice.parse_timeline({"version": 1, "poems": poems})


def test_on_this_machine_the_voice_is_available_only_with_an_audio_device(qapp: Any) -> None:
    from PySide6.QtMultimedia import QMediaDevices

    player = voice.KarutaVoice()
    assert player.available == bool(QMediaDevices.audioOutputs())
    if not player.available:  # a headless machine: the match goes on as text
        assert player.play(1, "kami") is False
        assert player.playing is None
        assert player.position() == 0.0


# --- the player's logic, on a stand-in for Qt Multimedia -------------------------------------


class FakeSignal:
    def __init__(self) -> None:
        self.slots: list[Any] = []

    def connect(self, slot: Any) -> None:
        self.slots.append(slot)

    def emit(self, *args: Any) -> None:
        for slot in self.slots:
            slot(*args)


class PlaybackState(Enum):
    StoppedState = 0
    PlayingState = 1


class FakePlayer:
    def __init__(self, parent: Any = None) -> None:
        self.playbackStateChanged = FakeSignal()
        self.errorOccurred = FakeSignal()
        self.source: QUrl | None = None
        self.ms = 0
        self.calls: list[tuple[str, Any]] = []
        self.state = PlaybackState.StoppedState

    def setAudioOutput(self, output: Any) -> None:
        self.output = output

    def setSource(self, url: QUrl) -> None:
        self.source = url
        self.ms = 0
        self.calls.append(("source", url.fileName()))

    def setPosition(self, ms: int) -> None:
        self.ms = ms
        self.calls.append(("position", ms))

    def position(self) -> int:
        return self.ms

    def play(self) -> None:
        self.calls.append(("play", None))
        self.state = PlaybackState.PlayingState
        self.playbackStateChanged.emit(self.state)

    def stop(self) -> None:
        self.calls.append(("stop", None))
        if self.state != PlaybackState.StoppedState:
            self.state = PlaybackState.StoppedState
            self.playbackStateChanged.emit(self.state)


class FakeOutput:
    def __init__(self, parent: Any = None) -> None:
        self.volume = None

    def setVolume(self, volume: float) -> None:
        self.volume = volume


class FakeDevice:
    def __init__(self, null: bool) -> None:
        self.null = null

    def isNull(self) -> bool:
        return self.null


class FakeMultimedia:
    def __init__(self, device: bool = True) -> None:
        self.players: list[FakePlayer] = []
        outer = self

        class Devices:
            @staticmethod
            def defaultAudioOutput() -> FakeDevice:
                return FakeDevice(not device)

            @staticmethod
            def audioOutputs() -> list[FakeDevice]:
                return [FakeDevice(False)] if device else []

        def make_player(parent: Any = None) -> FakePlayer:
            player = FakePlayer(parent)
            outer.players.append(player)
            return player

        self.QMediaDevices = Devices
        self.QMediaPlayer = make_player
        self.QAudioOutput = FakeOutput


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(voice, "monotonic", clock)
    return clock


def fake_voice(monkeypatch: pytest.MonkeyPatch, device: bool = True) -> tuple[voice.KarutaVoice,
                                                                                FakeMultimedia]:
    multimedia = FakeMultimedia(device)
    monkeypatch.setattr(voice, "_multimedia", lambda: multimedia)
    return voice.KarutaVoice(), multimedia


def test_without_a_device_nothing_is_made_or_played(qapp: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch, device=False)
    assert player.available is False
    assert player.play(1, "kami") is False
    assert multimedia.players == []


def test_play_loads_the_reading_and_reports_its_position(qapp: Any, clock: Clock,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch)
    assert player.available
    assert player.play(12, "shimo") is True
    fake = multimedia.players[0]
    assert fake.calls == [("source", "012_shimo.opus"), ("play", None)]
    assert player.playing == (12, "shimo")
    fake.ms = 1250
    assert player.position() == pytest.approx(1.25)


def test_a_reading_stopped_at_the_kimariji_fades_out_then_stops(
        qapp: Any, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fade ends at the stop time, which the host puts inside the 決まり字's last kana: the
    next kana is never heard (いまこんと cut at いまこ: ん is not heard)."""
    player, multimedia = fake_voice(monkeypatch)
    finished: list[bool] = []
    player.finished.connect(lambda: finished.append(True))
    reading = voice.timeline()[(21, "kami")]
    cut = reading.onsets[3] - 0.02  # いまこ heard; the host's cut, before ん begins
    player.play(21, "kami", stop_at=cut)
    fake = multimedia.players[0]
    fake.ms = round((cut - voice.FADE_S) * 1000) - 6
    player._check()
    assert fake.output.volume == 1.0 and player.playing == (21, "kami")
    fake.ms = round((cut - voice.FADE_S) * 1000) + 1
    player._check()  # the fade begins so as to end at the stop time
    clock.now += voice.FADE_S / 2
    player._check()
    assert fake.output.volume == pytest.approx(0.5, abs=0.01)
    assert not finished
    clock.now += voice.FADE_S / 2 + 0.001
    player._check()
    assert player.playing is None
    assert finished == [True]
    assert fake.calls[-1] == ("stop", None)
    assert reading.onsets[2] < cut - voice.FADE_S  # the fade lies inside こ's own sound


def test_a_late_start_is_caught_up(qapp: Any, clock: Clock,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch)
    player.play(5, "kami")
    fake = multimedia.players[0]
    clock.now += 0.25           # the decoder took a quarter second to open the file
    fake.ms = 10
    player._check()
    assert fake.calls[-1] == ("position", 250)
    clock.now += 0.1
    fake.ms = 352
    player._check()             # caught up once: no more seeking
    assert fake.calls[-1] == ("position", 250)


def test_start_at_seeks_and_a_start_past_the_end_plays_nothing(
        qapp: Any, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch)
    assert player.play(2, "shimo", start_at=1.5) is True
    assert multimedia.players[0].calls[-2:] == [("position", 1500), ("play", None)]
    assert player.play(2, "shimo", start_at=30.0) is False
    assert player.play(2, "shimo", stop_at=1.0, start_at=1.2) is False
    assert player.playing is None


def test_the_end_of_the_audio_finishes_the_reading_once(qapp: Any, clock: Clock,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch)
    finished: list[bool] = []
    player.finished.connect(lambda: finished.append(True))
    player.play(0, "kami")
    multimedia.players[0].stop()  # what QMediaPlayer does at the end of the media
    assert player.playing is None
    player.stop()
    assert finished == [True]
    player.play(0, "shimo")
    player.play(1, "kami")        # a new reading replaces the one in progress
    assert finished == [True, True]
    assert player.playing == (1, "kami")


def test_the_stop_time_can_be_set_while_reading(qapp: Any, clock: Clock,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch)
    player.play(3, "kami")
    fake = multimedia.players[0]
    fake.ms = 1500
    player._check()
    assert fake.output.volume == 1.0           # no stop time: reads on
    player.set_stop_at(1.4)
    player._check()
    clock.now += voice.FADE_S + 0.001
    player._check()
    assert player.playing is None


def test_a_stale_stop_notice_does_not_end_a_new_reading(qapp: Any, clock: Clock,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    player, multimedia = fake_voice(monkeypatch)
    player.play(8, "kami")
    fake = multimedia.players[0]
    player.play(9, "kami")
    player._running = False  # as if the new reading had not reported playing yet
    fake.playbackStateChanged.emit(PlaybackState.StoppedState)  # queued from reading 8
    assert player.playing == (9, "kami")
