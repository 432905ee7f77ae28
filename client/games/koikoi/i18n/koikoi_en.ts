<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
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
        <source>{0}&#x3000;{1}点</source>
        <translation>{0}  {1} pts</translation>
    </message>
    <message>
        <source>こいこい！</source>
        <translation>Koi-koi!</translation>
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
</context>
<context>
    <name>PileWidget</name>
    <message>
        <source>光</source>
        <translation>Brights</translation>
    </message>
    <message>
        <source>タネ</source>
        <translation>Tane (animals)</translation>
    </message>
    <message>
        <source>短冊</source>
        <translation>Ribbons</translation>
    </message>
    <message>
        <source>カス</source>
        <translation>Kasu (chaff)</translation>
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
        <source>{0}：{1}</source>
        <translation>{0}: {1}</translation>
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
    <name>TableWindow</name>
    <message>
        <source>CPUが代わりに打ちます</source>
        <translation>a CPU plays the hands for this seat</translation>
    </message>
</context>
<context>
    <name>koikoi</name>
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
        <source>手四</source>
        <translation>Teshi (four of a month)</translation>
    </message>
    <message>
        <source>くっつき</source>
        <translation>Kuttsuki (four pairs)</translation>
    </message>
    <message>
        <source>役の合計</source>
        <translation>Yaku total</translation>
    </message>
    <message>
        <source>{points}点以上なので</source>
        <translation>{points} or more, so</translation>
    </message>
    <message>
        <source>満開ボーナス（満開の月{months}つ）</source>
        <translation>Full-bloom bonus ({months} months in full bloom)</translation>
    </message>
    <message>
        <source>こいこい{count}回で</source>
        <translation>Koi-koi called {count}×, so</translation>
    </message>
    <message>
        <source>こいこい返しで</source>
        <translation>Koi-koi gaeshi (turned back), so</translation>
    </message>
    <message>
        <source>勝負</source>
        <translation>shōbu (stopped and scored)</translation>
    </message>
    <message>
        <source>手札が尽きて、こいこいを宣言していたので得点</source>
        <translation>the hands ran out; scores for having called koi-koi</translation>
    </message>
    <message>
        <source>手札が尽きて、流れ（引き分け）</source>
        <translation>The hands ran out: no score (nagare), a draw</translation>
    </message>
    <message>
        <source>手札が尽きて、両者こいこいで同点のため流れ</source>
        <translation>The hands ran out with both having called koi-koi on equal scores: no score (nagare)</translation>
    </message>
    <message>
        <source>手四（てし）</source>
        <translation>teshi (four of a month dealt)</translation>
    </message>
    <message>
        <source>両者に手四・くっつきがあり、流れ（引き分け）</source>
        <translation>Both were dealt teshi or kuttsuki: no score (nagare), a draw</translation>
    </message>
    <message>
        <source>{rounds}局の合計点で勝敗を決めました（{high}点対{low}点）。</source>
        <translation>Decided by the total of {rounds} rounds ({high} to {low}).</translation>
    </message>
    <message>
        <source>{rounds}局の合計点が{points}点で並び、引き分けです。</source>
        <translation>After {rounds} rounds both have {points} points: a draw.</translation>
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
    <message>
        <source>こいこいは2人で遊びます。</source>
        <translation>Koi-koi is played by two.</translation>
    </message>
    <message>
        <source>いまは次の局へ進めません。</source>
        <translation>You cannot go on to the next round now.</translation>
    </message>
    <message>
        <source>役ができたときだけ、こいこいか勝負を選べます。</source>
        <translation>You choose koi-koi or shōbu only when you have made a yaku.</translation>
    </message>
    <message>
        <source>いまは手札を出せません。</source>
        <translation>You cannot play a card from your hand now.</translation>
    </message>
    <message>
        <source>その札は手札にありません。</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>場に同じ月の札が2枚あります。取る札を選んでください。</source>
        <translation>Two cards of that month are on the field: choose the one to take.</translation>
    </message>
    <message>
        <source>取る札を選ぶ必要はありません。</source>
        <translation>There is no card to choose.</translation>
    </message>
    <message>
        <source>いまは取る札を選ぶ場面ではありません。</source>
        <translation>There is no card to choose now.</translation>
    </message>
    <message>
        <source>めくった札と同じ月の場の札を選んでください。</source>
        <translation>Choose a field card of the drawn card&apos;s month.</translation>
    </message>
    <message>
        <source>こいこい</source>
        <translation>Koi-koi</translation>
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
