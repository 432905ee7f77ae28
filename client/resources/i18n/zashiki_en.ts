<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name></name>
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
    <name>BusyPanel</name>
    <message>
        <source>キャンセル</source>
        <translation>Cancel</translation>
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
</context>
<context>
    <name>GameView</name>
    <message>
        <source>アニメーション</source>
        <translation>Animations</translation>
    </message>
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
    <name>LanguageMenu</name>
    <message>
        <source>言語 (Language):</source>
        <translation>Language (言語):</translation>
    </message>
    <message>
        <source>自動（システムの言語）</source>
        <translation>Automatic (the system&apos;s language)</translation>
    </message>
    <message>
        <source>次に起動したときから、システムの言語で表示します。</source>
        <translation>From the next start, Zashiki follows the system&apos;s language.</translation>
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
        <translation>This is not a Zashiki game record file.</translation>
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
        <translation>dates</translation>
    </message>
    <message>
        <source>参加者</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>result</translation>
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
        <source>空席をCPUで埋める</source>
        <translation>Fill empty seats with CPUs</translation>
    </message>
    <message>
        <source>選んだ席のCPUを外す</source>
        <translation>Remove the CPU from the chosen seat</translation>
    </message>
    <message>
        <source>［%1］</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source> 観戦中</source>
        <translation> watching</translation>
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
        <source>%1 さんが卓を離れました。CPUが代わりに打ちます。</source>
        <translation>%1 left the table. A CPU plays for them.</translation>
    </message>
    <message>
        <source>%1 さんの接続が切れたので、CPUが代わりに打っています。</source>
        <translation>%1 was disconnected, so a CPU is playing for them.</translation>
    </message>
    <message>
        <source>結果</source>
        <translation>result</translation>
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
        <source>対局中です</source>
        <translation>A game is on</translation>
    </message>
    <message>
        <source>いま離れると、あなたの席はCPUが代わりに打ちます。ほかの人にもそう伝えます。</source>
        <translation>If you leave now, a CPU plays your seat, and the others are told so.</translation>
    </message>
    <message>
        <source>対局を続ける</source>
        <translation>Keep playing</translation>
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
</TS>
