"""The host's own words to whoever runs it: ``zashiki-server --help``, its log, and why a host
could not start. Each is a text of the ``server`` domain (protocol/texts.py) with its Japanese
template; the headless host renders them in the system's language (server/language.py), the app
in its interface's. English lives in protocol/i18n/host_en.ts beside the host's wire texts.
"""

from __future__ import annotations

from protocol.texts import Catalog

SERVER = Catalog("server", {
    # -- zashiki-server --help --------------------------------------------------------------
    "help.description": "座敷 Zashiki の対局サーバー（画面なし）",
    "help.port": "待ち受けるポート（既定 {default}）",
    "help.bind": "待ち受けるアドレス（既定 0.0.0.0、IPv6 は ::）",
    "help.name": "サーバーの名前（待合室に表示）",
    "help.data_dir": "卓と対局記録を保存するフォルダ",
    "help.grace": "切断した人の席をCPUが代わりに打つまでの秒数",
    "help.cpu_delay": "CPUが手を出すまでの間（秒）",
    "help.cpu_budget": "CPUの思考時間の上限（秒）。強さごとの思考時間がこれより長いときだけ効く",
    "help.cpu_workers": "CPUが考えるための作業プロセスの数（既定: CPUコア数、0: サーバーの中で考える）",
    "help.no_announce": "同じネットワークの人の接続画面にこのサーバーを知らせない（mDNS の告知を切る）",
    "help.max_players": "同時に接続できる人数（既定 {default}）。満員のときは、待合室でいちばん長く何もしていない人が"
                        "新しく来た人に場所を譲る（--idle-evict）",
    "help.idle_evict": "満員のとき、待合室でこの秒数なにもしていない人は新しく来た人に場所を譲る"
                       "（既定 {default}、0: 譲らない）。卓に座っている人・対局を観戦中の人は対象外",
    "help.max_connections": "接続の数の上限（あいさつ前を含む、既定 {default}）。超えると、あいさつのまだない"
                            "いちばん古い接続を閉じる",
    "help.max_accepts": "1秒に受け付ける接続の数の上限（既定 {default}、0 で上限なし）。超えた接続は少し待ってから受け付ける",
    "help.max_sessions": "覚えておく人の数（既定 {default}）。超えると席のない人から忘れる",
    "help.max_per_address": "1つのアドレスからの接続の上限（既定 {default}）",
    "help.max_tables": "卓の数の上限（既定 {default}）",
    "help.max_tables_per_address": "1つのアドレスから作れる卓の数（既定 {default}）",
    "help.new_names": "1つのアドレスから続けて入れる新しい名前の数（既定 {default}、その後は5秒に1つ）",
    "help.board_keep": "伝言板に残す書き込みの数（既定 {default}）",
    "help.session_ttl": "席のない人の記録を忘れるまでの秒数（既定 1日）",
    "help.abandoned_close": "だれもいない卓を閉じるまでの秒数（既定 {default}）",
    "help.flood_cooldown": "送りすぎで切断した人が入り直せるまでの秒数（既定 {default}）",
    "help.refused_silence": "待つように言われても1秒に1回より速く{times}回続けて接続してきたアドレスを、"
                            "接続したとたんに黙って閉じる秒数（既定 {default}、0 でしない）",
    "help.log_level": "ログに書く細かさ（DEBUG、INFO、WARNING、ERROR）",
    "help.log_file": "ログを書くファイル（既定: ユーザーのログフォルダの zashiki-server.log。起動のたびに新しいファイルにし、"
                     "前の3つを .1〜.3 として残す）",
    "help.version": "版を表示して終わる",

    # -- a start that failed: the cause (for every front end) ... -----------------------------
    "start.port_in_use": "ポート {detail} はほかのプログラムが使っています（座敷がもう動いているのかもしれません）。",
    "start.port_forbidden": "ポート {detail} で待ち受ける許可がありません（1024 より小さいポートには管理者の権限が要ります）。",
    "start.address_unknown": "アドレス {detail} はこのコンピューターのものではありません。",
    "start.missing_file": "座敷のファイル {detail} が見つかりません（インストールが欠けています）。",
    "start.data_read_only": "データのフォルダ {detail} に書き込めません（読み取り専用か、書き込む権限がありません）。",
    "start.data_damaged": "データのファイル {detail} が読めません（壊れています）。",
    "start.other": "サーバーを始められませんでした（{detail}）。",
    # ... and what to do about it, in zashiki-server's terms
    "advice.port_in_use": "別のポートを --port で指定してください。",
    "advice.port_forbidden": "1024 以上のポートを --port で指定してください。",
    "advice.address_unknown": "このコンピューターのアドレスを --bind で指定してください（すべてなら 0.0.0.0）。",
    "advice.missing_file": "座敷を入れ直してください。",
    "advice.data_read_only": "書き込めるフォルダを --data-dir で指定してください。",
    "advice.data_damaged": "そのファイルを別の場所へ移すと、新しいデータで始められます。",
    "advice.other": "",
    "failed": "{cause}{advice}",

    # -- the log ------------------------------------------------------------------------------
    "opened": "座敷「{name}」を開きました: ポート {port}、データ {data}",
    "tell_friends": "友だちにはこのどれかを伝えてください: ホスト名 {host_name} / アドレス {addresses}",
    "no_addresses": "（見つかりません）",
    "not_announced": "LANへの告知はしていません（--no-announce、127.0.0.1、または ZASHIKI_NO_ANNOUNCE）",
    "announcing": "LANに告知しています: {name}（{addresses}、ポート {port}）",
    "no_address_to_announce": "LANに知らせるアドレスがないため、告知しません",
    "announce_failed": "告知を始められません: {error}",
    "announce_update_failed": "告知を更新できません: {error}",
    "announce_stop_failed": "告知を止められません: {error}",
    "worker_died": "CPUの作業プロセスが止まりました。作業プロセスを起動し直します",
    "not_reading": "読み取らない接続を閉じます（{address}）",
    "handling_failed": "「{type}」を処理中にエラーが起きました",
    "connections_full": "接続が上限（{most}）に達しました: {address} からのあいさつのない接続を閉じて場所を空けます",
    "table_closed_for_new": "卓の上限: だれもいない卓 {code}（{game}、{status}）を閉じて、新しい卓のために空けます",
    "table_abandoned": "卓 {code}: {seconds}秒だれもいなかったので閉じました",
    "table_game_missing": "卓 {table}: ゲーム {game} が入っていないため、読み込みません",
    "table_restored": "卓 {code}（{game}、{status}）を{step}手目から再開しました",
    "table_no_snapshot": "卓 {code}: ゲームのスナップショットなしに手が記録されています。読み込みません",
    "table_log_broken": "卓 {code}: 手の記録を再生できません（{error}）。読み込みません",
    "told_to_wait_silenced": "{address} は待つように言われても接続し続けるため、{seconds}秒のあいだ接続をすぐ閉じます",
    "made_room": "満員: {name}（{address}）は{seconds}秒なにもしていないので、新しく来た人に場所を譲ります",
    "checkpoint_failed": "データベースの書き出し（チェックポイント）に失敗しました: {error}",
    "host_act_refused": "卓 {code} の席 {seat}: ホストの「{kind}」が受け付けられませんでした: {error}",
    "cpu_failed": "卓 {code} の席 {seat}: CPUの思考が失敗しました: {error}",
    "cpu_refused": "卓 {code} の席 {seat}: CPUの手 {action} が受け付けられませんでした: {error}",
    "cpu_fallback_refused": "卓 {code} の席 {seat}: 代わりの手 {action} も受け付けられませんでした",
})
"""Every text of the host to whoever runs it."""
