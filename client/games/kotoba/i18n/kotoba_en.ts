<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name></name>
    <message>
        <source>読んだ単語（濁点・小さい字も）</source>
        <translation>The word you read (with dakuten and small kana)</translation>
    </message>
    <message>
        <source>例：じょばん</source>
        <translation>e.g. じょばん</translation>
    </message>
    <message>
        <source>゛゜小</source>
        <translation>゛゜小</translation>
    </message>
    <message>
        <source>カーソルの前の字に濁点・半濁点をつける／小さくする</source>
        <translation>Add dakuten/handakuten (゛゜) to the kana before the cursor, or make it small (小)</translation>
    </message>
    <message>
        <source>逆</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>逆向き（右から左・下から上）に読む</source>
        <translation>Read backwards (right to left, bottom to top)</translation>
    </message>
    <message>
        <source>出す</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>辞書で調べる</source>
        <translation>Look up</translation>
    </message>
    <message>
        <source>パス</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>交換</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>選んだ手札1枚を捨てて、山札から2枚引く</source>
        <translation>Discard the chosen card and draw 2 from the deck</translation>
    </message>
    <message>
        <source>完成</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>手札に戻す</source>
        <translation>Back to hand</translation>
    </message>
    <message>
        <source>ドラッグで置く</source>
        <translation>Drag to place</translation>
    </message>
    <message>
        <source>ダブルクリックで裏返す</source>
        <translation>Double-click to turn over</translation>
    </message>
    <message>
        <source>右クリックかRで回転</source>
        <translation>Right-click or R to rotate</translation>
    </message>
    <message>
        <source>右クリックかRで上下反転</source>
        <translation>right-click or R: turn upside down</translation>
    </message>
    <message>
        <source>列をクリックして読みを決める</source>
        <translation>Click a line to choose its reading</translation>
    </message>
    <message>
        <source>ホイールで拡大</source>
        <translation>Wheel to zoom</translation>
    </message>
    <message>
        <source>（あなた）</source>
        <translation> (you)</translation>
    </message>
    <message>
        <source>切断中</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>手札{0}枚</source>
        <translation>{0} in hand</translation>
    </message>
    <message>
        <source>{0}点</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <source>完成{0}番目</source>
        <translation>Done #{0}</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>クリックで閉じる</source>
        <translation>Click to close</translation>
    </message>
    <message>
        <source>勝ち</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>（失点{0}）</source>
        <translation> (penalty {0})</translation>
    </message>
    <message>
        <source>ならべる</source>
        <translation>Narabe (arrange)</translation>
    </message>
    <message>
        <source>あわせる</source>
        <translation>Awase (join)</translation>
    </message>
    <message>
        <source>かさねる</source>
        <translation>Kasane (stack)</translation>
    </message>
    <message>
        <source>残り{0}秒</source>
        <translation>{0} s left</translation>
    </message>
    <message>
        <source>考え中…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>NG</source>
        <translation>NG</translation>
    </message>
    <message>
        <source>表 {0}／裏 {1}</source>
        <translation>Front {0} / back {1}</translation>
    </message>
    <message>
        <source>見る盤面</source>
        <translation>Board to show</translation>
    </message>
    <message>
        <source>{0}番</source>
        <translation>No. {0}</translation>
    </message>
    <message>
        <source>場札</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>盤面は判定のときに公開されます</source>
        <translation>Boards are shown at the judging</translation>
    </message>
    <message>
        <source>あなたの盤面</source>
        <translation>Your board</translation>
    </message>
    <message>
        <source>{0}の盤面</source>
        <translation>{0}&apos;s board</translation>
    </message>
    <message>
        <source>成立</source>
        <translation>Accepted</translation>
    </message>
    <message>
        <source>成立！</source>
        <translation>Accepted!</translation>
    </message>
    <message>
        <source>不成立</source>
        <translation>Rejected</translation>
    </message>
    <message>
        <source>完成！</source>
        <translation>Done!</translation>
    </message>
    <message>
        <source>孤立 −1点</source>
        <translation>Isolated −1 pt</translation>
    </message>
    <message>
        <source>−{0}点</source>
        <translation>−{0} pts</translation>
    </message>
    <message>
        <source>0点</source>
        <translation>0 pts</translation>
    </message>
    <message>
        <source>置いていない{0}枚</source>
        <translation>{0} not laid</translation>
    </message>
    <message>
        <source>並べる時間</source>
        <translation>Time to arrange</translation>
    </message>
    <message>
        <source>完成！ほかの人を待っています</source>
        <translation>Done! Waiting for the others</translation>
    </message>
    <message>
        <source>あなたの番</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>{0}の番</source>
        <translation>{0}&apos;s turn</translation>
    </message>
    <message>
        <source>判定中</source>
        <translation>Judging</translation>
    </message>
    <message>
        <source>終了</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>山札{0}枚&#x3000;捨て札{1}枚</source>
        <translation>Deck {0}&#x3000;Discards {1}</translation>
    </message>
    <message>
        <source>読みを決める</source>
        <translation>Set reading</translation>
    </message>
    <message>
        <source>選んだ列の読み（濁点・小さい字も）</source>
        <translation>Reading of the chosen line (with dakuten and small kana)</translation>
    </message>
    <message>
        <source>完全に隠れたカードがあります。1文字以上見えるように置いてください</source>
        <translation>A card is completely hidden. Place it so at least one kana shows</translation>
    </message>
    <message>
        <source>カードを置いて、読んだ単語を入れてください</source>
        <translation>Place your cards and type the word you read</translation>
    </message>
    <message>
        <source>交換する手札をクリックで選んでから「交換」</source>
        <translation>Click a card in your hand, then Exchange</translation>
    </message>
    <message>
        <source>{0}：「{1}」を出した</source>
        <translation>{0}: played &quot;{1}&quot;</translation>
    </message>
    <message>
        <source>{0}：時間切れでパス</source>
        <translation>{0}: out of time, passes</translation>
    </message>
    <message>
        <source>{0}：パス</source>
        <translation>{0}: pass</translation>
    </message>
    <message>
        <source>{0}：手札を交換</source>
        <translation>{0}: exchanged a card</translation>
    </message>
    <message>
        <source>{0}：完成！</source>
        <translation>{0}: done!</translation>
    </message>
    <message>
        <source>「{0}」成立</source>
        <translation>&quot;{0}&quot; accepted</translation>
    </message>
    <message>
        <source>「{0}」不成立</source>
        <translation>&quot;{0}&quot; rejected</translation>
    </message>
    <message>
        <source>（NG：{0}）</source>
        <translation> (NG: {0})</translation>
    </message>
    <message>
        <source>（無回答：{0}）</source>
        <translation> (no answer: {0})</translation>
    </message>
    <message>
        <source>7文字以上の単語で場札をリセット</source>
        <translation>A word of 7 or more kana resets the field</translation>
    </message>
    <message>
        <source>全員パスで場札をリセット</source>
        <translation>Everyone passed: the field is reset</translation>
    </message>
    <message>
        <source>場札をリセット</source>
        <translation>Field reset</translation>
    </message>
    <message>
        <source>辞書の判定：「{0}」はOK</source>
        <translation>Dictionary: &quot;{0}&quot; is OK</translation>
    </message>
    <message>
        <source>辞書の判定：「{0}」はNG</source>
        <translation>Dictionary: &quot;{0}&quot; is NG</translation>
    </message>
    <message>
        <source>{0}：カードが手札に戻った</source>
        <translation>{0}: the cards went back to the hand</translation>
    </message>
    <message>
        <source>「{0}」は辞書にあります</source>
        <translation>&quot;{0}&quot; is in the dictionary</translation>
    </message>
    <message>
        <source>「{0}」は辞書にありません</source>
        <translation>&quot;{0}&quot; is not in the dictionary</translation>
    </message>
    <message>
        <source>{0}枚引いた</source>
        <translation>Drew {0}</translation>
    </message>
    <message>
        <source>捨て札を混ぜて山札にした</source>
        <translation>The discards were shuffled into a new deck</translation>
    </message>
    <message>
        <source>時間切れ！</source>
        <translation>Time&apos;s up!</translation>
    </message>
    <message>
        <source>全員の盤面を公開</source>
        <translation>Everyone&apos;s board is shown</translation>
    </message>
    <message>
        <source>ゲーム終了</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>（{0}／{1}）</source>
        <translation> ({0}/{1})</translation>
    </message>
    <message>
        <source>あなたの単語</source>
        <translation>Your word</translation>
    </message>
    <message>
        <source>みんなの判定を待っています</source>
        <translation>Waiting for everyone&apos;s verdict</translation>
    </message>
    <message>
        <source>{0}の単語はOK？</source>
        <translation>Is {0}&apos;s word OK?</translation>
    </message>
    <message>
        <source>回答しました</source>
        <translation>Answered</translation>
    </message>
    <message>
        <source>{0}位</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>読める列</source>
        <translation>Lines that read</translation>
    </message>
</context>
<context>
    <name>kotoba</name>
    <message>
        <source>{n}手目</source>
        <translation>Turn {n}</translation>
    </message>
    <message>
        <source>dir は h（横）か v（縦）です。</source>
        <translation>dir is h (horizontal) or v (vertical).</translation>
    </message>
    <message>
        <source>この席はありません。</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>ゲームは終わりました。</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>ならべるではありません。</source>
        <translation>This is not Narabe.</translation>
    </message>
    <message>
        <source>ならべるでは手番がありません。</source>
        <translation>Narabe has no turns.</translation>
    </message>
    <message>
        <source>ならべるでは手札交換はありません。</source>
        <translation>Narabe has no card exchange.</translation>
    </message>
    <message>
        <source>並べる時間は終わりました。</source>
        <translation>The time to arrange is over.</translation>
    </message>
    <message>
        <source>「完成」を宣言したあとは並べかえられません。</source>
        <translation>After declaring &quot;Done&quot; you cannot rearrange.</translation>
    </message>
    <message>
        <source>山札も捨て札もないので交換できません。</source>
        <translation>You cannot exchange: the deck and the discards are empty.</translation>
    </message>
    <message>
        <source>手札がないので交換できません。</source>
        <translation>You cannot exchange: you have no cards.</translation>
    </message>
    <message>
        <source>いまは判定中の単語がありません。</source>
        <translation>No word is being judged now.</translation>
    </message>
    <message>
        <source>自分の宣言した単語には答えられません。</source>
        <translation>You cannot judge your own word.</translation>
    </message>
    <message>
        <source>この単語にはもう答えました。</source>
        <translation>You have already judged this word.</translation>
    </message>
    <message>
        <source>いまは辞書ヒントを使えません。</source>
        <translation>The dictionary hint is not available now.</translation>
    </message>
    <message>
        <source>持っていないカードは出せません。</source>
        <translation>You cannot play a card you do not hold.</translation>
    </message>
    <message>
        <source>持っていないカードは置けません。</source>
        <translation>You cannot lay a card you do not hold.</translation>
    </message>
    <message>
        <source>持っていないカードは捨てられません。</source>
        <translation>You cannot discard a card you do not hold.</translation>
    </message>
    <message>
        <source>同じカードを2回出すことはできません。</source>
        <translation>You cannot play the same card twice.</translation>
    </message>
    <message>
        <source>同じカードを2回置くことはできません。</source>
        <translation>You cannot lay the same card twice.</translation>
    </message>
    <message>
        <source>場の外には置けません。</source>
        <translation>You cannot play off the field.</translation>
    </message>
    <message>
        <source>盤の外には置けません。</source>
        <translation>You cannot lay a card off the board.</translation>
    </message>
    <message>
        <source>場札の下にカードを差し込むことはできません。</source>
        <translation>You cannot slide a card under the field cards.</translation>
    </message>
    <message>
        <source>このモードではカードを縦に置けません。</source>
        <translation>In this mode cards cannot be laid vertically.</translation>
    </message>
    <message>
        <source>このモードではカードを回転できません。</source>
        <translation>In this mode cards cannot be turned.</translation>
    </message>
    <message>
        <source>ならべるではカードを必ず横向きに置きます。</source>
        <translation>In Narabe cards are always laid horizontally.</translation>
    </message>
    <message>
        <source>ならべるではカードを回転させて置けません。</source>
        <translation>In Narabe cards cannot be turned.</translation>
    </message>
    <message>
        <source>カードは必ず1文字以上見えるように置きます（完全に隠れているカードがあります）。</source>
        <translation>Every card must show at least one kana (a card is completely hidden).</translation>
    </message>
    <message>
        <source>出したカードは必ず1文字以上見せてください。</source>
        <translation>Every card you play must show at least one kana.</translation>
    </message>
    <message>
        <source>その場所から始まる単語がありません。</source>
        <translation>No word starts at that place.</translation>
    </message>
    <message>
        <source>「{word}」はカードで作れる文字だけで宣言してください。</source>
        <translation>&quot;{word}&quot;: declare a word only with kana the cards can show.</translation>
    </message>
    <message>
        <source>見えている文字「{kana}」は「{word}」と読めません。見えている文字のとおりに入れてください（濁点・半濁点をつけることと、や・ゆ・よ・つを小さくすることはできます）。</source>
        <translation>The visible kana &quot;{kana}&quot; do not read as &quot;{word}&quot;. Type the kana as they show (you may add dakuten and handakuten, and make ya, yu, yo and tsu small).</translation>
    </message>
    <message>
        <source>横一列の単語にしてください（縦の単語は作れません）。</source>
        <translation>Make one horizontal word (no vertical words).</translation>
    </message>
    <message>
        <source>出したカードの文字は縦か横の一直線に並べてください。</source>
        <translation>Lay the kana of the cards you play in one straight line, vertical or horizontal.</translation>
    </message>
    <message>
        <source>出したカードで見えている文字は、すべて1つの単語に使ってください。</source>
        <translation>Every visible kana of the cards you play must belong to the one word.</translation>
    </message>
    <message>
        <source>場札の文字を1文字以上使ってください。</source>
        <translation>Use at least one kana of the field.</translation>
    </message>
    <message>
        <source>全員が「完成」を宣言し、判定が終わりました。</source>
        <translation>Everyone declared &quot;Done&quot; and every word has been judged.</translation>
    </message>
    <message>
        <source>{minutes}分が過ぎ、判定が終わりました。</source>
        <translation>The {minutes} minutes are over and every word has been judged.</translation>
    </message>
    <message>
        <source>手札がなくなった人が出て、一巡しました。</source>
        <translation>A player ran out of cards and the round has been played out.</translation>
    </message>
    <message>
        <source>手札がなくなりました。</source>
        <translation>A player ran out of cards.</translation>
    </message>
    <message>
        <source>{rounds}巡つづけて単語が成立しませんでした。勝者はなく、残った手札の少ない順です。</source>
        <translation>No word was accepted for {rounds} rounds in a row. There is no winner; places go by the fewest cards left.</translation>
    </message>
    <message>
        <source>手番の上限に達しました。勝者はなく、残った手札の少ない順です。</source>
        <translation>The turn limit was reached. There is no winner; places go by the fewest cards left.</translation>
    </message>
    <message>
        <source>ことばカード</source>
        <translation>Kotoba cards (word cards)</translation>
    </message>
    <message>
        <source>遊び方</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>ならべる: 7枚で3分間に単語を並べて得点を競う。あわせる: 場札とつなげて手札をなくす。かさねる: 場札に重ねて横一列の単語を作り、最初に手札をなくす。</source>
        <translation>Narabe (arrange): make words from 7 cards in 3 minutes for points. Awase (join): join your cards to the field to empty your hand. Kasane (stack): lay cards over the field to make a word in one row; the first to empty their hand wins.</translation>
    </message>
    <message>
        <source>ならべる</source>
        <translation>Narabe (arrange)</translation>
    </message>
    <message>
        <source>あわせる</source>
        <translation>Awase (join)</translation>
    </message>
    <message>
        <source>かさねる</source>
        <translation>Kasane (stack)</translation>
    </message>
    <message>
        <source>手札の枚数（あわせる・かさねる）</source>
        <translation>Hand size (awase, kasane)</translation>
    </message>
    <message>
        <source>あわせる・かさねるで最初に配る手札の枚数。ならべるはいつも7枚です。</source>
        <translation>The cards dealt at the start of awase and kasane. Narabe always deals 7.</translation>
    </message>
    <message>
        <source>判定の制限時間（秒）</source>
        <translation>Time to judge (s)</translation>
    </message>
    <message>
        <source>宣言された単語にOKかNGを答える時間。時間内に答えなかった人はOKとみなします。</source>
        <translation>The time to answer OK or NG to a declared word. Whoever does not answer in time counts as OK.</translation>
    </message>
    <message>
        <source>辞書ヒント</source>
        <translation>Dictionary hint</translation>
    </message>
    <message>
        <source>自分の番（ならべるでは並べている間）に、単語が辞書にあるかを自分だけ確かめられます。</source>
        <translation>On your turn (in narabe, while arranging) you may check, for yourself only, whether a word is in the dictionary.</translation>
    </message>
    <message>
        <source>やさしい</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>ふつう</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>つよい</source>
        <translation>Strong</translation>
    </message>
</context>
</TS>
