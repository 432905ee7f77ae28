<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name></name>
    <message>
        <source>静</source>
        <translation>B</translation>
    </message>
    <message>
        <source>陽</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>竜</source>
        <translation>R</translation>
    </message>
    <message>
        <source>加減速3</source>
        <translation>Speed ±3</translation>
    </message>
    <message>
        <source>加減速2</source>
        <translation>Speed ±2</translation>
    </message>
    <message>
        <source>加減速1</source>
        <translation>Speed ±1</translation>
    </message>
    <message>
        <source>覚醒</source>
        <translation>Awaken</translation>
    </message>
    <message>
        <source>覚</source>
        <translation>A</translation>
    </message>
    <message>
        <source>  ★祝福</source>
        <translation>  ★Blessing</translation>
    </message>
    <message>
        <source>速度 {0}</source>
        <translation>Speed {0}</translation>
    </message>
    <message>
        <source> (移動{0})</source>
        <translation> (moves {0})</translation>
    </message>
    <message>
        <source>手札{0}枚 使用済み</source>
        <translation>{0} in hand, used</translation>
    </message>
    <message>
        <source>表向き</source>
        <translation>Face up</translation>
    </message>
    <message>
        <source>ペンタクル</source>
        <translation>Pentacles</translation>
    </message>
    <message>
        <source>{0}点</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <source>今回</source>
        <translation>This turn</translation>
    </message>
    <message>
        <source>前の手番</source>
        <translation>Last turn</translation>
    </message>
    <message>
        <source>選択済み</source>
        <translation>Chosen</translation>
    </message>
    <message>
        <source>選択中…</source>
        <translation>Choosing…</translation>
    </message>
    <message>
        <source> 覚醒!</source>
        <translation> Awakened!</translation>
    </message>
    <message>
        <source> 追突された</source>
        <translation> rammed</translation>
    </message>
    <message>
        <source>青</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>黄</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>赤</source>
        <translation>red</translation>
    </message>
    <message>
        <source>なし</source>
        <translation>none</translation>
    </message>
    <message>
        <source>{0}{1}</source>
        <translation>{0}-{1}</translation>
    </message>
    <message>
        <source>左の山</source>
        <translation>left pile</translation>
    </message>
    <message>
        <source>右の山</source>
        <translation>right pile</translation>
    </message>
    <message>
        <source>スイープ</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>チャリオット</source>
        <translation>Chariot</translation>
    </message>
    <message>
        <source>ゴッドハンド</source>
        <translation>God Hand</translation>
    </message>
    <message>
        <source>エンチャント</source>
        <translation>Enchant</translation>
    </message>
    <message>
        <source>加速</source>
        <translation>faster</translation>
    </message>
    <message>
        <source>減速</source>
        <translation>slower</translation>
    </message>
    <message>
        <source> (速度{0:+d})</source>
        <translation> (speed {0:+d})</translation>
    </message>
    <message>
        <source> (速度そのまま)</source>
        <translation> (speed unchanged)</translation>
    </message>
    <message>
        <source>加速 +{0}</source>
        <translation>Faster +{0}</translation>
    </message>
    <message>
        <source>減速 −{0}</source>
        <translation>Slower −{0}</translation>
    </message>
    <message>
        <source>覚醒 (速度{0:+d})</source>
        <translation>Awaken (speed {0:+d})</translation>
    </message>
    <message>
        <source>覚醒 (速度そのまま)</source>
        <translation>Awaken (speed unchanged)</translation>
    </message>
    <message>
        <source>覚醒する</source>
        <translation>Awaken</translation>
    </message>
    <message>
        <source>{0}の{1}で補充</source>
        <translation>Refill with {1} from the {0}</translation>
    </message>
    <message>
        <source>ペンタクル: {0}</source>
        <translation>Pentacle: {0}</translation>
    </message>
    <message>
        <source>{0}を取る</source>
        <translation>Take {0}</translation>
    </message>
    <message>
        <source>{0}を捨てる</source>
        <translation>Discard {0}</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>補充する待機チップを選んでください</source>
        <translation>Choose a reserve chip to refill with</translation>
    </message>
    <message>
        <source>ペンタクルにする3枚を選んでください</source>
        <translation>Choose the 3 chips for a pentacle</translation>
    </message>
    <message>
        <source>{0}から取るチップを選んでください</source>
        <translation>Choose a chip to take from {0}</translation>
    </message>
    <message>
        <source>裏向きで使用済みにするカードを選んでください</source>
        <translation>Choose a card to put face down as used</translation>
    </message>
    <message>
        <source>盤外のチップを山に戻してください</source>
        <translation>Put the off-board chip back on a pile</translation>
    </message>
    <message>
        <source>{0}が選んでいます…</source>
        <translation>{0} is choosing…</translation>
    </message>
    <message>
        <source>{0}がカードを選びました</source>
        <translation>{0} has chosen a card</translation>
    </message>
    <message>
        <source>公開! </source>
        <translation>Reveal! </translation>
    </message>
    <message>
        <source> (エンチャントが覚醒を無効化)</source>
        <translation> (Enchant cancels the awakening)</translation>
    </message>
    <message>
        <source>{0}が{1}マス進む ({2}→{3})</source>
        <translation>{0} moves {1} spaces ({2}→{3})</translation>
    </message>
    <message>
        <source>追突! {0}が{1}を弾き出した</source>
        <translation>Ram! {0} knocks {1} out</translation>
    </message>
    <message>
        <source>{0}が{1}のチップを獲得</source>
        <translation>{0} gets a {1} chip</translation>
    </message>
    <message>
        <source>{0}が通過したマスのチップ{1}をまとめて獲得</source>
        <translation>{0} gets every chip on the spaces passed: {1}</translation>
    </message>
    <message>
        <source>{0}が{1}から{2}のチップを奪った</source>
        <translation>{0} takes a {2} chip from {1}</translation>
    </message>
    <message>
        <source>待機チップがなく補充できません</source>
        <translation>No reserve chips left to refill with</translation>
    </message>
    <message>
        <source>{0}番のマスに{1}を補充</source>
        <translation>Space {0} refilled with {1}</translation>
    </message>
    <message>
        <source>{0}がペンタクル({1})を作った</source>
        <translation>{0} makes a pentacle ({1})</translation>
    </message>
    <message>
        <source>{0}を裏向きにしました</source>
        <translation>You turned {0} face down</translation>
    </message>
    <message>
        <source>{0}が手札を1枚裏向きにした</source>
        <translation>{0} turns a card face down</translation>
    </message>
    <message>
        <source>{0}番のマスの{1}を盤外へ</source>
        <translation>{1} on space {0} goes off the board</translation>
    </message>
    <message>
        <source>{0}を{1}へ戻す</source>
        <translation>{0} goes back to the {1}</translation>
    </message>
    <message>
        <source>回復処理 (第{0}手番おわり)</source>
        <translation>Recovery (end of turn {0})</translation>
    </message>
    <message>
        <source>{0}がペンタクルを3つそろえてゲーム終了!</source>
        <translation>{0} has 3 pentacles: the game is over!</translation>
    </message>
    <message>
        <source>公開!</source>
        <translation>Reveal!</translation>
    </message>
    <message>
        <source>{0}の移動</source>
        <translation>{0} moves</translation>
    </message>
    <message>
        <source>追突！</source>
        <translation>Rammed!</translation>
    </message>
    <message>
        <source>追突! {0}が弾き出された</source>
        <translation>Ram! {0} is knocked out</translation>
    </message>
    <message>
        <source>{0}のチップ</source>
        <translation>{0} chip</translation>
    </message>
    <message>
        <source>スイープ!</source>
        <translation>Sweep!</translation>
    </message>
    <message>
        <source>補充</source>
        <translation>Refill</translation>
    </message>
    <message>
        <source>{0}から{1}を奪取</source>
        <translation>Takes {1} from {0}</translation>
    </message>
    <message>
        <source>ペンタクル！</source>
        <translation>Pentacle!</translation>
    </message>
    <message>
        <source>{0}のペンタクル!</source>
        <translation>{0}&apos;s pentacle!</translation>
    </message>
    <message>
        <source>ゲーム終了</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>待機チップ</source>
        <translation>Reserve chips</translation>
    </message>
    <message>
        <source>{0}枚</source>
        <translation>{0}</translation>
    </message>
    <message>
        <source>盤外</source>
        <translation>Off board</translation>
    </message>
</context>
<context>
    <name>DeltacleDrawing</name>
    <message>
        <source>ス</source>
        <translation>S</translation>
    </message>
    <message>
        <source>チ</source>
        <translation>C</translation>
    </message>
    <message>
        <source>ゴ</source>
        <translation>G</translation>
    </message>
    <message>
        <source>エ</source>
        <translation>E</translation>
    </message>
</context>
<context>
    <name>DeltacleView</name>
    <message>
        <source>席{0}</source>
        <translation>Seat {0}</translation>
    </message>
    <message>
        <source>(あなた)</source>
        <translation> (you)</translation>
    </message>
    <message>
        <source>第{0}手番</source>
        <translation>Turn {0}</translation>
    </message>
    <message>
        <source> ❶駒の制御 — 選択待ち: {0}</source>
        <translation> ❶ Control — waiting for: {0}</translation>
    </message>
    <message>
        <source> ❷駒の移動</source>
        <translation> ❷ Movement</translation>
    </message>
    <message>
        <source> ゲーム終了</source>
        <translation> Game over</translation>
    </message>
    <message>
        <source>ゲームは終了しました。</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>カードを選び、向きを決めてください(全員が選ぶと一斉に公開)。</source>
        <translation>Choose a card and its direction (revealed together once everyone has chosen).</translation>
    </message>
    <message>
        <source>ほかのプレイヤーの選択を待っています…</source>
        <translation>Waiting for the other players to choose…</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>キー {0}</source>
        <translation>Key {0}</translation>
    </message>
    <message>
        <source>(選択済み)</source>
        <translation> ✓</translation>
    </message>
    <message>
        <source>あなたの選択: {0}</source>
        <translation>Your choice: {0}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>{0}位 {1}</source>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <source>得点計算</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>{0}点</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <source>表向き{0}枚</source>
        <translation>{0} face up</translation>
    </message>
</context>
<context>
    <name>deltacle</name>
    <message>
        <source>第{n}ラウンド</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>移動で最初に進む。進んだ直後、通過したマスのチップを全て獲得し、通過した順に補充する。</source>
        <translation>Moves first. Right after moving, takes every chip on the spaces it passed, and refills them in the order passed.</translation>
    </message>
    <message>
        <source>移動で速度を2倍とみなす。追突判定の直後、追突した駒の表向きのチップを1枚ずつ獲得する。</source>
        <translation>Moves at twice its speed. Right after the ramming check, takes one face-up chip from each piece it rammed.</translation>
    </message>
    <message>
        <source>制御の直後、今いるマスのチップを獲得し補充する。その後、手札が2枚以上なら1枚を裏向きで使用済みにする。</source>
        <translation>Right after control, takes the chip on its space and refills it. Then, with 2 or more cards in hand, puts one face down as used.</translation>
    </message>
    <message>
        <source>他の駒全ての覚醒効果を無効にする。速度を上下限の範囲で0～2段階変更する。移動で最初に進む。</source>
        <translation>Cancels the awakening of every other piece. Changes its speed by 0 to 2 steps within its limits. Moves first.</translation>
    </message>
    <message>
        <source>ペンタクルが3つそろいました。</source>
        <translation>Three pentacles were made.</translation>
    </message>
    <message>
        <source>ペンタクルが3つそろいました。同点のため勝利を分かち合います。</source>
        <translation>Three pentacles were made. Tied at the top, the winners share the win.</translation>
    </message>
    <message>
        <source>デルタクルは2～4人で遊びます。</source>
        <translation>Deltacle is played by two to four.</translation>
    </message>
    <message>
        <source>この卓の席ではありません。</source>
        <translation>That is not a seat at this table.</translation>
    </message>
    <message>
        <source>ゲームは終了しています。</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>いまはカードを選ぶときではありません。</source>
        <translation>This is not the time to choose a card.</translation>
    </message>
    <message>
        <source>この手番のカードはもう選んであります。</source>
        <translation>You have already chosen your card this round.</translation>
    </message>
    <message>
        <source>そのようなカードはありません。</source>
        <translation>There is no such card.</translation>
    </message>
    <message>
        <source>そのカードは手札にありません。</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>加減速カードは加速か減速の向きを選んでください。</source>
        <translation>Play a speed card to speed up or to slow down.</translation>
    </message>
    <message>
        <source>加減速カードに段階の指定はできません。</source>
        <translation>A speed card takes no shift.</translation>
    </message>
    <message>
        <source>覚醒カードには向きがありません。</source>
        <translation>The awakening card has no direction.</translation>
    </message>
    <message>
        <source>速度は上下限の範囲で0～2段階だけ変えられます。</source>
        <translation>The speed changes by 0 to 2 steps, within its limits.</translation>
    </message>
    <message>
        <source>このキャラクターは覚醒で速度を変えられません。</source>
        <translation>This character&apos;s awakening does not change its speed.</translation>
    </message>
    <message>
        <source>いまはその操作はできません。</source>
        <translation>You cannot do that now.</translation>
    </message>
    <message>
        <source>その選択はできません。</source>
        <translation>That is not one of the choices.</translation>
    </message>
    <message>
        <source>デルタクル</source>
        <translation>Deltacle</translation>
    </message>
    <message>
        <source>3人ではゴッドハンドを除く</source>
        <translation>Leave out God Hand with 3 players</translation>
    </message>
    <message>
        <source>3人で最初に遊ぶときの推奨です。スイープ・チャリオット・エンチャントを使います。</source>
        <translation>Recommended for a first game with 3 players: Sweep, Chariot and Enchant play.</translation>
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
