"""The synthesized sound effects, the SoundBank that plays them and the game views' use of it."""

from __future__ import annotations

import wave
from array import array
from pathlib import Path
from typing import Any

import pytest

from client import sound
from client.games import base
from client.games.daifugo.view import DaifugoView
from client.sound import EFFECTS, SAMPLE_RATE, SoundBank, most_notable
from server.games import get

pytestmark = pytest.mark.gui


class FakeEffect:
    """Stands in for QSoundEffect: records what it was asked to do."""

    instances: list[FakeEffect] = []

    class Status:
        Null, Loading, Ready, Error = range(4)

    def __init__(self, parent: Any = None) -> None:
        self.source: Any = None
        self.volume = None
        self.plays = 0
        FakeEffect.instances.append(self)

    def setSource(self, url: Any) -> None:
        self.source = url

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def status(self) -> int:
        return self.Status.Ready

    def play(self) -> None:
        self.plays += 1


@pytest.fixture
def fake_effect(monkeypatch: pytest.MonkeyPatch) -> type[FakeEffect]:
    FakeEffect.instances = []
    monkeypatch.setattr(sound, "_multimedia", FakeEffect)
    return FakeEffect


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Every effect rendered once into one folder (synthesis is pure Python: do it once)."""
    bank = SoundBank(tmp_path_factory.mktemp("sounds"))
    return {name: bank.path(name) for name in EFFECTS}


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_effect_is_a_valid_short_quiet_wav(rendered: dict[str, Path], name: str) -> None:
    path = rendered[name]
    assert path.name == f"{name}-v{sound.SYNTH_VERSION}.wav"
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, SAMPLE_RATE)
        frames = w.getnframes()
        pcm = array("h", w.readframes(frames))
    assert 0.05 * SAMPLE_RATE <= frames <= 0.8 * SAMPLE_RATE
    assert len(pcm) == frames
    peak = max(abs(x) for x in pcm)
    assert 0.2 * 32767 < peak < 0.5 * 32767  # clearly audible, far from clipping
    rms = (sum(x * x for x in pcm) / len(pcm)) ** 0.5
    assert rms > 0.02 * 32767  # not silent
    assert abs(pcm[0]) < 0.02 * 32767 and abs(pcm[-1]) < 0.01 * 32767  # no clicks at the ends


def test_rendering_is_cached_and_deterministic(rendered: dict[str, Path], tmp_path: Path) -> None:
    bank = SoundBank(tmp_path)
    path = bank.path("card")
    assert path.read_bytes() == rendered["card"].read_bytes()
    stamp = path.stat().st_mtime_ns
    assert bank.path("card") == path and path.stat().st_mtime_ns == stamp
    assert not list(tmp_path.glob("*.tmp"))


def test_warm_up_renders_every_effect(tmp_path: Path) -> None:
    bank = SoundBank(tmp_path)
    bank.warm_up().join(timeout=30)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"{n}-v{sound.SYNTH_VERSION}.wav" for n in EFFECTS)


def test_most_notable() -> None:
    assert most_notable([]) is None
    assert most_notable([None, "card", None]) == "card"
    assert most_notable(["card", "turn", "yaku", "capture"]) == "yaku"
    assert most_notable(["card", "win", "error"]) == "win"


def test_disabled_bank_plays_nothing(fake_effect: type[FakeEffect], tmp_path: Path) -> None:
    bank = SoundBank(tmp_path)
    bank.set_enabled(False)
    bank.play("card")
    assert fake_effect.instances == [] and bank.last_played is None
    bank.set_enabled(True)
    bank.play("card")
    bank.play("card")
    bank.play("no-such-effect")
    assert bank.last_played == "card"
    [effect] = fake_effect.instances
    assert effect.plays == 2
    assert effect.source.toLocalFile() == str(tmp_path / f"card-v{sound.SYNTH_VERSION}.wav")
    assert 0 < effect.volume <= 1


def test_no_multimedia_is_silent(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sound, "_multimedia", None)
    bank = SoundBank(tmp_path)
    bank.play("card")
    bank.play("card")
    assert bank.last_played is None


def test_unwritable_cache_is_silent(fake_effect: type[FakeEffect], tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    bank = SoundBank(blocker / "sounds")
    bank.play("turn")  # cannot render: logs once, no exception
    bank.play("turn")
    assert bank.last_played is None and fake_effect.instances == []


def test_real_qsoundeffect_path_does_not_crash(qtbot: Any, tmp_path: Path) -> None:
    """The real Qt Multimedia path, with or without an audio device (CI has none)."""
    bank = SoundBank(tmp_path)
    bank.play("stamp")
    qtbot.wait(150)  # let it load (or fail to, headless)
    bank.play("stamp")
    bank.play("card")
    qtbot.wait(50)
    if sound._sound_effect_class() is None:
        assert bank.last_played is None
    else:
        assert bank.last_played in ("stamp", "card")
    bank.deleteLater()
    qtbot.wait(10)


def test_shared_bank_is_one_object(qapp: Any) -> None:
    assert sound.sound_bank() is sound.sound_bank()
    assert sound.sound_bank().parent() is qapp


# --------------------------------------------------------------------------------------------
# The game views
# --------------------------------------------------------------------------------------------


class Recorder:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    rec = Recorder()
    monkeypatch.setattr(base, "sound_bank", lambda: rec)
    return rec


def daifugo_play() -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    """A real daifugō state: seat 0's view after the leader's first play, and its events."""
    g = get("daifugo")
    assert g is not None
    state = g.new({"hands": 1}, 4, seed=1)
    leader = state.turn
    action = next(a for a in g.legal(state, leader) if a["type"] == "play")
    events = g.act(state, leader, action, 0.0)
    return g.view(state, 0), events, {"leader": leader, "turn": state.turn}


def make_view(qtbot: Any) -> DaifugoView:
    view = DaifugoView(0)
    qtbot.addWidget(view)
    view.set_seats([{"name": f"P{i}", "kind": "human", "connected": True, "you": i == 0}
                    for i in range(4)])
    return view


def test_view_with_sound_off_never_calls_the_bank(qtbot: Any, recorder: Recorder) -> None:
    view = make_view(qtbot)
    view.set_sound(False)
    shown, events, _ = daifugo_play()
    view.show_view(shown, events)
    view.play_sound("win")
    qtbot.wait(350)  # a delayed turn tick would have fired by now
    assert recorder.played == []


def test_daifugo_play_sounds_a_card(qtbot: Any, recorder: Recorder) -> None:
    view = make_view(qtbot)
    shown, events, info = daifugo_play()
    assert any(e["type"] == "play" for e in events)
    view.show_view(shown, events)
    assert recorder.played[:1] == ["card"]
    if info["turn"] == 0:  # it became our turn: the tick follows the card
        qtbot.waitUntil(lambda: recorder.played == ["card", "turn"], timeout=2000)
    # a pass is silent
    view.show_view(shown, [{"type": "pass", "seat": 1}])
    qtbot.wait(350)
    assert recorder.played.count("card") == 1


def test_daifugo_turn_tick_only_when_the_turn_begins(qtbot: Any, recorder: Recorder) -> None:
    view = make_view(qtbot)
    g = get("daifugo")
    assert g is not None
    for seed in range(40):  # a deal where someone else leads, so the turn can come to seat 0
        state = g.new({"hands": 1}, 4, seed=seed)
        if state.turn != 0:
            break
    view.show_view(g.view(state, 0), [])
    assert recorder.played == []
    while state.turn != 0:
        seat = state.turn
        action = next(a for a in g.legal(state, seat) if a["type"] == "pass") \
            if state.top is not None else g.legal(state, seat)[0]
        events = g.act(state, seat, action, 0.0)
        view.show_view(g.view(state, 0), events)
    qtbot.waitUntil(lambda: "turn" in recorder.played, timeout=2000)
    view.show_view(g.view(state, 0), [])  # still our turn: no second tick
    qtbot.wait(350)
    assert recorder.played.count("turn") == 1


def test_revolution_and_hand_over_sounds(qtbot: Any) -> None:
    view = DaifugoView(0)
    qtbot.addWidget(view)
    assert view.sound_for([{"type": "pass", "seat": 1}]) is None
    assert view.sound_for([{"type": "play", "seat": 1, "cards": ["S3"]},
                           {"type": "revolution", "on": True}]) == "yaku"
    assert view.sound_for([{"type": "play", "seat": 1, "cards": ["S8"]},
                           {"type": "clear", "reason": "eight_cut", "leader": 1}]) == "capture"
    assert view.sound_for([{"type": "hand_over", "ranks": [1, 2, 3, 4]}]) == "win"
    assert view.sound_for([{"type": "hand_over", "ranks": [3, 1, 2, 4]}]) == "yaku"


def test_koikoi_sounds(qtbot: Any, recorder: Recorder) -> None:
    from client.games.koikoi.view import KoikoiView

    g = get("koikoi")
    assert g is not None
    view = KoikoiView(0)
    qtbot.addWidget(view)
    state = g.new({}, 2, seed=4)
    seat = g.view(state, 0)["turn"]
    action = g.view(state, seat)["legal"][0]
    events = g.act(state, seat, action, 0.0)
    view.show_view(g.view(state, 0), events)
    assert recorder.played[:1] in (["card"], ["capture"], ["yaku"])
    assert view.sound_for([{"type": "play", "seat": 1, "card": 3, "taken": [3, 2]}]) == "capture"
    assert view.sound_for([{"type": "play", "seat": 1, "card": 3, "taken": []}]) == "card"
    assert view.sound_for([{"type": "yaku", "seat": 1, "yaku": [], "total": 5},
                           {"type": "koikoi", "seat": 1, "count": 1}]) == "yaku"
    assert view.sound_for([{"type": "shobu", "seat": 0, "auto": False},
                           {"type": "round_end", "result": {"winner": 0}}]) == "win"
    assert view.sound_for([{"type": "shobu", "seat": 1, "auto": False},
                           {"type": "round_end", "result": {"winner": 1}}]) == "stamp"


def test_deltacle_sounds(qtbot: Any, recorder: Recorder) -> None:
    from client.games.deltacle.view import DeltacleView

    g = get("deltacle")
    assert g is not None
    view = DeltacleView(0)
    qtbot.addWidget(view)
    state = g.new({}, 3, seed=2)
    view.show_view(g.view(state, 0), [])
    assert recorder.played == ["turn"]  # everyone chooses a card at once: our turn too
    assert view.sound_for([{"type": "reveal", "plays": []}]) == "card"
    assert view.sound_for([{"type": "collision", "seat": 1, "victim": 0}]) == "error"
    assert view.sound_for([{"type": "collision", "seat": 0, "victim": 1},
                           {"type": "pickup", "seat": 0}]) == "capture"
    assert view.sound_for([{"type": "pentacle", "seat": 2, "colors": []}]) == "yaku"
    assert view.sound_for([{"type": "game_over", "seat": 0, "ranks": [1, 2, 3]}]) == "win"
    assert view.sound_for([{"type": "game_over", "seat": 1, "ranks": [2, 1, 3]}]) == "yaku"


def test_stamp_plays_when_sound_is_on(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from client.ui import table_window

    rec = Recorder()
    monkeypatch.setattr(table_window, "sound_bank", lambda: rec)
    window = table_window.TableWindow()
    qtbot.addWidget(window)
    window.set_preferences(True, False)
    window.show_stamp({"name": "はなこ", "stamp": "yoroshiku"})
    assert rec.played == ["stamp"]
    window.set_preferences(False, False)
    window.show_stamp({"name": "はなこ", "stamp": "yoroshiku"})
    assert rec.played == ["stamp"]
