"""Life at the table: things that travel and big moments announced, drawn over a game view.

When a new view arrives, the game view builds a ``Script`` of what happened between the previous
view and this one (the events say what, the widgets say where it was and where it is now) and
hands it to ``GameView.animate``; the ``MotionLayer`` laid over the view plays it. The widgets
under the layer already show the new view. A sprite (a card, a piece) flies over them to its
place, which the view keeps veiled while ``MotionLayer.hides(key)``; the sprite then rests
there until the script ends, so when the motion ends, or is cut short, what remains is exactly
the new view. Nothing waits for an animation: a view that arrives while one plays finishes it
first (``GameView.finish_animation``), and is shown at once.

Time in a script is counted in *units*: one unit is a card's glide (``UNIT_MS``: 220 ms at
ふつう, 110 ms at はやい). A sprite is a list of legs on that timeline; before its first leg it
waits at the first leg's start (hidden until ``visible_from``), after its last leg it rests at
the last leg's end (or is gone, if it fades out). A ``Cue`` runs a function when its time comes
(a game that steps its own model along, as Deltacle's track); ``finish`` runs the cues not yet
run. A ``Banner`` announces a big moment (役, 革命, 勝負あり…) and keeps its own clock in
milliseconds: it outlasts the script that made it (the next player's move does not cut 革命！
short) until its time is up or a newer banner takes its place; it never veils the table's state.

The layer lets every mouse event through, repaints only the region its sprites and banners
cover, and draws each sprite from a pixmap made the first time it shows (a card's vector art
is drawn once, not sixty times a second) and kept for later scripts when the sprite names its
``picture``."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QWidget

from client.fonts import FAMILY

Paint = Callable[[QPainter, QRectF], None]  # draws a face (or a back) filling the rect

UNIT_MS = {False: 220, True: 110}  # one glide at ふつう and at はやい
# One's own move resolves within this, before the next player's arrives: the host sends a CPU's
# move its ``cpu_delay`` (0.7 s) after the move it answers.
OWN_MOVE_MS = 620
BANNER_MS = {False: 1500, True: 900}  # how long an announcement stays
FRAME_MS = 16
KEPT_LIMIT = 300  # sprites' pixmaps kept across scripts (pictures × sizes)

# the announcement's look (one place, to move into the theme)
BANNER_BG = QColor(20, 16, 10, 215)
BANNER_EDGE = QColor("#f2c14e")
BANNER_INK = QColor("#ffe08a")
BANNER_DETAIL = QColor("#fff6dc")
SHADOW = QColor(0, 0, 0, 70)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont(FAMILY)
    font.setPixelSize(round(pixels))
    font.setBold(bold)
    return font


def ease(t: float) -> float:
    """Ease-in-out (cubic) on 0..1."""
    t = min(1.0, max(0.0, t))
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp_rect(a: QRectF, b: QRectF, t: float) -> QRectF:
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t,
                  a.height() + (b.height() - a.height()) * t)


@dataclass
class Leg:
    start: float  # units
    end: float
    src: QRectF
    dst: QRectF
    turn: bool = False  # turns over during this leg (from its back to its face)
    fade: bool = False  # fades out during this leg
    rotate: tuple[float, float] = (0.0, 0.0)  # degrees, at the start and at the end


@dataclass
class Sprite:
    """A thing in motion: its face (and back), its legs, the key of the place it veils."""

    face: Paint
    back: Paint | None = None  # drawn while it has not yet turned over
    key: Hashable = None
    legs: list[Leg] = field(default_factory=list)
    visible_from: float = 0.0  # units: not drawn before
    shadow: bool = True  # a card's shadow under it while it moves
    picture: Hashable = None  # what it shows (("koikoi", 12)): its pixmaps are kept for the next time

    def then(self, length: float, dst: QRectF, *, start: float | None = None, turn: bool = False,
             fade: bool = False, rotate: tuple[float, float] | None = None) -> Sprite:
        """Another leg from where the last one ended (after a rest when ``start`` is later)."""
        last = self.legs[-1]
        begin = last.end if start is None else max(start, last.end)
        angle = last.rotate[1]
        self.legs.append(Leg(begin, begin + length, QRectF(last.dst), QRectF(dst), turn, fade,
                             rotate if rotate is not None else (angle, angle)))
        return self

    @property
    def end(self) -> float:
        return self.legs[-1].end

    def face_down_before(self) -> bool:
        return self.back is not None and any(leg.turn for leg in self.legs)

    def state(self, now: float) -> tuple[QRectF, float, float, float, bool] | None:
        """At ``now``: the rect, how far it has turned over (1 = face up), its angle, its
        opacity and whether it is moving; None when it is not drawn."""
        if now < self.visible_from:
            return None
        turned = 0.0 if self.face_down_before() else 1.0
        for i, leg in enumerate(self.legs):
            if now < leg.start:
                rest = self.legs[i - 1] if i else leg
                src = rest.dst if i else leg.src
                angle = rest.rotate[1] if i else leg.rotate[0]
                return QRectF(src), turned, angle, 1.0, False
            if now < leg.end:
                t = (now - leg.start) / max(1e-6, leg.end - leg.start)
                e = ease(t)
                rect = lerp_rect(leg.src, leg.dst, e)
                lift = 1.0 + 0.07 * math.sin(math.pi * t)  # a card in the air comes up a little
                rect = QRectF(rect.center().x() - rect.width() * lift / 2,
                              rect.center().y() - rect.height() * lift / 2,
                              rect.width() * lift, rect.height() * lift)
                angle = leg.rotate[0] + (leg.rotate[1] - leg.rotate[0]) * e
                return rect, t if leg.turn else turned, angle, 1.0 - t if leg.fade else 1.0, True
            if leg.turn:
                turned = 1.0
            if leg.fade:
                return None
        last = self.legs[-1]
        return QRectF(last.dst), turned, last.rotate[1], 1.0, False


@dataclass
class Banner:
    """A big moment announced: a line in large type, a smaller line under it, over ``area``
    (the layer's coordinates; None: the whole layer), and a wash of colour over the table."""

    text: str
    detail: str = ""
    at: float = 0.0  # units after the script starts
    area: QRectF | None = None
    wash: QColor | None = None
    started_ms: float | None = None  # on the layer's clock, once shown


@dataclass
class Cue:
    at: float
    apply: Callable[[], None]


class Script:
    """What one new view sets in motion."""

    def __init__(self) -> None:
        self.sprites: list[Sprite] = []
        self.banners: list[Banner] = []
        self.cues: list[Cue] = []

    def fly(self, face: Paint, src: QRectF, dst: QRectF, start: float = 0.0, length: float = 1.0,
            *, back: Paint | None = None, key: Hashable = None, turn: bool = False,
            fade: bool = False, rotate: tuple[float, float] = (0.0, 0.0),
            visible_from: float = 0.0, shadow: bool = True, picture: Hashable = None) -> Sprite:
        """A sprite gliding from ``src`` to ``dst`` (more legs with ``Sprite.then``). ``back``
        with ``turn``: it starts face down and turns over on the way."""
        sprite = Sprite(face, back, key, [Leg(start, start + length, QRectF(src), QRectF(dst),
                                              turn, fade, rotate)], visible_from, shadow, picture)
        self.sprites.append(sprite)
        return sprite

    def announce(self, text: str, detail: str = "", at: float = 0.0, *,
                 area: QRectF | None = None, wash: QColor | None = None) -> Banner:
        banner = Banner(text, detail, at, area, wash)
        self.banners.append(banner)
        return banner

    def cue(self, at: float, apply: Callable[[], None]) -> None:
        self.cues.append(Cue(at, apply))

    def within(self, units: float) -> Script:
        """Squeeze the whole script, evenly, into ``units`` when it is longer (one's own move,
        which must be over before the next player's arrives)."""
        length = self.length
        if length <= units or length <= 0:
            return self
        k = units / length
        for sprite in self.sprites:
            sprite.visible_from *= k
            for leg in sprite.legs:
                leg.start *= k
                leg.end *= k
        for cue in self.cues:
            cue.at *= k
        for banner in self.banners:
            banner.at *= k
        return self

    @property
    def length(self) -> float:
        ends = [s.end for s in self.sprites] + [c.at for c in self.cues] + [b.at for b in self.banners]
        return max(ends, default=0.0)

    def __bool__(self) -> bool:
        return bool(self.sprites or self.banners or self.cues)


def _shadow(p: QPainter, rect: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(SHADOW)
    radius = rect.width() * 0.08
    p.drawRoundedRect(rect, radius, radius)


class MotionLayer(QWidget):
    """The overlay that plays scripts over a game view (see the module's docstring)."""

    settled = Signal()  # the script is over (or was cut short): unveil the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sprites: list[Sprite] = []
        self.cues: list[Cue] = []
        self.banners: list[Banner] = []  # shown or due
        self.unit_ms = UNIT_MS[False]
        self.banner_ms = BANNER_MS[False]
        self.units = 0.0
        self.now = 0.0  # units into the script
        self.started = False  # a script is playing
        self.clock = QElapsedTimer()
        self.clock.start()
        self.script_ms = 0.0  # the clock's time when the script started
        self.timer = QTimer(self, interval=FRAME_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.pixmaps: dict[tuple[int, bool | None], QPixmap] = {}  # sprite: face, back, shadow
        self.kept: dict[tuple[Hashable, bool | None, int, int, float], QPixmap] = {}
        self.dirty = QRegion()  # what was drawn last frame (repainted when it moves away)
        self.hide()

    # -- state ----------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """A script is playing (sprites or cues still to come)."""
        return self.started

    @property
    def busy(self) -> bool:
        """Anything at all is shown or due: a script, or a banner."""
        return self.started or bool(self.banners)

    def hides(self, key: Hashable) -> bool:
        """Whether the view should leave ``key``'s place empty: a sprite is on its way there
        or resting there."""
        return self.started and any(s.key == key for s in self.sprites)

    def duration_ms(self) -> int:
        """The playing script's length in ms (0 when idle)."""
        return round(self.units * self.unit_ms) if self.started else 0

    # -- playing --------------------------------------------------------------------------------

    def play(self, script: Script, unit_ms: int, banner_ms: int) -> None:
        """Start ``script`` (finishing one still playing); a new banner replaces the old."""
        self.finish()
        self.unit_ms, self.banner_ms = max(1, unit_ms), max(1, banner_ms)
        now_ms = float(self.clock.elapsed())
        if script.banners:
            self.banners = []
            self.update()
        for banner in script.banners:
            banner.started_ms = now_ms + banner.at * self.unit_ms
            self.banners.append(banner)
        self.sprites = [s for s in script.sprites if s.legs]
        self.cues = sorted(script.cues, key=lambda c: c.at)
        self.units = max([s.end for s in self.sprites] + [c.at for c in self.cues], default=0.0)
        self.now = 0.0
        self.started = bool(self.sprites or self.cues)
        self.script_ms = now_ms
        self.pixmaps = {}
        self._show()
        self._tick()

    def seek(self, units: float) -> None:
        """Move the playing script to ``units`` from its start (tests and screenshots look at a
        motion halfway)."""
        if self.started:
            self.script_ms = float(self.clock.elapsed()) - units * self.unit_ms
            self._tick()

    def finish(self) -> None:
        """Jump to the script's end: its cues run, its sprites vanish (the table under them is
        the new view), and ``settled`` says so. Banners carry on."""
        was = self.started
        self.started = False
        cues, self.cues = self.cues, []
        for cue in cues:
            cue.apply()
        self.sprites = []
        self.pixmaps = {}
        self.now = self.units
        self._repaint_dirty(QRegion())
        if not self.banners:
            self._stop()
        if was:
            self.settled.emit()

    def clear(self) -> None:
        """Finish the script and take every banner down (animations turned off, a new table)."""
        self.banners = []
        self.finish()
        self._stop()

    def _show(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        if not self.isVisible():
            self.show()
        self.raise_()
        if not self.timer.isActive():
            self.timer.start()

    def _stop(self) -> None:
        self.timer.stop()
        self.dirty = QRegion()
        self.hide()

    def _tick(self) -> None:
        now_ms = float(self.clock.elapsed())
        if self.started:
            self.now = (now_ms - self.script_ms) / self.unit_ms
            while self.cues and self.cues[0].at <= self.now:
                self.cues.pop(0).apply()
        self.banners = [b for b in self.banners
                        if b.started_ms is None or now_ms - b.started_ms < self.banner_ms]
        region = self._region(now_ms)
        self._repaint_dirty(region)
        if self.started and self.now >= self.units:
            self.finish()
            return
        if not self.busy:
            self._stop()

    def _repaint_dirty(self, region: QRegion) -> None:
        """Repaint what was drawn last frame and what is drawn now, no more."""
        both = self.dirty.united(region)
        self.dirty = region
        if not both.isEmpty():
            self.update(both)

    # -- geometry -------------------------------------------------------------------------------

    def _region(self, now_ms: float) -> QRegion:
        region = QRegion()
        if self.started:
            for sprite in self.sprites:
                state = sprite.state(self.now)
                if state is None:
                    continue
                rect, _turned, angle, _opacity, _moving = state
                grow = max(rect.width(), rect.height()) * (0.25 if angle else 0.0) + 10
                region = region.united(rect.adjusted(-grow, -grow, grow, grow).toAlignedRect())
        for banner in self.banners:
            if banner.started_ms is None or now_ms < banner.started_ms:
                continue
            if banner.wash is not None and now_ms - banner.started_ms < self.banner_ms * 0.5:
                region = region.united(self.rect())
            box = self.banner_box(banner, 1.1)
            region = region.united(box.adjusted(-4, -4, 4, 4).toAlignedRect())
        return region

    def banner_fonts(self, banner: Banner) -> tuple[QFont, QFont]:
        """The announcement's two sizes of type: large for its area, each line smaller when it
        would not fit across it (a long word, a long English phrase)."""
        area = banner.area or QRectF(self.rect())
        room = area.width() * 0.9
        size = max(20.0, min(64.0, self.height() * 0.075, area.width() * 0.06, area.height() * 0.35))
        big = _font(size, bold=True)
        wide = QFontMetricsF(big).horizontalAdvance(banner.text) + QFontMetricsF(big).height()
        if wide > room:
            big = _font(max(12.0, size * room / wide), bold=True)
        detail = max(12.0, size * 0.45)
        small = _font(detail)
        wide = QFontMetricsF(small).horizontalAdvance(banner.detail)
        if wide > room:
            small = _font(max(9.0, detail * room / wide))
        return big, small

    def banner_box(self, banner: Banner, scale: float = 1.0) -> QRectF:
        """The announcement's box, centred a little above the middle of its area."""
        area = banner.area or QRectF(self.rect())
        big, small = self.banner_fonts(banner)
        big_m, small_m = QFontMetricsF(big), QFontMetricsF(small)
        width = max(big_m.horizontalAdvance(banner.text),
                    small_m.horizontalAdvance(banner.detail) if banner.detail else 0.0)
        width = min(area.width() - 8, width + big_m.height() * 1.4)
        height = big_m.height() * 1.35 + (small_m.height() * 1.2 if banner.detail else 0.0)
        width, height = width * scale, height * scale
        centre = QPointF(area.center().x(), area.top() + area.height() * 0.42)
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    # -- painting -------------------------------------------------------------------------------

    def _pixmap(self, sprite: Sprite, is_back: bool | None) -> QPixmap | None:
        """The sprite's face (False), back (True) or shadow (None), drawn the first time it is
        shown (a deal's cards one after another, not all in the frame that starts it), at the
        largest size the sprite takes; a sprite that names its ``picture`` finds them kept
        from an earlier script."""
        paint = {False: sprite.face, True: sprite.back, None: _shadow if sprite.shadow else None}[is_back]
        if paint is None:
            return None
        mine = (id(sprite), is_back)
        pixmap = self.pixmaps.get(mine)
        if pixmap is not None:
            return pixmap
        ratio = self.devicePixelRatioF()
        width = max(max(leg.src.width(), leg.dst.width()) for leg in sprite.legs) * 1.08
        height = max(max(leg.src.height(), leg.dst.height()) for leg in sprite.legs) * 1.08
        size = QSize(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
        name = "shadow" if is_back is None else sprite.picture
        key = (name, is_back, size.width(), size.height(), ratio)
        pixmap = self.kept.get(key) if name is not None else None
        if pixmap is None:
            pixmap = QPixmap(size)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            paint(p, QRectF(0, 0, size.width() / ratio, size.height() / ratio))
            p.end()
            if name is not None:
                if len(self.kept) > KEPT_LIMIT:
                    self.kept = {}
                self.kept[key] = pixmap
        self.pixmaps[mine] = pixmap
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        now_ms = float(self.clock.elapsed())
        for banner in self.banners:
            if banner.wash is not None:
                self._paint_wash(p, banner, now_ms)
        if self.started:
            placed = [(s, s.state(self.now)) for s in self.sprites]
            placed = [(s, st) for s, st in placed if st is not None]
            placed.sort(key=lambda item: item[1][4])  # moving ones over resting ones
            for sprite, state in placed:
                self._paint_sprite(p, sprite, *state)
        for banner in self.banners:
            self._paint_banner(p, banner, now_ms)
        p.end()

    def _paint_sprite(self, p: QPainter, sprite: Sprite, rect: QRectF, turned: float,
                      angle: float, opacity: float, moving: bool) -> None:
        # turning over: the back narrows to an edge, then the face widens
        width = max(1.0, rect.width() * abs(math.cos(math.pi * turned)))
        shown = QRectF(-width / 2, -rect.height() / 2, width, rect.height())
        p.save()
        p.translate(rect.center())
        if angle:
            p.rotate(angle)
        p.setOpacity(opacity)
        shadow = self._pixmap(sprite, None) if moving else None
        if shadow is not None:  # a soft shadow under a card in the air
            p.drawPixmap(shown.translated(rect.width() * 0.05, rect.height() * 0.05), shadow,
                         QRectF(shadow.rect()))
        pixmap = self._pixmap(sprite, turned < 0.5 and sprite.back is not None)
        if pixmap is not None:
            p.drawPixmap(shown, pixmap, QRectF(pixmap.rect()))
        p.restore()

    def _paint_wash(self, p: QPainter, banner: Banner, now_ms: float) -> None:
        if banner.started_ms is None or banner.wash is None:
            return
        t = (now_ms - banner.started_ms) / (self.banner_ms * 0.5)
        if not 0 <= t < 1:
            return
        colour = QColor(banner.wash)
        colour.setAlphaF(colour.alphaF() * (1 - t) * 0.45)
        p.fillRect(self.rect(), colour)

    def _paint_banner(self, p: QPainter, banner: Banner, now_ms: float) -> None:
        if banner.started_ms is None or now_ms < banner.started_ms:
            return
        t = (now_ms - banner.started_ms) / self.banner_ms
        pop = min(1.0, t / 0.12)  # it comes up quickly, a little larger than it settles
        scale = 0.8 + 0.3 * ease(pop) - 0.1 * max(0.0, min(1.0, (t - 0.12) / 0.1))
        alpha = min(1.0, pop * 2) * (1.0 if t < 0.75 else max(0.0, (1.0 - t) / 0.25))
        box = self.banner_box(banner)
        big, small = self.banner_fonts(banner)
        p.save()
        p.setOpacity(alpha)
        p.translate(box.center())
        p.scale(scale, scale)
        p.translate(-box.center())
        radius = box.height() * 0.2
        p.setPen(QPen(BANNER_EDGE, 2))
        p.setBrush(BANNER_BG)
        p.drawRoundedRect(box, radius, radius)
        big_h = QFontMetricsF(big).height() * 1.35
        p.setFont(big)
        p.setPen(BANNER_INK)
        p.drawText(QRectF(box.left(), box.top(), box.width(), big_h), Qt.AlignmentFlag.AlignCenter,
                   banner.text)
        if banner.detail:
            p.setFont(small)
            p.setPen(BANNER_DETAIL)
            p.drawText(QRectF(box.left(), box.top() + big_h * 0.88, box.width(), box.height() - big_h * 0.88),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, banner.detail)
        p.restore()


__all__ = ["BANNER_MS", "OWN_MOVE_MS", "UNIT_MS", "Banner", "Cue", "Leg", "MotionLayer", "Script", "Sprite", "ease",
           "lerp_rect"]
