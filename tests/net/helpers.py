"""A table server on 127.0.0.1 (port 0) in the test's own event loop, and bot clients."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, TypeVar

from score5_desktop.net.client import Invite, SeatClient, request
from score5_desktop.net.messages import PROTOCOL_VERSION
from score5_desktop.net.server import TableServer

T = TypeVar("T")
HELLO = json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION})


def run(coro: Awaitable[T], timeout: float = 60.0) -> T:
    return asyncio.run(asyncio.wait_for(coro, timeout))  # type: ignore[arg-type]


class Running:
    """A started server: ``async with Running(folder) as (server, url)``."""

    def __init__(self, folder: Path, seed: int = 5) -> None:
        self.server = TableServer(folder, deals=random.Random(seed))

    async def __aenter__(self) -> tuple[TableServer, str]:
        self._ws, url = await self.server.start("127.0.0.1", 0)
        return self.server, url

    async def __aexit__(self, *exc: object) -> None:
        self._ws.close()
        await self._ws.wait_closed()
        self.server.close()


def create_message(game: str, players: int, open_seats: int, **options: Any) -> dict[str, Any]:
    """A ``create`` for a table of ``players`` with ``open_seats`` for people, random bots
    in the rest."""
    return {
        "type": "create",
        "game": game,
        "players": players,
        "open": open_seats,
        "bots": "random",
        "options": options,
    }


async def create(url: str, game: str, players: int, open_seats: int, **options: Any) -> Invite:
    answer = await request(url, create_message(game, players, open_seats, **options))
    return Invite(url, answer["invite"])


def clients(invite: Invite, count: int, frames: list[list[str]] | None = None) -> list[SeatClient]:
    made = []
    for n in range(count):
        record = None if frames is None else frames[n].append
        made.append(SeatClient(invite, "random", f"Player {n + 1}", on_frame=record, seed=n))
    return made
