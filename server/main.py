"""``zashiki-server``: the headless host."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from protocol.log_file import start_logging
from protocol.version import APP_VERSION, DEFAULT_PORT
from server.config import HallConfig, Limits


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
    parser.add_argument("--no-announce", action="store_true",  # issue 14
                        help="同じネットワークの人の接続画面にこのサーバーを知らせない（mDNS の告知を切る）")
    defaults = HallConfig()
    parser.add_argument("--max-players", type=int, default=defaults.limits.max_players,
                        help=f"同時に接続できる人数（既定 {defaults.limits.max_players}）。満員のときは、待合室で"
                        "いちばん長く何もしていない人が新しく来た人に場所を譲る（--idle-evict）")
    parser.add_argument("--idle-evict", type=float, default=defaults.limits.idle_evict,
                        help="満員のとき、待合室でこの秒数なにもしていない人は新しく来た人に場所を譲る"
                        f"（既定 {defaults.limits.idle_evict:.0f}、0: 譲らない）。卓に座っている人・対局を観戦中の人は対象外")
    parser.add_argument("--max-connections", type=int, default=defaults.limits.max_connections,
                        help=f"接続の数の上限（あいさつ前を含む、既定 {defaults.limits.max_connections}）。"
                        "超えると、あいさつのまだないいちばん古い接続を閉じる")
    parser.add_argument("--max-accepts-per-second", type=float, default=defaults.limits.accepts_per_second,
                        help=f"1秒に受け付ける接続の数の上限（既定 {defaults.limits.accepts_per_second:.0f}、0 で上限なし）。"
                        "超えた接続は少し待ってから受け付ける")
    parser.add_argument("--max-sessions", type=int, default=defaults.limits.max_sessions,
                        help=f"覚えておく人の数（既定 {defaults.limits.max_sessions}）。超えると席のない人から忘れる")
    parser.add_argument("--max-per-address", type=int, default=defaults.limits.max_per_address,
                        help=f"1つのアドレスからの接続の上限（既定 {defaults.limits.max_per_address}）")
    parser.add_argument("--max-tables", type=int, default=defaults.limits.max_tables,
                        help=f"卓の数の上限（既定 {defaults.limits.max_tables}）")
    parser.add_argument("--max-tables-per-address", type=int, default=defaults.limits.max_tables_per_address,
                        help=f"1つのアドレスから作れる卓の数（既定 {defaults.limits.max_tables_per_address}）")
    parser.add_argument("--max-new-names-per-address", type=int, default=defaults.limits.new_names_per_address,
                        help=f"1つのアドレスから続けて入れる新しい名前の数（既定 {defaults.limits.new_names_per_address}、"
                        "その後は5秒に1つ）")
    parser.add_argument("--board-keep", type=int, default=defaults.limits.board_keep,
                        help=f"伝言板に残す書き込みの数（既定 {defaults.limits.board_keep}）")
    parser.add_argument("--session-ttl", type=float, default=defaults.limits.session_ttl,
                        help="席のない人の記録を忘れるまでの秒数（既定 1日）")
    parser.add_argument("--abandoned-close", type=float, default=defaults.limits.abandoned_close,
                        help=f"だれもいない卓を閉じるまでの秒数（既定 {defaults.limits.abandoned_close:.0f}）")
    parser.add_argument("--flood-cooldown", type=float, default=defaults.limits.flood_cooldown,
                        help=f"送りすぎで切断した人が入り直せるまでの秒数（既定 {defaults.limits.flood_cooldown:.0f}）")
    parser.add_argument("--refused-silence", type=float, default=defaults.limits.refused_silence,
                        help=f"待つように言われても1秒に1回より速く{defaults.limits.refusals_before_silence}回続けて"
                        f"接続してきたアドレスを、接続したとたんに黙って閉じる秒数（既定 {defaults.limits.refused_silence:.0f}、0 でしない）")
    parser.add_argument("--log-level", default="INFO")
    parser.add_argument("--log-file", type=Path, default=None,
                        help="ログを書くファイル（既定: ユーザーのログフォルダの zashiki-server.log。"
                        "起動のたびに新しいファイルにし、前の3つを .1〜.3 として残す）")
    parser.add_argument("--version", action="version", version=f"zashiki-server {APP_VERSION}")
    return parser.parse_args(argv)


# What to do about each cause of a failed start (server/host.py's START_FAILURES), in this
# command's terms.
START_ADVICE = {
    "port_in_use": "別のポートを --port で指定してください。",
    "port_forbidden": "1024 以上のポートを --port で指定してください。",
    "address_unknown": "このコンピューターのアドレスを --bind で指定してください（すべてなら 0.0.0.0）。",
    "missing_file": "座敷を入れ直してください。",
    "data_read_only": "書き込めるフォルダを --data-dir で指定してください。",
    "data_damaged": "そのファイルを別の場所へ移すと、新しいデータで始められます。",
}


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    start_logging("zashiki-server", args.log_file, args.log_level)
    log = logging.getLogger("zashiki-server")
    from twisted.internet import reactor

    from server.host import HostStartError, listen

    limits = Limits(max_players=args.max_players, max_per_address=args.max_per_address,
                    max_tables=args.max_tables, max_tables_per_address=args.max_tables_per_address,
                    new_names_per_address=args.max_new_names_per_address,
                    board_keep=args.board_keep, session_ttl=args.session_ttl,
                    abandoned_close=args.abandoned_close, flood_cooldown=args.flood_cooldown,
                    refused_silence=args.refused_silence, accepts_per_second=args.max_accepts_per_second,
                    idle_evict=args.idle_evict, max_connections=args.max_connections,
                    max_sessions=args.max_sessions)
    config = HallConfig(name=args.name, grace=args.grace, cpu_delay=args.cpu_delay,
                        cpu_budget=args.cpu_budget, cpu_workers=args.cpu_workers, limits=limits)
    data_dir = args.data_dir or default_data_dir()
    try:
        host = listen(reactor, data_dir, bind=args.bind, port=args.port, config=config,
                      announce=not args.no_announce)
    except HostStartError as error:  # the cause, and what to do about it
        log.error("%s%s", error, START_ADVICE.get(error.cause, ""))
        return 2
    except Exception:
        log.exception("サーバーを始められませんでした")
        return 2
    log.info("座敷「%s」を開きました: ポート %d、データ %s", args.name, host.port_number, data_dir)
    log.info("友だちにはこのどれかを伝えてください: ホスト名 %s / アドレス %s",
             config.host_name, "、".join(config.addresses) or "（見つかりません）")
    if host.announcer is None:  # issue 14
        log.info("LANへの告知はしていません（--no-announce、127.0.0.1、または ZASHIKI_NO_ANNOUNCE）")
    print(f"LISTENING {host.port_number}", flush=True)
    reactor.addSystemEventTrigger("before", "shutdown", host.stop)
    reactor.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
