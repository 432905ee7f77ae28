"""What a new ことばカード view sets in motion (client/games/motion.py), from the events that came
with it: another player's word travels from their chip onto the field; a rejected play goes back
to its player's hand; the cards you draw come from the stock into your hand, the card you
exchange goes to the discard; a reset sweeps the field into the discard; a word accepted or
rejected and a board 完成 are announced.

Your own play needs no flight: you laid its cards on the board yourself. Places are the widgets'
own in the view's coordinates: your hand's cards and the field as they lay before the new view
(``Places``), the rest as the new view lays them out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QLabel, QWidget

from client.games.kotoba.board_widget import BoardWidget
from client.games.kotoba.card_painter import draw_card
from client.games.kotoba.hand_widget import HandWidget
from client.games.kotoba.model import Placed
from client.games.kotoba.player_strip import PlayerStrip
from client.games.kotoba.texts import tr
from client.games.motion import Script


class KotobaView(Protocol):
    """What a script needs of the ことばカード view (view.py): its hand, board, piles and
    players, whose seat it is and the seats' names."""

    hand: HandWidget
    board: BoardWidget
    piles: QLabel
    players: PlayerStrip
    you: int | None

    def names(self) -> list[str]: ...


@dataclass
class Places:
    """Where cards lay before a new view, in the view's coordinates."""

    hand: dict[int, tuple[Placed, QRectF]]
    field: dict[int, tuple[Placed, QRectF]]


def _in(view: QWidget, widget: QWidget, rect: QRectF) -> QRectF:
    return QRectF(rect).translated(widget.mapTo(view, QPoint(0, 0)))


def places(view: KotobaView) -> Places:
    """Your hand's cards and the field's (or the board shown) where they lie now."""
    hand = {card.id: (card, _in(view, view.hand, rect)) for card, rect in view.hand.rects()}
    board = view.board
    field = {card.id: (card, _in(view, board, board.rect_of(card))) for card in board.all_cards()}
    return Places(hand, field)


def _fly(script: Script, card: Placed, src: QRectF, dst: QRectF, start: float, length: float,
         **how: Any) -> None:
    """``card`` flying as it lies (its face shown, turned as on the board)."""
    script.fly(lambda p, r: draw_card(p, r, card.printed, card.face, card.rotation), src, dst, start,
               length, picture=("kotoba", card.printed, card.face, card.rotation), **how)


def _small(at: QRectF, like: QRectF, scale: float = 0.45) -> QRectF:
    """A card the shape of ``like``, ``scale`` its size, centred on ``at``."""
    rect = QRectF(0, 0, like.width() * scale, like.height() * scale)
    rect.moveCenter(at.center())
    return rect


def script_for(view: KotobaView, events: list[dict[str, Any]], before: Places) -> Script:
    """The motion of ``events`` (the new view is already shown)."""
    script = Script()
    you = view.you
    names = view.names()
    board = view.board
    field_now = {card.id: (card, _in(view, board, board.rect_of(card))) for card in board.cards}
    hand_now = {card.id: (card, _in(view, view.hand, rect)) for card, rect in view.hand.rects()}
    piles = _in(view, view.piles, QRectF(view.piles.rect()))
    t = 0.0

    def chip(seat: Any) -> QRectF | None:
        chips = view.players.chips
        if isinstance(seat, int) and 0 <= seat < len(chips) and chips[seat].isVisibleTo(view):
            return _in(view, chips[seat], QRectF(chips[seat].rect()))
        return None

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    for e in events:
        kind = e.get("type")
        seat = e.get("seat")
        if kind == "play" and seat != you:
            origin = chip(seat)
            laid = [int(c["id"]) for c in e.get("cards") or [] if "id" in c]
            for k, card_id in enumerate(laid):
                if card_id not in field_now or origin is None:
                    continue
                card, dst = field_now[card_id]
                _fly(script, card, _small(origin, dst), dst, t + 0.12 * k, 1.2, key=("field", card_id))
            t += 1.2 + 0.12 * max(0, len(laid) - 1)
        elif kind == "taken_back":
            back = [int(c) for c in e.get("cards") or []]
            for k, card_id in enumerate(back):
                if card_id not in before.field:
                    continue
                card, src = before.field[card_id]
                if seat == you and card_id in hand_now:
                    _fly(script, hand_now[card_id][0], src, hand_now[card_id][1], t + 0.1 * k, 1.2,
                               key=("hand", card_id))
                else:
                    target = chip(seat)
                    if target is not None:
                        _fly(script, card, src, _small(target, src), t + 0.1 * k, 1.2, fade=True)
            t += 1.2
        elif kind == "drawn" and e.get("to") in (None, you):
            drawn = [int(c["id"]) for c in e.get("cards") or [] if isinstance(c, dict) and "id" in c]
            for k, card_id in enumerate(drawn):
                if card_id not in hand_now:
                    continue
                card, dst = hand_now[card_id]
                _fly(script, card, _small(piles, dst), dst, t + 0.15 * k, 1.0, key=("hand", card_id))
        elif kind == "exchange" and seat == you:
            card_id = e.get("card")
            card_id = int(card_id["id"]) if isinstance(card_id, dict) else card_id
            if card_id in before.hand:
                card, src = before.hand[card_id]
                _fly(script, card, src, _small(piles, src), t, 1.0, fade=True)
            t += 0.6
        elif kind == "reset":
            for k, (card_id, (card, src)) in enumerate(before.field.items()):
                if card_id in field_now:
                    continue
                _fly(script, card, src, _small(piles, src), t + 0.05 * k, 1.2, fade=True)
            t += 1.2
        elif kind == "vote_closed":
            word = str(e.get("word", ""))
            script.announce(tr("成立！") if e.get("accepted") else tr("不成立"), word, t)
        elif kind == "done":
            script.announce(tr("完成！"), name(seat), t)
        elif kind == "time_up":
            script.announce(tr("時間切れ！"), "", t)
    return script


__all__ = ["Places", "places", "script_for"]
