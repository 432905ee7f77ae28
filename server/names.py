"""What people may call themselves and write on the board.

A name is what everyone at a LAN party reads to tell players apart, so it must be visible, must
not pass for one of the host's CPU seats (「CPU1（ふつう）」), and must not be a look-alike of another
player's name (a Cyrillic А for a Latin A, katakana カ for the kanji 力). Look-alikes are found by
comparing *skeletons*: the name folded with NFKC and casefold, then every character replaced by
the smallest of its Unicode confusables (the confusables table of Unicode's UTS #39, as the
maintained ``confusable_homoglyphs`` package ships it).

Board posts keep their text, but lose control and bidirectional-override characters, and a
letter keeps at most a few combining marks, so a post cannot garble the screen of the people
who read it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from protocol.errors import ErrorCode, ProtocolError
from protocol.host_texts import HOST
from protocol.messages import NAME_MAX

MAX_MARKS = 2
"""Combining marks allowed on one letter (enough for every language's accents)."""

# Letters and symbols that draw nothing although Unicode does not call them spaces.
# (as code points: they are not text anyone should see, even in the source)
BLANK_LOOKING = frozenset(map(chr, (0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x180E, 0x2060, 0x200B,
                                    0x200C, 0x200D, 0xFEFF)))
BIDI_CONTROLS = frozenset(map(chr, (0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                    0x2066, 0x2067, 0x2068, 0x2069)))
CPU_LIKE = re.compile(r"^\s*cpu\s*[0-9]", re.IGNORECASE)


def _visible(c: str) -> bool:
    category = unicodedata.category(c)
    return not (category[0] in "ZCM" or c in BLANK_LOOKING)


def _too_many_marks(text: str) -> bool:
    run = 0
    for c in text:
        run = run + 1 if unicodedata.category(c).startswith("M") else 0
        if run > MAX_MARKS:
            return True
    return False


def clean_name(raw: str) -> str:
    """A player name as shown: NFC, trimmed, 1–16 characters, visible, no control characters, at
    most two combining marks a letter, not like a CPU seat's name. ProtocolError otherwise."""
    name = unicodedata.normalize("NFC", raw).strip()
    if not 1 <= len(name) <= NAME_MAX or any(unicodedata.category(c).startswith("C") for c in name):
        raise ProtocolError(ErrorCode.NAME_INVALID)
    if not any(_visible(c) for c in name) or any(c in BLANK_LOOKING for c in name):
        raise ProtocolError(ErrorCode.NAME_INVALID, HOST("hello.name_invisible"))
    if _too_many_marks(name):
        raise ProtocolError(ErrorCode.NAME_INVALID, HOST("hello.name_marks"))
    if CPU_LIKE.match(unicodedata.normalize("NFKC", name)):
        raise ProtocolError(ErrorCode.NAME_INVALID, HOST("hello.name_like_cpu"))
    return name


@cache
def _confusables() -> dict[str, str]:
    """Each character with confusables, mapped to the smallest character of its group: the
    groups join every pair the table lists (カ~力~⼒ is one group), so the mapping is the same
    from whichever member one starts."""
    from confusable_homoglyphs import confusables

    parent: dict[str, str] = {}

    def root(c: str) -> str:
        parent.setdefault(c, c)
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    for char, entries in confusables.confusables_data.items():
        for entry in entries:
            if len(char) == 1 and len(entry["c"]) == 1:
                a, b = root(char), root(entry["c"])
                if a != b:
                    parent[max(a, b)] = min(a, b)
    return {c: root(c) for c in list(parent)}


def skeleton(name: str) -> str:
    """What ``name`` looks like, for comparing names: two names with one skeleton read alike."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    table = _confusables()
    return "".join(table.get(c, c) for c in folded if _visible(c))


def clean_post(raw: str) -> str:
    """A board post as shown: controls (but line breaks kept out too) and bidirectional overrides
    removed, at most two combining marks a letter, trimmed."""
    kept: list[str] = []
    run = 0
    for c in unicodedata.normalize("NFC", raw):
        if c in BIDI_CONTROLS or unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            if c in "\t\n\r":
                kept.append(" ")
            run = 0
            continue
        if unicodedata.category(c).startswith("M"):
            run += 1
            if run > MAX_MARKS:
                continue
        else:
            run = 0
        kept.append(c)
    return "".join(kept).strip()
