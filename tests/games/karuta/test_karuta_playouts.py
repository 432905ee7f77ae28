"""COM–COM playouts through the contract (STYLE.md habit 12), on the shipped voice timeline:
every card is in exactly one place, every match ends, no view holds an unread poem or the
reading order (views are the same whatever the unread poems' order), views survive msgpack, and
load(dump()) continues identically."""

from __future__ import annotations

import random

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games.karuta.engine import KarutaGame, State
from tests.games.contract_checks import assert_refused_unchanged

from .conftest import SYNTHETIC, play_com_match, real_timeline

TIMELINE = real_timeline() or SYNTHETIC
GRADES = st.sampled_from(["E", "D", "C", "B", "A"])
SETTINGS = st.fixed_dictionaries({
    "kami": st.sampled_from(["kimariji", "kakutei", "whole"]),
    "shimo": st.sampled_from(["continue", "after_take", "none"]),
    "joka": st.booleans(),
    "kara_skip": st.booleans(),
    "com_move": st.booleans(),
    "layout": st.sampled_from(["auto", "manual"]),
    "ma_min": st.integers(0, 1500),
    "ma_max": st.integers(1500, 3000),
})


def with_unread_shuffled(game: KarutaGame, state: State, rng: random.Random) -> State:
    copy = game.load(game.dump(state))
    rest = copy.reading.order[copy.reading.read:]
    rng.shuffle(rest)
    copy.reading.order[copy.reading.read:] = rest
    return copy


class Checker:
    def __init__(self, game: KarutaGame, state: State) -> None:
        self.game = game
        self.chosen = sorted(state.field.cards(0) + state.field.cards(1) + sum([p.to_place for p in state.players], []))
        self.rng = random.Random(0)
        self.steps = 0

    def __call__(self, state: State, now: float) -> None:
        self.steps += 1
        on_field = state.field.cards(0) + state.field.cards(1) + sum([p.to_place for p in state.players], [])
        taken = [e.poem for e in state.log if e.taken_by is not None]
        if state.touches.take is not None and not state.settled:
            taken.append(state.touches.take.poem)
        assert len(set(on_field)) == len(on_field)
        assert sorted(on_field + taken) == self.chosen, "a card is lost or in two places"
        read = set(state.reading.order[:state.reading.read])
        shuffled = with_unread_shuffled(self.game, state, self.rng)
        for seat in (0, 1, None):
            view = self.game.view(state, seat)
            assert msgpack.unpackb(msgpack.packb(view), strict_map_key=False) == view
            assert self.game.view(shuffled, seat) == view, "a view depends on the unread order"
            shown = {e["poem"] for e in view["log"]}
            for key in ("reading", "current", "take"):
                if view[key] is not None and view[key]["poem"]:
                    shown.add(view[key]["poem"])
            assert shown <= read
        if self.steps % 10 == 0:
            self.refuse_bad_input(state)
            self.accept_every_legal(state, now)
        if self.steps % 25 == 0:
            data = self.game.dump(state)
            assert msgpack.unpackb(msgpack.packb(data), strict_map_key=False) == data
            assert self.game.dump(self.game.load(data)) == data


    def accept_every_legal(self, state: State, now: float) -> None:
        """Every action a view lists is accepted as it stands (on a copy), while no timer is due
        (a due timer runs first and may close what the view offered: that is real time)."""
        due = self.game.deadline(state)
        if due is not None and due <= now:
            return
        for seat in (0, 1):
            view = self.game.view(state, seat)
            for action in view["legal"] + view["templates"]:
                self.game.act(self.game.load(self.game.dump(state)), seat, action, now)

    def refuse_bad_input(self, state: State) -> None:
        """Bad input at any moment: a typed error and the state unchanged."""
        # a card not there (not the one just taken: a touch of that one, overtaken by the take,
        # is a quiet "missed")
        just_taken = state.touches.take.poem if state.touches.take is not None else None
        gone = [n for n in range(1, 101) if state.field.position(n) is None and n != just_taken]
        mine = [n for n in range(1, 101) if (s := state.field.position(n)) is not None and s.side == 0]
        bad = [
            (None, {"type": "touch", "cards": mine[:1] or [1], "how": "click"}),  # a spectator
            (0, {"type": "touch", "cards": gone[:1], "how": "click"}),  # a card not there
            (0, {"type": "pick_send", "poem": gone[0]}),  # a card not held
            (1, {"type": "move", "poem": gone[0], "side": 0, "row": 0, "col": 0}),
            (0, {"type": "touch", "cards": [], "how": "click"}),
            (1, {"type": "launch"}),
        ]
        for seat, action in bad:
            assert_refused_unchanged(self.game, state, seat, action)


@pytest.mark.slow
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), given_settings=SETTINGS, a=GRADES, b=GRADES)
def test_com_com_matches_keep_every_card_and_end(seed, given_settings, a, b):
    game = KarutaGame(timeline=TIMELINE)
    state = game.new(game.validate_settings(given_settings), 2, seed)
    game.seat_players(state, [None, None])
    check = Checker(game, state)
    play_com_match(game, state, (a, b), seed, on_step=check)
    result = game.result(state)
    assert result is not None and sorted(result.ranks) == [1, 2]
    loser = result.ranks.index(2)
    assert result.points[1 - loser] == state.outcome.margin > 0
    assert state.reading.read <= 100 and len(state.log) == state.reading.read
    assert check.steps > 50


def test_a_match_replays_from_its_seed_and_steps_through_a_save():
    game = KarutaGame(timeline=TIMELINE)

    def fresh() -> State:
        state = game.new(game.validate_settings({"shimo": "after_take"}), 2, 5)
        game.seat_players(state, [None, None])
        return state

    original = fresh()
    trace: list = []
    play_com_match(game, original, ("B", "C"), 9, trace=trace)
    replay = fresh()
    for i, (seat, action, now) in enumerate(trace):
        if i == len(trace) // 2:
            replay = game.load(game.dump(replay))  # saved and restored half way
        if seat is None:
            game.tick(replay, now)
        else:
            game.act(replay, seat, action, now)
    assert game.dump(replay) == game.dump(original)
    assert game.result(replay) == game.result(original)


@pytest.mark.skipif(real_timeline() is None, reason="voice/timeline.json not built yet")
def test_the_shipped_timeline_lists_each_reading_kana_by_kana():
    """The 決まり字 of length k is heard at ends[k-1] only if the timeline's kana are the poem's
    reading, one entry per kana (kimariji.py counts the same way). The 序歌's 下の句 is read twice,
    as in competition: its file and its timeline hold both readings."""
    from server.games.karuta.poems import poem

    timeline = real_timeline()
    for number in range(101):
        for part in ("kami", "shimo"):
            times = 2 if (number, part) == (0, "shimo") else 1
            assert list(timeline.part(number, part).kana) == list(poem(number).reading(part)) * times
