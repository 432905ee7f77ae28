"""競技かるた: the table settings, one for each control of the seed's settings screen (★設定画面).

MAN or COM per side is the hall's seat choice (a CPU seat is a COM; its level is its 級位), so it
is not a setting here. Everything else on the screen is:

* per side, the COM's six parameters (決まり字, 暗記, 反応, 手速さ, 聴き分け: 0–15, -1 = drawn from
  the 級位; 戦法 守り/攻め/無形 or from the 級位), and the parameter-draw seed behind
  「パラメータ再設定」: 0 (the default) draws every "from the 級位" value afresh for each match,
  from the match's own seed (so a replay draws the same); any other value is one fixed draw,
  the same in every match, and 「引き直す」 picks another;
* 札初期配置 自動 / 手動, 札読み, 間 (ms, a range; the tens and units are dropped), 序歌,
  上の句, 下の句, COM札移動, 空札 (skip, COM–COM only);
* 取り札・読み札選択 (the screen behind that button: the settings of the section
  「取り札・読み札選択」, which the form shows as one button opening them): which torifuda may lie
  on the field — all 100 (the usual 50 drawn at random), the 五色百人一首 colour groups chosen (20
  cards each), the 決まり字 lengths chosen, or cards chosen one by one from the 100 — and which
  yomifuda are read: all 100, only the chosen torifuda, only the field's cards, or cards chosen
  one by one (they must include every card that can lie on the field, or the match could not
  end).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from server.games.contract import Choice, Group, Setting, SettingsError, When, validate_settings
from server.games.karuta.kimariji import STATIC, kimariji_text
from server.games.karuta.poems import COLORS, NUMBERS, POEMS, by_color
from server.games.karuta.texts import TEXTS

SIDE_LABELS = ("第1陣", "第2陣")  # seat 0 / seat 1

# The five numeric parameters of the seed (＜級位＞＜パラメータ＞), in the seed's order.
NUMERIC_PARAMS: tuple[tuple[str, str], ...] = (
    ("kimariji", "決まり字"),
    ("anki", "暗記"),
    ("hanno", "反応"),
    ("tebayasa", "手速さ"),
    ("kikiwake", "聴き分け"),
)
PARAM_MIN, PARAM_MAX = 0, 15
FROM_GRADE = -1  # an int parameter left to the 級位

SENPO = (("mamori", "守り"), ("seme", "攻め"), ("mukei", "無形"))
SENPO_FROM_GRADE = "grade"

GRADES = ("E", "D", "C", "B", "A")
GRADE_LABELS = {g: f"{g}級" for g in GRADES}

# The range each 級位 draws its numeric parameters from (inclusive). Neighbouring grades
# overlap by one point so a strong D can meet a weak C, as people do.
GRADE_RANGES: dict[str, tuple[int, int]] = {
    "E": (0, 4),
    "D": (3, 7),
    "C": (6, 10),
    "B": (9, 13),
    "A": (12, 15),
}

# 札読み
YOMI = (("voice", "音声"), ("text", "文字"), ("voice_text", "音声＋文字"), ("image", "取り札"))
# 上の句: read to the (static) 決まり字, to the 札確定文字 (with changes), or whole.
KAMI = (("kimariji", "決まり字まで読む"), ("kakutei", "札確定文字まで読む"), ("whole", "全て読む"))
# 下の句
SHIMO = (("continue", "上の句に続けて読む"), ("after_take", "札取り後に読む"), ("none", "読まない"))
LAYOUT = (("auto", "自動"), ("manual", "手動（1枚ずつ）"))

MA_LIMIT_MS = 10_000

# 取り札・読み札選択 (seed ★取り札・読み札選択画面)
FIELD_MAX = 50  # 「100枚の取り札の内50枚を使用します」: never more on the field than that
SIDE_MAX = 36  # three rows of twelve: what a side can hold
SELECTION = "取り札・読み札選択"  # the section: one button in the form, seed ＜「取り札・読み札選択」ボタン＞
TORIFUDA = (("all", "100枚から50枚（通常）"), ("colors", "五色百人一首の色で選ぶ"),
            ("kimariji", "決まり字の字数で選ぶ"), ("hand", "1枚ずつ選ぶ"))
YOMIFUDA = (("all", "100枚すべて（場にない札は空札）"), ("chosen", "取り札に選んだ札だけ"),
            ("field", "場の札だけ（空札なし）"), ("hand", "1枚ずつ選ぶ"))
COLOR_KEYS: tuple[tuple[str, str], ...] = tuple(zip(
    ("color_ao", "color_momo", "color_ki", "color_midori", "color_daidai"), COLORS, strict=True))
KIMARIJI_LENGTHS = tuple(sorted(set(STATIC.values())))  # 1字決まり … 6字決まり


def kimariji_key(length: int) -> str:
    return f"kimariji_{length}"


def with_kimariji(length: int) -> list[int]:
    return [n for n in NUMBERS if STATIC[n] == length]


def card_label(number: int) -> str:
    """How the picker lists a card: its number, its 決まり字 and the first phrase
    (「1 あきの　秋の田の」)."""
    return f"{number} {kimariji_text(number, STATIC[number])}　{POEMS[number].kanji[0]}"


CARD_CHOICES = tuple(Choice(n, card_label(n)) for n in NUMBERS)
# The picker's quick buttons: the five colours, then the six 決まり字 lengths.
CARD_GROUPS = (
    *(Group(color, tuple(sorted(by_color(color))), "五色百人一首") for color in COLORS),
    *(Group(f"{n}字決まり", tuple(with_kimariji(n)), "決まり字") for n in KIMARIJI_LENGTHS),
)


MA_STEP_MS = 100  # 十の位以下は切り捨て


def _choices(pairs: tuple[tuple[str, str], ...]) -> tuple[Choice, ...]:
    return tuple(Choice(value, label) for value, label in pairs)


def param_key(side: int, name: str) -> str:
    return f"com{side}_{name}"


def _side_settings(side: int) -> tuple[Setting, ...]:
    where = SIDE_LABELS[side]
    numeric = tuple(
        Setting(
            param_key(side, name),
            f"{where}COM {label}",
            "choice",
            FROM_GRADE,
            (Choice(FROM_GRADE, "級位から"), *(Choice(v, str(v)) for v in range(PARAM_MAX + 1))),
            help="0〜15。「級位から」は級位の範囲でランダムに決めます。",
        )
        for name, label in NUMERIC_PARAMS
    )
    senpo = Setting(
        param_key(side, "senpo"),
        f"{where}COM 戦法",
        "choice",
        SENPO_FROM_GRADE,
        (Choice(SENPO_FROM_GRADE, "級位から"), *_choices(SENPO)),
        help="守り：自陣の札を優先。攻め：相手陣の札を優先。無形：偏らない。",
    )
    return (*numeric, senpo)


SETTINGS: tuple[Setting, ...] = (
    *_side_settings(0),
    *_side_settings(1),
    Setting("param_seed", "パラメータ再設定", "int", 0, minimum=0, maximum=99_999,
            help="0：級位から決めるパラメータを試合ごとに引きます。ほかの値：その値で引いた同じパラメータを"
                 "毎試合使います（「引き直す」で別の値に）。",
            reroll=True),
    Setting("layout", "札初期配置", "choice", "auto", _choices(LAYOUT),
            help="自動で並べるか、手動で1枚ずつ場所を指定するか（COM の陣はいつも自動）。"),
    Setting("yomi", "札読み", "choice", "voice_text", _choices(YOMI),
            help="音声・文字・音声＋文字、または取り札の画像を画面中央に表示。"),
    Setting("ma_min", "間（最小、ミリ秒）", "int", 1000, minimum=0, maximum=MA_LIMIT_MS,
            help="下の句のあと次の上の句までの間。十の位以下は切り捨て。"),
    Setting("ma_max", "間（最大、ミリ秒）", "int", 1000, minimum=0, maximum=MA_LIMIT_MS,
            help="毎首の間は最小〜最大からランダムに決まります。"),
    Setting("joka", "序歌を読む", "bool", True),
    Setting("kami", "上の句", "choice", "whole", _choices(KAMI)),
    Setting("shimo", "下の句", "choice", "continue", _choices(SHIMO),
            help="百首を覚えていない方は「上の句に続けて読む」がおすすめです。"),
    Setting("com_move", "COM札移動", "bool", True, help="COM が自分の札を動かすかどうか。"),
    Setting("kara_skip", "空札をスキップ", "bool", False,
            help="COM 同士の対戦でのみ有効。空札の読みを途中で打ち切ります。"),
    Setting("torifuda", "取り札の選び方", "choice", "all", _choices(TORIFUDA), section=SELECTION,
            help="場に並べる札をどこから選ぶか。選んだ札が50枚を超えると、その中から50枚をランダムに。"),
    *(Setting(key, f"取り札：{color}", "bool", False, section=SELECTION,
              when=When("torifuda", ("colors",)),
              help=f"五色百人一首の{color}の20枚（「五色百人一首の色で選ぶ」のとき）。")
      for key, color in COLOR_KEYS),
    *(Setting(kimariji_key(n), f"取り札：{n}字決まり（{len(with_kimariji(n))}枚）", "bool", False,
              section=SELECTION, when=When("torifuda", ("kimariji",)),
              help="「決まり字の字数で選ぶ」のとき。")
      for n in KIMARIJI_LENGTHS),
    Setting("torifuda_cards", "取り札（1枚ずつ）", "subset", (), CARD_CHOICES, unit="枚",
            groups=CARD_GROUPS, section=SELECTION, when=When("torifuda", ("hand",)),
            help="「1枚ずつ選ぶ」のとき、場に並べる札の候補。2枚以上。50枚を超えるとその中から50枚。"),
    Setting("yomifuda", "読み札", "choice", "all", _choices(YOMIFUDA), section=SELECTION,
            help="読む札：100枚すべて、取り札に選んだ札だけ、場に並べた札だけ、または1枚ずつ選んだ札。"),
    Setting("yomifuda_cards", "読み札（1枚ずつ）", "subset", (), CARD_CHOICES, unit="枚",
            groups=CARD_GROUPS, section=SELECTION, when=When("yomifuda", ("hand",)),
            help="「1枚ずつ選ぶ」のとき読む札。場に並ぶことのある取り札をすべて含めてください"
                 "（ほかの札は空札として読みます）。"),
)


def check(given: Any) -> dict[str, Any]:
    """The contract's per-setting check, then the rules that span several settings."""
    values = validate_settings(SETTINGS, given)
    if values["ma_min"] > values["ma_max"]:
        raise SettingsError(TEXTS("settings.ma_order"))
    field_size(values)  # raises when the selection cannot make a field
    check_yomifuda(values)
    return values


def check_yomifuda(settings: dict[str, Any]) -> None:
    """Yomifuda chosen one by one must include at least one card that can lie on the field (else
    nothing could ever be taken). The others chosen are read as 空札; a match whose readings run
    out before a side is empty goes to the side with fewer cards left (engine.readings_done)."""
    if settings.get("yomifuda") != "hand":
        return
    read = set(settings.get("yomifuda_cards", ()))
    if not read:
        raise SettingsError(TEXTS("settings.no_yomifuda"))
    if not read & set(chosen_torifuda(settings)):
        raise SettingsError(TEXTS("settings.yomifuda_off_field"))


# --------------------------------------------------------------------------------------------
# 取り札・読み札選択
# --------------------------------------------------------------------------------------------


def chosen_torifuda(settings: dict[str, Any]) -> list[int]:
    """The cards the field is drawn from: all 100, those of the colours / 決まり字 lengths
    ticked (as schools play 五色百人一首: one colour is 20 cards), or those chosen one by one."""
    how = settings.get("torifuda", "all")
    if how == "hand":
        return sorted(settings.get("torifuda_cards", ()))
    if how == "colors":
        return sorted(n for key, color in COLOR_KEYS if settings.get(key) for n in by_color(color))
    if how == "kimariji":
        return sorted(n for length in KIMARIJI_LENGTHS if settings.get(kimariji_key(length))
                      for n in with_kimariji(length))
    return list(NUMBERS)


def field_size(settings: dict[str, Any]) -> int:
    """How many torifuda lie on the field: the chosen cards, at most 50, an even number so the
    two sides start level. Raises SettingsError when there are not enough for both sides."""
    chosen = chosen_torifuda(settings)
    how = settings.get("torifuda", "all")
    if how == "colors" and not chosen:
        raise SettingsError(TEXTS("settings.no_color"))
    if how == "kimariji" and not chosen:
        raise SettingsError(TEXTS("settings.no_length"))
    if how == "hand" and not chosen:
        raise SettingsError(TEXTS("settings.no_torifuda"))
    size = min(FIELD_MAX, len(chosen) - len(chosen) % 2)
    if size < 2:
        raise SettingsError(TEXTS("settings.too_few", count=len(chosen)))
    return size


def yomifuda(settings: dict[str, Any], field: list[int]) -> list[int]:
    """The poems that are read (in number order; the engine shuffles them): all 100 (the cards
    not on the field are 空札), only the chosen torifuda, only the field's cards, or those
    chosen one by one (``check`` has made sure at least one can lie on the field)."""
    how = settings.get("yomifuda", "all")
    if how == "field":
        return sorted(field)
    if how == "hand":
        return sorted(settings.get("yomifuda_cards", ()))
    if how == "chosen":
        return chosen_torifuda(settings)
    return list(NUMBERS)


def ma_range_ms(settings: dict[str, Any]) -> tuple[int, int]:
    """The 間 range with the tens and units dropped (seed ＜間（ミリ秒）＞)."""
    return (settings["ma_min"] // MA_STEP_MS * MA_STEP_MS,
            settings["ma_max"] // MA_STEP_MS * MA_STEP_MS)


# --------------------------------------------------------------------------------------------
# COM parameters (seed ＜級位＞＜パラメータ＞)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ComParams:
    grade: str | None
    kimariji: int
    anki: int
    hanno: int
    tebayasa: int
    kikiwake: int
    senpo: str

    def to_wire(self) -> dict[str, Any]:
        return {"grade": self.grade, "kimariji": self.kimariji, "anki": self.anki,
                "hanno": self.hanno, "tebayasa": self.tebayasa, "kikiwake": self.kikiwake,
                "senpo": self.senpo}


def com_params(settings: dict[str, Any], side: int, grade: str, match_seed: int | None = None) -> ComParams:
    """The six parameters of the COM on ``side``: each value set by hand in the settings, the
    rest drawn at random within the 級位's range: from the 「パラメータ再設定」 seed when it is set
    (not 0), else from ``match_seed``, the match's own seed (a fresh draw each match, the same in
    its replay). Without a match seed (a COM standing in for a person, which sees only its view)
    the draw is the 「パラメータ再設定」 seed's."""
    if grade not in GRADE_RANGES:
        raise SettingsError(TEXTS("settings.no_grade", grade=str(grade)[:8]))
    given = tuple(settings.get(param_key(side, name), FROM_GRADE) for name, _ in NUMERIC_PARAMS)
    senpo = settings.get(param_key(side, "senpo"), SENPO_FROM_GRADE)
    fixed = settings.get("param_seed", 0)
    draw = f"karuta-params:{fixed}" if fixed or match_seed is None else f"karuta-match-params:{match_seed}"
    return _drawn(draw, side, grade, given, senpo)


def _drawn(draw: str, side: int, grade: str, given: tuple[int, ...], senpo: str) -> ComParams:
    rng = random.Random(f"{draw}:{side}:{grade}")
    low, high = GRADE_RANGES[grade]
    values: dict[str, Any] = {}
    for (name, _), fixed in zip(NUMERIC_PARAMS, given, strict=True):
        drawn = rng.randint(low, high)
        values[name] = drawn if fixed == FROM_GRADE else fixed
    drawn_senpo = rng.choice([value for value, _ in SENPO])
    values["senpo"] = drawn_senpo if senpo == SENPO_FROM_GRADE else senpo
    return ComParams(grade=grade, **values)


def public(settings: dict[str, Any]) -> dict[str, Any]:
    """The settings a client needs, for the view."""
    return {
        "yomi": settings["yomi"], "kami": settings["kami"], "shimo": settings["shimo"],
        "joka": settings["joka"], "layout": settings["layout"], "com_move": settings["com_move"],
        "kara_skip": settings["kara_skip"], "ma_min": settings["ma_min"],
        "ma_max": settings["ma_max"], "param_seed": settings["param_seed"],
        "torifuda": settings["torifuda"], "yomifuda": settings["yomifuda"],
        "chosen": chosen_torifuda(settings),
        "com": [{name: settings[param_key(side, name)] for name, _ in (*NUMERIC_PARAMS, ("senpo", ""))}
                for side in (0, 1)],
    }
