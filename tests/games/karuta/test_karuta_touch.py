"""Every お手つき case of the seed that does not depend on timing (〈お手つき〉), the take, and the
numpad table (〈札取り〉 3.).

Side 0 is the toucher's own side in every test unless said otherwise. On the field below:
own 上段 holds 1 2 3 at columns 0-2 and 10 at column 11, own 下段 holds 4 5; the opponent's 上段
holds 6 at column 11 (facing own column 0) and 7 at column 9, its 下段 8 9.
"""

from __future__ import annotations

import pytest

from server.games.contract import MalformedAction, RuleError
from server.games.karuta.field import LOWER, MIDDLE, UPPER, Field, Slot, frame_cards
from server.games.karuta.touch import KEYS, Judgement, judge, key_cards, key_for, key_slots

KARA = 55  # a poem with no card on the field


@pytest.fixture
def field() -> Field:
    f = Field()
    for poem, slot in {
        1: Slot(0, UPPER, 0), 2: Slot(0, UPPER, 1), 3: Slot(0, UPPER, 2), 10: Slot(0, UPPER, 11),
        4: Slot(0, LOWER, 0), 5: Slot(0, LOWER, 1),
        6: Slot(1, UPPER, 11), 7: Slot(1, UPPER, 9),
        8: Slot(1, LOWER, 0), 9: Slot(1, LOWER, 11),
    }.items():
        f.place(poem, slot)
    return f


def test_touching_the_read_card_takes_it(field):
    assert judge(field, 4, [4], 0) == Judgement(took=True, safe=False)
    assert judge(field, 8, [8], 0).took  # on the opponent's side
    assert judge(field, 4, [4], 1).took  # the opponent takes one's own card


def test_a_touch_during_a_kara_fuda_is_a_foul_on_the_side_touched(field):
    # seed: 空札読み中に札を取ろうとした
    j = judge(field, KARA, [4], 0)
    assert j.kara and not j.took and not j.safe and j.foul_sides == (0,) and j.foul_side == 0
    assert judge(field, KARA, [8], 0).foul_sides == (1,)
    assert judge(field, None, [5], 1).foul_sides == (0,)  # between poems: nothing is read


def test_a_kara_touch_over_both_upper_rows_fouls_both_sides(field):
    # the frame in one's own 上段 reaches the opponent's: 空ダブ
    cards = frame_cards(field, 0, UPPER, 0)
    assert sorted(cards) == [1, 2, 3, 6, 7]  # own columns 0-2 face the opponent's 11-9
    j = judge(field, KARA, cards, 0)
    assert j.foul_sides == (0, 1) and j.foul


def test_touching_the_other_side_is_a_foul_on_that_side(field):
    # seed: 出札がある陣地と異なる陣地の札を取ろうとした
    j = judge(field, 4, [8], 0)  # read card on own side, opponent's card touched
    assert not j.took and not j.safe and j.foul_sides == (1,)
    j = judge(field, 8, [5], 0)  # read card on the opponent's side, own card touched
    assert j.foul_sides == (0,)
    assert judge(field, 8, [5], 1).foul_sides == (0,)  # the opponent touching its 相手陣 wrongly


def test_any_card_on_the_read_cards_side_is_safe(field):
    # seed: 出札がある陣地の札はどれに触れてもお手つきになりません（名前表示欄が一瞬黄色表示されます）
    j = judge(field, 4, [5], 0)
    assert j.safe and not j.took and not j.foul and j.foul_side is None
    assert judge(field, 4, [1, 2, 3], 0).safe  # far from it, still its side
    assert judge(field, 8, [9], 0).safe  # on the opponent's side
    assert judge(field, 4, [10], 1).safe  # for either player


def test_cards_of_both_sides_without_the_read_card_are_a_foul(field):
    # the frame over both 上段: read card in own 下段, so the opponent's 上段 card is the wrong side
    j = judge(field, 4, [1, 2, 3, 6, 7], 0)
    assert j.foul_sides == (1,) and not j.safe


def test_the_upper_frame_that_reaches_the_read_card_across_the_line_takes_it(field):
    # seed: 青枠カーソルが自陣上段にある場合、相手陣上段の札も取る対象となります
    cards = frame_cards(field, 0, UPPER, 0)
    assert 6 in cards
    j = judge(field, 6, cards, 0)
    assert j.took and not j.foul  # rule choice: a touch that reaches the read card is a take


def test_the_opponents_frame_on_ones_upper_row_does_not_reach_back(field):
    cards = frame_cards(field, 0, UPPER, 0, toucher=1)
    assert sorted(cards) == [1, 2, 3]
    assert judge(field, 6, cards, 1).foul_sides == (0,)


def test_a_sweep_into_the_opponents_side_exempts_ones_own_cards(field):
    # seed: 出札が相手陣or空札の時に、自陣札の上をドラッグしながら相手陣に抜けた場合は、自陣札はお手つき扱いにしません
    assert judge(field, 8, [1, 2], 0, exempt_side=0) == Judgement(took=False, safe=False)
    assert judge(field, 8, [1, 9], 0, exempt_side=0).safe
    assert judge(field, KARA, [1, 2], 0, exempt_side=0).foul_sides == ()
    assert judge(field, KARA, [1, 6], 0, exempt_side=0).foul_sides == (1,)
    # without the exemption the same touch fouls one's own side
    assert judge(field, 8, [1, 2], 0).foul_sides == (0,)
    # the exemption is from お手つき only: the read card among them is still taken
    assert judge(field, 1, [1, 2], 0, exempt_side=0).took


@pytest.mark.parametrize("bad", [[], [1, 1], "12", [1, 2, 3, 4, 5, 6, 7], [True], [1.0], None])
def test_a_malformed_touch_is_refused(field, bad):
    before = field.copy()
    with pytest.raises(MalformedAction):
        judge(field, 4, bad, 0)
    assert field == before


def test_a_touch_on_a_card_that_is_not_there_is_refused(field):
    with pytest.raises(RuleError):
        judge(field, 4, [KARA], 0)
    with pytest.raises(MalformedAction):
        judge(field, 4, [4], 2)


# -- the numpad ------------------------------------------------------------------------------


def test_the_twelve_keys_of_the_seeds_table():
    assert len(KEYS) == 12 and len({(k.key, k.shift) for k in KEYS}) == 12
    names = {(k.key, k.shift): k.name for k in KEYS}
    assert names[(7, True)] == "相手陣右下段" and names[(3, True)] == "相手陣左上段"
    assert names[(7, False)] == "自陣左上段" and names[(3, False)] == "自陣右下段"
    assert {k.other_key for k in KEYS if k.shift} == {"Home", "Left", "End", "PgUp", "Right", "PgDn"}
    # every half row of both sides, once
    assert len({(k.whose, k.row, k.half) for k in KEYS}) == 12


def test_keys_follow_the_screen():
    # the numpad's top row (7 8 9) is the screen's top: one's own 上段 and the opponent's 下段
    assert {k.row for k in KEYS if k.key in (7, 9) and not k.shift} == {UPPER}
    assert {k.row for k in KEYS if k.key in (7, 9) and k.shift} == {LOWER}
    assert {k.row for k in KEYS if k.key in (4, 6)} == {MIDDLE}
    # the screen's left is one's own left, and the opponent's right
    assert key_for(7, False).half == "left" and key_for(7, True).half == "right"


def test_a_key_touches_the_cards_of_its_half_row(field):
    assert key_cards(field, 0, 7, False) == [1, 2, 3]  # 自陣左上段
    assert key_cards(field, 0, 9, False) == [10]  # 自陣右上段
    assert sorted(key_cards(field, 0, 1, True)) == [6, 7]  # 相手陣右上段: columns 6-11 of side 1
    assert key_cards(field, 1, 1, True) == [10]  # for seat 1, its 相手陣 is side 0: 右上段 = columns 6-11
    assert key_cards(field, 1, 3, True) == [1, 2, 3]  # …and its 左上段 holds 1 2 3
    assert [s.col for s in key_slots(0, 9, True)] == list(range(6))
    assert judge(field, 7, key_cards(field, 0, 1, True), 0).took
    with pytest.raises(MalformedAction):
        key_for(5, False)
