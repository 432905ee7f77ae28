"""CPU decisions in worker processes: the same plan as inline, and a dead worker replaced."""

from __future__ import annotations

import os
import queue
import signal
import time
from typing import Any

import pytest

from server import games
from server.cpu_workers import CpuWorkers, plan, think_inline
from server.games.contract import CpuPlan


class ThreadHop:
    """The one reactor method the pool uses: calls from its threads wait here until the test
    runs them, as the reactor thread would."""

    def __init__(self) -> None:
        self.calls: queue.Queue[Any] = queue.Queue()

    def callFromThread(self, function: Any, *args: Any) -> None:  # noqa: N802 (Twisted's name)
        self.calls.put((function, args))

    def run_until(self, done: Any, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while not done():
            function, args = self.calls.get(timeout=max(0.01, deadline - time.monotonic()))
            function(*args)


def results_of(d: Any) -> list[Any]:
    out: list[Any] = []
    d.addBoth(out.append)
    return out


def a_cpu_question(game_id: str, seed: int) -> tuple[str, dict[str, Any], str]:
    """A real view of a CPU seat with a move to make, from a seeded new game."""
    game = games.get(game_id)
    state = game.new(game.validate_settings({}), game.default_seats, seed)
    game.seat_players(state, [None] * game.default_seats)
    seat = game.waiting_on(state)[0]
    return game_id, game.view(state, seat), game.cpu_levels[0].id


@pytest.fixture
def workers():
    hop = ThreadHop()
    pool = CpuWorkers(hop, processes=2)
    yield pool, hop
    pool.close()


@pytest.mark.parametrize("game_id", ["daifugo", "koikoi", "deltacle"])
def test_a_worker_decides_exactly_as_inline(workers, game_id):
    pool, hop = workers
    game_id, view, level = a_cpu_question(game_id, seed=11)
    for seed in (1, 2, 3):
        inline = results_of(think_inline(game_id, view, level, seed, 0.05))
        remote = results_of(pool.think(game_id, view, level, seed, 0.05))
        hop.run_until(remote.__len__)
        assert isinstance(remote[0], CpuPlan) and remote[0] == inline[0] == plan(game_id, view, level, seed, 0.05)


def test_a_killed_worker_is_replaced_and_the_question_asked_again(workers):
    pool, hop = workers
    question = a_cpu_question("daifugo", seed=5)
    first = results_of(pool.think(*question, 1, 0.05))
    hop.run_until(lambda: first)
    pids = pool.pids()
    assert pids, "the pool has started its workers"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    time.sleep(0.2)
    again = results_of(pool.think(*question, 1, 0.05))
    hop.run_until(lambda: again)
    assert again == first, "the same decision, from a new pool"
    assert pool.replaced >= 1 and set(pool.pids()).isdisjoint(pids)


def test_an_unknown_game_is_an_error_not_a_hang(workers):
    pool, hop = workers
    out = results_of(pool.think("no-such-game", {"legal": []}, "easy", 1, 0.05))
    hop.run_until(lambda: out)
    assert out[0].check(LookupError)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="process priority is POSIX's nice here")
def test_workers_think_at_a_lower_priority_than_the_host(workers):
    from server.cpu_workers import WORKER_NICENESS

    pool, hop = workers
    out = results_of(pool.think(*a_cpu_question("daifugo", seed=3), 1, 0.05))
    hop.run_until(lambda: out)
    host = os.getpriority(os.PRIO_PROCESS, 0)
    for pid in pool.pids():
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, host + WORKER_NICENESS)
