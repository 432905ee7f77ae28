"""Token buckets: how the host tells a lively player from a flood."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class TokenBucket:
    """``capacity`` messages at once, refilled at ``rate`` per second."""

    capacity: float
    rate: float
    tokens: float = -1.0
    stamp: float = 0.0

    def take(self, now: float, cost: float = 1.0) -> bool:
        """Spend ``cost`` tokens if there are enough; False means over the limit."""
        if not self.ready(now, cost):
            return False
        self.tokens -= cost
        return True

    def ready(self, now: float, cost: float = 1.0) -> bool:
        """Whether ``cost`` tokens could be spent now, spending none: a check that is cheap
        before work that may still refuse for another reason."""
        if self.tokens < 0:
            self.tokens, self.stamp = self.capacity, now
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        return self.tokens >= cost

    def full(self, now: float) -> bool:
        """Whether the bucket has refilled completely (it can be forgotten)."""
        return self.tokens < 0 or self.tokens + (now - self.stamp) * self.rate >= self.capacity
