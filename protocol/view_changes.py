"""A view sent as its changes since the view before it (docs/PROTOCOL.md §7, `view_changes`).

A daifugō view is about 2 KB and grows through a hand (the log, the cards played); a step
changes a few of its entries. A client that asks for changes in `hello` gets its first view of
a table whole and each next one as the entries that differ from the view before it: entries
set (new or changed, whole values), lists extended (their old items kept, new ones after) and
entries dropped. Both sides use this module: the host's ``changes`` and the client's
``ViewBook``, which turns each `view_changes` back into the whole `view` it stands for.

Entries are compared by value; an entry whose value has another type counts as changed, so a
view whose field goes from ``1`` to ``True`` still arrives as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple


class Changes(NamedTuple):
    """What turns one view into the next: ``set`` entries, lists to ``extend``, keys to ``drop``."""

    set: dict[str, Any]
    extend: dict[str, list[Any]]
    drop: list[str]


def changes(before: Mapping[str, Any], after: Mapping[str, Any]) -> Changes:
    """The changes that make ``before`` into ``after`` (neither is changed)."""
    set_: dict[str, Any] = {}
    extend: dict[str, list[Any]] = {}
    for key, value in after.items():
        if key in before:
            old = before[key]
            if old is value or (type(old) is type(value) and old == value):
                continue
            if type(old) is list and type(value) is list and len(value) > len(old) \
                    and value[:len(old)] == old:
                extend[key] = value[len(old):]
                continue
        set_[key] = value
    return Changes(set_, extend, [key for key in before if key not in after])


def apply(view: Mapping[str, Any], change: Changes) -> dict[str, Any]:
    """``view`` with ``change`` made: a new dict (``view`` is not changed)."""
    after = {key: value for key, value in view.items() if key not in change.drop}
    after.update(change.set)
    for key, items in change.extend.items():
        after[key] = [*after[key], *items]
    return after


class ViewBook:
    """A client's latest view of each table, so that `view_changes` become whole views."""

    def __init__(self) -> None:
        self._views: dict[str, tuple[int, dict[str, Any]]] = {}

    def receive(self, message: dict[str, Any]) -> dict[str, Any] | None:
        """The whole `view` message ``message`` (a `view` or `view_changes`) stands for, kept as
        that table's latest; None when changes do not follow the view kept (the client then
        asks again with `resend_view`, and the next `view` is whole)."""
        table, seq = message["table"], message["seq"]
        if message["type"] == "view":
            self._views[table] = (seq, message["view"])
            return message
        kept = self._views.get(table)
        if kept is None or kept[0] != seq - 1:
            return None
        try:
            view = apply(kept[1], Changes(message["set"], message["extend"], message["drop"]))
        except (KeyError, TypeError):  # an extended entry the kept view lacks, or not a list
            return None
        self._views[table] = (seq, view)
        whole = {k: v for k, v in message.items() if k not in ("set", "extend", "drop")}
        whole.update(type="view", view=view)
        return whole

    def forget(self, table: str | None = None) -> None:
        """Forget one table's view (or every one: a new connection starts with whole views)."""
        if table is None:
            self._views.clear()
        else:
            self._views.pop(table, None)
