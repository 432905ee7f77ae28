"""Host load benchmark: hundreds of simulated players on loopback playing at full speed.

Starts a real ``zashiki-server`` (CPU pauses off) and fills it with clients, four to a daifugō
table, each playing a random legal action whenever its view offers one. It measures accepted
actions per second and the round trip from sending an action to the view that acknowledges it.

As a baseline, in the same run it measures a bare Twisted echo server speaking the same framing
(``Int32StringReceiver``, msgpack maps) with as many closed-loop clients as there are tables:
the cost of the network, framing and codec alone. The ratios tell how much the hall adds, and stay
meaningful on a shared, noisy machine where absolute times do not.

    .venv/bin/python bench/host_load.py [--clients 200] [--seconds 10]
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

from twisted.internet import defer, reactor, task
from twisted.internet.endpoints import TCP4ClientEndpoint, connectProtocol

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from protocol.messages import HOST_MESSAGES  # noqa: E402
from protocol.version import APP_VERSION, PROTOCOL_VERSION  # noqa: E402
from protocol.wire import MessageProtocol  # noqa: E402

ECHO_SERVER = textwrap.dedent(
    """
    import sys
    from twisted.internet import reactor, protocol
    from twisted.protocols.basic import Int32StringReceiver

    class Echo(Int32StringReceiver):
        MAX_LENGTH = 1 << 20
        def stringReceived(self, data):
            self.sendString(data)

    factory = protocol.Factory.forProtocol(Echo)
    port = reactor.listenTCP(0, factory, interface="127.0.0.1")
    print("LISTENING", port.getHost().port, flush=True)
    reactor.run()
    """
)


def spawn(args: list[str]) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("LISTENING "):
            return proc, int(line.split()[1])
    raise RuntimeError(f"could not start {args}")


class Stats:
    def __init__(self) -> None:
        self.rtts: list[float] = []
        self.count = 0
        self.measuring = False

    def record(self, rtt: float) -> None:
        if self.measuring:
            self.count += 1
            self.rtts.append(rtt)

    def summary(self, seconds: float) -> dict[str, float]:
        rtts = sorted(self.rtts) or [0.0]
        return {"rate": self.count / seconds, "p50": rtts[len(rtts) // 2] * 1000,
                "p99": rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))] * 1000}


# -- the hall ------------------------------------------------------------------------------------


class Player(MessageProtocol):
    incoming = HOST_MESSAGES

    def __init__(self, name: str, stats: Stats, rng: random.Random) -> None:
        super().__init__(reactor)
        self.name = name
        self.stats = stats
        self.rng = rng
        self.welcomed: defer.Deferred[None] = defer.Deferred()
        self.table: dict[str, Any] | None = None
        self.table_seen: defer.Deferred[None] | None = None
        self.view: dict[str, Any] | None = None
        self.pending: int | None = None
        self.sent_at = 0.0
        self.ref = 0

    def connectionMade(self) -> None:
        super().connectionMade()
        self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": self.name})

    def on_welcome(self, message: dict[str, Any]) -> None:
        self.welcomed.callback(None)

    def on_table(self, message: dict[str, Any]) -> None:
        self.table = message["table"]
        if self.table_seen is not None and self.table is not None:
            seen, self.table_seen = self.table_seen, None
            seen.callback(None)
        self.maybe_act()

    def on_view(self, message: dict[str, Any]) -> None:
        self.view = message["view"]
        if self.pending is not None and message.get("ack") == self.pending:
            self.stats.record(time.perf_counter() - self.sent_at)
            self.pending = None
        self.maybe_act()

    def on_error(self, message: dict[str, Any]) -> None:
        if message.get("ref") == self.pending:
            self.pending = None
        self.maybe_act()

    def on_lobby(self, message: dict[str, Any]) -> None:
        pass

    on_board = on_chat = on_stamp = on_rules = on_lobby

    def maybe_act(self) -> None:
        if self.pending is None and self.view and self.view["legal"] and self.table \
                and self.table["status"] == "playing":
            self.ref += 1
            self.pending = self.ref
            self.sent_at = time.perf_counter()
            self.send({"type": "act", "action": self.rng.choice(self.view["legal"]), "ref": self.ref})
        elif self.table and self.table["status"] == "finished" and not self.table["seats"][self.table["you"]]["ready"]:
            self.send({"type": "ready", "ready": True})


async def run_hall(port: int, clients: int, seconds: float) -> dict[str, float]:
    stats = Stats()
    rng = random.Random(1)
    players: list[Player] = []
    for i in range(clients):
        player = Player(f"p{i}", stats, random.Random(rng.random()))
        await connectProtocol(TCP4ClientEndpoint(reactor, "127.0.0.1", port), player)
        await player.welcomed
        players.append(player)
    for group in range(0, clients - clients % 4, 4):
        owner, *others = players[group:group + 4]
        owner.table_seen = defer.Deferred()
        owner.send({"type": "create_table", "game": "daifugo", "seats": 4, "settings": {"hands": 30}})
        await owner.table_seen
        for other in others:
            other.table_seen = defer.Deferred()
            other.send({"type": "sit", "table": owner.table["id"]})
            await other.table_seen
        for player in players[group:group + 4]:
            player.send({"type": "ready", "ready": True})
    await task.deferLater(reactor, 2.0, lambda: None)  # warm up
    stats.measuring = True
    await task.deferLater(reactor, seconds, lambda: None)
    stats.measuring = False
    for player in players:
        player.close()
    return stats.summary(seconds)


# -- the echo baseline ---------------------------------------------------------------------------


class EchoClient(MessageProtocol):

    def __init__(self, stats: Stats, payload: dict[str, Any]) -> None:
        super().__init__(reactor)
        self.stats = stats
        self.payload = payload
        self.sent_at = 0.0

    def connectionMade(self) -> None:
        # no pings: a bare echo server would echo them back
        self.fire()

    def connectionLost(self, reason: Any = None) -> None:
        pass

    def stringReceived(self, data: bytes) -> None:
        from protocol.codec import decode

        decode(data)
        self.stats.record(time.perf_counter() - self.sent_at)
        self.fire()

    def fire(self) -> None:
        self.sent_at = time.perf_counter()
        self.send(self.payload)


async def run_echo(port: int, clients: int, seconds: float) -> dict[str, float]:
    stats = Stats()
    payload = {"type": "act", "action": {"type": "play", "cards": ["S3#0", "H3#0"]}, "ref": 1}
    echo_clients = []
    for _ in range(clients):
        client = EchoClient(stats, payload)
        await connectProtocol(TCP4ClientEndpoint(reactor, "127.0.0.1", port), client)
        echo_clients.append(client)
    await task.deferLater(reactor, 1.0, lambda: None)
    stats.measuring = True
    await task.deferLater(reactor, seconds, lambda: None)
    stats.measuring = False
    for client in echo_clients:
        client.transport.loseConnection()
    return stats.summary(seconds)


async def main(args: argparse.Namespace) -> None:
    tables = args.clients // 4
    with tempfile.TemporaryDirectory() as data:
        hall_proc, hall_port = spawn([sys.executable, "-m", "server.main", "--bind", "127.0.0.1", "--port",
                                      "0", "--data-dir", data, "--cpu-delay", "0", "--log-level", "ERROR",
                                      "--max-players", str(args.clients + 10)])
        echo_proc, echo_port = spawn([sys.executable, "-c", ECHO_SERVER])
        try:
            echo = await run_echo(echo_port, tables, args.seconds)
            hall = await run_hall(hall_port, args.clients, args.seconds)
        finally:
            hall_proc.terminate()
            echo_proc.terminate()
    print(f"clients: {args.clients} ({tables} daifugō tables of 4); echo baseline: {tables} closed-loop clients")
    print(f"{'':24}{'actions/s':>12}{'p50 ms':>10}{'p99 ms':>10}")
    print(f"{'hall (zashiki-server)':24}{hall['rate']:12.0f}{hall['p50']:10.2f}{hall['p99']:10.2f}")
    print(f"{'echo (same framing)':24}{echo['rate']:12.0f}{echo['p50']:10.2f}{echo['p99']:10.2f}")
    print(f"ratio hall/echo: throughput {hall['rate'] / max(echo['rate'], 1e-9):.3f}, "
          f"p50 {hall['p50'] / max(echo['p50'], 1e-9):.2f}x, p99 {hall['p99'] / max(echo['p99'], 1e-9):.2f}x")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    options = parser.parse_args()
    task.react(lambda _reactor: defer.ensureDeferred(main(options)))
