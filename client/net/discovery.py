"""Listen for hosts on the LAN: the DNS-SD browser behind 「他人のサーバーに接続する」's list.

Hosts announce ``_zashiki._tcp.local.`` (server/announce.py says what each record holds). A
``LanBrowser`` keeps the hosts heard, adding, updating (new TXT: players, tables) and dropping
them (an mDNS goodbye when a host stops, or its records expiring) as the network says, and hands
the whole list to a callback after every change. It runs in zeroconf's threads, never the GUI's;
``LanHosts`` turns the callback into a Qt signal for widgets.

Network safety: with ``ZASHIKI_NO_ANNOUNCE`` set (tests and CI) nothing listens and nothing is
sent. ``python -m client.net.discovery`` prints what it hears, one JSON list a line (the
namespace test runs it; it is also handy at a LAN party to see what the network says).
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import logging
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from client.invite import Target
from protocol.version import PROTOCOL_VERSION

log = logging.getLogger(__name__)

# The same names as server/announce.py (the client does not import the server; a test checks).
SERVICE_TYPE = "_zashiki._tcp.local."
ENV_OFF = "ZASHIKI_NO_ANNOUNCE"
LOOKUP_MS = 2000  # how long to wait for a newly heard host's records


def lan_disabled() -> bool:
    """``ZASHIKI_NO_ANNOUNCE`` set (to anything but 0): neither announce nor listen."""
    return os.environ.get(ENV_OFF, "").strip() not in ("", "0")


@dataclass(frozen=True)
class HeardHost:
    """One host as its announcement describes it."""

    key: str  # the DNS-SD instance name: unique on the LAN
    name: str  # the hall's name (「たろうの座敷」)
    addresses: tuple[str, ...]  # best first: IPv4, then global IPv6, then link-local
    port: int
    protocol: int | None  # None: the announcement did not say (not a host we can talk to)
    app: str
    players: int
    open_tables: int
    tables: int

    @property
    def compatible(self) -> bool:
        """Speaks our protocol version (the host refuses any other, protocol/version.py)."""
        return self.protocol == PROTOCOL_VERSION

    @property
    def target(self) -> Target:
        return Target(self.addresses[0], self.port)


def _address_rank(text: str) -> tuple[int, str]:
    address = ipaddress.ip_address(text.split("%")[0])
    if address.version == 4:
        return (0 if not address.is_link_local else 2, text)
    return (1 if not address.is_link_local else 3, text)


def _text(properties: Mapping[bytes, bytes | None], key: str) -> str:
    raw = properties.get(key.encode("ascii"))
    return raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else ""


def _count(properties: Mapping[bytes, bytes | None], key: str) -> int:
    text = _text(properties, key)
    return int(text) if text.isdigit() else 0


def heard_host(key: str, port: int | None, addresses: list[str],
               properties: Mapping[bytes, bytes | None]) -> HeardHost | None:
    """What an announcement says, or None when it gives no way to connect (no port or no
    usable address). A missing or garbled field reads as unknown, never as an error."""
    usable = []
    for text in addresses:
        try:
            address = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            continue
        if not (address.is_loopback or address.is_unspecified or address.is_multicast):
            usable.append(text)
    if not port or not usable:
        return None
    version = _text(properties, "v")
    instance = key[: -len(SERVICE_TYPE) - 1] if key.endswith("." + SERVICE_TYPE) else key
    return HeardHost(
        key=key,
        name=_text(properties, "name") or instance,
        addresses=tuple(sorted(dict.fromkeys(usable), key=_address_rank)),
        port=port,
        protocol=int(version) if version.isdigit() else None,
        app=_text(properties, "app"),
        players=_count(properties, "players"),
        open_tables=_count(properties, "open"),
        tables=_count(properties, "tables"),
    )


def sorted_hosts(hosts: list[HeardHost]) -> list[HeardHost]:
    """Hosts we can join first, then by name."""
    return sorted(hosts, key=lambda h: (not h.compatible, h.name, h.key))


def _open_zeroconf() -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)


class LanBrowser:
    """Browses ``_zashiki._tcp`` until ``stop``; ``on_change(hosts)`` gets every new list
    (called in a zeroconf thread)."""

    def __init__(self, on_change: Callable[[list[HeardHost]], None],
                 open_zeroconf: Callable[[], Any] = _open_zeroconf) -> None:
        self.on_change = on_change
        self.open_zeroconf = open_zeroconf
        self._hosts: dict[str, HeardHost] = {}
        self._lock = threading.Lock()
        self._zeroconf: Any = None
        self._browser: Any = None
        self._stopped = False

    def start(self) -> bool:
        """Start listening (in the background); False when ``ZASHIKI_NO_ANNOUNCE`` forbids it."""
        if lan_disabled():
            return False
        threading.Thread(target=self._open, name="zashiki-discovery", daemon=True).start()
        return True

    def _open(self) -> None:
        from zeroconf import ServiceBrowser

        try:
            zeroconf = self.open_zeroconf()
        except Exception as error:  # no usable interface: the list simply stays empty
            log.warning("LANのサーバーを探せません: %s", error)
            return
        with self._lock:
            if self._stopped:
                zeroconf.close()
                return
            self._zeroconf = zeroconf
            self._browser = ServiceBrowser(zeroconf, SERVICE_TYPE, handlers=[self._heard])

    def _heard(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        host = None
        if state_change is not ServiceStateChange.Removed:
            try:
                info = zeroconf.get_service_info(service_type, name, timeout=LOOKUP_MS)
                if info is not None:
                    host = heard_host(name, info.port, info.parsed_scoped_addresses(),
                                      info.properties)
            except Exception as error:  # one odd announcement must not stop the list
                log.warning("LANのサーバー %s を読めません: %s", name, error)
        with self._lock:
            if self._stopped:
                return
            if host is None:
                if self._hosts.pop(name, None) is None:
                    return
            elif self._hosts.get(name) == host:
                return
            else:
                self._hosts[name] = host
            hosts = sorted_hosts(list(self._hosts.values()))
        self.on_change(hosts)

    def hosts(self) -> list[HeardHost]:
        with self._lock:
            return sorted_hosts(list(self._hosts.values()))

    def stop(self) -> None:
        """Stop listening; closing the sockets happens in the background."""
        with self._lock:
            self._stopped = True
            zeroconf, browser = self._zeroconf, self._browser
            self._zeroconf = self._browser = None
        if zeroconf is None:
            return

        def close() -> None:
            browser.cancel()
            zeroconf.close()

        threading.Thread(target=close, name="zashiki-discovery-close", daemon=True).start()


class LanHosts(QObject):
    """The hosts heard on the LAN, for widgets: ``hosts_changed`` carries the whole list of
    ``HeardHost`` after every change (queued into the GUI thread)."""

    hosts_changed = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._browser: LanBrowser | None = None

    def start(self) -> bool:
        """Listen; False when listening is turned off (``ZASHIKI_NO_ANNOUNCE``)."""
        if self._browser is None:
            self._browser = LanBrowser(self.hosts_changed.emit)
            if not self._browser.start():
                self._browser = None
                return False
        return True

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.stop()
            self._browser = None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m client.net.discovery",
                                     description="LANで告知している座敷のサーバーを表示します")
    parser.add_argument("--seconds", type=float, default=0.0, help="この秒数で終わる（0: 止めるまで）")
    args = parser.parse_args(argv)

    def show(hosts: list[HeardHost]) -> None:
        print(json.dumps([asdict(h) for h in hosts], ensure_ascii=False), flush=True)

    browser = LanBrowser(show)
    if not browser.start():
        print(f"{ENV_OFF} が設定されているので、LANは探しません", file=sys.stderr)
        return 1
    show([])
    try:
        deadline = time.monotonic() + args.seconds if args.seconds > 0 else None
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.2)
    except KeyboardInterrupt:
        pass
    finally:
        browser.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
