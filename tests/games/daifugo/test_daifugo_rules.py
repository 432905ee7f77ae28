"""Daifugō rules, one worked example per rule (seed 002 and the house rules in rules.md)."""

from __future__ import annotations

import pytest

from server.games.contract import MalformedAction, NotYourTurn, RuleError, SettingsError
from server.games.daifugo import GAME
from server.games.daifugo import cards as C
from server.games.daifugo import forms as F
from server.games.daifugo import scoring as S
from server.games.daifugo.engine import EXCHANGE, FALLEN, HAND_OVER, OUT, PLAY
from server.games.daifugo.notation import from_text
from tests.games.daifugo.plays import ids, legal_keys, play

# ---------------------------------------------------------------------------------- cards


def test_deck_sizes_and_unique_ids():
    assert len(C.build_deck(1, 0)) == 52
    assert len(C.build_deck(1, 2)) == 54
    two = C.build_deck(2, 2)
    assert len(two) == 106 and len(set(two)) == 106
    assert "S3#1" in two and "JK#1" in two


def test_strength_order_joker_two_ace_down_to_three():
    faces = ["C3", "C4", "C10", "CJ", "CQ", "CK", "CA", "C2", "JK"]
    values = [C.value(f + "#0") for f in faces]
    assert values == sorted(values) and len(set(values)) == len(values)


# ---------------------------------------------------------------------------------- forms


@pytest.mark.parametrize(
    "faces, form, size, rank",
    [
        ("H6", F.SINGLE, 1, 6),
        ("JK", F.SINGLE, 1, C.JOKER),
        ("H6 S6", F.SET, 2, 6),
        ("H6 S6 D6", F.SET, 3, 6),
        ("H6 S6 D6 C6 H6", F.SET, 5, 6),  # two decks: five 6s
        ("H6 JK", F.SET, 2, 6),  # joker wild in a set
        ("H6 JK JK", F.SET, 3, 6),  # one card + jokers is a set (rules.md)
        ("JK JK", F.SET, 2, C.JOKER),
        ("H5 H6 H7", F.SEQUENCE, 3, 5),
        ("H5 H6 H7 H8", F.SEQUENCE, 4, 5),
        ("H5 JK H7", F.SEQUENCE, 3, 5),  # joker fills the gap
        ("H5 H6 JK", F.SEQUENCE, 3, 5),  # spare joker extends upwards: 5-6-7
        ("HA H2 JK", F.SEQUENCE, 3, 13),  # cannot go above 2: K-A-2
        ("HQ HK HA H2", F.SEQUENCE, 4, 12),
    ],
)
def test_classify_forms(faces, form, size, rank):
    p = F.classify(ids(faces))
    assert p is not None
    assert (p.form, p.size, p.rank) == (form, size, rank)


@pytest.mark.parametrize("faces", ["H5 S6", "H5 H6", "H5 S6 H7", "H5 H7 H9", "H5 H6 H6", "H2 H3 H4"])
def test_not_a_form(faces):
    assert F.classify(ids(faces)) is None


def test_sequence_spare_joker_goes_down_in_reverse_order():
    assert F.classify(ids("H5 H6 JK"), reverse=True).rank == 4


def test_follow_needs_same_form_count_and_strength():
    s = from_text("hand0: H5 S5 D9 C9 H9 D10\nhand1: S4 S6\nhand2: C3\nfield: H4 S4 by 1\nturn: 0\n"
                  "settings: same_count=on")
    keys = legal_keys(s, 0)
    assert ("H5", "S5") in keys and ("C9", "D9") in keys
    assert all(len(k) == 2 for k in keys)
    with pytest.raises(RuleError) as e:
        play(s, 0, "D10")
    assert e.value.rule == "follow_count"
    with pytest.raises(RuleError) as e:
        play(s, 0, "H5 S5 D9")
    assert e.value.rule == "no_form"


def test_weaker_or_equal_is_refused():
    s = from_text("hand0: H5 S7\nhand1: S4 S6\nhand2: C3\nfield: D6 by 1\nturn: 0")
    with pytest.raises(RuleError) as e:
        play(s, 0, "H5")
    assert e.value.rule == "follow_strength"
    assert legal_keys(s, 0) == {("S7",)}


def test_set_cannot_follow_sequence():
    s = from_text("hand0: H8 S8 D8 C9 C10 CJ\nhand1: S4\nhand2: C3\nfield: H5 H6 H7 by 1\nturn: 0")
    with pytest.raises(RuleError) as e:
        play(s, 0, "H8 S8 D8")
    assert e.value.rule == "follow_form"
    assert legal_keys(s, 0) == {("C10", "C9", "CJ")}


def test_sequence_compared_by_lowest_card():
    field = F.classify(ids("H5 H6 H7"))
    assert F.beats(field, F.classify(ids("S6 S7 S8")), False)
    assert not F.beats(field, F.classify(ids("S4 S5 S6")), False)
    assert F.beats(field, F.classify(ids("S4 S5 S6")), True)


def test_joker_alone_is_strongest_even_in_revolution():
    two = F.classify(ids("S2"))
    three = F.classify(ids("S3"))
    joker = F.classify(ids("JK"))
    assert F.beats(two, joker, False)
    assert F.beats(three, joker, True)
    assert not F.beats(joker, two, False)


def test_joker_in_a_set_stands_for_the_rank():
    field = F.classify(ids("H9 S9"))
    assert F.beats(field, F.classify(ids("H10 JK")), False)
    assert not F.beats(field, F.classify(ids("H8 JK")), False)


def test_enumeration_with_two_jokers_and_two_decks_is_bounded_and_complete():
    hand = ids("S3 S3 H3 D3 C3 H3 S4 S5 S6 S7 H8 H9 HJ JK JK SA S2 D2 C2 H2")
    plays = F.enumerate_plays(hand, None, False)
    keys = {F.card_key(p.cards) for p in plays}
    assert len(keys) == len(plays)  # one per set of faces
    assert len(plays) < 3000
    assert ("JK", "JK") in keys and ("H3", "H3", "JK") in keys
    assert ("JK", "S4", "S6") in keys  # joker replacing the 5 inside a sequence
    # every classifiable subset of a small hand appears exactly once
    from itertools import combinations

    small = ids("S4 S5 S6 H5 JK")
    want = set()
    for k in range(1, len(small) + 1):
        for combo in combinations(small, k):
            if F.classify(combo) is not None:
                want.add(F.card_key(combo))
    got = {F.card_key(p.cards) for p in F.enumerate_plays(small, None, False)}
    assert got == want


# ---------------------------------------------------------------------------------- flow


def test_all_others_pass_clears_field_and_last_player_leads():
    s = from_text("hand0: H5 S9\nhand1: S4 D4\nhand2: C3 C4\nturn: 0")
    play(s, 0, "H5")
    GAME.act(s, 1, {"type": "pass"}, 0.0)
    assert s.top is not None and s.turn == 2
    GAME.act(s, 2, {"type": "pass"}, 0.0)
    assert s.top is None and s.turn == 0 and s.discard == ["H5#0"]


def test_cannot_pass_on_empty_field_and_not_out_of_turn():
    s = from_text("hand0: H5 S9\nhand1: S4\nhand2: C3\nturn: 0")
    with pytest.raises(RuleError) as e:
        GAME.act(s, 0, {"type": "pass"}, 0.0)
    assert e.value.rule == "lead_must_play"
    with pytest.raises(NotYourTurn):
        GAME.act(s, 1, {"type": "play", "cards": ["S4#0"]}, 0.0)
    with pytest.raises(MalformedAction):
        GAME.act(s, 0, {"type": "play", "cards": "H5#0"}, 0.0)
    with pytest.raises(MalformedAction):
        GAME.act(s, 0, {"type": "dance"}, 0.0)
    with pytest.raises(RuleError) as e:
        GAME.act(s, 0, {"type": "play", "cards": ["S4#0"]}, 0.0)
    assert e.value.rule == "not_in_hand"


def test_going_out_ranks_and_the_remaining_player_is_last():
    s = from_text("hand0: H5\nhand1: S4 D7\nhand2: C3 C9\nturn: 0\nsettings: hands=2")
    play(s, 0, "H5")
    assert s.status[0] == OUT and s.finish[0] == 1
    play(s, 1, "D7")
    GAME.act(s, 2, {"type": "pass"}, 0.0)
    assert s.turn == 1  # seat 0 is out, seat 1 played last
    play(s, 1, "S4")
    assert s.phase == HAND_OVER
    assert s.finish == [1, 2, 3]


def test_lead_after_player_goes_out_passes_to_next_holder():
    s = from_text("hand0: H9\nhand1: S4 D7\nhand2: C3 C6\nhand3: D3 D5\nturn: 0")
    play(s, 0, "H9")
    for seat in (1, 2, 3):
        GAME.act(s, seat, {"type": "pass"}, 0.0)
    assert s.top is None and s.turn == 1


# ---------------------------------------------------------------------------------- scoring


def test_going_out_payment_formula_worked_example():
    # 4 players; A goes out while B, C, D hold 5, 7, 10 cards: 29+5, 29+7, 29+10.
    assert S.going_out_payment(4, 5) == 34
    s = from_text("hand0: H5\nhand1: " + "S4 " * 5 + "\nhand2: " + "D4 " * 1 + "D6 D7 D8 D9 D10 DJ"
                  + "\nhand3: " + "C4 C5 C6 C7 C8 C9 C10 CJ CQ CK" + "\nturn: 0")
    s.hands[1] = ids("S4 S5 S6 S7 S9")
    play(s, 0, "H5")
    assert s.hand_points == [34 + 36 + 39, -34, -36, -39]


def test_foul_finish_with_a_two_falls_to_last_and_pays_formula_2():
    # 4 players: 33-4+(15-remaining) to each player who has not fallen.
    s = from_text("hand0: S2\nhand1: S4 S5\nhand2: C3 C5 C6\nhand3: D3\nturn: 0")
    play(s, 0, "S2")
    assert s.status[0] == FALLEN and s.finish[0] == 4
    assert s.hand_points == [-(42 + 41 + 43), 42, 41, 43]
    assert S.foul_payment(4, 2) == 42


def test_foul_with_joker_and_fallen_player_still_pays_later_finishers():
    s = from_text("hand0: JK\nhand1: S4\nhand2: C3 C5\nturn: 0")
    play(s, 0, "JK")
    assert s.status[0] == FALLEN
    pts_after_foul = list(s.hand_points)
    assert pts_after_foul == [-(44 + 43), 44, 43]
    # the field (a lone joker) cannot be beaten; everyone passes, seat 1 leads and goes out
    GAME.act(s, 1, {"type": "pass"}, 0.0)
    GAME.act(s, 2, {"type": "pass"}, 0.0)
    assert s.turn == 1
    play(s, 1, "S4")
    # seat 1 receives 33-3+0 from the fallen seat 0 and 33-3+2 from seat 2
    assert s.hand_points[1] == 44 + 30 + 32
    assert s.hand_points[0] == -(44 + 43) - 30
    assert s.phase == HAND_OVER and s.finish == [3, 1, 2]


def test_foul_setting_off_makes_two_a_normal_finish():
    s = from_text("hand0: S2\nhand1: S4\nhand2: C3\nturn: 0\nsettings: foul_finish=off")
    play(s, 0, "S2")
    assert s.status[0] == OUT and s.finish[0] == 1


def test_no_minus_scoring_shifts_everyone_up():
    assert S.no_minus([109, -34, -36, -39]) == [148, 5, 3, 0]
    s = from_text("hand0: H5\nhand1: S4\nhand2: C3 C4\nturn: 0\nsettings: scoring=nominus hands=1")
    play(s, 0, "H5")
    GAME.act(s, 1, {"type": "pass"}, 0.0)
    GAME.act(s, 2, {"type": "pass"}, 0.0)
    play(s, 1, "S4")
    assert min(s.totals) == 0 and sum(s.hand_points) == 0
    assert GAME.result(s) is not None


def test_titles_by_player_count():
    # 大富豪 富豪 平民 貧民 大貧民, by their keys (the client names them)
    assert [S.title_for(r, 5) for r in range(1, 6)] == [S.GRAND, S.RICH, S.COMMONER, S.POOR, S.PAUPER]
    assert [S.title_for(r, 3) for r in range(1, 4)] == [S.GRAND, S.COMMONER, S.PAUPER]


# ---------------------------------------------------------------------------------- house rules


def test_revolution_with_four_of_a_kind_reverses_order():
    s = from_text("hand0: H5 S5 D5 C5 S9\nhand1: S4 SK\nhand2: C3 C6\nturn: 0\n"
                  "settings: preset=local eight_cut=off")
    play(s, 0, "H5 S5 D5 C5")
    assert s.revolution
    GAME.act(s, 1, {"type": "pass"}, 0.0)
    GAME.act(s, 2, {"type": "pass"}, 0.0)
    play(s, 0, "S9")
    assert legal_keys(s, 1) == {("S4",)}  # 4 beats 9 in a revolution, K does not


def test_revolution_with_joker_and_sequence_option():
    s = from_text("hand0: H5 S5 D5 JK\nhand1: S4\nhand2: C3\nturn: 0\nsettings: revolution=on")
    play(s, 0, "H5 S5 D5 JK")
    assert s.revolution
    s = from_text("hand0: H3 H4 H5 H6 H7 S9\nhand1: S4\nhand2: C3\nturn: 0\nsettings: eight_cut=off")
    play(s, 0, "H3 H4 H5 H6 H7")
    assert not s.revolution
    s = from_text("hand0: H3 H4 H5 H6 H7 S9\nhand1: S4\nhand2: C3\nturn: 0\n"
                  "settings: revolution=on sequence_revolution=on")
    play(s, 0, "H3 H4 H5 H6 H7")
    assert s.revolution


def test_revolution_setting_off():
    s = from_text("hand0: H5 S5 D5 C5 S9\nhand1: S4\nhand2: C3\nturn: 0\nsettings: revolution=off")
    play(s, 0, "H5 S5 D5 C5")
    assert not s.revolution


def test_eight_cut_clears_field_and_player_leads_again():
    s = from_text("hand0: H8 S9\nhand1: S4 SK\nhand2: C3\nfield: D5 by 1\nturn: 0\n"
                  "settings: eight_cut=on")
    play(s, 0, "H8")
    assert s.top is None and s.turn == 0
    s = from_text("hand0: H8 S9\nhand1: S4 SK\nhand2: C3\nfield: D5 by 1\nturn: 0\n"
                  "settings: eight_cut=off")
    play(s, 0, "H8")
    assert s.top is not None and s.turn == 1


def test_eight_cut_going_out_passes_lead_on():
    s = from_text("hand0: H8\nhand1: S4 SK\nhand2: C3 C5\nturn: 0\nsettings: eight_cut=on")
    play(s, 0, "H8")
    assert s.top is None and s.turn == 1 and s.finish[0] == 1


def test_lock_after_same_suit_twice():
    s = from_text("hand0: H9 S10 HJ\nhand1: H4 SK S3\nhand2: C3 C4\nfield: H5 by 2\nturn: 0\n"
                  "settings: lock=on")
    play(s, 0, "H9")
    assert s.lock == ["H"]
    assert legal_keys(s, 1) == set()  # SK is stronger but not a heart
    with pytest.raises(RuleError) as e:
        play(s, 1, "SK")
    assert e.value.rule == "lock"
    GAME.act(s, 1, {"type": "pass"}, 0.0)
    GAME.act(s, 2, {"type": "pass"}, 0.0)
    assert s.lock is None and s.turn == 0


def test_lock_on_pairs_and_joker_stands_in():
    s = from_text("hand0: H9 S9 D9 JK HQ\nhand1: H4\nhand2: C3\nfield: H5 S5 by 2\nturn: 0\n"
                  "settings: lock=on")
    play(s, 0, "H9 S9")
    assert s.lock == ["H", "S"]
    s.turn = 0
    s.hands[0] = ids("D10 H10 JK") + ["S10#0"]
    keys = legal_keys(s, 0)
    assert ("H10", "S10") in keys and ("H10", "JK") in keys and ("JK", "S10") in keys
    assert ("D10", "H10") not in keys


def test_joker_play_does_not_start_a_lock():
    s = from_text("hand0: H9 JK\nhand1: H4\nhand2: C3\nfield: H5 S5 by 2\nturn: 0\n"
                  "settings: lock=on")
    play(s, 0, "H9 JK")
    assert s.lock is None


def test_lock_setting_off():
    s = from_text("hand0: H9 S10\nhand1: H4 SK\nhand2: C3\nfield: H5 by 2\nturn: 0\nsettings: lock=off")
    play(s, 0, "H9")
    assert s.lock is None
    assert ("SK",) in legal_keys(s, 1)


def test_spade_three_returns_a_lone_joker_and_clears():
    s = from_text("hand0: JK H7\nhand1: S3 D4\nhand2: C5\nturn: 0\nsettings: spade_three=on")
    play(s, 0, "JK")
    assert ("S3",) in legal_keys(s, 1)
    play(s, 1, "S3")
    assert s.top is None and s.turn == 1
    s = from_text("hand0: JK H7\nhand1: S3 D4\nhand2: C5\nturn: 0\nsettings: spade_three=off")
    play(s, 0, "JK")
    assert ("S3",) not in legal_keys(s, 1)


def test_eleven_back_reverses_until_field_clears():
    s = from_text("hand0: HJ S5 C6\nhand1: S4 SQ\nhand2: C3 D9\nturn: 0\n"
                  "settings: eleven_back=on lock=off")
    play(s, 0, "HJ")
    assert s.eleven_back and s.reverse
    assert legal_keys(s, 1) == {("S4",)}
    play(s, 1, "S4")
    play(s, 2, "C3")
    GAME.act(s, 0, {"type": "pass"}, 0.0)
    GAME.act(s, 1, {"type": "pass"}, 0.0)
    assert not s.eleven_back and s.turn == 2


def test_eleven_back_is_off_by_default():
    s = from_text("hand0: HJ S5\nhand1: S4 SQ\nhand2: C3\nturn: 0")
    play(s, 0, "HJ")
    assert not s.eleven_back


def test_miyako_ochi_previous_grand_falls_when_someone_else_goes_out_first():
    s = from_text("hand0: H5\nhand1: S4 SK\nhand2: C3 C6\nhand3: D3 D9\nturn: 0\nprev: 4 1 2 3\n"
                  "settings: miyako_ochi=on")
    play(s, 0, "H5")
    assert s.status[1] == FALLEN and s.finish[1] == 4 and s.fall_reason[1] == "miyako_ochi"
    # a normal fall pays nothing extra: only seat 0's going-out payments moved points
    assert s.hand_points == [93, -31, -31, -31]


def test_miyako_ochi_off_and_grand_first_is_safe():
    s = from_text("hand0: H5\nhand1: S4 SK\nhand2: C3 C6\nhand3: D3 D9\nturn: 0\nprev: 4 1 2 3\n"
                  "settings: miyako_ochi=off")
    play(s, 0, "H5")
    assert s.status[1] != FALLEN
    s = from_text("hand0: H5 H6\nhand1: S4\nhand2: C3 C6\nhand3: D3 D9\nturn: 1\nprev: 4 1 2 3\n"
                  "settings: miyako_ochi=on")
    play(s, 1, "S4")
    assert s.finish[1] == 1 and FALLEN not in s.status


def test_card_exchange_at_second_hand():
    s = GAME.new({"hands": 3, "exchange": True}, 4, seed=7)
    # play the first hand out with the weakest play / pass
    while s.hand_no == 1 and s.phase == PLAY:
        seat = s.turn
        legal = GAME.view(s, seat)["legal"]
        GAME.act(s, seat, legal[0], 0.0)
    ranks = list(s.prev_ranks)
    for seat in range(4):
        GAME.act(s, seat, {"type": "next"}, 0.0)
    assert s.hand_no == 2 and s.phase == EXCHANGE
    grand, rich = ranks.index(1), ranks.index(2)
    pauper, poor = ranks.index(4), ranks.index(3)
    assert sorted(g[0] for g in s.pending_gives) == sorted([grand, rich])
    tribute = next(e for e in s.exchanged if e["from"] == pauper)
    assert tribute["to"] == grand and len(tribute["cards"]) == 2
    # the pauper's tribute were their strongest cards: none left stronger
    weakest_given = min(C.value(c) for c in tribute["cards"])
    assert all(C.value(c) <= weakest_given for c in s.hands[pauper])
    assert sum(len(h) for h in s.hands) == 53  # one joker by default
    assert len(s.hands[pauper]) == 14 - 2  # dealt first (as the leader), then paid two
    v = GAME.view(s, grand)
    assert all(len(a["cards"]) == 2 for a in v["legal"])
    assert GAME.view(s, pauper)["legal"] == []
    with pytest.raises(RuleError):
        GAME.act(s, grand, {"type": "give", "cards": s.hands[grand][:1]}, 0.0)
    GAME.act(s, grand, {"type": "give", "cards": s.hands[grand][:2]}, 0.0)
    GAME.act(s, rich, {"type": "give", "cards": s.hands[rich][:1]}, 0.0)
    assert s.phase == PLAY and s.turn == pauper
    assert sorted(len(h) for h in s.hands) == [13, 13, 13, 14]
    assert GAME.view(s, pauper)["titles"][pauper] == "pauper"  # 大貧民
    _ = poor


def test_first_hand_led_by_diamond_three():
    s = GAME.new({}, 5, seed=3)
    assert "D3#0" in s.hands[s.turn]


def test_decks_auto_by_players():
    assert GAME.new({}, 6, seed=1).decks == 1
    s = GAME.new({"jokers": 2}, 8, seed=1)
    assert s.decks == 2 and sum(len(h) for h in s.hands) == 106


def test_bad_settings_refused():
    with pytest.raises(SettingsError):
        GAME.validate_settings({"jokers": 3})
    with pytest.raises(SettingsError):
        GAME.validate_settings({"bogus": 1})


def test_rules_help_mentions_every_setting():
    text = GAME.rules_help()
    for s in GAME.settings:
        assert s.label in text, s.label


def test_notation_round_trip():
    from server.games.daifugo.notation import to_text

    s = from_text("hand0: S3 JK H10\nhand1: DA DA C2\nhand2: C3\nfield: H5 H6 H7 by 2\nturn: 1\n"
                  "revolution: yes\nlock: H")
    assert s.hands[1] == ["DA#0", "DA#1", "C2#0"]
    t = from_text(to_text(s))
    assert [sorted(C.face(c) for c in h) for h in t.hands] == \
        [sorted(C.face(c) for c in h) for h in s.hands]
    assert (t.top.form, t.top.rank, t.top_seat, t.turn, t.revolution, t.lock) == \
        (F.SEQUENCE, 5, 2, 1, True, ["H"])


def test_hand_end_clears_the_indicators():
    s = from_text("hand0: H5 S5 D5 C5\nhand1: S4 D7\nhand2:\nturn: 0\nsettings: hands=2 preset=local")
    s.status[2], s.finish[2], s.out_count = OUT, 1, 1  # seat 2 already went out
    play(s, 0, "H5 S5 D5 C5")  # a revolution that also ends the hand
    assert s.phase == HAND_OVER and s.finish == [2, 3, 1]
    assert not s.revolution and s.lock is None and not GAME.view(s, 1)["revolution"]


def test_revolution_and_eleven_back_cancel_out():
    s = from_text("hand0: HJ S5\nhand1: S4 SQ\nhand2: C3 D9\nturn: 0\nrevolution: yes\n"
                  "settings: eleven_back=on lock=off")
    play(s, 0, "HJ")
    assert s.revolution and s.eleven_back and not s.reverse
    assert legal_keys(s, 1) == {("SQ",)}


def test_eight_inside_a_sequence_cuts_and_sequence_lock():
    s = from_text("hand0: H6 H7 H8 S9\nhand1: S4 SK\nhand2: C3\nfield: D3 D4 D5 by 1\nturn: 0\n"
                  "settings: preset=local")
    play(s, 0, "H6 H7 H8")
    assert s.top is None and s.turn == 0
    s = from_text("hand0: H9 H10 HJ S9\nhand1: H4 HQ HK HA S10 SJ SQ\nhand2: C3\n"
                  "field: H5 H6 H7 by 2\nturn: 0\nsettings: preset=local")
    play(s, 0, "H9 H10 HJ")
    assert s.lock == ["H"]
    assert legal_keys(s, 1) == {("HA", "HK", "HQ")}  # the spade run is locked out


def test_two_decks_identical_pair_and_lock():
    s = from_text("hand0: S9 S9 D9\nhand1: S10 S10 H10 D10\nhand2: C3\nfield: S5 S5 by 2\nturn: 0\n"
                  "settings: decks=2 preset=local")
    play(s, 0, "S9 S9")
    assert s.lock == ["S", "S"]
    assert legal_keys(s, 1) == {("S10", "S10")}
