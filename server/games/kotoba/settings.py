"""Table settings and the fixed numbers of ことばカード (seed 001; every choice is explained in
rules.md 「設定」 and 「決めたこと」)."""

from __future__ import annotations

from dataclasses import dataclass

from server.games.contract import Choice, CpuLevel, Setting, When

NARABE = "narabe"  # ならべる
AWASE = "awase"  # あわせる
KASANE = "kasane"  # かさねる


# Seed 「ならべる」: 3 minutes, seven random cards each.
ARRANGE_SECONDS = 180.0
NARABE_HAND = 7
# Seed 「あわせる」「かさねる」: 1 turn 60 s, then an automatic pass.
TURN_SECONDS = 60.0

# Guards the seed leaves open (rules.md 「決めたこと」): a match in turn ends when nobody has had a
# word accepted for this many rounds in a row, and in any case after this many turns per seat.
ROUNDS_WITHOUT_WORD = 4
TURNS_PER_SEAT = 80

# かさねる: a word of this many kana or more resets the field.
RESET_LENGTH = 7

SETTINGS: tuple[Setting, ...] = (
    Setting("mode", "遊び方", "choice", NARABE,
            choices=(Choice(NARABE, "ならべる"), Choice(AWASE, "あわせる"), Choice(KASANE, "かさねる")),
            help="ならべる: 7枚で3分間に単語を並べて得点を競う。あわせる: 場札とつなげて手札をなくす。"
                 "かさねる: 場札に重ねて横一列の単語を作り、最初に手札をなくす。"),
    Setting("hand_size", "手札の枚数（あわせる・かさねる）", "int", 7, minimum=3, maximum=10,
            help="あわせる・かさねるで最初に配る手札の枚数。ならべるはいつも7枚です。",
            when=When("mode", (AWASE, KASANE))),
    Setting("vote_time", "判定の制限時間（秒）", "int", 20, minimum=5, maximum=120,
            help="宣言された単語にOKかNGを答える時間。時間内に答えなかった人はOKとみなします。"),
    Setting("hint", "辞書ヒント", "bool", True,
            help="自分の番（ならべるでは並べている間）に、単語が辞書にあるかを自分だけ確かめられます。"),
)

MODES = tuple(choice.value for choice in SETTINGS[0].choices)
"""The three ways to play, in the order the table's settings offer them (the mode's name is the
label of its choice: ``kotoba.setting.mode.choice.<n>``)."""


@dataclass(frozen=True)
class CpuProfile:
    """What a CPU level knows and how hard it looks (rules.md 「CPU」)."""

    level: CpuLevel
    vocabulary: int | None  # the most common words it knows; None = the whole dictionary
    max_cards: int  # the most hand cards it lays in one chain
    exchanges: int  # exchanges it allows itself in one turn before passing
    nodes: int  # search steps it allows itself per decision (its budget caps the time too)
    think: float  # ならべる: seconds into the three minutes when it declares 「完成」 at the latest


CPU_PROFILES: tuple[CpuProfile, ...] = (
    CpuProfile(CpuLevel("easy", "やさしい", 0.3), vocabulary=3000, max_cards=2, exchanges=1,
               nodes=4_000, think=100.0),
    CpuProfile(CpuLevel("normal", "ふつう", 1.0), vocabulary=10000, max_cards=3, exchanges=1,
               nodes=30_000, think=70.0),
    CpuProfile(CpuLevel("strong", "つよい", 2.0), vocabulary=None, max_cards=4, exchanges=1,
               nodes=120_000, think=45.0),
)
PROFILE_BY_LEVEL = {p.level.id: p for p in CPU_PROFILES}


@dataclass(frozen=True)
class Pace:
    """How long a CPU takes where a person would take a moment, in seconds (rules.md 「CPU」):
    it keeps a pace people can follow and finishes a timed phase about when a person would,
    well within the time."""

    read_word: float = 2.0  # a word put to the vote, before answering OK or NG
    look: float = 3.0  # the field, from the start of its turn, before it plays, exchanges or passes
    per_card: float = 1.0  # and each card it lays
    finish_up: float = 4.0  # ならべる: 「完成」 this long after another player's, if not before
    beat: float = 1.0  # never sooner than this after the last thing that happened


PACE = Pace()
