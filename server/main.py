"""``zashiki-server``: the headless host."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from protocol.log_file import start_logging
from protocol.version import APP_VERSION, DEFAULT_PORT
from server.config import HallConfig, Limits
from server.language import host_renderer
from server.texts import SERVER


def default_data_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("zashiki", appauthor=False)) / "host"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line, its help in the system's language (server/language.py)."""
    say = host_renderer()

    def text(key: str, **params: object) -> str:
        return say(SERVER(f"help.{key}", **params))

    limits = Limits()
    parser = argparse.ArgumentParser(prog="zashiki-server", description=text("description"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=text("port", default=DEFAULT_PORT))
    parser.add_argument("--bind", default="0.0.0.0", help=text("bind"))
    parser.add_argument("--name", default="座敷", help=text("name"))
    parser.add_argument("--data-dir", type=Path, default=None, help=text("data_dir"))
    parser.add_argument("--grace", type=float, default=30.0, help=text("grace"))
    parser.add_argument("--cpu-delay", type=float, default=0.7, help=text("cpu_delay"))
    parser.add_argument("--cpu-budget", type=float, default=1.0, help=text("cpu_budget"))
    parser.add_argument("--cpu-workers", type=int, default=None, help=text("cpu_workers"))
    parser.add_argument("--no-announce", action="store_true", help=text("no_announce"))
    parser.add_argument("--max-players", type=int, default=limits.max_players,
                        help=text("max_players", default=limits.max_players))
    parser.add_argument("--idle-evict", type=float, default=limits.idle_evict,
                        help=text("idle_evict", default=f"{limits.idle_evict:.0f}"))
    parser.add_argument("--max-connections", type=int, default=limits.max_connections,
                        help=text("max_connections", default=limits.max_connections))
    parser.add_argument("--max-accepts-per-second", type=float, default=limits.accepts_per_second,
                        help=text("max_accepts", default=f"{limits.accepts_per_second:.0f}"))
    parser.add_argument("--max-sessions", type=int, default=limits.max_sessions,
                        help=text("max_sessions", default=limits.max_sessions))
    parser.add_argument("--max-per-address", type=int, default=limits.max_per_address,
                        help=text("max_per_address", default=limits.max_per_address))
    parser.add_argument("--max-tables", type=int, default=limits.max_tables,
                        help=text("max_tables", default=limits.max_tables))
    parser.add_argument("--max-tables-per-address", type=int, default=limits.max_tables_per_address,
                        help=text("max_tables_per_address", default=limits.max_tables_per_address))
    parser.add_argument("--max-new-names-per-address", type=int, default=limits.new_names_per_address,
                        help=text("new_names", default=limits.new_names_per_address))
    parser.add_argument("--board-keep", type=int, default=limits.board_keep,
                        help=text("board_keep", default=limits.board_keep))
    parser.add_argument("--session-ttl", type=float, default=limits.session_ttl, help=text("session_ttl"))
    parser.add_argument("--abandoned-close", type=float, default=limits.abandoned_close,
                        help=text("abandoned_close", default=f"{limits.abandoned_close:.0f}"))
    parser.add_argument("--flood-cooldown", type=float, default=limits.flood_cooldown,
                        help=text("flood_cooldown", default=f"{limits.flood_cooldown:.0f}"))
    parser.add_argument("--refused-silence", type=float, default=limits.refused_silence,
                        help=text("refused_silence", times=limits.refusals_before_silence,
                                  default=f"{limits.refused_silence:.0f}"))
    parser.add_argument("--log-level", default="INFO", help=text("log_level"))
    parser.add_argument("--log-file", type=Path, default=None, help=text("log_file"))
    parser.add_argument("--version", action="version", version=f"zashiki-server {APP_VERSION}",
                        help=text("version"))
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    say = host_renderer()
    start_logging("zashiki-server", args.log_file, args.log_level, render=say)
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
        log.error(SERVER("failed", cause=error.text, advice=SERVER(f"advice.{error.cause}")))
        return 2
    except Exception as error:
        log.exception(SERVER("start.other", detail=str(error)))
        return 2
    log.info(SERVER("opened", name=args.name, port=host.port_number, data=str(data_dir)))
    log.info(SERVER("tell_friends", host_name=config.host_name,
                    addresses=list(config.addresses) or SERVER("no_addresses")))
    if host.announcer is None:
        log.info(SERVER("not_announced"))
    print(f"LISTENING {host.port_number}", flush=True)
    reactor.addSystemEventTrigger("before", "shutdown", host.stop)
    reactor.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
