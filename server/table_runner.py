"""One table in play, run: its steps, what each person is told, its CPU seats and its clock.

A step reads in one place, in order: the game acts (or its clock ticks), the step is logged
(committed to the store before anyone is told), each person at the table gets their own view of
it (``publish``), then the runner schedules what comes next: each CPU seat that may act plans
from its own view, and the game's clock wakes at its next deadline. A game's refusal becomes a
wire error here and nowhere else (``game_error_to_protocol``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from twisted.internet import defer
from twisted.internet.interfaces import IDelayedCall, IReactorTime

from protocol.clock_sync import ClockEstimate
from protocol.codec import encode
from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from server.config import HallConfig
from server.games.contract import (
    HOST_ACTIONS,
    WAIT,
    WAITS_FOR_EVERY_SEAT,
    Action,
    CpuPlan,
    Event,
    GameError,
    Media,
    Unchanged,
    visible_events,
)
from server.sessions import Session, SessionBook
from server.store import SNAPSHOT_EVERY, Store
from server.table import FINISHED, HUMAN, PLAYING, LogMismatch, Table, resume_step
from server.texts import SERVER

log = logging.getLogger(__name__)

Thinker = Callable[[str, dict[str, Any], str, int, float], defer.Deferred]
"""Decides for a CPU seat: (game id, view, level, seed, budget) -> Deferred[CpuPlan]
(``CpuWorkers.think`` on a real host, ``think_inline`` in unit tests)."""


@dataclass(eq=False)
class SeatPlan:
    """A CPU seat's current business: the view it is deciding about, then what it decided."""

    game_no: int
    view: dict[str, Any]
    asked_at: float
    decided: CpuPlan | None = None  # None while it thinks
    call: IDelayedCall | None = None  # the timer that will carry out ``decided``


def game_error_to_protocol(error: GameError) -> ProtocolError:
    """A game's refusal as the error the person who sent the action is told."""
    code = {"malformed_action": ErrorCode.MALFORMED_ACTION, "not_your_turn": ErrorCode.NOT_YOUR_TURN}.get(
        error.code, ErrorCode.ILLEGAL_ACTION
    )
    detail = {"rule": error.rule} if error.rule else {}
    return ProtocolError(code, error.text, **detail)


class TableRunner:
    def __init__(self, table: Table, book: SessionBook, store: Store, clock: IReactorTime,
                 config: HallConfig, think: Thinker, changed: Callable[[Table], None]) -> None:
        self.table = table
        self.book = book
        self.store = store
        self.clock = clock
        self.config = config
        self.think = think
        self.changed = changed  # the hall's: something the table's summary shows changed
        self.plans: dict[int, SeatPlan] = {}
        self._tick_call: IDelayedCall | None = None
        self._media_calls: dict[Any, IDelayedCall] = {}  # the game's media still to send, by key
        self._media_sent: set[Any] = set()  # keys sent and still listed by the game
        self.closed = False

    # -- who is at the table ----------------------------------------------------------------------

    def members(self) -> list[Session]:
        """Everyone connected at the table: the seated people, then the spectators."""
        table = self.table
        tokens = [s.token for s in table.humans()] + sorted(table.spectators)
        found = [self.book.get(t) for t in tokens]
        return [s for s in found if s is not None and s.connected]

    def table_message(self, session: Session) -> dict[str, Any]:
        """The ``table`` message for one person: the summary, their seat, the invite link."""
        table = self.table
        data = table.summary()
        data["you"] = table.seat_of(session.token)
        data["you_own"] = table.owner == session.token
        data["invite"] = f"zashiki://{self.config.invite_host()}:{self.config.port}/{table.code}"
        data["result"] = None if table.result is None else table.result.to_wire()
        return {"type": "table", "table": data}

    def tell_members(self) -> None:
        for member in self.members():
            member.send(self.table_message(member))

    # -- a step -------------------------------------------------------------------------------------

    def person_acts(self, seat: int, action: Action, estimate: ClockEstimate | None,
                    ref: int | None) -> None:
        """A person's ``act``: never one of the host's own actions; moments on their clock
        moved to the host's (``Game.client_clock_fields``)."""
        if action.get("type") in HOST_ACTIONS:
            raise ProtocolError(ErrorCode.MALFORMED_ACTION, HOST("action.host_only"))
        if self.table.game.client_clock_fields:
            action = on_host_clock(action, self.table.game.client_clock_fields, estimate)
        self.step(seat, action, ref=ref)

    def step(self, seat: int | None, action: Action | None, ref: int | None = None) -> None:
        """One step: a seat's action (or the clock's tick when ``seat`` is None), logged before
        anyone is told, then published and the next one scheduled."""
        table = self.table
        now = self.clock.seconds()
        try:
            events = table.tick(now) if seat is None else table.act(seat, action or {}, now)
        except Unchanged:
            if ref is not None and seat is not None:
                self._ack(seat, ref)  # accepted, changing nothing: told so, nothing logged
            return
        except GameError as error:
            raise game_error_to_protocol(error) from error
        if seat is None and not events:
            self.schedule()
            return
        self.store.record_step(table.id, table.game_no, table.seq, seat, action, now)
        if table.status == FINISHED:
            self.save()
        elif table.seq % SNAPSHOT_EVERY == 0:
            self.store.save_snapshot(table.id, table.game.dump(table.state), table.seq)
        self.publish(events, acks={} if ref is None or seat is None else {seat: ref})
        if table.status == FINISHED:
            self.changed(table)
        self.schedule()

    def host_act(self, seat: int, kind: str) -> None:
        """Tell a game that pauses for absent people (``Game.pauses_when_away``) that a seat's
        person has gone (``away``) or the seat is played again (``back``)."""
        table = self.table
        if not table.game.pauses_when_away or table.status != PLAYING or table.state is None:
            return
        try:
            self.step(seat, {"type": kind})
        except ProtocolError as error:
            log.error(SERVER("host_act_refused", code=table.code, seat=seat, kind=kind, error=error.text))

    # -- telling people -----------------------------------------------------------------------------

    def publish(self, events: list[Event], acks: dict[int, int] | None = None) -> None:
        """Every person at the table (seated, then watching) gets their view of this step."""
        table = self.table
        for index, seat in enumerate(table.seats):
            member = self.book.get(seat.token) if seat.kind == HUMAN else None
            if member is not None and member.connected:
                self.send_view(member, index, events, None if acks is None else acks.get(index))
        for token in sorted(table.spectators):
            member = self.book.get(token)
            if member is not None and member.connected:
                self.send_view(member, None, events)

    def send_view(self, session: Session, seat: int | None, events: list[Event],
                  ack: int | None = None) -> None:
        table = self.table
        if table.state is None:
            return
        visible = events if all("to" not in e for e in events) else visible_events(events, seat)
        message = {"type": "view", "table": table.id, "seq": table.seq,
                   "view": table.view_frame(seat), "events": visible}
        if ack is not None:
            message["ack"] = ack
        session.send_frame(encode(message))

    def _ack(self, seat: int, ref: int) -> None:
        """An action that changed nothing is answered all the same (docs/PROTOCOL.md: every
        act that carries a ``ref`` is answered)."""
        member = self.book.get(self.table.seats[seat].token)
        if member is not None and member.connected:
            member.send({"type": "ack", "table": self.table.id, "seq": self.table.seq, "ack": ref})

    def save(self) -> None:
        table = self.table
        snapshot = None if table.state is None else table.game.dump(table.state)
        self.store.save_table(table.id, table.to_record(), snapshot, table.seq)

    # -- what comes next: CPU seats and the clock ---------------------------------------------------

    def schedule(self) -> None:
        """After any change: let CPU seats plan, and wake the game's clock when it needs it."""
        table = self.table
        if self.closed or table.status != PLAYING or table.state is None:
            self.drop_plans()
            self.schedule_media([])
            return
        self.schedule_media(table.game.media(table.state))
        self._plan_cpus()
        if self._tick_call is not None and self._tick_call.active():
            self._tick_call.cancel()
        self._tick_call = None
        deadline = table.game.deadline(table.state)
        if deadline is not None:
            delay = max(0.0, deadline - self.clock.seconds())
            self._tick_call = self.clock.callLater(delay, self._tick)

    # -- timed media (Game.media): never logged, sent to everyone at the table -----------------

    def schedule_media(self, items: list[Media]) -> None:
        """Send each listed item at its ``send_at``; cancel what the game no longer lists."""
        wanted = {m.key: m for m in items}
        for key in [k for k in self._media_calls if k not in wanted]:
            call = self._media_calls.pop(key)
            if call.active():
                call.cancel()
        self._media_sent &= wanted.keys()
        now = self.clock.seconds()
        for key, item in wanted.items():
            if key not in self._media_calls and key not in self._media_sent:
                self._media_calls[key] = self.clock.callLater(max(0.0, item.send_at - now),
                                                              self._send_media, item)

    def _send_media(self, item: Media) -> None:
        self._media_calls.pop(item.key, None)
        self._media_sent.add(item.key)
        if self.closed or self.table.status != PLAYING:
            return
        frame = encode({"type": "media", "table": self.table.id, "at": item.at, **item.body()})
        for member in self.members():
            member.send_frame(frame)

    def _tick(self) -> None:
        self._tick_call = None
        if not self.closed and self.table.status == PLAYING:
            self.step(None, None)

    def _plan_cpus(self) -> None:
        """Ask every CPU seat that may act for a plan, unless it has one for the view it has
        now; drop the plans of seats whose view changed or who may no longer act."""
        table = self.table
        waiting = {seat for seat in table.game.waiting_on(table.state) if table.seats[seat].cpu_controlled}
        for seat in range(len(table.seats)):
            plan = self.plans.get(seat)
            if seat not in waiting:
                if plan is not None:
                    self.drop_plan(seat)
                continue
            view = table.view_for(seat)
            if plan is not None and plan.game_no == table.game_no and plan.view == view:
                continue  # still thinking about, or holding a plan for, exactly this view
            if plan is not None:
                self.drop_plan(seat)
            self._ask_cpu(seat, view)

    def _ask_cpu(self, seat: int, view: dict[str, Any]) -> None:
        table = self.table
        plan = SeatPlan(game_no=table.game_no, view=view, asked_at=self.clock.seconds())
        self.plans[seat] = plan
        level = table.seats[seat].cpu_level or table.game.default_level() or ""
        budget = next(
            (lv.thinking_time(self.config.cpu_budget) for lv in table.game.cpu_levels if lv.id == level),
            self.config.cpu_budget,
        )
        d = defer.maybeDeferred(self.think, table.game.id, view, level, table.cpu_seed(seat), budget)
        d.addCallbacks(self._cpu_planned, self._cpu_failed, callbackArgs=(seat, plan),
                       errbackArgs=(seat, plan))

    def _cpu_planned(self, decided: CpuPlan, seat: int, plan: SeatPlan) -> None:
        if self.closed or self.plans.get(seat) is not plan:
            return  # the view changed while it thought: a newer question is out
        plan.decided = decided
        if decided.action is None:
            return  # it waits until its view changes
        due = decided.at if decided.at is not None else plan.asked_at + self.config.cpu_delay
        plan.call = self.clock.callLater(max(0.0, due - self.clock.seconds()), self._cpu_act, seat, plan)

    def _cpu_failed(self, failure: Any, seat: int, plan: SeatPlan) -> None:
        if self.closed or self.plans.get(seat) is not plan:
            return  # the host is closing (decisions in flight are cancelled), or nobody waits
        log.error(SERVER("cpu_failed", code=self.table.code, seat=seat, error=failure.getTraceback()))
        self._cpu_planned(CpuPlan(self._fallback_action(plan.view)), seat, plan)

    def _fallback_action(self, view: dict[str, Any]) -> Action | None:
        """What a CPU does when its own decision failed: in a game that waits for it (turn-based
        or simultaneous), its first legal action (``legal`` lists complete actions only). In a
        real-time or vote game it waits for its next view: nobody waits for it there."""
        if self.table.game.kind not in WAITS_FOR_EVERY_SEAT:
            return None
        legal = view.get("legal") or []
        return legal[0] if legal else None

    def _cpu_act(self, seat: int, plan: SeatPlan) -> None:
        plan.call = None
        if self.plans.get(seat) is not plan or plan.decided is None or plan.decided.action is None:
            return
        table = self.table
        if (self.closed or table.status != PLAYING or table.game_no != plan.game_no
                or not table.seats[seat].cpu_controlled or seat not in table.game.waiting_on(table.state)):
            self.drop_plan(seat)
            return
        action = plan.decided.action
        # It acts; whatever follows is a new view and a new plan. Should the engine refuse the
        # action, the seat holds a "wait" for this same view, so it is not asked again in a loop.
        plan.decided = WAIT
        try:
            self.step(seat, action)
        except ProtocolError as error:
            log.error(SERVER("cpu_refused", code=table.code, seat=seat, action=repr(action), error=error.text))
            fallback = self._fallback_action(plan.view)
            if fallback is not None and fallback != action:
                try:
                    self.step(seat, fallback)
                except ProtocolError:
                    log.error(SERVER("cpu_fallback_refused", code=table.code, seat=seat, action=repr(fallback)))

    def drop_plan(self, seat: int) -> None:
        plan = self.plans.pop(seat, None)
        if plan is not None and plan.call is not None and plan.call.active():
            plan.call.cancel()

    def drop_plans(self) -> None:
        for seat in list(self.plans):
            self.drop_plan(seat)

    # -- a restart ------------------------------------------------------------------------------------

    def replay(self, steps: list[tuple[int, int | None, Any, float]]) -> bool:
        """Bring the table from its last snapshot to its last logged step. False if the log does
        not fit the snapshot (the table is then dropped, loudly)."""
        table = self.table
        if not steps:
            return True
        if table.state is None:
            log.error(SERVER("table_no_snapshot", code=table.code))
            return False
        try:
            for seq, seat, action, at in steps:
                table.apply_logged(seat, action, at)
                if table.seq != seq:
                    raise LogMismatch(f"step {seq} replayed as step {table.seq}")
        except (GameError, ProtocolError, LogMismatch) as error:
            log.error(SERVER("table_log_broken", code=table.code, error=str(error)))
            return False
        self.save()  # a fresh snapshot: the next restart replays nothing
        return True

    def resume(self, since: float) -> None:
        """After a restart: the host was down since ``since``; the game goes on from where it
        stood then (``Game.resume``), the step logged like any other."""
        table = self.table
        now = self.clock.seconds()
        events = table.resume(since, now)
        if not events:
            return
        self.store.record_step(table.id, table.game_no, table.seq, None, resume_step(since), now)
        self.publish(events)

    def stop(self) -> None:
        """The table closes, or the host does: no timer of it runs again."""
        self.closed = True
        self.drop_plans()
        self.schedule_media([])
        if self._tick_call is not None and self._tick_call.active():
            self._tick_call.cancel()
        self._tick_call = None


def on_host_clock(action: Action, fields: tuple[str, ...], estimate: ClockEstimate | None) -> Action:
    """A person's action with its moments moved from their clock to the host's
    (``Game.client_clock_fields``), and ``rtt`` added (a high round trip, with its spread:
    ``ClockEstimate.rtt_bound``). Each moved by the same offset, so the
    differences between them are exactly the client's; the game bounds them by the arrival and
    the round trip (an offset estimate may be off by a clock's drift). While the host knows
    nothing of that client's clock yet, the moments are dropped and the game judges the action by
    its arrival. The action logged is this one, so replays agree."""
    converted = dict(action)
    converted.pop("rtt", None)  # only the host says what the round trip is
    known = estimate is not None and estimate.known
    for name in fields:
        value = converted.get(name)
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue  # missing, or not a number: the game's own shape check answers
        if known:
            converted[name] = estimate.to_ours(float(value))
        else:
            del converted[name]
    if known:
        converted["rtt"] = estimate.rtt_bound
    return converted
