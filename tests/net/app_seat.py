"""The app's side of an online table in tests: the in-app server, a table on it, bot
clients on their own threads, and the app's seat (``RemoteTable`` + ``GameModel``)
answered by a bot from the view the seat is given, as a person would at the table."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

from score5_desktop.core import registry
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.remote_table import RemoteTable
from score5_desktop.net.client import Invite, SeatClient, request
from score5_desktop.net.local_server import LocalServer
from score5_desktop.net.seat_link import SeatLink
from tests.net.helpers import create_message


class RecordingLink(SeatLink):
    """A seat link that keeps every frame the app receives (the leak test reads them)."""

    frames: list[dict[str, Any]]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.frames = []
        forward = self._on_message

        def keep(message: dict[str, Any]) -> None:
            self.frames.append(json.loads(json.dumps(message)))
            forward(message)

        self._on_message = keep


def host_table(
    folder: Path, game: str, players: int, open_seats: int, **options: Any
) -> tuple[LocalServer, Invite, str]:
    """The in-app server on 127.0.0.1 and a table on it: its invite and host token."""
    server = LocalServer(folder)
    url = server.start("127.0.0.1", 0)
    message = create_message(game, players, open_seats, **options)
    answer = server.call(request(url, message)).result(10)
    return server, Invite(url, answer["invite"]), answer["host"]


class BotSeats:
    """Bot clients taking seats of ``invite``, each playing on a thread of its own."""

    def __init__(self, invite: Invite, count: int, first_seed: int = 10) -> None:
        self.clients = [
            SeatClient(invite, "random", f"Guest {n + 1}", seed=first_seed + n)
            for n in range(count)
        ]
        self.results: list[Any] = []
        self._thread = threading.Thread(target=self._main, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _main(self) -> None:
        async def play() -> list[Any]:
            return await asyncio.gather(*(c.play() for c in self.clients), return_exceptions=True)

        self.results = asyncio.run(play())

    def join(self, timeout: float = 30) -> None:
        self._thread.join(timeout)


def answer_with_bot(model: GameModel, seed: int = 3) -> None:
    """Answer each question put to the app's seat with a random bot's decision, and
    show events at once (the instant table)."""
    bots: dict[str, Any] = {}

    def decide(seat: int, view: Any) -> None:
        bot = bots.setdefault(model.game_id, registry.get(model.game_id).make_bot("random", seed))
        model.submit(bot.decide(view))

    model.eventPublished.connect(lambda *_: model.eventsConsumed())
    model.decisionRequested.connect(decide)


def app_seat(
    invite: Invite, name: str = "Ann", host: str | None = None, link: type[SeatLink] = SeatLink
) -> tuple[GameModel, RemoteTable]:
    """The app's seat, played on a fresh ``GameModel`` as soon as the table starts."""
    model = GameModel(think=0.0)
    table = RemoteTable(invite, name, model, host=host, link=link)
    table.started.connect(lambda: table.attach(model))
    return model, table
