"""競技かるた's texts: every message code the engine uses, with its Japanese template
(protocol/texts.py). The client renders them in its reader's language; VIEW.md lists where each
travels. The poems, their kana and the names people chose stay as they are (content)."""

from protocol.texts import Catalog

TEXTS = Catalog("karuta", {
    # -- a game record's marks ------------------------------------------------------------------
    "mark.reading": "{n}首目",

    # -- who is who ------------------------------------------------------------------------------
    "side.person": "{name}の陣",
    "side.com": "第{n}陣（COM）",

    # -- the result --------------------------------------------------------------------------------
    "reason.emptied": "{side}の札が先になくなりました（{margin}枚差）。",
    "reason.read_out": "読み札をすべて読み終え、{side}の残り札が少なくなりました（{margin}枚差）。",
    "reason.draw": "読み札をすべて読み終え、残り札が同じ数で引き分けです。",

    # -- 特殊技 ---------------------------------------------------------------------------------------
    "technique.modorite": "戻り手",
    "technique.watarite": "渡り手",
    "technique.kakoite": "囲い手",
    "technique.kakoite_yaburi": "囲い手破り",

    # -- the 送り札 table's rows (戦局, sending.py), from one player's view ------------------------
    "situation.took_own": "自陣の札を取った",
    "situation.took_opp": "相手陣の札を取った",
    "situation.taken_own": "自陣の札を取られた",
    "situation.taken_opp": "相手陣の札を取られた",
    "situation.more_fouls_mine": "自分が{n}回多くお手つきした",
    "situation.more_fouls_theirs": "相手が{n}回多くお手つきした",
    "situation.fouls_mine": "自分が{n}回お手つきした",
    "situation.fouls_theirs": "相手が{n}回お手つきした",
    "situation.and": "{first}＋{then}",
    "change.ahead": "{n}枚優勢",
    "change.behind": "{n}枚劣勢",
    "change.even": "変化なし",
    "change.term": "{change}（{term}）",
    "term.mine.karadabu": "自分の空ダブ",
    "term.theirs.karadabu": "相手の空ダブ",
    "term.mine.dabu": "自分のダブ",
    "term.theirs.dabu": "相手のダブ",
    "term.mine.semidabu": "自分のセミダブ",
    "term.theirs.semidabu": "相手のセミダブ",
    "term.mine.torison": "自分の取り損",
    "term.theirs.torison": "相手の取り損",
    "term.tomo_ote": "共お手",

    # -- refusals: what cannot be done now (illegal_action, or not_your_turn with nothing to do) --
    "spectator": "観戦中は操作できません。",
    "not_now.touch": "いまは札に触れられません（読みが始まってから取ります）。",
    "not_now.move": "いまは札を動かせません。",
    "not_now.float": "いまは札を動かせません。",
    "not_now.pick_send": "いまは送り札を選べません。",
    "not_now.proceed": "いまは進められません。",
    "not_now.start": "いまは試合を始められません。",
    "not_now.place": "いまは札を並べられません。",
    "not_now.auto_place": "いまは札を並べられません。",
    "not_now.finish": "いまは試合を終えられません。",
    "grade_com_only": "級位を送れるのはCOMの陣だけです。",

    # -- refusals: the cards and the field -------------------------------------------------------
    "not_to_place": "その札は並べる札ではありません。",
    "not_on_field": "その札は場にありません。",
    "already_placed": "その札はもう場にあります。",
    "occupied": "そこにはもう札があります。",
    "no_space": "この陣にはもう札を置く場所がありません。",
    "row_full": "移動先の段に空きがないので、札を入れられません。",
    "off_field": "競技エリアの外です。",
    "not_one_frame": "青枠カーソル1つに入らない札です。",
    "send_not_own": "送れるのは自陣の札だけです。",
    "send_chosen": "その札はもう選んでいます。",

    # -- malformed actions the schema cannot tell (engine.ACTIONS says the rest) ----------------
    "grade_unknown": "級位が正しくありません。",
    "touch_how": "取り方が正しくありません。",
    "touch_none": "触れた札がありません。",
    "touch_too_many": "一度に触れられる札は{max}枚までです。",
    "touch_twice": "同じ札が2度あります。",
    "side_unknown": "陣の番号が正しくありません。",
    "key_unknown": "そのキーでは札を取れません。",

    # -- settings that do not go together (settings.py) ------------------------------------------
    "settings.ma_order": "間の最小は最大以下にしてください。",
    "settings.no_color": "取り札の色を1つ以上選んでください。",
    "settings.no_length": "取り札の決まり字の字数を1つ以上選んでください。",
    "settings.no_torifuda": "取り札を1枚ずつ選んでください（「取り札（1枚ずつ）」でまだ1枚も選ばれていません）。",
    "settings.too_few": "取り札が足りません（選んだ札は{count}枚）。両方の陣に1枚ずつ置けるよう、"
                        "2枚以上になるように選んでください。",
    "settings.no_yomifuda": "読み札を1枚ずつ選んでください（「読み札（1枚ずつ）」でまだ1枚も選ばれていません）。",
    "settings.yomifuda_off_field": "読み札に、場に並ぶことのある取り札が1枚もありません。"
                                   "取り札に選んだ札を1枚以上、読み札にも選んでください。",
    "settings.no_grade": "級位「{grade}」はありません。",

    # -- 札配置暗記練習 (client/games/karuta/practice/memory.py) -----------------------------------
    "practice.reading_mode": "読み方が正しくありません。",
    "practice.too_few": "札は2枚以上にしてください。",
    "practice.no_color": "五色百人一首の色を1つ以上選んでください。",
    "practice.no_length": "決まり字の字数を1つ以上選んでください。",
    "practice.too_few_chosen": "選んだ札が少なすぎます。2枚以上になるように選んでください。",
    "practice.not_now": "いまはできません。",
    "practice.no_card_there": "そこには札がありません。",
})
