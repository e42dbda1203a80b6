"""A load run: one server process, N tables of bot clients in this process, measured.

The server runs as ``score5 serve`` in its own process (one event loop: one core,
plus the thread that writes records), so its memory and CPU time are its own,
read from ``/proc``. Every seat is a client here (the server runs no bot), all N
tables are created first and then played at once. Figures:

- ``tables``: tables held and played at once, and how many finished (all, or those
  done by ``seconds`` when the run is cut short);
- ``messages_per_second``: frames the clients sent and received, over the run;
- ``latency_ms``: from a client sending a decision to every client of its table
  holding a view at least that many decisions on (p50, p99);
- ``server_rss_mib`` before the tables and at its peak, and per table;
- ``server_cpu_share``: the server's CPU seconds over the run's wall seconds.

The clients share this process's one core with their bots, so on a loaded machine
they, not the server, may set the pace: the CPU share says how busy the server was.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from score5_desktop.net.client import Invite, SeatClient, request


@dataclass(slots=True)
class _Table:
    """One table's timings: when decision k was first sent, who has seen it."""

    seats: int
    sent: dict[int, float] = field(default_factory=dict)
    seen: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    latencies: list[float] = field(default_factory=list)


@dataclass(slots=True)
class _Counts:
    messages: int = 0


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _serve(data: Path) -> tuple[asyncio.subprocess.Process, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "score5_desktop.cli.main",
        "serve",
        "--port",
        "0",
        "--data",
        str(data),
        stdout=subprocess.PIPE,
    )
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode()
    if not line.startswith("serving on "):
        raise RuntimeError("the server did not start")
    return process, line.split()[-1]


def _client(
    invite: Invite, seat: int, table: _Table, counts: _Counts, seed: int, think: float
) -> SeatClient:
    """A bot client whose frames and decisions are timed for ``table``."""
    last = [0]

    def received(frame: str) -> None:
        counts.messages += 1
        now = time.perf_counter()
        decisions = json.loads(frame).get("decisions")
        if not isinstance(decisions, int):
            return
        for k in range(last[0] + 1, decisions + 1):
            table.seen[k] += 1
            if table.seen[k] == table.seats and k in table.sent:
                table.latencies.append(now - table.sent.pop(k))
        last[0] = max(last[0], decisions)

    def sent() -> None:
        counts.messages += 1
        table.sent.setdefault(last[0] + 1, time.perf_counter())

    return SeatClient(
        invite,
        "random",
        f"Load {seat + 1}",
        on_frame=received,
        on_sent=sent,
        seed=seed,
        think=think,
    )


async def run_load(
    tables: int,
    game: str,
    players: int,
    seed: int,
    seconds: float | None = None,
    think: float = 0.0,
) -> dict[str, Any]:
    """The figures of one run; ``seconds`` stops it then, games unfinished or not;
    ``think`` paces every seat's answers as people's, not bots' at full speed."""
    with tempfile.TemporaryDirectory(prefix="score5-load-") as folder:
        server, url = await _serve(Path(folder))
        try:
            return await _measure(server.pid, url, tables, game, players, seed, seconds, think)
        finally:
            server.terminate()
            await server.wait()


async def _measure(
    pid: int,
    url: str,
    tables: int,
    game: str,
    players: int,
    seed: int,
    seconds: float | None,
    think: float,
) -> dict[str, Any]:
    await asyncio.sleep(0.5)
    rss_before = _rss_kib(pid)
    message = {"type": "create", "game": game, "players": players, "open": players}
    invites = [
        Invite(url, (await request(url, {**message, "bots": "random"}))["invite"])
        for _ in range(tables)
    ]
    counts = _Counts()
    timings = [_Table(players) for _ in range(tables)]
    clients = [
        _client(invite, seat, timing, counts, seed + n * players + seat, think)
        for n, (invite, timing) in enumerate(zip(invites, timings, strict=True))
        for seat in range(players)
    ]
    peak = [rss_before]

    async def sample() -> None:
        while True:
            peak[0] = max(peak[0], _rss_kib(pid))
            await asyncio.sleep(0.2)

    sampler = asyncio.create_task(sample())
    cpu_before, start = _cpu_seconds(pid), time.perf_counter()
    games = [asyncio.create_task(c.play()) for c in clients]
    await asyncio.wait(games, timeout=seconds)
    wall = time.perf_counter() - start
    for game_task in games:
        game_task.cancel()
    results = await asyncio.gather(*games, return_exceptions=True)
    cpu = _cpu_seconds(pid) - cpu_before
    sampler.cancel()
    latencies = sorted(ms * 1000 for t in timings for ms in t.latencies)
    finished = sum(1 for r in results[::players] if isinstance(r, dict))
    return {
        "game": game,
        "players": players,
        "think": think,
        "tables": tables,
        "finished": finished,
        "seconds": round(wall, 2),
        "messages": counts.messages,
        "messages_per_second": round(counts.messages / wall, 1),
        "latency_ms": {
            "p50": round(statistics.median(latencies), 2) if latencies else None,
            "p99": round(latencies[int(0.99 * (len(latencies) - 1))], 2) if latencies else None,
            "samples": len(latencies),
        },
        "server_rss_mib": {"before": round(rss_before / 1024, 1), "peak": round(peak[0] / 1024, 1)},
        "server_kib_per_table": round((peak[0] - rss_before) / tables, 1),
        "server_cpu_share": round(cpu / wall, 2),
        "load_average": os.getloadavg()[0],
    }
