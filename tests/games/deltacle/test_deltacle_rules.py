"""Rule unit tests for Deltacle, one per rule of the seed document, with its worked examples."""

from __future__ import annotations

import pytest

from server.games.contract import MalformedAction, NotYourTurn, RuleError
from server.games.deltacle import GAME, movement, scoring, speed
from server.games.deltacle.components import CHARACTERS, CHIPS_PER_COLOR, COLORS, TRACK
from server.games.deltacle.notation import from_text
from server.games.deltacle.rules import setup

UP = "up"
DOWN = "down"


def card(name: str, direction: str | None = None, **extra) -> dict:
    action = {"type": "control", "card": name, **extra}
    if direction:
        action["direction"] = direction
    return action


def play_round(state, actions: dict[int, dict]) -> list[dict]:
    """Every seat plays its card (seat order); returns the events of the round."""
    events: list[dict] = []
    for seat in range(state.seats):
        events += GAME.act(state, seat, actions[seat], 0.0)
    return events


def of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


# ----------------------------------------------------------------------------------------------
# Setup
# ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_places_chips_pieces_and_cards(seats):
    state = GAME.new({}, seats, 11)
    assert [state.board[sq] is not None for sq in TRACK.crests] == [True] * len(TRACK.crests)
    assert all(state.board[sq] is None for sq in range(TRACK.length) if sq not in TRACK.crests)
    everything = [c for c in state.board if c] + state.stacks[0] + state.stacks[1]
    assert sorted(everything) == sorted(c for c in COLORS for _ in range(CHIPS_PER_COLOR))
    assert abs(len(state.stacks[0]) - len(state.stacks[1])) <= 1
    assert state.speed == [3] * seats
    assert all(sorted(h) == sorted(["accel3", "accel2", "accel1", "awaken"]) for h in state.hands)
    assert len(set(state.chars)) == seats
    assert 0 <= state.blessing < seats


def test_three_players_leave_one_start_square_empty():
    state = GAME.new({}, 3, 1)
    assert state.pos == [0, 8, 16]
    assert 24 not in state.pos
    assert GAME.view(state, 0)["track"]["unused_starts"] == [24]


def test_two_players_use_every_other_start_square():
    state = GAME.new({}, 2, 1)
    assert state.pos == [0, 16]


def test_beginner_three_leaves_out_godhand():
    for seed in range(20):
        state = GAME.new({"beginner_three": True}, 3, seed)
        assert sorted(state.chars) == ["chariot", "enchant", "sweep"]


def test_setup_is_deterministic_by_seed():
    assert GAME.dump(GAME.new({}, 4, 5)) == GAME.dump(GAME.new({}, 4, 5))
    assert GAME.dump(GAME.new({}, 4, 5)) != GAME.dump(GAME.new({}, 4, 6))


# ----------------------------------------------------------------------------------------------
# ❶ 駒の制御: speed gauge
# ----------------------------------------------------------------------------------------------


def test_acceleration_wraps_past_the_top_to_the_bottom():
    sweep, chariot = CHARACTERS["sweep"], CHARACTERS["chariot"]
    assert speed.accelerate(4, 3, sweep) == 7
    assert speed.accelerate(6, 3, sweep) == 2  # 7, then 1 (bottom), then 2
    assert speed.accelerate(7, 1, sweep) == 1
    assert speed.accelerate(8, 2, chariot) == 3  # 2, then 3


def test_deceleration_clamps_at_the_bottom():
    sweep, chariot = CHARACTERS["sweep"], CHARACTERS["chariot"]
    assert speed.decelerate(5, 2, sweep) == 3
    assert speed.decelerate(2, 3, sweep) == 1
    assert speed.decelerate(3, 3, chariot) == 2


def test_awaken_keeps_the_speed_and_reveal_updates_every_gauge():
    state = from_text("seats: 4\nchars: sweep chariot godhand enchant\nspeed: 6 8 3 5\nboard: -")
    events = play_round(state, {0: card("accel3", UP), 1: card("accel1", UP), 2: card("accel2", DOWN),
                                3: card("accel1", DOWN)})
    assert state.speed == [2, 2, 1, 4]
    plays = of(events, "reveal")[0]["plays"]
    assert [p["speed"] for p in plays] == [2, 2, 1, 4]
    state = from_text("seats: 2\nchars: sweep chariot\nspeed: 6 5\nboard: -")
    play_round(state, {0: card("awaken"), 1: card("awaken")})
    assert state.speed == [6, 5]


def test_choices_stay_secret_until_everyone_has_chosen():
    state = GAME.new({}, 3, 2)
    events = GAME.act(state, 0, card("accel3", UP), 0.0)
    assert events == [{"type": "chosen", "seat": 0}]
    for seat in (None, 1, 2):
        view = GAME.view(state, seat)
        assert view["players"][0]["chosen"] is True
        assert view["players"][0]["played"] is None
        assert "accel3" not in repr(view.get("my_choice"))
    assert GAME.view(state, 0)["my_choice"] == card("accel3", UP)
    assert GAME.view(state, 0)["legal"] == []
    assert GAME.waiting_on(state) == (1, 2)
    with pytest.raises(RuleError) as err:
        GAME.act(state, 0, card("accel2", UP), 0.0)
    assert err.value.rule == "already_chosen"


# ----------------------------------------------------------------------------------------------
# ❷ 駒の移動: order (例1) and collisions (例2)
# ----------------------------------------------------------------------------------------------


def test_manual_example_1_move_order():
    """例1: チャリオット at 8 first; then the three at 6 from the 祝福 player エンチャント clockwise."""
    state = from_text(
        "seats: 4\nchars: sweep chariot godhand enchant\nblessing: 3\n"
        "pos: 0 8 16 24\nspeed: 5 7 5 5\nboard: -"
    )
    events = play_round(state, {s: card("accel1", UP) for s in range(4)})
    assert [e["seat"] for e in of(events, "move")] == [1, 3, 0, 2]
    assert of(events, "collision") == []
    assert state.pos == [6, 16, 22, 30]


def test_move_order_ties_go_clockwise_from_the_blessing_player():
    order = []
    unmoved = [0, 1, 2, 3]
    speeds = {0: 5, 1: 5, 2: 5, 3: 5}
    while unmoved:
        nxt = movement.next_mover(unmoved, speeds, set(), 2, 4)
        order.append(nxt)
        unmoved.remove(nxt)
    assert order == [2, 3, 0, 1]


def test_manual_example_2_collision():
    """例2: the speed-4 piece passes two unmoved pieces; the one that would stop short of it is
    rammed and leaves the board at once, the one that would stay ahead moves later."""
    state = from_text(
        "seats: 3\nchars: sweep chariot enchant\nblessing: 0\n"
        "pos: 0 1 2\nspeed: 3 3 2\nboard: -"
    )
    events = play_round(state, {0: card("accel1", UP), 1: card("accel1", DOWN), 2: card("accel1", UP)})
    assert [e["seat"] for e in of(events, "move")] == [0, 2]  # the rammed piece never moves
    assert of(events, "collision") == [{"type": "collision", "seat": 0, "victim": 1, "square": 1}]
    assert state.pos == [4, 8, 5]  # rammed piece back on its start square in ❸ 回復処理
    assert of(events, "recovery")[0]["returned"] == [1]


def test_collision_spares_a_piece_stopping_level_with_the_mover():
    hit = movement.rammed(0, 4, {1: (1, 3), 2: (2, 1)}, 32)
    assert hit == [2]  # 1+3 == 4 is level: not rammed; 2+1 < 4: rammed


def test_collision_ignores_pieces_on_the_square_left_and_moved_pieces():
    assert movement.rammed(0, 5, {1: (0, 1)}, 32) == []
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 31 0\nspeed: 4 1\nboard: -")
    # seat 0 (speed 5) passes square 0 where seat 1 (speed 2) waits: wraps around the loop
    events = play_round(state, {0: card("accel1", UP), 1: card("accel1", DOWN)})
    assert [(e["seat"], e["victim"]) for e in of(events, "collision")] == [(0, 1)]
    assert state.pos == [4, 16]


def test_pickup_and_refill_from_the_chosen_waiting_chip():
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=R\nstacks: BY / RB")
    events = play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    assert of(events, "pickup") == [{"type": "pickup", "seat": 0, "square": 4, "color": "R"}]
    assert state.pending == {"seat": 0, "kind": "refill", "square": 4}
    assert GAME.waiting_on(state) == (0,)
    assert GAME.view(state, 0)["legal"] == [{"type": "refill", "stack": 0}, {"type": "refill", "stack": 1}]
    events = GAME.act(state, 0, {"type": "refill", "stack": 1}, 0.0)
    assert state.board[4] == "B"
    assert state.stacks == [["B", "Y"], ["R"]]
    assert state.faceup[0] == ["R"]
    assert [e["seat"] for e in of(events, "move")] == [1]


def test_exhausted_stack_takes_the_other_stacks_top():
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=R\nstacks: Y / RRB")
    play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    GAME.act(state, 0, {"type": "refill", "stack": 0}, 0.0)
    assert state.board[4] == "Y"
    assert state.stacks == [["B"], ["R", "R"]]  # two waiting chips still showing


@pytest.mark.parametrize("stack, board, waiting", [(0, "B", ["R", "B"]), (1, "B", ["B", "Y"])])
def test_equal_waiting_chips_still_let_the_player_choose_the_stack(stack, board, waiting):
    # both waiting chips are blue (manual: 待機チップから1枚選んで): the choice decides which chip
    # shows next: the red one under the left stack's blue, or the yellow under the right one's
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=R\nstacks: RB / YB")
    play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    assert state.pending == {"seat": 0, "kind": "refill", "square": 4}
    assert GAME.view(state, 0)["legal"] == [{"type": "refill", "stack": 0}, {"type": "refill", "stack": 1}]
    assert GAME.view(state, 1)["legal"] == []
    GAME.act(state, 0, {"type": "refill", "stack": stack}, 0.0)
    assert state.board[4] == board
    assert [s[-1] for s in state.stacks] == waiting
    assert [v["top"] for v in GAME.view(state, 1)["stacks"]] == waiting


def test_a_refill_asks_nothing_when_only_one_stack_has_a_waiting_chip():
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=R\nstacks: B / -")
    play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    assert state.pending is None and state.board[4] == "B" and state.stacks == [[], []]


# ----------------------------------------------------------------------------------------------
# Pentacles, the end and the score
# ----------------------------------------------------------------------------------------------


def test_third_faceup_chip_makes_a_pentacle_at_once():
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=R\nstacks: BB / BB\nfaceup: RY | -")
    events = play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    assert of(events, "pentacle") == [{"type": "pentacle", "seat": 0, "colors": ["R", "R", "Y"]}]
    assert state.faceup[0] == [] and state.pentacles[0] == [["R", "R", "Y"]]


def test_game_ends_the_moment_of_the_third_pentacle():
    state = from_text("seats: 3\nchars: sweep chariot enchant\nblessing: 0\npos: 0 8 16\n"
                      "speed: 3 3 3\nboard: 4=R 12=B\nstacks: BB / BB\n"
                      "faceup: RR | B | -\npentacles: RRR BBB | BBB YYY | RBY")
    events = play_round(state, {0: card("accel1", UP), 1: card("accel1", UP), 2: card("accel1", UP)})
    assert [e["seat"] for e in of(events, "move")] == [0]  # nobody moves after the end
    assert of(events, "game_over")[0]["seat"] == 0
    assert state.board[4] is None  # not even the refill happens
    result = GAME.result(state)
    assert result.points == (15, 10, 3)
    assert result.ranks == (1, 2, 3)
    assert GAME.waiting_on(state) == ()
    assert GAME.view(state, 1)["result"]["points"] == [15, 10, 3]


def test_pentacle_scores_5_3_1():
    assert scoring.total_points([["R", "R", "R"]]) == 5
    assert scoring.total_points([["B", "R", "Y"]]) == 3
    assert scoring.total_points([["B", "B", "Y"]]) == 1
    assert scoring.total_points([["B", "B", "B"], ["B", "R", "Y"], ["R", "R", "Y"]]) == 9


def test_ties_broken_by_faceup_chips_then_shared():
    assert scoring.ranks([9, 9, 5], [1, 2, 0]) == [2, 1, 3]
    assert scoring.ranks([9, 9, 5, 9], [2, 2, 0, 1]) == [1, 1, 4, 3]


def test_tied_game_result_is_shared():
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=B\nstacks: RR / RR\nfaceup: BB | -\npentacles: RRR YYY | RRR BBB YYY")
    state.pentacles[1] = state.pentacles[1][:2]
    state.faceup[1] = []
    play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    result = GAME.result(state)
    assert result.points == (15, 10)
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=B\nstacks: RR / RR\nfaceup: BB | -\npentacles: RRR RBY | RRR RBY")
    play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    result = GAME.result(state)
    assert result.points == (13, 8)
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 3\n"
                      "board: 4=B\nstacks: RR / RR\nfaceup: BB | -\npentacles: RRR RBY | RRR RBY BBB")
    play_round(state, {0: card("accel1", UP), 1: card("accel2", DOWN)})
    result = GAME.result(state)
    assert result.points == (13, 13)
    assert result.ranks == (1, 1)  # nobody holds face-up chips: the win is shared


# ----------------------------------------------------------------------------------------------
# Awakening effects (キャラクターデータ)
# ----------------------------------------------------------------------------------------------


def test_sweep_moves_first_and_collects_every_passed_chip_refilling_in_order():
    state = from_text("seats: 3\nchars: sweep chariot enchant\nblessing: 1\npos: 0 16 24\nspeed: 4 7 2\n"
                      "board: 1=R 2=Y 3=B 4=R\nstacks: YYYYYY / -\nfaceup: B | - | -")  # one stack: no choice
    events = play_round(state, {0: card("awaken"), 1: card("accel1", DOWN), 2: card("accel1", DOWN)})
    assert of(events, "move")[0]["seat"] == 0  # first, though slower
    assert of(events, "sweep") == [{"type": "sweep", "seat": 0, "squares": [1, 2, 3], "colors": ["R", "Y", "B"]}]
    # four face-up chips at once: the player chooses which three make the pentacle
    assert state.pending == {"seat": 0, "kind": "pentacle"}
    assert of(events, "refill") == []  # refills wait for the pentacle
    options = GAME.view(state, 0)["legal"]
    assert {tuple(a["colors"]) for a in options} == {("B", "B", "R"), ("B", "B", "Y"), ("B", "R", "Y")}
    events = GAME.act(state, 0, {"type": "pentacle", "colors": ["Y", "B", "R"]}, 0.0)
    assert state.pentacles[0] == [["B", "R", "Y"]]
    assert [e["square"] for e in of(events, "refill")] == [1, 2, 3, 4]  # passing order, then the stop
    assert of(events, "pickup")[0]["square"] == 4
    assert sorted(state.faceup[0]) == ["B", "R"]
    assert [e["seat"] for e in of(events, "move")] == [1, 2]


def test_sweep_refills_in_passing_order():
    state = from_text("seats: 3\nchars: sweep chariot enchant\nblessing: 1\npos: 0 16 24\nspeed: 4 7 2\n"
                      "board: 1=R 3=B\nstacks: YYYYYY / -")
    events = play_round(state, {0: card("awaken"), 1: card("accel1", DOWN), 2: card("accel1", DOWN)})
    assert of(events, "sweep")[0]["colors"] == ["R", "B"]
    assert [e["square"] for e in of(events, "refill")] == [1, 3]
    assert state.faceup[0] == ["R", "B"]
    assert state.board[1] == state.board[3] == "Y"


def test_sweep_without_awakening_collects_only_where_it_stops():
    state = from_text("seats: 3\nchars: sweep chariot enchant\nblessing: 1\npos: 0 16 24\nspeed: 3 7 2\n"
                      "board: 1=R 3=B 4=Y\nstacks: YYY / YYY")
    play_round(state, {0: card("accel1", UP), 1: card("accel1", DOWN), 2: card("accel1", DOWN)})
    assert state.faceup[0] == ["Y"]
    assert state.board[1] == "R" and state.board[3] == "B"


def test_chariot_doubles_speed_and_takes_a_chip_from_each_piece_it_rams():
    state = from_text("seats: 3\nchars: chariot sweep godhand\nblessing: 1\npos: 0 2 4\n"
                      "speed: 4 5 6\nboard: -\nstacks: RR / RR\nfaceup: - | BY | R")
    events = play_round(state, {0: card("awaken"), 1: card("accel2", DOWN), 2: card("accel3", DOWN)})
    # moves at 8, before the others (5->3, 6->3) and rams both
    assert of(events, "move")[0] == {"type": "move", "seat": 0, "from": 0, "to": 8, "steps": 8,
                                     "path": [1, 2, 3, 4, 5, 6, 7, 8]}
    assert [e["victim"] for e in of(events, "collision")] == [1, 2]
    assert state.pending == {"seat": 0, "kind": "steal", "victim": 1}
    assert GAME.view(state, 0)["legal"] == [{"type": "steal", "color": "B"}, {"type": "steal", "color": "Y"}]
    events = GAME.act(state, 0, {"type": "steal", "color": "Y"}, 0.0)
    assert [(e["victim"], e["color"]) for e in of(events, "steal")] == [(1, "Y"), (2, "R")]
    assert of(events, "gain")[0]["colors"] == ["Y", "R"]  # gained together
    assert sorted(state.faceup[0]) == ["R", "Y"]
    assert state.faceup[1] == ["B"] and state.faceup[2] == []
    assert state.pos == [8, 8, 16]  # rammed pieces back on their start squares


def test_chariot_without_awakening_moves_at_gauge_speed():
    state = from_text("seats: 2\nchars: chariot sweep\nblessing: 0\npos: 0 16\nspeed: 3 3\nboard: -")
    play_round(state, {0: card("accel1", UP), 1: card("accel1", UP)})
    assert state.pos == [4, 20]


def test_godhand_picks_up_in_place_and_discards_a_card_face_down():
    state = from_text("seats: 2\nchars: godhand sweep\nblessing: 1\npos: 5 16\nspeed: 3 3\n"
                      "board: 5=R\nstacks: YY / YY")
    events = play_round(state, {0: card("awaken"), 1: card("accel1", UP)})
    assert of(events, "pickup")[0] == {"type": "pickup", "seat": 0, "square": 5, "color": "R", "by": "godhand"}
    assert state.pending == {"seat": 0, "kind": "refill", "square": 5}  # two yellow: still a choice
    events = GAME.act(state, 0, {"type": "refill", "stack": 1}, 0.0)
    assert state.board[5] == "Y" and state.stacks == [["Y", "Y"], ["Y"]]
    assert of(events, "move") == []  # the discard choice comes before movement
    assert state.pending == {"seat": 0, "kind": "discard"}
    assert {a["card"] for a in GAME.view(state, 0)["legal"]} == {"accel3", "accel2", "accel1"}
    events = GAME.act(state, 0, {"type": "discard", "card": "accel2"}, 0.0)
    public = [e for e in events if e["type"] == "discard" and "to" not in e]
    private = [e for e in events if e["type"] == "discard" and e.get("to") == 0]
    assert public == [{"type": "discard", "seat": 0}] and private[0]["card"] == "accel2"
    assert state.hands[0] == ["accel3", "accel1"]
    assert GAME.view(state, 1)["players"][0]["hidden_used"] == []
    assert GAME.view(state, 1)["players"][0]["hidden_used_count"] == 1
    assert GAME.view(state, 0)["players"][0]["hidden_used"] == ["accel2"]
    assert [e["seat"] for e in of(events, "move")] == [1, 0]


def test_godhand_keeps_its_last_card_when_hand_is_small():
    state = from_text("seats: 2\nchars: godhand sweep\nblessing: 1\npos: 5 16\nspeed: 3 3\n"
                      "board: -\nhands: accel1 awaken | accel1 accel2\nused: accel3 accel2 | accel3 awaken")
    events = play_round(state, {0: card("awaken"), 1: card("accel1", UP)})
    assert state.pending is None and of(events, "await") == []
    assert sorted(state.hands[0]) == sorted(["accel1", "accel2", "accel3", "awaken"])  # ❸


def test_enchant_cancels_other_awakenings_shifts_speed_and_moves_first():
    state = from_text("seats: 3\nchars: enchant sweep chariot\nblessing: 2\npos: 0 8 16\n"
                      "speed: 3 5 4\nboard: 9=R 10=B\nstacks: YY / YY")
    legal = GAME.view(state, 0)["legal"]
    shifts = sorted(a["shift"] for a in legal if a["card"] == "awaken")
    assert shifts == [-1, 0, 1, 2]  # 2–8 range: 3-2 would leave it
    events = play_round(state, {0: card("awaken", shift=2), 1: card("awaken"), 2: card("awaken")})
    reveal = of(events, "reveal")[0]
    assert reveal["active"] == [0] and reveal["cancelled"] == [1, 2]
    assert state.speed == [5, 5, 4]
    assert [e["seat"] for e in of(events, "move")] == [0, 1, 2]  # first, then plain speed order
    assert of(events, "sweep") == []  # スイープ's awakening cancelled
    assert state.pos == [5, 13, 20]  # チャリオット not doubled
    with pytest.raises(RuleError):
        GAME.act(state, 0, card("awaken", shift=-2), 0.0)


def test_enchant_shift_is_refused_outside_the_range():
    state = from_text("seats: 2\nchars: enchant sweep\nspeed: 8 3\nboard: -")
    before = GAME.dump(state)
    for bad in (card("awaken", shift=1), card("awaken", shift=3), card("awaken")):
        with pytest.raises(RuleError) as err:
            GAME.act(state, 0, bad, 0.0)
        assert err.value.rule == "shift"
    assert GAME.dump(state) == before


# ----------------------------------------------------------------------------------------------
# ❸ 回復処理 and the 2-player clearing
# ----------------------------------------------------------------------------------------------


def test_hand_takes_back_used_cards_when_one_card_is_left():
    state = from_text("seats: 2\nchars: sweep chariot\nboard: -")
    for c in ("accel3", "accel2"):
        play_round(state, {0: card(c, UP), 1: card(c, DOWN)})
        assert len(state.hands[0]) in (3, 2)
    assert state.used[0] == ["accel3", "accel2"]
    play_round(state, {0: card("accel1", UP), 1: card("awaken")})
    assert sorted(state.hands[0]) == sorted(["accel3", "accel2", "accel1", "awaken"])
    assert state.used[0] == []


def test_two_player_clearing_and_restacking_of_passed_squares():
    state = from_text("seats: 2\nchars: sweep chariot\nblessing: 0\npos: 0 16\nspeed: 3 1\n"
                      "board: 1=R 2=Y 4=B\nstacks: BRR / YBB")
    events = play_round(state, {0: card("accel1", UP), 1: card("accel1", DOWN)})
    assert of(events, "pickup")[0]["color"] == "B"
    # refill of square 4: R or B waiting
    GAME.act(state, 0, {"type": "refill", "stack": 0}, 0.0)
    assert state.board[4] == "R"
    # then the passed squares 3 (empty), 2, 1 nearest first: 2 is cleared, then refilled
    assert state.offboard == ["Y"]
    assert state.pending == {"seat": 0, "kind": "refill", "square": 2}
    GAME.act(state, 0, {"type": "refill", "stack": 1}, 0.0)
    assert state.board[2] == "B"
    assert state.offboard == ["Y", "R"]
    GAME.act(state, 0, {"type": "refill", "stack": 0}, 0.0)  # square 1
    assert state.board[1] == "R"
    assert state.stacks == [["B"], ["Y", "B"]]
    assert state.pending["kind"] == "restack"
    legal = GAME.view(state, 0)["legal"]
    assert len(legal) == 4  # Y or R, onto either stack
    GAME.act(state, 0, {"type": "restack", "color": "R", "stack": 1}, 0.0)
    events = GAME.act(state, 0, {"type": "restack", "color": "Y", "stack": 0}, 0.0)
    assert state.stacks == [["B", "Y"], ["Y", "B", "R"]]
    assert state.offboard == []
    assert [e["seat"] for e in of(events, "move")] == [1]
    assert sum(1 for c in state.board if c) == 3


# ----------------------------------------------------------------------------------------------
# Errors
# ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [
    "control", {"card": "accel1"}, {"type": "fly"}, {"type": "control"},
    {"type": "control", "card": 3}, {"type": "control", "card": "accel1", "direction": True},
    {"type": "control", "card": "accel1", "direction": "up", "extra": 1},
    {"type": "pentacle", "colors": [1, 2, 3]},
])
def test_malformed_actions_are_refused(bad):
    state = GAME.new({}, 2, 3)
    before = GAME.dump(state)
    with pytest.raises(MalformedAction):
        GAME.act(state, 0, bad, 0.0)
    assert GAME.dump(state) == before


@pytest.mark.parametrize("bad,rule", [
    ({"type": "control", "card": "accel4", "direction": "up"}, "no_such_card"),
    ({"type": "control", "card": "accel1"}, "direction"),
    ({"type": "control", "card": "accel1", "direction": "left"}, "direction"),
    ({"type": "control", "card": "awaken", "direction": "up"}, "direction"),
    ({"type": "refill", "stack": 0}, "wrong_choice"),
])
def test_illegal_actions_are_refused_with_the_rule(bad, rule):
    state = from_text("seats: 2\nchars: sweep chariot\nboard: -")
    before = GAME.dump(state)
    with pytest.raises(RuleError) as err:
        GAME.act(state, 0, bad, 0.0)
    assert err.value.rule == rule
    assert GAME.dump(state) == before


def test_card_not_in_hand_and_acting_out_of_turn():
    state = from_text("seats: 2\nchars: sweep chariot\nboard: 4=R\nstacks: BY / RB\nhands: accel1 accel2 | -")
    state.hands[1] = ["accel1", "accel2", "awaken"]
    with pytest.raises(RuleError) as err:
        GAME.act(state, 0, card("awaken"), 0.0)
    assert err.value.rule == "not_in_hand"
    play_round(state, {0: card("accel1", UP), 1: card("accel1", DOWN)})
    assert state.pending["seat"] == 0
    with pytest.raises(NotYourTurn):
        GAME.act(state, 1, {"type": "refill", "stack": 0}, 0.0)
    with pytest.raises(NotYourTurn):
        GAME.act(state, 0, card("accel2", UP), 0.0)
    with pytest.raises(MalformedAction):  # there are two stacks: refused at the door
        GAME.act(state, 0, {"type": "refill", "stack": 5}, 0.0)


def test_setup_helper_matches_new():
    assert GAME.dump(setup({"beginner_three": False}, 3, 9)) == GAME.dump(GAME.new({}, 3, 9))
