"""決まり字 and 札確定文字, derived from the readings as they are heard (never typed in).

A poem's 決まり字 is how many kana of its upper verse must be heard before it differs from every
other poem that could still be read. With all 100 poems unread that is the published 決まり字
(``STATIC``: 1字 7 poems, むすめふさほせ; 2字 42; 3字 37; 4字 6; 5字 2; 6字 6). During a match the
poems already read drop out, so a poem can be known sooner: the seed's 「札確定文字」 and its
example (seed 〈札読み〉): 「いまこんと」 is いまこ (3字), after 「いまはただ」 is read it is いま,
and after 「いにしえの」 too, い.

"As heard" means the competition reading (``Poem.reading("kami")``, the kana the voice speaks and
the timeline lists) compared by sound:
- a う after an お-row kana is a long お (あふことの, pronounced おうことの, is heard おおこ, so it
  shares おお with おおえやま and おおけなく);
- を and お, ぢ and じ, づ and ず, ゐ and い, ゑ and え sound the same;
- a dakuten changes the sound (おくやま and おぐらやま part at their second kana).
Every rule keeps one character per kana, so position k in the heard text is kana k of the voice
timeline: the 決まり字 of length k is heard when kana k-1 (from 0) ends.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from functools import cache

from server.games.karuta.poems import NUMBERS, POEMS, poem

# Kana whose vowel is お: a following う is heard as a long お.
O_ROW = frozenset("おこそとのほもよろをごぞどぼぽょぉ")
# Kana that sound alike in today's pronunciation (the comparison key only; the text keeps them).
SAME_SOUND = str.maketrans({"を": "お", "ぢ": "じ", "づ": "ず", "ゐ": "い", "ゑ": "え"})


@cache
def heard(number: int) -> str:
    """The upper verse as heard: the competition reading with holds removed and a long お written
    お (poem 44: おおことのたえてしなくば…). One character per kana of the voice timeline."""
    out: list[str] = []
    for ch in poem(number).reading("kami"):
        if ch == "う" and out and out[-1] in O_ROW:
            ch = "お"
        out.append(ch)
    return "".join(out)


@cache
def _sound(number: int) -> str:
    """What two readings are compared by: ``heard`` with same-sounding kana made one."""
    return heard(number).translate(SAME_SOUND)


@cache
def shared_prefix(a: int, b: int) -> int:
    """How many kana poems ``a`` and ``b`` sound alike from the start (0 if the first differs)."""
    x, y = _sound(a), _sound(b)
    n = 0
    while n < min(len(x), len(y)) and x[n] == y[n]:
        n += 1
    return n


def _check(number: int) -> None:
    if number not in POEMS:
        raise KeyError(f"no poem {number}: 決まり字 is defined for poems 1..100")


def kimariji(number: int, unread: Collection[int]) -> int:
    """How many kana of the upper verse (as heard) tell poem ``number`` apart from every other poem
    in ``unread`` (the yomifuda not read yet; ``number`` itself may be there or not). Never less
    than 1: even the last poem is known only once its first kana is heard."""
    _check(number)
    longest = max((shared_prefix(number, other) for other in unread if other != number), default=0)
    return longest + 1


def kimariji_text(number: int, length: int) -> str:
    """The first ``length`` kana as heard: ``kimariji_text(44, 3) == "おおこ"``."""
    _check(number)
    return heard(number)[:length]


def current_text(number: int, unread: Collection[int]) -> str:
    """The 札確定文字 now: the kana that tell ``number`` apart among the poems still unread."""
    return kimariji_text(number, kimariji(number, unread))


STATIC: dict[int, int] = {n: kimariji(n, NUMBERS) for n in NUMBERS}  # 「決まり字」, all unread


def sharing(number: int, among: Iterable[int], length: int) -> list[int]:
    """The poems in ``among`` (``number`` excluded) whose first ``length`` kana sound like
    ``number``'s, in number order."""
    _check(number)
    return sorted(m for m in set(among) if m != number and shared_prefix(number, m) >= length)


def same_first_sound(number: int, among: Collection[int]) -> list[int]:
    """The poems in ``among`` that begin with the same kana as ``number`` (it excluded)."""
    return sharing(number, among, 1)


def rivals(number: int, unread: Collection[int]) -> list[int]:
    """The unread poems that sound like ``number`` up to its last 決まり字 kana: the ones its
    決まり字 tells it apart from (empty for a 1字決まり)."""
    return sharing(number, unread, kimariji(number, unread) - 1) if kimariji(number, unread) > 1 else []


def tomofuda(number: int, among: Collection[int]) -> list[int]:
    """友札 (seed 〈特殊技〉 渡り手): 「上の句が出札と同音で始まる同一陣地内の札」. Pass the cards of the
    read card's side as ``among``; the ones whose upper verse begins with the same sound."""
    return same_first_sound(number, among)


def wakarefuda(number: int, among: Collection[int], unread: Collection[int]) -> list[int]:
    """別れ札 (seed 〈特殊技〉 戻り手): 「出札と決まり字が途中まで同じで、決まり字数が出札と同じ相手陣の札」.
    Pass the cards of the other side as ``among``: those sounding like ``number`` up to the kana
    before its 決まり字 and with a 決まり字 of the same length (both counted among ``unread``)."""
    k = kimariji(number, unread)
    if k == 1:
        return []
    return [m for m in sharing(number, among, k - 1) if kimariji(m, set(unread) | {m}) == k]
