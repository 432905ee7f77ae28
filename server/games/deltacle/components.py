"""Deltacle's components as data (seed document: 内容物, セットアップ, キャラクターデータ).

Everything a rule looks up lives here: the track (one table, so its numbers can be changed),
the gem chips, the control cards and the four characters with their speed ranges and
awakening effects. The manual's figures are not in the text; the track below is our design,
faithful to what the text says (a clockwise loop, one start square per seat, crest squares
holding one chip each, two face-up waiting stacks in the centre) and stated in rules.md.
"""

from __future__ import annotations

from dataclasses import dataclass

# --------------------------------------------------------------------------------------------
# The track (トラックボード). Squares are numbered 0.. length-1 clockwise; pieces only move
# clockwise (セットアップ: 駒はトラックを時計回りに進み、逆走することはありません).
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Track:
    length: int
    crests: tuple[int, ...]  # 紋章が描かれたマス: one chip each at setup
    starts: dict[int, tuple[int, ...]]  # seat count -> start square of seat 0, 1, ...

    def start_of(self, seats: int, seat: int) -> int:
        return self.starts[seats][seat]


TRACK = Track(
    length=32,
    # three crest squares in each quarter, at offsets 2, 5 and 6 from a start square
    crests=(2, 5, 6, 10, 13, 14, 18, 21, 22, 26, 29, 30),
    starts={
        4: (0, 8, 16, 24),
        3: (0, 8, 16),  # 3人: one start square (24) stays empty (2・3人で遊ぶ時の変更点)
        2: (0, 16),  # 2人: every other start square (スタートマスを1つ飛ばしに使います)
    },
)

# --------------------------------------------------------------------------------------------
# Gem chips (宝石チップ): 45, three colours, 15 each.
# --------------------------------------------------------------------------------------------

COLORS: tuple[str, ...] = ("B", "Y", "R")
COLOR_NAMES: dict[str, str] = {"B": "静かの実(青)", "Y": "太陽の滴(黄)", "R": "竜血珠(赤)"}
CHIPS_PER_COLOR = 15
STACKS = 2  # 待機チップの山の数

# --------------------------------------------------------------------------------------------
# Control cards (制御カード): each player holds 加減速3, 加減速2, 加減速1 and 覚醒.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    amount: int  # speed change for 加減速 cards; 0 for 覚醒
    directional: bool  # 加減速カードには、加速の向きと減速の向きがあります


CARDS: dict[str, Card] = {
    "accel3": Card("accel3", "加減速3", 3, True),
    "accel2": Card("accel2", "加減速2", 2, True),
    "accel1": Card("accel1", "加減速1", 1, True),
    "awaken": Card("awaken", "覚醒", 0, False),
}
HAND: tuple[str, ...] = ("accel3", "accel2", "accel1", "awaken")
DIRECTIONS: tuple[str, ...] = ("up", "down")  # 加速 / 減速
START_SPEED = 3  # 全員、速度を3にセットします
REFILL_AT = 1  # 手札が残り1枚になっていたら、使用済みのカードを全て手札に戻します

# --------------------------------------------------------------------------------------------
# Characters (キャラクターデータ). The awakening effect is data: the engine asks these fields.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    min_speed: int
    max_speed: int
    moves_first: bool = False  # [駒の移動]で、速度に関わらず、この駒を最初に進める
    collects_passed: bool = False  # 通過したマスのチップ全てをまとめて獲得 (スイープ)
    speed_factor: int = 1  # [駒の移動]で速度を2倍とみなす (チャリオット)
    steals_from_hit: bool = False  # 追突した駒の表向きのチップを1枚ずつ獲得 (チャリオット)
    picks_up_in_place: bool = False  # [駒の制御]の直後に今いるマスのチップを獲得 (ゴッドハンド)
    discards_card: bool = False  # その後、手札が2枚以上なら1枚を裏向きで使用済みに (ゴッドハンド)
    cancels_others: bool = False  # 他の駒全ての覚醒効果を無効にする (エンチャント)
    shifts_speed: int = 0  # [駒の制御]で速度を上下限の範囲で0～N段階変更 (エンチャント)
    effect: str = ""  # the character table's text (``deltacle.effect.<id>``, texts.py), for the view


CHARACTERS: dict[str, Character] = {
    "sweep": Character(
        "sweep", "スイープ", 1, 7, moves_first=True, collects_passed=True,
        effect="移動で最初に進む。進んだ直後、通過したマスのチップを全て獲得し、通過した順に補充する。",
    ),
    "chariot": Character(
        "chariot", "チャリオット", 2, 8, speed_factor=2, steals_from_hit=True,
        effect="移動で速度を2倍とみなす。追突判定の直後、追突した駒の表向きのチップを1枚ずつ獲得する。",
    ),
    "godhand": Character(
        "godhand", "ゴッドハンド", 1, 7, picks_up_in_place=True, discards_card=True,
        effect="制御の直後、今いるマスのチップを獲得し補充する。その後、手札が2枚以上なら1枚を裏向きで使用済みにする。",
    ),
    "enchant": Character(
        "enchant", "エンチャント", 2, 8, cancels_others=True, shifts_speed=2, moves_first=True,
        effect="他の駒全ての覚醒効果を無効にする。速度を上下限の範囲で0～2段階変更する。移動で最初に進む。",
    ),
}
CHARACTER_ORDER: tuple[str, ...] = ("sweep", "chariot", "godhand", "enchant")
BEGINNER_THREE: tuple[str, ...] = ("sweep", "chariot", "enchant")  # 3人で最初に遊ぶとき

# --------------------------------------------------------------------------------------------
# Scoring (ゲームの終了と得点計算): a pentacle scores by how many colours it holds.
# --------------------------------------------------------------------------------------------

PENTACLE_SIZE = 3
PENTACLES_TO_END = 3
PENTACLE_POINTS: dict[int, int] = {1: 5, 3: 3, 2: 1}  # 1種類5点, 3種類3点, 2種類1点
