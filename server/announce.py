"""Tell the local network that this host is here: DNS-SD over mDNS, ``_zashiki._tcp.local.``.

What a browser on the LAN hears (the standard DNS-SD records, so any mDNS tool can see it too):

- PTR ``_zashiki._tcp.local.`` -> the instance, 「<hall name> (<machine>)」, unique on the LAN;
- SRV: this machine's mDNS host name and the port the hall listens on;
- A / AAAA: the addresses friends can use (the same list the host panel shows);
- TXT (``TXT_KEYS``): protocol version, program version, the hall's name, players connected,
  open tables (waiting for players, with a free seat) and all tables.

The TXT record is re-published when it changes, checked every ``REFRESH`` seconds (so at most
that often). Stopping the host sends the mDNS goodbye, and browsers drop it at once; a host that
dies without one leaves the lists when its records expire (``LIST_TTL``).

Network safety: nothing is announced on loopback (offline play, tests' hosts) nor when
``ZASHIKI_NO_ANNOUNCE`` is set (tests and CI set it, and it also turns off the client's
listening, client/net/discovery.py); nothing is announced unless the caller asks for it.
The blocking mDNS work runs in one worker thread of its own, never in the reactor.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import queue
import re
import threading
from collections.abc import Callable
from typing import Any

from twisted.internet import defer, task
from twisted.python import failure

from protocol.version import APP_VERSION, PROTOCOL_VERSION
from server.hall import Hall
from server.table import WAITING
from server.texts import SERVER

log = logging.getLogger(__name__)

SERVICE_TYPE = "_zashiki._tcp.local."
ENV_OFF = "ZASHIKI_NO_ANNOUNCE"
REFRESH = 3.0  # seconds between looks at the hall; the TXT record changes at most this often
LIST_TTL = 60  # seconds a browser keeps PTR/TXT unrefreshed: a crashed host leaves lists by then
LABEL_MAX = 63  # bytes in one DNS label (RFC 1035 §2.3.4): the instance name
TXT_VALUE_MAX = 200  # bytes of the hall's name in TXT (a TXT string holds at most 255)
TXT_KEYS = ("v", "app", "name", "players", "open", "tables")
LOOPBACK_BINDS = ("127.0.0.1", "::1", "localhost")
WILDCARD_BINDS = ("0.0.0.0", "::", "")


def lan_disabled() -> bool:
    """``ZASHIKI_NO_ANNOUNCE`` set (to anything but 0): neither announce nor listen."""
    return os.environ.get(ENV_OFF, "").strip() not in ("", "0")


def is_loopback_bind(bind: str) -> bool:
    text = bind.strip("[]")
    if text in LOOPBACK_BINDS:
        return True
    try:
        return ipaddress.ip_address(text).is_loopback
    except ValueError:
        return False


def should_announce(bind: str, wanted: bool) -> bool:
    """Announce only when asked, never on loopback, never with ``ZASHIKI_NO_ANNOUNCE``."""
    return wanted and not is_loopback_bind(bind) and not lan_disabled()


def clip_utf8(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` bytes of UTF-8, never inside a character."""
    return text.encode("utf-8")[:limit].decode("utf-8", errors="ignore")


def instance_name(hall_name: str, machine: str) -> str:
    """The DNS-SD instance label: 「座敷 (machine)」, at most 63 bytes, without dots (a dot
    would start a new label)."""
    short = machine.split(".")[0] or "zashiki"
    suffix = f" ({short})"
    room = max(LABEL_MAX - len(suffix.encode("utf-8")), 8)
    name = clip_utf8(hall_name.replace(".", "・").strip() or "座敷", room)
    return clip_utf8(name + suffix, LABEL_MAX)


def server_name(machine: str, port: int, addresses: list[str]) -> str:
    """The SRV target: an ASCII mDNS host name of this machine, made unique on the LAN by its
    first address and the port (two machines may share a name; one machine may run two hosts)."""
    def label(text: str) -> str:
        return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")

    tail = f"-{label(addresses[0]) if addresses else 'host'}-{port}"
    head = label(machine.split(".")[0])[: LABEL_MAX - len(tail)] or "zashiki"
    return f"{head}{tail}.local."


def open_tables(hall: Hall) -> int:
    """Tables a newcomer could sit at: waiting, for players (not a watched CPU table), a seat free."""
    return sum(1 for t in hall.tables.values()
               if t.status == WAITING and not t.watched and t.free_seats())


def hall_record(hall: Hall) -> dict[str, str]:
    """The TXT record of ``hall`` as it stands (keys: ``TXT_KEYS``)."""
    players = sum(1 for s in hall.sessions.values() if s.connected)
    return {
        "v": str(PROTOCOL_VERSION),
        "app": APP_VERSION,
        "name": clip_utf8(hall.config.name, TXT_VALUE_MAX),
        "players": str(players),
        "open": str(open_tables(hall)),
        "tables": str(len(hall.tables)),
    }


def announced_addresses(bind: str, addresses: list[str]) -> list[str]:
    """The addresses worth announcing: the bound one, or every usable one of the address
    family the host listens on (0.0.0.0 takes IPv4 only; :: both)."""
    text = bind.strip("[]")
    if text not in WILDCARD_BINDS:
        return [text]
    if text == "0.0.0.0":
        return [a for a in addresses if ":" not in a]
    return list(addresses)


def _open_zeroconf(bind: str) -> Any:
    """The mDNS responder, on every interface (or only the bound address)."""
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    text = bind.strip("[]")
    if text == "0.0.0.0":
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    if text in WILDCARD_BINDS:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.All)
    return Zeroconf(interfaces=[text])


def _service_info(name: str, server: str, port: int, addresses: list[str],
                  record: dict[str, str]) -> Any:
    from zeroconf import ServiceInfo

    return ServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=port, properties=record,
                       server=server, parsed_addresses=addresses, other_ttl=LIST_TTL)


class _Worker:
    """One daemon thread for the blocking mDNS calls, run in order; each result comes back to
    the reactor as a Deferred. (A daemon: a program quitting mid-goodbye never hangs on it.)"""

    def __init__(self, reactor: Any) -> None:
        self.reactor = reactor
        self.jobs: queue.SimpleQueue[tuple[Callable[[], Any], defer.Deferred] | None] = queue.SimpleQueue()
        threading.Thread(target=self._serve, name="zashiki-announce", daemon=True).start()

    def _serve(self) -> None:
        while (job := self.jobs.get()) is not None:
            work, d = job
            try:
                result = work()
            except Exception:
                self.reactor.callFromThread(d.errback, failure.Failure())
            else:
                self.reactor.callFromThread(d.callback, result)

    def run(self, job: Callable[[], Any]) -> defer.Deferred:
        d: defer.Deferred = defer.Deferred()
        self.jobs.put((job, d))
        return d

    def close(self) -> None:
        self.jobs.put(None)


class Announcer:
    """Announces one running hall and keeps its TXT record current until ``stop``.

    ``open_zeroconf`` and ``worker`` are seams for the unit tests (a fake responder, jobs run
    inline); the host uses the real ones."""

    def __init__(self, reactor: Any, hall: Hall, bind: str, port: int, machine: str,
                 open_zeroconf: Callable[[str], Any] = _open_zeroconf,
                 make_info: Callable[..., Any] = _service_info,
                 worker: Any = None) -> None:
        self.reactor = reactor
        self.hall = hall
        self.bind = bind
        self.port = port
        self.machine = machine
        self.open_zeroconf = open_zeroconf
        self.make_info = make_info
        self.worker = worker or _Worker(reactor)
        self.record: dict[str, str] = {}
        self.addresses: list[str] = []
        self._zeroconf: Any = None
        self._info: Any = None
        self._loop = task.LoopingCall(self.refresh)
        self._loop.clock = reactor
        self.stopped = False

    def start(self) -> None:
        """Register the service (in the worker) and look at the hall every ``REFRESH`` s."""
        self.addresses = announced_addresses(self.bind, list(self.hall.config.addresses))
        if not self.addresses:
            log.info(SERVER("no_address_to_announce"))
            return
        self.record = hall_record(self.hall)
        info = self.make_info(instance_name(self.hall.config.name, self.machine),
                              server_name(self.machine, self.port, self.addresses), self.port, self.addresses,
                              dict(self.record))
        self._info = info
        self.worker.run(lambda: self._register(info)).addErrback(self._failed, "announce_failed")
        self._loop.start(REFRESH, now=False)

    def _register(self, info: Any) -> None:
        zeroconf = self.open_zeroconf(self.bind)
        try:
            zeroconf.register_service(info, allow_name_change=True)
        except Exception:
            zeroconf.close()
            raise
        self._zeroconf = zeroconf
        log.info(SERVER("announcing", name=info.name, addresses=list(self.addresses), port=self.port))

    def refresh(self) -> None:
        """Re-publish the TXT record if the hall changed since it was last published."""
        if self.stopped or self._info is None:
            return
        record = hall_record(self.hall)
        if record == self.record:
            return
        self.record = record
        self.worker.run(lambda: self._update(record)).addErrback(self._failed, "announce_update_failed")

    def _update(self, record: dict[str, str]) -> None:
        if self._zeroconf is None:  # registration failed: nothing to update
            return
        current = self._info  # its name is the one registered (perhaps renamed to be unique)
        info = self.make_info(current.name[: -len(SERVICE_TYPE) - 1], current.server, self.port,
                              self.addresses, dict(record))
        self._zeroconf.update_service(info)
        self._info = info

    def stop(self) -> defer.Deferred:
        """Say goodbye on the LAN (browsers drop the host at once) and close the responder."""
        if self.stopped:
            return defer.succeed(None)
        self.stopped = True
        if self._loop.running:
            self._loop.stop()
        d = self.worker.run(self._goodbye)
        d.addErrback(self._failed, "announce_stop_failed")
        d.addBoth(lambda _: self.worker.close())
        return d

    def _goodbye(self) -> None:
        if self._zeroconf is None:
            return
        try:
            if self._info is not None:
                self._zeroconf.unregister_service(self._info)
        finally:
            self._zeroconf.close()
            self._zeroconf = None

    @staticmethod
    def _failed(failure: Any, what: str) -> None:
        # the hall goes on without being announced: friends can still type the address
        log.warning(SERVER(what, error=failure.getErrorMessage()))


def start_announcing(reactor: Any, hall: Hall, bind: str, port: int, machine: str,
                     wanted: bool) -> Announcer | None:
    """An ``Announcer`` already started, or None when ``should_announce`` says no."""
    if not should_announce(bind, wanted):
        return None
    try:
        announcer = Announcer(reactor, hall, bind, port, machine)
        announcer.start()
    except Exception as error:  # an unannounced host still works: never fail to host for this
        log.warning(SERVER("announce_failed", error=str(error)))
        return None
    return announcer
