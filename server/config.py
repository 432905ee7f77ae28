"""What a host is told when it starts: who it is (``HallConfig``) and the limits it keeps
whatever its clients do (``Limits``; docs/ARCHITECTURE.md, "Limits"). Each is a
``zashiki-server`` option."""

from __future__ import annotations

from dataclasses import dataclass, field

from server.fair_port import ACCEPTS_PER_SECOND


@dataclass
class Limits:
    """The limits a host keeps whatever its clients do."""

    max_players: int = 200  # connected sessions at most (a newcomer may take an idle one's place)
    max_per_address: int = 16  # connections from one address, greeted or not
    max_tables: int = 300  # tables open in all
    max_tables_per_address: int = 8  # tables opened from one address and still open
    new_names_per_address: int = 20  # new names one address may open at once (then one per 5 s)
    board_keep: int = 1000  # message-board posts kept in the database
    session_ttl: float = 24 * 3600.0  # a session with no seat, unseen this long, is forgotten
    abandoned_close: float = 900.0  # a game in play nobody is at (no one connected, no spectator)
    # closes after this; a table not in play after a minute (or the grace period, if longer)
    flood_cooldown: float = 10.0  # seconds a session and its address wait after a flood close
    # An address told to wait (cooling_down) that keeps connecting faster than once a second
    # (past refusals_before_silence) is closed as it connects, without a word, for this many
    # seconds: it was told, and a refusal read and answered cost the host ~100 µs each (0 = never).
    refused_silence: float = 10.0
    refusals_before_silence: int = 20
    max_sessions: int = 1000  # sessions kept; the longest unseen without a seat go first
    # A full host still lets a newcomer in: past max_players a newcomer takes the place of the
    # longest-idle session in the waiting room (idle this long: no message but ping/pong;
    # 0 = never); past max_tables a new table first closes the longest-waiting one nobody is at
    # that is not in play; past max_connections the oldest connection that has not said hello goes.
    idle_evict: float = 120.0
    max_connections: int = 2000  # connections in all, greeted or not
    accepts_per_second: float = ACCEPTS_PER_SECOND  # connections accepted a second at most (0: no limit)


@dataclass
class HallConfig:
    name: str = "座敷"
    port: int = 0
    grace: float = 30.0  # seconds a dropped player's seat waits before a CPU plays it
    cpu_delay: float = 0.7  # seconds a CPU seat waits before acting, so people can follow
    cpu_budget: float = 1.0  # the most thinking time a CPU seat gets (each level has its own, less)
    cpu_workers: int | None = None  # worker processes CPU seats think in (None: one per core; 0: inline)
    # The waiting-room list goes out at once after a quiet spell, and then at most once every
    # this many seconds while changes keep coming: a crowd of arrivals (or a machine opening names
    # without end) costs one rebuild of the list per interval, not one per arrival.
    lobby_every: float = 0.1
    single_user: bool = False  # the offline host (127.0.0.1 only): a returning name resumes its session
    addresses: list[str] = field(default_factory=list)
    host_name: str = ""
    limits: Limits = field(default_factory=Limits)

    def invite_host(self) -> str:
        """The host part of an invite link: an address works on any home network; a bare host
        name often does not resolve there."""
        host = self.addresses[0] if self.addresses else (self.host_name or "127.0.0.1")
        return f"[{host}]" if ":" in host else host
