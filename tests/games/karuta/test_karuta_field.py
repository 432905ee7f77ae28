"""The field and every card move of the seed (〈札移動〉): slots, the automatic layout, moves that
insert by shifting a neighbour into a free space, 浮き札, the automatic moves after takes and
送り札, and the blue frame's geometry.

Rows are written as twelve characters, column 0 (the owner's left) first: ``.`` an empty slot,
a letter a card (``a`` is poem 1, ``b`` poem 2, …), a capital letter a 浮き札.
"""

from __future__ import annotations

import random

import pytest

from server.games.contract import MalformedAction, RuleError
from server.games.karuta.field import (
    COLS,
    FRAME_COLS,
    LOWER,
    MIDDLE,
    ROWS,
    UPPER,
    Field,
    Slot,
    auto_layout,
    facing,
    fits_one_frame,
    frame_at,
    frame_cards,
    frame_slots,
    landing_slot,
    row_sizes,
)
from server.games.state import dump_state, load_state


def poem_of(letter: str) -> int:
    return ord(letter.lower()) - ord("a") + 1


def letter_of(field: Field, poem: int) -> str:
    letter = chr(ord("a") + poem - 1)
    return letter.upper() if field.is_floating(poem) else letter


def make(**rows: str) -> Field:
    """``make(s0r2="abc.........", s1r0="...")``: side 0 row 2, side 1 row 0, …"""
    field = Field()
    for key, text in rows.items():
        side, row = int(key[1]), int(key[3])
        assert len(text) == COLS, key
        for col, ch in enumerate(text):
            if ch != ".":
                field.place(poem_of(ch), Slot(side, row, col))
                if ch.isupper():
                    field.toggle_float(poem_of(ch))
    return field


def row(field: Field, side: int, r: int) -> str:
    return "".join(
        "." if (p := field.at(Slot(side, r, c))) is None else letter_of(field, p) for c in range(COLS)
    )


def take(field: Field, *letters: str, side: int = 0) -> dict[int, Slot]:
    """Remove cards as a take or a send does, then the automatic moves."""
    for letter in letters:
        field.remove(poem_of(letter))
    return field.tidy(side)


# -- slots -----------------------------------------------------------------------------------


def test_three_rows_of_twelve_and_a_three_column_frame():
    assert (ROWS, COLS, FRAME_COLS) == (3, 12, 3)
    assert (UPPER, MIDDLE, LOWER) == (0, 1, 2)


@pytest.mark.parametrize("bad", [(2, 0, 0), (0, 3, 0), (0, 0, 12), (0, -1, 0), (0, 0, "1"), (True, 0, 0)])
def test_a_slot_outside_the_field_is_malformed(bad):
    with pytest.raises(MalformedAction):
        Slot(*bad)


def test_each_side_faces_the_other_across_the_centre_line():
    # seated face to face, one's left is across from the opponent's right
    assert facing(0) == 11 and facing(11) == 0 and facing(5) == 6
    assert Slot(0, 0, 5).half == "left" and Slot(0, 0, 6).half == "right"


def test_place_remove_position_and_errors_change_nothing():
    field = make(s0r2="ab..........")
    assert field.position(1) == Slot(0, 2, 0) and field.at(Slot(0, 2, 1)) == 2
    assert field.cards(0) == [1, 2] and field.cards(1) == [] and field.count(0) == 2
    before = field.copy()
    with pytest.raises(RuleError):
        field.place(3, Slot(0, 2, 0))  # occupied
    with pytest.raises(RuleError):
        field.place(1, Slot(0, 2, 5))  # already on the field
    with pytest.raises(RuleError):
        field.remove(9)  # not there
    assert field == before
    assert field.remove(2) == Slot(0, 2, 1) and field.position(2) is None and 2 not in field


def test_cards_are_listed_upper_row_first():
    field = make(s0r2="a...........", s0r0="...........b", s0r1=".c..........")
    assert field.cards(0) == [2, 3, 1]
    assert field.row_counts(0) == [1, 1, 1]


# -- 手動移動: insertion --------------------------------------------------------------------


def test_a_move_to_a_free_slot():
    field = make(s0r2="ab..........")
    assert field.move(2, Slot(0, 1, 4)) == {2: Slot(0, 1, 4)}
    assert row(field, 0, 2) == "a..........." and row(field, 0, 1) == "....b......."


def test_a_move_onto_a_card_shifts_it_into_the_free_space_beside_it():
    field = make(s0r2="abc.........", s0r1="x...........")
    moved = field.move(poem_of("x"), Slot(0, 2, 1))
    assert row(field, 0, 2) == "axbc........"
    assert moved == {poem_of("x"): Slot(0, 2, 1), 2: Slot(0, 2, 2), 3: Slot(0, 2, 3)}


def test_insertion_shifts_left_when_only_the_left_has_room():
    field = make(s0r2="..cdefghijkl", s0r1="x...........")
    field.move(poem_of("x"), Slot(0, 2, 5))  # f, at column 5, and the cards left of it shift
    assert row(field, 0, 2) == ".cdefxghijkl"


def test_insertion_goes_to_the_nearer_free_space():
    field = make(s0r2="ab.d.....jkl", s0r1="x...........")
    field.move(poem_of("x"), Slot(0, 2, 9))  # left free at 8 (1 away); right: none
    assert row(field, 0, 2) == "ab.d....jxkl"
    field = make(s0r2="abcd.f.....l", s0r1="x...........")
    field.move(poem_of("x"), Slot(0, 2, 3))  # right free at 4 (1 away), left: none
    assert row(field, 0, 2) == "abcxdf.....l"


def test_at_equal_distance_the_shift_goes_toward_the_centre_unless_told():
    field = make(s0r2="...d.f......", s0r1="x...........")
    field.move(poem_of("x"), Slot(0, 2, 3))  # free at 2 and at 4; col 3 is in the left half
    assert row(field, 0, 2) == "...xdf......"
    field = make(s0r2="...d.f......", s0r1="x...........")
    field.move(poem_of("x"), Slot(0, 2, 3), toward=-1)
    assert row(field, 0, 2) == "..dx.f......"


def test_a_move_into_a_full_row_is_refused_and_changes_nothing():
    field = make(s0r2="abcdefghijkl", s0r1="x...........")
    before = field.copy()
    assert not field.can_move(poem_of("x"), Slot(0, 2, 4))
    with pytest.raises(RuleError):
        field.move(poem_of("x"), Slot(0, 2, 4))
    assert field == before


def test_within_a_full_row_a_card_can_still_change_places():
    # its own slot is the free space
    field = make(s0r2="abcdefghijkl")
    field.move(poem_of("j"), Slot(0, 2, 1))
    assert row(field, 0, 2) == "ajbcdefghikl"


def test_moves_on_the_opponents_side_and_across_sides():
    field = make(s0r2="ab..........", s1r2="cd..........")
    field.move(poem_of("c"), Slot(1, 1, 0))  # on the opponent's side
    field.move(poem_of("a"), Slot(1, 2, 0))  # from one's own side to the opponent's
    assert row(field, 1, 2) == "ad.........." and row(field, 1, 1) == "c..........."
    assert field.cards(0) == [2]


def test_a_move_onto_its_own_place_makes_a_floating_card_and_again_undoes_it():
    # seed: 同じ場所に移動した（＝札をクリックした）場合、札が灰色となり…同じ操作で解除できます
    field = make(s0r2="ab..........")
    assert field.move(1, Slot(0, 2, 0)) == {}
    assert field.is_floating(1) and row(field, 0, 2) == "Ab.........."
    field.move(1, Slot(0, 2, 0))
    assert not field.is_floating(1)
    assert field.toggle_float(2) is True and field.toggle_float(2) is False
    with pytest.raises(RuleError):
        field.toggle_float(9)


def test_a_manual_move_leaves_no_gap_to_close():
    field = make(s0r2="abcd........")
    field.move(2, Slot(0, 1, 0))
    assert field.tidy(0) == {} and row(field, 0, 2) == "a.cd........"


# -- 自動移動 ---------------------------------------------------------------------------------


def test_a_gap_in_the_left_group_closes_toward_the_left_edge():
    field = make(s0r2="abcd....efgh")
    moved = take(field, "b")
    assert row(field, 0, 2) == "acd.....efgh"
    assert moved == {3: Slot(0, 2, 1), 4: Slot(0, 2, 2)}


def test_a_gap_in_the_right_group_closes_toward_the_right_edge():
    field = make(s0r2="abcd....efgh")
    take(field, "f")
    assert row(field, 0, 2) == "abcd.....egh"


def test_no_card_on_the_edge_side_means_no_move():
    # seed: 最初から寄せる側に札が無かった場合は寄せません
    field = make(s0r2="abcd....efgh")
    assert take(field, "a") == {}
    assert row(field, 0, 2) == ".bcd....efgh"
    field = make(s0r2="..cde.......")  # a group away from the edge
    assert take(field, "c") == {} and row(field, 0, 2) == "...de......."


def test_taking_the_centre_end_of_a_group_moves_nothing():
    field = make(s0r2="abcd....efgh")
    assert take(field, "d") == {} and take(field, "e") == {}
    assert row(field, 0, 2) == "abc......fgh"


def test_an_island_is_not_moved():
    # seed: 札と隣接しておらず、離れ小島状態になっている札は寄せません
    field = make(s0r2="ab..e.......")
    assert take(field, "b") == {} and row(field, 0, 2) == "a...e......."
    field = make(s0r2="abc.e.......")
    assert take(field, "c") == {} and row(field, 0, 2) == "ab..e......."


def test_a_gap_closes_only_up_to_the_island_beyond_it():
    field = make(s0r2="abcd.f......")
    take(field, "b")
    assert row(field, 0, 2) == "acd..f......"


def test_a_floating_card_is_not_moved_and_stops_the_cards_behind_it():
    # seed: 札自動移動対象外とした札は移動しません
    field = make(s0r2="abcDe.......")
    take(field, "b")
    assert row(field, 0, 2) == "ac.De......."
    field = make(s0r2="aBcd........")
    take(field, "a")
    assert row(field, 0, 2) == ".Bcd........"


def test_a_floating_card_on_the_edge_side_still_counts_as_a_card_there():
    field = make(s0r2="Abcd........")
    take(field, "b")
    assert row(field, 0, 2) == "Acd........."


def test_two_cards_removed_before_tidying_close_as_one_after_the_other():
    field = make(s0r2="abcdef......")
    take(field, "c", "d")
    assert row(field, 0, 2) == "abef........"
    field = make(s0r2="......abcdef")
    take(field, "e", "b")
    assert row(field, 0, 2) == "........acdf"


def test_an_emptied_lower_row_brings_every_row_down_one():
    # seed: 空き段ができた場合は、札全体を下段の方へ寄せます
    field = make(s0r0="ab........cd", s0r1="e...........", s0r2="...........f")
    take(field, "f")
    assert row(field, 0, 0) == "." * 12
    assert row(field, 0, 1) == "ab........cd"
    assert row(field, 0, 2) == "e..........."


def test_an_emptied_middle_row_brings_the_upper_row_down():
    field = make(s0r0="ab..........", s0r1="..c.........", s0r2="d...........")
    take(field, "c")
    assert (row(field, 0, 0), row(field, 0, 1), row(field, 0, 2)) == ("." * 12, "ab..........", "d...........")


def test_an_emptied_upper_row_moves_nothing():
    field = make(s0r0="a...........", s0r1="b...........", s0r2="c...........")
    assert take(field, "a") == {}


def test_rows_emptied_at_once_bring_everything_down_to_the_lower_row():
    field = make(s0r0="ab..........", s0r1="c...........", s0r2="d...........")
    take(field, "c", "d")
    assert row(field, 0, 2) == "ab.........." and field.row_counts(0) == [0, 0, 2]


def test_a_floating_card_keeps_its_row_when_the_row_below_empties():
    field = make(s0r0="..c.........", s0r1="aB..........", s0r2="d...........")
    take(field, "d")
    assert row(field, 0, 2) == "a..........."
    assert row(field, 0, 1) == ".Bc........."
    assert row(field, 0, 0) == "." * 12


def test_tidy_touches_only_its_side():
    field = make(s0r2="abc.........", s1r2="def.........")
    field.remove(2)
    field.remove(5)
    assert field.tidy(1) == {poem_of("f"): Slot(1, 2, 1)}
    assert row(field, 0, 2) == "a.c........."
    field.tidy(0)
    assert row(field, 0, 2) == "ac.........."


def test_a_gap_filled_before_tidying_is_forgotten():
    field = make(s0r2="abc.........", s0r1="x...........")
    field.remove(2)
    field.move(poem_of("x"), Slot(0, 2, 1))
    assert field.tidy(0) == {} and row(field, 0, 2) == "axc........."


# -- 札初期配置 自動 --------------------------------------------------------------------------


def test_auto_layout_puts_25_cards_in_three_rows_of_left_and_right_groups():
    rng = random.Random(5)
    poems = list(range(1, 26))
    for _ in range(30):
        layout = auto_layout(poems, 1, rng)
        assert sorted(layout) == poems
        slots = list(layout.values())
        assert len(set(slots)) == 25 and all(s.side == 1 for s in slots)
        field = Field()
        field.place_all(layout)
        counts = field.row_counts(1)
        assert counts[LOWER] >= counts[MIDDLE] >= counts[UPPER] >= 6 and sum(counts) == 25
        for r in range(ROWS):
            text = row(field, 1, r)
            left, right = text[:6], text[6:]
            # each group flush with its edge: no gap inside, none toward the edge
            assert "." not in left.rstrip(".") and "." not in right.lstrip(".")
            assert len(left.rstrip(".")) <= 6 and len(right.lstrip(".")) <= 6


def test_auto_layout_follows_its_seed():
    poems = list(range(30, 55))
    assert auto_layout(poems, 0, random.Random(1)) == auto_layout(poems, 0, random.Random(1))
    assert auto_layout(poems, 0, random.Random(1)) != auto_layout(poems, 0, random.Random(2))


def test_fewer_cards_use_the_rows_nearest_the_owner():
    rng = random.Random(0)
    assert row_sizes(5, rng) == [0, 0, 5]
    assert row_sizes(0, rng) == [0, 0, 0]
    assert sum(row_sizes(12, rng)) == 12 and row_sizes(12, rng)[UPPER] == 0
    with pytest.raises(ValueError):
        auto_layout([1, 1], 0, rng)


def test_a_received_card_lands_beside_the_smaller_group_of_the_lower_row():
    field = make(s0r2="abc.....defg")
    assert landing_slot(field, 0) == Slot(0, 2, 3)
    field = make(s0r2="abcdefghijkl", s0r1="..........xy")
    assert landing_slot(field, 0) == Slot(0, 1, 0)
    assert landing_slot(Field(), 1) == Slot(1, 2, 0)


# -- the blue frame ---------------------------------------------------------------------------


def test_the_frame_covers_three_columns_of_one_row():
    field = make(s0r1="abcde.......", s1r1="fgh.........")
    assert frame_cards(field, 0, MIDDLE, 1) == [2, 3, 4]
    assert [s.col for s in frame_slots(0, MIDDLE, 9)] == [9, 10, 11]
    with pytest.raises(MalformedAction):
        frame_slots(0, MIDDLE, 10)


def test_the_frame_in_ones_own_upper_row_also_covers_the_opponents_upper_row():
    # seed: 青枠カーソルが自陣上段にある場合、相手陣上段の札も取る対象となります
    field = make(s0r0="abc.........", s1r0=".........def")
    # side 0's columns 0-2 face side 1's columns 11-9
    assert sorted(frame_cards(field, 0, UPPER, 0)) == [1, 2, 3, 4, 5, 6]
    assert len(frame_slots(0, UPPER, 0)) == 6
    assert frame_cards(field, 0, UPPER, 1) == [2, 3, 4, 5]  # columns 1-3 face 10-8
    # the same frame on the opponent's 上段, made by the other seat: only that row
    assert frame_cards(field, 1, UPPER, 9, toucher=0) == [4, 5, 6]
    # the opponent's own frame in its 上段 reaches back
    assert sorted(frame_cards(field, 1, UPPER, 9, toucher=1)) == [1, 2, 3, 4, 5, 6]


def test_fits_one_frame():
    field = make(s0r0="abc.........", s1r0=".........def", s0r1="gh..i.......")
    assert fits_one_frame(field, [1, 2, 3])
    assert fits_one_frame(field, [1, 4])  # own column 0 faces opponent column 11
    assert fits_one_frame(field, [1, 2, 3, 4, 5, 6])
    assert not fits_one_frame(field, [1, 6, 7])
    assert not fits_one_frame(field, [7, 9])  # columns 0 and 4
    assert not fits_one_frame(field, [1, 7])  # two rows
    assert not fits_one_frame(field, [])
    assert not fits_one_frame(field, [1, 1])
    assert not fits_one_frame(field, [1, 99])
    assert frame_at(field, [1, 4]) == (0, UPPER, 0)
    assert frame_at(field, [8, 7]) == (0, MIDDLE, 0)
    assert frame_at(field, [1, 7]) is None
    side, r, col = frame_at(field, [6])
    assert 6 in frame_cards(field, side, r, col)


# -- saving -----------------------------------------------------------------------------------


def test_dump_and_load_keep_places_floating_cards_and_pending_gaps():
    field = make(s0r2="abC.e.......", s1r0="f...........")
    field.remove(2)
    copy = load_state(Field, dump_state(field))
    assert copy == field and copy.is_floating(3) and copy.cards(1) == [6]
    copy.tidy(0)
    assert row(copy, 0, 2) == "a.C.e......."  # the floating card stays
    assert field.copy() == field
    assert field.to_wire()[0] == {"poem": 1, "side": 0, "row": 2, "col": 0, "floating": False}


# -- random play ------------------------------------------------------------------------------


def test_random_takes_sends_and_moves_keep_every_card_in_exactly_one_place():
    rng = random.Random(2026)
    for _ in range(40):
        field = Field()
        numbers = rng.sample(range(1, 101), 50)
        field.place_all(auto_layout(numbers[:25], 0, rng) | auto_layout(numbers[25:], 1, rng))
        on_field = set(numbers)
        for _ in range(60):
            op = rng.random()
            cards = field.all_cards()
            if not cards:
                break
            poem = rng.choice(cards)
            if op < 0.4:  # a take or a send, then the automatic moves
                side = field.position(poem).side
                field.remove(poem)
                on_field.discard(poem)
                floating = {p: field.position(p) for p in cards if field.is_floating(p)}
                moved = field.tidy(side)
                assert all(s.side == side for s in moved.values())
                assert not set(moved) & set(floating)
                assert all(field.position(p) == s for p, s in floating.items())
            elif op < 0.8:
                target = Slot(rng.randrange(2), rng.randrange(ROWS), rng.randrange(COLS))
                before = field.copy()
                if field.can_move(poem, target):
                    field.move(poem, target)
                    assert field.position(poem) == target or target == Slot(**before_slot(before, poem))
                else:
                    with pytest.raises(RuleError):
                        field.move(poem, target)
                    assert field == before
            else:
                field.toggle_float(poem)
            assert set(field.all_cards()) == on_field
            slots = [field.position(p) for p in field.all_cards()]
            assert len(set(slots)) == len(slots) and all(field.at(s) == p for s, p in zip(slots, field.all_cards(), strict=True))


def before_slot(dump, poem):
    for p, side, r, col, _ in dump["cards"]:
        if p == poem:
            return {"side": side, "row": r, "col": col}
    raise KeyError(poem)
