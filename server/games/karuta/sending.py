"""送り札: how many cards a player sends or receives for one poem (seed 〈送り札〉).

Everything is from one player's view ("自分"), for one poem:
- ``took``: this player took the read card from their own side (``"own"``, 自陣の札を取った) or
  from the opponent's (``"opp"``, 相手陣の札を取った), or did not take it (``None``);
- ``taken``: the opponent took it from this player's side (``"own"``, 自陣の札を取られた) or from
  their own side, which is this player's 相手陣 (``"opp"``, 相手陣の札を取られた), or ``None``;
- ``my_fouls`` / ``their_fouls``: お手つき this poem, 0..2 each (at most one per side).
A positive count means this player sends that many cards, a negative one that they receive them.

「複数の条件が同時発生した場合、全て加味して送り札の枚数を決めます」: the count is the sum of its
parts (a take from the opponent's side sends one, a take of one's own card by the opponent brings
one, every お手つき more than the opponent's brings one). The seed's table, all fourteen rows
that send and six that do not, is ``ROWS`` below, word for word; the tests check every row
against the sum. A combination the table does not list (e.g. a take with お手つき on both sides)
gets a row composed the same way (``Row.in_seed`` is False).

``situation_text`` and ``change_text`` say a row as texts (message codes, server/games/karuta/
texts.py) for the view's 試合経過詳細, so that every reader reads it in their language; in
Japanese they read exactly as the table (the tests check every row).

``戦局変化`` is the seed's text. ``Row.balance`` is the change in the card difference it names,
computed (fewer cards is better: my lead is their count minus mine); the tests check that every
row's text says that many 枚優勢 / 枚劣勢 (or 変化なし). It is what shows 取り損 is a loss: after
「相手陣の札を取った＋自分が1回多くお手つきした」 no card is sent, so the opponent is one card nearer
to winning (1枚劣勢).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from protocol.texts import Text
from server.games.karuta.texts import TEXTS

Where = Literal["own", "opp"]
MAX_FOULS = 2  # 自陣で1回、相手陣で1回の計2回


@dataclass(frozen=True)
class Row:
    name: str  # the seed's 発生条件, e.g. 「相手陣の札を取った＋相手が1回多くお手つきした」
    took: Where | None
    taken: Where | None
    my_fouls: int
    their_fouls: int
    send: int  # > 0 this player sends that many, < 0 receives
    change: str  # the seed's 戦局変化, e.g. 「3枚優勢（相手のダブ）」
    in_seed: bool = True

    @property
    def term(self) -> str:
        """The karuta word in the 戦局変化's brackets (ダブ, セミダブ, 空ダブ, 取り損, 共お手) or ""."""
        if "（" not in self.change:
            return ""
        return self.change[self.change.index("（") + 1 : -1].removeprefix("自分の").removeprefix("相手の")

    @property
    def balance(self) -> int:
        """My lead in cards gained (> 0) or lost (< 0) by this poem. Fewer cards is better: a
        card leaves a side when it is taken from it or sent from it, and arrives when sent to it."""
        sent, received = max(self.send, 0), max(-self.send, 0)
        mine = -(self.took == "own") - (self.taken == "own") - sent + received
        theirs = -(self.took == "opp") - (self.taken == "opp") + sent - received
        return theirs - mine


# The seed's table (〈送り札〉), one line per row, in its order.
# (発生条件, took, taken, my fouls, their fouls, 送り札, 戦局変化)
# fmt: off
SEND_ROWS: tuple[Row, ...] = (
    Row("相手陣の札を取った",                         "opp", None, 0, 0, +1, "1枚優勢"),
    Row("自陣の札を取られた",                         None, "own", 0, 0, -1, "1枚劣勢"),
    Row("自分が1回多くお手つきした",                  None, None, 1, 0, -1, "2枚劣勢"),
    Row("自分が2回多くお手つきした",                  None, None, 2, 0, -2, "4枚劣勢（自分の空ダブ）"),
    Row("相手が1回多くお手つきした",                  None, None, 0, 1, +1, "2枚優勢"),
    Row("相手が2回多くお手つきした",                  None, None, 0, 2, +2, "4枚優勢（相手の空ダブ）"),
    Row("自陣の札を取った＋自分が1回多くお手つきした", "own", None, 1, 0, -1, "1枚劣勢（自分の取り損）"),
    Row("自陣の札を取った＋相手が1回多くお手つきした", "own", None, 0, 1, +1, "3枚優勢（相手のセミダブ）"),
    Row("相手陣の札を取った＋相手が1回多くお手つきした", "opp", None, 0, 1, +2, "3枚優勢（相手のダブ）"),
    Row("自陣の札を取られた＋自分が1回多くお手つきした", None, "own", 1, 0, -2, "3枚劣勢（自分のダブ）"),
    Row("相手陣の札を取られた＋自分が1回多くお手つきした", None, "opp", 1, 0, -1, "3枚劣勢（自分のセミダブ）"),
    Row("相手陣の札を取られた＋相手が1回多くお手つきした", None, "opp", 0, 1, +1, "1枚優勢（相手の取り損）"),
    Row("自分が1回お手つきした＋相手が2回お手つきした", None, None, 1, 2, +1, "2枚優勢"),
    Row("自分が2回お手つきした＋相手が1回お手つきした", None, None, 2, 1, -1, "2枚劣勢"),
)
NO_SEND_ROWS: tuple[Row, ...] = (
    Row("自陣の札を取った",                           "own", None, 0, 0, 0, "1枚優勢"),
    Row("相手陣の札を取られた",                       None, "opp", 0, 0, 0, "1枚劣勢"),
    Row("相手陣の札を取った＋自分が1回多くお手つきした", "opp", None, 1, 0, 0, "1枚劣勢（自分の取り損）"),
    Row("自陣の札を取られた＋相手が1回多くお手つきした", None, "own", 0, 1, 0, "1枚優勢（相手の取り損）"),
    Row("自分が1回お手つきした＋相手が1回お手つきした", None, None, 1, 1, 0, "変化なし（共お手）"),
    Row("自分が2回お手つきした＋相手が2回お手つきした", None, None, 2, 2, 0, "変化なし（共お手）"),
)
# fmt: on
ROWS: tuple[Row, ...] = SEND_ROWS + NO_SEND_ROWS
_BY_CASE: dict[tuple, Row] = {(r.took, r.taken, r.my_fouls, r.their_fouls): r for r in ROWS}

# The parts every count is the sum of.
TAKE_FROM_OPPONENT = 1  # 相手陣の札を取った: send one
TAKEN_FROM_OWN = -1  # 自陣の札を取られた: receive one
PER_FOUL = 1  # each お手つき brings one card from the other player (net of the other's)


def _check(took: Where | None, taken: Where | None, my_fouls: int, their_fouls: int) -> None:
    for value in (took, taken):
        if value not in ("own", "opp", None):
            raise ValueError(f"took/taken must be 'own', 'opp' or None, not {value!r}")
    if took is not None and taken is not None:
        raise ValueError("one card cannot be taken by both players")
    for fouls in (my_fouls, their_fouls):
        if not isinstance(fouls, int) or not 0 <= fouls <= MAX_FOULS:
            raise ValueError(f"お手つき per poem is 0..{MAX_FOULS}, not {fouls!r}")


def send_count(took: Where | None, taken: Where | None, my_fouls: int, their_fouls: int) -> int:
    """Cards this player sends (> 0) or receives (< 0) for this poem: the sum of every condition
    that happened (seed: 全て加味して送り札の枚数を決めます)."""
    _check(took, taken, my_fouls, their_fouls)
    count = PER_FOUL * (their_fouls - my_fouls)
    if took == "opp":
        count += TAKE_FROM_OPPONENT
    if taken == "own":
        count += TAKEN_FROM_OWN
    return count


def _composed(took: Where | None, taken: Where | None, my_fouls: int, their_fouls: int) -> Row:
    parts = []
    if took is not None:
        parts.append("自陣の札を取った" if took == "own" else "相手陣の札を取った")
    if taken is not None:
        parts.append("自陣の札を取られた" if taken == "own" else "相手陣の札を取られた")
    if my_fouls:
        parts.append(f"自分が{my_fouls}回お手つきした")
    if their_fouls:
        parts.append(f"相手が{their_fouls}回お手つきした")
    send = send_count(took, taken, my_fouls, their_fouls)
    row = Row("＋".join(parts) or "取りもお手つきもなし", took, taken, my_fouls, their_fouls, send, "", in_seed=False)
    lead = row.balance
    change = "変化なし" if lead == 0 else f"{abs(lead)}枚{'優勢' if lead > 0 else '劣勢'}"
    return Row(row.name, took, taken, my_fouls, their_fouls, send, change, in_seed=False)


def situation(took: Where | None, taken: Where | None, my_fouls: int, their_fouls: int) -> Row:
    """The seed's row for this poem from this player's view (or a row composed the same way when
    the table has none)."""
    _check(took, taken, my_fouls, their_fouls)
    row = _BY_CASE.get((took, taken, my_fouls, their_fouls))
    return row if row is not None else _composed(took, taken, my_fouls, their_fouls)


def row_named(name: str) -> Row:
    """The seed's row with this 発生条件 (KeyError if there is none)."""
    for row in ROWS:
        if row.name == name:
            return row
    raise KeyError(name)


def other_view(took: Where | None, taken: Where | None) -> tuple[Where | None, Where | None]:
    """The same take seen by the other player: my ``took`` is their ``taken`` with the side named
    from their seat (my 自陣 is their 相手陣)."""
    flip = {"own": "opp", "opp": "own", None: None}
    return flip[taken], flip[took]


# --------------------------------------------------------------------------------------------
# The rows as texts
# --------------------------------------------------------------------------------------------

TERM_KEYS = {"空ダブ": "karadabu", "ダブ": "dabu", "セミダブ": "semidabu", "取り損": "torison"}
"""The karuta words of the 戦局変化's brackets, by the key of their texts (``term.mine.dabu``)."""


def situation_text(row: Row) -> Text | None:
    """The row's 発生条件 as a text (None when nothing happened: no take, no お手つき). The seed
    says 「自分が1回多くお手つきした」 where only one player fouled, and counts both where both
    did; a composed row counts each player's."""
    parts: list[Text] = []
    if row.took is not None:
        parts.append(TEXTS(f"situation.took_{row.took}"))
    if row.taken is not None:
        parts.append(TEXTS(f"situation.taken_{row.taken}"))
    more = row.in_seed and not (row.my_fouls and row.their_fouls)
    for whose, count in (("mine", row.my_fouls), ("theirs", row.their_fouls)):
        if count:
            parts.append(TEXTS(f"situation.{'more_fouls' if more else 'fouls'}_{whose}", n=count))
    if not parts:
        return None
    text = parts[0]
    for part in parts[1:]:
        text = TEXTS("situation.and", first=text, then=part)
    return text


def change_text(row: Row) -> Text:
    """The row's 戦局変化 as a text: 「N枚優勢」「N枚劣勢」「変化なし」 from its balance, with the
    karuta word in brackets where the table has one (「3枚優勢（相手のダブ）」)."""
    lead = row.balance
    if lead > 0:
        change = TEXTS("change.ahead", n=lead)
    elif lead < 0:
        change = TEXTS("change.behind", n=-lead)
    else:
        change = TEXTS("change.even")
    if not row.term:
        return change
    if row.term == "共お手":
        term = TEXTS("term.tomo_ote")
    else:
        whose = "mine" if "（自分の" in row.change else "theirs"
        term = TEXTS(f"term.{whose}.{TERM_KEYS[row.term]}")
    return TEXTS("change.term", change=change, term=term)
