"""How many messages a connection may send: a token bucket.

A person sends a message every few seconds; a client that sends hundreds in a
second is broken or hostile, and is told once and let go before it costs the
other tables their turn on the event loop. An answer the table asked for is
given back its token (``refund``): the table paces those itself, one question
one answer, and a bot seat answers as fast as it is asked (a long game of two
ran past the bucket at about 45 answers a second)."""

from __future__ import annotations

import time
from collections.abc import Callable

#: Messages a connection may send in a burst, and how many a second after it.
BURST = 60
PER_SECOND = 20.0


class RateLimit:
    def __init__(
        self,
        burst: int = BURST,
        per_second: float = PER_SECOND,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.per_second = per_second
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()

    def allow(self) -> bool:
        """Whether one more message may be taken now."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.per_second)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True

    def refund(self) -> None:
        """The last message taken was one the table asked for: it costs nothing."""
        self._tokens = min(float(self.burst), self._tokens + 1.0)
