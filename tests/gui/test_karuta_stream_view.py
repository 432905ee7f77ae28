"""The karuta table view at a table on a host, where the host is the reader: it learns the poem
only when the view names it, shows the text of the reading from the kana the host releases (never
a kana before it came), plays the voice the host streams (each slice at its time on this
machine's clock; with no audio device here, the player keeps time all the same) and times a touch
against the moment the reading began here. The host's media are made by the real engine
(server/games/karuta/stream.py) and given to the view when the host would send them."""

from __future__ import annotations

from typing import Any

from client.games.karuta.view import KarutaView
from server.games.karuta import GAME
from server.games.karuta.release import NAMING_LAG
from server.games.karuta.stream import BUFFER
from tests.games.karuta.conftest import begin, next_reading, setup
from tests.gui.test_karuta_view import centre_of, open_table

SIDES = {0: {21: (2, 1), 31: (2, 0), 17: (1, 0)}, 1: {64: (2, 0), 18: (2, 1), 22: (2, 11)}}


class Host:
    """The real engine, on a clock this test moves, sending the view and the media of each
    moment to one table view the way the host would."""

    def __init__(self, table: KarutaView, **settings: Any) -> None:
        self.table = table
        self.state = setup(GAME, SIDES, [21], names=("人", None), **settings)
        begin(GAME, self.state)
        self.start = next_reading(GAME, self.state, 21)
        self.now = self.start
        self.sent: set[Any] = set()
        table.clock = lambda: self.now  # this machine's clock is the host's
        table.show_view(GAME.view(self.state, 0), [{"type": "reading", "part": "kami"}])

    def advance(self, qtbot: Any, until: float, step: float = 0.01) -> None:
        while self.now < until - 1e-9:
            self.now = min(until, self.now + step)
            if (due := GAME.deadline(self.state)) is not None and due <= self.now:
                events = GAME.tick(self.state, self.now)
                self.table.show_view(GAME.view(self.state, 0), events)
            for item in GAME.media(self.state):
                if item.key not in self.sent and item.send_at <= self.now:
                    self.sent.add(item.key)
                    self.table.show_media({"type": "media", "table": "t", "at": item.at, **item.body()})
            qtbot.wait(1)
            self.table._tick()


def test_the_text_is_the_kana_the_host_released_and_the_poem_comes_when_heard(qtbot: Any) -> None:
    table = open_table(qtbot)
    host = Host(table, yomi="text", kami="whole", shimo="none")
    part = GAME.timeline.part(21, "kami")
    heard_at = host.state.reading.current.heard_at
    assert table.view["reading"]["poem"] is None and table.view["current"] is None
    for moment in (part.onsets[1] + 0.01, part.onsets[2] + 0.01):
        host.advance(qtbot, host.start + moment)
        shown = table.reading_panel.kana.text()
        assert shown == "".join(k for k, o in zip(part.kana, part.onsets, strict=True) if o <= moment)
        assert table.current_poem is None and table.view["current"] is None
    host.advance(qtbot, heard_at + 0.02)
    assert table.view["current"] is None  # heard, but named only a sound card's delay later
    host.advance(qtbot, heard_at + NAMING_LAG + 0.02)
    assert table.view["current"]["poem"] == 21  # named once its 決まり字 is heard
    assert table.reading_panel.kana.text().startswith("".join(part.kana[:3]))


def test_the_stream_keeps_time_and_a_touch_is_timed_against_it(qtbot: Any) -> None:
    table = open_table(qtbot)
    table.sound_on = True
    host = Host(table, yomi="voice", kami="whole", shimo="none")
    player = table.stream
    assert player is not None and table.streamed is False
    began: list[tuple[float, float]] = []
    player.started.connect(lambda stream, at: began.append((stream, at)))
    host.advance(qtbot, host.start + 0.5)
    assert table.streamed
    assert began == [(host.start, host.start)]  # it began to sound at the reading's start here
    assert player.position() == host.now - host.start
    if not player.available:  # no audio device here: the text is shown instead
        assert table.shows_text() and table.reading_panel.kana.text()
    heard_at = host.state.reading.current.heard_at
    host.advance(qtbot, heard_at + 0.3)
    sent: list[dict[str, Any]] = []
    table.action_requested.connect(sent.append)
    point = centre_of(table, 21)
    qtbot.mouseMove(table.arena, point)
    qtbot.mouseClick(table.arena, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton, pos=point)
    touch = next(a for a in sent if a["type"] == "touch")
    assert touch["heard"] == host.start and touch["heard_poem"] == 21 and touch["t"] == host.now


def test_sound_off_and_a_pause_silence_the_stream(qtbot: Any) -> None:
    table = open_table(qtbot)
    table.sound_on = True
    host = Host(table, yomi="voice_text", kami="whole", shimo="none")
    host.advance(qtbot, host.start + BUFFER)
    assert table.stream.stream == host.start
    table.set_sound(False)
    assert table.stream.stream is None and table.stream.position() == 0.0
    host.advance(qtbot, host.start + 0.6)
    assert table.stream.stream is None  # sound off: nothing more is played
