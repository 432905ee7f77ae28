"""The 競技かるた table: the 競技エリア (arena.py) on the left, on the right the opponent's name
panel at the top and one's own at the bottom, between them the reading as text, the cards
taken by side and area, and the buttons ([S] 次へ, 自動配置, 試合経過詳細).

The view turns what the player does into the actions the view offers (``legal`` and
``templates``, offers.py): touches from the
pointer and the numpad (``how`` click / sweep / sweep_cross / key / carry), moves, 浮き札,
送り札 picks, card placing, ``start`` (click the message window, then take the pointer out of the
area), ``proceed`` ([S]). It keeps the host's reading timeline on this machine's clock: a
reading's kana are shown, its voice played and its 決まり字 counted as heard relative to the moment
the reading began here (the view's ``clock`` gives the offset)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from client.games.base import GameView
from client.games.karuta.arena import Arena
from client.games.karuta.counts_panel import CountsPanel
from client.games.karuta.hand import Touch
from client.games.karuta.log_dialog import LogDialog
from client.games.karuta.name_panel import NamePanel
from client.games.karuta.offers import offered
from client.games.karuta.reading_panel import ReadingPanel, heard_kana
from client.games.karuta.result_panel import ResultPanel
from client.games.karuta.torifuda import paint_card
from client.games.motion import Script
from client.sound import most_notable
from protocol.clock_sync import own_clock

try:  # the voice players; the table plays on (text) without them
    from client.games.karuta.voice import KarutaVoice, StreamPlayer
except Exception:  # pragma: no cover - no Qt Multimedia
    KarutaVoice = StreamPlayer = None  # type: ignore[assignment,misc]

VOICE_MODES = ("voice", "voice_text")

log = logging.getLogger(__name__)

SIDE_WIDTH = 232
TICK_MS = 30
BUTTON_STYLE = "QPushButton { font-family: IPAexGothic; font-size: 13px; padding: 4px 8px; }"
TAKE_SOUND = {"carry": "capture"}  # other ways of taking: the slap of a card ("card")


class KarutaView(GameView):
    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.clock: Callable[[], float] = own_clock  # the clock the connection's pongs tell
        self.view: dict[str, Any] = {}
        self.shown_seats: list[dict[str, Any]] = []  # the seats as of the last view shown
        self.reading_key: tuple[Any, ...] | None = None
        self.voice_started = False  # the reading of reading_key is being played
        self.reading_start = 0.0  # local clock time the current reading began
        self.heard_local: float | None = None
        self.current_poem: int | None = None
        # The local clock time the current poem's 上の句 began playing here: touches are timed
        # against it, so the host judges them fairly whatever the network's delay (fair.py).
        self.poem_heard: tuple[int, float] | None = None
        self.poem_names: dict[int, str] = {}  # poem -> first phrase, as read in this match
        self.start_armed = False  # the message window was clicked (memorisation)
        self.memorize_since: float | None = None
        self.voice: Any = None
        if KarutaVoice is not None:
            try:
                self.voice = KarutaVoice(self)
            except Exception:  # no audio: the match plays on as text
                self.voice = None
        # At a table on a host the host reads: its stream is played, the files never (the view
        # learns the poem only once it is heard). ``streamed`` once a media message came.
        self.stream: Any = None if StreamPlayer is None else StreamPlayer(self, clock=lambda: self.clock())
        self.streamed = False
        self.host_offset = 0.0  # this machine's clock minus the host's, from the last view
        self.stream_kana: tuple[float, dict[int, str]] = (-1.0, {})  # the stream's kana so far
        self.setMinimumSize(800, 470)

        self.arena = Arena()
        self.arena.clock = lambda: self.clock()
        self.arena.hides = self.motion.hides
        self.motion.settled.connect(self.arena.update)
        self.opponent_panel = NamePanel()
        self.my_panel = NamePanel()
        self.reading_panel = ReadingPanel()
        self.counts_panel = CountsPanel()
        self.counts_panel.hide()
        self.proceed_button = QPushButton(self.tr("次へ［S］"))
        self.auto_button = QPushButton(self.tr("残りを自動配置"))
        self.log_button = QPushButton(self.tr("試合経過詳細"))
        for button in (self.proceed_button, self.auto_button, self.log_button):
            button.setStyleSheet(BUTTON_STYLE)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.proceed_button.clicked.connect(lambda: self._send({"type": "proceed"}))
        self.auto_button.clicked.connect(lambda: self._send({"type": "auto_place"}))
        self.log_button.clicked.connect(self.open_log)

        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(6)
        side.addWidget(self.opponent_panel)
        side.addWidget(self.reading_panel, 1)
        side.addWidget(self.counts_panel)
        side.addWidget(self.proceed_button)
        side.addWidget(self.auto_button)
        side.addWidget(self.log_button)
        side.addWidget(self.my_panel)
        side_box = QWidget()
        side_box.setLayout(side)
        side_box.setFixedWidth(SIDE_WIDTH)
        self.side_box = side_box
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        row.setSpacing(6)
        row.addWidget(self.arena, 1)
        row.addWidget(side_box)

        self.result_panel = ResultPanel(self.arena)
        self.result_panel.hide()
        self.result_panel.finish_clicked.connect(lambda: self._send({"type": "finish"}))
        self.result_panel.proceed_clicked.connect(lambda: self._send({"type": "proceed"}))
        self.result_panel.log_clicked.connect(self.open_log)
        self.log_dialog: LogDialog | None = None

        self.arena.touched.connect(self._touched)
        self.arena.hovered.connect(lambda cards: self._send({"type": "hover", "cards": cards}))
        self.arena.move_requested.connect(
            lambda poem, s, r, c: self._send({"type": "move", "poem": poem, "side": s, "row": r,
                                              "col": c}))
        self.arena.float_requested.connect(lambda poem: self._send({"type": "float", "poem": poem}))
        self.arena.pick_requested.connect(
            lambda poem: self._send({"type": "pick_send", "poem": poem}))
        self.arena.place_requested.connect(
            lambda poem, r, c: self._send({"type": "place", "poem": poem, "row": r, "col": c}))
        self.arena.message_clicked.connect(self._message_clicked)
        self.arena.left_area.connect(self._left_area)
        self.arena.pointer_in_area.connect(self._pointer_in_area)
        self.arena.resized.connect(self._place_result)
        self.ticker = QTimer(self, interval=TICK_MS)
        self.ticker.timeout.connect(self._tick)

    # -- who is who -----------------------------------------------------------------------------

    @property
    def me(self) -> int:
        return self.seat if self.seat is not None else 0

    def names(self) -> list[str]:
        sides = self.view.get("sides") or [{}, {}]
        out = []
        for s, side in enumerate(sides):
            shell = self.seats[s] if s < len(self.seats) else {}
            name = shell.get("name") or side.get("name") or self.tr("第{0}陣").format(s + 1)
            out.append(str(name))
        return out

    # -- the view -------------------------------------------------------------------------------

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        if view == self.view and not events and self.seats == self.shown_seats:
            return  # a step that changed nothing here (a hover that began or ended no 特殊技)
        self.shown_seats = [dict(s) for s in self.seats]
        self.finish_animation()
        before = self._card_rects()
        previous_phase = self.view.get("phase")
        self.view = view
        self._track_reading(view)
        self.arena.show_view(view, self.me)
        self.arena.show_counts = view.get("you") is not None
        if view.get("phase") == "memorize" and previous_phase != "memorize":
            self.memorize_since = self.clock()
            self.start_armed = False
        if "start" not in self._legal_types():
            self.start_armed = False
        self._show_panels(view)
        self._show_result(view)
        self._remember_poems(view)
        if self.log_dialog is not None and self.log_dialog.isVisible():
            self.log_dialog.show_log(view.get("log") or [], self.names(), self.poem_names,
                                     view.get("you"))
        self._react(events)
        if events and before:
            self._animate(before, events)
        self._tick()
        if not self.ticker.isActive():
            self.ticker.start()

    def _legal_types(self) -> set[str]:
        return offered(self.view)

    def set_seats(self, seats: list[dict[str, Any]]) -> None:
        """The shell's seats changed (a person dropped or came back): the name panels say so at
        once, not with the next view."""
        super().set_seats(seats)
        if self.view:
            self._show_panels(self.view)
            self.shown_seats = [dict(s) for s in self.seats]

    def _show_panels(self, view: dict[str, Any]) -> None:
        sides = view.get("sides") or [{}, {}]
        me, opp = self.me, 1 - self.me
        shell = self.seats if len(self.seats) == 2 else [None, None]
        you = view.get("you")
        names = self.names()
        self.opponent_panel.show_side(sides[opp], names[opp], shell[opp], you == opp)
        self.my_panel.show_side(sides[me], names[me], shell[me], you == me)
        done = view.get("techniques") or []
        self.opponent_panel.show_techniques([t for t in done if t.get("seat") == opp])
        self.my_panel.show_techniques([t for t in done if t.get("seat") == me])
        types = self._legal_types()
        self.proceed_button.setVisible("proceed" in types and view.get("phase") != "decided")
        self.auto_button.setVisible("auto_place" in types)
        heads = self.names()
        if you is not None:
            heads[you] = self.tr("あなた")
            heads[1 - you] = self.tr("相手")
        self.counts_panel.show_counts(sides, me, heads)
        self.counts_panel.setVisible(self.arena.show_counts and self.arena.inside)

    def _show_result(self, view: dict[str, Any]) -> None:
        if view.get("phase") in ("decided", "finished"):
            self.result_panel.show_result(view, self.names(), view.get("you"))
            self._place_result()
            self.result_panel.show()
            self.result_panel.raise_()
        else:
            self.result_panel.hide()

    def _place_result(self) -> None:
        panel = self.result_panel
        panel.adjustSize()
        w = min(max(panel.sizeHint().width(), 380), max(380, round(self.arena.width() * 0.9)))
        h = panel.sizeHint().height()
        if panel.hasHeightForWidth() and panel.heightForWidth(w) > 0:
            h = panel.heightForWidth(w)  # wrapped lines (the reason, the hint) at this width
        area = self.arena.geo.area
        panel.setGeometry(round(area.center().x() - w / 2), round(area.center().y() - h / 2), w, h)

    def _remember_poems(self, view: dict[str, Any]) -> None:
        reading = view.get("reading") or {}
        if reading.get("part") == "kami" and reading.get("text_kanji") and reading.get("poem") is not None:
            self.poem_names[int(reading["poem"])] = str(reading["text_kanji"][0])

    # -- the reading on this machine's clock ----------------------------------------------------

    def _track_reading(self, view: dict[str, Any]) -> None:
        if view.get("paused"):
            # a person is away: the reader stops; the part is read again when the match resumes
            if self.voice is not None and self.reading_key is not None:
                self.voice.stop()
            if self.stream is not None:
                self.stream.stop()
            self.reading_key = None
            return
        now = self.clock()
        offset = now - float(view.get("clock", 0.0))  # local time minus host time
        self.host_offset = offset
        reading = view.get("reading")
        if reading and float(reading.get("started_at", 0.0)) > float(view.get("clock", 0.0)) + 0.01:
            reading = None  # a reading resumed after a pause begins later: the host says when
        key = None
        if reading:  # a reading is known by when it began: its poem is named later (release as heard)
            key = (reading.get("part"), reading.get("started_at"))
        if key != self.reading_key:
            self.reading_key = key
            self.voice_started = False
            if reading:
                self.reading_start = float(reading.get("started_at", 0.0)) + offset
        if reading and reading.get("poem") is not None and not self.voice_started and not self.streamed:
            self.voice_started = True
            self._play_voice(reading)  # the practice: the files, here
        if reading and reading.get("part") == "kami" and reading.get("poem"):
            self.poem_heard = (int(reading["poem"]), self.reading_start)
        current = view.get("current")
        if (current or {}).get("poem") != self.current_poem:
            self.current_poem = (current or {}).get("poem")
            self.heard_local = None
        if not current:
            self.heard_local = None
        elif reading and reading.get("poem") == current.get("poem") and reading.get("part") == "kami":
            self.heard_local = self.reading_start + float(current["heard_at"]) - float(
                reading.get("started_at", 0.0))
        elif self.heard_local is None:
            self.heard_local = float(current.get("heard_at", 0.0)) + offset
        self.arena.set_heard_at(self.heard_local)

    def reading_mode(self) -> str:
        return str((self.view.get("settings") or {}).get("yomi", "voice_text"))

    def voice_playing(self) -> bool:
        player = self.stream if self.streamed else self.voice
        return self.sound_on and player is not None and bool(getattr(player, "available", False))

    def show_media(self, message: dict[str, Any]) -> None:
        """The host's reading as it sounds: a slice of its voice to play at its time here, or a
        kana of its text (released at its onset)."""
        self.streamed = True
        stream = float(message.get("stream", 0.0))
        if message.get("kind") == "kana":
            if self.stream_kana[0] != stream:
                self.stream_kana = (stream, {})
            self.stream_kana[1][int(message.get("index", 0))] = str(message.get("kana", ""))
        elif message.get("kind") == "pcm" and self.stream is not None:
            if not self.sound_on or self.reading_mode() not in VOICE_MODES:
                return
            try:
                self.stream.feed(stream, float(message["at"]) + self.host_offset,
                                 int(message["rate"]), bytes(message["pcm"]))
            except Exception:  # a voice that fails must not take the table down
                log.exception("karuta stream failed")
                self.stream = None

    def streamed_kana(self, reading: dict[str, Any]) -> str:
        """The kana of ``reading`` the host has released so far (its stream began at the
        reading's ``started_at``)."""
        stream, kana = self.stream_kana
        if abs(stream - float(reading.get("started_at", -2.0))) > 1e-6:
            return ""
        return "".join(kana[i] for i in sorted(kana))

    def shows_text(self) -> bool:
        """The text mode, or voice + text; the voice mode without a voice shows the text too
        (no audio device: the match plays on as text)."""
        mode = self.reading_mode()
        return mode in ("text", "voice_text") or (mode == "voice" and not self.voice_playing())

    def _play_voice(self, reading: dict[str, Any]) -> None:
        if not self.sound_on or self.reading_mode() not in VOICE_MODES:
            return  # silent: Qt Multimedia is not even looked for
        if self.voice is None or not getattr(self.voice, "available", False):
            return
        late = self.clock() - self.reading_start  # the view came after the reading began
        try:
            if late > 0.05:
                self.voice.play(int(reading["poem"]), str(reading["part"]), reading.get("stop_at"),
                                start_at=late)
            else:
                self.voice.play(int(reading["poem"]), str(reading["part"]), reading.get("stop_at"))
        except Exception:  # a voice that fails must not take the table down
            self.voice = None

    def set_sound(self, on: bool) -> None:
        super().set_sound(on)
        if on:
            self._ready_the_voice()
        if not on and self.voice is not None:
            self.voice.stop()
        if not on and self.stream is not None:
            self.stream.stop()

    def _ready_the_voice(self) -> None:
        """Load Qt Multimedia and look for the audio device now, as the table opens (or the
        sound is switched on), not at the first reading: done there, it held the GUI thread
        ~45 ms and Qt's new threads ~60 ms more while the first poem was read
        (bench/gui_stalls.py). A table without sound never loads it."""
        for player in (self.voice, self.stream):
            if player is not None:
                getattr(player, "available", False)

    def _tick(self) -> None:
        """Keep the text, the image and the message in step with the clock."""
        view = self.view
        now = self.clock()
        reading = view.get("reading")
        mode = self.reading_mode()
        title = self._reading_title(view)
        self.reading_panel.set_title(title)
        if reading and self.shows_text() and not view.get("paused"):
            elapsed = now - self.reading_start
            kana = heard_kana(reading, elapsed) if reading.get("kana") else self.streamed_kana(reading)
            done = elapsed >= float(reading.get("stop_at") or reading.get("duration") or 0.0)
            kanji = "　".join(reading.get("text_kanji") or []) if done else ""
            self.reading_panel.show_text(kana, kanji)
        else:
            self.reading_panel.show_text("", "")
        current = view.get("current")
        self.reading_panel.show_info(self._poem_info(current, now))
        show_image = (mode == "image" and current is not None
                      and view.get("phase") in ("reading", "after_take", "sending")
                      and self.heard_local is not None and now >= self.heard_local)
        image = current if show_image else None
        if image is not self.arena.image_poem:
            self.arena.image_poem = image
            self.arena.update()
        message = self.message_text(view, now)
        if message != self.arena.message:
            self.arena.message = message
            self.arena.update()
        self.arena.message_clickable = "start" in self._legal_types()

    def _poem_info(self, current: dict[str, Any] | None, now: float) -> str:
        """The poem in play, once its 決まり字 has been heard: number, poet, 決まり字; while
        placing cards, the next one to place."""
        nxt = self.arena.next_to_place()
        if nxt is not None:
            return self.tr("次に置く札：{0}番").format(nxt[0])
        if not current or self.heard_local is None or now < self.heard_local:
            return ""
        text = self.tr("{0}番 {1}").format(current.get("poem"), current.get("author", ""))
        text += "\n" + self.tr("決まり字「{0}」（{1}字）").format(
            current.get("kimariji_text", ""), current.get("kimariji", ""))
        if current.get("kara"):
            text += "　" + self.tr("空札")
        return text

    def _reading_title(self, view: dict[str, Any]) -> str:
        reading = view.get("reading")
        if reading and reading.get("poem") == 0:
            return self.tr("序歌")
        count = int(view.get("read_count", 0))
        if count:
            return self.tr("{0}首目（残り{1}首）").format(count, view.get("unread_count", 0))
        return self.tr("読み")

    # -- the message window ---------------------------------------------------------------------

    def message_text(self, view: dict[str, Any], now: float) -> str:
        phase = view.get("phase")
        names = self.names()
        you = view.get("you")
        types = self._legal_types()
        if view.get("paused"):
            away = [names[s] for s, gone in enumerate(view.get("away") or []) if gone]
            return self.tr("中断中：{0}の接続が切れました").format("・".join(away))
        if phase == "arrange":
            to_place = (view.get("sides") or [{}, {}])[self.me].get("to_place") or []
            if "place" in types and to_place:
                return self.tr("自陣の置く場所をクリック（あと{0}枚）").format(len(to_place))
            return self.tr("札の配置を待っています")
        if phase == "memorize":
            elapsed = int(max(0.0, now - (self.memorize_since or now)))
            clock = f"{elapsed // 60}:{elapsed % 60:02d}"
            if "start" not in types:
                return self.tr("暗記 {0}　相手を待っています").format(clock)
            if self.start_armed:
                return self.tr("暗記 {0}　エリア外へ出ると開始／再クリックでリセット").format(clock)
            return self.tr("暗記 {0}　ここをクリック後、エリア外へ出ると開始").format(clock)
        if phase == "reading":
            reading = view.get("reading") or {}
            if reading.get("poem") == 0:
                return self.tr("序歌")
            return ""
        if phase == "after_take":
            take = view.get("take")
            if take:
                line = self.tr("{0}が取りました（{1}ms）").format(
                    names[take["by"]], take.get("after_ms", 0))
            elif (view.get("current") or {}).get("kara"):
                line = self.tr("空札")
            else:
                line = ""
            if "proceed" in types:
                line += ("　" if line else "") + self.tr("［S］で次へ")
            return line
        if phase == "sending":
            send = view.get("send") or {}
            left = int(send.get("count", 0)) - len(send.get("chosen") or [])
            if you is not None and send.get("by") == you:
                return self.tr("送る札を自陣から選んでください（あと{0}枚）").format(left)
            by = send.get("by")
            return self.tr("{0}が送り札を選んでいます").format(names[by] if by is not None else "")
        if phase == "interval":
            return ""
        if phase == "decided":
            return self.tr("勝負あり")
        if phase == "finished":
            return self.tr("試合終了")
        return ""

    def _message_clicked(self) -> None:
        if "start" not in self._legal_types():
            return
        if self.start_armed:
            self.memorize_since = self.clock()  # a second click resets the elapsed time
        self.start_armed = True
        self._tick()

    def _left_area(self) -> None:
        if self.start_armed and "start" in self._legal_types():
            self.start_armed = False
            self._send({"type": "start"})

    def _pointer_in_area(self, inside: bool) -> None:
        self.counts_panel.setVisible(inside and self.arena.show_counts)

    # -- actions --------------------------------------------------------------------------------

    def _touched(self, touch: Touch) -> None:
        action: dict[str, Any] = {"type": "touch", "cards": list(touch.cards), "how": touch.how}
        if self.poem_heard is not None and self.poem_heard[0] == self.current_poem:
            # when, on this machine's clock, the reading began here and the hand touched
            action.update(t=self.clock(), heard=self.poem_heard[1], heard_poem=self.poem_heard[0])
        self._send(action)

    def _send(self, action: dict[str, Any]) -> None:
        if action.get("type") not in self._legal_types():
            return
        self.action_requested.emit(dict(action))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.isAutoRepeat():
            return
        key = event.key()
        if key == Qt.Key.Key_S:
            self._send({"type": "proceed"})
            return
        if "touch" in self._legal_types():
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            touch = self.arena.key_touch(key, shift)
            if touch is not None:
                self._touched(touch)
                return
        super().keyPressEvent(event)

    def open_log(self) -> None:
        if self.log_dialog is None:
            self.log_dialog = LogDialog(self)
        self.log_dialog.show_log(self.view.get("log") or [], self.names(), self.poem_names,
                                 self.view.get("you"))
        self.log_dialog.show()
        self.log_dialog.raise_()

    # -- what happened: sounds, flashes, flights ------------------------------------------------

    def _react(self, events: list[dict[str, Any]]) -> None:
        names: list[str | None] = []
        for e in events:
            kind = e.get("type")
            if kind == "take":
                names.append(TAKE_SOUND.get(str(e.get("how")), "card"))
            elif kind == "foul":
                names.append("error")
            elif kind == "safe":
                self._panel_of(e.get("seat")).flash()
            elif kind == "sent":
                names.append("card")
            elif kind in ("decided", "finished"):
                winner = e.get("winner", (self.view.get("result") or {}).get("winner"))
                if winner is not None and winner == self.view.get("you"):
                    names.append("win")
        self.play_sound(most_notable(names))

    def _panel_of(self, seat: Any) -> NamePanel:
        return self.my_panel if seat == self.me else self.opponent_panel

    def _card_rects(self) -> dict[int, tuple[QRectF, tuple[str, ...], bool]]:
        """Every card on the field: its rect (in the view's coordinates), its lines, and whether
        it is turned (on the far side)."""
        arena = self.arena
        offset = arena.mapTo(self, QPoint(0, 0))
        out = {}
        for poem, place in arena.places.items():
            lines = tuple(arena.cards[poem].get("lines", ()))
            out[poem] = (arena.geo.card_rect(place).translated(offset), lines, not place.mine)
        return out

    def _panel_rect(self, seat: Any) -> QRectF:
        panel = self._panel_of(seat)
        return QRectF(panel.rect()).translated(panel.mapTo(self, QPoint(0, 0)))

    def _animate(self, before: dict[int, tuple[QRectF, tuple[str, ...], bool]],
                 events: list[dict[str, Any]]) -> None:
        """A taken card flies to its taker's name panel and fades there, turning to face the
        taker; cards sent or moved glide to their new places. A take, an お手つき and 勝負あり are
        announced."""
        script = Script()
        after = self._card_rects()
        takers = {int(e["poem"]): e.get("seat") for e in events if e.get("type") == "take"}
        for poem, (src, lines, turned) in before.items():
            def face(p: Any, r: QRectF, lines: tuple[str, ...] = lines) -> None:
                paint_card(p, r, lines)
            start_angle = 180.0 if turned else 0.0
            if poem not in after:
                taker = takers.get(poem)
                if taker is None:
                    continue
                panel = self._panel_rect(taker)
                end = QRectF(0, 0, src.width() * 0.8, src.height() * 0.8)
                end.moveCenter(panel.center())
                # it ends upright for its taker: face up to me, turned for the other side
                end_angle = (360.0 if turned else 0.0) if taker == self.me else 180.0
                script.fly(face, src, end, 0.0, 1.6, key=poem, rotate=(start_angle, end_angle),
                           picture=("karuta", poem)).then(0.6, end, fade=True)
            elif after[poem][0] != src:
                angle = 180.0 if after[poem][2] else 0.0
                script.fly(face, src, after[poem][0], 0.0, 1.4, key=poem, rotate=(start_angle, angle),
                           picture=("karuta", poem))
        names = self.names()
        for e in events:
            kind = e.get("type")
            seat = e.get("seat")
            if kind == "take" and isinstance(seat, int) and 0 <= seat < len(names):
                script.announce(self.tr("取り！"), self.tr("{0}（{1}ms）").format(names[seat], e.get("after_ms", 0)),
                                0.8, area=self._panel_rect(seat))
            elif kind == "foul" and isinstance(seat, int) and 0 <= seat < len(names):
                script.announce(self.tr("お手つき！"), names[seat], area=self._panel_rect(seat))
            elif kind == "decided":
                winner = e.get("winner")
                detail = (self.tr("{0}の勝ち").format(names[winner])
                          if isinstance(winner, int) and 0 <= winner < len(names) else "")
                # above the result, which comes up in the middle of the area at the same time
                arena = QRectF(self.arena.rect()).translated(self.arena.mapTo(self, QPoint(0, 0)))
                top = self.result_panel.mapTo(self, QPoint(0, 0)).y() if self.result_panel.isVisible() \
                    else arena.center().y()
                script.announce(self.tr("勝負あり"), detail, 1.0,
                                area=QRectF(arena.left(), arena.top(), arena.width(), max(60.0, top - arena.top())))
        self.animate(script)

    def hideEvent(self, event: Any) -> None:
        self.ticker.stop()
        if self.voice is not None:
            self.voice.stop()
        super().hideEvent(event)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self.view:
            self.ticker.start()
        self.arena.setFocus()


__all__ = ["KarutaView"]
