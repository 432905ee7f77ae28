"""ことばカード's texts: every message code the engine uses, with its Japanese template
(protocol/texts.py). The client renders them in its reader's language. A word, a line's kana
and a spelling travel as they are (the game's own content)."""

from protocol.texts import Catalog

TEXTS = Catalog("kotoba", {
    "mark.turn": "{n}手目",
    # -- not an action of this game (malformed_action: actions.py) -----------------------------
    "bad_direction": "dir は h（横）か v（縦）です。",
    # -- no such action for this seat now (not_your_turn: moves.refusal) ------------------------
    "not_a_seat": "この席はありません。",
    "finished": "ゲームは終わりました。",
    "not_narabe": "ならべるではありません。",
    "no_turns_in_narabe": "ならべるでは手番がありません。",
    "no_exchange_in_narabe": "ならべるでは手札交換はありません。",
    "arrange_over": "並べる時間は終わりました。",
    "already_done": "「完成」を宣言したあとは並べかえられません。",
    "no_stock": "山札も捨て札もないので交換できません。",
    "no_cards": "手札がないので交換できません。",
    "no_vote": "いまは判定中の単語がありません。",
    "own_word": "自分の宣言した単語には答えられません。",
    "second_vote": "この単語にはもう答えました。",
    "no_hint": "いまは辞書ヒントを使えません。",
    # -- the rules refuse it (illegal_action) --------------------------------------------------
    "not_in_hand.play": "持っていないカードは出せません。",
    "not_in_hand.lay": "持っていないカードは置けません。",
    "not_in_hand.discard": "持っていないカードは捨てられません。",
    "duplicate_card.play": "同じカードを2回出すことはできません。",
    "duplicate_card.lay": "同じカードを2回置くことはできません。",
    "out_of_bounds.field": "場の外には置けません。",
    "out_of_bounds.board": "盤の外には置けません。",
    "under_field": "場札の下にカードを差し込むことはできません。",
    "horizontal_only": "このモードではカードを縦に置けません。",
    "no_rotation": "このモードではカードを回転できません。",
    "narabe_horizontal": "ならべるではカードを必ず横向きに置きます。",
    "narabe_no_rotation": "ならべるではカードを回転させて置けません。",
    "hidden_card.board": "カードは必ず1文字以上見えるように置きます（完全に隠れているカードがあります）。",
    "hidden_card.play": "出したカードは必ず1文字以上見せてください。",
    "no_line": "その場所から始まる単語がありません。",
    "word_text.kana": "「{word}」はカードで作れる文字だけで宣言してください。",
    "word_mismatch": "見えている文字「{kana}」は「{word}」と読めません。見えている文字のとおりに入れて"
                     "ください（濁点・半濁点をつけることと、や・ゆ・よ・つを小さくすることはできます）。",
    "not_in_line.row": "横一列の単語にしてください（縦の単語は作れません）。",
    "not_in_line": "出したカードの文字は縦か横の一直線に並べてください。",
    "one_word": "出したカードで見えている文字は、すべて1つの単語に使ってください。",
    "no_field_kana": "場札の文字を1文字以上使ってください。",
    # -- how the game ended (Result.reason) ----------------------------------------------------
    "reason.all_done": "全員が「完成」を宣言し、判定が終わりました。",
    "reason.time_up": "{minutes}分が過ぎ、判定が終わりました。",
    "reason.round_played_out": "手札がなくなった人が出て、一巡しました。",
    "reason.hand_empty": "手札がなくなりました。",
    "reason.no_words": "{rounds}巡つづけて単語が成立しませんでした。勝者はなく、残った手札の少ない順です。",
    "reason.turn_limit": "手番の上限に達しました。勝者はなく、残った手札の少ない順です。",
})
