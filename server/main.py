"""``zashiki-server``: the headless host."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from protocol.version import APP_VERSION, DEFAULT_PORT
from server.hall import HallConfig


def default_data_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("zashiki", appauthor=False)) / "host"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="zashiki-server", description="座敷 Zashiki の対局サーバー（画面なし）")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"待ち受けるポート（既定 {DEFAULT_PORT}）")
    parser.add_argument("--bind", default="0.0.0.0", help="待ち受けるアドレス（既定 0.0.0.0、IPv6 は ::）")
    parser.add_argument("--name", default="座敷", help="サーバーの名前（待合室に表示）")
    parser.add_argument("--data-dir", type=Path, default=None, help="卓と対局記録を保存するフォルダ")
    parser.add_argument("--grace", type=float, default=30.0, help="切断した人の席をCPUが代わりに打つまでの秒数")
    parser.add_argument("--cpu-delay", type=float, default=0.7, help="CPUが手を出すまでの間（秒）")
    parser.add_argument("--cpu-budget", type=float, default=1.0, help="CPUの思考時間の上限（秒）。強さごとの思考時間がこれより長いときだけ効く")
    parser.add_argument("--cpu-workers", type=int, default=None,
                        help="CPUが考えるための作業プロセスの数（既定: CPUコア数、0: サーバーの中で考える）")
    parser.add_argument("--max-players", type=int, default=200, help="同時に接続できる人数")
    parser.add_argument("--log-level", default="INFO")
    parser.add_argument("--version", action="version", version=f"zashiki-server {APP_VERSION}")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("zashiki-server")
    from twisted.internet import reactor

    from server.host import listen

    config = HallConfig(name=args.name, grace=args.grace, cpu_delay=args.cpu_delay,
                        cpu_budget=args.cpu_budget, max_players=args.max_players,
                        cpu_workers=args.cpu_workers)
    data_dir = args.data_dir or default_data_dir()
    try:
        host = listen(reactor, data_dir, bind=args.bind, port=args.port, config=config)
    except Exception as error:  # CannotListenError and friends: say what to do
        log.error("ポート %s で待ち受けできません: %s（別のポートを --port で指定してください）", args.port, error)
        return 2
    log.info("座敷「%s」を開きました: ポート %d、データ %s", args.name, host.port_number, data_dir)
    log.info("友だちにはこのどれかを伝えてください: ホスト名 %s / アドレス %s",
             config.host_name, "、".join(config.addresses) or "（見つかりません）")
    print(f"LISTENING {host.port_number}", flush=True)
    reactor.addSystemEventTrigger("before", "shutdown", host.stop)
    reactor.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
