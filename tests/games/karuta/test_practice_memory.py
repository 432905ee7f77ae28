"""札配置暗記練習's model (client/games/karuta/practice/memory.py): the deal from a selection,
the seeded order, answering, scoring and the review's numbers."""

from __future__ import annotations

import pytest

from client.games.karuta.practice.memory import (
    MEMORIZE,
    RECALL,
    REVIEW,
    SETUP,
    MemoryRound,
    MemorySetup,
    PracticeError,
    deal,
)
from server.games.karuta.field import Slot
from server.games.karuta.kimariji import STATIC
from server.games.karuta.poems import by_color
from server.games.karuta.settings import with_kimariji


def started(seed: int = 5, **setup: object) -> MemoryRound:
    r = MemoryRound(seed)
    r.start(MemorySetup(**setup), now=10.0)
    return r


def test_deal_splits_the_cards_between_the_sides_as_in_a_match() -> None:
    r = started(count=25)
    assert r.phase == MEMORIZE and len(r.places) == 25
    sides = [sum(1 for s in r.places.values() if s.side == side) for side in (0, 1)]
    assert sides == [13, 12]
    assert len(set(r.places.values())) == 25  # no two cards in one place
    assert sorted(r.order) == sorted(r.places)


def test_same_seed_same_field_and_order_another_seed_differs() -> None:
    a, b, c = started(3), started(3), started(4)
    assert (a.places, a.order) == (b.places, b.order)
    assert (a.places, a.order) != (c.places, c.order)


def test_selection_by_colour_and_by_kimariji_length() -> None:
    r = started(count=50, selection={"torifuda": "colors", "color_ao": True})
    assert sorted(r.places) == sorted(by_color("青"))  # 20 cards: fewer than asked
    r = started(count=10, selection={"torifuda": "kimariji", "kimariji_1": True, "kimariji_5": True})
    assert len(r.places) == 9 and all(STATIC[p] in (1, 5) for p in r.places)
    assert sorted(r.places) == sorted(with_kimariji(1) + with_kimariji(5))


@pytest.mark.parametrize("setup, message", [
    (MemorySetup(selection={"torifuda": "colors"}), "色"),
    (MemorySetup(selection={"torifuda": "kimariji"}), "字数"),
    (MemorySetup(count=1), "2枚以上"),
    (MemorySetup(reading="image"), "読み方"),
])
def test_a_setup_that_cannot_make_a_field_is_refused(setup: MemorySetup, message: str) -> None:
    r = MemoryRound(1)
    with pytest.raises(PracticeError, match=message):
        r.start(setup, now=0.0)
    assert r.phase == SETUP and not r.places


def test_recall_scores_places_and_times() -> None:
    r = started(count=10)
    with pytest.raises(PracticeError):
        r.answer(Slot(0, 2, 0), now=11.0)  # not recalling yet
    r.memorized(now=40.0)
    assert r.phase == RECALL and r.memorize_seconds == 30.0
    wrong_for_second = None
    for i in range(10):
        poem = r.current
        r.ask(now=100.0 + i * 10)
        if i == 1:  # point at another blank place
            wrong_for_second = next(s for p, s in r.remaining().items() if p != poem)
            answer = r.answer(wrong_for_second, now=100.0 + i * 10 + 4.0)
            assert not answer.correct and answer.truth == r.places[poem]
        else:
            answer = r.answer(r.places[poem], now=100.0 + i * 10 + 2.0)
            assert answer.correct and answer.seconds == 2.0
        assert poem not in r.remaining()  # answered: its place is no longer blank
    assert r.phase == REVIEW and r.current is None
    review = r.review()
    assert (review.correct, review.total) == (9, 10)
    assert review.mean_seconds == pytest.approx((9 * 2.0 + 4.0) / 10)
    assert [a.poem for a in review.mistakes] == [r.order[1]]
    assert review.mistakes[0].chosen == wrong_for_second
    assert sum(seen for _, seen in review.by_kimariji().values()) == 10
    assert review.memorize_seconds == 30.0


def test_only_a_blank_place_is_an_answer_and_a_refused_one_changes_nothing() -> None:
    r = started(count=10)
    r.memorized(now=11.0)
    r.ask(now=12.0)
    first = r.current
    r.answer(r.places[first], now=13.0)
    r.ask(now=14.0)
    with pytest.raises(PracticeError):
        r.answer(r.places[first], now=15.0)  # already answered: no card there now
    free = next(s for s in (Slot(0, row, col) for row in range(3) for col in range(12))
                if s not in r.places.values())
    with pytest.raises(PracticeError):
        r.answer(free, now=15.0)  # no card ever lay there
    assert len(r.answers) == 1 and r.asked_at == 14.0


def test_answer_needs_the_poem_to_have_been_read() -> None:
    r = started(count=10)
    r.memorized(now=11.0)
    with pytest.raises(PracticeError):
        r.answer(r.places[r.current], now=12.0)


def test_again_deals_a_new_field_from_the_same_rng() -> None:
    r = started(count=10)
    r.memorized(now=1.0)
    for _ in range(10):
        r.ask(now=2.0)
        r.answer(r.places[r.current], now=3.0)
    first = dict(r.places)
    r.start(r.setup, now=4.0)
    assert r.phase == MEMORIZE and not r.answers and r.places != first


def test_deal_is_a_function_of_setup_and_rng() -> None:
    import random

    assert deal(MemorySetup(count=10), random.Random(9)) == deal(MemorySetup(count=10), random.Random(9))
