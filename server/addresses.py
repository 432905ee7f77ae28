"""The addresses friends can type to reach this host (the seed's 「検出されたＩＰアドレス」).

Read from the machine's own interface table; nothing is sent on the network to find them.
"""

from __future__ import annotations

import ipaddress
import socket
import sys


def _linux_ipv4() -> list[str]:
    import fcntl
    import struct

    found = []
    siocgifaddr = 0x8915
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(probe.fileno(), siocgifaddr, struct.pack("256s", name[:15].encode()))
            except OSError:
                continue
            found.append(socket.inet_ntoa(packed[20:24]))
    return found


def _linux_ipv6() -> list[str]:
    found = []
    try:
        with open("/proc/net/if_inet6", encoding="ascii") as table:
            for line in table:
                raw = line.split()[0]
                found.append(str(ipaddress.IPv6Address(bytes.fromhex(raw))))
    except OSError:
        pass
    return found


def _resolved() -> list[str]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, proto=socket.IPPROTO_TCP)
    except OSError:
        return []
    return [info[4][0] for info in infos]


def is_reachable_address(text: str) -> bool:
    """True for an address another machine could use: not loopback, not link-local, not unspecified."""
    try:
        address = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        return False
    return not (address.is_loopback or address.is_link_local or address.is_unspecified)


def local_addresses() -> list[str]:
    """Every non-loopback address of this machine's interfaces, IPv4 first."""
    candidates = _linux_ipv4() + _linux_ipv6() if sys.platform.startswith("linux") else []
    candidates += _resolved()
    unique = list(dict.fromkeys(a for a in candidates if is_reachable_address(a)))
    return sorted(unique, key=lambda a: (":" in a, a))


def host_name() -> str:
    return socket.gethostname()
