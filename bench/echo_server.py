"""The bare baseline for bench/host_load.py: a Twisted echo server of the host's framing and codec.

Each frame (``Int32StringReceiver``, as protocol/wire.py) is decoded with the host's own strict
msgpack codec (protocol/codec.py) and the message encoded and sent back: the cost of the
network, the framing and the codec alone, with no hall behind it. Prints ``LISTENING <port>``.

With ``--table``, a bare table instead: connections sit at tables of ``--seats`` (a first
``{"type": "sit", "table": <key>, "seat": <n>}``), and each ``act`` from the seat whose turn it is
is answered, as the host answers a step, with a view-sized message (``--view-bytes``, a daifugō
view's median size) to every seat, each its own encoding, written at once as the host writes
(server/eager_write.py); the turn passes to the next seat. The floor under a host's step: one
frame in and a view out to each seat, with no rules, no store and no views worked out.

    .venv/bin/python bench/echo_server.py [--port 0] [--table [--seats 4] [--view-bytes 2272]]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from twisted.internet import protocol, reactor
from twisted.protocols.basic import Int32StringReceiver

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from protocol.codec import MAX_FRAME, decode, encode  # noqa: E402
from server.eager_write import write_now  # noqa: E402

VIEW_BYTES = 2272  # a daifugō view at the median (bench/RESULTS.md, session 12)


class Echo(Int32StringReceiver):
    MAX_LENGTH = MAX_FRAME

    def stringReceived(self, data: bytes) -> None:
        self.sendString(encode(decode(data)))


class BareTable:
    """The seats of one table and whose turn it is."""

    def __init__(self, seats: int) -> None:
        self.seats: list[TableEcho | None] = [None] * seats
        self.turn = 0

    def tell_everyone(self, padding: bytes) -> None:
        for seat, conn in enumerate(self.seats):
            if conn is not None:
                body = encode({"type": "view", "seat": seat, "turn": self.turn, "pad": padding})
                write_now(conn.transport, len(body).to_bytes(4, "big") + body)


class TableEcho(Int32StringReceiver):
    MAX_LENGTH = MAX_FRAME

    def __init__(self, factory: TableFactory) -> None:
        self.factory = factory
        self.table: BareTable | None = None
        self.seat = -1

    def connectionMade(self) -> None:  # noqa: N802 (Twisted's name)
        self.transport.setTcpNoDelay(True)  # as the host's connections (protocol/wire.py)

    def stringReceived(self, data: bytes) -> None:
        message = decode(data)
        if message.get("type") == "sit":
            self.table = self.factory.tables.setdefault(message["table"], BareTable(self.factory.seat_count))
            self.seat = message["seat"]
            self.table.seats[self.seat] = self
            if all(self.table.seats):
                self.table.tell_everyone(self.factory.padding)
        elif self.table is not None and self.seat == self.table.turn:
            self.table.turn = (self.table.turn + 1) % len(self.table.seats)
            self.table.tell_everyone(self.factory.padding)


class TableFactory(protocol.Factory):
    def __init__(self, seats: int, view_bytes: int) -> None:
        self.seat_count = seats
        self.tables: dict[str, BareTable] = {}
        # The view's other fields take ~30 bytes; the rest is padding.
        self.padding = b"v" * max(0, view_bytes - 30)

    def buildProtocol(self, addr: object) -> TableEcho:  # noqa: N802 (Twisted's name)
        return TableEcho(self)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--table", action="store_true", help="a bare table: one act in, a view to every seat")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--view-bytes", type=int, default=VIEW_BYTES)
    args = parser.parse_args()
    factory = TableFactory(args.seats, args.view_bytes) if args.table else protocol.Factory.forProtocol(Echo)
    port = reactor.listenTCP(args.port, factory, interface="127.0.0.1")
    print("LISTENING", port.getHost().port, flush=True)
    reactor.run()


if __name__ == "__main__":
    main()
