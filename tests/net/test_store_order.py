"""Two people taking the last seats at once: the seats' file the server keeps holds both
tokens, whichever write the disk finishes first (a restarted server would otherwise
refuse a seat's own token)."""

from __future__ import annotations

import asyncio
import json
import threading
import time

from websockets.asyncio.client import connect

from score5_desktop.net import store
from tests.net.helpers import HELLO, Running, create, run


def test_seats_taken_at_once_are_both_kept(tmp_path, monkeypatch):
    write = store.write_text_atomic
    first = threading.Event()

    def slow_first_seats_write(path, text):
        if path.name == "table.json" and '"person"' in text and not first.is_set():
            first.set()
            time.sleep(0.3)  # the disk takes its time over the first seat's write
        write(path, text)

    monkeypatch.setattr(store, "write_text_atomic", slow_first_seats_write)

    async def join_both() -> None:
        async with Running(tmp_path) as (server, url):
            invite = await create(url, "score5", 3, 2)

            async def join(name: str) -> None:
                async with connect(url) as ws:
                    await ws.send(HELLO)
                    await ws.recv()
                    await ws.send(json.dumps({"type": "join", "invite": invite.code, "name": name}))
                    assert json.loads(await ws.recv())["type"] == "seated"

            await asyncio.gather(join("Ann"), join("Bob"))

    run(join_both())
    (seats,) = tmp_path.glob("*/table.json")
    kept = json.loads(seats.read_text())["seats"]
    assert [seat["kind"] for seat in kept] == ["person", "person", "bot"]
    assert all(seat["token"] for seat in kept[:2])
