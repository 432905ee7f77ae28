<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name></name>
    <message>
        <source>8切り！</source>
        <translation>Eight cut!</translation>
    </message>
    <message>
        <source>スペ3返し！</source>
        <translation>Spade 3!</translation>
    </message>
    <message>
        <source>革命！</source>
        <translation>Revolution!</translation>
    </message>
    <message>
        <source>革命返し！</source>
        <translation>Counter-revolution!</translation>
    </message>
    <message>
        <source>イレブンバック！</source>
        <translation>Eleven back!</translation>
    </message>
    <message>
        <source>上がり！</source>
        <translation>Out!</translation>
    </message>
    <message>
        <source>{0}&#x3000;{1}位</source>
        <translation>{0}, place {1}</translation>
    </message>
    <message>
        <source>反則上がり</source>
        <translation>Foul finish (hansoku agari)</translation>
    </message>
    <message>
        <source>都落ち</source>
        <translation>Miyako-ochi (fall from the capital)</translation>
    </message>
</context>
<context>
    <name>DaifugoView</name>
    <message>
        <source>マーク順</source>
        <translation>By suit</translation>
    </message>
    <message>
        <source>出す</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>パス</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>渡す</source>
        <translation>Give</translation>
    </message>
    <message>
        <source>次へ</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>席{0}</source>
        <translation>Seat {0}</translation>
    </message>
    <message>
        <source>観戦中</source>
        <translation>Watching</translation>
    </message>
    <message>
        <source>{0}点</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <source>対戦が終わりました</source>
        <translation>The match is over</translation>
    </message>
    <message>
        <source>「次へ」で次のゲームへ進みます</source>
        <translation>Press Next for the next game</translation>
    </message>
    <message>
        <source>ほかの人を待っています</source>
        <translation>Waiting for the others</translation>
    </message>
    <message>
        <source>相手に渡すカードを{0}枚選んでください</source>
        <translation>Choose {0} card(s) to give</translation>
    </message>
    <message>
        <source>カード交換中です</source>
        <translation>Exchanging cards</translation>
    </message>
    <message>
        <source>あなたの番です。カードを選んでください</source>
        <translation>Your turn. Choose your cards</translation>
    </message>
    <message>
        <source>あなたの番です。出せるカードがありません</source>
        <translation>Your turn. You have nothing to play</translation>
    </message>
    <message>
        <source>{0} の番です</source>
        <translation>{0}&apos;s turn</translation>
    </message>
    <message>
        <source>強さ順</source>
        <translation>By rank</translation>
    </message>
    <message>
        <source>出せないときは自動でパス</source>
        <translation>Pass by itself when I cannot play</translation>
    </message>
</context>
<context>
    <name>PlayLog</name>
    <message>
        <source>― 第{0}ゲーム ―</source>
        <translation>— Game {0} —</translation>
    </message>
    <message>
        <source>{0}: パス</source>
        <translation>{0}: pass</translation>
    </message>
    <message>
        <source>8切り</source>
        <translation>Eight cut (hachi-giri)</translation>
    </message>
    <message>
        <source>スペ3返し</source>
        <translation>Spade 3 (supe-san gaeshi)</translation>
    </message>
    <message>
        <source>全員パス</source>
        <translation>everyone passed</translation>
    </message>
    <message>
        <source>場が流れました（{0}）</source>
        <translation>The field is cleared ({0})</translation>
    </message>
    <message>
        <source>縛り {0}</source>
        <translation>Lock {0}</translation>
    </message>
    <message>
        <source>革命！</source>
        <translation>Revolution!</translation>
    </message>
    <message>
        <source>革命返し！</source>
        <translation>Counter-revolution!</translation>
    </message>
    <message>
        <source>イレブンバック</source>
        <translation>Eleven back</translation>
    </message>
    <message>
        <source>イレブンバック解除</source>
        <translation>Eleven back ends</translation>
    </message>
    <message>
        <source>{0} が{1}位で上がり</source>
        <translation>{0} goes out, place {1}</translation>
    </message>
    <message>
        <source>{0} 反則上がりで転落</source>
        <translation>{0} went out on a foul and drops</translation>
    </message>
    <message>
        <source>{0} 都落ち</source>
        <translation>{0}: miyako-ochi (falls to last)</translation>
    </message>
    <message>
        <source>{0} → {1}: 強いカード{2}枚</source>
        <translation>{0} → {1}: {2} best card(s)</translation>
    </message>
    <message>
        <source>{0} → {1}: {2}枚返しました</source>
        <translation>{0} → {1}: gave back {2} card(s)</translation>
    </message>
    <message>
        <source>第{0}ゲーム終了</source>
        <translation>Game {0} over</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>合計</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>第{0}</source>
        <translation>#{0}</translation>
    </message>
    <message>
        <source>{0}位</source>
        <translation>Place {0}</translation>
    </message>
</context>
<context>
    <name>TableCanvas</name>
    <message>
        <source>席{0}</source>
        <translation>Seat {0}</translation>
    </message>
    <message>
        <source>{0}位で上がり</source>
        <translation>Out, place {0}</translation>
    </message>
    <message>
        <source>反則上がり（{0}位）</source>
        <translation>Foul finish (place {0})</translation>
    </message>
    <message>
        <source>都落ち（{0}位）</source>
        <translation>Miyako-ochi (place {0})</translation>
    </message>
    <message>
        <source>{0}位</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <source>パス</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>{0}枚</source>
        <translation>×{0}</translation>
    </message>
    <message>
        <source>切断中</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>場にカードはありません</source>
        <translation>No cards on the field</translation>
    </message>
    <message>
        <source>{0} が出しました</source>
        <translation>Played by {0}</translation>
    </message>
    <message>
        <source>革命中</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <source>イレブンバック</source>
        <translation>Eleven back</translation>
    </message>
    <message>
        <source>縛り {0}</source>
        <translation>Lock {0}</translation>
    </message>
    <message>
        <source>第{0}ゲームの結果</source>
        <translation>Game {0} results</translation>
    </message>
    <message>
        <source>対戦終了</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>大富豪</source>
        <translation>Tycoon</translation>
    </message>
    <message>
        <source>富豪</source>
        <translation>Rich</translation>
    </message>
    <message>
        <source>平民</source>
        <translation>Commoner</translation>
    </message>
    <message>
        <source>貧民</source>
        <translation>Poor</translation>
    </message>
    <message>
        <source>大貧民</source>
        <translation>Beggar</translation>
    </message>
</context>
<context>
    <name>daifugo</name>
    <message>
        <source>大富豪</source>
        <translation>Daifugō (大富豪, &quot;tycoon&quot;)</translation>
    </message>
    <message>
        <source>ゲーム数</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>1回の対戦で遊ぶゲーム（手）の数。</source>
        <translation>How many games (hands) one match has.</translation>
    </message>
    <message>
        <source>ジョーカーの枚数</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>山札に入れるジョーカーの枚数（2組使うときも合計の枚数）。</source>
        <translation>How many jokers go into the deck (the total, also with two packs).</translation>
    </message>
    <message>
        <source>なし</source>
        <translation>none</translation>
    </message>
    <message>
        <source>1枚</source>
        <translation>1</translation>
    </message>
    <message>
        <source>同じ数字2枚</source>
        <translation>two of a rank</translation>
    </message>
    <message>
        <source>1枚単体</source>
        <translation>a single card</translation>
    </message>
    <message>
        <source>同じ数字3枚以上</source>
        <translation>three or more of a rank</translation>
    </message>
    <message>
        <source>階段3枚</source>
        <translation>a run of three</translation>
    </message>
    <message>
        <source>階段4枚以上</source>
        <translation>a run of four or more</translation>
    </message>
    <message>
        <source>{hands}ゲームの合計得点で順位を決めました。</source>
        <translation>Ranked by the total points of {hands} games.</translation>
    </message>
    <message>
        <source>大富豪は3人から8人で遊びます。</source>
        <translation>Daifugō is played by three to eight.</translation>
    </message>
    <message>
        <source>知らないカードが含まれています。</source>
        <translation>That names a card this game does not have.</translation>
    </message>
    <message>
        <source>同じカードが2回指定されています。</source>
        <translation>The same card is named twice.</translation>
    </message>
    <message>
        <source>その組み合わせは出せる形になっていません（1枚・同じ数字・同じマークの階段）。</source>
        <translation>Those cards make no form you can play (one card, cards of one rank, or a run of one suit).</translation>
    </message>
    <message>
        <source>場と同じ枚数（{count}枚）で出してください。</source>
        <translation>Play as many cards as the field ({count}).</translation>
    </message>
    <message>
        <source>場と同じ形（{form}）で出してください。</source>
        <translation>Play the same form as the field ({form}).</translation>
    </message>
    <message>
        <source>縛り中です。{suits} のマークで出してください。</source>
        <translation>The field is locked: play {suits}.</translation>
    </message>
    <message>
        <source>場のカードより強いカードを出してください。</source>
        <translation>Play cards stronger than the field&apos;s.</translation>
    </message>
    <message>
        <source>手札にないカードです。</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>場にカードがないときはパスできません。カードを出してください。</source>
        <translation>You cannot pass on an empty field: play cards.</translation>
    </message>
    <message>
        <source>{count}枚渡してください。</source>
        <translation>Give {count} cards.</translation>
    </message>
    <message>
        <source>いまはカードを渡す番ではありません。</source>
        <translation>It is not your turn to give cards.</translation>
    </message>
    <message>
        <source>いまは次のゲームへ進む時ではありません。</source>
        <translation>It is not time for the next game yet.</translation>
    </message>
    <message>
        <source>2枚</source>
        <translation>2</translation>
    </message>
    <message>
        <source>トランプの組数</source>
        <translation>Packs of cards</translation>
    </message>
    <message>
        <source>人数が多い場合は2組を使います。</source>
        <translation>Many players use two packs.</translation>
    </message>
    <message>
        <source>人数で自動（7人以上で2組）</source>
        <translation>By player count (2 packs from 7 players)</translation>
    </message>
    <message>
        <source>1組</source>
        <translation>1 pack</translation>
    </message>
    <message>
        <source>2組</source>
        <translation>2 packs</translation>
    </message>
    <message>
        <source>反則上がり</source>
        <translation>Foul finish (hansoku agari)</translation>
    </message>
    <message>
        <source>ジョーカーや2を含むカードで上がると最下位に転落します。</source>
        <translation>Going out with a play that holds a joker or a 2 drops you to last place.</translation>
    </message>
    <message>
        <source>得点計算</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>マイナスなしでは、1ゲームごとに誰もマイナスにならないよう全員に同じ点を足します。</source>
        <translation>With no negatives, every game adds the same points to everyone so that nobody goes below zero.</translation>
    </message>
    <message>
        <source>プラスマイナス制</source>
        <translation>Plus and minus</translation>
    </message>
    <message>
        <source>マイナスなし</source>
        <translation>No negatives</translation>
    </message>
    <message>
        <source>ルールのプリセット</source>
        <translation>Rule preset</translation>
    </message>
    <message>
        <source>下のローカルルールのうち「プリセットどおり」のものを決めます。原作のルールではすべてなし、よくあるローカルルールでは同じ枚数・革命・8切り・縛り・スペ3返し・都落ち・カード交換があります。</source>
        <translation>Decides the house rules below that are set to &quot;As the preset&quot;. The original rules have none of them; the common house rules have same count, revolution, eight cut, lock, spade 3, miyako-ochi and card exchange.</translation>
    </message>
    <message>
        <source>原作のルール</source>
        <translation>Original rules</translation>
    </message>
    <message>
        <source>よくあるローカルルール</source>
        <translation>Common house rules</translation>
    </message>
    <message>
        <source>同じ枚数で出す</source>
        <translation>Same count</translation>
    </message>
    <message>
        <source>場と同じ枚数でしか出せません。なし（原作）では、同じ数字3枚以上には3枚以上の組を、4枚以上の階段には4枚以上の階段を出せます。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>You may only play as many cards as the field holds. Without it (original), a set of 3 or more of a rank may be beaten by any set of 3 or more, and a run of 4 or more by any run of 4 or more. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
    </message>
    <message>
        <source>プリセットどおり</source>
        <translation>As the preset</translation>
    </message>
    <message>
        <source>あり</source>
        <translation>On</translation>
    </message>
    <message>
        <source>革命</source>
        <translation>Revolution (kakumei)</translation>
    </message>
    <message>
        <source>同じ数字4枚以上で強さが逆転します。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>Four or more of a rank reverse the card order. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
    </message>
    <message>
        <source>階段革命</source>
        <translation>Run revolution</translation>
    </message>
    <message>
        <source>5枚以上の階段でも革命になります。（原作ではなし、どちらのプリセットでもなし）</source>
        <translation>A run of 5 or more cards is a revolution too. (Off in the original rules and in both presets.)</translation>
    </message>
    <message>
        <source>8切り</source>
        <translation>Eight cut (hachi-giri)</translation>
    </message>
    <message>
        <source>8を含むカードを出すと場が流れ、出した人から始めます。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>A play with an 8 clears the field and its player leads next. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
    </message>
    <message>
        <source>縛り</source>
        <translation>Lock (shibari)</translation>
    </message>
    <message>
        <source>同じマークが2回続くと、場が流れるまでそのマークしか出せません。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>When the same suit is played twice in a row, only that suit may be played until the field clears. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
    </message>
    <message>
        <source>スペ3返し</source>
        <translation>Spade 3 (supe-san gaeshi)</translation>
    </message>
    <message>
        <source>ジョーカー1枚に対してスペードの3を出せ、場が流れます。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>The 3 of spades may be played on a single joker, and the field clears. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
    </message>
    <message>
        <source>イレブンバック</source>
        <translation>Eleven back</translation>
    </message>
    <message>
        <source>Jを含むカードを出すと、場が流れるまで強さが逆転します。（原作ではなし、どちらのプリセットでもなし）</source>
        <translation>A play with a jack reverses the card order until the field clears. (Off in the original rules and in both presets.)</translation>
    </message>
    <message>
        <source>都落ち</source>
        <translation>Miyako-ochi (fall from the capital)</translation>
    </message>
    <message>
        <source>前のゲームの大富豪が1番に上がれなかったら、その場で最下位に転落します。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>If the last game&apos;s daifugō (tycoon) does not go out first, they drop to last place at once. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
    </message>
    <message>
        <source>カード交換</source>
        <translation>Card exchange</translation>
    </message>
    <message>
        <source>2ゲーム目から、大貧民と大富豪が2枚、貧民と富豪が1枚を交換します。（原作ではなし、「よくあるローカルルール」ではあり）</source>
        <translation>From the second game on, the daihinmin (beggar) and the daifugō (tycoon) exchange 2 cards, the hinmin (poor) and the fugō (rich) 1. (Off in the original rules, on in &quot;Common house rules&quot;.)</translation>
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
