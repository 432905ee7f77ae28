"""Life at the table (client/games/motion.py): every game's view animates what a new view set in
motion, ends exactly where the same view without animations is, shows every change at once when
animations are off, and shows a view that arrives mid-animation at once.

Views come from the real engines: seeded matches played by each game's own CPU players
(tests/gui/playouts.py), and for karuta a take made through the engine. Two views of each game
are fed the same steps side by side, one with the ☰ menu's 「アニメーション」 on and one with it
off; their pictures are compared pixel for pixel once the animated one has settled."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QWidget

from client.games import view_class
from client.games.base import ANIMATIONS, GameView
from client.games.motion import MotionLayer, Script
from client.i18n import HOST_TEXTS
from server import games as game_registry

from . import playouts

pytestmark = pytest.mark.gui

Step = tuple[dict[str, Any], list[dict[str, Any]]]
SIZE = (1200, 720)


# -- the layer ------------------------------------------------------------------------------------


def square(colour: str) -> Callable[[QPainter, QRectF], None]:
    return lambda p, r: p.fillRect(r, QColor(colour))


HOSTS: list[QWidget] = []  # kept alive while a test runs


def layer(qtbot: Any) -> MotionLayer:
    host = QWidget()
    qtbot.addWidget(host)
    HOSTS.append(host)
    host.resize(400, 300)
    host.show()
    return MotionLayer(host)


def test_a_script_moves_its_sprites_runs_its_cues_and_ends_by_itself(qtbot: Any) -> None:
    motion = layer(qtbot)
    ran: list[str] = []
    script = Script()
    card = script.fly(square("red"), QRectF(0, 0, 20, 30), QRectF(200, 100, 20, 30), key="card")
    card.then(0.5, QRectF(300, 100, 20, 30))
    script.cue(0.5, lambda: ran.append("half"))
    script.cue(1.5, lambda: ran.append("end"))
    settled: list[bool] = []
    motion.settled.connect(lambda: settled.append(True))
    motion.play(script, 20, 100)
    assert motion.running and motion.isVisible() and motion.hides("card")
    assert motion.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    motion.seek(1.2)
    rect, turned, _angle, opacity, moving = card.state(motion.now)
    assert 200 < rect.left() < 300 and moving and turned == 1.0 and opacity == 1.0
    assert ran == ["half"]
    qtbot.waitUntil(lambda: not motion.busy, timeout=2000)
    assert ran == ["half", "end"] and settled == [True] and not motion.isVisible()
    assert not motion.hides("card")


def test_finishing_runs_the_cues_left_and_banners_carry_on(qtbot: Any) -> None:
    motion = layer(qtbot)
    ran: list[int] = []
    script = Script()
    script.fly(square("blue"), QRectF(0, 0, 20, 30), QRectF(100, 0, 20, 30), length=10)
    script.cue(3, lambda: ran.append(3))
    script.cue(9, lambda: ran.append(9))
    script.announce("革命！", "たろう")
    motion.play(script, 50, 400)
    motion.finish()
    assert ran == [3, 9] and not motion.running
    assert motion.busy and motion.isVisible()  # the banner stays for its time
    newer = Script()
    newer.announce("8切り！")
    motion.play(newer, 50, 400)
    assert [b.text for b in motion.banners] == ["8切り！"]  # a newer one takes its place
    qtbot.waitUntil(lambda: not motion.busy, timeout=2000)
    assert not motion.isVisible()
    motion.play(newer, 50, 400)
    motion.clear()  # animations turned off: everything goes at once
    assert not motion.busy and not motion.isVisible()


def test_a_sprite_turns_over_fades_and_waits_for_its_time() -> None:
    script = Script()
    sprite = script.fly(square("red"), QRectF(0, 0, 10, 10), QRectF(100, 0, 10, 10), 1.0, 1.0,
                        back=square("blue"), turn=True, visible_from=0.5)
    sprite.then(1.0, QRectF(100, 100, 10, 10), fade=True)
    assert sprite.face_down_before()
    assert sprite.state(0.2) is None  # not yet
    rect, turned, _a, _o, moving = sprite.state(0.7)
    assert rect == QRectF(0, 0, 10, 10) and turned == 0.0 and not moving  # waiting, face down
    assert 0 < sprite.state(1.5)[1] < 1  # turning over on its first leg
    assert sprite.state(2.5)[1] == 1.0 and 0 < sprite.state(2.5)[3] < 1  # face up, fading
    assert sprite.state(3.5) is None  # gone


def test_every_view_offers_animations_in_its_menu(qtbot: Any) -> None:
    for game_id in game_registry.registry():
        cls = view_class(game_id)
        if cls is None:
            continue
        view = cls(0)
        qtbot.addWidget(view)
        assert view.options()[0][0] == ANIMATIONS, game_id
        view.set_option(ANIMATIONS, False)
        assert not view.animations_on


# -- every game -----------------------------------------------------------------------------------


def rendered(step: Step) -> Step:
    """A step as the bridge hands it to a view: every text rendered."""
    message = HOST_TEXTS.rendered({"view": step[0], "events": step[1]})
    return message["view"], message["events"]


@cache
def steps(game_id: str) -> tuple[int, list[Step]]:
    """(seats, the first steps of a seeded match, as seat 0 sees them)."""
    HOST_TEXTS.add_games(playouts.welcome_games())
    if game_id == "karuta":
        return 2, karuta_take()
    game = game_registry.get(game_id)
    assert game is not None
    seats = game.default_seats
    if game_id == "kotoba":  # あわせる: cards travel (ならべる only votes)
        original = type(game).validate_settings
        game.validate_settings = lambda given: original(game, {"mode": "awase", **given})  # type: ignore[method-assign]
        try:
            played = list(playouts.playout(game, seats, seed=5, steps=60))
        finally:
            del game.validate_settings
    else:
        played = list(playouts.playout(game, seats, seed=5, steps=2000))
    chosen = played[:14]
    # and a new hand or round being dealt, with what comes before and after it
    deal = next((i for i, (_view, events) in enumerate(played)
                 if i > 14 and any(e.get("type") == "deal" for e in events)), None)
    if deal is not None:
        chosen += played[deal - 2:deal + 3]
    return seats, [rendered(step) for step in chosen]


def karuta_take() -> list[Step]:
    """A 競技かるた match up to the COM's take of the first card read that lies on the field."""
    game = game_registry.get("karuta")
    assert game is not None
    state = game.new(game.validate_settings({"joka": False}), 2, 3)
    game.seat_players(state, ["たろう", None])
    for seat in (0, 1):
        game.act(state, seat, {"type": "start"}, 0.0)
    out: list[Step] = [(game.view(state, 0), [])]
    now = 0.0
    for _ in range(200):
        view = game.view(state, 0)
        current = view.get("current")
        if (current and not current.get("kara") and view["phase"] == "reading"
                and any(c["poem"] == current["poem"] for c in view["field"])):
            events = game.act(state, 1, {"type": "touch", "cards": [current["poem"]], "how": "click"},
                              current["heard_at"] + 0.3)
            out.append((game.view(state, 0), events))
            deadline = game.deadline(state)  # and the step after it (the take is settled)
            if deadline is not None:
                out.append((game.view(state, 0), game.tick(state, deadline)))
            return [rendered(step) for step in out]
        deadline = game.deadline(state)
        now = max(now, deadline if deadline is not None else now + 1.0)
        out.append((game.view(state, 0), game.tick(state, now)))
    raise AssertionError("no take")


SEAT_NAMES = ("たろう", "はなこ", "じろう", "さぶろう")


def make(qtbot: Any, game_id: str, seats: int, animations: bool) -> GameView:
    cls = view_class(game_id)
    assert cls is not None
    view = cls(0)
    qtbot.addWidget(view)
    view.set_seats([{"name": SEAT_NAMES[i], "kind": "human" if i == 0 else "cpu", "connected": True,
                     "you": i == 0} for i in range(seats)])
    view.set_animation_speed(True)
    view.set_option(ANIMATIONS, animations)
    view.resize(*SIZE)
    view.show()
    qtbot.waitExposed(view)
    return view


def settle(qtbot: Any, view: GameView) -> None:
    """Wait until nothing moves: the motion layer (and ことばカード's ring round new cards)."""
    fading = getattr(getattr(view, "board", None), "_fade", None)
    qtbot.waitUntil(lambda: not view.motion.busy and (fading is None or fading.state() != fading.State.Running),
                    timeout=5000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def table_parts(game_id: str, view: Any) -> list[QWidget]:
    """The parts of the table a motion changes (not the clocks and texts that tick by
    themselves, which two views shown a moment apart would show differently)."""
    return {
        "daifugo": lambda: [view.table, view.hand],
        "koikoi": lambda: [view],
        "karuta": lambda: [view.arena],
        "kotoba": lambda: [view.board, view.hand, view.players],
        "deltacle": lambda: [view.track, *view.boards],
    }[game_id]()


def pictures(game_id: str, view: Any) -> list[QImage]:
    if game_id == "koikoi":
        view.intro.hide()
    return [part.grab().toImage() for part in table_parts(game_id, view)]


GAMES = [g for g in ("daifugo", "koikoi", "karuta", "kotoba", "deltacle") if g in game_registry.registry()]


@pytest.mark.parametrize("game_id", GAMES)
def test_animations_end_where_the_view_without_them_is(qtbot: Any, game_id: str) -> None:
    seats, played = steps(game_id)
    moving = make(qtbot, game_id, seats, animations=True)
    still = make(qtbot, game_id, seats, animations=False)
    animated = 0
    for number, (view, events) in enumerate(played):
        moving.show_view(view, events)
        still.show_view(view, events)
        # without animations every change shows at once: nothing moves, nothing is announced
        assert not still.motion.busy and not still.motion.isVisible()
        if moving.motion.busy:
            animated += 1
            assert moving.motion.isVisible()
        settle(qtbot, moving)
        assert pictures(game_id, moving) == pictures(game_id, still), f"{game_id}, step {number}"
    assert animated, f"nothing moved in {game_id}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_arriving_mid_animation_is_shown_at_once(qtbot: Any, game_id: str) -> None:
    seats, played = steps(game_id)
    moving = make(qtbot, game_id, seats, animations=True)
    still = make(qtbot, game_id, seats, animations=False)
    cut = 0
    for number, (view, events) in enumerate(played):
        if moving.motion.running:
            moving.motion.seek(moving.motion.units / 2)
            cut += 1
        moving.show_view(view, events)
        still.show_view(view, events)
        assert moving.view is view or moving.view == view  # shown at once, held back by nothing
        QCoreApplication.processEvents()
        if number == len(played) - 1:
            break
    assert cut, f"no motion was cut short in {game_id}"
    settle(qtbot, moving)
    assert pictures(game_id, moving) == pictures(game_id, still), game_id
