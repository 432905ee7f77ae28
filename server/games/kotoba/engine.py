"""ことばカード (seed 001) as a pure engine behind the game contract (kind ``vote``).

Reads top to bottom: the state; the piles (dealing, drawing, the discard); the vote; ならべる;
the modes in turn (あわせる, かさねる); then the contract. Private parts live in ``hands[seat]``,
``boards[seat]`` (ならべる, until the vote) and ``stock``; ``view`` is the one place that decides
who sees what. Every choice the seed leaves open is in rules.md 「決めたこと」.

Time: the host's clock reaches the engine only as ``now`` in ``act`` and ``tick``. A fresh game
has not seen the clock yet, so ``deadline`` says "now" (0.0) and the first ``tick`` starts the
arrangement's three minutes or the first turn's sixty seconds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from dataclasses import field as _field
from typing import Any

from server.games.contract import (
    Action,
    CpuPlan,
    Event,
    Game,
    GameError,
    MalformedAction,
    Mark,
    NotYourTurn,
    Result,
    RuleError,
    View,
    check_shape,
    rng_from_data,
    rng_state_to_data,
)
from server.games.kotoba import ai, awase, board, kasane, narabe
from server.games.kotoba.board import HORIZONTAL, STEP, Placed
from server.games.kotoba.deck import DECK, Card
from server.games.kotoba.dictionary import Dictionary
from server.games.kotoba.dictionary import load as load_dictionary
from server.games.kotoba.settings import (
    ARRANGE_SECONDS,
    AWASE,
    CPU_PROFILES,
    KASANE,
    MODE_LABELS,
    NARABE,
    NARABE_HAND,
    ROUNDS_WITHOUT_WORD,
    SETTINGS,
    TURN_SECONDS,
    TURNS_PER_SEAT,
)
from server.games.kotoba.texts import TEXTS
from server.games.kotoba.vote import Vote

# Phases (the view's "phase").
ARRANGE = "arrange"  # ならべる: everyone arranges their own board
TURN = "turn"  # あわせる/かさねる: the player on turn plays, passes or exchanges
VOTE = "vote"  # a declared word is put to everyone else
FINISHED = "finished"

TURN_MODES = {AWASE: awase, KASANE: kasane}


@dataclass
class State:
    mode: str
    seats: int
    settings: dict[str, Any]
    seed: int
    rng: random.Random
    phase: str
    hands: list[list[int]]
    stock: list[int]  # stock[-1] is the top card
    discard: list[int] = _field(default_factory=list)
    field: list[Placed] = _field(default_factory=list)  # あわせる/かさねる
    pending: list[Placed] = _field(default_factory=list)  # the cards of the word under vote
    boards: list[list[Placed]] = _field(default_factory=list)  # ならべる
    spellings: list[list[list[Any]]] = _field(default_factory=list)  # ならべる: [[x, y, word]]
    started: bool = False
    now: float | None = None
    deadline: float | None = None  # the arrangement's or the turn's end
    turn: int | None = None
    start: int | None = None
    vote: Vote | None = None
    done: list[list[Any]] = _field(default_factory=list)  # ならべる 完成: [[seat, at]]
    passed: list[int] = _field(default_factory=list)
    last_player: int | None = None
    exchanged: list[int] = _field(default_factory=list)
    quiet_turns: int = 0  # turns in a row that ended without an accepted word
    turns: int = 0
    closing: bool = False  # あわせる: a hand is empty; the round is being played out
    queue: list[list[int]] = _field(default_factory=list)  # ならべる: [seat, line] still to vote
    voting: list[int] | None = None  # ならべる: the [seat, line] under vote now
    statuses: list[list[str]] = _field(default_factory=list)  # ならべる: per seat, per line
    words_total: int = 0  # ならべる: words put to the vote in all
    result: dict[str, Any] | None = None


def _reject(message: str, rule: str) -> RuleError:
    return RuleError(message, rule=rule)


# --------------------------------------------------------------------------------------------
# The piles (rules.md 「決めたこと」: the discard is shuffled into a new stock when it runs out)
# --------------------------------------------------------------------------------------------


def draw(state: State, events: list[Event]) -> int | None:
    """The top card of the stock; an empty stock is first refilled from the shuffled discard."""
    if not state.stock and state.discard:
        state.stock = state.discard
        state.discard = []
        state.rng.shuffle(state.stock)
        events.append({"type": "reshuffle", "count": len(state.stock)})
    return state.stock.pop() if state.stock else None


def can_draw(state: State) -> bool:
    return bool(state.stock or state.discard)


def turn_up(state: State, events: list[Event]) -> None:
    """One card from the stock starts the field, front up, at (0, 0)."""
    card = draw(state, events)
    state.field = [] if card is None else [Placed(card, 0, False, 0, 0, HORIZONTAL, 0)]


# --------------------------------------------------------------------------------------------
# The contract
# --------------------------------------------------------------------------------------------


ACTION_SHAPES: dict[str, dict[str, type | tuple[type, ...]]] = {
    "arrange": {"cards": list, "words": list, "done": bool},
    "done": {},
    "play": {"cards": list, "word": str},
    "pass": {},
    "exchange": {"card": int},
    "vote": {"accept": bool},
    "hint": {"word": str},
}
"""Every action and its fields (VIEW.md); contract.check_shape refuses anything else."""
ACTION_REQUIRED = {"arrange": ("cards",), "play": ("cards", "word"), "exchange": ("card",),
                   "vote": ("accept",), "hint": ("word",)}


class KotobaGame(Game):
    id = "kotoba"
    texts = TEXTS
    record_marks = (Mark("turn", "kotoba.mark.turn", first=1),)  # あわせる/かさねる: a seat's turn
    title = "ことばカード"
    kind = "vote"
    min_seats = 1
    max_seats = 6
    default_seats = 2
    settings = SETTINGS
    cpu_levels = tuple(p.level for p in CPU_PROFILES)

    def __init__(self, deck: Sequence[Card] = DECK,
                 words: Callable[[], Dictionary] = load_dictionary) -> None:
        self.deck = tuple(deck)
        self._words = words

    @property
    def words(self) -> Dictionary:
        return self._words()

    def faces(self, card: int) -> tuple[str, str]:
        return self.deck[card].front, self.deck[card].back

    # -- life cycle ---------------------------------------------------------------------------

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        settings = self.validate_settings(settings)
        rng = random.Random(seed)
        stock = list(range(len(self.deck)))
        rng.shuffle(stock)
        mode = settings["mode"]
        size = NARABE_HAND if mode == NARABE else settings["hand_size"]
        hands = [sorted(stock.pop() for _ in range(size)) for _ in range(seats)]
        state = State(mode, seats, dict(settings), seed, rng, ARRANGE if mode == NARABE else TURN,
                      hands, stock, exchanged=[0] * seats)
        if mode == NARABE:
            state.boards = [[] for _ in range(seats)]
            state.spellings = [[] for _ in range(seats)]
            state.statuses = [[] for _ in range(seats)]
        else:
            turn_up(state, [])
            state.start = rng.randrange(seats)
            state.turn = state.start
        return state

    def _begin(self, state: State, now: float, events: list[Event]) -> None:
        """The clock reaches the game for the first time: the three minutes or the first turn
        begin now."""
        state.started = True
        state.now = now
        if state.mode == NARABE:
            state.deadline = now + ARRANGE_SECONDS
            events.append({"type": "start", "mode": state.mode, "deadline": state.deadline})
        else:
            events.append({"type": "start", "mode": state.mode})
            self._begin_turn(state, state.start or 0, now, events)

    # -- acting ---------------------------------------------------------------------------------

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        backup = self.dump(state)
        try:
            return self._act(state, seat, action, now)
        except GameError:
            state.__dict__.update(self.load(backup).__dict__)
            raise

    def _act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        handler = self._handlers[check_shape(action, ACTION_SHAPES, ACTION_REQUIRED)]
        if not isinstance(seat, int) or not 0 <= seat < state.seats:
            raise NotYourTurn("この席はありません。", rule="seat")
        if state.phase == FINISHED:
            raise NotYourTurn("ゲームは終わりました。", rule="finished")
        events: list[Event] = []
        if not state.started:
            self._begin(state, now, events)
        state.now = now
        events += handler(self, state, seat, action, now)
        return events

    def _on_arrange(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._require_arranging(state, seat)
        done = action.get("done", False)
        if not isinstance(done, bool):
            raise MalformedAction("done はオンかオフで指定してください。")
        arrangement = narabe.parse(action, state.hands[seat], self.faces)
        state.boards[seat] = list(arrangement.cards)
        state.spellings[seat] = [list(s) for s in arrangement.spellings]
        events: list[Event] = [{"type": "arranged", "seat": seat}]
        if done:
            events += self._declare_done(state, seat, now)
        return events

    def _on_done(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._require_arranging(state, seat)
        return self._declare_done(state, seat, now)

    def _require_arranging(self, state: State, seat: int) -> None:
        if state.mode != NARABE:
            raise _reject("ならべるではありません。", "mode")
        if state.phase != ARRANGE:
            raise NotYourTurn("並べる時間は終わりました。", rule="arrange_over")
        if any(s == seat for s, _ in state.done):
            raise _reject("「完成」を宣言したあとは並べかえられません。", "already_done")

    def _declare_done(self, state: State, seat: int, now: float) -> list[Event]:
        state.done.append([seat, now])
        events: list[Event] = [{"type": "done", "seat": seat, "at": now}]
        if len(state.done) == state.seats:
            events += self._reveal(state, now)
        return events

    def _on_play(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        rules = self._require_turn(state, seat)
        cards = action.get("cards")
        if not isinstance(cards, list) or not cards:
            raise MalformedAction("出すカードを cards で指定してください。")
        word = action.get("word")
        if not isinstance(word, str):
            raise MalformedAction("宣言する単語を word で指定してください。")
        top = max((p.z for p in state.field), default=-1)
        played = [self._parse_card(item, top + 1 + i, top, rules) for i, item in enumerate(cards)]
        ids = [p.card for p in played]
        if any(c not in state.hands[seat] for c in ids):
            raise _reject("持っていないカードは出せません。", "not_in_hand")
        if len(set(ids)) != len(ids):
            raise _reject("同じカードを2回出すことはできません。", "duplicate_card")
        if not all(board.in_bounds(cell) for p in played for cell in p.cells()):
            raise _reject("場の外には置けません。", "out_of_bounds")
        reading = board.check_play(state.field, played, word, self.faces,
                                   axes=rules.AXES, directions=rules.DIRECTIONS)
        for c in ids:
            state.hands[seat].remove(c)
        state.pending = played
        events: list[Event] = [{"type": "play", "seat": seat, "word": word,
                                "cards": [self._placed_view(p, (0, 1), True) for p in played]}]
        vote = Vote.open(by=seat, word=word, kana=reading.kana, cells=reading.cells,
                         seats=state.seats, deadline=now + state.settings["vote_time"])
        return events + self._open_vote(state, vote, now)

    def _parse_card(self, item: Any, z: int, top: int, rules: Any) -> Placed:
        if not isinstance(item, dict):
            raise MalformedAction("カードは {id, x, y, dir, face, reversed} で指定してください。")
        values = []
        for key in ("id", "x", "y", "face"):
            value = item.get(key)
            if isinstance(value, bool) or not isinstance(value, int):
                raise MalformedAction(f"{key} は整数で指定してください。")
            values.append(value)
        card, x, y, face = values
        direction = item.get("dir", HORIZONTAL)
        rev = item.get("reversed", False)
        if direction not in STEP or face not in (0, 1) or not isinstance(rev, bool):
            raise MalformedAction("dir は h か v、face は 0 か 1、reversed はオンかオフです。")
        under = item.get("z", z)
        if isinstance(under, bool) or not isinstance(under, int):
            raise MalformedAction("z は整数で指定してください。")
        if under <= top:  # 「場札の下に、手札から新しいカードを差し込むことはできません」
            raise _reject("場札の下にカードを差し込むことはできません。", "under_field")
        if direction not in rules.AXES:
            raise _reject("このモードではカードを縦に置けません。", "horizontal_only")
        if rev and not rules.REVERSIBLE:
            raise _reject("このモードではカードを回転できません。", "no_rotation")
        return Placed(card, face, rev, x, y, direction, z)

    def _require_turn(self, state: State, seat: int) -> Any:
        if state.mode == NARABE:
            raise _reject("ならべるでは手番がありません。", "mode")
        if state.phase != TURN or state.turn != seat:
            raise NotYourTurn()
        return TURN_MODES[state.mode]

    def _on_pass(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._require_turn(state, seat)
        return self._pass(state, seat, now, auto=False)

    def _on_exchange(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        card = action.get("card")
        if isinstance(card, bool) or not isinstance(card, int):
            raise MalformedAction("捨てるカードを card で指定してください。")
        if state.mode == NARABE:
            raise _reject("ならべるでは手札交換はありません。", "mode")
        if card not in state.hands[seat]:
            raise _reject("持っていないカードは捨てられません。", "not_in_hand")
        if not can_draw(state):
            raise _reject("山札も捨て札もないので交換できません。", "no_stock")
        state.hands[seat].remove(card)
        state.discard.append(card)
        events: list[Event] = [{"type": "exchange", "seat": seat, "card": self._card_view(card)}]
        drawn = [c for c in (draw(state, events), draw(state, events)) if c is not None]
        state.hands[seat] = sorted(state.hands[seat] + drawn)
        state.exchanged[seat] += 1
        events.append({"type": "drawn", "to": seat, "cards": [self._card_view(c) for c in drawn]})
        return events

    def _on_vote(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        accept = action.get("accept")
        if not isinstance(accept, bool):
            raise MalformedAction("accept はオンかオフで指定してください。")
        if state.phase != VOTE or state.vote is None:
            raise _reject("いまは判定中の単語がありません。", "no_vote")
        state.vote.answer(seat, accept)
        events: list[Event] = [{"type": "vote_answer", "seat": seat, "accept": accept}]
        outcome = state.vote.outcome()
        if outcome is not None:
            events += self._close_vote(state, outcome, now)
        return events

    def _on_hint(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        word = action.get("word")
        if not isinstance(word, str) or not word:
            raise MalformedAction("確かめる単語を word で指定してください。")
        if not self._hint_allowed(state, seat):
            raise _reject("いまは辞書ヒントを使えません。", "no_hint")
        return [{"type": "hint", "to": seat, "word": word, "known": word in self.words}]

    def _hint_allowed(self, state: State, seat: int) -> bool:
        """rules.md 「辞書ヒント」: while arranging (ならべる) or on one's own turn, if the table
        allows it; never during a vote (that is the players' judgement)."""
        if not state.settings["hint"]:
            return False
        if state.mode == NARABE:
            return state.phase == ARRANGE and all(s != seat for s, _ in state.done)
        return state.phase == TURN and state.turn == seat

    _handlers: dict[str, Callable[[KotobaGame, State, int, Action, float], list[Event]]] = {
        "arrange": _on_arrange,
        "done": _on_done,
        "play": _on_play,
        "pass": _on_pass,
        "exchange": _on_exchange,
        "vote": _on_vote,
        "hint": _on_hint,
    }

    # -- the vote -------------------------------------------------------------------------------

    def _open_vote(self, state: State, vote: Vote, now: float) -> list[Event]:
        """Put a word to everyone else; playing alone, the dictionary answers (rules.md 「判定」)."""
        state.phase = VOTE
        state.vote = vote
        events: list[Event] = [{"type": "vote_open", "vote": vote.to_view()}]
        if not vote.voters:
            known = vote.word in self.words
            events.append({"type": "dictionary_judged", "word": vote.word, "known": known})
            events += self._close_vote(state, known, now)
        return events

    def _close_vote(self, state: State, accepted: bool, now: float) -> list[Event]:
        vote = state.vote
        assert vote is not None
        events: list[Event] = [vote.closed_event(accepted)]
        state.vote = None
        if state.mode == NARABE:
            assert state.voting is not None
            seat, index = state.voting
            state.voting = None
            state.statuses[seat][index] = (
                narabe.ACCEPTED if accepted else narabe.REJECTED)
            return events + self._next_word(state, now)
        if accepted:
            return events + self._word_stands(state, vote, now)
        return events + self._word_falls(state, vote.by, now)

    def _word_stands(self, state: State, vote: Vote, now: float) -> list[Event]:
        """あわせる/かさねる: the cards played become field cards (seed 「出したカードは場札に
        なります」); かさねる ends on the first empty hand or resets on a word of seven kana;
        あわせる plays the round out once a hand is empty."""
        seat = vote.by
        state.field += state.pending
        state.pending = []
        state.passed = []
        state.last_player = seat
        events: list[Event] = []
        if state.mode == KASANE:
            if not state.hands[seat]:
                return self._finish(state, "手札がなくなりました。")
            if kasane.reset_by_length(vote.kana):
                events += self._reset(state, "long_word")
        elif not state.hands[seat]:
            state.closing = True
        return events + self._advance(state, now, word_made=True)

    def _word_falls(self, state: State, seat: int, now: float) -> list[Event]:
        """The cards go back to the hand and the turn counts as a pass (rules.md 「決めたこと」)."""
        back = [p.card for p in state.pending]
        state.pending = []
        state.hands[seat] = sorted(state.hands[seat] + back)
        state.passed.append(seat)
        events: list[Event] = [{"type": "taken_back", "seat": seat, "cards": back}]
        events += self._after_pass(state, TURN_MODES[state.mode])
        return events + self._advance(state, now, word_made=False)

    # -- ならべる: the vote on every board, then the score ----------------------------------------

    def _reveal(self, state: State, now: float) -> list[Event]:
        """Time is up, or everyone has declared 「完成」: every board is shown and each word is put
        to the vote in seat order (rules.md 「ならべる」)."""
        state.phase = VOTE
        state.deadline = None
        state.queue = []
        for seat in range(state.seats):
            lines = board.board_lines(state.boards[seat], self.faces)
            state.statuses[seat] = [narabe.LOOSE if line.loose else narabe.OPEN for line in lines]
            state.queue += [[seat, i] for i, line in enumerate(lines) if not line.loose]
        state.words_total = len(state.queue)
        events: list[Event] = [{"type": "reveal", "boards": [
            [self._placed_view(p, shown, False) for p, shown in self._shown(b)] for b in state.boards]}]
        return events + self._next_word(state, now)

    def _next_word(self, state: State, now: float) -> list[Event]:
        if not state.queue:
            if len(state.done) == state.seats:
                return self._finish(state, "全員が「完成」を宣言し、判定が終わりました。")
            return self._finish(state, "3分が過ぎ、判定が終わりました。")
        seat, index = state.voting = state.queue.pop(0)
        line = board.board_lines(state.boards[seat], self.faces)[index]
        number = state.words_total - len(state.queue)
        vote = Vote.open(by=seat, word=narabe.declared_word(line, state.spellings[seat]),
                         kana=line.kana, cells=line.cells, seats=state.seats,
                         deadline=now + state.settings["vote_time"], board=seat,
                         number=number, of=state.words_total)
        return self._open_vote(state, vote, now)

    def _narabe_boards(self, state: State) -> list[tuple[list[board.Line], list[str], int]]:
        """Per seat: the board's lines, their statuses, and the cards never laid."""
        out = []
        for seat in range(state.seats):
            lines = board.board_lines(state.boards[seat], self.faces)
            statuses = state.statuses[seat] or [narabe.OPEN] * len(lines)
            out.append((lines, statuses, len(state.hands[seat]) - len(state.boards[seat])))
        return out

    def _narabe_scores(self, state: State) -> list[int]:
        return [narabe.score(*b) for b in self._narabe_boards(state)]

    def _narabe_detail(self, state: State) -> list[dict[str, Any]]:
        """For the result screen: each seat's accepted words and the cards that cost a point."""
        return [{"words": [narabe.declared_word(line, state.spellings[seat])
                           for line, status in zip(lines, statuses, strict=True) if status == narabe.ACCEPTED],
                 "loose": narabe.penalty_cards(lines, statuses, unplaced)}
                for seat, (lines, statuses, unplaced) in enumerate(self._narabe_boards(state))]

    # -- あわせる / かさねる: turns ------------------------------------------------------------------

    def _begin_turn(self, state: State, seat: int, now: float, events: list[Event]) -> None:
        state.phase = TURN
        state.turn = seat
        state.deadline = now + TURN_SECONDS
        state.exchanged = [0] * state.seats
        events.append({"type": "turn", "seat": seat, "deadline": state.deadline})

    def _pass(self, state: State, seat: int, now: float, *, auto: bool) -> list[Event]:
        state.passed.append(seat)
        events: list[Event] = [{"type": "pass", "seat": seat, "auto": auto}]
        events += self._after_pass(state, TURN_MODES[state.mode])
        return events + self._advance(state, now, word_made=False)

    def _after_pass(self, state: State, rules: Any) -> list[Event]:
        if rules is kasane and kasane.reset_by_passes(state.passed, state.last_player, state.seats):
            return self._reset(state, "passes")
        return []

    def _reset(self, state: State, why: str) -> list[Event]:
        """かさねる 「場札のリセット」: every field card to the discard, one new card turned up."""
        discarded = [p.card for p in sorted(state.field, key=lambda p: p.z)]
        state.discard += discarded
        events: list[Event] = []
        turn_up(state, events)
        state.passed = []
        state.last_player = None
        card = [self._placed_view(p, (0, 1), False) for p in state.field]
        return [{"type": "reset", "why": why, "discarded": len(discarded),
                 "card": card[0] if card else None}, *events]

    def _advance(self, state: State, now: float, *, word_made: bool) -> list[Event]:
        """The turn is over: end the game if its end has come, else the next player's turn."""
        assert state.turn is not None and state.start is not None
        state.turns += 1
        state.quiet_turns = 0 if word_made else state.quiet_turns + 1
        n = state.seats
        if state.mode == AWASE and awase.game_over_after_turn(state.closing, state.turn, state.start, n):
            return self._finish(state, "手札がなくなった人が出て、一巡しました。")
        if state.quiet_turns >= ROUNDS_WITHOUT_WORD * n:
            return self._finish(state, f"{ROUNDS_WITHOUT_WORD}巡つづけて単語が成立しませんでした。")
        if state.turns >= TURNS_PER_SEAT * n:
            return self._finish(state, "手番の上限に達しました。")
        seat = (state.turn + 1) % n
        while not state.hands[seat]:  # あわせる: a player with no cards has nothing to do
            if state.mode == AWASE and awase.game_over_after_turn(state.closing, seat, state.start, n):
                return self._finish(state, "手札がなくなった人が出て、一巡しました。")
            seat = (seat + 1) % n
        events: list[Event] = []
        self._begin_turn(state, seat, now, events)
        return events

    # -- the end ----------------------------------------------------------------------------------

    def _finish(self, state: State, reason: str) -> list[Event]:
        state.phase = FINISHED
        state.deadline = None
        state.vote = None
        if state.mode == NARABE:
            points = self._narabe_scores(state)
            done_order = [s for s, _ in state.done]
            ranks = narabe.ranks(points, done_order)
        else:
            points = [len(h) for h in state.hands]
            ranks = TURN_MODES[state.mode].ranks(points)
        winners = [s for s in range(state.seats) if ranks[s] == 1]
        state.result = {"ranks": list(ranks), "points": points, "reason": reason, "winners": winners}
        if state.mode == NARABE:
            state.result["detail"] = self._narabe_detail(state)
        return [{"type": "finished", "result": dict(state.result)}]

    # -- time -------------------------------------------------------------------------------------

    def tick(self, state: State, now: float) -> list[Event]:
        if state.phase == FINISHED:
            return []
        events: list[Event] = []
        if not state.started:
            self._begin(state, now, events)
            return events
        due = self.deadline(state)
        if due is None or now < due:
            return events
        state.now = now
        if state.phase == VOTE:
            assert state.vote is not None
            accepted = state.vote.expire()  # 黙っている人はOK (rules.md 「判定」)
            return self._close_vote(state, accepted, now)
        if state.phase == ARRANGE:
            return [{"type": "time_up"}, *self._reveal(state, now)]
        assert state.turn is not None
        return self._pass(state, state.turn, now, auto=True)  # 「自動的にパス」

    def deadline(self, state: State) -> float | None:
        if state.phase == FINISHED:
            return None
        if not state.started:
            return 0.0
        if state.phase == VOTE and state.vote is not None:
            return state.vote.deadline
        return state.deadline

    # -- who may act ----------------------------------------------------------------------------

    def legal(self, state: State, seat: int) -> list[Action]:
        """The actions ``seat`` may take now; complete actions first (the host's fallback)."""
        if state.phase == FINISHED:
            return []
        out: list[Action] = []
        if state.vote is not None and seat in state.vote.waiting():
            out += [{"type": "vote", "accept": True}, {"type": "vote", "accept": False}]
        if state.mode == NARABE:
            if state.phase == ARRANGE and all(s != seat for s, _ in state.done):
                out += [{"type": "done"}, {"type": "arrange", "cards": list(state.hands[seat])}]
        elif state.phase == TURN and state.turn == seat:
            rules = TURN_MODES[state.mode]
            out += [{"type": "pass"},
                    {"type": "play", "cards": list(state.hands[seat]), "dirs": list(rules.AXES)}]
        if state.mode != NARABE and state.hands[seat] and can_draw(state):
            out.append({"type": "exchange", "cards": list(state.hands[seat])})
        if self._hint_allowed(state, seat):
            out.append({"type": "hint"})
        return out

    def waiting_on(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(state.seats) if self.legal(state, s))

    def result(self, state: State) -> Result | None:
        if state.result is None:
            return None
        return Result(tuple(state.result["ranks"]), tuple(state.result["points"]),
                      state.result["reason"])

    # -- the view ---------------------------------------------------------------------------------

    def _card_view(self, card: int) -> dict[str, Any]:
        return {"id": card, "front": self.deck[card].front, "back": self.deck[card].back}

    def _placed_view(self, p: Placed, shown: Sequence[int], pending: bool) -> dict[str, Any]:
        return {**self._card_view(p.card), "face": p.face, "reversed": p.reversed, "x": p.x,
                "y": p.y, "dir": p.dir, "z": p.z, "kana": p.laid_kana(self.faces),
                "shown": list(shown), "pending": pending}

    @staticmethod
    def _shown(cards: Sequence[Placed]) -> list[tuple[Placed, tuple[int, ...]]]:
        shown = board.shown_cells(cards)
        return [(p, shown[p.card]) for p in cards]

    def _lines_view(self, state: State, seat: int) -> list[dict[str, Any]]:
        lines = board.board_lines(state.boards[seat], self.faces)
        statuses = state.statuses[seat] if state.phase in (VOTE, FINISHED) else []
        return [{"cells": [list(c) for c in line.cells], "kana": line.kana,
                 "word": narabe.declared_word(line, state.spellings[seat]),
                 "kind": "loose" if line.loose else "word", "cards": list(line.cards),
                 "status": statuses[i] if i < len(statuses) else (
                     narabe.LOOSE if line.loose else narabe.OPEN)}
                for i, line in enumerate(lines)]

    def view(self, state: State, seat: int | None) -> View:
        n = state.seats
        narabe_mode = state.mode == NARABE
        revealed = state.phase in (VOTE, FINISHED)
        shows_board = [narabe_mode and (revealed or s == seat) for s in range(n)]
        on_field = [*state.field, *state.pending]
        pending = {p.card for p in state.pending}
        return {
            "mode": state.mode,
            "mode_label": MODE_LABELS[state.mode],
            "phase": state.phase,
            "seats": n,
            "you": seat,
            "turn": state.turn if state.phase in (TURN, VOTE) else None,
            "start": state.start,
            "now": state.now,
            "deadline": self.deadline(state) if state.started else None,
            "hand": None if seat is None else [self._card_view(c) for c in state.hands[seat]],
            "hand_counts": [len(h) for h in state.hands],
            "stock_count": len(state.stock),
            "discard_count": len(state.discard),
            "field": [self._placed_view(p, shown, p.card in pending)
                      for p, shown in self._shown(on_field)],
            "boards": [[self._placed_view(p, shown, False) for p, shown in self._shown(state.boards[s])]
                       if shows_board[s] else None for s in range(n)],
            "lines": [self._lines_view(state, s) if shows_board[s] else None for s in range(n)],
            "vote": None if state.vote is None else state.vote.to_view(),
            "scores": self._narabe_scores(state) if narabe_mode and revealed else None,
            "done": [{"seat": s, "at": at} for s, at in state.done],
            "passed": list(state.passed),
            "last_player": state.last_player,
            "exchanged": list(state.exchanged),
            "settings": {k: state.settings[k] for k in ("vote_time", "hint", "hand_size")},
            "result": None if state.result is None else dict(state.result),
            "legal": [] if seat is None else self.legal(state, seat),
        }

    # -- persistence ------------------------------------------------------------------------------

    def dump(self, state: State) -> dict[str, Any]:
        return {
            "mode": state.mode, "seats": state.seats, "settings": dict(state.settings),
            "seed": state.seed, "rng": rng_state_to_data(state.rng), "phase": state.phase,
            "hands": [list(h) for h in state.hands], "stock": list(state.stock),
            "discard": list(state.discard),
            "field": [p.to_data() for p in state.field],
            "pending": [p.to_data() for p in state.pending],
            "boards": [[p.to_data() for p in b] for b in state.boards],
            "spellings": [[list(s) for s in seat] for seat in state.spellings],
            "started": state.started, "now": state.now, "deadline": state.deadline,
            "turn": state.turn, "start": state.start,
            "vote": None if state.vote is None else state.vote.to_data(),
            "done": [list(d) for d in state.done], "passed": list(state.passed),
            "last_player": state.last_player, "exchanged": list(state.exchanged),
            "quiet_turns": state.quiet_turns, "turns": state.turns, "closing": state.closing,
            "queue": [list(q) for q in state.queue],
            "voting": None if state.voting is None else list(state.voting),
            "statuses": [list(s) for s in state.statuses], "words_total": state.words_total,
            "result": None if state.result is None else dict(state.result),
        }

    def load(self, data: dict[str, Any]) -> State:
        return State(
            mode=data["mode"], seats=data["seats"], settings=dict(data["settings"]),
            seed=data["seed"], rng=rng_from_data(data["rng"]), phase=data["phase"],
            hands=[list(h) for h in data["hands"]], stock=list(data["stock"]),
            discard=list(data["discard"]),
            field=[Placed.from_data(p) for p in data["field"]],
            pending=[Placed.from_data(p) for p in data["pending"]],
            boards=[[Placed.from_data(p) for p in b] for b in data["boards"]],
            spellings=[[list(s) for s in seat] for seat in data["spellings"]],
            started=data["started"], now=data["now"], deadline=data["deadline"],
            turn=data["turn"], start=data["start"],
            vote=None if data["vote"] is None else Vote.from_data(data["vote"]),
            done=[list(d) for d in data["done"]], passed=list(data["passed"]),
            last_player=data["last_player"], exchanged=list(data["exchanged"]),
            quiet_turns=data["quiet_turns"], turns=data["turns"], closing=data["closing"],
            queue=[list(q) for q in data["queue"]],
            voting=None if data["voting"] is None else list(data["voting"]),
            statuses=[list(s) for s in data["statuses"]], words_total=data["words_total"],
            result=None if data["result"] is None else dict(data["result"]),
        )

    # -- CPU players ------------------------------------------------------------------------------

    def cpu_plan(self, view: View, level: str, rng: random.Random, budget: float) -> CpuPlan:
        return ai.plan(view, level, rng, budget, self.words)

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        """A host that cannot wait gets the plan's action, or, for a CPU that would rather wait,
        the first of its legal actions that is complete (a vote or a pass)."""
        action = self.cpu_plan(view, level, rng, budget).action
        if action is not None:
            return action
        return ai.fallback(view)
