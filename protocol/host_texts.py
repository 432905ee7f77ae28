"""The host's own texts: every sentence the hall, its tables and its records make for people.

Each is a message code in the ``host`` domain with its Japanese template (protocol/texts.py).
They live in protocol/ because a client needs them before any ``welcome``: a refused ``hello``
("that name is taken") is rendered from this catalog. A game's texts live in its own folder
(``server/games/<id>/texts.py``) and reach the client with ``welcome``.
"""

from __future__ import annotations

from protocol.texts import Catalog

HOST = Catalog("host", {
    # -- the general sentence of every error code (protocol/errors.py) -------------------------
    "error.frame_too_large": "メッセージが大きすぎます。接続を閉じます。",
    "error.bad_frame": "読み取れないデータを受け取りました。接続を閉じます。",
    "error.not_a_map": "メッセージの形式が正しくありません（マップではありません）。",
    "error.missing_type": "メッセージに種類（type）がありません。",
    "error.unknown_type": "知らない種類のメッセージです。",
    "error.bad_field": "メッセージの項目が正しくありません。",
    "error.too_deep": "メッセージの入れ子が深すぎます。",
    "error.handshake_required": "最初に接続のあいさつ（hello）を送ってください。",
    "error.already_handshaken": "あいさつ（hello）は済んでいます。",
    "error.version_mismatch": "バージョンが違うため接続できません。",
    "error.name_invalid": "名前が正しくありません。1〜16文字で入力してください。",
    "error.name_taken": "その名前はすでに使われています。別の名前で接続してください。",
    "error.host_full": "サーバーが満員です。しばらくしてからもう一度接続してください。",
    "error.too_many_connections": "この機械からの接続が多すぎます。使っていないZashikiの画面を閉じてから、"
                                  "もう一度接続してください。",
    "error.cooling_down": "短い時間に送りすぎたため、しばらく接続できません。10秒ほど待ってから接続してください。",
    "error.too_many_tables": "卓が多すぎるため、新しい卓を作れません。使っていない卓を閉じるか、空いている卓に座ってください。",
    "error.rate_limited": "送信が多すぎます。少し待ってから送ってください。",
    "error.flood": "短い時間に送られたメッセージが多すぎるため、接続を閉じます。",
    "error.timeout": "応答がないため接続を閉じます。",
    "error.replaced": "同じプレイヤーが別の接続から入り直したため、この接続を閉じます。",
    "error.evicted": "サーバーが満員になったため、この接続（しばらく操作がなかったか、同じ端末からの接続が多すぎました）"
                     "を閉じて、新しく来た人に場所を譲りました。遊ぶときは、しばらくしてからもう一度接続してください。",
    "error.host_closing": "ホストがサーバーを終了しました。続けるには、ホストにもう一度サーバーを始めてもらってから"
                          "接続してください。",
    "error.unknown_game": "そのゲームはこのサーバーにありません。",
    "error.bad_settings": "卓の設定が正しくありません。",
    "error.unknown_table": "その卓は見つかりません。卓の一覧を確かめてください。",
    "error.table_full": "その卓は満席です。",
    "error.seat_taken": "その席はすでに埋まっています。",
    "error.already_seated": "すでに別の卓に座っています。先に席を立ってください。",
    "error.not_seated": "その卓に座っていません。",
    "error.not_owner": "卓を作った人だけができる操作です。",
    "error.not_ready": "全員の準備ができていません。",
    "error.game_started": "対局はもう始まっています。",
    "error.game_not_started": "対局はまだ始まっていません。",
    "error.malformed_action": "その操作の形式が正しくありません。",
    "error.illegal_action": "その手はルール上できません。",
    "error.not_your_turn": "いまはあなたの番ではありません。",
    "error.internal_error": "サーバー内部でエラーが起きました。操作は取り消されました。",

    # -- message fields (protocol/schema.py) -------------------------------------------------
    "field.unknown_message": "知らない種類のメッセージです: {type}",
    "field.missing": "項目「{field}」が正しくありません（必須の項目です）。",
    "field.undeclared": "項目「{field}」が正しくありません（この種類のメッセージにない項目です）。",
    "field.null": "項目「{field}」が正しくありません（値がありません）。",
    "field.kind": "項目「{field}」が正しくありません（{kind} である必要があります）。",
    "field.not_finite": "項目「{field}」が正しくありません（有限の数である必要があります）。",
    "field.too_long": "項目「{field}」が正しくありません（長さは {max} までです）。",
    "field.too_short": "項目「{field}」が正しくありません（長さは {min} 以上です）。",
    "field.too_small": "項目「{field}」が正しくありません（{min} 以上です）。",
    "field.too_large": "項目「{field}」が正しくありません（{max} 以下です）。",

    # -- game actions, for every game (server/games/actions.py) ---------------------------------
    "action.not_a_map": "操作の形式が正しくありません。",
    "action.unknown": "知らない種類の操作です。",
    "action.host_only": "その操作はホストだけが行います。",
    "action.not_seated": "卓に座っていないので、その操作はできません。",
    "action.not_your_turn": "いまはあなたの番ではありません。",

    # -- admission (hello) -------------------------------------------------------------------
    "hello.version_mismatch": "バージョンが違うため接続できません（サーバー: {host_app}・通信規約 {host_protocol}、"
                              "あなた: {app}・通信規約 {protocol}）。同じバージョンのZashikiで接続してください。",
    "hello.cooling_down": "短い時間に送りすぎたため、しばらく接続できません。{seconds}秒ほど待ってから接続してください。",
    "hello.too_many_names": "短い時間に新しい名前で何度も入ったため、しばらく接続できません。"
                            "少し待ってから、いつもの名前で接続してください。",
    "hello.name_taken": "「{name}」という名前はすでに使われています。別の名前で接続してください。",
    "hello.name_taken_rejoin": "「{name}」という名前はすでに使われています。前に使っていたアプリから戻るか、"
                               "別の名前で接続してください。",
    "hello.name_look_alike": "「{name}」は、いる人の名前「{other}」と見分けにくいので使えません。別の名前で接続してください。",
    "hello.name_invisible": "見えない文字だけの名前は使えません。ふつうの文字で名前を入れてください。",
    "hello.name_marks": "飾りの記号（結合文字）が多すぎる名前は使えません。",
    "hello.name_like_cpu": "「CPU」と番号で始まる名前はCPUの席とまぎらわしいので使えません。",
    "hello.still_full": "サーバーはまだ満員です。空きができたら入れます。しばらくしてからもう一度接続してください。",
    "hello.full_nobody_idle": "サーバーが満員で、いまは場所を譲れる人もいません。しばらくしてからもう一度接続するか、"
                              "サーバーを開いている人に人数の上限（--max-players）を上げてもらってください。",
    "hello.timeout": "接続のあいさつ（hello）がないため接続を閉じます。",
    "hello.crowded": "接続が混み合っているため、あいさつ（hello）のまだないこの接続を閉じます。もう一度接続してください。",

    # -- the waiting room and tables ---------------------------------------------------------
    "chat.empty": "空のメッセージは送れません。",
    "table.no_such_level": "そのCPUの強さはこのゲームにありません。",
    "table.already_here": "すでにこの卓に座っています。",
    "table.not_everyone_ready": "空いている席があるか、準備ができていない人がいます。",
    "table.stamp_not_seated": "スタンプは卓で送れます。",
    "table.no_stamps": "{game}の卓ではスタンプは使えません。",
    "table.no_such_stamp": "そのスタンプはありません。",
    "table.seat_count": "{game}は {min}〜{max} 人で遊べます。",
    "table.too_many_from_here": "この機械から開いている卓が上限に達しています。使っていない卓を閉じる（席を立つ）か、"
                                "開いている卓に座ってください。",
    "table.too_many": "卓の数が上限に達していて、閉じてよい卓（だれもいない、対局中でない卓）もありません。"
                      "開いている卓に座るか観戦するか、サーバーを開いている人に卓の上限（--max-tables）を上げてもらってください。",
    "table.watch_only": "この卓はCPUどうしの対局を観る卓なので、座れません。観戦してください。",
    "table.no_such_seat": "その番号の席はこの卓にありません。",
    "table.cpu_name": "CPU{number}（{level}）",
    "stamp.yoroshiku": "よろしく！",
    "stamp.nice": "ナイス！",
    "stamp.thanks": "ありがとう！",
    "stamp.sorry": "ごめんね",
    "stamp.wow": "すごい！",
    "stamp.gg": "おつかれさま！",

    # -- settings (server/games/settings.py) ---------------------------------------------------
    "settings.not_a_map": "設定の形式が正しくありません。",
    "settings.unknown": "知らない設定があります: {keys}",
    "settings.bool": "設定「{setting}」はオンかオフで指定してください。",
    "settings.range": "設定「{setting}」は {min} から {max} の範囲で指定してください。",
    "settings.int_range": "設定「{setting}」は {min} から {max} の範囲の整数で指定してください。",
    "settings.choice": "設定「{setting}」に選べない値が指定されました。",
    "settings.list": "設定「{setting}」は値の一覧（リスト）で指定してください。",
    "settings.bad_value": "設定「{setting}」に選べない値 {value} が含まれています。",
    "settings.duplicate": "設定「{setting}」に同じ値 {value} が2回含まれています。",
    "settings.too_few": "設定「{setting}」は{min}{unit}以上選んでください（いまは{count}{unit}）。",
    "settings.too_many": "設定「{setting}」は{max}{unit}までにしてください（いまは{count}{unit}）。",

    # -- a program's log file (protocol/log_file.py) --------------------------------------------
    "log.cannot_write": "ログファイルを書けません（{error}）: 画面への出力だけにします",
    "log.file": "ログ: {path}",

    # -- game records (server/records.py) ----------------------------------------------------
    "record.start": "はじめ",
    "record.game_missing": "この記録のゲーム「{game}」はこのサーバーに入っていません。",
    "record.step_refused": "記録の{step}手目を再生できません（{why}）。",
    "record.tick_did_nothing": "記録の{step}手目（時計）で何も起きませんでした。",
    "record.step_failed": "記録の{step}手目を再生できません（{error}）。",
    "record.no_such_frame": "その手は記録にありません。",
    "record.result_differs": "再生した結果が記録の結果と違います。別のバージョンのZashikiで作られた記録かもしれません。",
    "record.never_ends": "記録の最後まで再生しても、対局が終わりません。",
    "record.broken": "記録ファイルが壊れています（{what}）。",
    "record.part.version": "形式の版",
    "record.part.unreadable": "読めない値があります",
    "record.part.seats": "席",
    "record.part.settings": "設定: {why}",
    "record.part.seed": "乱数の種",
    "record.part.steps": "手順",
    "record.part.step": "{step}手目",
    "record.part.result": "結果",
    "record.part.dates": "日時",
    "record.not_a_record": "Zashikiの対局記録ファイルではありません。",
    "record.too_new": "新しいZashiki（{app}）で作られた記録なので、このバージョンでは開けません。Zashikiを新しくしてください。",
    "record.tampered": "記録ファイルが壊れているか、書き換えられています（検査値が合いません）。",
    "record.game_not_installed": "この記録のゲーム「{game}」はこのZashikiに入っていません。",
    "record.none": "その対局の記録はありません。",
    "record.live_own_seat": "対局中の記録は、その対局に座っている人が自分の席からだけ見られます。"
                            "対局が終わると、だれでも全員の手を見られます。",
    "record.no_such_seat": "その番号の席はこの記録にありません。",
    "record.live_seat": "対局が終わるまでは、自分の席からだけ記録を見られます。",
    "record.live_export": "対局中の記録はファイルに保存できません。対局が終わってから保存してください。",
    "record.too_long": "この記録は長すぎて、ファイルに保存できません。",
    "record.not_open": "その記録は開かれていません。もう一度開いてください。",
    "record.mark.game": "第{n}局",
    "record.mark.round": "第{n}回",
})
"""Every host text. ``HOST("hello.name_taken", name="はなこ")`` is a ``Text``."""
