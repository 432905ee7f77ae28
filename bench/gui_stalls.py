"""GUI-thread stalls during play, with animations on against the same play with them off (issue 36).

The app itself plays, as a person would: a ``MainWindow`` with the real ``HallBridge``, 「CPUと対戦」
(the embedded host on 127.0.0.1, its CPU players in their worker processes), the game chosen in
the setup dialog, and a scripted player in the person's seat acting through the game's own view
(``action_requested``, the karuta view's own touch, the pointer moving over the karuta arena)
at a person's pace. Two matches:

* 競技かるた against an A級 COM: the player touches the read card 0.35–0.9 s after its 決まり字
  is heard (when the card is on the field), places automatically, presses [S] after a take,
  picks its 送り札, and keeps the pointer moving over its own side of the arena;
* 大富豪 against three つよい CPUs: the player plays a random legal play (or passes) 0.3–0.8 s
  after its turn comes, gives its cards in the exchange, and presses 次へ between hands.

A timer on the GUI thread fires every 4 ms; a gap of more than 50 ms between two firings is a
stall (the GUI thread was busy: a view drawn, a layout, a card painted, a frame of animation; or
it was not running at all: the machine's other work, the embedded host's thread holding the
GIL). So each stall also notes how much processor time the GUI thread and the process's other
threads used during it (``time.thread_time``, ``time.process_time``, which a busy machine does
not inflate): "the app's" stalls are those in which the process itself worked 50 ms or more,
the rest a machine busy with other work keeping it waiting. It also reports the longest
processor time any one event took on the GUI thread (a view drawn, a frame painted).
Halfway through each match the window is maximised (resized to ``--large``), as a player
does, and restored a few seconds later; each resize, until the window has settled and its type
is restyled for the new size (client/ui/window_fit.py), is counted apart from play, and so is the
first second, the table coming up. Each match is played twice in the same run, with the
table's 「アニメーション」 on and off (the same seeds: the CPUs' seeds come from the host, so the
two plays differ after the first moves; the figures compare the same kind of play). It prints,
per game: the stalls over 50 ms, the worst gap, and the ratio of the animated run's to the
still run's (a ratio, as every benchmark here; the goal: no stall over 50 ms during play).

``--verbose`` lists every stall; ``--explain`` adds, for each, what the process did meanwhile:
each thread's processor time, the cycle collector's runs (``gc.callbacks``) and every busy
thread's stack, sampled by a watchdog thread while the GUI timer is late (class ``Explainer``).

Usage: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_stalls.py [--seconds 90]
[--games karuta,daifugo] [--size 1366x768] [--large 2560x1440] [--verbose [--explain]]`` (or
under Xvfb with DISPLAY set and ``QT_QPA_PLATFORM=xcb``).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["ZASHIKI_NO_ANNOUNCE"] = "1"

from PySide6.QtCore import QElapsedTimer, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

STALL_MS = 50.0
TICK_MS = 4
PLAYER_MS = 40


class TimedApplication(QApplication):
    """A QApplication that notes the GUI thread's processor time for each event it delivers
    (nested deliveries count in the outermost one)."""

    depth = 0
    work: list[tuple[float, str]] = []  # (ms of processor time, what) over STALL_MS
    longest = 0.0
    undelivered: list[str] = []

    def notify(self, receiver: Any, event: Any) -> bool:  # noqa: N802 (Qt's name)
        if TimedApplication.depth:
            return super().notify(receiver, event)
        TimedApplication.depth += 1
        started = time.thread_time()
        try:
            return super().notify(receiver, event)
        except TypeError:
            TimedApplication.undelivered.append(f"{type(receiver).__name__} {type(event).__name__}")
            return False
        finally:
            TimedApplication.depth -= 1
            spent = (time.thread_time() - started) * 1000
            if spent > TimedApplication.longest:
                TimedApplication.longest = spent
            if spent > STALL_MS:
                TimedApplication.work.append((spent, f"{type(receiver).__name__} {event.type()}"))

    @classmethod
    def reset(cls) -> None:
        cls.work = []
        cls.longest = 0.0


IDLE = {"doPoll", "wait", "select", "run_for", "_feed"}  # a thread waiting in these: not shown


class Explainer:
    """What the process did during each stall (``--explain``), to find the app's own stalls'
    causes: every thread's processor time (``pthread_getcpuclockid``) between two ticks, the
    cycle collector's runs (``gc.callbacks``: generation, thread, duration), and, from a watchdog
    thread, every thread's stack (``sys._current_frames``) while the GUI timer is late. The
    watchdog's own lateness beyond its 5 ms sleep is the GIL held (or the machine busy)."""

    def __init__(self) -> None:
        self.collections: list[tuple[float, float, int, str, int]] = []  # start, ms, gen, thread, objects
        self._started: dict[int, float] = {}
        self.samples: list[tuple[float, float, dict[str, str]]] = []  # at, watchdog late ms, stacks
        self.last_tick = time.perf_counter()
        self.cpu: dict[str, float] = {}
        self.running = True
        gc.callbacks.append(self._gc)
        self.watchdog = threading.Thread(target=self._watch, name="stall-watchdog", daemon=True)
        self.watchdog.start()

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        ident = threading.get_ident()
        if phase == "start":
            self._started[ident] = time.perf_counter()
        elif ident in self._started:
            start = self._started.pop(ident)
            self.collections.append((start, (time.perf_counter() - start) * 1000, info["generation"],
                                     threading.current_thread().name,
                                     info.get("collected", 0)))

    def thread_cpu(self) -> dict[str, float]:
        out = {}
        for thread in threading.enumerate():
            try:
                clock = time.pthread_getcpuclockid(thread.ident)  # type: ignore[arg-type]
                out[thread.name] = time.clock_gettime(clock) * 1000
            except (OSError, TypeError):
                pass
        out["(whole process)"] = time.process_time() * 1000
        return out

    def tick(self) -> dict[str, float]:
        """Each thread's processor ms since the last tick."""
        self.last_tick = time.perf_counter()
        now = self.thread_cpu()
        spent = {name: ms - self.cpu.get(name, ms) for name, ms in now.items()}
        self.cpu = now
        named = sum(ms for name, ms in spent.items() if name != "(whole process)")
        spent["(threads Python does not know: Qt's, the executor's C)"] = (
            spent.get("(whole process)", 0.0) - named)
        return spent

    def _watch(self) -> None:
        while self.running:
            before = time.perf_counter()
            time.sleep(0.005)
            now = time.perf_counter()
            if now - self.last_tick > 0.03:
                frames = sys._current_frames()
                stacks = {}
                for thread in threading.enumerate():
                    frame = frames.get(thread.ident)  # type: ignore[arg-type]
                    if frame is None or thread.ident == threading.get_ident():
                        continue
                    names = []
                    while frame is not None and len(names) < 14:
                        code = frame.f_code
                        names.append(f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}")
                        frame = frame.f_back
                    stacks[thread.name] = " < ".join(names)
                self.samples.append((now, (now - before) * 1000 - 5, stacks))

    def during(self, start: float, end: float) -> tuple[list[Any], list[Any]]:
        collections = [c for c in self.collections if c[0] < end and c[0] + c[1] / 1000 > start]
        samples = [s for s in self.samples if start <= s[0] <= end + 0.01]
        return collections, samples

    def stop(self) -> None:
        self.running = False
        gc.callbacks.remove(self._gc)


@dataclass
class Gaps:
    """The GUI thread's timer, and the gaps it saw: each with how much of it the GUI thread
    spent working (its processor time) and how much the process's other threads did (the
    embedded host's reactor, which holds the GIL while it runs Python)."""

    # (at s, gap ms, doing, GUI thread's processor ms in the gap, other threads' ms)
    gaps: list[tuple[float, float, str, float, float]] = field(default_factory=list)
    doing: str = "start"
    began: str = "start"
    timer: QTimer | None = None
    clock: QElapsedTimer = field(default_factory=QElapsedTimer)
    last: float = 0.0
    last_cpu: tuple[float, float] = (0.0, 0.0)
    ticks: int = 0
    explainer: Explainer | None = None
    # per stall (with --explain): (at s, each thread's ms, collections, stack samples)
    explained: list[tuple[float, dict[str, float], list[Any], list[Any]]] = field(default_factory=list)
    last_perf: float = 0.0

    def start(self) -> None:
        self.clock.start()
        self.last = 0.0
        self.last_cpu = (time.thread_time(), time.process_time())
        self.last_perf = time.perf_counter()
        if self.explainer is not None:
            self.explainer.tick()
        self.timer = QTimer(interval=TICK_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()

    def _tick(self) -> None:
        now = self.clock.nsecsElapsed() / 1e6
        cpu = (time.thread_time(), time.process_time())
        gap = now - self.last
        mine = (cpu[0] - self.last_cpu[0]) * 1000
        others = (cpu[1] - self.last_cpu[1]) * 1000 - mine
        self.last, self.last_cpu = now, cpu
        self.ticks += 1
        perf, self.last_perf = self.last_perf, time.perf_counter()
        spent = self.explainer.tick() if self.explainer is not None else {}
        # a gap is what was going on when it began (a resize's relayout runs after its label)
        doing = self.began if self.began in ("open", "maximise", "restore") else self.doing
        self.began = self.doing
        if gap > STALL_MS:
            self.gaps.append((now / 1000, gap, doing, mine, others))
            if self.explainer is not None:
                self.explained.append((now / 1000, spent, *self.explainer.during(perf, self.last_perf)))

    @property
    def worst(self) -> float:
        return max((g[1] for g in self.gaps), default=0.0)


def wait(app: QApplication, until: Callable[[], bool], seconds: float, what: str) -> None:
    end = time.monotonic() + seconds
    while not until():
        if time.monotonic() > end:
            raise SystemExit(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.002)


def run_for(app: QApplication, seconds: float, stop: Callable[[], bool]) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not stop():
        app.processEvents()
        time.sleep(0.001)


# -- the scripted people -------------------------------------------------------------------------


class KarutaPlayer:
    def __init__(self, view: Any, rng: random.Random) -> None:
        self.view, self.rng = view, rng
        self.touch_at: tuple[float, int] | None = None
        self.touched: set[tuple[Any, ...]] = set()
        self.calm_at: float | None = None
        self.seen: Any = None
        self.angle = 0.0

    def step(self, now: float) -> None:
        from client.games.karuta.hand import Touch

        view = self.view
        shown = view.view or {}
        legal = shown.get("legal") or []
        kinds = {a.get("type") for a in legal}
        you = shown.get("you")
        self._move_pointer()
        if shown is not self.seen:
            self.seen = shown
            self.calm_at = now + self.rng.uniform(0.5, 1.2)
        current = shown.get("current") or {}
        key = (shown.get("read_count"), current.get("poem"))
        if ("touch" in kinds and current and not current.get("kara") and key not in self.touched
                and view.heard_local is not None
                and any(c["poem"] == current["poem"] for c in shown.get("field") or [])):
            self.touched.add(key)
            self.touch_at = (view.heard_local + self.rng.uniform(0.35, 0.9), current["poem"])
        if self.touch_at is not None and view.clock() >= self.touch_at[0]:
            poem = self.touch_at[1]
            self.touch_at = None
            if "touch" in kinds:
                view._touched(Touch((poem,), "click"))
        if self.calm_at is None or now < self.calm_at:
            return
        if "proceed" in kinds and shown.get("phase") == "after_take":
            self.calm_at = None
            view.action_requested.emit({"type": "proceed"})
        elif "finish" in kinds:
            self.calm_at = None
            view.action_requested.emit({"type": "finish"})
        else:
            for kind in ("auto_place", "start", "pick_send"):
                choices = [a for a in legal if a.get("type") == kind]
                if kind == "pick_send":
                    mine = [c["poem"] for c in shown.get("field") or [] if c.get("side") == you]
                    choices = [{"type": "pick_send", "poem": p} for p in mine[:1]]
                if choices:
                    self.calm_at = None
                    view.action_requested.emit(dict(self.rng.choice(choices)))
                    return

    def _move_pointer(self) -> None:
        """The hand hovering over one's own side, as a player's does between poems."""
        import math

        arena = self.view.arena
        if not arena.isVisible():
            return
        area = arena.geo.area
        self.angle += 0.21
        point = QPointF(area.center().x() + area.width() * 0.35 * math.sin(self.angle),
                        area.bottom() - area.height() * (0.25 + 0.08 * math.cos(self.angle * 1.7)))
        QTest.mouseMove(arena, point.toPoint())


class AnyPlayer:
    """Any game whose ``legal`` lists whole actions (こいこい, デルタクル): a random one, at a
    person's pace; a game that lists templates (ことばカード) is watched instead."""

    def __init__(self, view: Any, rng: random.Random) -> None:
        self.view, self.rng = view, rng
        self.due: float | None = None
        self.seen: Any = None

    def step(self, now: float) -> None:
        shown = self.view.view
        legal = (shown or {}).get("legal") or []
        if shown is not self.seen:
            self.seen = shown
            self.due = now + self.rng.uniform(0.3, 0.8) if legal else None
        if self.due is not None and now >= self.due and legal:
            self.due = None
            self.view.action_requested.emit(dict(self.choose(legal)))

    def choose(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        return self.rng.choice(legal)


class DaifugoPlayer(AnyPlayer):
    """大富豪: a random legal play or pass, and 次へ between hands at once."""

    def choose(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        return next((a for a in legal if a["type"] == "next"), None) or self.rng.choice(legal)


PLAYERS = {"daifugo": DaifugoPlayer, "karuta": KarutaPlayer}
LEVELS = {"daifugo": "strong", "karuta": "A"}
SEATS = {"daifugo": 4, "karuta": 2, "kotoba": 4, "deltacle": 4, "koikoi": 2}
WATCHED = {"kotoba"}  # CPUs only: its actions are templates a script cannot fill
SETTINGS = {"kotoba": {"mode": "awase"}}  # turns, with words laid on the field and voted on


# -- one match -----------------------------------------------------------------------------------


def play(app: QApplication, game: str, animations: bool, seconds: float, size: tuple[int, int],
         large: tuple[int, int], seed: int, explain: bool = False) -> dict[str, Any]:
    from client.app_settings import AppSettings
    from client.net.bridge import HallBridge
    from client.ui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="zashiki-stalls-"))
    os.environ["ZASHIKI_CONFIG_DIR"] = str(folder / "config")
    os.environ["ZASHIKI_DATA_DIR"] = str(folder / "data")
    settings = AppSettings.load()
    settings.name = "たろう"
    settings.sound = False
    settings.view_options = {f"{game}.animations": animations}
    settings.save()
    bridge = HallBridge()
    window = MainWindow(bridge, settings)
    window.resize(*size)
    window.show()
    window.start_offline()
    wait(app, lambda: window.offline_dialog is not None and window.offline_dialog.isVisible(), 30,
         "the offline dialog")
    dialog = window.offline_dialog
    dialog.setup.select_game(game)
    dialog.setup.seats_spin.setValue(SEATS[game])
    level = dialog.setup.level_combo.findData(LEVELS.get(game, "strong"))
    if level >= 0:
        dialog.setup.level_combo.setCurrentIndex(level)
    if game in WATCHED:
        dialog.setup.watch_check.setChecked(True)
    if game in SETTINGS:
        dialog.setup.settings_form.set_values(SETTINGS[game])
    dialog.ok_button.click()
    page = window.table_page
    wait(app, lambda: page.view_widget is not None and page.last_view is not None, 60, "the table")
    view = page.view_widget
    assert view.animations_on == animations
    player = PLAYERS.get(game, AnyPlayer)(view, random.Random(seed))
    views = [0]
    shown = view.show_view

    def counted(new: dict[str, Any], events: list[dict[str, Any]]) -> None:
        views[0] += 1
        doing, gaps.doing = gaps.doing, "view" if gaps.doing == "play" else gaps.doing
        shown(new, events)
        gaps.doing = doing

    view.show_view = counted  # type: ignore[method-assign]
    drive = QTimer(interval=PLAYER_MS)
    clock = QElapsedTimer()
    clock.start()
    drive.timeout.connect(lambda: player.step(clock.elapsed() / 1000))
    gaps = Gaps()
    if explain:
        gaps.explainer = Explainer()
    gaps.doing = "open"  # the table coming up: its widgets made, the collector settled
    TimedApplication.reset()
    gaps.start()
    drive.start()
    over = lambda: (window.table or {}).get("status") == "finished"  # noqa: E731
    run_for(app, 1.0, over)
    gaps.doing = "play"
    run_for(app, seconds / 2 - 1.0, over)
    # a resize: the relayout, then the type restyled once the window has settled
    # (window_fit.SETTLE_MS after the last resize), counted apart from play
    settled = [0]

    def settle() -> None:
        window.fit.settle()
        settled[0] += 1

    window.fit.timer.timeout.disconnect(window.fit.settle)
    window.fit.timer.timeout.connect(settle)
    for doing, to, after in (("maximise", large, min(5.0, seconds / 4)), ("restore", size, None)):
        gaps.doing = doing
        done = settled[0]
        window.resize(*to)
        run_for(app, 5.0, lambda: settled[0] > done)  # noqa: B023 (used at once)
        run_for(app, 0.1, lambda: False)
        gaps.doing = "play"
        run_for(app, after if after is not None else seconds - clock.elapsed() / 1000, over)
    gaps.stop()
    drive.stop()
    if gaps.explainer is not None:
        gaps.explainer.stop()
    if page.view_widget is not view:
        raise SystemExit(f"the {game} view failed during the match (the table fell back to the plain view)")
    result = {"stalls": len(gaps.gaps), "worst": gaps.worst, "views": views[0], "ticks": gaps.ticks,
              "seconds": clock.elapsed() / 1000, "gaps": gaps.gaps,
              "work": list(TimedApplication.work), "longest": TimedApplication.longest,
              "explained": gaps.explained}
    window.back_to_title()
    window.close()
    run_for(app, 0.5, lambda: False)
    window.deleteLater()
    run_for(app, 0.2, lambda: False)
    return result


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}" if b else ("—" if not a else "∞")


def size_of(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=90.0, help="each match's length (s)")
    parser.add_argument("--games", default="karuta,daifugo")
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--large", default="2560x1440", help="the window maximised mid-match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="list every stall")
    parser.add_argument("--explain", action="store_true",
                        help="with each stall listed, what every thread and the collector did")
    args = parser.parse_args(argv)
    app = QApplication.instance() or TimedApplication(sys.argv[:1])
    from client.fonts import load_fonts

    load_fonts(app)
    print(f"GUI-thread stalls over {STALL_MS:.0f} ms, {args.seconds:.0f} s per match, window "
          f"{args.size} (maximised to {args.large} halfway), platform {app.platformName()}, "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{'match':<28}{'animations':>11}{'stalls in play':>15}{'worst ms':>9}{'the app’s':>10}"
          f"{'its worst ms':>13}{'resizing ms':>12}{'opening ms':>11}{'views':>7}"
          f"{'longest event ms':>17}")
    for game in args.games.split(","):
        runs = {}
        for animations in (True, False):
            runs[animations] = play(app, game, animations, args.seconds, size_of(args.size),
                                    size_of(args.large), args.seed, args.explain)
        name = {"karuta": "競技かるた vs A級 COM", "daifugo": "大富豪 vs 3 つよい CPUs"}.get(game, game)
        figures = {}
        for animations, run in runs.items():
            during = [g for g in run["gaps"] if g[2] in ("play", "view")]
            # the app's own stalls: the process itself worked 50 ms or more in the gap (not a
            # busy machine keeping it waiting)
            own = [g[3] + max(0.0, g[4]) for g in during if g[3] + max(0.0, g[4]) >= STALL_MS]
            resize = [g[1] for g in run["gaps"] if g[2] in ("maximise", "restore")]
            opening = [g[1] for g in run["gaps"] if g[2] == "open"]
            worst = max((g[1] for g in during), default=0.0)
            figures[animations] = (len(during), worst, len(own), run["longest"])
            print(f"{name:<28}{'on' if animations else 'off':>11}{len(during):>15}{worst:>9.0f}"
                  f"{len(own):>10}{max(own, default=0):>13.0f}{max(resize, default=0):>12.0f}"
                  f"{max(opening, default=0):>11.0f}{run['views']:>7}{run['longest']:>17.1f}")
            if args.verbose:
                for at, gap, doing, mine, others in run["gaps"]:
                    print(f"        {at:7.2f} s  {gap:6.0f} ms  {doing}: the GUI thread worked "
                          f"{mine:.0f} ms, the other threads {others:.0f} ms")
                for at, spent, collections, samples in run["explained"]:
                    busy = ", ".join(f"{thread} {ms:.0f}" for thread, ms in spent.items() if ms >= 2)
                    print(f"        {at:7.2f} s  threads' ms: {busy}")
                    for _, ms, generation, thread, found in collections:
                        print(f"            gc gen {generation} in {thread}: {ms:.1f} ms ({found} freed)")
                    shown: set[str] = set()
                    for _, late, stacks in samples:
                        busy_now = {n: st for n, st in stacks.items()
                                    if st.split(" < ")[0].split(" ")[-1] not in IDLE and st not in shown}
                        shown.update(busy_now.values())
                        if busy_now or late > 10:
                            print(f"            watchdog {late:.0f} ms late")
                        for thread, stack in busy_now.items():
                            print(f"              {thread}: {stack}")
                for spent, what in run["work"]:
                    print(f"        event {spent:6.1f} ms  {what}")
        on, off = figures[True], figures[False]
        print(f"{'':<28}{'on/off':>11}{ratio(on[0], off[0]):>15}{ratio(on[1], off[1]):>9}"
              f"{ratio(on[2], off[2]):>10}{'':>13}{'':>12}{'':>11}{'':>7}{ratio(on[3], off[3]):>17}")
    print(f"load average at the end {os.getloadavg()[0]:.2f}")
    if TimedApplication.undelivered:
        print("undelivered:", TimedApplication.undelivered)
    return 0


if __name__ == "__main__":
    sys.exit(main())
