"""Random playouts of every mode through the contract (STYLE.md habit 12): every card is always
somewhere exactly once, every game ends, no view shows another hand or the stock (dealing the
hidden cards differently changes no view), load(dump()) is exact, and random bad actions are
refused with the state unchanged."""

from __future__ import annotations

import random

import msgpack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.games.kotoba import GAME
from server.games.kotoba.state import ARRANGE, FINISHED, State
from tests.games.contract_checks import assert_refused_unchanged
from tests.games.kotoba.conftest import all_cards

LEVELS = ("easy", "normal", "strong")


def with_hidden_shuffled(state: State, seat: int | None, rng: random.Random) -> State:
    """The same table with the cards ``seat`` cannot see dealt differently (same counts): the
    stock and the other hands (in ならべる while arranging, the boards stay as they are)."""
    copy = GAME.load(GAME.dump(state))
    if copy.mode == "narabe":
        piles = [copy.stock]
    else:
        piles = [copy.stock] + [copy.hands[s] for s in range(copy.seats) if s != seat]
    pool = [c for pile in piles for c in pile]
    rng.shuffle(pool)
    for pile in piles:
        n = len(pile)
        pile[:], pool = pool[:n], pool[n:]
    for s in range(copy.seats):
        copy.hands[s].sort()
    return copy


def visible_ids(view: dict) -> set[int]:
    ids = {c["id"] for c in view["hand"] or []} | {c["id"] for c in view["field"]}
    for b in view["boards"]:
        ids |= {c["id"] for c in b or []}
    return ids


def check_views(state: State, rng: random.Random) -> None:
    for seat in [*range(state.seats), None]:
        view = GAME.view(state, seat)
        assert msgpack.unpackb(msgpack.packb(view)) == view  # string keys only
        assert "stock" not in view and view["stock_count"] == len(state.stock)
        own = set(state.hands[seat]) if seat is not None else set()
        public = {p.card for p in state.field} | {p.card for p in state.pending}
        if state.phase != ARRANGE:
            public |= {p.card for b in state.boards for p in b}
        elif seat is not None:
            public |= {p.card for p in state.boards[seat]}
        assert visible_ids(view) <= own | public
        if seat is None:
            assert view["hand"] is None and view["legal"] == []
        assert GAME.view(with_hidden_shuffled(state, seat, rng), seat) == view


def random_bad(rng: random.Random, state: State, seat: int) -> dict:
    """An action that must be refused: a card the seat does not hold, a vote when it may not
    vote, a word that does not read, nonsense."""
    others = [c for c in range(len(GAME.deck)) if c not in state.hands[seat]]
    choice = rng.randrange(5)
    if choice == 0:
        return {"type": "exchange", "card": rng.choice(others)}
    if choice == 1:
        return {"type": "play", "word": "かい", "cards": [
            {"id": rng.choice(others), "x": 0, "y": 0, "dir": "h", "face": 0, "reversed": False}]}
    if choice == 2:
        return {"type": "arrange", "cards": [{"id": rng.choice(others), "x": 0, "y": 0, "face": 0}]}
    if choice == 3:
        return {"type": "flip", "card": 1}
    return {"type": "vote", "accept": "はい"}


def random_simple(rng: random.Random, view: dict) -> dict | None:
    """What a person might do on a whim: vote either way, pass, exchange, declare 完成."""
    options = [dict(a) for a in view["legal"] if a["type"] in ("vote", "pass", "done")]
    exchanges = [a for a in view["legal"] if a["type"] == "exchange"]
    if exchanges:
        options.append(dict(rng.choice(exchanges)))
    return rng.choice(options) if options else None


def play_out(mode: str, seats: int, seed: int, levels: list[str], budget: float = 0.05) -> State:
    rng = random.Random(seed)
    state = GAME.new({"mode": mode, "hand_size": rng.choice([3, 5, 7]), "vote_time": 10}, seats, seed)
    total = all_cards(state)
    now = 0.0
    GAME.tick(state, now)
    for step in range(2000):
        if GAME.result(state) is not None:
            break
        assert all_cards(state) == total
        if step % 7 == 0:
            check_views(state, rng)
            assert GAME.dump(GAME.load(GAME.dump(state))) == GAME.dump(state)
        seat = rng.randrange(seats)
        if rng.random() < 0.1:
            assert_refused_unchanged(GAME, state, seat, random_bad(rng, state, seat))
        waiting = GAME.waiting_on(state)
        if waiting and rng.random() < 0.15:
            s = rng.choice(waiting)
            action = random_simple(rng, GAME.view(state, s))
            if action is not None and (action["type"] != "exchange" or rng.random() < 0.3):
                GAME.act(state, s, action, now)
                continue
        plans = []
        for s in waiting:
            plan = GAME.cpu_plan(GAME.view(state, s), levels[s], random.Random(rng.random()), budget)
            if plan.action is not None:
                plans.append((s, plan))
        if plans and rng.random() < 0.9:
            s, plan = rng.choice(plans)
            if plan.at is not None:
                now = max(now, plan.at)
                if GAME.deadline(state) is not None and now >= GAME.deadline(state):
                    GAME.tick(state, now)
                    continue
            GAME.act(state, s, plan.action, now)
        else:
            due = GAME.deadline(state)
            assert due is not None
            now = max(now, due)
            GAME.tick(state, now)
    assert state.phase == FINISHED, f"{mode} did not end"
    assert all_cards(state) == total
    result = GAME.result(state)
    assert result is not None and len(result.ranks) == seats and min(result.ranks) == 1
    return state


def test_a_playout_sees_rejections_exchanges_and_resets() -> None:
    """The random playouts do reach the rules' corners (so the properties above mean something).
    The budget is ample, so the searches stop at their step counts: the games are the same on
    a busy machine."""
    kinds: set[str] = set()
    original = GAME.act

    def recording(state, seat, action, now):
        events = original(state, seat, action, now)
        kinds.update(e["type"] for e in events)
        return events

    GAME.act = recording  # type: ignore[method-assign]
    try:
        for seed in range(6):
            play_out("kasane", 3, seed, ["normal"] * 6, budget=30.0)
            play_out("awase", 3, seed, ["easy"] * 6, budget=30.0)
    finally:
        del GAME.act
    assert {"taken_back", "exchange", "reset", "vote_closed", "pass"} <= kinds


SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
PLAYERS = st.lists(st.sampled_from(LEVELS), min_size=6, max_size=6)
PLAYOUT = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PLAYOUT
@given(seed=SEEDS, seats=st.integers(min_value=1, max_value=6), levels=PLAYERS)
def test_narabe_playouts(seed: int, seats: int, levels: list[str]) -> None:
    play_out("narabe", seats, seed, levels)


@PLAYOUT
@given(seed=SEEDS, seats=st.integers(min_value=1, max_value=6), levels=PLAYERS)
def test_awase_playouts(seed: int, seats: int, levels: list[str]) -> None:
    play_out("awase", seats, seed, levels)


@PLAYOUT
@given(seed=SEEDS, seats=st.integers(min_value=1, max_value=6), levels=PLAYERS)
def test_kasane_playouts(seed: int, seats: int, levels: list[str]) -> None:
    play_out("kasane", seats, seed, levels)
