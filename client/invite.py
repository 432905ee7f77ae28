"""Addresses and invite links: ``zashiki://host:port/CODE``.

What a player types into the connect box may be a bare host name, an IPv4 address, an IPv6
address (bare or in brackets), any of these with ``:port``, or a whole invite link. Everything
here is pure string handling (no name lookups), so it is fast and testable.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from protocol.messages import CODE_LEN
from protocol.version import DEFAULT_PORT

SCHEME = "zashiki"


class InviteError(ValueError):
    """Text that is neither an address nor an invite link; ``message`` is Japanese."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Target:
    """Where to connect, and (from an invite link) which table to join there."""

    host: str
    port: int = DEFAULT_PORT
    code: str | None = None

    @property
    def address(self) -> str:
        """``host:port`` as a person would type it (IPv6 in brackets)."""
        return format_address(self.host, self.port)


def is_ipv6(host: str) -> bool:
    try:
        return isinstance(ipaddress.ip_address(host.split("%", 1)[0]), ipaddress.IPv6Address)
    except ValueError:
        return False


def format_address(host: str, port: int) -> str:
    return f"[{host}]:{port}" if is_ipv6(host) else f"{host}:{port}"


def format_invite(host: str, port: int, code: str) -> str:
    """``zashiki://host:port/CODE``; an IPv6 host goes in brackets."""
    return f"{SCHEME}://{format_address(host, port)}/{code}"


def _port(text: str) -> int:
    if not text.isdigit():
        raise InviteError(
            QCoreApplication.translate(
                "Invite", "ポート番号は数字で入力してください（例: 47300）。"
            )
        )
    port = int(text)
    if not 1 <= port <= 65535:
        raise InviteError(
            QCoreApplication.translate(
                "Invite", "ポート番号は 1 から 65535 の範囲で入力してください。"
            )
        )
    return port


def _check_host(host: str) -> str:
    if not host:
        raise InviteError(
            QCoreApplication.translate(
                "Invite", "接続先を入力してください（IPアドレスまたはホスト名）。"
            )
        )
    if is_ipv6(host):
        return host
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
    if any(ch not in allowed for ch in host):
        raise InviteError(
            QCoreApplication.translate(
                "Invite",
                "接続先に使えない文字があります。IPアドレスかホスト名を半角で入力してください"
                "（例: 192.168.1.10 や myhost.local）。",
            )
        )
    return host


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """Parse ``host``, ``host:port``, ``[v6]``, ``[v6]:port`` or a bare ``v6`` address."""
    text = text.strip()
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise InviteError(
                QCoreApplication.translate(
                    "Invite", "IPv6 アドレスの ] が閉じていません（例: [fe80::1]:47300）。"
                )
            )
        host, rest = text[1:end], text[end + 1 :]
        if not is_ipv6(host):
            raise InviteError(
                QCoreApplication.translate(
                    "Invite", "[ ] の中は IPv6 アドレスにしてください（例: [fe80::1]:47300）。"
                )
            )
        if not rest:
            return host, default_port
        if not rest.startswith(":"):
            raise InviteError(
                QCoreApplication.translate(
                    "Invite",
                    "IPv6 アドレスのあとは :ポート番号 にしてください（例: [fe80::1]:47300）。",
                )
            )
        return host, _port(rest[1:])
    if text.count(":") >= 2:  # a bare IPv6 address: the whole text is the host
        if not is_ipv6(text):
            raise InviteError(
                QCoreApplication.translate(
                    "Invite",
                    "IPv6 アドレスとして読めません。ポート番号を付けるときは [ ] で囲んでください。",
                )
            )
        return text, default_port
    if ":" in text:
        host, port = text.split(":", 1)
        return _check_host(host), _port(port)
    return _check_host(text), default_port


def parse_invite(text: str) -> Target:
    """Parse ``zashiki://host[:port]/CODE`` (the code is optional)."""
    text = text.strip()
    prefix = f"{SCHEME}://"
    if not text.lower().startswith(prefix):
        raise InviteError(
            QCoreApplication.translate("Invite", "招待リンクは zashiki:// で始まります。")
        )
    rest = text[len(prefix) :]
    address, _, path = rest.partition("/")
    host, port = parse_address(address)
    code = path.strip("/").upper() or None
    if code is not None and (len(code) != CODE_LEN or not code.isalnum()):
        raise InviteError(
            QCoreApplication.translate(
                "Invite",
                "部屋コードは %n 文字の英数字です。招待リンクを確かめてください。",
                None,
                CODE_LEN,
            )
        )
    return Target(host, port, code)


def parse_target(text: str, default_port: int = DEFAULT_PORT) -> Target:
    """What the connect box accepts: an invite link or an address."""
    if text.strip().lower().startswith(f"{SCHEME}:"):
        return parse_invite(text)
    host, port = parse_address(text, default_port)
    return Target(host, port)


def parse_room(text: str) -> tuple[str, Target | None]:
    """What the lobby's "join by code" box accepts: a 4-character room code, or an invite link.
    Returns the code and, for a link, the whole target."""
    text = text.strip()
    if text.lower().startswith(f"{SCHEME}:"):
        target = parse_invite(text)
        if target.code is None:
            raise InviteError(
                QCoreApplication.translate("Invite", "招待リンクに部屋コードがありません。")
            )
        return target.code, target
    code = text.upper()
    if len(code) != CODE_LEN or not code.isalnum():
        raise InviteError(
            QCoreApplication.translate(
                "Invite", "部屋コードは %n 文字の英数字です（例: AB12）。", None, CODE_LEN
            )
        )
    return code, None
