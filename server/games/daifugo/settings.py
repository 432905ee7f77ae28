"""Table settings of daifugō: the seed's options, and the house rules players expect as switches.
Every setting is explained in rules.md (「設定」).

A fresh table plays the seed's own game: none of the house rules below is in the seed, so all
are off. One preset, 「よくあるローカルルール」, turns on the ones most tables play with. Each
house rule is a three-way choice — 「プリセットどおり」 (the default), 「あり」 or 「なし」 — so a
table can take the preset and still switch one rule on or off by itself. The table keeps the
settings as chosen (``validate_settings`` only checks them); ``new`` calls ``resolve``, which
turns the choices into plain booleans, so the state, the view and the CPU players only ever see
``True`` or ``False`` (and since those are valid choices themselves, resolving is idempotent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from server.games.contract import Choice, Setting, validate_settings

PRESET_SEED = "seed"  # 原作のルール: no house rule
PRESET_LOCAL = "local"  # よくあるローカルルール
FOLLOW_PRESET = "preset"  # a house rule's value: whatever the preset says


@dataclass(frozen=True)
class HouseRule:
    """A rule not in the seed. ``local``: whether 「よくあるローカルルール」 turns it on."""

    key: str
    label: str
    local: bool
    help: str


HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule("same_count", "同じ枚数で出す", True,
              "場と同じ枚数でしか出せません。なし（原作）では、同じ数字3枚以上には3枚以上の組を、"
              "4枚以上の階段には4枚以上の階段を出せます。"),
    HouseRule("revolution", "革命", True, "同じ数字4枚以上で強さが逆転します。"),
    HouseRule("sequence_revolution", "階段革命", False, "5枚以上の階段でも革命になります。"),
    HouseRule("eight_cut", "8切り", True, "8を含むカードを出すと場が流れ、出した人から始めます。"),
    HouseRule("lock", "縛り", True, "同じマークが2回続くと、場が流れるまでそのマークしか出せません。"),
    HouseRule("spade_three", "スペ3返し", True, "ジョーカー1枚に対してスペードの3を出せ、場が流れます。"),
    HouseRule("eleven_back", "イレブンバック", False,
              "Jを含むカードを出すと、場が流れるまで強さが逆転します。"),
    HouseRule("miyako_ochi", "都落ち", True,
              "前のゲームの大富豪が1番に上がれなかったら、その場で最下位に転落します。"),
    HouseRule("exchange", "カード交換", True,
              "2ゲーム目から、大貧民と大富豪が2枚、貧民と富豪が1枚を交換します。"),
)

PRESETS: dict[str, dict[str, bool]] = {
    PRESET_SEED: {r.key: False for r in HOUSE_RULES},
    PRESET_LOCAL: {r.key: r.local for r in HOUSE_RULES},
}

HOUSE_RULE_CHOICES = (Choice(FOLLOW_PRESET, "プリセットどおり"), Choice(True, "あり"),
                      Choice(False, "なし"))


def _house_rule_setting(rule: HouseRule) -> Setting:
    where = "「よくあるローカルルール」ではあり" if rule.local else "どちらのプリセットでもなし"
    return Setting(rule.key, rule.label, "choice", FOLLOW_PRESET, choices=HOUSE_RULE_CHOICES,
                   help=f"{rule.help}（原作ではなし、{where}）")


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
    Setting("preset", "ルールのプリセット", "choice", PRESET_SEED,
            choices=(Choice(PRESET_SEED, "原作のルール"),
                     Choice(PRESET_LOCAL, "よくあるローカルルール")),
            help="下のローカルルールのうち「プリセットどおり」のものを決めます。"
                 "原作のルールではすべてなし、よくあるローカルルールでは同じ枚数・革命・8切り・縛り・"
                 "スペ3返し・都落ち・カード交換があります。"),
    *(_house_rule_setting(r) for r in HOUSE_RULES),
)


def resolve(given: Any) -> dict[str, Any]:
    """Validate ``given`` against the schema and settle every house rule to ``True``/``False``:
    「プリセットどおり」 takes the preset's value, 「あり」/「なし」 stay as chosen."""
    values = validate_settings(SETTINGS, given)
    preset = PRESETS[values["preset"]]
    for rule in HOUSE_RULES:
        if values[rule.key] == FOLLOW_PRESET:
            values[rule.key] = preset[rule.key]
    return values


def deck_count(settings: dict[str, Any], players: int) -> int:
    """Seed: 「人数が多い場合は２組」. Automatic: two decks from seven players on."""
    decks = settings["decks"]
    if decks == "auto":
        return 2 if players >= 7 else 1
    return int(decks)
