"""Fair judging between two people (server/games/karuta/fair.py): the fair-time arithmetic and
its bounds, touches held as claims and judged in fair-time order, the 10 ms rule, and the reader
pausing while a person is away. Times from the synthetic timeline of conftest.py."""

from __future__ import annotations

from typing import Any

import pytest

from protocol.clock_sync import KEEP, SPREAD_K
from server.games.contract import GameError, NotYourTurn
from server.games.karuta import fair
from server.games.karuta.engine import KarutaGame, State
from server.games.karuta.state import Claim

from .conftest import begin, fouls, next_reading, setup

# side 0: 17 ちは, 87 む; side 1: 18 す, 21 いまこ, 22 ふ
SIDES = {0: {17: (2, 0), 87: (2, 1), 3: (2, 11)}, 1: {18: (2, 0), 21: (2, 1), 22: (2, 11)}}
PEOPLE = ("一郎", "二郎")


def timed(cards: list[int], t: float, heard: float, poem: int, rtt: float = 0.02) -> dict[str, Any]:
    return {"type": "touch", "cards": cards, "how": "click", "t": t, "heard": heard,
            "heard_poem": poem, "rtt": rtt}


def man_man(game: KarutaGame, first: int) -> tuple[State, float]:
    state = setup(game, SIDES, [first], names=PEOPLE)
    begin(game, state)
    return state, next_reading(game, state, first)


def settle_claims(game: KarutaGame, state: State) -> list[dict[str, Any]]:
    events = []
    while state.claims:
        events += game.tick(state, game.deadline(state))
    return events


# -- the arithmetic ---------------------------------------------------------------------------


def test_fair_time_is_the_reaction_after_hearing_added_to_the_hosts_start():
    # heard 40 ms after the host began (the way down), touched 500 ms later, arrived 40 ms on
    assert fair.fair_time(10.0, 10.58, t=10.54, heard=10.04, rtt=0.08) == pytest.approx(10.5)


def test_without_the_clients_times_a_touch_counts_at_its_arrival():
    assert fair.fair_time(10.0, 10.58, t=None, heard=None, rtt=0.08) == 10.58


def test_a_claim_the_round_trip_makes_impossible_is_bounded():
    # says it touched 200 ms after hearing, but the touch arrived 1 s after the start over a
    # 20 ms round trip: it counts no earlier than arrival - rtt - HEARD_SLACK
    got = fair.fair_time(10.0, 11.0, t=10.5, heard=10.3, rtt=0.02)
    assert got == pytest.approx(11.0 - 0.02 - fair.HEARD_SLACK)


def test_a_touch_never_counts_after_it_arrived_nor_before_the_reading():
    assert fair.fair_time(10.0, 10.5, t=12.0, heard=10.0, rtt=0.01) == 10.5  # "touched" in the future
    assert fair.fair_time(10.0, 10.05, t=9.0, heard=10.0, rtt=0.01) == 10.0  # before the reading


@pytest.mark.parametrize("error", [-0.03, -0.005, 0.0, 0.005, 0.03])
def test_an_error_in_the_clock_offset_changes_nothing(error):
    """Both moments come through the same (wrong) offset: only their difference counts."""
    exact = fair.fair_time(10.0, 10.60, t=10.56, heard=10.001, rtt=0.002)
    assert fair.fair_time(10.0, 10.60, t=10.56 + error, heard=10.001 + error, rtt=0.002) == pytest.approx(exact)
    assert exact == pytest.approx(10.559)


def test_hold_covers_the_slowest_round_trip_and_is_bounded():
    assert fair.hold([0.001, 0.08]) == pytest.approx(0.08 + fair.HOLD_MARGIN)
    assert fair.hold([None, 0.001]) == pytest.approx(fair.UNKNOWN_RTT + fair.HOLD_MARGIN)
    assert fair.hold([5.0, 0.01]) == fair.MAX_HOLD


def test_a_claim_waits_only_for_the_other_people():
    assert fair.hold([]) == 0.0  # no rival with a network (a COM): no wait
    assert fair.hold([0.002]) == pytest.approx(0.002 + fair.HOLD_MARGIN)


def test_a_rivals_delay_is_the_longer_of_its_round_trip_and_its_touches_trips():
    assert fair.rival_delay(None, []) is None and fair.rival_delay(0.08, [0.3]) == 0.08  # one trip: no spread
    trips = [0.09, 0.09, 0.09, 0.19]  # mean 0.115, deviation 0.0433
    assert fair.rival_delay(0.08, trips) == pytest.approx(0.115 + SPREAD_K * 0.0433, abs=1e-4)
    assert fair.rival_delay(0.5, trips) == 0.5


def test_a_timed_touch_notes_its_trip_and_only_the_latest_are_kept():
    trips: list[float] = []
    fair.note_trip(trips, arrived=10.2, at=10.0)
    fair.note_trip(trips, arrived=10.0, at=10.0)  # judged at arrival (not timed): no trip
    assert trips == [pytest.approx(0.2)]
    for i in range(40):
        fair.note_trip(trips, arrived=20.0 + i, at=19.9 + i)
    assert len(trips) == KEEP and trips[-1] == pytest.approx(0.1)


def test_ten_milliseconds_apart_is_simultaneous():
    assert fair.simultaneous(1.000, 1.010)
    assert not fair.simultaneous(1.000, 1.011)


# -- claims in the engine -----------------------------------------------------------------------


def test_the_earlier_fair_touch_wins_though_it_arrives_later(game):
    state, start = man_man(game, 21)  # 21 lies on side 1
    heard_0, heard_1 = start + 0.001, start + 0.040  # seat 1 hears the reader 40 ms late
    # seat 0 touches 600 ms after hearing, arrives at once; seat 1 touches 550 ms after hearing
    # (earlier in fair terms) but its touch arrives 40 ms after it was made
    game.act(state, 0, timed([21], heard_0 + 0.600, heard_0, 21, rtt=0.002), heard_0 + 0.601)
    assert state.touches.take is None  # held: seat 1's touch may still be on its way
    game.act(state, 1, timed([21], heard_1 + 0.550, heard_1, 21, rtt=0.08), heard_1 + 0.590)
    events = settle_claims(game, state)
    take = next(e for e in events if e["type"] == "take")
    assert take["seat"] == 1
    assert state.touches.take.at == pytest.approx(start + 0.550)


def test_a_claim_waits_for_the_rivals_round_trip_not_its_own(game):
    state, start = man_man(game, 21)
    state.players[0].rtt, state.players[1].rtt = 0.25, 0.002  # seat 0 far (and jittery), seat 1 near
    game.act(state, 1, timed([21], start + 0.600, start, 21, rtt=0.002), start + 0.601)
    claim = state.claims[0]
    assert claim.due == pytest.approx(start + 0.600 + fair.SIMULTANEOUS + 0.25 + fair.HOLD_MARGIN)
    game.act(state, 0, timed([21], start + 0.300, start, 21, rtt=0.25), start + 0.551)
    assert state.claims[-1].due == pytest.approx(start + 0.551)  # the near rival's touch is in already


def test_a_touch_late_by_its_lines_spread_still_wins(game):
    # seat 1's line usually takes 80 ms there and back, but spreads: the host's high round trip
    # for it is 200 ms. Its touch, 20 ms earlier in fair terms, arrives 179 ms after seat 0's
    # (the reading reached it 90 ms late, its touch took 112 ms back): it still counts first.
    state, start = man_man(game, 87)  # 87 lies on side 0: no 10 ms rule in seat 1's favour
    state.players[1].rtt = 0.200
    game.act(state, 0, timed([87], start + 0.520, start + 0.001, 87, rtt=0.002), start + 0.522)
    assert game.deadline(state) == pytest.approx(start + 0.519 + fair.SIMULTANEOUS + 0.200 + fair.HOLD_MARGIN)
    events = game.tick(state, start + 0.700)
    assert state.touches.take is None and not events  # not yet: seat 1's touch may be on its way
    heard_1 = start + 0.090
    game.act(state, 1, timed([87], heard_1 + 0.499, heard_1, 87, rtt=0.200), start + 0.701)
    events = settle_claims(game, state)
    take = next(e for e in events if e["type"] == "take")
    assert take["seat"] == 1 and "simultaneous" not in take
    assert state.touches.take.at == pytest.approx(start + 0.499)


def test_a_claim_waits_for_the_trips_the_rivals_touches_took(game):
    # seat 1's pings say 80 ms, but its touches have come in 90 to 160 ms after their fair times
    # (a machine slow to send them): seat 0's claim waits for that spread
    state, start = man_man(game, 87)
    state.players[1].rtt, state.players[1].trips = 0.08, [0.09, 0.16, 0.10, 0.11]
    game.act(state, 0, timed([87], start + 0.500, start, 87, rtt=0.002), start + 0.502)
    wait = state.claims[0].due - (start + 0.500 + fair.SIMULTANEOUS)
    assert wait == pytest.approx(fair.rival_delay(0.08, [0.09, 0.16, 0.10, 0.11]) + fair.HOLD_MARGIN)
    assert wait > 0.16 + fair.HOLD_MARGIN
    assert state.players[0].trips == [pytest.approx(0.002)]  # seat 0's own trip noted


def test_a_claim_that_came_in_late_waits_as_much_longer(game):
    # the host sent the reading 120 ms late (it was busy): seat 0's touch, usually in 2 ms after
    # its fair time, comes in 122 ms after it, and seat 1's, 80 ms away, will be as late
    state, start = man_man(game, 21)
    state.players[0].trips = [0.002, 0.003, 0.002]
    state.players[1].rtt = 0.08
    game.act(state, 0, timed([21], start + 0.500, start, 21, rtt=0.002), start + 0.622)
    assert state.claims[0].due == pytest.approx(start + 0.500 + fair.SIMULTANEOUS + 0.08
                                                + fair.HOLD_MARGIN + 0.120)
    heard_1 = start + 0.160  # 120 ms late + 40 ms on the way
    game.act(state, 1, timed([21], heard_1 + 0.480, heard_1, 21, rtt=0.08), heard_1 + 0.480 + 0.040)
    events = settle_claims(game, state)
    take = next(e for e in events if e["type"] == "take")
    assert take["seat"] == 1 and "simultaneous" not in take
    assert fair.lateness([], 1.0, 0.5) == 0.0 and fair.lateness([0.1], 1.0, 0.95) == 0.0


def test_judged_by_arrival_the_same_race_goes_the_other_way(game):
    state, start = man_man(game, 21)
    game.act(state, 0, {"type": "touch", "cards": [21], "how": "click"}, start + 0.601)
    game.act(state, 1, {"type": "touch", "cards": [21], "how": "click"}, start + 0.630)
    events = settle_claims(game, state)
    assert next(e for e in events if e["type"] == "take")["seat"] == 0


@pytest.mark.parametrize("side_of_card, poem", [(1, 21), (0, 87)])
def test_a_simultaneous_take_goes_to_the_side_the_card_lies_on(game, side_of_card, poem):
    state, start = man_man(game, poem)
    other = 1 - side_of_card
    # the player whose side it is NOT touches 8 ms earlier: within 10 ms, so simultaneous
    game.act(state, other, timed([poem], start + 0.500, start, poem), start + 0.501)
    game.act(state, side_of_card, timed([poem], start + 0.508, start, poem), start + 0.509)
    events = settle_claims(game, state)
    take = next(e for e in events if e["type"] == "take")
    assert take["seat"] == side_of_card and take["simultaneous"]
    assert state.touches.take.simultaneous


def test_eleven_milliseconds_earlier_wins_on_the_other_side(game):
    state, start = man_man(game, 21)
    game.act(state, 0, timed([21], start + 0.500, start, 21), start + 0.501)
    game.act(state, 1, timed([21], start + 0.511, start, 21), start + 0.512)
    events = settle_claims(game, state)
    take = next(e for e in events if e["type"] == "take")
    assert take["seat"] == 0 and "simultaneous" not in take


def test_the_later_touch_is_judged_after_the_take_as_the_rules_say(game):
    state, start = man_man(game, 21)
    events = game.act(state, 1, timed([21], start + 0.5, start, 21), start + 0.5)
    # seat 0 touches its own side 100 ms later: once 21 is taken from side 1, a foul
    events += game.act(state, 0, timed([17], start + 0.6, start, 21), start + 0.6)
    events += settle_claims(game, state)
    assert [e["type"] for e in events] == ["take", "foul"]
    assert events[1]["seat"] == 0


def test_a_claim_for_a_poem_no_longer_read_is_missed(game):
    state, start = man_man(game, 21)
    state.claims.append(Claim(seat=0, cards=[21], how="click", at=start, due=start + 0.1, poem=87))
    events = game.tick(state, start + 0.1)
    assert {"type": "missed", "seat": 0} in events and state.touches.take is None


def test_claims_are_hidden_from_every_view(game):
    state, start = man_man(game, 21)
    game.act(state, 0, timed([21], start + 0.5, start, 21), start + 0.5)
    for seat in (0, 1, None):
        view = game.view(state, seat)
        assert "claims" not in repr(view) and view["take"] is None
        assert view["touches_now"] == [0, 0]  # not even that seat 0 touched, until it is judged


def test_a_time_that_is_not_a_number_is_malformed(game):
    state, start = man_man(game, 21)
    before = game.dump(state)
    with pytest.raises(Exception) as caught:
        game.act(state, 0, dict(timed([21], start, start, 21), t="soon"), start + 0.5)
    assert getattr(caught.value, "code", "") == "malformed_action"
    assert game.dump(state) == before


def test_the_round_trip_the_host_said_is_kept_per_seat_and_bounded(game):
    state, start = man_man(game, 21)
    game.act(state, 1, timed([21], start + 0.5, start, 21, rtt=9.0), start + 0.5)
    assert [p.rtt for p in state.players] == [None, fair.MAX_HOLD]


def test_against_a_com_a_touch_is_judged_at_once_at_its_fair_time(game):
    state = setup(game, SIDES, [21])  # ("人", None): MAN–COM
    begin(game, state)
    start = next_reading(game, state, 21)
    game.act(state, 0, timed([21], start + 0.5, start + 0.01, 21), start + 0.52)
    assert state.touches.take.by == 0 and state.touches.take.at == pytest.approx(start + 0.49)


# -- away and back ------------------------------------------------------------------------------


def test_the_reader_pauses_while_a_person_is_away_and_reads_the_part_again(game):
    state, start = man_man(game, 21)
    events = game.act(state, 1, {"type": "away"}, start + 0.3)
    assert {"type": "paused"} in events
    assert game.deadline(state) is None
    view = game.view(state, 0)
    assert view["paused"] and view["away"] == [False, True] and view["legal"] == []
    with pytest.raises(NotYourTurn):
        game.act(state, 0, timed([21], start + 0.4, start, 21), start + 0.4)
    back_at = start + 30.0
    events = game.act(state, 1, {"type": "back"}, back_at)
    assert events[-1] == {"type": "resumed", "at": back_at + fair.RESUME_LEAD}
    restart = back_at + fair.RESUME_LEAD
    assert state.reading.sounding.started_at == restart and state.reading.current.started_at == restart
    assert state.reading.current.heard_at > restart
    assert game.deadline(state) > back_at  # nothing of the old schedule is due at once


def test_timers_ahead_move_on_by_the_pause(game):
    state, start = man_man(game, 21)
    game.act(state, 1, timed([21], start + 0.5, start, 21), start + 0.5)
    settle_claims(game, state)
    settle = state.timer.at
    game.act(state, 0, {"type": "away"}, start + 0.7)
    game.act(state, 0, {"type": "back"}, start + 10.7)
    assert state.timer.at == pytest.approx(settle + 10.0 + fair.RESUME_LEAD)


def test_away_and_back_replay_exactly(game):
    state, start = man_man(game, 21)
    game.act(state, 1, {"type": "away"}, start + 0.3)
    copy = game.load(game.dump(state))
    for s in (state, copy):
        game.act(s, 1, {"type": "back"}, start + 5.0)
        game.tick(s, start + 9.0)
    assert game.dump(state) == game.dump(copy)


def test_no_touch_in_the_moment_before_a_resumed_reading_begins(game):
    state, start = man_man(game, 21)
    game.act(state, 1, {"type": "away"}, start + 0.3)
    game.act(state, 1, {"type": "back"}, start + 5.0)
    restart = start + 5.0 + fair.RESUME_LEAD
    assert "touch" not in {a["type"] for a in game.view(state, 0)["templates"]}
    with pytest.raises(NotYourTurn):
        game.act(state, 0, {"type": "touch", "cards": [21], "how": "click"}, restart - 0.2)
    assert game.deadline(state) == restart
    events = game.tick(state, restart)
    assert events == [{"type": "reading", "part": "kami"}]  # its 決まり字 not yet heard: unnamed
    assert "touch" in {a["type"] for a in game.view(state, 0)["templates"]}


def test_the_losers_touch_of_a_card_just_taken_is_missed_not_an_error(game):
    state, start = man_man(game, 21)
    game.act(state, 1, timed([21], start + 0.5, start, 21), start + 0.5)
    game.tick(state, start + 0.7)  # judged: seat 1 took 21
    assert state.touches.take.by == 1
    events = game.act(state, 0, timed([21], start + 0.52, start, 21), start + 0.75)
    events += settle_claims(game, state)
    assert {"type": "missed", "seat": 0} in events and fouls(state) == [0, 0]
    with pytest.raises(GameError):  # a card that was never there is still an error
        game.act(state, 0, timed([64], start + 0.8, start, 21), start + 0.8)


# -- the host down (Game.resume) ---------------------------------------------------------------


def test_a_reading_cut_by_the_host_going_down_is_read_again_from_its_start(game):
    """The host died 0.4 s into the reading (its 決まり字 was heard at 0.2 s) and came back 30 s
    later: the reading starts again a moment after the restart, nothing of the old schedule is
    due at once, and no card can be taken before the 決まり字 is heard again."""
    state, start = man_man(game, 21)
    since, now = start + 0.4, start + 30.4
    events = game.resume(state, since, now)
    restart = now + fair.RESUME_LEAD
    assert events == [{"type": "resumed", "at": restart}]
    assert state.reading.sounding.started_at == restart and state.reading.current.started_at == restart
    assert state.reading.current.heard_at > restart
    assert min(state.reading.current.kami_heard) >= restart
    assert game.deadline(state) == restart and not state.paused_at
    with pytest.raises(NotYourTurn):
        game.act(state, 0, {"type": "touch", "cards": [21], "how": "click"}, now + 0.5)
    # read again: named again once its 決まり字 is heard again (release as heard)
    assert game.tick(state, restart) == [{"type": "reading", "part": "kami"}]


def test_a_timer_keeps_the_time_it_had_left_over_the_downtime(game):
    state, start = man_man(game, 21)
    game.act(state, 1, timed([21], start + 0.5, start, 21), start + 0.5)
    settle_claims(game, state)
    left = state.timer.at - (start + 0.7)
    game.resume(state, start + 0.7, start + 60.7)
    assert state.timer.at - (start + 60.7) == pytest.approx(left + fair.RESUME_LEAD)


def test_a_match_paused_when_the_host_went_down_stays_paused_until_its_people_are_back(game):
    state, start = man_man(game, 21)
    game.act(state, 1, {"type": "away"}, start + 0.3)
    assert game.resume(state, start + 2.0, start + 40.0) == []
    assert state.paused_at == start + 0.3 and game.deadline(state) is None
    events = game.act(state, 1, {"type": "back"}, start + 41.0)
    assert events[-1] == {"type": "resumed", "at": start + 41.0 + fair.RESUME_LEAD}


def test_a_resumed_match_replays_exactly(game):
    state, start = man_man(game, 21)
    copy = game.load(game.dump(state))
    for s in (state, copy):
        game.resume(s, start + 0.4, start + 9.0)
        game.tick(s, start + 12.0)
    assert game.dump(state) == game.dump(copy)


def test_nothing_to_resume_before_the_match_began_or_after_its_end(game):
    state = setup(game, SIDES, [21], names=PEOPLE)
    before = game.dump(state)
    assert game.resume(state, 5.0, 50.0) == [] and game.dump(state) == before
