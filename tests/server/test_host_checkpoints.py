"""A real host (server/host.py ``listen`` on the process's reactor thread) checkpoints its
store's write-ahead log in the reactor's thread pool, never on the reactor thread, and its
commits never checkpoint (server/store.py, ``background_checkpoints``)."""

from __future__ import annotations

import threading

from client.net import reactor_thread
from server.config import HallConfig
from server.host import listen
from server.store import CHECKPOINT_EVERY

from .on_the_reactor import wait_until


def test_the_host_checkpoints_its_log_in_another_thread(tmp_path):
    reactor_thread.ensure_running()
    host = reactor_thread.call_and_wait(
        lambda: listen(reactor_thread.reactor(), tmp_path, bind="127.0.0.1", port=0,
                       config=HallConfig(cpu_workers=0)))
    try:
        reactor = reactor_thread.call_and_wait(threading.current_thread)
        seen: list[tuple[threading.Thread, tuple[int, int]]] = []
        checkpoint = host.store.checkpoint
        host.store.checkpoint = lambda: seen.append((threading.current_thread(), checkpoint())) or seen[-1][1]
        assert reactor_thread.call_and_wait(
            lambda: host.store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0]) == 0
        reactor_thread.call_and_wait(lambda: [host.store.save_session(f"t{i}", f"人{i}") for i in range(200)])
        assert wait_until(lambda: any(copied for _, (_, copied) in seen), seconds=CHECKPOINT_EVERY * 10)
        assert all(thread is not reactor for thread, _ in seen)
    finally:
        reactor_thread.call_and_wait(host.stop)
    assert not host.checkpoints.running
