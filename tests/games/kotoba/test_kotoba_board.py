"""Reading a line of cards on the grid (seed 001 「単語の作り方（全ルール共通）」): overlaps, hidden
cards, stray kana on the line, 濁点 and small kana, and the four directions of あわせる."""

from __future__ import annotations

import pytest

from server.games.contract import RuleError
from server.games.kotoba import awase, board, kasane
from server.games.kotoba.board import HORIZONTAL, VERTICAL
from tests.games.kotoba.conftest import Table


def play(table: Table, field: str, played: str, word: str, rules=awase) -> board.Reading:
    laid_field = table.lay(field)
    laid = table.lay(played, z=len(laid_field))
    return board.check_play(laid_field, laid, word, table.faces, axes=rules.AXES,
                            directions=rules.DIRECTIONS)


def refused(table: Table, field: str, played: str, word: str, rules=awase) -> str:
    with pytest.raises(RuleError) as error:
        play(table, field, played, word, rules)
    return error.value.rule


# -- what is visible ----------------------------------------------------------------------------


def test_a_card_laid_later_lies_on_top() -> None:
    t = Table()
    cards = t.lay("すい@1,0 かせ@0,0")
    assert board.visible(cards, t.faces) == {(0, 0): "か", (1, 0): "せ", (2, 0): "い"}
    assert board.shown_cells(cards) == {0: (1,), 1: (0, 1)}
    assert board.hidden_cards(cards) == []


def test_a_card_turned_end_over_end_reads_the_other_way_and_vertical_cards_go_down() -> None:
    t = Table()
    cards = t.lay("こう~@0,0 かい@3,0v")
    assert board.visible(cards, t.faces) == {(0, 0): "う", (1, 0): "こ", (3, 0): "か", (3, 1): "い"}
    assert cards[1].cells() == ((3, 0), (3, 1))


def test_a_card_entirely_covered_is_hidden() -> None:
    t = Table()
    cards = t.lay("しか@0,0 くし@0,0")
    assert board.hidden_cards(cards) == [0]


# -- ならべる lines: the seed's examples --------------------------------------------------------


def test_cards_side_by_side_read_as_one_word_with_marks_and_small_kana() -> None:
    """しよ + はん → じょばん (the seed prints しや; や can only be ゃ, so じょ needs よ)."""
    t = Table()
    (line,) = board.board_lines(t.lay("しよ@0,0 はん@2,0"), t.faces)
    assert line.kana == "しよはん" and line.cards == (0, 1) and not line.loose
    assert board.read_as(line.cells, dict(zip(line.cells, line.kana, strict=True)), "じょばん",
                         [board.FORWARD])


def test_an_overlap_hides_one_kana() -> None:
    """やさ + い (重ねる) → やさい: the い card's other kana lies under やさ."""
    t = Table()
    (line,) = board.board_lines(t.lay("かい@1,0 やさ@0,0"), t.faces)
    assert line.kana == "やさい" and line.cards == (1, 0)


def test_a_stray_kana_on_the_line_is_read_too() -> None:
    """しかくし does not read as しかく: nothing on the line may be left out."""
    t = Table()
    (line,) = board.board_lines(t.lay("しか@0,0 くし@2,0"), t.faces)
    assert line.kana == "しかくし"
    shown = dict(zip(line.cells, line.kana, strict=True))
    assert board.read_as(line.cells, shown, "しかく", [board.FORWARD]) is None


def test_rows_apart_are_separate_lines_and_a_lone_card_is_loose() -> None:
    t = Table()
    lines = board.board_lines(t.lay("さか@0,2 せん@0,0 てい@2,0 あさ@6,0"), t.faces)
    assert [(line.kana, line.loose) for line in lines] == [
        ("せんてい", False), ("あさ", True), ("さか", True)]


# -- plays on the field: あわせる and かさねる --------------------------------------------------


def test_a_play_uses_field_kana_and_reads_left_to_right() -> None:
    t = Table()
    reading = play(t, "こう@0,0", "かい@-2,0", "かいこう")
    assert reading.kana == "かいこう" and reading.cells == ((-2, 0), (-1, 0), (0, 0), (1, 0))


def test_the_four_directions() -> None:
    # left to right, and right to left: the row いか|うこ read backwards is こうかい
    assert play(Table(), "こう@0,0", "かい@2,0", "こうかい").cells[0] == (0, 0)
    reading = play(Table(), "うこ@2,0", "いか@0,0", "こうかい")
    assert reading.kana == "こうかい" and reading.cells[0] == (3, 0)
    # top to bottom and bottom to top on a column
    assert play(Table(), "こう@0,0", "かい@0,1v", "こかい").kana == "こかい"
    reading = play(Table(), "いか@0,0", "しこ@0,-2v", "いこし")
    assert reading.kana == "いこし" and reading.cells == ((0, 0), (0, -1), (0, -2))


def test_a_reversed_card_reads_its_kana_the_other_way() -> None:
    assert play(Table(), "すい@0,0", "かい~@1,0", "すいか").kana == "すいか"
    assert refused(Table(), "すい@0,0", "かい@1,0", "すいか") == "word_mismatch"


def test_kasane_reads_left_to_right_only_and_no_vertical_word() -> None:
    assert refused(Table(), "うこ@2,0", "いか@0,0", "こうかい", kasane) == "word_mismatch"
    assert refused(Table(), "こう@0,0", "かい@0,1v", "こかい", kasane) == "not_in_line"


def test_marks_and_small_kana_are_added_freely_but_nothing_else_changes() -> None:
    assert play(Table(), "はん@2,0", "しよ@0,0", "じょばん").kana == "しよはん"
    assert refused(Table(), "はん@2,0", "しや@0,0", "じょばん") == "word_mismatch"


def test_a_played_card_may_cover_field_kana_and_break_an_old_word() -> None:
    """こうかい on the field; すい laid over かい makes こうすい, and the かい card lies hidden
    beneath (only played cards must show a kana)."""
    t = Table()
    field = t.lay("こう@0,0 かい@2,0")
    played = t.lay("すい@2,0", z=2)
    reading = board.check_play(field, played, "こうすい", t.faces, axes=awase.AXES,
                               directions=awase.DIRECTIONS)
    assert reading.kana == "こうすい"
    assert board.hidden_cards([*field, *played]) == [1]


def test_stray_field_kana_next_to_the_word_is_refused() -> None:
    assert refused(Table(), "こう@0,0 しか@-4,0", "かい@-2,0", "かいこう") == "word_mismatch"


def test_no_field_kana_used_is_refused() -> None:
    assert refused(Table(), "こう@0,0", "かい@5,0", "かい") == "no_field_kana"
    # covering every field kana leaves none used either
    assert refused(Table(), "こう@0,0", "かい@0,0", "かい") == "no_field_kana"


def test_a_played_card_entirely_hidden_is_refused() -> None:
    assert refused(Table(), "こう@0,0", "しか@2,0 かい@2,0", "こうかい") == "hidden_card"


def test_played_kana_off_the_line_or_in_two_runs_are_refused() -> None:
    # a horizontal card and a vertical one: their kana are not on one line
    assert refused(Table(), "こう@0,0", "かい@2,0 いか@-1,1v", "こうかい") == "not_in_line"
    # two runs on one row with a gap between them
    assert refused(Table(), "こう@0,0", "かい@2,0 いか@5,0", "こうかい") == "one_word"


def test_a_declared_word_must_be_kana_a_card_can_show() -> None:
    assert refused(Table(), "こう@0,0", "かい@2,0", "コウカイ") == "word_text"
    assert refused(Table(), "こう@0,0", "かい@2,0", "") == "word_text"


def test_run_through_and_rows() -> None:
    cells = [(0, 0), (1, 0), (3, 0), (1, 1)]
    assert board.run_through(cells, (1, 0), HORIZONTAL) == ((0, 0), (1, 0))
    assert board.run_through(cells, (1, 0), VERTICAL) == ((1, 0), (1, 1))
    assert board.rows(cells) == [((0, 0), (1, 0)), ((3, 0),), ((1, 1),)]
