<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name>host</name>
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
    <message>
        <source>知らない種類のメッセージです: {type}</source>
        <translation>Unknown kind of message: {type}</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（必須の項目です）。</source>
        <translation>The field “{field}” is wrong (it is required).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（この種類のメッセージにない項目です）。</source>
        <translation>The field “{field}” is wrong (this kind of message has no such field).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（値がありません）。</source>
        <translation>The field “{field}” is wrong (it has no value).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（{kind} である必要があります）。</source>
        <translation>The field “{field}” is wrong (it must be a {kind}).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（有限の数である必要があります）。</source>
        <translation>The field “{field}” is wrong (it must be a finite number).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（長さは {max} までです）。</source>
        <translation>The field “{field}” is wrong (its length is at most {max}).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（長さは {min} 以上です）。</source>
        <translation>The field “{field}” is wrong (its length is at least {min}).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（{min} 以上です）。</source>
        <translation>The field “{field}” is wrong (it must be at least {min}).</translation>
    </message>
    <message>
        <source>項目「{field}」が正しくありません（{max} 以下です）。</source>
        <translation>The field “{field}” is wrong (it must be at most {max}).</translation>
    </message>
    <message>
        <source>操作の形式が正しくありません。</source>
        <translation>That action is not in the right form.</translation>
    </message>
    <message>
        <source>知らない種類の操作です。</source>
        <translation>Unknown kind of action.</translation>
    </message>
    <message>
        <source>その操作はホストだけが行います。</source>
        <translation>Only the host takes that action.</translation>
    </message>
    <message>
        <source>卓に座っていないので、その操作はできません。</source>
        <translation>You are not seated at a table, so you cannot do that.</translation>
    </message>
    <message>
        <source>バージョンが違うため接続できません（サーバー: {host_app}・通信規約 {host_protocol}、あなた: {app}・通信規約 {protocol}）。同じバージョンのZashikiで接続してください。</source>
        <translation>Cannot connect: the versions differ (server: {host_app}, protocol {host_protocol}; you: {app}, protocol {protocol}). Connect with the same version of Zashiki.</translation>
    </message>
    <message>
        <source>短い時間に送りすぎたため、しばらく接続できません。{seconds}秒ほど待ってから接続してください。</source>
        <translation>Too much was sent in a short time, so you cannot connect for a while. Wait about {seconds} seconds, then connect.</translation>
    </message>
    <message>
        <source>短い時間に新しい名前で何度も入ったため、しばらく接続できません。少し待ってから、いつもの名前で接続してください。</source>
        <translation>This machine came in under new names many times in a short time, so it cannot connect for a while. Wait a little, then connect under your usual name.</translation>
    </message>
    <message>
        <source>「{name}」という名前はすでに使われています。別の名前で接続してください。</source>
        <translation>The name “{name}” is already in use. Connect under another name.</translation>
    </message>
    <message>
        <source>「{name}」という名前はすでに使われています。前に使っていたアプリから戻るか、別の名前で接続してください。</source>
        <translation>The name “{name}” is already in use. Come back from the app you used before, or connect under another name.</translation>
    </message>
    <message>
        <source>「{name}」は、いる人の名前「{other}」と見分けにくいので使えません。別の名前で接続してください。</source>
        <translation>“{name}” cannot be used: it is hard to tell apart from “{other}”, who is here. Connect under another name.</translation>
    </message>
    <message>
        <source>見えない文字だけの名前は使えません。ふつうの文字で名前を入れてください。</source>
        <translation>A name of invisible characters only cannot be used. Enter a name of ordinary characters.</translation>
    </message>
    <message>
        <source>飾りの記号（結合文字）が多すぎる名前は使えません。</source>
        <translation>A name with too many combining marks cannot be used.</translation>
    </message>
    <message>
        <source>「CPU」と番号で始まる名前はCPUの席とまぎらわしいので使えません。</source>
        <translation>A name starting with “CPU” and a number cannot be used: it looks like a CPU seat.</translation>
    </message>
    <message>
        <source>サーバーはまだ満員です。空きができたら入れます。しばらくしてからもう一度接続してください。</source>
        <translation>The server is still full. You can come in once a place is free: connect again in a while.</translation>
    </message>
    <message>
        <source>サーバーが満員で、いまは場所を譲れる人もいません。しばらくしてからもう一度接続するか、サーバーを開いている人に人数の上限（--max-players）を上げてもらってください。</source>
        <translation>The server is full and nobody can make room now. Connect again in a while, or ask whoever runs the server to raise the player limit (--max-players).</translation>
    </message>
    <message>
        <source>接続のあいさつ（hello）がないため接続を閉じます。</source>
        <translation>No greeting (hello) arrived, so the connection is closed.</translation>
    </message>
    <message>
        <source>接続が混み合っているため、あいさつ（hello）のまだないこの接続を閉じます。もう一度接続してください。</source>
        <translation>The server is crowded, so this connection, which has not greeted yet (hello), is closed. Connect again.</translation>
    </message>
    <message>
        <source>空のメッセージは送れません。</source>
        <translation>An empty message cannot be sent.</translation>
    </message>
    <message>
        <source>そのCPUの強さはこのゲームにありません。</source>
        <translation>This game has no CPU of that strength.</translation>
    </message>
    <message>
        <source>すでにこの卓に座っています。</source>
        <translation>You are already seated at this table.</translation>
    </message>
    <message>
        <source>空いている席があるか、準備ができていない人がいます。</source>
        <translation>A seat is empty or someone is not ready.</translation>
    </message>
    <message>
        <source>スタンプは卓で送れます。</source>
        <translation>Stamps can be sent at a table.</translation>
    </message>
    <message>
        <source>{game}の卓ではスタンプは使えません。</source>
        <translation>Stamps cannot be used at a {game} table.</translation>
    </message>
    <message>
        <source>そのスタンプはありません。</source>
        <translation>There is no such stamp.</translation>
    </message>
    <message>
        <source>{game}は {min}〜{max} 人で遊べます。</source>
        <translation>{game} is played by {min} to {max} players.</translation>
    </message>
    <message>
        <source>この機械から開いている卓が上限に達しています。使っていない卓を閉じる（席を立つ）か、開いている卓に座ってください。</source>
        <translation>This machine has opened as many tables as it may. Close a table you do not use (leave your seat) or sit at an open table.</translation>
    </message>
    <message>
        <source>卓の数が上限に達していて、閉じてよい卓（だれもいない、対局中でない卓）もありません。開いている卓に座るか観戦するか、サーバーを開いている人に卓の上限（--max-tables）を上げてもらってください。</source>
        <translation>The server has as many tables as it may, and none may be closed (empty and not in play). Sit at or watch an open table, or ask whoever runs the server to raise the table limit (--max-tables).</translation>
    </message>
    <message>
        <source>この卓はCPUどうしの対局を観る卓なので、座れません。観戦してください。</source>
        <translation>This table is for watching CPU players, so you cannot sit there. Watch it instead.</translation>
    </message>
    <message>
        <source>その番号の席はこの卓にありません。</source>
        <translation>This table has no seat of that number.</translation>
    </message>
    <message>
        <source>CPU{number}（{level}）</source>
        <translation>CPU{number} ({level})</translation>
    </message>
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
    <message>
        <source>設定の形式が正しくありません。</source>
        <translation>The settings are not in the right form.</translation>
    </message>
    <message>
        <source>知らない設定があります: {keys}</source>
        <translation>Unknown settings: {keys}</translation>
    </message>
    <message>
        <source>設定「{setting}」はオンかオフで指定してください。</source>
        <translation>Set “{setting}” on or off.</translation>
    </message>
    <message>
        <source>設定「{setting}」は {min} から {max} の範囲で指定してください。</source>
        <translation>Set “{setting}” between {min} and {max}.</translation>
    </message>
    <message>
        <source>設定「{setting}」は {min} から {max} の範囲の整数で指定してください。</source>
        <translation>Give “{setting}” whole numbers between {min} and {max}.</translation>
    </message>
    <message>
        <source>設定「{setting}」に選べない値が指定されました。</source>
        <translation>“{setting}” was given a value it does not offer.</translation>
    </message>
    <message>
        <source>設定「{setting}」は値の一覧（リスト）で指定してください。</source>
        <translation>Give “{setting}” as a list of values.</translation>
    </message>
    <message>
        <source>設定「{setting}」に選べない値 {value} が含まれています。</source>
        <translation>“{setting}” includes {value}, which it does not offer.</translation>
    </message>
    <message>
        <source>設定「{setting}」に同じ値 {value} が2回含まれています。</source>
        <translation>“{setting}” includes {value} twice.</translation>
    </message>
    <message>
        <source>設定「{setting}」は{min}{unit}以上選んでください（いまは{count}{unit}）。</source>
        <translation>Choose at least {min} {unit} for “{setting}” (now {count} {unit}).</translation>
    </message>
    <message>
        <source>設定「{setting}」は{max}{unit}までにしてください（いまは{count}{unit}）。</source>
        <translation>Choose at most {max} {unit} for “{setting}” (now {count} {unit}).</translation>
    </message>
    <message>
        <source>ログファイルを書けません（{error}）: 画面への出力だけにします</source>
        <translation>Cannot write the log file ({error}): logging to the screen only</translation>
    </message>
    <message>
        <source>ログ: {path}</source>
        <translation>Log: {path}</translation>
    </message>
    <message>
        <source>はじめ</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>この記録のゲーム「{game}」はこのサーバーに入っていません。</source>
        <translation>This record&apos;s game “{game}” is not installed on this server.</translation>
    </message>
    <message>
        <source>記録の{step}手目を再生できません（{why}）。</source>
        <translation>Step {step} of the record does not replay ({why}).</translation>
    </message>
    <message>
        <source>記録の{step}手目（時計）で何も起きませんでした。</source>
        <translation>Nothing happened at step {step} of the record (a clock step).</translation>
    </message>
    <message>
        <source>記録の{step}手目を再生できません（{error}）。</source>
        <translation>Step {step} of the record does not replay ({error}).</translation>
    </message>
    <message>
        <source>その手は記録にありません。</source>
        <translation>The record has no such step.</translation>
    </message>
    <message>
        <source>再生した結果が記録の結果と違います。別のバージョンのZashikiで作られた記録かもしれません。</source>
        <translation>The replay ends with a different result than the record&apos;s. The record may come from another version of Zashiki.</translation>
    </message>
    <message>
        <source>記録の最後まで再生しても、対局が終わりません。</source>
        <translation>The match does not end at the end of the record.</translation>
    </message>
    <message>
        <source>記録ファイルが壊れています（{what}）。</source>
        <translation>The record file is damaged ({what}).</translation>
    </message>
    <message>
        <source>形式の版</source>
        <translation>format version</translation>
    </message>
    <message>
        <source>読めない値があります</source>
        <translation>unreadable values</translation>
    </message>
    <message>
        <source>席</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>設定: {why}</source>
        <translation>settings: {why}</translation>
    </message>
    <message>
        <source>乱数の種</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>手順</source>
        <translation>steps</translation>
    </message>
    <message>
        <source>{step}手目</source>
        <translation>step {step}</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>result</translation>
    </message>
    <message>
        <source>日時</source>
        <translation>dates</translation>
    </message>
    <message>
        <source>Zashikiの対局記録ファイルではありません。</source>
        <translation>This is not a Zashiki game record file.</translation>
    </message>
    <message>
        <source>新しいZashiki（{app}）で作られた記録なので、このバージョンでは開けません。Zashikiを新しくしてください。</source>
        <translation>This record was made by a newer Zashiki ({app}) and cannot be opened by this version. Update Zashiki.</translation>
    </message>
    <message>
        <source>記録ファイルが壊れているか、書き換えられています（検査値が合いません）。</source>
        <translation>The record file is damaged or was altered (its checksum does not match).</translation>
    </message>
    <message>
        <source>この記録のゲーム「{game}」はこのZashikiに入っていません。</source>
        <translation>This record&apos;s game “{game}” is not in this Zashiki.</translation>
    </message>
    <message>
        <source>その対局の記録はありません。</source>
        <translation>There is no record of that match.</translation>
    </message>
    <message>
        <source>対局中の記録は、その対局に座っている人が自分の席からだけ見られます。対局が終わると、だれでも全員の手を見られます。</source>
        <translation>While a match is played, only its players can see its record, from their own seat. Once it is over, anyone can see every hand.</translation>
    </message>
    <message>
        <source>その番号の席はこの記録にありません。</source>
        <translation>The record has no seat of that number.</translation>
    </message>
    <message>
        <source>対局が終わるまでは、自分の席からだけ記録を見られます。</source>
        <translation>Until the match is over, you can see its record from your own seat only.</translation>
    </message>
    <message>
        <source>対局中の記録はファイルに保存できません。対局が終わってから保存してください。</source>
        <translation>A match in play cannot be saved to a file. Save it once it is over.</translation>
    </message>
    <message>
        <source>この記録は長すぎて、ファイルに保存できません。</source>
        <translation>This record is too long to save to a file.</translation>
    </message>
    <message>
        <source>その記録は開かれていません。もう一度開いてください。</source>
        <translation>That record is not open. Open it again.</translation>
    </message>
    <message>
        <source>第{n}局</source>
        <translation>Game {n}</translation>
    </message>
    <message>
        <source>第{n}回</source>
        <translation>Round {n}</translation>
    </message>
</context>
<context>
    <name>server</name>
    <message>
        <source>座敷 Zashiki の対局サーバー（画面なし）</source>
        <translation>Zashiki (座敷) game server, without a window</translation>
    </message>
    <message>
        <source>待ち受けるポート（既定 {default}）</source>
        <translation>the port to listen on (default {default})</translation>
    </message>
    <message>
        <source>待ち受けるアドレス（既定 0.0.0.0、IPv6 は ::）</source>
        <translation>the address to listen on (default 0.0.0.0; :: for IPv6)</translation>
    </message>
    <message>
        <source>サーバーの名前（待合室に表示）</source>
        <translation>the server&apos;s name (shown in the waiting room)</translation>
    </message>
    <message>
        <source>卓と対局記録を保存するフォルダ</source>
        <translation>the folder that keeps the tables and game records</translation>
    </message>
    <message>
        <source>切断した人の席をCPUが代わりに打つまでの秒数</source>
        <translation>seconds before a CPU plays the seat of someone who dropped</translation>
    </message>
    <message>
        <source>CPUが手を出すまでの間（秒）</source>
        <translation>the pause before a CPU moves (seconds)</translation>
    </message>
    <message>
        <source>CPUの思考時間の上限（秒）。強さごとの思考時間がこれより長いときだけ効く</source>
        <translation>the most a CPU may think (seconds); matters only when a level&apos;s own thinking time is longer</translation>
    </message>
    <message>
        <source>CPUが考えるための作業プロセスの数（既定: CPUコア数、0: サーバーの中で考える）</source>
        <translation>worker processes the CPU players think in (default: one per core; 0: in the server itself)</translation>
    </message>
    <message>
        <source>同じネットワークの人の接続画面にこのサーバーを知らせない（mDNS の告知を切る）</source>
        <translation>do not list this server on the same network&apos;s connect screens (no mDNS announcement)</translation>
    </message>
    <message>
        <source>同時に接続できる人数（既定 {default}）。満員のときは、待合室でいちばん長く何もしていない人が新しく来た人に場所を譲る（--idle-evict）</source>
        <translation>players connected at once (default {default}); when full, whoever has been idle longest in the waiting room makes room for a newcomer (--idle-evict)</translation>
    </message>
    <message>
        <source>満員のとき、待合室でこの秒数なにもしていない人は新しく来た人に場所を譲る（既定 {default}、0: 譲らない）。卓に座っている人・対局を観戦中の人は対象外</source>
        <translation>when full, someone idle this many seconds in the waiting room makes room for a newcomer (default {default}; 0: never); never someone seated or watching a game in play</translation>
    </message>
    <message>
        <source>接続の数の上限（あいさつ前を含む、既定 {default}）。超えると、あいさつのまだないいちばん古い接続を閉じる</source>
        <translation>connections at most, greeted or not (default {default}); past it the oldest connection that has not said hello is closed</translation>
    </message>
    <message>
        <source>1秒に受け付ける接続の数の上限（既定 {default}、0 で上限なし）。超えた接続は少し待ってから受け付ける</source>
        <translation>connections accepted a second at most (default {default}; 0: no limit); more wait a moment</translation>
    </message>
    <message>
        <source>覚えておく人の数（既定 {default}）。超えると席のない人から忘れる</source>
        <translation>sessions kept (default {default}); past it those without a seat are forgotten first</translation>
    </message>
    <message>
        <source>1つのアドレスからの接続の上限（既定 {default}）</source>
        <translation>connections from one address at most (default {default})</translation>
    </message>
    <message>
        <source>卓の数の上限（既定 {default}）</source>
        <translation>tables at most (default {default})</translation>
    </message>
    <message>
        <source>1つのアドレスから作れる卓の数（既定 {default}）</source>
        <translation>tables one address may open (default {default})</translation>
    </message>
    <message>
        <source>1つのアドレスから続けて入れる新しい名前の数（既定 {default}、その後は5秒に1つ）</source>
        <translation>new names one address may come in under in a row (default {default}, then one every 5 seconds)</translation>
    </message>
    <message>
        <source>伝言板に残す書き込みの数（既定 {default}）</source>
        <translation>message-board posts kept (default {default})</translation>
    </message>
    <message>
        <source>席のない人の記録を忘れるまでの秒数（既定 1日）</source>
        <translation>seconds before a session without a seat is forgotten (default one day)</translation>
    </message>
    <message>
        <source>だれもいない卓を閉じるまでの秒数（既定 {default}）</source>
        <translation>seconds before a table nobody is at closes (default {default})</translation>
    </message>
    <message>
        <source>送りすぎで切断した人が入り直せるまでの秒数（既定 {default}）</source>
        <translation>seconds before someone closed for flooding may come back (default {default})</translation>
    </message>
    <message>
        <source>待つように言われても1秒に1回より速く{times}回続けて接続してきたアドレスを、接続したとたんに黙って閉じる秒数（既定 {default}、0 でしない）</source>
        <translation>seconds an address that kept connecting faster than once a second {times} times after being told to wait is closed silently as it connects (default {default}; 0: never)</translation>
    </message>
    <message>
        <source>ログに書く細かさ（DEBUG、INFO、WARNING、ERROR）</source>
        <translation>how much the log says (DEBUG, INFO, WARNING, ERROR)</translation>
    </message>
    <message>
        <source>ログを書くファイル（既定: ユーザーのログフォルダの zashiki-server.log。起動のたびに新しいファイルにし、前の3つを .1〜.3 として残す）</source>
        <translation>the file to log to (default: zashiki-server.log in the user&apos;s log folder; each start begins a new one and keeps the last three as .1 to .3)</translation>
    </message>
    <message>
        <source>版を表示して終わる</source>
        <translation>show the version and exit</translation>
    </message>
    <message>
        <source>ポート {detail} はほかのプログラムが使っています（座敷がもう動いているのかもしれません）。</source>
        <translation>Port {detail} is in use by another program (Zashiki may be running already).</translation>
    </message>
    <message>
        <source>ポート {detail} で待ち受ける許可がありません（1024 より小さいポートには管理者の権限が要ります）。</source>
        <translation>No permission to listen on port {detail} (ports below 1024 need administrator rights).</translation>
    </message>
    <message>
        <source>アドレス {detail} はこのコンピューターのものではありません。</source>
        <translation>The address {detail} is not this computer&apos;s.</translation>
    </message>
    <message>
        <source>座敷のファイル {detail} が見つかりません（インストールが欠けています）。</source>
        <translation>Zashiki&apos;s file {detail} is missing (the installation is incomplete).</translation>
    </message>
    <message>
        <source>データのフォルダ {detail} に書き込めません（読み取り専用か、書き込む権限がありません）。</source>
        <translation>Cannot write to the data folder {detail} (it is read-only, or there is no permission to write).</translation>
    </message>
    <message>
        <source>データのファイル {detail} が読めません（壊れています）。</source>
        <translation>Cannot read the data file {detail} (it is damaged).</translation>
    </message>
    <message>
        <source>サーバーを始められませんでした（{detail}）。</source>
        <translation>Could not start the server ({detail}).</translation>
    </message>
    <message>
        <source>別のポートを --port で指定してください。</source>
        <translation>Give another port with --port.</translation>
    </message>
    <message>
        <source>1024 以上のポートを --port で指定してください。</source>
        <translation>Give a port of 1024 or above with --port.</translation>
    </message>
    <message>
        <source>このコンピューターのアドレスを --bind で指定してください（すべてなら 0.0.0.0）。</source>
        <translation>Give this computer&apos;s address with --bind (0.0.0.0 for all of them).</translation>
    </message>
    <message>
        <source>座敷を入れ直してください。</source>
        <translation>Reinstall Zashiki.</translation>
    </message>
    <message>
        <source>書き込めるフォルダを --data-dir で指定してください。</source>
        <translation>Give a folder that can be written to with --data-dir.</translation>
    </message>
    <message>
        <source>そのファイルを別の場所へ移すと、新しいデータで始められます。</source>
        <translation>Move that file elsewhere to start with new data.</translation>
    </message>
    <message>
        <source>{cause}{advice}</source>
        <translation>{cause} {advice}</translation>
    </message>
    <message>
        <source>座敷「{name}」を開きました: ポート {port}、データ {data}</source>
        <translation>Opened Zashiki “{name}”: port {port}, data {data}</translation>
    </message>
    <message>
        <source>友だちにはこのどれかを伝えてください: ホスト名 {host_name} / アドレス {addresses}</source>
        <translation>Give friends any of these: host name {host_name} / addresses {addresses}</translation>
    </message>
    <message>
        <source>（見つかりません）</source>
        <translation>(none found)</translation>
    </message>
    <message>
        <source>LANへの告知はしていません（--no-announce、127.0.0.1、または ZASHIKI_NO_ANNOUNCE）</source>
        <translation>Not announced on the LAN (--no-announce, 127.0.0.1, or ZASHIKI_NO_ANNOUNCE)</translation>
    </message>
    <message>
        <source>LANに告知しています: {name}（{addresses}、ポート {port}）</source>
        <translation>Announced on the LAN: {name} ({addresses}, port {port})</translation>
    </message>
    <message>
        <source>LANに知らせるアドレスがないため、告知しません</source>
        <translation>No address to announce on the LAN: not announced</translation>
    </message>
    <message>
        <source>告知を始められません: {error}</source>
        <translation>Cannot start announcing: {error}</translation>
    </message>
    <message>
        <source>告知を更新できません: {error}</source>
        <translation>Cannot update the announcement: {error}</translation>
    </message>
    <message>
        <source>告知を止められません: {error}</source>
        <translation>Cannot stop announcing: {error}</translation>
    </message>
    <message>
        <source>CPUの作業プロセスが止まりました。作業プロセスを起動し直します</source>
        <translation>A CPU worker process stopped; starting the workers again</translation>
    </message>
    <message>
        <source>読み取らない接続を閉じます（{address}）</source>
        <translation>Closing a connection that does not read ({address})</translation>
    </message>
    <message>
        <source>「{type}」を処理中にエラーが起きました</source>
        <translation>An error happened while handling “{type}”</translation>
    </message>
    <message>
        <source>接続が上限（{most}）に達しました: {address} からのあいさつのない接続を閉じて場所を空けます</source>
        <translation>Connections at their limit ({most}): closing a connection from {address} that has not said hello, to make room</translation>
    </message>
    <message>
        <source>卓の上限: だれもいない卓 {code}（{game}、{status}）を閉じて、新しい卓のために空けます</source>
        <translation>Table limit: closing table {code} ({game}, {status}), which nobody is at, for a new one</translation>
    </message>
    <message>
        <source>卓 {code}: {seconds}秒だれもいなかったので閉じました</source>
        <translation>Table {code}: nobody was at it for {seconds} s; closed</translation>
    </message>
    <message>
        <source>卓 {table}: ゲーム {game} が入っていないため、読み込みません</source>
        <translation>Table {table}: the game {game} is not installed; not loaded</translation>
    </message>
    <message>
        <source>卓 {code}（{game}、{status}）を{step}手目から再開しました</source>
        <translation>Table {code} ({game}, {status}) resumed at step {step}</translation>
    </message>
    <message>
        <source>卓 {code}: ゲームのスナップショットなしに手が記録されています。読み込みません</source>
        <translation>Table {code}: steps are logged without a snapshot of the game; not loaded</translation>
    </message>
    <message>
        <source>卓 {code}: 手の記録を再生できません（{error}）。読み込みません</source>
        <translation>Table {code}: its action log does not replay ({error}); not loaded</translation>
    </message>
    <message>
        <source>{address} は待つように言われても接続し続けるため、{seconds}秒のあいだ接続をすぐ閉じます</source>
        <translation>{address} keeps connecting after being told to wait: its connections are closed at once for {seconds} s</translation>
    </message>
    <message>
        <source>満員: {name}（{address}）は{seconds}秒なにもしていないので、新しく来た人に場所を譲ります</source>
        <translation>Full: {name} ({address}), idle for {seconds} s, makes room for a newcomer</translation>
    </message>
    <message>
        <source>データベースの書き出し（チェックポイント）に失敗しました: {error}</source>
        <translation>Writing the database out (a checkpoint) failed: {error}</translation>
    </message>
    <message>
        <source>卓 {code} の席 {seat}: ホストの「{kind}」が受け付けられませんでした: {error}</source>
        <translation>Table {code}, seat {seat}: the host&apos;s “{kind}” was refused: {error}</translation>
    </message>
    <message>
        <source>卓 {code} の席 {seat}: CPUの思考が失敗しました: {error}</source>
        <translation>Table {code}, seat {seat}: the CPU&apos;s thinking failed: {error}</translation>
    </message>
    <message>
        <source>卓 {code} の席 {seat}: CPUの手 {action} が受け付けられませんでした: {error}</source>
        <translation>Table {code}, seat {seat}: the CPU&apos;s move {action} was refused: {error}</translation>
    </message>
    <message>
        <source>卓 {code} の席 {seat}: 代わりの手 {action} も受け付けられませんでした</source>
        <translation>Table {code}, seat {seat}: the fallback move {action} was refused too</translation>
    </message>
</context>
</TS>
