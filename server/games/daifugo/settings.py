"""Table settings of daifugō: the seed's options and the house rules players expect.
Every setting is explained in rules.md (「設定」)."""

from __future__ import annotations

from typing import Any

from server.games.contract import Choice, Setting

SETTINGS: tuple[Setting, ...] = (
    Setting("hands", "ゲーム数", "int", 5, minimum=1, maximum=30,
            help="1回の対戦で遊ぶゲーム（手）の数。"),
    Setting("jokers", "ジョーカーの枚数", "choice", 1,
            choices=(Choice(0, "なし"), Choice(1, "1枚"), Choice(2, "2枚")),
            help="山札に入れるジョーカーの枚数（2組使うときも合計の枚数）。"),
    Setting("decks", "トランプの組数", "choice", "auto",
            choices=(Choice("auto", "人数で自動（7人以上で2組）"), Choice(1, "1組"), Choice(2, "2組")),
            help="人数が多い場合は2組を使います。"),
    Setting("foul_finish", "反則上がり", "bool", True,
            help="ジョーカーや2を含むカードで上がると最下位に転落します。"),
    Setting("scoring", "得点計算", "choice", "plusminus",
            choices=(Choice("plusminus", "プラスマイナス制"), Choice("nominus", "マイナスなし")),
            help="マイナスなしでは、1ゲームごとに誰もマイナスにならないよう全員に同じ点を足します。"),
    Setting("revolution", "革命", "bool", True,
            help="同じ数字4枚以上で強さが逆転します。"),
    Setting("sequence_revolution", "階段革命", "bool", False,
            help="5枚以上の階段でも革命になります。"),
    Setting("eight_cut", "8切り", "bool", True,
            help="8を含むカードを出すと場が流れ、出した人から始めます。"),
    Setting("lock", "縛り", "bool", True,
            help="同じマークが2回続くと、場が流れるまでそのマークしか出せません。"),
    Setting("spade_three", "スペ3返し", "bool", True,
            help="ジョーカー1枚に対してスペードの3を出せ、場が流れます。"),
    Setting("eleven_back", "イレブンバック", "bool", False,
            help="Jを含むカードを出すと、場が流れるまで強さが逆転します。"),
    Setting("miyako_ochi", "都落ち", "bool", True,
            help="前のゲームの大富豪が1番に上がれなかったら、その場で最下位に転落します。"),
    Setting("exchange", "カード交換", "bool", True,
            help="2ゲーム目から、大貧民と大富豪が2枚、貧民と富豪が1枚を交換します。"),
)


def deck_count(settings: dict[str, Any], players: int) -> int:
    """Seed: 「人数が多い場合は２組」. Automatic: two decks from seven players on."""
    decks = settings["decks"]
    if decks == "auto":
        return 2 if players >= 7 else 1
    return int(decks)
