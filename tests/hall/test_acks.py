"""Every ``act`` that carries a ``ref`` is answered exactly once (docs/PROTOCOL.md §7): a view
with ``ack`` after a step, an ``error`` with ``ref`` after a refusal, or an ``ack`` message for
an action accepted that changed nothing (no step, no view)."""

from __future__ import annotations

import pytest

from protocol.errors import ProtocolError

from .test_hall import make_table


def seated_pair(harness):
    alice, a = harness.join("アリス")
    bob, b = harness.join("ボブ")
    table = make_table(harness, alice)
    harness.send(bob, {"type": "sit", "table": table.code})
    harness.send(bob, {"type": "ready", "ready": True})
    harness.send(alice, {"type": "start"})
    return table, (alice, a), (bob, b)


def answers(outlet, ref):
    """What the outlet was told about ``ref``."""
    return [m for m in outlet.sent if m["type"] in ("view", "ack") and m.get("ack") == ref]


def test_an_action_that_changes_nothing_is_acknowledged_and_logs_no_step(harness):
    table, (alice, a), (_bob, b) = seated_pair(harness)
    views_a, views_b, seq = len(a.of("view")), len(b.of("view")), table.seq
    logged = len(harness.store.steps(table.id, table.game_no))
    harness.send(alice, {"type": "act", "action": {"type": "think"}, "ref": 7})
    assert a.last("ack") == {"type": "ack", "table": table.id, "seq": seq, "ack": 7}
    assert len(a.of("view")) == views_a and len(b.of("view")) == views_b  # nobody gets a view
    assert not b.of("ack") and table.seq == seq
    assert len(harness.store.steps(table.id, table.game_no)) == logged
    harness.send(alice, {"type": "act", "action": {"type": "think"}})  # no ref: nothing to answer
    assert len(a.of("ack")) == 1


def test_each_ref_is_answered_exactly_once_whatever_the_outcome(harness):
    table, (alice, a), (bob, b) = seated_pair(harness)
    harness.send(alice, {"type": "act", "action": {"type": "add", "n": 1}, "ref": 1})  # a step
    harness.send(alice, {"type": "act", "action": {"type": "think"}, "ref": 2})  # no change
    with pytest.raises(ProtocolError) as refused:  # not her turn: the connection answers
        harness.send(alice, {"type": "act", "action": {"type": "add", "n": 1}, "ref": 3})
    assert refused.value.code.value == "not_your_turn" and answers(a, 3) == []  # with ref (test_wire)
    assert [len(answers(a, ref)) for ref in (1, 2)] == [1, 1]
    assert len(answers(b, 1)) == 0  # an ack goes to the one who acted
