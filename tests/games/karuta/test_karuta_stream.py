"""The host is the reader: the reading goes to the table as timed media (stream.py, the runner's
``schedule_media``), through the real hall on task.Clock. A slice of the voice is sent no more
than ``BUFFER`` ahead of its sound, each kana of the text at its onset and never before; the
slices of a reading follow each other without a gap to its end (or its cut, faded out); everyone
at the table gets the same; a pause stops the stream and the resumed reading streams again from
its start."""

from __future__ import annotations

from array import array
from collections import defaultdict
from typing import Any

import pytest
import soundfile

from server.games.karuta import GAME, pcm
from server.games.karuta.stream import BUFFER, CHUNK, FADE, pcm_slice
from server.games.karuta.timeline import VOICE
from tests.hall.conftest import HallHarness

STEP = 0.005


@pytest.fixture
def harness(tmp_path) -> HallHarness:
    harness = HallHarness(tmp_path / "hall.sqlite3")
    yield harness
    harness.hall.shutdown()
    harness.store.close()


def timed(harness: HallHarness, outlet: Any) -> list[tuple[float, dict[str, Any]]]:
    """Every message sent to ``outlet`` from now on, with the host time it was sent."""
    got: list[tuple[float, dict[str, Any]]] = []
    send = outlet.send

    def recorded(message: dict[str, Any]) -> None:
        send(message)
        got.append((harness.clock.seconds(), message))

    outlet.send = recorded
    return got


def run(harness: HallHarness, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        harness.clock.advance(STEP)


SETTINGS = {"joka": True, "kami": "kimariji", "shimo": "continue", "ma_min": 200, "ma_max": 200,
            "yomi": "voice_text"}


def test_the_voice_comes_at_most_the_buffer_ahead_and_each_kana_at_its_onset(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2, "settings": SETTINGS})
    table_id = alice.table_id
    table = harness.hall.tables[table_id]
    harness.send(alice, {"type": "set_seat", "seat": 1, "cpu_level": "A"})
    bob, b = harness.join("ボブ")
    harness.send(bob, {"type": "watch", "table": table_id})
    got_a, got_b = timed(harness, a), timed(harness, b)
    harness.send(alice, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "act", "action": {"type": "start"}})
    streams: dict[float, tuple[int, str, float | None]] = {}  # stream -> (poem, part, stop)
    for _ in range(round(40 / STEP)):
        sounding = table.state.reading.sounding
        if sounding is not None and sounding.started_at not in streams:
            streams[sounding.started_at] = (sounding.poem, sounding.part, sounding.stop)
        harness.clock.advance(STEP)
    media_a = [(t, m) for t, m in got_a if m["type"] == "media"]
    assert [m for _, m in media_a] == [m for _, m in got_b if m["type"] == "media"]  # the watcher too
    pcm: dict[float, list[tuple[float, dict[str, Any]]]] = defaultdict(list)
    kana: dict[float, list[tuple[float, dict[str, Any]]]] = defaultdict(list)
    for t, m in media_a:
        assert m["table"] == table_id
        if m["kind"] == "pcm":
            assert -STEP - 1e-9 <= m["at"] - t <= BUFFER + 1e-9, (m["at"], t)  # never more than the buffer ahead
            pcm[m["stream"]].append((t, m))
        else:
            assert m["kind"] == "kana"
            assert m["at"] - 1e-9 <= t < m["at"] + STEP + 1e-9, (m["at"], t)  # at its onset, never before
            kana[m["stream"]].append((t, m))
    finished = [s for s in streams if any(m["last"] for _, m in pcm[s])]
    assert len(finished) >= 4  # the 序歌's two parts and some poems, to their ends
    for stream in finished:
        poem, part_name, stop = streams[stream]
        part = GAME.timeline.part(poem, part_name)
        end = part.duration if stop is None else min(stop, part.duration)
        slices = [m for _, m in pcm[stream]]
        assert [m["at"] for m in slices] == pytest.approx([stream + i * CHUNK for i in range(len(slices))])
        rate = slices[0]["rate"]
        audio = b"".join(m["pcm"] for m in slices)
        assert len(audio) // 2 == pytest.approx(end * rate, abs=2)  # to its end (or its cut), no gap
        whole = soundfile.read(str(VOICE / part.file), dtype="int16", always_2d=True)[0][:, 0].astype("<i2").tobytes()
        if stop is None:
            assert audio == whole[:len(audio)]  # the file's own sound
        else:
            tail = array("h", audio[-2 * (rate // 1000):])  # its last millisecond, faded to silence
            assert max(abs(x) for x in tail) <= 32768 * 0.001 / FADE
            assert audio == pcm_slice(part.file, 0.0, end, end)[1]
        texts = [m for _, m in kana[stream]]
        assert [m["index"] for m in texts] == list(range(len(texts)))
        assert [m["kana"] for m in texts] == [k for k, o in zip(part.kana, part.onsets, strict=True) if o < end]
        assert [m["at"] for m in texts] == pytest.approx([stream + o for o in part.onsets if o < end])
    assert not a.failed and not b.failed


def test_text_alone_streams_no_voice(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2,
                         "settings": {**SETTINGS, "yomi": "text"}})
    harness.send(alice, {"type": "set_seat", "seat": 1, "cpu_level": "A"})
    got = timed(harness, a)
    harness.send(alice, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "act", "action": {"type": "start"}})
    run(harness, 8)
    kinds = {m["kind"] for _, m in got if m["type"] == "media"}
    assert kinds == {"kana"}


def test_a_pause_stops_the_stream_and_the_resumed_reading_streams_from_its_start(harness):
    alice, a = harness.join("アリス")
    harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2,
                         "settings": {**SETTINGS, "joka": False}})
    table_id = alice.table_id
    table = harness.hall.tables[table_id]
    bob, b = harness.join("ボブ")
    harness.send(bob, {"type": "sit", "table": table_id, "seat": 1})
    got = timed(harness, a)
    for session in (alice, bob):
        harness.send(session, {"type": "ready", "ready": True})
    for session in (alice, bob):
        harness.send(session, {"type": "act", "action": {"type": "start"}})
    for _ in range(round(5 / STEP)):
        sounding = table.state.reading.sounding
        if sounding is not None and sounding.poem and harness.clock.seconds() > sounding.started_at + 1.0:
            break
        harness.clock.advance(STEP)
    first = table.state.reading.sounding.started_at
    harness.hall.disconnected(bob, b)  # bob's connection drops: the reader stops
    paused_at = harness.clock.seconds()
    assert table.state.paused_at is not None
    run(harness, 1.0)
    late = [m for t, m in got if m["type"] == "media" and t > paused_at + 1e-9]
    assert late == []  # nothing more of the interrupted stream, nor of any other
    sent = [m for _, m in got if m["type"] == "media" and m["stream"] == first and m["kind"] == "pcm"]
    assert sent and max(m["at"] for m in sent) <= paused_at + BUFFER + 1e-9
    harness.join("ボブ", token=bob.token)  # back: the part is read again from its start
    restart = table.state.reading.sounding.started_at
    assert restart > paused_at
    run(harness, 1.5)
    again = [m for _, m in got if m["type"] == "media" and m["stream"] == restart and m["kind"] == "pcm"]
    assert again and again[0]["at"] == pytest.approx(restart)
    assert [m["at"] for m in again] == pytest.approx([restart + i * CHUNK for i in range(len(again))])


def test_slices_read_in_order_are_the_file_itself():
    """pcm.py: slices read one after another from an open file, from two streams interleaved,
    and one asked for again (behind the file's position) or far ahead are the file's own samples."""
    path = VOICE / "012_kami.opus"
    whole, rate = soundfile.read(str(path), dtype="int16", always_2d=True)
    whole = whole[:, 0]
    edges = [round(i * CHUNK, 6) for i in range(int(len(whole) / rate / CHUNK) + 2)]
    got: dict[str, list] = {"a": [], "b": []}
    for start, end in zip(edges, edges[1:], strict=False):
        for key in ("a", "b"):
            got[key].append(pcm.read(path, start, end, key=("test", key))[1])
    for key in ("a", "b"):
        joined = [int(x) for part in got[key] for x in part]
        assert joined == [int(x) for x in whole]
    again = pcm.read(path, 1.0, 1.1, key=("test", "a"))[1]  # behind: decoded again from the start
    assert list(again) == list(whole[rate:rate + rate // 10])
    ahead = pcm.read(path, 3.0, 3.05)[1]
    assert list(ahead) == list(whole[3 * rate:3 * rate + rate // 20])
