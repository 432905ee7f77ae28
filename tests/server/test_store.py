"""The store (server/store.py): SQLite in WAL mode with synchronous=NORMAL, a step committed when
``record_step`` returns (so a process killed with SIGKILL right after loses none), the action log
after the last snapshot, and a data folder written by an earlier version still read."""

from __future__ import annotations

import itertools
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from server.store import Store

ROOT = Path(__file__).resolve().parents[2]


def test_a_file_store_runs_in_wal_mode_with_normal_sync(tmp_path):
    store = Store(tmp_path / "host.sqlite3")
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    store.close()


def test_with_background_checkpoints_commits_never_checkpoint_and_another_thread_does(tmp_path):
    """The host's store: the log grows past SQLite's automatic checkpoint (1,000 pages) without
    one, and ``checkpoint`` from another thread copies all of it while the store stays usable;
    after a close and reopen every row is there."""
    store = Store(tmp_path / "host.sqlite3", background_checkpoints=True)
    for i in range(1500):
        store.save_session(f"tok{i}", f"名前{i}")
    wal = tmp_path / "host.sqlite3-wal"
    assert wal.stat().st_size > 1000 * 4096, "no checkpoint ran in a commit"
    done: list[tuple[int, int]] = []
    worker = threading.Thread(target=lambda: done.append(store.checkpoint()))
    worker.start()
    store.save_session("tok-during", "その間")
    worker.join(10)
    (logged, copied), = done
    assert logged > 1000 and copied == logged
    store.close()
    again = Store(tmp_path / "host.sqlite3")
    assert len(again.sessions()) == 1501
    again.close()


def test_the_log_starts_over_while_writes_never_pause(tmp_path):
    """Steps committed back to back while another thread checkpoints without a break: a
    ``PASSIVE`` checkpoint alone never finds the whole log copied at a write, so the log never
    starts over (16,000 steps leave it a file that only grows, to 23-76 MiB); past ``restart_frames``
    the checkpoint restarts it, and the log is cut back again and again (4-29 times here). How
    large it gets between two cut-backs depends on how often the checkpointing thread gets the
    CPU (3-66 MiB on a loaded two-core machine), so the test counts the cut-backs."""
    store = Store(tmp_path / "host.sqlite3", background_checkpoints=True, restart_frames=256)
    wal = tmp_path / "host.sqlite3-wal"
    stop = threading.Event()

    def checkpoint_without_a_break() -> None:
        while not stop.is_set():
            store.checkpoint()
            stop.wait(0.005)

    worker = threading.Thread(target=checkpoint_without_a_break)
    worker.start()
    sizes = []
    try:
        for i in range(16000):
            store.record_step(f"t{i % 50}", 1, i, 0, {"type": "pass"}, 1.0)
            if i % 100 == 0:
                sizes.append(wal.stat().st_size)
    finally:
        stop.set()
        worker.join(10)
    cut_backs = sum(later < earlier for earlier, later in itertools.pairwise(sizes))
    assert cut_backs >= 2, f"the log was cut back {cut_backs} times, up to {max(sizes) / 2**20:.1f} MiB"
    store.close()
    again = Store(tmp_path / "host.sqlite3")
    assert sum(len(again.steps(f"t{t}", 1)) for t in range(50)) == 16000
    again.close()


def test_without_background_checkpoints_a_checkpoint_does_nothing(tmp_path):
    store = Store(tmp_path / "tool.sqlite3")
    assert store.checkpoint() == (0, 0)
    store.close()


def test_a_step_is_committed_when_record_step_returns(tmp_path):
    path = tmp_path / "host.sqlite3"
    store = Store(path)
    store.record_step("t1", 1, 1, 0, {"type": "play", "cards": ["S3#0"]}, 10.0)
    other = sqlite3.connect(path)  # another connection sees only committed rows
    assert other.execute("SELECT seq, seat FROM steps WHERE table_id='t1'").fetchall() == [(1, 0)]
    other.close()
    assert store.steps("t1", 1) == [(1, 0, {"type": "play", "cards": ["S3#0"]}, 10.0)]
    store.close()


WRITER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from server.store import Store
    store = Store({path!r})
    for seq in range(1, 100_000):
        store.record_step({table!r}, 1, seq, seq % 4, {{"type": "play", "cards": ["S3#0", "H3#0"]}}, float(seq))
        print(seq, flush=True)  # "told": only after the step is committed
""")


def test_a_process_killed_at_random_moments_loses_no_recorded_step(tmp_path):
    """kill -9 a process writing steps as fast as it can: every step it said was recorded is
    there when the file is opened again (WAL with synchronous=NORMAL survives a killed process;
    only the operating system dying could lose the newest commits)."""
    rng = random.Random(12)
    path = tmp_path / "host.sqlite3"
    for kill in range(4):
        table = f"t{kill}"
        code = WRITER.format(root=str(ROOT), path=str(path), table=table)
        writer = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        assert writer.stdout is not None
        told, target = 0, rng.randint(50, 400)
        for line in writer.stdout:
            told = int(line)
            if told >= target:
                break
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        store = Store(path)
        seqs = [seq for seq, *_ in store.steps(table, 1)]
        store.close()
        assert told == target and seqs[:told] == list(range(1, told + 1))  # nothing told is lost


def test_a_restart_reads_the_snapshot_and_the_steps_after_it(tmp_path):
    store = Store(tmp_path / "host.sqlite3")
    record = {"game": "daifugo", "game_no": 1, "status": "playing", "seats": [], "settings": {},
              "seed": 5}
    store.save_table("t1", record, {"at": 0}, 0)
    for seq in range(1, 41):
        store.record_step("t1", 1, seq, seq % 4, {"type": "pass"}, float(seq))
        if seq == 32:
            store.save_snapshot("t1", {"at": 32}, 32)
    store.close()
    (stored,) = Store(tmp_path / "host.sqlite3").tables()
    assert stored.snapshot == {"at": 32} and stored.seq == 32
    assert [s[0] for s in stored.later_steps] == list(range(33, 41))
    assert stored.later_steps[0] == (33, 1, {"type": "pass"}, 33.0)


OLD_STEPS = """
CREATE TABLE steps (
    table_id TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER,
    action BLOB,
    at REAL NOT NULL,
    PRIMARY KEY (table_id, game_no, seq)
);
"""


def test_a_data_folder_of_an_earlier_version_is_still_read(tmp_path):
    """Before issue 12 the steps table had rowids; such a file keeps its table and works."""
    import msgpack

    path = tmp_path / "host.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(OLD_STEPS)
    old.execute("INSERT INTO steps VALUES ('t1', 1, 1, 2, ?, 3.0)",
                (msgpack.packb({"type": "pass"}, use_bin_type=True),))
    old.commit()
    old.close()
    store = Store(path)
    store.record_step("t1", 1, 2, 3, None, 4.0)  # a clock tick
    assert store.steps("t1", 1) == [(1, 2, {"type": "pass"}, 3.0), (2, 3, None, 4.0)]
    store.close()
