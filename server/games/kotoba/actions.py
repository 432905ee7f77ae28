"""ことばカード's actions as they arrive (VIEW.md 「Actions」), checked at the door before any rule
looks at them (server/games/actions.py): every field typed, every number an integer in the
range the table has, every string and list no longer than the game can use. Anything else is
``malformed_action`` and changes nothing."""

from __future__ import annotations

from typing import Any

from protocol.schema import Field, Schema, problem
from server.games.contract import ActionSchemas, MalformedAction, check_action
from server.games.kotoba.board import BOUND, STEP
from server.games.kotoba.deck import DECK
from server.games.kotoba.settings import NARABE_HAND, TURNS_PER_SEAT
from server.games.kotoba.texts import TEXTS

LONGEST_WORD = 22
"""The longest word of the word list, in kana (ちょうせんみんしゅしゅぎじんみんきょうわこく; a test
holds it to dictionary.py): no declared word, spelling or hint is longer."""

CARDS = len(DECK)
"""A hand grows by exchanges (one card out, two in), never past the whole deck."""

MAX_Z = TURNS_PER_SEAT * 6 * CARDS
"""A card's place in the field's stack: every card of every turn the longest game has."""

WORD = Field("str", min_len=1, max_len=LONGEST_WORD)
CARD_ID = Field("int", minimum=0, maximum=CARDS - 1)
CELL = Field("int", minimum=-BOUND, maximum=BOUND)

LAID: Schema = {"id": CARD_ID, "x": CELL, "y": CELL, "face": Field("int", minimum=0, maximum=1),
                "dir": Field("str", required=False, max_len=1),
                "reversed": Field("bool", required=False)}
"""A card laid on a ならべる board."""

PLAYED: Schema = {**LAID, "z": Field("int", required=False, minimum=0, maximum=MAX_Z)}
"""A card played onto the field."""

SPELLING: Schema = {"x": CELL, "y": CELL, "word": WORD}
"""How a ならべる line is read (its first cell)."""

ACTIONS: ActionSchemas = {
    "arrange": {"cards": Field("list", max_len=NARABE_HAND, items="map"),
                "words": Field("list", required=False, max_len=NARABE_HAND, items="map"),
                "done": Field("bool", required=False)},
    "done": {},
    "play": {"cards": Field("list", min_len=1, max_len=CARDS, items="map"), "word": WORD},
    "pass": {},
    "exchange": {"card": CARD_ID},
    "vote": {"accept": Field("bool")},
    "hint": {"word": WORD},
}

ITEMS: dict[str, dict[str, Schema]] = {
    "arrange": {"cards": LAID, "words": SPELLING},
    "play": {"cards": PLAYED},
}
"""The maps inside an action's lists, field by field."""


def check(action: Any) -> str:
    """The action's type once it and every map in it fit; else MalformedAction."""
    kind = check_action(action, ACTIONS)
    for key, schema in ITEMS.get(kind, {}).items():
        for item in action.get(key, ()):
            found = problem(item, schema)
            if found is not None:
                raise MalformedAction(found[1], rule="shape")
            if item.get("dir", "h") not in STEP:
                raise MalformedAction(TEXTS("bad_direction"), rule="shape")
    return kind
