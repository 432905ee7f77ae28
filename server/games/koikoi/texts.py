"""Koi-koi's texts: every message code the engine uses, with its Japanese template
(protocol/texts.py). The client renders them in its reader's language.

The yaku's names and the characters' introductions are declared with the yaku (cards.py) and
the characters (characters.py) and listed here by their codes; the rule's name is the label of
its setting's choice (``koikoi.setting.rule.choice.<n>``). The characters' names are names and
travel as they are. A text never names a player: the client knows the table's names and puts
the player beside what the text says (VIEW.md)."""

from protocol.texts import Catalog
from server.games.koikoi.cards import YAKU
from server.games.koikoi.characters import CHARACTERS

TEXTS = Catalog("koikoi", {
    # the view's phase_label
    "phase.play": "手札を出す",
    "phase.choose": "めくった札で取る札を選ぶ",
    "phase.decide": "こいこいか勝負か",
    "phase.round_end": "局の結果",
    "phase.match_end": "対戦終了",

    # yaku (the view's yaku[].name, the yaku event, the score screen)
    **{f"yaku.{y.code}": y.name for y in YAKU},
    "yaku.teshi": "手四",
    "yaku.kuttsuki": "くっつき",

    # the steps of a round's score (round_result.steps[].label): the operator follows the label
    "step.yaku_total": "役の合計",
    "step.double": "{points}点以上なので",
    "step.mankai_bonus": "満開ボーナス（満開の月{months}つ）",
    "step.koikoi": "こいこい{count}回で",
    "step.reversal": "こいこい返しで",

    # how a round ended (round_result.text); a win is shown beside the winner's name
    "round.shobu": "勝負",
    "round.hands_out": "手札が尽きて、こいこいを宣言していたので得点",
    "round.exhausted": "手札が尽きて、流れ（引き分け）",
    "round.exhausted_even": "手札が尽きて、両者こいこいで同点のため流れ",
    "round.teshi": "手四（てし）",
    "round.kuttsuki": "くっつき",
    "round.dealt_both": "両者に手四・くっつきがあり、流れ（引き分け）",

    # the match's result (the table's names are beside the ranks)
    "result.win": "{rounds}局の合計点で勝敗を決めました（{high}点対{low}点）。",
    "result.draw": "{rounds}局の合計点が{points}点で並び、引き分けです。",

    # the characters' introductions (the view's characters[].intro)
    **{f"character.{c.id}": c.intro for c in CHARACTERS},

    # refusals
    "seats": "こいこいは2人で遊びます。",
    "not_now_next": "いまは次の局へ進めません。",
    "no_yaku": "役ができたときだけ、こいこいか勝負を選べます。",
    "not_now_play": "いまは手札を出せません。",
    "not_in_hand": "その札は手札にありません。",
    "choose_target": "場に同じ月の札が2枚あります。取る札を選んでください。",
    "no_choice": "取る札を選ぶ必要はありません。",
    "not_now_choose": "いまは取る札を選ぶ場面ではありません。",
    "bad_target": "めくった札と同じ月の場の札を選んでください。",
})
