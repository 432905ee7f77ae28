"""The three modes (seed 001 「ならべる」「あわせる」「かさねる」): legality, scoring, the end, the
field's reset, the exchange, the stock running out, and the dictionary hint."""

from __future__ import annotations

import pytest

from server.games.contract import MalformedAction, NotYourTurn, RuleError, SettingsError
from server.games.kotoba import GAME, board, narabe
from server.games.kotoba.board import Placed
from server.games.kotoba.settings import ARRANGE_SECONDS, TURN_SECONDS
from server.games.kotoba.state import ARRANGE, FINISHED, TURN, VOTE
from tests.games.contract_checks import assert_refused_unchanged
from tests.games.kotoba.conftest import Table, all_cards, game_with, set_table, started

FILLER = ["ぬぬ/ぬぬ"] * 12

# ============================================================================================
# ならべる
# ============================================================================================

# The seed's example hand: かせい + りこう + せんてい + さか.
SEED_HAND = ["かせ", "すい", "りこ", "ぬう", "せん", "てい", "さか"]
SEED_BOARD = [  # (card, x, y): すい under かせ, ぬう under りこ
    (1, 1, 0), (0, 0, 0), (3, 1, 2), (2, 0, 2), (4, 0, 4), (5, 2, 4), (6, 0, 6)]


def narabe_game(seats: int = 2):
    game = game_with(SEED_HAND + ["しよ", "はん", "あさ", "かな", "いか", "こい", "なか"] + FILLER)
    state = started(game, {"mode": "narabe"}, seats)
    hands = [list(range(7)), list(range(7, 14))][:seats]
    set_table(game, state, hands=hands)
    return game, state


def arrange(cards, **extra):
    return {"type": "arrange", "cards": [{"id": c, "x": x, "y": y, "face": 0} for c, x, y in cards],
            **extra}


def answer_all(game, state, accept=True, now=1.0):
    while state.phase == VOTE:
        vote = state.vote
        game.act(state, vote.waiting()[0], {"type": "vote", "accept": accept}, now)


def test_the_seeds_example_scores_three() -> None:
    game, state = narabe_game()
    game.act(state, 0, arrange(SEED_BOARD), 5.0)
    lines = game.view(state, 0)["lines"][0]
    assert [(line["kana"], line["kind"]) for line in lines] == [
        ("かせい", "word"), ("りこう", "word"), ("せんてい", "word"), ("さか", "loose")]
    game.act(state, 0, {"type": "done"}, 6.0)
    game.act(state, 1, arrange([(7, 0, 0), (8, 2, 0)], words=[{"x": 0, "y": 0, "word": "じょばん"}]),
             7.0)
    game.act(state, 1, {"type": "done"}, 8.0)
    assert state.phase == VOTE and state.vote.by == 0 and state.vote.of == 4
    answer_all(game, state)
    assert state.phase == FINISHED
    # seat 1: じょばん (2 points) less five cards never laid
    assert game.result(state).points == (3, 2 - 5)
    assert game.result(state).ranks == (1, 2)
    assert game.view(state, 0)["result"]["detail"] == [{"words": ["かせい", "りこう", "せんてい"], "loose": 1},
                                      {"words": ["じょばん"], "loose": 5}]


def test_narabe_scoring_rule_table() -> None:
    t = Table()
    lines = board.board_lines(t.lay("すい@1,0 かせ@0,0 せん@0,2 てい@2,2 さか@0,4"), t.faces)
    statuses = [narabe.ACCEPTED, narabe.REJECTED, narabe.LOOSE]
    # かせい 1; せんてい rejected: its two cards -1 each; さか alone -1; one card unplaced -1
    assert narabe.score(lines, statuses, unplaced=1) == 1 - 2 - 1 - 1


def test_tie_goes_to_the_earlier_done_and_undeclared_players_share_a_rank() -> None:
    assert narabe.ranks([3, 3, 1], done_order=[1, 0]) == (2, 1, 3)
    assert narabe.ranks([2, 2, 2], done_order=[2]) == (2, 2, 1)


def test_narabe_refuses_rotation_vertical_hidden_cards_and_foreign_cards() -> None:
    game, state = narabe_game()
    bad = [
        {"type": "arrange", "cards": [{"id": 0, "x": 0, "y": 0, "face": 0, "reversed": True}]},
        {"type": "arrange", "cards": [{"id": 0, "x": 0, "y": 0, "face": 0, "dir": "v"}]},
        arrange([(0, 0, 0), (1, 0, 0)]),  # かせ entirely under すい
        arrange([(8, 0, 0)]),  # seat 1's card
        arrange([(0, 0, 0), (0, 3, 0)]),  # twice the same card
        arrange([(0, 99, 0)]),
        arrange([(0, 0, 0), (1, 2, 0)], words=[{"x": 0, "y": 0, "word": "しかく"}]),  # does not read
        arrange([(6, 0, 0)], words=[{"x": 0, "y": 0, "word": "さか"}]),  # a lone card is no word
        {"type": "arrange", "cards": "かせ"},
        {"type": "play", "cards": [], "word": "かせい"},
        {"type": "exchange", "card": 0},
        {"type": "vote", "accept": True},  # no vote is open
    ]
    for action in bad:
        assert_refused_unchanged(game, state, 0, action)


def test_done_locks_the_board_and_time_up_reveals_every_board() -> None:
    game, state = narabe_game()
    assert game.deadline(state) == ARRANGE_SECONDS
    game.act(state, 0, arrange(SEED_BOARD, done=True), 3.0)
    assert state.done == [(0, 3.0)]
    assert_refused_unchanged(game, state, 0, arrange([(0, 0, 0)]))
    assert game.view(state, 1)["boards"][0] is None  # not shown before the vote
    assert game.tick(state, ARRANGE_SECONDS - 1) == []
    events = game.tick(state, ARRANGE_SECONDS)
    assert [e["type"] for e in events][:2] == ["time_up", "reveal"]
    assert state.phase == VOTE
    assert game.view(state, 1)["boards"][0] is not None
    assert_refused_unchanged(game, state, 1, arrange([(7, 0, 0)]))


def test_narabe_alone_the_dictionary_judges() -> None:
    game, state = narabe_game(seats=1)
    game.act(state, 0, arrange(SEED_BOARD, done=True), 3.0)
    # かせい, りこう, せんてい are in the test word list
    assert state.phase == FINISHED and game.result(state).points == (3,)


# ============================================================================================
# あわせる and かさねる
# ============================================================================================

TURN_DECK = ["こう", "かい", "すい", "しよ", "はん", "いか", "かな", "なか", "さか", "たい"] + FILLER


def turn_game(mode: str, seats: int, hands, field="こう@0,0", start=0, **settings):
    game = game_with(TURN_DECK)
    state = started(game, {"mode": mode, **settings}, seats)
    t = Table()
    laid = t.lay(field)
    ids = {c.front: i for i, c in reversed(list(enumerate(game.deck)))}
    laid = [Placed(ids[t.deck[p.card].front], p.face, p.reversed, p.x, p.y, p.dir, p.z) for p in laid]
    set_table(game, state, hands=hands, field=laid)
    state.start = state.turn = start
    return game, state


def card(game, front):
    return next(i for i, c in enumerate(game.deck) if c.front == front)


def play_action(game, cards, word):
    """cards: (front, x, y, dir, reversed)"""
    return {"type": "play", "word": word, "cards": [
        {"id": card(game, f), "x": x, "y": y, "dir": d, "face": 0, "reversed": r}
        for f, x, y, d, r in cards]}


def test_awase_play_vote_and_the_cards_join_the_field() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2, 5], [3, 4, 6]])
    total = all_cards(state)
    events = game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    assert [e["type"] for e in events] == ["play", "vote_open"]
    assert state.phase == VOTE and state.hands[0] == [2, 5]
    view = game.view(state, 1)
    assert view["vote"]["word"] == "こうかい" and view["vote"]["cells"][0] == [0, 0]
    assert [c["pending"] for c in view["field"]] == [False, True]
    game.act(state, 1, {"type": "vote", "accept": True}, 2.0)
    assert state.phase == TURN and state.turn == 1 and len(state.field) == 2
    assert all_cards(state) == total


def test_a_rejected_word_goes_back_to_the_hand_and_counts_as_a_pass() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2, 5], [3, 4, 6]])
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    events = game.act(state, 1, {"type": "vote", "accept": False}, 2.0)
    assert "taken_back" in [e["type"] for e in events]
    assert state.hands[0] == [1, 2, 5] and len(state.field) == 1
    assert state.passed == [0] and state.turn == 1


def test_awase_vertical_and_backwards_words() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 5], [3, 4]])
    # a vertical card below the field's こ reads こかい top to bottom (the host checks only
    # that the kana read so; whether it is a word is the table's call)
    game.act(state, 0, play_action(game, [("かい", 0, 1, "v", False)], "こかい"), 1.0)
    assert state.vote.cells == ((0, 0), (0, 1), (0, 2))
    game.act(state, 1, {"type": "vote", "accept": False}, 1.5)
    # seat 1 passes; seat 0 lays いか left of こう: the row いかこう read backwards is うこかい
    game.act(state, 1, {"type": "pass"}, 2.0)
    game.act(state, 0, play_action(game, [("いか", -2, 0, "h", False)], "うこかい"), 3.0)
    assert state.vote.cells[0] == (1, 0)


def test_awase_refusals_change_nothing() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2, 5], [3, 4, 6]])
    bad = [
        play_action(game, [("しよ", 2, 0, "h", False)], "こうしよ"),  # seat 1's card
        play_action(game, [("かい", 2, 0, "h", False)], "こうすい"),  # does not read so
        play_action(game, [("かい", 5, 0, "h", False)], "かい"),  # no field kana
        {"type": "play", "word": "こうかい", "cards": [
            {"id": 1, "x": 2, "y": 0, "dir": "h", "face": 0, "reversed": False, "z": 0}]},  # under
        {"type": "play", "word": "こうかい", "cards": [{"id": 1, "x": 2, "y": 0, "dir": "d"}]},
        {"type": "play", "word": 5, "cards": [{"id": 1, "x": 2, "y": 0}]},
        {"type": "vote", "accept": True},  # no vote open
        {"type": "exchange", "card": 3},  # not held
        {"type": "arrange", "cards": []},
        {"type": "nonsense"},
        "pass",
    ]
    for action in bad:
        assert_refused_unchanged(game, state, 0, action)
    with pytest.raises(NotYourTurn):
        game.act(state, 1, {"type": "pass"}, 1.0)


def test_a_second_vote_and_a_vote_on_ones_own_word_are_refused() -> None:
    game, state = turn_game("awase", 3, hands=[[1, 2], [3, 4], [5, 6]])
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    game.act(state, 1, {"type": "vote", "accept": True}, 1.5)
    assert_refused_unchanged(game, state, 1, {"type": "vote", "accept": True})
    assert_refused_unchanged(game, state, 0, {"type": "vote", "accept": True})
    assert_refused_unchanged(game, state, 2, {"type": "vote", "accept": "yes"})


def test_the_turn_passes_by_itself_after_sixty_seconds() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2], [3, 4]])
    state.deadline = TURN_SECONDS
    assert game.deadline(state) == TURN_SECONDS
    assert game.tick(state, TURN_SECONDS - 0.5) == []
    events = game.tick(state, TURN_SECONDS)
    assert events[0] == {"type": "pass", "seat": 0, "auto": True}
    assert state.turn == 1 and state.deadline == 2 * TURN_SECONDS


def test_silence_in_the_vote_is_consent() -> None:
    game, state = turn_game("awase", 3, hands=[[1, 2], [3, 4], [5, 6]], vote_time=10)
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    game.act(state, 1, {"type": "vote", "accept": True}, 2.0)
    assert game.deadline(state) == 11.0
    events = game.tick(state, 11.0)
    assert events[0]["type"] == "vote_closed" and events[0]["accepted"] and events[0]["silent"] == [2]


def test_exchange_any_time_even_in_anothers_turn() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2], [3, 4]])
    stock_before = len(state.stock)
    events = game.act(state, 1, {"type": "exchange", "card": 3}, 1.0)
    assert state.hands[1].count(3) == 0 and len(state.hands[1]) == 3
    assert state.discard == [3] and len(state.stock) == stock_before - 2
    drawn = next(e for e in events if e["type"] == "drawn")
    assert drawn["to"] == 1 and len(drawn["cards"]) == 2
    assert state.turn == 0  # still seat 0's turn
    assert [a for a in game.view(state, 1)["legal"] if a["type"] == "exchange"] == [
        {"type": "exchange", "card": card} for card in state.hands[1]]


def test_when_the_stock_runs_out_the_discard_is_shuffled_in() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2], [3, 4]])
    rest = list(state.stock)
    state.stock = rest[:1]
    state.discard = rest[1:]
    total = all_cards(state)
    events = game.act(state, 0, {"type": "exchange", "card": 1}, 1.0)
    assert "reshuffle" in [e["type"] for e in events]
    assert len(state.hands[0]) == 3 and all_cards(state) == total
    state.stock, state.discard = [], []
    assert not any(a["type"] == "exchange" for a in game.view(state, 0)["legal"])
    assert_refused_unchanged(game, state, 0, {"type": "exchange", "card": 2})


def test_awase_after_a_hand_empties_play_goes_on_to_the_start_players_right() -> None:
    # start 1: the round is 1, 2, 0; seat 1 empties its hand, 2 and 0 still play
    game, state = turn_game("awase", 3, hands=[[5], [1], [2, 3]], start=1)
    game.act(state, 1, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    answer_all(game, state)
    assert state.closing and state.turn == 2
    game.act(state, 2, {"type": "pass"}, 2.0)
    assert state.turn == 0
    # seat 0, the start player's right, passes: that turn ends the game
    game.act(state, 0, {"type": "pass"}, 3.0)
    assert state.phase == FINISHED
    assert game.result(state).ranks == (2, 1, 3) and state.result.winners == [1]


def test_awase_every_player_with_no_cards_wins() -> None:
    game, state = turn_game("awase", 2, hands=[[1], [2]], field="こう@0,0")
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    answer_all(game, state)
    # seat 1 is the last of the round (the start player's right): すい down from こ
    game.act(state, 1, play_action(game, [("すい", 0, 1, "v", False)], "こすい"), 2.0)
    answer_all(game, state)
    assert state.phase == FINISHED and state.result.winners == [0, 1]


def test_kasane_only_horizontal_cards() -> None:
    game, state = turn_game("kasane", 2, hands=[[1, 2], [3, 4]])
    assert_refused_unchanged(game, state, 0, play_action(game, [("かい", 0, 1, "v", False)], "こかい"))


def test_kasane_the_played_cards_lie_over_the_field() -> None:
    game, state = turn_game("kasane", 2, hands=[[1, 2, 5], [3, 4]], field="すい@0,0")
    # いか laid over the field's い: the row reads す, い, か
    game.act(state, 0, play_action(game, [("いか", 1, 0, "h", False)], "すいか"), 1.0)
    answer_all(game, state)
    shown = game.view(state, 1)["field"]
    assert [c["shown"] for c in shown] == [[0], [0, 1]]


def test_kasane_reset_after_a_seven_kana_word_and_after_everyone_else_passed() -> None:
    deck = ["かい", "しや", "いん", "こう", "かい"] + FILLER
    game = game_with(deck)
    state = started(game, {"mode": "kasane", "hand_size": 3}, 3)
    set_table(game, state, hands=[[1, 2, 3, 4], [5], [6]], field=[Placed(0, 0, False, 0, 0, "h", 0)])
    state.turn = state.start = 0
    total = all_cards(state)
    # the field's かい, then しや いん こう: eight kana (the table judges whether it is a word)
    game.act(state, 0, {"type": "play", "word": "かいしゃいんこう", "cards": [
        {"id": 1, "x": 2, "y": 0, "dir": "h", "face": 0, "reversed": False},
        {"id": 2, "x": 4, "y": 0, "dir": "h", "face": 0, "reversed": False},
        {"id": 3, "x": 6, "y": 0, "dir": "h", "face": 0, "reversed": False}]}, 1.0)
    events = []
    while state.phase == VOTE:
        events += game.act(state, state.vote.waiting()[0], {"type": "vote", "accept": True}, 1.5)
    reset = next(e for e in events if e["type"] == "reset")
    assert reset["why"] == "long_word" and reset["discarded"] == 4
    assert len(state.field) == 1 and state.discard == [0, 1, 2, 3]
    assert state.turn == 1 and all_cards(state) == total
    # seats 1 and 2 pass, then 0 (nobody has played on the fresh field): reset again
    game.act(state, 1, {"type": "pass"}, 2.0)
    game.act(state, 2, {"type": "pass"}, 3.0)
    events = game.act(state, 0, {"type": "pass"}, 4.0)
    assert [e for e in events if e["type"] == "reset"][0]["why"] == "passes"
    assert all_cards(state) == total


def test_kasane_reset_when_everyone_but_the_last_player_passed() -> None:
    game, state = turn_game("kasane", 3, hands=[[1, 2], [3, 4], [6, 7]])
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    answer_all(game, state)
    assert state.last_player == 0
    game.act(state, 1, {"type": "pass"}, 2.0)
    events = game.act(state, 2, {"type": "pass"}, 3.0)
    assert [e["why"] for e in events if e["type"] == "reset"] == ["passes"]
    assert state.turn == 0 and state.passed == [] and len(state.field) == 1


def test_the_first_empty_hand_ends_kasane_and_wins() -> None:
    game, state = turn_game("kasane", 3, hands=[[1], [3, 4], [6, 7]])
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    answer_all(game, state)
    assert state.phase == FINISHED
    assert game.result(state).ranks == (1, 2, 2) and game.result(state).points == (0, 2, 2)


def test_a_game_in_turn_ends_when_nobody_makes_a_word_for_four_rounds() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2], [3]])
    for i in range(8):
        assert state.phase == TURN
        game.act(state, state.turn, {"type": "pass"}, float(i))
    assert state.phase == FINISHED and game.result(state).ranks == (2, 1)


# ============================================================================================
# The dictionary hint
# ============================================================================================


def test_the_hint_answers_only_the_asking_seat_and_only_when_allowed() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2], [3, 4]])
    (event,) = game.act(state, 0, {"type": "hint", "word": "かいこう"}, 1.0)
    assert event == {"type": "hint", "to": 0, "word": "かいこう", "known": True}
    assert game.act(state, 0, {"type": "hint", "word": "こかい"}, 1.0)[0]["known"] is False
    assert_refused_unchanged(game, state, 1, {"type": "hint", "word": "かい"})  # not its turn
    assert_refused_unchanged(game, state, 0, {"type": "hint"})
    game.act(state, 0, play_action(game, [("かい", 2, 0, "h", False)], "こうかい"), 1.0)
    assert_refused_unchanged(game, state, 0, {"type": "hint", "word": "かい"})  # during the vote
    game, state = turn_game("awase", 2, hands=[[1, 2], [3, 4]], hint=False)
    assert_refused_unchanged(game, state, 0, {"type": "hint", "word": "かい"})
    assert {"type": "hint"} not in game.view(state, 0)["legal"]


def test_the_narabe_hint_works_while_arranging() -> None:
    game, state = narabe_game()
    assert game.act(state, 1, {"type": "hint", "word": "やさい"}, 1.0)[0]["known"] is True
    game.act(state, 1, {"type": "done"}, 2.0)
    assert_refused_unchanged(game, state, 1, {"type": "hint", "word": "やさい"})


def test_the_shipped_game_is_registered_with_its_settings() -> None:
    assert GAME.id == "kotoba" and GAME.kind == "vote" and (GAME.min_seats, GAME.max_seats) == (1, 6)
    assert [s.key for s in GAME.settings] == ["mode", "hand_size", "vote_time", "hint"]
    assert [lv.id for lv in GAME.cpu_levels] == ["easy", "normal", "strong"]
    assert "時間内に答えなかった人は OK とみなします" in GAME.rules_help()
    with pytest.raises(SettingsError):
        GAME.validate_settings({"mode": "other"})
    assert GAME.new({"mode": "narabe"}, 3, 1).phase == ARRANGE


def test_actions_of_the_wrong_shape_are_malformed() -> None:
    game, state = turn_game("awase", 2, hands=[[1, 2], [3, 4]])
    for action in ({"type": "play"}, {"type": "play", "cards": [1], "word": "か"},
                   {"type": "exchange"}, {"type": "vote"}):
        with pytest.raises(MalformedAction):
            game.act(state, 0, action, 1.0)
    with pytest.raises(RuleError):
        game.act(state, 0, {"type": "done"}, 1.0)


def test_every_mode_deals_from_the_seeded_shuffle() -> None:
    """ならべる: seven random cards each; あわせる/かさねる: the hand size setting and one field
    card turned from the stock; the same seed deals the same, another seed differently."""
    narabe_state = GAME.new({"mode": "narabe"}, 4, 7)
    assert [len(h) for h in narabe_state.hands] == [7] * 4 and narabe_state.field == []
    assert GAME.dump(GAME.new({"mode": "narabe"}, 4, 7)) == GAME.dump(narabe_state)
    assert GAME.new({"mode": "narabe"}, 4, 8).hands != narabe_state.hands
    awase_state = GAME.new({"mode": "awase", "hand_size": 5}, 3, 7)
    assert [len(h) for h in awase_state.hands] == [5] * 3 and len(awase_state.field) == 1
    assert sorted(all_cards(awase_state)) == list(range(len(GAME.deck)))
