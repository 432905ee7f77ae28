"""Addresses and invite links as people type them."""

from __future__ import annotations

import pytest

from client.invite import (
    InviteError,
    Target,
    format_address,
    format_invite,
    parse_address,
    parse_invite,
    parse_room,
    parse_target,
)
from protocol.version import DEFAULT_PORT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.1.10", ("192.168.1.10", DEFAULT_PORT)),
        ("  192.168.1.10:5000 ", ("192.168.1.10", 5000)),
        ("myhost.local", ("myhost.local", DEFAULT_PORT)),
        ("ppp111.hogehoge.ne.jp:47301", ("ppp111.hogehoge.ne.jp", 47301)),
        ("fe80::1", ("fe80::1", DEFAULT_PORT)),
        ("::1", ("::1", DEFAULT_PORT)),
        ("[fe80::1]", ("fe80::1", DEFAULT_PORT)),
        ("[2001:db8::5]:6000", ("2001:db8::5", 6000)),
    ],
)
def test_parse_address(text: str, expected: tuple[str, int]) -> None:
    assert parse_address(text) == expected


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "接続先を入力"),
        ("host:abc", "数字"),
        ("host:0", "65535"),
        ("host:70000", "65535"),
        ("[fe80::1", "]"),
        ("[fe80::1]5000", ":ポート番号"),
        ("[example.com]:5000", "IPv6"),
        ("fe80::zz", "IPv6"),
        ("ホスト", "使えない文字"),
        ("１９２.168.1.1", "使えない文字"),  # full-width digits: the seed asks for 半角
    ],
)
def test_bad_addresses_say_what_to_do(text: str, why: str) -> None:
    with pytest.raises(InviteError) as caught:
        parse_address(text)
    assert why in caught.value.message


def test_default_port_can_be_given() -> None:
    assert parse_address("10.0.0.2", 5555) == ("10.0.0.2", 5555)
    assert parse_target("10.0.0.2", 5555) == Target("10.0.0.2", 5555, None)


def test_invite_round_trip_ipv4_and_ipv6() -> None:
    link = format_invite("192.168.1.10", 47300, "AB2C")
    assert link == "zashiki://192.168.1.10:47300/AB2C"
    assert parse_invite(link) == Target("192.168.1.10", 47300, "AB2C")
    link6 = format_invite("fe80::1", 47300, "XY34")
    assert link6 == "zashiki://[fe80::1]:47300/XY34"
    assert parse_invite(link6) == Target("fe80::1", 47300, "XY34")
    assert parse_target(link6).code == "XY34"


def test_invite_details() -> None:
    assert parse_invite("ZASHIKI://host/ab2c") == Target("host", DEFAULT_PORT, "AB2C")
    assert parse_invite("zashiki://host:5000") == Target("host", 5000, None)
    with pytest.raises(InviteError, match="4 文字"):
        parse_invite("zashiki://host:5000/ABCDE")
    with pytest.raises(InviteError, match="zashiki://"):
        parse_invite("http://host/ABCD")


def test_room_code_or_link() -> None:
    assert parse_room(" ab2c ") == ("AB2C", None)
    code, target = parse_room("zashiki://[::1]:5000/QR56")
    assert code == "QR56" and target == Target("::1", 5000, "QR56")
    for bad in ("ABC", "AB-C", "zashiki://host:5000"):
        with pytest.raises(InviteError):
            parse_room(bad)


def test_format_address() -> None:
    assert format_address("::1", 1) == "[::1]:1"
    assert format_address("example.com", 2) == "example.com:2"
    assert Target("fe80::1%eth0", 3).address == "[fe80::1%eth0]:3"
