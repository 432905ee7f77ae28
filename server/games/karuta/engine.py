"""競技かるた as a real-time engine behind the game contract: the contract's side only. The
state is state.py's typed parts; the rules are the modules named for them, as the seed's
sections go:

* reader.py (札読み: the reader's schedule), taking.py (札取り, お手つき), claims.py (two people's
  touches judged fairly), techniques.py (特殊技), settling.py (送り札, the end of a poem),
  moves.py (札移動), outcome.py (the end of the match), pause.py (a person away);
* legal.py (what a seat may do now), view.py (what a seat sees), actions.py (the actions as
  data, checked at the door), texts.py (what the engine says, as codes).

The host owns the clock: every action is stamped with ``now`` on arrival, and the reader's
schedule runs on ``tick``/``deadline``. View and action schema: VIEW.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from server.games.actions import check_action
from server.games.contract import (
    Action,
    CpuLevel,
    CpuPlan,
    Event,
    Game,
    GameError,
    MalformedAction,
    Mark,
    Media,
    NotYourTurn,
    Result,
    RuleError,
    Unchanged,
    View,
)
from server.games.karuta import com, fair, outcome, reader, release, stream, techniques
from server.games.karuta import settings as karuta_settings
from server.games.karuta import view as karuta_view
from server.games.karuta.actions import ACTIONS, HOWS
from server.games.karuta.claims import claim, claims_due, judge_claim, touch_time
from server.games.karuta.field import COLS, Field, Slot, auto_layout, fits_one_frame
from server.games.karuta.legal import has_anything, may
from server.games.karuta.moves import move_card, toggle_float
from server.games.karuta.pause import after_downtime, paused, set_away
from server.games.karuta.settling import pick_send, settle
from server.games.karuta.state import SEATS, Due, Phase, Reading, State
from server.games.karuta.taking import do_touch
from server.games.karuta.techniques import technique_open
from server.games.karuta.texts import TEXTS
from server.games.karuta.timeline import Timeline
from server.games.karuta.timeline import load as load_timeline
from server.games.karuta.touch import fits_one_key
from server.games.state import undone_on


def auto_place(state: State, side: int, numbers: list[int]) -> None:
    """札初期配置 自動: field.auto_layout's places, each taken if still free, else the nearest
    free place of that side."""
    layout = auto_layout(list(numbers), side, state.rng)
    for number in numbers:
        slot = layout[number]
        if state.field.at(slot) is not None:
            slot = min(state.field.free_slots(side),
                       key=lambda s: (abs(s.row - slot.row) * COLS + abs(s.col - slot.col)))
        state.field.place(number, slot)


def arranged(state: State) -> list[Event]:
    """Every card placed (札初期配置 手動): the 暗記時間 begins."""
    if any(p.to_place for p in state.players):
        return []
    state.phase = Phase.MEMORIZE
    return [{"type": "memorize"}]


class KarutaGame(Game):
    id = "karuta"
    texts = TEXTS
    record_marks = (Mark("reading", "karuta.mark.reading", (("part", "kami"),), first=1),)  # a 上の句 is read
    title = "競技かるた"
    kind = "realtime"
    min_seats = max_seats = default_seats = SEATS
    settings = karuta_settings.SETTINGS
    cpu_levels = tuple(CpuLevel(g, karuta_settings.GRADE_LABELS[g]) for g in karuta_settings.GRADES)
    stamps_allowed = False  # a real-time match: stamps would cover the field
    client_clock_fields = ("t", "heard")  # a touch timed on the player's machine (fair.py)
    pauses_when_away = True
    state_type = State

    def __init__(self, timeline: Timeline | None = None, release_as_heard: bool = True) -> None:
        self._timeline = timeline
        # the host's engine names a poem only once it is heard (release.py); the practice,
        # run in the player's own process, keeps everything
        self.release_as_heard = release_as_heard

    @property
    def timeline(self) -> Timeline:
        """The shipped voice timeline (voice_timeline.json), read on first use; tests may give
        their own."""
        if self._timeline is None:
            self._timeline = load_timeline()
        return self._timeline

    def validate_settings(self, given: Any) -> dict[str, Any]:
        return karuta_settings.check(given)

    # -- life cycle -----------------------------------------------------------------------------

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> State:
        """Choose the 50 torifuda, 25 a side, and shuffle all 100 yomifuda (seed ＜基本ルール＞), or
        as the table's 取り札・読み札選択 says (settings.py)."""
        settings = karuta_settings.check(settings)
        self.timeline  # noqa: B018 - fail at the start, not in the middle, without a timeline
        rng = random.Random(seed)
        # 取り札・読み札選択: the field from the chosen cards (all 100 unless chosen otherwise),
        # half a side; the yomifuda as chosen (all 100 unless chosen otherwise)
        size = karuta_settings.field_size(settings)
        chosen = rng.sample(karuta_settings.chosen_torifuda(settings), size)
        sides = [sorted(chosen[:size // 2]), sorted(chosen[size // 2:])]
        order = karuta_settings.yomifuda(settings, chosen)
        rng.shuffle(order)
        state = State(settings=settings, seed=seed, rng=rng, field=Field(),
                      reading=Reading(order, joka_pending=settings["joka"]))
        if settings["layout"] == "manual":
            state.phase = Phase.ARRANGE
            for player, cards in zip(state.players, sides, strict=True):
                player.to_place = cards
        else:
            for side in range(SEATS):
                auto_place(state, side, sides[side])
        return state

    def seat_players(self, state: State, names: list[str | None]) -> None:
        for player, name in zip(state.players, names, strict=True):
            player.name = name
            player.com = name is None

    def view(self, state: State, seat: int | None) -> View:
        return karuta_view.view(state, seat, self.timeline, self.release_as_heard)

    def shared_view(self, state: State) -> View:
        return karuta_view.shared_view(state, self.timeline, self.release_as_heard)

    def seat_view(self, state: State, seat: int | None) -> View:
        return karuta_view.seat_view(state, seat)

    # -- acting ---------------------------------------------------------------------------------

    def act(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        if seat not in range(SEATS):
            raise NotYourTurn(TEXTS("spectator"), rule="spectator")
        kind = check_action(action, ACTIONS)
        due = self.deadline(state)
        # timers due before this action run first; should the action then be refused, they are
        # undone with it (the handlers check before they change anything)
        guard: AbstractContextManager[Any] = (undone_on(GameError, state, self.dump, self.load)
                                              if due is not None and due <= now else nullcontext())
        with guard:
            events = self._run_schedule(state, now)
            events += HANDLERS[kind](self, state, seat, action, now)
        if not events and kind == "hover":
            raise Unchanged()  # it began or ended nothing: the state, the view and the log stay
        state.clock = now
        if self.release_as_heard:
            events = release.seal(state, events)
        rtt = action.get("rtt")
        player = state.players[seat]
        if rtt is not None and not player.com:
            player.rtt = min(max(float(rtt), 0.0), fair.MAX_HOLD)
        return events

    @staticmethod
    def _need(state: State, seat: int, kind: str) -> None:
        """Refuse an action of a kind the seat may not take now: ``not_your_turn`` when the seat
        has nothing at all to do now (docs/PROTOCOL.md), else ``illegal_action``."""
        if may(state, seat, kind):
            return
        text = TEXTS(f"not_now.{kind}")
        if has_anything(state, seat):
            raise RuleError(text, rule=f"{kind}_not_now")
        raise NotYourTurn(text, rule=f"{kind}_not_now")

    def _place(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        number = action["poem"]
        self._need(state, seat, "place")
        player = state.players[seat]
        if number not in player.to_place:
            raise RuleError(TEXTS("not_to_place"))
        slot = Slot(seat, action["row"], action["col"])
        if state.field.at(slot) is not None:
            raise RuleError(TEXTS("occupied"))
        state.field.place(number, slot)
        player.to_place.remove(number)
        return [{"type": "placed", "seat": seat, "poem": number}] + arranged(state)

    def _auto(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "auto_place")
        player = state.players[seat]
        auto_place(state, seat, sorted(player.to_place))
        player.to_place = []
        return [{"type": "placed", "seat": seat, "poem": None}] + arranged(state)

    def _start(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        grade = action.get("grade")
        if grade is not None and grade not in karuta_settings.GRADES:
            raise MalformedAction(TEXTS("grade_unknown"))
        self._need(state, seat, "start")
        player = state.players[seat]
        if grade is not None:
            if not player.com:
                raise RuleError(TEXTS("grade_com_only"))
            # a COM says its 級位: its parameters are drawn for this match (shown on its panel)
            player.params = karuta_settings.com_params(state.settings, seat, grade, match_seed=state.seed)
        player.started = True
        events: list[Event] = [{"type": "started", "seat": seat}]
        if all(p.started for p in state.players):
            events += reader.begin_interval(state, now)
        return events

    def _touch(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        cards: list[int] = action["cards"]
        how = action.get("how", "click")
        if len(set(cards)) != len(cards):
            raise MalformedAction(TEXTS("touch_twice"))
        if how not in HOWS:
            raise MalformedAction(TEXTS("touch_how"))
        self._need(state, seat, "touch")
        gone = [c for c in cards if state.field.position(c) is None]
        if gone:
            take = state.touches.take
            if take is None or gone != [take.poem]:
                raise RuleError(TEXTS("not_on_field"))
            # the other player's take got there first: the card has gone, which is no error
            cards = [c for c in cards if c not in gone]
            if not cards:
                return [{"type": "missed", "seat": seat}]
        if not (fits_one_key if how == "key" else fits_one_frame)(state.field, cards):
            raise RuleError(TEXTS("not_one_frame"))
        at = touch_time(state, action, now)
        if len(state.people()) == SEATS:  # two people, two machines: wait for the other's touch
            return claim(state, seat, list(cards), how, at, now)
        return do_touch(state, seat, list(cards), how, at)

    def _hover(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        """The MAN's frame moved (mouse only): accepted at any moment of the match, so a hover
        still on its way when a card is taken is no error; it counts only while a technique can
        (``technique_open``), and then its cards are checked like a touch's."""
        cards: list[int] = action["cards"]
        if len(set(cards)) != len(cards):
            raise MalformedAction(TEXTS("touch_twice"))
        if not technique_open(state, seat):
            return []
        if any(state.field.position(c) is None for c in cards):
            raise RuleError(TEXTS("not_on_field"))
        if cards and not fits_one_frame(state.field, cards):
            raise RuleError(TEXTS("not_one_frame"))
        events = techniques.hover(state, seat, list(cards), now)
        if self.release_as_heard and not release.named(state):
            # before the poem is named every hover is a step alike, whether it began a
            # technique or not (which would tell where the card lies): its technique is told
            # with the naming (release.seal)
            events.append({"type": "hovered", "seat": seat})
        return events

    def _move(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        slot = Slot(action["side"], action["row"], action["col"])
        self._need(state, seat, "move")
        return move_card(state, action["poem"], slot)

    def _float(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "float")
        return toggle_float(state, action["poem"])

    def _pick(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "pick_send")
        return pick_send(state, seat, action["poem"])

    def _proceed(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "proceed")
        return reader.proceed(state, now)

    def _finish(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        self._need(state, seat, "finish")
        return outcome.finish(state)

    def _away(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        return set_away(state, seat, True, now, self.timeline)

    def _back(self, state: State, seat: int, action: Action, now: float) -> list[Event]:
        return set_away(state, seat, False, now, self.timeline)

    # -- the clock ------------------------------------------------------------------------------

    def media(self, state: State) -> list[Media]:
        """The reading streamed to the table: its voice and its kana as they sound (stream.py)."""
        return stream.media(state, self.timeline)

    def resume(self, state: State, since: float, now: float) -> list[Event]:
        return after_downtime(state, since, now, self.timeline)

    def deadline(self, state: State) -> float | None:
        if paused(state):
            return None  # the reader waits for the person who is away
        times = [t for t in (claims_due(state), reader.reading_pending(state),
                             reader.reading_end(state, self.timeline),
                             release.naming_due(state) if self.release_as_heard else None,
                             None if state.timer is None else state.timer.at) if t is not None]
        return min(times) if times else None

    def tick(self, state: State, now: float) -> list[Event]:
        """Run every change of the schedule due by ``now``, each at its own time. A tick that
        only names the poem in play (release.py) says so with a ``heard`` event."""
        hidden = self.release_as_heard and not release.named(state)
        events = self._run_schedule(state, now)
        if hidden and not events and release.named(state):
            events.append(release.naming_event(state))
        return release.seal(state, events) if self.release_as_heard else events

    def _run_schedule(self, state: State, now: float) -> list[Event]:
        events: list[Event] = []
        while (due := self.deadline(state)) is not None and due <= now:
            pending = reader.reading_pending(state)
            naming = release.naming_due(state) if self.release_as_heard else None
            state.clock = due
            sounding = state.reading.sounding
            if claims_due(state) == due:
                events += judge_claim(state)
            elif pending == due and sounding is not None:  # a resumed reading begins: touches are open again
                events.append({"type": "reading", "poem": sounding.poem, "part": sounding.part})
            elif reader.reading_end(state, self.timeline) == due:
                events += reader.part_ended(state, due)
            elif naming == due:
                pass  # the 決まり字 has been heard: the poem is named from this moment
            elif state.timer is not None and state.timer.then == Due.SETTLE:
                events += settle(state, due)
            else:
                events += reader.next_poem(state, due, self.timeline)
        return events

    def waiting_on(self, state: State) -> tuple[int, ...]:
        return tuple(s for s in range(SEATS) if has_anything(state, s))

    def result(self, state: State) -> Result | None:
        return outcome.result(state)

    # -- the COM --------------------------------------------------------------------------------

    def cpu_plan(self, view: View, level: str, rng: random.Random, budget: float) -> CpuPlan:
        return com.plan(view, level, rng)

    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        """For a host that does not use plans: the planned action, ignoring its time."""
        return com.choose_now(view, level, rng)


Handler = Callable[[KarutaGame, State, int, Action, float], list[Event]]

HANDLERS: dict[str, Handler] = {
    "place": KarutaGame._place,
    "auto_place": KarutaGame._auto,
    "start": KarutaGame._start,
    "touch": KarutaGame._touch,
    "hover": KarutaGame._hover,
    "move": KarutaGame._move,
    "float": KarutaGame._float,
    "pick_send": KarutaGame._pick,
    "proceed": KarutaGame._proceed,
    "finish": KarutaGame._finish,
    "away": KarutaGame._away,
    "back": KarutaGame._back,
}

__all__ = ["KarutaGame", "State"]
