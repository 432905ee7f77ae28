"""決まり字 derived from the readings as heard: the published distribution, むすめふさほせ, the CSV's
own kimariji columns, and the 札確定文字 changing with what has been read (seed 〈札読み〉)."""

from __future__ import annotations

import csv
import random
from collections import Counter
from pathlib import Path

import pytest

from server.games.karuta.kimariji import (
    SAME_SOUND,
    STATIC,
    current_text,
    heard,
    kimariji,
    kimariji_text,
    rivals,
    same_first_sound,
    shared_prefix,
    tomofuda,
    wakarefuda,
)
from server.games.karuta.poems import NUMBERS, POEMS

ROOT = Path(__file__).resolve().parents[3]
CSV_PATH = ROOT.parent / "shared" / "reference" / "hyakunin_isshu_readings.csv"

ALL = set(NUMBERS)
IMAKO, IMAHA, INISHIE = 21, 63, 61  # いまこんと, いまはただ, いにしえの


def test_the_published_distribution_1_7_2_42_3_37_4_6_5_2_6_6():
    assert sorted(Counter(STATIC.values()).items()) == [(1, 7), (2, 42), (3, 37), (4, 6), (5, 2), (6, 6)]


def test_the_one_kana_poems_are_musumefusahose():
    ones = {heard(n)[0] for n, k in STATIC.items() if k == 1}
    assert ones == set("むすめふさほせ")
    assert sorted(n for n, k in STATIC.items() if k == 1) == [18, 22, 57, 70, 77, 81, 87]


def test_the_six_kana_poems_are_the_three_pairs():
    sixes = sorted(n for n, k in STATIC.items() if k == 6)
    assert sixes == [11, 15, 31, 50, 64, 76]
    assert {kimariji_text(n, 6) for n in sixes} == {
        "あさぼらけあ", "あさぼらけう", "きみがためは", "きみがためお", "わたのはらや", "わたのはらこ"}


@pytest.mark.skipif(not CSV_PATH.exists(), reason="reference data not present")
def test_the_derived_kimariji_match_the_csv_columns():
    with CSV_PATH.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 100
    for row in rows:
        number = int(row["number"])
        assert kimariji_text(number, STATIC[number]) == row["kimariji_kami_yomi"], number
        assert STATIC[number] == len(row["kimariji_kami"]), number


def test_imakonto_is_imako_then_ima_then_i():
    # seed 〈札読み〉: 「いまこんと」は「いまこ」が決まり字ですが（3字決まり）、「いまはただ」が読まれた後は
    # 「いま」で確定します（2字決まり）。更に「いにしえの」が読まれた後は「い」で確定する（1字決まり）
    unread = set(ALL)
    assert (kimariji(IMAKO, unread), current_text(IMAKO, unread)) == (3, "いまこ")
    unread.discard(IMAHA)
    assert (kimariji(IMAKO, unread), current_text(IMAKO, unread)) == (2, "いま")
    unread.discard(INISHIE)
    assert (kimariji(IMAKO, unread), current_text(IMAKO, unread)) == (1, "い")


def test_reading_inishie_first_does_not_shorten_imako():
    # いまはただ still shares いま, so いまこんと stays 3字 until it is read
    unread = ALL - {INISHIE}
    assert kimariji(IMAKO, unread) == 3


def test_the_poem_itself_in_unread_or_not_makes_no_difference():
    for n in NUMBERS:
        assert kimariji(n, ALL) == kimariji(n, ALL - {n}) == STATIC[n]


def test_poem_44_is_heard_ooko_and_shares_oo_with_ooe_and_ooke():
    assert heard(44).startswith("おおことの")
    assert kimariji_text(44, 3) == "おおこ"
    assert STATIC[44] == 3 and STATIC[60] == 3 and STATIC[95] == 3
    assert shared_prefix(44, 60) == shared_prefix(44, 95) == 2
    # were it compared as spelled today (おうこ) it would be a 2字決まり
    assert kimariji(44, ALL - {60, 95}) == 2


def test_a_dakuten_changes_the_sound():
    # おくやまに and おぐらやま part at the second kana
    assert shared_prefix(5, 26) == 1
    assert kimariji_text(5, STATIC[5]) == "おく" and kimariji_text(26, STATIC[26]) == "おぐ"


def test_wo_and_o_are_one_sound_but_the_text_keeps_wo():
    assert "よをこめて".translate(SAME_SOUND) == "よおこめて"
    assert "いづる".translate(SAME_SOUND) == "いずる"
    assert kimariji_text(48, STATIC[48]) == "かぜを" and kimariji_text(62, STATIC[62]) == "よを"


def test_the_last_poem_is_still_one_kana():
    assert kimariji(IMAKO, {IMAKO}) == 1
    assert kimariji(IMAKO, set()) == 1


def test_kimariji_only_shrinks_as_poems_are_read():
    rng = random.Random(9)
    for _ in range(10):
        order = list(NUMBERS)
        rng.shuffle(order)
        unread = set(ALL)
        last = dict(STATIC)
        for read in order:
            unread.discard(read)
            for n in unread:
                now = kimariji(n, unread)
                assert 1 <= now <= last[n]
                last[n] = now


def test_the_kimariji_tells_the_poem_apart_and_no_shorter_prefix_does():
    rng = random.Random(3)
    for _ in range(50):
        unread = set(rng.sample(NUMBERS, rng.randint(2, 100)))
        for n in unread:
            k = kimariji(n, unread)
            prefix = kimariji_text(n, k)
            others = [m for m in unread if m != n]
            assert not any(shared_prefix(n, m) >= k for m in others)
            if k > 1:
                assert any(shared_prefix(n, m) == k - 1 for m in others), (n, prefix)


def test_same_first_sound():
    assert same_first_sound(IMAKO, ALL) == [INISHIE, IMAHA]
    assert same_first_sound(87, ALL) == []  # む
    assert same_first_sound(IMAKO, {IMAKO, 1, INISHIE}) == [INISHIE]


def test_rivals_are_the_poems_the_kimariji_parts_from():
    assert rivals(IMAKO, ALL) == [IMAHA]
    assert rivals(IMAKO, ALL - {IMAHA}) == [INISHIE]
    assert rivals(87, ALL) == []
    assert rivals(31, ALL) == [64]  # あさぼらけあ / あさぼらけう


def test_tomofuda_are_cards_beginning_with_the_same_sound_on_that_side():
    side = [IMAHA, 1, 87]
    assert tomofuda(IMAKO, side) == [IMAHA]


def test_wakarefuda_share_all_but_the_last_kana_and_have_the_same_length():
    # あさぼらけあ and あさぼらけう: each the other's 別れ札
    assert wakarefuda(31, [64, 1], ALL) == [64]
    # いまこ (3) against いまは (3): 別れ札; いにしえ (い, 2字 いに) is not
    assert wakarefuda(IMAKO, [IMAHA, INISHIE], ALL) == [IMAHA]
    # a 1字決まり has none
    assert wakarefuda(87, list(ALL - {87}), ALL) == []
    # after いまはただ is read, いまこんと is いま (2) and いにしえ (いに, 2) parts from it at い
    assert wakarefuda(IMAKO, [INISHIE], ALL - {IMAHA}) == [INISHIE]


def test_poems_outside_1_to_100_have_no_kimariji():
    with pytest.raises(KeyError):
        kimariji(0, ALL)
    with pytest.raises(KeyError):
        kimariji_text(101, 1)


def test_heard_keeps_one_character_per_kana_of_the_reading():
    for n in NUMBERS:
        assert len(heard(n)) == len(POEMS[n].reading("kami"))
