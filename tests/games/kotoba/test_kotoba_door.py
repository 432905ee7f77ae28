"""Every value checked at the door (issue 32), and the two answers a refusal may get (VIEW.md
「Refusals」): values no game should take are ``malformed_action`` and change nothing; an action
not offered now is ``not_your_turn``, an offered one the rules refuse ``illegal_action``; and a
record of random, fuzzed games exports as JSON and replays."""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest

from server.games.contract import GameError, MalformedAction, NotYourTurn, RuleError
from server.games.kotoba import GAME, actions, dictionary, moves
from server.records import Record, open_file, to_file
from tests.games.kotoba.conftest import started

HUGE = "あ" * 300_000
NUMBERS = (math.nan, math.inf, -math.inf, 1.5, 2**63, -(2**63), True)


def refused_as_malformed(state: Any, seat: int, action: Any) -> None:
    before = GAME.dump(state)
    with pytest.raises(MalformedAction):
        GAME.act(state, seat, action, 1.0)
    assert GAME.dump(state) == before


def test_the_longest_word_bound_is_the_dictionary_s() -> None:
    assert max(len(word) for word in dictionary.load()) == actions.LONGEST_WORD


def test_a_hint_of_any_length_is_refused_at_the_door() -> None:
    """Seen: 20 hints of 300 KB each accepted and logged. Now nothing longer than a word."""
    state = started(GAME, {"mode": "awase"}, 2)
    seat = state.turn
    for word in (HUGE, "あ" * (actions.LONGEST_WORD + 1), "", math.nan, 5, ["やさい"]):
        refused_as_malformed(state, seat, {"type": "hint", "word": word})
    longest = max(dictionary.load(), key=len)
    events = GAME.act(state, seat, {"type": "hint", "word": longest}, 1.0)
    assert events[-1] == {"type": "hint", "to": seat, "word": longest, "known": True}


def test_plays_out_of_bounds_are_refused_at_the_door() -> None:
    state = started(GAME, {"mode": "kasane"}, 2)
    seat = state.turn
    card = {"id": state.hands[seat][0], "x": 2, "y": 0, "dir": "h", "face": 0, "reversed": False}
    bad_cards: list[dict[str, Any]] = [
        *({**card, key: value} for key in ("id", "x", "y", "face", "z") for value in NUMBERS),
        {**card, "x": 41}, {**card, "y": -41}, {**card, "id": 100}, {**card, "face": 2},
        {**card, "dir": "d"}, {**card, "dir": HUGE}, {**card, "reversed": "yes"},
        {**card, "z": -1}, {**card, "note": HUGE}, {k: v for k, v in card.items() if k != "face"},
    ]
    for bad in bad_cards:
        refused_as_malformed(state, seat, {"type": "play", "word": "かい", "cards": [bad]})
    for word in (HUGE, "あ" * (actions.LONGEST_WORD + 1), "", math.nan):
        refused_as_malformed(state, seat, {"type": "play", "word": word, "cards": [card]})
    for cards in ([], [card] * (actions.CARDS + 1), [5], [[]], HUGE):
        refused_as_malformed(state, seat, {"type": "play", "word": "かい", "cards": cards})


def test_arrangements_out_of_bounds_are_refused_at_the_door() -> None:
    state = started(GAME, {"mode": "narabe"}, 2)
    card = {"id": state.hands[0][0], "x": 0, "y": 0, "face": 0}
    for bad in ({**card, "x": math.nan}, {**card, "id": -1}, {**card, "z": 3}, {**card, "face": math.inf}):
        refused_as_malformed(state, 0, {"type": "arrange", "cards": [bad]})
    refused_as_malformed(state, 0, {"type": "arrange", "cards": [card] * 8})
    spelling = {"x": 0, "y": 0, "word": "さか"}
    for bad_spelling in ({**spelling, "word": HUGE}, {**spelling, "x": math.inf}, {**spelling, "w": 1}):
        refused_as_malformed(state, 0, {"type": "arrange", "cards": [card], "words": [bad_spelling]})
    refused_as_malformed(state, 0, {"type": "arrange", "cards": [card], "words": [spelling] * 8})
    refused_as_malformed(state, 0, {"type": "arrange", "cards": [card], "done": math.nan})


def test_exchanges_and_votes_take_only_their_values() -> None:
    state = started(GAME, {"mode": "awase"}, 2)
    for value in (*NUMBERS, HUGE, None, -1, 100):
        refused_as_malformed(state, 0, {"type": "exchange", "card": value})
    for value in (math.nan, 1, "はい", None):
        refused_as_malformed(state, 0, {"type": "vote", "accept": value})


def test_an_action_not_offered_is_not_your_turn_and_an_offered_one_refused_is_illegal() -> None:
    """For seats at every phase of random games: each type of action the seat is not offered is
    refused with not_your_turn (a reason and a rule named); a card it does not hold, in an
    action it is offered, with illegal_action."""
    samples = {
        "arrange": {"type": "arrange", "cards": []}, "done": {"type": "done"},
        "play": {"type": "play", "word": "かい", "cards": [{"id": 0, "x": 1, "y": 0, "face": 0}]},
        "pass": {"type": "pass"}, "exchange": {"type": "exchange", "card": 0},
        "vote": {"type": "vote", "accept": True}, "hint": {"type": "hint", "word": "やさい"},
    }
    seen_not_offered = seen_illegal = 0
    for mode in ("narabe", "awase", "kasane"):
        state = started(GAME, {"mode": mode, "hand_size": 3}, 3, seed=5)
        rng = random.Random(5)
        for _ in range(60):
            if GAME.result(state) is not None:
                break
            for seat in range(3):
                offered = moves.offered(state, seat)
                foreign = next(c for c in range(len(GAME.deck)) if c not in state.hands[seat])
                for kind, action in samples.items():
                    trial = GAME.load(GAME.dump(state))
                    if kind not in offered:
                        with pytest.raises(NotYourTurn) as refused:
                            GAME.act(trial, seat, action, 1.0)
                        assert refused.value.rule and refused.value.message
                        seen_not_offered += 1
                    elif kind in ("exchange", "play"):
                        wrong = ({**action, "card": foreign} if kind == "exchange" else
                                 {**action, "cards": [{**action["cards"][0], "id": foreign}]})
                        with pytest.raises(RuleError) as refused:
                            GAME.act(trial, seat, wrong, 1.0)
                        assert not isinstance(refused.value, NotYourTurn)
                        assert refused.value.rule == "not_in_hand"
                        seen_illegal += 1
            step(state, rng)
    assert seen_not_offered > 100 and seen_illegal > 10


def step(state: Any, rng: random.Random) -> None:
    """One step of a CPU game: the first planned action, else the clock."""
    for seat in GAME.waiting_on(state):
        plan = GAME.cpu_plan(GAME.view(state, seat), "easy", rng, 0.05)
        if plan.action is not None:
            at = max(state.now or 0.0, plan.at or 0.0)
            due = GAME.deadline(state)
            if due is None or at < due:
                GAME.act(state, seat, plan.action, at)
                return
    GAME.tick(state, GAME.deadline(state))


VALUES: tuple[Any, ...] = (None, True, 0, -1, 7, 2**40, math.nan, math.inf, 1.5, "", "x", "あ" * 300,
                           [], [1, "a"], {}, {"a": 1})


def fuzzed(action: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``action`` with one field, or one field of one of its cards, replaced by a value of any
    type (or with a key added)."""
    action = json.loads(json.dumps(action))
    target = action
    if action.get("cards") and rng.random() < 0.5:
        target = rng.choice(action["cards"])
    keys = [k for k in target if k != "type"] + ["extra"]
    target[rng.choice(keys)] = rng.choice(VALUES)
    return action


@pytest.mark.parametrize("mode", ["narabe", "awase", "kasane"])
def test_a_record_of_random_and_fuzzed_games_exports_and_replays(mode: str) -> None:
    """Every step the engine accepted is logged as the host logs it; the record's file is
    JSON without NaN, and it opens and replays to the same result."""
    for seed in range(3):
        rng = random.Random(seed)
        settings = GAME.validate_settings({"mode": mode, "vote_time": 5, "hand_size": 4})
        state = GAME.new(settings, 2, seed)
        steps: list[tuple[int | None, dict[str, Any] | None, float]] = []
        now = 0.0
        if GAME.tick(state, now):
            steps.append((None, None, now))
        fuzzed_accepted = 0
        for _ in range(2000):
            if GAME.result(state) is not None:
                break
            seat = rng.randrange(2)
            view = GAME.view(state, seat)
            thinks = rng.random() < 0.3  # a CPU's search now and then: words are made and voted on
            planned = GAME.cpu_plan(view, "easy", rng, 0.05).action if thinks else None
            candidates = [a for a in (planned, *view["legal"][:3]) if a is not None]
            if candidates:
                action = fuzzed(rng.choice(candidates), rng) if rng.random() < 0.5 else rng.choice(candidates)
                try:
                    GAME.act(state, seat, action, now)
                except GameError:
                    pass
                else:
                    steps.append((seat, action, now))
                    fuzzed_accepted += action not in candidates
                    continue
            now += rng.choice((0.5, 3.0, 20.0))
            if GAME.tick(state, now):
                steps.append((None, None, now))
        result = GAME.result(state)
        assert result is not None
        record = Record(game=GAME, settings=settings,
                        seats=[{"name": "あき", "kind": "human"}, {"name": "ふゆ", "kind": "human"}],
                        seed=seed, steps=steps, finished=now, result=result.to_wire())
        text = json.dumps(to_file(record), ensure_ascii=False, allow_nan=False)
        reopened, marks = open_file(json.loads(text))
        assert len(reopened.steps) == len(steps) and marks[0]["frame"] == 0


def test_a_turn_keeps_its_remaining_time_over_a_restart():
    """Downtime is not match time (Game.resume): the turn's deadline, the open vote's and the
    完成 times move on by the time the host was down, so each keeps what it had left."""
    from server.games.kotoba import GAME

    state = GAME.new(GAME.validate_settings({"mode": "awase"}), 3, 11)
    GAME.tick(state, 100.0)  # the clock starts
    left = GAME.deadline(state) - 130.0  # 30 s into the game, the host goes down ...
    events = GAME.resume(state, 130.0, 5000.0)  # ... and is back at 5000
    assert [e["type"] for e in events] == ["resumed"]
    assert GAME.deadline(state) - 5000.0 == left
    assert GAME.tick(state, 5000.0 + left - 0.5) == []  # not run out during the downtime
    before = GAME.dump(state)
    assert GAME.resume(GAME.load(before), 1.0, 1.0)[0]["down"] == 0.0
