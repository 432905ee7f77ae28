"""A closed connection is freed the moment it closes, by reference counting alone (issue 15).

Were a connection a reference cycle (a bound method of it kept on it, say), it would stay in
memory until Python's cycle collector happened to run a full collection: many machines opening
and dropping thousands of connections then leave thousands of dead ones behind, spread over the
allocators' pages, which the host keeps long after. A real host on 127.0.0.1 (the process's
reactor thread), real sockets, the cycle collector off throughout. And what a host process
builds before it serves is left out of the collector's full collections altogether."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from client.net import reactor_thread
from server.config import HallConfig
from server.host import RunningHost, listen
from tests.integration.wire_client import WireClient

from .on_the_reactor import wait_until


@pytest.fixture
def running(tmp_path) -> Iterator[tuple[RunningHost, list[weakref.ref]]]:
    reactor_thread.ensure_running()
    config = HallConfig(cpu_workers=0)
    host = reactor_thread.call_and_wait(
        lambda: listen(reactor_thread.reactor(), tmp_path, bind="127.0.0.1", port=0, config=config))
    factory = host.port.factory
    built: list[weakref.ref] = []
    original = factory.buildProtocol

    def build(addr: Any) -> Any:
        connection = original(addr)
        built.append(weakref.ref(connection))
        return connection

    factory.buildProtocol = build
    yield host, built
    reactor_thread.call_and_wait(host.stop)


@pytest.mark.parametrize("greets", [False, True], ids=["silent", "logged-in"])
def test_a_closed_connection_is_freed_without_the_cycle_collector(running, greets):
    host, built = running
    port = host.port_number
    gc.collect()
    gc.disable()
    try:
        peers = [WireClient(port, f"客{n}", hello=greets) for n in range(12)]  # greeted: welcomed
        assert wait_until(lambda: len(built) == 12)
        assert all(ref() is not None for ref in built)  # open, so alive: the check can fail
        for peer in peers:
            peer.close()
        assert wait_until(lambda: host.port.factory.open == 0)
        assert wait_until(lambda: all(ref() is None for ref in built), 5.0), \
            f"{sum(ref() is not None for ref in built)} of 12 closed connections still in memory"
    finally:
        gc.enable()


def test_a_host_leaves_what_lives_forever_out_of_full_collections(running):
    """What the process built before its first host (modules, the games' tables, the look-alike
    table of names) is frozen (``gc.freeze``): the cycle collector's full collections, which
    hold the reactor while they walk every object, walk only what came later."""
    from server.games import registry

    assert gc.get_freeze_count() > 10_000
    gc.collect()
    frozen = gc.get_freeze_count()
    games = registry()
    assert gc.is_tracked(games) and not any(games is o for o in gc.get_objects()), \
        "the games' registry is tracked, yet no generation lists it: it is frozen"
    assert gc.get_freeze_count() == frozen, "a collection does not thaw them"
