"""The one way back to a table after a connection drops, for every client of ours.

The bot client (``net/client.py``: ``score5 join``, the load run) and the app's seat
link (``net/seat_link.py``) both play a seat over a connection that may drop: each
tries again, waiting a little longer each time (``FIRST_DELAY`` doubling up to
``LONGEST_DELAY``, so a server that restarts is found again within seconds and one
that is gone is not hammered), and starts from the first wait again once a
connection is up. The bot client gives up after ``give_up_after`` seconds without
one; the app's link tries until it is told to stop (its person may wait for a host
who quit and comes back). ``on_status`` says how things stand (``Status``).

The loop knows nothing of websockets' messages: ``run`` calls ``attempt`` (one
connection, its whole session) until it returns a result; the attempt calls
``connected`` once its seat is asked for, and raises one of ``TRANSIENT`` (or
returns None) when the connection could not be made or dropped.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from enum import StrEnum
from typing import TypeVar

from websockets.exceptions import ConnectionClosed, InvalidHandshake

T = TypeVar("T")

FIRST_DELAY = 0.1
LONGEST_DELAY = 5.0

#: What a connection attempt may raise and still be worth trying again: no route,
#: refused, a handshake cut short, a connection closed under it, a timeout.
TRANSIENT: tuple[type[BaseException], ...] = (
    OSError,
    ConnectionClosed,
    InvalidHandshake,
    TimeoutError,
)


class Status(StrEnum):
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    FAILED = "failed"  # the link has ended; ``on_status``'s text says why (English)
    CLOSED = "closed"


class GaveUp(Exception):
    """No connection for longer than ``give_up_after``."""


class Reconnect:
    """Try ``attempt`` again and again (``run``), waiting longer each time."""

    def __init__(
        self,
        *,
        give_up_after: float | None = None,
        stop: asyncio.Event | None = None,
        on_status: Callable[[Status, str], None] | None = None,
        first: float = FIRST_DELAY,
        longest: float = LONGEST_DELAY,
        sleep: Callable[[float], Awaitable[None]] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``give_up_after``: seconds without a connection before ``run`` raises
        ``GaveUp`` (None: never); ``stop``: set, ``run`` returns None at its next
        wait (or at once, while waiting). ``sleep`` and ``clock``: the tests' own."""
        self.give_up_after = give_up_after
        self.stop = stop
        self.first = first
        self.longest = longest
        self.retries = 0  # waits so far: how often the connection was tried again
        self._on_status = on_status
        self._sleep = sleep
        self._clock = clock
        self._delay = first
        self._since = clock()  # the last connection up (or the start)

    def connected(self) -> None:
        """The attempt's connection is up and its seat asked for: the next wait is the
        first one again, and the time without a connection starts again."""
        self._delay = self.first
        self._since = self._clock()
        self._status(Status.CONNECTED)

    async def run(self, attempt: Callable[[], Awaitable[T | None]]) -> T | None:
        """``attempt``'s first result; None once ``stop`` is set. Whatever the attempt
        raises but ``TRANSIENT`` ends the loop (an error trying again cannot help)."""
        self._delay, self._since = self.first, self._clock()
        self._status(Status.CONNECTING)
        while not self._stopped():
            try:
                result = await attempt()
            except TRANSIENT:
                result = None
            if result is not None:
                return result
            if self._stopped():
                break
            if self.give_up_after is not None:
                if self._clock() - self._since > self.give_up_after:
                    text = "the server has not answered for too long"
                    self._status(Status.FAILED, text)
                    raise GaveUp(text)
            self.retries += 1
            self._status(Status.RECONNECTING)
            await self._pause(self._delay)
            self._delay = min(self._delay * 2, self.longest)
        self._status(Status.CLOSED)
        return None

    def _stopped(self) -> bool:
        return self.stop is not None and self.stop.is_set()

    async def _pause(self, delay: float) -> None:
        if self._sleep is not None:
            await self._sleep(delay)
        elif self.stop is None:
            await asyncio.sleep(delay)
        else:
            try:
                await asyncio.wait_for(self.stop.wait(), delay)
            except TimeoutError:
                pass

    def _status(self, status: Status, text: str = "") -> None:
        if self._on_status is not None:
            self._on_status(status, text)
