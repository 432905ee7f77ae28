"""What a new daifugō view sets in motion (client/games/motion.py), from the events that came with
it: a hand dealt from the middle of the table; cards given and received in the exchange; a play's
cards travelling from your hand (or face down from the player's seat, turning over) onto the
field, over the field they beat, which fades; a field swept away (8切り, スペ3返し, 場が流れる);
革命, イレブンバック, 8切り, 上がり and 都落ち announced. The step that ends a hand moves nothing:
the hand's result box comes up at once, and nothing flies over it.

Places are the widgets' own (the hand's card rects, the canvas's field and seats), taken in the
view's coordinates: the hand's cards as they lay before the new view (``HandPlaces``), the rest
as the new view lays them out."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QPoint, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from client.games.daifugo.card_painter import draw_back, draw_card
from client.games.daifugo.hand_widget import HandWidget
from client.games.daifugo.table_canvas import TableCanvas
from client.games.motion import Script, Sprite


class DaifugoView(Protocol):
    """What a script needs of the daifugō view (view.py): its hand, its table, its size and
    the seats' names."""

    hand: HandWidget
    table: TableCanvas

    def width(self) -> int: ...

    def height(self) -> int: ...

    def seat_name(self, seat: int) -> str: ...

HandPlaces = dict[str, QRectF]  # card -> its rect in the hand, in the view's coordinates
WASH = QColor("#f2c14e")  # 革命's flash over the table
BANNER_GAP = 4.0  # units between two announcements of one step
DEAL_STEP = 0.06  # units between two cards of a deal


def tr(text: str) -> str:
    return QCoreApplication.translate("DaifugoMotion", text)


def _in(view: QWidget, widget: QWidget, rect: QRectF) -> QRectF:
    """``rect`` in ``widget``'s coordinates, in ``view``'s."""
    return QRectF(rect).translated(widget.mapTo(view, QPoint(0, 0)))


def hand_places(view: DaifugoView) -> HandPlaces:
    """Where the hand's cards lie now (before a new view redraws the hand)."""
    cards = view.hand.cards()
    return {card: _in(view, view.hand, view.hand.card_rect(i)) for i, card in enumerate(cards)}


def _fly(script: Script, card: str, src: QRectF, dst: QRectF, start: float, length: float,
         **how: Any) -> Sprite:
    """``card`` flying face up (or turning over on the way, ``back``/``turn``)."""
    picture = ("daifugo", card if card.startswith("JK") else card.split("#", 1)[0])
    return script.fly(lambda p, r: draw_card(p, r, card), src, dst, start, length, picture=picture,
                      **how)


def _fly_back(script: Script, src: QRectF, dst: QRectF, start: float, length: float,
              **how: Any) -> Sprite:
    return script.fly(draw_back, src, dst, start, length, picture=("daifugo", "back"), **how)


def script_for(view: DaifugoView, old: dict[str, Any], new: dict[str, Any],
               events: list[dict[str, Any]], before: HandPlaces) -> Script:
    """The motion of ``events``, which took the table from ``old`` to ``new`` (already shown)."""
    script = Script()
    table = view.table
    me = new.get("seat")
    t = 0.0
    banner_at = 0.0

    def field(count: int) -> list[QRectF]:
        return [_in(view, table, r) for r in table.field_rects(count)]

    def seat_rect(seat: int, index: int = 0, count: int = 1) -> QRectF:
        return _in(view, table, table.seat_card_rect(seat, index, count))

    def announce(text: str, detail: str = "", wash: QColor | None = None) -> None:
        nonlocal banner_at
        at = max(t, banner_at)
        script.announce(text, detail, at, area=_in(view, table, QRectF(table.rect())), wash=wash)
        banner_at = at + BANNER_GAP

    if any(e.get("type") == "hand_over" for e in events):
        return script  # the hand's result box says it all; nothing flies over it
    new_hand = {card: _in(view, view.hand, view.hand.card_rect(i))
                for i, card in enumerate(view.hand.cards())}
    played: list = []  # the sprites of this step's play, in field order
    for e in events:
        kind = e.get("type")
        if kind == "deal":
            t = _deal(script, view, new, new_hand, seat_rect)
        elif kind == "exchange_cards" and e.get("to") == me:
            giver, receiver, cards = e.get("giver"), e.get("receiver"), list(e.get("cards") or [])
            for i, card in enumerate(cards):
                if giver == me and card in before:
                    _fly(script, card, before[card], seat_rect(receiver, i, len(cards)), t,
                               1.0, fade=True)
                elif receiver == me and card in new_hand:
                    _fly(script, card, seat_rect(giver, i, len(cards)), new_hand[card], t + 0.1 * i,
                               1.0, key=("hand", card), back=draw_back, turn=True)
            t += 1.2
        elif kind in ("tribute", "give") and me not in (e.get("giver"), e.get("receiver")):
            count = int(e.get("count") or 0)
            for i in range(count):
                _fly_back(script, seat_rect(e["giver"], i, count), seat_rect(e["receiver"], i, count),
                           t + 0.1 * i, 1.0, fade=True)
            t += 1.2 if count else 0.0
        elif kind == "play":
            cards = list(e.get("cards") or [])
            lying = (old.get("field") or {}).get("cards") or []
            for rect, card in zip(field(len(lying)), lying, strict=True):  # beaten: it fades
                _fly(script, card, rect, rect, t, 1.0, key="field", fade=True)
            mine = e.get("seat") == me
            for i, (dst, card) in enumerate(zip(field(len(cards)), cards, strict=True)):
                if mine and card in before:
                    played.append(_fly(script, card, before[card], dst, t, 1.0, key="field"))
                else:
                    played.append(_fly(script, card, seat_rect(e["seat"], i, len(cards)), dst, t, 1.0,
                                             key="field", back=draw_back, turn=True))
            t += 1.0
        elif kind == "clear":
            if played:  # the play just made goes (8切り, スペ3返し)
                for k, sprite in enumerate(played):
                    sprite.then(1.0, _swept(sprite.legs[-1].dst, view, k), start=t + 0.3, fade=True,
                                rotate=(0.0, 18.0 + 6 * k))
            else:  # everyone passed: the field they passed on goes
                lying = (old.get("field") or {}).get("cards") or []
                for k, (rect, card) in enumerate(zip(field(len(lying)), lying, strict=True)):
                    _fly(script, card, rect, _swept(rect, view, k), t, 1.0, fade=True,
                               rotate=(0.0, 18.0 + 6 * k))
            reason = e.get("reason")
            if reason == "eight_cut":
                announce(tr("8切り！"))
            elif reason == "spade_three":
                announce(tr("スペ3返し！"))
            t += 1.3
        elif kind == "revolution":
            announce(tr("革命！") if e.get("on") else tr("革命返し！"), wash=WASH)
        elif kind == "eleven_back" and e.get("on"):
            announce(tr("イレブンバック！"))
        elif kind == "out":
            announce(tr("上がり！"), tr("{0}　{1}位").format(view.seat_name(e["seat"]), e.get("rank")))
        elif kind == "fall":
            text = tr("反則上がり") if e.get("reason") == "foul" else tr("都落ち")
            announce(text, tr("{0}　{1}位").format(view.seat_name(e["seat"]), e.get("rank")))
    return script


def _swept(rect: QRectF, view: QWidget, k: int) -> QRectF:
    """Where a swept card goes: off to the right and a little up."""
    return rect.translated(view.width() * 0.3 + 12 * k, -view.height() * 0.06)


def _deal(script: Script, view: DaifugoView, new: dict[str, Any], new_hand: HandPlaces,
          seat_rect) -> float:
    """The hand dealt from the middle of the table: one card to each seat in turn, yours face
    up into your hand. Returns when it is done."""
    table = view.table
    centre = _in(view, table, table.field_rects(1)[0])
    centre = QRectF(centre.x() + centre.width() * 0.25, centre.y() + centre.height() * 0.25,
                    centre.width() * 0.5, centre.height() * 0.5)
    me = new.get("seat")
    counts = list(new.get("counts") or [])
    mine = list(new_hand)
    order = [s for s in range(len(counts))]
    t = 0.0
    rounds = max(counts + [len(mine)], default=0)
    for k in range(rounds):
        for seat in order:
            if seat == me:
                if k < len(mine):
                    card = mine[k]
                    _fly(script, card, centre, new_hand[card], t, 0.9, key=("hand", card),
                               back=draw_back, turn=True)
                    t += DEAL_STEP
            elif k < counts[seat]:
                _fly_back(script, centre, seat_rect(seat), t, 0.9, fade=True)
                t += DEAL_STEP
    return t + 0.9
