<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name>Arena</name>
    <message>
        <source>{0}枚</source>
        <translation>{0}</translation>
    </message>
</context>
<context>
    <name>CardBars</name>
    <message>
        <source>{0}ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>時間内の札取りなし</source>
        <translation>No take in time</translation>
    </message>
    <message>
        <source>遅れ{0}</source>
        <translation>late {0}</translation>
    </message>
    <message>
        <source>お手つき{0}</source>
        <translation>false touches {0}</translation>
    </message>
    <message>
        <source>まだ記録がありません</source>
        <translation>No records yet</translation>
    </message>
</context>
<context>
    <name>CountsPanel</name>
    <message>
        <source>取った札</source>
        <translation>Cards taken</translation>
    </message>
    <message>
        <source>自陣</source>
        <translation>Your side</translation>
    </message>
    <message>
        <source>敵陣</source>
        <translation>Their side</translation>
    </message>
    <message>
        <source>上段</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>中段</source>
        <translation>Middle</translation>
    </message>
    <message>
        <source>下段</source>
        <translation>Bottom</translation>
    </message>
</context>
<context>
    <name>FreePracticeWindow</name>
    <message>
        <source>汎用練習</source>
        <translation>Free practice</translation>
    </message>
    <message>
        <source>相手なしで札を取る練習です。決まり字を聞いてから取るまでの時間とお手つきを札ごとに記録します。［S］で次の札へ進みます。</source>
        <translation>Take cards with no opponent. The time from hearing the kimariji to your take, and every false touch, are recorded for each card. Press [S] to go on to the next card.</translation>
    </message>
    <message>
        <source>読み方と札の選び方</source>
        <translation>Reading and card selection</translation>
    </message>
    <message>
        <source>練習開始</source>
        <translation>Start practice</translation>
    </message>
    <message>
        <source>これまでの記録</source>
        <translation>Past records</translation>
    </message>
    <message>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>練習する人</source>
        <translation>Practising player</translation>
    </message>
    <message>
        <source>（相手なし）</source>
        <translation>(no opponent)</translation>
    </message>
    <message>
        <source>練習をやめる</source>
        <translation>Stop practice</translation>
    </message>
    <message>
        <source>取った札 {0}／{1}枚&#x3000;平均 {2}&#x3000;遅れ {3}&#x3000;お手つき {4}</source>
        <translation>Taken {0} of {1}  mean {2}  late {3}  false touches {4}</translation>
    </message>
    <message>
        <source>{0}ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>暗記時間：覚えたら中央のメッセージをクリックし、エリアの外へ出ると始まります</source>
        <translation>Memorising: when ready, click the message in the centre, then move out of the area to begin</translation>
    </message>
    <message>
        <source>もう一度</source>
        <translation>Again</translation>
    </message>
    <message>
        <source>設定を変える</source>
        <translation>Change settings</translation>
    </message>
    <message>
        <source>取った札 {0}枚&#x3000;平均 {1}&#x3000;遅れ {2}枚&#x3000;お手つき {3}回</source>
        <translation>Taken {0}  mean {1}  late {2}  false touches {3}</translation>
    </message>
    <message>
        <source>空札</source>
        <translation>Empty card</translation>
    </message>
    <message>
        <source>取れず</source>
        <translation>Not taken</translation>
    </message>
    <message>
        <source>（遅れ）</source>
        <translation> (late)</translation>
    </message>
    <message>
        <source>&#x3000;お手つき{0}</source>
        <translation>  false touches {0}</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>札配置暗記練習モードへ</source>
        <translation>Card placement memory practice</translation>
    </message>
    <message>
        <source>汎用練習モードへ</source>
        <translation>Free practice</translation>
    </message>
</context>
<context>
    <name>KarutaPractice</name>
    <message>
        <source>{0}番 {1}</source>
        <translation>No. {0} {1}</translation>
    </message>
    <message>
        <source>{0}（{1}）</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>KarutaView</name>
    <message>
        <source>次へ［S］</source>
        <translation>Next [S]</translation>
    </message>
    <message>
        <source>残りを自動配置</source>
        <translation>Place the rest</translation>
    </message>
    <message>
        <source>試合経過詳細</source>
        <translation>Match log</translation>
    </message>
    <message>
        <source>第{0}陣</source>
        <translation>Side {0}</translation>
    </message>
    <message>
        <source>あなた</source>
        <translation>You</translation>
    </message>
    <message>
        <source>相手</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>次に置く札：{0}番</source>
        <translation>Next card to place: No. {0}</translation>
    </message>
    <message>
        <source>{0}番 {1}</source>
        <translation>No. {0} {1}</translation>
    </message>
    <message>
        <source>決まり字「{0}」（{1}字）</source>
        <translation>Kimariji &quot;{0}&quot; ({1} sounds)</translation>
    </message>
    <message>
        <source>空札</source>
        <translation>Karafuda (dead card)</translation>
    </message>
    <message>
        <source>序歌</source>
        <translation>Joka (opening poem)</translation>
    </message>
    <message>
        <source>{0}首目（残り{1}首）</source>
        <translation>Poem {0} ({1} left)</translation>
    </message>
    <message>
        <source>読み</source>
        <translation>Reading</translation>
    </message>
    <message>
        <source>中断中：{0}の接続が切れました</source>
        <translation>Paused: {0} lost the connection</translation>
    </message>
    <message>
        <source>自陣の置く場所をクリック（あと{0}枚）</source>
        <translation>Click where to place it on your side ({0} more)</translation>
    </message>
    <message>
        <source>札の配置を待っています</source>
        <translation>Waiting for the cards to be placed</translation>
    </message>
    <message>
        <source>暗記 {0}&#x3000;相手を待っています</source>
        <translation>Memorizing {0}&#x3000;Waiting for the opponent</translation>
    </message>
    <message>
        <source>暗記 {0}&#x3000;エリア外へ出ると開始／再クリックでリセット</source>
        <translation>Memorizing {0}&#x3000;Leave the area to start / click again to reset</translation>
    </message>
    <message>
        <source>暗記 {0}&#x3000;ここをクリック後、エリア外へ出ると開始</source>
        <translation>Memorizing {0}&#x3000;Click here, then leave the area to start</translation>
    </message>
    <message>
        <source>{0}が取りました（{1}ms）</source>
        <translation>{0} took it ({1} ms)</translation>
    </message>
    <message>
        <source>［S］で次へ</source>
        <translation>[S] for next</translation>
    </message>
    <message>
        <source>送る札を自陣から選んでください（あと{0}枚）</source>
        <translation>Choose a card of your side to send (okurifuda; {0} more)</translation>
    </message>
    <message>
        <source>{0}が送り札を選んでいます</source>
        <translation>{0} is choosing a card to send</translation>
    </message>
    <message>
        <source>勝負あり</source>
        <translation>Decided</translation>
    </message>
    <message>
        <source>試合終了</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>取り！</source>
        <translation>Taken!</translation>
    </message>
    <message>
        <source>{0}（{1}ms）</source>
        <translation>{0} ({1} ms)</translation>
    </message>
    <message>
        <source>お手つき！</source>
        <translation>False touch!</translation>
    </message>
    <message>
        <source>{0}の勝ち</source>
        <translation>{0} wins</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>試合経過詳細</source>
        <translation>Match log</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>歌</source>
        <translation>Poem</translation>
    </message>
    <message>
        <source>決まり字</source>
        <translation>Kimariji</translation>
    </message>
    <message>
        <source>場所</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>取り</source>
        <translation>Taken by</translation>
    </message>
    <message>
        <source>お手つき</source>
        <translation>Otetsuki (fouls)</translation>
    </message>
    <message>
        <source>送り札</source>
        <translation>Okurifuda (sent)</translation>
    </message>
    <message>
        <source>札数</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>戦局</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>特殊技</source>
        <translation>Techniques</translation>
    </message>
    <message>
        <source>{0}番</source>
        <translation>No. {0}</translation>
    </message>
    <message>
        <source>{0}（{1}字）</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>空札</source>
        <translation>Karafuda</translation>
    </message>
    <message>
        <source>{0}の陣 {1}</source>
        <translation>{0}&apos;s side, {1}</translation>
    </message>
    <message>
        <source>自陣 {0}</source>
        <translation>Own side, {0}</translation>
    </message>
    <message>
        <source>敵陣 {0}</source>
        <translation>Their side, {0}</translation>
    </message>
    <message>
        <source>{0}ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>（{0}）</source>
        <translation> ({0})</translation>
    </message>
    <message>
        <source>{0} {1}回</source>
        <translation>{0} ×{1}</translation>
    </message>
    <message>
        <source>{0}→{1}</source>
        <translation>{0}→{1}</translation>
    </message>
    <message>
        <source>{0} {1}枚</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}：{1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>戻り手</source>
        <translation>Modorite</translation>
    </message>
    <message>
        <source>渡り手</source>
        <translation>Watarite</translation>
    </message>
    <message>
        <source>囲い手</source>
        <translation>Kakoite</translation>
    </message>
    <message>
        <source>囲い手破り</source>
        <translation>Kakoite-yaburi</translation>
    </message>
    <message>
        <source>上段</source>
        <translation>top row</translation>
    </message>
    <message>
        <source>中段</source>
        <translation>middle row</translation>
    </message>
    <message>
        <source>下段</source>
        <translation>bottom row</translation>
    </message>
    <message>
        <source>札直</source>
        <translation>Direct touch</translation>
    </message>
    <message>
        <source>払い手</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>キー</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>払い手（運び）</source>
        <translation>Sweep (carry)</translation>
    </message>
</context>
<context>
    <name>MemoryPracticeWindow</name>
    <message>
        <source>札配置暗記練習</source>
        <translation>Card placement memory practice</translation>
    </message>
    <message>
        <source>場に並んだ札の位置を覚え、札が伏せられたあと、読まれた歌の札があった場所をクリックします。正しい場所の数と答えるまでの時間で採点します。</source>
        <translation>Memorise where the cards lie on the field. Once they are hidden, click the place where the card of each poem read lay. You are scored by the places you get right and by how long you take.</translation>
    </message>
    <message>
        <source>{0}枚</source>
        <translation>{0} cards</translation>
    </message>
    <message>
        <source>音声</source>
        <translation>Voice</translation>
    </message>
    <message>
        <source>文字（上の句を表示）</source>
        <translation>Text (the upper verse is shown)</translation>
    </message>
    <message>
        <source>練習のしかた</source>
        <translation>How to practise</translation>
    </message>
    <message>
        <source>札の枚数</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>使う札</source>
        <translation>Which cards</translation>
    </message>
    <message>
        <source>読み方</source>
        <translation>Reading</translation>
    </message>
    <message>
        <source>開始</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>覚えた</source>
        <translation>Memorised</translation>
    </message>
    <message>
        <source>やめる</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>暗記 {0}:{1}&#x3000;{2}枚の位置を覚えたら「覚えた」</source>
        <translation>Memorising {0}:{1} — press “Memorised” when you know where the {2} cards lie</translation>
    </message>
    <message>
        <source>{0}首目／{1}首&#x3000;読まれた札があった場所をクリック</source>
        <translation>Poem {0} of {1} — click where its card lay</translation>
    </message>
    <message>
        <source>（読み上げ中）</source>
        <translation>(reading aloud)</translation>
    </message>
    <message>
        <source>正解！ {0}秒</source>
        <translation>Right! {0} s</translation>
    </message>
    <message>
        <source>ちがいます（正しい場所を表示）</source>
        <translation>Wrong (the right place is shown)</translation>
    </message>
    <message>
        <source>もう一度</source>
        <translation>Again</translation>
    </message>
    <message>
        <source>設定を変える</source>
        <translation>Change settings</translation>
    </message>
    <message>
        <source>まちがえた札</source>
        <translation>Mistakes</translation>
    </message>
    <message>
        <source>答えた順（答えるまでの時間）</source>
        <translation>In answer order (time to answer)</translation>
    </message>
    <message>
        <source>正解 {0}／{1}枚</source>
        <translation>Correct: {0} of {1}</translation>
    </message>
    <message>
        <source>{0}字 {1}/{2}</source>
        <translation>{0} kana {1}/{2}</translation>
    </message>
    <message>
        <source>暗記 {0}秒&#x3000;答えの平均 {1}秒</source>
        <translation>Memorised in {0} s, mean answer {1} s</translation>
    </message>
    <message>
        <source>{0}
&#x3000;正しい場所：{1}</source>
        <translation>{0}
  right place: {1}</translation>
    </message>
    <message>
        <source>なし（全問正解）</source>
        <translation>None (all correct)</translation>
    </message>
    <message>
        <source>{0} {1}&#x3000;{2}秒</source>
        <translation>{0} {1}  {2} s</translation>
    </message>
    <message>
        <source>自陣</source>
        <translation>your side</translation>
    </message>
    <message>
        <source>相手陣</source>
        <translation>the far side</translation>
    </message>
    <message>
        <source>上段</source>
        <translation>upper row</translation>
    </message>
    <message>
        <source>中段</source>
        <translation>middle row</translation>
    </message>
    <message>
        <source>下段</source>
        <translation>lower row</translation>
    </message>
    <message>
        <source>左</source>
        <translation>left</translation>
    </message>
    <message>
        <source>右</source>
        <translation>right</translation>
    </message>
    <message>
        <source>{0}{1}の{2}</source>
        <translation>{0}, {1}, {2}</translation>
    </message>
</context>
<context>
    <name>NamePanel</name>
    <message>
        <source>{0}（あなた）</source>
        <translation>{0} (you)</translation>
    </message>
    <message>
        <source>{0}級</source>
        <translation>Class {0}</translation>
    </message>
    <message>
        <source>切断中</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>自陣 {0}枚</source>
        <translation>Own side: {0}</translation>
    </message>
    <message>
        <source>お手つき！{0}回</source>
        <translation>Otetsuki (foul)! ×{0}</translation>
    </message>
    <message>
        <source>決まり字</source>
        <translation>kimariji</translation>
    </message>
    <message>
        <source>暗記</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>反応</source>
        <translation>reaction</translation>
    </message>
    <message>
        <source>手速さ</source>
        <translation>hand speed</translation>
    </message>
    <message>
        <source>聴き分け</source>
        <translation>listening</translation>
    </message>
    <message>
        <source>{0}{1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>守り</source>
        <translation>Defend</translation>
    </message>
    <message>
        <source>攻め</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>無形</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>戻り手</source>
        <translation>Modorite</translation>
    </message>
    <message>
        <source>渡り手</source>
        <translation>Watarite</translation>
    </message>
    <message>
        <source>囲い手</source>
        <translation>Kakoite</translation>
    </message>
    <message>
        <source>囲い手破り</source>
        <translation>Kakoite-yaburi</translation>
    </message>
    <message>
        <source>{0}中</source>
        <translation>{0} on</translation>
    </message>
</context>
<context>
    <name>ProgressWindow</name>
    <message>
        <source>汎用練習のこれまでの記録</source>
        <translation>Free practice: past records</translation>
    </message>
    <message>
        <source>決まり字の字数別</source>
        <translation>By kimariji length</translation>
    </message>
    <message>
        <source>札別（遅い順）</source>
        <translation>By card (slowest first)</translation>
    </message>
    <message>
        <source>更新</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>{0}ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>{0}字決まり：平均 {1}（{2}枚）&#x3000;遅れ {3}&#x3000;お手つき {4}</source>
        <translation>{0}-kana kimariji: mean {1} ({2} takes)  late {3}  false touches {4}</translation>
    </message>
    <message>
        <source>練習 {0}回・札 {1}種</source>
        <translation>{0} sessions, {1} cards</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>続けるには、札を陣の間で動かして両方の陣に札を置いてから「札を動かして続行」を押します。</source>
        <translation>To go on, move cards between the sides so that both hold cards, then press &quot;Move the cards to go on&quot;.</translation>
    </message>
    <message>
        <source>試合終了</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>札を動かして続行</source>
        <translation>Move the cards to go on</translation>
    </message>
    <message>
        <source>試合経過詳細</source>
        <translation>Match log</translation>
    </message>
    <message>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>あなたの勝ち！</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>あなたの負け</source>
        <translation>You lose</translation>
    </message>
    <message>
        <source>{0}の勝ち</source>
        <translation>{0} wins</translation>
    </message>
    <message>
        <source>{0}枚差</source>
        <translation>by {0} cards</translation>
    </message>
</context>
<context>
    <name>SelectionBox</name>
    <message>
        <source>100枚すべてから</source>
        <translation>From all 100</translation>
    </message>
    <message>
        <source>五色百人一首の色で選ぶ</source>
        <translation>By Goshiki Hyakunin Isshu colour</translation>
    </message>
    <message>
        <source>決まり字の字数で選ぶ</source>
        <translation>By kimariji length</translation>
    </message>
    <message>
        <source>{0}（20枚）</source>
        <translation>{0} (20 cards)</translation>
    </message>
    <message>
        <source>{0}字（{1}枚）</source>
        <translation>{0} kana ({1} cards)</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>CPUが代わりに札を取ります</source>
        <translation>a CPU takes the cards for this seat</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>決まり字を聞いてから取るまで（ミリ秒、平均）</source>
        <translation>From the kimariji to the take (ms, mean)</translation>
    </message>
    <message>
        <source>練習の回（古い順）</source>
        <translation>Sessions (oldest first)</translation>
    </message>
    <message>
        <source>まだ記録がありません</source>
        <translation>No records yet</translation>
    </message>
    <message>
        <source>{0}字決まり</source>
        <translation>{0}-kana kimariji</translation>
    </message>
</context>
<context>
    <name>karuta</name>
    <message>
        <source>{n}首目</source>
        <translation>Poem {n}</translation>
    </message>
    <message>
        <source>{name}の陣</source>
        <translation>{name}&apos;s side</translation>
    </message>
    <message>
        <source>第{n}陣（COM）</source>
        <translation>Side {n} (CPU)</translation>
    </message>
    <message>
        <source>{side}の札が先になくなりました（{margin}枚差）。</source>
        <translation>{side} was emptied first (the other side still held {margin}).</translation>
    </message>
    <message>
        <source>読み札をすべて読み終え、{side}の残り札が少なくなりました（{margin}枚差）。</source>
        <translation>Every poem has been read; {side} has fewer cards left (a difference of {margin}).</translation>
    </message>
    <message>
        <source>読み札をすべて読み終え、残り札が同じ数で引き分けです。</source>
        <translation>Every poem has been read with as many cards left on each side: a draw.</translation>
    </message>
    <message>
        <source>戻り手</source>
        <translation>Modorite</translation>
    </message>
    <message>
        <source>渡り手</source>
        <translation>Watarite</translation>
    </message>
    <message>
        <source>囲い手</source>
        <translation>Kakoite</translation>
    </message>
    <message>
        <source>囲い手破り</source>
        <translation>Kakoite-yaburi</translation>
    </message>
    <message>
        <source>自陣の札を取った</source>
        <translation>took a card from own side</translation>
    </message>
    <message>
        <source>相手陣の札を取った</source>
        <translation>took a card from the opponent&apos;s side</translation>
    </message>
    <message>
        <source>自陣の札を取られた</source>
        <translation>own-side card taken by the opponent</translation>
    </message>
    <message>
        <source>相手陣の札を取られた</source>
        <translation>opponent took a card from their own side</translation>
    </message>
    <message>
        <source>自分が{n}回多くお手つきした</source>
        <translation>{n} more otetsuki by me</translation>
    </message>
    <message>
        <source>相手が{n}回多くお手つきした</source>
        <translation>{n} more otetsuki by the opponent</translation>
    </message>
    <message>
        <source>自分が{n}回お手つきした</source>
        <translation>otetsuki by me: {n}</translation>
    </message>
    <message>
        <source>相手が{n}回お手つきした</source>
        <translation>otetsuki by the opponent: {n}</translation>
    </message>
    <message>
        <source>{first}＋{then}</source>
        <translation>{first} + {then}</translation>
    </message>
    <message>
        <source>{n}枚優勢</source>
        <translation>ahead by {n}</translation>
    </message>
    <message>
        <source>{n}枚劣勢</source>
        <translation>behind by {n}</translation>
    </message>
    <message>
        <source>変化なし</source>
        <translation>no change</translation>
    </message>
    <message>
        <source>{change}（{term}）</source>
        <translation>{change}: {term}</translation>
    </message>
    <message>
        <source>自分の空ダブ</source>
        <translation>my kara-dabu</translation>
    </message>
    <message>
        <source>相手の空ダブ</source>
        <translation>opponent&apos;s kara-dabu</translation>
    </message>
    <message>
        <source>自分のダブ</source>
        <translation>my dabu</translation>
    </message>
    <message>
        <source>相手のダブ</source>
        <translation>opponent&apos;s dabu</translation>
    </message>
    <message>
        <source>自分のセミダブ</source>
        <translation>my semi-dabu</translation>
    </message>
    <message>
        <source>相手のセミダブ</source>
        <translation>opponent&apos;s semi-dabu</translation>
    </message>
    <message>
        <source>自分の取り損</source>
        <translation>my tori-zon (a wasted take)</translation>
    </message>
    <message>
        <source>相手の取り損</source>
        <translation>opponent&apos;s tori-zon (a wasted take)</translation>
    </message>
    <message>
        <source>共お手</source>
        <translation>tomo-ote (both fouled)</translation>
    </message>
    <message>
        <source>観戦中は操作できません。</source>
        <translation>Spectators cannot play.</translation>
    </message>
    <message>
        <source>いまは札に触れられません（読みが始まってから取ります）。</source>
        <translation>You cannot touch the cards now (take them once the reading has begun).</translation>
    </message>
    <message>
        <source>いまは札を動かせません。</source>
        <translation>You cannot move cards now.</translation>
    </message>
    <message>
        <source>いまは送り札を選べません。</source>
        <translation>You cannot choose a card to send now.</translation>
    </message>
    <message>
        <source>いまは進められません。</source>
        <translation>You cannot go on now.</translation>
    </message>
    <message>
        <source>いまは試合を始められません。</source>
        <translation>The match cannot start now.</translation>
    </message>
    <message>
        <source>いまは札を並べられません。</source>
        <translation>You cannot place cards now.</translation>
    </message>
    <message>
        <source>いまは試合を終えられません。</source>
        <translation>The match cannot end now.</translation>
    </message>
    <message>
        <source>級位を送れるのはCOMの陣だけです。</source>
        <translation>Only a CPU&apos;s side may say its class.</translation>
    </message>
    <message>
        <source>その札は並べる札ではありません。</source>
        <translation>That card is not one of yours to place.</translation>
    </message>
    <message>
        <source>その札は場にありません。</source>
        <translation>That card is not on the field.</translation>
    </message>
    <message>
        <source>その札はもう場にあります。</source>
        <translation>That card is already on the field.</translation>
    </message>
    <message>
        <source>そこにはもう札があります。</source>
        <translation>There is already a card there.</translation>
    </message>
    <message>
        <source>この陣にはもう札を置く場所がありません。</source>
        <translation>This side has no free place left.</translation>
    </message>
    <message>
        <source>移動先の段に空きがないので、札を入れられません。</source>
        <translation>That row has no free place, so the card cannot go in.</translation>
    </message>
    <message>
        <source>競技エリアの外です。</source>
        <translation>That is outside the playing area.</translation>
    </message>
    <message>
        <source>青枠カーソル1つに入らない札です。</source>
        <translation>Those cards do not fit in one blue frame.</translation>
    </message>
    <message>
        <source>送れるのは自陣の札だけです。</source>
        <translation>You can only send a card from your own side.</translation>
    </message>
    <message>
        <source>その札はもう選んでいます。</source>
        <translation>That card is already chosen.</translation>
    </message>
    <message>
        <source>級位が正しくありません。</source>
        <translation>That is not a class.</translation>
    </message>
    <message>
        <source>取り方が正しくありません。</source>
        <translation>That is not a way of taking a card.</translation>
    </message>
    <message>
        <source>触れた札がありません。</source>
        <translation>No card was touched.</translation>
    </message>
    <message>
        <source>一度に触れられる札は{max}枚までです。</source>
        <translation>At most {max} cards can be touched at once.</translation>
    </message>
    <message>
        <source>同じ札が2度あります。</source>
        <translation>The same card is named twice.</translation>
    </message>
    <message>
        <source>陣の番号が正しくありません。</source>
        <translation>That is not a side.</translation>
    </message>
    <message>
        <source>そのキーでは札を取れません。</source>
        <translation>That key takes no card.</translation>
    </message>
    <message>
        <source>間の最小は最大以下にしてください。</source>
        <translation>The shortest pause must not be longer than the longest.</translation>
    </message>
    <message>
        <source>取り札の色を1つ以上選んでください。</source>
        <translation>Choose at least one colour of torifuda.</translation>
    </message>
    <message>
        <source>取り札の決まり字の字数を1つ以上選んでください。</source>
        <translation>Choose at least one kimariji length of torifuda.</translation>
    </message>
    <message>
        <source>取り札を1枚ずつ選んでください（「取り札（1枚ずつ）」でまだ1枚も選ばれていません）。</source>
        <translation>Choose the torifuda card by card (none is chosen yet under &quot;Torifuda (card by card)&quot;).</translation>
    </message>
    <message>
        <source>取り札が足りません（選んだ札は{count}枚）。両方の陣に1枚ずつ置けるよう、2枚以上になるように選んでください。</source>
        <translation>Too few torifuda ({count} chosen). Choose at least 2, so that each side gets one.</translation>
    </message>
    <message>
        <source>読み札を1枚ずつ選んでください（「読み札（1枚ずつ）」でまだ1枚も選ばれていません）。</source>
        <translation>Choose the yomifuda card by card (none is chosen yet under &quot;Yomifuda (card by card)&quot;).</translation>
    </message>
    <message>
        <source>読み札に、場に並ぶことのある取り札が1枚もありません。取り札に選んだ札を1枚以上、読み札にも選んでください。</source>
        <translation>None of the yomifuda can lie on the field. Choose at least one of the chosen torifuda as a yomifuda too.</translation>
    </message>
    <message>
        <source>級位「{grade}」はありません。</source>
        <translation>There is no class &quot;{grade}&quot;.</translation>
    </message>
    <message>
        <source>読み方が正しくありません。</source>
        <translation>That is not a way of reading.</translation>
    </message>
    <message>
        <source>札は2枚以上にしてください。</source>
        <translation>Use at least 2 cards.</translation>
    </message>
    <message>
        <source>五色百人一首の色を1つ以上選んでください。</source>
        <translation>Choose at least one goshiki colour.</translation>
    </message>
    <message>
        <source>決まり字の字数を1つ以上選んでください。</source>
        <translation>Choose at least one kimariji length.</translation>
    </message>
    <message>
        <source>選んだ札が少なすぎます。2枚以上になるように選んでください。</source>
        <translation>Too few cards are chosen. Choose at least 2.</translation>
    </message>
    <message>
        <source>いまはできません。</source>
        <translation>Not now.</translation>
    </message>
    <message>
        <source>そこには札がありません。</source>
        <translation>There was no card there.</translation>
    </message>
    <message>
        <source>競技かるた</source>
        <translation>Kyōgi karuta (competitive karuta)</translation>
    </message>
    <message>
        <source>第1陣COM 決まり字</source>
        <translation>CPU 1: kimariji</translation>
    </message>
    <message>
        <source>0〜15。「級位から」は級位の範囲でランダムに決めます。</source>
        <translation>0 to 15. &quot;From the class&quot; draws it at random within the class&apos;s range.</translation>
    </message>
    <message>
        <source>級位から</source>
        <translation>From the class</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>12</source>
        <translation>12</translation>
    </message>
    <message>
        <source>13</source>
        <translation>13</translation>
    </message>
    <message>
        <source>14</source>
        <translation>14</translation>
    </message>
    <message>
        <source>15</source>
        <translation>15</translation>
    </message>
    <message>
        <source>第1陣COM 暗記</source>
        <translation>CPU 1: memory</translation>
    </message>
    <message>
        <source>第1陣COM 反応</source>
        <translation>CPU 1: reaction</translation>
    </message>
    <message>
        <source>第1陣COM 手速さ</source>
        <translation>CPU 1: hand speed</translation>
    </message>
    <message>
        <source>第1陣COM 聴き分け</source>
        <translation>CPU 1: listening</translation>
    </message>
    <message>
        <source>第1陣COM 戦法</source>
        <translation>CPU 1: tactics</translation>
    </message>
    <message>
        <source>守り：自陣の札を優先。攻め：相手陣の札を優先。無形：偏らない。</source>
        <translation>Defend: own side&apos;s cards first. Attack: the opponent&apos;s side first. Free: no preference.</translation>
    </message>
    <message>
        <source>守り</source>
        <translation>Defend</translation>
    </message>
    <message>
        <source>攻め</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>無形</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>第2陣COM 決まり字</source>
        <translation>CPU 2: kimariji</translation>
    </message>
    <message>
        <source>第2陣COM 暗記</source>
        <translation>CPU 2: memory</translation>
    </message>
    <message>
        <source>第2陣COM 反応</source>
        <translation>CPU 2: reaction</translation>
    </message>
    <message>
        <source>第2陣COM 手速さ</source>
        <translation>CPU 2: hand speed</translation>
    </message>
    <message>
        <source>第2陣COM 聴き分け</source>
        <translation>CPU 2: listening</translation>
    </message>
    <message>
        <source>第2陣COM 戦法</source>
        <translation>CPU 2: tactics</translation>
    </message>
    <message>
        <source>パラメータ再設定</source>
        <translation>Redraw parameters</translation>
    </message>
    <message>
        <source>0：級位から決めるパラメータを試合ごとに引きます。ほかの値：その値で引いた同じパラメータを毎試合使います（「引き直す」で別の値に）。</source>
        <translation>0: the parameters left to the class are drawn afresh for each match. Any other value: the same draw, made from that value, in every match (&quot;Draw again&quot; picks another).</translation>
    </message>
    <message>
        <source>札初期配置</source>
        <translation>Card layout</translation>
    </message>
    <message>
        <source>自動で並べるか、手動で1枚ずつ場所を指定するか（COM の陣はいつも自動）。</source>
        <translation>Lay the cards out automatically, or place them one by one (a CPU&apos;s side is always automatic).</translation>
    </message>
    <message>
        <source>自動</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>手動（1枚ずつ）</source>
        <translation>By hand (one by one)</translation>
    </message>
    <message>
        <source>札読み</source>
        <translation>Reading</translation>
    </message>
    <message>
        <source>音声・文字・音声＋文字、または取り札の画像を画面中央に表示。</source>
        <translation>Voice, text, voice + text, or the picture of the card to take in the middle of the screen.</translation>
    </message>
    <message>
        <source>音声</source>
        <translation>Voice</translation>
    </message>
    <message>
        <source>文字</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>音声＋文字</source>
        <translation>Voice + text</translation>
    </message>
    <message>
        <source>取り札</source>
        <translation>Card picture</translation>
    </message>
    <message>
        <source>間（最小、ミリ秒）</source>
        <translation>Pause (min, ms)</translation>
    </message>
    <message>
        <source>下の句のあと次の上の句までの間。十の位以下は切り捨て。</source>
        <translation>The pause after the shimo-no-ku (second half) before the next kami-no-ku (first half). Rounded down to hundreds.</translation>
    </message>
    <message>
        <source>間（最大、ミリ秒）</source>
        <translation>Pause (max, ms)</translation>
    </message>
    <message>
        <source>毎首の間は最小〜最大からランダムに決まります。</source>
        <translation>Each poem&apos;s pause is drawn at random between the minimum and the maximum.</translation>
    </message>
    <message>
        <source>序歌を読む</source>
        <translation>Read the joka (opening poem)</translation>
    </message>
    <message>
        <source>上の句</source>
        <translation>Kami-no-ku (first half)</translation>
    </message>
    <message>
        <source>決まり字まで読む</source>
        <translation>Up to the kimariji</translation>
    </message>
    <message>
        <source>札確定文字まで読む</source>
        <translation>Up to the sound that fixes the card</translation>
    </message>
    <message>
        <source>全て読む</source>
        <translation>All of it</translation>
    </message>
    <message>
        <source>下の句</source>
        <translation>Shimo-no-ku (second half)</translation>
    </message>
    <message>
        <source>百首を覚えていない方は「上の句に続けて読む」がおすすめです。</source>
        <translation>If you do not know the hundred poems by heart, &quot;Right after the first half&quot; is recommended.</translation>
    </message>
    <message>
        <source>上の句に続けて読む</source>
        <translation>Right after the first half</translation>
    </message>
    <message>
        <source>札取り後に読む</source>
        <translation>After the card is taken</translation>
    </message>
    <message>
        <source>読まない</source>
        <translation>Not read</translation>
    </message>
    <message>
        <source>COM札移動</source>
        <translation>CPU moves its cards</translation>
    </message>
    <message>
        <source>COM が自分の札を動かすかどうか。</source>
        <translation>Whether a CPU rearranges its own cards.</translation>
    </message>
    <message>
        <source>空札をスキップ</source>
        <translation>Skip karafuda (dead cards)</translation>
    </message>
    <message>
        <source>COM 同士の対戦でのみ有効。空札の読みを途中で打ち切ります。</source>
        <translation>Only in CPU-against-CPU games: the reading of a karafuda (a poem whose card is not on the floor) is cut short.</translation>
    </message>
    <message>
        <source>取り札の選び方</source>
        <translation>How the torifuda are chosen</translation>
    </message>
    <message>
        <source>場に並べる札をどこから選ぶか。選んだ札が50枚を超えると、その中から50枚をランダムに。</source>
        <translation>Where the cards laid out come from. When more than 50 are chosen, 50 of them at random.</translation>
    </message>
    <message>
        <source>取り札・読み札選択</source>
        <translation>Torifuda and yomifuda selection</translation>
    </message>
    <message>
        <source>100枚から50枚（通常）</source>
        <translation>50 of the 100 (usual)</translation>
    </message>
    <message>
        <source>五色百人一首の色で選ぶ</source>
        <translation>By the Goshiki Hyakunin Isshu (five-colour) groups</translation>
    </message>
    <message>
        <source>決まり字の字数で選ぶ</source>
        <translation>By the length of the kimariji</translation>
    </message>
    <message>
        <source>1枚ずつ選ぶ</source>
        <translation>Card by card</translation>
    </message>
    <message>
        <source>取り札：青</source>
        <translation>Torifuda: blue</translation>
    </message>
    <message>
        <source>五色百人一首の青の20枚（「五色百人一首の色で選ぶ」のとき）。</source>
        <translation>The 20 blue cards of the Goshiki Hyakunin Isshu (with &quot;By the Goshiki Hyakunin Isshu (five-colour) groups&quot;).</translation>
    </message>
    <message>
        <source>取り札：桃</source>
        <translation>Torifuda: pink</translation>
    </message>
    <message>
        <source>五色百人一首の桃の20枚（「五色百人一首の色で選ぶ」のとき）。</source>
        <translation>The 20 pink cards of the Goshiki Hyakunin Isshu (with &quot;By the Goshiki Hyakunin Isshu (five-colour) groups&quot;).</translation>
    </message>
    <message>
        <source>取り札：黄</source>
        <translation>Torifuda: yellow</translation>
    </message>
    <message>
        <source>五色百人一首の黄の20枚（「五色百人一首の色で選ぶ」のとき）。</source>
        <translation>The 20 yellow cards of the Goshiki Hyakunin Isshu (with &quot;By the Goshiki Hyakunin Isshu (five-colour) groups&quot;).</translation>
    </message>
    <message>
        <source>取り札：緑</source>
        <translation>Torifuda: green</translation>
    </message>
    <message>
        <source>五色百人一首の緑の20枚（「五色百人一首の色で選ぶ」のとき）。</source>
        <translation>The 20 green cards of the Goshiki Hyakunin Isshu (with &quot;By the Goshiki Hyakunin Isshu (five-colour) groups&quot;).</translation>
    </message>
    <message>
        <source>取り札：橙</source>
        <translation>Torifuda: orange</translation>
    </message>
    <message>
        <source>五色百人一首の橙の20枚（「五色百人一首の色で選ぶ」のとき）。</source>
        <translation>The 20 orange cards of the Goshiki Hyakunin Isshu (with &quot;By the Goshiki Hyakunin Isshu (five-colour) groups&quot;).</translation>
    </message>
    <message>
        <source>取り札：1字決まり（7枚）</source>
        <translation>Torifuda: 1-kana kimariji (7 cards)</translation>
    </message>
    <message>
        <source>「決まり字の字数で選ぶ」のとき。</source>
        <translation>With &quot;By the length of the kimariji&quot;.</translation>
    </message>
    <message>
        <source>取り札：2字決まり（42枚）</source>
        <translation>Torifuda: 2-kana kimariji (42 cards)</translation>
    </message>
    <message>
        <source>取り札：3字決まり（37枚）</source>
        <translation>Torifuda: 3-kana kimariji (37 cards)</translation>
    </message>
    <message>
        <source>取り札：4字決まり（6枚）</source>
        <translation>Torifuda: 4-kana kimariji (6 cards)</translation>
    </message>
    <message>
        <source>取り札：5字決まり（2枚）</source>
        <translation>Torifuda: 5-kana kimariji (2 cards)</translation>
    </message>
    <message>
        <source>取り札：6字決まり（6枚）</source>
        <translation>Torifuda: 6-kana kimariji (6 cards)</translation>
    </message>
    <message>
        <source>取り札（1枚ずつ）</source>
        <translation>Torifuda (card by card)</translation>
    </message>
    <message>
        <source>「1枚ずつ選ぶ」のとき、場に並べる札の候補。2枚以上。50枚を超えるとその中から50枚。</source>
        <translation>With &quot;Card by card&quot;: the cards the floor is laid from. At least 2; when more than 50, 50 of them at random.</translation>
    </message>
    <message>
        <source>枚</source>
        <translation>cards</translation>
    </message>
    <message>
        <source>青</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>五色百人一首</source>
        <translation>Goshiki Hyakunin Isshu</translation>
    </message>
    <message>
        <source>桃</source>
        <translation>Pink</translation>
    </message>
    <message>
        <source>黄</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>緑</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>橙</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>1字決まり</source>
        <translation>1 kana</translation>
    </message>
    <message>
        <source>決まり字</source>
        <translation>Kimariji</translation>
    </message>
    <message>
        <source>2字決まり</source>
        <translation>2 kana</translation>
    </message>
    <message>
        <source>3字決まり</source>
        <translation>3 kana</translation>
    </message>
    <message>
        <source>4字決まり</source>
        <translation>4 kana</translation>
    </message>
    <message>
        <source>5字決まり</source>
        <translation>5 kana</translation>
    </message>
    <message>
        <source>6字決まり</source>
        <translation>6 kana</translation>
    </message>
    <message>
        <source>読み札</source>
        <translation>Yomifuda (cards read)</translation>
    </message>
    <message>
        <source>読む札：100枚すべて、取り札に選んだ札だけ、場に並べた札だけ、または1枚ずつ選んだ札。</source>
        <translation>The cards read: all 100, only the cards chosen as torifuda, only the cards laid out, or cards chosen one by one.</translation>
    </message>
    <message>
        <source>100枚すべて（場にない札は空札）</source>
        <translation>All 100 (cards not on the floor are karafuda)</translation>
    </message>
    <message>
        <source>取り札に選んだ札だけ</source>
        <translation>Only the cards chosen as torifuda</translation>
    </message>
    <message>
        <source>場の札だけ（空札なし）</source>
        <translation>Only the floor&apos;s cards (no karafuda)</translation>
    </message>
    <message>
        <source>読み札（1枚ずつ）</source>
        <translation>Yomifuda (card by card)</translation>
    </message>
    <message>
        <source>「1枚ずつ選ぶ」のとき読む札。場に並ぶことのある取り札をすべて含めてください（ほかの札は空札として読みます）。</source>
        <translation>With &quot;Card by card&quot;: the cards read. Include every torifuda that can be laid out (the others are read as karafuda).</translation>
    </message>
    <message>
        <source>E級</source>
        <translation>Class E</translation>
    </message>
    <message>
        <source>D級</source>
        <translation>Class D</translation>
    </message>
    <message>
        <source>C級</source>
        <translation>Class C</translation>
    </message>
    <message>
        <source>B級</source>
        <translation>Class B</translation>
    </message>
    <message>
        <source>A級</source>
        <translation>Class A</translation>
    </message>
</context>
</TS>
