"""The ことばカード table (server/games/kotoba/VIEW.md is the view and action schema it draws
from and sends).

At the top the mode, whose turn it is and the timer, the stock and the discard, and every seat's
chip (cards in hand, score, 完成). In the middle the board: in ならべる your own arrangement
(everyone's, one at a time, once the vote begins), in あわせる/かさねる the shared field. Below it
your hand. At the right the vote on the declared word (the word in large kana, each player's
answer as it comes, your OK / NG, the countdown), the word entry with 出す, the dictionary hint,
パス, 交換, 完成, and a short log.

Playing: drag cards from the hand onto the board (they snap to the grid and lie on top),
double-click to turn one over, the right button or R to turn it 90° where ``legal`` allows, the
wheel to zoom. In あわせる/かさねる the laid cards stay yours until 出す sends them with the word
you read; in ならべる every change is sent as an ``arrange`` of the whole board, and clicking a
line lets you give its spelling (濁点, small kana). The view holds no rules: what may be sent
comes from ``legal`` (complete actions) and ``templates`` (the ones to fill in), and the host
judges the rest.

On a laptop (a table of about 1250×640) everything has its base size; a larger table grows its
text, cards, vote tiles and side column with it, up to twice that (``scale_for``, ``set_scale``)."""

from __future__ import annotations

import time
from html import escape
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.games.base import GameView
from client.games.kotoba.action_panel import ActionPanel
from client.games.kotoba.board_widget import BoardWidget
from client.games.kotoba.hand_widget import HandWidget
from client.games.kotoba.model import TURNS, Placed, hidden, line_reading, run_through, runs
from client.games.kotoba.player_strip import PlayerStrip, SeatLine
from client.games.kotoba.result_panel import ResultPanel
from client.games.kotoba.table_motion import places, script_for
from client.games.kotoba.texts import label_style, mode_name, px, seconds_left, tr
from client.games.kotoba.vote_panel import VotePanel
from client.sound import most_notable

FELT = QColor("#1d3a27")
SIDE_WIDTH = 290
BASE_SIZE = (1250, 640)  # the table on a 1366×768 laptop: scale 1; larger tables grow to
MAX_SCALE = 2.0  # twice that (a 2560×1440 screen), text and cards alike
LOG_LINES = 5
HURRY_SECONDS = 10  # the timer turns red


def scale_for(width: int, height: int) -> float:
    """How much larger than a laptop's this table is (1.0 … MAX_SCALE)."""
    fit = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    return max(1.0, min(MAX_SCALE, fit))


def card_key(cards: list[Placed]) -> tuple[tuple[int, int, int, int], ...]:
    """A board as ``arrange`` sends it: (id, x, y, face) in stacking order."""
    return tuple((c.id, c.x, c.y, c.face) for c in sorted(cards, key=lambda c: c.z))


class KotobaView(GameView):
    def __init__(self, seat: int | None, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.view: dict[str, Any] | None = None
        self.received_at = time.monotonic()
        self.faces: dict[int, int] = {}  # the face each hand card will be laid with
        self.sent_boards: list[tuple[tuple[int, int, int, int], ...]] = []  # ならべる, in flight
        self.spellings: dict[tuple[int, int, str], str] = {}  # ならべる: (x, y, kana) -> word
        self.line: tuple[tuple[int, int], str] | None = None  # ならべる: the line being spelled
        self.word_touched = False  # the player typed in the entry since the last autofill
        self.log_lines: list[str] = []
        self.shown_board: int | None = None  # ならべる after the reveal: whose board
        self._events: list[dict[str, Any]] = []  # the events of the view being drawn
        self.scale = 1.0  # text, cards and the side column grow with a large table
        self.setMinimumSize(860, 540)

        self.status = QLabel()
        self.timer_label = QLabel()
        self.piles = QLabel()
        self.players = PlayerStrip()
        self.board = BoardWidget()
        self.board_choice = QComboBox()
        self.board_choice.setToolTip(tr("見る盤面"))
        self.board_choice.activated.connect(self._board_chosen)
        self.board_caption = QLabel()
        self.hand = HandWidget()
        self.vote_panel = VotePanel()
        self.actions = ActionPanel()
        self.lines_label = QLabel()
        self.lines_label.setWordWrap(True)
        self.lines_label.setTextFormat(Qt.TextFormat.RichText)
        self.log = QLabel()
        self.log.setWordWrap(True)
        self.log.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        top = QHBoxLayout()
        top.addWidget(self.status)
        top.addStretch(1)
        top.addWidget(self.piles)
        top.addSpacing(14)
        top.addWidget(self.timer_label)
        board_head = QHBoxLayout()
        board_head.addWidget(self.board_caption, 1)
        board_head.addWidget(self.board_choice)
        left = QVBoxLayout()
        left.setSpacing(4)
        left.addLayout(board_head)
        left.addWidget(self.board, 1)
        left.addWidget(self.hand)
        side = QVBoxLayout()
        side.setSpacing(8)
        side.addWidget(self.vote_panel)
        side.addWidget(self.actions)
        side.addWidget(self.lines_label)
        side.addWidget(self.log, 1)
        side_box = QWidget()
        side_box.setObjectName("kotobaSide")
        side_box.setStyleSheet("#kotobaSide { background: transparent; }")
        side_box.setLayout(side)
        # on a short window the column scrolls rather than squeezing its text
        self.side_scroll = QScrollArea()
        self.side_scroll.setWidget(side_box)
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setStyleSheet("QScrollArea { background: transparent; }")
        self.side_scroll.viewport().setAutoFillBackground(False)
        middle = QHBoxLayout()
        middle.addLayout(left, 1)
        middle.addWidget(self.side_scroll)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.players)
        layout.addLayout(middle, 1)

        self.result_panel = ResultPanel(self)
        self.result_panel.hide()
        self.result_panel.mousePressEvent = lambda event: self.result_panel.hide()

        self.board.hides = self.hand.hides = self.motion.hides
        self.motion.settled.connect(self.board.update)
        self.motion.settled.connect(self.hand.update)
        self.board.changed.connect(self._board_changed)
        self.board.returned.connect(self._card_returned)
        self.board.cell_clicked.connect(self._cell_clicked)
        self.hand.drag_moved.connect(self._hand_drag_moved)
        self.hand.dropped.connect(self._hand_dropped)
        self.hand.flipped.connect(self._hand_flipped)
        self.hand.picked.connect(lambda _card: self._refresh_buttons())
        self.vote_panel.voted.connect(lambda accept: self._send({"type": "vote", "accept": accept}))
        self.actions.play_clicked.connect(self._play)
        self.actions.hint_clicked.connect(self._hint)
        self.actions.pass_clicked.connect(lambda: self._send({"type": "pass"}))
        self.actions.exchange_clicked.connect(self._exchange)
        self.actions.done_clicked.connect(lambda: self._send({"type": "done"}))
        self.actions.take_back_clicked.connect(self._take_back)
        self.actions.word_edited.connect(self._word_edited)
        self.set_scale(1.0)
        self.clock = QTimer(self, interval=250)
        self.clock.timeout.connect(self._tick)
        self.clock.start()

    # -- reading the view -------------------------------------------------------------------------

    @property
    def mode(self) -> str:
        return str((self.view or {}).get("mode", ""))

    def points_text(self, points: Any) -> str:
        """The table window's result: ならべる's score, or the cards still held in あわせる/かさねる."""
        return ResultPanel.points_text(points, self.mode)

    @property
    def you(self) -> int | None:
        you = (self.view or {}).get("you")
        return you if isinstance(you, int) else self.seat

    def names(self) -> list[str]:
        count = int((self.view or {}).get("seats") or len(self.seats) or 0)
        names = []
        for s in range(count):
            shell = self.seats[s] if s < len(self.seats) else {}
            names.append(str(shell.get("name") or tr("{0}番").format(s + 1)))
        return names

    def templates(self, kind: str) -> list[dict[str, Any]]:
        """The actions of ``kind`` the host offers this seat now: complete ones (``legal``) and
        ones to fill in (``templates``: the cards laid, the word read). Every template comes
        with a complete action beside it, so none is offered where ``legal`` is empty (a
        replay empties it: nothing can be played there)."""
        view = self.view or {}
        legal = view.get("legal") or []
        if not legal:
            return []
        return [a for a in (*legal, *(view.get("templates") or [])) if a.get("type") == kind]

    def can(self, kind: str) -> bool:
        return bool(self.templates(kind))

    def hand_cards(self) -> list[Placed]:
        hand = (self.view or {}).get("hand") or []
        return [Placed(id=int(c["id"]), front=str(c["front"]), back=str(c["back"]),
                       face=self.faces.get(int(c["id"]), 0)) for c in hand]

    def allowed_turns(self) -> tuple[tuple[str, bool], ...]:
        """The ways a card may lie, from the play template: ならべる lies as printed only;
        あわせる/かさねる may turn end over end, and vertically where ``dirs`` has "v"."""
        plays = self.templates("play")
        if not plays:
            return (TURNS[0],)
        dirs = set(plays[0].get("dirs") or ["h"])
        return tuple(t for t in TURNS if t[0] in dirs)

    def remaining(self, deadline: Any) -> float | None:
        view = self.view or {}
        now = view.get("now")
        if not isinstance(deadline, (int, float)) or not isinstance(now, (int, float)):
            return None
        return deadline - now - (time.monotonic() - self.received_at)

    # -- drawing a new view -----------------------------------------------------------------------

    def set_seats(self, seats: list[dict[str, Any]]) -> None:
        super().set_seats(seats)
        if self.view is not None:  # names and 切断中 marks changed
            self._show_players(self.view)

    def show_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.finish_animation()
        moved_from = places(self)
        before = self.view or {}
        if (before.get("phase"), before.get("turn")) != (view.get("phase"), view.get("turn")):
            self.actions.show_hint("")  # a dictionary answer or a warning of the last turn
        self.view = view
        self._events = events
        self.received_at = time.monotonic()
        hand_ids = {int(c["id"]) for c in view.get("hand") or []}
        # a card under vote comes back to the hand if the word is rejected: with its face kept
        voted = {int(c["id"]) for c in view.get("field") or [] if c.get("pending")}
        self.faces = {i: f for i, f in self.faces.items() if i in hand_ids | voted}
        if self.mode == "narabe":
            self._show_narabe(view)
        else:
            self._show_field(view, hand_ids)
        self._show_vote(view)
        self._show_players(view)
        self._show_status(view)
        self._log(events)
        self._refresh_buttons()
        self._show_result(view)
        self._tick()
        if events:
            self.animate(script_for(self, events, moved_from))
        my_turn = view.get("phase") == "turn" and self.you is not None and view.get("turn") == self.you
        self.play_event_sound(self.sound_for(events), my_turn)

    def _show_field(self, view: dict[str, Any], hand_ids: set[int]) -> None:
        """あわせる/かさねる: the shared field, with the cards you are laying on top."""
        field = [Placed.from_view(c) for c in view.get("field") or []]
        before = {c.id for c in self.board.cards}
        if self.animations_on and (before or any(e.get("type") in ("play", "reset") for e in self._events)):
            self.board.flash({c.id for c in field} - before, self.unit_ms() * 6)
        self.board.glow_pending = True
        self.board.glowing = {int(c["id"]) for c in view.get("field") or [] if c.get("pending")}
        self.board.set_cards(field)
        on_field = {c.id for c in field}
        had = bool(self.board.pending)
        keep = [c for c in self.board.pending if c.id in hand_ids and c.id not in on_field]
        self.board.set_pending(keep)
        self.board.set_turns(self.allowed_turns())
        self.board.set_editable(self.can("play"))
        self.board_choice.hide()
        self.board_caption.setText(tr("場札"))
        self.lines_label.hide()
        self._fill_hand()
        if had and not keep:  # the play went through: a fresh entry for the next word
            self.actions.set_word("")
            self.word_touched = False

    def _show_narabe(self, view: dict[str, Any]) -> None:
        """ならべる: your own board while arranging, each player's once the vote begins."""
        boards = view.get("boards") or []
        you = self.you
        vote = view.get("vote") or {}
        arranging = self.can("arrange")
        shown = vote.get("board") if vote else self.shown_board
        if shown is None or not (0 <= shown < len(boards)) or boards[shown] is None:
            shown = you if you is not None and you < len(boards) else None
        if shown is None:
            shown = next((i for i, b in enumerate(boards) if b is not None), None)
        if vote:
            self.shown_board = None  # after the vote, back to the player's own choice
        server = [Placed.from_view(c) for c in (boards[shown] if shown is not None else []) or []]
        self.board.glow_pending = False
        self.board.glowing = set()
        self.board.set_turns((TURNS[0],))
        if arranging and shown == you:
            key = card_key(server)
            if key in self.sent_boards:  # our own change coming back: keep what we have now
                self.sent_boards = self.sent_boards[self.sent_boards.index(key) + 1:]
            else:
                self.sent_boards = []
                self.board.set_pending(server)
                self._take_spellings(view)
            self.board.set_cards([])
            self.board.set_editable(True)
        else:
            self.sent_boards = []
            self.board.set_pending([])
            self.board.set_cards(server)
            self.board.set_editable(False)
        names = self.names()
        revealed = [i for i, b in enumerate(boards) if b is not None]
        self.board_choice.blockSignals(True)
        self.board_choice.clear()
        for i in revealed:
            self.board_choice.addItem(names[i] if i < len(names) else str(i + 1), i)
        if shown is not None:
            self.board_choice.setCurrentIndex(max(0, self.board_choice.findData(shown)))
        self.board_choice.blockSignals(False)
        self.board_choice.setVisible(len(revealed) > 1)
        if shown is None:
            caption = tr("盤面は判定のときに公開されます")
        elif shown == you:
            caption = tr("あなたの盤面")
        else:
            caption = tr("{0}の盤面").format(names[shown] if shown < len(names) else shown + 1)
        self.board_caption.setText(caption)
        lines = view.get("lines") or []
        counts = view.get("hand_counts") or []
        if shown is not None and shown == you and arranging:
            unlaid = len(view.get("hand") or []) - len(self.board.pending)
        elif shown is not None and shown < len(counts):
            unlaid = int(counts[shown]) - len(server)
        else:
            unlaid = 0
        self._show_lines(lines[shown] if shown is not None and shown < len(lines) else None,
                         unlaid)
        self._fill_hand()

    def _take_spellings(self, view: dict[str, Any]) -> None:
        """The spellings the host holds for your lines (after a reconnect, or a refusal)."""
        lines = view.get("lines") or []
        you = self.you
        mine = lines[you] if you is not None and you < len(lines) and lines[you] else []
        self.spellings = {}
        for line in mine:
            cells, kana, word = line.get("cells") or [], line.get("kana"), line.get("word")
            if cells and kana and word and word != kana:
                self.spellings[(int(cells[0][0]), int(cells[0][1]), str(kana))] = str(word)

    def _line_cells(self) -> set[tuple[int, int]]:
        if self.line is None:
            return set()
        (x, y), kana = self.line
        return {(x + i, y) for i in range(len(kana))}

    def _show_lines(self, lines: list[dict[str, Any]] | None, unlaid: int = 0) -> None:
        """How the shown board reads, line by line, with what each line is worth: a word of
        three kana or more its length less two, a card alone −1, a rejected word −1 a card,
        and the cards not laid −1 each (rules.md 「ならべる」)."""
        if not lines and unlaid <= 0:
            self.lines_label.hide()
            return
        marks = {"accepted": tr("成立"), "rejected": tr("不成立"), "open": ""}
        rows = []
        for line in lines or []:
            word = str(line.get("word", ""))
            status = str(line.get("status"))
            if line.get("kind") == "loose":
                what = tr("孤立 −1点")
            elif status == "rejected":
                what = tr("−{0}点").format(len(line.get("cards") or []))
            elif len(word) >= 3:
                what = tr("{0}点").format(len(word) - 2)
            else:
                what = tr("0点")
            mark = marks.get(status, "")
            rows.append(f"<tr><td><b>{escape(word)}</b></td><td>{escape(what)}</td>"
                        f"<td>{escape(mark)}</td></tr>")
        tail = ""
        if unlaid > 0:  # below the table, so the words keep their narrow first column
            tail = escape(tr("置いていない{0}枚").format(unlaid) + "　" + tr("−{0}点").format(unlaid))
        self.lines_label.setText(f"<div><b>{escape(tr('読める列'))}</b></div><table cellspacing='3'>"
                                 + "".join(rows) + "</table>" + (f"<div>{tail}</div>" if tail else ""))
        self.lines_label.show()

    def _fill_hand(self) -> None:
        view = self.view or {}
        self.hand.setVisible(view.get("hand") is not None)
        laid = {c.id for c in self.board.pending}
        if self.mode == "narabe":
            boards = view.get("boards") or []
            you = self.you
            mine = boards[you] if you is not None and you < len(boards) and boards[you] else []
            if not self.can("arrange"):
                laid |= {int(c["id"]) for c in mine}
        self.hand.draggable = self.can("play") or self.can("arrange")
        self.hand.set_cards(self.hand_cards(), laid)
        if not self.hand.shown() and not self.hand.draggable:
            self.hand.hide()  # ならべる after the arrangement: every card lies on the board

    def _show_vote(self, view: dict[str, Any]) -> None:
        vote = view.get("vote")
        if not vote:
            self.vote_panel.hide()
            self.board.set_highlight(self._line_cells() if self.can("arrange") else set())
            return
        names = self.names()
        answers = vote.get("answers") or []
        voters = vote.get("voters")
        if voters is None:
            voters = [s for s in range(len(answers)) if s != vote.get("by")]
        shown = {"by": vote.get("by"), "word": vote.get("word", ""),
                 "answers": {s: answers[s] if s < len(answers) else None for s in voters}}
        shown.update(number=vote.get("number"), of=vote.get("of"))
        self.vote_panel.show_vote(shown, names, self.you, self.can("vote"))
        self.board.set_highlight({(int(x), int(y)) for x, y in vote.get("cells") or []})
        self.vote_panel.show()

    def _show_players(self, view: dict[str, Any]) -> None:
        names = self.names()
        counts = view.get("hand_counts") or []
        scores = view.get("scores") or []
        order = {int(d["seat"]): i + 1 for i, d in enumerate(view.get("done") or [])}
        lines = []
        for s, name in enumerate(names):
            shell = self.seats[s] if s < len(self.seats) else {}
            lines.append(SeatLine(
                name=name,
                # ならべる: everyone holds seven, laid or not; the board tells the rest
                hand=counts[s] if s < len(counts) and self.mode != "narabe" else None,
                score=scores[s] if s < len(scores) else None,
                turn=view.get("turn") == s and view.get("phase") == "turn",
                passed=s in (view.get("passed") or []),
                you=s == self.you,
                done=order.get(s),
                away=shell.get("kind") == "human" and not shell.get("connected", True),
            ))
        self.players.show_seats(lines)

    def _show_status(self, view: dict[str, Any]) -> None:
        phase = view.get("phase")
        names = self.names()
        turn = view.get("turn")
        if phase == "arrange":
            what = tr("並べる時間") if self.can("arrange") else tr("完成！ほかの人を待っています")
        elif phase == "turn" and isinstance(turn, int):
            what = tr("あなたの番") if turn == self.you else tr("{0}の番").format(
                names[turn] if turn < len(names) else turn + 1)
        elif phase == "vote":
            what = tr("判定中")
        elif phase == "finished":
            what = tr("終了")
        else:
            what = ""
        name = mode_name(self.mode)
        if name == self.mode:  # a mode this table does not know: the host's own label
            name = str(view.get("mode_label") or self.mode)
        self.status.setText(f"{name}　{what}")
        if self.mode == "narabe":
            self.piles.setText("")
        else:
            self.piles.setText(tr("山札{0}枚　捨て札{1}枚").format(
                view.get("stock_count", 0), view.get("discard_count", 0)))

    def _show_result(self, view: dict[str, Any]) -> None:
        result = view.get("result")
        if not result or view.get("phase") != "finished":
            self.result_panel.hide()
            return
        if not self.result_panel.isVisible():
            self.result_panel.show_result(result, self.names(), self.you, self.mode)
            self._place_result()
            self.result_panel.show()
            self.result_panel.raise_()

    def _refresh_buttons(self) -> None:
        a = self.actions
        narabe = self.mode == "narabe"
        playing = self.can("play")
        a.play_button.setText(tr("読みを決める") if narabe else tr("出す"))
        a.play_button.setVisible(playing or (narabe and self.can("arrange")))
        a.play_button.setEnabled(
            bool(self.board.pending) if playing else self.line is not None)
        typing = playing or (narabe and self.can("arrange"))
        for widget in (a.caption, a.entry, a.mark_button):
            widget.setVisible(typing)
        # あわせる reads a word in any of the four directions
        a.reverse_button.setVisible(playing and self.mode == "awase")
        a.entry.setEnabled(typing)
        a.mark_button.setEnabled(a.entry.isEnabled())
        a.caption.setText(tr("選んだ列の読み（濁点・小さい字も）") if narabe
                          else tr("読んだ単語（濁点・小さい字も）"))
        a.hint_button.setVisible(self.can("hint"))
        a.pass_button.setVisible(self.can("pass"))
        exchange = self.templates("exchange")
        a.exchange_button.setVisible(bool(exchange) or (not narabe and self.view is not None
                                                        and self.you is not None))
        a.exchange_button.setEnabled(bool(exchange))
        a.done_button.setVisible(narabe and self.can("done"))
        a.take_back_button.setVisible(playing or (narabe and self.can("arrange")))
        a.take_back_button.setEnabled(bool(self.board.pending))
        turns = self.allowed_turns()
        a.set_help(len(turns) > 1, narabe, upright=any(d == "v" for d, _ in turns))
        a.help.setVisible(typing)
        a.setVisible(self.you is not None and (self.view or {}).get("phase") != "finished")

    # -- the clock --------------------------------------------------------------------------------

    def _tick(self) -> None:
        view = self.view or {}
        left = self.remaining(view.get("deadline"))
        self.timer_label.setText("" if left is None or view.get("phase") == "finished"
                                 else seconds_left(left))
        hurry = left is not None and left < HURRY_SECONDS
        if hurry != self.timer_label.property("hurry"):
            self.timer_label.setProperty("hurry", hurry)
            self._style_timer()
        vote = view.get("vote") or {}
        self.vote_panel.set_remaining(self.remaining(vote.get("deadline")) if vote else None)

    # -- the player's moves -----------------------------------------------------------------------

    def _hand_drag_moved(self, card: Placed | None, where: QPoint, grab: QPointF) -> None:
        if card is None:
            self.board.show_ghost(None)
            return
        pos = QPointF(self.board.mapFromGlobal(where))
        inside = self.board.rect().contains(pos.toPoint())
        self.board.show_ghost(card if inside and self.board.editable else None, pos, grab)

    def _hand_dropped(self, card: Placed, where: QPoint, grab: QPointF) -> None:
        pos = QPointF(self.board.mapFromGlobal(where))
        if not self.board.editable or not self.board.rect().contains(pos.toPoint()):
            self.board.show_ghost(None)
            return
        self.board.drop(card, pos, grab)

    def _hand_flipped(self, card_id: int) -> None:
        self.faces[card_id] = 1 - self.faces.get(card_id, 0)
        self._fill_hand()

    def _card_returned(self, card_id: int) -> None:
        self._fill_hand()

    def _take_back(self) -> None:
        self.board.set_pending([])
        self.board.changed.emit()

    def _board_changed(self) -> None:
        """A card laid, moved, turned over or turned."""
        for card in self.board.pending:
            self.faces[card.id] = card.face
        self._fill_hand()
        if self.mode == "narabe":
            if self.line is not None and self._line_now(self.line[0]) != self.line:
                self.line = None
                self.board.set_highlight(set())
            self._send_arrangement()
        elif not self.word_touched:
            self.actions.set_word(line_reading(self.board.cards, self.board.pending))
        self._refresh_buttons()

    def _word_edited(self, _text: str) -> None:
        self.word_touched = True

    def _line_now(self, first: tuple[int, int]) -> tuple[tuple[int, int], str] | None:
        return next((r for r in runs(self.board.pending) if r[0] == first), None)

    def _cell_clicked(self, x: int, y: int) -> None:
        """ならべる: a click on a line picks it for its spelling."""
        if self.mode != "narabe" or not self.can("arrange"):
            return
        self.line = run_through(self.board.pending, (x, y))
        if self.line is not None:
            (lx, ly), kana = self.line
            self.actions.set_word(self.spellings.get((lx, ly, kana), kana))
        self.board.set_highlight(self._line_cells())
        self._refresh_buttons()

    def arrangement(self) -> dict[str, Any]:
        """ならべる: the whole own board as an ``arrange`` action, with the spellings of the
        lines that still read as when they were spelled."""
        cards = [{"id": c.id, "x": c.x, "y": c.y, "face": c.face}
                 for c in sorted(self.board.pending, key=lambda c: c.z)]
        lines = set(runs(self.board.pending))
        words = [{"x": x, "y": y, "word": word} for (x, y, kana), word in self.spellings.items()
                 if ((x, y), kana) in lines and word != kana]
        return {"type": "arrange", "cards": cards, "words": words, "done": False}

    def _send_arrangement(self) -> None:
        """Send the board, unless a card lies entirely hidden (every card shows a kana: the
        host would refuse it); the player sees why and moves a card."""
        warning = tr("完全に隠れたカードがあります。1文字以上見えるように置いてください")
        if hidden(self.board.pending):
            self.actions.show_hint(warning)
            return
        if self.actions.hint_answer.text() == warning:
            self.actions.show_hint("")
        action = self.arrangement()
        if self._send(action):
            self.sent_boards.append(card_key(self.board.pending))

    def _play(self, word: str) -> None:
        if self.mode == "narabe":
            if self.line is None or not word:
                return
            (x, y), kana = self.line
            self.spellings[(x, y, kana)] = word
            self._send_arrangement()
            return
        if not word or not self.board.pending:
            self.actions.show_hint(tr("カードを置いて、読んだ単語を入れてください"))
            return
        cards = [c.as_action() for c in sorted(self.board.pending, key=lambda c: c.z)]
        self._send({"type": "play", "cards": cards, "word": word})

    def _hint(self, word: str) -> None:
        if word:
            self._send({"type": "hint", "word": word})

    def _exchange(self) -> None:
        if self.hand.selected is None:
            self.actions.show_hint(tr("交換する手札をクリックで選んでから「交換」"))
            return
        self._send({"type": "exchange", "card": self.hand.selected})

    def _board_chosen(self, index: int) -> None:
        self.shown_board = self.board_choice.itemData(index)
        if self.view is not None:
            self._show_narabe(self.view)

    def _allowed(self, action: dict[str, Any]) -> bool:
        """Whether ``action`` fits a template in ``legal`` (the host judges the rest)."""
        kind = action["type"]
        for template in self.templates(kind):
            if kind == "vote":
                if template.get("accept") == action["accept"]:
                    return True
            elif kind in ("play", "arrange"):
                ids = set(template.get("cards") or [])
                if all(c["id"] in ids for c in action["cards"]):
                    return True
            elif kind == "exchange":
                if template.get("card") == action["card"]:
                    return True
            else:
                return True
        return False

    def _send(self, action: dict[str, Any]) -> bool:
        if self.view is None or not self._allowed(action):
            return False
        self.action_requested.emit(dict(action))
        return True

    # -- what happened ----------------------------------------------------------------------------

    def sound_for(self, events: list[dict[str, Any]]) -> str | None:
        names: list[str | None] = []
        for e in events:
            kind = e.get("type")
            if kind in ("play", "exchange", "reset"):
                names.append("card")
            elif kind == "vote_closed":
                names.append("stamp" if e.get("accepted") else "error")
            elif kind == "finished":
                winners = (e.get("result") or {}).get("winners") or []
                names.append("win" if self.you is not None and self.you in winners else None)
        return most_notable(names)

    def _log(self, events: list[dict[str, Any]]) -> None:
        names = self.names()

        def who(seat: Any) -> str:
            return names[seat] if isinstance(seat, int) and seat < len(names) else ""

        for e in events:
            kind = e.get("type")
            line = None
            if kind == "play":
                line = tr("{0}：「{1}」を出した").format(who(e.get("seat")), e.get("word", ""))
            elif kind == "pass":
                line = (tr("{0}：時間切れでパス") if e.get("auto") else tr("{0}：パス")).format(
                    who(e.get("seat")))
            elif kind == "exchange":
                line = tr("{0}：手札を交換").format(who(e.get("seat")))
            elif kind == "done":
                line = tr("{0}：完成！").format(who(e.get("seat")))
            elif kind == "vote_closed":
                if e.get("accepted"):
                    line = tr("「{0}」成立").format(e.get("word", ""))
                else:
                    line = tr("「{0}」不成立").format(e.get("word", ""))
                    against = "・".join(who(s) for s in e.get("rejected_by") or [])
                    if against:
                        line += tr("（NG：{0}）").format(against)
                silent = "・".join(who(s) for s in e.get("silent") or [])
                if silent:
                    line += tr("（無回答：{0}）").format(silent)
            elif kind == "reset":
                line = {"long_word": tr("7文字以上の単語で場札をリセット"),
                        "passes": tr("全員パスで場札をリセット")}.get(
                    str(e.get("why")), tr("場札をリセット"))
            elif kind == "dictionary_judged":
                line = (tr("辞書の判定：「{0}」はOK") if e.get("known")
                        else tr("辞書の判定：「{0}」はNG")).format(e.get("word", ""))
            elif kind == "taken_back":
                line = tr("{0}：カードが手札に戻った").format(who(e.get("seat")))
            elif kind == "hint" and e.get("to") in (None, self.you):
                text = (tr("「{0}」は辞書にあります") if e.get("known")
                        else tr("「{0}」は辞書にありません")).format(e.get("word", ""))
                self.actions.show_hint(text)
                line = text
            elif kind == "drawn" and e.get("to") in (None, self.you):
                line = tr("{0}枚引いた").format(len(e.get("cards") or []))
            elif kind == "reshuffle":
                line = tr("捨て札を混ぜて山札にした")
            elif kind == "time_up":
                line = tr("時間切れ！")
            elif kind == "reveal":
                line = tr("全員の盤面を公開")
            elif kind == "finished":
                line = tr("ゲーム終了")
            if line:
                self.log_lines.append(line)
        self.log_lines = self.log_lines[-LOG_LINES:]
        self.log.setText("\n".join(self.log_lines))

    # -- frame ------------------------------------------------------------------------------------

    def _place_result(self) -> None:
        panel = self.result_panel
        panel.adjustSize()
        w = min(self.width() - 20, max(panel.sizeHint().width(), 420))
        h = min(self.height() - 20, panel.sizeHint().height())
        panel.setGeometry((self.width() - w) // 2, max(0, (self.height() - h) // 2), w, h)

    def _style_timer(self) -> None:
        colour = "#ff6b5e" if self.timer_label.property("hurry") else "#ffd34d"
        self.timer_label.setStyleSheet(label_style(self.scale, 18)
                                       + f"font-weight: bold; color: {colour};")

    def set_scale(self, scale: float) -> None:
        """Text, cards and the side column as large as the table: 1.0 on a laptop, up to
        MAX_SCALE on a large screen (the labels keep their room, only larger)."""
        self.scale = scale
        self.status.setStyleSheet(label_style(scale, 16) + "font-weight: bold;")
        self._style_timer()
        for label in (self.piles, self.board_caption, self.lines_label):
            label.setStyleSheet(label_style(scale))
        self.log.setStyleSheet(label_style(scale, 12) + "color: #d8e6da;")
        self.board_choice.setStyleSheet(f"font-size: {px(14, scale)}px;")
        self.side_scroll.setFixedWidth(px(SIDE_WIDTH, scale))
        self.players.set_scale(scale)
        self.actions.set_scale(scale)
        self.vote_panel.set_scale(scale)
        self.result_panel.set_scale(scale)
        self.board.set_scale(scale)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = scale_for(self.width(), self.height())
        if abs(scale - self.scale) > 0.02:
            self.set_scale(scale)
        self.hand.set_max_cell((44.0 if self.height() < 760 else 56.0) * self.scale)
        self._place_result()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), FELT)
        p.end()


__all__ = ["KotobaView"]
