"""Deltacle's texts: every message code the engine uses, with its Japanese template
(protocol/texts.py). The client renders them in its reader's language.

The characters' awakening effects are declared with the characters (components.py) and listed
here by their codes; the characters' names are names and travel as they are. The events hold
no text: the client words them itself with the names the table knows (VIEW.md)."""

from protocol.texts import Catalog
from server.games.deltacle.components import CHARACTERS

TEXTS = Catalog("deltacle", {
    "mark.round": "第{n}ラウンド",

    # each character's awakening effect (the view's players[].effect)
    **{f"effect.{c.id}": c.effect for c in CHARACTERS.values()},

    # the game's result
    "result.ended": "ペンタクルが3つそろいました。",
    "result.shared": "ペンタクルが3つそろいました。同点のため勝利を分かち合います。",

    # refusals
    "seats": "デルタクルは2～4人で遊びます。",
    "not_a_seat": "この卓の席ではありません。",
    "game_over": "ゲームは終了しています。",
    "not_choosing": "いまはカードを選ぶときではありません。",
    "already_chosen": "この手番のカードはもう選んであります。",
    "no_such_card": "そのようなカードはありません。",
    "not_in_hand": "そのカードは手札にありません。",
    "direction_needed": "加減速カードは加速か減速の向きを選んでください。",
    "shift_accel": "加減速カードに段階の指定はできません。",
    "direction_awaken": "覚醒カードには向きがありません。",
    "shift_range": "速度は上下限の範囲で0～2段階だけ変えられます。",
    "shift_not_enchant": "このキャラクターは覚醒で速度を変えられません。",
    "wrong_choice": "いまはその操作はできません。",
    "not_an_option": "その選択はできません。",
})
