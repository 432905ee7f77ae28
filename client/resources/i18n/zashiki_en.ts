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
        <source>完成{0}番目</source>
        <translation>Done #{0}</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>Results</translation>
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
        <source>不成立</source>
        <translation>Rejected</translation>
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
    <message>
        <source>「%1」という名前のコンピューターが見つかりません。綴りを確かめるか、IPアドレス（例: 192.168.1.10）で入力してください。</source>
        <translation>No computer called &quot;%1&quot; can be found. Check the spelling, or type its IP address (e.g. 192.168.1.10).</translation>
    </message>
    <message>
        <source>%1 に接続を断られました。相手がサーバーを起動しているか、ポート番号が正しいかを確かめてください。</source>
        <translation>%1 refused the connection. Check that the other side has started its server and that the port is right.</translation>
    </message>
    <message>
        <source>%1 から応答がありません。同じネットワークにいるか、アドレスとファイアウォールの設定を確かめてください。</source>
        <translation>No answer from %1. Check that you are on the same network, and check the address and the firewall settings.</translation>
    </message>
    <message>
        <source>%1 に接続できませんでした。ネットワークの接続とアドレスを確かめてください。</source>
        <translation>Could not connect to %1. Check the network connection and the address.</translation>
    </message>
    <message>
        <source>%1 に接続できませんでした（%2）。アドレスを確かめて、もう一度お試しください。</source>
        <translation>Could not connect to %1 (%2). Check the address and try again.</translation>
    </message>
    <message>
        <source>%1 との接続が、あいさつの途中で切れました。相手が Zashiki のサーバーか、ポート番号を確かめてください。</source>
        <translation>The connection to %1 was cut during the greeting. Check that it is a Zashiki server, and check the port.</translation>
    </message>
    <message>
        <source>サーバーとの接続が切れ、再接続できませんでした。サーバーが動いているか確かめて、もう一度接続してください。</source>
        <translation>The connection to the server was lost and could not be restored. Check that the server is running, then connect again.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>このアプリについて</source>
        <translation>About</translation>
    </message>
    <message>
        <source>座敷 Zashiki</source>
        <translation>Zashiki 座敷</translation>
    </message>
    <message>
        <source>バージョン %1（通信規約 %2）</source>
        <translation>Version %1 (protocol %2)</translation>
    </message>
    <message>
        <source>みんなで遊ぶ和のテーブルゲーム。使っている素材とその利用条件は次のとおりです。</source>
        <translation>Japanese table games to play together. The materials it uses and their terms of use:</translation>
    </message>
    <message>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>IPAexゴシック（文字）</source>
        <translation>IPAexGothic (the lettering)</translation>
    </message>
    <message>
        <source>競技かるたの読み上げ音声</source>
        <translation>The karuta reader&apos;s voice</translation>
    </message>
    <message>
        <source>ことばカード</source>
        <translation>Kotoba cards (word cards)</translation>
    </message>
</context>
<context>
    <name>Arena</name>
    <message>
        <source>{0}枚</source>
        <translation>{0}</translation>
    </message>
</context>
<context>
    <name>BusyPanel</name>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
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
    <name>ConnectDialog</name>
    <message>
        <source>他人のサーバーに接続する</source>
        <translation>Join someone&apos;s server</translation>
    </message>
    <message>
        <source>同じネットワークのサーバー（クリックで接続）</source>
        <translation>Servers on this network (click to join)</translation>
    </message>
    <message>
        <source>接続先を入力して接続する</source>
        <translation>Or type the address to join</translation>
    </message>
    <message>
        <source>サーバーになった人から教えてもらった IP アドレスかホスト名を、半角で入力してください（例: 192.168.1.10、myhost.local、fe80::1）。招待リンク（zashiki://…）も貼り付けられます。</source>
        <translation>Type the IP address or host name the person running the server gave you (e.g. 192.168.1.10, myhost.local, fe80::1). You can also paste an invite link (zashiki://…).</translation>
    </message>
    <message>
        <source>IP アドレス・ホスト名・招待リンク</source>
        <translation>IP address, host name or invite link</translation>
    </message>
    <message>
        <source>接続先</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>ポート番号</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>接続する</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>LANのサーバー探しは切ってあります。接続先を入力してください。</source>
        <translation>Looking for servers on the LAN is turned off. Type the address.</translation>
    </message>
    <message>
        <source>クリックすると %1 に接続します（Zashiki %2）</source>
        <translation>Click to join %1 (Zashiki %2)</translation>
    </message>
    <message>
        <source>このサーバーとは通信規約のバージョンが違うため、接続できません。同じバージョンの Zashiki を使ってください。</source>
        <translation>This server speaks another protocol version, so you cannot join it. Use the same version of Zashiki.</translation>
    </message>
    <message>
        <source>同じネットワークのサーバーを探しています…（見つからないときは、下に接続先を入力してください）</source>
        <translation>Looking for servers on this network… (if none shows up, type the address below)</translation>
    </message>
    <message>
        <source>不明</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1&#x3000;バージョンが違うため入れません（通信規約 %2、こちらは %3）</source>
        <translation>%1&#x3000;another version, cannot join (protocol %2, yours %3)</translation>
    </message>
    <message>
        <source>%1&#x3000;%2人・空き卓 %3&#x3000;%4</source>
        <translation>%1&#x3000;%2 players, %3 open tables&#x3000;%4</translation>
    </message>
    <message>
        <source>接続先に書いてあるポート番号 %1 を使います。変えるときは接続先の「:%1」を書き換えてください。</source>
        <translation>The port %1 written in the address is used. To change it, edit &quot;:%1&quot; in the address.</translation>
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
    <name>CreateTableDialog</name>
    <message>
        <source>ランダムマッチ</source>
        <translation>Quick match</translation>
    </message>
    <message>
        <source>同じゲーム・同じルールで人を待っている卓に座ります。なければ新しい卓を作って待ちます。</source>
        <translation>Sits you at a table waiting for players of the same game and rules, or opens a new one and waits.</translation>
    </message>
    <message>
        <source>卓を作る</source>
        <translation>Open a table</translation>
    </message>
    <message>
        <source>さがす</source>
        <translation>Find</translation>
    </message>
    <message>
        <source>作る</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
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
    <name>DeltacleTexts</name>
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
    <name>FallbackView</name>
    <message>
        <source>次へ</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>パス</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>出す</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>取る</source>
        <translation>Take</translation>
    </message>
    <message>
        <source>こいこい</source>
        <translation>Koi-koi</translation>
    </message>
    <message>
        <source>勝負</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>賛成</source>
        <translation>Agree</translation>
    </message>
    <message>
        <source>反対</source>
        <translation>Disagree</translation>
    </message>
    <message>
        <source>投票</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>選ぶ</source>
        <translation>Choose</translation>
    </message>
    <message>
        <source>このゲームの画面はまだありません。かんたん表示で遊べます。</source>
        <translation>This game has no table view yet. You can play it in the simple view.</translation>
    </message>
    <message>
        <source>起きたことがここに出ます</source>
        <translation>What happens shows here</translation>
    </message>
    <message>
        <source>できること</source>
        <translation>What you can do</translation>
    </message>
    <message>
        <source>（いまできることはありません）</source>
        <translation>(nothing you can do now)</translation>
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
    <name>GameSettings</name>
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
        <translation>Off</translation>
    </message>
    <message>
        <source>1枚</source>
        <translation>1</translation>
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
    <message>
        <source>3人ではゴッドハンドを除く</source>
        <translation>Leave out God Hand with 3 players</translation>
    </message>
    <message>
        <source>3人で最初に遊ぶときの推奨です。スイープ・チャリオット・エンチャントを使います。</source>
        <translation>Recommended for a first game with 3 players: Sweep, Chariot and Enchant play.</translation>
    </message>
    <message>
        <source>第1陣COM 決まり字</source>
        <translation>CPU 1: kimariji</translation>
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
        <source>級位から</source>
        <translation>From the class</translation>
    </message>
    <message>
        <source>0〜15。「級位から」は級位の範囲でランダムに決めます。</source>
        <translation>0 to 15. &quot;From the class&quot; draws it at random within the class&apos;s range.</translation>
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
        <translation>Blue</translation>
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
        <translation>Yellow</translation>
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
        <source>取り札に選んだ札だけ</source>
        <translation>Only the cards chosen as torifuda</translation>
    </message>
    <message>
        <source>100枚すべて（場にない札は空札）</source>
        <translation>All 100 (cards not on the floor are karafuda)</translation>
    </message>
    <message>
        <source>値を変えると（「引き直す」でも）、級位から決めるパラメータを引き直します。</source>
        <translation>Changing the value (or pressing &quot;Draw again&quot;) draws again the parameters that come from the class.</translation>
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
    <message>
        <source>ルール</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>満開こいこいは、満開ボーナスとこいこいの倍率で点数が大きく伸びるアレンジです。</source>
        <translation>Mankai koi-koi is a variant whose full-bloom bonus and koi-koi multipliers make scores grow much larger.</translation>
    </message>
    <message>
        <source>伝統こいこい</source>
        <translation>Traditional koi-koi</translation>
    </message>
    <message>
        <source>満開こいこい</source>
        <translation>Mankai (full bloom) koi-koi</translation>
    </message>
    <message>
        <source>局数</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>3局</source>
        <translation>3 rounds</translation>
    </message>
    <message>
        <source>6局</source>
        <translation>6 rounds</translation>
    </message>
    <message>
        <source>12局</source>
        <translation>12 rounds</translation>
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
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>ゲーム</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>人数</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>CPUの強さ</source>
        <translation>CPU strength</translation>
    </message>
    <message>
        <source>CPUどうしの対局を観る（自分は座らない）</source>
        <translation>Watch the CPUs play each other (you do not sit)</translation>
    </message>
    <message>
        <source>ルール</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>CPUなし（人を待つ）</source>
        <translation>No CPU (wait for people)</translation>
    </message>
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
    <name>GameTitles</name>
    <message>
        <source>大富豪</source>
        <translation>Daifugō (大富豪, &quot;tycoon&quot;)</translation>
    </message>
    <message>
        <source>デルタクル</source>
        <translation>Deltacle</translation>
    </message>
    <message>
        <source>競技かるた</source>
        <translation>Kyōgi karuta (competitive karuta)</translation>
    </message>
    <message>
        <source>こいこい</source>
        <translation>Koi-koi (こいこい)</translation>
    </message>
    <message>
        <source>ことばカード</source>
        <translation>Kotoba cards (word cards)</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1点</source>
        <translation>%1 pts</translation>
    </message>
</context>
<context>
    <name>HallBridge</name>
    <message>
        <source>ポート %1 でサーバーを始められませんでした（%2）。別のポート番号を指定するか、すでに起動している Zashiki を閉じてください。</source>
        <translation>Could not start the server on port %1 (%2). Choose another port, or close the Zashiki that is already running.</translation>
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
    <name>HostDialog</name>
    <message>
        <source>自分がサーバーになる</source>
        <translation>Be the server</translation>
    </message>
    <message>
        <source>このパソコンでサーバーを始めます。始めると、友だちに教える接続先が表示されます。ふつうはポート番号を変える必要はありません（標準は %1）。</source>
        <translation>Starts a server on this computer. Once it runs, it shows the addresses to give your friends. Usually the port need not change (the default is %1).</translation>
    </message>
    <message>
        <source>ポート番号</source>
        <translation>Port</translation>
    </message>
    <message>
        <source> 秒</source>
        <translation> s</translation>
    </message>
    <message>
        <source>接続が切れた人の席は、この時間だけ戻りを待ちます。過ぎるとCPUが代わりに打ち、戻ると席を返します。</source>
        <translation>A disconnected player&apos;s seat waits this long for them. Then a CPU plays for them, and hands the seat back when they return.</translation>
    </message>
    <message>
        <source>切断した人をCPUが代打ちするまで</source>
        <translation>CPU stands in for a dropped player after</translation>
    </message>
    <message>
        <source>同じネットワークの人に、このサーバーを知らせる</source>
        <translation>Announce this server on the local network</translation>
    </message>
    <message>
        <source>オンにすると、同じLANの人の「他人のサーバーに接続する」の一覧にこのサーバーが出て、クリックだけで入れます（mDNS で知らせます）。オフでも、アドレスを入力すれば入れます。</source>
        <translation>When on, this server appears in the &quot;Join someone&apos;s server&quot; list of everyone on the same LAN, who can join with one click (announced by mDNS). When off, people can still join by typing the address.</translation>
    </message>
    <message>
        <source>サーバーを始める</source>
        <translation>Start the server</translation>
    </message>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>HostErrors</name>
    <message>
        <source>メッセージが大きすぎます。接続を閉じます。</source>
        <translation>The message is too large. The connection is closed.</translation>
    </message>
    <message>
        <source>読み取れないデータを受け取りました。接続を閉じます。</source>
        <translation>Received data that cannot be read. The connection is closed.</translation>
    </message>
    <message>
        <source>メッセージの形式が正しくありません（マップではありません）。</source>
        <translation>The message is malformed (not a map).</translation>
    </message>
    <message>
        <source>メッセージに種類（type）がありません。</source>
        <translation>The message has no type.</translation>
    </message>
    <message>
        <source>知らない種類のメッセージです。</source>
        <translation>Unknown message type.</translation>
    </message>
    <message>
        <source>メッセージの項目が正しくありません。</source>
        <translation>A field of the message is wrong.</translation>
    </message>
    <message>
        <source>メッセージの入れ子が深すぎます。</source>
        <translation>The message is nested too deeply.</translation>
    </message>
    <message>
        <source>最初に接続のあいさつ（hello）を送ってください。</source>
        <translation>Send the greeting (hello) first.</translation>
    </message>
    <message>
        <source>あいさつ（hello）は済んでいます。</source>
        <translation>The greeting (hello) has already been sent.</translation>
    </message>
    <message>
        <source>バージョンが違うため接続できません。</source>
        <translation>Cannot connect: the versions differ.</translation>
    </message>
    <message>
        <source>名前が正しくありません。1〜16文字で入力してください。</source>
        <translation>That name cannot be used. Enter 1 to 16 characters.</translation>
    </message>
    <message>
        <source>その名前はすでに使われています。別の名前で接続してください。</source>
        <translation>That name is already in use. Connect with another name.</translation>
    </message>
    <message>
        <source>サーバーが満員です。しばらくしてからもう一度接続してください。</source>
        <translation>The server is full. Try again in a while.</translation>
    </message>
    <message>
        <source>この機械からの接続が多すぎます。使っていないZashikiの画面を閉じてから、もう一度接続してください。</source>
        <translation>Too many connections from this machine. Close the Zashiki windows you are not using, then connect again.</translation>
    </message>
    <message>
        <source>短い時間に送りすぎたため、しばらく接続できません。10秒ほど待ってから接続してください。</source>
        <translation>Too much was sent in a short time, so you cannot connect for a while. Wait about 10 seconds, then connect.</translation>
    </message>
    <message>
        <source>卓が多すぎるため、新しい卓を作れません。使っていない卓を閉じるか、空いている卓に座ってください。</source>
        <translation>There are too many tables to open a new one. Close a table nobody uses, or sit at an open one.</translation>
    </message>
    <message>
        <source>送信が多すぎます。少し待ってから送ってください。</source>
        <translation>You are sending too much. Wait a moment before sending.</translation>
    </message>
    <message>
        <source>短い時間に送られたメッセージが多すぎるため、接続を閉じます。</source>
        <translation>Too many messages in a short time: the connection is closed.</translation>
    </message>
    <message>
        <source>応答がないため接続を閉じます。</source>
        <translation>No answer: the connection is closed.</translation>
    </message>
    <message>
        <source>同じプレイヤーが別の接続から入り直したため、この接続を閉じます。</source>
        <translation>The same player came back on another connection, so this one is closed.</translation>
    </message>
    <message>
        <source>サーバーが満員になったため、この接続（しばらく操作がなかったか、同じ端末からの接続が多すぎました）を閉じて、新しく来た人に場所を譲りました。遊ぶときは、しばらくしてからもう一度接続してください。</source>
        <translation>The server was full, so this connection (idle for a while, or one of too many from the same machine) was closed to make room for a newcomer. To play, connect again a little later.</translation>
    </message>
    <message>
        <source>ホストがサーバーを終了しました。続けるには、ホストにもう一度サーバーを始めてもらってから接続してください。</source>
        <translation>The host has stopped the server. To go on, ask the host to start the server again, then connect.</translation>
    </message>
    <message>
        <source>そのゲームはこのサーバーにありません。</source>
        <translation>This server does not have that game.</translation>
    </message>
    <message>
        <source>卓の設定が正しくありません。</source>
        <translation>The table&apos;s settings are not valid.</translation>
    </message>
    <message>
        <source>その卓は見つかりません。卓の一覧を確かめてください。</source>
        <translation>That table cannot be found. Check the list of tables.</translation>
    </message>
    <message>
        <source>その卓は満席です。</source>
        <translation>That table is full.</translation>
    </message>
    <message>
        <source>その席はすでに埋まっています。</source>
        <translation>That seat is already taken.</translation>
    </message>
    <message>
        <source>すでに別の卓に座っています。先に席を立ってください。</source>
        <translation>You are already sitting at another table. Leave it first.</translation>
    </message>
    <message>
        <source>その卓に座っていません。</source>
        <translation>You are not sitting at that table.</translation>
    </message>
    <message>
        <source>卓を作った人だけができる操作です。</source>
        <translation>Only the person who opened the table can do that.</translation>
    </message>
    <message>
        <source>全員の準備ができていません。</source>
        <translation>Not everyone is ready.</translation>
    </message>
    <message>
        <source>対局はもう始まっています。</source>
        <translation>The game has already started.</translation>
    </message>
    <message>
        <source>対局はまだ始まっていません。</source>
        <translation>The game has not started yet.</translation>
    </message>
    <message>
        <source>その操作の形式が正しくありません。</source>
        <translation>That action is malformed.</translation>
    </message>
    <message>
        <source>その手はルール上できません。</source>
        <translation>The rules do not allow that move.</translation>
    </message>
    <message>
        <source>いまはあなたの番ではありません。</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>サーバー内部でエラーが起きました。操作は取り消されました。</source>
        <translation>An error happened inside the server. The action was cancelled.</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <source>★参考★ 検出されたＩＰアドレス</source>
        <translation>★ For reference ★ IP addresses found</translation>
    </message>
    <message>
        <source>選んだ接続先をコピー</source>
        <translation>Copy the chosen address</translation>
    </message>
    <message>
        <source>「%1」に入るには、次のどれかを伝えてください（ポート %2）。</source>
        <translation>To join &quot;%1&quot;, give your friends one of these (port %2).</translation>
    </message>
    <message>
        <source>友だちには次のどれかを伝えてください。</source>
        <translation>Give your friends one of these.</translation>
    </message>
    <message>
        <source>（アドレスが見つかりません）</source>
        <translation>(no address found)</translation>
    </message>
</context>
<context>
    <name>Invite</name>
    <message>
        <source>ポート番号は数字で入力してください（例: 47300）。</source>
        <translation>Enter the port as a number (e.g. 47300).</translation>
    </message>
    <message>
        <source>ポート番号は 1 から 65535 の範囲で入力してください。</source>
        <translation>Enter a port from 1 to 65535.</translation>
    </message>
    <message>
        <source>接続先を入力してください（IPアドレスまたはホスト名）。</source>
        <translation>Enter the address (an IP address or host name).</translation>
    </message>
    <message>
        <source>接続先に使えない文字があります。IPアドレスかホスト名を半角で入力してください（例: 192.168.1.10 や myhost.local）。</source>
        <translation>The address has characters that cannot be used. Enter an IP address or a host name in plain ASCII (e.g. 192.168.1.10 or myhost.local).</translation>
    </message>
    <message>
        <source>IPv6 アドレスの ] が閉じていません（例: [fe80::1]:47300）。</source>
        <translation>The IPv6 address is missing its closing ] (e.g. [fe80::1]:47300).</translation>
    </message>
    <message>
        <source>[ ] の中は IPv6 アドレスにしてください（例: [fe80::1]:47300）。</source>
        <translation>Put an IPv6 address inside [ ] (e.g. [fe80::1]:47300).</translation>
    </message>
    <message>
        <source>IPv6 アドレスのあとは :ポート番号 にしてください（例: [fe80::1]:47300）。</source>
        <translation>After an IPv6 address, write :port (e.g. [fe80::1]:47300).</translation>
    </message>
    <message>
        <source>IPv6 アドレスとして読めません。ポート番号を付けるときは [ ] で囲んでください。</source>
        <translation>This cannot be read as an IPv6 address. To add a port, put the address in [ ].</translation>
    </message>
    <message>
        <source>招待リンクは zashiki:// で始まります。</source>
        <translation>An invite link starts with zashiki://.</translation>
    </message>
    <message>
        <source>部屋コードは %n 文字の英数字です。招待リンクを確かめてください。</source>
        <translation>A room code is %n letters and digits. Check the invite link.</translation>
    </message>
    <message>
        <source>招待リンクに部屋コードがありません。</source>
        <translation>The invite link has no room code.</translation>
    </message>
    <message>
        <source>部屋コードは %n 文字の英数字です（例: AB12）。</source>
        <translation>A room code is %n letters and digits (e.g. AB12).</translation>
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
</context>
<context>
    <name>KoikoiCards</name>
    <message>
        <source>松に鶴</source>
        <translation>Pine: crane (bright)</translation>
    </message>
    <message>
        <source>松に赤短</source>
        <translation>Pine: red poem ribbon</translation>
    </message>
    <message>
        <source>松のカス</source>
        <translation>Pine: chaff</translation>
    </message>
    <message>
        <source>梅に鶯</source>
        <translation>Plum: bush warbler</translation>
    </message>
    <message>
        <source>梅に赤短</source>
        <translation>Plum: red poem ribbon</translation>
    </message>
    <message>
        <source>梅のカス</source>
        <translation>Plum: chaff</translation>
    </message>
    <message>
        <source>桜に幕</source>
        <translation>Cherry: curtain (bright)</translation>
    </message>
    <message>
        <source>桜に赤短</source>
        <translation>Cherry: red poem ribbon</translation>
    </message>
    <message>
        <source>桜のカス</source>
        <translation>Cherry: chaff</translation>
    </message>
    <message>
        <source>藤に不如帰</source>
        <translation>Wisteria: cuckoo</translation>
    </message>
    <message>
        <source>藤に短冊</source>
        <translation>Wisteria: red ribbon</translation>
    </message>
    <message>
        <source>藤のカス</source>
        <translation>Wisteria: chaff</translation>
    </message>
    <message>
        <source>菖蒲に八橋</source>
        <translation>Iris: bridge</translation>
    </message>
    <message>
        <source>菖蒲に短冊</source>
        <translation>Iris: red ribbon</translation>
    </message>
    <message>
        <source>菖蒲のカス</source>
        <translation>Iris: chaff</translation>
    </message>
    <message>
        <source>牡丹に蝶</source>
        <translation>Peony: butterflies</translation>
    </message>
    <message>
        <source>牡丹に青短</source>
        <translation>Peony: blue ribbon</translation>
    </message>
    <message>
        <source>牡丹のカス</source>
        <translation>Peony: chaff</translation>
    </message>
    <message>
        <source>萩に猪</source>
        <translation>Bush clover: boar</translation>
    </message>
    <message>
        <source>萩に短冊</source>
        <translation>Bush clover: red ribbon</translation>
    </message>
    <message>
        <source>萩のカス</source>
        <translation>Bush clover: chaff</translation>
    </message>
    <message>
        <source>芒に月</source>
        <translation>Pampas: moon (bright)</translation>
    </message>
    <message>
        <source>芒に雁</source>
        <translation>Pampas: geese</translation>
    </message>
    <message>
        <source>芒のカス</source>
        <translation>Pampas: chaff</translation>
    </message>
    <message>
        <source>菊に盃</source>
        <translation>Chrysanthemum: sake cup</translation>
    </message>
    <message>
        <source>菊に青短</source>
        <translation>Chrysanthemum: blue ribbon</translation>
    </message>
    <message>
        <source>菊のカス</source>
        <translation>Chrysanthemum: chaff</translation>
    </message>
    <message>
        <source>紅葉に鹿</source>
        <translation>Maple: deer</translation>
    </message>
    <message>
        <source>紅葉に青短</source>
        <translation>Maple: blue ribbon</translation>
    </message>
    <message>
        <source>紅葉のカス</source>
        <translation>Maple: chaff</translation>
    </message>
    <message>
        <source>柳に小野道風</source>
        <translation>Willow: Ono no Michikaze (rain man, bright)</translation>
    </message>
    <message>
        <source>柳に燕</source>
        <translation>Willow: swallow</translation>
    </message>
    <message>
        <source>柳に短冊</source>
        <translation>Willow: red ribbon</translation>
    </message>
    <message>
        <source>柳のカス</source>
        <translation>Willow: lightning (chaff)</translation>
    </message>
    <message>
        <source>桐に鳳凰</source>
        <translation>Paulownia: phoenix (bright)</translation>
    </message>
    <message>
        <source>桐のカス</source>
        <translation>Paulownia: chaff</translation>
    </message>
</context>
<context>
    <name>KoikoiView</name>
    <message>
        <source>こいこい</source>
        <translation>Koi-koi!</translation>
    </message>
    <message>
        <source>勝負！</source>
        <translation>Stop! (shōbu)</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>山札 {0}枚</source>
        <translation>Deck {0}</translation>
    </message>
    <message>
        <source>{0}が出した札</source>
        <translation>Card played by {0}</translation>
    </message>
    <message>
        <source>第{0}局／全{1}局</source>
        <translation>Round {0} of {1}</translation>
    </message>
    <message>
        <source>あなたの番：{0}</source>
        <translation>Your turn: {0}</translation>
    </message>
    <message>
        <source>{0}の番：{1}</source>
        <translation>{0}&apos;s turn: {1}</translation>
    </message>
    <message>
        <source>{0}：{1}を出した</source>
        <translation>{0}: played {1}</translation>
    </message>
    <message>
        <source>（{0}枚取り）</source>
        <translation> (takes {0})</translation>
    </message>
    <message>
        <source>{0}：{1}をめくった</source>
        <translation>{0}: drew {1}</translation>
    </message>
    <message>
        <source>{0}：役ができた！ {1}点</source>
        <translation>{0}: a yaku! {1} pts</translation>
    </message>
    <message>
        <source>{0}：「こいこい！」</source>
        <translation>{0}: &quot;Koi-koi!&quot;</translation>
    </message>
    <message>
        <source>{0}：「勝負！」</source>
        <translation>{0}: &quot;Stop!&quot; (shōbu)</translation>
    </message>
    <message>
        <source>手札を出す</source>
        <translation>play a card from your hand</translation>
    </message>
    <message>
        <source>めくった札で取る札を選ぶ</source>
        <translation>choose the card the drawn card takes</translation>
    </message>
    <message>
        <source>こいこいか勝負か</source>
        <translation>koi-koi (go on) or shōbu (stop)?</translation>
    </message>
    <message>
        <source>局の結果</source>
        <translation>round result</translation>
    </message>
    <message>
        <source>対戦終了</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>伝統こいこい</source>
        <translation>Traditional koi-koi</translation>
    </message>
    <message>
        <source>満開こいこい</source>
        <translation>Mankai (full bloom) koi-koi</translation>
    </message>
    <message>
        <source>一月・松の子。鶴のように背すじがぴんと伸びた、礼儀正しい優等生。新年の一局は負けたくない。</source>
        <translation>January, child of the pine. Stands as straight as a crane: a polite model pupil who will not lose the New Year&apos;s first game.</translation>
    </message>
    <message>
        <source>二月・梅の子。鶯の声で目を覚ます早起きさん。すっぱい梅干しが大好物。</source>
        <translation>February, child of the plum. An early riser woken by the bush warbler. Loves sour pickled plums.</translation>
    </message>
    <message>
        <source>三月・桜の子。お花見が待ちきれない元気者。「花見で一杯」をいつもねらっている。</source>
        <translation>March, child of the cherry. Full of beans and can&apos;t wait for blossom viewing; always after hanami-zake (a drink under the blossoms).</translation>
    </message>
    <message>
        <source>四月・藤の子。おっとりした話し方だけど、読みは鋭い。不如帰の鳴きまねが得意。</source>
        <translation>April, child of the wisteria. Speaks gently but reads the game sharply. Does a good cuckoo call.</translation>
    </message>
    <message>
        <source>五月・菖蒲の子。八橋をすいすい渡る身軽さが自慢。勝負どころでは迷わない。</source>
        <translation>May, child of the iris. Proud of skipping lightly across the eight-plank bridge; never hesitates when it counts.</translation>
    </message>
    <message>
        <source>六月・牡丹の子。華やかなおしゃれさん。蝶を追いかけるうちに猪鹿蝶を覚えた。</source>
        <translation>June, child of the peony. A bright dresser who learnt ino-shika-chō (boar, deer, butterflies) by chasing butterflies.</translation>
    </message>
    <message>
        <source>七月・萩の子。猪突猛進のこいこい好き。止まるのは、だいたい手遅れのとき。</source>
        <translation>July, child of the bush clover. Charges ahead like a boar and loves calling koi-koi; stops, as a rule, too late.</translation>
    </message>
    <message>
        <source>八月・芒の子。月を眺めるのが好きな物静かな子。「月見で一杯」が決まると、にっこり。</source>
        <translation>August, child of the pampas grass. A quiet one who loves gazing at the moon, and smiles when tsukimi-zake (a drink under the moon) comes off.</translation>
    </message>
    <message>
        <source>九月・菊の子。盃を大事に持ち歩くしっかり者。タネにするかカスにするか、いつも計算している。</source>
        <translation>September, child of the chrysanthemum. Carries the sake cup with care and always counts whether it is worth more as tane or as kasu.</translation>
    </message>
    <message>
        <source>十月・紅葉の子。鹿と仲よしの山育ち。顔がすぐ赤くなるので、手がばれやすい。</source>
        <translation>October, child of the maple. Grew up in the hills, friends with the deer. Blushes quickly, so the hand shows.</translation>
    </message>
    <message>
        <source>十一月・柳の子。雨の日でも傘ひとつで出かける粘り屋。蛙を見ると励まされる。</source>
        <translation>November, child of the willow. Goes out in the rain with just an umbrella and never gives up; cheered by the sight of a frog.</translation>
    </message>
    <message>
        <source>十二月・桐の子。鳳凰にあこがれる夢見がち。最後の一枚まであきらめない。</source>
        <translation>December, child of the paulownia. A dreamer who longs for the phoenix, and never gives up before the last card.</translation>
    </message>
    <message>
        <source>花札にはいない椿の子。CPUの相手をつとめる腕自慢。やさしくも、つよくもなれる。</source>
        <translation>Child of the camellia, a flower not on the cards. The CPU&apos;s skilled player, who can be gentle or strong.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>言語 (Language):</source>
        <translation>Language (言語):</translation>
    </message>
    <message>
        <source>言語 (Language)</source>
        <translation>Language (言語)</translation>
    </message>
    <message>
        <source>自動（システムの言語）</source>
        <translation>Automatic (the system&apos;s language)</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>%1の座敷</source>
        <translation>%1&apos;s Zashiki</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>待合室</source>
        <translation>Waiting room</translation>
    </message>
    <message>
        <source>対局の記録</source>
        <translation>Match records</translation>
    </message>
    <message>
        <source>タイトルへ戻る</source>
        <translation>Back to the title</translation>
    </message>
    <message>
        <source>卓の一覧</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>卓を作る</source>
        <translation>Open a table</translation>
    </message>
    <message>
        <source>座る</source>
        <translation>Sit</translation>
    </message>
    <message>
        <source>観戦する</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>ルール説明</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>ランダムマッチ</source>
        <translation>Quick match</translation>
    </message>
    <message>
        <source>部屋コード（4文字）または招待リンク</source>
        <translation>Room code (4 characters) or invite link</translation>
    </message>
    <message>
        <source>部屋に入る</source>
        <translation>Enter room</translation>
    </message>
    <message>
        <source>いる人</source>
        <translation>People here</translation>
    </message>
    <message>
        <source>伝言板</source>
        <translation>Message board</translation>
    </message>
    <message>
        <source>待合室 ― %1</source>
        <translation>Waiting room — %1</translation>
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
        <source>特殊技</source>
        <translation>Techniques</translation>
    </message>
    <message>
        <source>戦局</source>
        <translation>Situation</translation>
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
    <name>MainWindow</name>
    <message>
        <source>座敷 Zashiki</source>
        <translation>Zashiki 座敷</translation>
    </message>
    <message>
        <source>サーバーを起動しています…</source>
        <translation>Starting the server…</translation>
    </message>
    <message>
        <source>%1 に接続しています…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <source>招待リンクが読めません</source>
        <translation>Cannot read the invite link</translation>
    </message>
    <message>
        <source>CPU対戦の準備をしています…</source>
        <translation>Getting the CPU game ready…</translation>
    </message>
    <message>
        <source>サーバーを止めますか？</source>
        <translation>Stop the server?</translation>
    </message>
    <message>
        <source>あなたがサーバーです。タイトルへ戻るとサーバーが止まり、みんなの接続が切れます。</source>
        <translation>You are the server. Going back to the title stops it, and everyone is disconnected.</translation>
    </message>
    <message>
        <source>止めて戻る</source>
        <translation>Stop and go back</translation>
    </message>
    <message>
        <source>続ける</source>
        <translation>Keep going</translation>
    </message>
    <message>
        <source>サーバーを始めました（ポート %1）。</source>
        <translation>The server is running (port %1).</translation>
    </message>
    <message>
        <source>%1 さん、ようこそ。</source>
        <translation>Welcome, %1.</translation>
    </message>
    <message>
        <source>続きから遊びますか？</source>
        <translation>Go on with your game?</translation>
    </message>
    <message>
        <source>前回の「%1」が終わっていません。続きから遊ぶか、その対局をやめて新しく始めるかを選んでください。</source>
        <translation>Your last game of %1 is not finished. Go on from where you left it, or drop it and start a new one?</translation>
    </message>
    <message>
        <source>続きから</source>
        <translation>Go on</translation>
    </message>
    <message>
        <source>新しく始める</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <source>その卓には座れないので、観戦します。</source>
        <translation>You cannot sit at that table, so you watch it.</translation>
    </message>
    <message>
        <source>操作できませんでした。</source>
        <translation>That could not be done.</translation>
    </message>
    <message>
        <source>（サーバーのバージョン: %1）</source>
        <translation> (the server&apos;s version: %1)</translation>
    </message>
    <message>
        <source>できませんでした</source>
        <translation>Not possible</translation>
    </message>
    <message>
        <source>接続できませんでした</source>
        <translation>Could not connect</translation>
    </message>
    <message>
        <source>接続が切れました。再接続しています…（%1回目）</source>
        <translation>Disconnected. Reconnecting… (attempt %1)</translation>
    </message>
    <message>
        <source>再接続しました。</source>
        <translation>Reconnected.</translation>
    </message>
    <message>
        <source>接続が切れました</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>部屋に入れません</source>
        <translation>Cannot enter the room</translation>
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
    <name>MessageBoard</name>
    <message>
        <source>伝言板に書き込む</source>
        <translation>Write on the message board</translation>
    </message>
    <message>
        <source>送信</source>
        <translation>Send</translation>
    </message>
</context>
<context>
    <name>MessageBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>あなたの名前</source>
        <translation>Your name</translation>
    </message>
    <message numerus="yes">
        <source>みんなに表示される名前を入力してください（%n 文字まで）。</source>
        <translation>
            <numerusform>Enter the name everyone will see (up to %n character).</numerusform>
            <numerusform>Enter the name everyone will see (up to %n characters).</numerusform>
        </translation>
    </message>
    <message>
        <source>例: たろう</source>
        <translation>e.g. Taro</translation>
    </message>
    <message>
        <source>決定</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
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
    <name>OfflineDialog</name>
    <message>
        <source>CPUと対戦</source>
        <translation>Play the CPU</translation>
    </message>
    <message>
        <source>ゲームとルールを選んでください。あなた以外の席にはCPUが座ります。</source>
        <translation>Choose a game and its rules. CPU players take the other seats.</translation>
    </message>
    <message>
        <source>CPUと遊べるゲームがまだありません。</source>
        <translation>No game can be played against the CPU yet.</translation>
    </message>
    <message>
        <source>対戦を始める</source>
        <translation>Start the match</translation>
    </message>
    <message>
        <source>タイトルへ戻る</source>
        <translation>Back to the title</translation>
    </message>
</context>
<context>
    <name>PileWidget</name>
    <message>
        <source>光</source>
        <translation>Brights</translation>
    </message>
    <message>
        <source>タネ</source>
        <translation>Animals</translation>
    </message>
    <message>
        <source>短冊</source>
        <translation>Ribbons</translation>
    </message>
    <message>
        <source>カス</source>
        <translation>Chaff</translation>
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
    <name>PlayerBar</name>
    <message>
        <source>親</source>
        <translation>Dealer (oya)</translation>
    </message>
    <message>
        <source>切断中</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>{0}点</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <source>手札 {0}枚</source>
        <translation>Hand {0}</translation>
    </message>
    <message>
        <source>こいこい×{0}</source>
        <translation>Koi-koi ×{0}</translation>
    </message>
    <message>
        <source>役: {0}（計{1}点）</source>
        <translation>Yaku: {0} ({1} pts)</translation>
    </message>
    <message>
        <source>役: なし</source>
        <translation>Yaku: none</translation>
    </message>
    <message>
        <source>五光</source>
        <translation>Gokō (five brights)</translation>
    </message>
    <message>
        <source>四光</source>
        <translation>Shikō (four brights)</translation>
    </message>
    <message>
        <source>雨四光</source>
        <translation>Ame-shikō (rainy four brights)</translation>
    </message>
    <message>
        <source>三光</source>
        <translation>Sankō (three brights)</translation>
    </message>
    <message>
        <source>花見で一杯</source>
        <translation>Hanami-zake (blossom viewing)</translation>
    </message>
    <message>
        <source>月見で一杯</source>
        <translation>Tsukimi-zake (moon viewing)</translation>
    </message>
    <message>
        <source>猪鹿蝶</source>
        <translation>Ino-shika-chō (boar, deer, butterflies)</translation>
    </message>
    <message>
        <source>赤短・青短</source>
        <translation>Akatan + aotan (red and blue ribbons)</translation>
    </message>
    <message>
        <source>赤短</source>
        <translation>Akatan (red poem ribbons)</translation>
    </message>
    <message>
        <source>青短</source>
        <translation>Aotan (blue ribbons)</translation>
    </message>
    <message>
        <source>タネ</source>
        <translation>Tane (animals)</translation>
    </message>
    <message>
        <source>タン</source>
        <translation>Tan (ribbons)</translation>
    </message>
    <message>
        <source>カス</source>
        <translation>Kasu (chaff)</translation>
    </message>
</context>
<context>
    <name>PlayerList</name>
    <message>
        <source>（卓 %1）</source>
        <translation> (table %1)</translation>
    </message>
    <message>
        <source>・切断中</source>
        <translation> · disconnected</translation>
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
    <name>RecordFile</name>
    <message>
        <source>ファイルが大きすぎます。Zashikiの記録ファイルではないようです。</source>
        <translation>The file is too large. It does not look like a Zashiki record file.</translation>
    </message>
    <message>
        <source>ファイルを読めませんでした（%1）。</source>
        <translation>Could not read the file (%1).</translation>
    </message>
    <message>
        <source>ファイルが壊れているか、Zashikiの記録ファイルではありません。</source>
        <translation>The file is damaged, or it is not a Zashiki record file.</translation>
    </message>
    <message>
        <source>Zashikiの対局記録ファイルではありません。</source>
        <translation>This is not a Zashiki match record file.</translation>
    </message>
    <message>
        <source>ファイルに保存できませんでした（%1）。</source>
        <translation>Could not save the file (%1).</translation>
    </message>
</context>
<context>
    <name>RecordList</name>
    <message>
        <source>%1位 %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>（%1点）</source>
        <translation> (%1 pts)</translation>
    </message>
    <message>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <source>対局中</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>終了</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>中断</source>
        <translation>Stopped</translation>
    </message>
</context>
<context>
    <name>RecordListDialog</name>
    <message>
        <source>対局の記録</source>
        <translation>Match records</translation>
    </message>
    <message>
        <source>このサーバーで遊んだ対局です。対局中のものは自分の席からだけ、終わったものは全員の手を開いて再生できます。</source>
        <translation>The matches played on this server. A match still being played replays from your own seat only; a finished one replays with every hand open.</translation>
    </message>
    <message>
        <source>ゲーム</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>日時</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>参加者</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>状態</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>まだ記録はありません。</source>
        <translation>No records yet.</translation>
    </message>
    <message>
        <source>再生する</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>ファイルに保存…</source>
        <translation>Save to file…</translation>
    </message>
    <message>
        <source>ファイルを開く…</source>
        <translation>Open a file…</translation>
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
        <source>、</source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>RecordShelf</name>
    <message>
        <source>記録ファイルを開けません</source>
        <translation>Cannot open the record file</translation>
    </message>
    <message>
        <source>記録を見られません</source>
        <translation>Cannot show the record</translation>
    </message>
    <message>
        <source>記録をファイルに保存</source>
        <translation>Save the record to a file</translation>
    </message>
    <message>
        <source>Zashikiの対局記録 (*%1)</source>
        <translation>Zashiki match records (*%1)</translation>
    </message>
    <message>
        <source>保存できませんでした</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <source>保存しました</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>記録を %1 に保存しました。</source>
        <translation>The record was saved to %1.</translation>
    </message>
    <message>
        <source>記録ファイルを開く</source>
        <translation>Open a record file</translation>
    </message>
    <message>
        <source>Zashikiの対局記録 (*%1);;すべてのファイル (*)</source>
        <translation>Zashiki match records (*%1);;All files (*)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>対局の記録 ― %1</source>
        <translation>Match record — %1</translation>
    </message>
    <message>
        <source>%1&#x3000;%2</source>
        <translation>%1&#x3000;%2</translation>
    </message>
    <message>
        <source>見る席</source>
        <translation>Seen from</translation>
    </message>
    <message>
        <source>ファイルに保存…</source>
        <translation>Save to file…</translation>
    </message>
    <message>
        <source>対局中の記録です。あなたの席から、ここまでを見られます。</source>
        <translation>This match is still being played. You can see it up to now, from your own seat.</translation>
    </message>
    <message>
        <source>読み込み中…</source>
        <translation>Loading…</translation>
    </message>
    <message>
        <source>最初</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>◀ 戻る</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>進む ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <source>最後</source>
        <translation>End</translation>
    </message>
    <message>
        <source>自動再生</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>局・回へ</source>
        <translation>Go to hand</translation>
    </message>
    <message>
        <source>観戦（手は伏せる）</source>
        <translation>Spectator (hands hidden)</translation>
    </message>
    <message>
        <source>%1番 %2</source>
        <translation>Seat %1 %2</translation>
    </message>
    <message>
        <source>（あなた）</source>
        <translation> (you)</translation>
    </message>
    <message>
        <source>%1 / %2 手</source>
        <translation>move %1 / %2</translation>
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
    <name>RulesDialog</name>
    <message>
        <source>あそびかた ― %1</source>
        <translation>How to play — %1</translation>
    </message>
    <message>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>次の局へ</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>第{0}局の結果</source>
        <translation>Round {0} result</translation>
    </message>
    <message>
        <source>対戦終了</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>役なし</source>
        <translation>No yaku</translation>
    </message>
    <message>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>{0}の勝ち！</source>
        <translation>{0} wins!</translation>
    </message>
    <message>
        <source>相手を待っています…</source>
        <translation>Waiting for the opponent…</translation>
    </message>
    <message>
        <source>五光</source>
        <translation>Gokō (five brights)</translation>
    </message>
    <message>
        <source>四光</source>
        <translation>Shikō (four brights)</translation>
    </message>
    <message>
        <source>雨四光</source>
        <translation>Ame-shikō (rainy four brights)</translation>
    </message>
    <message>
        <source>三光</source>
        <translation>Sankō (three brights)</translation>
    </message>
    <message>
        <source>花見で一杯</source>
        <translation>Hanami-zake (blossom viewing)</translation>
    </message>
    <message>
        <source>月見で一杯</source>
        <translation>Tsukimi-zake (moon viewing)</translation>
    </message>
    <message>
        <source>猪鹿蝶</source>
        <translation>Ino-shika-chō (boar, deer, butterflies)</translation>
    </message>
    <message>
        <source>赤短・青短</source>
        <translation>Akatan + aotan (red and blue ribbons)</translation>
    </message>
    <message>
        <source>赤短</source>
        <translation>Akatan (red poem ribbons)</translation>
    </message>
    <message>
        <source>青短</source>
        <translation>Aotan (blue ribbons)</translation>
    </message>
    <message>
        <source>タネ</source>
        <translation>Tane (animals)</translation>
    </message>
    <message>
        <source>タン</source>
        <translation>Tan (ribbons)</translation>
    </message>
    <message>
        <source>カス</source>
        <translation>Kasu (chaff)</translation>
    </message>
    <message>
        <source>役の合計</source>
        <translation>Yaku total</translation>
    </message>
    <message>
        <source>7点以上なので×2</source>
        <translation>7 or more, so ×2</translation>
    </message>
    <message>
        <source>こいこい返しで×2</source>
        <translation>Koi-koi gaeshi (turned back), ×2</translation>
    </message>
    <message>
        <source>こいこい1回で×2</source>
        <translation>Koi-koi called 1×, so ×2</translation>
    </message>
    <message>
        <source>こいこい2回で×3</source>
        <translation>Koi-koi called 2×, so ×3</translation>
    </message>
    <message>
        <source>こいこい3回で×4</source>
        <translation>Koi-koi called 3×, so ×4</translation>
    </message>
    <message>
        <source>こいこい4回で×4</source>
        <translation>Koi-koi called 4×, so ×4</translation>
    </message>
    <message>
        <source>こいこい5回で×4</source>
        <translation>Koi-koi called 5×, so ×4</translation>
    </message>
    <message>
        <source>こいこい6回で×4</source>
        <translation>Koi-koi called 6×, so ×4</translation>
    </message>
    <message>
        <source>こいこい7回で×4</source>
        <translation>Koi-koi called 7×, so ×4</translation>
    </message>
    <message>
        <source>こいこい8回で×4</source>
        <translation>Koi-koi called 8×, so ×4</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月1つ）</source>
        <translation>Full-bloom bonus (1 month in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月2つ）</source>
        <translation>Full-bloom bonus (2 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月3つ）</source>
        <translation>Full-bloom bonus (3 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月4つ）</source>
        <translation>Full-bloom bonus (4 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月5つ）</source>
        <translation>Full-bloom bonus (5 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月6つ）</source>
        <translation>Full-bloom bonus (6 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月7つ）</source>
        <translation>Full-bloom bonus (7 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月8つ）</source>
        <translation>Full-bloom bonus (8 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月9つ）</source>
        <translation>Full-bloom bonus (9 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月10つ）</source>
        <translation>Full-bloom bonus (10 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月11つ）</source>
        <translation>Full-bloom bonus (11 months in full bloom)</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月12つ）</source>
        <translation>Full-bloom bonus (12 months in full bloom)</translation>
    </message>
    <message>
        <source>合計</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>役</source>
        <translation>Yaku</translation>
    </message>
    <message>
        <source>点</source>
        <translation> pts</translation>
    </message>
    <message>
        <source>計算</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>流れ</source>
        <translation>No score (nagare)</translation>
    </message>
    <message>
        <source>第{0}局</source>
        <translation>Round {0}</translation>
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
        <translation>{0}.</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <source>%1番</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>%1&#x3000;（空席）</source>
        <translation>%1&#x3000;(empty)</translation>
    </message>
    <message>
        <source>（あなた）</source>
        <translation> (you)</translation>
    </message>
    <message>
        <source>［CPU・%1］</source>
        <translation>[CPU · %1]</translation>
    </message>
    <message>
        <source>［CPU］</source>
        <translation>[CPU]</translation>
    </message>
    <message>
        <source>［切断中］</source>
        <translation>[disconnected]</translation>
    </message>
    <message>
        <source>［CPU代打ち］</source>
        <translation>[CPU standing in]</translation>
    </message>
    <message>
        <source>✓準備OK</source>
        <translation>✓ Ready</translation>
    </message>
</context>
<context>
    <name>SectionDialog</name>
    <message>
        <source>決定</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
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
    <name>SettingsForm</name>
    <message>
        <source>このゲームに選べるルールはありません。</source>
        <translation>This game has no rules to choose.</translation>
    </message>
    <message>
        <source>引き直す</source>
        <translation>Draw again</translation>
    </message>
    <message>
        <source>ほかの値をランダムに選びます。</source>
        <translation>Picks another value at random.</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1：%2%3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1：%2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StampBubble</name>
    <message>
        <source>%1「%2」</source>
        <translation>%1: &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Stamps</name>
    <message>
        <source>よろしく！</source>
        <translation>Hello!</translation>
    </message>
    <message>
        <source>ナイス！</source>
        <translation>Nice!</translation>
    </message>
    <message>
        <source>ありがとう！</source>
        <translation>Thanks!</translation>
    </message>
    <message>
        <source>ごめんね</source>
        <translation>Sorry</translation>
    </message>
    <message>
        <source>すごい！</source>
        <translation>Wow!</translation>
    </message>
    <message>
        <source>おつかれさま！</source>
        <translation>Good game!</translation>
    </message>
</context>
<context>
    <name>SubsetEditor</name>
    <message>
        <source>選ぶ…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1%2を選択中</source>
        <translation>%1 %2 chosen</translation>
    </message>
</context>
<context>
    <name>SubsetPicker</name>
    <message>
        <source>決定</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>%1：</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1の%2%3を選ぶ（全部選んであれば外す）</source>
        <translation>Choose the %2 %3 of %1 (or clear them when all are chosen)</translation>
    </message>
    <message>
        <source>すべて選ぶ</source>
        <translation>Choose all</translation>
    </message>
    <message>
        <source>すべて外す</source>
        <translation>Clear all</translation>
    </message>
    <message>
        <source>絞り込み（番号・文字）</source>
        <translation>Filter (number or kana)</translation>
    </message>
    <message>
        <source>選択中：%1%2（全%3%2）</source>
        <translation>Chosen: %1 %2 (of %3 %2)</translation>
    </message>
    <message>
        <source>%1%2以上選んでください</source>
        <translation>choose at least %1 %2</translation>
    </message>
    <message>
        <source>%1%2までにしてください</source>
        <translation>choose at most %1 %2</translation>
    </message>
    <message>
        <source>%1&#x3000;%2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>TableCanvas</name>
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
        <source>8切り！</source>
        <translation>Eight cut!</translation>
    </message>
    <message>
        <source>スペ3返し！</source>
        <translation>Spade 3!</translation>
    </message>
    <message>
        <source>場が流れました</source>
        <translation>Field cleared</translation>
    </message>
    <message>
        <source>席{0}</source>
        <translation>Seat {0}</translation>
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
        <translation>{0}.</translation>
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
</context>
<context>
    <name>TableList</name>
    <message>
        <source>部屋</source>
        <translation>Room</translation>
    </message>
    <message>
        <source>ゲーム</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>ルール</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>席</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>状態</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>観戦</source>
        <translation>Watch</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>サウンド</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>アニメ速度</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>ふつう</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>はやい</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>あそびかた（ルール説明）</source>
        <translation>How to play (rules)</translation>
    </message>
    <message>
        <source>卓を離れる</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>タイトルへ戻る</source>
        <translation>Back to the title</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>部屋コード</source>
        <translation>Room code</translation>
    </message>
    <message>
        <source>招待リンクをコピー</source>
        <translation>Copy invite link</translation>
    </message>
    <message>
        <source>卓を離れる</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>メニュー</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>席</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>この対局の記録を見る</source>
        <translation>See this match&apos;s record</translation>
    </message>
    <message>
        <source>準備OK</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>対局開始</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>空席に座らせるCPUの強さ</source>
        <translation>How strong the CPUs put in empty seats are</translation>
    </message>
    <message>
        <source>空席をCPUで埋める</source>
        <translation>Fill empty seats with CPUs</translation>
    </message>
    <message>
        <source>選んだ席のCPUを外す</source>
        <translation>Remove the CPU from the chosen seat</translation>
    </message>
    <message>
        <source>%1・観戦中</source>
        <translation>%1 · watching</translation>
    </message>
    <message>
        <source>%1 さんが卓を離れました。%2。</source>
        <translation>%1 left the table: %2.</translation>
    </message>
    <message>
        <source>%1 さんの接続が切れました。戻るまで、%2。</source>
        <translation>%1&apos;s connection dropped: until they are back, %2.</translation>
    </message>
    <message>
        <source>全員が「準備OK」を押すと対局が始まります。卓を作った人は空席をCPUで埋めたり、「対局開始」を押したりできます。</source>
        <translation>The game starts when everyone has pressed Ready. Whoever opened the table can fill empty seats with CPUs or press Start.</translation>
    </message>
    <message>
        <source>%1番</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>%1位&#x3000;%2</source>
        <translation>%1.&#x3000;%2</translation>
    </message>
    <message>
        <source>%1点</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>（%1）</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>もう一度対局</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>観戦をやめる</source>
        <translation>Stop watching</translation>
    </message>
    <message>
        <source>タイトルへ戻る</source>
        <translation>Back to the title</translation>
    </message>
    <message>
        <source>いま離れると、この対局はここで終わります。</source>
        <translation>If you leave now, this game ends here.</translation>
    </message>
    <message>
        <source>いま離れると、%1。ほかの人にもそう伝えます。</source>
        <translation>If you leave now, %1. The others will be told so.</translation>
    </message>
    <message>
        <source>この対局はこのパソコンにとっておかれ、次に「CPUと対戦」を選ぶと続きから遊べます。</source>
        <translation>This game is kept on this computer: choose “Play the CPU” next time to go on from here.</translation>
    </message>
    <message>
        <source>対局中です</source>
        <translation>A game is on</translation>
    </message>
    <message>
        <source>対局を続ける</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>CPUが代わりに続けます</source>
        <translation>a CPU plays on for this seat</translation>
    </message>
    <message>
        <source>CPUが代わりに札を取ります</source>
        <translation>a CPU takes the cards for this seat</translation>
    </message>
    <message>
        <source>CPUが代わりに打ちます</source>
        <translation>a CPU plays the hands for this seat</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>募集中</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>対局中</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>終了</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>あり</source>
        <translation>on</translation>
    </message>
    <message>
        <source>なし</source>
        <translation>off</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <source>標準ルール</source>
        <translation>Standard rules</translation>
    </message>
    <message>
        <source>この卓のルール</source>
        <translation>This table&apos;s rules</translation>
    </message>
</context>
<context>
    <name>TitlePage</name>
    <message>
        <source>座敷</source>
        <translation>Zashiki</translation>
    </message>
    <message>
        <source>みんなで遊ぶ和のテーブルゲーム</source>
        <translation>Japanese table games to play together</translation>
    </message>
    <message>
        <source>自分がサーバーになる</source>
        <translation>Be the server</translation>
    </message>
    <message>
        <source>他人のサーバーに接続する</source>
        <translation>Join someone&apos;s server</translation>
    </message>
    <message>
        <source>CPUと対戦</source>
        <translation>Play the CPU</translation>
    </message>
    <message>
        <source>名前を変える</source>
        <translation>Change name</translation>
    </message>
    <message>
        <source>このアプリについて</source>
        <translation>About</translation>
    </message>
    <message>
        <source>記録ファイルを開く</source>
        <translation>Open a record file</translation>
    </message>
    <message>
        <source>書き出した対局の記録を開いて再生します（Ctrl+O）。</source>
        <translation>Opens the record of a match you saved and replays it (Ctrl+O).</translation>
    </message>
    <message>
        <source>あなたの名前: %1</source>
        <translation>Your name: %1</translation>
    </message>
    <message>
        <source>名前がまだ決まっていません</source>
        <translation>No name chosen yet</translation>
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
</TS>
