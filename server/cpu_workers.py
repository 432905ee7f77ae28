"""CPU players think in worker processes, beside the reactor rather than inside it.

A CPU search holds the GIL for as long as it thinks; in a thread of the host it would slow every
other table and every person's round trip while it does. ``CpuWorkers`` hands each decision to
a pool of processes (``concurrent.futures.ProcessPoolExecutor``, sized to the machine's cores and
started once, on the first decision) and answers with a Twisted ``Deferred`` fired in the reactor
thread. A decision is a pure function of (game, view, level, seed, budget), so the same call
gives the same plan in a worker or inline, and a replay does not depend on where it ran.

A worker that dies (killed, out of memory) breaks the executor; the pool is replaced and the
decision is asked again, so the seat's turn is retried, never lost.

Processes are started with "spawn" on every platform: the embedded host runs inside the Qt app
with a reactor thread, which must not be forked.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import random
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from twisted.internet import defer

from server.games.contract import CpuPlan, View
from server.texts import SERVER

log = logging.getLogger(__name__)

RETRIES = 3
"""How many times a decision is asked again after its worker died."""


def plan(game_id: str, view: View, level: str, seed: int, budget: float) -> CpuPlan:
    """One CPU decision, as a worker (or a test) computes it."""
    from server import games

    game = games.get(game_id)
    if game is None:
        raise LookupError(f"game {game_id!r} is not installed")
    result = game.cpu_plan(view, level, random.Random(seed), budget)
    if not isinstance(result, CpuPlan):  # a game's cpu_plan must answer a plan
        raise TypeError(f"{game_id}.cpu_plan returned {type(result).__name__}, not CpuPlan")
    return result


WORKER_NICENESS = 10
"""Workers run at a lower scheduling priority than the host: on a laptop with fewer cores than
busy CPU players, the reactor (people's round trips, the karuta reader) gets the processor first
and the CPUs think in what is left."""


def _leave_with_the_host() -> None:
    """End this worker the moment the process that started it ends, however it ended.

    A host killed with ``kill -9`` (or an app closed by the system) runs none of its own clean-up,
    and a worker waiting for its next question would wait for ever: it holds both ends of the
    executor's queue, so it never reads an end of file. ``multiprocessing.parent_process()``
    carries the standard library's sentinel for exactly this (a pipe on POSIX, a process handle on
    Windows), ready once the parent has gone; a daemon thread waits on it."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="leave-with-the-host", daemon=True).start()


def _warm_up() -> None:
    """Lower this worker's priority, leave with the host, and import every game once when it
    starts, so the first decision is not slow."""
    from server import games

    _leave_with_the_host()
    if hasattr(os, "nice"):  # POSIX; a Windows worker keeps the normal priority
        try:
            os.nice(WORKER_NICENESS)
        except OSError:  # not allowed here: think at the normal priority
            pass
    games.registry()


def think_inline(game_id: str, view: View, level: str, seed: int, budget: float) -> defer.Deferred:
    """Decide in the calling thread: for unit tests on ``task.Clock`` and single-process tools."""
    return defer.maybeDeferred(plan, game_id, view, level, seed, budget)


class CpuWorkers:
    """A pool of worker processes deciding for CPU seats. ``think`` is the hall's thinker."""

    def __init__(self, reactor: Any, processes: int | None = None) -> None:
        self.reactor = reactor
        self.processes = processes or max(1, os.cpu_count() or 1)
        self._executor: ProcessPoolExecutor | None = None
        self.replaced = 0  # pools replaced after a worker died (the tests read it)
        self.closed = False

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.processes, mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm_up,
            )
        return self._executor

    def _replace(self, broken: ProcessPoolExecutor | None) -> None:
        if broken is not None and broken is self._executor:
            log.warning(SERVER("worker_died"))
            broken.shutdown(wait=False, cancel_futures=True)
            self._executor = None
            self.replaced += 1

    def think(self, game_id: str, view: View, level: str, seed: int, budget: float) -> defer.Deferred:
        d: defer.Deferred = defer.Deferred()
        self._submit(d, (game_id, view, level, seed, budget), RETRIES)
        return d

    def _submit(self, d: defer.Deferred, args: tuple[Any, ...], retries: int) -> None:
        if self.closed:
            d.errback(RuntimeError("the CPU workers are closed"))
            return
        pool = self._pool()
        try:
            future = pool.submit(plan, *args)
        except (BrokenProcessPool, RuntimeError):
            self._replace(pool)
            if retries > 0:
                self._submit(d, args, retries - 1)
            else:
                d.errback(BrokenProcessPool("no CPU worker could be started"))
            return
        future.add_done_callback(
            lambda f: self.reactor.callFromThread(self._finished, f, pool, d, args, retries)
        )

    def _finished(self, future: Future, pool: ProcessPoolExecutor, d: defer.Deferred,
                  args: tuple[Any, ...], retries: int) -> None:
        if future.cancelled():
            d.errback(RuntimeError("the CPU decision was cancelled"))
            return
        error = future.exception()
        if isinstance(error, BrokenProcessPool) and retries > 0 and not self.closed:
            self._replace(pool)
            self._submit(d, args, retries - 1)
        elif error is not None:
            d.errback(error)
        else:
            d.callback(future.result())

    def pids(self) -> list[int]:
        """The worker processes' ids (empty before the first decision)."""
        executor = self._executor
        processes = getattr(executor, "_processes", None) or {}
        return sorted(processes)

    def close(self) -> None:
        self.closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
