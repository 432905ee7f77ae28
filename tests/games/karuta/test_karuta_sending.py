"""送り札 (seed 〈送り札〉): every row of the seed's table, the fourteen that send and the six that
do not, as its own test, by the seed's name; then the rule that combines them."""

from __future__ import annotations

import itertools

import pytest

from server.games.karuta.sending import (
    NO_SEND_ROWS,
    ROWS,
    SEND_ROWS,
    other_view,
    row_named,
    send_count,
    situation,
)


def check(name, took, taken, my_fouls, their_fouls, count, change):
    """The count by the rule, the row found for the case, and the row of that name all agree
    with what the seed's table says."""
    assert send_count(took, taken, my_fouls, their_fouls) == count
    row = situation(took, taken, my_fouls, their_fouls)
    assert row.in_seed and row.name == name and row.send == count and row.change == change
    assert row_named(name) == row
    # the opponent sees the same poem the other way round
    their_took, their_taken = other_view(took, taken)
    assert send_count(their_took, their_taken, their_fouls, my_fouls) == -count


def test_send_01_take_from_the_opponents_side():
    # 相手陣の札を取った | 送り札 +1 | 1枚優勢
    check("相手陣の札を取った", 'opp', None, 0, 0, 1, "1枚優勢")

def test_send_02_own_card_taken():
    # 自陣の札を取られた | 送り札 -1 | 1枚劣勢
    check("自陣の札を取られた", None, 'own', 0, 0, -1, "1枚劣勢")

def test_send_03_one_foul_more_than_the_opponent():
    # 自分が1回多くお手つきした | 送り札 -1 | 2枚劣勢
    check("自分が1回多くお手つきした", None, None, 1, 0, -1, "2枚劣勢")

def test_send_04_two_fouls_more_my_kara_dabu():
    # 自分が2回多くお手つきした | 送り札 -2 | 4枚劣勢（自分の空ダブ）
    check("自分が2回多くお手つきした", None, None, 2, 0, -2, "4枚劣勢（自分の空ダブ）")

def test_send_05_opponent_one_foul_more():
    # 相手が1回多くお手つきした | 送り札 +1 | 2枚優勢
    check("相手が1回多くお手つきした", None, None, 0, 1, 1, "2枚優勢")

def test_send_06_opponent_two_fouls_more_their_kara_dabu():
    # 相手が2回多くお手つきした | 送り札 +2 | 4枚優勢（相手の空ダブ）
    check("相手が2回多くお手つきした", None, None, 0, 2, 2, "4枚優勢（相手の空ダブ）")

def test_send_07_took_own_card_with_my_foul():
    # 自陣の札を取った＋自分が1回多くお手つきした | 送り札 -1 | 1枚劣勢（自分の取り損）
    check("自陣の札を取った＋自分が1回多くお手つきした", 'own', None, 1, 0, -1, "1枚劣勢（自分の取り損）")

def test_send_08_took_own_card_with_their_foul_semi_dabu():
    # 自陣の札を取った＋相手が1回多くお手つきした | 送り札 +1 | 3枚優勢（相手のセミダブ）
    check("自陣の札を取った＋相手が1回多くお手つきした", 'own', None, 0, 1, 1, "3枚優勢（相手のセミダブ）")

def test_send_09_took_their_card_with_their_foul_dabu():
    # 相手陣の札を取った＋相手が1回多くお手つきした | 送り札 +2 | 3枚優勢（相手のダブ）
    check("相手陣の札を取った＋相手が1回多くお手つきした", 'opp', None, 0, 1, 2, "3枚優勢（相手のダブ）")

def test_send_10_own_card_taken_with_my_foul_dabu():
    # 自陣の札を取られた＋自分が1回多くお手つきした | 送り札 -2 | 3枚劣勢（自分のダブ）
    check("自陣の札を取られた＋自分が1回多くお手つきした", None, 'own', 1, 0, -2, "3枚劣勢（自分のダブ）")

def test_send_11_their_card_taken_with_my_foul_semi_dabu():
    # 相手陣の札を取られた＋自分が1回多くお手つきした | 送り札 -1 | 3枚劣勢（自分のセミダブ）
    check("相手陣の札を取られた＋自分が1回多くお手つきした", None, 'opp', 1, 0, -1, "3枚劣勢（自分のセミダブ）")

def test_send_12_their_card_taken_with_their_foul():
    # 相手陣の札を取られた＋相手が1回多くお手つきした | 送り札 +1 | 1枚優勢（相手の取り損）
    check("相手陣の札を取られた＋相手が1回多くお手つきした", None, 'opp', 0, 1, 1, "1枚優勢（相手の取り損）")

def test_send_13_one_foul_against_two():
    # 自分が1回お手つきした＋相手が2回お手つきした | 送り札 +1 | 2枚優勢
    check("自分が1回お手つきした＋相手が2回お手つきした", None, None, 1, 2, 1, "2枚優勢")

def test_send_14_two_fouls_against_one():
    # 自分が2回お手つきした＋相手が1回お手つきした | 送り札 -1 | 2枚劣勢
    check("自分が2回お手つきした＋相手が1回お手つきした", None, None, 2, 1, -1, "2枚劣勢")

def test_no_send_15_took_own_card():
    # 自陣の札を取った | 送り札なし +0 | 1枚優勢
    check("自陣の札を取った", 'own', None, 0, 0, 0, "1枚優勢")

def test_no_send_16_their_card_taken():
    # 相手陣の札を取られた | 送り札なし +0 | 1枚劣勢
    check("相手陣の札を取られた", None, 'opp', 0, 0, 0, "1枚劣勢")

def test_no_send_17_took_their_card_with_my_foul():
    # 相手陣の札を取った＋自分が1回多くお手つきした | 送り札なし +0 | 1枚劣勢（自分の取り損）
    check("相手陣の札を取った＋自分が1回多くお手つきした", 'opp', None, 1, 0, 0, "1枚劣勢（自分の取り損）")

def test_no_send_18_own_card_taken_with_their_foul():
    # 自陣の札を取られた＋相手が1回多くお手つきした | 送り札なし +0 | 1枚優勢（相手の取り損）
    check("自陣の札を取られた＋相手が1回多くお手つきした", None, 'own', 0, 1, 0, "1枚優勢（相手の取り損）")

def test_no_send_19_one_foul_each_tomo_ote():
    # 自分が1回お手つきした＋相手が1回お手つきした | 送り札なし +0 | 変化なし（共お手）
    check("自分が1回お手つきした＋相手が1回お手つきした", None, None, 1, 1, 0, "変化なし（共お手）")

def test_no_send_20_two_fouls_each_tomo_ote():
    # 自分が2回お手つきした＋相手が2回お手つきした | 送り札なし +0 | 変化なし（共お手）
    check("自分が2回お手つきした＋相手が2回お手つきした", None, None, 2, 2, 0, "変化なし（共お手）")


def test_the_table_has_fourteen_rows_that_send_and_six_that_do_not():
    assert len(SEND_ROWS) == 14 and all(r.send != 0 for r in SEND_ROWS)
    assert len(NO_SEND_ROWS) == 6 and all(r.send == 0 for r in NO_SEND_ROWS)
    cases = [(r.took, r.taken, r.my_fouls, r.their_fouls) for r in ROWS]
    assert len(set(cases)) == 20


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.name)
def test_each_rows_change_is_the_card_difference_it_makes(row):
    # fewer cards is better; 戦局変化 names how many cards the lead moved
    if row.balance == 0:
        assert row.change.startswith("変化なし")
    else:
        assert row.change.startswith(f"{abs(row.balance)}枚{'優勢' if row.balance > 0 else '劣勢'}")


def test_the_karuta_words_in_brackets():
    assert {r.term for r in ROWS} == {"", "空ダブ", "取り損", "セミダブ", "ダブ", "共お手"}
    assert row_named("相手陣の札を取った＋相手が1回多くお手つきした").term == "ダブ"


ALL_CASES = [
    (took, taken, m, t)
    for took, taken in [(None, None), ("own", None), ("opp", None), (None, "own"), (None, "opp")]
    for m, t in itertools.product(range(3), repeat=2)
]


@pytest.mark.parametrize("case", ALL_CASES)
def test_both_players_see_one_and_the_same_sending(case):
    took, taken, m, t = case
    their_took, their_taken = other_view(took, taken)
    assert send_count(took, taken, m, t) == -send_count(their_took, their_taken, t, m)
    mine, theirs = situation(took, taken, m, t), situation(their_took, their_taken, t, m)
    assert mine.balance == -theirs.balance


def test_a_case_the_table_does_not_list_is_the_sum_of_its_parts():
    # a take from the opponent's side with one お手つき each: the fouls cancel, one card is sent
    row = situation("opp", None, 1, 1)
    assert not row.in_seed and row.send == 1 == send_count("opp", None, 1, 1)
    assert row.name == "相手陣の札を取った＋自分が1回お手つきした＋相手が1回お手つきした"
    assert row.change == "1枚優勢"
    # nothing at all happened
    quiet = situation(None, None, 0, 0)
    assert quiet.send == 0 and quiet.change == "変化なし" and not quiet.in_seed


@pytest.mark.parametrize("bad", [("opp", "own", 0, 0), ("both", None, 0, 0), (None, None, 3, 0),
                                 (None, None, 0, -1), (None, None, 1.0, 0)])
def test_impossible_cases_are_refused(bad):
    with pytest.raises(ValueError):
        send_count(*bad)
    with pytest.raises(ValueError):
        situation(*bad)
