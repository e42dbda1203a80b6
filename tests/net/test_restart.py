"""A server killed with SIGKILL mid-game and started again on the same folder resumes
the table, and its clients come back by themselves; a client that stops and starts
again takes its seat back with its token."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys

from score5_desktop.cli.main import main
from score5_desktop.net.client import SeatClient
from tests.net.helpers import Running, clients, create, run


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def start_server(data, port: int) -> tuple[asyncio.subprocess.Process, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "score5_desktop.cli.main", "serve",
        "--port", str(port), "--data", str(data),
        stdout=subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 20)).decode()
    assert line.startswith("serving on ws://127.0.0.1:"), line
    return process, line.split()[-1]


def test_a_server_killed_mid_game_resumes_the_table_and_its_clients_come_back(tmp_path, capsys):
    data = tmp_path / "tables"
    port = free_port()
    frames: list[list[str]] = [[], []]

    async def play() -> tuple[list[dict], int, int]:
        first, url = await start_server(data, port)
        invite = await create(url, "five-three-five", 3, 2, target=10)
        seats = clients(invite, 2, frames)
        games = [asyncio.create_task(client.play()) for client in seats]
        while not any(json.loads(f).get("decisions", 0) >= 12 for f in frames[0] if f):
            await asyncio.sleep(0.02)
        seen = max(json.loads(f).get("decisions", 0) for f in frames[0])
        os.kill(first.pid, signal.SIGKILL)
        await first.wait()
        second, _ = await start_server(data, port)
        try:
            results = await asyncio.gather(*games)
        finally:
            second.terminate()
            await second.wait()
        return results, seen, min(client.reconnects for client in seats)

    results, seen, reconnects = run(play(), timeout=90)
    assert reconnects >= 1
    assert results[0] == results[1] and results[0]["status"] == "finished"
    (record,) = data.glob("*/record.json")
    assert main(["replay", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == results[0]
    after = [json.loads(f) for f in frames[0]]
    assert after[-1]["decisions"] > seen  # the game went on from where it was, not anew
    # Every decision announced before the kill was on disk: no seat saw the count go back.
    counts = [m["decisions"] for m in after if "decisions" in m]
    assert counts == sorted(counts)


def presence(frames: list[str]) -> list[list[bool]]:
    return [m["present"] for m in map(json.loads, frames) if m["type"] == "presence"]


def test_a_client_stopped_and_started_again_gets_its_seat_back_with_its_token(tmp_path):
    async def play() -> tuple[dict, dict, list[str], list[bool], list[str]]:
        async with Running(tmp_path) as (server, url):
            invite = await create(url, "score5", 2, 2)
            others_frames: list[str] = []
            first, other = clients(invite, 2, [[], others_frames])
            tokens: list[str] = []
            first.on_token = tokens.append
            frames: list[str] = []
            first.on_frame = frames.append
            task = asyncio.create_task(first.play())
            rest = asyncio.create_task(other.play())
            while len(frames) < 30:
                await asyncio.sleep(0.01)
            task.cancel()  # the process of the first seat dies
            assert first.ws is not None
            await first.ws.close()
            gone = [seat != first.seat for seat in range(2)]
            while gone not in presence(others_frames):  # the other seat sees it away...
                await asyncio.sleep(0.01)
            again = SeatClient(invite, "random", "Player 1", token=tokens[0], seed=9)
            return await again.play(), await rest, tokens, gone, others_frames

    result, other_result, tokens, gone, others_frames = run(play())
    seen = presence(others_frames)
    assert [True, True] in seen[seen.index(gone) :]  # ...and back
    assert len(tokens) == 1  # the seat was taken once, then resumed
    assert result == other_result and result["status"] == "finished"
