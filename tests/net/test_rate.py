"""The rate limit counts what a client sends unasked, not the answers its seat was asked
for: a bot seat answers as fast as the table asks, and a long game of two once ran past
the bucket (60, then 20 a second) at about 45 answers a second, so the app's seat got
``rate-limited`` mid-game (``test_app_seat``'s whole game, under load). Here the bucket
is made tiny, so the same thing happens in every game without the refund."""

from __future__ import annotations

import asyncio
import json
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from score5_desktop.net.rate import RateLimit
from tests.net.helpers import HELLO, Running, clients, create, run


def test_refund_gives_back_one_token_up_to_the_burst():
    now = [0.0]
    limit = RateLimit(burst=2, per_second=1.0, clock=lambda: now[0])
    assert limit.allow() and limit.allow() and not limit.allow()
    limit.refund()
    assert limit.allow() and not limit.allow()
    limit.refund()
    limit.refund()
    limit.refund()  # never past the burst
    assert limit.allow() and limit.allow() and not limit.allow()


def test_a_seat_answering_every_question_at_once_is_never_rate_limited(tmp_path, monkeypatch):
    # Five messages, then one every 100 s: a whole game's answers are far more than that.
    monkeypatch.setattr(RateLimit.__init__, "__defaults__", (5, 0.01, time.monotonic))

    async def play() -> tuple[list[dict], list[list[str]], list[str]]:
        async with Running(tmp_path) as (_server, url):
            invite = await create(url, "five-three-five", 2, 2, target=10)
            frames: list[list[str]] = [[], []]
            seats = clients(invite, 2, frames)
            results = await asyncio.gather(*(seat.play() for seat in seats))
            # A flood of unasked messages is still cut short.
            codes = []
            async with connect(url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                try:
                    for n in range(20):
                        await ws.send(json.dumps({"type": "ping", "id": n}))
                    async for frame in ws:
                        message = json.loads(frame)
                        if message["type"] == "error":
                            codes.append(message["code"])
                except ConnectionClosed:
                    pass
            return results, frames, codes

    results, frames, flood = run(play(), timeout=60)
    assert all(isinstance(result, dict) for result in results)
    errors = [
        json.loads(frame)["code"]
        for seat in frames
        for frame in seat
        if json.loads(frame)["type"] == "error"
    ]
    assert errors == []
    assert sum(1 for seat in frames for frame in seat if '"update"' in frame) > 10
    assert flood == ["rate-limited"]
