"""The bare baseline for bench/host_load.py: a Twisted echo server of the host's framing and codec.

Each frame (``Int32StringReceiver``, as protocol/wire.py) is decoded with the host's own strict
msgpack codec (protocol/codec.py) and the message encoded and sent back: the cost of the
network, the framing and the codec alone, with no hall behind it. Prints ``LISTENING <port>``.

    .venv/bin/python bench/echo_server.py [--port 0]
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


class Echo(Int32StringReceiver):
    MAX_LENGTH = MAX_FRAME

    def stringReceived(self, data: bytes) -> None:
        self.sendString(encode(decode(data)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    port = reactor.listenTCP(args.port, protocol.Factory.forProtocol(Echo), interface="127.0.0.1")
    print("LISTENING", port.getHost().port, flush=True)
    reactor.run()


if __name__ == "__main__":
    main()
