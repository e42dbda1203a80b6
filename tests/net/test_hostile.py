"""Hostile clients never stop the server nor touch another table, and each gets one
clear error: garbage bytes, broken frames, a frame announcing 2**62 bytes, malformed
and oversized messages, guessed tokens and invites, a replayed invite, a flood."""

from __future__ import annotations

import asyncio
import json
import os
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from score5_desktop.cli.main import main
from score5_desktop.net.messages import PROTOCOL_VERSION
from tests.net.helpers import HELLO, Running, clients, create, run

UPGRADE = (
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
)


async def raw(url: str, payload: bytes, *, upgrade: bool) -> bytes:
    """Send ``payload`` on a bare TCP connection (after a WebSocket handshake if
    ``upgrade``) and return what the server answers before it hangs up."""
    host, port = url.removeprefix("ws://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    if upgrade:
        writer.write(UPGRADE)
        head = await reader.readuntil(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 101")
    writer.write(payload)
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(4096), 10)
    writer.close()
    return answer


def close_code(frame: bytes) -> int:
    assert frame[0] == 0x88, frame[:16]  # a close frame
    return int.from_bytes(frame[2:4], "big")


async def errors_for(url: str, *frames: str | bytes, hello: bool = True) -> list[dict[str, Any]]:
    """The answers to ``frames``, one each (the connection stays open after each)."""
    answers = []
    async with connect(url) as ws:
        if hello:
            await ws.send(HELLO)
            assert json.loads(await ws.recv())["type"] == "welcome"
        for frame in frames:
            await ws.send(frame)
            answers.append(json.loads(await ws.recv()))
    return answers


def test_hostile_clients_get_one_error_each_and_a_table_beside_them_plays_on(tmp_path, capsys):
    async def play() -> dict[str, Any]:
        async with Running(tmp_path) as (server, url):
            invite = await create(url, "score5", 2, 2)
            game = asyncio.gather(*(client.play() for client in clients(invite, 2)))

            # Not HTTP at all: hung up on. HTTP without the upgrade: an HTTP error.
            assert await raw(url, b"\x00\xffGARBAGE\r\n\r\n\x16\x03\x01", upgrade=False) == b""
            answer = await raw(url, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", upgrade=False)
            assert answer.startswith((b"HTTP/1.1 400", b"HTTP/1.1 426"))
            # A frame a client may not send (unmasked): protocol error, 1002.
            assert close_code(await raw(url, b"\x81\x05hello", upgrade=True)) == 1002
            # A frame announcing 2**62 bytes: refused at its header (too big, 1009).
            header = b"\x81\xff" + (2**62).to_bytes(8, "big") + os.urandom(4)
            assert close_code(await raw(url, header, upgrade=True)) == 1009

            before = await errors_for(url, json.dumps({"type": "ping", "id": 1}), hello=False)
            assert [a["code"] for a in before] == ["hello-first"]
            answers = await errors_for(
                url,
                "not json",
                "[1, 2]",
                b"\x01\x02binary",
                json.dumps({"type": "nope"}),
                json.dumps({"type": "join", "invite": 7, "name": "x"}),
                json.dumps({"type": "join", "invite": "x" * 65, "name": "x"}),
                json.dumps({"type": "join", "invite": "guessed-invite-code", "name": "x"}),
                json.dumps({"type": "join", "invite": invite.code, "name": "late"}),  # replayed
                json.dumps({"type": "resume", "token": "A" * 43}),  # a guessed token
                json.dumps({"type": "decide", "ask": 0, "decision": {"type": "Bid"}}),
                json.dumps({"type": "create", "game": "score5", "players": 2, "open": 3,
                            "bots": "random"}),
                json.dumps({"type": "create", "game": "../../etc/passwd", "players": 2,
                            "open": 1, "bots": "random"}),
                json.dumps({"type": "ping", "id": 2}),
            )  # fmt: skip
            assert [a.get("code", a["type"]) for a in answers] == [
                "bad-message", "bad-message", "bad-message", "bad-message", "bad-message",
                "bad-message", "bad-invite", "table-full", "bad-token", "not-seated",
                "bad-game", "bad-game", "pong",
            ]  # fmt: skip
            assert all(a["message"] for a in answers if a["type"] == "error")

            # Another version: told so, and let go.
            async with connect(url) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION + 1}))
                refused = json.loads(await ws.recv())
                assert refused["code"] == "version" and "protocol" in refused["message"]
                await ws.wait_closed()
                assert ws.close_code == 1002

            # Oversized: more than 64 KiB in one message closes the connection (1009).
            async with connect(url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                await ws.send(json.dumps({"type": "ping", "id": 3, "pad": "x" * 70_000}))
                await ws.wait_closed()
                assert ws.close_code == 1009

            # A flood of 2,000 messages: answered until the limit, then one error and closed.
            async with connect(url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                for n in range(2000):
                    try:
                        await ws.send(json.dumps({"type": "ping", "id": n}))
                    except ConnectionClosed:
                        break
                received = []
                try:
                    async for frame in ws:
                        received.append(json.loads(frame))
                except ConnectionClosed:
                    pass
                errors = [m for m in received if m["type"] == "error"]
                assert [e["code"] for e in errors] == ["rate-limited"]
                assert ws.close_code == 1008

            results = await game
            assert len(server.tables) == 1  # nothing the hostile clients sent made a table
            return results[0]

    result = run(play())
    assert result["status"] == "finished"
    (record,) = tmp_path.glob("*/record.json")
    assert main(["replay", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == result
