"""One seat of the app's table held over the network, on a thread of its own.

The app must never wait on the network: a ``SeatLink`` runs an asyncio loop on its own
thread, holds the connection to the table server (hello, then ``join`` with the
invite or ``resume`` with the seat's token, asking for the seat's pictures), and
hands every message the server sends to ``on_message`` as a JSON object, on that
thread (the Qt side passes it on with a queued signal). ``send`` may be called from
any thread. A dropped connection is taken up again on its own, waiting a little
longer each time, with the seat's token (``net/reconnect.py``, the same loop as the
bot client's; this one never gives up: a host who quit may come back); ``on_status``
says how things stand (``Status``). An error after which trying again cannot help (a refused invite,
another protocol version, the seat taken back elsewhere) ends the link.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidURI

from score5_desktop.net.client import FATAL, Invite, take_seat
from score5_desktop.net.messages import PROTOCOL_VERSION
from score5_desktop.net.reconnect import Reconnect, Status

__all__ = ["SeatLink", "Status"]  # Status lives in net/reconnect.py; read from here too

#: The largest frame the app reads from the server: the end of a game carries its
#: whole record (the server's own frames are not the untrusted ones it caps at 64 KiB).
MAX_SERVER_FRAME = 1024 * 1024


class _Ended(Exception):
    """The link must end: its reason (English), for ``on_status``."""


class SeatLink:
    """The connection of one seat: ``start``, ``send``, ``close``."""

    def __init__(
        self,
        invite: Invite,
        name: str,
        on_message: Callable[[dict[str, Any]], None],
        on_status: Callable[[Status, str], None],
        *,
        token: str | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.invite = invite
        self.name = name
        self.token = token
        self._on_message = on_message
        self._on_status = on_status
        self._tls = tls
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[dict[str, Any]] | None = None
        self._ws: ClientConnection | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._reconnect = Reconnect()
        self._thread = threading.Thread(target=self._main, name="score5-seat-link", daemon=True)

    # -- from any thread ---------------------------------------------------------------------
    def start(self) -> None:
        self._thread.start()
        self._ready.wait(5)

    def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` when connected (dropped if the link is down: the seat's state
        comes again with its return, and a question is asked again)."""
        loop, outbox = self._loop, self._outbox
        if loop is not None and outbox is not None and not loop.is_closed():
            loop.call_soon_threadsafe(outbox.put_nowait, message)

    def drop(self) -> None:
        """Close the connection as a network failure would (tests): the link comes back."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: ws.transport.abort())

    def close(self, wait: float = 2.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stop.set)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(wait)

    # -- on the link's thread ------------------------------------------------------------------
    def _main(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._outbox = asyncio.Queue()
        self._stop = asyncio.Event()
        self._ready.set()
        try:
            loop.run_until_complete(self._run())
        finally:
            loop.close()

    async def _run(self) -> None:
        assert self._stop is not None
        self._reconnect = Reconnect(stop=self._stop, on_status=self._on_status)
        try:
            ended = await self._reconnect.run(self._connection)
        except _Ended as problem:
            ended = str(problem)
        if ended is not None:
            self._on_status(Status.FAILED, ended)

    async def _connection(self) -> str | None:
        """One connection: the reason the link must end, or None when it dropped (or
        the link was closed)."""
        try:
            async with connect(
                self.invite.url,
                max_size=MAX_SERVER_FRAME,
                compression=None,
                ssl=self._tls,
                open_timeout=10,
            ) as ws:
                self._ws = ws
                return await self._session(ws)
        except ssl.SSLCertVerificationError as problem:
            raise _Ended(f"certificate not trusted: {problem}") from None
        except InvalidURI as problem:
            raise _Ended(str(problem)) from None
        finally:
            self._ws = None

    async def _session(self, ws: ClientConnection) -> str | None:
        """One connection; a reason once the link must end, None when it dropped."""
        assert self._outbox is not None and self._stop is not None
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        first = take_seat(self.invite, self.name, self.token)
        await ws.send(json.dumps({**first, "pictures": True}))
        while not self._outbox.empty():  # questions of the connection that dropped
            self._outbox.get_nowait()
        self._reconnect.connected()
        reader = asyncio.ensure_future(self._read(ws))
        writer = asyncio.ensure_future(self._write(ws))
        stopper = asyncio.ensure_future(self._stop.wait())
        try:
            done, _ = await asyncio.wait(
                {reader, writer, stopper}, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            for task in (reader, writer, stopper):
                task.cancel()
        if stopper in done:
            await ws.close()
            return None
        if reader in done and not reader.cancelled() and reader.exception() is None:
            return reader.result()
        return None

    async def _read(self, ws: ClientConnection) -> str | None:
        async for frame in ws:
            try:
                data = json.loads(frame)
            except ValueError:
                continue
            if not isinstance(data, dict):
                continue
            if data.get("type") == "seated" and isinstance(data.get("token"), str):
                self.token = data["token"]
            if data.get("type") == "error" and data.get("code") in FATAL:
                self._on_message(data)
                return str(data.get("message", data.get("code")))
            self._on_message(data)
        return None

    async def _write(self, ws: ClientConnection) -> None:
        assert self._outbox is not None
        while True:
            message = await self._outbox.get()
            await ws.send(json.dumps(message))
