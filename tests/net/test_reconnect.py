"""The one reconnect loop of the bot client and the app's seat link (``net/reconnect.py``),
on its own: a fake sleep advancing a fake clock, so every wait and give-up is exact."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from score5_desktop.net.reconnect import GaveUp, Reconnect, Status


class FakeTime:
    """A clock that moves only when the loop sleeps; ``on_sleep`` runs at each wait."""

    def __init__(self) -> None:
        self.now = 100.0
        self.waits: list[float] = []
        self.on_sleep: Any = None

    def clock(self) -> float:
        return self.now

    async def sleep(self, delay: float) -> None:
        self.waits.append(delay)
        self.now += delay
        if self.on_sleep is not None:
            self.on_sleep(len(self.waits))


def loop_with(time: FakeTime, **kwargs: Any) -> tuple[Reconnect, list[Status]]:
    statuses: list[Status] = []
    loop = Reconnect(
        sleep=time.sleep,
        clock=time.clock,
        on_status=lambda status, _text: statuses.append(status),
        **kwargs,
    )
    return loop, statuses


def test_the_waits_double_up_to_the_longest_and_start_again_once_connected():
    time = FakeTime()
    loop, statuses = loop_with(time)
    outcomes = iter(["refused"] * 8 + ["up, then dropped"] + ["refused"] * 2 + ["over"])

    async def attempt() -> str | None:
        outcome = next(outcomes)
        if outcome == "refused":
            raise ConnectionRefusedError
        loop.connected()
        return "summary" if outcome == "over" else None

    assert asyncio.run(loop.run(attempt)) == "summary"
    assert time.waits == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 5.0, 5.0, 0.1, 0.2, 0.4]
    assert loop.retries == 11
    assert statuses == [
        Status.CONNECTING,
        *[Status.RECONNECTING] * 8,
        Status.CONNECTED,
        *[Status.RECONNECTING] * 3,
        Status.CONNECTED,
    ]


def test_it_gives_up_after_the_time_without_a_connection():
    time = FakeTime()
    loop, statuses = loop_with(time, give_up_after=1.0)

    async def attempt() -> None:
        time.now += 0.05  # each try takes a moment of its own
        raise TimeoutError

    with pytest.raises(GaveUp):
        asyncio.run(loop.run(attempt))
    # 0.7 s waited and four tries (0.9 s in all): one more wait; then 1.75 s: over.
    assert time.waits == [0.1, 0.2, 0.4, 0.8]
    assert statuses[-1] is Status.FAILED


def test_a_connection_up_starts_the_time_to_give_up_again():
    time = FakeTime()
    loop, _ = loop_with(time, give_up_after=1.0)
    tries = iter(range(100))

    async def attempt() -> str | None:
        n = next(tries)
        if n == 4:
            loop.connected()  # up after 1.5 s of waits, then dropped
            return None
        if n == 8:
            return "over"
        raise OSError

    assert asyncio.run(loop.run(attempt)) == "over"
    assert time.waits == [0.1, 0.2, 0.4, 0.8, 0.1, 0.2, 0.4, 0.8]  # no give-up at 1.5 s


def test_stop_ends_the_loop_at_its_wait():
    time = FakeTime()
    stop = asyncio.Event()
    loop, statuses = loop_with(time, stop=stop)
    time.on_sleep = lambda n: stop.set() if n == 3 else None
    tries: list[int] = []

    async def attempt() -> None:
        tries.append(1)
        raise OSError

    assert asyncio.run(loop.run(attempt)) is None
    assert len(tries) == 3 and statuses[-1] is Status.CLOSED


def test_an_error_trying_again_cannot_help_ends_the_loop():
    loop, _ = loop_with(FakeTime())

    async def attempt() -> None:
        raise ValueError("refused invite")

    with pytest.raises(ValueError, match="refused invite"):
        asyncio.run(loop.run(attempt))
    assert loop.retries == 0


def test_stop_cuts_a_real_wait_short():
    """Without a fake sleep the loop waits on its stop event: closing the link does
    not wait out a five-second wait."""

    async def main() -> float:
        stop = asyncio.Event()
        loop = Reconnect(stop=stop, first=5.0)
        running = asyncio.get_running_loop()
        running.call_later(0.02, stop.set)
        started = running.time()

        async def attempt() -> None:
            raise OSError

        assert await loop.run(attempt) is None
        return running.time() - started

    assert asyncio.run(main()) < 1.0
