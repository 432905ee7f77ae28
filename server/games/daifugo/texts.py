"""大富豪's texts: every message code the engine uses, with its Japanese template
(protocol/texts.py). The client renders them in its reader's language.

The seed's forms (A)-(E) are named where they are defined (forms.py) and listed here by their
codes. Two things travel as codes of their own, which the client words itself: the play log's
entries (``kind`` with its parameters: seats, cards, counts), worded with the names the table
knows, and the titles (``grand`` … ``pauper``, scoring.py), whose Japanese 「大富豪」 would
otherwise be one message with the game's title in every translation (VIEW.md)."""

from protocol.texts import Catalog
from server.games.daifugo.forms import SEED_FORMS

TEXTS = Catalog("daifugo", {
    # the seed's forms, in a refusal: 「場と同じ形（同じ数字2枚）で出してください。」
    **{f"form.{f.letter.lower()}": f.name for f in SEED_FORMS},

    # the match's result
    "reason_total": "{hands}ゲームの合計得点で順位を決めました。",

    # refusals: the cards sent
    "seats": "大富豪は3人から8人で遊びます。",
    "unknown_card": "知らないカードが含まれています。",
    "same_card_twice": "同じカードが2回指定されています。",
    # refusals: the rules (the code is the rule's name)
    "no_form": "その組み合わせは出せる形になっていません（1枚・同じ数字・同じマークの階段）。",
    "follow_count": "場と同じ枚数（{count}枚）で出してください。",
    "follow_form": "場と同じ形（{form}）で出してください。",
    "lock": "縛り中です。{suits} のマークで出してください。",
    "follow_strength": "場のカードより強いカードを出してください。",
    "not_in_hand": "手札にないカードです。",
    "lead_must_play": "場にカードがないときはパスできません。カードを出してください。",
    "exchange_count": "{count}枚渡してください。",
    "not_giving": "いまはカードを渡す番ではありません。",
    "not_next": "いまは次のゲームへ進む時ではありません。",
})
