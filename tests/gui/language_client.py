"""One player of tests/gui/test_two_languages.py, in a process of its own (a Qt application has
one language at a time): the real app (main window, bridge) in ``--lang``, joined to a real host,
playing one whole match by the legal actions it is offered, then replaying its record. It writes
what it showed (every widget's text at each view, and at each step of the replay) and what the
host sent it (the raw messages, texts not yet rendered) to ``--out`` as JSON.

    python -m tests.gui.language_client --port P --name はなこ --lang en --out FILE
        (--create GAME --seats N --settings JSON --cpu LEVEL | --sit)

With ``--create`` it prints the table's room code on its stdout; with ``--sit`` it reads the code
from its stdin.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from client.app_settings import AppSettings  # noqa: E402
from client.fonts import load_fonts  # noqa: E402
from client.i18n import install_language  # noqa: E402
from client.invite import Target  # noqa: E402
from client.net.bridge import HallBridge  # noqa: E402
from client.ui.main_window import MainWindow  # noqa: E402
from client.ui.theme import apply_theme  # noqa: E402
from server import games  # noqa: E402
from tests.gui.test_english import widget_texts  # noqa: E402


def choose(game_id: str, view: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """What this player does with a view: karuta touches the card being read once it is known
    (and moves the match on); another game plays what its own CPU would, else its first legal."""
    legal = view.get("legal") or []
    if game_id == "karuta":
        current = view.get("current") or {}
        touching = any(a["type"] == "touch" for a in view.get("templates") or [])  # one stands for all
        if touching and not current.get("kara") and any(c["poem"] == current.get("poem")
                                                        for c in view.get("field") or []):
            return {"type": "touch", "cards": [current["poem"]], "how": "click"}
        calm = [a for a in legal if a["type"] in ("start", "auto_place", "proceed", "pick_send", "finish")]
        return calm[0] if calm else None
    game = games.get(game_id)
    if game is not None and (legal or view.get("templates")):
        try:
            planned = game.cpu_plan(view, game.cpu_levels[0].id, rng, 0.1).action
        except Exception:  # a CPU reading a view the bridge rendered may not expect it: legal then
            planned = None
        if planned is not None:
            return planned
    return legal[0] if legal else None


class Player:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.app = QApplication.instance() or QApplication(sys.argv[:1])
        load_fonts(self.app)
        apply_theme(self.app)
        install_language(self.app, args.lang)
        settings = AppSettings.load()
        settings.name = args.name
        settings.save()
        self.bridge = HallBridge()
        self.raw: list[dict[str, Any]] = []
        on_message = self.bridge.on_message

        def kept(message: dict[str, Any]) -> None:  # what the host sent, before it is rendered
            if message["type"] != "record_file":
                self.raw.append(message)
            on_message(message)

        self.bridge.on_message = kept
        self.window = MainWindow(self.bridge, settings)
        self.window.show()
        self.shown: list[str] = []
        self.rng = random.Random(args.name)
        self.game = args.create or ""
        self.seated = False
        self.told = False
        self.finished = False
        self.replayed = False
        self.views = 0
        self.bridge.welcomed.connect(self.welcomed)
        self.bridge.error_received.connect(lambda e: print("refused:", e, file=sys.stderr))
        self.bridge.view_received.connect(lambda _m: QTimer.singleShot(30, self.play))
        self.bridge.table_changed.connect(self.table)
        QTimer.singleShot(args.limit * 1000, self.give_up)

    def start(self) -> int:
        self.window.connect_to(Target("127.0.0.1", self.args.port))
        return self.app.exec()

    def welcomed(self, _message: dict[str, Any]) -> None:
        if self.seated:
            return
        self.seated = True
        if self.args.create:
            self.bridge.create_table(self.args.create, self.args.seats, json.loads(self.args.settings),
                                     cpu_level=None)
        else:
            code = sys.stdin.readline().strip()
            self.bridge.sit(code)

    def table(self, table: dict[str, Any] | None) -> None:
        if table is None:
            return
        self.game = str(table.get("game", self.game))
        if self.args.create and table.get("status") == "waiting" and not self.told:
            self.told = True
            for index in range(self.args.people, len(table.get("seats", []))):
                self.bridge.set_seat(index, self.args.cpu)  # the seats no person takes: CPUs
            print(table["code"], flush=True)  # the other player joins by it
        you = table.get("you")
        if you is not None and table.get("status") == "waiting" and not table["seats"][you].get("ready"):
            if all(s.get("kind") != "empty" for s in table.get("seats", [])):
                self.bridge.ready(True)
        if table.get("status") == "finished" and not self.finished:
            self.finished = True
            self.look()
            QTimer.singleShot(1500, lambda: self.shoot(self.window, "end"))
            QTimer.singleShot(300, self.replay)

    def look(self) -> None:
        self.shown += widget_texts(self.window)

    def shoot(self, widget: Any, what: str) -> None:
        """A picture of ``widget`` in ``--shots`` (nothing without it)."""
        if self.args.shots:
            folder = Path(self.args.shots)
            folder.mkdir(parents=True, exist_ok=True)
            widget.grab().save(str(folder / f"{self.game}-{self.args.lang}-{what}.png"))

    def play(self) -> None:
        self.look()
        view = self.window.table_page.last_view
        if view is None or self.finished:
            return
        self.views += 1
        if self.views in (3, 40):
            self.shoot(self.window, f"view{self.views}")
        action = choose(self.game, view, self.rng)
        if action is not None:
            self.bridge.act(action)

    def replay(self) -> None:
        """The match's record, opened from the table's result and stepped through to its end."""
        page = self.window.table_page
        if page.record_button.isVisible():
            page.record_button.click()
        QTimer.singleShot(1000, self.step_replay)

    def step_replay(self) -> None:
        shelf = self.window.records
        window = next(iter(shelf.windows.values()), None)
        if window is None or window.shown_view() is None:
            QTimer.singleShot(300, self.step_replay)
            return
        self.shown += widget_texts(window)
        if window.forward_button.isEnabled():
            window.forward_button.click()
            QTimer.singleShot(60, self.step_replay)
            return
        self.replayed = True
        self.shoot(window, "replay")
        self.finish()

    def give_up(self) -> None:
        self.finish()

    def finish(self) -> None:
        with open(self.args.out, "w", encoding="utf-8") as out:
            json.dump({"shown": sorted(set(self.shown)), "raw": self.raw, "finished": self.finished,
                       "replayed": self.replayed}, out, ensure_ascii=False, default=str)
        self.bridge.close()
        self.app.exit(0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--lang", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--create", default="")
    parser.add_argument("--sit", action="store_true", help="join the table whose code comes on stdin")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--people", type=int, default=2)
    parser.add_argument("--settings", default="{}")
    parser.add_argument("--cpu", default="")
    parser.add_argument("--limit", type=float, default=600.0)
    parser.add_argument("--shots", default="", help="a folder for pictures of the window: a few "
                        "views into the match, its end and the replay's last step (to look at)")
    args = parser.parse_args(argv)
    return Player(args).start()


if __name__ == "__main__":
    sys.exit(main())
