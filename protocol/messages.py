"""Every message on the wire and its fields: the single source docs/PROTOCOL.md describes.

``CLIENT_MESSAGES`` are what a client may send (the host validates each one against this table
before acting); ``HOST_MESSAGES`` are what the host sends (the client validates them too, and
the tests check that the host only ever sends what is declared here).
"""

from __future__ import annotations

from protocol.schema import Field, Schema

NAME_MAX = 16
CHAT_MAX = 200
CODE_LEN = 4

STAMP_IDS: tuple[str, ...] = ("yoroshiku", "nice", "thanks", "sorry", "wow", "gg")
"""The stamps a player may send at a table; each one's words are the host text ``stamp.<id>``."""

_table_ref = Field("str", max_len=16, min_len=1, doc="a table id or its 4-character room code")
_record_ref = Field("str", max_len=32, min_len=1,
                    doc="a record id from record_list or record_info (or a table id: its latest match)")

CLIENT_MESSAGES: dict[str, Schema] = {
    "hello": {
        "protocol": Field("int", doc="protocol version the client speaks"),
        "app": Field("str", max_len=32, doc="client program version"),
        "name": Field("str", max_len=64, doc="player name, 1-16 characters after trimming"),
        "token": Field("str", required=False, nullable=True, max_len=64,
                       doc="session token from an earlier welcome, to take back one's seat"),
    },
    "ping": {"n": Field("int", required=False, doc="echoed in the pong")},
    "pong": {"n": Field("int", required=False),
             "clock": Field("float", required=False,
                            doc="the sender's monotonic clock (seconds) when it answered")},
    "chat": {"text": Field("str", max_len=CHAT_MAX, min_len=1, doc="a message-board post")},
    "create_table": {
        "game": Field("str", max_len=32),
        "seats": Field("int", minimum=1, maximum=16),
        "settings": Field("map", required=False, max_len=64),
        "cpu_level": Field("str", required=False, nullable=True, max_len=16,
                           doc="fill every other seat with CPU players of this level"),
        "watch": Field("bool", required=False,
                       doc="true: the creator watches instead of sitting (a table of CPU players "
                           "only, started with `start`)"),
    },
    "sit": {
        "table": _table_ref,
        "seat": Field("int", required=False, nullable=True, minimum=0, maximum=15,
                      doc="a free seat; omitted: the first free seat"),
    },
    "watch": {"table": _table_ref},
    "leave": {},
    "set_seat": {
        "seat": Field("int", minimum=0, maximum=15),
        "cpu_level": Field("str", nullable=True, max_len=16,
                           doc="a CPU level id to seat a CPU, or null to empty the seat"),
    },
    "ready": {"ready": Field("bool")},
    "start": {},
    "act": {
        "action": Field("map", max_len=32, doc="a game action from the view's legal list"),
        "ref": Field("int", required=False, doc="echoed as `ack` in the view that follows it"),
    },
    "stamp": {"stamp": Field("str", max_len=16)},
    "quick_match": {
        "game": Field("str", max_len=32),
        "seats": Field("int", minimum=1, maximum=16),
        "settings": Field("map", required=False, max_len=64),
    },
    "rules": {"game": Field("str", max_len=32),
              "lang": Field("str", required=False, max_len=8,
                            doc="the language wanted (\"ja\", \"en\"); Japanese when the game has no page in it")},
    # Game records (docs/PROTOCOL.md section 10)
    "record_list": {},
    "record_open": {"record": _record_ref},
    "record_frames": {
        "record": _record_ref,
        "seat": Field("int", nullable=True, minimum=0, maximum=15,
                      doc="whose view: a seat, or null for the spectator view"),
        "start": Field("int", minimum=0, doc="the first frame wanted (0: the deal)"),
    },
    "record_export": {"record": _record_ref},
    "record_import": {"file": Field("map", max_len=64, doc="a record file's content")},
}

HOST_MESSAGES: dict[str, Schema] = {
    "welcome": {
        "protocol": Field("int"),
        "app": Field("str"),
        "token": Field("str"),
        "name": Field("str"),
        "host": Field("map", doc="host name, port, addresses, grace seconds"),
        "games": Field("list", doc="every game: id, title, kind, seats, settings schema, CPU levels"),
        "stamps": Field("list"),
        "resumed": Field("bool", doc="true when the token took back an existing session"),
    },
    "error": {
        "code": Field("str"),
        "text": Field("any", doc="what went wrong: a text (a message code and its parameters, "
                                 "protocol/texts.py)"),
        "about": Field("str", required=False),
        "field": Field("str", required=False),
        "rule": Field("str", required=False),
        "ref": Field("int", required=False),
        "host_protocol": Field("int", required=False),
        "host_app": Field("str", required=False),
    },
    "ping": {"n": Field("int", required=False)},
    "pong": {"n": Field("int", required=False), "clock": Field("float", required=False)},
    "lobby": {"players": Field("list"), "tables": Field("list")},
    "lobby_update": {
        "players": Field("list", doc="players who are new or changed, whole entries"),
        "gone": Field("list", doc="names of players no longer listed"),
        "tables": Field("list", doc="tables that are new or changed, whole summaries"),
        "removed": Field("list", doc="ids of tables that closed"),
    },
    "board": {"posts": Field("list", doc="recent message-board posts, oldest first")},
    "chat": {"post": Field("map")},
    "table": {"table": Field("map", nullable=True, doc="your table, or null after leaving")},
    "view": {
        "table": Field("str"),
        "seq": Field("int", doc="number of accepted game steps so far"),
        "view": Field("map"),
        "events": Field("list"),
        "ack": Field("int", required=False, doc="the `ref` of your action this view follows"),
    },
    "media": {
        "table": Field("str"),
        "at": Field("float", doc="the host time it is to sound or show"),
        "kind": Field("str", max_len=16, doc="what it is: pcm (a slice of audio), kana (a kana of a text)"),
        "stream": Field("float", doc="the host time the stream it belongs to began"),
        "rate": Field("int", required=False, minimum=8000, maximum=96000, doc="pcm: samples a second"),
        "pcm": Field("bytes", required=False, max_len=65536, doc="pcm: 16-bit little-endian mono samples"),
        "last": Field("bool", required=False, doc="pcm: the stream ends with this slice"),
        "index": Field("int", required=False, minimum=0, doc="kana: its place in the text"),
        "kana": Field("str", required=False, max_len=4, doc="kana: the kana"),
    },
    "ack": {
        "table": Field("str"), "seq": Field("int", doc="the step the table is at (unchanged)"),
        "ack": Field("int", doc="the `ref` of your action: accepted, and it changed nothing"),
    },
    "stamp": {"table": Field("str"), "seat": Field("int", nullable=True), "name": Field("str"),
              "stamp": Field("str")},
    "rules": {"game": Field("str"), "text": Field("str"), "lang": Field("str", required=False)},
    "record_list": {"records": Field("list", doc="the matches played on this host, newest first")},
    "record_info": {
        "record": Field("str"), "game": Field("str"), "title": Field("map", doc="the game's title, a text"),
        "settings": Field("map"),
        "seats": Field("list", doc="{name, kind} per seat, as the game started"),
        "started": Field("float"), "finished": Field("float", nullable=True),
        "result": Field("map", nullable=True), "total": Field("int", doc="frames: steps + 1"),
        "marks": Field("list", doc="{frame, label, n}: where each hand or round begins (label: a text)"),
        "you": Field("int", nullable=True), "live": Field("bool"),
        "views": Field("list", doc="the seats (null: spectator) whose views may be asked for"),
    },
    "record_frames": {
        "record": Field("str"), "seat": Field("int", nullable=True), "start": Field("int"),
        "total": Field("int"), "frames": Field("list", doc="{view, events} from frame `start` on"),
    },
    "record_file": {"record": Field("str"), "file": Field("map", doc="the record file's content")},
}
