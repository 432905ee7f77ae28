"""Start a host: the store, the hall and the listening socket, in a running reactor.

Used by the headless ``zashiki-server`` and by the GUI's embedded host (become the server, and
offline play against the CPU on 127.0.0.1): one code path for every way to play.
"""

from __future__ import annotations

import errno
import gc
import logging
import os
import socket
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twisted.internet import defer, task, threads
from twisted.internet.error import CannotListenError
from twisted.internet.interfaces import IListeningPort

from protocol.texts import in_japanese
from server.addresses import host_name, local_addresses
from server.announce import Announcer, start_announcing
from server.config import HallConfig
from server.connection import HallFactory
from server.cpu_workers import CpuWorkers
from server.fair_port import listen_fairly
from server.games import registry
from server.hall import Hall
from server.names import skeleton
from server.store import CHECKPOINT_EVERY, Store
from server.texts import SERVER

log = logging.getLogger(__name__)

DB_NAME = "zashiki.sqlite3"


START_CAUSES = ("port_in_use", "port_forbidden", "address_unknown", "missing_file",
                "data_read_only", "data_damaged", "other")
"""Why a host could not start: each a text ``server.start.<cause>`` (server/texts.py) with the
port, address, folder or file concerned. What to do next is each front end's to say:
zashiki-server names its options (``server.advice.<cause>``), the app its own dialogs."""


class HostStartError(Exception):
    """A host that could not start, and why: ``cause`` (one of START_CAUSES) and ``detail``
    (the port, address, folder or file concerned; for "other", the error); ``text`` says it."""

    def __init__(self, cause: str, detail: str) -> None:
        self.text = SERVER(f"start.{cause}", detail=detail)
        super().__init__(in_japanese(self.text))
        self.cause = cause
        self.detail = detail


def _errno_in(error: BaseException | None, *names: str) -> bool:
    """Whether ``error`` is an OSError whose errno is one of ``names`` (those this platform has:
    Windows reports sockets' errors as WSAE…)."""
    codes = {getattr(errno, name) for name in names if hasattr(errno, name)}
    return isinstance(error, OSError) and error.errno in codes


def _port_failure(error: CannotListenError, bind: str, port: int) -> HostStartError:
    reason = error.socketError
    if _errno_in(reason, "EADDRINUSE", "WSAEADDRINUSE"):
        return HostStartError("port_in_use", str(port))
    if _errno_in(reason, "EACCES", "WSAEACCES", "EPERM"):
        return HostStartError("port_forbidden", str(port))
    if _errno_in(reason, "EADDRNOTAVAIL", "WSAEADDRNOTAVAIL") or isinstance(reason, socket.gaierror):
        return HostStartError("address_unknown", bind)
    return HostStartError("other", str(reason))


def _data_failure(error: Exception, data_dir: Path) -> HostStartError:
    if isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError):
        return HostStartError("data_damaged", str(data_dir / DB_NAME))  # "file is not a database"
    writable = next((p for p in (data_dir, *data_dir.parents) if p.exists()), data_dir)
    if (isinstance(error, (PermissionError, sqlite3.OperationalError))
            or _errno_in(error, "EROFS", "EACCES", "EPERM") or not os.access(writable, os.W_OK)):
        return HostStartError("data_read_only", str(data_dir))
    if isinstance(error, OSError) and error.filename and error.strerror:
        return HostStartError("other", f"{error.filename}: {error.strerror}")
    return HostStartError("other", f"{data_dir}: {error}")


@dataclass
class RunningHost:
    hall: Hall
    store: Store
    port: IListeningPort
    workers: CpuWorkers | None = None
    announcer: Announcer | None = None  # LAN discovery (issue 14): None when not announcing
    checkpoints: task.LoopingCall | None = None  # the store's log checkpointed in a thread

    @property
    def port_number(self) -> int:
        return self.port.getHost().port

    def info(self) -> dict[str, Any]:
        return {"port": self.port_number, "host_name": self.hall.config.host_name,
                "addresses": list(self.hall.config.addresses)}

    def stop(self, farewell: bool = False) -> Any:
        """Close the host: ``farewell`` tells clients it is gone for good (see Hall.shutdown)."""
        self.hall.shutdown(farewell)
        if self.checkpoints is not None and self.checkpoints.running:
            self.checkpoints.stop()  # one under way finishes first: Store.close waits for it
        if self.workers is not None:
            self.workers.close()
        goodbye = self.announcer.stop() if self.announcer is not None else None  # issue 14
        d = self.port.stopListening()

        def closed(result: Any) -> Any:
            self.store.close()
            return result

        result = d.addBoth(closed) if d is not None else closed(None)
        if goodbye is not None:  # issue 14: done once the LAN has been told goodbye too
            return defer.gatherResults([defer.maybeDeferred(lambda: result), goodbye])
        return result


def raise_file_limit() -> None:
    """Allow as many open sockets as the system lets us (a hall of many idle clients). Windows
    has no such limit to raise (and no ``resource`` module)."""
    try:
        import resource
    except ImportError:
        return
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ValueError, OSError):
        pass


_frozen = False


def freeze_what_lives_forever() -> None:
    """Leave what the process has built so far (modules, the games' tables, the look-alike
    table of server/names.py, built here first) out of the cycle collector's full collections,
    once per process (``gc.freeze``). A full collection walks every tracked object; on a host
    under load (issue 15) it walked ~55,000, 45,000 of them this startup's, and held the
    reactor 18–37 ms each time, long enough to be the people's p99. Tables and sessions made
    later, restored ones included, are collected as before."""
    global _frozen
    if _frozen:
        return
    _frozen = True
    registry()
    skeleton("")
    gc.collect()
    gc.freeze()


def listen(reactor: Any, data_dir: str | Path, bind: str = "0.0.0.0", port: int = 0,
           config: HallConfig | None = None, announce: bool = False,
           **hall_options: Any) -> RunningHost:
    """Open the store in ``data_dir`` and listen on ``bind:port`` (0: any free port).
    ``announce``: tell the LAN by mDNS (never on loopback; see server/announce.py).
    Raises HostStartError, naming the cause, when it cannot start."""
    raise_file_limit()
    try:
        freeze_what_lives_forever()  # reads the games' data and the look-alike table
    except OSError as error:
        raise HostStartError("missing_file", str(error.filename or error)) from error
    config = config or HallConfig()
    if bind in ("127.0.0.1", "::1", "localhost"):
        config.addresses, config.host_name = [bind], bind
    else:
        config.addresses, config.host_name = local_addresses(), host_name()
    try:
        store = Store(Path(data_dir) / DB_NAME, background_checkpoints=True)
    except (OSError, sqlite3.Error) as error:
        raise _data_failure(error, Path(data_dir)) from error
    workers = None
    if "think" not in hall_options and config.cpu_workers != 0:
        workers = CpuWorkers(reactor, config.cpu_workers)
        hall_options["think"] = workers.think
    hall = Hall(store, reactor, config, **hall_options)
    interface = bind.strip("[]")
    try:
        listening = listen_fairly(reactor, port, HallFactory(hall, reactor), interface=interface,
                                  accepts_per_second=config.limits.accepts_per_second)
    except Exception as error:
        hall.shutdown()
        store.close()
        if workers is not None:
            workers.close()
        if isinstance(error, CannotListenError):
            raise _port_failure(error, bind, port) from error
        raise
    config.port = listening.getHost().port
    announcer = start_announcing(reactor, hall, bind, config.port, host_name(), announce)  # issue 14
    return RunningHost(hall, store, listening, workers, announcer, checkpoint_in_threads(reactor, store))


def checkpoint_in_threads(reactor: Any, store: Store) -> task.LoopingCall:
    """Checkpoint the store's write-ahead log every ``CHECKPOINT_EVERY`` seconds in the
    reactor's thread pool (Twisted's ``deferToThreadPool``), so that its waits for the disk
    never hold the reactor; a failed checkpoint is logged and the next one tries again."""
    def once() -> defer.Deferred:
        d = threads.deferToThreadPool(reactor, reactor.getThreadPool(), store.checkpoint)
        return d.addErrback(lambda failure: log.warning(
            SERVER("checkpoint_failed", error=failure.getErrorMessage())))
    loop = task.LoopingCall(once)
    loop.clock = reactor
    loop.start(CHECKPOINT_EVERY, now=False)
    return loop
