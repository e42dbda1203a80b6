"""A seat played over the network by a bot: ``score5 join``, the tests and the load run.

The client joins with an invite (or takes its seat back with its token), answers
each question with its bot, and follows the table's event numbers: a gap means
a frame was missed, and it asks for its seat's whole state again. When the
connection drops it comes back on its own, waiting a little longer each time,
with its token; the server still holds the seat (``net/reconnect.py``, the same
loop as the app's seat link's). Everything the server sends is
read as untrusted data too: decoded by the game's own types (``core.wire``).
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from score5_desktop.core import registry
from score5_desktop.core.protocol import Bot, Game, PlaysOnline
from score5_desktop.core.wire import WireError
from score5_desktop.net.messages import MAX_FRAME_BYTES, PROTOCOL_VERSION, ErrorCode
from score5_desktop.net.reconnect import GaveUp, Reconnect

#: Errors after which trying again cannot help.
FATAL = frozenset(
    {
        ErrorCode.VERSION,
        ErrorCode.BAD_INVITE,
        ErrorCode.TABLE_FULL,
        ErrorCode.BAD_TOKEN,
        ErrorCode.REPLACED,
        ErrorCode.BAD_GAME,
    }
)


class ClientError(Exception):
    """The table cannot be played from here (refused invite, other version, ...)."""


@dataclass(frozen=True, slots=True)
class Invite:
    url: str
    code: str

    def __str__(self) -> str:
        return f"{self.url.rstrip('/')}/#{self.code}"


def parse_invite(text: str) -> Invite:
    """``ws://host:port/#CODE`` (or ``wss://``) as printed by ``score5 host``."""
    url, sep, code = text.strip().rpartition("#")
    if not sep or not code or not url.startswith(("ws://", "wss://")):
        raise ClientError("an invite looks like ws://host:port/#code")
    return Invite(url, code)


async def request(url: str, message: dict[str, Any], tls: ssl.SSLContext | None = None) -> dict:
    """Say hello, send one message and return the answer (``score5 host``)."""
    try:
        async with connect(url, max_size=MAX_FRAME_BYTES, compression=None, ssl=tls) as ws:
            await _hello(ws)
            await ws.send(json.dumps(message))
            answer = _read(await ws.recv())
    except (InvalidURI, InvalidHandshake, ConnectionClosed, ssl.SSLError) as problem:
        raise ClientError(str(problem)) from None
    if answer.get("type") == "error":
        raise ClientError(str(answer.get("message", "refused")))
    return answer


async def _hello(ws: ClientConnection) -> None:
    await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
    answer = _read(await ws.recv())
    if answer.get("type") != "welcome":
        raise ClientError(str(answer.get("message", "the server did not welcome us")))


def take_seat(invite: Invite, name: str, token: str | None) -> dict[str, Any]:
    """The message that takes a seat on a new connection: ``join`` with the invite the
    first time, ``resume`` with the seat's token once the server has given one."""
    if token is None:
        return {"type": "join", "invite": invite.code, "name": name}
    return {"type": "resume", "token": token}


def _read(frame: str | bytes) -> dict[str, Any]:
    try:
        data = json.loads(frame)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise ClientError("the server sent something that is not a message")
    return data


class SeatClient:
    """One seat, played by a bot of ``level`` until the game ends (``play``)."""

    def __init__(
        self,
        invite: Invite,
        level: str,
        name: str,
        *,
        token: str | None = None,
        on_token: Callable[[str], None] | None = None,
        on_frame: Callable[[str], None] | None = None,
        on_sent: Callable[[], None] | None = None,
        tls: ssl.SSLContext | None = None,
        give_up_after: float = 120.0,
        seed: int | None = None,
        think: float = 0.0,
    ) -> None:
        """``think``: seconds the seat waits before each answer, as a person would."""
        self.invite = invite
        self.level = level
        self.name = name
        self.token = token
        self.on_token = on_token
        self.on_frame = on_frame
        self.on_sent = on_sent
        self.tls = tls
        self.give_up_after = give_up_after
        self.seed = seed
        self.think = think
        self.seat: int | None = None
        self.seq = 0
        self._reconnect = Reconnect(give_up_after=give_up_after)
        self.summary: dict[str, Any] | None = None
        self.names: list[str] = []
        self.ws: ClientConnection | None = None
        self.game_id = ""
        self._game: Game | None = None
        self._bot: Bot | None = None
        self._answered: int | None = None

    @property
    def reconnects(self) -> int:
        """How often the connection was tried again (``net/reconnect.py``)."""
        return self._reconnect.retries

    async def play(self) -> dict[str, Any]:
        """The game's ``replay --json`` summary once it is over; ``ClientError`` when the
        table cannot be played (refused, or no connection for ``give_up_after``)."""
        self._reconnect.give_up_after = self.give_up_after
        try:
            summary = await self._reconnect.run(self._connection)
        except GaveUp as problem:
            raise ClientError(str(problem)) from None
        assert summary is not None  # no stop event: only a result ends the loop
        return summary

    async def _connection(self) -> dict[str, Any] | None:
        """One connection: the summary once the game is over, None if it dropped."""
        try:
            async with connect(
                self.invite.url,
                max_size=MAX_FRAME_BYTES,
                compression=None,
                ssl=self.tls,
                open_timeout=10,
            ) as ws:
                self.ws = ws
                if not await self._session(ws):
                    return None
        except ssl.SSLCertVerificationError as problem:
            raise ClientError(f"the server's certificate is not trusted: {problem}") from None
        except InvalidURI as problem:
            raise ClientError(str(problem)) from None
        if self.summary is None:
            raise ClientError("the game ended without its summary")
        return self.summary

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection: True once the game is over, False if it dropped."""
        await _hello(ws)
        self._answered = None
        await ws.send(json.dumps(take_seat(self.invite, self.name, self.token)))
        self._reconnect.connected()
        async for frame in ws:
            if self.on_frame is not None:
                self.on_frame(frame if isinstance(frame, str) else "")
            try:
                if await self._on(ws, _read(frame)):
                    return True
            except (KeyError, TypeError, ValueError) as problem:
                raise ClientError(f"the server sent a message we cannot read: {problem}") from None
        return False

    async def _on(self, ws: ClientConnection, message: dict[str, Any]) -> bool:
        kind = message.get("type")
        if kind == "error":
            code = message.get("code")
            if code in FATAL:
                raise ClientError(str(message.get("message", code)))
            if code == ErrorCode.ILLEGAL:
                await ws.send(json.dumps({"type": "resync"}))
            return False
        if kind == "seated":
            self._seated(message)
            return False
        if kind == "state":
            self.seq = int(message["seq"])
        elif kind == "update":
            numbers = [int(item["n"]) for item in message["events"]]
            if numbers and numbers[0] != self.seq + 1:
                await ws.send(json.dumps({"type": "resync"}))  # a frame was missed
                return False
            if numbers:
                self.seq = numbers[-1]
        else:
            return False
        return await self._answer(ws, message)

    def _seated(self, message: dict[str, Any]) -> None:
        self.seat = int(message["seat"])
        token = message.get("token")
        if isinstance(token, str):
            self.token = token
            if self.on_token is not None:
                self.on_token(token)
        if self._game is None:
            try:
                game = registry.get(str(message["game"]))
            except KeyError:
                raise ClientError("this copy does not have the table's game") from None
            try:
                self._bot = game.make_bot(self.level, self.seed)
            except ValueError:
                raise ClientError(f"{game.id} has no bot level {self.level[:40]!r}") from None
            self._game = game
            self.game_id = game.id

    async def _answer(self, ws: ClientConnection, message: dict[str, Any]) -> bool:
        if message.get("over"):
            self.summary = message.get("summary")
            self.names = [str(name) for name in message.get("names", [])]
            return True
        ask = message.get("ask")
        if ask is None or ask == self._answered or self._game is None or self._bot is None:
            return False
        assert isinstance(self._game, PlaysOnline)
        wire = self._game.wire
        try:
            view = wire.decode_view(message["view"])
        except (WireError, KeyError) as problem:
            raise ClientError(f"the server sent a view this copy cannot read: {problem}") from None
        decision = await asyncio.get_running_loop().run_in_executor(None, self._bot.decide, view)
        if self.think:
            await asyncio.sleep(self.think)
        self._answered = ask
        await ws.send(
            json.dumps({"type": "decide", "ask": ask, "decision": wire.encode_decision(decision)})
        )
        if self.on_sent is not None:
            self.on_sent()
        return False
