"""競技かるた's actions as data (VIEW.md, "actions"), checked at the door by
``server.games.actions.check_action``: every number finite, every list bounded by what the game
can use (a touch covers one frame: at most six cards), every string by its longest value, every
place on the field, every poem one of the hundred."""

from __future__ import annotations

from protocol.schema import Field
from server.games.contract import ActionSchemas
from server.games.karuta.field import COLS, ROWS, SIDES
from server.games.karuta.touch import MAX_TOUCH

HOWS = ("click", "sweep", "sweep_cross", "key", "carry")
"""How a touch was made (VIEW.md ``how``)."""

POEM = Field("int", minimum=1, maximum=100)
SIDE = Field("int", minimum=0, maximum=SIDES - 1)
ROW = Field("int", minimum=0, maximum=ROWS - 1)
COL = Field("int", minimum=0, maximum=COLS - 1)
MOMENT = Field("float", required=False)  # a moment on the host's clock (a person's, converted)
RTT = Field("float", required=False)  # the host's round-trip estimate, written by the host alone

ACTIONS: ActionSchemas = {
    kind: {**fields, "rtt": RTT}  # the host adds its round-trip estimate to a person's action
    for kind, fields in {
        "place": {"poem": POEM, "row": ROW, "col": COL},
        "auto_place": {},
        "start": {"grade": Field("str", required=False, min_len=1, max_len=1)},
        # t / heard: the touch and the start of the poem's reading, on the host's clock (fair.py)
        "touch": {"cards": Field("list", min_len=1, max_len=MAX_TOUCH, items=POEM),
                  "how": Field("str", required=False, max_len=max(map(len, HOWS))),
                  "t": MOMENT, "heard": MOMENT,
                  "heard_poem": Field("int", required=False, minimum=0, maximum=100)},
        "hover": {"cards": Field("list", max_len=MAX_TOUCH, items=POEM)},
        "move": {"poem": POEM, "side": SIDE, "row": ROW, "col": COL},
        "float": {"poem": POEM},
        "pick_send": {"poem": POEM},
        "proceed": {},
        "finish": {},
        "away": {},  # the host's, for a person whose connection dropped (never from a client)
        "back": {},
    }.items()
}

__all__ = ["ACTIONS", "HOWS"]
