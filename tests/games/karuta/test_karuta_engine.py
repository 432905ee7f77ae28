"""The karuta engine: schedule options, every お手つき case with its timing, each way of taking,
送り札 with the player's picks, card moves, the end of the match, and bad input refused with the
state unchanged. Times come from the synthetic timeline of conftest.py (kana k is heard at
0.2·(k-1) + 0.18 s after its reading starts)."""

from __future__ import annotations

from typing import Any

import pytest

from protocol.texts import in_japanese
from server.games.contract import GameError, MalformedAction, NotYourTurn, RuleError, SettingsError
from server.games.karuta.engine import KarutaGame, State
from server.games.karuta.kimariji import STATIC
from server.games.karuta.release import NAMING_LAG
from server.games.karuta.schedule import FOUL_WINDOW

from .conftest import SYNTHETIC, begin, fouls, next_reading, settings, setup, to_naming

# A small field: four cards a side.
#   side 0: 17 ちは (下段 0), 87 む (下段 1), 3 あし (下段 11), 5 おく (中段 0)
#   side 1: 18 す (下段 0), 21 いまこ (下段 1), 22 ふ (下段 11), 4 たご (中段 0)
SIDES = {0: {17: (2, 0), 87: (2, 1), 3: (2, 11), 5: (1, 0)},
         1: {18: (2, 0), 21: (2, 1), 22: (2, 11), 4: (1, 0)}}


def heard(k: int) -> float:
    return 0.2 * (k - 1) + 0.18


def refused(game: KarutaGame, state: State, seat: Any, action: Any, now: float,
            error: type[GameError] = GameError) -> GameError:
    before = game.dump(state)
    with pytest.raises(error) as caught:
        game.act(state, seat, action, now)
    assert game.dump(state) == before
    return caught.value


def kinds(view: dict[str, Any]) -> set[str]:
    return {a["type"] for a in view["legal"] + view["templates"]}


def situations(game: KarutaGame, state: State) -> list[str | None]:
    """Each seat's row of the 送り札 table for the last poem, as 試合経過詳細 says it in Japanese."""
    rows = game.view(state, None)["log"][-1]["situation"]
    return [None if row is None else in_japanese(row) for row in rows]


def touch(cards: list[int], how: str = "click") -> dict[str, Any]:
    return {"type": "touch", "cards": cards, "how": how}


def reading_of(game: KarutaGame, order: list[int], **given: Any) -> tuple[State, float]:
    state = setup(game, SIDES, order, **given)
    begin(game, state)
    return state, next_reading(game, state, order[0])


# -- settings ------------------------------------------------------------------------------


def test_every_setting_of_the_seed_screen_is_there():
    keys = {s.key for s in KarutaGame.settings}
    for side in (0, 1):
        assert {f"com{side}_{p}" for p in ("kimariji", "anki", "hanno", "tebayasa", "kikiwake", "senpo")} <= keys
    assert {"param_seed", "layout", "yomi", "ma_min", "ma_max", "joka", "kami", "shimo", "com_move",
            "kara_skip"} <= keys
    assert [lv.id for lv in KarutaGame.cpu_levels] == ["E", "D", "C", "B", "A"]


def test_ma_minimum_above_maximum_is_refused():
    with pytest.raises(SettingsError):
        KarutaGame().validate_settings({"ma_min": 3000, "ma_max": 2000})


def test_ma_drops_tens_and_units_and_is_drawn_per_poem(game):
    state = setup(game, SIDES, [87, 18, 22, 3, 5, 4], ma_min=1234, ma_max=1599)
    begin(game, state)
    gaps = []
    for number in (87, 18, 22, 3):
        start = next_reading(game, state, number)
        side = state.reading.current.side
        game.act(state, side, touch([number]), start + 1.0)
        game.tick(state, start + 2.1)  # settled; the taker sent nothing (own card)
        if state.phase == "sending":
            game.act(state, state.send.by, {"type": "pick_send",
                                                "poem": state.field.cards(state.send.by)[0]}, start + 2.2)
        game.act(state, 0, {"type": "proceed"}, start + 2.5)
        while state.phase != "interval":  # the 上の句 and 下の句 (read straight on) end
            game.tick(state, game.deadline(state))
        gaps.append(round(game.deadline(state) - state.clock, 3))
    assert all(g in (1.2, 1.3, 1.4, 1.5) for g in gaps), gaps


# -- the reader's schedule -------------------------------------------------------------------


def test_joka_is_read_first_then_the_first_poem(game):
    state = setup(game, SIDES, [87], joka=True)
    first = begin(game, state)
    assert first == 1.0  # one 間 after both sides ended memorisation
    assert state.reading.sounding.poem == 0 and state.reading.sounding.part == "kami"
    assert game.view(state, 0)["current"] is None
    assert "touch" not in kinds(game.view(state, 0))
    shimo = next_reading(game, state, 0, "shimo")
    assert shimo == pytest.approx(first + SYNTHETIC.part(0, "kami").duration)
    start = next_reading(game, state, 87)
    assert start == pytest.approx(shimo + SYNTHETIC.part(0, "shimo").duration + 1.0)


def test_without_joka_the_first_poem_comes_after_one_ma(game):
    state = setup(game, SIDES, [87])
    begin(game, state)
    assert state.reading.sounding.poem == 87 and state.reading.sounding.started_at == pytest.approx(1.0)


@pytest.mark.parametrize("mode, cut_kana", [("kimariji", 3), ("kakutei", 1), ("whole", None)])
def test_kami_is_cut_at_the_kimariji_the_kakutei_or_read_whole(game, mode, cut_kana):
    # いまこんと (21): 3字決まり, but after いまはただ (63) and いにしえの (61) it is い alone.
    state = setup(game, SIDES, [63, 61, 21], kami=mode, shimo="none", names=(None, None))
    begin(game, state)
    for kara in (63, 61):
        next_reading(game, state, kara)
        while state.phase != "after_take":
            game.tick(state, game.deadline(state))
        game.tick(state, game.deadline(state))  # settled
        game.act(state, 0, {"type": "proceed"}, state.clock)
    start = next_reading(game, state, 21)
    assert state.reading.current.kimariji == 1 and state.reading.current.kimariji_static == STATIC[21] == 3
    part = SYNTHETIC.part(21, "kami")
    expected = None if cut_kana is None else part.cut_after(cut_kana)
    assert state.reading.sounding.stop == expected
    assert state.reading.current.heard_at == pytest.approx(start + heard(1))
    to_naming(game, state)
    assert game.view(state, 0)["current"]["kimariji_text"] == "い"


def test_shimo_continue_follows_the_kami_without_waiting(game):
    state, start = reading_of(game, [87])
    game.act(state, 0, touch([87]), start + 0.5)
    kami_end = start + SYNTHETIC.part(87, "kami").duration
    game.tick(state, kami_end)
    assert state.reading.sounding.part == "shimo" and state.phase == "after_take"


def test_shimo_after_take_is_read_after_proceed(game):
    state, start = reading_of(game, [87], shimo="after_take")
    game.act(state, 0, touch([87]), start + 0.5)
    game.tick(state, start + SYNTHETIC.part(87, "kami").duration)
    assert state.reading.sounding is None and state.phase == "after_take" and state.settled
    game.act(state, 0, {"type": "proceed"}, start + 6.0)
    assert state.reading.sounding.part == "shimo" and state.reading.sounding.started_at == start + 6.0
    assert not game.view(state, 0)["moves_allowed"]  # reading: no moves
    game.tick(state, start + 6.0 + SYNTHETIC.part(87, "shimo").duration)
    assert state.phase == "interval"


def test_shimo_none_goes_to_the_interval_on_proceed(game):
    state, start = reading_of(game, [87], shimo="none")
    game.act(state, 0, touch([87]), start + 0.5)
    game.tick(state, start + 5.0)
    game.act(state, 0, {"type": "proceed"}, start + 5.0)
    assert state.phase == "interval" and state.reading.sounding is None


def test_kara_waits_for_proceed_and_only_the_man_presses_it(game):
    state, start = reading_of(game, [1], shimo="none")  # poem 1 is not on the field: 空札
    assert state.reading.current.kara
    game.tick(state, start + SYNTHETIC.part(1, "kami").duration)
    assert state.phase == "after_take" and not state.settled
    game.tick(state, game.deadline(state))
    assert state.settled
    assert {"type": "proceed"} in game.view(state, 0)["legal"]
    assert {"type": "proceed"} not in game.view(state, 1)["legal"]  # seat 1 is the COM
    # the COM may move cards now but not press [S]: illegal_action, not not_your_turn
    refused(game, state, 1, {"type": "proceed"}, state.clock, RuleError)


def test_kara_skip_cuts_a_kara_only_between_coms(game):
    state, start = reading_of(game, [1], kara_skip=True, names=(None, None))
    assert state.reading.sounding.stop == SYNTHETIC.part(1, "kami").cut_after(state.reading.current.kimariji)
    game.tick(state, start + state.reading.sounding.stop)
    assert state.reading.sounding is None and state.phase == "after_take"  # no 下の句 for a skipped 空札
    man, start2 = reading_of(game, [1], kara_skip=True)
    assert man.reading.sounding.stop is None


def test_a_poem_is_named_when_its_kimariji_is_heard_not_before(game):
    state = setup(game, SIDES, [87, 18])
    for seat in (0, 1):
        game.act(state, seat, {"type": "start"}, 0.0)
    assert state.phase == "interval"
    for seat in (0, 1, None):
        view = game.view(state, seat)
        assert view["current"] is None and view["reading"] is None
        assert "order" not in view and view["unread_count"] == 100
    start = next_reading(game, state, 87)
    for seat in (0, 1, None):  # its reading has begun: that a 上の句 sounds, and since when
        view = game.view(state, seat)
        assert view["current"] is None
        assert view["reading"] == {"poem": None, "part": "kami", "started_at": start, "named": False}
    heard_at = state.reading.current.heard_at
    assert game.deadline(state) == heard_at + NAMING_LAG  # named a sound card's delay after it is heard
    assert game.tick(state, heard_at + NAMING_LAG - 0.001) == []
    assert game.view(state, 0)["current"] is None
    assert game.tick(state, heard_at + NAMING_LAG) == [{"type": "heard", "poem": 87}]
    view = game.view(state, None)
    assert view["current"]["poem"] == 87 and view["reading"]["started_at"] == start
    assert view["reading"]["kana"] == list(SYNTHETIC.part(87, "kami").kana)


# -- taking ----------------------------------------------------------------------------------


def test_click_on_the_read_card_takes_it(game):
    state, start = reading_of(game, [87])
    events = game.act(state, 0, touch([87, 17]), start + 0.5)
    assert events[-1]["type"] == "take" and events[-1]["after_ms"] == round((0.5 - heard(1)) * 1000)
    assert state.field.position(87) is None and state.phase == "after_take"
    assert state.touches.take.judge_until == start + 0.5 + FOUL_WINDOW
    assert game.view(state, 0)["sides"][0]["taken"]["own"] == [0, 0, 1]


def test_key_and_sweep_take_from_the_opponents_side(game):
    for how in ("key", "sweep", "sweep_cross"):
        state, start = reading_of(game, [18])
        game.act(state, 0, touch([18], how), start + 0.4)
        assert state.touches.take.by == 0 and state.touches.take.how == how
        assert game.view(state, 0)["sides"][0]["taken"]["opp"] == [0, 0, 1]


def test_carry_takes_only_after_the_kimariji_is_heard(game):
    state, start = reading_of(game, [21])  # いまこ: heard after kana 3
    events = game.act(state, 1, touch([21], "carry"), start + heard(3) - 0.05)
    assert events[-1]["type"] == "missed" and state.field.position(21) is not None
    assert fouls(state) == [0, 0]
    game.act(state, 1, touch([21], "carry"), start + heard(3))
    assert state.touches.take.by == 1 and state.touches.take.how == "carry"


def test_a_key_reaches_half_a_row_and_no_further(game):
    sides = {0: {17: (2, 0), 87: (2, 4), 3: (2, 7)}, 1: {18: (2, 0)}}
    state = setup(game, sides, [87])
    begin(game, state)
    start = next_reading(game, state, 87)
    refused(game, state, 0, touch([87, 3], "key"), start + 0.3, RuleError)  # two halves
    refused(game, state, 0, touch([17, 87], "click"), start + 0.3, RuleError)  # wider than a frame
    game.act(state, 0, touch([17, 87], "key"), start + 0.3)  # 自陣左下段: columns 0-5
    assert state.touches.take.by == 0


def test_a_take_closes_the_gap_toward_the_edge(game):
    sides = {0: {17: (2, 0), 87: (2, 1), 3: (2, 2)}, 1: {18: (2, 0)}}
    state = setup(game, sides, [87])
    begin(game, state)
    start = next_reading(game, state, 87)
    game.act(state, 1, touch([87]), start + 0.3)
    assert state.field.position(3).col == 1  # 札を自動で端に寄せます
    shown = next(c for c in game.view(state, None)["field"] if c["poem"] == 3)
    assert (shown["side"], shown["row"], shown["col"]) == (0, 2, 1)


def test_carrying_is_never_an_otetsuki(game):
    state, start = reading_of(game, [1])  # 空札
    game.act(state, 0, touch([17], "carry"), start + 2.0)
    assert fouls(state) == [0, 0]
    state, start = reading_of(game, [87])
    game.act(state, 0, touch([87]), start + 0.4)
    game.act(state, 1, touch([18], "carry"), start + 0.6)  # in the window, its own side
    assert fouls(state) == [0, 0]


def test_the_first_touch_stamped_wins(game):
    state, start = reading_of(game, [87])
    game.act(state, 1, touch([87]), start + 0.30)
    # the card is gone: the later touch misses, quietly
    assert game.act(state, 0, touch([87]), start + 0.31) == [{"type": "missed", "seat": 0}]
    assert state.touches.take.by == 1


# -- お手つき -----------------------------------------------------------------------------------


def test_touching_the_side_without_the_read_card_is_a_foul(game):
    state, start = reading_of(game, [87])  # 87 lies on side 0
    events = game.act(state, 1, touch([18]), start + 0.1)
    assert events[-1] == {"type": "foul", "seat": 1, "side": 1, "fouls": 1}
    assert game.view(state, None)["sides"][1]["fouls"] == 1


def test_any_card_on_the_read_cards_side_is_safe(game):
    state, start = reading_of(game, [87])
    events = game.act(state, 1, touch([17]), start + 0.1)
    assert events[-1] == {"type": "safe", "seat": 1} and fouls(state) == [0, 0]


def test_kara_touch_is_a_foul_on_the_touched_side_once_per_side(game):
    state, start = reading_of(game, [1])
    game.act(state, 0, touch([17]), start + 0.2)
    events = game.act(state, 0, touch([87]), start + 0.3)  # side 0 again: counted once
    assert events == [{"type": "foul", "seat": 0, "side": 0, "fouls": 1, "again": True}]
    game.act(state, 0, touch([18]), start + 0.4)
    assert fouls(state)[0] == 2 and sorted(state.touches.fouled[0]) == [0, 1]
    game.act(state, 0, touch([22]), start + 0.5)
    assert fouls(state)[0] == 2  # 同じ陣地で何回お手つきをしても1回分


def test_fouls_are_judged_for_one_second_after_the_take(game):
    state, start = reading_of(game, [87])
    taken = start + 0.5
    game.act(state, 0, touch([87]), taken)
    game.act(state, 1, touch([17]), taken + 0.3)  # the side the card lay on: safe
    assert fouls(state) == [0, 0]
    game.act(state, 1, touch([18]), taken + FOUL_WINDOW - 0.01)  # its own side: お手つき
    assert fouls(state) == [0, 1]
    refused(game, state, 1, touch([21]), taken + FOUL_WINDOW + 0.01, RuleError)  # it may move cards


def test_sweep_across_into_the_opponents_side_exempts_ones_own_cards(game):
    state, start = reading_of(game, [18])  # 18 on side 1
    game.act(state, 0, touch([17], "sweep_cross"), start + 0.1)
    assert fouls(state) == [0, 0]
    game.act(state, 0, touch([17], "sweep"), start + 0.15)  # a sweep released on one's own side
    assert fouls(state) == [1, 0]


def test_sweep_across_during_kara_exempts_own_cards_but_not_the_opponents(game):
    state, start = reading_of(game, [1])
    game.act(state, 0, touch([17], "sweep_cross"), start + 0.1)
    assert fouls(state) == [0, 0]
    game.act(state, 0, touch([18], "sweep_cross"), start + 0.2)
    assert fouls(state) == [1, 0]


# -- 送り札 -----------------------------------------------------------------------------------


def settle(game: KarutaGame, state: State) -> None:
    while not state.settled:
        game.tick(state, game.deadline(state))


def test_taking_from_the_opponent_sends_one_card_of_the_players_choice(game):
    state, start = reading_of(game, [18])
    game.act(state, 0, touch([18]), start + 0.4)
    settle(game, state)
    assert state.phase == "sending" and vars(state.send) == {"by": 0, "to": 1, "count": 1, "chosen": []}
    assert "pick_send" not in kinds(game.view(state, 1))
    assert [a["poem"] for a in game.view(state, 0)["legal"] if a["type"] == "pick_send"] == [5, 17, 87, 3]
    refused(game, state, 0, {"type": "pick_send", "poem": 21}, state.clock, RuleError)  # not mine
    refused(game, state, 1, {"type": "pick_send", "poem": 21}, state.clock, NotYourTurn)
    game.act(state, 0, {"type": "pick_send", "poem": 3}, state.clock)
    assert state.field.position(3).side == 1 and state.phase == "after_take"
    assert game.view(state, 0)["log"][-1]["sent"] == [{"by": 0, "poems": [3]}]
    assert situations(game, state) == ["相手陣の札を取った", "自陣の札を取られた"]
    assert state.log[-1].cards == [3, 4]


def test_two_cards_to_send_and_the_first_pick_taken_back(game):
    state, start = reading_of(game, [18])
    game.act(state, 1, touch([87]), start + 0.1)  # seat 1 fouls on side 0
    game.act(state, 0, touch([18]), start + 0.4)  # seat 0 takes from side 1
    settle(game, state)
    assert state.send.count == 2  # 相手陣の札を取った＋相手が1回多くお手つきした
    game.act(state, 0, {"type": "pick_send", "poem": 3}, state.clock)
    game.act(state, 0, {"type": "pick_send", "poem": 3}, state.clock)  # taken back
    assert state.send.chosen == []
    game.act(state, 0, {"type": "pick_send", "poem": 5}, state.clock)
    game.act(state, 0, {"type": "pick_send", "poem": 17}, state.clock)
    assert {state.field.position(n).side for n in (5, 17)} == {1}
    assert situations(game, state)[0] == "相手陣の札を取った＋相手が1回多くお手つきした"


def test_own_take_with_no_fouls_sends_nothing(game):
    state, start = reading_of(game, [87])
    game.act(state, 0, touch([87]), start + 0.4)
    settle(game, state)
    assert state.phase == "after_take" and state.send is None
    assert situations(game, state) == ["自陣の札を取った", "相手陣の札を取られた"]


def test_kara_double_foul_sends_two_to_the_fouler(game):
    state, start = reading_of(game, [1])
    game.act(state, 1, touch([17]), start + 0.2)
    game.act(state, 1, touch([18]), start + 0.3)
    settle(game, state)
    assert vars(state.send) == {"by": 0, "to": 1, "count": 2, "chosen": []}
    assert situations(game, state)[1] == "自分が2回多くお手つきした"


# -- 札移動 -----------------------------------------------------------------------------------


def test_moves_at_the_allowed_moments_only(game):
    state = setup(game, SIDES, [87])
    move = {"type": "move", "poem": 17, "side": 0, "row": 0, "col": 5}
    game.act(state, 0, move, 0.0)  # memorisation
    assert state.field.position(17).row == 0
    for seat in (0, 1):
        game.act(state, seat, {"type": "start"}, 0.0)
    assert state.phase == "interval"
    game.act(state, 1, {"type": "move", "poem": 17, "side": 1, "row": 0, "col": 3}, 0.1)  # across sides
    assert state.field.position(17).side == 1
    start = next_reading(game, state, 87)
    refused(game, state, 0, dict(move, poem=3), start + 0.1, RuleError)  # while reading (a touch is open)


def test_a_move_into_a_full_row_is_refused(game):
    full = {0: {n: (2, n - 1) for n in range(1, 13)}, 1: {18: (2, 0)}}
    state = setup(game, full, [1])
    refused(game, state, 1, {"type": "move", "poem": 18, "side": 0, "row": 2, "col": 4}, 0.0, RuleError)


def test_insertion_shifts_a_neighbour_into_the_free_space(game):
    state = setup(game, SIDES, [87])
    game.act(state, 0, {"type": "move", "poem": 3, "side": 0, "row": 2, "col": 0}, 0.0)
    assert state.field.position(3).col == 0 and state.field.position(17).col == 1


def test_moving_a_card_onto_its_own_place_floats_it(game):
    state = setup(game, SIDES, [87])
    game.act(state, 0, {"type": "move", "poem": 17, "side": 0, "row": 2, "col": 0}, 0.0)
    assert state.field.is_floating(17)
    game.act(state, 0, {"type": "float", "poem": 17}, 0.0)
    assert not state.field.is_floating(17)


# -- the end ---------------------------------------------------------------------------------


def test_the_first_side_emptied_wins_and_play_can_go_on_by_moves(game):
    state = setup(game, {0: {87: (2, 0)}, 1: {18: (2, 0), 22: (2, 11)}}, [87, 18])
    begin(game, state)
    start = next_reading(game, state, 87)
    game.act(state, 0, touch([87]), start + 0.4)
    settle(game, state)
    view = game.view(state, 0)
    assert state.phase == "decided" and view["result"]["winner"] == 0 and view["result"]["margin"] == 2
    assert game.result(state) is None
    assert {"type": "proceed"} not in view["legal"]  # side 0 is empty
    game.act(state, 0, {"type": "move", "poem": 22, "side": 0, "row": 2, "col": 0}, state.clock)
    assert {"type": "proceed"} in game.view(state, 0)["legal"]
    game.act(state, 0, {"type": "finish"}, state.clock)
    result = game.result(state)
    assert result.ranks == (1, 2) and result.points == (2, -2)


def test_com_com_match_decided_is_finished_by_the_coms(game):
    state = setup(game, {0: {87: (2, 0)}, 1: {18: (2, 0)}}, [87], names=(None, None))
    begin(game, state)
    start = next_reading(game, state, 87)
    game.act(state, 0, touch([87]), start + 0.4)
    settle(game, state)
    assert {"type": "finish"} in game.view(state, 1)["legal"]


# -- bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize("action, error", [
    ({"type": "touch", "cards": [99]}, RuleError),           # not on the field
    ({"type": "touch", "cards": [17, 3]}, RuleError),        # two columns too far apart
    ({"type": "touch", "cards": list(range(1, 8))}, MalformedAction),
    ({"type": "touch", "cards": [87], "how": "kick"}, MalformedAction),
    ({"type": "touch", "cards": "87"}, MalformedAction),
    ({"type": "pick_send", "poem": 17}, RuleError),  # the seat may touch now: illegal_action
    ({"type": "proceed"}, RuleError),
    ({"type": "move", "poem": 17, "side": 0, "row": 3, "col": 0}, MalformedAction),
    ({"type": "dance"}, MalformedAction),
    ("touch", MalformedAction),
])
def test_bad_input_is_refused_and_changes_nothing(game, action, error):
    state, start = reading_of(game, [87])
    refused(game, state, 0, action, start + 0.1, error)


def test_legal_lists_complete_actions_and_templates_one_example_of_each_kind(game):
    """``legal`` holds only what moves the match on (a CPU's fallback may take any of it);
    touching is a template: one example, accepted as it stands, standing for every touch."""
    state, start = reading_of(game, [87])
    view = game.view(state, 0)
    assert view["legal"] == []
    assert [a["type"] for a in view["templates"]] == ["touch", "hover"]  # the MAN of MAN–COM
    example = view["templates"][0]
    assert set(example) == {"type", "cards", "how"} and example["cards"][0] in state.field.all_cards()
    for number in state.field.all_cards():  # every card of the field may be touched
        copy = game.load(game.dump(state))
        game.act(copy, 0, dict(example, cards=[number]), start + 0.5)


def test_only_a_coms_side_says_its_grade(game):
    """VIEW.md: ``grade`` is a COM's; a person's ``start`` with one is refused, not ignored."""
    state = setup(game, SIDES, [87])  # seat 0 a person, seat 1 a COM
    error = refused(game, state, 0, {"type": "start", "grade": "A"}, 0.0, RuleError)
    assert error.code == "illegal_action" and error.rule == "grade_com_only"
    refused(game, state, 1, {"type": "start", "grade": "Q"}, 0.0, MalformedAction)
    game.act(state, 1, {"type": "start", "grade": "A"}, 0.0)
    assert game.view(state, 0)["sides"][1]["com"]["grade"] == "A"


def test_nothing_to_do_is_not_your_turn_and_something_else_is_illegal(game):
    """docs/PROTOCOL.md: ``not_your_turn`` is for a seat with no action to take now; a seat that
    may act, but not so, is refused with ``illegal_action``."""
    state = setup(game, SIDES, [87])
    game.act(state, 1, {"type": "start"}, 0.0)  # memorising: seat 1 has started, and may move cards
    assert not game.view(state, 1)["legal"] and game.view(state, 1)["templates"]
    error = refused(game, state, 1, {"type": "proceed"}, 0.5, RuleError)
    assert error.code == "illegal_action" and error.rule == "proceed_not_now"
    state, start = reading_of(game, [18])
    game.act(state, 0, touch([18]), start + 0.4)
    game.tick(state, start + 2.0)  # settled: seat 0 sends, seat 1 has nothing to do
    assert state.phase == "sending" and game.waiting_on(state) == (0,)
    error = refused(game, state, 1, touch([21]), start + 2.1, NotYourTurn)
    assert error.code == "not_your_turn"


def test_legal_leads_with_what_is_safe_for_a_cpu_that_could_not_decide(game):
    """The hall's fallback for a CPU whose decision failed takes the first of ``legal``: it is
    always one of the actions that move the match on, and accepted as it stands."""
    from .fuzzed import NAMES, play

    safe = {"auto_place", "start", "finish", "proceed", "pick_send"}
    played = play({"joka": False, "layout": "manual", "torifuda": "colors", "color_ki": True,
                   "yomifuda": "field", "ma_min": 0, "ma_max": 300}, (NAMES[0], None), 8)
    seen = set()
    for view in played.views:
        assert {a["type"] for a in view["legal"]} <= safe
        seen |= {a["type"] for a in view["legal"]}
    assert {"auto_place", "start", "pick_send"} <= seen


def test_a_spectator_cannot_act(game):
    state, start = reading_of(game, [87])
    refused(game, state, None, touch([87]), start + 0.3, NotYourTurn)
    assert game.view(state, None)["legal"] == []


def test_a_refused_action_after_a_due_timer_leaves_the_timer_unrun(game):
    state, start = reading_of(game, [87])
    game.act(state, 0, touch([87]), start + 0.4)
    refused(game, state, 0, touch([17]), start + 3.0, RuleError)  # it may press [S]: illegal_action
    assert not state.settled


# -- manual layout and persistence ------------------------------------------------------------


def test_manual_layout_places_one_card_at_a_time(game):
    state = game.new(settings(layout="manual"), 2, seed=3)
    game.seat_players(state, ["人", None])
    assert state.phase == "arrange"
    mine = game.view(state, 0)["sides"][0]["to_place"]
    assert len(mine) == 25
    game.act(state, 0, {"type": "place", "poem": mine[0], "row": 2, "col": 0}, 0.0)
    refused(game, state, 0, {"type": "place", "poem": mine[1], "row": 2, "col": 0}, 0.0, RuleError)
    refused(game, state, 0, {"type": "place", "poem": game.view(state, 1)["sides"][1]["to_place"][0],
                             "row": 2, "col": 5}, 0.0, RuleError)
    game.act(state, 1, {"type": "auto_place"}, 0.0)
    game.act(state, 0, {"type": "auto_place"}, 0.0)
    assert state.phase == "memorize" and len(state.field.cards(0)) == len(state.field.cards(1)) == 25
    assert state.field.position(mine[0]) is not None and state.field.position(mine[0]).col == 0


def test_dump_and_load_continue_identically(game):
    state, start = reading_of(game, [18])
    game.act(state, 1, touch([87]), start + 0.1)
    copy = game.load(game.dump(state))
    for s in (state, copy):
        game.act(s, 0, touch([18]), start + 0.4)
        settle(game, s)
    assert game.dump(copy) == game.dump(state)
    assert game.view(copy, 0) == game.view(state, 0)


def test_auto_layout_gives_25_a_side_in_three_rows(game):
    state = game.new(settings(), 2, seed=11)
    for side in (0, 1):
        cards = state.field.cards(side)
        assert len(cards) == 25
        assert {state.field.position(c).row for c in cards} <= {0, 1, 2}
    assert sorted(state.reading.order) == list(range(1, 101))


# -- every yomifuda read before a side is empty (a 読み札選択 that leaves cards unread) ---------


def read_out(game: KarutaGame, state: State, limit: int = 200) -> None:
    """Read on, each poem's card taken by the side it lies on and [S] pressed, until the end."""
    for _ in range(limit):
        if state.phase == "finished":
            return
        view = game.view(state, 0)
        cur = state.reading.current
        if "proceed" in kinds(view):
            game.act(state, 0, {"type": "proceed"}, state.clock)
        elif (cur is not None and not cur.kara and state.touches.take is None and state.phase == "reading"
              and state.field.position(cur.poem) is not None):
            game.act(state, cur.side, touch([cur.poem]), cur.heard_at + 0.3)
        else:
            game.tick(state, game.deadline(state))
    raise AssertionError(f"not finished: {state.phase}")


def test_when_the_readings_run_out_the_side_with_fewer_cards_wins(game):
    state = setup(game, SIDES, [21])
    state.reading.order = [21]  # only that one poem is read: seat 1 takes its own 21, 4 left against 3
    begin(game, state)
    read_out(game, state)
    result = game.result(state)
    assert result is not None and result.ranks == (2, 1) and result.points == (-1, 1)
    assert "読み札をすべて読み終え" in in_japanese(result.reason)
    assert game.view(state, 0)["result"]["winner"] == 1


def test_when_the_readings_run_out_with_equal_sides_it_is_a_draw(game):
    state = setup(game, SIDES, [87, 21])
    state.reading.order = [87, 21]
    begin(game, state)
    read_out(game, state)  # each side takes one of its own: three cards a side
    result = game.result(state)
    assert result is not None and result.ranks == (1, 1) and result.points == (0, 0)
    assert game.view(state, None)["result"]["winner"] is None
