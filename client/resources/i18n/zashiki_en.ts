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
        <source>ログのフォルダを開く</source>
        <translation>Open the log folder</translation>
    </message>
    <message>
        <source>IPAexゴシック（文字）</source>
        <translation>IPAexGothic (the lettering)</translation>
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
    <name>CrashDialog</name>
    <message>
        <source>エラーが起きました</source>
        <translation>An error occurred</translation>
    </message>
    <message>
        <source>思いがけないエラーが起きました。座敷はこのまま続けられますが、様子がおかしいときは開き直してください。</source>
        <translation>Something unexpected went wrong. Zashiki can carry on, but if anything looks wrong, restart it.</translation>
    </message>
    <message>
        <source>くわしい内容をファイルに書きました。不具合を知らせるときは、このファイルを添えてください:
%1</source>
        <translation>The details are in this file; please attach it when you report the problem:
%1</translation>
    </message>
    <message>
        <source>くわしい内容はファイルに書けませんでした（ログのフォルダ %1 に書き込めません）。</source>
        <translation>The details could not be written to a file (the log folder %1 is not writable).</translation>
    </message>
    <message>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>ログのフォルダを開く</source>
        <translation>Open the log folder</translation>
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
    <message>
        <source>別のポート番号を指定するか、すでに起動している Zashiki を閉じてください。</source>
        <translation>Choose another port, or close the Zashiki that is already running.</translation>
    </message>
    <message>
        <source>1024 以上のポート番号を指定してください。</source>
        <translation>Choose a port of 1024 or higher.</translation>
    </message>
    <message>
        <source>座敷を入れ直してください。</source>
        <translation>Please reinstall Zashiki.</translation>
    </message>
    <message>
        <source>このフォルダに書き込めるようにしてから、もう一度試してください。</source>
        <translation>Make the folder writable, then try again.</translation>
    </message>
    <message>
        <source>そのファイルを別の場所へ移すと、新しいデータで始められます。</source>
        <translation>Move that file elsewhere to start afresh with new data.</translation>
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
        <source>前の卓に戻る</source>
        <translation>Back to my table</translation>
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
    <message>
        <source>%1 の「%2」の卓に、前に座っていた席で戻ります。</source>
        <translation>Go back to your seat at the %2 table on %1.</translation>
    </message>
</context>
</TS>
