"""The host's messages over real sockets: ``start`` (the open seats go to bots, the game
begins) and ``give-seat`` (an open seat, or a person's while they are away, to a bot),
only with the table's host token; a person's seat while they are connected is not
given; the seat given away no longer opens with its old token. Each seat drawn at the
app's table (``pictures``) gets its own masked picture with each event."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from score5_desktop.core import registry
from score5_desktop.net.client import request
from tests.net.helpers import HELLO, Running, run


async def greeted(url: str) -> ClientConnection:
    ws = await connect(url, max_size=2**20)
    await ws.send(HELLO)
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def until(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if message["type"] == kind:
            return message


def test_only_the_host_starts_and_gives_seats_and_only_seats_nobody_holds(tmp_path):
    async def play() -> None:
        async with Running(tmp_path) as (server, url):
            created = await request(
                url,
                {
                    "type": "create",
                    "game": "five-three-five",
                    "players": 4,
                    "open": 3,
                    "bots": "random",
                    "options": {"target": 10},
                },
            )
            host, code = created["host"], created["invite"]
            ann = await greeted(url)
            await ann.send(
                json.dumps({"type": "join", "invite": code, "name": "Ann", "pictures": True})
            )
            seated = await until(ann, "seated")
            bob = await greeted(url)
            await bob.send(json.dumps({"type": "join", "invite": code, "name": "Bob"}))
            bob_seated = await until(bob, "seated")
            seats = await until(ann, "seats")  # Ann sees Bob sit down
            assert [s["kind"] for s in seats["seats"]] == ["person", "person", "open", "bot"]

            stranger = await greeted(url)
            await stranger.send(json.dumps({"type": "start", "host": seated["token"]}))
            assert (await until(stranger, "error"))["code"] == "not-host"
            await stranger.send(json.dumps({"type": "give-seat", "host": host, "seat": 1}))
            assert (await until(stranger, "error"))["code"] == "seat-held"  # Bob is there

            await bob.close()  # Bob goes away: his seat may go to a bot now
            while (await until(ann, "presence"))["present"][1]:
                pass
            await stranger.send(
                json.dumps({"type": "give-seat", "host": host, "seat": 1, "level": "random"})
            )
            seats = await until(ann, "seats")
            assert [s["kind"] for s in seats["seats"]] == ["person", "bot", "open", "bot"]
            names = [s["name"] for s in seats["seats"]]
            assert len(set(names)) == 4  # the bot given the seat takes a name of its own
            gone = await greeted(url)
            await gone.send(json.dumps({"type": "resume", "token": bob_seated["token"]}))
            assert (await until(gone, "error"))["code"] == "bad-token"

            await stranger.send(json.dumps({"type": "start", "host": host}))
            first = await until(ann, "update")  # the game begins with three bots
            assert first["events"][0]["n"] == 1 and "first_picture" in first
            game = registry.get("five-three-five")
            for item in first["events"]:
                picture = game.wire.decode_picture(item["picture"])
                assert [h is not None for h in picture.hands] == [True, False, False, False]
            for ws in (ann, stranger, gone):
                await ws.close()

    run(play(), 30)
