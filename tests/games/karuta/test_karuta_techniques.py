"""特殊技 (seed ＜特殊技＞): when a 戻り手, a 渡り手 and a 囲い手 count and when they do not (MAN–COM,
mouse only), how they show in the view and in 試合経過詳細, that a hover which begins or ends
nothing changes nothing, and what each does to the COM with a fixed seed. Times come from the
synthetic timeline of conftest.py (kana k is heard at 0.2·(k-1) + 0.18 s after the start)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from protocol.texts import in_japanese
from server.games.contract import MalformedAction, RuleError, Unchanged
from server.games.karuta import com, techniques
from server.games.karuta.engine import KarutaGame, State
from server.games.karuta.field import Field, Slot
from server.games.karuta.release import NAMING_LAG
from server.games.karuta.settings import ComParams

from .conftest import SYNTHETIC, begin, next_reading, setup


@pytest.fixture
def game() -> KarutaGame:
    """The rules of the techniques, with the poem in play told from the start of its reading
    (how a hover looks to the host's seats before the poem is named: test_karuta_release.py)."""
    return KarutaGame(timeline=SYNTHETIC, release_as_heard=False)


# Seat 0 is the MAN, seat 1 the COM (conftest.setup's names).
#   31 あさぼらけあ / 64 あさぼらけう: 別れ札 of each other (6字 each)
#   21 いまこ / 63 いまわ: 友札 (and 別れ札, 3字 each)
SIDES = {0: {31: (2, 0), 21: (2, 1), 63: (2, 11), 17: (1, 0)},
         1: {64: (2, 0), 18: (2, 1), 22: (2, 11), 4: (1, 0)}}


def heard(k: int) -> float:
    return 0.2 * (k - 1) + 0.18


def hover(cards: list[int]) -> dict[str, Any]:
    return {"type": "hover", "cards": cards}


def moved(game: KarutaGame, state: State, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
    """``act`` for a hover: the events, none when it changed nothing (``Unchanged``)."""
    try:
        return game.act(state, seat, action, now)
    except Unchanged:
        return []


def touch(cards: list[int], how: str = "click") -> dict[str, Any]:
    return {"type": "touch", "cards": cards, "how": how}


def reading(game: KarutaGame, first: int, sides: dict = SIDES,
            names: tuple[str | None, str | None] = ("人", None)) -> tuple[State, float]:
    state = setup(game, sides, [first], names=names)
    begin(game, state)
    return state, next_reading(game, state, first)


def names_of(events: list[dict[str, Any]]) -> list[str]:
    return [e["name"] for e in events if e["type"] == "technique"]


# -- the rules, on a field ------------------------------------------------------------------------


def test_modorite_cards_are_the_opponents_wakarefuda_of_a_card_on_ones_own_side():
    field = Field()
    for side, cards in SIDES.items():
        for n, (row, col) in cards.items():
            field.place(n, Slot(side, row, col))
    unread = range(1, 101)
    assert techniques.modorite_cards(field, 31, 0, unread) == [64]
    assert techniques.modorite_cards(field, 31, 1, unread) == []  # the read card is not on side 1
    assert techniques.modorite_cards(field, 17, 0, unread) == []  # ちは: a 1字決まり has none


def test_watarite_needs_the_tomofuda_in_the_other_half_of_the_same_side():
    field = Field()
    field.place(21, Slot(0, 2, 1))
    field.place(63, Slot(0, 2, 11))
    assert techniques.watarite_cards(field, 21) == [63]
    assert techniques.watarite_card(field, 21, [63], "sweep") == 63
    assert techniques.watarite_card(field, 21, [63], "key") is None  # マウス操作の時のみ
    assert techniques.watarite_card(field, 21, [63, 21], "click") is None  # that is the take
    near = Field()
    near.place(21, Slot(0, 2, 1))
    near.place(63, Slot(0, 2, 2))  # the same half: not split left and right
    assert techniques.watarite_cards(near, 21) == []


def test_only_the_man_of_a_man_com_match_has_techniques():
    assert techniques.in_play([False, True], 0)
    assert not techniques.in_play([False, True], 1)
    assert not techniques.in_play([False, False], 0)
    assert not techniques.in_play([True, True], 0)


# -- 戻り手 -------------------------------------------------------------------------------------------


def test_modorite_counts_when_the_frame_takes_in_the_opponents_wakarefuda(game):
    state, start = reading(game, 31)
    events = moved(game, state, 0, hover([64, 18]), start + 0.5)
    assert names_of(events) == ["modorite"]
    [entry] = game.view(state, 1)["techniques"]
    assert entry["name"] == "modorite" and in_japanese(entry["label"]) == "戻り手" and entry["seat"] == 0
    assert entry["poem"] == 64 and entry["at"] == start + 0.5
    assert names_of(moved(game, state, 0, hover([]), start + 0.6)) == []
    assert names_of(moved(game, state, 0, hover([64]), start + 0.7)) == []  # once a poem


def test_no_modorite_when_the_read_card_lies_on_the_opponents_side(game):
    state, start = reading(game, 64)
    assert moved(game, state, 0, hover([31]), start + 0.5) == []


def test_no_modorite_for_a_card_that_is_not_a_wakarefuda(game):
    state, start = reading(game, 31)
    assert moved(game, state, 0, hover([18]), start + 0.5) == []


def test_no_technique_in_a_man_man_match_and_no_hover_offered(game):
    state, start = reading(game, 31, names=("人", "人2"))
    view = game.view(state, 0)
    assert "hover" not in {a["type"] for a in view["templates"]}
    assert moved(game, state, 0, hover([64]), start + 0.5) == []
    assert state.touches.techniques == []


# -- 渡り手 -------------------------------------------------------------------------------------------


def test_watarite_counts_when_the_tomofuda_across_the_side_is_touched(game):
    state, start = reading(game, 21)
    events = game.act(state, 0, touch([63], "sweep"), start + 0.3)
    assert [e["type"] for e in events] == ["safe", "technique"]
    assert names_of(events) == ["watarite"] and events[1]["poem"] == 63
    events = game.act(state, 0, touch([21], "sweep"), start + heard(3) + 0.1)
    assert events[0]["type"] == "take"
    game.tick(state, start + 10)
    [noted] = game.view(state, 0)["log"][-1]["techniques"]
    assert in_japanese(noted.pop("label")) == "渡り手"
    assert noted == {"name": "watarite", "seat": 0, "poem": 63}


def test_no_watarite_by_the_keyboard_nor_by_the_com(game):
    state, start = reading(game, 21)
    events = game.act(state, 0, touch([63], "key"), start + 0.3)
    assert names_of(events) == []
    com_side = {0: {64: (2, 0), 18: (2, 1)}, 1: {21: (2, 1), 63: (2, 11)}}
    state, start = reading(game, 21, sides=com_side)
    assert names_of(game.act(state, 1, touch([63]), start + 0.3)) == []


# -- 囲い手 -------------------------------------------------------------------------------------------


def test_kakoite_lasts_while_the_frame_holds_the_read_card_before_its_kakutei(game):
    state, start = reading(game, 21)
    assert state.reading.current.heard_at == pytest.approx(start + heard(3))
    events = moved(game, state, 0, hover([31, 21]), start + 0.2)
    assert names_of(events) == ["kakoite"]
    assert game.view(state, 1)["techniques"][0]["active"] is True
    assert moved(game, state, 0, hover([21]), start + 0.3) == []  # still holding it
    events = moved(game, state, 0, hover([63]), start + 0.4)
    assert events == [{"type": "technique_end", "name": "kakoite", "seat": 0}]
    [entry] = game.view(state, 1)["techniques"]
    assert entry["active"] is False and entry["until"] == start + 0.4
    # back in before the 札確定文字: a new 囲い手; after it: none
    assert names_of(moved(game, state, 0, hover([21]), start + 0.5)) == ["kakoite"]
    moved(game, state, 0, hover([]), start + 0.55)
    assert names_of(moved(game, state, 0, hover([21]), start + heard(3) + 0.01)) == []


def test_a_com_take_during_kakoite_is_kakoite_yaburi(game):
    state, start = reading(game, 21)
    moved(game, state, 0, hover([21]), start + 0.2)
    events = game.act(state, 1, touch([21]), start + heard(3) + 0.3)
    assert [e["type"] for e in events] == ["take", "technique"]
    assert events[1]["name"] == "kakoite_yaburi" and events[1]["seat"] == 1
    assert all(not t.active for t in state.touches.techniques)
    game.tick(state, start + 10)
    assert [t["name"] for t in game.view(state, 0)["log"][-1]["techniques"]] == ["kakoite",
                                                                                 "kakoite_yaburi"]


def test_the_mans_own_take_ends_the_kakoite_without_yaburi(game):
    state, start = reading(game, 21)
    moved(game, state, 0, hover([21]), start + 0.2)
    events = game.act(state, 0, touch([21]), start + heard(3) + 0.1)
    assert names_of(events) == []
    assert state.touches.techniques[0].active is False


# -- hover: cheap, and careful --------------------------------------------------------------------


def test_a_hover_that_begins_or_ends_nothing_changes_nothing(game):
    state, start = reading(game, 21)
    game.tick(state, start + 0.1)
    before, view = game.dump(state), game.view(state, 1)
    with pytest.raises(Unchanged):  # the host logs no step and sends no view for it
        game.act(state, 0, hover([17]), start + 0.15)
    assert game.dump(state) == before and game.view(state, 1) == view


def test_a_hover_out_of_time_is_accepted_and_does_nothing(game):
    state = setup(game, SIDES, [31])
    before = game.dump(state)
    with pytest.raises(Unchanged):  # memorising: no technique
        game.act(state, 0, hover([64]), 0.0)
    assert game.dump(state) == before


def test_a_hover_is_offered_to_the_man_only_while_a_technique_can_count(game):
    state, start = reading(game, 21)
    assert {"type": "hover", "cards": []} in game.view(state, 0)["templates"]
    assert "hover" not in {a["type"] for a in game.view(state, 1)["templates"]}
    game.act(state, 1, touch([21]), start + 1.0)
    assert "hover" not in {a["type"] for a in game.view(state, 0)["templates"]}


@pytest.mark.parametrize("cards, error", [
    ("21", MalformedAction), ([True], MalformedAction), ([21, 21], MalformedAction),
    (list(range(1, 8)), MalformedAction), ([99], RuleError), ([31, 63], RuleError),
])
def test_bad_hovers_are_refused_and_change_nothing(game, cards, error):
    state, start = reading(game, 21)
    before = game.dump(state)
    with pytest.raises(error):
        game.act(state, 0, {"type": "hover", "cards": cards}, start + 0.2)
    assert game.dump(state) == before


def test_techniques_survive_dump_and_load(game):
    state, start = reading(game, 21)
    moved(game, state, 0, hover([21]), start + 0.2)
    again = game.load(game.dump(state))
    assert again.touches.techniques == state.touches.techniques


# -- what it does to the COM ----------------------------------------------------------------------


def params(value: int) -> ComParams:
    return ComParams(grade=None, kimariji=value, anki=value, hanno=value, tebayasa=value,
                     kikiwake=value, senpo="mukei")


def com_view(game: KarutaGame, state: State, seed: int) -> dict[str, Any]:
    view = game.view(state, 1)
    view["private"] = {"seed": seed}
    return view


def plan_for(view: dict[str, Any], value: int) -> Any:
    return com.touch_plan(view, params(value))


def test_kakoite_stops_a_com_it_gets_to_and_a_fixed_seed_decides_the_same_each_time(game):
    state, start = reading(game, 21)
    plain = {s: plan_for(com_view(game, state, s), 0) for s in range(200)}
    moved(game, state, 0, hover([21]), start + 0.2)
    blocked = 0
    for seed in range(200):
        view = com_view(game, state, seed)
        reaction = com.TechniqueReaction(view, params(0))
        plan = plan_for(view, 0)
        assert plan == plan_for(view, 0)  # re-planned, the same
        if reaction.kakoi_blocked:
            blocked += 1
            assert plan.action is None
        else:
            assert plan == plain[seed]
    assert 0.55 < blocked / 200 < 0.85  # 0.20 + 0.50 × w, w = 1
    strong = sum(com.TechniqueReaction(com_view(game, state, s), params(15)).kakoi_blocked
                 for s in range(200))
    assert 0.1 < strong / 200 < 0.3  # 0.20 at w = 0


def test_after_the_kakoite_ends_a_held_back_com_reaches_from_then(game):
    state, start = reading(game, 21)
    moved(game, state, 0, hover([21]), start + 0.2)
    seed = next(s for s in range(100)
                if com.TechniqueReaction(com_view(game, state, s), params(0)).kakoi_blocked)
    end = start + 3.0
    moved(game, state, 0, hover([]), end)
    plan = plan_for(com_view(game, state, seed), 0)
    reaction = com.REACTION_BASE + com.REACTION_SPAN
    assert plan.action == touch([21]) and plan.at >= end + reaction


def test_watarite_slows_a_com_it_gets_to(game):
    state, start = reading(game, 21)
    plain = {s: plan_for(com_view(game, state, s), 0) for s in range(100)}
    game.act(state, 0, touch([63], "sweep"), start + 0.3)
    slowed = 0
    for seed in range(100):
        view = com_view(game, state, seed)
        plan = plan_for(view, 0)
        if plain[seed].action != touch([21]) or plan.action != touch([21]):
            continue  # a planned お手つき (聞き違い) comes first either way
        if com.TechniqueReaction(view, params(0)).watari_fooled:
            slowed += 1
            assert plan.at == pytest.approx(plain[seed].at + com.WATARI_SLOW[0] + com.WATARI_SLOW[1])
        else:
            assert plan.at == pytest.approx(plain[seed].at)
    assert slowed > 20


def test_modorite_lures_a_com_into_its_wakarefuda_or_slows_it(game):
    state, start = reading(game, 31)
    plain = {s: plan_for(com_view(game, state, s), 0) for s in range(300)}
    moved(game, state, 0, hover([64]), start + 0.3)
    lured = slowed = 0
    for seed in range(300):
        view = com_view(game, state, seed)
        reaction = com.TechniqueReaction(view, params(0))
        plan = plan_for(view, 0)
        if plain[seed].action != touch([31]):
            continue
        if not reaction.modori_fooled:
            assert plan == plain[seed]
        elif reaction.modori_foul:
            lured += 1
            assert plan.action == touch([64]) and plan.at < plain[seed].at  # an お手つき
        else:
            slowed += 1
            assert plan.at == pytest.approx(plain[seed].at + sum(com.MODORI_SLOW))
    assert lured > 10 and slowed > 10


def test_a_modorite_after_the_com_knew_the_card_does_nothing(game):
    state, start = reading(game, 31)
    plain = {s: plan_for(com_view(game, state, s), 0) for s in range(50)}
    moved(game, state, 0, hover([64]), start + 5.0)  # long after the 6字 決まり字 (heard at 1.18)
    for seed in range(50):
        plan = plan_for(com_view(game, state, seed), 0)
        assert plan.action == plain[seed].action
        if plan.action == touch([31]):
            assert plan.at == pytest.approx(plain[seed].at)


def test_the_com_plays_a_whole_match_against_techniques(game):
    """A MAN who makes a 囲い手 on every poem: the match goes on poem after poem (a held-back
    COM waits, the MAN takes) and the log records each 囲い手."""
    state = setup(game, SIDES, [21, 31, 63, 64])
    begin(game, state)
    rng = random.Random(5)
    for number in (21, 31):
        start = next_reading(game, state, number)
        moved(game, state, 0, hover([number]), start + 0.05)
        plan = game.cpu_plan(game.view(state, 1), "E", rng, 1.0)
        at = plan.at if plan.action is not None else start + 2.0
        if plan.action is not None:
            game.act(state, 1, plan.action, at)
        if state.touches.take is None:
            game.act(state, 0, touch([number]), at + 0.1)
        game.tick(state, at + 2.0)
        assert state.log[-1].poem == number
        assert state.log[-1].techniques[0].name == "kakoite"
        while state.phase == "sending":
            by = state.send.by
            pick = next(a for a in game.view(state, by)["legal"] if a["type"] == "pick_send")
            game.act(state, by, pick, at + 2.5)
        game.act(state, 0, {"type": "proceed"}, at + 3.0)


# -- through the real hall: what a hover tells, and a hover that changes nothing ------------------


def test_through_the_hall_a_hover_tells_nothing_before_the_naming_and_only_a_technique_makes_the_com_think_again(tmp_path):
    from tests.hall.conftest import HallHarness

    harness = HallHarness(tmp_path / "hall.sqlite3")
    try:
        alice, a = harness.join("アリス")
        harness.send(alice, {"type": "create_table", "game": "karuta", "seats": 2,
                             "settings": {"joka": False, "ma_min": 200, "ma_max": 200}})
        table = harness.hall.tables[alice.table_id]
        harness.send(alice, {"type": "set_seat", "seat": 1, "cpu_level": "E"})
        harness.send(alice, {"type": "ready", "ready": True})
        harness.send(alice, {"type": "act", "action": {"type": "start"}})
        for _ in range(20_000):
            view = a.last("view")["view"]
            # the test (not the client) knows the poem: a card on the field, still unnamed
            cur = table.state.reading.current
            if (cur is not None and not cur.kara and {"type": "hover", "cards": []} in view["templates"]
                    and harness.clock.seconds() < cur.heard_at - 0.05):
                break
            if "proceed" in {x["type"] for x in view["legal"]}:
                harness.send(alice, {"type": "act", "action": {"type": "proceed"}})
            elif view["phase"] == "sending" and view["send"]["by"] == 0:
                pick = next(x for x in view["legal"] if x["type"] == "pick_send")
                harness.send(alice, {"type": "act", "action": pick})
            harness.clock.advance(0.01)
        else:
            raise AssertionError("no poem on the field was read")
        plans = harness.hall.tables.runner(table.id).plans
        read = cur.poem
        assert view["current"] is None and view["reading"]["poem"] is None
        # a card beside the read card on its side: neither the read card nor a 別れ札 (those lie
        # on the other side), so this hover begins nothing
        plain = next(c["poem"] for c in view["field"] if c["poem"] != read and c["side"] == cur.side)
        told = []
        for cards in ([plain], [read]):  # nothing, then a 囲い手: told alike before the naming
            harness.send(alice, {"type": "act", "action": {"type": "hover", "cards": cards}})
            shown = a.last("view")
            told.append(({k: v for k, v in shown["view"].items() if k != "clock"}, shown["events"]))
        assert told[0] == told[1] and told[0][1] == [{"type": "hovered", "seat": 0}]
        assert told[0][0]["techniques"] == [] and not a.failed
        harness.clock.advance(cur.heard_at + NAMING_LAG - harness.clock.seconds())  # its 決まり字 is heard
        named = a.last("view")["view"]
        assert named["current"]["poem"] == read
        assert [(t["name"], t["active"]) for t in named["techniques"]] == [("kakoite", True)]
        plan = plans.get(1)
        assert plan is not None
        seen, seq = len(a.of("view")), table.seq
        logged = len(harness.store.steps(table.id, table.game_no))
        harness.send(alice, {"type": "act", "action": {"type": "hover", "cards": [read]}})
        # the 囲い手 goes on: nothing changed, no step logged, no view sent, the COM's plan stands
        assert len(a.of("view")) == seen and table.seq == seq and not a.failed
        assert len(harness.store.steps(table.id, table.game_no)) == logged
        assert plans.get(1) is plan
        harness.send(alice, {"type": "act", "action": {"type": "hover", "cards": [plain]}})
        shown = a.last("view")
        assert [e["type"] for e in shown["events"]] == ["technique_end"]
        assert plans.get(1) is not plan  # it saw the 囲い手 end and thought again
    finally:
        harness.hall.shutdown()
        harness.store.close()
