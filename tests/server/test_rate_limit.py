"""The host's token buckets: a burst of ``capacity``, then ``rate`` a second."""

from __future__ import annotations

from server.rate_limit import TokenBucket


def test_a_burst_of_capacity_then_rate_per_second():
    bucket = TokenBucket(capacity=3, rate=0.5)
    assert [bucket.take(10.0) for _ in range(4)] == [True, True, True, False]
    assert not bucket.take(11.0), "half a token after one second"
    assert bucket.take(12.0), "one token after two"
    assert not bucket.full(12.0) and bucket.full(18.0)


def test_ready_spends_nothing():
    bucket = TokenBucket(capacity=2, rate=0.1)
    assert all(bucket.ready(5.0) for _ in range(10))
    assert bucket.take(5.0) and bucket.ready(5.0) and bucket.take(5.0)
    assert not bucket.ready(5.0) and not bucket.take(5.0)
